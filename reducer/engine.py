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
rungs in turn instead, for ladders known not to be monotone. The order of tries within a pass
is its plan (`reducer.plans`).
"""
from __future__ import annotations

import contextlib
import dataclasses
import heapq
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Generic

from reducer.plans import Bisection, Chunks, Climb, Plan
from reducer.protocol import Edit, Order, State, Strategy

__all__ = ["Engine", "Order", "Problem", "Strategy"]


@dataclass
class Problem(Generic[State]):
    """What the engine needs to know about states, and nothing more."""

    initial: State
    render: Callable[[State], str]
    size: Callable[[State], Any]  # comparable; a candidate must be strictly smaller
    is_interesting: Callable[[str], bool]  # called from several threads when jobs > 1
    cancel: Callable[[], None] = lambda: None  # stop evaluations in flight (answers unused)
    # Stop the evaluations of these texts in flight (answers unused), the others going on;
    # without it, `cancel` stops them when no other is in flight.
    discard: Callable[[Sequence[str]], None] | None = None
    # The search most likely ends with this state: checks of the result may start; returns
    # how many evaluations' room they take from the search's jobs.
    ending: Callable[[State], int] = lambda state: 0
    # Instead of `is_interesting` when jobs > 1: also told how likely the verdict is to be
    # read (1: it is), for a scheduler shared with others to serve the likelier first.
    likely: Callable[[str, float], bool] | None = None


@dataclass
class StrategyStats:
    tried: int = 0
    accepted: int = 0
    reduced_by: int = 0  # drop in the first component of the size (ops, for MLIR)


@dataclass
class EngineStats:
    candidates: int = 0  # tries decided that needed an evaluation
    accepted: int = 0
    evaluated: int = 0  # evaluations launched ahead of their decision (jobs > 1)
    wasted: int = 0  # of those, the ones no decision read: voided once started
    rounds: int = 0
    seconds: float = 0.0
    per_strategy: dict[str, StrategyStats] = field(default_factory=dict)


@dataclass(eq=False)
class _Pass:
    """One strategy's pass over the edits it listed on `base`; `tally` counts the decisions
    taken in it (never the outcomes guessed)."""

    strategy: Strategy
    position: int  # in the round's order of strategies
    base: Any
    plan: Plan | None  # as opened; None: nothing to try (a ladder climbed from `base` already)
    first_round: bool = True
    tally: list[int] = field(default_factory=lambda: [0, 0])  # decided [rejected, accepted]
    # A strategy that learns, when `strategy` is its fork (`base` not reached yet): it is
    # shown `base` once the search reaches this pass.
    unshown: Strategy | None = None

    # Tries accepted, as a share, before a pass has shown its own: most tries fail (ddmin's
    # chunks, ladders' rungs), and a round after the first mostly proves a fixpoint; a
    # hopeful strategy's first try is likely accepted. They weigh as PRIOR_WEIGHT decisions.
    FIRST_ROUND, LATER_ROUNDS, HOPEFUL, PRIOR_WEIGHT = 0.25, 0.1, 0.75, 4

    def acceptance(self) -> float:
        """How likely its next try is accepted: the share of its decisions that accepted,
        weighed with the share expected before any."""
        if getattr(self.strategy, "hopeful", False):
            prior = self.HOPEFUL
        else:
            prior = self.FIRST_ROUND if self.first_round else self.LATER_ROUNDS
        rejected, accepted = self.tally
        return (accepted + self.PRIOR_WEIGHT * prior) / (rejected + accepted
                                                         + self.PRIOR_WEIGHT)


@dataclass(frozen=True)
class _Memory:
    """What a strategy's last pass leaves to its next: the state a ladder strategy climbed
    from, the number of edits a ddmin pass tried singly in vain."""

    climbed: dict[str, Any] = field(default_factory=dict)
    rejected_singly: dict[str, int] = field(default_factory=dict)
    # The forks of strategies that learn, as passes on states not reached left them.
    forks: dict[str, Any] = field(default_factory=dict)
    # The strategies whose passes accepted something: only they run again in later rounds.
    productive: frozenset[str] = frozenset()

    def after(self, ended: _Pass, state: Any, singly: int) -> _Memory:
        name = ended.strategy.name
        forks = self.forks
        if ended.unshown is not None:
            forks = {**forks, name: ended.strategy}
        productive = self.productive | {name} if state is not ended.base else self.productive
        if ended.strategy.order is Order.CHUNKS:
            return _Memory(self.climbed, {**self.rejected_singly, name: singly}, forks,
                           productive)
        return _Memory({**self.climbed, name: state}, self.rejected_singly, forks, productive)


@dataclass(frozen=True)
class _Position:
    """Where a search stands between two decisions: in a pass, its plan advanced by the
    outcomes so far, on the best state they lead to. A decision taken or guessed leads from
    one position to the next; the search and its speculation walk the same way."""

    pass_: _Pass
    plan: Plan | None  # owned: copied before it is advanced
    state: Any
    size: Any
    round: int
    changed: bool  # something was accepted in this round
    singly: int  # edits of this pass tried singly in vain
    memory: _Memory

    def proposal(self) -> Sequence[Edit] | None:
        return self.plan.proposal() if self.plan is not None else None


@dataclass(frozen=True)
class _Stop:
    """Where only the search itself may go on: the end of the search from `position`, or
    a pass whose strategy learns from the states it is shown (`done` False)."""

    position: _Position
    done: bool
    opened: tuple[_Pass, ...] = ()  # on the way to it, from the position before


@dataclass(eq=False)
class _Trial:
    """One candidate: the proposal at `position`, applied to its state. `next` holds the
    positions its outcomes lead to, as far as speculation went: a trial, a stop, or nothing
    yet."""

    position: _Position
    chosen: Sequence[Edit]
    candidate: Any = None  # None: nothing to evaluate (impossible, or not smaller)
    size: Any = None
    text: str = ""
    future: Future | None = None
    next: dict[bool, _Trial | _Stop] = field(default_factory=dict)
    opened: tuple[_Pass, ...] = ()  # on the way to it, from the position before

    @property
    def owner(self) -> _Pass:
        return self.position.pass_

    def known(self) -> bool | None:
        """Its outcome, once evaluated (None: not yet, or the evaluation failed)."""
        if self.candidate is None:
            return False
        if self.future is None or not self.future.done() or self.future.cancelled() \
                or self.future.exception() is not None:
            return None
        return bool(self.future.result())

    def after(self, outcome: bool) -> _Position:
        """The position its outcome leads to."""
        here = self.position
        plan = here.plan.copy() if here.plan is not None else None
        if plan is not None:
            plan.advance(outcome)
        state, size = (self.candidate, self.size) if outcome else (here.state, here.size)
        singly = here.singly + (len(self.chosen) == 1 and not outcome)
        return dataclasses.replace(here, plan=plan, state=state, size=size,
                                   changed=here.changed or outcome, singly=singly)


class Engine(Generic[State]):
    # Trials kept ahead per job at most: tries that need no evaluation (impossible, or not
    # smaller) cost only their apply, and only so many of them are listed ahead.
    AHEAD = 8
    # Trials less likely than this, shared among the jobs, to be decided are not worth their
    # compile: the more jobs, the more of the less likely trials fill the ones left idle.
    UNLIKELY = 0.2
    # How likely the search must be to end with a state for its checks to start: they are
    # few compiles, and started again on another state if it becomes likelier.
    LIKELY_END = 0.3

    def __init__(self, problem: Problem[State], strategies: Sequence[Strategy[State]],
                 on_accept: Callable[[State, str, str], None] | None = None,
                 on_progress: Callable[[str, State], None] | None = None,
                 jobs: int = 1) -> None:
        self.problem = problem
        self.strategies = list(strategies)
        self.on_accept = on_accept or (lambda state, text, strategy: None)
        self.on_progress = on_progress or (lambda strategy, state: None)
        self.jobs = max(1, jobs)
        self.best = problem.initial
        self._best_size = problem.size(problem.initial)
        self.stats = EngineStats(per_strategy={s.name: StrategyStats() for s in strategies})
        self._pool: ThreadPoolExecutor | None = None
        self._memory = _Memory()
        self._live: set[Future] = set()  # evaluations of the trials in the tree
        self._ending: Any = None  # the state the search most likely ends with, once told
        self._reserved = 0  # jobs the checks of that state take

    def restart(self, state: State) -> None:
        """Continue from `state` (e.g. the original again) on the next `run`."""
        self.best, self._best_size = state, self.problem.size(state)
        self._memory = _Memory()

    def run(self) -> State:
        """Reduce to a fixpoint; `self.best` holds the best state so far at every moment."""
        self._search(self.strategies, fixpoint=True)
        return self.best

    def run_strategy(self, strategy: Strategy[State]) -> bool:
        """One pass of `strategy` over its edits; True if anything was accepted."""
        return self._search([strategy], fixpoint=False)

    def _search(self, strategies: Sequence[Strategy[State]], fixpoint: bool) -> bool:
        start = time.monotonic()
        if self.jobs > 1:
            self._pool = ThreadPoolExecutor(self.jobs, thread_name_prefix="candidate")
        try:
            return self._walk(strategies, fixpoint)
        finally:
            if self._pool is not None:
                if self._live:  # stopped by an error: the evaluations left are not wanted
                    self.problem.cancel()
                self._pool.shutdown(wait=True, cancel_futures=True)
                self._pool = None
                self._live.clear()
                self._ending, self._reserved = None, 0
            self.stats.seconds += time.monotonic() - start

    def _walk(self, strategies: Sequence[Strategy[State]], fixpoint: bool) -> bool:
        """Rounds of a pass of each strategy in turn (to a fixpoint, or one round), deciding
        tries in their plans' order; True if any was accepted.

        With jobs > 1 the tries ahead are evaluated speculatively, on both outcomes of the
        tries not decided yet: a tree of trials, each built on the state its path of
        outcomes leads to (on its candidate when accepted, on its base when rejected). The
        most probable paths are launched first, an outcome being as probable as its pass's
        decisions so far say (`_Pass.acceptance`; a verdict computed already is certain),
        until `jobs` evaluations are in flight (none less likely than `UNLIKELY / jobs` to be
        decided): a ladder bisected with N jobs descends about log2(N + 1) rungs per
        evaluation, and a pass whose tries are rejected runs N tries ahead. Speculation
        runs past the end of a pass (the next strategy lists its edits on
        the state a path leads to; one that learns from the states it is shown lists them
        through its fork, or not at all: it sees only states the search reached) and of a
        round; when the search likely ends with a state, the problem hears it
        (`Problem.ending`). Each decision voids the subtree it rules out and stops its
        evaluations. The decisions, and the result, are those of a run with one job: only
        verdicts of the very trials a run with one job decides are read."""
        if not strategies:
            return False
        accepted = self.stats.accepted
        node = self._next(self._opening(strategies), strategies, fixpoint, real=True)
        while isinstance(node, _Trial):
            self._speculate(node, strategies, fixpoint)
            self.on_progress(node.owner.strategy.name, self.best)
            outcome = self._decide(node)
            if node.future is not None:
                self._live.discard(node.future)
            following = node.next.get(outcome)
            self._void([node.next[o] for o in node.next if o is not outcome])
            node.next.clear()
            if following is None or isinstance(following, _Stop) and not following.done:
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
    def _show(passes: Sequence[_Pass]) -> None:
        """The search reached these passes: a strategy that learns, whose fork listed their
        edits, is shown their states itself, in order, as with one job."""
        for opened in passes:
            if opened.unshown is not None:
                opened.unshown.edits(opened.base)
                opened.unshown = None

    def _opening(self, strategies: Sequence[Strategy[State]]) -> _Position:
        """The position before the first pass of a round: an empty pass that ends at once."""
        opening = _Pass(strategies[0], -1, self.best, None)
        return _Position(opening, None, self.best, self._best_size, 0, False, 0, self._memory)

    def _next(self, position: _Position, strategies: Sequence[Strategy[State]],
              fixpoint: bool, real: bool, likelihood: float = 1.0) -> _Trial | _Stop:
        """The trial at `position`, or past the ends of passes (and of a round, when a
        `fixpoint` is sought and the round changed something) the next one; `real`: the
        search stands at `position`, not speculation; `likelihood`: that the search gets
        there."""
        passes: list[_Pass] = []
        while (chosen := position.proposal()) is None:
            ended, at = position.pass_, position.pass_.position + 1
            memory = position.memory if ended.position < 0 else \
                position.memory.after(ended, position.state, position.singly)
            position = dataclasses.replace(position, memory=memory)
            round_ = position.round
            if at == len(strategies):
                if not (fixpoint and position.changed):
                    return _Stop(position, True, tuple(passes))
                at, round_ = 0, round_ + 1
            opened = self._open(strategies[at], at, position.state, memory, round_ == 0,
                                real)
            if opened is None:
                return _Stop(position, False, tuple(passes))
            passes.append(opened)
            position = _Position(opened, opened.plan.copy() if opened.plan else None,
                                 position.state, position.size, round_,
                                 position.changed and round_ == position.round, 0, memory)
        trial = self._launch(position, chosen, likelihood)
        trial.opened = tuple(passes)
        return trial

    def _open(self, strategy: Strategy[State], at: int, base: State, memory: _Memory,
              first_round: bool, real: bool) -> _Pass | None:
        """A pass of `strategy` over the edits it lists on `base`; None when `base` is a
        state the search did not reach (not `real`) and the strategy learns from the states
        it is shown."""
        idle = not (first_round or strategy.name in memory.productive
                    or getattr(strategy, "every_round", False))
        if strategy.order is not Order.CHUNKS and memory.climbed.get(strategy.name) is base \
                or idle:
            # Climbed from here: the rest failed. Or a later round, which mostly proves a
            # fixpoint, and a strategy that found nothing in its passes so far: it is
            # unlikely to find more on a state a few edits away, and its tries cost compiles.
            return _Pass(strategy, at, base, None, first_round)
        shown, unshown = strategy, None
        if getattr(strategy, "learns", False) and not real:
            # Shown to a fork, as the strategy would be: the strategy itself is shown the
            # state once the search reaches it (`_show`).
            if not hasattr(strategy, "fork"):
                return None
            shown, unshown = memory.forks.get(strategy.name, strategy).fork(), strategy
        if strategy.order is Order.CHUNKS:
            edits = shown.edits(base)
            # No more edits than its last pass ended with, each tried singly in vain (as ddmin
            # ends): most likely the same ones (their names may not be: a re-parse renames
            # ops). Chunks of them seldom do better; 1-minimality needs only the single tries.
            singly = 0 < len(edits) <= memory.rejected_singly.get(strategy.name, 0)
            return _Pass(shown, at, base, Chunks(edits, singly), first_round, unshown=unshown)
        ladders = shown.edits(base)  # a sequence of ladders
        plan = Bisection if strategy.order is Order.BISECT else Climb
        return _Pass(shown, at, base, plan(ladders), first_round,  # type: ignore[arg-type]
                     unshown=unshown)

    def _launch(self, position: _Position, chosen: Sequence[Edit],
                likelihood: float) -> _Trial:
        """The trial of `chosen` at `position`, its evaluation started when there is a pool
        (`likelihood`: that it is decided)."""
        trial = _Trial(position, chosen)
        candidate = position.pass_.strategy.apply(position.state, chosen)
        if candidate is None:
            return trial
        size = self.problem.size(candidate)
        if not size < position.size:
            return trial
        trial.candidate, trial.size, trial.text = candidate, size, self.problem.render(candidate)
        if self._pool is not None:
            trial.future = self._pool.submit(self.problem.is_interesting, trial.text) \
                if self.problem.likely is None else \
                self._pool.submit(self.problem.likely, trial.text, likelihood)
            self._live.add(trial.future)
            self.stats.evaluated += 1
        return trial

    def _speculate(self, root: _Trial, strategies: Sequence[Strategy[State]],
                   fixpoint: bool) -> None:
        """Until `root` is evaluated: keep `jobs` evaluations of the most probable trials
        ahead of it in flight, voiding the branches that verdicts computed since rule out."""
        if self._pool is None:
            return
        while root.future is not None and not root.future.done():
            wait(self._grow(root, strategies, fixpoint), return_when=FIRST_COMPLETED)

    def _grow(self, root: _Trial, strategies: Sequence[Strategy[State]],
              fixpoint: bool) -> list[Future]:
        """Prune the tree below `root` of the outcomes verdicts rule out, then grow it at its
        most probable open outcomes while fewer than `jobs` evaluations are in flight;
        returns the evaluations in flight."""
        frontier: list[tuple[float, int, bool, int, _Trial]] = []
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
                    self._void([trial.next.pop(o) for o in list(trial.next) if o is not known])
                accepted = trial.owner.acceptance() if known is None else float(known)
                for outcome, chance in ((False, 1 - accepted), (True, accepted)):
                    following = trial.next.get(outcome)
                    if chance <= 0:
                        continue
                    if following is None:  # ties: the rejection, and the shallower, first
                        heapq.heappush(frontier, (-probability * chance, depth, outcome,
                                                  id(trial), trial))
                    elif isinstance(following, _Trial):
                        stack.append((following, probability * chance, depth + 1))
                    elif following.done and probability * chance > end[0]:
                        end = (probability * chance, following.position.state)

        visit()
        while frontier and len(in_flight) < self.jobs - self._reserved \
                and trials < self.AHEAD * self.jobs \
                and -frontier[0][0] >= self.UNLIKELY / self.jobs:
            minus, depth, outcome, _, trial = heapq.heappop(frontier)
            following = self._next(trial.after(outcome), strategies, fixpoint, real=False,
                                   likelihood=-minus)
            trial.next[outcome] = following
            if isinstance(following, _Trial):
                stack.append((following, -minus, depth + 1))
                visit()
            elif following.done and -minus > end[0]:
                end = (-minus, following.position.state)
        if end[0] >= self.LIKELY_END and end[1] is not self._ending:
            self._ending = end[1]
            self._reserved = min(self.problem.ending(end[1]), self.jobs - 1)
        return in_flight

    def _decide(self, trial: _Trial) -> bool:
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
                self.best, self._best_size = trial.candidate, trial.size
                self.on_accept(trial.candidate, trial.text, strategy.name)
        return outcome

    def _evaluation(self, trial: _Trial) -> bool:
        """The verdict on `trial`'s candidate. An evaluation in flight that failed is done
        again before its error is raised: it may have been stopped as a voided one was."""
        if trial.future is not None:
            with contextlib.suppress(Exception):
                return bool(trial.future.result())
        return bool(self.problem.is_interesting(trial.text))

    def _void(self, branches: Sequence[_Trial | _Stop]) -> None:
        """Drop speculative trials: unstarted evaluations never run, running ones are
        stopped (all of the problem's, when none of the trials left is running); a started
        one is wasted."""
        stopping: list[str] = []
        stack = [b for b in branches if isinstance(b, _Trial)]
        while stack:
            trial = stack.pop()
            stack += [b for b in trial.next.values() if isinstance(b, _Trial)]
            trial.next.clear()
            if trial.future is None:
                continue
            self._live.discard(trial.future)
            if not trial.future.cancel():
                self.stats.wasted += 1
                if not trial.future.done():
                    stopping.append(trial.text)
        if self.problem.discard is not None:
            if stopping:
                self.problem.discard(stopping)
        elif stopping and all(future.done() for future in self._live):
            self.problem.cancel()

def _first(size: Any) -> int:
    return size if isinstance(size, int) else size[0]
