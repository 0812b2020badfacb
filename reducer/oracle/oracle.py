"""The oracle: runs the compiler (or a test script) on candidate text and judges the run.

It sees only text, never a Module, and launches nothing itself: runs go through
`reducer.processes.process` (private temp dir, own process group, time and memory limits).
Outcomes are cached by content hash, so a candidate seen twice costs one run. What it is told,
learns and answers are values of `reducer.oracle.spec`. At calibration
(`reducer.oracle.calibration`) the original is run several times (`checks`): a verdict that
varies is flaky, an error unless `agree` > 1, in which case a candidate is accepted only when
`agree` runs of `agree` are interesting.
"""
from __future__ import annotations

import contextlib
import dataclasses
import os
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import CancelledError, Executor, Future

from reducer.oracle.calibration import Calibrator
from reducer.oracle.fingerprint import content_hash, text_hash
from reducer.oracle.flags import dump_flag
from reducer.oracle.frames import shows_frame, signature_offsets
from reducer.oracle.phases import PHASES, Phase
from reducer.oracle.signature import (
    Kind,
    Signature,
    classify,
    unsymbolised,
)
from reducer.oracle.spec import (
    GENERIC,
    TIMEOUT_CAP,
    Calibration,
    FlakyError,
    NotInteresting,
    OracleError,
    OracleSpec,
    OracleStats,
    Outcome,
    RunObserver,
    RunTag,
    TextForm,
    default_timeout,
    judge_of,
)
from reducer.processes.process import (
    CANDIDATE,
    COMPILED,
    RunCancelled,
    run_candidate,
)
from reducer.processes.scheduler import Compile, Scheduler

__all__ = ["GENERIC", "Calibration", "FlakyError", "NotInteresting", "Oracle", "OracleError",
           "OracleSpec", "Outcome", "RunCancelled", "TextForm", "default_timeout"]


