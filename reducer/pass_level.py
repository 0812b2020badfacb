"""Down to the pass: the one compiler pass that fails, its input IR and a test running only it.

An IREE triage ends with a regression test that runs the single pass that breaks, e.g.

    // RUN: iree-opt --pass-pipeline='builtin.module(func.func(PASS))' %s --verify-diagnostics

`capture` compiles the failing input (typically one `hal.executable`, compiled with
`--compile-mode=hal-executable`) once more while iree-compile prints the IR before every pass
into a tree of files (`--mlir-print-ir-before-all --mlir-print-ir-module-scope
--mlir-print-ir-tree-dir`, threading off so passes run one at a time). The last file written is
the input of the pass that was running when the compiler failed; its header names that pass
with all its options, and the folders it sits in name the ops it is nested in, which gives the
`--pass-pipeline` for iree-opt. This works for diagnostics, verifier failures after a pass and
crashes alike, the crashes of LLVM's backend inside IREE's serialisation pass included, and even
for a stack overflow, where MLIR's own crash reproducer
(`--mlir-pass-pipeline-crash-reproducer`) writes nothing. A capture is only returned once
iree-opt, running that pass alone, fails the same way; the pass options it does not need are
dropped.

A whole program is captured the other way (`capture_crash`), for a crash or a hang: from MLIR's
crash reproducer, which a compile writes when a pass crashes (or, for a hang, is stopped by
SIGABRT) with `--mlir-pass-pipeline-crash-reproducer=R --mlir-pass-pipeline-local-reproducer`:
the IR that pass ran on, the pipeline nested down to it in R's `mlir_reproducer` resource, and,
with `--mlir-print-debuginfo`, every op's location in the program compiled (`source_lines`
reads them back). The local reproducer copies the module before every pass, which is slow on a
model; the compile that writes it starts from the last phase the program passed
(`--dump-compilation-phases-to`, then `--compile-from`), whose ops keep their locations in the
program. Such a compile ends with a pass failure instead of the crash: its verdict is never
used; iree-opt, running R's pipeline on R's module, must fail the same way. That compile's
first half, the phases dumped, may start before the failure is known to be such a crash
(`PhaseDump`). `cut_at_crash` then cuts R's module to the op the pass crashes at, and names the
lines of the program it came from.

The captured IR is then reduced with iree-opt as the oracle (`reduce_at_pass`), and emitted as a
lit test (`emit_pass_test`, written by `reducer.lit`) that is run through lit before it is
returned.
"""
from __future__ import annotations

import dataclasses
import enum
import os
import re
import signal
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from reducer.engine import Engine, Problem
from reducer.errors import ReducerError
from reducer.flags import without_output_flag
from reducer.ir import Module, Op, parse
from reducer.ir.measure import measure
from reducer.ir.memo import PerModule
from reducer.ir.parser import parse_generic
from reducer.lit import pass_test
from reducer.oracle import OracleStats
from reducer.phases import PHASES, Phase
from reducer.process import Background, Run, run_step, run_tool, temp_dir
from reducer.signature import Kind, Signature, classify, describe
from reducer.text import write_text
from reducer.tools import find_tool, sibling_tool

CANDIDATE = "{candidate}"  # where `pass_command` puts the candidate's path
DEFAULT_TIMEOUT = 300.0
# Passes run one at a time (so the last dump is the failing pass), each printed whole.
_PRINT_BEFORE_EACH_PASS = ["--mlir-print-ir-before-all", "--mlir-print-ir-module-scope",
                           "--mlir-disable-threading"]
# `// -----// IR Dump Before CLASS: ARG{OPTIONS} ('OP' operation: @SYM) //----- //`
_HEADER = re.compile(r"^// -----// IR Dump Before (?:\S+: )?(?P<pass>.+?)"
                     r" \('(?P<op>[\w.$-]+)' operation(?:: [^\n]*)?\) //----- //$",
                     re.MULTILINE)
_DUMP_NAME = re.compile(r"^(?P<index>\d+(?:_\d+)*)_(?P<pass>.+)\.mlir$")


class Reason(enum.Enum):
    """Why no single pass reproduces the failure."""

    COMPILES = "the input compiles: there is no failure to capture"
    OTHER_FAILURE = "the compiler fails, but without the signature"
    OUTSIDE_PASSES = "no MLIR pass was running when the compiler failed"
    UNNAMED_PASS = "the failing pass has no command-line name, so iree-opt cannot run it"
    NOT_REPRODUCED = "the failing pass, run alone by iree-opt, does not fail the same way"
    NO_REPRODUCER = "MLIR wrote no crash reproducer"


