"""The search: delta debugging over the edits each strategy proposes, to a fixpoint.

The engine knows nothing of MLIR. A state is opaque; a strategy lists edits of a state and
applies a subset of them; the problem says how to render a state to text, how big a state is
and whether a text is interesting. Edits are tried in large chunks first, halving on failure
(ddmin-style, as in llvm-reduce); rounds over all strategies repeat until one changes nothing,
so the result is 1-minimal with respect to each strategy. The order of tries is fixed, so the
same input and options give the same output.

A strategy whose edits are alternatives rather than independent opportunities (cut the
program here, or here, or here) lists ladders instead (see `Order`), each a sequence of single
edits from the most aggressive to the least. With `Order.BISECT` the engine bisects each ladder
for its most aggressive interesting rung: O(log n) tries instead of n ("returning %312
compiles, returning %313 crashes"). When interestingness is not monotone along a ladder,
bisection still lands on an interesting rung, just not the best one; `Order.CLIMB` tries the
rungs in turn instead, for ladders known not to be monotone.
"""
from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol

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


@dataclass
class StrategyStats:
    tried: int = 0
    accepted: int = 0
    reduced_by: int = 0  # drop in the first component of the size (ops, for MLIR)


@dataclass
class EngineStats:
    candidates: int = 0
    accepted: int = 0
    rounds: int = 0
    seconds: float = 0.0
    per_strategy: dict[str, StrategyStats] = field(default_factory=dict)


class Plan(Protocol):
    """The order of tries of one pass: what to try next, given what was accepted so far."""

    def proposal(self) -> Sequence[Edit] | None:
        """The edits to try next, or None when the pass is over."""
        ...

    def advance(self, accepted: bool) -> None: ...

    def copy(self) -> Plan: ...


