"""Merge a block into its only predecessor, when that ends in an unconditional branch to it.

IR late in codegen (LLVM dialect, at pass level) has chains of blocks that only branch to the
next one, left from lowered loops and folded branches; each costs a block and a branch op.
Block arguments take the branch's operands.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module, Op
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.module import Block
from reducer.ir.rewrite import rewrite_ops
from reducer.search.protocol import Order, Strategy

_BRANCHES = {"cf.br", "llvm.br"}


def _target(branch: Op) -> Block | None:
    """The block `branch` jumps to, when `branch` is its only way in."""
    block = branch.block
    if block is None or branch.name not in _BRANCHES or branch is not block.terminator:
        return None
    region = block.region
    label = branch.successors[0]
    target = next((b for b in region.blocks if b.label == label), None)
    if target is None or target is block or target is region.blocks[0]:
        return None
    entries = sum(s == label for b in region.blocks if b.terminator is not None
                  for s in b.terminator.successors)
    return target if entries == 1 and len(target.args) == len(branch.operands) else None


class BlockMerging(Strategy):
    name = "block-merging"
    summary = "merge a block into its only predecessor (IR late in codegen)"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[int]:
        return [op.id for op in module.walk() if _target(op) is not None]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        return rewrite_ops(module, chosen, _merge)


def _merge(module: Module, branch: Op) -> None:
    """The block `branch` jumps to, appended to the branch's own block in its place."""
    target, block = _target(branch), branch.block
    if target is None or block is None:  # no longer the only way in, after an earlier edit
        return
    for arg, operand in zip(target.args, branch.operands):
        replace_all_uses(arg, operand)
    erase_op(branch)
    for op in target.ops:
        op.block = block
    block.ops.extend(target.ops)
    block.region.blocks.remove(target)