@dataclass(frozen=True)
class PassCapture:
    pipeline: str  # for iree-opt's --pass-pipeline, nested down to the pass
    pass_name: str  # the pass's argument, e.g. iree-codegen-expand-gpu-ops
    ir: str  # the IR handed to the pass: the whole top-level module, custom form
    kind: Kind  # how iree-opt fails running it: Kind.DIAGNOSTIC or Kind.CRASH
    anchor: str  # the op the pass runs on, e.g. func.func
    phase: Phase | None = None  # the compiler's phase the pass is in, when known


@dataclass(frozen=True)
class NoPass:
    reason: Reason
    detail: str = ""  # the pass, or the failure seen instead


@dataclass(frozen=True)
class Reproduction:
    kind: Kind
    output: str
    matched: bool  # the output shows the signature

    def same_failure(self, kind: Kind) -> bool:
        return self.matched and self.kind is kind


class PassTestError(ReducerError):
    """No lit test running only the pass passes; the message is one line."""


# --- capturing -------------------------------------------------------------------------------

def capture(executable_text: str, flags: Sequence[str], compiler: str | None,
            iree_opt: str | None, signature: str | Signature,
            timeout: float = DEFAULT_TIMEOUT) -> PassCapture | NoPass:
    """The pass that fails when `executable_text` is compiled with `flags` (for a dumped
    executable, include `--compile-mode=hal-executable`), with its input IR, checked with
    iree-opt; or why there is none."""
    signature = _signature(signature)
    compile_exe, opt = find_tool("iree-compile", compiler), _opt(iree_opt, compiler)
    with temp_dir("pass") as tmp:
        source, tree = os.path.join(tmp, "input.mlir"), os.path.join(tmp, "tree")
        _write(source, executable_text)
        done = run_step([compile_exe, source, *without_output_flag(flags), "-o", os.devnull,
                         *_PRINT_BEFORE_EACH_PASS, f"--mlir-print-ir-tree-dir={tree}"],
                        timeout=timeout, symbols=signature.needs_symbols)
        kind = classify(done.returncode, done.output, done.timed_out)
        if kind is Kind.OK:
            return NoPass(Reason.COMPILES)
        if signature.match(kind, done.output) is None:
            return NoPass(Reason.OTHER_FAILURE, describe(kind, done.output, done.returncode))
        found = _last_pass(tree)
    if isinstance(found, NoPass):
        return found
    nesting, pass_text, ir = found
    return _checked(ir, nesting, pass_text, kind, signature, opt, timeout)


def _checked(ir: str, nesting: list[str], pass_text: str, kind: Kind, signature: Signature,
             opt: str, timeout: float, keep_locations: bool = False) -> PassCapture | NoPass:
    """The capture of `pass_text` (nested in `nesting`) on `ir`, when iree-opt running it
    fails as `kind` showing `signature`: out of its executable when it still fails so, without
    the options it does not need."""
    def fails(ir: str, nesting: list[str], pass_text: str) -> bool:
        return reproduce(ir, _pipeline(nesting, pass_text), signature, opt,
                         timeout).same_failure(kind)

    alone = reproduce(ir, _pipeline(nesting, pass_text), signature, opt, timeout)
    if not alone.same_failure(kind):
        return NoPass(Reason.NOT_REPRODUCED, f"{pass_text}: {describe(alone.kind, alone.output)}")
    inner = _unwrapped(ir, nesting, opt, keep_locations)
    if inner is not None and fails(*inner, pass_text):
        ir, nesting = inner
    pass_text = _needed_options(pass_text, lambda text: fails(ir, nesting, text))
    return PassCapture(_pipeline(nesting, pass_text), _pass_name(pass_text), ir, kind,
                       nesting[-1])


def _last_pass(tree: str) -> tuple[list[str], str, str] | NoPass:
    """(the ops it is nested in, the pass with its options, its input IR) of the last pass
    that started, read from iree-compile's tree of dumps; NoPass when there is none."""
    dumps = [(_dump_key(folder, name), os.path.join(folder, name))
             for folder, _, names in os.walk(tree) for name in names if _DUMP_NAME.match(name)]
    if not dumps:
        return NoPass(Reason.OUTSIDE_PASSES)
    path = max(dumps)[1]
    text = _read(path)
    header = _HEADER.match(text)
    if header is None or not re.match(r"[a-z]", header["pass"]):
        return NoPass(Reason.UNNAMED_PASS, header["pass"] if header else os.path.basename(path))
    nesting = _nesting(tree, os.path.dirname(path))
    if nesting is None or nesting[-1] != header["op"]:
        return NoPass(Reason.OUTSIDE_PASSES, f"cannot tell how {header['pass']} is nested")
    return nesting, header["pass"], text[header.end():].lstrip("\n")


