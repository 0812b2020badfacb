"""Unwrap loops: a loop without results becomes its body, run once at its lower bounds.

Codegen distributes work with `scf.forall` and `scf.for` loops over memrefs; many failures are
about the ops inside, not about the loop. Its induction variables become their lower bounds
(the operand of an `scf.for`, a constant for a static `scf.forall`), and the body moves to
where the loop was.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from reducer.ir import IRError, Module, Op
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.functions import insert_constant
from reducer.ir.module import Value
from reducer.ir.rewrite import rewrite_ops
from reducer.search.protocol import Order, Strategy

_TERMINATORS = {"scf.for": "scf.yield", "scf.forall": "scf.forall.in_parallel"}
_STATIC_LOWER = re.compile(r"staticLowerBound = array<i64: ([-\d, ]+)>")
_NO_DYNAMIC_LOWER = re.compile(r"operandSegmentSizes = array<i32: 0,")


def _lower_bounds(module: Module, loop: Op) -> list[Value] | None:
    """The values the induction variables take on the first iteration (constants made for a
    forall's static bounds, before the loop); None when they cannot be had."""
    if loop.name == "scf.for":
        return [loop.operands[0]]
    bounds = _STATIC_LOWER.search(loop.props or "")
    if bounds is None or not _NO_DYNAMIC_LOWER.search(loop.props or ""):
        return None
    return [insert_constant(module, loop, "index", str(int(bound)))
            for bound in bounds.group(1).split(",")]


def _unwrappable(op: Op) -> bool:
    if op.name not in _TERMINATORS or op.results or op.block is None:
        return False
    blocks = op.regions[0].blocks if len(op.regions) == 1 else []
    end = blocks[0].terminator if len(blocks) == 1 else None
    return end is not None and end.name == _TERMINATORS[op.name] and not end.operands \
        and not any(region.blocks and region.blocks[0].ops for region in end.regions)


class LoopUnwrapping(Strategy):
    name = "loop-unwrapping"
    summary = "a loop without results becomes its body at its lower bounds"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[int]:
        return [op.id for op in module.walk() if _unwrappable(op)]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        return rewrite_ops(module, chosen, _unwrap)


def _unwrap(module: Module, loop: Op) -> None:
    """`loop`'s body in its place, its induction variables at their lower bounds."""
    if not _unwrappable(loop):
        return
    bounds = _lower_bounds(module, loop)
    body = loop.regions[0].blocks[0]
    if bounds is None or len(bounds) != len(body.args):
        raise IRError(f"the lower bounds of {loop.name} are not known")
    for arg, bound in zip(body.args, bounds):
        replace_all_uses(arg, bound)
    block, moved = loop.block, body.ops[:-1]
    assert block is not None
    for op in moved:
        op.block = block
    at = block.ops.index(loop)
    block.ops[at:at] = moved
    body.ops = body.ops[-1:]
    erase_op(loop)
