"""Launching processes: every tool the reducer runs goes through this module.

Two ways, for two needs:
- `run_in_group` (and `run_candidate`, its form for candidate text) runs a command that may
  hang, crash or spawn children: in a new session and process group, with a time limit and
  optionally a memory limit; the whole group is killed on timeout, on interruption, on
  cancellation and after the run. Output is read through a pipe and only its head and tail are
  kept, so a compiler that prints without end uses neither unbounded memory nor disk. The run
  is waited for on its pidfd and its output, never polled: every wake-up of a thread costs
  CPU. A compiler that reads its input once gets a large held section through a named pipe,
  fed by splice from the section's file (`stream`), not a copy of it in a file.
- `run_tool` runs a short, trusted tool step (iree-opt printing or verifying, `--help`) that
  reads stdin and writes stdout and stderr apart; `run_step` runs one whose hang is an
  outcome (a pass that loops, a test that hangs), not an error; a `Helper`
  (`reducer.processes.children`) answers such steps one after another, started once.

Each run gets a private temp dir (`reducer.processes.tempdirs`). On a Dask worker, a run is
killed once its task is cancelled.

A run's process is held by a `ProcessGroups` (`reducer.processes.scheduler`: a compile of
the scheduler is one), which kills it when the run is cancelled.
"""
from __future__ import annotations

import contextlib
import fcntl
import functools
import os
import resource
import select
import selectors
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

from reducer.errors import ReducerError
from reducer.processes import scheduler
from reducer.processes.scheduler import ProcessGroups, signal_group
from reducer.processes.tempdirs import temp_dir
from reducer.text import PIPE_SIZE, TEMP_PREFIX, HeldText, write_text

_OUTPUT_HEAD = 1 << 20  # bytes kept from the start of the output (the first error) ...
_OUTPUT_TAIL = 7 << 20  # ... and from its end (a crash's stack dump)
_POLL = 0.05  # seconds between checks that the compiler is still running (without a pidfd)
_GATHER = 0.01  # seconds for more output to gather in the pipe before it is read again ...
_SMALL = 1 << 16  # ... after a read of fewer bytes: a pipe this full may block the compiler
_GRACE = 1.0  # seconds to drain the pipe after the compiler exited
_STOP_GRACE = 60.0  # seconds a tool stopped by a signal it handles has to finish (a dump)
_LONGEST_WAIT = 3600.0  # seconds of one wait at most (epoll takes no more than ~24 days)
STREAM_FROM = 1 << 24  # bytes of a held section from which a streaming command gets a pipe
# A crash of a tool is an ordinary verdict; symbolising its stack costs seconds.
NO_SYMBOLS = {"LLVM_DISABLE_SYMBOLIZATION": "1"}


class RunCancelled(Exception):
    """The run was killed because the reduction is stopping; it has no verdict."""


class ToolFailed(ReducerError):
    """A tool could not be started, or did not finish in time (`timed_out`); the message is
    for the user."""

    def __init__(self, message: str, timed_out: bool = False) -> None:
        super().__init__(message)
        self.timed_out = timed_out


@dataclass(frozen=True)
class Run:
    returncode: int | None  # None when timed out
    timed_out: bool
    output: str




CANDIDATE, COMPILED = "{candidate}", "{compiled}"  # stand for paths in the run's private dir


