"""Crashes: located through MLIR's crash reproducer, down to the pass before codegen, derived
signatures and usage errors. Small inputs, the real compiler throughout."""
from __future__ import annotations

import dataclasses
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, case
from test_cli import assert_one_line_error, run_cli

import reducer
from reducer.crash.capture import PhaseDump, capture_crash
from reducer.crash.cut import cut_at_crash
from reducer.crash.lit import check_with_lit
from reducer.crash.pass_level import NoPass, PassCapture, Reason
from reducer.ir import normalize
from reducer.ir.parser import parse_generic
from reducer.oracle.oracle import OracleStats
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Kind, Signature, classify, unsymbolised
from reducer.processes.process import Run, run_step
from reducer.processes.tools import find_tool

STREAM = case("stream_const_i128_sigfpe")  # SIGFPE in iree-stream-pack-constants
SCATTER = case("flow_scatter_empty_sigfpe")  # SIGFPE in iree-flow-annotate-dispatches
CPU = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
# The empty scatter of SCATTER among ops that do not need it, and that it does not need.
SCATTER_AMONG_OTHERS = """\
func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>, %u: tensor<0xf32>, %i: tensor<0x1xi32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = arith.addf %a, %b : tensor<8xf32>
  %1 = arith.mulf %0, %a : tensor<8xf32>
  %2 = arith.subf %1, %b : tensor<8xf32>
  %3 = math.exp %2 : tensor<8xf32>
  %4 = arith.addf %3, %0 : tensor<8xf32>
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%u, %i : tensor<0xf32>, tensor<0x1xi32>) outs(%4 : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    iree_linalg_ext.yield %x : f32
  } -> tensor<8xf32>
  %5 = arith.mulf %4, %4 : tensor<8xf32>
  %6 = math.sqrt %5 : tensor<8xf32>
  %7 = arith.addf %6, %r : tensor<8xf32>
  %8 = arith.divf %7, %a : tensor<8xf32>
  %9 = math.tanh %8 : tensor<8xf32>
  return %r, %9 : tensor<8xf32>, tensor<8xf32>
}
"""


def fails_with_the_users_command(path: Path, flags: list[str], signature: Signature) -> bool:
    """`iree-compile PATH FLAGS` in a fresh process crashes showing `signature`."""
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    return classify(done.returncode, output) is Kind.CRASH and \
        signature.match(Kind.CRASH, output) is not None


# --- the capture ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def stream_crash() -> PassCapture:
    stats = OracleStats()
    found = capture_crash(normalize(STREAM["text"]), STREAM["flags"], None, None,
                          STREAM["signature"], Kind.CRASH, stats=stats)
    assert isinstance(found, PassCapture), found
    assert stats.runs == 2  # the phases dumped, then the compile that writes the reproducer
    return found


@pytest.mark.slow
def test_a_crash_reproducer_names_the_pass_and_its_input_keeps_the_programs_locations(
        stream_crash):
    assert stream_crash.pipeline == \
        "builtin.module(util.initializer(iree-stream-pack-constants))"
    assert (stream_crash.pass_name, stream_crash.anchor, stream_crash.kind) == (
        "iree-stream-pack-constants", "util.initializer", Kind.CRASH)
    assert stream_crash.phase is Phase.STREAM  # after the last phase the program passed
    assert "stream.resource.constants" in stream_crash.ir
    assert "mlir_reproducer" not in stream_crash.ir  # its pipeline is the capture's


@pytest.mark.slow
def test_a_crash_is_cut_to_the_op_its_pass_crashes_at(stream_crash):
    """The shortest prefix that crashes ends with the constants that hold the i128 one: its
    size, an operand, comes from the i128 constant's line (3) of the program's generic print,
    the lines of the ops around it after."""
    cut = cut_at_crash(stream_crash, STREAM["signature"])
    assert cut.lines == (3, 2, 1)
    assert [op.name for op in parse_generic(cut.ir).walk()] == [
        "util.global", "util.global", "util.global", "util.initializer",
        "stream.timepoint.immediate", "arith.constant", "stream.resource.constants",
        "util.return"]
    # Trimmed, for a test of the pass: the ops before it that it does not need go too.
    trimmed = cut_at_crash(stream_crash, STREAM["signature"], trimmed=True)
    assert trimmed.lines == cut.lines
    assert [op.name for op in parse_generic(trimmed.ir).walk()] == [
        "util.initializer", "arith.constant", "stream.resource.constants", "util.return"]


