"""The one place that starts threads: every piece of work that runs beside another (a
speculative compile, a prefetched calibration, a confirmation started before the search
ends, a pipe fed while a compiler reads it) is a task of the reduction's `Scheduler` or a
thread made here.

Threads, not processes: the work is waiting for child processes (`reducer.processes.process`)
or for Dask, so the GIL is no bottleneck.

One `Scheduler` per reduction, shared by all its stages. A task (`submit`) runs on a thread
of its own at once, but each compile (`compiling`) waits for one of `jobs` slots, in one
priority queue keyed by (priority, submission order): the compile whose verdict is likelier
to be read goes first, ties in the order asked. A compile needed now that finds no slot free
takes that of the least likely speculative one running, which is killed (its verdict is
made again if it is needed after all). The bound is on compiles, not on tasks: a task may
wait for tasks it submitted (a calibration's stability runs beside its phase probes)
without holding a slot that they need. A compile and its task carry tags (who asked: a
search's trial, a calibration's prefetch, an oracle, the run of one text); `cancel` stops
what a tag asked for, waiting or running, the same whether the compile is a process here or
a task on Dask.
"""
from __future__ import annotations

import contextlib
import heapq
import itertools
import os
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator
from concurrent.futures import CancelledError, Future, wait
from dataclasses import dataclass, field
from typing import Any, TypeVar

__all__ = ["NOW", "Compile", "ProcessGroups", "Scheduler", "background", "current_priority",
           "kill_all_groups", "signal_group"]

T = TypeVar("T")
# The priority of a compile made outside a task: the thread that asks for it reads its
# verdict.
NOW = 1.0


@dataclass(eq=False)
class _Task:
    priority: float
    order: int  # of submission
    tags: frozenset[Hashable]
    future: Future = field(default_factory=Future)


class ProcessGroups:
    """The process groups of runs in flight (a runner's, a Dask task's, one compile's), to
    kill them at once.

    `cancel` kills the runs in flight (their answers are not wanted); `stop` also cancels
    every run started later. A killed run raises RunCancelled: it has no verdict to cache.
    """

    def __init__(self) -> None:
        self._procs: set[subprocess.Popen] = set()
        self._cancelled: set[subprocess.Popen] = set()
        self._lock = threading.RLock()  # re-entrant: a signal handler may interrupt `add`
        self.stopped = False
        # How many times every run in flight was cancelled: a run started before such a
        # cancel and added after it (its thread was slow to get there) is cancelled too.
        self.cancels = 0
        _ALL_GROUPS.add(self)

    def add(self, proc: subprocess.Popen, cancels: int = 0) -> None:
        """Hold `proc`, started when `self.cancels` was `cancels`."""
        with self._lock:
            self._procs.add(proc)
            if self.stopped or cancels != self.cancels:
                self._cancelled.add(proc)
                signal_group(proc, signal.SIGKILL)

    def discard(self, proc: subprocess.Popen) -> bool:
        """Forget `proc`; True if it was cancelled."""
        with self._lock:
            self._procs.discard(proc)
            if proc in self._cancelled:
                self._cancelled.discard(proc)
                return True
            return False

    def cancel(self) -> None:
        """Kill the runs in flight."""
        with self._lock:
            procs = list(self._procs)
            self._cancelled.update(procs)
            self.cancels += 1
        for proc in procs:
            signal_group(proc, signal.SIGKILL)

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
        self.cancel()


_ALL_GROUPS: weakref.WeakSet[ProcessGroups] = weakref.WeakSet()


def signal_group(proc: subprocess.Popen, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, sig)


class Compile(ProcessGroups):
    """One compile, from its place in the queue to its end, as `Scheduler.cancel` stops it:
    waiting, it never runs; running, its process is killed (handed over as
    `reducer.processes.process.run_in_group` hands it to its groups), or its task on Dask
    cancelled (`remote`)."""

    def __init__(self, priority: float, order: int, tags: frozenset[Hashable]) -> None:
        super().__init__()
        self.priority, self.key, self.tags = priority, (-priority, order), tags
        self.given = threading.Event()  # its turn came, or it was cancelled
        self.granted = False  # holds a slot
        self._remote: Future | None = None

    def __lt__(self, other: Compile) -> bool:
        return self.key < other.key

    def remote(self, future: Future) -> None:
        """The compile runs as `future`, cancelled with it (at once if it was)."""
        with self._lock:
            self._remote = future
        if self.stopped:
            future.cancel()

    def stop(self) -> None:
        super().stop()
        self.given.set()
        with self._lock:
            remote = self._remote
        if remote is not None:
            remote.cancel()


# The task each thread of a scheduler runs: its compiles take its priority and order.
_running = threading.local()


