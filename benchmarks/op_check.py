"""Reduce the MoE sample (samples/llama_moe_topk.torch.mlir) with the op check.

The op check finds the router topk whose indices differ in the program from the topk alone;
the engine (default strategies) then keeps candidates in which a topk still does. Prints ops
before and after, compiles and runs, seconds, the check's finding on the result, and an
independent check: a fresh run of the result, instrumented to return each topk's input and
indices, against numpy's top-k of that input.

    python benchmarks/op_check.py [--jobs N] [--out FILE]
"""
from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from reducer.engine import Engine, Problem
from reducer.execution import Runner, read_module
from reducer.ir import Module, parse
from reducer.ir.measure import measure
from reducer.op_check import OpCheck, instrument
from reducer.tools import find_tool
from strategies import default_strategies

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = "llama_moe_topk.torch.mlir"


def reduce_with_op_check(text: str, flags: list[str], jobs: int) -> tuple[Module, Module, OpCheck]:
    """The engine with the default strategies, judged by an op check calibrated on `text`
    (the set-up of reducer.api.reduce_wrong_result). Returns the input, the result, the check."""
    iree_opt = find_tool("iree-opt")
    module = parse(text, iree_opt=iree_opt, keep_locations=True)
    check = OpCheck(flags, iree_opt=iree_opt)
    print(f"calibration: {check.calibrate(module.print())}", flush=True)
    problem = Problem(module, render=lambda m: m.print(), size=lambda m: measure(m, m.print()),
                      is_interesting=check, cancel=check.cancel)
    return module, Engine(problem, default_strategies(iree_opt), jobs=jobs).run(), check


def topk_rows_wrong(text: str, flags: list[str]) -> list[str]:
    """For each topk of `text`: how many rows of its indices differ from numpy's top-k of its
    input, in a fresh run (own runner, no cache)."""
    module = read_module(text)
    topks = [op for op in module.walk() if op.name in ("torch.aten.topk", "iree_linalg_ext.topk")]
    program, slots = instrument(module, topks)
    done = Runner(flags).run(program)
    if not done.ok:
        return [f"does not run: {done.describe()}"]
    rows = []
    for s in slots:
        x, indices = done.outputs[s.operands[0]], done.outputs[s.results[1]]
        want = np.argsort(-x, axis=-1, kind="stable")[..., :indices.shape[-1]]
        rows.append(f"{int((indices != want).any(axis=-1).sum())} of {len(indices)} rows wrong")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, help="write the reduced program here")
    args = parser.parse_args()
    entries = json.loads((ROOT / "samples" / "wrong_results.json").read_text())
    flags = next(e["flags"] for e in entries if e["file"] == SAMPLE)
    text = (ROOT / "samples" / SAMPLE).read_text()
    start = time.monotonic()
    original, best, check = reduce_with_op_check(text, flags, args.jobs)
    seconds = time.monotonic() - start
    result = best.print()
    if args.out:
        args.out.write_text(result)
    stats = check.runner.stats
    print(f"ops: {original.num_ops} -> {best.num_ops}; compiles {stats.compiles}, runs "
          f"{stats.runs}, cache hits {stats.cache_hits}; {seconds:.0f} s")
    print(f"op check on the result: {check.report(result)}")
    print(f"fresh run vs numpy, per topk: {'; '.join(topk_rows_wrong(result, flags))}")
    print(result)


if __name__ == "__main__":
    main()
