"""Children that outlive the call that starts them: a long-lived child that answers requests
on its pipes (`Helper`), in a session of its own, killed with its group."""
from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import time

from reducer.processes.process import signal_group

__all__ = ["Helper"]


class Helper:
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

    def running(self) -> bool:
        return self._proc.poll() is None

    def stop(self) -> None:
        """Kill it with its group."""
        if self._proc.poll() is None:
            signal_group(self._proc, signal.SIGKILL)
        self._proc.wait()
        for pipe in (self._proc.stdin, self._proc.stdout):
            with contextlib.suppress(OSError):
                pipe.close()  # type: ignore[union-attr]

