"""Wrong-result oracles: interesting = the candidate compiles, runs, and computes a wrong value.

Each oracle is a callable `text -> bool` for the engine, with `calibrate(text)` (raises
OracleError when the original is not interesting) and `report(text)` (which output differed,
where, and by how much). None needs a trusted reference the reduction could invalidate:

- `DifferentialOracle`: the same candidate under a second configuration (other flags, another
  compiler build); interesting when the outputs differ beyond rtol/atol (exactly, for integers).
- `SliceConsistencyOracle`: each returned value computed in the whole program vs. computed
  alone (the program rerouted to return only that value, everything else dead). An output
  must not depend on computations it does not use; this catches bugs that every backend and
  version share, where a differential oracle sees nothing.
- `ShapeConsistencyOracle`: the candidate vs. the same candidate with its dynamic dims made
  static (to the size the inputs get); the results must agree.

A candidate that fails to compile or to run is not interesting: that is another bug.
Verdicts are cached by content, and every run is deterministic (see `reducer.execution`).
"""
from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from reducer.execution import DEFAULT_TIMEOUT, DYNAMIC_SIZE, Execution, Runner
from reducer.ir import IRError, Module
from reducer.ir.normalize import run_passes
from reducer.ir.program import read_module
from reducer.ir.slicing import slice_program
from reducer.ir.staticize import Where, find_spots, staticize
from reducer.options import DEFAULT_ATOL, DEFAULT_RTOL
from reducer.oracle import Calibration, Oracle, OracleError, OracleSpec, OracleStats, Outcome
from reducer.phases import Phase
from reducer.signature import Kind


@dataclass(frozen=True)
class Mismatch:
    """How output `output` of a program differs from what it should be."""

    output: int
    what: str  # "values", "shape", "dtype" or "outputs" (a different number of outputs)
    index: tuple[int, ...] | None = None  # the first element that differs
    got: object = None
    expected: object = None
    max_difference: float | None = None  # the largest absolute difference
    differing: int = 0  # how many elements differ
    total: int = 0

    def __str__(self) -> str:
        if self.what == "outputs":
            return f"{self.got} outputs instead of {self.expected}"
        if self.what != "values":
            return f"output {self.output}: {self.what} {self.got} instead of {self.expected}"
        at = "[" + ", ".join(map(str, self.index or ())) + "]"
        return (f"output {self.output} differs at {at}: {self.got} instead of {self.expected} "
                f"(largest difference {self.max_difference:.6g}; {self.differing} of "
                f"{self.total} elements differ)")


def compare_arrays(output: int, got: np.ndarray, expected: np.ndarray, rtol: float = DEFAULT_RTOL,
                   atol: float = DEFAULT_ATOL) -> Mismatch | None:
    """None when `got` matches `expected`: within rtol/atol for floats, exactly otherwise."""
    if got.dtype != expected.dtype:
        return Mismatch(output, "dtype", got=str(got.dtype), expected=str(expected.dtype))
    if got.shape != expected.shape:
        return Mismatch(output, "shape", got=got.shape, expected=expected.shape)
    if got.dtype.kind in "fc":
        wrong = ~np.isclose(got, expected, rtol=rtol, atol=atol, equal_nan=True)
    else:
        wrong = got != expected
    if not wrong.any():
        return None
    first = tuple(int(i) for i in np.argwhere(wrong)[0])
    with np.errstate(invalid="ignore", over="ignore"):
        difference = np.abs(got.astype(np.float64) - expected.astype(np.float64))[wrong]
    return Mismatch(output, "values", first, got[first].item(), expected[first].item(),
                    float(np.nanmax(difference)) if difference.size else None,
                    int(wrong.sum()), int(wrong.size))


def compare(got: Sequence[np.ndarray], expected: Sequence[np.ndarray], rtol: float = DEFAULT_RTOL,
            atol: float = DEFAULT_ATOL) -> Mismatch | None:
    """The first output of `got` that does not match `expected`, or None."""
    if len(got) != len(expected):
        return Mismatch(-1, "outputs", got=len(got), expected=len(expected))
    for i, (a, b) in enumerate(zip(got, expected)):
        found = compare_arrays(i, a, b, rtol, atol)
        if found is not None:
            return found
    return None


