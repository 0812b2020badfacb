"""Shapes where numpy cannot compute values: an op numpy has no reference for, or one whose
operands it does not know, still has results of known dims, and the ops after it still
have operands whose dims must agree.

A result numpy does not compute is a `Shaped`: its values unknown, its dims those of its
type, a dynamic one resolved from what is known (an `outs` operand's shape for an op that
writes into it, the broadcast or contraction of its operands' shapes), else unknown (None).
`disagreement` says where an op's operands' known dims disagree: a structured op's loop
dims (matmul's M, N and K, an elementwise op's, a generic's iteration space, the init from
`tensor.empty(%d)` it writes into), torch's broadcasting elementwise ops, its matmuls and
einsum; and a `tensor.extract` in a generic's body that reads a tensor at a loop's index
past that tensor's end (the loop runs longer than the dim it indexes). A dim that is not
known is never a disagreement: a false one would turn away a program whose run is evidence.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reducer.ir import Op
from reducer.runtime.domains import dims_of, segments
from reducer.wrong_result.reference import ELEMENTWISE
from reducer.wrong_result.structured import indexing_maps, loop_dims

Dims = tuple[int | None, ...]


@dataclass(frozen=True)
class Shaped:
    """A tensor whose values numpy does not know; its dims (None: not known either)."""
    shape: Dims


def declared(type_text: str) -> Dims | None:
    """A tensor type's dims (None for a dynamic one); None when not a tensor type."""
    found = dims_of(type_text)
    return tuple(found[0]) if found is not None else None


def disagreement(op: Op, shapes: Sequence[Dims | None], aliases: Sequence[str]) -> str | None:
    """Where the known dims of `op`'s operands (`shapes`, None for a non-tensor) disagree."""
    if op.name in _CONTRACTIONS:
        return _contraction(op, shapes)[0]
    if op.name in ELEMENTWISE:
        return _broadcast(op, shapes)[0]
    if op.name == "torch.aten.einsum":
        return None  # its operands come in a list: `einsum_disagreement`
    maps = indexing_maps(op, aliases) if op.name.startswith("linalg.") else None
    if maps is None or len(maps) > len(shapes):
        return _read_past_end(op, shapes, aliases)
    size: dict[int, int] = {}
    for operand, (dims, shape) in enumerate(zip(maps, shapes)):
        if shape is None or len(shape) != len(dims):
            continue
        for d, n in zip(dims, shape):
            if n is not None and size.setdefault(d, n) != n:
                return (f"{op.name}'s operand {operand} has {n} where another has {size[d]} "
                        f"in loop dim d{d}: its operands' dims disagree")
    return _read_past_end(op, shapes, aliases)


def _read_past_end(op: Op, shapes: Sequence[Dims | None], aliases: Sequence[str]
                   ) -> str | None:
    """Where a `tensor.extract` in a linalg op's body reads a tensor at the index of loop
    dim d (`linalg.index`) along a dim of that tensor shorter than the loop, as its
    operands' `shapes` size it: it reads past the tensor's end."""
    body = op.regions[0].blocks[0].ops if op.regions and op.regions[0].blocks else []
    extracts = [o for o in body if o.name == "tensor.extract"]
    maps = loop_dims(op, aliases) if extracts and op.name.startswith("linalg.") else None
    if maps is None:  # most bodies read no tensor: their maps are not parsed again
        return None
    size: dict[int, int] = {}
    for dims_of_map, shape in zip(maps, shapes):
        if shape is not None and len(shape) == len(dims_of_map):
            size.update((d, n) for d, n in zip(dims_of_map, shape)
                        if d is not None and n is not None)
    loops = {id(o.results[0]): int(m.group(1)) for o in body if o.name == "linalg.index"
             and (m := re.match(r"dim = (\d+)", o.props or ""))}
    for extract in extracts:
        dims = declared(extract.operands[0].type) or ()
        for axis, index in enumerate(extract.operands[1:len(dims) + 1]):
            d, n = loops.get(id(index)), dims[axis]
            if d is not None and n is not None and size.get(d, 0) > n:
                return (f"tensor.extract in {op.name} reads dim {axis} of {list(dims)} at the "
                        f"index of loop dim d{d}, which runs to {size[d]}: past its end")
    return None


