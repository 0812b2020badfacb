"""The bug report: what a person pastes as an issue after a reduction, as Markdown, and the
same fields for the JSON report.

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

from reducer.process import ToolFailed, run_tool
from reducer.releases import ReleaseRun
from reducer.signature import crash_frames, running_pass

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
    releases: list[dict] | None = None

    def as_dict(self) -> dict:
        return {**asdict(self), "markdown": self.markdown()}

    def markdown(self) -> str:
        parts = [f"# {self.title}", "",
                 f"Compiler: {self.compiler_version}", "",
                 f"Reduced from {self.input_ops} to {self.output_ops} ops.", "",
                 f"`{self.program_file}`:", "", "```mlir", self.program.rstrip("\n"), "```",
                 "", "Command:", "", "```sh", shlex.join(self.command), "```"]
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
            "wrong-result": "wrong result"}.get(kind, kind)
    where = f" in `{failing_pass}`" if failing_pass else ""
    on = target(flags)
    summary = (signature or "").replace("\\", "")
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


def releases_table(runs: Sequence[ReleaseRun]) -> list[dict]:
    return [run.as_dict() for run in runs]
