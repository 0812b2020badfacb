"""Reduce every failing sample (samples/cases.json) and compare with the shared min.mlir.

Prints one row per sample: input ops, ops of the reduced program, the hand-made min.mlir's ops
(generic form, nested ops included), dynamic dims left, ops of the reduced executable (codegen
failures are isolated to one executable, which is reduced too), compiles, cache hits, phase,
seconds, and whether the results still fail with the same signature and kind when compiled
again independently.

    python benchmarks/reduce_cases.py [NAME ...]
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import reducer
from reducer.ir import parse
from reducer.ir.measure import shape_cost
from reducer.signature import classify
from reducer.tools import find_tool

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT.parent / "shared" / "cases"


def still_fails(path: Path, flags: list[str], signature: str, kind: str) -> bool:
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=600)
    output = done.stdout + done.stderr
    return signature in output and classify(done.returncode, output).value == kind


def main(names: list[str]) -> None:
    entries = json.loads((ROOT / "samples" / "cases.json").read_text())
    print(f"{'sample':30} {'in':>5} {'program':>7} {'min':>4} {'dyn':>3} {'exe':>4} "
          f"{'compiles':>8} {'hits':>5} {'phase':>25} {'seconds':>7}  still fails")
    for entry in entries:
        if names and entry["file"] not in names:
            continue
        min_ops = parse((CASES / entry["case"] / "min.mlir").read_text()).num_ops
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "reduced.mlir"
            source = ROOT / "samples" / entry["file"]
            result = reducer.reduce(source, entry["signature"], flags=entry["flags"],
                                    output=str(out), keep_program=True)
            program = Path(tmp) / "reduced.program.mlir"
            program = program if program.exists() else out
            ok = (still_fails(out, result.flags, entry["signature"], entry["kind"])
                  and still_fails(program, entry["flags"], entry["signature"], entry["kind"]))
            program_text = program.read_text()
        executable = result.output_ops if result.executable else "-"
        print(f"{entry['file']:30} {parse(source.read_text()).num_ops:>5} "
              f"{parse(program_text).num_ops:>7} {min_ops:>4} {shape_cost(program_text)[0]:>3} "
              f"{executable:>4} {result.oracle_calls:>8} "
              f"{result.cache_hits:>5} {(result.program or result.report())['phase']!s:>25} "
              f"{result.seconds:>7.1f}  "
              f"{'yes' if ok else 'NO'}", flush=True)
    print("program: ops of the reduced whole program; min: the case's min.mlir; dyn: dynamic "
          "dims left in it; exe: ops of the reduced executable when the failure is in codegen; "
          "compiles: both reductions")


if __name__ == "__main__":
    main(sys.argv[1:])
