"""The order of tries within one pass of a strategy: a plan says which edits to try next,
given which of its tries were accepted so far.

`Chunks` is ddmin over independent edits (all, then halves, quarters, ... ones); `Bisection`
bisects each ladder of alternative edits for its most aggressive interesting rung (with
`first`, after a try of that most aggressive rung alone); `Climb` tries each ladder's rungs in
turn, for ladders known not to be monotone (passing over those an earlier climb tried in vain
before the rung it accepted). A plan is copied
before it is advanced, so that the search may follow both outcomes of a try ahead of its
verdict.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from reducer.search.protocol import Edit

__all__ = ["Bisection", "Chunks", "Climb", "Plan"]


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
    """Each ladder bisected in turn; the state before a ladder stands for the rung past its
    top. With `first`, each ladder's first rung is tried alone before the rest is bisected:
    it ends the ladder at once when it is interesting. With `last`, its last rung is: on a
    monotone ladder, it ends the ladder at once when it is not."""

    def __init__(self, ladders: Sequence[Sequence[Edit]], ladder: int = 0,
                 first: bool = False, last: bool = False) -> None:
        self.ladders, self.ladder, self.first, self.last = ladders, ladder, first, last
        self.low, self.high = 0, len(ladders[ladder]) if ladder < len(ladders) else 0
        self._skip_finished()

    def _skip_finished(self) -> None:
        while self.low >= self.high and self.ladder < len(self.ladders) - 1:
            self.ladder += 1
            self.low, self.high = 0, len(self.ladders[self.ladder])

    def _probe(self) -> int:
        """The rung to try next: the first or last one of a ladder not tried yet (with
        `first`, `last`), else the middle of those left."""
        if self.low == 0 and self.high == len(self.ladders[self.ladder]):
            if self.first:
                return 0
            if self.last:
                return self.high - 1
        return (self.low + self.high) // 2

    def proposal(self) -> Sequence[Edit] | None:
        if self.low >= self.high:
            return None
        return [self.ladders[self.ladder][self._probe()]]

    def advance(self, accepted: bool) -> None:
        probe = self._probe()
        if accepted:
            self.high = probe
        else:
            self.low = probe + 1
        self._skip_finished()

    def copy(self) -> Bisection:
        other = Bisection(self.ladders, self.ladder, self.first, self.last)
        other.low, other.high = self.low, self.high
        return other


class Climb:
    """Each ladder's rungs in turn, until one is interesting; then the next ladder. Rungs in
    `passed` (edits that are stable names: those an earlier climb tried in vain before the
    rung it accepted) are passed over, so a climb on a later state starts from the last
    interesting rung rather than from the top again; `passed` grows by those before each
    rung accepted (None: every rung is tried, and none is kept)."""

    def __init__(self, ladders: Sequence[Sequence[Edit]], ladder: int = 0,
                 rung: int = 0, passed: frozenset[Edit] | None = None) -> None:
        self.ladders, self.ladder, self.rung, self.passed = ladders, ladder, rung, passed
        self._skip_finished()

    def _skip_finished(self) -> None:
        while self.ladder < len(self.ladders):
            rungs = self.ladders[self.ladder]
            while self.passed and self.rung < len(rungs) and rungs[self.rung] in self.passed:
                self.rung += 1
            if self.rung < len(rungs):
                return
            self.ladder, self.rung = self.ladder + 1, 0

    def proposal(self) -> Sequence[Edit] | None:
        if self.ladder >= len(self.ladders):
            return None
        return [self.ladders[self.ladder][self.rung]]

    def advance(self, accepted: bool) -> None:
        if accepted:
            if self.passed is not None:
                self.passed |= frozenset(self.ladders[self.ladder][:self.rung])
            self.ladder, self.rung = self.ladder + 1, 0
        else:
            self.rung += 1
        self._skip_finished()

    def copy(self) -> Climb:
        return Climb(self.ladders, self.ladder, self.rung, self.passed)
