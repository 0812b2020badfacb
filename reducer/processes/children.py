"""Children that outlive the call that starts them: a command for work that may not be wanted
(`Background`, at the lowest priority until it is) and a long-lived child that answers
requests on its pipes (`Helper`). Each runs in a session of its own, killed with its group."""
from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import time

from reducer.processes.process import NO_SYMBOLS, signal_group

__all__ = ["Background", "Helper"]


class _Child:
    """A child that outlives the call that starts it, in a session of its own, which `stop`
    kills with its group."""

    _proc: subprocess.Popen

    def running(self) -> bool:
        return self._proc.poll() is None

    def stop(self) -> None:
        if self._proc.poll() is None:
            signal_group(self._proc, signal.SIGKILL)
        self._proc.wait()


class Background(_Child):
    """A command run for work that may not be wanted: at the lowest priority (its threads',
    and its session's where Linux schedules sessions as groups, autogroups weighed each as a
    whole), its output discarded. `wanted` raises it to the usual priority."""

    def __init__(self, command: list[str], symbols: bool = False) -> None:
        self.started = time.monotonic()
        self._proc = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True,
            env={**os.environ, **({} if symbols else NO_SYMBOLS)}, preexec_fn=_lowest_priority)

    def wanted(self) -> bool:
        """At the usual priority from now; False when the system does not allow it (a higher
        priority takes a privilege) and the command still runs."""
        try:
            os.setpriority(os.PRIO_PGRP, self._proc.pid, 0)
            _set_autogroup_nice(self._proc.pid, 0)
        except OSError:
            return self._proc.poll() is not None
        return True

    def wait(self, timeout: float) -> int | None:
        """Its exit status; None when it is killed, not done within `timeout` seconds."""
        try:
            return self._proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.stop()
            return None


class Helper(_Child):
    """A long-lived child that answers requests on its pipes, one at a time; it ends when
    its stdin closes (with the reducer, however it ends)."""

    def __init__(self, command: list[str]) -> None:
        self._proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, start_new_session=True)

    def answered(self, size: int, timeout: float | None) -> bytes | None:
        """Its next answer of `size` bytes, waited for `timeout` seconds at most (None:
        not within it, or the child ended and is stopped)."""
        assert self._proc.stdout is not None
        stdout = self._proc.stdout.fileno()  # read unbuffered: nothing read ahead
        deadline = None if timeout is None else time.monotonic() + timeout
        answer = bytearray()
        while len(answer) < size:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not select.select([stdout], [], [], left)[0]:
                if answer:  # part of an answer: the child is lost for the next
                    self.stop()
                return None
            chunk = os.read(stdout, size - len(answer))
            if not chunk:
                self.stop()
                return None
            answer += chunk
        return bytes(answer)

    def ask(self, request: bytes, size: int, timeout: float) -> bytes | None:
        """The answer to `request` (see `answered`)."""
        try:
            assert self._proc.stdin is not None
            self._proc.stdin.write(request)
            self._proc.stdin.flush()
        except OSError:
            self.stop()
            return None
        answer = self.answered(size, timeout)
        if answer is None:
            self.stop()
        return answer

    def stop(self) -> None:
        super().stop()
        for pipe in (self._proc.stdin, self._proc.stdout):
            with contextlib.suppress(OSError):
                pipe.close()  # type: ignore[union-attr]


def _lowest_priority() -> None:
    os.nice(19)
    with contextlib.suppress(OSError):
        _set_autogroup_nice("self", 19)


def _set_autogroup_nice(pid: int | str, nice: int) -> None:
    """Raises OSError where it may not; nothing where there are no autogroups."""
    path = f"/proc/{pid}/autogroup"
    if os.path.exists(path):
        with open(path, "w") as f:
            f.write(str(nice))
