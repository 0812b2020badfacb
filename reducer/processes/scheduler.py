"""The one place that starts threads: every piece of work that runs beside another (a
speculative compile, a prefetched calibration, a confirmation started before the
search ends, a pipe fed while a compiler reads it) is a task of a pool or a thread made here.

Threads, not processes: the work is waiting for child processes (`reducer.processes.process`)
or for Dask, so the GIL is no bottleneck. Which compile goes first is the oracle's business
(its likelihood, a priority on Dask); what is cancelled is the process groups' (by tag).
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

__all__ = ["background", "pool"]


def pool(workers: int, name: str) -> ThreadPoolExecutor:
    """A pool of at most `workers` threads (at least one), named `name` in stack dumps; shut
    down by its owner (`with pool(...)` or `.shutdown()`)."""
    return ThreadPoolExecutor(max(1, workers), thread_name_prefix=name)


def background(function: Callable[..., Any], *args: Any, name: str) -> threading.Thread:
    """`function(*args)` started on a daemon thread, which never keeps the reducer alive."""
    thread = threading.Thread(target=function, args=args, name=name, daemon=True)
    thread.start()
    return thread
