"""Calibration: what the oracle learns from the original before it judges candidates.

The first run must be interesting (a signature is derived from it when none is given); it
gives the failure's kind, its compile time (for the default timeout) and the lines its
diagnostics point at. Then the earliest phase that shows the failure is searched (candidates'
compiles are cut there), and the original is run again (`checks` runs in all): a verdict that
varies is flaky. The runs go through the oracle that is calibrated, which holds what is
learnt (`Oracle.calibration`); with `jobs` > 1 they go at once where they can.
"""
from __future__ import annotations

import contextlib
import dataclasses
import functools
import re
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import CancelledError, Future
from dataclasses import dataclass
from typing import Protocol

from reducer.oracle.fingerprint import content_hash, text_hash
from reducer.oracle.frames import signature_offsets
from reducer.oracle.phases import PHASES, Phase, PhaseSearch
from reducer.oracle.signature import (
    Kind,
    Signature,
    crash_frames,
    derive,
    error_lines,
    shows_only_symbolised,
    unsymbolised,
    usage_error,
)
from reducer.oracle.spec import (
    TIMEOUT_CAP,
    Calibration,
    NotInteresting,
    OracleError,
    OracleSpec,
    Outcome,
    check_flaky,
    default_timeout,
    no_symbols,
    not_interesting,
)
from reducer.processes.process import RunCancelled
from reducer.processes.scheduler import Scheduler

__all__ = ["Calibrator", "Runs"]


class Runs(Protocol):
    """What the calibration needs of the oracle it calibrates: its runs, the verdict it reaches
    on one, and where it keeps what is learnt (`calibration`). `Oracle` is one."""

    spec: OracleSpec
    scheduler: Scheduler
    calibration: Calibration | None

    @property
    def jobs(self) -> int: ...
    @property
    def signature(self) -> Signature | None: ...
    @property
    def test_script(self) -> str | None: ...
    @property
    def phase(self) -> Phase | None: ...
    @property
    def reads_as_is(self) -> bool: ...

    def run(self, text: str, phase: Phase | None = None, full: bool = False) -> Outcome: ...
    def judged(self, text: str, phase: Phase | None, observed: bool) -> Outcome: ...
    def run_once(self, text: str, phase: Phase | None = None, extra_flags: Sequence[str] = (),
                 symbols: bool | None = None, ran: Outcome | None = None) -> Outcome: ...
    def repeat(self, text: str, phase: Phase | None, runs: int) -> int: ...
    def verdict(self, returncode: int | None, output: str, timed_out: bool,
                seconds: float) -> Outcome: ...
    def discard(self, texts: Iterable[str], phase: Phase | None = None,
                full: bool = False) -> None: ...
    def count_wasted(self, runs: int) -> None: ...
    def forget_outcomes(self) -> None: ...


