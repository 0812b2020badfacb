"""Feed ops from new function arguments instead of their producers.

This cuts the producer chain above an op while keeping the op itself: the hand-made
reproducer of a verifier bug is often just the failing op fed by arguments. Producers left
without users die as dead code.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module, Op
from reducer.ir.edit import set_operand
from reducer.ir.functions import add_argument, enclosing_function, is_function
from reducer.ir.rewrite import rewrite_edits
from reducer.search.protocol import Order, Strategy


class OperandEdit(NamedTuple):
    """Feed operand `operand` of op `op` (an id: it survives cloning) from a new argument."""

    op: int
    operand: int


def _candidates(op: Op) -> list[int]:
    """Operands of `op` that an op (not an argument) produces."""
    if is_function(op) or op.block is None or op is op.block.terminator:
        return []
    return [i for i, v in enumerate(op.operands) if v.defining_op is not None]


class OperandsToArgs(Strategy):
    name = "operands-to-args"
    summary = "feed an op from new arguments instead of its producers"
    order = Order.CHUNKS
    # An op's inputs may be cut only once the ops that the failure needed between them are
    # gone (two sorts that share an index tensor, fed from arguments, show their bug only
    # once nothing but a barrier reads the first): tried again in every round.
    every_round = True

    def edits(self, module: Module) -> Sequence[OperandEdit]:
        # Last ops first, as in op removal: cutting a user's inputs first lets whole
        # producer chains die in one step.
        return [OperandEdit(op.id, i) for op in reversed(list(module.walk()))
                for i in _candidates(op)]

    def apply(self, module: Module, chosen: Sequence[OperandEdit]) -> Module | None:
        return rewrite_edits(module, chosen, _to_argument, dead_code=True)


def _to_argument(module: Module, op: Op, index: int) -> None:
    producer = op.operands[index].defining_op if index < len(op.operands) else None
    func = enclosing_function(op)
    if producer is not None and func is not None:
        set_operand(op, index, add_argument(module, func, op.operands[index].type))
