"""iree-opt's verifier without a process start: workers that hold the compiler's Python
bindings (`verify_worker.py`, a script of their own) say whether a text verifies.

A search verifies candidates before or after their compiles, and starting iree-opt costs
tens of milliseconds where a small program verifies in one: on small programs, the starts
were a third of a search's time. A worker stands for the iree-opt bundled with the bindings
(the same build) and no other. Its verdict is taken (on 361 candidate texts of 11 samples,
it was iree-opt's every time); the error messages of a text that does not verify are asked
of iree-opt, as a caller that compares them needs iree-opt's very words. Workers
start once iree-opt has found a text that verifies (`warm`: a reduction of texts that do
not, such as an input that fails the verifier, needs none), more when all are busy, one at
a time, up to `WORKERS`, iree-opt answering until one is ready; one that dies (a crash of
the verifier) is not replaced after `DEATHS` of them, nor are any when the bindings do not
load.
"""
from __future__ import annotations

import os
import sys
import threading

from reducer.process import Helper
from reducer.tools import ToolError, bundled, find_tool

WORKERS = 4  # at once at most
DEATHS = 3  # workers lost before none is started again
ANSWER_SECONDS = 120.0  # a verification this long is iree-opt's to make
_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "verify_worker.py")


class _Workers:
    """The workers: idle ones, and those starting (not ready yet)."""

    def __init__(self) -> None:
        self._idle: list[Helper] = []
        self._starting: list[Helper] = []
        self._busy = 0
        self._deaths = 0
        self._lock = threading.Lock()

    def verifies(self, body: str) -> bool | None:
        """Whether `body` verifies as a worker says (None: no worker is ready, or it
        died)."""
        worker = self._take()
        if worker is None:
            return None
        encoded = body.encode()
        answer = worker.ask(len(encoded).to_bytes(8, "little") + encoded, 1, ANSWER_SECONDS)
        with self._lock:
            self._busy -= 1
            if answer is None:
                self._deaths += 1
            else:
                self._idle.append(worker)
        return None if answer is None else answer == b"1"

    def warm(self) -> None:
        """A worker starting, unless one is."""
        with self._lock:
            if not (self._idle or self._starting or self._busy):
                self._start()

    def _take(self) -> Helper | None:
        """An idle worker, marked busy; else None, one more started when all are busy
        (one at a time, `WORKERS` at most)."""
        with self._lock:
            for worker in list(self._starting):
                ready = worker.answered(1, 0)
                if ready is not None or not worker.running():
                    self._starting.remove(worker)
                if ready is not None:
                    self._idle.append(worker)
                elif not worker.running():
                    self._deaths = DEATHS  # the bindings do not load: never again
            if self._idle:
                self._busy += 1
                return self._idle.pop()
            if not self._starting and 0 < self._busy < WORKERS:
                self._start()  # all are busy
            return None

    def _start(self) -> None:
        """One more worker starting, unless too many died (under the lock)."""
        if self._deaths < DEATHS:
            self._starting.append(Helper([sys.executable, _SCRIPT]))


_WORKERS = _Workers()
_SAME_BUILD: dict[str | None, bool] = {}


def verifies(body: str, iree_opt: str | None) -> bool | None:
    """Whether `body` verifies as a worker says, for the iree-opt `iree_opt` (found as
    `find_tool` finds it); None when iree-opt is to be asked: no worker is ready, or that
    iree-opt is not the bindings' build."""
    return _WORKERS.verifies(body) if _stands_for(iree_opt) else None


def warm(iree_opt: str | None) -> None:
    """Start a worker for `iree_opt` now, unless one is, if it may stand for it: it loads
    the bindings while the caller goes on (iree-opt verified a text: more will follow)."""
    if _stands_for(iree_opt):
        _WORKERS.warm()


def _stands_for(iree_opt: str | None) -> bool:
    same = _SAME_BUILD.get(iree_opt)
    if same is None:
        same = _SAME_BUILD[iree_opt] = _is_bundled(iree_opt)
    return same


def _is_bundled(iree_opt: str | None) -> bool:
    try:
        path, own = find_tool("iree-opt", iree_opt), bundled("iree-opt")
    except ToolError:
        return False
    return own is not None and os.path.realpath(path) == os.path.realpath(own)