class Calibrator:
    """Calibrates `oracle` (see the module's docstring): its runs are the oracle's, what it
    learns is the oracle's `calibration`.

    The stability check of a program derived from the input (a slice, the op alone, a lift)
    counts among its `checks` runs those that showed the failure on the way to it (`shown`:
    the input's first compile; the isolation's compile of the executable a lift comes
    from): each showed the same failure, in a run of its own."""

    def __init__(self, oracle: Runs) -> None:
        self.oracle = oracle
        # Calibration runs started ahead (see `prefetching_calibration`), and for what.
        self._prefetched: _Prefetched | None = None
        self._prefetch_of: _Ahead | None = None

    def full_run_starts(self, text: str) -> None:
        """A full run of `text` is asked for: within `prefetching_calibration`, the runs of its
        calibration start beside it."""
        if self._prefetch_of is not None:
            self._prefetch_calibration(text, self._prefetch_of)

    def full_run_ended(self, text: str, outcome: Outcome) -> None:
        """The full run of `text` gave `outcome`: a program not interesting will not be
        calibrated, and its runs started ahead are dropped."""
        prefetched = self._prefetched
        if prefetched is not None and prefetched.text is text and not outcome.interesting:
            self._drop_prefetched()

    def calibrate(self, text: str, find_phase: bool = True) -> Outcome:
        """Check that the original is interesting, and stably so; learn its kind, its compile
        time (for the default timeout) and the earliest phase that shows the failure.

        Raises OracleError when it is not interesting, FlakyError when the verdict varies
        and `agree` is 1.
        """
        outcome = self.calibrate_first_run(text)
        self.calibrate_phase_and_stability(text, find_phase)
        return outcome

    def calibrate_phase_and_stability(self, text: str, find_phase: bool,
                                      phases: Sequence[Phase] = PHASES, shown: int = 0) -> None:
        """The phase search (when `find_phase`, among `phases`, which end with the full
        compile) and the stability check, after `calibrate_first_run` (`shown`: see the
        class).

        The phase search is a sequence of compiles, which `jobs` probes at once shorten.
        With jobs to spare, the stability runs go beside it on a thread, compiling all the
        way (the phase is not known yet): the same evidence, in the time of the search
        alone. Runs started ahead for `text` (see `prefetching_calibration`) are read first."""
        prefetch = self._take_prefetched(text, phases)
        if not find_phase and prefetch is not None and self._stable_prefetched(prefetch):
            return
        if not (self._beside(find_phase) and self._unstable_unknown()):
            if prefetch is not None:
                prefetch.drop(self)
            if find_phase:
                self.find_phase(text, phases)
            self.check_stability(text, shown)
            return
        # The probe that shows the failure at the phase found (any but the last, which is
        # never probed) is a run as candidates will run: it stands for a stability run.
        # (Started ahead, the stability runs count that probe themselves.)
        probed = prefetch is None and self._probe_stands(phases, shown)
        stability_jobs = self._repeats(shown) - probed
        stability = prefetch.stability if prefetch is not None else \
            self.oracle.scheduler.submit(self._stability_runs, text, None, shown,
                                         stability_jobs)
        # The runs ahead are known by their text object; their probes' verdicts are read
        # as they are made, and those not read are stopped.
        phase = self._earliest_phase(prefetch.text if prefetch is not None else text, phases,
                                     max(1, self.oracle.jobs - stability_jobs))
        hits, runs = stability.result()
        if prefetch is not None:
            prefetch.drop(self)
        if probed:
            hits += phase is not phases[-1] or self.oracle.run_once(text).interesting
            runs += 1
        assert self.oracle.calibration is not None
        self.oracle.calibration = dataclasses.replace(self.oracle.calibration, phase=phase)
        self._record_stability(hits, runs)

    def _probe_stands(self, phases: Sequence[Phase], shown: int) -> bool:
        """Whether the phase search's probe stands for one of the stability runs left."""
        return len(phases) > 1 and self._repeats(shown) > 0

    def _stable_prefetched(self, prefetch: _Prefetched) -> bool:
        """Whether the stability runs started ahead (no phase to search) told the stability
        (else it is checked again)."""
        if not self._unstable_unknown():
            return False
        try:
            hits, runs = prefetch.stability.result()
        except RunCancelled:
            return False
        self._record_stability(hits, runs)
        return True

    def _beside(self, find_phase: bool) -> bool:
        """Whether the stability runs go beside the phase search."""
        return find_phase and self._runs_beside()

    def _runs_beside(self) -> bool:
        """Whether a calibration's runs may go beside one another: jobs to spare, and a
        compiler to run (no test script)."""
        return self.oracle.jobs > 1 and self.oracle.test_script is None

    @contextlib.contextmanager
    def prefetching_calibration(self, phases: Sequence[Phase], find_phase: bool,
                                probes: int | None = None, shown: int = 0) -> Iterator[None]:
        """Within it, a program whose full run is asked for is calibrated next if it fails
        (`calibrate_phase_and_stability(text, find_phase, phases, shown)`): its
        calibration's runs start beside that run (phase probes: `probes` at most)."""
        self._prefetch_of = _Ahead(tuple(phases), find_phase, probes, shown)
        try:
            yield
        finally:
            self._prefetch_of = None

    def _prefetch_calibration(self, text: str, ahead: _Ahead) -> None:
        """Start the runs of `text`'s calibration as `ahead` says (see
        `prefetching_calibration`), unless they have started."""
        phases, find_phase, probes = ahead.phases, ahead.find_phase, ahead.probes
        prefetch = self._prefetched
        if prefetch is not None and prefetch.digest == content_hash(text) \
                and prefetch.phases == phases:
            return
        self._drop_prefetched()
        if not (self._runs_beside() and self._unstable_unknown()):
            return
        # The scheduler runs them as slots free up, after the full run: the phase probes
        # take the jobs the full run and the stability runs leave, one at least.
        spare = max(1, self.oracle.jobs - self.oracle.spec.checks)
        prefetch = self._prefetched = _Prefetched(text, content_hash(text), phases)
        submit = functools.partial(self.oracle.scheduler.submit, tag=prefetch)
        # The probes' verdicts, once made, are the oracle's to tell the phase search.
        started = [submit(self.oracle.judged, text, phases[i], False)
                   for i in (PhaseSearch(len(phases)).ahead(min(spare, probes or spare))
                             if find_phase else [])]
        # As `check_stability` would run them: up to the phase known, if one is. The first
        # probe, when it shows the failure, stands for one of them, as in
        # `calibrate_phase_and_stability`: the program is then calibrated when it and that
        # probe end, in one round of compiles.
        first = started[0] if started and self._probe_stands(phases, ahead.shown) else None
        prefetch.stability = submit(self._stability_beside_probe, text,
                                    None if find_phase else self.oracle.phase, ahead.shown,
                                    first)

    def _stability_beside_probe(self, text: str, phase: Phase | None, shown: int,
                                probe: Future | None) -> tuple[int, int]:
        """`_stability_runs`, of which `probe` (a run at the first phase searched, whose
        phase is then the one found if it shows the failure) stands for one if it does."""
        if probe is None:
            return self._stability_runs(text, phase, shown)
        hits, runs = self._stability_runs(text, phase, shown, self._repeats(shown) - 1)
        try:
            shown_there = probe.result().interesting
        except (RunCancelled, CancelledError):  # stopped: no verdict
            shown_there = False
        return hits + (shown_there or self.oracle.run_once(text, phase).interesting), runs + 1

    def _take_prefetched(self, text: str, phases: Sequence[Phase]) -> _Prefetched | None:
        """The runs started ahead for calibrating `text` among `phases`, if any; the
        others are dropped."""
        prefetch, self._prefetched = self._prefetched, None
        if prefetch is None:
            return None
        if prefetch.digest == content_hash(text) and prefetch.phases == tuple(phases):
            return prefetch
        prefetch.drop(self)
        return None

    def _drop_prefetched(self) -> None:
        prefetch, self._prefetched = self._prefetched, None
        if prefetch is not None:
            prefetch.drop(self)

    def calibrate_first_run(self, text: str, first_flags: Sequence[str] = (),
                            ran: Outcome | None = None) -> Outcome:
        """The first step of `calibrate`: one full run (with `first_flags` added, e.g. to dump
        what the compiler makes on the way) must be interesting; learn its kind and time.
        `ran`: that run, made already."""
        self.oracle.calibration = None
        learns = self._learns_symbols()
        first = self.oracle.run_once(text, None, first_flags, symbols=True if learns else None,
                                     ran=ran)
        stability = None
        symbols = self.oracle.spec.needs_symbols
        derived = None
        if self.oracle.spec.derives_signature:
            first, derived, symbols = self._derive(text, first)
        # A run made already was symbolised if its stack names functions.
        symbolised = learns and (ran is None or bool(crash_frames(first.output, 1)))
        if symbolised and first.interesting and first.kind is Kind.CRASH:
            assert self.oracle.spec.signature is not None
            symbols = shows_only_symbolised(self.oracle.spec.signature, first.output)
        if not first.interesting:
            first, stability, symbols = self._interesting_rerun(text, first, symbolised)
        timeout = self.oracle.spec.timeout or default_timeout(first.seconds)
        kind = first.kind if self.oracle.test_script is None else None
        # A script's diagnostics point at lines of the text it read: of `text` only when it
        # read `text` as it is.
        lines = error_lines(first.output) if self.oracle.reads_as_is else ()
        signature = derived or self.oracle.spec.signature
        frames = signature_offsets(signature, first.output) \
            if symbols and signature is not None else ()
        dispatched = kind is Kind.DIAGNOSTIC and signature is not None \
            and in_a_dispatch(first.output, signature)
        self.oracle.calibration = Calibration(kind, timeout, None, stability, symbols, derived,
                                              lines, text_hash(text), frames, dispatched)
        self.oracle.forget_outcomes()  # outcomes judged before the kind was known
        return first

    def find_phase(self, text: str, phases: Sequence[Phase] = PHASES) -> None:
        """Cut candidates' compiles at the earliest of `phases` that shows the failure."""
        if self.oracle.test_script is None and self.oracle.calibration is not None:
            self.oracle.calibration = dataclasses.replace(
                self.oracle.calibration, phase=self._earliest_phase(text, phases, self.oracle.jobs))

    def check_stability(self, text: str, shown: int = 0) -> None:
        """Unless a varying verdict was seen already, run the original again as candidates
        will be run (up to the cut-off phase): does the verdict vary? (`shown`: see the
        class.)"""
        if self._unstable_unknown():
            self._record_stability(*self._stability_runs(text, self.oracle.phase, shown))

    def _unstable_unknown(self) -> bool:
        return self.oracle.calibration is not None and self.oracle.calibration.stability is None

    def _stability_runs(self, text: str, phase: Phase | None, shown: int = 0,
                        repeats: int | None = None) -> tuple[int, int]:
        """(interesting runs, runs) of `checks` runs: `calibrate_first_run`'s, those `shown`
        on the way (see the class), and `repeats` more (default: the rest)."""
        shown = min(shown, self.oracle.spec.checks - 1)
        repeats = self._repeats(shown) if repeats is None else repeats
        return 1 + shown + self.oracle.repeat(text, phase, repeats), 1 + shown + repeats

    def _repeats(self, shown: int) -> int:
        """The stability runs left to make when `shown` were made on the way."""
        return max(0, self.oracle.spec.checks - 1 - shown)

    def _derive(self, text: str, first: Outcome) -> tuple[Outcome, Signature, bool]:
        """The signature of the original's failure (see `signature.derive`): from its first
        run, or from a run with symbolised stack frames when only those name the crash.
        Returns the first run judged with it, the signature, and whether to symbolise: runs
        are symbolised when the signature shows only in symbolised frames, so that every
        run that judges a candidate can show it. A usage error (an unknown flag, no target
        device) is never a signature."""
        if first.kind is not Kind.CRASH and (usage := usage_error(first.output)):
            raise OracleError(f"the compiler rejects its command line, not the program: "
                              f"{usage} (check the compiler flags after '--')")
        derived = derive(first.kind, first.output)
        if derived is None and first.kind is Kind.CRASH:
            first = self.oracle.run_once(text, None, symbols=True)
            derived = derive(first.kind, first.output)
        if derived is None and first.kind is Kind.CRASH and unsymbolised(first.output):
            raise no_symbols(f"the original input fails (crash, exit status {first.returncode})"
                             f" with nothing in its output to recognise the failure by",
                             "or give the failure's text with --oracle")
        if derived is None:
            what = ("compiles" if first.kind is Kind.OK else
                    f"fails ({first.kind.value}, exit status {first.returncode}) with nothing "
                    f"in its output to recognise the failure by")
            raise NotInteresting(f"the original input {what}: give the failure's text with "
                                 f"--oracle", f"Last lines of its output:\n{first.tail()}")
        symbols = shows_only_symbolised(derived, first.output)
        self.oracle.calibration = Calibration(None, TIMEOUT_CAP, symbols=symbols, signature=derived)
        judged = self.oracle.verdict(first.returncode, first.output, first.kind is Kind.TIMEOUT,
                               first.seconds)
        return judged, derived, symbols

    def _learns_symbols(self) -> bool:
        """Whether the first run learns if the user's signature shows only in a symbolised
        stack trace (a frame's name copied without its scopes): it is symbolised, as a run
        that derives a signature is, which costs only a crash and spares a second run."""
        spec = self.oracle.spec
        return spec.signature is not None and not spec.signature.needs_symbols \
            and not spec.signature.hang and spec.symbols is None and spec.test_script is None

    def _interesting_rerun(self, text: str, first: Outcome, symbolised: bool,
                           ) -> tuple[Outcome, tuple[int, int] | None, bool]:
        """The first run was not interesting: tell a flaky compiler from a wrong signature,
        and a signature that shows only in a symbolised stack trace from one never there
        (`symbolised`: the first run's stack was asked symbolised)."""
        shown, symbols = first, self.oracle.spec.needs_symbols
        if self._learns_symbols() and first.kind is Kind.CRASH:
            if not symbolised:
                symbolised_run = self.oracle.run_once(text, None, symbols=True)
                if symbolised_run.interesting:
                    return symbolised_run, None, True
                shown = symbolised_run
            symbols = True
        others = [self.oracle.run_once(text, None) for _ in range(self.oracle.spec.checks - 1)]
        good = [o for o in others if o.interesting]
        if not good:
            raise not_interesting(shown, self.oracle.signature, self.oracle.spec, symbols)
        stability = (len(good), self.oracle.spec.checks)
        check_flaky(stability, self.oracle.spec)
        return good[0], stability, self.oracle.spec.needs_symbols

    def _record_stability(self, hits: int, runs: int) -> None:
        assert self.oracle.calibration is not None
        self.oracle.calibration = dataclasses.replace(self.oracle.calibration,
                                                      stability=(hits, runs))
        check_flaky((hits, runs), self.oracle.spec)

    def _earliest_phase(self, text: str, phases: Sequence[Phase] = PHASES,
                        jobs: int = 1) -> Phase:
        """Bisect `phases`: a failure that shows at one phase shows at every later one. The
        first of several is tried alone first: a failure at the compiler's input (a verifier
        error, the commonest) is found in one compile, not four, and a compile cut there is
        the cheapest of all. With `jobs` > 1 the probes the next steps may need go beside
        the one being decided, nearest steps first, and the probes ruled out are stopped;
        the phase found is the same."""
        search = PhaseSearch(len(phases))
        probes: dict[int, Future] = {}
        try:
            while (probe := search.probe()) is not None:
                if not (probe in probes and probes[probe].done()):
                    for index in search.ahead(jobs) if jobs > 1 else [probe]:
                        if index not in probes:
                            probes[index] = self.oracle.scheduler.submit(
                                self.oracle.run, text, phases[index])
                search.decide(self._probed(probes.pop(probe), text, phases[probe]))
                self._drop_probes(text, phases, probes, search.reachable())
        finally:
            self._drop_probes(text, phases, probes, set())
        return phases[search.found()]

    def _probed(self, probe: Future, text: str, phase: Phase) -> bool:
        """Whether `text` is interesting at `phase`, as `probe` found (run again when it
        was stopped as a probe ruled out was)."""
        try:
            return probe.result().interesting
        except RunCancelled:
            return self.oracle.run(text, phase).interesting

    def _drop_probes(self, text: str, phases: Sequence[Phase], probes: dict[int, Future],
                     kept: set[int]) -> None:
        """Stop the probes of `probes` outside `kept`; those that ran were wasted."""
        dropped = [i for i in probes if i not in kept]
        started = [i for i in dropped if not probes[i].cancel()]
        for index in started:
            self.oracle.discard([text], phases[index])
        self.oracle.count_wasted(len(started))
        for index in dropped:
            del probes[index]


