"""The oracle: runs the compiler (or a test script) on candidate text and judges the run.

It sees only text, never a Module. Every run happens in a private temporary directory, in its
own session and process group, with a time limit and optionally a memory limit; the whole group
is killed when the time limit strikes, when the run is interrupted or cancelled (`cancel`: a
speculative run whose answer is not wanted any more), and after the run (children left behind).
Temp dirs are named after the reducer's pid, so those of a reducer killed outright are found and
removed later (`remove_stale_temp_dirs`). Output is read through a pipe and only its head and
tail are kept, so a compiler that prints without end uses neither unbounded memory nor disk.

Outcomes are cached by content hash, so a candidate seen twice costs one run. At calibration the
original is run several times (`checks`): a compiler whose verdict varies is flaky, which is an
error unless `agree` > 1, in which case a candidate is accepted only when `agree` runs of
`agree` are interesting.
"""
from __future__ import annotations

import functools
import hashlib
import math
import os
import re
import resource
import selectors
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import weakref
from concurrent.futures import CancelledError, Executor, Future
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from reducer.signature import Kind, Signature, classify
from reducer.tools import ToolError, find_tool

# Phases of iree-compile in pipeline order (`--compile-to=PHASE`).
PHASES = ("input", "abi", "preprocessing", "global-optimization", "dispatch-creation", "flow",
          "stream", "executable-sources", "executable-configurations", "executable-targets",
          "hal", "vm", "end")

# The default time limit is TIMEOUT_FACTOR times the original's compile time, within
# [TIMEOUT_FLOOR, TIMEOUT_CAP]; the floor absorbs the load of a shared machine, the cap also
# limits the very first run, whose time is not known yet.
TIMEOUT_FACTOR = 10
TIMEOUT_FLOOR = 5.0
TIMEOUT_CAP = 300.0
DEFAULT_CHECKS = 3  # runs of the original at start (and of the result at the end)

_OUTPUT_HEAD = 1 << 20  # bytes kept from the start of the output (the first error) ...
_OUTPUT_TAIL = 7 << 20  # ... and from its end (a crash's stack dump)
_POLL = 0.05  # seconds between checks that the compiler is still running
_GRACE = 1.0  # seconds to drain the pipe after the compiler exited
_TEMP_PREFIX = "reducer-"
_STALE_TEMP = re.compile(re.escape(_TEMP_PREFIX) + r"(\d+)-[^/]+")


class OracleError(Exception):
    """The oracle cannot be used as asked; the message is for the user."""


class NotInteresting(OracleError):
    """The original input does not show the failure; `details` quotes the compiler."""

    def __init__(self, summary: str, details: str) -> None:
        super().__init__(f"{summary}\n{details}")
        self.summary, self.details = summary, details


class FlakyError(OracleError):
    """The compiler's verdict on the same input varies from run to run."""


class RunCancelled(Exception):
    """The run was killed because the reduction is stopping; it has no verdict."""


@dataclass(frozen=True)
class Outcome:
    interesting: bool
    kind: Kind
    returncode: int | None
    seconds: float
    output: str  # the head and tail of the combined stdout/stderr
    matched: str | None  # the text that matched the signature
    slipped: bool = False  # signature seen, but a different kind of failure

    def tail(self, lines: int = 12) -> str:
        return "\n".join(self.output.rstrip().splitlines()[-lines:])


@dataclass
class OracleStats:
    runs: int = 0
    cache_hits: int = 0
    seconds: float = 0.0
    slippages: int = 0


RunObserver = Callable[[str, str | None, Outcome], None]  # (text, phase, outcome)


def content_hash(text: str) -> str:
    """The key of a candidate in the cache and the journal: the hash of its canonical form,
    so that programs that differ only in SSA value and block names share one verdict
    (different strategies often reach the same program under other names)."""
    return hashlib.sha256(canonical_names(text).encode(errors="surrogateescape")).hexdigest()


# A string literal (left alone), or an SSA value or block name.
_NAME = re.compile(r'"(?:[^"\\]|\\.)*"|([%^])[\w$.\-]+')