def result_shapes(op: Op, shapes: Sequence[Dims | None], equation: Any = None
                  ) -> list[Shaped | None]:
    """`op`'s results as far as their dims are known, None for a non-tensor (an einsum's
    `shapes` are those of its list of operands, with its `equation`)."""
    computed: Dims | None = None
    if op.name in _CONTRACTIONS:
        computed = _contraction(op, shapes)[1]
    elif op.name in ELEMENTWISE:
        computed = _broadcast(op, shapes)[1]
    elif op.name == "torch.aten.einsum" and equation is not None:
        computed = _einsum(equation, shapes)[1]
    written = _written(op, shapes)
    found: list[Shaped | None] = []
    for i, result in enumerate(op.results):
        dims = declared(result.type)
        known = computed if i == 0 and computed is not None else \
            written[i] if written is not None else None
        if dims is not None and known is not None and len(known) == len(dims):
            dims = tuple(d if k is None else k for d, k in zip(dims, known))  # checked after
        found.append(None if dims is None else Shaped(dims))
    return found


def einsum_disagreement(op: Op, equation: Any, shapes: Sequence[Dims | None]) -> str | None:
    """Where einsum's operands give one letter of `equation` two sizes."""
    why = _einsum(equation, shapes)[0]
    return None if why is None else f"{op.name} ({equation}) {why}"


def _einsum(equation: Any, shapes: Sequence[Dims | None]) -> tuple[str | None, Dims | None]:
    """An einsum's disagreement and its result's dims."""
    if not isinstance(equation, str) or "..." in equation or "->" not in equation:
        return None, None
    given, result = (part.strip() for part in equation.split("->"))
    size: dict[str, int] = {}
    for letters, shape in zip(given.split(","), shapes):
        if shape is None or len(shape) != len(letters.strip()):
            continue
        for letter, n in zip(letters.strip(), shape):
            if n is not None and size.setdefault(letter, n) != n:
                return (f"has {n} where another operand has {size[letter]} for {letter}: "
                        f"its operands' dims disagree"), None
    return None, tuple(size.get(letter) for letter in result)


def _written(op: Op, shapes: Sequence[Dims | None]) -> list[Dims | None] | None:
    """The shapes of the operands `op` writes its results into (DPS inits), if it has them."""
    if op.name == "tensor.insert_slice":
        return [shapes[1]]
    if not op.name.startswith(("linalg.", "iree_linalg_ext.")):
        return None
    ins, outs = segments(op)
    return list(shapes[ins:ins + outs]) if outs == len(op.results) else None


# torch's matmuls: which dim of the second operand is K, and which is N.
_CONTRACTIONS = {"torch.aten.mm": (-2, -1), "torch.aten.matmul": (-2, -1),
                 "torch.aten.bmm": (-2, -1), "torch.aten.linear": (-1, -2)}


def _contraction(op: Op, shapes: Sequence[Dims | None]) -> tuple[str | None, Dims | None]:
    """A torch matmul's disagreement (K, or bmm's batch) and its result's dims."""
    a, b = shapes[0], shapes[1]
    if a is None or b is None or len(a) < 2 or len(b) != (3 if len(a) == 3 and op.name
                                                         == "torch.aten.bmm" else 2):
        return None, None
    k, n = _CONTRACTIONS[op.name]
    pairs = [("K", a[-1], b[k])] + ([("batch", a[0], b[0])] if len(b) == 3 else [])
    for what, x, y in pairs:
        if x is not None and y is not None and x != y:
            return f"{op.name} has {what} {x} in one operand and {y} in the other: its " \
                   f"operands' dims disagree", None
    return None, (*a[:-1], b[n])


def _broadcast(op: Op, shapes: Sequence[Dims | None]) -> tuple[str | None, Dims | None]:
    """A torch elementwise op's disagreement (two known dims, neither 1, that differ) and
    its result's dims, broadcast as torch does."""
    tensors = [s for s in shapes if s is not None]
    rank = max((len(s) for s in tensors), default=0)
    out: list[int | None] = []
    for axis in range(rank):
        dims = [s[len(s) - rank + axis] for s in tensors if len(s) - rank + axis >= 0]
        big = {d for d in dims if d is not None and d != 1}
        if len(big) > 1:
            return f"{op.name} has {sorted(big)} in dim {axis}: its operands' dims disagree", None
        out.append(big.pop() if big else 1 if all(d == 1 for d in dims) else None)
    return None, tuple(out)
