"""A whole program's crash or hang, down to the pass: MLIR's crash reproducer, read back.

`capture_crash` compiles the program, for a crash or a hang, with
`--mlir-pass-pipeline-crash-reproducer=R --mlir-pass-pipeline-local-reproducer`: a compile
writes R when a pass crashes (or, for a hang, is stopped by SIGABRT), with the IR that pass ran
on, the pipeline nested down to it in R's `mlir_reproducer` resource, and, with
`--mlir-print-debuginfo`, every op's location in the program compiled (`reducer.crash.cut`
reads them back). The local reproducer copies the module before every pass, which is slow on a
model; the compile that writes it starts from the last phase the program passed
(`--dump-compilation-phases-to`, then `--compile-from`), whose ops keep their locations in the
program. Such a compile ends with a pass failure instead of the crash: its verdict is never
used; iree-opt, running R's pipeline on R's module, must fail the same way
(`reducer.crash.pass_level.reproduce`). That compile's first half, the phases dumped, may start
before the failure is known to be such a crash (`PhaseDump`).
"""
from __future__ import annotations

import dataclasses
import os
import re
import signal
import time
from collections.abc import Sequence

from reducer.crash.pass_level import (
    DEBUGINFO,
    DEFAULT_TIMEOUT,
    NoPass,
    PassCapture,
    Reason,
    as_signature,
    checked,
    opt_tool,
    read_dump,
)
from reducer.oracle.flags import without_output_flag
from reducer.oracle.oracle import OracleStats
from reducer.oracle.phases import PHASES, Phase
from reducer.oracle.signature import Kind, Signature, classify, describe
from reducer.processes.process import Run, run_step
from reducer.processes.tempdirs import temp_dir
from reducer.processes.tools import find_tool
from reducer.text import write_text

PROGRAM_FILE = "candidate.mlir"  # the program's name in the locations of a crash's capture
_COMPILE_FROM = "--compile-from"
_DUMP_PHASES = "--dump-compilation-phases-to"
_PHASE_DUMP = re.compile(r"^.+\.(?P<index>\d+)\.(?P<phase>[\w-]+)\.mlir$")
# R's resource `mlir_reproducer: {pipeline: "...", ...}`, and the section entry that holds it.
_REPRODUCER = re.compile(r',?\s*external_resources:\s*\{\s*mlir_reproducer:\s*\{\s*'
                         r'pipeline:\s*"(?P<pipeline>(?:[^"\\]|\\.)*)"'
                         r'(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}\s*\}')
_EMPTY_SECTION = re.compile(r"\{-#\s*#-\}\s*$")
_OP_NESTING = re.compile(r"(?P<op>[\w$]+\.[\w.$]+)\((?P<inner>.*)\)", re.DOTALL)