def canonical_names(text: str) -> str:
    """`text` with value and block names numbered in order of first appearance."""
    numbers: dict[str, int] = {}

    def rename(match: re.Match) -> str:
        if match.group(1) is None:
            return match.group(0)
        number = numbers.setdefault(match.group(0), len(numbers))
        return f"{match.group(1)}{number}"

    return _NAME.sub(rename, text)


def default_timeout(original_seconds: float) -> float:
    """The time limit per run when the user sets none."""
    return min(TIMEOUT_CAP, max(TIMEOUT_FLOOR, TIMEOUT_FACTOR * original_seconds))


@dataclass
class Oracle:
    """Judges candidates: interesting = signature in the output AND the original's kind.

    With `test_script`, the script decides instead (exit 0 = interesting; it gets the
    candidate's path as its argument), C-Reduce style. `timeout` None means automatic (see
    `default_timeout`); `memory_limit` caps each run's address space in bytes. `on_run` hears
    every verdict that was computed (not cached) after calibration.
    """

    signature: Signature | None
    flags: Sequence[str] = ()
    compiler: str | None = None
    test_script: str | None = None
    timeout: float | None = None
    kind: Kind | None = None  # the original's kind; set by `calibrate`
    phase: str | None = None  # compile only up to this phase (`--compile-to`)
    stats: OracleStats = field(default_factory=OracleStats)
    memory_limit: int | None = None
    agree: int = 1  # runs that must all be interesting to accept a candidate (`--flaky N`)
    checks: int = DEFAULT_CHECKS
    on_run: RunObserver | None = None
    executor: Executor | None = None  # where runs happen (e.g. a Dask cluster); None: here
    stability: tuple[int, int] | None = None  # (interesting runs, runs) of the original

    def __post_init__(self) -> None:
        if self.test_script is None and self.signature is None:
            raise OracleError("give a signature (--oracle) or a test script (--test)")
        self._check_numbers()
        self.flags = tuple(_without_output_flag(_checked_flags(self.flags)))
        if self.signature is not None and self.signature.hang and self.timeout is None:
            raise OracleError("--oracle timeout needs --timeout S: the time after which a run "
                              "counts as a hang")
        self._auto_timeout = self.timeout is None
        self._exe = self._executable()
        self._cache: dict[tuple[str, str | None], Outcome] = {}
        self._lock = threading.Lock()
        self._groups = ProcessGroups()
        self._remote: set[Future] = set()  # runs in flight on `executor`
        self._settled = False  # verdicts before calibration ignore the original's kind

    def _check_numbers(self) -> None:
        if self.timeout is not None and not (math.isfinite(self.timeout) and self.timeout > 0):
            raise OracleError(f"the timeout must be a positive number of seconds, not "
                              f"{self.timeout}")
        if self.memory_limit is not None and self.memory_limit <= 0:
            raise OracleError(f"the memory limit must be positive, not {self.memory_limit}")
        if self.agree < 1 or self.checks < 1:
            raise OracleError("the numbers of agreeing runs and of checks must be at least 1")

    def _executable(self) -> str:
        if self.test_script is not None:
            if "\0" in self.test_script:
                raise OracleError("the test script's path contains a NUL character")
            path = os.path.abspath(self.test_script)
            if not os.path.isfile(path) or not os.access(path, os.X_OK):
                raise OracleError(f"test script {self.test_script} is not an executable file")
            return path
        try:
            return find_tool("iree-compile", self.compiler)
        except ToolError as e:
            raise OracleError(str(e)) from e

    def __call__(self, text: str) -> bool:
        return self.run(text).interesting

    def run(self, text: str, phase: str | None = None, full: bool = False) -> Outcome:
        """Judge `text`; `phase` overrides the cut-off phase, `full` compiles all the way."""
        phase = None if full else (phase or self.phase)
        key = (content_hash(text), phase)
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self.stats.cache_hits += 1
                return hit
        outcome = self._decide(text, phase)
        with self._lock:
            self._cache[key] = outcome
        if self.on_run is not None and self._settled:
            self.on_run(text, phase, outcome)
        return outcome

    def _decide(self, text: str, phase: str | None) -> Outcome:
        """One run; with `agree` = N, up to N runs, all of which must be interesting."""
        outcome = self._once(text, phase)
        for _ in range(self.agree - 1):
            if not outcome.interesting:
                break
            outcome = self._once(text, phase)
        return outcome

    def _once(self, text: str, phase: str | None, extra_flags: Sequence[str] = ()) -> Outcome:
        """One run of the compiler, never cached."""
        outcome = self._judge(*self._execute(text, phase, extra_flags))
        with self._lock:
            self.stats.runs += 1
            self.stats.seconds += outcome.seconds
            self.stats.slippages += outcome.slipped
        return outcome

    def _command(self, phase: str | None, extra_flags: Sequence[str] = ()) -> list[str]:
        if self.test_script is not None:
            return [self._exe, CANDIDATE]
        cut = [f"--compile-to={phase}"] if phase else []
        return [self._exe, CANDIDATE, *self.flags, *extra_flags, *cut, "-o", COMPILED]

    def _environment(self) -> dict[str, str]:
        """Variables set for the run, on top of the environment of where it runs."""
        if self.signature is not None and not self.signature.needs_symbols:
            return {"LLVM_DISABLE_SYMBOLIZATION": "1"}  # symbolising a crash costs seconds
        return {}

    def _execute(self, text: str, phase: str | None,
                 extra_flags: Sequence[str] = ()) -> tuple[int | None, str, bool, float]:
        command, env = self._command(phase, extra_flags), self._environment()
        try:
            if self.executor is None:
                return run_candidate(command, text, self.time_limit, env, self.memory_limit,
                                     self._groups)
            future = self.executor.submit(run_candidate, command, text, self.time_limit, env,
                                          self.memory_limit)
            with self._lock:
                self._remote.add(future)
            try:
                return future.result()
            except CancelledError:
                raise RunCancelled() from None
            finally:
                with self._lock:
                    self._remote.discard(future)
        except OSError as e:
            raise OracleError(f"cannot run {self._exe}: {e.strerror or e}") from None

    @property
    def executable(self) -> str:
        """The compiler (or test script) that is run, as an absolute path."""
        return self._exe

    @property
    def time_limit(self) -> float:
        """Seconds allowed per run now (the cap until calibration sets the default)."""
        return self.timeout if self.timeout is not None else TIMEOUT_CAP

    def _judge(self, returncode: int | None, output: str, timed_out: bool,
               seconds: float) -> Outcome:
        kind = classify(returncode, output, timed_out)
        if self.test_script is not None:
            return Outcome(returncode == 0 and not timed_out, kind, returncode, seconds, output,
                           None)
        assert self.signature is not None
        matched = self.signature.match(kind, output)
        same_kind = self.kind is None or kind == self.kind
        return Outcome(matched is not None and same_kind, kind, returncode, seconds, output,
                       matched, slipped=matched is not None and not same_kind)

    # --- calibration and checks ------------------------------------------------------------

    def calibrate(self, text: str, find_phase: bool = True) -> Outcome:
        """Check that the original is interesting, and stably so; remember its kind, its
        compile time (for the default timeout) and the earliest phase that shows the failure.

        Raises OracleError when it is not interesting, FlakyError when the verdict varies
        and `agree` is 1.
        """
        outcome = self.settle(text)
        if find_phase:
            self.find_phase(text)
        self.check_stability(text)
        return outcome

    def settle(self, text: str, first_flags: Sequence[str] = ()) -> Outcome:
        """The first step of `calibrate`: one full run (with `first_flags` added, e.g. to dump
        what the compiler makes on the way) must be interesting; remember its kind and time."""
        self.stability = None
        first = self._once(text, None, first_flags)
        outcome = first if first.interesting else self._interesting_rerun(text, first)
        self._settle(outcome)
        return outcome

    def find_phase(self, text: str) -> None:
        """Cut candidates' compiles at the earliest phase that shows the failure."""
        if self.test_script is None:
            self.phase = self._earliest_phase(text)

    def check_stability(self, text: str) -> None:
        """Unless a varying verdict was seen already, run the original again as candidates
        will be run (up to the cut-off phase): does the verdict vary?"""
        if self.stability is None:
            hits = 1 + sum(self._once(text, self.phase).interesting
                           for _ in range(self.checks - 1))
            self._record_stability(hits, self.checks)

    def _interesting_rerun(self, text: str, first: Outcome) -> Outcome:
        """The first run was not interesting: tell a flaky compiler from a wrong signature."""
        others = [self._once(text, None) for _ in range(self.checks - 1)]
        good = [o for o in others if o.interesting]
        if not good:
            raise _not_interesting(first, self.signature)
        self._record_stability(len(good), self.checks)
        return good[0]

    def _record_stability(self, hits: int, runs: int) -> None:
        self.stability = (hits, runs)
        if hits < runs and self.agree == 1:
            raise FlakyError(f"the compiler is flaky on the original input: interesting in "
                             f"{hits} of {runs} runs; pass --flaky N to accept a candidate "
                             f"only when N runs of N are interesting")

    def _settle(self, outcome: Outcome) -> None:
        if self.test_script is None:
            self.kind = outcome.kind
            self.flags = tuple(f for f in self.flags if not f.startswith("--compile-to"))
        if self._auto_timeout:
            self.timeout = default_timeout(outcome.seconds)
        with self._lock:
            self._cache.clear()  # outcomes judged before the kind was known
        self._settled = True

    def _earliest_phase(self, text: str) -> str | None:
        """Bisect the phases: a failure that shows at one phase shows at every later one."""
        lo, hi = 0, len(PHASES) - 1  # PHASES[-1] ('end') is the full compile
        while lo < hi:
            mid = (lo + hi) // 2
            if self.run(text, phase=PHASES[mid]).interesting:
                hi = mid
            else:
                lo = mid + 1
        return PHASES[lo] if PHASES[lo] != "end" else None

    def restore(self, kind: Kind | None, phase: str | None, timeout: float) -> None:
        """Take the calibration of an earlier run (resuming) instead of calibrating again."""
        if self.test_script is None:
            self.kind = kind
            self.flags = tuple(f for f in self.flags if not f.startswith("--compile-to"))
        self.phase, self.timeout = phase, timeout
        with self._lock:
            self._cache.clear()
        self._settled = True

    def remember(self, text_hash: str, phase: str | None, outcome: Outcome) -> None:
        """Seed the cache with a verdict of an earlier run (resuming)."""
        with self._lock:
            self._cache[(text_hash, phase)] = outcome

    def confirm(self, text: str, runs: int | None = None, full: bool = True) -> tuple[int, int]:
        """Run `text` `runs` times (default: `checks`), uncached, with the full flags (or up to
        the cut-off phase): the independent check of a result.

        Returns (interesting runs, runs).
        """
        runs = runs or self.checks
        phase = None if full else self.phase
        return sum(self._once(text, phase).interesting for _ in range(runs)), runs

    def cancel(self) -> None:
        """Kill the runs in flight: their answers are not wanted (they raise RunCancelled)."""
        self._groups.cancel()
        self._cancel_remote()

    def stop(self) -> None:
        """Kill the runs in flight and cancel every later one: the reduction is ending."""
        self._groups.stop()
        self._cancel_remote()

    def _cancel_remote(self) -> None:
        with self._lock:
            remote = list(self._remote)
        for future in remote:
            future.cancel()


