"""How a search starts on a failing executable: which one is tried alone first, and how the
candidates of the program lifted from it are judged; where the op alone's candidates are cut."""
from __future__ import annotations

import dataclasses
import stat
from types import SimpleNamespace

import pytest
from conftest import case

import reducer
from reducer.iree.dispatch import isolate
from reducer.options import Listener, Options
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Calibration, Oracle, OracleSpec
from reducer.oracle.signature import Kind, Signature
from reducer.pipeline.as_given import never_more_than_given
from reducer.pipeline.inputs import read_input
from reducer.pipeline.program import Reduction
from reducer.pipeline.result import Artifact, Result
from reducer.pipeline.search import Context, _Computing
from reducer.strategies import ElementTypes

SHELL = '''"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    "func.return"(%arg0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
'''
COMPUTING = SHELL.replace('''    "func.return"(%arg0)''', '''    %0 = "arith.negf"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0)''')


class Judge:
    """An oracle's stand-in that says yes to every text, and remembers the texts it was
    asked about (a test script's: no verifier first)."""

    test_script, stats, jobs = "yes", None, 1

    def __init__(self) -> None:
        self.asked: list[str] = []

    def run(self, text: str, phase: object = None, full: bool = False) -> SimpleNamespace:
        self.asked.append(text)
        return SimpleNamespace(interesting=True)

    def cancel(self) -> None: ...


def test_a_candidate_that_computes_nothing_is_rejected_without_a_compile() -> None:
    """Functions and returns alone make no executable to fail in: rejected, the judge (the
    compile) never asked; a candidate with an op that computes is the judge's to decide."""
    judge = Judge()
    computing = _Computing(judge, "", "iree-opt")  # type: ignore[arg-type]
    assert not computing(SHELL)
    assert computing(COMPUTING)
    assert judge.asked == [COMPUTING]


@pytest.mark.parametrize("name, dispatched", [("f4_odd_pack_bytes", True),
                                              ("bmm_rank4_verifier", False)])
def test_a_dispatch_region_s_failure_rejects_what_computes_nothing_without_a_compile(
        name: str, dispatched: bool) -> None:
    """f4's error is `'flow.dispatch.workgroups' op Unsupported tensor type ...`: a program
    that computes nothing makes no dispatch region, and is rejected without a compile. A
    failure at an op of the input's own (bmm's) is judged by its compile."""
    c = case(name)
    oracle = Oracle(OracleSpec(Signature(c["signature"]), tuple(c["flags"])))
    oracle.calibrate_first_run(c["text"])
    assert oracle.calibration is not None and oracle.calibration.dispatched is dispatched
    given = read_input(c["path"], Options())
    context = Context([], given.iree_opt, Options(), 1, Listener(), 0.0, given.sha256)
    runs = oracle.stats.runs
    judge = context.judge(oracle, given.original, lifted=False)
    assert judge(SHELL) is False
    assert oracle.stats.runs - runs == (0 if dispatched else 1)


def test_unnamed_executables_are_tried_alone_smallest_first(tmp_path) -> None:
    """A failure that names no executable: every dumped one is tried alone, smallest first,
    and the first that fails is kept (here the smaller of the two that fail)."""
    compiler = tmp_path / "compiler.sh"  # fails on a text holding BAD, with no name in it
    compiler.write_text('#!/bin/sh\nif grep -q BAD "$1"; then\n'
                        '  echo "in.mlir:1:1: error: a BAD thing" >&2\n  exit 1\nfi\n')
    compiler.chmod(compiler.stat().st_mode | stat.S_IXUSR)
    folder = tmp_path / "dump"
    folder.mkdir()
    texts = {"a.mlir": "BAD" + " " * 300, "b.mlir": "fine " * 10, "c.mlir": "BAD " + " " * 30}
    for name, text in texts.items():
        (folder / name).write_text(text)
    oracle = Oracle(OracleSpec(Signature("a BAD thing"), [], compiler=str(compiler)), jobs=1)
    oracle.calibrate_first_run("BAD")
    found = isolate(oracle, str(folder), "no names here")
    assert found is not None and found.name == "c.mlir"
    stats = found.oracle.stats
    # b, then c read; a, if started, is wasted (killed, or ended unread).
    assert 2 <= stats.runs <= 2 + stats.wasted


