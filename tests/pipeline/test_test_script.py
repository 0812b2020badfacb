"""`--test SCRIPT` runs: the script reads each candidate in the form of the user's input (custom
or generic), the output is written in that form, `--test-exit` sets the exit status that means
interesting (mlir-reduce's scripts exit 1), and a refusal speaks of the script.

The inputs and scripts are modelled on mlir-reduce's own tests (llvm-project,
mlir/test/mlir-reduce: `except-last.mlir` and `script/except-last.sh`)."""
from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT

import reducer
from reducer.options import Listener, Options
from reducer.oracle.oracle import Oracle, OracleError, OracleSpec
from reducer.pipeline.inputs import read_input
from reducer.pipeline.script_form import written_generic
from reducer.pipeline.search import Begin, Context, Derivation
from reducer.pipeline.setup import chosen_strategies, oracle_spec

# Four constants, of which the script wants the first three kept (trivially dead as they are).
CUSTOM = """\
func.func @except_last() {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  %2 = arith.constant 3 : i32
  %3 = arith.constant 4 : i32
  return
}
"""
GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "except_last"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""
# What the user reads in the file (custom form): iree-opt's SSA names, its layout.
REDUCED_CUSTOM = """\
module {
  func.func @except_last() {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    return
  }
}

"""
REDUCED_GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "except_last"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""
GREP_CUSTOM = ('grep -q "arith.constant 1 : i32" "$1" && grep -q "arith.constant 2 : i32" "$1" '
               '&& grep -q "arith.constant 3 : i32" "$1"')
# mlir-reduce's convention: exit 1 when interesting, 0 (falling off the end) when not.
MLIR_REDUCE_STYLE = f'if {GREP_CUSTOM}; then\n  exit 1\nfi\n'


def script(path: Path, body: str) -> str:
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-m", "reducer", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_custom_form_input_is_reduced_with_a_script_that_greps_custom_form(
        tmp_path: Path) -> None:
    """The script finds `arith.constant 1 : i32` as the user wrote it; the three constants it
    wants stay, the fourth goes, and the output is in custom form, as the script read it."""
    (tmp_path / "in.mlir").write_text(CUSTOM)
    output = tmp_path / "out.mlir"
    result = reducer.reduce(tmp_path / "in.mlir", test=script(tmp_path / "t.sh", GREP_CUSTOM),
                            output=str(output), jobs=1)
    assert output.read_text() == REDUCED_CUSTOM
    assert result.text == REDUCED_CUSTOM
    assert subprocess.run([tmp_path / "t.sh", output]).returncode == 0


