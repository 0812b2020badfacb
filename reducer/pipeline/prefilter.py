"""How candidates are judged in a search: compiles, and iree-opt's verifier before or after."""
from __future__ import annotations

import threading
import time
from concurrent.futures import CancelledError, Future, wait
from dataclasses import dataclass

from reducer.ir.normalize import verifies
from reducer.oracle.oracle import Oracle
from reducer.oracle.phases import Phase
from reducer.processes.process import RunCancelled


@dataclass
class _Tally:
    """Runs of one test of candidates: how many, their seconds, and how many said yes."""

    runs: int = 0
    seconds: float = 0.0
    yes: int = 0

    def add(self, seconds: float, yes: bool) -> None:
        self.runs, self.seconds, self.yes = self.runs + 1, self.seconds + seconds, \
            self.yes + yes

    def mean(self) -> float:
        return self.seconds / self.runs if self.runs else 0.0

    def rate(self) -> float:
        """The share of yes, smoothed: one yes and one no assumed before the runs."""
        return (self.yes + 1) / (self.runs + 2)


class Prefilter:
    """A candidate is interesting when `oracle` says so and it also verifies, if the
    original does (otherwise the failure may be the verifier's own, and invalid candidates
    are what is being reduced). Called with a candidate's text.

    Of the two tests, the cheaper goes first: iree-opt's verification (a fraction of a
    compile) while it rejects enough candidates to pay for itself, else the compile, after
    which only the interesting candidates are verified. The verdict is the same either way,
    so timings choose the order, never the result. Every `EXPLORE`th candidate is verified
    first, to keep learning how many are rejected. With more than one job, "first" is
    beside: the compile starts with the verification and is stopped if it rejects, so a
    candidate that verifies waits for the longer of the two, not for both (on a small
    program a verification is a third of a compile). The original's own verification goes
    beside the first candidates so. `phase`: the compiles' cut-off, if not the oracle's own;
    `original` None: none is verified, and (no phase known yet) each is compiled all the
    way."""

    EXPLORE = 4
    LEARNING = 8  # candidates verified first before the order is chosen

    def __init__(self, oracle: Oracle, original: str | None, iree_opt: str,
                 phase: Phase | None = None) -> None:
        self.oracle, self.iree_opt, self.phase = oracle, iree_opt, phase
        self.full = original is None
        self._beside = oracle.jobs > 1
        self._active: Future[bool] = Future()
        if original is None or oracle.test_script is not None:
            self._active.set_result(False)
        elif self._beside:
            self._active = oracle.scheduler.submit(verifies, original, iree_opt)
        else:
            self._active.set_result(verifies(original, iree_opt))
        self.rejected = 0
        self.cancel = oracle.cancel
        self.stats = oracle.stats
        self._verified_first = _Tally()  # yes: rejected
        self._compiled = _Tally()  # yes: interesting
        self._verifying = _Tally()  # every verification, for its seconds
        self._calls = 0
        self._lock = threading.Lock()

    @property
    def active(self) -> bool:
        """Whether candidates are verified: the original verifies."""
        return self._active.result()

    def __call__(self, text: str) -> bool:
        if self._beside:
            if not self._active.done() or self.active and self._verify_first():
                return self._verified_beside(text)
        elif self.active and self._verify_first():
            return self._verifies(text, self._verified_first) and self._compile(text)
        if not self.active:
            return self._interesting(text)
        return self._compile(text) and self._verifies(text)

    def _verified_beside(self, text: str) -> bool:
        """The verification first, its compile beside it (see the class)."""
        verified = self.oracle.scheduler.submit(self._verified_first_of, text)
        try:
            interesting = self._compile(text)
        except (RunCancelled, CancelledError):
            # The verification stops the compile before its own answer is set: wait for it.
            wait([verified])
            if not verified.cancelled() and verified.exception() is None \
                    and not verified.result():  # stopped as the verification rejected it
                return False
            raise
        return verified.result() and interesting

    def _verified_first_of(self, text: str) -> bool:
        """Whether `text` verifies (yes when the original does not: none is verified); its
        compile is stopped when it does not."""
        if not self.active:
            return True
        if self._verifies(text, self._verified_first):
            return True
        self.oracle.discard([text], self.phase, full=self.full)
        return False

    def _verify_first(self) -> bool:
        """Whether a verification saves more compiles than it costs: p·C > V·(1-q), for a
        share p of candidates rejected, q interesting, C seconds a compile, V a verify."""
        with self._lock:
            self._calls += 1
            if self._verified_first.runs < self.LEARNING or self._calls % self.EXPLORE == 0:
                return True
            saved = self._verified_first.rate() * self._compiled.mean()
            return saved > self._verifying.mean() * (1 - self._compiled.rate())

    def _interesting(self, text: str) -> bool:
        return self.oracle.run(text, self.phase, full=self.full).interesting

    def _verifies(self, text: str, tally: _Tally | None = None) -> bool:
        start = time.monotonic()
        rejected = not verifies(text, self.iree_opt)
        seconds = time.monotonic() - start
        with self._lock:
            self._verifying.add(seconds, rejected)
            if tally is not None:
                tally.add(seconds, rejected)
            self.rejected += rejected
        return not rejected

    def _compile(self, text: str) -> bool:
        start = time.monotonic()
        interesting = self._interesting(text)
        with self._lock:
            self._compiled.add(time.monotonic() - start, interesting)
        return interesting

