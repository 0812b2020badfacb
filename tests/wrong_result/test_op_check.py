"""The op check (an op in the program vs. the op alone), with the real compiler and runtime."""
from __future__ import annotations

import json
import subprocess

import numpy as np
import pytest
from abi_form import HEAD
from cli_runs import run_cli
from conftest import DATA, SAMPLES, case
from test_domains import LINALG

import reducer
from reducer.ir import parse
from reducer.ir.functions import add_argument, entry_block, return_ops
from reducer.ir.program import entry_function
from reducer.oracle.oracle import OracleError
from reducer.processes.tools import find_tool
from reducer.runtime.execution import Runner, program_inputs, read_module
from reducer.wrong_result.compare import compare_arrays
from reducer.wrong_result.defined import undefined_shapes
from reducer.wrong_result.expected import wrong_outputs
from reducer.wrong_result.findings import Way
from reducer.wrong_result.op import OpCheck
from reducer.wrong_result.programs import (
    Role,
    alone,
    checkable_ops,
    instrument,
    returned_values,
    returning,
    role,
)
from reducer.wrong_result.reference import reference
from reducer.wrong_result.whole import ShapesDisagree, Unevaluated, evaluate_program
from samples.routers import routed, routers

CPU = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
       "--iree-llvmcpu-target-cpu=generic"]
T = "!torch.vtensor<[6,8],f32>"


def top2(x: np.ndarray) -> np.ndarray:
    return np.argsort(-x, axis=-1, kind="stable")[..., :2]


def located(path) -> str:
    """The file in generic form with its locations (lines of the file)."""
    return parse(path.read_text(), keep_locations=True).print()


def test_the_op_alone_takes_its_operands_as_arguments_and_keeps_its_constants() -> None:
    module = parse(case("topk_pair_wrong_indices")["text"])
    first, second = checkable_ops(module)
    assert role(first) is Role.INDEX and first.name == "torch.aten.topk"
    program = parse(alone(module, [second]))
    assert [op.name for op in program.walk()].count("torch.aten.topk") == 1
    assert sum(op.name == "torch.constant.int" for op in program.walk()) == 2
    text, slots = instrument(module, [second])
    assert slots[0].operands == (2,) and slots[0].results == (3, 4)  # after the 2 outputs
    assert "torch.aten.topk" in text


@pytest.mark.slow
def test_finds_the_wrong_topk_of_the_pair_and_says_where() -> None:
    topk = case("topk_pair_wrong_indices")
    check = OpCheck(topk["flags"])
    found = check.calibrate(parse(topk["text"], keep_locations=True).print())
    assert (found.op, found.ordinal, found.mismatch.output) == ("torch.aten.topk", 1, 1)
    assert found.location == "line 12, column 29"  # the second topk of min.mlir
    assert (found.reference, found.way) == ("numpy", Way.INSTRUMENTING)
    assert found.mismatch.got != found.mismatch.expected == found.alone  # alone, it is right
    assert f"result 1 is wrong against numpy at {list(found.mismatch.index)}: in context " \
           f"{found.mismatch.got} / alone {found.alone} / numpy {found.mismatch.expected}" \
           in str(found).replace("(", "[").replace(")", "]")
    assert str(found).endswith("found by instrumenting")
    assert check(topk["text"]) and check.tracked == "torch.aten.topk"


@pytest.mark.slow
def test_finds_the_wrong_topk_in_the_model_sized_topk_pair_sample() -> None:
    sample = SAMPLES / "llama_topk_pair.torch.mlir"
    found = OpCheck(CPU).calibrate(located(sample))
    assert (found.op, found.ordinal, found.mismatch.output) == ("torch.aten.topk", 1, 1)
    line = int(found.location.split()[1].rstrip(","))
    assert "torch.aten.topk %topk_arg1" in sample.read_text().splitlines()[line - 1]


@pytest.mark.slow
def test_finds_the_second_routers_topk_in_the_moe_sample() -> None:
    sample = SAMPLES / "llama_moe_topk.torch.mlir"
    found = OpCheck(CPU).calibrate(located(sample))
    # The first router's topk is right; the second's indices (result 1) are wrong.
    assert (found.op, found.ordinal, found.mismatch.output) == ("torch.aten.topk", 1, 1)
    assert "torch.aten.topk" in sample.read_text().splitlines()[int(found.location.split()[1]
                                                                     .rstrip(",")) - 1]


@pytest.mark.slow
def test_no_false_alarm_in_a_correct_model() -> None:
    check = OpCheck(CPU)
    text = (SAMPLES / "llama_decoder.torch.mlir").read_text()
    assert len(checkable_ops(parse(text))) > 400  # float ops in plenty, all checked
    with pytest.raises(OracleError, match="every op it can check computes what numpy or the "
                                          "op alone computes"):
        check.calibrate(text)


