"""Reduce the MoE sample (samples/llama_moe_topk.torch.mlir) with the op check.

The op check finds the router topk whose indices differ in the program from the topk alone;
the reduction (`reduce --oracle wrong-result --check op`, through the Python API) then keeps
candidates in which a topk still does. Prints ops
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

import reducer
from reducer.execution import Runner, read_module
from reducer.wrong_result.op import instrument

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = "llama_moe_topk.torch.mlir"


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
    start = time.monotonic()
    found = reducer.reduce_wrong_result(ROOT / "samples" / SAMPLE, "op", flags=flags,
                                        jobs=args.jobs, output=str(args.out) if args.out
                                        else None)
    seconds = time.monotonic() - start
    print(f"ops: {found.input_ops} -> {found.output_ops}; compiles {found.oracle_calls}, "
          f"cache hits {found.cache_hits}; {seconds:.0f} s")
    print(f"op check on the result: {found.signature}")
    print(f"fresh run vs numpy, per topk: {'; '.join(topk_rows_wrong(found.text, flags))}")
    print(found.text)


if __name__ == "__main__":
    main()