def capture_crash(program: str | PhaseDump, flags: Sequence[str], compiler: str | None,
                  iree_opt: str | None, signature: str | Signature, kind: Kind,
                  timeout: float = DEFAULT_TIMEOUT,
                  stats: OracleStats | None = None) -> PassCapture | NoPass:
    """The pass a whole `program` crashes in when compiled with `flags` (`kind` CRASH), or
    hangs in (TIMEOUT: the compile is stopped at `timeout` seconds), from MLIR's crash
    reproducer: its IR, whose ops keep their locations in `program` (as file PROGRAM_FILE;
    see `reducer.crash.cut`), and its pipeline; checked with iree-opt, which must fail as
    `kind` showing `signature`, or why there is none. Each compile is counted in `stats`.
    `program` may be its `PhaseDump`: its phases dumped already by its first run (taken
    when dumped with `flags`)."""
    dumped = program if isinstance(program, PhaseDump) else None
    program = program.program if isinstance(program, PhaseDump) else program
    signature = as_signature(signature)
    compile_exe, opt = find_tool("iree-compile", compiler), opt_tool(iree_opt, compiler)
    flags = without_output_flag(flags)
    with temp_dir("pass") as tmp:
        source, reproducer = os.path.join(tmp, PROGRAM_FILE), os.path.join(tmp, "reproducer.mlir")
        write_text(source, program)
        resumed = dumped.resume() if dumped is not None and dumped.flags == flags else None
        if resumed is not None:
            start, phase = resumed
        else:
            start, phase = _last_phase(compile_exe, source, flags, timeout, stats) \
                if not any(f.startswith(_COMPILE_FROM) for f in flags) else ([], None)

        def compiled(start: list[str]) -> tuple[Kind, Run]:
            done = _compile([compile_exe, *start, *flags, "-o", os.devnull,
                             f"--mlir-pass-pipeline-crash-reproducer={reproducer}",
                             "--mlir-pass-pipeline-local-reproducer",
                             "--mlir-disable-threading", DEBUGINFO], timeout, stats)
            return classify(done.returncode, done.output, done.timed_out), done

        seen, done = compiled(start or [source])
        if start and not os.path.exists(reproducer) and seen not in (Kind.CRASH, Kind.TIMEOUT):
            seen, done = compiled([source])  # the phase's dump lost the failure
            phase = None
        if not os.path.exists(reproducer):
            return NoPass(Reason.COMPILES) if seen is Kind.OK else \
                NoPass(Reason.NO_REPRODUCER, describe(seen, done.output, done.returncode))
        text = read_dump(reproducer)
    found = _REPRODUCER.search(text)
    if found is None:
        return NoPass(Reason.NO_REPRODUCER, "it names no pipeline")
    ir = _EMPTY_SECTION.sub("", text[:found.start()] + text[found.end():]).rstrip() + "\n"
    nesting, pass_text = _nested(_unescaped(found["pipeline"]))
    if not nesting or not re.match(r"[a-z]", pass_text):
        return NoPass(Reason.UNNAMED_PASS, pass_text)
    captured = checked(ir, nesting, pass_text, kind, signature, opt, timeout,
                       keep_locations=True)
    return dataclasses.replace(captured, phase=phase) if isinstance(captured, PassCapture) \
        else captured


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
            DEBUGINFO]


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
    locations), made by the program's own first run, with `flags_of_first_run` added, before
    the failure is known to be such a crash: dumping costs that run a few percent, where a
    compile of its own would cost the capture one more compile after it. `close` removes
    its files."""

    def __init__(self, program: str, flags: Sequence[str]) -> None:
        self.program, self.flags = program, without_output_flag(flags)
        self._tmp = temp_dir("pass")
        self._folder = os.path.join(self._tmp.name, "phases")
        self._dumped = False  # whether a run was given the flags

    def flags_of_first_run(self) -> list[str]:
        """The flags that make a compile of `program` with `flags` dump its phases here."""
        self._dumped = True
        return [f"{_DUMP_PHASES}={self._folder}", DEBUGINFO]

    def resume(self) -> tuple[list[str], Phase | None] | None:
        """Once the run given `flags_of_first_run` ended, the input and flags that resume it
        at the last phase it passed, and the phase after it (see `_last_phase`); None when
        no run was given them."""
        return _resumed(self._folder) if self._dumped else None

    def close(self) -> None:
        self._tmp.cleanup()


def _compile(command: list[str], timeout: float, stats: OracleStats | None) -> Run:
    """One compile of a capture, stopped by SIGABRT at `timeout` (MLIR writes its crash
    reproducer then), counted in `stats`."""
    start = time.monotonic()
    done = run_step(command, timeout=timeout, stop=signal.SIGABRT)
    _count(stats, start)
    return done


def _count(stats: OracleStats | None, started: float) -> None:
    """One compile of a capture, started at `started` (monotonic) and ended now, in `stats`."""
    if stats is not None:
        stats.runs += 1
        stats.seconds += time.monotonic() - started


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
