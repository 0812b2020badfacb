"""Any MLIR (custom form, generic form or bytecode) -> generic form, through iree-opt."""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

from reducer.ir.errors import IRError
from reducer.ir.memo import PerModule
from reducer.ir.module import Module, program_text
from reducer.ir.parser import parse_generic, prepare_parser
from reducer.processes import bindings, scheduler
from reducer.processes.process import ToolFailed, ToolRun, run_tool
from reducer.processes.tools import ToolError, find_tool
from reducer.text import FileBytes, HeldText, Section, apart

# Verification on parse is off: inputs that fail the verifier are what users bring.
_READ_FLAGS = ["--mlir-very-unsafe-disable-verifier-on-parsing", "--allow-unregistered-dialect"]
_GENERIC = ["--mlir-print-op-generic"]
BYTECODE_MAGIC = b"ML\xefR"  # how an MLIR bytecode file starts


def _opt(source: str | bytes, flags: list[str], iree_opt: str | None) -> ToolRun:
    """iree-opt on `source` (a crash of it on a candidate is an ordinary "no")."""
    try:
        return run_tool([find_tool("iree-opt", iree_opt), *flags, "-"], source)
    except ToolError as e:
        raise IRError(str(e)) from e
    except ToolFailed as e:
        raise IRError(f"iree-opt failed to run: {e}") from e


def _run_opt(source: str | bytes, flags: list[str], iree_opt: str | None) -> str:
    if not source.strip():
        raise IRError("the input is empty")
    done = _opt(source, [*_READ_FLAGS, *flags], iree_opt)
    if done.returncode != 0:
        raise IRError("not valid MLIR: " + _first_error(done.stderr))
    return done.stdout


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip() + _position(line)
    lines = stderr.strip().splitlines()
    return lines[-1] if lines else "iree-opt exited with an error"


def _position(line: str) -> str:
    """' (line 3:4)' from '<stdin>:3:4: error: ...'."""
    parts = line.split(":")
    if len(parts) > 3 and parts[1].isdigit() and parts[2].isdigit():
        return f" (line {parts[1]}:{parts[2]})"
    return ""


def normalize(source: str | bytes, iree_opt: str | None = None,
              keep_locations: bool = False) -> str:
    """Generic op form of `source`, as iree-opt prints it."""
    flags = _GENERIC + (["--mlir-print-debuginfo"] if keep_locations else [])
    return _run_opt(source, flags, iree_opt)


def input_apart(source: str | FileBytes, origin: str | None = None,
                ) -> tuple[str | bytes, Section | None]:
    """What of an input iree-opt reads (its text before its resource section, bytecode
    whole), and its resource section, held out of line: never decoded, nor sent through
    iree-opt (which reads and prints ops that name a resource the same without it).
    `origin`: the file a `source` of bytes was read from (its section is held there, not
    copied)."""
    if not isinstance(source, str) and source[:len(BYTECODE_MAGIC)] == BYTECODE_MAGIC:
        return bytes(source), None
    return apart(source, origin)


def normalize_input(body: str | bytes, section: Section | None, iree_opt: str | None = None,
                    keep_locations: bool = False) -> str:
    """An input (as `input_apart` holds it) in generic op form as iree-opt prints it: the
    text `parse_normalized` reads, laid out as `Module.print_held` prints the module it parses to
    (blobs no op names left out), so that it may stand for that print."""
    preparing = scheduler.background(prepare_parser, name="prepare-parser")
    try:
        # One line break at the end, as a print ends (iree-opt adds a blank line).
        text = normalize(body, iree_opt, keep_locations).rstrip("\n") + "\n"
        return program_text(text, section)
    finally:
        preparing.join()


def parse_normalized(text: str) -> Module:
    """The module of a text that `normalize_input` (or `Module.print_held`) made."""
    return parse_generic(text)  # a held-out section stays the module's, out of line


def parse(source: str | FileBytes, iree_opt: str | None = None,
          keep_locations: bool = False, origin: str | None = None) -> Module:
    """Normalise `source` with iree-opt, then parse it into a Module (see `normalize_input`)."""
    return parse_normalized(normalize_input(*input_apart(source, origin), iree_opt,
                                            keep_locations))


def _held(text: str) -> tuple[str, Section | None]:
    """What of `text` iree-opt needs to see: a held-out section stays out (as in `parse`)."""
    return (text.body(), text.section) if isinstance(text, HeldText) else (text, None)


def pretty_print(text: str, iree_opt: str | None = None) -> str:
    """Custom (pretty) form of generic text; the text itself when iree-opt cannot print it."""
    body, section = _held(text)
    try:
        pretty = _run_opt(body, [], iree_opt)
    except IRError:
        return text
    return pretty if section is None else HeldText(pretty, section)


def run_passes(text: str, passes: Sequence[str], iree_opt: str | None = None) -> Module:
    """`text` after the iree-opt passes `passes` (e.g. ["--canonicalize", "--cse"]), parsed
    (printed by a worker of `reducer.processes.bindings` when one may).

    Raises IRError when iree-opt rejects the text or a pass fails.
    """
    body, section = _held(text)
    printed = bindings.after_passes(body, passes, iree_opt)
    if printed is None:
        printed = _run_opt(body, [*passes, *_GENERIC], iree_opt)
    module = parse_generic(printed)
    if section is not None:
        module.resources = section
    return module


