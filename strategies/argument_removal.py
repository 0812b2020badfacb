"""Remove unused function arguments (left behind by other strategies), at call sites too."""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module, Op
from reducer.ir.functions import entry_block, erase_argument, functions
from reducer.ir.rewrite import rewrite_edits
from reducer.search.protocol import Order, Strategy


class UnusedArgument(NamedTuple):
    """An unused argument, by its function's op id and its name: both survive cloning."""

    function: int
    argument: str


class ArgumentRemoval(Strategy):
    name = "argument-removal"
    summary = "drop unused arguments, at call sites too"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[UnusedArgument]:
        found: list[UnusedArgument] = []
        for func in functions(module):
            block = entry_block(func)
            if block is not None:
                found.extend(UnusedArgument(func.id, arg.name) for arg in block.args
                             if not arg.uses)
        return found

    def apply(self, module: Module, chosen: Sequence[UnusedArgument]) -> Module | None:
        return rewrite_edits(module, chosen, _erase)


def _erase(module: Module, func: Op, name: str) -> None:
    block = entry_block(func)
    names = [a.name for a in block.args] if block is not None else []
    if name in names:
        erase_argument(module, func, names.index(name))