def _pipeline(nesting: list[str], pass_text: str) -> str:
    """`a(b(PASS))` for the nesting [a, b]."""
    return "(".join([*nesting, pass_text]) + ")" * len(nesting)


_EXECUTABLE_NESTING = ["builtin.module", "hal.executable", "hal.executable.variant",
                       "builtin.module"]
_TARGET_ALIAS = re.compile(r"\btarget = (#[\w$.-]+)\s*(?:,|$)")


def _unwrapped(ir: str, nesting: list[str], opt: str,
               keep_locations: bool = False) -> tuple[str, list[str]] | None:
    """A codegen pass's input without the executable around it: the variant's inner module
    alone, the target as its `hal.executable.target` attribute (where IREE's passes look for
    it, as IREE's own codegen tests are written), and the nesting from that module down."""
    if nesting[:4] != _EXECUTABLE_NESTING:
        return None
    module = parse(ir, iree_opt=opt, keep_locations=keep_locations)
    variants = [op for op in module.walk() if op.name == "hal.executable.variant"]
    target = _TARGET_ALIAS.search(variants[0].props or "") if len(variants) == 1 else None
    if target is None:
        return None
    inner = [op for block in variants[0].regions[0].blocks for op in block.ops
             if op.name == "builtin.module"]
    if len(inner) != 1:
        return None
    top = inner[0]
    if "hal.executable.target" not in (top.attrs or ""):
        top.attrs = ", ".join(filter(None, [top.attrs, f"hal.executable.target = {target[1]}"]))
    top.block, module.top = None, top
    return module.print(), nesting[3:]


def _dump_key(folder: str, name: str) -> tuple[tuple[int, ...], int]:
    """Execution order: a dump's pass indices (a nested pass after its parent), then its write
    time for a pass run on several ops at one index (functions one after another)."""
    match = _DUMP_NAME.match(name)
    index = tuple(int(i) for i in match["index"].split("_")) if match else ()
    return index, os.stat(os.path.join(folder, name)).st_mtime_ns


def _nesting(tree: str, folder: str) -> list[str] | None:
    """The op names from the top to `folder`'s op: each folder of the tree stands for an op;
    the headers of the dumps in it say which (its name is the op's with dots made `_`)."""
    ops = []
    parts = os.path.relpath(folder, tree).split(os.sep)
    for depth in range(1, len(parts) + 1):
        level = os.path.join(tree, *parts[:depth])
        op = next((m["op"] for name in sorted(os.listdir(level)) if _DUMP_NAME.match(name)
                   for m in [_HEADER.match(_first_line(os.path.join(level, name)))] if m), None)
        if op is None:
            return None
        ops.append(op)
    return ops


def _needed_options(pass_text: str, reproduces) -> str:
    """`pass_text` without the options the failure does not need (defaults, empty paths)."""
    m = re.fullmatch(r"(?P<name>[^{]+)\{(?P<options>.*)\}", pass_text, re.DOTALL)
    if m is None:
        return pass_text
    options = _split_options(m["options"])
    for option in list(options):
        fewer = [o for o in options if o != option]
        candidate = m["name"] + ("{" + " ".join(fewer) + "}" if fewer else "")
        if reproduces(candidate):
            options = fewer
    return m["name"] + ("{" + " ".join(options) + "}" if options else "")


def _split_options(text: str) -> list[str]:
    """`a=1 b={x y} c="p q"` -> its options; spaces inside brackets and quotes do not split."""
    options, depth, quote, start = [], 0, "", 0
    for i, c in enumerate(text + " "):
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c in "{[(":
            depth += 1
        elif c in "}])":
            depth -= 1
        elif c == " " and depth == 0:
            if text[start:i].strip():
                options.append(text[start:i].strip())
            start = i + 1
    return options


def _pass_name(pass_text: str) -> str:
    return pass_text.split("{", 1)[0]


# --- from MLIR's crash reproducer --------------------------------------------------------------

