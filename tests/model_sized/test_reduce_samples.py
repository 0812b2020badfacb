"""End to end with the real iree-compile: model-sized failing samples shrink to a few ops.

Codegen failures are reduced as the one executable that fails alone (dispatch isolation,
`OUT.executable.mlir`, compiled with `--compile-mode=hal-executable`) and lifted back to a program,
reduced as one (OUTPUT). OUTPUT fails with the user's own command; each program result must be no bigger than the case's hand-made min.mlir
(ops in generic form, nested ones included) and have no more dynamic dims. Each result is
compiled again independently (full flags, no phase cut-off) and must still fail with the same
signature and the same kind. The other samples are reduced by `benchmarks/reduce_cases.py`,
which keeps the suite's time in bounds.
"""
from __future__ import annotations

import subprocess

import pytest
from conftest import CASES, SAMPLES

import reducer
from reducer.ir import parse
from reducer.ir.measure import shape_cost
from reducer.iree.dispatch import EXECUTABLE_MODE, isolate
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.phases import PHASES, Phase
from reducer.oracle.signature import Signature, classify
from reducer.pipeline import search as search_module
from reducer.processes.tools import find_tool

pytestmark = pytest.mark.slow  # reductions of a model-sized sample

# The phases of codegen: a failure first seen there is in an executable.
CODEGEN = PHASES[PHASES.index(Phase.EXECUTABLE_CONFIGURATIONS):]


def in_codegen(phase: str) -> bool:
    return phase in CODEGEN


REDUCED_IN_TESTS = ["llama_bmm_rank4.mlir", "llama_i4_matmul_trunc.mlir",
                    "llama_fptosi_bf16_i1.mlir"]


def _compile(path, flags: list[str]) -> tuple[str, str]:
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=600)
    output = done.stdout + done.stderr
    return classify(done.returncode, output).value, output


@pytest.mark.parametrize("name", REDUCED_IN_TESTS)
def test_sample_reduces_and_still_fails(name: str, sample_cases: list[dict], tmp_path,
                                        monkeypatch) -> None:
    """... and the whole program is parsed only when the failure needs it: not for a
    failure past the input in an executable that fails alone, nor for a failure at the
    input that its op alone shows."""
    entry = next(c for c in sample_cases if c["file"] == name)
    source = SAMPLES / name
    before = source.read_bytes()
    output = tmp_path / "reduced.mlir"
    parses = []
    parsed = search_module.parsed

    def counted(text: str):
        parses.append(parsed(text))
        return parses[-1]

    monkeypatch.setattr(search_module, "parsed", counted)
    result = reducer.reduce(source, entry["signature"], flags=entry["flags"],
                            output=str(output))
    assert source.read_bytes() == before  # the input is never modified
    assert result.input_ops == parse(before).num_ops >= 1500
    assert len(parses) == (0 if in_codegen(entry["phase"]) or entry["phase"] == "input" else 1)
    assert result.kind == entry["kind"]
    assert parse(output.read_text()).num_ops == result.output_ops
    assert result.flags == entry["flags"]
    _check_fails(output, entry["flags"], entry)  # the user's own command
    _check_size(output, entry)
    if in_codegen(entry["phase"]):
        # Isolated in the one executable that fails alone, which is written beside.
        executable = tmp_path / "reduced.executable.mlir"
        assert result.executable is not None and executable.exists()
        assert [a.role for a in result.artifacts] == ["program", "executable"]
        assert EXECUTABLE_MODE in result.artifacts[1].reproduce
        _check_fails(executable, [*entry["flags"], EXECUTABLE_MODE], entry)
    else:
        assert result.executable is None


def _check_fails(path, flags: list[str], entry: dict) -> None:
    kind, compiler_output = _compile(path, flags)
    assert entry["signature"] in compiler_output
    assert kind == entry["kind"]


def _check_size(path, entry: dict) -> None:
    """No bigger than the hand-made reproducer, and no more dynamic dims."""
    reference = parse((CASES / entry["case"] / "min.mlir").read_text())
    reduced = path.read_text()
    assert parse(reduced).num_ops <= reference.num_ops
    assert shape_cost(reduced)[0] <= shape_cost(reference.print())[0]


@pytest.mark.parametrize("sample", ["llama_fptosi_bf16_i1.mlir", "llama_divsi_i128.mlir"])
def test_a_failure_that_names_its_dispatch_isolates_it_in_one_compile_of_the_program(
        sample_cases: list[dict], tmp_path, sample: str) -> None:
    """The fptosi crash names no dumped file, only the dispatch function it crashed in
    (`@"main$async_dispatch_86_elementwise_..."`); the divsi link error cites a line of the
    dumped file of the kernel with the undefined symbol, and prints the variant op with every
    executable's export in it. Either is enough to try that executable first, right after the
    first (dumping) compile of the program, and only it."""
    entry = next(c for c in sample_cases if c["file"] == sample)
    judge = Oracle(OracleSpec(Signature.parse(entry["signature"]), entry["flags"]))
    folder = tmp_path / "dump"
    folder.mkdir()
    first = judge.calibrate_first_run((SAMPLES / entry["file"]).read_text(), [dump_flag(str(folder))])
    dumped = sorted(p.name for p in folder.iterdir())
    assert len(dumped) > 10
    isolated = isolate(judge, str(folder), first.output, named_only=True)
    assert isolated is not None and "dispatch_86" in isolated.name
    assert judge.stats.runs == 2  # the program once, the named executable once
    assert isolate(judge, str(folder), "no names here", named_only=True) is None


def test_a_crash_in_a_whole_program_is_cut_to_its_dispatch_ops(sample_cases: list[dict],
                                                               tmp_path) -> None:
    """The fptosi crash, reduced as a whole program (`isolate_dispatch=False`), names no op of
    the input; one compile dumping the executables with their source locations and the
    executable that fails alone do: the program is cut to the slice of that dispatch's ops
    before any phase search, in a handful of compiles."""
    entry = next(c for c in sample_cases if c["file"] == "llama_fptosi_bf16_i1.mlir")
    output = tmp_path / "reduced.mlir"
    result = reducer.reduce(SAMPLES / entry["file"], entry["signature"], flags=entry["flags"],
                            isolate_dispatch=False, strategies=["failing-op-slice"],
                            output=str(output))
    assert result.input_ops >= 1500 and result.executable is None
    assert result.output_ops < 150  # the dispatch's slice, and what calls its function
    # the first run, the dump, the named executable, the slice's depths; then the slice's own
    # phase search, stability runs and final checks
    assert result.oracle_calls <= 20, result.oracle_calls
    _check_fails(output, entry["flags"], entry)
