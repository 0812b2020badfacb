"""`--emit lit`: the reproducer as a regression test for IREE's lit test suite.

The reduced IR is printed in readable custom form by iree-opt (no `loc`, renumbered names,
aliases for affine maps), under a RUN line with the minimal flags:

- a diagnostic becomes a `--verify-diagnostics` test, with an `expected-error @+1 {{...}}`
  above each op the compiler complains about. iree-compile runs it when it has that option;
  otherwise iree-opt does: alone when the diagnostic comes from parsing and verifying the
  input, else with `--iree-transformation-pipeline` (iree-compile's pipeline as one pass);
- a crash becomes `not --crash iree-compile ... 2>&1 | FileCheck %s` with a `CHECK:` line of
  the failure's signature (`not` when the compiler exits with an error instead of dying).

Every test is checked before it is returned by running it the way its RUN line says (a
`--verify-diagnostics` test must pass; a FileCheck test must fail the right way and print its
CHECK lines in order); a diagnostic that cannot be placed falls back to the FileCheck form.
"""
from __future__ import annotations

import functools
import os
import re
import shlex
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass

from reducer.flags import without_output_flag
from reducer.ir import pretty_print
from reducer.oracle import OracleError
from reducer.process import ToolFailed, run_tool
from reducer.signature import Kind, classify, describe
from reducer.text import whole
from reducer.tools import ToolError, find_tool

_TIMEOUT = 600.0
# `FILE:LINE:COL: error: unexpected error: MESSAGE`, as --verify-diagnostics reports them.
_UNEXPECTED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: unexpected "
                         r"(?P<kind>error|warning|remark|note): (?P<message>.*)$", re.MULTILINE)
_UNPLACEABLE = re.compile(r"error: unexpected (?:error|warning|remark|note)")
_MESSAGE_LIMIT = 120


@dataclass(frozen=True)
class LitTest:
    text: str  # the whole test file
    run: str  # the RUN command, with %s for the file
    style: str  # "verify-diagnostics" or "filecheck"


def emit_lit(text: str, flags: Sequence[str], signature: str | None = None,
             regex: bool = False, compiler: str | None = None,
             iree_opt: str | None = None) -> LitTest:
    """The lit test for `text`, which fails when compiled with `flags`.

    `signature`: the text identifying the failure (a regular expression with `regex`); it
    becomes the CHECK line of a crash test and the message checked for the main diagnostic.
    Raises OracleError when the program compiles (a wrong result has no lit form here) or when
    no form of the test reproduces the failure.
    """
    compile_exe = _tool("iree-compile", compiler)
    opt_exe = _opt_beside(compile_exe, iree_opt)
    body = _readable(text, opt_exe)
    flags = without_output_flag(flags)
    returncode, output = _run([compile_exe, "-", *flags, "-o", os.devnull], body)
    kind = classify(returncode, output)
    if kind is Kind.OK:
        raise OracleError("the program compiles with these flags: there is no failure for a lit "
                          "test to check")
    if kind is Kind.TIMEOUT:
        raise OracleError("a hang has no lit form")
    if kind is Kind.DIAGNOSTIC:
        tools = {"iree-compile": compile_exe, "iree-opt": opt_exe}
        for run in _verify_commands(compile_exe, opt_exe, flags, body):
            test = _with_expectations(body, run, signature, regex, tools)
            if test is not None:
                return test
    return _filecheck_test(body, flags, returncode, output, signature, regex, compiler)


def _tool(name: str, explicit: str | None) -> str:
    try:
        return find_tool(name, explicit)
    except ToolError as e:
        raise OracleError(str(e)) from None


def _opt_beside(compile_exe: str, iree_opt: str | None) -> str:
    if iree_opt:
        return _tool("iree-opt", iree_opt)
    beside = os.path.join(os.path.dirname(compile_exe), "iree-opt")
    return beside if os.access(beside, os.X_OK) else _tool("iree-opt", None)


def _readable(text: str, iree_opt: str) -> str:
    """Custom form without locations; iree-opt renumbers names and makes map aliases."""
    pretty = whole(pretty_print(text, iree_opt))
    return pretty if pretty.endswith("\n") else pretty + "\n"


# --- --verify-diagnostics tests ----------------------------------------------------------------

def _verify_commands(compile_exe: str, opt_exe: str, flags: Sequence[str],
                     body: str) -> list[list[str]]:
    """RUN commands (with '%s') to try, most faithful first."""
    if _accepts_verify_diagnostics(compile_exe):
        return [["iree-compile", "%s", *flags, "--verify-diagnostics", "-o", "/dev/null"]]
    commands = []
    if _run([opt_exe, "-", "-o", os.devnull], body)[0] != 0:
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


def _with_expectations(body: str, run: list[str], signature: str | None, regex: bool,
                       tools: dict[str, str]) -> LitTest | None:
    """`body` with an expected-* line above each diagnostic's line, if that makes the test
    pass; None when a diagnostic has no place in the file or the test still fails."""
    with tempfile.TemporaryDirectory(prefix="reducer-lit-") as tmp:
        path = os.path.join(tmp, "test.mlir")
        output = _run_file(run, path, body, tools)[1]
        found = [m for m in _UNEXPECTED.finditer(output) if m["file"] == path]
    if not found or len(found) != len(_UNPLACEABLE.findall(output)):
        return None  # nothing to expect, or some diagnostics are not in this file
    if signature and not any(re.search(signature, m["message"]) if regex
                             else signature in m["message"] for m in found):
        return None  # this tool reports other diagnostics than the failure's
    expectations = [(int(m["line"]), m["kind"], _message(m["message"], signature, regex))
                    for m in found]
    test = LitTest(_header(run, []) + _annotate(body, expectations), _shell(run),
                   "verify-diagnostics")
    return test if check_lit(test, tools["iree-compile"], tools["iree-opt"]) else None


