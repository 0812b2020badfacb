"""What every wrong-result check is: the base that keeps their verdicts, and a check seen as
an `Oracle` by the rest of the reducer."""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np

from reducer.ir.functions import symbol_name
from reducer.ir.program import entry_function, read_module
from reducer.options import DEFAULT_ATOL, DEFAULT_RTOL
from reducer.oracle.oracle import Calibration, Oracle, OracleError, OracleSpec, OracleStats, Outcome
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Kind
from reducer.runtime.execution import DEFAULT_TIMEOUT, Execution, Runner, program_inputs
from reducer.runtime.verdicts import Verdicts
from reducer.wrong_result.compare import Mismatch, compare

F = TypeVar("F")  # what a check finds wrong in a text


@dataclass(frozen=True)
class Reproduction:
    """What shows a program's wrong value when it runs as is: the inputs of its entry
    function `function`, and per output the value it should have (None where no reference
    says; `reference` says which computed them); `finding`: what the check found wrong."""

    inputs: list[np.ndarray]
    expected: list[np.ndarray | None]
    function: str
    finding: str | None = None
    reference: str | None = None  # what computed the expected values


@dataclass(frozen=True)
class Other:
    """Another wrong value met on the way: a program whose outputs show it, what it is,
    and its signature (the same in every program that shows it)."""

    program: str
    description: str
    signature: str


class WrongResultCheck(Generic[F]):
    """What every check is, made as its row of `CHECKS` says, and what they share: a
    verdict per text, kept by content, the last text found interesting, reports and stats. A
    check finds (`_find`) what a text computes wrong, and says why the original is not
    interesting (`_why_not`)."""

    name = "wrong-result"
    _none_found = "no program computed a wrong value"  # the report before any was found
    _nothing_differs = "no output differs"  # the report of a text with nothing wrong

    def __init__(self, rtol: float, atol: float) -> None:
        if not (rtol >= 0 and atol >= 0):
            raise OracleError(f"tolerances must be non-negative, not rtol={rtol}, atol={atol}")
        self.rtol, self.atol = rtol, atol
        self._verdicts: Verdicts[F | None] = Verdicts()
        self._last: str | None = None  # the last text found interesting

    def __call__(self, text: str) -> bool:
        return self.verdict(text) is not None

    def verdict(self, text: str) -> F | None:
        """What `text` computes wrong, or None when nothing (or when it does not run)."""
        return self._verdicts.get(text, self._judge)

    def calibrate(self, text: str) -> F:
        """What the original computes wrong; OracleError saying why when nothing."""
        found = self.verdict(text)
        if found is None:
            raise self._not_interesting(text)
        return found

    def report(self, text: str | None = None) -> str:
        """What `text` (default: the last text found interesting) computes wrong."""
        text = text if text is not None else self._last
        if text is None:
            return self._none_found
        found = self._reported(text)
        return f"{self.name}: {found}" if found else f"{self.name}: {self._nothing_differs}"

    def runners(self) -> list[Runner]:
        """The runners that compile and run its programs."""
        raise NotImplementedError

    def reproduction(self, text: str) -> Reproduction:
        """The inputs `text` runs on; what it should compute is known only to checks with a
        reference (`_expected`)."""
        runner = self.runners()[0]
        module = read_module(text, runner.iree_opt)
        found = self.verdict(text)
        done = runner.run(text)
        expected = self._expected(text)[:len(done.outputs)]
        expected += [None] * (len(done.outputs) - len(expected))
        return Reproduction(program_inputs(module), expected,
                            symbol_name(entry_function(module)) or "main",
                            str(found) if found is not None else None)

    def _expected(self, text: str) -> list[np.ndarray | None]:
        return []

    def notes(self) -> list[str]:
        """What the summary says beside the finding: how it was confirmed in the original,
        and other wrong values met on the way."""
        return []

    def others(self, text: str) -> list[Other]:
        """Other wrong values met while judging `text` than the one reduced for."""
        return []

    @property
    def stats(self) -> OracleStats:
        """Compiles, cache hits and seconds of this check's runs, as an Oracle counts them."""
        counts = [r.stats for r in self.runners()]
        return OracleStats(runs=sum(c.compiles for c in counts),
                           cache_hits=sum(c.cache_hits for c in counts),
                           seconds=sum(c.seconds for c in counts))

    def cancel(self) -> None:
        """Kill the compiles and runs in flight (for the engine's speculative evaluation)."""
        for runner in self.runners():
            runner.cancel()

    def _judge(self, text: str) -> F | None:
        found = self._find(text)
        if found is not None:
            self._last = text
        return found

    def _find(self, text: str) -> F | None:
        raise NotImplementedError

    def _reported(self, text: str) -> F | None:
        return self.verdict(text)

    def _not_interesting(self, text: str) -> OracleError:
        return OracleError(f"the original input is not interesting: {self._why_not(text)}")

    def _why_not(self, text: str) -> str:
        raise NotImplementedError

    def _tolerance(self) -> str:
        return f"rtol={self.rtol:g}, atol={self.atol:g}; exactly for integers"



