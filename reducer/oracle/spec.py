"""What an oracle is told, what it learns and what it answers: the user's choices
(`OracleSpec`, and `TextForm`, the form a test script reads), what calibration learns from the
original (`Calibration`), a run's verdict (`Outcome`) and the tally of runs (`OracleStats`);
the oracle's errors, and the messages that explain a refusal."""
from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from reducer.errors import ReducerError
from reducer.options import DEFAULT_CHECKS
from reducer.oracle.flags import without_output_flag
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Kind, Signature, unsymbolised
from reducer.processes.tools import ToolError, find_tool

# The default time limit is TIMEOUT_FACTOR times the original's compile time, within
# [TIMEOUT_FLOOR, TIMEOUT_CAP]; the floor absorbs the load of a shared machine, the cap also
# limits the very first run, whose time is not known yet.
TIMEOUT_FACTOR = 10
TIMEOUT_FLOOR = 5.0
TIMEOUT_CAP = 300.0


class OracleError(ReducerError):
    """The oracle cannot be used as asked; the message is for the user."""


class NotInteresting(OracleError):
    """The original input does not show the failure; `details` quotes the compiler."""

    def __init__(self, summary: str, details: str) -> None:
        super().__init__(f"{summary}\n{details}" if details else summary)
        self.summary, self.details = summary, details


class FlakyError(OracleError):
    """The compiler's verdict on the same input varies from run to run."""


@dataclass(frozen=True)
class Outcome:
    interesting: bool
    kind: Kind
    returncode: int | None
    seconds: float
    output: str  # the head and tail of the combined stdout/stderr
    matched: str | None  # the text that matched the signature
    slipped: bool = False  # signature seen, but a different kind of failure

    def tail(self, lines: int = 12) -> str:
        return "\n".join(self.output.rstrip().splitlines()[-lines:])

    def raw(self) -> tuple[int | None, str, bool, float]:
        """The run as a compiler process ended it, to be judged again: exit status, output,
        whether it timed out, seconds."""
        return self.returncode, self.output, self.kind is Kind.TIMEOUT, self.seconds


@dataclass
class OracleStats:
    runs: int = 0
    cache_hits: int = 0
    seconds: float = 0.0
    slippages: int = 0
    # Runs started ahead of a step that then did not read their verdict (the runs of the
    # engine's trials are counted by the engine).
    wasted: int = 0


RunObserver = Callable[[str, "Phase | None", Outcome], None]  # (text, phase, outcome)


def default_timeout(original_seconds: float) -> float:
    """The time limit per run when the user sets none."""
    return min(TIMEOUT_CAP, max(TIMEOUT_FLOOR, TIMEOUT_FACTOR * original_seconds))


@dataclass(frozen=True)
class TextForm:
    """A form of MLIR text that a test script reads candidates in: its name and the command
    that prints a program in it, as messages say them, and how a candidate's text (iree-opt's
    generic form) is written in it. `write` None: the text as it is; else a function of the
    text alone, so that a verdict cached by the text's content is the verdict on what the
    script read."""

    name: str
    command: str
    write: Callable[[str], str] | None = None


GENERIC = TextForm("generic", "iree-opt --mlir-print-op-generic INPUT")


