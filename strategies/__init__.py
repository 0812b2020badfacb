"""Reduction strategies: one file each, all behind the engine's small protocol.

    class Strategy(Protocol):
        name: str
        def edits(self, module: Module) -> Sequence[Edit]: ...
        def apply(self, module: Module, chosen: Sequence[Edit]) -> Module | None: ...

`edits` lists atomic opportunities in a stable order, biggest effect first; `apply` returns a new
module with the chosen edits applied (the input is never changed), or None when that combination
cannot be made. A strategy whose edits are alternatives (cut here, or here) sets `ladders = True`
and lists ladders instead; the engine bisects them. Strategies never run the compiler; those
that rewrite through iree-opt passes take the iree-opt to use as their constructor's `iree_opt`
argument.
"""
from __future__ import annotations

from strategies.argument_removal import ArgumentRemoval
from strategies.attribute_removal import AttributeRemoval
from strategies.constant_simplification import ConstantSimplification
from strategies.dim_staticization import DimStaticization
from strategies.element_types import ElementTypes
from strategies.op_removal import OpRemoval
from strategies.operands_to_args import OperandsToArgs
from strategies.passes import Passes
from strategies.result_removal import ResultRemoval
from strategies.result_rerouting import ResultRerouting
from strategies.shape_shrinking import ShapeShrinking
from strategies.symbol_removal import SymbolRemoval


def default_strategies(iree_opt: str | None = None) -> list:
    """In run order: cheap, big steps first (cuts, symbols, pass pipelines), then op-level
    removals, then the text-level clean-ups and shapes, which are cheap only on few ops.
    `iree_opt`: the iree-opt for pass-based rewrites."""
    return [ResultRerouting(), SymbolRemoval(), Passes(iree_opt), ResultRemoval(), OpRemoval(),
            OperandsToArgs(), ArgumentRemoval(), ConstantSimplification(),
            ElementTypes(iree_opt), AttributeRemoval(), DimStaticization(iree_opt),
            ShapeShrinking(iree_opt)]


__all__ = ["ArgumentRemoval", "AttributeRemoval", "ConstantSimplification", "DimStaticization",
           "ElementTypes", "OpRemoval", "OperandsToArgs", "Passes", "ResultRemoval",
           "ResultRerouting", "ShapeShrinking", "SymbolRemoval", "default_strategies"]
