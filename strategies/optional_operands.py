"""Drop optional operands: a segment of one operand becomes a segment of none.

Ops with optional operands list how many operands each of their groups has
(`operandSegmentSizes = array<i32: 1, 0>`); an optional one, such as a subspan's byte
offset or a pack's padding value, is a group of one that may be empty. Late in codegen (an
executable, a pass-level test) these keep producers alive that a reproducer does not need.
A group that may not be empty fails iree-opt's verifier; as structured ops everywhere have
groups of one (a single `outs`), only the ops of executables are offered.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import IRError, Module, Op
from reducer.ir.rewrite import rewrite_edits
from reducer.search.protocol import Order, Strategy

_SEGMENTS = re.compile(r"operandSegmentSizes = array<i32: ([\d, ]+)>")


class OperandDrop(NamedTuple):
    """Drop the operand that is group `group` of op `op` (an id: it survives cloning)."""

    op: int
    group: int


def _groups(op: Op) -> list[int] | None:
    found = _SEGMENTS.search(op.props or "")
    return [int(n) for n in found.group(1).split(",")] if found else None


def _in_executable(op: Op) -> bool:
    return any(a.name == "hal.executable" for a in op.ancestors())


class OptionalOperands(Strategy):
    name = "optional-operands"
    summary = "drop an optional operand (a subspan's offset, a pack's padding value)"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[OperandDrop]:
        return [OperandDrop(op.id, group) for op in module.walk() if _in_executable(op)
                for group, size in enumerate(_groups(op) or ()) if size == 1]

    def apply(self, module: Module, chosen: Sequence[OperandDrop]) -> Module | None:
        # Later groups of an op first, so the indices of the earlier ones hold.
        return rewrite_edits(module, sorted(chosen, reverse=True), _drop, dead_code=True)


def _drop(module: Module, op: Op, group: int) -> None:
    sizes = _groups(op)
    if sizes is None or sizes[group] != 1 or len(op.operands) != sum(sizes):
        raise IRError(f"group {group} of {op.name} is not one operand")
    op.operands.pop(sum(sizes[:group])).uses.remove(op)
    sizes[group] = 0
    op.props = _SEGMENTS.sub(f"operandSegmentSizes = array<i32: {', '.join(map(str, sizes))}>",
                             op.props or "", count=1)
