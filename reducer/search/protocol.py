"""The strategy protocol: what the engine asks of a strategy, and the order in which it tries
a strategy's edits. The engine and the strategies both import this; neither imports the other.
"""
from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from typing import Any, Protocol, TypeVar

State = TypeVar("State")
Edit = Hashable


class Order(enum.Enum):
    """How the engine searches a strategy's edits."""

    # Independent edits: all at once, then halves, quarters, ... (ddmin).
    CHUNKS = "chunks"
    # Ladders of alternatives, most aggressive rung first, where a rung keeps whatever a more
    # aggressive rung keeps: each ladder bisected for its most aggressive interesting rung.
    BISECT = "bisect"
    # Ladders whose rungs are not ordered so (a smaller size may fail where a larger one
    # works): rungs tried in turn, the first interesting one kept.
    CLIMB = "climb"
    # Ladders mostly ordered so, whose most aggressive rung is often interesting on its own:
    # that rung tried first, then the rest bisected (a long ladder whose first interesting
    # rung is high up costs O(log n) tries, not n).
    FIRST_THEN_BISECT = "first-then-bisect"


class Strategy(Protocol[State]):
    """A way to shrink states; a strategy subclasses this to take the flags' defaults.
    `learns = True` says that
    `edits` learns from the states it is shown (which sizes went since its last call); the
    engine then lists its edits only on states the search has reached, never on a state it
    guesses while running tries ahead, unless it offers `fork()`: a copy of itself that
    learns apart, which the engine shows such states instead (the strategy itself is shown
    each state the search reaches, in order). `hopeful = True` says that its first try is
    likely accepted: running tries ahead, the engine builds them on its candidate first,
    until its pass shows otherwise (see `Engine._walk`). `every_round = True` says that it
    runs in every round of a fixpoint, even when it found nothing before (the engine runs
    the others again only once they found something). `climbs_where_not_monotone = True`
    says that its ladders, bisected where interestingness is monotone, are climbed rung by
    rung on a small state where it is not (see `Problem.monotone`)."""

    name: str
    order: Order
    learns: bool = False
    hopeful: bool = False
    every_round: bool = False
    climbs_where_not_monotone: bool = False

    def fork(self) -> Strategy[State] | None:
        """A copy that learns apart from this one (see `learns`); None: it has none."""
        return None

    def edits(self, state: State) -> Sequence[Edit]:
        """Atomic reduction opportunities, in a stable order, biggest effect first (in
        ladders' orders: a sequence of ladders, each a sequence of single edits)."""
        ...

    def apply(self, state: State, chosen: Sequence[Any]) -> State | None:  # its own edits
        """A new state with `chosen` applied (the input is left alone), or None if impossible."""
        ...
