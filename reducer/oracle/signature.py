"""What a compiler run did (its kind) and whether its output shows the user's signature."""
from __future__ import annotations

import dataclasses
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
                  "Assertion `", "Assertion failed", "UNREACHABLE executed",
                  # a release build's crash handler, which prints no "Stack dump:"
                  "include the crash backtrace", "llvm::sys::PrintStackTrace")
# The exit statuses a shell gives for a child killed by SIGILL, SIGABRT, SIGBUS, SIGFPE or
# SIGSEGV: a compiler behind a wrapper script crashed.
_SHELL_SIGNALLED = frozenset(128 + n for n in (4, 6, 7, 8, 11))


def classify(returncode: int | None, output: str, timed_out: bool = False) -> Kind:
    if timed_out:
        return Kind.TIMEOUT
    if returncode is not None and (returncode < 0 or returncode in _SHELL_SIGNALLED):
        return Kind.CRASH  # killed by a signal (the binary itself, or behind a shell)
    if any(marker in output for marker in _CRASH_MARKERS):
        return Kind.CRASH
    return Kind.OK if returncode == 0 else Kind.DIAGNOSTIC


@dataclass(frozen=True)
class Signature:
    """A substring (or, with regex=True, a regular expression) of the compiler's output.

    With `kind` set, the run must also be of that kind; an empty pattern then matches any
    output. `Signature.parse("timeout")` is such a signature: any run that times out.

    What calibration learns of it from the original's run (`learnt`) travels with it, so that
    every check that reuses it (a crash's capture, the pass-level test, the releases) runs
    the tools as the oracle does: `symbols`, it shows only in a symbolised stack trace (a
    frame's name copied from a crash, with or without its scopes); `frames`, the distances
    from the top frame of the frames that show it (see `reducer.oracle.frames`).
    """

    pattern: str
    regex: bool = False
    kind: Kind | None = None
    symbols: bool = False
    frames: tuple[int, ...] = ()

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
        """Whether matching may need symbol names in stack traces: it was seen only there, or
        it names C++ scopes (`A::b`)."""
        return self.symbols or "::" in self.pattern

    def learnt(self, symbols: bool, frames: tuple[int, ...] = ()) -> Signature:
        """This signature with what calibration learnt of it (see the class)."""
        if (symbols, frames) == (self.symbols, self.frames):
            return self
        return dataclasses.replace(self, symbols=symbols, frames=frames)


_SPECIFIC_CRASH_MARKERS = ("LLVM ERROR", "Assertion `", "Assertion failed", "UNREACHABLE executed")
# LLVM's instruction selection names the node it cannot select, then its divergence and its
# operands (`# D:1 0x55d0, 0x55e0`): those change with the candidate (a uniform operand, a
# constant folded in), the node does not.
_UNSELECTED = re.compile(r"(LLVM ERROR: Cannot select: \S+ [^=#]*= [^#]*?)"
                         r"(?:\s*#.*|(?:\s(?:0x[0-9a-fA-F]+|t\d+),?)+)")
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
        if returncode is None:  # not known: the kind alone
            return kind.value
        if returncode < 0:
            return f"{kind.value}: signal {-returncode}"
        return f"{kind.value}: exit status {returncode}"
    found = _LOCATION.sub("", found.strip())
    return _ADDRESS.sub("0x?", found)[:_DESCRIBE_LIMIT]


_ERROR_AT = re.compile(r"candidate\.mlir:(\d+):\d+: error:")


def error_lines(output: str) -> tuple[int, ...]:
    """The lines of the candidate file that error diagnostics point at, in order, once each."""
    return tuple(dict.fromkeys(int(m.group(1)) for m in _ERROR_AT.finditer(output)))


# --- signatures derived from the original's failure (`--oracle` omitted) ------------------------

_RUNNING_PASS = re.compile(r"Running pass '[^']+'")
# Where a stack frame's line begins: a crash handler writes its stack and its pretty stack
# trace ("Stack dump:", "0.\tProgram arguments: ...") from two places, and a frame's line
# may begin with an entry's number (`0.\t #0 0x...`).
FRAME_START = r"^\s*(?:\d+\.\t\s*)?"
_FRAME = re.compile(FRAME_START
                    + r"#\d+ 0x[0-9a-fA-F]+ (?P<function>.+?)(?: \S+:\d+:\d+| \(/[^)]*\))?$")
