"""End to end with the real iree-compile: model-sized failing samples shrink to a few ops.

Each result must be no bigger than the case's hand-made min.mlir (ops in generic form, nested
ones included) and have no more dynamic dims. Each result is compiled again independently (full flags, no phase cut-off) and must still fail
with the same signature and the same kind. The other samples are reduced by
`benchmarks/reduce_cases.py`, which keeps the suite's time in bounds.
"""
from __future__ import annotations

import subprocess

import pytest

import reducer
from reducer.ir import parse
from reducer.ir.measure import shape_cost
from reducer.signature import classify
from reducer.tools import find_tool

from conftest import CASES, SAMPLES

REDUCED_IN_TESTS = ["llama_bmm_rank4.mlir", "llama_i4_matmul_trunc.mlir",
                    "llama_fptosi_bf16_i1.mlir"]


def _compile(path, flags: list[str]) -> tuple[str, str]:
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=600)
    output = done.stdout + done.stderr
    return classify(done.returncode, output).value, output


@pytest.mark.parametrize("name", REDUCED_IN_TESTS)
def test_sample_reduces_and_still_fails(name: str, sample_cases: list[dict], tmp_path) -> None:
    entry = next(c for c in sample_cases if c["file"] == name)
    source = SAMPLES / name
    before = source.read_bytes()
    output = tmp_path / "reduced.mlir"
    result = reducer.reduce(source, entry["signature"], flags=entry["flags"],
                            output=str(output))
    assert source.read_bytes() == before  # the input is never modified
    assert result.input_ops >= 1500
    reference = parse((CASES / entry["case"] / "min.mlir").read_text())
    assert result.output_ops <= reference.num_ops  # no bigger than the hand-made reproducer
    assert shape_cost(output.read_text())[0] <= shape_cost(reference.print())[0]  # dynamic dims
    assert result.kind == entry["kind"]
    assert parse(output.read_text()).num_ops == result.output_ops
    kind, compiler_output = _compile(output, entry["flags"])
    assert entry["signature"] in compiler_output
    assert kind == entry["kind"]
