"""The one place that starts threads: every piece of work that runs beside another (a
speculative compile, a prefetched calibration, a confirmation started before the search
ends, a pipe fed while a compiler reads it) is a task of the reduction's `Scheduler` or a
thread made here.

Threads, not processes: the work is waiting for child processes (`reducer.processes.process`)
or for Dask, so the GIL is no bottleneck.

One `Scheduler` per reduction, shared by all its stages. A task (`submit`) runs on a thread
of its own at once, but each compile in it (`compiling`) waits for one of `jobs` slots, in one
priority queue keyed by (priority, submission order): the compile whose verdict is likelier
to be read goes first, ties in the order asked, whether it runs here or on Dask (which is
told the priority too). The bound is on compiles, not on tasks: a task may wait for tasks it
submitted (a calibration's stability runs beside its phase probes) without holding a slot
that they need. `cancel` stops the tasks of a tag (a search's speculation, a stage's
prefetch) and the compiles of a tag that wait for their turn.
"""
from __future__ import annotations

import contextlib
import heapq
import itertools
import threading
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator
from concurrent.futures import CancelledError, Future, wait
from dataclasses import dataclass, field
from typing import Any, TypeVar

__all__ = ["NOW", "Scheduler", "background", "current_priority"]

T = TypeVar("T")
# The priority of a compile made outside a task, or in a task submitted without one: the
# thread that asks for it reads its verdict.
NOW = 1.0


@dataclass(eq=False)
class _Task:
    priority: float
    order: int  # of submission
    tags: frozenset[Hashable]
    future: Future = field(default_factory=Future)


@dataclass(order=True)
class _Turn:
    """A compile waiting for a slot; the heap's least goes first."""

    key: tuple[float, int]  # (-priority, order)
    tags: frozenset[Hashable] = field(compare=False)
    given: threading.Event = field(compare=False, default_factory=threading.Event)
    cancelled: bool = field(compare=False, default=False)


# The task each thread of a scheduler runs: its compiles take its priority and order.
_running = threading.local()


class Scheduler:
    """The tasks and compiles of one reduction (see the module's docstring)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = max(1, jobs)
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._free = self.jobs  # slots
        self._turns: list[_Turn] = []  # heap
        self._tasks: set[_Task] = set()  # submitted, not finished

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
        (tasks submitted by a task take its tags too)."""
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
    def compiling(self, tag: Hashable = None) -> Iterator[float]:
        """One compile (`tag`: for `cancel`): waits for its turn, then holds a slot; yields
        its priority. Raises CancelledError when its tags are cancelled before its turn."""
        task = getattr(_running, "task", None)
        priority, order = (NOW, next(self._order)) if task is None \
            else (task.priority, task.order)
        turn = _Turn((-priority, order), _current_tags() | _own(tag))
        with self._lock:
            if self._free > 0 and not self._turns:
                self._free -= 1
                turn.given.set()
            else:
                heapq.heappush(self._turns, turn)
        turn.given.wait()
        if turn.cancelled:
            raise CancelledError()
        try:
            yield priority
        finally:
            self._release()

    def _release(self) -> None:
        """A slot freed: the next compile waiting gets it."""
        with self._lock:
            if self._turns:
                heapq.heappop(self._turns).given.set()
            else:
                self._free += 1

    def cancel(self, tags: Collection[Hashable]) -> list[Future]:
        """Stop what `tags` asked for: tasks not started never run, compiles waiting for
        their turn raise CancelledError (a compile running is stopped by whoever runs it:
        `reducer.processes.process.ProcessGroups`, Dask). Returns the futures of the tasks
        of `tags` that run on, for their owner to wait for."""
        with self._lock:
            waiting = [t for t in self._turns if not t.tags.isdisjoint(tags)]
            self._turns = [t for t in self._turns if t.tags.isdisjoint(tags)]
            heapq.heapify(self._turns)
            tasks = [t for t in self._tasks if not t.tags.isdisjoint(tags)]
        for turn in waiting:
            turn.cancelled = True
            turn.given.set()
        return [t.future for t in tasks if not t.future.cancel()]


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
