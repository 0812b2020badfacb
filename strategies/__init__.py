"""Reduction strategies: one file each, all behind the engine's small protocol
(`reducer.search.protocol.Strategy`: a name, an `Order`, `edits` and `apply`), listed in one
table (`REGISTRY`) in their default run order.

`edits` lists atomic opportunities in a stable order, biggest effect first; `apply` returns a new
module with the chosen edits applied (the input is never changed), or None when that combination
cannot be made. `order` says how the engine searches them: independent edits in chunks (ddmin);
a strategy whose edits are alternatives (cut here, or here) lists ladders instead, which the
engine bisects, or climbs rung by rung where a ladder is not monotone. Strategies never run the
compiler; those that rewrite through iree-opt passes get the iree-opt to use when they are
made.

Only the front ends choose strategies (`select`, by name); the rest of the reducer is handed
the strategy objects.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reducer.strategies.argument_removal import ArgumentRemoval
from reducer.strategies.attribute_removal import AttributeRemoval
from reducer.strategies.block_merging import BlockMerging
from reducer.strategies.branch_folding import BranchFolding
from reducer.strategies.constant_simplification import ConstantSimplification
from reducer.strategies.dim_staticization import DimStaticization
from reducer.strategies.element_types import ElementTypes
from reducer.strategies.failing_op_slice import FailingOpSlice
from reducer.strategies.loop_unwrapping import LoopUnwrapping
from reducer.strategies.op_removal import OpRemoval
from reducer.strategies.operand_skipping import OperandSkipping
from reducer.strategies.operands_to_args import OperandsToArgs
from reducer.strategies.optional_operands import OptionalOperands
from reducer.strategies.passes import Passes
from reducer.strategies.region_removal import RegionRemoval
from reducer.strategies.result_removal import ResultRemoval
from reducer.strategies.result_rerouting import ResultRerouting
from reducer.strategies.shape_shrinking import ShapeShrinking
from reducer.strategies.symbol_removal import SymbolRemoval
from reducer.strategies.weights import WeightZeroing

# In run order: cheap, big steps first (cuts, symbols, pass pipelines), then op-level
# removals, then the text-level clean-ups and shapes, which are cheap only on few ops. Each
# strategy carries its name and a summary (`--list-strategies`).
REGISTRY: tuple[Any, ...] = (
    WeightZeroing, FailingOpSlice, ResultRerouting, SymbolRemoval, Passes, ResultRemoval,
    OpRemoval, OperandSkipping, OptionalOperands, RegionRemoval, LoopUnwrapping, BranchFolding,
    BlockMerging, OperandsToArgs, ArgumentRemoval, ConstantSimplification, ElementTypes,
    AttributeRemoval, DimStaticization, ShapeShrinking)
# Those that rewrite through iree-opt are made with the iree-opt to use.
_WITH_IREE_OPT = (Passes, ElementTypes, DimStaticization, ShapeShrinking)
NAMES = tuple(strategy.name for strategy in REGISTRY)


class UnknownStrategy(ValueError):
    """A strategy name that is not in the table; the message lists the known ones."""


def select(names: Sequence[str] | None = None, skip: Sequence[str] = (),
           iree_opt: str | None = None) -> list:
    """The strategies named in `names` (default: all), minus `skip`, in the table's order.

    Raises UnknownStrategy for a name not in the table.
    """
    for name in [*(names or ()), *skip]:
        if name not in NAMES:
            raise UnknownStrategy(f"unknown strategy {name!r}; known: {', '.join(NAMES)}")
    wanted = set(names or NAMES) - set(skip)
    return [strategy(iree_opt) if strategy in _WITH_IREE_OPT else strategy()
            for strategy in REGISTRY if strategy.name in wanted]


__all__ = ["ArgumentRemoval", "AttributeRemoval", "BlockMerging", "BranchFolding",
           "ConstantSimplification", "DimStaticization", "ElementTypes", "FailingOpSlice",
           "LoopUnwrapping",
           "NAMES", "OpRemoval", "OperandSkipping", "OperandsToArgs", "OptionalOperands", "Passes",
           "REGISTRY",
           "RegionRemoval", "ResultRemoval", "ResultRerouting", "ShapeShrinking",
           "SymbolRemoval", "UnknownStrategy", "WeightZeroing", "select"]
