"""Commands run for work that may not be wanted: ahead of the step that would ask for them,
at a priority that yields to the work that is."""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time

from reducer.process import NO_SYMBOLS, signal_group


class Background:
    """A command run for work that may not be wanted: in a session of its own, at the lowest
    priority (its threads', and its session's where Linux schedules sessions as groups,
    autogroups weighed each as a whole), its output discarded. `wanted` raises it to the
    usual priority; `stop` kills it."""

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

    def stop(self) -> None:
        if self._proc.poll() is None:
            signal_group(self._proc, signal.SIGKILL)
        self._proc.wait()


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
