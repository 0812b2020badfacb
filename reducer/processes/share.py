"""Workers shared by reductions running at once: a triage farm's cluster."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator


class Share:
    """The workers of a cluster that several reductions use at once (`reducer.reduce(...,
    share=)`): each keeps at most `workers / reductions running` compiles of its search in
    flight, and at least `least`. A cluster runs a guess of one reduction to its end once
    it has started, and the guesses of eight reductions, each as many as the workers, fill
    them with compiles no step is waiting for; the reductions' next steps then wait behind
    them. A reduction that ends leaves its part to those still running. The decisions, and
    so the results, do not depend on it."""

    def __init__(self, workers: int, least: int = 2) -> None:
        self.workers, self.least = workers, least
        self._running = 0
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def taken(self) -> Iterator[None]:
        """Within it, one more reduction uses the workers."""
        with self._lock:
            self._running += 1
        try:
            yield
        finally:
            with self._lock:
                self._running -= 1

    def jobs(self) -> int:
        """The compiles each reduction may have in flight now."""
        with self._lock:
            return max(self.least, self.workers // max(1, self._running))