@dataclass(frozen=True)
class OracleSpec:
    """How candidates are judged, as the user chose it.

    With `test_script`, the script decides instead of a signature, C-Reduce style: it gets the
    path of the candidate written in `test_form` (the form of the user's input) as its
    argument, and exit status `test_exit` means interesting (0; mlir-reduce's scripts: 1).
    `timeout` None means automatic (see `default_timeout`); `memory_limit` caps each run's
    address space in bytes.
    """

    signature: Signature | None
    flags: tuple[str, ...] = ()
    compiler: str | None = None
    test_script: str | None = None
    timeout: float | None = None
    memory_limit: int | None = None
    agree: int = 1  # runs that must all be interesting to accept a candidate (`--flaky N`)
    checks: int = DEFAULT_CHECKS
    symbols: bool | None = None  # symbolise crash stacks; None: when the signature needs it
    test_form: TextForm = GENERIC
    test_exit: int = 0

    def __post_init__(self) -> None:
        if self.timeout is not None and not (math.isfinite(self.timeout) and self.timeout > 0):
            raise OracleError(f"the timeout must be a positive number of seconds, not "
                              f"{self.timeout}")
        if self.memory_limit is not None and self.memory_limit <= 0:
            raise OracleError(f"the memory limit must be positive, not {self.memory_limit}")
        if self.agree < 1 or self.checks < 1:
            raise OracleError("the numbers of agreeing runs and of checks must be at least 1")
        if not 0 <= self.test_exit <= 255:
            raise OracleError(f"the exit status that means interesting must be within 0-255, "
                              f"not {self.test_exit}")
        if self.test_exit != 0 and self.test_script is None:
            raise OracleError("an exit status that means interesting (--test-exit) goes with "
                              "a test script (--test)")
        if self.signature is not None and self.signature.hang and self.timeout is None:
            raise OracleError("--oracle timeout needs --timeout S: the time after which a run "
                              "counts as a hang")
        object.__setattr__(self, "flags", tuple(without_output_flag(checked_flags(self.flags))))

    def executable(self) -> str:
        """The path of what judges: the test script, else the compiler."""
        script = self.test_script
        if script is not None:
            if "\0" in script:
                raise OracleError("the test script's path contains a NUL character")
            path = os.path.abspath(script)
            if not os.path.isfile(path) or not os.access(path, os.X_OK):
                raise OracleError(f"test script {script} is not an executable file")
            return path
        try:
            return find_tool("iree-compile", self.compiler)
        except ToolError as e:
            raise OracleError(str(e)) from e

    @property
    def needs_symbols(self) -> bool:
        if self.symbols is not None:
            return self.symbols
        return self.signature is not None and self.signature.needs_symbols

    @property
    def derives_signature(self) -> bool:
        """No signature and no script: the signature is derived from the original's failure."""
        return self.signature is None and self.test_script is None


@dataclass(frozen=True)
class Calibration:
    """What the oracle learnt from the original: derived at start, never chosen by the user."""

    kind: Kind | None  # the original's kind of failure (None with a test script)
    timeout: float  # seconds allowed per run
    # Compile candidates only up to this phase (`--compile-to`); END: all the way, as the
    # search found or a cut-off hid a difference; None: not searched (all the way too).
    phase: Phase | None = None
    stability: tuple[int, int] | None = None  # (interesting runs, runs) of the original
    symbols: bool = False  # crash stacks are symbolised (the signature shows only so)
    signature: Signature | None = None  # derived from the original, when the user gave none
    # Lines of the original's printed text that its error diagnostics point at, and the
    # hash of that very text (`text_hash`: the lines mean nothing for another text).
    error_lines: tuple[int, ...] = ()
    located: str | None = None
    # With `symbols`: where the frames that show the signature are in the compiler's code
    # (see `reducer.oracle.frames`); runs are symbolised only to judge a crash at none of them.
    frames: tuple[int, ...] = ()
    # The failure is a diagnostic of a dispatch region or an executable (`'flow.dispatch.
    # workgroups' op ...`): a program that computes nothing makes none, and cannot show it.
    dispatched: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind.value if self.kind else None, "timeout": self.timeout,
                "phase": self.phase.value if self.phase else None,
                "stability": list(self.stability) if self.stability else None,
                "symbols": self.symbols,
                "signature": self.signature.pattern if self.signature else None,
                "error_lines": list(self.error_lines), "located": self.located,
                "frames": list(self.frames), "dispatched": self.dispatched}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Calibration:
        """Raises KeyError, TypeError or ValueError when `data` is not one."""
        stability, signature = data.get("stability"), data.get("signature")
        return cls(Kind(data["kind"]) if data["kind"] else None, float(data["timeout"]),
                   Phase(data["phase"]) if data["phase"] else None,
                   (int(stability[0]), int(stability[1])) if stability else None,
                   bool(data.get("symbols", False)),
                   Signature(signature, regex=True) if signature else None,
                   tuple(int(n) for n in data.get("error_lines") or ()), data.get("located"),
                   tuple(int(n) for n in data.get("frames") or ()),
                   bool(data.get("dispatched", False)))


def check_flaky(stability: tuple[int, int], spec: OracleSpec) -> None:
    hits, runs = stability
    if hits < runs and spec.agree == 1:
        raise FlakyError(f"the {judge_of(spec)} is flaky on the original input: interesting in "
                         f"{hits} of {runs} runs; pass --flaky N to accept a candidate "
                         f"only when N runs of N are interesting")


