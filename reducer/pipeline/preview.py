"""The search of a program, previewed while the checks that decide it run.

A program derived from the input is searched only once it has failed with the user's flags
and its calibration has found the phase: the program lifted from a failing
executable (and the isolation that names it), the failing op alone of an input that fails
the verifier. That is one compile's wait in which jobs stand idle. The program is searched in
that wait by a preview: an engine of its own (fresh strategies,
its own prints) on its own thread, judged at the phase the calibration will most likely
pick. It decides as the search will (the engine's order, the same verdicts), but nothing it
accepts is kept: it only makes verdicts. Its compiles wait behind the checks' in the
scheduler's queue (`PRIORITY`): they take only the slots the checks leave.

When that program is the one searched, `hand_over` stops the preview before the search
begins, leaving it the verdicts made (in the oracle's cache) and those in the making (which
the oracle lets a second asker wait for): the same texts at the same phase, so the search's
first candidates are judged a compile sooner. Otherwise its runs are stopped. What the
reduction decides and writes is the same either way.
"""
from __future__ import annotations

import threading
from collections.abc import Sequence

from reducer.ir import Module
from reducer.oracle.oracle import Oracle
from reducer.oracle.phases import Phase
from reducer.pipeline.prefilter import Prefilter
from reducer.pipeline.prints import PrintCache
from reducer.pipeline.search import Begin, Context
from reducer.pipeline.setup import fresh_strategies
from reducer.search.engine import Engine, Problem

# The priority of the preview's compiles (times their likelihood): below the checks' (NOW),
# whose verdicts are read for certain.
PRIORITY = 0.5


def preview_beside(oracle: Oracle, context: Context, module: Module, begin: Begin,
                   phase: Phase | None) -> Preview | None:
    """The preview of the search of `module`, which begins as `begin`, at `phase`, started;
    None with one job (the checks take it), or when the strategies cannot be made afresh."""
    strategies = fresh_strategies(context.options, context.iree_opt)
    if context.jobs < 2 or strategies is None:
        return None
    preview = Preview(oracle, context, strategies, phase)
    preview.start(module, begin)
    return preview


class Preview:
    """The preview of one program's search (see the module's docstring), with the jobs the
    search has (its share of a cluster shared with other reductions)."""

    def __init__(self, oracle: Oracle, context: Context, strategies: Sequence,
                 phase: Phase | None) -> None:
        self.oracle, self.context, self.phase = oracle, context, phase
        self.strategies = strategies
        self.text: str | None = None  # of the program previewed, once started
        self._stopped = threading.Event()
        self._lock = threading.Lock()
        self._judged: dict[str, int] = {}  # every text judged, and how many times

    def start(self, module: Module, begin: Begin) -> None:
        """Search `module`, which begins as `begin`, on a thread of its own, until
        `hand_over`."""
        printed = PrintCache()
        self.text = printed(module)
        judge = self.context.judge(self.oracle, self.text, begin is Begin.LIFTED, self.phase)
        problem = Problem(module, render=printed, size=printed.size,
                          is_interesting=lambda text: self._judge(judge, text),
                          jobs_now=lambda: _jobs(self.context))
        engine = Engine(problem, self.strategies, jobs=max(2, self.context.jobs),
                        scheduler=self.context.scheduler,
                        second_path=begin is not Begin.LIFTED)  # as the search's
        self.context.wasted.append(self.unread)
        self.context.scheduler.submit(self._run, engine, tag=self, priority=PRIORITY)

    def hand_over(self, text: str | None) -> None:
        """The search of `text` begins (None: none of the program previewed): it stops;
        its runs in flight go on if it previewed that very text, else they are stopped."""
        self._stopped.set()
        with self._lock:
            judged = list(self._judged)
        if text != self.text and judged:
            self.oracle.discard(judged, self.phase)  # kills those still in flight

    def unread(self) -> int:
        """The compiles it made that no search read (stopped ones included)."""
        with self._lock:
            judged = list(self._judged.items())
        return sum(self.oracle.asked(text, self.phase) == times for text, times in judged)

    def _run(self, engine: Engine) -> None:
        try:
            engine.run()
        except Exception:  # stopped (`_Stopped`), or an error the search meets again
            pass

    def _judge(self, judge: Prefilter, text: str) -> bool:
        if self._stopped.is_set():
            raise _Stopped()
        with self._lock:
            self._judged[text] = self._judged.get(text, 0) + 1
        return judge(text)


def _jobs(context: Context) -> int:
    """The jobs of the run now: its part of a cluster shared with other reductions."""
    share = context.options.share
    return share.jobs() if share is not None else context.jobs


class _Stopped(Exception):
    """The preview was handed over: it judges nothing more."""
