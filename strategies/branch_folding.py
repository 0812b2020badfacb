"""Fold conditional branches: keep one side of a `cond_br` that passes no block arguments.

IR late in codegen has its loops lowered to branches, which op removal cannot open; taking one
side of each branch, then letting the passes strategy's canonicalisation drop the blocks no
longer reached, can.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module
from reducer.search.protocol import Order, Strategy


class BranchSide(NamedTuple):
    """Keep side `side` (0: true, 1: false) of the branch op `op` (an id: it survives cloning)."""

    op: int
    side: int


_CONDITIONAL = {"cf.cond_br": "cf.br", "llvm.cond_br": "llvm.br"}
_NO_BLOCK_ARGUMENTS = "operandSegmentSizes = array<i32: 1, 0, 0>"


class BranchFolding(Strategy):
    """`cond_br %c, ^a, ^b` becomes `br ^a` (or `br ^b`)."""

    name = "branch-folding"
    summary = "take one side of a conditional branch (IR late in codegen)"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[BranchSide]:
        return [BranchSide(op.id, side) for op in module.walk()
                if op.name in _CONDITIONAL and op.props == _NO_BLOCK_ARGUMENTS for side in (0, 1)]

    def apply(self, module: Module, chosen: Sequence[BranchSide]) -> Module | None:
        module = module.clone()
        ops = module.op_by_id()
        for op_id, side in dict(reversed(chosen)).items():  # one side per branch: the first
            op = ops[op_id]
            for value in op.operands:
                value.uses.remove(op)
            op.name, op.operands = _CONDITIONAL[op.name], []
            op.successors, op.props = [op.successors[side]], None
        return module