# The error of an op that only dispatch regions and executables are made of.
_DISPATCH_ERROR = re.compile(r"error: '(?:flow\.dispatch\.workgroups|flow\.executable|"
                             r"stream\.executable|hal\.executable(?:\.variant)?)' op .*$",
                             re.MULTILINE)


def in_a_dispatch(output: str, signature: Signature) -> bool:
    """Whether the error of `output` that shows `signature` is one of a dispatch region's
    or an executable's: the compiler made it of the program's computing ops."""
    return any(signature.find(m[0]) is not None for m in _DISPATCH_ERROR.finditer(output))


@dataclass(frozen=True)
class _Ahead:
    """A calibration whose runs start beside a program's first full run (the arguments of
    `Calibrator.prefetching_calibration`)."""

    phases: tuple[Phase, ...]
    find_phase: bool
    probes: int | None
    shown: int


@dataclass(eq=False)
class _Prefetched:
    """The runs of a program's calibration started beside its first run (see
    `Calibrator.prefetching_calibration`), tasks of its tag: the phase probes among
    `phases`, the stability runs."""

    text: str
    digest: str
    phases: tuple[Phase, ...]
    stability: Future = dataclasses.field(default_factory=Future)

    def drop(self, calibrator: Calibrator) -> None:
        """Stop those still running: the program is not calibrated so, or they were not
        read."""
        calibrator.oracle.count_wasted(calibrator.oracle.scheduler.cancel([self]))