PROGRAM_FILE = "candidate.mlir"  # the program's name in the locations of a crash's capture
_COMPILE_FROM = "--compile-from"
_DUMP_PHASES = "--dump-compilation-phases-to"
_DEBUGINFO = "--mlir-print-debuginfo"
SPECULATED_UP_TO = Phase.EXECUTABLE_SOURCES  # where a `PhaseDump` stops
_PHASE_DUMP = re.compile(r"^.+\.(?P<index>\d+)\.(?P<phase>[\w-]+)\.mlir$")
# R's resource `mlir_reproducer: {pipeline: "...", ...}`, and the section entry that holds it.
_REPRODUCER = re.compile(r',?\s*external_resources:\s*\{\s*mlir_reproducer:\s*\{\s*'
                         r'pipeline:\s*"(?P<pipeline>(?:[^"\\]|\\.)*)"'
                         r'(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}\s*\}')
_EMPTY_SECTION = re.compile(r"\{-#\s*#-\}\s*$")
_OP_NESTING = re.compile(r"(?P<op>[\w$]+\.[\w.$]+)\((?P<inner>.*)\)", re.DOTALL)
# A location in the program: `"DIR/candidate.mlir":LINE:COL`.
_PROGRAM_LINE = re.compile(r'"(?:[^"]*/)?' + re.escape(PROGRAM_FILE) + r'":(\d+):\d+')


def capture_crash(program: str | PhaseDump, flags: Sequence[str], compiler: str | None,
                  iree_opt: str | None, signature: str | Signature, kind: Kind,
                  timeout: float = DEFAULT_TIMEOUT,
                  stats: OracleStats | None = None) -> PassCapture | NoPass:
    """The pass a whole `program` crashes in when compiled with `flags` (`kind` CRASH), or
    hangs in (TIMEOUT: the compile is stopped at `timeout` seconds), from MLIR's crash
    reproducer: its IR, whose ops keep their locations in `program` (as file PROGRAM_FILE;
    see `source_lines`), and its pipeline; checked with iree-opt, which must fail as `kind`
    showing `signature`, or why there is none. Each compile is counted in `stats`.
    `program` may be its `PhaseDump`: its phases dumped already, or being dumped (taken when
    dumped with `flags`)."""
    dumped = program if isinstance(program, PhaseDump) else None
    program = program.program if isinstance(program, PhaseDump) else program
    signature = _signature(signature)
    compile_exe, opt = find_tool("iree-compile", compiler), _opt(iree_opt, compiler)
    flags = without_output_flag(flags)
    with temp_dir("pass") as tmp:
        source, reproducer = os.path.join(tmp, PROGRAM_FILE), os.path.join(tmp, "reproducer.mlir")
        resumed = dumped.resume(timeout, stats) \
            if dumped is not None and dumped.flags == flags else None
        if dumped is not None and resumed is not None:
            source, (start, phase) = dumped.source, resumed
        else:
            write_text(source, program)
            start, phase = _last_phase(compile_exe, source, flags, timeout, stats) \
                if not any(f.startswith(_COMPILE_FROM) for f in flags) else ([], None)

        def compiled(start: list[str]) -> tuple[Kind, Run]:
            done = _compile([compile_exe, *start, *flags, "-o", os.devnull,
                             f"--mlir-pass-pipeline-crash-reproducer={reproducer}",
                             "--mlir-pass-pipeline-local-reproducer",
                             "--mlir-disable-threading", _DEBUGINFO], timeout, stats)
            return classify(done.returncode, done.output, done.timed_out), done

        seen, done = compiled(start or [source])
        if start and not os.path.exists(reproducer) and seen not in (Kind.CRASH, Kind.TIMEOUT):
            seen, done = compiled([source])  # the phase's dump lost the failure
            phase = None
        if not os.path.exists(reproducer):
            return NoPass(Reason.COMPILES) if seen is Kind.OK else \
                NoPass(Reason.NO_REPRODUCER, describe(seen, done.output, done.returncode))
        text = _read(reproducer)
    found = _REPRODUCER.search(text)
    if found is None:
        return NoPass(Reason.NO_REPRODUCER, "it names no pipeline")
    ir = _EMPTY_SECTION.sub("", text[:found.start()] + text[found.end():]).rstrip() + "\n"
    nesting, pass_text = _nested(_unescaped(found["pipeline"]))
    if not nesting or not re.match(r"[a-z]", pass_text):
        return NoPass(Reason.UNNAMED_PASS, pass_text)
    checked = _checked(ir, nesting, pass_text, kind, signature, opt, timeout,
                       keep_locations=True)
    return dataclasses.replace(checked, phase=phase) if isinstance(checked, PassCapture) \
        else checked


