"""The shape check: the candidate vs. the same candidate with the dynamic dims of its functions'
signatures made static (to the size the inputs get); the results must agree."""
from __future__ import annotations

import numpy as np

from reducer.ir import IRError
from reducer.ir.normalize import run_passes
from reducer.ir.program import read_module
from reducer.ir.staticize import Where, find_spots, staticize
from reducer.runtime.execution import DYNAMIC_SIZE
from reducer.wrong_result.check import OneConfiguration
from reducer.wrong_result.compare import Mismatch


class ShapeConsistencyOracle(OneConfiguration):
    """The candidate vs. the candidate with its dynamic dims made static."""

    name = "shape-consistency"

    def _find(self, text: str) -> Mismatch | None:
        static = self._static(text)
        if static is None:
            return None
        return self._differ(self.runner.run(text), lambda: self.runner.run(static))

    def _static(self, text: str) -> str | None:
        """`text` with every dynamic dim of its functions' signatures set to DYNAMIC_SIZE (the
        size the inputs get, so both programs see the same data)."""
        try:
            module = read_module(text, self.runner.iree_opt)
            spots = [s for s in find_spots(module) if s.where is not Where.DIM]
            if not spots:
                return None
            static = staticize(module, spots, DYNAMIC_SIZE, casts=True)
            if static is None:
                return None
            return run_passes(static.print(), ["--canonicalize"], self.runner.iree_opt).print()
        except IRError:
            return None

    def _expected(self, text: str) -> list[np.ndarray | None]:
        """What the candidate computes with static dims."""
        static = self._static(text)
        done = self.runner.run(static) if static is not None else None
        return list(done.outputs) if done is not None and done.ok else []

    def _why_not(self, text: str) -> str:
        static = self._static(text)
        if static is None:
            return "it has no dynamic dims in its function signatures to make static"
        for label, candidate in (("as it is", text), ("with static dims", static)):
            done = self.runner.run(candidate)
            if not done.ok:
                return f"it does not run {label}: {done.describe()}"
        return f"it computes the same with static dims ({self._tolerance()})"
