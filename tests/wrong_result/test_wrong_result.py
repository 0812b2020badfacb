"""Running compiled programs and the wrong-result oracles, with the real compiler and runtime."""
from __future__ import annotations

import subprocess

import numpy as np
import pytest
from conftest import case
from torch_models import CPU, VMVX, model

from reducer.ir import parse
from reducer.ir.measure import measure
from reducer.ir.slicing import slice_program
from reducer.options import Options, WrongResult
from reducer.oracle.oracle import OracleError
from reducer.processes.tools import find_tool
from reducer.runtime.execution import (
    DYNAMIC_SIZE,
    ExecutionError,
    Runner,
    entry_function,
    input_specs,
    make_input,
    read_module,
    runtime_driver,
)
from reducer.runtime.verdicts import Verdicts
from reducer.search.engine import Engine, Problem
from reducer.strategies import select
from reducer.wrong_result import Check, make_check
from reducer.wrong_result.compare import compare, compare_arrays
from reducer.wrong_result.differential import DifferentialOracle
from reducer.wrong_result.op import OpCheck
from reducer.wrong_result.shape import ShapeConsistencyOracle
from reducer.wrong_result.slice import SliceConsistencyOracle


def top2(x: np.ndarray) -> np.ndarray:
    """What torch.aten.topk(x, 2, -1, largest, sorted) returns as indices."""
    return np.argsort(-x, axis=-1, kind="stable")[:, :2]


def reduce_with(oracle, text: str) -> str:
    """The project's default strategies and engine, with `oracle` deciding."""
    iree_opt = find_tool("iree-opt")
    module = parse(text, iree_opt=iree_opt)
    problem = Problem(module, render=lambda m: m.print(), size=lambda m: measure(m, m.print()),
                      is_interesting=oracle, cancel=oracle.cancel)
    return Engine(problem, select(iree_opt=iree_opt), jobs=2).run().print()


# --- inputs and the runner --------------------------------------------------------------------

def test_inputs_are_seeded_by_position_shape_and_type() -> None:
    module = read_module("""
func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> { return %a : tensor<4xf32> }
func.func @main(%a: tensor<?x3xf32>, %b: !torch.vtensor<[2,-1],si64>, %c: tensor<?x3xf32>)
    -> tensor<?x3xf32> { return %a : tensor<?x3xf32> }
""")
    assert entry_function(module).props is not None and '"main"' in entry_function(module).props
    specs = input_specs(module)
    assert [s.shape for s in specs] == [(DYNAMIC_SIZE, 3), (2, DYNAMIC_SIZE), (DYNAMIC_SIZE, 3)]
    assert [s.dtype for s in specs] == ["float32", "int64", "float32"]
    first, again = make_input(0, specs[0]), make_input(0, specs[0])
    assert np.array_equal(first, again)  # same argument, same data, in any candidate
    assert not np.array_equal(first, make_input(2, specs[2]))  # another position, other data
    assert make_input(1, specs[1]).min() >= 0  # integers stay usable as indices


def test_buffer_view_arguments_take_the_imported_type_through_calls() -> None:
    module = read_module("""
util.func private @f$async(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %d = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
  %0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<1x?xi64>{%d}
  %1 = hal.tensor.export %0 : tensor<1x?xi64>{%d} -> !hal.buffer_view
  util.return %1 : !hal.buffer_view
}
util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %0 = util.call @f$async(%arg0) : (!hal.buffer_view) -> !hal.buffer_view
  util.return %0 : !hal.buffer_view
}
""")
    assert [(s.shape, s.dtype) for s in input_specs(module)] == [((1, DYNAMIC_SIZE), "int64")]


