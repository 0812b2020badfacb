"""Lit tests of a failure: of the whole program (`--emit lit`) and of the one failing pass.

The IR is printed in readable custom form by iree-opt (no `loc`, renumbered names, aliases for
affine maps), under a RUN line:

- a diagnostic becomes a `--verify-diagnostics` test, with an `expected-error @+1 {{...}}`
  above each op the tool complains about;
- a crash becomes `not --crash TOOL ... 2>&1 | FileCheck %s` with a `CHECK:` line of the
  failure's signature (`not` when the tool exits with an error instead of dying).

A program's test (`emit_lit`) runs iree-compile with the minimal flags. Its
`--verify-diagnostics` form runs iree-compile when it has that option; otherwise iree-opt:
alone when the diagnostic comes from parsing and verifying the input, else with
`--iree-transformation-pipeline` (iree-compile's pipeline as one pass). It is checked by
running it the way its RUN line says (`check_lit`: a `--verify-diagnostics` test must pass; a
FileCheck test must fail the right way and print its CHECK lines in order); a diagnostic that
cannot be placed falls back to the FileCheck form.

A pass's test (`pass_test`) runs iree-opt with `--pass-pipeline` nested down to the pass, as
IREE's own regression tests do, and is checked by running it through lit (`check_with_lit`).
"""
from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from reducer.ir import pretty_print
from reducer.oracle.flags import without_output_flag
from reducer.oracle.oracle import OracleError
from reducer.oracle.signature import Kind, Signature, classify, describe
from reducer.processes.process import Run, ToolFailed, run_step, run_tool
from reducer.processes.tempdirs import temp_dir
from reducer.processes.tools import ToolError, find_tool
from reducer.text import whole

TIMEOUT = 600.0  # seconds for a step of a test
# `FILE:LINE:COL: error: unexpected error: MESSAGE`, as --verify-diagnostics reports them.
_UNEXPECTED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: unexpected "
                         r"(?P<kind>error|warning|remark|note): (?P<message>.*)$", re.MULTILINE)
_UNPLACEABLE = re.compile(r"error: unexpected (?:error|warning|remark|note)")
_MESSAGE_LIMIT = 120
_VERIFY, _FILECHECK = "verify-diagnostics", "filecheck"


@dataclass(frozen=True)
class LitTest:
    text: str  # the whole test file
    run: str  # the RUN command, with %s for the file
    style: str  # "verify-diagnostics" or "filecheck"


# --- a program's test --------------------------------------------------------------------------

def emit_lit(text: str, flags: Sequence[str], signature: str | Signature | None = None,
             regex: bool = False, compiler: str | None = None) -> LitTest:
    """The lit test for `text`, which fails when compiled with `flags`.

    `signature`: the text identifying the failure (a regular expression with `regex`), or
    the oracle's Signature itself; it becomes the CHECK line of a crash test and the message
    checked for the main diagnostic.
    Raises OracleError when the program compiles or hangs (neither has a lit form here) or
    when no form of the test reproduces the failure.
    """
    compile_exe = _tool("iree-compile", compiler)
    beside = os.path.join(os.path.dirname(compile_exe), "iree-opt")
    opt_exe = beside if os.access(beside, os.X_OK) else _tool("iree-opt", None)
    body = _readable(text, opt_exe)
    flags = without_output_flag(flags)
    sig = Signature(signature, regex) if isinstance(signature, str) and signature \
        else signature or None
    # Symbolised as a lit run is: a crash's CHECK line may name a stack frame.
    done = run_step([compile_exe, "-", *flags, "-o", os.devnull], body, TIMEOUT, symbols=True)
    kind = classify(done.returncode, done.output, done.timed_out)
    if kind is Kind.OK:
        raise OracleError("the program compiles with these flags: there is no failure for a lit "
                          "test to check")
    if kind is Kind.TIMEOUT:
        raise OracleError("a hang has no lit form")
    if kind is Kind.DIAGNOSTIC:
        tools = {"iree-compile": compile_exe, "iree-opt": opt_exe}
        for run in _verify_commands(compile_exe, opt_exe, flags, body):
            test = _verify_test(body, run, sig, tools)
            if test is not None and check_lit(test, compile_exe, opt_exe):
                return test
    crashed = done.returncode is not None and done.returncode < 0
    run = [*_negate(crashed), "iree-compile", "%s", *flags, "-o", "/dev/null"]
    test = _filecheck_test(body, run, _check_pattern(sig, done.output, done.returncode))
    if not check_lit(test, compiler):
        raise OracleError("the lit test does not reproduce the failure: the compiler fails "
                          "differently once the program is printed in custom form")
    return test


def _tool(name: str, explicit: str | None) -> str:
    try:
        return find_tool(name, explicit)
    except ToolError as e:
        raise OracleError(str(e)) from None


