"""Result rerouting, result removal and operands-to-arguments, on real compiler failures."""
from __future__ import annotations

import math
import re
import subprocess

import pytest
from conftest import case

import reducer
from reducer.ir import normalize, parse
from reducer.ir.functions import functions, return_ops, symbol_name
from reducer.ir.slicing import cut_to_slice
from reducer.oracle.signature import classify
from reducer.pipeline import search as search_module
from reducer.processes.tools import find_tool
from reducer.strategies import OperandsToArgs, ResultRemoval, ResultRerouting
from reducer.strategies.result_rerouting import cut_after
from samples.deep_program import FLAGS, SIGNATURE, program


def _fails(text: str, flags: list[str], signature: str, tmp_path) -> bool:
    path = tmp_path / "check.mlir"
    path.write_text(text)
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    return signature in output and classify(done.returncode, output).value == "diagnostic"


def _verifies(text: str) -> bool:
    done = subprocess.run([find_tool("iree-opt"), "-"], input=text, capture_output=True,
                          text=True, timeout=60)
    return done.returncode == 0


@pytest.mark.slow
def test_rerouting_isolates_a_deep_failure_in_log_n_compiles(tmp_path) -> None:
    """1,000 ops, then the failing batch_matmul, then 200 more: bisection finds the cut."""
    text = program(1000)
    result = reducer.reduce(text, SIGNATURE, flags=FLAGS, jobs=1,
                            strategies=[ResultRerouting(), ResultRemoval()])
    tried = (result.strategies["result-rerouting"]["tried"]
             + result.strategies["result-removal"]["tried"])
    assert tried <= 2 * math.log2(result.input_ops) + 5, tried
    # The function and its return, the batch_matmul (its body of 5 ops) and its fill (with its
    # yield), empty and constant.
    assert result.output_ops == 12
    assert "arith.subf" not in result.generic_text  # the chains before and after are gone
    assert _fails(result.text, FLAGS, SIGNATURE, tmp_path)


def test_a_cut_returns_what_later_ops_needed_and_stays_valid() -> None:
    """Cutting a valid program anywhere gives a valid program; the cut's live values are
    returned, with the function type updated."""
    module = parse(program(30))
    main = next(functions(module))
    body = main.regions[0].blocks[0].ops
    cut_after(module, main, body[10])
    assert len(main.regions[0].blocks[0].ops) == 12  # 11 kept + the new return
    ret = main.regions[0].blocks[0].ops[-1]
    assert [v.name for v in ret.operands] == [body[10].results[0].name]
    assert "-> tensor<64x64xf32>" in main.props
    assert _verifies(module.print())


def test_cut_of_a_callee_moves_callers_uses_to_stand_ins() -> None:
    """A caller that used the callee's dropped result gets a stand-in and stays valid."""
    module = parse("""
func.func private @f(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = arith.addf %x, %x : tensor<4xf32>
  %b = arith.mulf %a, %a : tensor<4xf32>
  %c = arith.subf %b, %x : tensor<4xf32>
  return %a, %c : tensor<4xf32>, tensor<4xf32>
}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @f(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = arith.addf %0#0, %0#1 : tensor<4xf32>
  return %1 : tensor<4xf32>
}""")
    f = next(f for f in functions(module) if symbol_name(f) == "f")
    cut_after(module, f, f.regions[0].blocks[0].ops[1])  # keep %a and %b
    text = module.print()
    assert _verifies(text)
    assert "arith.subf" not in text
    assert "(tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)" in text  # returns %a, %b


def test_a_slice_in_a_callee_resizes_the_tied_operands_of_its_util_calls() -> None:
    """An exported program's wrapper calls `@main$async` with `util.call`, whose
    `tied_operands` must have one entry per result, as the callee's: a slice of the callee
    down to one op leaves both with one entry, and the program verifies."""
    module = parse("""
util.func private @inner(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = arith.addf %x, %x : tensor<4xf32>
  %b = arith.mulf %a, %a : tensor<4xf32>
  util.return %a, %b : tensor<4xf32>, tensor<4xf32>
}
util.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = "util.call"(%x) <{callee = @inner, tied_operands = [-1 : index, -1 : index]}>
      : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  util.return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}""")
    inner = next(f for f in functions(module) if symbol_name(f) == "inner")
    mulf = inner.regions[0].blocks[0].ops[1]
    text = cut_to_slice(module, mulf, 0).print()
    assert _verifies(text)
    call = next(line for line in text.splitlines() if '"util.call"' in line)
    assert "tied_operands = [-1 : index]}" in call and "-> tensor<4xf32>" in call