def test_mlir_reduce_convention_with_test_exit_1(tmp_path: Path) -> None:
    """mlir-reduce's script (exit 1 = interesting) with `--test-exit 1`: the same result."""
    (tmp_path / "in.mlir").write_text(CUSTOM)
    script(tmp_path / "except-last.sh", MLIR_REDUCE_STYLE)
    proc = run_cli("in.mlir", "--test", "./except-last.sh", "--test-exit", "1", "-o", "out.mlir",
                   "-j", "1", "-q", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out.mlir").read_text() == REDUCED_CUSTOM


# mlir-reduce's `multipath` test (reduction-tree/multipath-better.mlir): six trivially dead
# constants, interesting with the first three or with the first and the fourth.
MULTIPATH = """\
func.func @multipath_better() {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  %2 = arith.constant 3 : i32
  %3 = arith.constant 4 : i32
  %4 = arith.constant 5 : i32
  %5 = arith.constant 6 : i32
  return
}
"""
# Its script, inverted to --test's convention (exit 0 when interesting).
TWO_WAYS = ('kept() { grep -q "arith.constant $1 : i32" "$2"; }\n'
            'kept 1 "$1" && kept 2 "$1" && kept 3 "$1" && exit 0\n'
            'kept 1 "$1" && kept 4 "$1" && exit 0\n'
            'exit 1\n')


@pytest.mark.parametrize("jobs", [1, 3])
def test_mlir_reduces_multipath_test_ends_with_the_two_constants_it_expects(
        tmp_path: Path, jobs: int) -> None:
    """Cut after the third constant, the program keeps three, each needed; a second path,
    removing ops singly from the first, ends with two (see `Engine.SECOND_PATH_SIZE`)."""
    (tmp_path / "in.mlir").write_text(MULTIPATH)
    output = tmp_path / "out.mlir"
    result = reducer.reduce(tmp_path / "in.mlir", test=script(tmp_path / "t.sh", TWO_WAYS),
                            output=str(output), jobs=jobs)
    assert output.read_text() == (
        "module {\n  func.func @multipath_better() {\n"
        "    %c1_i32 = arith.constant 1 : i32\n    %c4_i32 = arith.constant 4 : i32\n"
        "    return\n  }\n}\n\n")
    assert (result.input_ops, result.output_ops) == (8, 4)


def test_a_generic_form_input_s_script_reads_generic_form(tmp_path: Path) -> None:
    """For an input in generic form every text the script reads is generic, and so is the
    output."""
    (tmp_path / "in.mlir").write_text(GENERIC)
    seen = tmp_path / "seen"
    seen.mkdir()
    body = (f'cp "$1" "$(mktemp -p {seen})"\n'
            f'grep -q \'"arith.constant"() <{{value = 1 : i32}}>\' "$1" && '
            f'grep -q \'<{{value = 3 : i32}}>\' "$1"\n')
    output = tmp_path / "out.mlir"
    reducer.reduce(tmp_path / "in.mlir", test=script(tmp_path / "t.sh", body),
                   output=str(output), jobs=1)
    assert output.read_text() == REDUCED_GENERIC
    texts = [path.read_text() for path in seen.iterdir()]
    assert texts and all(text.startswith('"builtin.module"() ({\n') for text in texts)


def test_refusal_speaks_of_the_script(tmp_path: Path) -> None:
    """A script of mlir-reduce's convention without `--test-exit 1`: the original is refused
    with words of the script (its exit status, the form it read, the flag), none of a
    signature or compiler flags."""
    (tmp_path / "in.mlir").write_text(CUSTOM)
    script(tmp_path / "except-last.sh", MLIR_REDUCE_STYLE)
    proc = run_cli("in.mlir", "--test", "./except-last.sh", "-j", "1", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.splitlines() == [
        "error: in.mlir: the original input is not interesting: the test script exited with "
        "status 1, and only exit status 0 means interesting (--test-exit).",
        "It printed nothing.",
        "Hint: the script is given the path of each candidate written in custom form, the "
        "form of your input, as `iree-opt INPUT` prints it (SSA names and layout are "
        "iree-opt's): check that what it looks for is spelled so; a script of mlir-reduce's "
        "convention (exit 1 when interesting) needs --test-exit 1."]
    assert "signature" not in proc.stderr and "--'" not in proc.stderr


def test_test_exit_goes_with_a_script(tmp_path: Path) -> None:
    """`--test-exit` without `--test`, or out of range, is refused."""
    (tmp_path / "in.mlir").write_text(CUSTOM)
    proc = run_cli("in.mlir", "--test-exit", "1", cwd=tmp_path)
    assert proc.returncode == 1 and proc.stderr.strip() == \
        "error: --test-exit goes with --test SCRIPT"
    with pytest.raises(OracleError, match="0-255"):
        OracleSpec(None, test_script="t.sh", test_exit=256)


@pytest.mark.parametrize("text, generic", [
    (CUSTOM, False), (GENERIC, True),
    ("// RUN: x\n#map = affine_map<(d0) -> (d0)>\nmodule {\n  \"x.y\"() : () -> ()\n}\n", False),
    ("#loc = loc(\"a\")\n  %0:2 = \"x.y\"() : () -> (i32, i32)\n", True),
    (b"ML\xefR\x00", True),
])
def test_the_input_s_form(text: str | bytes, generic: bool) -> None:
    """Generic: bytecode, or text whose first op is quoted (comments and aliases before it
    are no ops); custom otherwise."""
    assert written_generic(text) is generic


def test_the_search_s_own_run_of_the_result_is_one_of_its_checks(tmp_path: Path) -> None:
    """Candidates are compiled (here: run by the script) all the way: the search's run of
    the result is one of the `checks` that confirm it, and two more follow, not three."""
    (tmp_path / "in.mlir").write_text(CUSTOM)
    seen = tmp_path / "seen"
    seen.mkdir()
    body = f'cp "$1" "$(mktemp -p {seen})"\n{GREP_CUSTOM}\n'
    reducer.reduce(tmp_path / "in.mlir", test=script(tmp_path / "t.sh", body),
                   output=str(tmp_path / "out.mlir"), jobs=1)
    runs = [path.read_text() for path in seen.iterdir()]
    assert runs.count(REDUCED_CUSTOM) == 3
    end = json.loads((tmp_path / "out.mlir.journal").read_text().splitlines()[-1])
    assert end["status"] == "done" and end["confirmed"] == [3, 3]


@pytest.mark.parametrize("begin, kept", [(None, [1, 4]), (Begin.LIFTED, [1, 2, 3])])
def test_a_lifted_program_takes_no_second_path(tmp_path: Path, begin: Begin | None,
                                               kept: list[int]) -> None:
    """The multipath program searched as the user's own takes the second path to two
    constants; searched as a program lifted from a failing executable, it ends at the
    first path's three."""
    (tmp_path / "in.mlir").write_text(MULTIPATH)
    options = Options(test=script(tmp_path / "t.sh", TWO_WAYS), journal=False)
    given = read_input(tmp_path / "in.mlir", options)
    context = Context(chosen_strategies(options, given.iree_opt), given.iree_opt, options, 1,
                      Listener(), time.monotonic(), given.sha256)
    oracle = Oracle(oracle_spec(options, given.form))
    derivation = Derivation(begin, 8) if begin is not None else None
    reduced = context.reduce(given.source, context.parsed(given.original), oracle, None,
                             oracle.calibrate, derivation)
    constants = re.findall(r"value = (\d+) : i32", reduced.best.print())
    assert [int(c) for c in constants] == kept
