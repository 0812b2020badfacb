"""Reduce the wrong-result samples (samples/wrong_results.json) with their check.

Prints one row per sample and job count: input ops, ops left, compiles, cache hits, seconds,
the ratio of that time to one compile-and-run of the original, and an independent check of the
result: a fresh oracle (own runner, own cache) must still find the output that differs, which
it prints. For the topk sample, numpy's answer says which indices are wrong.

    python benchmarks/wrong_result.py [--jobs N ...] [NAME ...]
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checkout's reducer, whichever is installed
from reducer.api import reduce_wrong_result  # noqa: E402
from reducer.options import Options, WrongResult  # noqa: E402
from reducer.oracle.oracle import OracleError  # noqa: E402
from reducer.processes.tools import find_tool  # noqa: E402
from reducer.runtime.execution import Runner  # noqa: E402
from reducer.wrong_result import make_check  # noqa: E402


def run_seconds(text: str, flags: list[str]) -> float:
    start = time.monotonic()
    Runner(flags).run(text)
    return time.monotonic() - start


def independent_check(text: str, entry: dict) -> str:
    """What a fresh oracle finds wrong in `text`, or why it finds nothing."""
    oracle = make_check(WrongResult(entry["check"], rtol=0.0, atol=0.0),
                        Options(flags=tuple(entry["flags"]), timeout=600.0), find_tool("iree-opt"))
    try:
        return str(oracle.calibrate(text))
    except OracleError as e:
        return f"NOT WRONG: {e}"


def topk_rows_wrong(text: str, flags: list[str]) -> str:
    """For topk outputs: rows of each output that differ from numpy's top-2 indices."""
    runner = Runner(flags)
    done, inputs = runner.run(text), runner.inputs(text)
    if not done.ok or len(done.outputs) != len(inputs):
        return "-"
    wrong = [int((got != np.argsort(-x, axis=-1, kind="stable")[:, :2]).any(axis=1).sum())
             for got, x in zip(done.outputs, inputs)]
    return "/".join(map(str, wrong))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("--jobs", type=int, action="append", help="default: 1 and 2")
    args = parser.parse_args()
    entries = json.loads((ROOT / "samples" / "wrong_results.json").read_text())
    print(f"{'sample':28} {'-j':>2} {'in':>5} {'out':>4} {'compiles':>8} {'hits':>5} "
          f"{'seconds':>7} {'x run':>6}  independent check")
    for entry in entries:
        if args.names and entry["file"] not in args.names:
            continue
        source = ROOT / "samples" / entry["file"]
        one_run = run_seconds(source.read_text(), entry["flags"])
        for jobs in args.jobs or [1, 2]:
            with tempfile.TemporaryDirectory() as tmp:
                result = reduce_wrong_result(source, entry["check"], flags=entry["flags"],
                                             output=str(Path(tmp) / "out.mlir"), jobs=jobs)
            check = independent_check(result.text, entry)
            if entry["case"].startswith("topk"):
                rows = topk_rows_wrong(result.text, entry["flags"])
                check += f"; rows wrong per output vs numpy: {rows}"
            print(f"{entry['file']:28} {jobs:>2} {result.input_ops:>5} {result.output_ops:>4} "
                  f"{result.oracle_calls:>8} {result.cache_hits:>5} {result.seconds:>7.1f} "
                  f"{result.seconds / one_run:>6.1f}  {check}", flush=True)
    print("x run: reduction time / one compile-and-run of the original")


if __name__ == "__main__":
    main()
