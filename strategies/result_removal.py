"""Stop returning values from functions (callers' uses move to stand-ins), then drop dead code.

What result rerouting returns at its cut is everything later ops needed; most of it is not
needed by the failure, and once a value is no longer returned its producers can die. A caller
that only returns what the call gave (the ABI wrapper of `@main$async`) stops returning it too,
rather than returning a stand-in: its input handed back as an output is a program of its own.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module, Op, Value
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.functions import (
    call_sites,
    enclosing_function,
    fixed_signature,
    functions,
    return_ops,
    set_results,
)
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
    for call in call_sites(module, func):
        caller = enclosing_function(call)
        if caller is None:
            continue
        passed = _only_returned(caller, [r for v, r in zip(old, call.results) if v.name in names])
        if passed:
            _drop(module, caller, passed)
    set_results(module, func, [v for v in old if v.name not in names])
    eliminate_dead_code(module, [v.defining_op for v in old if v.defining_op])


def _only_returned(caller: Op, results: list[Value]) -> set[str]:
    """The names of the call `results` whose only use is `caller`'s return, where `caller`'s
    results can change."""
    returns = return_ops(caller)
    if len(returns) != 1 or fixed_signature(caller):
        return set()
    return {r.name for r in results if r.uses and all(u is returns[0] for u in r.uses)}