# --- never more than given ------------------------------------------------------------------

SMALL = """\
func.func @main(%a: tensor<16x64xf8E4M3FNUZ>, %b: tensor<f8E4M3FNUZ>) -> tensor<16xf8E4M3FNUZ> {
  %r = stablehlo.reduce(%a init: %b) applies stablehlo.maximum across dimensions = [1] : (tensor<16x64xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<16xf8E4M3FNUZ>
  return %r : tensor<16xf8E4M3FNUZ>
}
"""


def test_a_reduction_that_ends_with_more_ops_than_given_writes_the_input_as_given(
        tmp_path) -> None:
    """An input already small (5 ops, StableHLO), whose reduction ends lifted from its
    executable with more (7, linalg): the output is the input itself, in its own form, and
    a notice says so and where the failure is."""
    source, output = tmp_path / "in.mlir", tmp_path / "out.mlir"
    source.write_text(SMALL)
    given = read_input(source, Options())
    notes: list[str] = []
    context = SimpleNamespace(options=SimpleNamespace(output=str(output)),
                              listener=Listener(notice=notes.append))
    # The original's diagnostic points at the reduce, line 4 of its generic print.
    oracle = SimpleNamespace(calibration=Calibration(Kind.DIAGNOSTIC, 5.0, error_lines=(4,),
                                                     located=text_hash(given.original)))
    lifted = Result("lifted", "lifted", 5, 7, "x", "diagnostic", None, 9, 0, 1.0, 1.0,
                    artifacts=[Artifact("program", str(output), 7)])
    executable = SimpleNamespace(name="main_dispatch_0")  # the one that fails alone
    kept = never_more_than_given(Reduction(lifted, executable), given, context, oracle)
    assert output.read_text() == SMALL and kept.text == SMALL
    assert (kept.output_ops, kept.artifacts[0].ops, kept.generic_text) == (5, 5, given.original)
    assert notes == ["the input is already small: 5 ops, where its reduction ends with 7 "
                     "(lifted from its failing executable); the output is the input as "
                     "given; the failure is at `stablehlo.reduce` in executable "
                     "main_dispatch_0"]
    smaller = never_more_than_given(Reduction(dataclasses.replace(lifted, output_ops=4),
                                              executable), given, context, oracle)
    assert smaller.output_ops == 4 and smaller.text == "lifted"  # a result smaller: as is


# --- where the op alone's candidates are cut ----------------------------------------------------

@pytest.mark.slow
def test_the_op_alone_failing_past_the_input_is_compiled_all_the_way(tmp_path) -> None:
    """An f4 pack that fails in dispatch creation: the op the diagnostic points at, alone,
    fails too, and its candidates compile all the way (one probe, at the input, showed
    nothing): no bisection of the phases for a program of a few ops."""
    f4 = case("f4_odd_pack_bytes")
    result = reducer.reduce(f4["text"], f4["signature"], flags=f4["flags"], jobs=1,
                            output=str(tmp_path / "o.mlir"))
    assert result.strategies["failing-op-slice"]["accepted"] == 1  # the op alone
    assert result.phase is None
    assert result.output_ops <= result.input_ops


def test_the_search_leaves_alone_the_element_types_its_signature_names() -> None:
    """softmax's signature ends `but got 'f8E4M3FNUZ'`: the search's element types never
    rewrite that type; without a signature (a test script's), every type is tried."""
    c = case("softmax_f8_readlane")
    given = read_input(c["path"], Options())
    context = Context([ElementTypes()], given.iree_opt, Options(), 1, Listener(), 0.0,
                      given.sha256)
    module = reducer.ir.parse(SHELL)
    (named,) = context.aimed(module, SHELL, None, Signature(c["signature"]))
    assert isinstance(named, ElementTypes) and named.kept == {"f8E4M3FNUZ"}
    (unnamed,) = context.aimed(module, SHELL, None)
    assert unnamed.kept == frozenset()
