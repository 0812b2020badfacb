"""Remove ops: uses of their results move to a same-typed operand or a new function argument.

Then dead code goes too. Terminators, branches and symbol definitions are left to others:
removing a terminator breaks its block, and symbols need their users removed with them.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module, Op
from reducer.ir.functions import is_function, symbol_name
from reducer.ir.rewrite import remove_op, rewrite_ops
from reducer.search.protocol import Order, Strategy


def removable(op: Op) -> bool:
    block = op.block
    if block is None or op is block.terminator or op.successors:
        return False
    return not is_function(op) and symbol_name(op) is None


class OpRemoval(Strategy):
    name = "op-removal"
    summary = "remove ops; uses move to a same-typed operand or a new argument"
    order = Order.CHUNKS
    # Removing ops is the reduction itself, and a change of types or shapes in a round may
    # free ops that nothing else removes: tried again in every round.
    every_round = True

    def edits(self, module: Module) -> Sequence[int]:
        # Last ops first: users go before producers, so producers then die as dead code.
        return [op.id for op in reversed(list(module.walk())) if removable(op)]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        return rewrite_ops(module, chosen, remove_op, dead_code=True)
