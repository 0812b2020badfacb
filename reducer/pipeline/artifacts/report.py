"""REPORT.md, with `report`: what a person pastes as an issue after a reduction, as Markdown,
and the same fields in the result (`Result.bug_report`) and the JSON report.

A title from the failure and its target, the compiler's version, the reduced program, the
exact command (file names, never paths of the user's machine), the failing pass and its
`iree-opt` reproducer when there is one, the flags the failure needs and the targets that
show it (`reduce_flags`), the top frames of a crash, for a wrong value what differs, the
input's size before and after, and with `releases` which releases fail.
"""
from __future__ import annotations

import os
import shlex
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING

from reducer.iree.releases import (
    ReleaseCache,
    ReleaseError,
    available_releases,
    releases_in,
    which_fail,
)
from reducer.options import Listener, Options
from reducer.oracle.oracle import Oracle
from reducer.oracle.signature import Kind, crash_frames, readable, running_pass
from reducer.pipeline.files import reproduce_command, write_atomically
from reducer.pipeline.result import Artifact, Result
from reducer.processes.process import ToolFailed, run_tool
from reducer.processes.tools import find_tool

if TYPE_CHECKING:
    from reducer.pipeline.artifacts import Finished

# Flags naming the target a failure shows on, most specific first.
_TARGET_FLAGS = ("--iree-rocm-target", "--iree-hip-target", "--iree-cuda-target",
                 "--iree-vulkan-target", "--iree-llvmcpu-target-cpu",
                 "--iree-hal-local-target-device-backends", "--iree-hal-target-backends",
                 "--iree-hal-target-device")
_TITLE_LIMIT = 120


@dataclass
class BugReport:
    title: str
    compiler_version: str
    kind: str
    signature: str | None
    program_file: str
    program: str
    command: list[str]
    input_ops: int
    output_ops: int
    failing_pass: str | None = None
    pass_reproducer: list[str] | None = None  # the iree-opt command of OUT.pass.mlir
    flags_needed: list[str] | None = None
    targets: str | None = None  # from the flag report: the targets and opt levels tried
    frames: list[str] = field(default_factory=list)
    wrong_value: str | None = None
    run: list[str] | None = None  # the command that runs the compiled module on its inputs
    releases: list[dict] | None = None

    def as_dict(self) -> dict:
        return {**asdict(self), "markdown": self.markdown()}

    def markdown(self) -> str:
        parts = [f"# {self.title}", "",
                 f"Compiler: {self.compiler_version}", "",
                 f"Reduced from {self.input_ops} to {self.output_ops} ops.", "",
                 f"`{self.program_file}`:", "", "```mlir", self.program.rstrip("\n"), "```",
                 "", "Command:", "", "```sh", shlex.join(self.command), "```"]
        if self.run:
            parts += ["", "Run:", "", "```sh", shlex.join(self.run), "```"]
        if self.failing_pass:
            parts += ["", f"Failing pass: `{self.failing_pass}`"]
        if self.pass_reproducer:
            parts += ["", "The pass alone:", "", "```sh", shlex.join(self.pass_reproducer),
                      "```"]
        if self.flags_needed is not None:
            parts += ["", "Flags the failure needs: "
                      + (" ".join(f"`{f}`" for f in self.flags_needed) or "none")]
        if self.targets:
            parts += ["", "Targets and optimisation levels:", "", "```", self.targets, "```"]
        if self.frames:
            parts += ["", "Top frames:", "", "```", *self.frames, "```"]
        if self.wrong_value:
            parts += ["", "Wrong value:", "", "```", self.wrong_value, "```"]
        if self.releases:
            parts += ["", "| release | verdict | signature seen | flags given |",
                      "|---|---|---|---|"]
            parts += [f"| {r['release']} | {r['verdict']} | {_cell(r['seen'])} | "
                      f"{_flags_cell(r['flags'], self.command)} |" for r in self.releases]
        return "\n".join(parts) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")[:_TITLE_LIMIT]


def _flags_cell(flags: Sequence[str], command: Sequence[str]) -> str:
    """The flags a release was given, when they are not the command's (a rename)."""
    renamed = [f for f in flags if f not in command]
    return _cell(" ".join(renamed)) if renamed else "as above"


def compiler_version(compiler: str) -> str:
    """`iree-compile --version`'s line naming the version (and its commit)."""
    try:
        done = run_tool([compiler, "--version"], timeout=60.0)
    except ToolFailed as e:
        return f"unknown ({e})"
    lines = [line.strip() for line in (done.stdout + done.stderr).splitlines()]
    return next((line for line in lines if "version" in line), lines[0] if lines else "unknown")


def target(flags: Sequence[str]) -> str | None:
    """The target the flags compile for (gfx942, sm_80, llvm-cpu ...)."""
    values = dict(f.split("=", 1) for f in flags if f.startswith("--") and "=" in f)
    return next((values[name] for name in _TARGET_FLAGS if values.get(name)), None)


