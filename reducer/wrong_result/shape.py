"""The shape check: the candidate vs. the same candidate with the dynamic dims of its functions'
signatures made static (to the size the inputs get); the results must agree."""
from __future__ import annotations

from collections.abc import Callable

from reducer.ir import IRError
from reducer.ir.program import read_module
from reducer.ir.staticize import Where, find_spots
from reducer.runtime.execution import Execution
from reducer.wrong_result.check import OneConfiguration, TwoRuns
from reducer.wrong_result.defined import static_form


class ShapeConsistencyOracle(TwoRuns, OneConfiguration):
    """The candidate vs. the candidate with its dynamic dims made static."""

    name = "shape-consistency"
    _same = "it computes the same with static dims"
    _no_runs = "it has no dynamic dims in its function signatures to make static"

    def _runs(self, text: str) -> list[tuple[str, Callable[[], Execution]]]:
        static = self._static(text)
        return [("as it is", lambda: self.runner.run(text)),
                ("with static dims", lambda: self.runner.run(static))] if static else []

    def _static(self, text: str) -> str | None:
        """`text` with every dynamic dim of its functions' signatures set to DYNAMIC_SIZE (the
        size the inputs get, so both programs see the same data)."""
        try:
            module = read_module(text, self.runner.iree_opt)
            spots = [s for s in find_spots(module) if s.where is not Where.DIM]
            return static_form(module, spots, self.runner.iree_opt)
        except IRError:
            return None