def test_a_slice_drops_the_private_symbols_only_the_cut_ops_used() -> None:
    """Globals and functions that only the cut ops referred to go with them (as symbol-dce
    would), and those only they referred to (a function only a cut call calls), so symbol
    removal has nothing left to try one by one; what the slice still loads, and public
    functions, stay."""
    module = parse("""
util.global private @kept = dense<1.0> : tensor<4xf32>
util.global private @cut = dense<2.0> : tensor<4xf32>
util.func private @deeper(%x: tensor<4xf32>) -> tensor<4xf32> {
  util.return %x : tensor<4xf32>
}
util.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @deeper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
util.func public @other() {
  util.return
}
util.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %g = util.global.load @cut : tensor<4xf32>
  %h = util.call @helper(%g) : (tensor<4xf32>) -> tensor<4xf32>
  %k = util.global.load @kept : tensor<4xf32>
  %a = arith.addf %x, %k : tensor<4xf32>
  %b = arith.mulf %a, %h : tensor<4xf32>
  util.return %b : tensor<4xf32>
}""")
    main = next(f for f in functions(module) if symbol_name(f) == "main")
    addf = next(op for op in main.walk() if op.name == "arith.addf")
    text = cut_to_slice(module, addf, 1).print()
    assert _verifies(text)
    symbols = re.findall(r'sym_name = "(\w+)"', text)
    assert symbols == ["kept", "other", "main"]
    assert "@cut" in module.print()  # the input is left alone


def test_operands_to_args_feeds_the_failing_op_from_arguments(tmp_path) -> None:
    """The bmm reproducer's fill and empty go: the batch_matmul is fed by arguments."""
    bmm = case("bmm_rank4_verifier")
    result = reducer.reduce(bmm["text"], bmm["signature"], flags=bmm["flags"], jobs=1,
                            strategies=[OperandsToArgs()])
    assert result.strategies["operands-to-args"]["accepted"] > 0
    assert result.output_ops < parse(bmm["text"]).num_ops
    assert "linalg.fill" not in result.generic_text
    assert "linalg.batch_matmul" in result.generic_text
    assert _fails(result.text, bmm["flags"], bmm["signature"], tmp_path)


MATMUL = """
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %s = arith.addf %r, %r : tensor<4x16xf32>
  return %s : tensor<4x16xf32>
}"""


def test_operands_to_args_candidates_are_valid_mlir() -> None:
    """Any subset of edits gives a valid program; the producers cut off die."""
    module = parse(MATMUL)
    strategy = OperandsToArgs()
    edits = strategy.edits(module)
    names = {op.id: op.name for op in module.walk()}
    assert {"linalg.matmul", "linalg.fill", "arith.addf"} <= {names[i] for i, _ in edits}
    for chosen in (edits, edits[:1], edits[1::2]):
        candidate = strategy.apply(module, chosen)
        assert candidate is not None and _verifies(candidate.print())
        assert candidate.num_ops <= module.num_ops
    everything = strategy.apply(module, edits)
    assert everything.num_ops < module.num_ops and "linalg.fill" not in everything.print()
    assert module.print() == parse(MATMUL).print()  # the input module is left alone


@pytest.mark.slow
def test_a_diagnostic_location_cuts_to_the_failing_op_alone_before_any_parse(
        tmp_path, monkeypatch) -> None:
    """The verifier's diagnostic names the batch_matmul's line: that op alone, cut from the
    text of the several-thousand-op program, fails the same way, and the reduction starts
    from it without parsing the program; the result fails with the user's command."""
    parses = []
    monkeypatch.setattr(search_module, "parsed", lambda text: parses.append(text))
    result = reducer.reduce(program(5000), SIGNATURE, flags=FLAGS, jobs=1,
                            strategies=["failing-op-slice"], output=str(tmp_path / "o.mlir"))
    assert result.input_ops > 5000 and parses == []
    assert result.strategies["failing-op-slice"]["tried"] == 1  # the op alone, reported so
    assert result.strategies["failing-op-slice"]["accepted"] == 1
    assert result.output_ops == 8  # the batch_matmul (with its 5-op body), the function, return
    assert _fails((tmp_path / "o.mlir").read_text(), FLAGS, SIGNATURE, tmp_path)


