"""Stop returning values from functions (callers' uses move to stand-ins), then drop dead code.

What result rerouting returns at its cut is everything later ops needed; most of it is not
needed by the failure, and once a value is no longer returned its producers can die.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module, Op
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.functions import functions, return_ops, set_results
from reducer.ir.rewrite import rewrite_edits
from reducer.search.protocol import Order, Strategy


class ReturnedValue(NamedTuple):
    """A returned value, by its function's op id and its name: both survive cloning."""

    function: int
    value: str


class ResultRemoval(Strategy):
    name = "result-removal"
    summary = "stop returning values; their producers die"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[ReturnedValue]:
        found: list[ReturnedValue] = []
        for func in functions(module):
            returns = return_ops(func)
            if len(returns) == 1:
                names = dict.fromkeys(v.name for v in returns[0].operands)
                found.extend(ReturnedValue(func.id, name) for name in names)
        return found

    def apply(self, module: Module, chosen: Sequence[ReturnedValue]) -> Module | None:
        dropped: dict[int, set[str]] = {}
        for func_id, name in chosen:
            dropped.setdefault(func_id, set()).add(name)
        return rewrite_edits(module, list(dropped.items()), _drop)


def _drop(module: Module, func: Op, names: set[str]) -> None:
    old = [v for ret in return_ops(func) for v in ret.operands]
    set_results(module, func, [v for v in old if v.name not in names])
    eliminate_dead_code(module, [v.defining_op for v in old if v.defining_op])
