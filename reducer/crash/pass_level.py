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

A whole program's crash or hang is captured the other way, from MLIR's crash reproducer
(`reducer.crash.capture`), and cut to the op the pass crashes at (`reducer.crash.cut`); both
check their capture with `reproduce` here.

The captured IR is then reduced with iree-opt as the oracle (`reduce_at_pass`), and emitted as a
lit test (`emit_pass_test`, written by `reducer.crash.lit`) that is run through lit before it is
returned.
"""
from __future__ import annotations

import enum
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass

from reducer.crash.lit import pass_test
from reducer.errors import ReducerError
from reducer.ir import Module, parse
from reducer.ir.measure import measure
from reducer.ir.memo import PerModule
from reducer.oracle.flags import without_output_flag
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Kind, Signature, classify, describe
from reducer.processes.process import run_step, run_tool
from reducer.processes.tempdirs import temp_dir
from reducer.processes.tools import find_tool, sibling_tool
from reducer.search.engine import Engine, Problem
from reducer.text import write_text

CANDIDATE = "{candidate}"  # where `pass_command` puts the candidate's path
DEFAULT_TIMEOUT = 300.0
DEBUGINFO = "--mlir-print-debuginfo"  # ops printed with their locations
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
    returncode: int | None = None  # None: it timed out

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
    signature = as_signature(signature)
    compile_exe, opt = find_tool("iree-compile", compiler), opt_tool(iree_opt, compiler)
    with temp_dir("pass") as tmp:
        source, tree = os.path.join(tmp, "input.mlir"), os.path.join(tmp, "tree")
        write_text(source, executable_text)
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
    return checked(ir, nesting, pass_text, kind, signature, opt, timeout)


def checked(ir: str, nesting: list[str], pass_text: str, kind: Kind, signature: Signature,
             opt: str, timeout: float, keep_locations: bool = False) -> PassCapture | NoPass:
    """The capture of `pass_text` (nested in `nesting`) on `ir`, when iree-opt running it
    fails as `kind` showing `signature`: out of its executable when it still fails so, without
    the options it does not need."""
    def fails(ir: str, nesting: list[str], pass_text: str) -> bool:
        return reproduce(ir, _pipeline(nesting, pass_text), signature, opt,
                         timeout).same_failure(kind)

    alone = reproduce(ir, _pipeline(nesting, pass_text), signature, opt, timeout)
    if not alone.same_failure(kind):
        return NoPass(Reason.NOT_REPRODUCED, f"{pass_text}: "
                      + describe(alone.kind, alone.output, alone.returncode))
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
    text = read_dump(path)
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


def located(ir: str, opt: str) -> str:
    """`ir` in generic form, every op with its location in line (no `#loc` aliases)."""
    done = run_tool([opt, "--mlir-print-op-generic", DEBUGINFO, "--mlir-print-local-scope",
                     "--mlir-very-unsafe-disable-verifier-on-parsing",
                     "--allow-unregistered-dialect", "-"], ir)
    if done.returncode != 0:
        raise PassTestError("iree-opt cannot print the captured IR: "
                            + describe(Kind.DIAGNOSTIC, done.stderr))
    return done.stdout


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
        write_text(source, executable_text)
        run_step([find_tool("iree-compile", compiler), source, *without_output_flag(flags),
                  "-o", os.devnull, f"{_DUMP_INTERMEDIATES}={dump}"], timeout=timeout)
        names = sorted(os.listdir(dump)) if os.path.isdir(dump) else []
        for stage in _LLVM_STAGES:
            found = [n for n in names if n.endswith(stage)]
            if found:
                return read_dump(os.path.join(dump, found[-1]))
    return None


# --- the iree-opt oracle ------------------------------------------------------------------------

def pass_command(iree_opt: str, pipeline: str) -> list[str]:
    """The interestingness command: iree-opt running only the pipeline on the candidate, whose
    path replaces CANDIDATE."""
    return [iree_opt, f"--pass-pipeline={pipeline}", CANDIDATE, "-o", os.devnull]


def reproduce(ir: str, pipeline: str, signature: str | Signature, iree_opt: str | None = None,
              timeout: float = DEFAULT_TIMEOUT) -> Reproduction:
    """Run `pipeline` on `ir` with iree-opt: how it fails and whether it shows `signature`."""
    signature = as_signature(signature)
    with temp_dir("pass") as tmp:
        path = os.path.join(tmp, "candidate.mlir")
        write_text(path, ir)
        command = [path if word == CANDIDATE else word
                   for word in pass_command(opt_tool(iree_opt, None), pipeline)]
        done = run_step(command, timeout=timeout, symbols=signature.needs_symbols)
    kind = classify(done.returncode, done.output, done.timed_out)
    return Reproduction(kind, done.output, signature.match(kind, done.output) is not None,
                        done.returncode)


# --- reducing ----------------------------------------------------------------------------------

def reduce_at_pass(capture: PassCapture, signature: str | Signature, strategies: Sequence,
                   iree_opt: str | None = None, jobs: int = 1,
                   timeout: float = DEFAULT_TIMEOUT) -> str:
    """The captured IR reduced by the engine with `strategies` while the pass alone still
    fails the same way (generic form). Raises PassTestError if it does not fail."""
    opt, signature = opt_tool(iree_opt, None), as_signature(signature)

    def interesting(text: str) -> bool:
        return reproduce(text, capture.pipeline, signature, opt,
                         timeout).same_failure(capture.kind)

    module = parse(capture.ir, iree_opt=opt)
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
    test = pass_test(reduced_ir, capture.pipeline, capture.kind, as_signature(signature),
                     iree_opt, DEFAULT_TIMEOUT)
    if test is None:
        raise PassTestError(f"no lit test running only {capture.pass_name} passes")
    return test


# --- helpers -----------------------------------------------------------------------------------

def as_signature(signature: str | Signature) -> Signature:
    """`signature` as a Signature: the captures take either."""
    return signature if isinstance(signature, Signature) else Signature(signature)


def opt_tool(iree_opt: str | None, compiler: str | None) -> str:
    """The iree-opt to run: `iree_opt` when given, else the one beside `compiler`."""
    return find_tool("iree-opt", iree_opt) if iree_opt else sibling_tool("iree-opt", compiler)


def read_dump(path: str) -> str:
    """A file the compiler wrote, bytes that are no UTF-8 replaced."""
    with open(path, errors="replace") as f:
        return f.read()


def _first_line(path: str) -> str:
    with open(path, errors="replace") as f:
        return f.readline().rstrip("\n")