class TwoRuns(WrongResultCheck[Mismatch]):
    """A check that compares two runs of a text (`_runs`): the one under test, and the one
    that says what it should compute (the expected values). `_same`: why the original is not
    interesting when both ran alike; `_no_runs`: when it has no second run."""

    _same = "both runs compute the same outputs"
    _no_runs = ""

    def _runs(self, text: str) -> list[tuple[str, Callable[[], Execution]]]:
        """The two runs of `text`, each with how it is made (`it does not run LABEL`); []
        when it has no second run."""
        raise NotImplementedError

    def _find(self, text: str) -> Mismatch | None:
        """How the runs differ (the second made only once the first ran); None unless both
        ran."""
        runs = self._runs(text)
        got = runs[0][1]() if runs else None
        reference = runs[1][1]() if got is not None and got.ok else None
        if got is None or reference is None or not reference.ok:
            return None
        return compare(got.outputs, reference.outputs, self.rtol, self.atol)

    def _expected(self, text: str) -> list[np.ndarray | None]:
        runs = self._runs(text)
        done = runs[1][1]() if runs else None
        return list(done.outputs) if done is not None and done.ok else []

    def _why_not(self, text: str) -> str:
        runs = self._runs(text)
        for label, run in runs:
            done = run()
            if not done.ok:
                return f"it does not run {label}: {done.describe()}"
        return f"{self._same} ({self._tolerance()})" if runs else self._no_runs


class OneConfiguration(WrongResultCheck[Mismatch]):
    """A check that compares runs of one configuration (one runner) with each other."""

    def __init__(self, flags: Sequence[str], compiler: str | None = None,
                 rtol: float = DEFAULT_RTOL, atol: float = DEFAULT_ATOL,
                 timeout: float = DEFAULT_TIMEOUT, iree_opt: str | None = None) -> None:
        super().__init__(rtol, atol)
        self.runner = Runner(flags, compiler, timeout=timeout, iree_opt=iree_opt)

    def runners(self) -> list[Runner]:
        return [self.runner]



class CheckedOracle(Oracle):
    """A wrong-result check seen as an `Oracle`: its verdicts are Outcomes (kind ok, the
    check's report as output), cached by content hash, heard by the journal and replayed on
    `--resume` like a compiler's, so wrong-result reductions get the same safekeeping
    (journal, best-so-far, resume, final confirmation) as crash reductions."""

    def __init__(self, check: WrongResultCheck, spec: OracleSpec) -> None:
        super().__init__(spec)
        self.check = check

    def run_once(self, text: str, phase: Phase | None = None,
                 extra_flags: Sequence[str] = (), symbols: bool | None = None,
                 ran: Outcome | None = None) -> Outcome:
        start = time.monotonic()
        interesting = self.check(text)
        with self._lock:
            self.stats.runs += 1
        if self.observer is not None and self.calibration is not None:
            for other in self.check.others(text):  # for --also-interesting, never the result
                self.observer(other.program, phase, Outcome(
                    False, Kind.OK, 0, 0.0, other.description, other.signature, slipped=True))
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