def test_the_driver_follows_the_target_and_no_target_is_a_clear_error() -> None:
    assert runtime_driver(CPU) == "local-sync"
    assert runtime_driver(["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]) == "hip"
    with pytest.raises(ExecutionError, match="no target device"):
        runtime_driver(["--iree-opt-level=O2"])


def test_runner_runs_the_topk_case_and_its_second_output_is_wrong() -> None:
    topk = case("topk_pair_wrong_indices")
    runner = Runner(topk["flags"])
    done = runner.run(topk["text"])
    assert done.ok, done.message
    a, b = runner.inputs(topk["text"])
    assert np.array_equal(done.outputs[0], top2(a))
    assert not np.array_equal(done.outputs[1], top2(b))  # the miscompile, checked by numpy
    assert runner.run(topk["text"]) is done  # cached by content


def test_compile_and_runtime_failures_are_reported_not_raised() -> None:
    bmm = case("bmm_rank4_verifier")
    failed = Runner(CPU).run(bmm["text"])
    assert failed.stage == "compile" and "batch_matmul" in failed.message
    missing = Runner(CPU, driver="no-such-driver").run(case("topk_pair_wrong_indices")["text"])
    assert missing.stage == "run" and "no-such-driver" in missing.message


def test_verdicts_judge_each_content_once() -> None:
    judged: list[str] = []
    verdicts: Verdicts[int] = Verdicts()

    def judge(text: str) -> int:
        judged.append(text)
        return len(text)

    assert verdicts.get("ab", judge) == 2 and verdicts.get("ab", judge) == 2
    assert verdicts.get("a", judge, [b"b"]) == 1  # the same bytes, fed otherwise: new
    assert judged == ["ab", "a"] and verdicts.hits == 1
    verdicts.clear()
    assert verdicts.get("ab", judge) == 2 and judged == ["ab", "a", "ab"]


# --- comparing outputs ---------------------------------------------------------------------------

def test_compare_is_exact_for_integers_and_within_tolerance_for_floats() -> None:
    assert compare_arrays(0, np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-9])) is None
    found = compare_arrays(3, np.array([[1, 2], [3, 4]]), np.array([[1, 2], [3, 5]]))
    assert found is not None and found.index == (1, 1) and found.max_difference == 1
    assert str(found) == ("output 3 differs at [1, 1]: 4 instead of 5 (largest difference 1; "
                          "1 of 4 elements differ)")
    assert compare([np.zeros(2)], [np.zeros(3)]).what == "shape"
    assert compare([np.zeros(2)], []).what == "outputs"
    with np.errstate(invalid="ignore"):
        assert compare_arrays(0, np.array([np.nan]), np.array([np.nan])) is None


# --- slice consistency ---------------------------------------------------------------------------

@pytest.mark.slow
def test_slice_consistency_exposes_the_topk_case() -> None:
    topk = case("topk_pair_wrong_indices")
    oracle = SliceConsistencyOracle(topk["flags"])
    found = oracle.calibrate(topk["text"])
    assert found.output == 1 and found.what == "values"
    assert oracle.report().startswith("slice-consistency: output 1 differs at [")


def test_a_slice_keeps_only_its_output_through_wrappers_and_barriers(tmp_path) -> None:
    """At IREE's input level an output leaves through main -> main$async, a barrier and an
    export; its slice drops the other output's computation all the way."""
    topk = case("topk_pair_wrong_indices")
    lowered = tmp_path / "input.mlir"
    subprocess.run([find_tool("iree-compile"), str(topk["path"]), *topk["flags"],
                    "--compile-to=input", "-o", str(lowered)], check=True, timeout=300)
    module = read_module(lowered.read_text())
    alone = slice_program(module, 1)
    assert alone.count('"iree_linalg_ext.sort"') == 1
    assert '"hal.tensor.barrier"' in alone and alone.count('"hal.tensor.export"') == 1
    assert module.print().count('"iree_linalg_ext.sort"') == 2  # the module is left alone


def test_one_output_is_never_inconsistent() -> None:
    with pytest.raises(OracleError, match="fewer than two values"):
        SliceConsistencyOracle(CPU).calibrate(model(1, topk=False))


