"""How many compiles result rerouting needs to isolate a failure deep inside one function.

Builds a function of N elementwise ops, then the failing batch_matmul of the shared
bmm_rank4_verifier case, then N/5 more ops that use its result, and reduces it with result
rerouting and result removal alone. Prints the function's size, the failing op's position,
the compiles spent, the bound 2*log2(n)+5, and the ops left.

    python benchmarks/deep_failure.py [N]      (default N = 5000)
"""
from __future__ import annotations

import math
import sys
import time
from pathlib import Path

import reducer
from reducer.strategies import ResultRemoval, ResultRerouting

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout's samples/

from samples.deep_program import FLAGS, SIGNATURE, program  # noqa: E402


def main(before: int) -> None:
    text = program(before)
    start = time.monotonic()
    result = reducer.reduce(text, SIGNATURE, flags=FLAGS,
                            strategies=[ResultRerouting(), ResultRemoval()])
    seconds = time.monotonic() - start
    n = result.input_ops
    rerouting = result.strategies["result-rerouting"]["tried"]
    removal = result.strategies["result-removal"]["tried"]
    isolation = rerouting + removal
    bound = 2 * math.log2(n) + 5
    print(f"ops in the function: {n}; failing op after {before + 3} ops")
    print(f"compiles to isolate it: {isolation} (rerouting {rerouting}, result removal "
          f"{removal}); bound 2*log2(n)+5 = {bound:.1f}: "
          f"{'within' if isolation <= bound else 'OVER'}")
    print(f"all compiles, with calibration and final checks: {result.oracle_calls}")
    print(f"ops left: {result.output_ops}; seconds: {seconds:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