class WrongResultOracle:
    """What the three oracles share: the verdict cache, calibration and reports."""

    name = "wrong-result"

    def __init__(self, rtol: float, atol: float) -> None:
        if not (rtol >= 0 and atol >= 0):
            raise OracleError(f"tolerances must be non-negative, not rtol={rtol}, atol={atol}")
        self.rtol, self.atol = rtol, atol
        self._verdicts: dict[str, Mismatch | None] = {}
        self._lock = threading.Lock()
        self._last: str | None = None  # the last text found interesting

    def __call__(self, text: str) -> bool:
        return self.mismatch(text) is not None

    def mismatch(self, text: str) -> Mismatch | None:
        """How `text` computes a wrong value, or None when it does not (or does not run)."""
        key = hashlib.sha256(text.encode(errors="surrogateescape")).hexdigest()
        with self._lock:
            if key in self._verdicts:
                return self._verdicts[key]
        found = self._find(text)
        with self._lock:
            self._verdicts[key] = found
            if found is not None:
                self._last = text
        return found

    def calibrate(self, text: str) -> Mismatch:
        """The original's mismatch; OracleError saying why when it computes nothing wrong."""
        found = self.mismatch(text)
        if found is None:
            raise OracleError(f"the original input is not interesting: {self._why_not(text)}")
        return found

    def report(self, text: str | None = None) -> str:
        """Which output of `text` (default: the last interesting text) differed, where, and
        by how much."""
        text = text if text is not None else self._last
        if text is None:
            return "no program computed a wrong value"
        found = self.mismatch(text)
        return f"{self.name}: {found}" if found else f"{self.name}: no output differs"

    def runners(self) -> list[Runner]:
        raise NotImplementedError

    @property
    def stats(self) -> OracleStats:
        """Compiles, cache hits and seconds of this oracle's runs, as an Oracle counts them."""
        runners = self.runners()
        return OracleStats(runs=sum(r.stats.compiles for r in runners),
                           cache_hits=sum(r.stats.cache_hits for r in runners),
                           seconds=sum(r.stats.seconds for r in runners))

    def cancel(self) -> None:
        """Kill the compiles and runs in flight (for the engine's speculative evaluation)."""
        for runner in self.runners():
            runner.cancel()

    def _find(self, text: str) -> Mismatch | None:
        raise NotImplementedError

    def _differ(self, got: Execution, expected: Callable[[], Execution]) -> Mismatch | None:
        """How `got` differs from the run `expected` makes (made only once `got` ran); None
        unless both ran."""
        if not got.ok:
            return None
        reference = expected()
        if not reference.ok:
            return None
        return compare(got.outputs, reference.outputs, self.rtol, self.atol)

    def _why_not(self, text: str) -> str:
        raise NotImplementedError

    def _tolerance(self) -> str:
        return f"rtol={self.rtol:g}, atol={self.atol:g}; exactly for integers"


class DifferentialOracle(WrongResultOracle):
    """The candidate under `flags` vs. under `reference_flags` / `reference_compiler`."""

    name = "differential"

    def __init__(self, flags: Sequence[str], reference_flags: Sequence[str] | None = None,
                 compiler: str | None = None, reference_compiler: str | None = None,
                 rtol: float = DEFAULT_RTOL, atol: float = DEFAULT_ATOL,
                 timeout: float = DEFAULT_TIMEOUT, iree_opt: str | None = None) -> None:
        super().__init__(rtol, atol)
        if reference_flags is None and reference_compiler is None:
            raise OracleError("the differential oracle needs a reference configuration: "
                              "reference flags, a reference compiler, or both")
        self.subject = Runner(flags, compiler, timeout=timeout, iree_opt=iree_opt)
        self.flags = self.subject.flags
        self.reference = Runner(flags if reference_flags is None else reference_flags,
                                reference_compiler or compiler, timeout=timeout,
                                iree_opt=iree_opt)
        self._settings = (reference_flags, compiler, reference_compiler, timeout, iree_opt)

    def runners(self) -> list[Runner]:
        return [self.subject, self.reference]

    def with_flags(self, flags: Sequence[str]) -> DifferentialOracle:
        """The same oracle with other flags for the subject (the reference stays)."""
        reference_flags, compiler, reference_compiler, timeout, iree_opt = self._settings
        if reference_flags is None:
            reference_flags = self.reference.flags
        return DifferentialOracle(flags, reference_flags, compiler, reference_compiler,
                                  self.rtol, self.atol, timeout, iree_opt)

    def _find(self, text: str) -> Mismatch | None:
        return self._differ(self.subject.run(text), lambda: self.reference.run(text))

    def _why_not(self, text: str) -> str:
        for label, runner in (("under the flags", self.subject),
                              ("under the reference configuration", self.reference)):
            done = runner.run(text)
            if not done.ok:
                return f"it does not run {label}: {done.describe()}"
        return f"both configurations compute the same outputs ({self._tolerance()})"


