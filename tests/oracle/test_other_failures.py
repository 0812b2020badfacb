"""Compilers that fail otherwise than the failure reduced: flaky ones, and other failures
met on the way (kept with --also-interesting), with real processes.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_runs import COMPILER, one_error_line, run_cli, script, shows_signature
from conftest import case

from reducer.api import write_atomically
from reducer.oracle.fingerprint import content_hash
from reducer.oracle.oracle import Outcome
from reducer.oracle.signature import Kind, Signature, crash_state, derive, describe, readable
from reducer.records.also_interesting import AlsoInteresting

BMM = case("bmm_rank4_verifier")


# --- flaky compilers -----------------------------------------------------------------------

def _flaky_wrapper(folder: Path) -> str:
    """The real compiler, except that 1 run in 5 (at random) crashes with SIGSEGV."""
    return script(folder / "flaky.sh", 'if [ $((RANDOM % 5)) -eq 0 ]; then kill -SEGV $$; fi\n'
                                       f'exec "{COMPILER}" "$@"\n', shell="/bin/bash")


@pytest.mark.slow
def test_flaky_compiler_is_detected(bmm_input: Path) -> None:
    """60 runs of the original (a miss has odds 0.8^60): a one-line error naming --flaky."""
    proc = run_cli(bmm_input.name, "--compiler", _flaky_wrapper(bmm_input.parent), "--checks", "60",
                   "--oracle", BMM["signature"], "--", *BMM["flags"], cwd=bmm_input.parent)
    assert proc.returncode == 1, proc.stderr
    line = one_error_line(proc.stderr)
    assert "flaky" in line and "--flaky" in line
    assert not (bmm_input.parent / "in.mlir.reduced.mlir").exists()


@pytest.mark.slow
def test_flaky_compiler_is_reduced_with_agreeing_runs(bmm_input: Path) -> None:
    """With --flaky 3 the flaky compiler is reduced anyway; the result still fails."""
    proc = run_cli(bmm_input.name, "--compiler", _flaky_wrapper(bmm_input.parent), "--checks", "10",
                   "--flaky", "3", "--json", "report.json", "--oracle", BMM["signature"], "--",
                   *BMM["flags"], cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    report = json.loads((bmm_input.parent / "report.json").read_text())
    assert report["output_ops"] < report["input_ops"]
    assert report["confirmed"][0] >= 1
    assert shows_signature(bmm_input.parent / "in.mlir.reduced.mlir", BMM["flags"],
                           BMM["signature"])


# --- other failures on the way -------------------------------------------------------------

@pytest.mark.slow
def test_candidates_with_another_crash_are_kept(bmm_input: Path) -> None:
    """A wrapper that crashes differently once linalg.fill is gone: those candidates are
    rejected but saved to --also-interesting, one file per distinct failure."""
    wrapper = script(bmm_input.parent / "other.sh",
                     'if ! grep -q linalg.fill "$1"; then\n'
                     '  echo "LLVM ERROR: another bug" >&2\n  kill -SEGV $$\nfi\n'
                     f'exec "{COMPILER}" "$@"\n')
    proc = run_cli(bmm_input.name, "--compiler", wrapper, "--also-interesting", "others",
                   "--json", "report.json", "--oracle", BMM["signature"], "--", *BMM["flags"],
                   cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    assert "linalg.fill" in (bmm_input.parent / "in.mlir.reduced.mlir").read_text()
    saved = sorted((bmm_input.parent / "others").glob("*.json"))
    assert len(saved) == 1 and saved[0].name.startswith("crash-")
    info = json.loads(saved[0].read_text())
    assert info["signature"] == "LLVM ERROR: another bug" and info["kind"] == "crash"
    candidate = saved[0].with_suffix(".mlir").read_text()
    assert "linalg.fill" not in candidate
    assert content_hash(candidate) == info["sha256"]
    assert json.loads((bmm_input.parent / "report.json").read_text())["other_failures"] >= 1


def _outcome(kind: Kind, output: str, interesting: bool = False, slipped: bool = False,
             returncode: int | None = 1) -> Outcome:
    return Outcome(interesting, kind, returncode, 0.1, output, "sig" if slipped else None,
                   slipped)


def test_also_interesting_keeps_the_smallest_of_each_failure_within_a_limit(
        tmp_path: Path) -> None:
    """Deduplicated by failure, smallest candidate kept, at most `limit` failures;
    diagnostics and the interesting runs themselves are not kept."""
    keep = AlsoInteresting(str(tmp_path / "d"), write_atomically, limit=2)
    crash = _outcome(Kind.CRASH, "x.mlir:1:2: error: boom\nLLVM ERROR: A at 0x12ab\n", False,
                     returncode=-6)
    keep("long candidate text\n", None, crash)
    keep("shorter text\n", None, crash)
    keep("the longest candidate text of all\n", None, crash)
    keep("diag\n", None, _outcome(Kind.DIAGNOSTIC, "error: other"))
    keep("wanted\n", None, _outcome(Kind.CRASH, "LLVM ERROR: A", interesting=True))
    keep("slip\n", "input", _outcome(Kind.DIAGNOSTIC, "error: sig", slipped=True))
    keep("third failure\n", None, _outcome(Kind.TIMEOUT, ""))
    files = sorted(p.name for p in (tmp_path / "d").iterdir())
    assert len(files) == 4 and keep.left_out == 1
    crash_file = next(p for p in (tmp_path / "d").glob("crash-*.mlir"))
    assert crash_file.read_text() == "shorter text\n"
    assert json.loads(crash_file.with_suffix(".json").read_text())["signature"] == \
        "LLVM ERROR: A at 0x?"
    again = AlsoInteresting(str(tmp_path / "d"), write_atomically, limit=2)
    again("third failure\n", None, _outcome(Kind.TIMEOUT, ""))  # a resumed run: still full
    assert again.left_out == 1


def test_describe_names_a_failure_without_locations() -> None:
    assert describe(Kind.CRASH, "a.mlir:3:4: error: x\nLLVM ERROR: bad at 0xdead\n") == \
        "LLVM ERROR: bad at 0x?"
    assert describe(Kind.DIAGNOSTIC, "/t/c.mlir:3:4: error: op is wrong\n") == \
        "error: op is wrong"
    assert describe(Kind.CRASH, "", -11) == "crash: signal 11"
    assert describe(Kind.TIMEOUT, "anything") == "timeout"
    assert describe(Kind.CRASH, "", None) == "crash"  # an exit status not known is not named


# --- a crash's state ------------------------------------------------------------------------

def _stack(*functions: str) -> str:
    """A crash's symbolised stack, the crash handler's frames first."""
    lines = ["Stack dump:", " #0 0x00007f0c1975a0ab llvm::sys::PrintStackTrace(llvm::raw_ostream&,"
             " int) Signals.cpp:0:0", " #1 0x00007f0c1385a050 (/lib/x86_64-linux-gnu/libc.so.6"
             "+0x3c050)"]
    lines += [f" #{i} 0x00007f0c1b9693d{i} {f} F.cpp:0:0" for i, f in enumerate(functions, 2)]
    return "\n".join(lines) + "\n"


# Two unrelated crashes in a null type's first use, from different passes; the first again,
# reached through another caller.
IN_CONVERSION = _stack(
    "mlir::Type::getContext() const",
    "mlir::detail::TypeUniquer::get<mlir::RankedTensorType>(mlir::MLIRContext*)",
    "mlir::iree_compiler::InputConversion::convertTensorType(mlir::Type)",
    "mlir::iree_compiler::InputConversion::(anonymous namespace)::ConvertElementTypesPass::"
    "runOnOperation()")
IN_FOLDING = _stack(
    "mlir::Type::getContext() const",
    "std::_Function_handler<llvm::LogicalResult (mlir::Operation*), "
    "mlir::iree_compiler::GlobalOptimization::foldCasts()::$_0>::_M_invoke(std::_Any_data)",
    "mlir::iree_compiler::GlobalOptimization::foldCasts(mlir::Operation*)",
    "mlir::iree_compiler::GlobalOptimization::(anonymous namespace)::"
    "PropagateCastsPass::runOnOperation()")
IN_CONVERSION_ELSEWHERE = _stack(
    "mlir::Type::getContext() const",
    "mlir::detail::TypeUniquer::get<mlir::RankedTensorType>(mlir::MLIRContext*)",
    "mlir::iree_compiler::InputConversion::convertTensorType(mlir::Type)",
    "mlir::iree_compiler::InputConversion::convertFunctionType(mlir::FunctionType)",
    "mlir::iree_compiler::InputConversion::(anonymous namespace)::ConvertElementTypesPass::"
    "runOnOperation()")


def test_a_crash_in_a_generic_helper_is_named_by_the_code_that_called_it() -> None:
    """`mlir::Type::getContext` and a `std::function`'s call are where countless crashes
    die or pass: each crash is named by its first frame past them, and its state puts the
    pass before it; one crash reached through another caller keeps its name and state."""
    conversion = derive(Kind.CRASH, IN_CONVERSION)
    folding = derive(Kind.CRASH, IN_FOLDING)
    assert conversion is not None and folding is not None
    assert readable(conversion) == "mlir::iree_compiler::InputConversion::convertTensorType"
    assert readable(folding) == "mlir::iree_compiler::GlobalOptimization::foldCasts"
    assert crash_state(Kind.CRASH, IN_CONVERSION, conversion) == (
        "ConvertElementTypesPass: mlir::iree_compiler::InputConversion::convertTensorType")
    assert crash_state(Kind.CRASH, IN_FOLDING, folding) == (
        "PropagateCastsPass: mlir::iree_compiler::GlobalOptimization::foldCasts")
    assert derive(Kind.CRASH, IN_CONVERSION_ELSEWHERE) == conversion
    in_a_shape_query = derive(Kind.CRASH, _stack(
        "mlir::TensorType::hasRank() const", "mlir::ShapedType::getShape() const",
        "mlir::torch::Torch::AtenCatOp::fold(mlir::torch::Torch::AtenCatOpGenericAdaptor<"
        "llvm::ArrayRef<mlir::Attribute>>)"))
    assert in_a_shape_query is not None
    assert readable(in_a_shape_query) == "mlir::torch::Torch::AtenCatOp::fold"
    assert crash_state(Kind.CRASH, IN_CONVERSION_ELSEWHERE, conversion) == \
        crash_state(Kind.CRASH, IN_CONVERSION, conversion)


def test_a_derived_selection_failure_names_the_node_not_its_operands() -> None:
    """LLVM's `Cannot select` line ends with the node's divergence and operands, which a
    smaller program changes (a uniform operand, a constant folded in): the signature ends
    at the node."""
    found = derive(Kind.CRASH, "LLVM ERROR: Cannot select: 0x9e4dd70: i1 = fp_to_sint "
                   "# D:1 0x9e4dc90\n")
    assert found is not None
    assert readable(found) == "LLVM ERROR: Cannot select: 0x…: i1 = fp_to_sint"
    assert found.find("LLVM ERROR: Cannot select: 0x5d0: i1 = fp_to_sint 0x5e0, 0x5f0")
    found = derive(Kind.CRASH, "LLVM ERROR: Cannot select: 0x1: i32 = Constant<0>\n")
    assert found is not None and readable(found) == "LLVM ERROR: Cannot select: 0x…: i32 = Constant<0>"


def test_a_derived_signature_reads_as_the_failure_was_printed() -> None:
    found = derive(Kind.DIAGNOSTIC, "in.mlir:3:9: error: 'linalg.batch_matmul' op expected "
                   "operand #0 rank (4) to match %arg0 : tensor<4x8xf32> at 0x55d0\n")
    assert found is not None and found.regex
    assert readable(found) == ("'linalg.batch_matmul' op expected operand #0 rank (4) to "
                               "match %… : tensor<Nx8xf32> at 0x…")
    assert readable(Signature(r"a\.b", regex=False)) == r"a\.b"  # a user's, as given
    assert crash_state(Kind.DIAGNOSTIC, "", found) == readable(found)
