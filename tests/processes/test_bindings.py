"""The workers of `reducer.processes.bindings`: the compiler's Python bindings say whether a text
verifies, and run cleanup passes, without starting iree-opt; every verdict and every text is
the one iree-opt gives, and every message is iree-opt's."""
from __future__ import annotations

import importlib
import time
from pathlib import Path

from reducer.ir.normalize import run_passes, verifier_errors
from reducer.processes import bindings
from reducer.processes.tools import find_tool

NORMALIZE = importlib.import_module("reducer.ir.normalize")  # the package names a function so


def valid(n: int) -> str:
    """A function that verifies, of a name of its own (verdicts are cached by text)."""
    return f'"func.func"() <{{function_type = (i32) -> i32, sym_name = "f{n}"}}> ({{\n' \
           '^bb0(%a: i32):\n  "func.return"(%a) : (i32) -> ()\n}) : () -> ()\n'


def invalid(n: int) -> str:
    """A function whose return does not verify."""
    return valid(n).replace("-> i32", "-> i64", 1)


def _ready_answer(text: str, iree_opt: str | None = None) -> bool | None:
    """A worker's answer on `text`, once one is ready (None: none within 30 seconds)."""
    bindings.warm(iree_opt)
    deadline = time.monotonic() + 30
    while (answer := bindings.verifies(text, iree_opt)) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    return answer


def test_once_iree_opt_verified_a_text_a_worker_says_the_next_ones_verify() -> None:
    assert verifier_errors(valid(1)) == []
    deadline = time.monotonic() + 30
    while (answer := bindings.verifies(valid(11), None)) is None \
            and time.monotonic() < deadline:
        time.sleep(0.05)
    assert answer is True


def test_a_worker_says_a_text_does_not_verify_and_iree_opt_says_why(monkeypatch) -> None:
    """A worker's "no" is the verdict of `verifies`; the messages, which callers compare,
    are asked of iree-opt."""
    assert _ready_answer(valid(2)) is True  # a worker is ready
    asked = []
    real = NORMALIZE._verify
    monkeypatch.setattr(NORMALIZE, "_verify",
                        lambda body, iree_opt: asked.append(body) or real(body, iree_opt))
    assert bindings.verifies(invalid(3), None) is False
    assert NORMALIZE.verifies(invalid(3)) is False and asked == []
    errors = verifier_errors(invalid(4))
    assert asked == [invalid(4)] and any("type of return operand" in e for e in errors)
    assert verifier_errors(valid(5)) == [] and asked == [invalid(4)]


def test_another_build_of_iree_opt_is_never_stood_for(tmp_path: Path) -> None:
    """A worker holds the bindings' build: another iree-opt (here a wrapper) answers
    itself."""
    other = tmp_path / "iree-opt"
    other.write_text(f'#!/bin/sh\nexec {find_tool("iree-opt")} "$@"\n')
    other.chmod(0o755)
    assert _ready_answer(valid(6)) is True
    assert bindings.verifies(valid(7), str(other)) is None
    assert verifier_errors(valid(8), str(other)) == []


def foldable(n: int) -> str:
    """A function whose `x + 0`, computed twice, canonicalize and cse fold away."""
    return (f'"func.func"() <{{function_type = (i32) -> i32, sym_name = "g{n}"}}> ({{\n'
            '^bb0(%a: i32):\n'
            '  %c = "arith.constant"() <{value = 0 : i32}> : () -> i32\n'
            '  %x = "arith.addi"(%a, %c) <{overflowFlags = #arith.overflow<none>}> '
            ': (i32, i32) -> i32\n'
            '  %y = "arith.addi"(%a, %c) <{overflowFlags = #arith.overflow<none>}> '
            ': (i32, i32) -> i32\n'
            '  %z = "arith.muli"(%x, %y) <{overflowFlags = #arith.overflow<none>}> '
            ': (i32, i32) -> i32\n'
            '  "func.return"(%z) : (i32) -> ()\n}) : () -> ()\n')


def test_a_worker_runs_passes_and_prints_as_iree_opt_does(monkeypatch) -> None:
    assert _ready_answer(valid(9)) is True  # a worker is ready
    passes = ["--canonicalize", "--cse"]
    expected = NORMALIZE._run_opt(foldable(1), [*passes, "--mlir-print-op-generic"], None)
    assert bindings.after_passes(foldable(1), passes, None) == expected
    assert "arith.addi" not in expected and expected.count("arith.muli") == 1
    started = []
    monkeypatch.setattr(NORMALIZE, "_opt", lambda *args: started.append(args))
    assert run_passes(foldable(2), passes).print() and started == []


def test_passes_a_worker_cannot_run_are_iree_opts(monkeypatch) -> None:
    """A flag a worker does not know, or a text that does not verify (iree-opt, which
    parses without verifying, may run passes on it): iree-opt runs the passes."""
    assert _ready_answer(valid(10)) is True
    assert bindings.after_passes(foldable(3), ["--verify-each=false", "--cse"], None) is None
    assert bindings.after_passes(invalid(12), ["--cse"], None) is None
    started = []
    real = NORMALIZE._opt
    monkeypatch.setattr(NORMALIZE, "_opt",
                        lambda source, *rest: started.append(source) or real(source, *rest))
    assert "func.return" in run_passes(invalid(12), ["--cse"]).print()
    assert started == [invalid(12)]


def test_passes_that_outlast_their_time_are_iree_opts_from_then_on(monkeypatch) -> None:
    """A worker stopped in its passes (one that loops: a hang reduced) costs their time
    once; iree-opt runs the passes from then on, and the workers still verify."""
    assert _ready_answer(valid(13)) is True
    monkeypatch.setattr(bindings._WORKERS, "_passes_killed", False)  # restored after
    monkeypatch.setattr(bindings, "PASSES_SECONDS", 0.0)
    passes = ["--canonicalize", "--cse"]
    many = "".join(foldable(n) for n in range(100, 2100))  # not canonicalized at once
    assert bindings.after_passes(many, passes, None) is None
    monkeypatch.setattr(bindings, "PASSES_SECONDS", 10.0)
    assert bindings.after_passes(foldable(5), passes, None) is None
    assert run_passes(foldable(5), passes).print().count("arith.muli") == 1
    assert _ready_answer(valid(14)) is True
