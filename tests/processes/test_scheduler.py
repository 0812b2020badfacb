"""The scheduler of a reduction's compiles: one priority queue, one bound shared by every
submitter, cancel by tag (a compile waiting, a process running, one not asked for yet)."""
from __future__ import annotations

import threading
import time
from concurrent.futures import CancelledError, Future
from pathlib import Path

import pytest
from cli_runs import wait_until

from reducer.processes.process import RunCancelled, run_in_group
from reducer.processes.scheduler import Scheduler, current_priority


def _held(scheduler: Scheduler) -> tuple[threading.Event, threading.Thread]:
    """Every slot of `scheduler` held by compiles of this test's own, until the event."""
    release = threading.Event()

    def hold() -> None:
        with scheduler.compiling("held"):
            release.wait(10)

    holders = [threading.Thread(target=hold) for _ in range(scheduler.jobs)]
    for holder in holders:
        holder.start()
    assert wait_until(lambda: len(scheduler._compiles) == scheduler.jobs, 5)
    return release, holders[0]


def _queued(scheduler: Scheduler, count: int) -> bool:
    return wait_until(lambda: len(scheduler._queue) == count, 5)


def _order_of_compiles() -> list[str]:
    """Four compiles queued for one slot, in the order they ran."""
    scheduler = Scheduler(1)
    release, _ = _held(scheduler)
    order: list[str] = []

    def compile_(name: str, delay: float) -> None:
        time.sleep(delay)  # the later submitted reaches the queue first
        with scheduler.compiling():
            order.append(name)

    futures = [scheduler.submit(compile_, name, delay, priority=priority)
               for name, priority, delay in [("unlikely", 0.2, 0.0), ("likely", 0.9, 0.2),
                                             ("likely too", 0.9, 0.0), ("even", 0.5, 0.1)]]
    assert _queued(scheduler, 4)
    release.set()
    for future in futures:
        future.result(10)
    return order


def test_compiles_go_by_priority_then_submission_order() -> None:
    """One slot: the compiles waiting for it go likeliest first, ties in the order they were
    submitted, whatever order their threads reach the queue in; the same every time."""
    for _ in range(3):
        assert _order_of_compiles() == ["likely", "likely too", "even", "unlikely"]


def test_one_bound_for_every_submitter() -> None:
    """Two stages submit four compiles each to a scheduler of two jobs: never more than two
    run at once, and all eight run."""
    scheduler = Scheduler(2)
    running, most, done = 0, 0, []
    lock = threading.Lock()

    def compile_(stage: str) -> None:
        nonlocal running, most
        with scheduler.compiling():
            with lock:
                running += 1
                most = max(most, running)
            time.sleep(0.05)
            with lock:
                running -= 1
                done.append(stage)

    def stage(name: str) -> list[Future]:
        return [scheduler.submit(compile_, name, tag=name) for _ in range(4)]

    futures: list[Future] = []
    stages = [threading.Thread(target=lambda n=n: futures.extend(stage(n)))
              for n in ("search", "prefetch")]
    for thread in stages:
        thread.start()
    for thread in stages:
        thread.join()
    for future in futures:
        future.result(10)
    assert most == 2 and sorted(done) == ["prefetch"] * 4 + ["search"] * 4


def test_a_task_submitted_by_a_task_takes_its_priority_and_tags() -> None:
    scheduler = Scheduler(2)

    def inner() -> float:
        with scheduler.compiling():
            return current_priority()

    outer = scheduler.submit(lambda: scheduler.submit(inner).result(), priority=0.3,
                             tag="round")
    assert outer.result(5) == 0.3
    assert current_priority() == 1.0  # outside a task: needed now


def test_cancel_stops_the_compiles_of_a_tag_alone(tmp_path: Path) -> None:
    """Cancelling a tag: its compiles waiting never run (CancelledError), its compile
    running is killed (RunCancelled), the next one asked for with `coming` is cancelled as
    it comes; another tag's compile goes on to its end."""
    scheduler = Scheduler(2)

    def run(seconds: float) -> int | None:
        with scheduler.compiling() as turn:
            return run_in_group(["sleep", str(seconds)], str(tmp_path), 30, groups=turn)\
                .returncode

    running = scheduler.submit(run, 30, tag="voided")
    kept = scheduler.submit(run, 1, tag="kept")
    waiting = scheduler.submit(run, 30, tag="voided")
    assert _queued(scheduler, 1)
    start = time.monotonic()
    scheduler.cancel(["voided", "not asked yet"], coming=True)
    with pytest.raises(RunCancelled):
        running.result(10)
    with pytest.raises(CancelledError):
        waiting.result(10)
    with pytest.raises(CancelledError):
        with scheduler.compiling("not asked yet"):
            pass
    with scheduler.compiling("not asked yet"):  # only the next one
        pass
    assert kept.result(10) == 0
    assert time.monotonic() - start < 10


def test_a_stopped_tag_gets_no_more_compiles() -> None:
    scheduler = Scheduler(1)
    scheduler.stop("oracle")
    for _ in range(2):
        with pytest.raises(CancelledError):
            with scheduler.compiling("oracle"):
                pass
    with scheduler.compiling("another"):
        pass


def test_a_compile_needed_now_takes_the_slot_of_a_speculative_one(tmp_path: Path) -> None:
    """One slot, held by a speculative compile (a trial's, likelihood 0.3): a compile needed
    now does not wait for it, the speculative one is killed; one as likely waits its turn."""
    scheduler = Scheduler(1)

    def run(seconds: float) -> int | None:
        with scheduler.compiling() as turn:
            return run_in_group(["sleep", str(seconds)], str(tmp_path), 30, groups=turn)\
                .returncode

    speculative = scheduler.submit(run, 30, priority=0.3)
    assert wait_until(lambda: any(c.granted for c in scheduler._compiles), 5)
    start = time.monotonic()
    assert run(0.1) == 0
    assert time.monotonic() - start < 5
    with pytest.raises(RunCancelled):
        speculative.result(10)
    needed = scheduler.submit(run, 0.5)
    assert wait_until(lambda: any(c.granted for c in scheduler._compiles), 5)
    start = time.monotonic()
    assert run(0.1) == 0 and needed.result(5) == 0
    assert time.monotonic() - start >= 0.5