def run_candidate(command: list[str], text: str, timeout: float, env: dict[str, str],
                  memory_limit: int | None = None, groups: ProcessGroups | None = None,
                  stream: bool = False) -> tuple[int | None, str, bool, float]:
    """Write `text` to a private temp dir and run `command` there, in its own process group;
    CANDIDATE and COMPILED in `command` stand for the candidate's and the output's paths,
    `env` adds to the environment. Returns (exit status, output, timed out, seconds).
    `stream`: the command reads the candidate once, from start to end (as iree-compile
    does), so a text whose held section is large may reach it through a named pipe (see
    `_candidate_file`). `groups`: what holds the run's process, to kill it when cancelled.

    A plain function of plain values, so that an executor on another machine (a Dask
    worker) can run it as well as this process can; there, the run is killed once its task
    is cancelled (`_with_its_task`)."""
    with temp_dir() as tmp, _with_its_task(groups) as groups:
        candidate = os.path.join(tmp, "candidate.mlir")
        paths = {CANDIDATE: candidate, COMPILED: os.path.join(tmp, "out.vmfb")}
        with _candidate_file(candidate, text, stream):
            start = time.monotonic()
            done = run_in_group([paths.get(arg, arg) for arg in command], tmp, timeout,
                                {**os.environ, **env}, memory_limit, groups)
        return done.returncode, done.output, done.timed_out, time.monotonic() - start


# Seconds between two looks at the state of the Dask task a run belongs to.
TASK_POLL = 0.1


@contextlib.contextmanager
def _with_its_task(groups: ProcessGroups | None) -> Iterator[ProcessGroups | None]:
    """`groups`; but in a task of a Dask worker (no groups given), groups stopped once the
    task is cancelled. A cancelled task's thread runs on to its end, and a worker gives its
    thread to no other task meanwhile: a compile whose verdict is no longer wanted (a voided
    guess of a search, on a cluster shared by several reductions) would hold the worker
    for all of its seconds."""
    task = _dask_task() if groups is None else None
    if task is None:
        yield groups
        return
    worker, key = task
    own, done = ProcessGroups(), threading.Event()

    def watch() -> None:
        while not done.wait(TASK_POLL):
            state = worker.state.tasks.get(key)
            if state is None or state.state not in ("executing", "long-running"):
                own.stop()
                return
    watcher = scheduler.background(watch, name="task-watch")
    try:
        yield own
    finally:
        done.set()
        watcher.join()


def _dask_task() -> tuple[Any, Hashable] | None:
    """The Dask worker running this thread's task, and the task's key; None elsewhere."""
    distributed = sys.modules.get("distributed")  # imported wherever a Dask worker runs
    if distributed is None:
        return None
    try:
        worker = distributed.get_worker()
    except ValueError:  # not in a worker's task
        return None
    key = worker.get_current_task()
    return None if key is None else (worker, key)


@contextlib.contextmanager
def _candidate_file(path: str, text: str, stream: bool) -> Iterator[None]:
    """`text` at `path` while the command runs. Written to a file, a model's weights are one
    more copy of hundreds of megabytes, made and freed by this process for every compile that
    keeps them; with `stream`, a text whose held section is large is instead a named pipe
    that a thread feeds as the command reads it, the section handed over by reference to
    the pages of its file (`text.write_text` into a pipe)."""
    if not (stream and streams(text)):
        write_text(path, text)
        yield
        return
    os.mkfifo(path, 0o600)
    feeder = scheduler.background(_feed, path, text, name="feed")
    try:
        yield
    finally:
        while feeder.is_alive():  # the command is gone; the feeder may wait for a reader
            _open_and_close(path)
            feeder.join(0.01)


def streams(text: str) -> bool:
    """Whether a command that streams its input (see `run_candidate`) gets `text` through a
    pipe: a text whose held section is large."""
    return isinstance(text, HeldText) and text.section.length >= STREAM_FROM


def _feed(path: str, text: str) -> None:
    with contextlib.suppress(OSError):  # the reader stopped reading, or never came
        write_text(path, text)  # opening the pipe waits for the reader