@pytest.mark.slow
def test_a_candidate_without_the_bug_is_not_interesting() -> None:
    one = f"""func.func @main(%x: {T}) -> !torch.vtensor<[6,2],si64> {{
  %k = torch.constant.int 2
  %d = torch.constant.int -1
  %t = torch.constant.bool true
  %v, %i = torch.aten.topk %x, %k, %d, %t, %t : {T}, !torch.int, !torch.int, !torch.bool,
      !torch.bool -> !torch.vtensor<[6,2],f32>, !torch.vtensor<[6,2],si64>
  return %i : !torch.vtensor<[6,2],si64>
}}"""
    topk = case("topk_pair_wrong_indices")
    check = OpCheck(topk["flags"])
    check.calibrate(topk["text"])
    assert not check(one)  # one topk alone computes what it computes alone
    assert "no op differs" in check.report(one)


def test_expected_outputs_say_which_outputs_are_wrong(tmp_path) -> None:
    topk = case("topk_pair_wrong_indices")
    a, b = Runner(topk["flags"]).inputs(topk["text"])
    np.savez(tmp_path / "expected.npz", top2(a), top2(b))
    wrong = wrong_outputs(topk["text"], tmp_path / "expected.npz", topk["flags"])
    assert [m.output for m in wrong] == [1]  # the first topk is right, the second wrong


# --- values in each op's domain, every level, bugs that hide when watched -----------------------

def router_model(layers: int) -> str:
    """A correct MoE-style router at torch level: per layer, softmax over `8 + l` experts,
    topk (k=2), gather and scatter through its indices, one_hot of them, mixed back into the
    hidden state (kept in (-1, 1) by a tanh, so that no layer's softmax saturates into
    ties); and index arguments that random data would make undefined: a scatter's
    (8 per row into 8: repeated), an index_select's and an embedding's (rows of 5 and 6:
    out of range). The experts differ per layer, so that no two topk share an iota (two that
    do are the miscompile of `topk_pair_wrong_indices`)."""
    h, lines, args = "%x", [], ["%x: !torch.vtensor<[8,16],f32>"]
    const = """  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int6 = torch.constant.int 6
  %int-1 = torch.constant.int -1
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %zero = torch.constant.float 0.000000e+00
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>"""
    for layer in range(layers):
        e = 8 + layer
        v = lambda shape, t="f32": f"!torch.vtensor<[{shape}],{t}>"  # noqa: E731
        args += [f"%w{layer}: {v(f'{e},16')}", f"%m{layer}: {v(f'{e},16')}"]
        lines += [
            f"  %n{layer} = torch.constant.int {e}",
            f"  %logits{layer} = torch.aten.linear {h}, %w{layer}, %none : {v('8,16')}, "
            f"{v(f'{e},16')}, !torch.none -> {v(f'8,{e}')}",
            f"  %p{layer} = torch.aten.softmax.int %logits{layer}, %int-1, %none : "
            f"{v(f'8,{e}')}, !torch.int, !torch.none -> {v(f'8,{e}')}",
            f"  %top{layer}, %i{layer} = torch.aten.topk %p{layer}, %int2, %int-1, %true, %true"
            f" : {v(f'8,{e}')}, !torch.int, !torch.int, !torch.bool, !torch.bool -> "
            f"{v('8,2')}, {v('8,2', 'si64')}",
            f"  %g{layer} = torch.aten.gather %p{layer}, %int1, %i{layer}, %false : "
            f"{v(f'8,{e}')}, !torch.int, {v('8,2', 'si64')}, !torch.bool -> {v('8,2')}",
            f"  %z{layer} = torch.aten.mul.Scalar %p{layer}, %zero : {v(f'8,{e}')}, "
            f"!torch.float -> {v(f'8,{e}')}",
            f"  %s{layer} = torch.aten.scatter.src %z{layer}, %int1, %i{layer}, %g{layer} : "
            f"{v(f'8,{e}')}, !torch.int, {v('8,2', 'si64')}, {v('8,2')} -> {v(f'8,{e}')}",
            f"  %oh{layer} = torch.aten.one_hot %i{layer}, %n{layer} : {v('8,2', 'si64')}, "
            f"!torch.int -> {v(f'8,2,{e}', 'si64')}",
            f"  %of{layer} = torch.prims.convert_element_type %oh{layer}, %int6 : "
            f"{v(f'8,2,{e}', 'si64')}, !torch.int -> {v(f'8,2,{e}')}",
            f"  %c{layer} = torch.aten.sum.dim_IntList %of{layer}, %dims, %false, %none : "
            f"{v(f'8,2,{e}')}, !torch.list<int>, !torch.bool, !torch.none -> {v(f'8,{e}')}",
            f"  %mix{layer} = torch.aten.add.Tensor %s{layer}, %c{layer}, %int1 : "
            f"{v(f'8,{e}')}, {v(f'8,{e}')}, !torch.int -> {v(f'8,{e}')}",
            f"  %d{layer} = torch.aten.mm %mix{layer}, %m{layer} : {v(f'8,{e}')}, "
            f"{v(f'{e},16')} -> {v('8,16')}",
            f"  %r{layer} = torch.aten.add.Tensor {h}, %d{layer}, %int1 : {v('8,16')}, "
            f"{v('8,16')}, !torch.int -> {v('8,16')}",
            f"  %h{layer} = torch.aten.tanh %r{layer} : {v('8,16')} -> {v('8,16')}",
        ]
        h = f"%h{layer}"
    v = lambda shape, t="f32": f"!torch.vtensor<[{shape}],{t}>"  # noqa: E731
    args += [f"%slots: {v('8,8', 'si64')}", f"%rows: {v('6', 'si64')}",
             f"%table: {v('5,16')}", f"%tokens: {v('7', 'si64')}", f"%vocab: {v('6,16')}"]
    lines += [
        f"  %spread = torch.aten.scatter.src {h}, %int1, %slots, {h} : {v('8,16')}, !torch.int,"
        f" {v('8,8', 'si64')}, {v('8,16')} -> {v('8,16')}",
        f"  %picked = torch.aten.index_select %table, %int0, %rows : {v('5,16')}, !torch.int, "
        f"{v('6', 'si64')} -> {v('6,16')}",
        f"  %embedded = torch.aten.embedding %vocab, %tokens, %int-1, %false, %false : "
        f"{v('6,16')}, {v('7', 'si64')}, !torch.int, !torch.bool, !torch.bool -> {v('7,16')}",
    ]
    results = f"{v('8,16')}, {v('6,16')}, {v('7,16')}"
    return (f"func.func @main({', '.join(args)}) -> ({results}) {{\n{const}\n"
            + "\n".join(lines) + f"\n  return %spread, %picked, %embedded : {results}\n}}\n")


