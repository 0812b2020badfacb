"""Lifting a failing executable back into a program that fails with the user's own flags.

The executables under data/lift are dumped (`--iree-hal-dump-executable-sources-to`) from the
failing samples: each fails alone with `--compile-mode=hal-executable`, and its lifted program
must fail the same way with the plain flags.
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from conftest import case

from reducer.ir import IRError, Module, parse
from reducer.ir.functions import entry_block, functions, is_public, result_types
from reducer.ir.lift import lift_executable
from reducer.ir.normalize import verifier_errors
from reducer.iree.dispatch import Isolated
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature
from reducer.pipeline.calibration import fails_when_serialised
from reducer.pipeline.program import dispatch_of
from reducer.processes.tools import find_tool

DATA = Path(__file__).resolve().parents[1] / "data" / "lift"
GFX942 = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]

TINY = """
#translation = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>
#layout = #hal.pipeline.layout<constants = 1, bindings = [
  #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>
hal.executable public @tiny {
  hal.executable.variant public @cpu target(<"llvm-cpu", "embedded-elf-x86_64">) {
    hal.executable.export public @tiny ordinal(0) layout(#layout)
        count(%device: !hal.device, %n: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%n)
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @tiny() attributes {translation_info = #translation} {
        %c0 = arith.constant 0 : index
        %0 = hal.interface.constant.load layout(#layout) ordinal(0) : i32
        %1 = arith.index_castui %0 : i32 to index
        %n = iree_tensor_ext.dispatch.workload.ordinal %1, 0 : index
        %in = hal.interface.binding.subspan layout(#layout) binding(0) alignment(64) offset(%c0)
            flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%n}
        %out = hal.interface.binding.subspan layout(#layout) binding(1) alignment(64) offset(%c0)
            : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x16xf32>>{%n}
        %a = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%n, 8],
            strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%n}
            -> tensor<?x8xf32>
        %b = iree_tensor_ext.dispatch.tensor.load %out, offsets = [0, 8], sizes = [%n, 8],
            strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x16xf32>>{%n}
            -> tensor<?x8xf32>
        %sum = arith.addf %a, %b {lowering_config = #iree_cpu.lowering_config<distribution = [4]>}
            : tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %sum, %out, offsets = [0, 0], sizes = [%n, 8],
            strides = [1, 1] : tensor<?x8xf32>
            -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x16xf32>>{%n}
        return
      }
    }
  }
}
"""


def test_lifted_tiny_executable_has_tensor_arguments_and_results() -> None:
    lifted = lift_executable(parse(TINY))
    (func,) = functions(lifted)
    block = entry_block(func)
    assert block is not None
    # The push constant, then the bindings: the input, and the output it reads and writes.
    assert [a.type for a in block.args] == ["i32", "tensor<?x8xf32>", "tensor<?x16xf32>"]
    assert result_types(func) == ["tensor<?x16xf32>"]
    assert is_public(func)
    assert "translation_info" not in lifted.print() and "lowering_config" not in lifted.print()
    # The whole-binding load is the argument itself; the others read and write slices of it.
    assert [op.name for op in block.ops] == [
        "arith.index_castui", "tensor.extract_slice", "arith.addf", "tensor.insert_slice",
        "func.return"]
    assert [op.dialect for op in lifted.walk()].count("hal") == 0
    assert verifier_errors(lifted.print()) == []


def test_lift_refuses_a_program() -> None:
    with pytest.raises(IRError, match="hal.executable"):
        lift_executable(parse("func.func @f() { return }"))


def _compile(module: Module, flags: list[str]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}
    return subprocess.run([find_tool("iree-compile"), "-", *flags, "-o", os.devnull],
                          input=module.print(), text=True, capture_output=True, env=env,
                          timeout=300, check=False)


@pytest.mark.parametrize("name, signature, crash", [
    # A codegen diagnostic.
    ("softmax_f8", "'rocdl.readlane' op operand #0 must be LLVM dialect-compatible type", False),
    # A codegen crash (SIGSEGV in the AMDGPU backend).
    ("conv2d_s2_fatptr", "Running pass 'Lower buffer fat pointer operations", True),
    # Dynamic dims from push constants.
    ("i4_matmul_trunc", "failed to legalize operation 'vector.store'", False),
    # A slice loaded from a bigger, dynamically sized binding; an LLVM ERROR.
    ("fptosi_bf16_i1", "i1 = fp_to_sint", True),
])
def test_lifted_executable_fails_with_the_users_flags(name: str, signature: str,
                                                      crash: bool) -> None:
    lifted = lift_executable(parse((DATA / f"{name}.mlir").read_text()))
    assert not any(op.dialect == "hal" for op in lifted.walk())
    done = _compile(lifted, GFX942)
    assert signature in done.stdout + done.stderr
    assert (done.returncode < 0) if crash else (done.returncode == 1), done.returncode


@pytest.mark.parametrize("name, serialised", [
    ("cpu_divsi_i128_divti3", True),  # the linker's undefined symbol
    ("fptosi_bf16_i1_isel", True),  # LLVM's backend, a pass it names
    ("softmax_f8_readlane", False),  # a diagnostic in the translation to ROCDL
])
def test_a_failure_when_executables_are_serialised_is_told(name: str,
                                                          serialised: bool) -> None:
    """Such a failure comes after every phase a compile may be cut at: the calibration of
    its lifted program searches none (`fails_when_serialised`)."""
    c = case(name)
    env = {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}
    done = subprocess.run([find_tool("iree-compile"), str(c["path"]), *c["flags"],
                           "-o", os.devnull], text=True, capture_output=True, env=env,
                          timeout=300, check=False)
    assert c["signature"] in done.stdout + done.stderr
    assert fails_when_serialised(done.stdout + done.stderr) is serialised


def test_push_constants_become_arguments() -> None:
    lifted = lift_executable(parse((DATA / "i4_matmul_trunc.mlir").read_text()))
    (func,) = functions(lifted)
    block = entry_block(func)
    assert block is not None
    assert [a.type for a in block.args] == [
        "i32", "i32", "tensor<?x4096xi4>", "tensor<4096x4096xi4>"]
    assert result_types(func) == ["tensor<?x4096xi4>"]


def test_the_executable_beside_a_result_is_taken_from_its_run_as_a_candidate(
        tmp_path: Path) -> None:
    """`dispatch_of` finds the result's executable where its judged run dumped it: the same
    executable as a compile that dumps it finds, one compile fewer."""
    c = case("cpu_divsi_i128_divti3")
    oracle = Oracle(OracleSpec(Signature(c["signature"]), tuple(c["flags"])))
    oracle.calibrate_first_run(c["text"])
    fallback = Isolated("none", "", oracle)
    runs = oracle.stats.runs
    dumped = dispatch_of(c["text"], oracle, fallback)
    dumping_runs = oracle.stats.runs - runs
    oracle.keep_dumps(str(tmp_path))
    assert oracle.run(c["text"] + "\n").interesting
    runs = oracle.stats.runs
    kept = dispatch_of(c["text"] + "\n", oracle, fallback)
    assert (kept.name, kept.text) == (dumped.name, dumped.text) != ("none", "")
    assert oracle.stats.runs - runs == dumping_runs - 1