def _verify_commands(compile_exe: str, opt_exe: str, flags: Sequence[str],
                     body: str) -> list[list[str]]:
    """RUN commands (with '%s') to try, most faithful first."""
    if _accepts_verify_diagnostics(compile_exe):
        return [["iree-compile", "%s", *flags, "--verify-diagnostics", "-o", "/dev/null"]]
    commands = []
    if run_step([opt_exe, "-", "-o", os.devnull], body, TIMEOUT).returncode != 0:
        commands.append(["iree-opt", "%s", "--verify-diagnostics"])  # fails parse or verify
    commands.append(["iree-opt", "%s", *flags, "--iree-transformation-pipeline",
                     "--verify-diagnostics", "-o", "/dev/null"])
    return commands


@functools.lru_cache(maxsize=8)
def _accepts_verify_diagnostics(compile_exe: str) -> bool:
    try:
        return "--verify-diagnostics" in run_tool([compile_exe, "--help-hidden"],
                                                  timeout=60).stdout
    except ToolFailed:
        return False


# --- a pass's test -----------------------------------------------------------------------------

def pass_test(ir: str, pipeline: str, kind: Kind, signature: Signature,
              iree_opt: str | None = None, timeout: float = TIMEOUT) -> str | None:
    """A lit test running only `pipeline` on `ir`, on which iree-opt fails with `kind`
    showing `signature`, checked with lit: with `expected-*` lines for a diagnostic
    (`--verify-diagnostics`), else `not [--crash]` and a CHECK line of the signature. None
    when no form of it passes."""
    opt = find_tool("iree-opt", iree_opt)
    body = _readable(ir, opt).rstrip("\n") + "\n"  # ends at its last line
    run = ["iree-opt", f"--pass-pipeline={pipeline}", "%s"]
    tests = []
    if kind is Kind.DIAGNOSTIC:
        tests.append(_verify_test(body, [*run, "--verify-diagnostics"], signature,
                                  {"iree-opt": opt}, timeout))
    tests.append(_filecheck_test(body, [*_negate(kind is Kind.CRASH), *run],
                                 _check_pattern(signature)))
    for test in tests:
        if test is not None and check_with_lit(test.text, opt, timeout):
            return test.text
    return None


# --- the test's text ---------------------------------------------------------------------------

def _readable(text: str, iree_opt: str) -> str:
    """Custom form without locations; iree-opt renumbers names and makes map aliases."""
    pretty = whole(pretty_print(text, iree_opt))
    return pretty if pretty.endswith("\n") else pretty + "\n"


def _verify_test(body: str, run: list[str], signature: Signature | None,
                 tools: dict[str, str], timeout: float = TIMEOUT) -> LitTest | None:
    """`body` under the RUN command `run` (a `--verify-diagnostics` one), with an
    `expected-*` line above each line it reports a diagnostic on; None when a diagnostic has
    no place in the file or none shows `signature`."""
    with temp_dir("lit") as tmp:
        path = os.path.join(tmp, "test.mlir")
        output = _run_file(run, path, body, tools, timeout).output
        found = [m for m in _UNEXPECTED.finditer(output) if m["file"] == path]
    if not found or len(found) != len(_UNPLACEABLE.findall(output)):
        return None  # nothing to expect, or some diagnostics are not in this file
    if signature and not any(signature.find(m["message"]) is not None for m in found):
        return None  # this tool reports other diagnostics than the failure's
    expectations = [(int(m["line"]), m["kind"], _message(m["message"], signature))
                    for m in found]
    return LitTest(f"// RUN: {_shell(run)}\n\n" + _annotate(body, expectations), _shell(run),
                   _VERIFY)


def _message(message: str, signature: Signature | None) -> str:
    """What an expected-* line checks: the signature when it is in the message, else the
    message's start; never `{{` or `}}`, which would open a regex."""
    if signature and not signature.regex and signature.pattern in message \
            and "{{" not in signature.pattern and "}}" not in signature.pattern:
        return signature.pattern
    return re.split(r"\{\{|\}\}", message.strip())[0][:_MESSAGE_LIMIT].rstrip()


def _annotate(body: str, expectations: list[tuple[int, str, str]]) -> str:
    """Insert `// expected-KIND @+N {{MESSAGE}}` lines above the lines they are about."""
    by_line: dict[int, list[tuple[str, str]]] = {}
    for number, kind, message in expectations:
        if (kind, message) not in by_line.setdefault(number, []):
            by_line[number].append((kind, message))
    out: list[str] = []
    for number, line in enumerate(body.splitlines(), start=1):
        expected = by_line.get(number, [])
        indent = line[:len(line) - len(line.lstrip())]
        for i, (kind, message) in enumerate(expected):
            out.append(f"{indent}// expected-{kind} @+{len(expected) - i} {{{{{message}}}}}")
        out.append(line)
    return "\n".join(out) + "\n"


