"""The differential check: the same candidate under a second configuration (other flags,
another compiler build); interesting when the outputs differ."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from reducer.options import DEFAULT_ATOL, DEFAULT_RTOL
from reducer.oracle.oracle import OracleError
from reducer.runtime.execution import DEFAULT_TIMEOUT, Execution, Runner
from reducer.wrong_result.check import TwoRuns


class DifferentialOracle(TwoRuns):
    """The candidate under `flags` vs. under `reference_flags` / `reference_compiler`."""

    name = "differential"
    _same = "both configurations compute the same outputs"

    def __init__(self, flags: Sequence[str], reference_flags: Sequence[str] | None = None,
                 compiler: str | None = None, reference_compiler: str | None = None,
                 rtol: float = DEFAULT_RTOL, atol: float = DEFAULT_ATOL,
                 timeout: float = DEFAULT_TIMEOUT, iree_opt: str | None = None) -> None:
        super().__init__(rtol, atol)
        if reference_flags is None and reference_compiler is None:
            raise OracleError("the differential oracle needs a reference configuration: "
                              "reference flags, a reference compiler, or both")
        self.subject = Runner(flags, compiler, timeout=timeout, iree_opt=iree_opt)
        self.reference = Runner(flags if reference_flags is None else reference_flags,
                                reference_compiler or compiler, timeout=timeout,
                                iree_opt=iree_opt)

    def runners(self) -> list[Runner]:
        return [self.subject, self.reference]

    def _runs(self, text: str) -> list[tuple[str, Callable[[], Execution]]]:
        return [("under the flags", lambda: self.subject.run(text)),
                ("under the reference configuration", lambda: self.reference.run(text))]