class Chunks:
    """ddmin over independent edits: all of them first, then halves, quarters, ... ones
    (or ones from the start, with `singly`)."""

    def __init__(self, edits: Sequence[Edit], singly: bool = False) -> None:
        self.edits, self.start = list(edits), 0
        self.chunk = min(1, len(edits)) if singly else len(edits)

    def proposal(self) -> Sequence[Edit] | None:
        return self.edits[self.start:self.start + self.chunk] if self.chunk else None

    def advance(self, accepted: bool) -> None:
        if accepted:
            del self.edits[self.start:self.start + self.chunk]
        else:
            self.start += self.chunk
        if self.start >= len(self.edits):
            self.start, self.chunk = 0, min(self.chunk // 2, len(self.edits))

    def copy(self) -> Chunks:
        other = Chunks([])
        other.edits, other.chunk, other.start = list(self.edits), self.chunk, self.start
        return other


class Bisection:
    """Each ladder bisected in turn; the state before a ladder stands for the rung past its top."""

    def __init__(self, ladders: Sequence[Sequence[Edit]], ladder: int = 0) -> None:
        self.ladders, self.ladder = ladders, ladder
        self.low, self.high = 0, len(ladders[ladder]) if ladder < len(ladders) else 0
        self._skip_finished()

    def _skip_finished(self) -> None:
        while self.low >= self.high and self.ladder < len(self.ladders) - 1:
            self.ladder += 1
            self.low, self.high = 0, len(self.ladders[self.ladder])

    def proposal(self) -> Sequence[Edit] | None:
        if self.low >= self.high:
            return None
        return [self.ladders[self.ladder][(self.low + self.high) // 2]]

    def advance(self, accepted: bool) -> None:
        middle = (self.low + self.high) // 2
        if accepted:
            self.high = middle
        else:
            self.low = middle + 1
        self._skip_finished()

    def copy(self) -> Bisection:
        other = Bisection(self.ladders, self.ladder)
        other.low, other.high = self.low, self.high
        return other


class Climb:
    """Each ladder's rungs in turn, until one is interesting; then the next ladder."""

    def __init__(self, ladders: Sequence[Sequence[Edit]], ladder: int = 0,
                 rung: int = 0) -> None:
        self.ladders, self.ladder, self.rung = ladders, ladder, rung
        self._skip_finished()

    def _skip_finished(self) -> None:
        while self.ladder < len(self.ladders) and self.rung >= len(self.ladders[self.ladder]):
            self.ladder, self.rung = self.ladder + 1, 0

    def proposal(self) -> Sequence[Edit] | None:
        if self.ladder >= len(self.ladders):
            return None
        return [self.ladders[self.ladder][self.rung]]

    def advance(self, accepted: bool) -> None:
        if accepted:
            self.ladder, self.rung = self.ladder + 1, 0
        else:
            self.rung += 1
        self._skip_finished()

    def copy(self) -> Climb:
        return Climb(self.ladders, self.ladder, self.rung)


@dataclass
class _Pass:
    """One strategy's pass over the edits it listed on `base`."""

    strategy: Strategy
    position: int  # in the round's order of strategies
    base: Any
    plan: Plan | None  # None: nothing to try (a ladder strategy climbed from `base` already)
    ahead: Plan | None = None  # `plan` advanced past the trials launched, as guessed
    tally: list[int] = field(default_factory=lambda: [0, 0])  # decided [rejected, accepted]
    accepted: bool = False
    rejected_singly: set[Edit] = field(default_factory=set)  # edits tried singly in vain

    def __post_init__(self) -> None:
        self.ahead = self.plan.copy() if self.plan is not None else None

    def proposal(self) -> Sequence[Edit] | None:
        return self.ahead.proposal() if self.ahead is not None else None


@dataclass
class _Trial:
    """One candidate of a pass, built on `base`: the best state once the trials before it
    in the window are decided as their guesses say."""

    owner: _Pass
    chosen: Sequence[Edit]
    base: Any
    base_size: Any
    candidate: Any = None  # None: nothing to evaluate (impossible, or not smaller)
    size: Any = None
    text: str = ""
    future: Future | None = None
    guess: bool = False  # the outcome the trials after it in the window assume

    def after(self) -> tuple[Any, Any]:
        """The best state, and its size, once this trial is decided as guessed."""
        return (self.candidate, self.size) if self.guess else (self.base, self.base_size)


class Engine(Generic[State]):
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
        self._climbed: dict[str, State] = {}  # the best state after a ladder strategy's pass
        self._rejected_singly: dict[str, int] = {}  # edits, by strategy, in its last pass

    def restart(self, state: State) -> None:
        """Continue from `state` (e.g. the original again) on the next `run`."""
        self.best, self._best_size = state, self.problem.size(state)
        self._climbed.clear()
        self._rejected_singly.clear()

    def run(self) -> State:
        """Reduce to a fixpoint; `self.best` holds the best state so far at every moment."""
        start = time.monotonic()
        if self.jobs > 1:
            self._pool = ThreadPoolExecutor(self.jobs, thread_name_prefix="candidate")
        try:
            changed = True
            while changed:
                self.stats.rounds += 1
                changed = self._round(self.strategies)
        finally:
            if self._pool is not None:
                self.problem.cancel()
                self._pool.shutdown(wait=True, cancel_futures=True)
                self._pool = None
            self.stats.seconds += time.monotonic() - start
        return self.best

    def run_strategy(self, strategy: Strategy[State]) -> bool:
        """One pass of `strategy` over its edits; True if anything was accepted."""
        return self._round([strategy])

    def _round(self, strategies: Sequence[Strategy[State]]) -> bool:
        """A pass of each strategy in turn, deciding tries in its plan's order; True if any
        was accepted.

        With jobs > 1 the next tries are evaluated speculatively, each built on the state
        the guess about the one before it leads to: rejected while most tries of its pass
        were, accepted (built on its candidate) while most were accepted (a hopeful
        strategy's pass counts one acceptance more). The guesses run on
        past the end of a pass: the next strategy lists its edits on the state they lead to,
        so the last tries of one pass run beside the first of the next (unless the strategy
        learns from the states it is shown: it sees only states the search reached). A
        wrong guess voids the tries after it, and the passes listed on guessed states. So
        the decisions, and the result, are those of a run with one job."""
        passes: list[_Pass | None] = [None] * len(strategies)
        window: deque[_Trial] = deque()
        changed = False
        for index, strategy in enumerate(strategies):
            current = passes[index]
            if current is None or current.base is not self.best:
                self._void(window)
                current = passes[index] = self._open(strategy, index, self.best)
            while True:
                self._fill(window, strategies, passes, current)
                if not window or window[0].owner is not current:
                    break  # the pass is over; the window holds the next ones' tries
                self.on_progress(strategy.name, self.best)
                if not self._decide(current, window.popleft()):
                    self._void(window)  # built on a wrong guess
                    passes[index + 1:] = [None] * (len(passes) - index - 1)
            changed |= current.accepted
            if strategy.order is Order.CHUNKS:
                self._rejected_singly[strategy.name] = len(current.rejected_singly)
            else:
                self._climbed[strategy.name] = self.best
        return changed

    def _decide(self, current: _Pass, head: _Trial) -> bool:
        """Decide the window's first trial, of the current pass; whether its guess held."""
        outcome = self._conclude(current.strategy, head)
        current.accepted |= outcome
        if head.candidate is not None:
            current.tally[outcome] += 1
        if len(head.chosen) == 1 and not outcome:
            current.rejected_singly.add(head.chosen[0])
        assert current.plan is not None
        current.plan.advance(outcome)
        if outcome == head.guess:
            return True
        current.ahead = current.plan.copy()
        return False

    def _open(self, strategy: Strategy[State], position: int, base: State) -> _Pass:
        """A pass of `strategy` over the edits it lists on `base`."""
        if strategy.order is Order.CHUNKS:
            edits = strategy.edits(base)
            # No more edits than its last pass ended with, each tried singly in vain (as ddmin
            # ends): most likely the same ones (their names may not be: a re-parse renames
            # ops). Chunks of them seldom do better; 1-minimality needs only the single tries.
            singly = 0 < len(edits) <= self._rejected_singly.get(strategy.name, 0)
            return _Pass(strategy, position, base, Chunks(edits, singly))
        if self._climbed.get(strategy.name) is base:
            return _Pass(strategy, position, base, None)  # climbed from here: the rest failed
        ladders = strategy.edits(base)  # a sequence of ladders
        plan = Bisection if strategy.order is Order.BISECT else Climb
        return _Pass(strategy, position, base, plan(ladders))  # type: ignore[arg-type]

    def _fill(self, window: deque[_Trial], strategies: Sequence[Strategy[State]],
              passes: list[_Pass | None], current: _Pass) -> None:
        """Launch the next tries until `jobs` are in the window, each built on the state
        the guess about the one before it leads to; past the end of a pass, the next one's,
        opened on that state."""
        while len(window) < self.jobs:
            base, base_size = window[-1].after() if window else (self.best, self._best_size)
            tail = window[-1].owner if window else current
            while (chosen := tail.proposal()) is None:
                at = tail.position + 1
                if at == len(strategies) or getattr(strategies[at], "learns", False):
                    return
                following = passes[at]
                if following is None or following.base is not base:
                    following = passes[at] = self._open(strategies[at], at, base)
                tail = following
            trial = self._launch(tail, chosen, base, base_size)
            hope = getattr(tail.strategy, "hopeful", False)
            trial.guess = tail.tally[1] + hope > tail.tally[0] and trial.candidate is not None
            window.append(trial)
            assert tail.ahead is not None
            tail.ahead.advance(trial.guess)

    def _launch(self, owner: _Pass, chosen: Sequence[Edit], base: State,
                base_size: Any) -> _Trial:
        trial = _Trial(owner, chosen, base, base_size)
        candidate = owner.strategy.apply(base, chosen)
        if candidate is None:
            return trial
        size = self.problem.size(candidate)
        if not size < base_size:
            return trial
        trial.candidate, trial.size, trial.text = candidate, size, self.problem.render(candidate)
        if self._pool is not None:
            trial.future = self._pool.submit(self.problem.is_interesting, trial.text)
        return trial

    def _conclude(self, strategy: Strategy[State], trial: _Trial) -> bool:
        if trial.candidate is None:
            return False
        stats = self.stats.per_strategy[strategy.name]
        stats.tried += 1
        self.stats.candidates += 1
        interesting = (trial.future.result() if trial.future is not None
                       else self.problem.is_interesting(trial.text))
        if not interesting:
            return False
        stats.accepted += 1
        stats.reduced_by += _first(self._best_size) - _first(trial.size)
        self.stats.accepted += 1
        self.best, self._best_size = trial.candidate, trial.size
        self.on_accept(trial.candidate, trial.text, strategy.name)
        return True

    def _void(self, window: deque[_Trial]) -> None:
        """Drop speculative trials: unstarted ones never run, running ones are stopped."""
        running = [t for t in window if t.future is not None and not t.future.cancel()]
        if running:
            self.problem.cancel()
        window.clear()


def _first(size: Any) -> int:
    return size if isinstance(size, int) else size[0]