@pytest.mark.slow
def test_a_correct_model_with_scatter_gather_and_topk_gives_no_finding() -> None:
    text = router_model(20)
    module = parse(text)
    names = [op.name for op in module.walk()]
    assert len(names) > 290  # model-sized: 20 routers
    assert names.count("torch.aten.topk") == 20 and names.count("torch.aten.scatter.src") == 21
    inputs = Runner(CPU).inputs(text)
    slots, rows, tokens = inputs[-5], inputs[-4], inputs[-2]
    assert all(len(set(row)) == 8 for row in slots.tolist())  # random rows would repeat
    assert rows.max() < 5 and tokens.max() < 6  # random ones would be out of range
    check = OpCheck(CPU)
    with pytest.raises(OracleError, match="every op it can check computes what numpy or the "
                                          "op alone computes"):
        check.calibrate(text)
    # However many ops: one run captures the index-like ops' values, one the others', 3
    # programs run 64 of those each on their captured operands, 4 programs cut for the
    # 41 topk and scatter ops together (their operands, results, users' results, users
    # fed numpy's), and one run of the program says why it is not interesting.
    assert check.stats.runs == 10


@pytest.mark.slow
def test_an_op_fed_values_outside_its_domain_is_no_evidence() -> None:
    text = f"""func.func @main(%x: {T}, %i: !torch.vtensor<[6,2],si64>) -> {T} {{
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %zeros = torch.aten.mul.Scalar %i, %int0 : !torch.vtensor<[6,2],si64>, !torch.int
      -> !torch.vtensor<[6,2],si64>
  %src = torch.aten.neg %x : {T} -> {T}
  %0 = torch.aten.scatter.src %x, %int1, %zeros, %src : {T}, !torch.int,
      !torch.vtensor<[6,2],si64>, {T} -> {T}
  return %0 : {T}
}}"""
    check = OpCheck(CPU)
    with pytest.raises(OracleError, match=r"torch.aten.scatter.src #0 sees values outside its "
                                          r"domain, so its value is no evidence: operand 2, "
                                          r"the index of torch.aten.scatter.src into dim 1 of "
                                          r"8, each written once: 0 repeats along dim 1"):
        check.calibrate(text)


def lowered(text: str, tmp_path) -> str:
    """`text` as `iree-compile --compile-to=input` lowers it: the ABI wrapper over buffer
    views and its `$async` twin."""
    source = tmp_path / "in.mlir"
    source.write_text(text)
    done = subprocess.run([find_tool("iree-compile"), str(source), "--compile-to=input"],
                          capture_output=True, text=True, check=True)
    return done.stdout


@pytest.mark.slow
def test_the_abi_wrapped_form_is_checked_inside(tmp_path) -> None:
    topk = case("topk_pair_wrong_indices")
    text = lowered(topk["text"], tmp_path)
    assert "util.func public @main(%arg0: !hal.buffer_view" in text
    assert "@main$async" in text and "iree_linalg_ext.sort" in text
    check = OpCheck(topk["flags"])
    found = check.calibrate(parse(text, keep_locations=True).print())
    # Inside @main$async: the sorts of the two topk share one iota, sorted in place.
    assert (found.op, found.reference) == ("iree_linalg_ext.sort", "numpy")
    assert found.mismatch.output == 1  # the indices, not the sorted values
    assert "iree_linalg_ext.sort" in text.splitlines()[int(found.location.split()[1]
                                                           .rstrip(",")) - 1]
    assert check(text)
    # Without its wrapper, the async function takes fences: no one runs it as it is.
    assert not check(text[:text.index("util.func public @main(")] + "}\n")


