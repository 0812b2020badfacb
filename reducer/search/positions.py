"""The positions of a search: the problem it solves, a strategy's pass over its edits, what
one pass leaves to the next, and where the search stands between two decisions. The engine
walks from position to position; its speculation walks the same way ahead of it."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

from reducer.search.plans import Climb, Plan
from reducer.search.protocol import Edit, Order, State, Strategy

__all__ = ["EngineStats", "Memory", "Pass", "Position", "Problem", "StrategyStats"]


@dataclass
class Problem(Generic[State]):
    """What the engine needs to know about states, and nothing more."""

    initial: State
    render: Callable[[State], str]
    size: Callable[[State], Any]  # comparable; a candidate must be strictly smaller
    is_interesting: Callable[[str], bool]  # called from several threads when jobs > 1
    # Stop the evaluations in flight once the search is over (answers unused); those of
    # voided trials are stopped by their tags (`reducer.processes.scheduler`).
    cancel: Callable[[], None] = lambda: None
    # The search most likely ends with this state, as likely as the float: checks of the
    # result may start, at that priority (`reducer.processes.scheduler`).
    ending: Callable[[State, float], None] = lambda state, likelihood: None
    # How many evaluations may be in flight now, when other searches share the workers
    # (None: the engine's jobs); read before each launch.
    jobs_now: Callable[[], int] | None = None
    # Whether a state stays interesting as a ladder's rungs grow less aggressive (a crash
    # does; a wrong value may hide where a longer program stores it otherwise): where not,
    # the ladders of strategies that climb then are climbed on smaller states.
    monotone: bool = True


@dataclass
class StrategyStats:
    tried: int = 0
    accepted: int = 0
    reduced_by: int = 0  # drop in the first component of the size (ops, for MLIR)


@dataclass
class EngineStats:
    candidates: int = 0  # tries decided that needed an evaluation
    accepted: int = 0
    wasted: int = 0  # evaluations launched ahead of their decision no decision read
    rounds: int = 0
    per_strategy: dict[str, StrategyStats] = field(default_factory=dict)


@dataclass(eq=False)
class Pass:
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
    # chunks, ladders' rungs), and a round after the first mostly proves a fixpoint (almost
    # all its tries fail: the search's end, once likely, has its checks started beside
    # them); a hopeful strategy's first try is likely accepted. They weigh as PRIOR_WEIGHT
    # decisions.
    FIRST_ROUND, LATER_ROUNDS, HOPEFUL, PRIOR_WEIGHT = 0.25, 0.05, 0.75, 4

    def acceptance(self) -> float:
        """How likely its next try is accepted: the share of its decisions that accepted,
        weighed with the share expected before any."""
        if self.strategy.hopeful:
            prior = self.HOPEFUL
        else:
            prior = self.FIRST_ROUND if self.first_round else self.LATER_ROUNDS
        rejected, accepted = self.tally
        return (accepted + self.PRIOR_WEIGHT * prior) / (rejected + accepted
                                                         + self.PRIOR_WEIGHT)


@dataclass(frozen=True)
class Memory:
    """What a strategy's last pass leaves to its next: the state a ladder strategy climbed
    from, the number of edits a ddmin pass tried singly in vain, the state a ddmin pass
    accepted nothing on."""

    climbed: dict[str, Any] = field(default_factory=dict)
    rejected_singly: dict[str, int] = field(default_factory=dict)
    # The forks of strategies that learn, as passes on states not reached left them.
    forks: dict[str, Any] = field(default_factory=dict)
    # The strategies whose passes accepted something: only they run again in later rounds.
    productive: frozenset[str] = frozenset()
    # A ddmin pass that accepted nothing, by the state it ran on: on that very state its
    # next pass would list the same edits and try the same candidates, all rejected.
    rested: dict[str, Any] = field(default_factory=dict)
    # The rungs climbs tried in vain before those they accepted (`Climb.passed`).
    passed: dict[str, frozenset] = field(default_factory=dict)

    def after(self, ended: Pass, state: Any, singly: int, plan: Plan | None = None) -> Memory:
        name = ended.strategy.name
        forks = self.forks
        if ended.unshown is not None:
            forks = {**forks, name: ended.strategy}
        changed = state is not ended.base
        productive = self.productive | {name} if changed else self.productive
        if ended.strategy.order is Order.CHUNKS:
            rest = self.rested.get(name) if ended.plan is None else None if changed else state
            rested = {**self.rested, name: rest}
            return Memory(self.climbed, {**self.rejected_singly, name: singly}, forks,
                           productive, rested, self.passed)
        passed = {**self.passed, name: plan.passed} \
            if isinstance(plan, Climb) and plan.passed is not None else self.passed
        return Memory({**self.climbed, name: state}, self.rejected_singly, forks, productive,
                      self.rested, passed)


@dataclass(frozen=True)
class Position:
    """Where a search stands between two decisions: in a pass, its plan advanced by the
    outcomes so far, on the best state they lead to. A decision taken or guessed leads from
    one position to the next; the search and its speculation walk the same way."""

    pass_: Pass
    plan: Plan | None  # owned: copied before it is advanced
    state: Any
    size: Any
    round: int
    changed: bool  # something was accepted in this round
    singly: int  # edits of this pass tried singly in vain
    memory: Memory

    def proposal(self) -> Sequence[Edit] | None:
        return self.plan.proposal() if self.plan is not None else None
