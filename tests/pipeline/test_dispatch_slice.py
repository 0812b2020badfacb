"""The whole program cut to its failing dispatch's ops (`--no-isolate`), on a real failure."""
from __future__ import annotations

import subprocess

import pytest
from abi_form import in_abi_form
from conftest import SAMPLES

import reducer
from reducer.ir import IRError, normalize, parse
from reducer.ir.slicing import cut_to_ops
from reducer.iree.dispatch import _cited
from reducer.oracle.signature import classify
from reducer.pipeline.dispatch_slice import DispatchCut, DispatchSlice
from reducer.processes.tools import find_tool

# The decoder's attention, one fused dispatch per layer, fails in vulkan's SPIR-V codegen;
# alone in a function (its operands arguments) it fails no more.
DECODER = SAMPLES / "llama_decoder.mlir"
VULKAN = ["--iree-hal-target-device=vulkan", "--iree-vulkan-target=rdna3"]
ATTENTION = "'iree_linalg_ext.online_attention' op result #0 must be variadic of ranked tensor"

CHAIN = """
func.func @main(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c = arith.constant 2.0 : f32
  %k = arith.constant dense<3.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %y = arith.addf %a, %x : tensor<4xf32>
  %z = arith.mulf %y, %k : tensor<4xf32>
  %w = arith.subf %z, %a : tensor<4xf32>
  %v = arith.divf %w, %y : tensor<4xf32>
  return %v : tensor<4xf32>
}
"""

# The mulf and the subf cut at depth 0: the addf's value is an argument (`%a` stays one), the
# constant the mulf uses is kept, and the function returns what the two make together: the
# subf's result (the mulf's feeds the subf).
AT_DEPTH_0 = """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, index, tensor<4xf32>) -> tensor<4xf32>, \
sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: index, %rdc.1: tensor<4xf32>):
    %1 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<4xf32>}> : () -> \
tensor<4xf32>
    %5 = "arith.mulf"(%rdc.1, %1) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, \
tensor<4xf32>) -> tensor<4xf32>
    %6 = "arith.subf"(%5, %arg0) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, \
tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%6) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_a_cut_keeps_the_ops_their_producers_within_depth_and_the_constants() -> None:
    module = parse(normalize(CHAIN))
    before = module.print()
    targets = [op for op in module.walk() if op.name in ("arith.mulf", "arith.subf")]
    assert cut_to_ops(module, targets, 0).print() == AT_DEPTH_0
    names = [[op.name for op in cut_to_ops(module, targets, depth).walk()]
             for depth in (1, None)]
    assert names == [
        ["func.func", "arith.constant", "arith.addf", "arith.mulf", "arith.subf",
         "func.return"],
        ["func.func", "arith.constant", "arith.constant", "tensor.empty", "linalg.fill",
         "linalg.yield", "arith.addf", "arith.mulf", "arith.subf", "func.return"]]
    assert module.print() == before  # the module is left alone


def test_a_cut_of_no_ops_is_refused() -> None:
    with pytest.raises(IRError):
        cut_to_ops(parse(normalize(CHAIN)), [], 0)


WRAPPED = in_abi_form("""
  %d = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
  %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x?xf32>{%d}
  %1 = math.exp %0 : tensor<2x?xf32>
  %2 = math.sin %1 : tensor<2x?xf32>
  %3 = math.cos %2 : tensor<2x?xf32>
  %4 = hal.tensor.barrier join(%3 : tensor<2x?xf32>) => %arg2 : !hal.fence
  %5 = hal.tensor.export %4 : tensor<2x?xf32>{%d} -> !hal.buffer_view
  util.return %5 : !hal.buffer_view
""")


def test_the_dispatch_is_cut_behind_the_abi_wrapper_then_in_the_program_s_form() -> None:
    """The rungs cut the function behind IREE's ABI wrapper, unwrapped (a wrapped function
    takes no more arguments): the dispatch's root alone (the last of its ops), then all of
    them from depth 0; the last rung keeps the program's form."""
    module = parse(normalize(WRAPPED))
    targets = [op.id for op in module.walk() if op.name in ("math.sin", "math.cos")][::-1]
    cuts = DispatchSlice(targets)
    (ladder,) = cuts.edits(module)
    assert ladder == [DispatchCut(0, alone=True), DispatchCut(0), DispatchCut(2),
                      DispatchCut(8), DispatchCut(None), DispatchCut(None, unwrap=False)]
    names = []
    for rung in ladder:
        cut = cuts.apply(module, [rung])
        assert cut is not None
        names.append([op.name for op in cut.walk()])
    assert names[0] == ["util.func", "math.cos", "util.return"]
    assert names[1] == ["util.func", "math.sin", "math.cos", "util.return"]
    assert names[2] == names[3] == names[4] == [
        "util.func", "math.exp", "math.sin", "math.cos", "util.return"]
    assert "hal.tensor.import" in names[5] and "util.call" in names[5]  # the program's form
    assert DispatchSlice([]).edits(module) == []


@pytest.mark.slow
def test_a_fused_dispatch_that_needs_its_context_is_cut_to_its_ops(tmp_path) -> None:
    """The decoder reduced whole (`--no-isolate`): the attention alone does not fail (its
    slices are tried first, in cheap compiles), nor the dispatch's root alone (the transpose
    after it); the dispatch's ops do: cut to them at depth 0 (behind IREE's ABI wrapper,
    unwrapped), the result fails with the user's command."""
    output = tmp_path / "reduced.mlir"
    result = reducer.reduce(DECODER, ATTENTION, flags=VULKAN, isolate_dispatch=False,
                            strategies=["failing-op-slice"], output=str(output))
    assert result.input_ops > 2000 and result.executable is None
    assert result.strategies["dispatch-slice"] == {"tried": 2, "accepted": 1,
                                                   "reduced_by": result.input_ops - 15}
    assert result.output_ops <= 15
    done = subprocess.run([find_tool("iree-compile"), str(output), *VULKAN, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=600)
    assert ATTENTION in done.stderr
    assert classify(done.returncode, done.stdout + done.stderr).value == "diagnostic"


def test_the_failing_executable_is_the_file_the_output_cites_not_every_op_s_location() -> None:
    """With --mlir-print-debuginfo (the first compile dumps the phases a crash's capture
    resumes from) a failure that prints the module locates every op in its dumped file: only
    the linker's citation names the executable that fails."""
    output = ('iree-lld: error: undefined symbol: __divti3\n>>> referenced by '
              'module_main$async_dispatch_86.mlir:18\n  }) : () -> () '
              'loc("/tmp/dumps/module_main$async_dispatch_3.mlir":3:4)\n')
    names = [f"module_main$async_dispatch_{n}.mlir" for n in (3, 8, 86)]
    assert _cited(names, output) == ["module_main$async_dispatch_86.mlir"]