@pytest.mark.slow
def test_a_candidate_whose_outputs_hide_the_value_or_are_undefined_is_not_interesting() -> None:
    """Its work function computes the wrong indices, but its wrapper exports the result as
    0 rows: run as written, it shows nothing. Or the second router's one_hot compares its
    indices with a tensor.empty instead of the iota written into it: undefined."""
    text = (DATA / "wrong_result" / "routers2.input.mlir").read_text()
    check = OpCheck(CPU)
    assert check.calibrate(text).op == "iree_linalg_ext.sort"
    candidate = text.replace("tensor<?x8xf32>{%dim_10} -> !hal.buffer_view",
                             "tensor<?x8xf32>{%c0} -> !hal.buffer_view")
    assert candidate != text and Runner(CPU).run(candidate).outputs[0].shape == (0, 8)
    assert check(text) and not check(candidate)
    assert "as written, output 0 has shape (0, 8) where its work function computes (8, 8)" \
        in check.report(candidate)
    unwritten = text.replace("ins(%expanded_9, %23 :", "ins(%expanded_9, %22 :")
    assert unwritten != text and not check(unwritten)
    assert check.report(unwritten).endswith("an output the op reaches holds memory nobody "
                                            "wrote, so what it computes is undefined: output "
                                            "0 is computed from the contents of a tensor.empty")


BARRIER = "    %52 = hal.tensor.barrier join(%51 : tensor<?x8xf32>) => %arg4 : !hal.fence\n"
AWAIT = ('    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None")'
         " : i32\n")


@pytest.mark.parametrize(("removed", "why"), [
    # The barrier that signals the wrapper's fence: run as written, it waits forever.
    (BARRIER, r"@main\$async never signals the fence its caller awaits \(argument 4\): run as "
              r"written, it would wait forever$"),
    # The wrapper's await: its outputs may be read before they are written, a race.
    (AWAIT, r"returns without awaiting the fence @main\$async signals \(argument 4\): its "
            r"outputs may be read before they are written$")])
def test_a_wrapper_out_of_step_with_its_fence_is_judged_without_a_run(removed: str,
                                                                       why: str) -> None:
    """Not interesting, told in one line, and nothing compiled."""
    text = (DATA / "wrong_result" / "routers2.input.mlir").read_text()
    candidate = text.replace(removed, "")
    if removed == BARRIER:  # what it joined is exported as it is
        candidate = candidate.replace("%52", "%51")
    assert removed in text and candidate.count("\n") == text.count("\n") - 1
    check = OpCheck(CPU)
    assert not check(candidate) and check.stats.runs == 0
    with pytest.raises(OracleError, match=why):
        check.calibrate(candidate)


def test_an_op_fed_from_arguments_keeps_the_names_of_earlier_new_arguments() -> None:
    """A candidate read back from text holds the names earlier edits gave new arguments
    (`%rdc.1`): the op's results fed as arguments must take other names."""
    first = parse(routers(2))
    add_argument(first, entry_function(first), "tensor<8x64xf32>")
    module = read_module(first.print())
    assert "%rdc.1" in module.print()
    topk = next(op for op in checkable_ops(module) if op.name == "torch.aten.topk")
    fed = read_module(returning(module, returned_values(module), [topk]))
    names = [a.name for a in entry_block(entry_function(fed)).args]
    assert len(names) == len(set(names)) == 6  # 3, %rdc.1, the fed values and indices


def test_an_async_function_without_its_wrapper_is_a_one_line_error() -> None:
    check = OpCheck(CPU)
    with pytest.raises(OracleError, match=r"^@main\$async takes a !hal.fence \(argument 1\): "
                                          r"an async function of IREE's ABI, run only through "
                                          r"its synchronous wrapper"):
        check.calibrate(HEAD + "  util.return %arg0 : !hal.buffer_view\n}\n")


@pytest.mark.slow
def test_numpy_computes_what_the_compiled_linalg_ops_compute() -> None:
    """matmul, batch_matmul, a transposed matmul, elementwise, reducing and index generics,
    and a top-k that merges its outputs' initial values: numpy's reference of each is what
    the compiled program returns, on the same inputs."""
    module = read_module(LINALG)
    inputs = program_inputs(module)
    done = Runner(CPU).run_on(LINALG, inputs)
    assert done.ok
    args = {a.name: x for a, x in zip(entry_block(entry_function(module)).args, inputs)}
    returned = return_ops(entry_function(module))[0].operands
    checked = []
    for got, value in zip(done.outputs, returned):
        op = value.defining_op
        unwritten = np.zeros(got.shape, got.dtype)  # the tensor.empty an index generic writes
        computed = reference(op, [args.get(v.name, unwritten) for v in op.operands],
                             module.aliases)
        assert computed is not None, op.name
        want = computed[op.results.index(value)]
        assert compare_arrays(0, got, want, 1e-5, 1e-6) is None, op.name
        checked.append(op.name)
    assert checked == ["linalg.matmul", "linalg.batch_matmul", "linalg.matmul",
                       "linalg.generic", "linalg.generic", "linalg.generic",
                       "iree_linalg_ext.topk", "iree_linalg_ext.topk"]