def _filecheck_test(body: str, run: list[str], check: str) -> LitTest:
    """`body` under the RUN command `run` (`not [--crash] TOOL ...`) piped to FileCheck,
    which looks for `check`."""
    command = _shell(run) + " 2>&1 | FileCheck %s"
    return LitTest(f"// RUN: {command}\n// CHECK: {check}\n\n" + body, command, _FILECHECK)


def _negate(crashed: bool) -> list[str]:
    """LLVM's `not` for a tool that fails: `not --crash` when it dies of a signal."""
    return ["not", "--crash"] if crashed else ["not"]


def _check_pattern(signature: Signature | None, output: str = "",
                   returncode: int | None = None) -> str:
    """A CHECK pattern: the signature (`{{regex}}` with regex), else the first failure line
    of `output`."""
    if signature:
        return "{{" + signature.pattern + "}}" if signature.regex else signature.pattern
    kind = Kind.CRASH if returncode is not None and returncode < 0 else Kind.DIAGNOSTIC
    summary = describe(kind, output, returncode)
    return summary.split("0x?", 1)[0].strip()  # addresses differ from run to run


def _shell(command: list[str]) -> str:
    return " ".join(word if word == "%s" else shlex.quote(word) for word in command)


# --- checking ----------------------------------------------------------------------------------

def _run_file(run: list[str], path: str, text: str, tools: dict[str, str],
              timeout: float = TIMEOUT) -> Run:
    """Run a RUN command on `text` saved at `path`, its tool named in `tools`."""
    with open(path, "w") as f:
        f.write(text)
    command = [path if word == "%s" else word for word in run]
    command[0] = tools.get(command[0], command[0])
    return run_step(command, "", timeout, symbols=True)


def check_lit(test: LitTest, compiler: str | None = None,
              iree_opt: str | None = None) -> bool:
    """Run `test` the way its RUN line says (without lit): True when it passes."""
    words = shlex.split(test.run.split(" 2>&1 |")[0])
    negate = []
    while words and words[0] in ("not", "--crash"):
        negate.append(words.pop(0))
    tools = {"iree-compile": compiler, "iree-opt": iree_opt}
    with temp_dir("lit") as tmp:
        done = _run_file(words, os.path.join(tmp, "test.mlir"), test.text,
                         {words[0]: _tool(words[0], tools.get(words[0]))})
    if done.returncode is None:
        return False
    if test.style == _VERIFY:
        return done.returncode == 0
    crashed = done.returncode < 0
    if done.returncode == 0 or crashed != ("--crash" in negate):
        return False
    checks = [line.split("// CHECK:", 1)[1].strip() for line in test.text.splitlines()
              if line.startswith("// CHECK:")]
    position = 0
    for check in checks:  # in order, as FileCheck reads them
        rest = done.output[position:]
        m = (re.search(check[2:-2], rest) if check.startswith("{{") and check.endswith("}}")
             else re.search(re.escape(check), rest))
        if m is None:
            return False
        position += m.end()
    return True


# LLVM's `not`, which lit runs as a program for `not --crash`: succeed when the command fails
# (with --crash: when it dies of a signal).
_NOT = f"""#!{sys.executable}
import subprocess, sys
crash = sys.argv[1:2] == ["--crash"]
code = subprocess.call(sys.argv[1 + crash:])
sys.exit(0 if (code < 0 if crash else code > 0) else 1)
"""


def check_with_lit(test_text: str, iree_opt: str | None = None,
                   timeout: float = TIMEOUT) -> bool:
    """Run the test through lit, with iree-opt (the real binary: its console script turns a
    crash into an exit status), FileCheck and `not` on its PATH: True when it passes."""
    opt = find_tool("iree-opt", iree_opt)
    with temp_dir("lit") as tmp:
        tools = os.path.join(tmp, "bin")
        os.mkdir(tools)
        _write(os.path.join(tmp, "suite", "test.mlir"), test_text)
        _write(os.path.join(tools, "not"), _NOT, executable=True)
        path = [tools, os.path.dirname(opt), os.path.dirname(sys.executable),
                os.environ.get("PATH", "")]
        filecheck = shutil.which("FileCheck", path=os.pathsep.join(path)) or "filecheck"
        _write(os.path.join(tmp, "suite", "lit.cfg.py"), "\n".join([
            "import lit.formats",
            "config.name = 'pass-level'",
            "config.test_format = lit.formats.ShTest(False)",
            "config.suffixes = ['.mlir']",
            f"config.environment['PATH'] = {os.pathsep.join(path)!r}",
            f"config.substitutions.append(('FileCheck', {filecheck!r}))", ""]))
        done = run_step([sys.executable, "-c", "import lit.main; lit.main.main()", "-q",
                         os.path.join(tmp, "suite")], "", timeout, symbols=True)
    return done.returncode == 0


def _write(path: str, text: str, executable: bool = False) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    if executable:
        os.chmod(path, 0o755)
