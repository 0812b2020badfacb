"""Remove whole functions and globals, with the calls and loads that refer to them."""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.functions import symbol_name
from reducer.ir.rewrite import remove_symbol, rewrite_ops


class SymbolRemoval:
    name = "symbol-removal"
    ladders = False

    def edits(self, module: Module) -> Sequence[int]:
        # Symbols at module level (functions, globals, executables), last first: later
        # functions tend to call earlier ones, so callers go before their callees.
        ops = [op for op in module.top.regions[0].blocks[0].ops if symbol_name(op) is not None]
        return [op.id for op in reversed(ops)]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        module = rewrite_ops(module, chosen, remove_symbol)
        if module is not None:
            eliminate_dead_code(module)
        return module
