"""The op check (an op in the program vs. the op alone), with the real compiler and runtime."""
from __future__ import annotations

import numpy as np
import pytest
from conftest import SAMPLES, case

from reducer.execution import Runner
from reducer.ir import parse
from reducer.oracle import OracleError
from reducer.wrong_result.expected import wrong_outputs
from reducer.wrong_result.op import OpCheck, Role, alone, checkable_ops, instrument, role

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
    assert "result 1 differs from the op alone" in str(found)
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
    with pytest.raises(OracleError, match="every op it can check computes the same alone"):
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
