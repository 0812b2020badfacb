"""Empty the regions an op may go without, e.g. an executable export's workgroup count.

An exported dispatch carries the region that computes its workgroup count. Codegen's passes
do not read it, and an export without one is valid, so a pass-level test (or an executable
reproducer) need not keep it; op removal cannot empty it, since its `hal.return` needs the
count's values.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module, Op
from reducer.ir.edit import erase_ops
from reducer.ir.rewrite import rewrite_ops
from reducer.search.protocol import Order, Strategy

# Ops whose regions are optional: valid with no block at all.
_OPTIONAL_REGIONS = {"hal.executable.export"}


def _emptiable(op: Op) -> bool:
    return op.name in _OPTIONAL_REGIONS and any(region.blocks for region in op.regions)


class RegionRemoval(Strategy):
    name = "region-removal"
    summary = "empty the regions an op may go without (an export's workgroup count)"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[int]:
        return [op.id for op in module.walk() if _emptiable(op)]

    def apply(self, module: Module, chosen: Sequence[int]) -> Module | None:
        return rewrite_ops(module, chosen, _empty)


def _empty(module: Module, op: Op) -> None:
    for region in op.regions:
        erase_ops([nested for block in region.blocks for nested in block.ops])
        region.blocks = []
