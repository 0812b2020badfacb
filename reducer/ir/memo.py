"""Results computed for one module at a time.

The engine applies many subsets of one pass's edits to the same module, and a strategy often
computes the same thing for each (a candidate for the same key, the module's verifier errors).
A `PerModule` keeps those results while the module stays the same object, and forgets them as
soon as another module comes: memory stays bounded, and nothing outlives its module.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from reducer.ir.module import Module

T = TypeVar("T")


class PerModule(Generic[T]):
    def __init__(self) -> None:
        self._module: Module | None = None
        self._values: dict[Hashable, T] = {}

    def get(self, module: Module, key: Hashable, compute: Callable[[], T]) -> T:
        """The value for `key` in `module`, computed at most once per module."""
        if module is not self._module:
            self._module, self._values = module, {}
        if key not in self._values:
            self._values[key] = compute()
        return self._values[key]
