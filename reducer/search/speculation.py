"""Speculation: with jobs > 1, the tries ahead of the one the search stands at are evaluated
before they are decided, on both outcomes of the tries not decided yet.

The trials form a tree: each is built on the state its path of outcomes leads to (on its
candidate when accepted, on its base when rejected), and holds the positions its outcomes
lead to, as far as speculation went. The most probable paths are launched first, an outcome
being as probable as its pass's decisions so far say (a verdict computed already is
certain), until `jobs` evaluations are in flight. Each decision voids the subtree it rules
out and stops its evaluations. What a trial is, and where an outcome leads, are the search's
(`reducer.search.engine`); this module only grows, evaluates and prunes the tree, so the decisions,
and the result, are those of a run with one job.
"""
from __future__ import annotations

import dataclasses
import heapq
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass, field
from typing import Any

from reducer.processes.scheduler import Scheduler, current_priority
from reducer.search.positions import EngineStats, Pass, Position, Problem
from reducer.search.protocol import Edit

__all__ = ["Following", "Speculation", "Stop", "Trial"]


@dataclass(frozen=True)
class Stop:
    """Where only the search itself may go on: the end of the search from `position`, or
    a pass whose strategy learns from the states it is shown (`done` False)."""

    position: Position
    done: bool
    opened: tuple[Pass, ...] = ()  # on the way to it, from the position before


@dataclass(eq=False)
class Trial:
    """One candidate: the proposal at `position`, applied to its state. `next` holds the
    positions its outcomes lead to, as far as speculation went: a trial, a stop, or nothing
    yet."""

    position: Position
    chosen: Sequence[Edit]
    candidate: Any = None  # None: nothing to evaluate (impossible, or not smaller)
    size: Any = None
    text: str = ""
    future: Future | None = None
    next: dict[bool, Trial | Stop] = field(default_factory=dict)
    opened: tuple[Pass, ...] = ()  # on the way to it, from the position before

    @property
    def owner(self) -> Pass:
        return self.position.pass_

    def known(self) -> bool | None:
        """Its outcome, once evaluated (None: not yet, or the evaluation failed)."""
        if self.candidate is None:
            return False
        if self.future is None or not self.future.done() or self.future.cancelled() \
                or self.future.exception() is not None:
            return None
        return bool(self.future.result())

    def after(self, outcome: bool) -> Position:
        """The position its outcome leads to."""
        here = self.position
        plan = here.plan.copy() if here.plan is not None else None
        if plan is not None:
            plan.advance(outcome)
        state, size = (self.candidate, self.size) if outcome else (here.state, here.size)
        singly = here.singly + (len(self.chosen) == 1 and not outcome)
        return dataclasses.replace(here, plan=plan, state=state, size=size,
                                   changed=here.changed or outcome, singly=singly)


# Where an outcome leads, from the position it leads to and how likely the search gets there:
# the next trial (its evaluation started), or a stop.
Following = Callable[["Position", float], "Trial | Stop"]


