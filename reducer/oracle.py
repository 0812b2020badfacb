"""The oracle: runs the compiler (or a test script) on candidate text and judges the run.

It sees only text, never a Module. Every run happens in a private temporary directory, in its
own process group, with a time limit; the whole group is killed when the limit strikes.
Outcomes are cached by content hash, so a candidate seen twice costs one run.
"""
from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from reducer.signature import Kind, Signature, classify
from reducer.tools import ToolError, find_tool

# Phases of iree-compile in pipeline order (`--compile-to=PHASE`).
PHASES = ("input", "abi", "preprocessing", "global-optimization", "dispatch-creation", "flow",
          "stream", "executable-sources", "executable-configurations", "executable-targets",
          "hal", "vm", "end")

_OUTPUT_LIMIT = 8 << 20  # bytes of compiler output kept; crashes can print megabytes


class OracleError(Exception):
    """The oracle cannot be used as asked; the message is for the user."""


@dataclass(frozen=True)
class Outcome:
    interesting: bool
    kind: Kind
    returncode: int | None
    seconds: float
    output: str  # the last part of the combined stdout/stderr
    matched: str | None  # the text that matched the signature
    slipped: bool = False  # signature seen, but a different kind of failure

    def tail(self, lines: int = 12) -> str:
        return "\n".join(self.output.rstrip().splitlines()[-lines:])


@dataclass
class OracleStats:
    runs: int = 0
    cache_hits: int = 0
    seconds: float = 0.0
    slippages: int = 0


@dataclass
class Oracle:
    """Judges candidates: interesting = signature in the output AND the original's kind.

    With `test_script`, the script decides instead (exit 0 = interesting; it gets the
    candidate's path as its argument), C-Reduce style.
    """

    signature: Signature | None
    flags: Sequence[str] = ()
    compiler: str | None = None
    test_script: str | None = None
    timeout: float = 300.0
    kind: Kind | None = None  # the original's kind; set by `calibrate`
    phase: str | None = None  # compile only up to this phase (`--compile-to`)
    stats: OracleStats = field(default_factory=OracleStats)

    def __post_init__(self) -> None:
        if self.test_script is None and self.signature is None:
            raise OracleError("give a signature (--oracle) or a test script (--test)")
        self.flags = tuple(_without_output_flag(self.flags))
        self._exe = self._executable()
        self._cache: dict[tuple[str, str | None], Outcome] = {}
        self._lock = threading.Lock()

    def _executable(self) -> str:
        if self.test_script is not None:
            path = os.path.abspath(self.test_script)
            if not os.path.isfile(path) or not os.access(path, os.X_OK):
                raise OracleError(f"test script {self.test_script} is not an executable file")
            return path
        try:
            return find_tool("iree-compile", self.compiler)
        except ToolError as e:
            raise OracleError(str(e)) from e

    def __call__(self, text: str) -> bool:
        return self.run(text).interesting

    def run(self, text: str, phase: str | None = None, full: bool = False) -> Outcome:
        """Judge `text`; `phase` overrides the cut-off phase, `full` compiles all the way."""
        phase = None if full else (phase or self.phase)
        key = (hashlib.sha256(text.encode()).hexdigest(), phase)
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self.stats.cache_hits += 1
                return hit
        outcome = self._judge(*self._execute(text, phase))
        with self._lock:
            self._cache[key] = outcome
            self.stats.runs += 1
            self.stats.seconds += outcome.seconds
            self.stats.slippages += outcome.slipped
        return outcome

    def _command(self, candidate: str, out: str, phase: str | None) -> list[str]:
        if self.test_script is not None:
            return [self._exe, candidate]
        cut = [f"--compile-to={phase}"] if phase else []
        return [self._exe, candidate, *self.flags, *cut, "-o", out]

    def _environment(self) -> dict[str, str]:
        env = dict(os.environ)
        if self.signature is not None and not self.signature.needs_symbols:
            env["LLVM_DISABLE_SYMBOLIZATION"] = "1"  # symbolising a crash costs seconds
        return env

    def _execute(self, text: str, phase: str | None) -> tuple[int | None, str, bool, float]:
        with tempfile.TemporaryDirectory(prefix="reducer-") as tmp:
            candidate = os.path.join(tmp, "candidate.mlir")
            with open(candidate, "w") as f:
                f.write(text)
            log_path = os.path.join(tmp, "output.log")
            command = self._command(candidate, os.path.join(tmp, "out.vmfb"), phase)
            start = time.monotonic()
            with open(log_path, "wb") as log:
                returncode, timed_out = run_in_group(command, tmp, log, self.timeout,
                                                     self._environment())
            seconds = time.monotonic() - start
            with open(log_path, "rb") as log:
                size = os.path.getsize(log_path)
                log.seek(max(0, size - _OUTPUT_LIMIT))
                output = log.read().decode(errors="replace")
        return returncode, output, timed_out, seconds

    def _judge(self, returncode: int | None, output: str, timed_out: bool,
               seconds: float) -> Outcome:
        kind = classify(returncode, output, timed_out)
        if self.test_script is not None:
            return Outcome(returncode == 0 and not timed_out, kind, returncode, seconds, output,
                           None)
        assert self.signature is not None
        matched = self.signature.find(output)
        same_kind = self.kind is None or kind == self.kind
        return Outcome(matched is not None and same_kind, kind, returncode, seconds, output,
                       matched, slipped=matched is not None and not same_kind)

    def calibrate(self, text: str, find_phase: bool = True) -> Outcome:
        """Check that the original is interesting; remember its kind and earliest phase."""
        outcome = self.run(text, full=True)
        if not outcome.interesting:
            raise OracleError(_not_interesting_message(outcome, self.signature))
        if self.test_script is None:
            self.kind = outcome.kind
            self._cache.clear()  # outcomes judged before the kind was known
            self.flags = tuple(f for f in self.flags if not f.startswith("--compile-to"))
            if find_phase:
                self.phase = self._earliest_phase(text)
        return outcome

    def _earliest_phase(self, text: str) -> str | None:
        """Bisect the phases: a failure that shows at one phase shows at every later one."""
        lo, hi = 0, len(PHASES) - 1  # PHASES[-1] ('end') is the full compile
        while lo < hi:
            mid = (lo + hi) // 2
            if self.run(text, phase=PHASES[mid]).interesting:
                hi = mid
            else:
                lo = mid + 1
        return PHASES[lo] if PHASES[lo] != "end" else None


