"""The search: delta debugging over the edits each strategy proposes, to a fixpoint.

The engine knows nothing of MLIR. A state is opaque; a strategy lists edits of a state and
applies a subset of them; the problem says how to render a state to text, how big a state is
and whether a text is interesting. Edits are tried in large chunks first, halving on failure
(ddmin-style, as in llvm-reduce); rounds over all strategies repeat until one changes nothing,
so the result is 1-minimal with respect to each strategy. The order of tries is fixed, so the
same input and options give the same output.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

State = TypeVar("State")
Edit = Hashable


class Strategy(Protocol[State]):
    name: str

    def edits(self, state: State) -> Sequence[Edit]:
        """Atomic reduction opportunities, in a stable order, biggest effect first."""
        ...

    def apply(self, state: State, chosen: Sequence[Edit]) -> State | None:
        """A new state with `chosen` applied (the input is left alone), or None if impossible."""
        ...


@dataclass
class Problem(Generic[State]):
    """What the engine needs to know about states, and nothing more."""

    initial: State
    render: Callable[[State], str]
    size: Callable[[State], Any]  # comparable; a candidate must be strictly smaller
    is_interesting: Callable[[str], bool]


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


class Engine(Generic[State]):
    def __init__(self, problem: Problem[State], strategies: Sequence[Strategy[State]],
                 on_accept: Callable[[State, str], None] | None = None,
                 on_progress: Callable[[str, State], None] | None = None) -> None:
        self.problem = problem
        self.strategies = list(strategies)
        self.on_accept = on_accept or (lambda state, text: None)
        self.on_progress = on_progress or (lambda strategy, state: None)
        self.best = problem.initial
        self._best_size = problem.size(problem.initial)
        self.stats = EngineStats(per_strategy={s.name: StrategyStats() for s in strategies})

    def restart(self, state: State) -> None:
        """Continue from `state` (e.g. the original again) on the next `run`."""
        self.best, self._best_size = state, self.problem.size(state)

    def run(self) -> State:
        """Reduce to a fixpoint; `self.best` holds the best state so far at every moment."""
        start = time.monotonic()
        try:
            changed = True
            while changed:
                self.stats.rounds += 1
                changed = False
                for strategy in self.strategies:
                    changed |= self.run_strategy(strategy)
        finally:
            self.stats.seconds += time.monotonic() - start
        return self.best

    def run_strategy(self, strategy: Strategy[State]) -> bool:
        """One ddmin pass of `strategy` over its edits; True if anything was accepted."""
        edits = list(strategy.edits(self.best))
        accepted = False
        chunk = len(edits)
        while chunk >= 1 and edits:
            i = 0
            while i < len(edits):
                self.on_progress(strategy.name, self.best)
                if self._try(strategy, edits[i:i + chunk]):
                    del edits[i:i + chunk]
                    accepted = True
                else:
                    i += chunk
            chunk = min(chunk // 2, len(edits))
        return accepted

    def _try(self, strategy: Strategy[State], chosen: Sequence[Edit]) -> bool:
        stats = self.stats.per_strategy[strategy.name]
        candidate = strategy.apply(self.best, chosen)
        if candidate is None:
            return False
        size = self.problem.size(candidate)
        if not size < self._best_size:
            return False
        text = self.problem.render(candidate)
        stats.tried += 1
        self.stats.candidates += 1
        if not self.problem.is_interesting(text):
            return False
        stats.accepted += 1
        stats.reduced_by += _first(self._best_size) - _first(size)
        self.stats.accepted += 1
        self.best, self._best_size = candidate, size
        self.on_accept(candidate, text)
        return True


def _first(size: Any) -> int:
    return size[0] if isinstance(size, tuple) else size
