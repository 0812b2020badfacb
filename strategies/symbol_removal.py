"""Remove whole functions and globals, with the calls and loads that refer to them.

Symbols of nested modules count too: an executable's module has its own functions and
globals (LLVM's shared memory globals at pass level)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from reducer.ir import IRError, Module, Op
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.functions import symbol_name
from reducer.ir.graph import symbol_graph
from reducer.ir.memo import PerModule
from reducer.ir.rewrite import remove_symbol
from reducer.search.protocol import Order, Strategy

if TYPE_CHECKING:
    import networkx as nx


def _in_module(op: Op) -> bool:
    return op.block is not None and op.block.region.op.name == "builtin.module"


class SymbolRemoval(Strategy):
    name = "symbol-removal"
    summary = "drop functions and globals with the ops that refer to them"
    order = Order.CHUNKS

    def __init__(self) -> None:
        # Which op names which symbol, found once per module: every try on it removes some
        # of its symbols.
        self._graphs: PerModule[nx.DiGraph] = PerModule()

    def edits(self, module: Module) -> Sequence[int]:
        # Symbols at module level (functions, globals, executables), last first: later
        # functions tend to call earlier ones, so callers go before their callees. Then the
        # symbols of nested modules.
        top = module.top.regions[0].blocks[0].ops
        nested = [op for symbol in top if symbol.regions for op in symbol.walk()
                  if op is not symbol and _in_module(op)]
        return [op.id for op in [*reversed(top), *reversed(nested)]
                if symbol_name(op) is not None]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        """A copy of `module` without the chosen symbols and the ops that name them (their
        ids: ids survive copying), then without the code that is dead; None when a use of a
        removed op's result has no stand-in."""
        names = self._graphs.get(module, None, lambda: symbol_graph(module))
        copy = module.clone()
        by_id = copy.op_by_id()
        try:
            for symbol in chosen:
                op = by_id.get(symbol)
                if op is not None and copy.contains(op):  # not gone with an earlier one
                    remove_symbol(copy, op, [by_id[user] for user in names.predecessors(symbol)])
        except IRError:
            return None
        eliminate_dead_code(copy)
        return copy