_HANDLER_FRAMES = ("llvm::sys::", "SignalHandler", "PrintStackTrace", "RunSignalHandlers",
                   "libc.so", "__restore_rt", "/lib/", "abort", "raise")
_IREE_FRAME = "iree_compiler::"
_NAMING_FRAMES = 3
_SSA = re.compile(r"%[\w$.\-#]+")
_SHAPE_DIM = re.compile(r"\b\d+(?=x)")  # a static dim in `tensor<4x8xf32>`: shapes shrink
_DERIVED_LIMIT = 160


def derive(kind: Kind, output: str) -> Signature | None:
    """A signature for the failure in `output`, as a person would copy it from there: the
    assertion or `LLVM ERROR` line, else the first `error:` diagnostic, else the pass that was
    running when the compiler crashed, else the top frame of the stack trace that is not the
    crash handler's. Locations, addresses, SSA names and static dims (which reduction changes)
    become wildcards. None when the output names nothing (a bare exit status)."""
    if kind is Kind.OK:
        return None
    if kind is Kind.TIMEOUT:
        return Signature.parse(HANG_KEYWORD)
    text = _crash_text(output) if kind is Kind.CRASH else None
    text = text or _first_error(output) or (_crash_frame(output) if kind is Kind.CRASH else None)
    if not text:
        return None
    return Signature(_wildcards(text[:_DERIVED_LIMIT]), regex=True)


def _crash_text(output: str) -> str | None:
    for line in output.splitlines():
        for marker in _SPECIFIC_CRASH_MARKERS:
            if marker in line:
                text = line[line.index(marker):].strip()
                node = _UNSELECTED.fullmatch(text)
                return node[1] if node else text
    found = _RUNNING_PASS.search(output)
    return found.group(0) if found else None


def _first_error(output: str) -> str | None:
    for line in output.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return None


# Frames no crash is named by: generic helpers that countless unrelated crashes die in or
# pass through (a null type's first use, a `std::function`'s call, a cast, the verifier's
# walk), left out of a crash's state as fuzzing infrastructure leaves them (ClusterFuzz's
# ignore list), so that two crashes in one helper, reached from different code, differ.
_GENERIC_FRAME = re.compile(
    r"^(?:std::|__gnu_cxx::|llvm::|mlir::detail::|mlir::OpTrait::|mlir::op_definition_impl::"
    r"|mlir::(?:Type|Attribute|TypeID|Value|Operation|OpState|OperationName"
    r"|RegisteredOperationName|MLIRContext|StorageUniquer|AbstractType|AbstractAttribute"
    r"|ShapedType|TensorType|RankedTensorType|BaseMemRefType|MemRefType)\b"
    r"|mlir::(?:Op|TypeBase|AttrBase|detail::StorageUserBase)<|mlir::verify"
    r"|\(anonymous namespace\)::OperationVerifier::)")
_DEPTH = 50  # frames read for a crash's state


def _crash_frame(output: str) -> str | None:
    """The frame a person would name the crash by: of the top `_NAMING_FRAMES` frames that
    are not generic helpers' (`_GENERIC_FRAME`), the top one of IREE's own code (a crash in a
    utility of MLIR's, called by many passes, is named by the IREE code that called it),
    else the top one; the top frame when every frame is a helper's."""
    every = crash_frames(output, _DEPTH)
    frames = [f for f in every if not _GENERIC_FRAME.match(f)][:_NAMING_FRAMES]
    chosen = next((f for f in frames if _IREE_FRAME in f), frames[0] if frames else None)
    chosen = chosen or (every[0] if every else None)
    if chosen is None:
        return None
    # Without its parameter list and qualifiers: `ns::Class::method`.
    return re.sub(r"\((?:[^()]|\([^()]*\))*\)(?: const)?$", "", chosen).strip() or None


_RUN_ON_OPERATION = re.compile(r"(\w+)(?:<[^()]*>)?::runOnOperation\(")


def crash_pass(output: str) -> str | None:
    """The pass a crash is in: the one its output names as running (LLVM's), else the class
    of the innermost `runOnOperation` among its symbolised frames (MLIR's)."""
    named = running_pass(output)
    if named is not None:
        return named
    frames = crash_frames(output, _DEPTH)
    return next((m[1] for f in frames if (m := _RUN_ON_OPERATION.search(f))), None)