@pytest.mark.slow
def test_a_capture_takes_the_phases_its_first_run_dumped(stream_crash, tmp_path):
    text = normalize(STREAM["text"])
    dumped = PhaseDump(text, STREAM["flags"])
    stats = OracleStats()
    try:  # the program's first run, as the oracle makes it (the file's name is the oracle's)
        (tmp_path / "candidate.mlir").write_text(text)
        first = run_step([find_tool("iree-compile"), str(tmp_path / "candidate.mlir"),
                          *STREAM["flags"], "-o", os.devnull, *dumped.flags_of_first_run()])
        assert classify(first.returncode, first.output) is Kind.CRASH
        found = capture_crash(dumped, STREAM["flags"], None, None, STREAM["signature"],
                              Kind.CRASH, stats=stats)
    finally:
        dumped.close()
    # The same capture, but for where the program's file was.
    def placed(capture: PassCapture) -> PassCapture:
        return dataclasses.replace(capture, ir=re.sub(r'"[^"]*/candidate.mlir"', "PROGRAM",
                                                      capture.ir))

    assert placed(found) == placed(stream_crash)
    assert stats.runs == 1  # the capture's compile alone: the phases were dumped already


def test_phases_dumped_for_a_capture_that_is_not_wanted_leave_nothing():
    dumped = PhaseDump(normalize(STREAM["text"]), STREAM["flags"])
    folder = Path(dumped.flags_of_first_run()[0].split("=", 1)[1])
    folder.mkdir()
    dumped.close()
    assert not folder.parent.exists()


def test_a_crash_that_kills_the_crash_handler_leaves_no_reproducer():
    """A stack overflow in LLVM's backend (conv2d_s2_fatptr_segv): MLIR writes nothing."""
    conv = case("conv2d_s2_fatptr_segv")
    found = capture_crash(normalize(conv["text"]), conv["flags"], None, None,
                          conv["signature"], Kind.CRASH)
    assert isinstance(found, NoPass) and found.reason is Reason.NO_REPRODUCER


def test_a_step_stopped_by_a_signal_it_handles_may_act_before_it_goes(tmp_path):
    """What a hang's capture relies on: at its time limit the compile gets SIGABRT, on which
    MLIR writes its crash reproducer."""
    mark = tmp_path / "stopped"
    done = run_step(["sh", "-c", f"trap 'touch {mark}; exit 3' ABRT; sleep 30 & wait"],
                    timeout=0.5, stop=signal.SIGABRT)
    assert done == Run(None, True, "") and mark.exists()


# --- located through the reproducer ----------------------------------------------------------

@pytest.mark.slow
def test_a_crash_that_names_no_op_is_cut_to_its_op_in_a_few_compiles(tmp_path):
    source, output = tmp_path / "in.mlir", tmp_path / "out.mlir"
    source.write_text(SCATTER_AMONG_OTHERS)
    seen: list[tuple[str, int, int | None]] = []

    def progress(what: str, ops: int, oracle: object) -> None:
        stats = getattr(oracle, "stats", None)
        seen.append((what, ops, stats.runs if stats is not None else None))

    # One job: no compile runs beside another, guessing how it ends.
    result = reducer.reduce(source, SCATTER["signature"], flags=CPU, output=str(output),
                            progress=progress, jobs=1)
    assert "capturing the crashing pass" in [what for what, _, _ in seen]
    # One compile calibrates and dumps the phases, one captures the crash from them, one
    # compiles the scatter's slice: from then on the reduction works on 4 ops.
    compiles = next(runs for _, ops, runs in seen
                    if runs is not None and ops < result.input_ops)
    assert compiles == 3
    assert result.strategies["failing-op-slice"] == {"tried": 1, "accepted": 1,
                                                     "reduced_by": result.input_ops - 4}
    assert result.output_ops == 4
    assert fails_with_the_users_command(output, CPU, Signature(SCATTER["signature"]))


