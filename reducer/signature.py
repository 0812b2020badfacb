"""What a compiler run did (its kind) and whether its output shows the user's signature."""
from __future__ import annotations

import enum
import re
from dataclasses import dataclass

HANG_KEYWORD = "timeout"  # `--oracle timeout`: the bug is a hang


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
    """A substring (or, with regex=True, a regular expression) of the compiler's output.

    With `kind` set, the run must also be of that kind; an empty pattern then matches any
    output. `Signature.parse("timeout")` is such a signature: any run that times out.
    """

    pattern: str
    regex: bool = False
    kind: Kind | None = None

    def __post_init__(self) -> None:
        if not self.pattern and self.kind is None:
            raise ValueError("the signature is empty")
        if "\0" in self.pattern:
            raise ValueError("the signature contains a NUL character")
        if self.regex:
            try:
                re.compile(self.pattern)
            except (re.error, RecursionError, OverflowError) as e:
                raise ValueError(f"bad regular expression {self.pattern!r}: {e}") from None

    @classmethod
    def parse(cls, text: str, regex: bool = False) -> Signature:
        """The user's `--oracle` text; the keyword `timeout` (without --regex) means a hang."""
        if text == HANG_KEYWORD and not regex:
            return cls("", kind=Kind.TIMEOUT)
        return cls(text, regex)

    def find(self, output: str) -> str | None:
        """The matched text, or None."""
        if not self.pattern:
            return ""
        if self.regex:
            m = re.search(self.pattern, output, re.MULTILINE)
            return m.group(0) if m else None
        return self.pattern if self.pattern in output else None

    def match(self, kind: Kind, output: str) -> str | None:
        """The matched text when a run of `kind` printing `output` shows this signature."""
        if self.kind is not None and kind != self.kind:
            return None
        return self.find(output)

    @property
    def hang(self) -> bool:
        return self.kind is Kind.TIMEOUT

    def __str__(self) -> str:
        return self.pattern or (self.kind.value if self.kind else "")

    @property
    def needs_symbols(self) -> bool:
        """Whether matching may need symbol names in stack traces (C++ scopes like `A::b`)."""
        return "::" in self.pattern


_SPECIFIC_CRASH_MARKERS = ("LLVM ERROR", "Assertion `", "Assertion failed", "UNREACHABLE executed")
_LOCATION = re.compile(r"^[^\n]*?:\d+:\d+: ")
_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")
_DESCRIBE_LIMIT = 200


def describe(kind: Kind, output: str, returncode: int | None = None) -> str:
    """A short signature of a failure: its first crash message or error message.

    Locations and addresses are dropped, so one failure in two candidates reads the same.
    """
    if kind is Kind.TIMEOUT:
        return "timeout"
    lines = output.splitlines()
    found = next((line for line in lines if any(m in line for m in _SPECIFIC_CRASH_MARKERS)),
                 None)
    found = found or next((line for line in lines if "error:" in line), None)
    if found is None:
        if returncode is not None and returncode < 0:
            return f"{kind.value}: signal {-returncode}"
        return f"{kind.value}: exit status {returncode}"
    found = _LOCATION.sub("", found.strip())
    return _ADDRESS.sub("0x?", found)[:_DESCRIBE_LIMIT]