def crash_state(kind: Kind, output: str, signature: Signature) -> str:
    """What a failure is known by, as a person reads it (see `readable`): for a crash, the
    pass it is in, when its output tells, before the signature (two crashes of one helper's
    frame from different passes differ); one crash reached through different callers keeps
    one state."""
    text = readable(signature)
    if kind is not Kind.CRASH:
        return text
    found = crash_pass(output)
    return f"{found}: {text}" if found and found not in text else text


_SHOWN_WILDCARDS = ((r"0x[0-9a-fA-F]+", "0x…"), (r"%[\w$.\-#]+", "%…"), (r"\d+", "N"))


def readable(signature: Signature) -> str:
    """`signature` as a person reads it: a regular expression derived from a failure
    (`derive`) without its escapes, its wildcards shown as `0x…`, `%…` and `N`; any other
    as it was given."""
    if not signature.regex:
        return str(signature)
    text = signature.pattern
    for wildcard, shown in _SHOWN_WILDCARDS:
        text = text.replace(wildcard, shown)
    return re.sub(r"\\(.)", r"\1", text)


# What the compiler prints when its command line, not the program, is wrong. The phrase
# alone: a pattern of its whole line backtracks through every long line of a module printed
# with a diagnostic (tens of milliseconds on megabytes).
_USAGE_ERRORS = re.compile(
    r"Unknown command line argument|for the --[\w-]+ option:|cannot open input file"
    r"|error opening input file|no HAL devices defined in the module|Unknown \w+ target '"
    r"|does not provide any executable targets")


def usage_error(output: str) -> str | None:
    """The line of `output` that says the compiler's command line is wrong (an unknown flag,
    a bad value, no target device, an unreadable file), or None."""
    found = _USAGE_ERRORS.search(output)
    if found is None:
        return None
    end = output.find("\n", found.end())
    line = output[output.rfind("\n", 0, found.start()) + 1:None if end < 0 else end]
    return _LOCATION.sub("", line.strip())


def shows_only_symbolised(signature: Signature, output: str) -> bool:
    """Whether `signature` is found in `output` only in its stack frames' function names:
    runs without symbolisation would not show it."""
    unnamed = "\n".join(line for line in output.splitlines() if not _FRAME.match(line))
    return signature.find(output) is not None and signature.find(unnamed) is None


_BARE_FRAME = re.compile(FRAME_START + r"#?\d+\s+\S+\s+0x[0-9a-fA-F]+\s*$", re.MULTILINE)


def unsymbolised(output: str) -> bool:
    """Whether `output` holds a crash's stack dump whose frames have no function names (the
    crash handler found no llvm-symbolizer): only a library and an address each."""
    return _BARE_FRAME.search(output) is not None and \
        not any(_FRAME.match(line) for line in output.splitlines())


def crash_frames(output: str, limit: int = 10) -> list[str]:
    """The top `limit` frames of a symbolised stack trace in `output`, the crash handler's
    left out, each its function (and source location when printed) without its address."""
    frames = []
    for line in output.splitlines():
        frame = _FRAME.match(line)
        function = frame["function"] if frame else ""
        if function and not function.startswith("(/") and \
                not any(h in function for h in _HANDLER_FRAMES):
            frames.append(function)
        if len(frames) == limit:
            break
    return frames


def running_pass(output: str) -> str | None:
    """The pass that was running when the compiler crashed, as its output names it."""
    found = _RUNNING_PASS.search(output)
    return found.group(0)[len("Running pass "):].strip("'") if found else None


def _wildcards(text: str) -> str:
    """`text` as a regex, with what changes from run to run and candidate to candidate
    matched by a pattern instead."""
    parts = re.split(r"(0x[0-9a-fA-F]+|%[\w$.\-#]+|\b\d+(?=x))", text)
    out = []
    for part in parts:
        if _ADDRESS.fullmatch(part):
            out.append(r"0x[0-9a-fA-F]+")
        elif _SSA.fullmatch(part):
            out.append(r"%[\w$.\-#]+")
        elif part.isdigit():
            out.append(r"\d+")
        else:
            out.append(_REGEX_SPECIAL.sub(r"\\\1", part))  # spaces stay readable
    return "".join(out)


_REGEX_SPECIAL = re.compile(r"([.^$*+?{}\[\]\\|()#])")