class Speculation:
    """The evaluations of trials in the tree, `jobs` at once, for one search."""

    # Trials kept ahead per job at most: tries that need no evaluation (impossible, or not
    # smaller) cost only their apply, and only so many of them are listed ahead.
    AHEAD = 8
    # Trials less likely than this, shared among the jobs, to be decided are not worth their
    # compile: the more jobs, the more of the less likely trials fill the ones left idle.
    UNLIKELY = 0.2
    # How likely the search must be to end with a state for its checks to start: they are
    # few compiles, and started again on another state if it becomes likelier.
    LIKELY_END = 0.3

    def __init__(self, problem: Problem[Any], stats: EngineStats, jobs: int,
                 scheduler: Scheduler) -> None:
        self.problem, self.stats, self.jobs, self.scheduler = problem, stats, jobs, scheduler
        self._live: set[Future] = set()  # evaluations of the trials in the tree
        self._started: list[Future] = []  # every evaluation
        self._ending: Any = None  # the state the search most likely ends with, once told

    def evaluate(self, trial: Trial, likelihood: float) -> None:
        """Start the evaluation of `trial`'s candidate (`likelihood`: that it is decided;
        its priority, times that of the task the search runs in, if it runs in one)."""
        trial.future = self.scheduler.submit(self.problem.is_interesting, trial.text,
                                             priority=likelihood * current_priority(),
                                             tag=trial)
        self._live.add(trial.future)
        self._started.append(trial.future)

    def decided(self, trial: Trial, outcome: bool) -> Trial | Stop | None:
        """`trial` was decided so: where speculation went from its outcome, if it went; the
        other outcome's subtree is voided."""
        if trial.future is not None:
            self._live.discard(trial.future)
        following = trial.next.get(outcome)
        self.void([trial.next[o] for o in trial.next if o is not outcome])
        trial.next.clear()
        return following

    def close(self) -> None:
        """The search is over: stop what is left (the search stopped by an error)."""
        if self._live:
            self.problem.cancel()
        for future in self._started:
            future.cancel()
        wait(self._started)

    def speculate(self, root: Trial, lead: Following) -> None:
        """Until `root` is evaluated: keep `jobs` evaluations of the most probable trials
        ahead of it in flight, voiding the branches that verdicts computed since rule out;
        `lead` says where an outcome leads."""
        while root.future is not None and not root.future.done():
            wait(self._grow(root, lead), return_when=FIRST_COMPLETED)

    def _grow(self, root: Trial, lead: Following) -> list[Future]:
        """Prune the tree below `root` of the outcomes verdicts rule out, then grow it at its
        most probable open outcomes while fewer than `jobs` evaluations are in flight;
        returns the evaluations in flight."""
        frontier: list[tuple[float, int, bool, int, Trial]] = []
        in_flight: list[Future] = []
        trials = 0
        stack = [(root, 1.0, 0)]
        end: tuple[float, Any] = (0.0, None)  # the likeliest end of the search, and its state

        def visit() -> None:
            nonlocal trials, end
            while stack:
                trial, probability, depth = stack.pop()
                trials += 1
                if trial.future is not None and not trial.future.done():
                    in_flight.append(trial.future)
                known = trial.known()
                if known is not None:
                    self.void([trial.next.pop(o) for o in list(trial.next) if o is not known])
                accepted = trial.owner.acceptance() if known is None else float(known)
                for outcome, chance in ((False, 1 - accepted), (True, accepted)):
                    following = trial.next.get(outcome)
                    if chance <= 0:
                        continue
                    if following is None:  # ties: the rejection, and the shallower, first
                        heapq.heappush(frontier, (-probability * chance, depth, outcome,
                                                  id(trial), trial))
                    elif isinstance(following, Trial):
                        stack.append((following, probability * chance, depth + 1))
                    elif following.done and probability * chance > end[0]:
                        end = (probability * chance, following.position.state)

        visit()
        jobs = self.jobs if self.problem.jobs_now is None \
            else max(1, min(self.jobs, self.problem.jobs_now()))
        while frontier and len(in_flight) < jobs \
                and trials < self.AHEAD * jobs \
                and -frontier[0][0] >= self.UNLIKELY / jobs:
            minus, depth, outcome, _, trial = heapq.heappop(frontier)
            following = lead(trial.after(outcome), -minus)
            trial.next[outcome] = following
            if isinstance(following, Trial):
                stack.append((following, -minus, depth + 1))
                visit()
            elif following.done and -minus > end[0]:
                end = (-minus, following.position.state)
        if end[0] >= self.LIKELY_END and end[1] is not self._ending:
            likelihood, self._ending = end
            self.problem.ending(self._ending, likelihood)
        return in_flight

    def void(self, branches: Sequence[Trial | Stop]) -> None:
        """Drop speculative trials: unstarted evaluations never run, the compiles of running
        ones are stopped (by their trials' tags); a started one is wasted."""
        stopping: list[Trial] = []
        stack = [b for b in branches if isinstance(b, Trial)]
        while stack:
            trial = stack.pop()
            stack += [b for b in trial.next.values() if isinstance(b, Trial)]
            trial.next.clear()
            if trial.future is None:
                continue
            self._live.discard(trial.future)
            if not trial.future.cancel():
                self.stats.wasted += 1
                if not trial.future.done():
                    stopping.append(trial)
        if stopping:
            self.scheduler.cancel(stopping, coming=True)
