"""iree-opt without a process start, for the verifier and cleanup passes: workers that hold
the compiler's Python bindings (`bindings_worker.py`, a script of their own).

A search verifies candidates before or after their compiles, and cleans some up with
iree-opt's passes; starting iree-opt costs tens of milliseconds where a small program
verifies, or runs canonicalize and cse, in one: on small programs the starts were a third
of a search's time. A worker stands for the iree-opt bundled with the bindings (the same
build) and no other. Its verdicts are taken (they were iree-opt's on every candidate text
of the samples' reductions), and so are its texts after passes, printed as iree-opt prints
them (byte for byte, on the same texts) for the passes it knows (`PASSES`); the error
messages of a text that does not verify, or whose passes fail, are
asked of iree-opt, as a caller that compares them needs iree-opt's very words.

Workers start once iree-opt has found a text that verifies (`warm`: a reduction of texts
that do not, such as an input that fails the verifier, needs none), more when all are
busy, one at a time, up to `WORKERS`, iree-opt answering until one is ready (and when none
is idle within `WAIT`). One that dies (a crash of the verifier) is not replaced after
`DEATHS` of them, nor are any when the bindings do not load. A pass that kills one (a
crash in a pattern, often the very bug reduced), or outlasts `PASSES_SECONDS`, leaves
passes to iree-opt from then on.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable, Sequence

from reducer.processes.children import Helper
from reducer.processes.tools import ToolError, bundled, find_tool

WORKERS = 4  # at once at most
DEATHS = 3  # workers lost before none is started again
ANSWER_SECONDS = 120.0  # a verification this long is iree-opt's to make
# Passes this long are iree-opt's to run, from then on: a pass that loops (a hang reduced)
# costs a worker this much once, and iree-opt's own time limit after it.
PASSES_SECONDS = 10.0
WAIT = 0.25  # seconds a busy worker is waited for before iree-opt is asked
_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bindings_worker.py")
# iree-opt's flags for the passes a worker runs -> their names in a pipeline.
PASSES = {flag: flag[2:] for flag in ("--canonicalize", "--cse", "--symbol-dce", "--inline",
                                      "--iree-util-strip-and-splat-constants")}


class _Workers:
    """The workers: idle ones, and those starting (not ready yet)."""

    def __init__(self) -> None:
        self._idle: list[Helper] = []
        self._starting: list[Helper] = []
        self._busy = 0
        self._deaths = 0
        self._passes_killed = False  # a pass killed a worker, or outlasted its time
        self._changed = threading.Condition()  # a worker became idle

    def verifies(self, body: str) -> bool | None:
        """Whether `body` verifies as a worker says (None: no worker is ready, or it
        died)."""
        answer = self._ask(b"v", body.encode(), lambda worker, status: status,
                           ANSWER_SECONDS)
        return None if answer is None else answer == b"1"

    def after_passes(self, body: str, pipeline: str) -> str | None:
        """`body` after the passes of `pipeline`, as a worker prints it (None: no worker
        is ready, it died, or the text does not verify or a pass failed)."""
        if self._passes_killed:
            return None

        def printed(worker: Helper, status: bytes) -> bytes | None:
            if status != b"1":
                return None
            size = worker.answered(8, PASSES_SECONDS)
            text = None if size is None else \
                worker.answered(int.from_bytes(size, "little"), PASSES_SECONDS)
            if text is None:
                worker.stop()  # its answer not read whole: out of step with requests
            return text

        answer = self._ask(b"p", pipeline.encode() + b"\0" + body.encode(), printed,
                           PASSES_SECONDS)
        return answer.decode() if answer else None

    def _ask(self, kind: bytes, payload: bytes,
             rest: Callable[[Helper, bytes], bytes | None], seconds: float) -> bytes | None:
        """The answer of a worker to a request: its status byte, then `rest` of it read;
        None when no worker is ready, or it died or did not answer within `seconds` (and
        was stopped)."""
        worker = self._take()
        if worker is None:
            return None
        status = worker.ask(kind + len(payload).to_bytes(8, "little") + payload, 1, seconds)
        answer = rest(worker, status) if status is not None else None
        died = answer is None and not worker.running()
        with self._changed:
            self._busy -= 1
            if died:
                self._deaths += kind == b"v"
                self._passes_killed |= kind == b"p"
            else:
                self._idle.append(worker)
            self._changed.notify()
        return answer

    def warm(self) -> None:
        """A worker starting, unless one is."""
        with self._changed:
            if not (self._idle or self._starting or self._busy):
                self._start()

    def _take(self) -> Helper | None:
        """An idle worker, marked busy; else one more started when all are busy (one at a
        time, `WORKERS` at most), and a busy one waited for, `WAIT` seconds at most: it
        answers in milliseconds, where iree-opt's start takes tens. None when none is ready
        in time."""
        deadline = time.monotonic() + WAIT
        with self._changed:
            while True:
                self._poll_starting()
                if self._idle:
                    self._busy += 1
                    return self._idle.pop()
                if not self._starting and 0 < self._busy < WORKERS:
                    self._start()
                left = deadline - time.monotonic()
                if not self._busy or left <= 0:
                    return None
                self._changed.wait(left)

    def _poll_starting(self) -> None:
        """The workers started that are ready now join the idle ones (under the lock)."""
        for worker in list(self._starting):
            ready = worker.answered(1, 0)
            if ready is not None or not worker.running():
                self._starting.remove(worker)
            if ready is not None:
                self._idle.append(worker)
            elif not worker.running():
                self._deaths = DEATHS  # the bindings do not load: never again

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


def after_passes(body: str, passes: Sequence[str], iree_opt: str | None) -> str | None:
    """`body` after iree-opt's passes `passes` (its flags), in generic form, as a worker
    prints it for the iree-opt `iree_opt`; None when iree-opt is to be asked: no worker is
    ready, that iree-opt is not the bindings' build, a pass is not one a worker knows, or
    the text does not verify or a pass failed (iree-opt's messages say why)."""
    if not (body.strip() and _stands_for(iree_opt) and all(flag in PASSES for flag in passes)):
        return None
    return _WORKERS.after_passes(body, f"builtin.module({','.join(PASSES[f] for f in passes)})")


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
