"""How a search starts on a failing executable: which one is tried alone first, and how the
candidates of the program lifted from it are judged."""
from __future__ import annotations

import stat
from types import SimpleNamespace

from reducer.iree.dispatch import isolate
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature
from reducer.pipeline.search import _Computing

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

    test_script, stats = "yes", None

    def __init__(self) -> None:
        self.asked: list[str] = []

    def run(self, text: str, phase: object = None) -> SimpleNamespace:
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
    assert stats.runs - stats.wasted == 2  # b, then c read; a (if started) is not read