CHAIN = """func.func @main(%a: tensor<6x8xf32>, %b: tensor<6x8xf32>) -> tensor<6x2xi64> {
  %e = tensor.empty() : tensor<6x8xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]} outs(%e : tensor<6x8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<6x8xi64>
  %s0:2 = iree_linalg_ext.sort dimension(1) outs(%a, %iota : tensor<6x8xf32>, tensor<6x8xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %t = arith.cmpf oge, %x, %y : f32
    iree_linalg_ext.yield %t : i1
  } -> tensor<6x8xf32>, tensor<6x8xi64>
  %f = arith.sitofp %s0#1 : tensor<6x8xi64> to tensor<6x8xf32>
  %k = arith.addf %b, %f : tensor<6x8xf32>
  %s1:2 = iree_linalg_ext.sort dimension(1) outs(%k, %iota : tensor<6x8xf32>, tensor<6x8xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %t = arith.cmpf oge, %x, %y : f32
    iree_linalg_ext.yield %t : i1
  } -> tensor<6x8xf32>, tensor<6x8xi64>
  %top = tensor.extract_slice %s1#1[0, 0] [6, 2] [1, 1] : tensor<6x8xi64> to tensor<6x2xi64>
  return %top : tensor<6x2xi64>
}"""


@pytest.mark.slow
def test_a_wrong_value_that_hides_when_returned_is_found_by_cutting_after_its_users() -> None:
    """Two sorts of linalg on tensors share an iota, each sorted in place; the second's
    keys depend on the first's indices. Returned, the second sort's indices are right; as
    the extract_slice after it takes them, they are wrong."""
    check = OpCheck(CPU)
    assert check.locate(CHAIN, (Way.CUTTING,)) is None  # it hides once returned
    found = check.locate(CHAIN, (Way.THROUGH_USERS,))
    assert found is not None
    assert (found.op, found.ordinal, found.way, found.through, found.reference) == (
        "iree_linalg_ext.sort", 1, Way.THROUGH_USERS, "tensor.extract_slice", "numpy")
    assert str(found).endswith("found by cutting after its users")
    a, b = Runner(CPU).inputs(CHAIN)
    want = np.argsort(-(b + np.argsort(-a, axis=1, kind="stable")), axis=1, kind="stable")
    assert np.array_equal(dict(found.expected)[found_value(CHAIN)], want[:, :2])


X, W, L = "!torch.vtensor<[1,?,64],f32>", "!torch.vtensor<[8,64],f32>", "!torch.vtensor<[?,8],f32>"
IDX, H = "!torch.vtensor<[?,2],si64>", "!torch.vtensor<[?,64],f32>"
TOP = "!torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,2],f32>"
ROUTERS = f"""func.func @main(%x: {X}, %w1: {W}, %w0: {W}) -> {IDX} {{
  %int64 = torch.constant.int 64
  %int8 = torch.constant.int 8
  %true = torch.constant.bool true
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %int6 = torch.constant.int 6
  %0 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %x, %0 : {X}, !torch.list<int> -> {H}
  %2 = torch.aten.linear %1, %w0, %none : {H}, {W}, !torch.none -> {L}
  %v0, %i0 = torch.aten.topk %2, %int2, %int-1, %true, %true : {L}, {TOP}, {IDX}
  %3 = torch.aten.one_hot %i0, %int8 : {IDX}, !torch.int -> !torch.vtensor<[?,2,8],si64>
  %4 = torch.prims.convert_element_type %3, %int6 : !torch.vtensor<[?,2,8],si64>, !torch.int
      -> !torch.vtensor<[?,2,8],f32>
  %5 = torch.aten.view %x, %0 : {X}, !torch.list<int> -> {H}
  %6 = torch.aten.linear %5, %w1, %none : {H}, {W}, !torch.none -> {L}
  %v1, %i1 = torch.aten.topk %6, %int2, %int-1, %true, %true : {L}, {TOP}, {IDX}
  return %i1 : {IDX}
}}"""


@pytest.mark.slow
def test_a_wrong_value_seen_only_while_watched_is_not_the_programs() -> None:
    """The MoE sample reduced too far: two routers' topk. The second's indices are wrong
    once the first's are returned too (instrumenting returns both topks' values), right as
    the program returns them alone: its own output is right, so nothing is found."""
    check = OpCheck(CPU)
    with pytest.raises(OracleError, match="no wrong value it holds reaches its outputs as it "
                                          "runs; wrong only where watched: torch.aten.topk #1"):
        check.calibrate(ROUTERS)
    assert [(m.op, m.ordinal, m.mismatch.output) for m in check.met] == [
        ("torch.aten.topk", 1, 1)]
    x, w1, _ = Runner(CPU).inputs(ROUTERS)
    got = Runner(CPU).run(ROUTERS).outputs[0]
    assert np.array_equal(got, top2(x.reshape(-1, 64).astype(np.float64) @ w1.T))


def found_value(text: str) -> str:
    """The name of the value the function returns."""
    module = parse(text)
    return next(op for op in module.walk() if op.name == "func.return").operands[0].name


