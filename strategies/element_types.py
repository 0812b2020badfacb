"""Replace an element type by a plainer one everywhere: floats by f32, odd integers by i8..i64.

One edit per element type of the module's values (f16, bf16, f8E4M3FNUZ, i4, i1, ...): every
occurrence is rewritten, in value types, properties, attributes and type aliases, so the program
stays consistent. Casts between the two types become identities and are folded away (an
`arith.extf` from f16 to f32 once f16 is f32). Float literals written in hex, f16 and bf16
ones converted, keep their value. Whether the failure survives is the engine's question; this
strategy refuses (None) a rewrite that is not type-correct, which it asks iree-opt: the candidate
must not fail the verifier in any way the original did not already. A type the failure's
signature names is left alone (`naming`): the failure prints it, so it almost always needs it.
"""
from __future__ import annotations

import re
import struct
from collections import Counter
from collections.abc import Sequence

from reducer.ir import IRError, Module, syntax
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.measure import measure
from reducer.ir.normalize import Verifier
from reducer.search.protocol import Order, Strategy

_FLOATS = re.compile(r"bf16|f16|f64|f80|f128|tf32|f[468]E\w+")
_INTEGER = re.compile(r"(?P<sign>[su]?)i(?P<width>\d+)")
# A string literal (left alone), or a name in type position: after optional shape dims
# (`4x?x[8]x`) and not part of a longer name, symbol, value, attribute or number.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|(?<![\w.$@%#!^-])(?P<dims>(?:(?:\d+|\?|\[\d+\])x)*)'
                    r"(?P<name>[A-Za-z_][\w$.]*)")
_HEX = re.compile(r'(?<![\w"])0x[0-9A-Fa-f]+\b')
# Ops that only convert between element types: the identity once both types are the same.
_CASTS = {"arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci",
          "arith.bitcast", "tensor.bitcast", "vector.bitcast"}


def simpler_type(name: str) -> str | None:
    """The plainer replacement of an element type, or None if it is plain already."""
    if _FLOATS.fullmatch(name):
        return "f32"
    m = _INTEGER.fullmatch(name)
    if m is None:
        return None
    width = int(m["width"])
    if width in (8, 16, 32, 64):
        return None
    target = next((w for w in (8, 16, 32, 64) if w >= width), 64)
    return f"{m['sign']}i{target}"


def rewrite_types(text: str, mapping: dict[str, str]) -> str:
    """`text` with the element types of `mapping` replaced (string literals untouched)."""
    def swap(m: re.Match) -> str:
        if m["name"] in mapping:
            return m["dims"] + mapping[m["name"]]
        return m[0]
    return _TOKEN.sub(swap, text)


class ElementTypes(Strategy):
    name = "element-types"
    summary = ("f16/bf16/f8/i4... to plainer types where the failure allows; not a type the "
               "signature names")
    order = Order.CHUNKS

    def __init__(self, iree_opt: str | None = None, kept: frozenset[str] = frozenset()) -> None:
        self.iree_opt = iree_opt
        self.verifier = Verifier(iree_opt)
        self.kept = kept  # types never rewritten

    def naming(self, signature: str) -> ElementTypes:
        """This strategy, leaving alone the element types that `signature` (the failure's
        text, or a regular expression of it) names: a failure that prints a type almost always
        needs it (`'rocdl.readlane' op ... but got 'f8E4M3FNUZ'`, `i1 = fp_to_sint`), and a
        candidate without it would cost a compile to show so. Rarely, flags make the compiler
        bring the type in itself (a demotion of f32): then the type stays, as given."""
        # A derived signature's static dims are wildcards: `tensor<\\d+xi4>`.
        named = frozenset(m["name"] for m in _TOKEN.finditer(signature.replace(r"\d+", "1"))
                          if m["name"] and simpler_type(m["name"]))
        return self if named <= self.kept else ElementTypes(self.iree_opt, self.kept | named)

    def edits(self, module: Module) -> Sequence[str]:
        # Type names survive any re-parse. The most used types first.
        counts: Counter[str] = Counter()
        for value in module.values():
            for m in _TOKEN.finditer(value.type):
                if m["name"] and m["name"] not in self.kept and simpler_type(m["name"]):
                    counts[m["name"]] += 1
        return sorted(counts, key=lambda name: (-counts[name], name))

    def apply(self, module: Module, chosen: Sequence[str]) -> Module | None:
        mapping = {name: target for name in chosen if (target := simpler_type(name))}
        candidate = module.clone()
        try:
            _rewrite_module(candidate, mapping)
        except IRError:
            return None
        _fold_identity_casts(candidate)
        text, candidate_text = module.print_held(), candidate.print_held()
        # The engine drops candidates that are not smaller: spare them the iree-opt run.
        if not measure(candidate, candidate_text) < measure(module, text):
            return None
        # It may keep errors of the original (their types rewritten), and add none.
        try:
            verified = self.verifier.accepts(module, candidate_text, lambda errors, original: {
                rewrite_types(e, mapping) for e in original}.issuperset(errors))
        except IRError:
            return None
        return candidate if verified else None


def _rewrite_module(module: Module, mapping: dict[str, str]) -> None:
    for value in module.values():
        value.type = rewrite_types(value.type, mapping)
    for op in module.top.walk():
        if op.props is not None:
            op.props = _rewrite_attributes(op.props, mapping)
        if op.attrs is not None:
            op.attrs = _rewrite_attributes(op.attrs, mapping)
    module.aliases = [rewrite_types(line, mapping) for line in module.aliases]


def _rewrite_attributes(text: str, mapping: dict[str, str]) -> str:
    """Rewrite types in an attribute dictionary; hex floats of a rewritten type are converted.

    Raises IRError for literals that cannot be converted (blobs, hex of exotic floats).
    """
    if not _HEX.search(text) and '"0x' not in text:
        return rewrite_types(text, mapping)
    entries = syntax.parse_dict(text)
    return syntax.format_dict({key: _rewrite_entry(value, mapping) if value else value
                               for key, value in entries.items()}) or ""


def _rewrite_entry(text: str, mapping: dict[str, str]) -> str:
    """One attribute (`0xFC00 : f16`, `dense<...> : tensor<4xf16>`, ...) with types rewritten."""
    new = rewrite_types(text, mapping)
    if new == text or not _HEX.search(text) and '"0x' not in text:
        return new
    sources = {m["name"] for m in _TOKEN.finditer(text) if m["name"] in mapping}
    if '"0x' in text or len(sources) != 1:
        raise IRError("cannot convert hex data to another element type")
    (source,) = sources
    return _HEX.sub(lambda m: _convert_hex(m[0], source, mapping[source]), new)


def _convert_hex(literal: str, source: str, target: str) -> str:
    bits = int(literal, 16)
    if target != "f32" or len(literal) != 6 or source not in ("f16", "bf16"):
        raise IRError(f"cannot convert {literal} from {source} to {target}")
    if source == "bf16":  # bf16 is the upper half of an f32
        return f"0x{bits << 16:08X}"
    value = struct.unpack("<e", bits.to_bytes(2, "little"))[0]
    return f"0x{struct.unpack('<I', struct.pack('<f', value))[0]:08X}"


def _fold_identity_casts(module: Module) -> None:
    casts = [op for op in module.walk() if op.name in _CASTS and len(op.operands) == 1
             and len(op.results) == 1 and op.operands[0].type == op.results[0].type]
    for op in casts:
        replace_all_uses(op.results[0], op.operands[0])
        erase_op(op)