class Scheduler:
    """The tasks and compiles of one reduction (see the module's docstring)."""

    # Seconds a tag cancelled while none of its compiles was known stays cancelled: a
    # compile is cancelled as its thread comes to ask for its turn.
    STARTING = 1.0

    def __init__(self, jobs: int) -> None:
        self.jobs = max(1, jobs)
        self._order = itertools.count()
        self._lock = threading.RLock()  # re-entrant: a signal handler may stop it
        self._free = self.jobs  # slots
        self._queue: list[Compile] = []  # heap
        self._compiles: set[Compile] = set()  # queued or running
        self._tasks: set[_Task] = set()  # submitted, not finished
        self._doomed: dict[Hashable, float] = {}  # tags cancelled before a compile had them
        self._stopped: set[Hashable] = set()  # None: everything
        _ALL.add(self)

    def __enter__(self) -> Scheduler:
        return self

    def __exit__(self, *exc: object) -> None:
        """A scheduler of a step of its own (`with Scheduler(jobs)`): its tasks end first."""
        with self._lock:
            tasks = [t.future for t in self._tasks]
        wait(tasks)

    def submit(self, function: Callable[..., T], *args: Any, priority: float | None = None,
               tag: Hashable = None) -> Future[T]:
        """`function(*args)` as a task; its compiles as likely to be read as `priority`
        (default: the submitting task's; NOW outside one); `tag`: who asks, for `cancel`
        (a task submitted by a task takes its tags too)."""
        task = _Task(current_priority() if priority is None else priority,
                     next(self._order), _current_tags() | _own(tag))
        with self._lock:
            self._tasks.add(task)
        background(self._run, task, function, args, name=f"task-{task.order}")
        return task.future

    def map(self, function: Callable[[Any], T], items: Iterable[Any]) -> list[T]:
        """`function` of each of `items`, as tasks all at once; their results, in order."""
        return [task.result() for task in [self.submit(function, item) for item in items]]

    def _run(self, task: _Task, function: Callable[..., Any], args: tuple) -> None:
        _running.task = task
        try:
            if task.future.set_running_or_notify_cancel():
                try:
                    task.future.set_result(function(*args))
                except BaseException as e:
                    task.future.set_exception(e)
        finally:
            with self._lock:
                self._tasks.discard(task)

    @contextlib.contextmanager
    def compiling(self, *tags: Hashable) -> Iterator[Compile]:
        """One compile, of `tags` and its task's: waits for its turn, then holds a slot.
        Raises CancelledError when cancelled before its turn."""
        task = getattr(_running, "task", None)
        turn = Compile(NOW, next(self._order), frozenset(tags)) if task is None \
            else Compile(task.priority, task.order, task.tags | frozenset(tags))
        preempted = None
        with self._lock:
            self._compiles.add(turn)
            now = time.monotonic()
            self._doomed = {t: end for t, end in self._doomed.items() if end > now}
            if None in self._stopped or not turn.tags.isdisjoint(self._stopped) or \
                    any(self._doomed.pop(t, None) for t in turn.tags):
                turn.stop()
            elif self._free > 0 and not self._queue:
                self._free -= 1
                turn.granted = True
                turn.given.set()
            else:
                heapq.heappush(self._queue, turn)
                preempted = self._preempted(turn)
        if preempted is not None:
            preempted.stop()
        try:
            turn.given.wait()
            if turn.stopped:
                raise CancelledError()
            yield turn
        finally:
            self._end(turn)

    def _preempted(self, turn: Compile) -> Compile | None:
        """The running compile whose slot `turn`, waiting, takes: when `turn` is needed now,
        the least likely to be read of those that may not be (a speculative one, killed:
        its verdict is made again if it is needed after all)."""
        running = [c for c in self._compiles if c.granted and not c.stopped]
        least = max(running, key=lambda c: c.key, default=None)
        return least if turn.priority >= NOW and least is not None and least.priority < NOW \
            else None

    def _end(self, turn: Compile) -> None:
        """`turn` is over: its slot, if it held one, goes to the next compile waiting."""
        with self._lock:
            self._compiles.discard(turn)
            if not turn.granted:
                return
            if self._queue:
                following = heapq.heappop(self._queue)
                following.granted = True
                following.given.set()
            else:
                self._free += 1

    def cancel(self, tags: Collection[Hashable] | None = None,
               coming: bool = False) -> int:
        """Stop what `tags` asked for (None: everything): tasks not started never run,
        compiles waiting raise CancelledError, running ones are killed (their runs raise
        `reducer.processes.process.RunCancelled`); `coming`: the next compile of a tag
        that has none yet, asked for within `STARTING` seconds, too. Returns how many
        were running: their work is wasted."""
        with self._lock:
            compiles = [c for c in self._compiles if tags is None or not c.tags.isdisjoint(tags)]
            self._queue = [c for c in self._queue if c not in compiles]
            heapq.heapify(self._queue)
            tasks = [t for t in self._tasks if tags is None or not t.tags.isdisjoint(tags)]
            if coming:
                known = {t for c in self._compiles for t in c.tags}
                self._doomed.update((t, time.monotonic() + self.STARTING) for t in tags or ()
                                    if t not in known)
        for task in tasks:
            task.future.cancel()
        for compile_ in compiles:
            compile_.stop()
        return sum(c.granted for c in compiles)

    def stop(self, tag: Hashable = None) -> None:
        """Cancel what `tag` asked for (None: everything), and every later compile of it."""
        with self._lock:
            self._stopped.add(tag)
        self.cancel(None if tag is None else [tag])


_ALL: weakref.WeakSet[Scheduler] = weakref.WeakSet()


def kill_all_groups() -> None:
    """Stop every run of this process, and every compile of its schedulers (for a
    SIGINT/SIGTERM handler)."""
    for scheduler in list(_ALL):
        scheduler.stop()
    for groups in list(_ALL_GROUPS):
        groups.stop()


def current_priority() -> float:
    """The priority of the task this thread runs (NOW outside a task)."""
    task = getattr(_running, "task", None)
    return NOW if task is None else task.priority


def _current_tags() -> frozenset[Hashable]:
    task = getattr(_running, "task", None)
    return frozenset() if task is None else task.tags


def _own(tag: Hashable) -> frozenset[Hashable]:
    return frozenset() if tag is None else frozenset({tag})


def background(function: Callable[..., Any], *args: Any, name: str) -> threading.Thread:
    """`function(*args)` started on a daemon thread, which never keeps the reducer alive."""
    thread = threading.Thread(target=function, args=args, name=name, daemon=True)
    thread.start()
    return thread
