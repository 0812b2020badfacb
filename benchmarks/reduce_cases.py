"""Reduce every failing sample (samples/cases.json) and compare with the shared min.mlir.

Prints one row per sample: input ops, output ops, the hand-made min.mlir's ops (generic form,
nested ops included), compiles, cache hits, phase, seconds, and whether the result still fails
with the same signature and kind when compiled again independently.

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
    print(f"{'sample':32} {'in':>6} {'out':>5} {'min':>5} {'compiles':>8} {'hits':>5} "
          f"{'phase':>20} {'seconds':>8}  still fails")
    for entry in entries:
        if names and entry["file"] not in names:
            continue
        min_path = CASES / entry["case"] / "min.mlir"
        min_ops = parse(min_path.read_text()).num_ops if min_path.exists() else -1
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "reduced.mlir"
            result = reducer.reduce(ROOT / "samples" / entry["file"], entry["signature"],
                                    flags=entry["flags"], output=str(out))
            ok = still_fails(out, entry["flags"], entry["signature"], entry["kind"])
        print(f"{entry['file']:32} {result.input_ops:>6} {result.output_ops:>5} {min_ops:>5} "
              f"{result.oracle_calls:>8} {result.cache_hits:>5} {str(result.phase):>20} "
              f"{result.seconds:>8.1f}  {'yes' if ok else 'NO'}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