class _OneConfiguration(WrongResultOracle):
    """An oracle that compares runs of one configuration (one runner) with each other."""

    def __init__(self, flags: Sequence[str], compiler: str | None = None,
                 rtol: float = DEFAULT_RTOL, atol: float = DEFAULT_ATOL,
                 timeout: float = DEFAULT_TIMEOUT, iree_opt: str | None = None) -> None:
        super().__init__(rtol, atol)
        self.runner = Runner(flags, compiler, timeout=timeout, iree_opt=iree_opt)
        self.flags = self.runner.flags
        self._settings = (compiler, timeout, iree_opt)

    def runners(self) -> list[Runner]:
        return [self.runner]

    def with_flags(self, flags: Sequence[str]) -> _OneConfiguration:
        compiler, timeout, iree_opt = self._settings
        return type(self)(flags, compiler, self.rtol, self.atol, timeout, iree_opt)


class SliceConsistencyOracle(_OneConfiguration):
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

    def _why_not(self, text: str) -> str:
        whole = self.runner.run(text)
        if not whole.ok:
            return f"it does not run: {whole.describe()}"
        if len(whole.outputs) < 2:
            return "its entry function returns fewer than two values, so each is computed alone"
        return (f"each of its {len(whole.outputs)} outputs is the same when computed alone "
                f"({self._tolerance()})")


class ShapeConsistencyOracle(_OneConfiguration):
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

    def _why_not(self, text: str) -> str:
        static = self._static(text)
        if static is None:
            return "it has no dynamic dims in its function signatures to make static"
        for label, candidate in (("as it is", text), ("with static dims", static)):
            done = self.runner.run(candidate)
            if not done.ok:
                return f"it does not run {label}: {done.describe()}"
        return f"it computes the same with static dims ({self._tolerance()})"


# --- a wrong-result check behind the oracle's face ---------------------------------------------

class WrongResultCheck(Protocol):
    """What the checks above (and the op check) offer: a verdict, a calibration, a report."""

    @property
    def stats(self) -> OracleStats: ...

    def __call__(self, text: str) -> bool: ...

    def calibrate(self, text: str) -> object: ...

    def report(self, text: str | None = None) -> str: ...

    def cancel(self) -> None: ...


class CheckedOracle(Oracle):
    """A wrong-result check seen as an `Oracle`: its verdicts are Outcomes (kind ok, the
    check's report as output), cached by content hash, heard by the journal and replayed on
    `--resume` like a compiler's, so wrong-result reductions get the same safekeeping
    (journal, best-so-far, resume, final confirmation) as crash reductions."""

    def __init__(self, check: WrongResultCheck, spec: OracleSpec) -> None:
        super().__init__(spec)
        self.check = check

    def run_once(self, text: str, phase: Phase | None = None,
                 extra_flags: Sequence[str] = (), symbols: bool | None = None) -> Outcome:
        start = time.monotonic()
        interesting = self.check(text)
        with self._lock:
            self.stats.runs += 1
        return Outcome(interesting, Kind.OK, 0, time.monotonic() - start, "", None)

    def calibrate(self, text: str, find_phase: bool = True) -> Outcome:
        """The original must compute a wrong value (OracleError says why when not); the
        check's verdicts are deterministic, so there is no stability to check."""
        self.check.calibrate(text)
        self.calibration = Calibration(Kind.OK, self.time_limit, stability=(1, 1))
        return self.run(text)

    def cancel(self) -> None:
        self.check.cancel()

    def stop(self) -> None:
        self.check.cancel()