def _message(message: str, signature: str | None, regex: bool) -> str:
    """What an expected-* line checks: a substring of the message without `{{`/`}}`."""
    if signature and not regex and signature in message and "{{" not in signature \
            and "}}" not in signature:
        return signature
    message = message.strip()
    for stop in ("{{", "}}"):
        message = message.split(stop, 1)[0]
    return message[:_MESSAGE_LIMIT].rstrip()


def _annotate(body: str, expectations: list[tuple[int, str, str]]) -> str:
    """Insert `// expected-KIND @+N {{MESSAGE}}` lines above the lines they are about."""
    by_line: dict[int, list[tuple[str, str]]] = {}
    for line, kind, message in expectations:
        if (kind, message) not in by_line.setdefault(line, []):
            by_line[line].append((kind, message))
    out: list[str] = []
    for number, line in enumerate(body.splitlines(), start=1):
        expected = by_line.get(number, [])
        indent = line[:len(line) - len(line.lstrip())]
        for i, (kind, message) in enumerate(expected):
            out.append(f"{indent}// expected-{kind} @+{len(expected) - i} {{{{{message}}}}}")
        out.append(line)
    return "\n".join(out) + "\n"


# --- FileCheck tests ---------------------------------------------------------------------------

def _filecheck_test(body: str, flags: Sequence[str], returncode: int | None, output: str,
                    signature: str | None, regex: bool, compiler: str | None) -> LitTest:
    check = _check_pattern(output, signature, regex, returncode)
    negate = ["not", "--crash"] if returncode is not None and returncode < 0 else ["not"]
    run = [*negate, "iree-compile", "%s", *flags, "-o", "/dev/null"]
    test = LitTest(_header(run, [check], filecheck=True) + body,
                   _shell(run) + " 2>&1 | FileCheck %s", "filecheck")
    if not check_lit(test, compiler):
        raise OracleError("the lit test does not reproduce the failure: the compiler fails "
                          "differently once the program is printed in custom form")
    return test


def _check_pattern(output: str, signature: str | None, regex: bool,
                   returncode: int | None) -> str:
    """A CHECK pattern: the signature (`{{regex}}` with regex), else the first failure line."""
    if signature:
        return "{{" + signature + "}}" if regex else signature
    kind = Kind.CRASH if returncode is not None and returncode < 0 else Kind.DIAGNOSTIC
    summary = describe(kind, output, returncode)
    return summary.split("0x?", 1)[0].strip()  # addresses differ from run to run


def _header(run: list[str], checks: list[str], filecheck: bool = False) -> str:
    line = f"// RUN: {_shell(run)}" + (" 2>&1 | FileCheck %s" if filecheck else "")
    return "\n".join([line, *[f"// CHECK: {c}" for c in checks], "", ""])


def _shell(command: list[str]) -> str:
    return " ".join(part if part == "%s" else shlex.quote(part) for part in command)


# --- running ---------------------------------------------------------------------------------

def _run(command: list[str], stdin: str) -> tuple[int | None, str]:
    """(exit status, output) of a step of the test; (None, "") when it hangs."""
    try:
        done = run_tool(command, stdin, _TIMEOUT)
    except ToolFailed as e:
        if "did not finish" in str(e):
            return None, ""
        raise OracleError(str(e)) from None
    return done.returncode, done.output


def _run_file(run: list[str], path: str, text: str,
              tools: dict[str, str]) -> tuple[int | None, str]:
    """Run a RUN command on `text` saved at `path`, its tool named in `tools`."""
    with open(path, "w") as f:
        f.write(text)
    command = [path if part == "%s" else part for part in run]
    command[0] = tools.get(command[0], command[0])
    return _run(command, "")


def check_lit(test: LitTest, compiler: str | None = None,
              iree_opt: str | None = None) -> bool:
    """Run `test` the way its RUN line says (without lit): True when it passes."""
    with tempfile.TemporaryDirectory(prefix="reducer-lit-") as tmp:
        path = os.path.join(tmp, "test.mlir")
        words = shlex.split(test.run.split(" 2>&1 |")[0].replace("%s", "@FILE@"))
        words = [path if w == "@FILE@" else w for w in words]
        negate = []
        while words and words[0] in ("not", "--crash"):
            negate.append(words.pop(0))
        tools = {"iree-compile": compiler, "iree-opt": iree_opt}
        words[0] = _tool(words[0], tools.get(words[0]))
        with open(path, "w") as f:
            f.write(test.text)
        returncode, output = _run(words, "")
    if returncode is None:
        return False
    if test.style == "verify-diagnostics":
        return returncode == 0
    crashed = returncode < 0
    if returncode == 0 or crashed != ("--crash" in negate):
        return False
    checks = [line.split("// CHECK:", 1)[1].strip() for line in test.text.splitlines()
              if line.startswith("// CHECK:")]
    position = 0
    for check in checks:  # in order, as FileCheck reads them
        rest = output[position:]
        m = (re.search(check[2:-2], rest) if check.startswith("{{") and check.endswith("}}")
             else re.search(re.escape(check), rest))
        if m is None:
            return False
        position += m.end()
    return True
