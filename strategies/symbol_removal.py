"""Remove whole functions and globals, with the calls and loads that refer to them.

Symbols of nested modules count too: an executable's module has its own functions and
globals (LLVM's shared memory globals at pass level)."""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module, Op
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.functions import SymbolUses, symbol_name, symbol_uses
from reducer.ir.rewrite import remove_symbol, rewrite_ops
from reducer.protocol import Order


def _in_module(op: Op) -> bool:
    return op.block is not None and op.block.region.op.name == "builtin.module"


class SymbolRemoval:
    name = "symbol-removal"
    order = Order.CHUNKS

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
        uses: SymbolUses | None = None  # of the clone, built at the first removal

        def remove(clone: Module, op: Op) -> None:
            nonlocal uses
            if uses is None:
                uses = symbol_uses(clone)
            remove_symbol(clone, op, uses)

        module = rewrite_ops(module, chosen, remove)
        if module is not None:
            eliminate_dead_code(module)
        return module
