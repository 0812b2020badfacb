"""A program cut to its failing dispatch, before its search: the whole program with
`--no-isolate`, or when no lift of the executable that fails alone fails.

A failure inside a dispatch (codegen) that needs its context: the op a diagnostic points at,
sliced alone, no longer fails, but the executable that fails alone names every op it was
made from (one more compile of the program, dumping its executables with their source
locations, then isolation). One ladder of cuts, climbed from the most aggressive, each rung
compiled with the user's full command: the dispatch's last op alone (its root, which
consumes what the others make: when that fails, the smallest start), then all of its ops
with the ops they depend on through at most d = 0, 2, 8 def-use edges, then all of them
(which keeps every dim they are computed from); values from further away become arguments,
and the function returns what the cut ops make. Each in the function behind IREE's ABI
wrapper, unwrapped (a wrapped function takes no more arguments, and the ops the wrapper adds
would stay to the end); last, all of them in the program's own form. When no rung fails,
the failing-op slice is aimed at the dispatch's last ops, one at a time; when that fails
neither, the program is left whole.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import IRError, Module, Op
from reducer.ir.abi import unwrapped
from reducer.ir.memo import PerModule
from reducer.ir.module import op_lines
from reducer.ir.slicing import cut_to_ops
from reducer.oracle.oracle import Oracle
from reducer.pipeline.locate import (
    DISPATCH_TARGETS,
    Located,
    aimed_slices,
    cut_with_full_compiles,
    failing_dispatch_lines,
    slices,
)
from reducer.pipeline.search import Context
from reducer.search.protocol import Order, Strategy

DEPTHS: tuple[int | None, ...] = (0, 2, 8, None)  # None: every producer


class DispatchCut(NamedTuple):
    """Keep the dispatch's ops (its root `alone`) and their producers up to `depth` edges
    away, in the function behind the ABI wrapper (`unwrap`) or in the program's own form."""

    depth: int | None
    unwrap: bool = True
    alone: bool = False


class DispatchSlice(Strategy):
    """The ladder of cuts to the ops `targets` (ids: they survive cloning), the dispatch's
    root first."""

    name = "dispatch-slice"
    order = Order.CLIMB

    def __init__(self, targets: Sequence[int]) -> None:
        self.targets = tuple(targets)
        self._by_id: PerModule[dict[int, Op]] = PerModule()
        self._unwrapped: PerModule[Module | None] = PerModule()

    def edits(self, module: Module) -> Sequence[Sequence[DispatchCut]]:
        ladder = [DispatchCut(0, alone=True), *(DispatchCut(d) for d in DEPTHS),
                  DispatchCut(None, unwrap=False)]
        return [ladder] if self._present(module) else []

    def apply(self, module: Module, chosen: Sequence[DispatchCut]) -> Module | None:
        (edit,) = chosen  # one rung at a time
        # The work function unwrapped keeps its ops' ids; a program not wrapped is itself.
        cut: Module | None = self._unwrapped.get(module, None, lambda: _unwrapped(module)) \
            if edit.unwrap else module
        ops = self._present(cut) if cut is not None else []
        if cut is None or not ops:
            return None
        if edit.alone:
            ops = ops[:1]
        try:
            return cut_to_ops(cut, ops, edit.depth)
        except IRError:
            return None

    def _present(self, module: Module) -> list[Op]:
        by_id = self._by_id.get(module, None, module.op_by_id)
        return [by_id[t] for t in self.targets if t in by_id and module.contains(by_id[t])]


def _unwrapped(module: Module) -> Module | None:
    try:
        return unwrapped(module)
    except IRError:
        return None


def dispatch_start(context: Context, module: Module, oracle: Oracle,
                   before: Located) -> Located:
    """`module` cut to the slice of its failing dispatch's ops (see above), when that fails
    with the user's flags; the tries of the cuts added to those `before`."""
    if oracle.calibration is None or oracle.test_script is not None or not slices(context):
        # Resuming (the journal's program is where the run began), a script, or the cuts to
        # the failing op not chosen.
        return dataclasses.replace(before, start=None)
    original = context.printed(module)
    lines = failing_dispatch_lines(context, module, original, oracle)
    by_line = op_lines(module)
    targets = [by_line[n].id for n in lines if n in by_line]
    if not targets:
        return dataclasses.replace(before, start=None)
    found = cut_with_full_compiles(context, module, oracle, [DispatchSlice(targets)],
                                   "dispatch slice", before.tries)
    if found.start is None:
        oracle.point_at(lines[:DISPATCH_TARGETS], original)
        aimed = aimed_slices(context, module, original, oracle)
        if aimed:
            found = cut_with_full_compiles(context, module, oracle, aimed, "failing-op slice",
                                           found.tries)
    if found.start is not None:
        context.listener.notice(f"the slice of the failing dispatch's ops, "
                                f"{found.start.num_ops} ops, fails with your flags: "
                                f"reducing it")
    return dataclasses.replace(found, crash_pass=before.crash_pass)