# --- running a process group -----------------------------------------------------------------

@dataclass(frozen=True)
class Run:
    returncode: int | None  # None when timed out
    timed_out: bool
    output: str


class ProcessGroups:
    """The process groups of one oracle's runs in flight, to kill them at once.

    `cancel` kills the runs in flight (their answers are not wanted); `stop` also cancels every
    run started later. A killed run raises RunCancelled: it has no verdict to cache.
    """

    def __init__(self) -> None:
        self._procs: set[subprocess.Popen] = set()
        self._cancelled: set[subprocess.Popen] = set()
        self._lock = threading.RLock()  # re-entrant: a signal handler may interrupt `add`
        self.stopped = False
        _ALL_GROUPS.add(self)

    def add(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.add(proc)
            if self.stopped:
                self._cancelled.add(proc)
                _signal_group(proc, signal.SIGKILL)

    def discard(self, proc: subprocess.Popen) -> bool:
        """Forget `proc`; True if it was cancelled."""
        with self._lock:
            self._procs.discard(proc)
            if proc in self._cancelled:
                self._cancelled.discard(proc)
                return True
            return False

    def cancel(self) -> None:
        with self._lock:
            procs = list(self._procs)
            self._cancelled.update(procs)
        for proc in procs:
            _signal_group(proc, signal.SIGKILL)

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
        self.cancel()


_ALL_GROUPS: weakref.WeakSet[ProcessGroups] = weakref.WeakSet()


def kill_all_groups() -> None:
    """Stop every oracle of this process (for a SIGINT/SIGTERM handler)."""
    for groups in list(_ALL_GROUPS):
        groups.stop()


CANDIDATE, COMPILED = "{candidate}", "{compiled}"  # stand for paths in the run's private dir


def run_candidate(command: list[str], text: str, timeout: float, env: dict[str, str],
                  memory_limit: int | None = None, groups: ProcessGroups | None = None,
                  ) -> tuple[int | None, str, bool, float]:
    """Write `text` to a private temp dir and run `command` there, in its own process group;
    CANDIDATE and COMPILED in `command` stand for the candidate's and the output's paths,
    `env` adds to the environment. Returns (exit status, output, timed out, seconds).

    A plain function of plain values, so that an executor on another machine (a Dask
    worker) can run it as well as this process can."""
    with tempfile.TemporaryDirectory(prefix=f"{_TEMP_PREFIX}{os.getpid()}-") as tmp:
        candidate = os.path.join(tmp, "candidate.mlir")
        with open(candidate, "w", errors="surrogateescape") as f:
            f.write(text)
        paths = {CANDIDATE: candidate, COMPILED: os.path.join(tmp, "out.vmfb")}
        start = time.monotonic()
        done = run_in_group([paths.get(arg, arg) for arg in command], tmp, timeout,
                            {**os.environ, **env}, memory_limit, groups)
        return done.returncode, done.output, done.timed_out, time.monotonic() - start


def run_in_group(command: list[str], cwd: str, timeout: float,
                 env: dict[str, str] | None = None, memory_limit: int | None = None,
                 groups: ProcessGroups | None = None) -> Run:
    """Run `command` (an argument list, never a shell line) in a new session.

    On timeout or interruption the whole process group is killed (TERM, then KILL); after a
    normal exit, children it left behind are killed too. Raises RunCancelled when `groups`
    cancelled the run meanwhile.
    """
    preexec = functools.partial(_limit_memory, memory_limit) if memory_limit else None
    proc = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True, env=env,
                            preexec_fn=preexec)
    capture = _Capture()
    cancelled = False
    try:
        if groups is not None:
            groups.add(proc)
        deadline = time.monotonic() + timeout
        finished = _drain(proc, capture, deadline)
        returncode = _wait(proc, deadline) if finished else None
        if returncode is None:
            _kill_group(proc)
    except BaseException:  # Ctrl-C or a cancelled job: leave no process behind
        _kill_group(proc)
        raise
    finally:
        proc.stdout.close()  # type: ignore[union-attr]
        if groups is not None:
            cancelled = groups.discard(proc)
    _signal_group(proc, signal.SIGKILL)  # children the run left behind go too
    if cancelled:
        raise RunCancelled()
    return Run(returncode, returncode is None, capture.text())