def _last_phase(compile_exe: str, source: str, flags: Sequence[str], timeout: float,
                stats: OracleStats | None) -> tuple[list[str], Phase | None]:
    """The input and flags that resume the compile of `source` at the last phase it passes
    (dumped with the ops' locations in `source`), and the phase that fails after it; none
    when it passes no phase."""
    folder = os.path.join(os.path.dirname(source), "phases")
    _compile(_dump_command(compile_exe, source, flags, folder), timeout, stats)
    return _resumed(folder)


def _dump_command(compile_exe: str, source: str, flags: Sequence[str], folder: str) -> list[str]:
    return [compile_exe, source, *flags, "-o", os.devnull, f"{_DUMP_PHASES}={folder}",
            _DEBUGINFO]


def _resumed(folder: str) -> tuple[list[str], Phase | None]:
    """`_last_phase`'s answer, from the phases dumped into `folder`."""
    dumps = [(int(m["index"]), m["phase"], name)
             for name in (os.listdir(folder) if os.path.isdir(folder) else [])
             if (m := _PHASE_DUMP.match(name))]
    if not dumps:
        return [], None
    _, phase, name = max(dumps)
    values = [p.value for p in PHASES]
    after = PHASES[values.index(phase) + 1] if phase in values[:-1] else None
    return [os.path.join(folder, name), f"{_COMPILE_FROM}={phase}"], after


class PhaseDump:
    """The first compile of `capture_crash` (`program`'s phases dumped, its ops keeping their
    locations), started before it is known to be wanted (`reducer.process.Background`: it
    takes only what the compiles beside it, the calibration's, leave of the machine), and only
    up to codegen (`SPECULATED_UP_TO`), where a failure is in an executable that fails alone
    and no capture is wanted. `close` stops it, if it still runs, and removes its files."""

    def __init__(self, program: str, flags: Sequence[str], compiler: str | None) -> None:
        self.program, self.flags = program, without_output_flag(flags)
        self._tmp = temp_dir("pass")
        self.source = os.path.join(self._tmp.name, PROGRAM_FILE)
        self._folder = os.path.join(self._tmp.name, "phases")
        write_text(self.source, program)
        up_to = [] if any(f.startswith("--compile-to") for f in self.flags) \
            else [SPECULATED_UP_TO.flag()]
        self._run = Background([*_dump_command(find_tool("iree-compile", compiler),
                                               self.source, self.flags, self._folder), *up_to])

    def wanted(self) -> bool:
        """The compile is wanted: at the usual priority from now. False when the system does
        not allow it: a compile left at the lowest may wait behind any other."""
        return self._run.wanted()

    def resume(self, timeout: float,
               stats: OracleStats | None) -> tuple[list[str], Phase | None] | None:
        """Once the compile ends (stopped at `timeout` seconds from now), the input and
        flags that resume it at the last phase it passed, and the phase after it (see
        `_last_phase`); counted in `stats` as one compile. None when it passed every phase
        it compiled (the failure comes later)."""
        status = self._run.wait(timeout)
        if stats is not None:
            stats.runs += 1
            stats.seconds += time.monotonic() - self._run.started
        return None if status == 0 else _resumed(self._folder)

    def close(self) -> None:
        self._run.stop()
        self._tmp.cleanup()


def _compile(command: list[str], timeout: float, stats: OracleStats | None) -> Run:
    """One compile of a capture, stopped by SIGABRT at `timeout` (MLIR writes its crash
    reproducer then), counted in `stats`."""
    start = time.monotonic()
    done = run_step(command, timeout=timeout, stop=signal.SIGABRT)
    if stats is not None:
        stats.runs += 1
        stats.seconds += time.monotonic() - start
    return done


def _nested(pipeline: str) -> tuple[list[str], str]:
    """`a(b(PASS))` -> ([a, b], PASS): the ops a pass is nested in, and the pass."""
    nesting = []
    while (m := _OP_NESTING.fullmatch(pipeline.strip())) is not None:
        nesting.append(m["op"])
        pipeline = m["inner"]
    return nesting, pipeline.strip()


def _unescaped(text: str) -> str:
    """A string as MLIR prints it (`\\22` for a quote, `\\\\` for a backslash) read back."""
    return re.sub(r"\\([0-9A-Fa-f]{2}|\\)",
                  lambda m: "\\" if m[1] == "\\" else chr(int(m[1], 16)), text)


