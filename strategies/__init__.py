"""Reduction strategies: one file each, all behind the engine's small protocol.

    class Strategy(Protocol):
        name: str
        def edits(self, module: Module) -> Sequence[Edit]: ...
        def apply(self, module: Module, chosen: Sequence[Edit]) -> Module | None: ...

`edits` lists atomic opportunities in a stable order, biggest effect first; `apply` returns a new
module with the chosen edits applied (the input is never changed), or None when that combination
cannot be made. Strategies never run the compiler; those that rewrite through iree-opt passes
take the iree-opt to use as their constructor's `iree_opt` argument.
"""
from __future__ import annotations

from strategies.argument_removal import ArgumentRemoval
from strategies.op_removal import OpRemoval
from strategies.operands_to_args import OperandsToArgs
from strategies.result_removal import ResultRemoval
from strategies.result_rerouting import ResultRerouting
from strategies.symbol_removal import SymbolRemoval


def default_strategies(iree_opt: str | None = None) -> list:
    """In run order: cheap, big steps first. `iree_opt`: the iree-opt for pass-based rewrites."""
    return [ResultRerouting(), SymbolRemoval(), ResultRemoval(), OpRemoval(), OperandsToArgs(),
            ArgumentRemoval()]


__all__ = ["ArgumentRemoval", "OpRemoval", "OperandsToArgs", "ResultRemoval", "ResultRerouting",
           "SymbolRemoval", "default_strategies"]