@pytest.mark.slow
def test_topk_in_a_model_reduces_to_the_topk_pair_and_stays_wrong() -> None:
    """The done-when of wrong-result reduction: ~80 ops down to the topk pair (and their
    constant operands), still computing wrong indices, checked by numpy."""
    text = model(25)
    oracle = SliceConsistencyOracle(CPU)
    assert oracle.calibrate(text).output == 2
    reduced = reduce_with(oracle, text)
    module = read_module(reduced)
    names = [op.name for op in module.walk() if op.parent_op is not module.top
             and not op.name.endswith("return")]
    assert names.count("torch.aten.topk") == 2
    assert len(names) <= 6, names  # the pair and its constants (k, dim, largest/sorted)
    # Independently: a fresh runner, and numpy's answer for the wrong output.
    runner = Runner(CPU)
    done = runner.run(reduced)
    inputs = runner.inputs(reduced)
    assert done.ok and len(done.outputs) == 2
    expected = [top2(x) for x in inputs]
    assert any(not np.array_equal(got, want) for got, want in zip(done.outputs, expected))


# --- differential -----------------------------------------------------------------------------

def test_differential_needs_a_reference() -> None:
    with pytest.raises(OracleError, match="reference configuration"):
        DifferentialOracle(CPU)


def test_a_check_is_made_from_its_row_of_the_table() -> None:
    options, opt = Options(flags=tuple(CPU)), find_tool("iree-opt")
    op = make_check(WrongResult("op"), options, opt)
    assert isinstance(op, OpCheck) and (op.rtol, op.atol) == (1e-4, 1e-5)
    chosen = make_check(WrongResult(Check.SLICE, rtol=0.5), options, opt)
    assert isinstance(chosen, SliceConsistencyOracle) and (chosen.rtol, chosen.atol) == (0.5, 1e-6)
    differential = make_check(WrongResult("differential", tuple(VMVX)), options, opt)
    assert isinstance(differential, DifferentialOracle) and differential.reference.flags == tuple(VMVX)
    with pytest.raises(OracleError, match="go with the differential check"):
        make_check(WrongResult("shape", reference_compiler="iree-compile"), options, opt)
    with pytest.raises(OracleError, match="unknown wrong-result check 'nope': one of slice, "
                                          "differential, shape, op"):
        make_check(WrongResult("nope"), options, opt)


@pytest.mark.slow
def test_differential_reduction_between_llvm_cpu_and_vmvx() -> None:
    """llvm-cpu and vmvx approximate tanh/sin differently: compared exactly, the model differs,
    and the reduction keeps a single op that shows it."""
    text = model(2, topk=False)
    oracle = DifferentialOracle(CPU, VMVX, rtol=0, atol=0)
    assert oracle.calibrate(text).output == 0
    with pytest.raises(OracleError, match="same outputs"):
        DifferentialOracle(CPU, VMVX).calibrate(text)  # within the default tolerance
    reduced = reduce_with(oracle, text)
    ops = [op.name for op in read_module(reduced).walk() if op.name.startswith("torch.aten")]
    assert len(ops) == 1 and ops[0] in ("torch.aten.tanh", "torch.aten.sin"), ops
    fresh = DifferentialOracle(CPU, VMVX, rtol=0, atol=0)
    assert fresh(reduced) and "output 0 differs at [" in fresh.report(reduced)


# --- shape consistency ---------------------------------------------------------------------------

@pytest.mark.slow
def test_shape_consistency_compares_with_static_dims() -> None:
    text = """
func.func @main(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = arith.addf %a, %b : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
"""
    oracle = ShapeConsistencyOracle(CPU)
    static = oracle._static(text)
    assert static is not None and f"(tensor<{DYNAMIC_SIZE}x4xf32>, " in static
    with pytest.raises(OracleError, match="the same with static dims"):
        oracle.calibrate(text)  # a correct program: both forms agree
    with pytest.raises(OracleError, match="no dynamic dims"):
        oracle.calibrate(model(1, topk=False))
