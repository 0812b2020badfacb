"""The phases of iree-compile's pipeline (`--compile-to=PHASE`), in order."""
from __future__ import annotations

import copy
import enum


class Phase(str, enum.Enum):
    INPUT = "input"
    ABI = "abi"
    PREPROCESSING = "preprocessing"
    GLOBAL_OPTIMIZATION = "global-optimization"
    DISPATCH_CREATION = "dispatch-creation"
    FLOW = "flow"
    STREAM = "stream"
    EXECUTABLE_SOURCES = "executable-sources"
    EXECUTABLE_CONFIGURATIONS = "executable-configurations"
    EXECUTABLE_TARGETS = "executable-targets"
    HAL = "hal"
    VM = "vm"
    END = "end"  # the full compile

    def __str__(self) -> str:
        return self.value

    def flag(self) -> str:
        return f"--compile-to={self.value}"


PHASES = tuple(Phase)


class PhaseSearch:
    """The steps of the oracle's phase search over `count` phases (the last, the full
    compile, shows the failure): the first alone, then a bisection of the rest."""

    def __init__(self, count: int) -> None:
        self.lo, self.hi, self.first = 0, count - 1, count > 2

    def probe(self) -> int | None:
        """The phase to try next (None: found)."""
        if self.first:
            return 0
        return (self.lo + self.hi) // 2 if self.lo < self.hi else None

    def decide(self, interesting: bool) -> None:
        probe = self.probe()
        assert probe is not None
        if self.first:
            self.first = False
            self.lo, self.hi = (0, 0) if interesting else (1, self.hi)
        elif interesting:
            self.hi = probe
        else:
            self.lo = probe + 1

    def found(self) -> int:
        return self.lo

    def reachable(self) -> set[int]:
        """The phases a later step may try."""
        return set(self.ahead(self.hi + 1))

    def ahead(self, count: int) -> list[int]:
        """Up to `count` phases the next steps may try, nearest steps first."""
        found: list[int] = []
        queue = [self]
        while queue and len(found) < count:
            step = queue.pop(0)
            probe = step.probe()
            if probe is None:
                continue
            if probe not in found:
                found.append(probe)
            for outcome in (True, False):
                following = copy.copy(step)
                following.decide(outcome)
                queue.append(following)
        return found