@pytest.mark.slow
@pytest.mark.parametrize("oracle", ["getMainTensorForLinalgExtOp", None])
def test_a_crash_named_by_a_frame_copied_without_its_scopes_is_captured_as_derived(
        tmp_path, oracle):
    """The crashing function as people copy it from a stack trace: it shows only in a
    symbolised stack, which the first compile asks for, as when the signature is derived.
    The capture of the crash, its cut and the pass-level test take the signature with what
    calibration learnt of it: the same compiles as the derived signature's."""
    source, output = tmp_path / "in.mlir", tmp_path / "out.mlir"
    source.write_text(SCATTER_AMONG_OTHERS)
    seen: list[tuple[str, int]] = []
    notes: list[str] = []

    def progress(what: str, ops: int, oracle: object) -> None:
        stats = getattr(oracle, "stats", None)
        if stats is not None:
            seen.append((what, stats.runs))

    result = reducer.reduce(source, oracle, flags=CPU, output=str(output), progress=progress,
                            jobs=1, pass_test=True, notice=notes.append)
    # One compile calibrates: the capture starts from the first, and from the phases it
    # dumped.
    assert ("capturing the crashing pass", 1) in seen
    assert not [note for note in notes if "pass" in note and "not" in note], notes
    assert result.pass_test is not None
    assert (result.pass_test["pass"], result.output_ops, result.oracle_calls) == (
        "iree-flow-annotate-dispatches", 4, 11)
    assert (tmp_path / "out.pass.mlir").exists()


@pytest.mark.slow
def test_emit_lit_writes_a_passing_test_of_the_pass_a_crash_before_codegen_is_in(tmp_path):
    (tmp_path / "in.mlir").write_text(STREAM["text"])
    done = run_cli("in.mlir", "--oracle", STREAM["signature"], "--emit", "lit", "-o",
                   "out.mlir", "--json", "report.json", "--", *STREAM["flags"], cwd=tmp_path,
                   timeout=600)
    assert done.returncode == 0, done.stderr
    test = (tmp_path / "out.pass.mlir").read_text()
    assert test.startswith("// RUN: not --crash iree-opt '--pass-pipeline=builtin.module("
                           "util.initializer(iree-stream-pack-constants))' %s 2>&1 | "
                           "FileCheck %s\n// CHECK: "
                           "SizedStorageDenseElementsAttrModel::getStorageSize\n")
    assert check_with_lit(test)
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["pass_test"]["pass"] == "iree-stream-pack-constants"
    assert [a["role"] for a in report["artifacts"]] == ["lit-test", "pass-test"]
    assert report["artifacts"][1]["path"] == "out.pass.mlir"  # as the output was named


# --- signatures and usage ---------------------------------------------------------------------

def test_a_crash_named_only_by_a_stack_frame_is_reduced_without_a_signature(tmp_path):
    output = tmp_path / "out.mlir"
    result = reducer.reduce(SCATTER["path"], flags=SCATTER["flags"], output=str(output))
    assert result.kind == "crash"
    assert result.signature == r"mlir::iree_compiler::IREE::Flow::getMainTensorForLinalgExtOp"
    assert fails_with_the_users_command(output, SCATTER["flags"],
                                        Signature(result.signature, regex=True))


# The crash of gpu_transpose_map_segv beside a second dispatch: it happens on a thread of the
# pass manager, and its crash handler prints no "Stack dump:".
TRANSPOSE_BESIDE_ANOTHER = """\
func.func @main(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>) -> (tensor<4x8xf32>, tensor<16x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0 + d1 - d1, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %f = tensor.empty() : tensor<16x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<16x8xf32>) outs(%f : tensor<16x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.mulf %x, %x : f32
    linalg.yield %z : f32
  } -> tensor<16x8xf32>
  return %r, %s : tensor<4x8xf32>, tensor<16x8xf32>
}
"""