class _Verdicts:
    """The verifier's last answers, by text: a strategy that checks its candidate and the
    prefilter that checks what reaches the compiler ask about the same text."""

    ENTRIES = 64
    LARGEST = 1 << 20  # characters; a model-sized text is not kept alive for this

    def __init__(self) -> None:
        self._errors: OrderedDict[tuple[str | None, str], list[str]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str, iree_opt: str | None,
            verify: Callable[[], list[str]]) -> list[str]:
        if len(text) > self.LARGEST:
            return verify()
        key = (iree_opt, text)
        with self._lock:
            if key in self._errors:
                self._errors.move_to_end(key)
                return list(self._errors[key])
        errors = verify()
        with self._lock:
            self._errors[key] = errors
            if len(self._errors) > self.ENTRIES:
                self._errors.popitem(last=False)
        return list(errors)


_VERDICTS = _Verdicts()


def verifier_errors(text: str, iree_opt: str | None = None) -> list[str]:
    """The error messages iree-opt reports when it parses and verifies `text` ([] if valid).

    Unlike the other functions here, the verifier is on: strategies use this to check that a
    rewrite did not make the program invalid in a new way.
    """
    body, _ = _held(text)  # what verifies is the ops; a section is not read
    return _VERDICTS.get(body, iree_opt, lambda: [] if bindings.verifies(body, iree_opt)
                         else _verified(body, iree_opt))


def verifies(text: str, iree_opt: str | None = None) -> bool:
    """Whether iree-opt's verifier accepts `text`, for callers that need no messages: a
    worker's answer either way (`reducer.processes.bindings`: a millisecond where iree-opt's start
    takes tens), iree-opt's when none is ready."""
    body, _ = _held(text)
    answer = bindings.verifies(body, iree_opt)
    if answer is not None:
        return answer
    # No worker answered (after waiting for a busy one): iree-opt's, not asked of them again.
    return not _VERDICTS.get(body, iree_opt, lambda: _verified(body, iree_opt))


def input_verifies(source: str | bytes, iree_opt: str | None = None) -> bool:
    """Whether iree-opt's verifier accepts an input as `input_apart` holds it (its resource
    section apart: ops that name a blob verify without it). No worker is asked, nor started
    (see `_verified`): it would parse the whole input, a model's memory and time, for one
    verdict; the calibration starts one beside the input's first compile."""
    return not _verify(source, iree_opt)


def warm_verifier(iree_opt: str | None = None) -> None:
    """Start loading a worker that verifies (see `reducer.processes.bindings`) now, for a
    caller that knows texts that verify will follow."""
    bindings.warm(iree_opt)


def _verified(text: str | bytes, iree_opt: str | None) -> list[str]:
    """iree-opt's verdict; a text that verifies starts the workers (see
    `reducer.processes.bindings`): more such texts will follow."""
    errors = _verify(text, iree_opt)
    if not errors:
        bindings.warm(iree_opt)
    return errors


def _verify(text: str | bytes, iree_opt: str | None) -> list[str]:
    done = _opt(text, ["--allow-unregistered-dialect", "-o", "/dev/null"], iree_opt)
    if done.returncode == 0:
        return []
    stderr = done.stderr
    errors = [line.split("error:", 1)[1].strip() for line in stderr.splitlines()
              if "error:" in line]
    return errors or [f"iree-opt exited with status {done.returncode}"]


class Verifier:
    """Judges candidates by iree-opt's verifier, against the program they were made from.

    A valid program must give valid candidates. An invalid one (the failure is a verifier
    error) must give candidates with the same errors (numbers aside since messages quote
    shapes, or as a strategy says): an edit that breaks some other op would hide the
    original error. The verdict on
    the last program is remembered, as the engine tries many candidates of one program.
    """

    def __init__(self, iree_opt: str | None = None) -> None:
        self.iree_opt = iree_opt
        self._errors: PerModule[list[str]] = PerModule()

    def is_valid(self, module: Module) -> bool:
        return not self._errors_of(module)

    def accepts(self, module: Module, candidate: str,
                agree: Callable[[list[str], list[str]], bool] | None = None) -> bool:
        """Whether `candidate`, made from `module`, verifies as `module` does: validly, or
        with errors that `agree` with the module's (by default, the same ones)."""
        errors = self._errors_of(module)
        if not errors:  # the verdict is enough: no messages to compare
            return verifies(candidate, self.iree_opt)
        return (agree or _same_errors)(verifier_errors(candidate, self.iree_opt), errors)

    def _errors_of(self, module: Module) -> list[str]:
        return self._errors.get(module, None,
                                lambda: verifier_errors(module.print_held(), self.iree_opt))


def _same_errors(errors: list[str], original: list[str]) -> bool:
    """The same errors, numbers aside: messages quote shapes."""
    return _masked(errors) == _masked(original)


def _masked(errors: list[str]) -> list[str]:
    return sorted(re.sub(r"\d+", "N", e) for e in errors)