def source_lines(ir: str, iree_opt: str | None = None) -> tuple[int, ...]:
    """The lines of the program a crash was captured from (`capture_crash`) that the ops of
    `ir` came from, most telling first: an op located at one line names it wholly, one whose
    location is fused from several lines (or a call site's) shares itself among them; later
    lines first among equals (an op comes after what it uses)."""
    try:
        located = _located(ir, _opt(iree_opt, None))
    except PassTestError:
        return ()
    weight: dict[int, float] = defaultdict(float)
    for op in parse_generic(located).walk():
        lines = {int(n) for n in _PROGRAM_LINE.findall(op.loc or "")}
        for line in lines:
            weight[line] += 1 / len(lines)
    return tuple(sorted(weight, key=lambda line: (-weight[line], -line)))


def _located(ir: str, opt: str) -> str:
    """`ir` in generic form, every op with its location in line (no `#loc` aliases)."""
    done = run_tool([opt, "--mlir-print-op-generic", _DEBUGINFO, "--mlir-print-local-scope",
                     "--mlir-very-unsafe-disable-verifier-on-parsing",
                     "--allow-unregistered-dialect", "-"], ir)
    if done.returncode != 0:
        raise PassTestError("iree-opt cannot print the captured IR: "
                            + describe(Kind.DIAGNOSTIC, done.stderr))
    return done.stdout


# --- the op a crash is at ------------------------------------------------------------------------

@dataclass(frozen=True)
class CrashCut:
    ir: str  # the capture's IR cut to the shortest prefix that fails (generic, located)
    lines: tuple[int, ...]  # the lines of the program the crash is at, most telling first


def cut_at_crash(capture: PassCapture, signature: str | Signature, iree_opt: str | None = None,
                 jobs: int = 1, timeout: float = DEFAULT_TIMEOUT,
                 trimmed: bool = False) -> CrashCut:
    """The IR of a crash's capture (`capture_crash`) cut to the op the pass crashes at, and
    the lines of the program that op came from (see `source_lines`).

    A pass walks its ops in program order and crashes at the first it cannot take: the
    shortest prefix of the module's ops that still fails (bisected, `jobs` probes at a time,
    iree-opt running the pass alone) ends with the op the crash needs; the shortest prefix of
    that op's body, and so down, ends with the op it crashes at. `trimmed` (for a test of the
    pass, not needed for the lines): then, at each depth, the ops before the one kept that
    the crash does not need go too, as many from the first as can. The lines of the op it
    crashes at come first, then
    those of the ops that give its operands, then those of the ops it is nested in. Raises
    PassTestError if the capture does not fail once printed in generic form."""
    opt, signature = _opt(iree_opt, None), _signature(signature)
    module = parse_generic(_located(capture.ir, opt))
    lines = module.print().split("\n")
    spans = _spans(module)
    dropped: list[tuple[int, int]] = []

    def text(drop: tuple[int, int] | None) -> str:
        cut = sorted([*dropped, drop] if drop else dropped)
        kept, at = [], 0
        for first, last in cut:
            kept += lines[at:first - 1]
            at = last
        return "\n".join(kept + lines[at:])

    def fails(drop: tuple[int, int] | None) -> bool:
        return reproduce(text(drop), capture.pipeline, signature, opt,
                         timeout).same_failure(capture.kind)

    if not fails(None):
        raise PassTestError(f"{capture.pass_name} no longer fails once its input is printed "
                            "in generic form")
    path: list[Op] = []  # the op the prefix ends with, at each depth
    heads: list[list[Op]] = []  # the ops before it
    container = module.top
    with ThreadPoolExecutor(max(1, jobs), thread_name_prefix="crash-cut") as pool:
        while (body := _body(container)) is not None:
            ops, needed = body

            def prefix_fails(k: int, ops: list[Op] = ops, needed: int = needed) -> bool:
                return k >= needed and fails(_after(ops, k, spans))

            end = _shortest(len(ops), prefix_fails, pool, max(1, jobs))
            if (cut := _after(ops, end, spans)) is not None:
                dropped.append(cut)
            container = ops[end - 1]
            path.append(container)
            heads.append(ops[:end - 1])
        # Then, from the top down, the ops before it that the crash does not need, the
        # longest run of them from the first (what the ops after them use stays).
        for head in heads if trimmed else []:
            def kept_fails(i: int, head: list[Op] = head) -> bool:
                return fails(_before(head, len(head) - i, spans))

            if head and not kept_fails(0):
                kept = _shortest(len(head), kept_fails, pool, max(1, jobs))
            else:
                kept = 0
            if (cut := _before(head, len(head) - kept, spans)) is not None:
                dropped.append(cut)
    at = path[-1] if path else module.top
    operands = [v.defining_op for v in at.operands if v.defining_op is not None]
    return CrashCut(text(None), _telling_lines([[at, *operands], *([op] for op in path[-2::-1])]))


