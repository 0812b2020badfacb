"""Down to the pass: a failing executable becomes a lit test that runs only the failing pass.

The inputs are executables dumped from the samples (`--iree-hal-dump-executable-sources-to`),
which fail alone with `--compile-mode=hal-executable`; the real compiler runs throughout.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CASES

from reducer.crash.lit import check_with_lit
from reducer.crash.pass_level import (
    CANDIDATE,
    LLVM_SERIALIZATION,
    NoPass,
    PassCapture,
    Reason,
    capture,
    emit_pass_test,
    llvm_module,
    pass_command,
    reduce_at_pass,
    reproduce,
)
from reducer.ir import parse
from reducer.oracle.signature import Kind, Signature
from reducer.strategies import BranchFolding, select

DATA = Path(__file__).resolve().parents[1] / "data" / "pass_level"
GFX942 = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942",
          "--compile-mode=hal-executable"]
READLANE = "'rocdl.readlane' op operand #0 must be LLVM dialect-compatible type"
ISEL = "i1 = fp_to_sint"
TRANSPOSE = "setTransposeConfig(mlir::iree_compiler::IREE::GPU::TargetAttr"


def _captured(name: str, signature: str) -> PassCapture:
    """The failing pass of the executable DATA/`name`, which fails with `signature`."""
    found = capture((DATA / name).read_text(), GFX942, None, None, signature)
    assert isinstance(found, PassCapture), found
    return found


@pytest.fixture(scope="module")
def readlane() -> PassCapture:
    return _captured("softmax_f8_readlane.mlir", READLANE)


@pytest.fixture(scope="module")
def isel() -> PassCapture:
    return _captured("fptosi_bf16_i1_isel.mlir", ISEL)


@pytest.fixture(scope="module")
def transpose() -> PassCapture:
    return _captured("gpu_transpose_map_segv.mlir", TRANSPOSE)


def test_a_verifier_failure_is_traced_to_the_pass_that_made_the_bad_op(readlane):
    # The executable's inner module alone, the target attached to it: IREE's own test style.
    assert readlane.pipeline == "builtin.module(func.func(iree-codegen-expand-gpu-ops))"
    assert (readlane.pass_name, readlane.anchor, readlane.kind) == (
        "iree-codegen-expand-gpu-ops", "func.func", Kind.DIAGNOSTIC)
    assert "hal.executable.target" in readlane.ir and "hal.executable " not in readlane.ir
    assert reproduce(readlane.ir, readlane.pipeline, READLANE).same_failure(Kind.DIAGNOSTIC)


def test_a_crash_in_llvms_backend_is_traced_to_iree_serialisation_with_the_options_it_needs(
        isel):
    # The failure is in LLVM's instruction selection, run by one MLIR pass; of its options
    # only the target is needed.
    assert isel.pipeline == ("builtin.module(hal.executable("
                             "iree-hal-serialize-target-executables{target=rocm}))")
    assert (isel.kind, isel.anchor) == (Kind.CRASH, "hal.executable")
    assert "llvm.fptosi" in isel.ir


def test_a_crash_in_a_pass_on_the_executables_module_is_captured_on_that_module_alone(
        transpose):
    # The kernel-configuration pass runs on the variant's inner module: that module alone,
    # the target attached, is its input (as IREE's own configuration tests are written).
    assert transpose.pipeline == "builtin.module(iree-llvmgpu-select-lowering-strategy)"
    assert (transpose.kind, transpose.anchor) == (Kind.CRASH, "builtin.module")
    assert "hal.executable.target" in transpose.ir and "hal.executable " not in transpose.ir


def test_the_interestingness_command_runs_only_the_pass_on_the_candidate(readlane):
    command = pass_command("iree-opt", readlane.pipeline)
    assert command[0] == "iree-opt" and CANDIDATE in command
    assert f"--pass-pipeline={readlane.pipeline}" in command


def test_what_the_pass_does_not_reproduce_is_said():
    text = (DATA / "softmax_f8_readlane.mlir").read_text()
    assert capture(text, GFX942, None, None, "no such message") == NoPass(
        Reason.OTHER_FAILURE, "error: " + READLANE + ", but got 'f8E4M3FNUZ'")
    assert not reproduce(text, "builtin.module(canonicalize)", READLANE).matched


def test_a_frame_learnt_to_show_only_symbolised_is_captured_at_its_pass():
    """A crashing function's name as people copy it from a stack trace, without its scopes:
    only a symbolised stack shows it. Once calibration has learnt so (`Signature.learnt`),
    the capture symbolises its runs as the oracle does; a signature that did not learn it
    sees a crash without it, and the note names the signal."""
    text = (DATA / "gpu_transpose_map_segv.mlir").read_text()
    assert capture(text, GFX942, None, None, Signature("setTransposeConfig")) == NoPass(
        Reason.OTHER_FAILURE, "crash: signal 11")
    found = capture(text, GFX942, None, None, Signature("setTransposeConfig").learnt(True))
    assert isinstance(found, PassCapture), found
    assert found.pipeline == "builtin.module(iree-llvmgpu-select-lowering-strategy)"


@pytest.mark.slow
def test_a_diagnostic_reduces_to_a_verify_diagnostics_test_of_the_pass(readlane):
    reduced = reduce_at_pass(readlane, READLANE, select())
    assert parse(reduced).num_ops <= 15 < parse(readlane.ir).num_ops
    test = emit_pass_test(reduced, readlane, READLANE)
    assert test.startswith("// RUN: iree-opt '--pass-pipeline=builtin.module(func.func("
                           "iree-codegen-expand-gpu-ops))' %s --verify-diagnostics\n")
    assert f"// expected-error @+1 {{{{{READLANE}" in test
    assert check_with_lit(test)
    assert not check_with_lit(test.replace("readlane", "readfirstlane"))


@pytest.mark.slow
def test_a_crash_reduces_to_a_not_crash_filecheck_test_of_the_pass(isel):
    reduced = reduce_at_pass(isel, ISEL, select())
    assert parse(reduced).num_ops < parse(isel.ir).num_ops
    assert "llvm.fptosi" in reduced
    test = emit_pass_test(reduced, isel, ISEL)
    assert test.startswith("// RUN: not --crash iree-opt '--pass-pipeline=builtin.module("
                           "hal.executable(iree-hal-serialize-target-executables{target=rocm}))'"
                           " %s 2>&1 | FileCheck %s\n// CHECK: i1 = fp_to_sint\n")
    assert check_with_lit(test)


@pytest.mark.slow
def test_a_crash_sample_gets_a_passing_single_pass_test_of_a_few_ops(transpose):
    reduced = reduce_at_pass(transpose, TRANSPOSE, select())
    assert parse(reduced).num_ops <= 15
    test = emit_pass_test(reduced, transpose, TRANSPOSE)
    target = next(line for line in test.splitlines() if line.startswith("#executable_target"))
    assert test == f"""\
