"""Modules printed once for several readers, and measured once."""
from __future__ import annotations

import weakref

from reducer.ir import Module
from reducer.ir.measure import Size, measure
from reducer.ir.module import print_counted


class PrintCache:
    """Modules printed once for several readers (the engine sizes, then renders, each
    candidate; a search's start is read by calibration and the search alike), and measured
    once: the engine reports the ops of its best state at every step, and a walk of a model-sized
    module costs more than the step. The ops are counted by the print."""

    def __init__(self) -> None:
        self._last: tuple[Module, str, int] | None = None  # module, text, ops: one value
        self._kept: tuple[Module, str, int] | None = None  # the input's, read again later
        self._sizes: weakref.WeakKeyDictionary[Module, Size] = weakref.WeakKeyDictionary()

    def __call__(self, module: Module) -> str:
        return self._printed(module)[1]

    def keep(self, module: Module, text: str, ops: int) -> None:
        """`text`, of `ops` ops, stands for the print of `module` for good."""
        self._kept = (module, text, ops)

    def _printed(self, module: Module) -> tuple[Module, str, int]:
        printed = self._known(module)
        if printed is None:
            printed = self._last = (module, *print_counted(module))
        return printed

    def _known(self, module: Module) -> tuple[Module, str, int] | None:
        """The print of `module` at hand, if there is one."""
        for printed in (self._last, self._kept):
            if printed is not None and printed[0] is module:
                return printed
        return None

    def size(self, module: Module) -> Size:
        size = self._sizes.get(module)
        if size is None:
            _, text, ops = self._printed(module)
            size = self._sizes[module] = measure(module, text, ops)
        return size

    def ops(self, module: Module) -> int:
        """`module.num_ops`, as counted by a print of it when there was one."""
        size = self._sizes.get(module)
        if size is not None:
            return size.ops
        printed = self._known(module)
        return printed[2] if printed is not None else module.num_ops

