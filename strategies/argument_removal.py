"""Remove unused function arguments (left behind by other strategies), at call sites too."""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import IRError, Module
from reducer.ir.functions import entry_block, erase_argument, functions

Edit = tuple[int, str]  # (function op id, argument name): both survive cloning


class ArgumentRemoval:
    name = "argument-removal"

    def edits(self, module: Module) -> Sequence[Edit]:
        found = []
        for func in functions(module):
            block = entry_block(func)
            if block is not None:
                found.extend((func.id, arg.name) for arg in block.args if not arg.uses)
        return found

    def apply(self, module: Module, chosen: Sequence[Edit]) -> Module | None:
        module = module.clone()
        by_id = module.op_by_id()
        try:
            for func_id, name in chosen:
                func = by_id.get(func_id)
                block = entry_block(func) if func is not None else None
                names = [a.name for a in block.args] if block is not None else []
                if name in names:
                    erase_argument(module, func, names.index(name))
        except IRError:
            return None
        return module