@pytest.mark.slow
def test_a_failing_op_that_does_not_stand_alone_is_cut_to_its_slice_in_three_compiles(
        tmp_path) -> None:
    """The batch_matmul's body uses a value from outside it: the op cannot stand alone, so
    the failing-op slice takes the program to that op and its nearest producers, climbing
    the depths from the shallowest, in at most 3 compiles of the program, before anything
    else; the result fails with the user's command."""
    text = normalize(program(5000))
    rows = text.split("\n")
    at = next(i for i, row in enumerate(rows) if '"linalg.batch_matmul"' in row)
    constant = next(row for row in rows if '"arith.constant"' in row).split()[0]
    body = next(i for i in range(at, len(rows)) if '"arith.addf"' in rows[i])
    rows[body] = re.sub(r'\(%\w+, ', f"({constant}, ", rows[body], count=1)  # a capture
    result = reducer.reduce("\n".join(rows), SIGNATURE, flags=FLAGS, jobs=1,
                            strategies=["failing-op-slice"], output=str(tmp_path / "o.mlir"))
    assert result.input_ops > 5000
    assert 1 <= result.strategies["failing-op-slice"]["tried"] <= 3
    assert result.strategies["failing-op-slice"]["accepted"] == 1
    assert result.output_ops == 8  # as above; the constant the body uses is an argument
    assert _fails((tmp_path / "o.mlir").read_text(), FLAGS, SIGNATURE, tmp_path)




def test_a_cut_of_an_exporting_work_function_exports_what_it_returns() -> None:
    """In the compiler's input form, a cut after the first sort exports its live tensors
    (their dims, a barrier that signals the wrapper's fence) and the wrapper returns them:
    the program stays valid and runs as the user runs it. The fills the kept matmul and
    reductions accumulate into are live too, but not exported: they would alias them."""
    from conftest import DATA

    from reducer.runtime.execution import Runner
    text = (DATA / "wrong_result" / "routers2.input.mlir").read_text()
    module = parse(text)
    work = next(f for f in functions(module) if symbol_name(f) == "main$async")
    body = work.regions[0].blocks[0].ops
    cut_after(module, work, next(op for op in body if op.name == "iree_linalg_ext.sort"))
    cut = module.print()
    shown = subprocess.run([find_tool("iree-opt"), "-"], input=cut, capture_output=True,
                           text=True, timeout=60).stdout
    barrier = next(line for line in shown.splitlines() if "hal.tensor.barrier" in line)
    # the two imports the second router needs and the sort's indices
    assert barrier.endswith("join(%1, %3, %21#1 : tensor<?x64xf32>, tensor<8x64xf32>, "
                            "tensor<?x8xi64>) => %arg4 : !hal.fence"), barrier
    assert shown.count("hal.tensor.export") == 3, shown
    assert "%status = hal.fence.await" in shown
    assert "util.return %1#0, %1#1, %1#2 : !hal.buffer_view" in shown, shown
    done = Runner(["--iree-hal-target-device=local",
                   "--iree-hal-local-target-device-backends=llvm-cpu"]).run(cut)
    assert done.ok and [o.shape for o in done.outputs] == [(8, 64), (8, 64), (8, 8)]


def test_a_cut_returns_no_value_a_kept_op_updates_in_place() -> None:
    """Two sorts share an iota: cut after the first, the second no longer needs it, and
    returned beside the first one's indices it would be that sort's destination (IREE hands
    back zeros as the indices then). Only the indices are returned."""
    from conftest import DATA
    module = parse((DATA / "wrong_result" / "sorts_share_an_iota.mlir").read_text())
    main = next(functions(module))
    body = main.regions[0].blocks[0].ops
    first = next(op for op in body if op.name == "iree_linalg_ext.sort")
    cut_after(module, main, first)
    assert [op.name for op in main.regions[0].blocks[0].ops] == [
        "tensor.empty", "linalg.generic", "iree_linalg_ext.sort", "func.return"]
    assert [v.name for v in return_ops(main)[0].operands] == [first.results[1].name]
    assert "function_type = (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xi64>" in \
        module.print()