@pytest.mark.slow
def test_the_reproducer_runs_as_is_with_its_inputs(tmp_path) -> None:
    topk = case("topk_pair_wrong_indices")
    output = tmp_path / "out.mlir"
    result = reducer.reduce_wrong_result(topk["path"], "op", flags=topk["flags"],
                                         output=str(output), jobs=1)
    roles = [a.role for a in result.artifacts]
    assert roles == ["program", "inputs", "run-inputs"]
    saved = np.load(tmp_path / "out.inputs.npz")
    b = saved["input1"]
    assert sorted(saved.files) == ["expected1", "input0", "input1"]
    assert np.array_equal(saved["expected1"], top2(b))  # numpy's: the reference
    for artifact in result.artifacts[::2]:  # the compile, then the run
        done = subprocess.run(artifact.reproduce, cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == (1 if artifact.role == "run-inputs" else 0), done.stderr
    assert done.stdout.count("[FAILED] result[1]") == 1 and "[FAILED] result[0]" not in \
        done.stdout
    assert result.runs > 0 and result.oracle_calls > 0


SORTS_AND_ROWS = """func.func @main(%a: tensor<6x8xf32>, %b: tensor<6x8xf32>, %x: tensor<2x?x1xf32>,
                 %y: tensor<?x1xf32>) -> (tensor<6x8xi64>, tensor<6x8xi64>, tensor<4x1xf32>) {
  %e = tensor.empty() : tensor<6x8xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]} outs(%e : tensor<6x8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<6x8xi64>
  %s0:2 = iree_linalg_ext.sort dimension(1) outs(%a, %iota : tensor<6x8xf32>, tensor<6x8xi64>) {
  ^bb0(%p: f32, %q: f32, %r: i64, %t: i64):
    %g = arith.cmpf oge, %p, %q : f32
    iree_linalg_ext.yield %g : i1
  } -> tensor<6x8xf32>, tensor<6x8xi64>
  %s1:2 = iree_linalg_ext.sort dimension(1) outs(%b, %iota : tensor<6x8xf32>, tensor<6x8xi64>) {
  ^bb0(%p: f32, %q: f32, %r: i64, %t: i64):
    %g = arith.cmpf oge, %p, %q : f32
    iree_linalg_ext.yield %g : i1
  } -> tensor<6x8xf32>, tensor<6x8xi64>
  %c0 = arith.constant 0 : index
  %rows = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x?x1xf32> into tensor<?x1xf32>
  %n = tensor.dim %rows, %c0 : tensor<?x1xf32>
  %o = tensor.empty(%n) : tensor<?x1xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                          affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<?x1xf32>) outs(%o : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<?x1xf32>
  %top = tensor.extract_slice %neg[0, 0] [4, 1] [1, 1] : tensor<?x1xf32> to tensor<4x1xf32>
  return %s0#1, %s1#1, %top : tensor<6x8xi64>, tensor<6x8xi64>, tensor<4x1xf32>
}"""


@pytest.mark.slow
def test_a_candidate_whose_dynamic_dims_disagree_at_run_time_is_not_interesting() -> None:
    """The two sorts share an iota (the first one's indices come out wrong), but beside
    them 8 rows are written into the 16 rows of `tensor.collapse_shape` of a 2x?x1 input:
    both are `?` until the program has its inputs' sizes, so it verifies and runs, and
    what it computes is undefined."""
    check = OpCheck(CPU)
    with pytest.raises(OracleError, match=r"its dynamic dims disagree on the inputs it runs "
                                          r"on, so what it computes is undefined: "
                                          r"linalg.generic's operand 1 has 16 where another "
                                          r"has 8 in loop dim d0: its operands' dims "
                                          r"disagree$"):
        check.calibrate(SORTS_AND_ROWS)  # numpy's shapes tell, before the verifier
    assert undefined_shapes(SORTS_AND_ROWS, check.runner) == (
        "'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be "
        "8, but found 16")
    agreeing = SORTS_AND_ROWS.replace("tensor.dim %rows, %c0", "tensor.dim %y, %c0")
    assert undefined_shapes(agreeing, check.runner) is None
    assert check.locate(agreeing) is not None  # the sorts' bug, with every dim defined


@pytest.mark.slow
def test_a_wrong_value_made_by_watching_is_no_cause_of_a_model_that_does_not_return_it() -> None:
    """Instrumenting returns the scatter's destination beside its result: then, and only
    then, its result comes back as the destination's zeros. The model returns neither, so
    that wrong value explains none of its outputs: met on the way, never the finding."""
    check = OpCheck(CPU)
    with pytest.raises(OracleError, match="wrong only where watched: torch.aten.scatter.src #0"):
        check.calibrate(routed(returns_destination=False))
    assert [(m.op, m.reference) for m in check.met][:1] == [("torch.aten.scatter.src", "numpy")]
    assert check.cause is None


@pytest.mark.slow
def test_a_model_that_returns_the_destination_has_that_bug_as_its_cause() -> None:
    check = OpCheck(CPU)
    found = check.calibrate(routed(returns_destination=True))
    assert (found.op, found.ordinal, found.reference) == ("torch.aten.scatter.src", 0, "numpy")
    assert str(check.cause) == (
        "torch.aten.scatter.src #0 is wrong in the program as it runs, and its outputs hold "
        "it: fed numpy's results on the operands it gets there instead (nothing returned to "
        "watch it), output 0 changes (12 of 64 elements)")
    assert check.met == []


@pytest.mark.slow
def test_a_candidate_exporting_a_destination_the_original_does_not_is_not_interesting() -> None:
    """The original's sorts share an iota and the first one's indices come out wrong. A
    candidate that exports one sort's iota beside its indices shows zeros there, but only
    because it exports it (the same sort returned alone is right): a bug the edit made,
    judged from the IR alone. Calibrated on that program itself, which does return it, the
    sort is the cause."""
    original = (DATA / "wrong_result" / "sorts_share_an_iota.mlir").read_text()
    trap = (DATA / "wrong_result" / "sort_exports_its_iota.input.mlir").read_text()
    check = OpCheck(CPU)
    assert check.calibrate(original).op == "iree_linalg_ext.sort"
    before = check.stats.runs
    assert not check(trap)
    assert check.stats.runs == before  # nothing compiled
    assert check.report(trap) == (
        "op: its outputs return a value an op updates in place, which the original does not: "
        "a bug made by watching (output 0 is the destination of iree_linalg_ext.sort)")
    returns_it = OpCheck(CPU)
    found = returns_it.calibrate(trap)
    assert (found.op, found.mismatch.output, found.mismatch.got) == ("iree_linalg_ext.sort", 1, 0)
    assert str(returns_it.cause).endswith("output 1 changes (8 of 16 elements)")
    alone = trap.replace("util.return %e0, %e1 : !hal.buffer_view, !hal.buffer_view",
                         "util.return %e1, %e1 : !hal.buffer_view, !hal.buffer_view")
    assert alone != trap and not returns_it(alone)  # without the iota, the sort is right


def test_numpy_evaluates_a_whole_program_op_by_op_and_its_shapes_must_agree() -> None:
    module = read_module(ROUTERS)
    x, w1, w0 = inputs = program_inputs(module)
    assert np.array_equal(evaluate_program(module, inputs)[0],
                          top2(x.reshape(-1, 64).astype(np.float64) @ w1.T))
    rows = """func.func @main(%x: tensor<2x?x1xf32>) -> tensor<8x1xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x?x1xf32> into tensor<?x1xf32>
  %s = tensor.cast %c : tensor<?x1xf32> to tensor<8x1xf32>
  return %s : tensor<8x1xf32>
}"""
    with pytest.raises(Unevaluated, match=r"tensor.cast gives shape \(16, 1\) where its type "
                                          r"says tensor<8x1xf32>: its operands' dims disagree"):
        evaluate_program(read_module(rows), program_inputs(read_module(rows)))


EINSUM_VIEW = """func.func @main(%r: !torch.vtensor<[4,8],f32>, %e: !torch.vtensor<[8,4,3],f32>)
    -> !torch.vtensor<[1,?,3],f32> {
  %str = torch.constant.str "te,eth->th"
  %l = torch.prim.ListConstruct %r, %e : (!torch.vtensor<[4,8],f32>,
      !torch.vtensor<[8,4,3],f32>) -> !torch.list<vtensor>
  %none = torch.constant.none
  %x = torch.aten.einsum %str, %l, %none : !torch.str, !torch.list<vtensor>, !torch.none
      -> !torch.vtensor<[4,3],f32>
  %int1 = torch.constant.int 1
  %rows = torch.constant.int 4
  %int3 = torch.constant.int 3
  %shape = torch.prim.ListConstruct %int1, %rows, %int3 : (!torch.int, !torch.int, !torch.int)
      -> !torch.list<int>
  %v = torch.aten.view %x, %shape : !torch.vtensor<[4,3],f32>, !torch.list<int>
      -> !torch.vtensor<[1,?,3],f32>
  return %v : !torch.vtensor<[1,?,3],f32>
}"""


def test_numpy_evaluates_einsum_and_a_view_of_another_size_is_undefined() -> None:
    r, e = np.ones((4, 8), np.float32), np.arange(96, dtype=np.float32).reshape(8, 4, 3)
    got, = evaluate_program(parse(EINSUM_VIEW), [r, e])
    assert np.array_equal(got, np.einsum("te,eth->th", r, e).reshape(1, 4, 3))
    one_row = parse(EINSUM_VIEW.replace("%int1, %rows, %int3", "%int1, %int1, %int3"))
    with pytest.raises(ShapesDisagree, match=r"^torch.aten.view cannot be computed on its "
                                             r"operands: cannot reshape array of size 12 "
                                             r"into shape \(1,1,3\)$"):
        evaluate_program(one_row, [r, e])


EXPAND = """func.func @main(%x: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[2,4,3],f32> {
  %int2 = torch.constant.int 2
  %rows = torch.constant.int ROWS
  %keep = torch.constant.int -1
  %false = torch.constant.bool false
  %shape = torch.prim.ListConstruct %int2, %rows, %keep : (!torch.int, !torch.int, !torch.int)
      -> !torch.list<int>
  %v = torch.aten.expand %x, %shape, %false : !torch.vtensor<[4,3],f32>, !torch.list<int>,
      !torch.bool -> !torch.vtensor<[2,4,3],f32>
  return %v : !torch.vtensor<[2,4,3],f32>
}"""


UNSQUEEZE = """func.func @main(%x: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,1,3],f32> {
  %dim = torch.constant.int -2
  %v = torch.aten.unsqueeze %x, %dim : !torch.vtensor<[4,3],f32>, !torch.int
      -> !torch.vtensor<[4,1,3],f32>
  return %v : !torch.vtensor<[4,1,3],f32>
}"""


CAT = """func.func @main(%x: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[?,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %t = torch.aten.transpose.int %x, %int0, %int1 : !torch.vtensor<[4,3],f32>, !torch.int,
      !torch.int -> !torch.vtensor<[3,4],f32>
  %l = torch.prim.ListConstruct %t, %t : (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>)
      -> !torch.list<vtensor>
  %c = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[6,4],f32>
  %rows = torch.aten.size.int %x, %int0 : !torch.vtensor<[4,3],f32>, !torch.int -> !torch.int
  %minus = torch.constant.int -1
  %shape = torch.prim.ListConstruct %minus, %rows : (!torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %c, %shape : !torch.vtensor<[6,4],f32>, !torch.list<int>
      -> !torch.vtensor<[?,4],f32>
  return %v : !torch.vtensor<[?,4],f32>
}"""


def test_numpy_evaluates_torch_transpose_cat_and_size() -> None:
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    got, = evaluate_program(parse(CAT), [x])
    assert np.array_equal(got, np.concatenate([x.T, x.T]))


def test_numpy_evaluates_torch_expand_and_a_size_that_cannot_grow_is_undefined() -> None:
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    got, = evaluate_program(parse(EXPAND.replace("ROWS", "4")), [x])
    assert np.array_equal(got, np.stack([x, x]))
    unsqueezed = parse(UNSQUEEZE)
    assert np.array_equal(evaluate_program(unsqueezed, [x])[0], x[:, None, :])
    with pytest.raises(ShapesDisagree, match=r"^torch.aten.expand cannot be computed"):
        evaluate_program(parse(EXPAND.replace("ROWS", "8")), [x])


@pytest.mark.slow
def test_the_bug_of_a_returned_destination_reduces_to_the_ops_that_show_it(tmp_path) -> None:
    source, output = tmp_path / "routed.mlir", tmp_path / "out.mlir"
    source.write_text(routed(returns_destination=True))
    result = reducer.reduce_wrong_result(source, "op", flags=CPU, output=str(output), jobs=1)
    names = [op.name for op in parse(result.text).walk()]
    assert {"torch.aten.zeros_like", "torch.aten.scatter.src"} <= set(names)
    assert "torch.aten.scatter.src #0 is wrong in the program as it runs" in result.signature
    saved = np.load(tmp_path / "out.inputs.npz")
    inputs = [saved[f"input{i}"] for i in range(sum(k.startswith("input") for k in saved))]
    got = Runner(CPU).run_on(result.text, inputs).outputs
    assert not np.array_equal(got[0], saved["expected0"]), result.text  # wrong, as it runs
    assert result.output_ops <= 11, result.text  # 6 constants, topk, zeros_like, scatter


@pytest.mark.slow
def test_a_wrong_value_met_on_the_way_is_written_beside_the_result(tmp_path) -> None:
    """The second router's topk is the cause; the scatter of the first router's top 2 is
    wrong only while its destination is returned too, to watch it: written beside the
    result as another failure (--also-interesting), never the result."""
    (tmp_path / "routers.mlir").write_text(routers(2, scatter=True))
    done = run_cli("routers.mlir", "--oracle", "wrong-result", "--check", "op", "--strategies",
                   "result-removal", "--also-interesting", "others", "-o", "out.mlir", "--",
                   *CPU, cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    shown = done.stdout + done.stderr
    assert "torch.aten.topk #1 is wrong in the program as it runs" in shown, shown
    saved = sorted(p.name for p in (tmp_path / "others").iterdir())
    assert len(saved) == 2 and saved[0].startswith("wrong-value-"), saved
    report = json.loads((tmp_path / "others" / saved[0]).read_text())
    assert report["signature"] == ("torch.aten.scatter.src result 0 wrong where seen, no cause "
                                   "of the outputs")
    shown = (tmp_path / "others" / saved[1]).read_text()  # returns the scatter's values
    assert "torch.aten.scatter.src" in shown and "torch.aten.scatter.src" not in \
        (tmp_path / "out.mlir").read_text()


@pytest.mark.slow
def test_a_candidate_with_a_confirmed_findings_evidence_takes_its_operands() -> None:
    """The same wrong value on the same operands, reaching the same outputs: no cut before
    the op is compiled again, but its own outputs decide, as written and fed the
    reference: an output that no longer shows the value (times zero) is not interesting."""
    text, p = routers(2), "!torch.vtensor<[?,8],f32>"
    check = OpCheck(CPU)
    check.calibrate(text)
    before = check.stats.runs
    candidate = text.replace(f"  return %a1 : {p}", f"  %b = torch.aten.add.Tensor %a1, %a1, "
                             f"%int1 : {p}, {p}, !torch.int -> {p}\n  return %b : {p}")
    assert check(candidate)
    assert check.stats.runs - before == 3  # its instrumented run, the plain and the fed runs
    reproduction = check.reproduction(candidate)
    assert reproduction.reference == "numpy, the whole program evaluated op by op"
    hidden = text.replace(f"  return %a1 : {p}", f"  %int0 = torch.constant.int 0\n  %b = "
                          f"torch.aten.mul.Scalar %a1, %int0 : {p}, !torch.int -> {p}\n"
                          f"  return %b : {p}")
    assert hidden != text and not check(hidden)