def _open_and_close(fifo: str) -> None:
    """Open and close `fifo` for reading: a writer waiting to open it opens, and then finds
    no reader (EPIPE) and stops."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))


def run_in_group(command: list[str], cwd: str, timeout: float,
                 env: dict[str, str] | None = None, memory_limit: int | None = None,
                 groups: ProcessGroups | None = None) -> Run:
    """Run `command` (an argument list, never a shell line) in a new session.

    On timeout or interruption the whole process group is killed (TERM, then KILL); after a
    normal exit, children it left behind are killed too. Raises RunCancelled when `groups`
    cancelled the run meanwhile.
    """
    preexec = functools.partial(_limit_memory, memory_limit) if memory_limit else None
    cancels = groups.cancels if groups is not None else 0
    proc = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True, env=env,
                            preexec_fn=preexec)
    capture = _Capture()
    cancelled = False
    try:
        if groups is not None:
            groups.add(proc, cancels)
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
    signal_group(proc, signal.SIGKILL)  # children the run left behind go too
    if cancelled:
        raise RunCancelled()
    return Run(returncode, returncode is None, capture.text())


def _drain(proc: subprocess.Popen, capture: _Capture, deadline: float) -> bool:
    """Read the output until the pipe closes; False when the deadline strikes first.

    The wait wakes for output, the process's exit (its pidfd, watched beside the pipe) or the
    deadline, never on a timer. After output it lets more gather for a moment (the pipe holds
    a megabyte), waking early only at the exit: a compiler writes its diagnostics in hundreds
    of small writes, and each wake-up of a thread costs more CPU than the rest of a run. Not
    after a large read: the compiler is printing megabytes (a whole module, with a
    diagnostic's "see current operation"), and it would wait on a full pipe meanwhile."""
    fd = proc.stdout.fileno()  # type: ignore[union-attr]
    with contextlib.suppress(OSError):
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_SIZE)
    exited = _exit_watch(proc)
    exited_at: float | None = None
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_READ)
        if exited is not None:
            selector.register(exited, selectors.EVENT_READ)
        try:
            while True:
                now = time.monotonic()
                if now >= deadline:
                    return False
                if exited_at is None and proc.poll() is not None:
                    exited_at = now  # its children may still hold the pipe open: they go
                    signal_group(proc, signal.SIGKILL)
                    if exited is not None:
                        selector.unregister(exited)
                if exited_at is not None and now - exited_at > _GRACE:
                    return True  # a process that left the group holds the pipe: stop reading
                wait = min(deadline - now if exited_at is None else exited_at + _GRACE - now,
                           _LONGEST_WAIT)
                for key, _ in selector.select(min(wait, _POLL) if exited is None else wait):
                    if key.fd != fd:
                        continue  # the process exited: seen by poll() above
                    chunk = os.read(fd, PIPE_SIZE)
                    if not chunk:
                        return True
                    capture.add(chunk)
                    if exited_at is None and exited is not None and len(chunk) < _SMALL:
                        select.select([exited], [], [], min(_GATHER, wait))
        finally:
            if exited is not None:
                os.close(exited)


def _exit_watch(proc: subprocess.Popen) -> int | None:
    """A descriptor that becomes readable when `proc` exits (Linux's pidfd), or None where
    there is none: then the wait polls."""
    try:
        return os.pidfd_open(proc.pid)
    except (AttributeError, OSError):
        return None


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


def _kill_group(proc: subprocess.Popen) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        signal_group(proc, sig)
        try:
            proc.wait(timeout=2)
            return
        except subprocess.TimeoutExpired:
            continue


@dataclass(frozen=True)
class ToolRun:
    returncode: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