def title(kind: str, signature: str | None, flags: Sequence[str],
          failing_pass: str | None) -> str:
    """e.g. "crash in `BitcastUnsupportedElementTypesPass` on gfx942: SIGSEGV"."""
    what = {"crash": "crash", "diagnostic": "error", "timeout": "hang",
            "wrong-result": "wrong result", "run-crash": "crash at run time",
            "run-error": "error at run time", "run-hang": "hang at run time"}.get(kind, kind)
    where = f" in `{failing_pass}`" if failing_pass else ""
    on = target(flags)
    summary = signature or ""
    text = f"{what}{where}" + (f" on {on}" if on else "") + (f": {summary}" if summary else "")
    if len(text) <= _TITLE_LIMIT:
        return text
    return text[:text.rfind(" ", 0, _TITLE_LIMIT - 3)] + "..."


def frames_of(compiler: str, text: str, flags: Sequence[str]) -> tuple[list[str], str | None]:
    """The top symbolised frames of the crash of `text`, and the pass it names as running:
    one compile of the reduced program with symbols."""
    try:
        done = run_tool([compiler, "-", *flags, "-o", os.devnull], stdin=text, symbols=True,
                        timeout=600.0)
    except ToolFailed:
        return [], None
    output = done.stdout + done.stderr
    return crash_frames(output), running_pass(output)


def write(finished: Finished) -> None:
    options = finished.context.options
    if options.report:
        finished.result.artifacts.append(_bug_report(finished.result, finished.oracle, options,
                                                     finished.context.listener))


def _bug_report(result: Result, oracle: Oracle | None, options: Options,
                listener: Listener) -> Artifact:
    """The bug report at `options.report`, its fields in `result.bug_report`; with
    `options.releases`, which releases fail first (`reducer.iree.releases`). Paths become file
    names, relative to the report's folder: its command runs there as written."""
    assert options.report is not None
    folder = os.path.dirname(os.path.abspath(options.report))
    program_file = os.path.relpath(options.output, folder) if options.output \
        else "reduced.mlir"
    compiler = find_tool("iree-compile", options.compiler)
    command = reproduce_command(os.path.basename(compiler), program_file, result.flags)
    run = next((a.reproduce for a in result.artifacts if a.role == "run-inputs"), None)
    if run is not None:  # the module compiled, then run: both commands, in the report's folder
        command, run = (_relative(words, folder) for words in (result.artifacts[0].reproduce,
                                                                  run))
    kind = result.kind
    frames, running = (frames_of(compiler, result.text, result.flags)
                       if kind == Kind.CRASH.value else ([], None))
    failing_pass = result.pass_test["pass"] if result.pass_test else running
    test = next((a for a in result.artifacts if a.role == "pass-test" and a.path), None)
    summary = (result.flag_report or {}).get("summary", "")
    found = BugReport(
        title=title(kind, _shown(result.signature, oracle), result.flags, failing_pass),
        compiler_version=compiler_version(compiler), kind=kind,
        signature=result.signature, program_file=program_file, program=result.text,
        command=command, input_ops=result.input_ops, output_ops=result.output_ops,
        failing_pass=failing_pass, pass_reproducer=_relative(test.reproduce, folder)
        if test is not None else None,
        flags_needed=result.flag_report["minimal"] if result.flag_report else None,
        targets="\n".join(summary.splitlines()[1:]) or None, frames=frames,
        wrong_value=result.signature if kind == "wrong-result" else None, run=run,
        releases=_releases(result, oracle, options, listener))
    result.bug_report = found.as_dict()
    write_atomically(options.report, result.bug_report["markdown"])
    return Artifact("report", options.report, result.output_ops)


def _shown(signature: str | None, oracle: Oracle | None) -> str | None:
    """The signature as a person reads it: a derived one without its escapes."""
    judged = oracle.signature if oracle is not None else None
    return readable(judged) if judged is not None and judged.pattern == signature \
        else signature


_PATH_PREFIXES = ("--module=", "--input=*", "--input=@", "")


def _relative(words: Sequence[str], folder: str) -> list[str]:
    """A command's file names relative to `folder` (where the command runs as written)."""
    made = []
    for word in words:
        prefix = next(p for p in _PATH_PREFIXES if word.startswith(p))
        path = word[len(prefix):]
        relative = os.path.exists(path) or path.endswith(".vmfb")
        made.append(prefix + os.path.relpath(path, folder) if relative and path else word)
    return made


def _releases(result: Result, oracle: Oracle | None, options: Options,
              listener: Listener) -> list[dict] | None:
    """Which releases fail, or None when none was asked (or a script judges)."""
    if not options.releases:
        return None
    if oracle is None or oracle.signature is None or oracle.kind is None:
        listener.notice("--releases: only a compiler's failure with a signature is compiled "
                        "with other releases")
        return None
    cache = ReleaseCache()
    try:
        chosen = releases_in(options.releases, available_releases())
    except ReleaseError as e:
        listener.notice(f"no releases compiled: {e}")
        return None
    listener.notice(f"compiling the result with {len(chosen)} releases of iree-base-compiler "
                    f"(installed on demand into {cache.folder})")
    runs = which_fail(result.text, result.flags, oracle.signature, oracle.kind,
                      chosen, cache.compiler)
    if cache.installed:
        listener.notice(f"installed {', '.join(cache.installed)} into {cache.folder}")
    return [run.as_dict() for run in runs]
