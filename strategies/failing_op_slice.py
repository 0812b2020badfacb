"""Go straight to the failing op: cut its function down to that op and its nearest producers.

The compiler's diagnostic names the op it is about (`candidate.mlir:LINE:COL: error: ...`, and
the candidate is printed one op per line); for a crash, the executable that fails alone names
the ops it was made from. Before any ddmin, this tries the cut that keeps only that op and the
ops it depends on through at most d def-use edges, values from further away becoming
arguments, for d = 0, 1, 2, 4, 8: one ladder, climbed from d = 0 (the most aggressive, and most
often the one that fails), so a few compiles at most. Not bisected: a deeper slice is not
always valid where a shallower one is (a public function of an exported program takes new
dynamically shaped arguments badly), so the ladder is not monotone. The front end that knows
the failure names the targets; made without targets (as the registry makes it) it proposes
nothing.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import IRError, Module, Op
from reducer.ir.memo import PerModule
from reducer.ir.slicing import cut_to_slice
from reducer.search.protocol import Order, Strategy

DEPTHS = (0, 1, 2, 4, 8)  # def-use edges kept: a rung keeps what every rung before it keeps


class SliceEdit(NamedTuple):
    """Keep op `op` (an id: it survives cloning) and its producers up to `depth` edges away."""

    op: int
    depth: int


class FailingOpSlice(Strategy):
    name = "failing-op-slice"
    summary = "cut to the op the diagnostic names and its nearest producers"
    order = Order.CLIMB

    def __init__(self, targets: Sequence[int] = ()) -> None:
        self.targets = tuple(targets)
        # Each rung is cut from the same module: its ops by id, found once (30,000 ops).
        self._by_id: PerModule[dict[int, Op]] = PerModule()

    def edits(self, module: Module) -> Sequence[Sequence[SliceEdit]]:
        by_id = self._ops(module)
        present = [t for t in self.targets if t in by_id and module.contains(by_id[t])]
        return [[SliceEdit(t, d) for d in DEPTHS] for t in present]

    def apply(self, module: Module, chosen: Sequence[SliceEdit]) -> Module | None:
        (edit,) = chosen  # one rung of one ladder at a time
        op = self._ops(module).get(edit.op)
        if op is None:
            return None
        try:
            return cut_to_slice(module, op, edit.depth)
        except IRError:
            return None

    def _ops(self, module: Module) -> dict[int, Op]:
        return self._by_id.get(module, None, module.op_by_id)
