"""Replace constant data by splats of the same type: zeros, else the first element.

Targets the `value` / `values` / `initial_value` attribute of constant-like ops (arith.constant,
util.global, memref.global, torch.vtensor.literal, ...) when it holds data: non-splat `dense<...>`
literals, `dense_resource<...>` blobs, parameter references (`#flow.parameter.named`) and long
float scalars. The type stays the same, so every use stays type-correct; a blob nobody refers
to any more is not printed (`reducer.ir.resources`). Integer scalars are left alone: they are mostly
shapes, bounds and indices, where a zero changes the program's structure for a byte or two.
"""
from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module, Op, syntax
from reducer.ir.rewrite import rewrite_edits
from reducer.search.protocol import Order, Strategy


class Fill(str, enum.Enum):
    ZERO = "zero"  # all zeros
    SPLAT = "splat"  # the first element everywhere


class ConstantEdit(NamedTuple):
    """Fill the constant attribute `key` of op `op` (in its "props" or "attrs")."""

    op: int
    place: str
    key: str
    fill: Fill

_KEYS = ("value", "values", "initial_value")
_FLOAT = re.compile(r"bf16|f16|f32|f64|f80|f128|tf32|f[468]E\w+")
_INT = re.compile(r"[su]?i\d+|index")
_SHAPED = re.compile(r"(?:tensor|vector)<(?:(?:\d+|\?|\[\d+\])x)*(?P<elt>[^,<>]+|complex<[^<>]+>)>")
_FIRST = re.compile(r"dense<\[+(?P<first>[^\[\](),\"]+)[,\]]")


class ConstantSimplification(Strategy):
    name = "constant-simplification"
    summary = "dense and resource constants to zeros or splats"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[ConstantEdit]:
        # Zeros before splats, each by bytes saved; a splat is only worth a try when the zero
        # of the same constant was rejected (e.g. a division by the constant folds away).
        found: list[tuple[int, int, int, ConstantEdit]] = []
        for order, op in enumerate(module.walk()):
            for place, key, text in constants(op):
                zero, splat = _replacement(text, Fill.ZERO), _replacement(text, Fill.SPLAT)
                if zero is not None:
                    found.append((0, len(zero) - len(text), order,
                                  ConstantEdit(op.id, place, key, Fill.ZERO)))
                if splat is not None and splat != zero:
                    found.append((1, len(splat) - len(text), order,
                                  ConstantEdit(op.id, place, key, Fill.SPLAT)))
        return [edit for *_, edit in sorted(found)]

    def apply(self, module: Module, chosen: Sequence[ConstantEdit]) -> Module | None:
        wanted: dict[tuple[int, str, str], set[str]] = {}
        for op_id, place, key, variant in chosen:
            wanted.setdefault((op_id, place, key), set()).add(variant)
        return rewrite_edits(module, [(*edit, Fill.ZERO if Fill.ZERO in variants else Fill.SPLAT)
                                      for edit, variants in wanted.items()], _replace)


def constants(op: Op) -> list[tuple[str, str, str]]:
    """(place, name, text) of the constant data attributes of `op`."""
    found: list[tuple[str, str, str]] = []
    for place in ("props", "attrs"):
        entries = syntax.parse_dict(getattr(op, place))
        for key in _KEYS:
            text = entries.get(key)
            if text:
                found.append((place, key, text))
    return found


def _replace(module: Module, op: Op, place: str, key: str, variant: Fill) -> None:
    entries = syntax.parse_dict(getattr(op, place))
    new = _replacement(entries.get(key) or "", variant)
    if new is not None:
        entries[key] = new
        setattr(op, place, syntax.format_dict(entries))


def _replacement(text: str, variant: Fill) -> str | None:
    """`text` (`attribute : type`) as a zero or first-element splat, if that is shorter."""
    attr, sep, type_ = text.rpartition(" : ")
    if not sep:
        return None
    shaped = _SHAPED.fullmatch(type_)
    if shaped is not None:
        zero = zero_literal(shaped["elt"])
        first = _FIRST.match(attr)
        value = zero if variant is Fill.ZERO else (first["first"].strip() if first else None)
        new = f"dense<{value}> : {type_}" if value is not None else None
    elif variant == "zero" and _FLOAT.fullmatch(type_) and not attr.startswith("dense"):
        new = f"0.0 : {type_}"
    else:
        return None
    return new if new is not None and len(new) < len(text) else None


def zero_literal(element_type: str) -> str | None:
    """The zero of an element type as MLIR writes it inside `dense<...>`, or None if unknown."""
    if _FLOAT.fullmatch(element_type):
        return "0.0"
    if _INT.fullmatch(element_type):
        return "0"
    inner = element_type[len("complex<"):-1] if element_type.startswith("complex<") else None
    if inner is not None and zero_literal(inner) is not None:
        return f"({zero_literal(inner)},{zero_literal(inner)})"
    return None
