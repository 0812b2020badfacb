"""Feed ops from new function arguments instead of their producers.

This cuts the producer chain above an op while keeping the op itself: the hand-made
reproducer of a verifier bug is often just the failing op fed by arguments. Producers left
without users die as dead code.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import IRError, Module, Op
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.edit import set_operand
from reducer.ir.functions import add_argument, enclosing_function, is_function

Edit = tuple[int, int]  # (op id, operand index): both survive cloning


def _candidates(op: Op) -> list[int]:
    """Operands of `op` that an op (not an argument) produces."""
    if is_function(op) or op.block is None or op is op.block.terminator:
        return []
    return [i for i, v in enumerate(op.operands) if v.defining_op is not None]


class OperandsToArgs:
    name = "operands-to-args"

    def edits(self, module: Module) -> Sequence[Edit]:
        # Last ops first, as in op removal: cutting a user's inputs first lets whole
        # producer chains die in one step.
        return [(op.id, i) for op in reversed(list(module.walk())) for i in _candidates(op)]

    def apply(self, module: Module, chosen: Sequence[Edit]) -> Module | None:
        module = module.clone()
        by_id = module.op_by_id()
        producers: list[Op] = []
        try:
            for op_id, index in chosen:
                op = by_id.get(op_id)
                if op is None or not module.contains(op) or index >= len(op.operands):
                    continue
                producer = op.operands[index].defining_op
                func = enclosing_function(op)
                if producer is None or func is None:
                    continue
                producers.append(producer)
                set_operand(op, index, add_argument(module, func, op.operands[index].type))
        except IRError:
            return None
        eliminate_dead_code(module, [p for p in producers if module.contains(p)])
        return module
