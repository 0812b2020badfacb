"""The search: delta debugging over the edits each strategy proposes, to a fixpoint.

The engine knows nothing of MLIR. A state is opaque; a strategy lists edits of a state and
applies a subset of them; the problem says how to render a state to text, how big a state is
and whether a text is interesting. Edits are tried in large chunks first, halving on failure
(ddmin-style, as in llvm-reduce); rounds repeat until one changes nothing, so the result is
1-minimal with respect to each strategy that accepted something or runs `every_round` (a
round after the first runs only those: one that found nothing in its passes is unlikely to
find more a few edits away).
The order of tries is fixed, so the same input and options give the same output.

A strategy whose edits are alternatives rather than independent opportunities (cut the
program here, or here, or here) lists ladders instead (see `Order`), each a sequence of single
edits from the most aggressive to the least. With `Order.BISECT` the engine bisects each ladder
for its most aggressive interesting rung: O(log n) tries instead of n ("returning %312
compiles, returning %313 crashes"). When interestingness is not monotone along a ladder,
bisection still lands on an interesting rung, just not the best one; `Order.CLIMB` tries the
rungs in turn instead, for ladders known not to be monotone; `Order.FIRST_THEN_BISECT` tries the
most aggressive rung alone, then bisects the rest. The order of tries within a pass is its plan
(`reducer.search.plans`).
"""
from __future__ import annotations

import contextlib
import copy
import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Generic

from reducer.processes.scheduler import Scheduler
from reducer.search.plans import Bisection, Chunks, Climb, Plan
from reducer.search.positions import EngineStats, Memory, Pass, Position, Problem, StrategyStats
from reducer.search.protocol import Edit, Order, State, Strategy
from reducer.search.speculation import Speculation, Stop, Trial

__all__ = ["Engine", "Order", "Problem", "Strategy"]