def judge_of(spec: OracleSpec) -> str:
    """What judges candidates, as messages name it."""
    return "compiler" if spec.test_script is None else "test script"


# --- flags and messages ----------------------------------------------------------------------

def checked_flags(flags: Sequence[str]) -> list[str]:
    """The flags go to the compiler as separate arguments: they must be strings without NUL."""
    for flag in flags:
        if not isinstance(flag, str):
            raise OracleError(f"compiler flag {flag!r} is not a string")
        if "\0" in flag:
            raise OracleError(f"compiler flag {flag!r} contains a NUL character")
    return list(flags)


def not_interesting(outcome: Outcome, signature: Signature | None, spec: OracleSpec,
                    symbolised: bool = False) -> NotInteresting:
    """The original's run `outcome` did not show `signature`; `symbolised`: the run asked for
    a symbolised stack dump (a crash's frames named)."""
    if spec.test_script is not None or signature is None:
        return not_interesting_to_script(outcome, spec)
    if symbolised and outcome.kind is Kind.CRASH and unsymbolised(outcome.output):
        return no_symbols(f"the original input is not interesting: the compiler crashed (exit "
                          f"status {outcome.returncode}) and the signature "
                          f"{signature.pattern!r} is not in its output")
    status = ("timed out" if outcome.kind is Kind.TIMEOUT
              else f"exited with status {outcome.returncode} ({outcome.kind.value})")
    if signature.hang:
        what = "a hang (a run that times out) was asked for"
    else:
        what = f"the signature {signature.pattern!r} is not in its output"
    hint = ("check the signature's spelling, the compiler flags after '--', and that this is "
            "the compiler build that fails (--compiler)")
    return NotInteresting(f"the original input is not interesting: the compiler {status} and "
                          f"{what}.", f"Last lines of its output:\n{outcome.tail()}\n"
                                      f"Hint: {hint}.")


NO_SYMBOLS_HINT = ("install llvm-symbolizer (on PATH) or set LLVM_SYMBOLIZER_PATH to it, so "
                   "that the compiler's crash handler names the frames")


def no_symbols(what: str, otherwise: str = "") -> NotInteresting:
    """The original crashed (`what` it did, a clause) and its stack dump has no function
    names: a signature that names a frame cannot show, nor be derived from one."""
    otherwise = f", {otherwise}" if otherwise else ""
    return NotInteresting(f"{what}; its stack dump has no function names: {NO_SYMBOLS_HINT}"
                          f"{otherwise}.", "")


def not_interesting_to_script(outcome: Outcome, spec: OracleSpec) -> NotInteresting:
    """The test script did not find the original interesting: say what it was given, and what
    exit status would have meant interesting."""
    wanted, form = spec.test_exit, spec.test_form
    status = ("timed out" if outcome.kind is Kind.TIMEOUT
              else f"exited with status {outcome.returncode}")
    hints = [f"the script is given the path of each candidate written in {form.name} form, "
             f"the form of your input, as `{form.command}` prints it (SSA names and layout "
             f"are iree-opt's): check that what it looks for is spelled so"]
    if outcome.kind is not Kind.TIMEOUT and {outcome.returncode, wanted} == {0, 1}:
        hints.append("a script of mlir-reduce's convention (exit 1 when interesting) needs "
                     "--test-exit 1" if wanted == 0 else
                     "a script of C-Reduce's convention (exit 0 when interesting) needs "
                     "--test-exit 0, the default")
    tail = outcome.tail()
    printed = f"Last lines of its output:\n{tail}" if tail else "It printed nothing."
    return NotInteresting(f"the original input is not interesting: the test script {status}, "
                          f"and only exit status {wanted} means interesting (--test-exit).",
                          f"{printed}\nHint: {'; '.join(hints)}.")


@dataclass(frozen=True, eq=False)
class RunTag:
    """What a run is known by, to stop it alone: the very text object it judges (held,
    so that no other text takes its identity meanwhile), and its phase."""

    text: str
    phase: Phase | None

    def __hash__(self) -> int:
        return hash((id(self.text), self.phase))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RunTag) and other.text is self.text \
            and other.phase == self.phase
