"""What a compiler run did (its kind) and whether its output shows the user's signature."""
from __future__ import annotations

import enum
import re
from dataclasses import dataclass


class Kind(str, enum.Enum):
    OK = "ok"  # exit 0
    DIAGNOSTIC = "diagnostic"  # a clean error exit: verifier, legalisation, linker errors
    CRASH = "crash"  # killed by a signal, LLVM ERROR, assertion, stack dump
    TIMEOUT = "timeout"  # still running when the time limit struck


_CRASH_MARKERS = ("LLVM ERROR", "PLEASE submit a bug report", "Stack dump:",
                  "Assertion `", "Assertion failed", "UNREACHABLE executed")


def classify(returncode: int | None, output: str, timed_out: bool = False) -> Kind:
    if timed_out:
        return Kind.TIMEOUT
    if returncode is not None and returncode < 0:  # killed by a signal (the binary, no shell)
        return Kind.CRASH
    if any(marker in output for marker in _CRASH_MARKERS):
        return Kind.CRASH
    return Kind.OK if returncode == 0 else Kind.DIAGNOSTIC


@dataclass(frozen=True)
class Signature:
    """A substring (or, with regex=True, a regular expression) of the compiler's output."""

    pattern: str
    regex: bool = False

    def __post_init__(self) -> None:
        if not self.pattern:
            raise ValueError("the signature is empty")
        if self.regex:
            try:
                re.compile(self.pattern)
            except re.error as e:
                raise ValueError(f"bad regular expression {self.pattern!r}: {e}") from e

    def find(self, output: str) -> str | None:
        """The matched text, or None."""
        if self.regex:
            m = re.search(self.pattern, output, re.MULTILINE)
            return m.group(0) if m else None
        return self.pattern if self.pattern in output else None

    @property
    def needs_symbols(self) -> bool:
        """Whether matching may need symbol names in stack traces (C++ scopes like `A::b`)."""
        return "::" in self.pattern