def _body(op: Op) -> tuple[list[Op], int] | None:
    """The ops of `op`'s only block a prefix of which is tried (its terminator is kept), and
    how many of them the terminator needs; None when `op` has no such block."""
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    terminator = block.terminator
    ops = block.ops[:-1] if terminator is not None else list(block.ops)
    if not ops:
        return None
    index = {o.id: i for i, o in enumerate(ops)}
    needed = max((index[v.owner.id] + 1 for v in (terminator.operands if terminator else [])
                  if isinstance(v.owner, Op) and v.owner.id in index), default=0)
    return ops, needed


def _after(ops: list[Op], k: int, spans: dict[int, tuple[int, int]]) -> tuple[int, int] | None:
    """The lines of `ops` from the k-th on (None: there are none)."""
    return (spans[ops[k].id][0], spans[ops[-1].id][1]) if k < len(ops) else None


def _before(ops: list[Op], k: int, spans: dict[int, tuple[int, int]]) -> tuple[int, int] | None:
    """The lines of the first k of `ops` (None: none)."""
    return (spans[ops[0].id][0], spans[ops[k - 1].id][1]) if k > 0 else None


def _shortest(n: int, fails: Callable[[int], bool], pool: ThreadPoolExecutor, jobs: int) -> int:
    """The least k in 1..n such that `fails(k)` and not `fails(k - 1)`, `fails(n)` known and
    `fails(0)` assumed; `jobs` probes at a time, each round cutting the range `jobs + 1` ways."""
    low, high = 0, n
    while high - low > 1:
        probes = sorted({low + (high - low) * i // (jobs + 1) for i in range(1, jobs + 1)}
                        - {low})
        for k, failed in zip(probes, pool.map(fails, probes)):
            if failed:
                high = k
                break
            low = k
    return high


def _spans(module: Module) -> dict[int, tuple[int, int]]:
    """Each op's first and last line (1-based) in `module.print()`, counted as
    `reducer.ir.printer.op_lines` counts them."""
    spans: dict[int, tuple[int, int]] = {}
    line = len(module.aliases) + 1

    def visit(op: Op) -> None:
        nonlocal line
        first = line
        line += 1
        if op.regions:
            for i, region in enumerate(op.regions):
                line += bool(i)
                for block in region.blocks:
                    line += block.label is not None
                    for nested in block.ops:
                        visit(nested)
            line += 1
        spans[op.id] = (first, line - 1)

    visit(module.top)
    return spans


def _telling_lines(groups: Sequence[Sequence[Op]]) -> tuple[int, ...]:
    """The program's lines the ops of `groups` came from, a group's before the next's; in a
    group, as `source_lines` orders them."""
    found: list[int] = []
    for group in groups:
        weight: dict[int, float] = defaultdict(float)
        for op in group:
            lines = {int(n) for n in _PROGRAM_LINE.findall(op.loc or "")}
            for line in lines:
                weight[line] += 1 / len(lines)
        found += [line for line in sorted(weight, key=lambda line: (-weight[line], -line))
                  if line not in found]
    return tuple(found)


# --- after translation to LLVM IR --------------------------------------------------------------

# The pass that hands an executable, translated to LLVM IR, to LLVM's backend: a failure in it
# is LLVM's (instruction selection, its own IR passes), on the module the dump below keeps.
LLVM_SERIALIZATION = "iree-hal-serialize-target-executables"
_LLVM_STAGES = (".optimized.ll", ".linked.ll")  # the last stage IREE dumps first
_DUMP_INTERMEDIATES = "--iree-hal-dump-executable-intermediates-to"


def llvm_module(executable_text: str, flags: Sequence[str], compiler: str | None,
                timeout: float = DEFAULT_TIMEOUT) -> str | None:
    """The LLVM module IREE handed to LLVM's backend when `executable_text` failed to compile
    with `flags` (`--compile-mode=hal-executable` among them), as IREE dumps it after its
    last stage of LLVM IR; None when it dumped none."""
    with temp_dir("pass") as tmp:
        source, dump = os.path.join(tmp, "input.mlir"), os.path.join(tmp, "intermediates")
        _write(source, executable_text)
        run_step([find_tool("iree-compile", compiler), source, *without_output_flag(flags),
                  "-o", os.devnull, f"{_DUMP_INTERMEDIATES}={dump}"], timeout=timeout)
        names = sorted(os.listdir(dump)) if os.path.isdir(dump) else []
        for stage in _LLVM_STAGES:
            found = [n for n in names if n.endswith(stage)]
            if found:
                return _read(os.path.join(dump, found[-1]))
    return None


# --- the iree-opt oracle ------------------------------------------------------------------------

def pass_command(iree_opt: str, pipeline: str) -> list[str]:
    """The interestingness command: iree-opt running only the pipeline on the candidate, whose
    path replaces CANDIDATE."""
    return [iree_opt, f"--pass-pipeline={pipeline}", CANDIDATE, "-o", os.devnull]


def reproduce(ir: str, pipeline: str, signature: str | Signature, iree_opt: str | None = None,
              timeout: float = DEFAULT_TIMEOUT) -> Reproduction:
    """Run `pipeline` on `ir` with iree-opt: how it fails and whether it shows `signature`."""
    signature = _signature(signature)
    with temp_dir("pass") as tmp:
        path = os.path.join(tmp, "candidate.mlir")
        _write(path, ir)
        command = [path if word == CANDIDATE else word
                   for word in pass_command(_opt(iree_opt, None), pipeline)]
        done = run_step(command, timeout=timeout, symbols=signature.needs_symbols)
    kind = classify(done.returncode, done.output, done.timed_out)
    return Reproduction(kind, done.output, signature.match(kind, done.output) is not None)


# --- reducing ----------------------------------------------------------------------------------

def reduce_at_pass(capture: PassCapture, signature: str | Signature, strategies: Sequence,
                   iree_opt: str | None = None, jobs: int = 1, keep_locations: bool = False,
                   timeout: float = DEFAULT_TIMEOUT) -> str:
    """The captured IR reduced by the engine with `strategies` while the pass alone still
    fails the same way (generic form). `keep_locations`: its ops keep their locations, and a
    candidate that lost them (a rewrite through iree-opt prints none) is not taken. Raises
    PassTestError if it does not fail."""
    opt, signature = _opt(iree_opt, None), _signature(signature)

    def interesting(text: str) -> bool:
        return (not keep_locations or " loc(" in text) and reproduce(
            text, capture.pipeline, signature, opt, timeout).same_failure(capture.kind)

    # Locations in line, not as aliases: an op's go with it (an alias would stay behind).
    module = parse_generic(_located(capture.ir, opt)) if keep_locations \
        else parse(capture.ir, iree_opt=opt)
    if not interesting(module.print()):
        raise PassTestError(f"{capture.pass_name} no longer fails once its input is printed "
                            "in generic form")
    prints: PerModule[str] = PerModule()  # the engine sizes, then renders, each candidate

    def printed(module: Module) -> str:
        return prints.get(module, None, module.print)

    problem = Problem(module, render=printed, size=lambda m: measure(m, printed(m)),
                      is_interesting=interesting)
    return Engine(problem, strategies, jobs=jobs).run().print()


# --- lit tests ---------------------------------------------------------------------------------

def emit_pass_test(reduced_ir: str, capture: PassCapture, signature: str | Signature,
                   iree_opt: str | None = None) -> str:
    """The lit test running only the captured pass on `reduced_ir` (see `lit.pass_test`),
    checked with lit. Raises PassTestError when no form of it passes."""
    test = pass_test(reduced_ir, capture.pipeline, capture.kind, _signature(signature),
                     iree_opt, DEFAULT_TIMEOUT)
    if test is None:
        raise PassTestError(f"no lit test running only {capture.pass_name} passes")
    return test


# --- helpers -----------------------------------------------------------------------------------

def _signature(signature: str | Signature) -> Signature:
    return signature if isinstance(signature, Signature) else Signature(signature)


def _opt(iree_opt: str | None, compiler: str | None) -> str:
    return find_tool("iree-opt", iree_opt) if iree_opt else sibling_tool("iree-opt", compiler)


def _write(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def _read(path: str) -> str:
    with open(path, errors="replace") as f:
        return f.read()


def _first_line(path: str) -> str:
    with open(path, errors="replace") as f:
        return f.readline().rstrip("\n")