// RUN: not --crash iree-opt '--pass-pipeline=builtin.module(iree-llvmgpu-select-lowering-strategy)' %s 2>&1 | FileCheck %s
// CHECK: {TRANSPOSE}

{target}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1 - d1, d1)>
module attributes {{hal.executable.target = #executable_target_rocm_hsaco_fb}} {{
  func.func @main$async_dispatch_86_generic_4x8_f32_dispatch_0_generic_2x2_f32(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {{
    %0 = linalg.generic {{indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]}} ins(%arg0 : tensor<1x1xf32>) outs(%arg1 : tensor<1x1xf32>) {{
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }} -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }}
}}
"""  # noqa: E501
    assert check_with_lit(test)
    assert not check_with_lit(test.replace("#map1]", "#map]"))  # a plain copy configures


def test_a_failure_in_llvms_backend_names_the_llvm_module_it_was_handed(isel):
    """The isel crash is in the serialisation pass: LLVM's backend fails on the module IREE
    translated the executable to, which its intermediates dump keeps (after optimisation)."""
    assert isel.pass_name == LLVM_SERIALIZATION
    module = llvm_module((DATA / "fptosi_bf16_i1_isel.mlir").read_text(), GFX942, None)
    assert module is not None and "fptosi" in module and "bfloat" in module
    assert module.startswith("; To reproduce the .optimized.ll")  # IREE's own opt line
    assert llvm_module((DATA / "fptosi_bf16_i1_isel.mlir").read_text(), ["--bogus"],
                       None) is None


def test_branch_folding_takes_one_side_of_a_conditional_branch():
    module = parse('func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  return\n'
                   '^bb2:\n  return\n}\n')
    folding = BranchFolding()
    edits = folding.edits(module)
    assert len(edits) == 2
    taken = folding.apply(module, [edits[1]]).print()
    assert '"cf.br"()[^bb2]' in taken and "cond_br" not in taken
    assert "cond_br" in module.print()  # the input is left alone


@pytest.mark.slow
def test_emit_lit_writes_the_pass_level_test_beside_the_program(tmp_path: Path) -> None:
    """`reduce --emit lit` on a codegen diagnostic: OUTPUT is the program's lit test, and
    OUT.pass.mlir runs only the failing pass, passing its own RUN line under lit."""
    source = tmp_path / "in.mlir"
    source.write_text((CASES / "softmax_f8_readlane" / "min.mlir").read_text())
    flags = (CASES / "softmax_f8_readlane" / "cmd").read_text().split()
    done = subprocess.run([sys.executable, "-m", "reducer", str(source), "-o",
                           str(tmp_path / "out.mlir"), "--emit", "lit", "--", *flags],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    test = (tmp_path / "out.pass.mlir").read_text()
    assert test.startswith("// RUN: iree-opt '--pass-pipeline=") and "pass-test:" in done.stderr
    assert check_with_lit(test)
