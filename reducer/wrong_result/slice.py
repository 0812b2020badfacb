"""The slice check: each returned value computed in the whole program vs. computed alone (the
program rerouted to return only that value, everything else dead). An output must not depend
on computations it does not use; this catches bugs that every backend and version share, where
a differential check sees nothing."""
from __future__ import annotations

import numpy as np

from reducer.ir import IRError, Module
from reducer.ir.program import read_module
from reducer.ir.slicing import slice_program
from reducer.runtime.execution import Execution
from reducer.wrong_result.check import OneConfiguration
from reducer.wrong_result.compare import Mismatch, compare_arrays


class SliceConsistencyOracle(OneConfiguration):
    """Each output in the whole program vs. the same output computed alone."""

    name = "slice-consistency"
    _hint = 0  # the output that differed last: checked first (most candidates keep it)

    def _find(self, text: str) -> Mismatch | None:
        whole = self.runner.run(text)
        if not whole.ok or len(whole.outputs) < 2:
            return None  # one output is always computed alone
        try:
            module = read_module(text, self.runner.iree_opt)
        except IRError:
            return None
        count = len(whole.outputs)
        hint = self._hint if self._hint < count else 0
        for i in [hint] + [i for i in range(count) if i != hint]:
            alone = self._alone(module, i)
            if alone is None or not alone.ok or len(alone.outputs) != 1:
                continue
            found = compare_arrays(i, whole.outputs[i], alone.outputs[0], self.rtol, self.atol)
            if found is not None:
                self._hint = i
                return found
        return None

    def _alone(self, module: Module, index: int) -> Execution | None:
        try:
            text = slice_program(module, index)
        except IRError:
            return None
        return self.runner.run(text)

    def _expected(self, text: str) -> list[np.ndarray | None]:
        """The output that differs, as its slice computes it."""
        found = self.verdict(text)
        whole = self.runner.run(text)
        if found is None or not whole.ok:
            return []
        alone = self._alone(read_module(text, self.runner.iree_opt), found.output)
        if alone is None or not alone.ok:
            return []
        return [alone.outputs[0] if i == found.output else None
                for i in range(len(whole.outputs))]

    def _why_not(self, text: str) -> str:
        whole = self.runner.run(text)
        if not whole.ok:
            return f"it does not run: {whole.describe()}"
        if len(whole.outputs) < 2:
            return "its entry function returns fewer than two values, so each is computed alone"
        return (f"each of its {len(whole.outputs)} outputs is the same when computed alone "
                f"({self._tolerance()})")