def _drain(proc: subprocess.Popen, capture: _Capture, deadline: float) -> bool:
    """Read the output until the pipe closes; False when the deadline strikes first."""
    fd = proc.stdout.fileno()  # type: ignore[union-attr]
    exited_at: float | None = None
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_READ)
        while True:
            now = time.monotonic()
            if now >= deadline:
                return False
            if exited_at is None and proc.poll() is not None:
                exited_at = now  # its children may still hold the pipe open: they go
                _signal_group(proc, signal.SIGKILL)
            if exited_at is not None and now - exited_at > _GRACE:
                return True  # a process that left the group holds the pipe: stop reading
            for _ in selector.select(min(deadline - now, _POLL)):
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    return True
                capture.add(chunk)


def _wait(proc: subprocess.Popen, deadline: float) -> int | None:
    try:
        return proc.wait(timeout=max(0.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        return None


class _Capture:
    """The head and the tail of a stream of bytes, within fixed bounds."""

    def __init__(self) -> None:
        self.head = bytearray()
        self.tail = bytearray()
        self.dropped = 0

    def add(self, chunk: bytes) -> None:
        room = _OUTPUT_HEAD - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        self.tail += chunk
        if len(self.tail) > 2 * _OUTPUT_TAIL:  # trim rarely: amortised constant cost
            self._trim()

    def _trim(self) -> None:
        extra = len(self.tail) - _OUTPUT_TAIL
        if extra > 0:
            self.dropped += extra
            del self.tail[:extra]

    def text(self) -> str:
        self._trim()
        gap = f"\n[... {self.dropped} bytes of output left out ...]\n".encode() \
            if self.dropped else b""
        return bytes(self.head + gap + self.tail).decode(errors="replace")


def _limit_memory(limit: int) -> None:
    """In the child, before exec: cap the address space (the hard limit stays)."""
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _signal_group(proc: subprocess.Popen, sig: int) -> None:
    try:
        os.killpg(proc.pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _kill_group(proc: subprocess.Popen) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        _signal_group(proc, sig)
        try:
            proc.wait(timeout=2)
            return
        except subprocess.TimeoutExpired:
            continue


def remove_stale_temp_dirs(root: str | None = None, min_age: float = 600.0) -> int:
    """Remove the temp dirs of reducers that were killed outright (SIGKILL): disk stays bounded.

    A directory is stale when the process that made it (its name holds the pid) is gone and it
    is `min_age` seconds old: a pid of another PID namespace sharing /tmp may look dead.
    Returns how many were removed.
    """
    root = root or tempfile.gettempdir()
    removed = 0
    try:
        entries = list(os.scandir(root))
    except OSError:
        return 0
    for entry in entries:
        match = _STALE_TEMP.fullmatch(entry.name)
        if match is None or _alive(int(match.group(1))):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if entry.is_dir(follow_symlinks=False) and info.st_uid == os.getuid() and \
                    info.st_mtime < time.time() - min_age:
                shutil.rmtree(entry.path, ignore_errors=True)
                removed += 1
        except OSError:
            continue
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


# --- flags and messages ----------------------------------------------------------------------

def _checked_flags(flags: Sequence[str]) -> list[str]:
    """The flags go to the compiler as separate arguments: they must be strings without NUL."""
    for flag in flags:
        if not isinstance(flag, str):
            raise OracleError(f"compiler flag {flag!r} is not a string")
        if "\0" in flag:
            raise OracleError(f"compiler flag {flag!r} contains a NUL character")
    return list(flags)


def _without_output_flag(flags: Sequence[str]) -> list[str]:
    """Drop the user's `-o FILE`: candidates are compiled into a private temp dir."""
    kept: list[str] = []
    skip = False
    for flag in flags:
        if skip:
            skip = False
        elif flag in ("-o", "--o"):
            skip = True
        elif not flag.startswith(("-o=", "--o=")):
            kept.append(flag)
    return kept


def _not_interesting(outcome: Outcome, signature: Signature | None) -> NotInteresting:
    status = ("timed out" if outcome.kind is Kind.TIMEOUT
              else f"exited with status {outcome.returncode} ({outcome.kind.value})")
    if signature is None:
        what = "the test script did not return 0"
    elif signature.hang:
        what = "a hang (a run that times out) was asked for"
    else:
        what = f"the signature {signature.pattern!r} is not in its output"
    hint = ("check the signature's spelling, the compiler flags after '--', and that this is "
            "the compiler build that fails (--compiler)")
    return NotInteresting(f"the original input is not interesting: the compiler {status} and "
                          f"{what}.", f"Last lines of its output:\n{outcome.tail()}\n"
                                      f"Hint: {hint}.")