def run_tool(command: list[str], stdin: str | bytes = b"", timeout: float = 600.0,
             symbols: bool = False, stop: int = signal.SIGKILL) -> ToolRun:
    """Run a short tool step (an argument list, never a shell line) to completion, in a new
    session: what it leaves behind (a wrapper script's children) is killed with its group.

    Its input and output go through unnamed files (`_scratch`), not pipes: a pipe is served
    by this process, so a thread of it that holds the interpreter (compiling the parser's
    patterns, say) would stall a tool that reads or writes megabytes. Raises ToolFailed when it
    cannot start or does not finish within `timeout` seconds. `stop`: the signal that ends it
    then (another than SIGKILL lets it act first, e.g. SIGABRT makes MLIR write its crash
    reproducer; it is killed if it is not gone `_STOP_GRACE` seconds later).
    """
    env = {**os.environ, **({} if symbols else NO_SYMBOLS)}
    with _scratch() as source, _scratch() as out, _scratch() as err:
        if isinstance(stdin, str):
            write_text(os.dup(source.fileno()), stdin)  # the section spelled out
        else:
            source.write(stdin)
            source.flush()
        source.seek(0)
        try:
            proc = subprocess.Popen(command, stdin=source, stdout=out, stderr=err, env=env,
                                    start_new_session=True)
        except OSError as e:
            raise ToolFailed(f"cannot run {command[0]}: {e.strerror or e}") from None
        if _waited(proc, timeout, stop) is None:
            raise ToolFailed(f"{os.path.basename(command[0])} did not finish within "
                             f"{timeout:g} s", timed_out=True)
        return ToolRun(proc.returncode, _read_back(out), _read_back(err))


def run_step(command: list[str], stdin: str | bytes = b"", timeout: float = 600.0,
             symbols: bool = False, stop: int = signal.SIGKILL) -> Run:
    """`run_tool` for a step whose hang is an outcome, not an error (a compiler on a test):
    timed out, without output, when it does not finish within `timeout` seconds (ended by
    `stop`, as `run_tool` says). Raises ToolFailed when it cannot start."""
    try:
        done = run_tool(command, stdin, timeout, symbols, stop)
    except ToolFailed as e:
        if not e.timed_out:
            raise
        return Run(None, True, "")
    return Run(done.returncode, False, done.output)


def _scratch() -> BinaryIO:
    """An unnamed file for a tool step's input or output: in memory where the system makes
    such files (Linux's memfd, far cheaper than a temp file on disk, and a run has three),
    else a temp file."""
    try:
        return os.fdopen(os.memfd_create(TEMP_PREFIX, os.MFD_CLOEXEC), "w+b")
    except (AttributeError, OSError):
        return tempfile.TemporaryFile(prefix=TEMP_PREFIX)


def _waited(proc: subprocess.Popen, timeout: float,
            stop: int = signal.SIGKILL) -> int | None:
    """`proc`'s exit status, or None when it was stopped (by `stop`) at `timeout` seconds;
    its process group is killed after it."""
    try:
        exited = _exits_within(proc, timeout, stop)
        if not exited and stop != signal.SIGKILL:
            _exits_within(proc, _STOP_GRACE)
    except BaseException:  # Ctrl-C: the tool goes too
        signal_group(proc, signal.SIGKILL)
        proc.wait()
        raise
    signal_group(proc, signal.SIGKILL)  # once it exited: what it left behind
    returncode = proc.wait()
    return returncode if exited else None


def _exits_within(proc: subprocess.Popen, timeout: float, stop: int = signal.SIGKILL) -> bool:
    """Whether `proc` exits within `timeout` seconds; if not, its group is sent `stop`. The wait
    wakes when it exits (its pidfd); where there is no pidfd, a timer signals it at
    `timeout`: a wait with a timeout polls, and would add its polling interval to each run."""
    exited = _exit_watch(proc)
    if exited is not None:
        try:
            if select.select([exited], [], [], timeout)[0]:
                return True
            signal_group(proc, stop)
            return False
        finally:
            os.close(exited)
    expired = threading.Event()

    def kill() -> None:
        expired.set()
        signal_group(proc, stop)
        if stop != signal.SIGKILL:  # the wait below ends only when it is gone
            finish = threading.Timer(_STOP_GRACE, signal_group, (proc, signal.SIGKILL))
            finish.daemon = True
            finish.start()

    timer = threading.Timer(timeout, kill)
    timer.daemon = True
    timer.start()
    try:
        proc.wait()
    finally:
        timer.cancel()
    return not expired.is_set()


def _read_back(file: BinaryIO) -> str:
    file.seek(0)
    return file.read().decode(errors="replace")