class Engine(Generic[State]):
    """`second_path`: a search that ends small may take a second path (see `_second_path`);
    `scheduler`: where its evaluations run with jobs > 1 (default: one of its own)."""

    # A step that removes several ops at once (a chunk of edits, a cut) may remove what
    # another 1-minimal end keeps, with the alternative the search keeps instead
    # (mlir-reduce's `multipath` test: six constants, interesting with 1, 2 and 3 or with 1
    # and 4; removing 4, 5 and 6 at once ends with three). When the search ends this small
    # (the size's first component, ops), a second path starts from the state the last such
    # step was taken on (see `_second_path`), for at most SECOND_PATH_TRIES tries per unit
    # of that state's size: most often as many as the end has ops.
    SECOND_PATH_SIZE = 40
    SECOND_PATH_TRIES = 2
    # A state this small (ops) has its bisected ladders tried from their top (see `_plan`).
    SMALL = 40
    # A state of at most this many ops is small enough to climb a ladder on, rung by rung,
    # where interestingness is not monotone (see `Problem.monotone`).
    CLIMBABLE = 150

    def __init__(self, problem: Problem[State], strategies: Sequence[Strategy[State]],
                 on_accept: Callable[[State, str, str], None] | None = None,
                 on_progress: Callable[[str, State], None] | None = None,
                 jobs: int = 1, second_path: bool = True,
                 scheduler: Scheduler | None = None) -> None:
        self.problem = problem
        self.strategies = list(strategies)
        self.on_accept = on_accept or (lambda state, text, strategy: None)
        self.on_progress = on_progress or (lambda strategy, state: None)
        self.jobs = max(1, jobs)
        self.second_path = second_path
        self.scheduler = scheduler or Scheduler(self.jobs)
        self.best = problem.initial
        self._best_size = problem.size(problem.initial)
        self.stats = EngineStats(per_strategy={s.name: StrategyStats() for s in strategies})
        self._memory = Memory()
        self._speculation: Speculation | None = None  # with jobs > 1, during a search
        # The state the last step that removed several ops was taken on, and its size.
        self._fork: tuple[State, Any] | None = None
        # During the second path: the number of decided tries it ends at, at most.
        self._path: int | None = None

    def restart(self, state: State) -> None:
        """Continue from `state` (e.g. the original again) on the next `run`."""
        self.best, self._best_size = state, self.problem.size(state)
        self._memory = Memory()
        self._fork = None

    def run(self) -> State:
        """Reduce to a fixpoint; `self.best` holds the best state so far at every moment
        (during a second path, the best of that path, which is told no one until it ends
        smaller)."""
        self._search(self.strategies, fixpoint=True)
        if self.second_path:
            self._second_path()
        return self.best

    def _second_path(self) -> None:
        """From the state the last step that removed several ops was taken on, when the
        search ended small: each edit of a removal strategy (ddmin's, one that does not
        learn) that the end kept is tried alone there, which makes the search keep an
        alternative of it if there is one; when one is accepted, the removal strategies
        go on to a fixpoint. Its end, within a bounded number of tries, is kept when it is
        smaller (told `on_accept` once), and reduced to a fixpoint of every strategy."""
        fork, end, end_size = self._fork, self.best, self._best_size
        # An end of one op or none: only nothing is smaller, which a pass's first try (all
        # its edits at once) judged.
        if fork is None or not 1 < _first(end_size) <= self.SECOND_PATH_SIZE \
                or _first(fork[1]) > self.SECOND_PATH_SIZE:
            return
        memory, on_accept = self._memory, self.on_accept
        removals = [s for s in self.strategies if s.order is Order.CHUNKS
                    and not s.learns and (s.name in memory.productive or s.every_round)]
        kept = [_Kept(s, set(s.edits(end))) for s in removals]
        stats, steps = copy.deepcopy(self.stats.per_strategy), self.stats.accepted
        accepted: list[str] = []
        self.on_accept = lambda state, text, strategy: accepted.append(strategy)
        self._path = self.stats.candidates + self.SECOND_PATH_TRIES * _first(fork[1])
        self.best, self._best_size, self._memory, self._fork = fork[0], fork[1], Memory(), None
        try:
            if self._search(kept, fixpoint=False):
                self._search(removals, fixpoint=True)
        finally:
            self.on_accept, self._path = on_accept, None
            for name, counts in stats.items():  # its tries count; its steps are one, or none
                counts.tried = self.stats.per_strategy[name].tried
            self.stats.per_strategy, self.stats.accepted = stats, steps
        if not self._best_size < end_size:
            self.best, self._best_size, self._memory = end, end_size, memory
            return
        counts = self.stats.per_strategy[accepted[-1]]
        counts.accepted += 1
        counts.reduced_by += _first(end_size) - _first(self._best_size)
        self.stats.accepted += 1
        self.on_accept(self.best, self.problem.render(self.best), accepted[-1])
        self._search(self.strategies, fixpoint=True)

    def run_strategy(self, strategy: Strategy[State]) -> bool:
        """One pass of `strategy` over its edits; True if anything was accepted."""
        return self._search([strategy], fixpoint=False)

    def _search(self, strategies: Sequence[Strategy[State]], fixpoint: bool) -> bool:
        if self.jobs > 1:
            # A second path's states are not the search's likely end until one is smaller.
            problem = self.problem if self._path is None else \
                dataclasses.replace(self.problem, ending=lambda state, likelihood: None)
            self._speculation = Speculation(problem, self.stats, self.jobs, self.scheduler)
        try:
            return self._walk(strategies, fixpoint)
        finally:
            if self._speculation is not None:
                self._speculation.close()
                self._speculation = None

    def _walk(self, strategies: Sequence[Strategy[State]], fixpoint: bool) -> bool:
        """Rounds of a pass of each strategy in turn (to a fixpoint, or one round), deciding
        tries in their plans' order; True if any was accepted.

        With jobs > 1 the tries ahead are evaluated speculatively (`reducer.search.speculation`):
        a ladder bisected with N jobs descends about log2(N + 1) rungs per evaluation, and a
        pass whose tries are rejected runs N tries ahead. Speculation runs past the end of a
        pass (a strategy that learns lists its edits through its fork, or not at all) and of
        a round; when the search likely ends with a state, the problem hears it
        (`Problem.ending`). Only verdicts of the very trials a run with one job decides are
        read."""
        if not strategies:
            return False
        accepted = self.stats.accepted
        node = self._next(self._opening(strategies), strategies, fixpoint, real=True)
        while isinstance(node, Trial):
            if self._path is not None and node.candidate is not None \
                    and self.stats.candidates >= self._path:
                break  # the second path's tries are spent
            if self._speculation is not None:
                self._speculation.speculate(node, lambda position, likelihood: self._next(
                    position, strategies, fixpoint, real=False, likelihood=likelihood))
            self.on_progress(node.owner.strategy.name, self.best)
            outcome = self._decide(node)
            following = self._speculation.decided(node, outcome) \
                if self._speculation is not None else None
            if following is None or isinstance(following, Stop) and not following.done:
                if following is not None:
                    self._show(following.opened)
                following = self._next(node.after(outcome) if following is None
                                       else following.position, strategies, fixpoint,
                                       real=True)
            else:
                self._show(following.opened)
            node = following
        self._memory = node.position.memory
        self.stats.rounds += (node.position.round + 1) * fixpoint
        return self.stats.accepted > accepted

    @staticmethod
    def _show(passes: Sequence[Pass]) -> None:
        """The search reached these passes: a strategy that learns, whose fork listed their
        edits, is shown their states itself, in order, as with one job."""
        for opened in passes:
            if opened.unshown is not None:
                opened.unshown.edits(opened.base)
                opened.unshown = None

    def _opening(self, strategies: Sequence[Strategy[State]]) -> Position:
        """The position before the first pass of a round: an empty pass that ends at once."""
        opening = Pass(strategies[0], -1, self.best, None)
        return Position(opening, None, self.best, self._best_size, 0, False, 0, self._memory)

    def _next(self, position: Position, strategies: Sequence[Strategy[State]],
              fixpoint: bool, real: bool, likelihood: float = 1.0) -> Trial | Stop:
        """The trial at `position`, or past the ends of passes (and of a round, when a
        `fixpoint` is sought and the round changed something) the next one; `real`: the
        search stands at `position`, not speculation; `likelihood`: that the search gets
        there."""
        passes: list[Pass] = []
        while (chosen := position.proposal()) is None:
            ended, at = position.pass_, position.pass_.position + 1
            memory = position.memory if ended.position < 0 else \
                position.memory.after(ended, position.state, position.singly, position.plan)
            position = dataclasses.replace(position, memory=memory)
            round_ = position.round
            if at == len(strategies):
                if not (fixpoint and position.changed):
                    return Stop(position, True, tuple(passes))
                at, round_ = 0, round_ + 1
            opened = self._open(strategies[at], at, position.state, memory, round_ == 0,
                                real, _first(position.size))
            if opened is None:
                return Stop(position, False, tuple(passes))
            passes.append(opened)
            position = Position(opened, opened.plan.copy() if opened.plan else None,
                                 position.state, position.size, round_,
                                 position.changed and round_ == position.round, 0, memory)
        trial = self._launch(position, chosen, likelihood)
        trial.opened = tuple(passes)
        return trial

    def _open(self, strategy: Strategy[State], at: int, base: State, memory: Memory,
              first_round: bool, real: bool, ops: int) -> Pass | None:
        """A pass of `strategy` over the edits it lists on `base` (`ops`: its size, see
        `_plan`);
        None when `base` is a state the search did not reach (not `real`) and the strategy
        learns from the states it is shown."""
        idle = not (first_round or strategy.name in memory.productive
                    or strategy.every_round)
        if strategy.order is not Order.CHUNKS and memory.climbed.get(strategy.name) is base \
                or not strategy.learns and memory.rested.get(strategy.name) is base or idle:
            # Climbed from here: the rest failed. Or passed over this very state in vain: the
            # same candidates, the same verdicts. Or a later round, which mostly proves a
            # fixpoint, and a strategy that found nothing in its passes so far: it is
            # unlikely to find more on a state a few edits away, and its tries cost compiles.
            return Pass(strategy, at, base, None, first_round)
        shown, unshown = strategy, None
        if strategy.learns and not real:
            # Shown to a fork, as the strategy would be: the strategy itself is shown the
            # state once the search reaches it (`_show`).
            fork = memory.forks.get(strategy.name, strategy).fork()
            if fork is None:
                return None
            shown, unshown = fork, strategy
        plan = self._plan(strategy, shown.edits(base), memory, ops)
        return Pass(shown, at, base, plan, first_round, unshown=unshown)

    def _plan(self, strategy: Strategy[State], edits: Sequence[Any], memory: Memory,
              ops: int) -> Plan:
        """The order of tries of a pass of `strategy` over `edits` (for ladders' orders, a
        sequence of ladders) on a state of `ops` ops."""
        small = ops <= self.SMALL
        if strategy.order is Order.CHUNKS:
            # No more edits than its last pass ended with, each tried singly in vain (as ddmin
            # ends): most likely the same ones (their names may not be: a re-parse renames
            # ops). Chunks of them seldom do better; 1-minimality needs only the single tries.
            singly = 0 < len(edits) <= memory.rejected_singly.get(strategy.name, 0)
            return Chunks(edits, singly or isinstance(strategy, _Kept))
        if strategy.order is Order.CLIMB:
            return Climb(edits)
        if not self.problem.monotone and strategy.climbs_where_not_monotone \
                and ops <= self.CLIMBABLE:
            # From the last interesting rung: those before it failed on an earlier state.
            return Climb(edits, passed=memory.passed.get(strategy.name, frozenset()))
        # On a small state, a bisected ladder's least aggressive rung is tried first: most
        # fail there (what is left is mostly what the failure needs: a program lifted from
        # a failing executable, a later round proving a fixpoint), which that one try shows.
        first = strategy.order is Order.FIRST_THEN_BISECT
        return Bisection(edits, first=first, last=small and not first)

    def _launch(self, position: Position, chosen: Sequence[Edit],
                likelihood: float) -> Trial:
        """The trial of `chosen` at `position`, its evaluation started when there is a pool
        (`likelihood`: that it is decided)."""
        trial = Trial(position, chosen)
        candidate = position.pass_.strategy.apply(position.state, chosen)
        if candidate is None:
            return trial
        size = self.problem.size(candidate)
        if not size < position.size:
            return trial
        trial.candidate, trial.size, trial.text = candidate, size, self.problem.render(candidate)
        if self._speculation is not None:
            self._speculation.evaluate(trial, likelihood)
        return trial

    def _decide(self, trial: Trial) -> bool:
        """Decide `trial`, the one the search stands at."""
        strategy = trial.owner.strategy
        if trial.candidate is None:
            outcome = False
        else:
            stats = self.stats.per_strategy[strategy.name]
            stats.tried += 1
            self.stats.candidates += 1
            outcome = self._evaluation(trial)
            trial.owner.tally[outcome] += 1
            if outcome:
                stats.accepted += 1
                stats.reduced_by += _first(self._best_size) - _first(trial.size)
                self.stats.accepted += 1
                if _first(trial.position.size) - _first(trial.size) > 1:
                    self._fork = trial.position.state, trial.position.size
                self.best, self._best_size = trial.candidate, trial.size
                self.on_accept(trial.candidate, trial.text, strategy.name)
        return outcome

    def _evaluation(self, trial: Trial) -> bool:
        """The verdict on `trial`'s candidate. An evaluation in flight that failed is done
        again before its error is raised: it may have been stopped as a voided one was."""
        if trial.future is not None:
            with contextlib.suppress(Exception):
                return bool(trial.future.result())
        return bool(self.problem.is_interesting(trial.text))

class _Kept(Strategy):
    """A removal strategy's edits that the end of a search kept (by their stable names),
    tried alone from an earlier state: the second path's first pass."""

    order = Order.CHUNKS

    def __init__(self, strategy: Strategy, kept: set) -> None:
        self.strategy, self.kept, self.name = strategy, kept, strategy.name

    def edits(self, state: Any) -> Sequence[Edit]:
        return [e for e in self.strategy.edits(state) if e in self.kept]

    def apply(self, state: Any, chosen: Sequence[Edit]) -> Any:
        return self.strategy.apply(state, chosen)


def _first(size: Any) -> int:
    return size if isinstance(size, int) else size[0]