def test_a_crash_behind_a_wrapper_script_derives_the_same_frame(tmp_path):
    """A wrapper script that runs the compiler as a child (no exec) exits 128 + the signal,
    and the crash shows no "Stack dump:": still a crash, whose derived signature is the
    frame the compiler's own crash gives."""
    wrapper = tmp_path / "iree-compile"
    wrapper.write_text(f"#!/bin/sh\n{find_tool('iree-compile')} \"$@\"\nexit $?\n")
    wrapper.chmod(0o755)
    source = tmp_path / "model.mlir"
    source.write_text(TRANSPOSE_BESIDE_ANOTHER)
    flags = case("gpu_transpose_map_segv")["flags"]
    derived = reducer.derive_signature(source, flags, str(wrapper))
    assert derived == reducer.derive_signature(source, flags)
    assert derived == "mlir::iree_compiler::isTransposeMap"


def without_symbolizer(tmp_path: Path) -> dict[str, str]:
    """The environment of a machine without llvm-symbolizer: PATH holds the tools of /usr/bin
    but it, and the Python environment's own."""
    tools = tmp_path / "bin"
    tools.mkdir()
    for tool in Path("/usr/bin").iterdir():
        if not tool.name.startswith("llvm-symbolizer"):
            (tools / tool.name).symlink_to(tool)
    env = {k: v for k, v in os.environ.items() if k != "LLVM_SYMBOLIZER_PATH"}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), str(tools)])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


NO_SYMBOLS = ("; its stack dump has no function names: install llvm-symbolizer (on PATH) or "
              "set LLVM_SYMBOLIZER_PATH to it, so that the compiler's crash handler names the "
              "frames")


def test_a_stack_dump_is_unsymbolised_when_no_frame_names_a_function():
    bare = ("Stack dump without symbol names (ensure you have llvm-symbolizer in your PATH):\n"
            "0  libIREECompiler.so 0x00007f33cb55a0ab\n"
            "3  libc.so.6          0x00007f33c565a050\n")
    named = (" #3 0x00007f3fd6ba0050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n"
             " #4 0x00007f3fd2c4b3ee mlir::iree_compiler::IREE::Util::"
             "SizedStorageDenseElementsAttrModel::getStorageSize(mlir::Attribute) const "
             "UtilAttrs.cpp:0:0\n")
    assert unsymbolised(bare)
    assert not unsymbolised(named)
    assert not unsymbolised("error: 'arith.addf' op requires the same type for all operands")


@pytest.mark.parametrize("oracle", [STREAM["signature"], "getStorageSize", None])
def test_a_crash_without_symbols_says_how_to_get_them(tmp_path, oracle):
    """A frame's name shows only in a symbolised stack: without llvm-symbolizer the crash is
    neither recognised by a signature that names a frame nor derived; one line says why."""
    source = tmp_path / "model.mlir"
    source.write_text(STREAM["text"])
    given = ["--oracle", oracle] if oracle else []
    proc = subprocess.run([sys.executable, "-m", "reducer", source.name, *given, "--",
                           *STREAM["flags"]], cwd=tmp_path, env=without_symbolizer(tmp_path),
                          capture_output=True, text=True, timeout=300)
    line = assert_one_line_error(proc)
    if oracle:
        expected = (f"the original input is not interesting: the compiler crashed (exit status "
                    f"-8) and the signature {oracle!r} is not in its output{NO_SYMBOLS}.")
    else:
        expected = (f"the original input fails (crash, exit status -8) with nothing in its "
                    f"output to recognise the failure by{NO_SYMBOLS}, or give the failure's "
                    f"text with --oracle.")
    assert line == f"error: {source.name}: {expected}"
    assert not (tmp_path / "model.mlir.reduced.mlir").exists()


def test_no_target_device_is_a_usage_error_not_a_failure(tmp_path):
    (tmp_path / "model.mlir").write_text(
        "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = arith.addf %a, %a : tensor<4xf32>\n"
        "  return %0 : tensor<4xf32>\n}\n")
    line = assert_one_line_error(run_cli("model.mlir", cwd=tmp_path))
    assert "rejects its command line" in line and "no HAL devices" in line