class Oracle:
    """Judges candidates: interesting = signature in the output AND the original's kind.

    `observer` hears every verdict that was computed (not cached) after calibration;
    `executor` runs the compiles elsewhere (e.g. on a Dask cluster; one whose `prioritises`
    is true takes a `priority`, higher first: how likely each run's verdict is to be read,
    as `scheduler` says; one whose `shares_files` is true runs them on this machine);
    `scheduler`: the reduction's, whose `jobs` compiles go at once, its likeliest first
    (default: one of `jobs` of its own).
    """

    def __init__(self, spec: OracleSpec, executor: Executor | None = None,
                 stats: OracleStats | None = None, jobs: int = 1,
                 scheduler: Scheduler | None = None) -> None:
        self.spec = spec
        self.executor = executor
        self.scheduler = scheduler or Scheduler(jobs)
        self.stats = stats or OracleStats()
        self.calibration: Calibration | None = None
        self.observer: RunObserver | None = None
        self._exe = spec.executable()
        # iree-compile reads its input once, start to end: a large held section may reach it
        # through a pipe (see `process.run_candidate`). A test script, or a compiler of
        # another name (a wrapper), may not; the front end may prefer files (`streams`).
        self.streams = spec.test_script is None and \
            os.path.basename(self._exe).startswith("iree-compile")
        self._cache: dict[tuple[str, Phase | None], Outcome] = {}
        self._judging: dict[tuple[str, Phase | None], Future] = {}  # verdicts being made
        self._asked: dict[tuple[str, Phase | None], int] = {}  # times each verdict was asked
        # Runs that showed the failure, by text (content hash) and phase (see `showed`).
        self._showed: Counter[tuple[str, Phase | None]] = Counter()
        self._dumps: str | None = None  # see `keep_dumps`
        self._lock = threading.Lock()
        self._calibrator = Calibrator(self)
        # `signature` as last made: (the one given or derived, the one made of it)
        self._learnt: tuple[Signature, Signature] | None = None

    def derive(self, flags: Sequence[str]) -> Oracle:
        """An oracle for other flags (a single executable, fewer flags), calibrated as this
        one but compiling all the way, with its own cache and no observer; stats are shared."""
        # A derived signature (and its need for symbols) is the other oracle's given one.
        symbols = self.calibration.symbols if self.calibration else self.spec.symbols
        spec = dataclasses.replace(self.spec, flags=tuple(flags), signature=self.signature,
                                   symbols=symbols if self.spec.derives_signature else
                                   self.spec.symbols)
        other = Oracle(spec, self.executor, self.stats, scheduler=self.scheduler)
        if self.calibration is not None:
            other.calibration = dataclasses.replace(self.calibration, phase=None)
        return other

    def with_flags(self, flags: Sequence[str]) -> Oracle:
        """As `derive`, with stats of its own (flag reduction counts its own calls)."""
        other = self.derive(flags)
        other.stats = OracleStats()
        return other

    # --- what it is -------------------------------------------------------------------------

    @property
    def jobs(self) -> int:
        """How many compiles go at once."""
        return self.scheduler.jobs

    @property
    def signature(self) -> Signature | None:
        """The user's signature, or the one derived from the original's failure, with what
        calibration learnt of it (`Signature.learnt`): the very object every later check
        takes, as long as the calibration does not change."""
        calibration = self.calibration
        given = self.spec.signature
        if calibration is None:
            return given
        signature = given if given is not None else calibration.signature
        if signature is None:
            return None
        symbols, frames = calibration.symbols or signature.symbols, calibration.frames
        learnt = self._learnt
        if learnt is not None and learnt[0] is signature and \
                (learnt[1].symbols, learnt[1].frames) == (symbols, frames):
            return learnt[1]
        made = signature.learnt(symbols, frames)
        self._learnt = (signature, made)
        return made

    @property
    def flags(self) -> tuple[str, ...]:
        return self.spec.flags

    @property
    def test_script(self) -> str | None:
        return self.spec.test_script

    def shown(self, text: str) -> str:
        """`text` as the test script is given it (in the form of the user's input); as it is
        when the compiler judges it."""
        write = self.spec.test_form.write
        return text if self.reads_as_is or write is None else write(text)

    @property
    def reads_as_is(self) -> bool:
        """Whether what is run (the compiler, or the script) reads a candidate's text as is."""
        return self.test_script is None or self.spec.test_form.write is None

    @property
    def judge(self) -> str:
        """What judges candidates, as messages name it: the compiler or the test script."""
        return judge_of(self.spec)

    @property
    def executable(self) -> str:
        """The compiler (or test script) that is run, as an absolute path."""
        return self._exe

    @property
    def kind(self) -> Kind | None:
        return self.calibration.kind if self.calibration else None

    @property
    def phase(self) -> Phase | None:
        """The phase candidates are compiled to; None: all the way."""
        phase = self.calibration.phase if self.calibration else None
        return None if phase is Phase.END else phase

    @property
    def phase_known(self) -> bool:
        """Whether the phase was searched already (or a cut-off gave up)."""
        return self.calibration is not None and self.calibration.phase is not None

    @property
    def timeout(self) -> float | None:
        """Seconds allowed per run: the user's, or the calibrated default (None before)."""
        return self.calibration.timeout if self.calibration else self.spec.timeout

    @property
    def time_limit(self) -> float:
        """Seconds allowed per run now (the cap until calibration sets the default)."""
        return self.timeout if self.timeout is not None else TIMEOUT_CAP

    # --- judging ----------------------------------------------------------------------------

    def __call__(self, text: str) -> bool:
        return self.run(text).interesting

    def run(self, text: str, phase: Phase | None = None, full: bool = False) -> Outcome:
        """Judge `text`; `phase` overrides the cut-off phase, `full` compiles all the way."""
        phase = None if full else (phase or self.phase)
        if full:
            self._calibrator.full_run_starts(text)
        outcome = self.judged(text, phase, observed=True)
        if full:
            self._calibrator.full_run_ended(text, outcome)
        return outcome

    def judged(self, text: str, phase: Phase | None, observed: bool) -> Outcome:
        """The verdict on `text` at `phase`, cached; `observed`: heard by the observer. A
        verdict in the making is waited for, not made again (made anew if that run fails)."""
        key, mine = (content_hash(text), phase), Future[Outcome | None]()
        with self._lock:
            self._asked[key] = self._asked.get(key, 0) + 1
            known = self._cache.get(key) or self._judging.setdefault(key, mine)
            self.stats.cache_hits += known is not mine
        if isinstance(known, Future) and known is not mine:
            waited = known.result()
            return self.judged(text, phase, observed) if waited is None else waited
        if isinstance(known, Outcome):
            return known
        made: Outcome | None = None
        try:
            made = outcome = self._decide(text, phase, key[0])
        finally:
            with self._lock:
                if made is not None:
                    self._cache[key] = made
                del self._judging[key]
            mine.set_result(made)
        if observed and self.observer is not None and self.calibration is not None:
            self.observer(text, phase, outcome)
        return outcome

    def asked(self, text: str, phase: Phase | None = None) -> int:
        """How many times the verdict on `text` at `phase` (as `run` is told it) was asked
        for: a run made ahead of its search and asked for once was read by none."""
        with self._lock:
            return self._asked.get((content_hash(text), phase or self.phase), 0)

    def showed(self, text: str) -> int:
        """How many runs of `text` (its content hash), judged or repeated, showed the failure
        at the phase candidates are cut at or all the way: each a run of its own."""
        digest = content_hash(text)
        with self._lock:
            return self._showed[(digest, None)] + \
                (self._showed[(digest, self.phase)] if self.phase is not None else 0)

    def _shown(self, digest: str, phase: Phase | None, runs: int) -> None:
        with self._lock:
            self._showed[(digest, phase)] += runs

    def _decide(self, text: str, phase: Phase | None, digest: str) -> Outcome:
        """One run; with `agree` = N, up to N runs, all of which must be interesting.
        `digest`: the text's content hash."""
        folder = self._dump_folder(digest)
        extra = [dump_flag(folder)] if folder is not None else []
        outcome = self.run_once(text, phase, extra)
        shown = int(outcome.interesting)
        for _ in range(self.spec.agree - 1):
            if not outcome.interesting:
                break
            outcome = self.run_once(text, phase, extra)
            shown += outcome.interesting
        self._shown(digest, phase, shown)
        return outcome

    # --- executables dumped by the runs of candidates -----------------------------------------

    def keep_dumps(self, folder: str | None) -> None:
        """From now on, each judged text's run dumps its executables' sources into a folder
        of `folder` of its own (None: no longer): `dumped` finds them, which spares a compile
        that would dump them again."""
        self._dumps = folder

    def dumped(self, text: str) -> str | None:
        """The folder where `text`'s judged run dumped its executables (a run in flight is
        waited for); None when none did (never judged, judged before `keep_dumps`, or run on
        another machine)."""
        digest = content_hash(text)
        with self._lock:
            judged = any(d == digest for d, _ in self._cache)
            making = [f for (d, _), f in self._judging.items() if d == digest]
        with contextlib.suppress(Exception):  # a run that failed dumped nothing to trust
            judged = judged or any(f.result() is not None for f in making)
        folder = self._dump_folder(digest)
        if not judged or folder is None or not os.path.isdir(folder) or not os.listdir(folder):
            return None
        return folder

    def _dump_folder(self, digest: str) -> str | None:
        """Where the judged run of the text of content hash `digest` dumps its executables
        (None: runs keep no dumps now)."""
        dumps = self._dumps
        return os.path.join(dumps, digest) if dumps is not None else None

    def run_once(self, text: str, phase: Phase | None = None,
                 extra_flags: Sequence[str] = (), symbols: bool | None = None,
                 ran: Outcome | None = None) -> Outcome:
        """One run of the compiler, never cached; `symbols` overrides the calibration's.
        `ran`: that run, made already: judged and counted here, not run again."""
        outcome = self._counted(self.verdict(
            *(self._execute(text, phase, extra_flags, symbols) if ran is None else ran.raw())))
        if symbols is None and self._unsure_by_frames(outcome):
            outcome = self._counted(self.verdict(*self._execute(text, phase, extra_flags,
                                                                 True)))
            if outcome.interesting:  # its frames are elsewhere
                self._frames_seen(outcome.output)
        return outcome

    def _counted(self, outcome: Outcome) -> Outcome:
        with self._lock:
            self.stats.runs += 1
            self.stats.seconds += outcome.seconds
            self.stats.slippages += outcome.slipped
        return outcome

    def _unsure_by_frames(self, outcome: Outcome) -> bool:
        """Whether `outcome`, an unsymbolised crash judged by its frames' addresses (see
        `reducer.oracle.frames`), may show the signature at frames elsewhere."""
        return not outcome.interesting and outcome.kind is Kind.CRASH and \
            self.calibration is not None and bool(self.calibration.frames) and \
            unsymbolised(outcome.output)

    def _frames_seen(self, output: str) -> None:
        """A symbolised run, `output`, showed the signature at frames the calibration did not
        know (the function reached by another call): their distances recognise it unsymbolised
        from now on. None found there (no top frame): every run is symbolised from now on."""
        assert self.signature is not None  # frames are only known of a signature
        offsets = signature_offsets(self.signature, output)
        with self._lock:
            if self.calibration is not None:
                frames = tuple(sorted({*self.calibration.frames, *offsets})) if offsets else ()
                self.calibration = dataclasses.replace(self.calibration, frames=frames)

    def command(self, phase: Phase | None = None, extra_flags: Sequence[str] = ()) -> list[str]:
        """The argv of one run, CANDIDATE and COMPILED standing for its files."""
        if self.test_script is not None:
            return [self._exe, CANDIDATE]
        flags = list(self.flags)
        cut = []
        if phase and phase is not Phase.END:  # the cut-off replaces the user's own
            flags = [f for f in flags if not f.startswith("--compile-to")]
            cut = [phase.flag()]
        return [self._exe, CANDIDATE, *flags, *extra_flags, *cut, "-o", COMPILED]

    def _environment(self, symbols: bool | None) -> dict[str, str]:
        """Variables set for the run, on top of the environment of where it runs."""
        if symbols is None:  # the calibration's; its frames' addresses need none
            calibration = self.calibration
            symbols = calibration.symbols and not calibration.frames if calibration \
                else self.spec.needs_symbols
        if self.signature is not None and not symbols:
            return {"LLVM_DISABLE_SYMBOLIZATION": "1"}  # symbolising a crash costs seconds
        return {}

    def _execute(self, text: str, phase: Phase | None, extra_flags: Sequence[str],
                 symbols: bool | None) -> tuple[int | None, str, bool, float]:
        command, env = self.command(phase, extra_flags), self._environment(symbols)
        tag = RunTag(text, phase)
        text = self.shown(text)
        memory = self.spec.memory_limit
        try:
            with self.scheduler.compiling(self, tag) as turn:
                if self.executor is None:
                    return run_candidate(command, text, self.time_limit, env, memory, turn,
                                         self.streams)
                return self._remotely(turn, command, text, env)
        except CancelledError:
            raise RunCancelled() from None
        except OSError as e:
            raise OracleError(f"cannot run {self._exe}: {e.strerror or e}") from None

    def _remotely(self, turn: Compile, command: list[str], text: str,
                  env: dict[str, str]) -> tuple[int | None, str, bool, float]:
        """One run on `executor`; one that prioritises runs the likelier first."""
        priority = {"priority": round(100 * turn.priority)} \
            if getattr(self.executor, "prioritises", False) else {}
        submit: Callable[..., Future] = self.executor.submit  # type: ignore[union-attr]
        future = submit(run_candidate, command, text, self.time_limit, env,
                        self.spec.memory_limit, **priority)  # `priority` is the executor's
        turn.remote(future)
        return future.result()

    def verdict(self, returncode: int | None, output: str, timed_out: bool,
                 seconds: float) -> Outcome:
        kind = classify(returncode, output, timed_out)
        if self.test_script is not None:
            return Outcome(returncode == self.spec.test_exit and not timed_out, kind, returncode,
                           seconds, output, None)
        if self.signature is None:  # to be derived from this very run
            return Outcome(False, kind, returncode, seconds, output, None)
        matched = self.signature.match(kind, output)
        frames = self.calibration.frames if self.calibration is not None else ()
        if matched is None and kind is Kind.CRASH and frames and shows_frame(frames, output):
            matched = self.signature.pattern  # at the very frame the signature names
        same_kind = self.kind is None or kind == self.kind
        return Outcome(matched is not None and same_kind, kind, returncode, seconds, output,
                       matched, slipped=matched is not None and not same_kind)

    # --- calibration (see `reducer.oracle.calibration`) -------------------------------------------

    def calibrate(self, text: str, find_phase: bool = True) -> Outcome:
        """Check that the original is interesting, and stably so; learn its kind, its compile
        time (for the default timeout) and the earliest phase that shows the failure.

        Raises OracleError when it is not interesting, FlakyError when the verdict varies
        and `agree` is 1.
        """
        return self._calibrator.calibrate(text, find_phase)

    def calibrate_first_run(self, text: str, first_flags: Sequence[str] = (),
                            ran: Outcome | None = None) -> Outcome:
        """The first step of `calibrate`: one full run (with `first_flags` added, e.g. to dump
        what the compiler makes on the way) must be interesting; learn its kind and time.
        `ran`: that run, made already (by an oracle of the same compiler and flags)."""
        return self._calibrator.calibrate_first_run(text, first_flags, ran)

    def calibrate_phase_and_stability(self, text: str, find_phase: bool,
                                      phases: Sequence[Phase] = PHASES, shown: int = 0) -> None:
        """The rest of `calibrate`, after `calibrate_first_run`: the phase search (when
        `find_phase`, among `phases`, which end with the full compile) and the stability
        check, of which `shown` runs were made already (see `Calibrator`)."""
        self._calibrator.calibrate_phase_and_stability(text, find_phase, phases, shown)

    def prefetching_calibration(self, phases: Sequence[Phase], find_phase: bool,
                                probes: int | None = None, shown: int = 0,
                                ) -> contextlib.AbstractContextManager[None]:
        """Within it, a program whose full run is asked for is calibrated next if it fails
        (`calibrate_phase_and_stability(text, find_phase, phases, shown)`): its
        calibration's runs start beside that run (phase probes: `probes` at most)."""
        return self._calibrator.prefetching_calibration(phases, find_phase, probes, shown)

    def find_phase(self, text: str, phases: Sequence[Phase] = PHASES) -> None:
        """Cut candidates' compiles at the earliest of `phases` that shows the failure."""
        self._calibrator.find_phase(text, phases)

    def point_at(self, lines: Sequence[int], text: str) -> None:
        """The failure is about the ops on `lines` of `text`, as learnt other than from the
        first run's diagnostics (the ops of the executable that fails alone)."""
        if self.calibration is not None:
            self.calibration = dataclasses.replace(self.calibration, error_lines=tuple(lines),
                                                   located=text_hash(text))

    def repeat(self, text: str, phase: Phase | None, runs: int) -> int:
        """How many of `runs` uncached runs of `text` are interesting; `jobs` at once."""
        if self.jobs == 1 or runs < 2:
            shown = sum(self.run_once(text, phase).interesting for _ in range(runs))
        else:
            shown = sum(o.interesting for o in self.scheduler.map(
                lambda _: self.run_once(text, phase), range(runs)))
        if shown:
            self._shown(content_hash(text), phase, shown)
        return shown

    def forget_outcomes(self) -> None:
        """Forget every outcome judged so far (judged before the kind was known)."""
        with self._lock:
            self._cache.clear()

    def full_compiles(self) -> None:
        """From now on compile candidates all the way (the cut-off hid a difference)."""
        if self.calibration is not None:
            self.calibration = dataclasses.replace(self.calibration, phase=Phase.END)

    def adopt(self, calibration: Calibration) -> None:
        """Take the calibration of an earlier run (resuming) instead of calibrating again."""
        self.calibration = calibration
        with self._lock:
            self._cache.clear()

    def remember(self, text_hash: str, phase: Phase | None, outcome: Outcome) -> None:
        """Seed the cache with a verdict of an earlier run (resuming)."""
        with self._lock:
            self._cache[(text_hash, phase)] = outcome

    def confirm(self, text: str, runs: int | None = None, full: bool = True) -> tuple[int, int]:
        """Run `text` `runs` times (default: `checks`), uncached, with the full flags (or up to
        the cut-off phase): the independent check of a result.

        Returns (interesting runs, runs).
        """
        runs = runs or self.spec.checks
        return self.repeat(text, None if full else self.phase, runs), runs

    def cancel(self) -> None:
        """Kill the runs in flight: their answers are not wanted (they raise RunCancelled)."""
        self.scheduler.cancel([self])

    def discard(self, texts: Iterable[str], phase: Phase | None = None,
                full: bool = False) -> None:
        """Kill the runs in flight that judge these very texts (the objects given to `run`)
        as `run` with `phase` and `full` would, and those waiting for their turn: their
        answers are not wanted; the others go on."""
        phase = None if full else (phase or self.phase)
        self.scheduler.cancel({RunTag(text, phase) for text in texts}, coming=True)

    def count_wasted(self, runs: int) -> None:
        """Count `runs` runs started ahead of a step that did not read their verdicts."""
        with self._lock:
            self.stats.wasted += runs

    def stop(self) -> None:
        """Kill the runs in flight and cancel every later one: the reduction is ending."""
        self.scheduler.stop(self)

