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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
from reducer.strategies.operands_to_args import OperandsToArgs
from reducer.strategies.optional_operands import OptionalOperands
from reducer.strategies.passes import Passes
from reducer.strategies.region_removal import RegionRemoval
from reducer.strategies.result_removal import ResultRemoval
from reducer.strategies.result_rerouting import ResultRerouting
from reducer.strategies.shape_shrinking import ShapeShrinking
from reducer.strategies.symbol_removal import SymbolRemoval
from reducer.strategies.weights import WeightZeroing


@dataclass(frozen=True)
class Entry:
    """One row of the table: a strategy's name, what it does, and how to make it."""

    name: str
    summary: str
    make: Callable[[str | None], Any]  # iree-opt path (or None) -> the strategy


# In run order: cheap, big steps first (cuts, symbols, pass pipelines), then op-level
# removals, then the text-level clean-ups and shapes, which are cheap only on few ops.
REGISTRY: tuple[Entry, ...] = (
    Entry("weights", "every large inline constant and resource blob to zeros, at once",
          lambda opt: WeightZeroing()),
    Entry("failing-op-slice", "cut to the op the diagnostic names and its nearest producers",
          lambda opt: FailingOpSlice()),
    Entry("result-rerouting", "cut a function after one op and return what later ops "
          "needed, bisected", lambda opt: ResultRerouting()),
    Entry("symbol-removal", "drop functions and globals with the ops that refer to them",
          lambda opt: SymbolRemoval()),
    Entry("passes", "iree-opt pipelines: inline, canonicalize, cse, symbol-dce, "
          "strip-and-splat", Passes),
    Entry("result-removal", "stop returning values; their producers die",
          lambda opt: ResultRemoval()),
    Entry("op-removal", "remove ops; uses move to a same-typed operand or a new argument",
          lambda opt: OpRemoval()),
    Entry("optional-operands", "drop an optional operand (a subspan's offset, a pack's "
          "padding value)", lambda opt: OptionalOperands()),
    Entry("region-removal", "empty the regions an op may go without (an export's "
          "workgroup count)", lambda opt: RegionRemoval()),
    Entry("loop-unwrapping", "a loop without results becomes its body at its lower bounds",
          lambda opt: LoopUnwrapping()),
    Entry("branch-folding", "take one side of a conditional branch (IR late in codegen)",
          lambda opt: BranchFolding()),
    Entry("block-merging", "merge a block into its only predecessor (IR late in codegen)",
          lambda opt: BlockMerging()),
    Entry("operands-to-args", "feed an op from new arguments instead of its producers",
          lambda opt: OperandsToArgs()),
    Entry("argument-removal", "drop unused arguments, at call sites too",
          lambda opt: ArgumentRemoval()),
    Entry("constant-simplification", "dense and resource constants to zeros or splats",
          lambda opt: ConstantSimplification()),
    Entry("element-types", "f16/bf16/f8/i4... to plainer types where the failure allows",
          ElementTypes),
    Entry("attribute-removal", "discardable attributes and locations",
          lambda opt: AttributeRemoval()),
    Entry("dim-staticization", "dynamic dims to static sizes, then canonicalise",
          DimStaticization),
    Entry("shape-shrinking", "one static size to a smaller one everywhere", ShapeShrinking),
)
NAMES = tuple(entry.name for entry in REGISTRY)


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
    return [entry.make(iree_opt) for entry in REGISTRY if entry.name in wanted]


__all__ = ["ArgumentRemoval", "AttributeRemoval", "BlockMerging", "BranchFolding",
           "ConstantSimplification", "DimStaticization", "ElementTypes", "FailingOpSlice",
           "LoopUnwrapping",
           "NAMES", "OpRemoval", "OperandsToArgs", "OptionalOperands", "Passes", "REGISTRY",
           "RegionRemoval", "ResultRemoval", "ResultRerouting", "ShapeShrinking",
           "SymbolRemoval", "UnknownStrategy", "WeightZeroing", "select"]
