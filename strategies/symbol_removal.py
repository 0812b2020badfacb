"""Remove whole functions and globals, with the calls and loads that refer to them."""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module, Op
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.functions import SymbolUses, symbol_name, symbol_uses
from reducer.ir.rewrite import remove_symbol, rewrite_ops
from reducer.protocol import Order


class SymbolRemoval:
    name = "symbol-removal"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[int]:
        # Symbols at module level (functions, globals, executables), last first: later
        # functions tend to call earlier ones, so callers go before their callees.
        ops = [op for op in module.top.regions[0].blocks[0].ops if symbol_name(op) is not None]
        return [op.id for op in reversed(ops)]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        uses: SymbolUses = {}  # of the clone, built at the first removal

        def remove(clone: Module, op: Op) -> None:
            if not uses:
                uses.update(symbol_uses(clone))
            remove_symbol(clone, op, uses)

        module = rewrite_ops(module, chosen, remove)
        if module is not None:
            eliminate_dead_code(module)
        return module
