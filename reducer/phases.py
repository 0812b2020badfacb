"""The phases of iree-compile's pipeline (`--compile-to=PHASE`), in order."""
from __future__ import annotations

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
_CODEGEN = PHASES[PHASES.index(Phase.EXECUTABLE_CONFIGURATIONS):]


def in_codegen(phase: Phase | None) -> bool:
    """Whether a failure first showing at `phase` (None: only a full compile) can be in
    codegen."""
    return phase is None or phase in _CODEGEN