def run_in_group(command: list[str], cwd: str, log, timeout: float,
                 env: dict[str, str] | None = None) -> tuple[int | None, bool]:
    """Run `command` in a new session; on timeout kill its whole process group (TERM, KILL)."""
    proc = subprocess.Popen(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True, env=env)
    try:
        returncode = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        return None, True
    except BaseException:  # Ctrl-C or a cancelled job: leave no process behind
        _kill_group(proc)
        raise
    try:  # children the run left behind go too
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    return returncode, False


def _kill_group(proc: subprocess.Popen) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=2)
            return
        except subprocess.TimeoutExpired:
            continue


def _without_output_flag(flags: Sequence[str]) -> list[str]:
    """Drop the user's `-o FILE`: candidates are compiled into a private temp dir."""
    kept: list[str] = []
    skip = False
    for flag in flags:
        if skip:
            skip = False
        elif flag in ("-o", "--o"):
            skip = True
        elif not flag.startswith(("-o=", "--o=")):
            kept.append(flag)
    return kept


def _not_interesting_message(outcome: Outcome, signature: Signature | None) -> str:
    status = ("timed out" if outcome.kind is Kind.TIMEOUT
              else f"exited with status {outcome.returncode} ({outcome.kind.value})")
    what = f"the signature {signature.pattern!r} is not in its output" if signature else \
        "the test script did not return 0"
    hint = ("check the signature's spelling, the compiler flags after '--', and that this is "
            "the compiler build that fails (--compiler)")
    return (f"the original input is not interesting: the compiler {status} and {what}.\n"
            f"Last lines of its output:\n{outcome.tail()}\nHint: {hint}.")
