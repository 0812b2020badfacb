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

import reducer
from reducer.strategies import ResultRemoval, ResultRerouting

SIGNATURE = ("'linalg.batch_matmul' op expected operand #0 rank (4) to match the result rank "
             "of indexing_map (3)")
FLAGS = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]
T, A, B, R = ("tensor<64x64xf32>", "tensor<2x4x64x32xf16>", "tensor<2x32x128xf16>",
              "tensor<2x64x128xf32>")
MAPS = ("[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> "
        "(d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]")


def chain(prefix: str, start: str, count: int, operand: str, type_: str) -> list[str]:
    ops, previous = [], start
    for i in range(count):
        op = ("arith.addf", "arith.mulf", "arith.subf")[i % 3]
        ops.append(f"  %{prefix}{i} = {op} {previous}, {operand} : {type_}")
        previous = f"%{prefix}{i}"
    return ops


def program(before: int) -> str:
    after = before // 5
    lines = [f"func.func @main(%x: {T}, %a: {A}, %b: {B}) -> ({T}, {R}) {{"]
    lines += chain("p", "%x", before, "%x", T)
    lines += [
        "  %z = arith.constant 0.0 : f32",
        f"  %e = tensor.empty() : {R}",
        f"  %f = linalg.fill ins(%z : f32) outs(%e : {R}) -> {R}",
        f"  %r = linalg.batch_matmul indexing_maps = {MAPS} ins(%a, %b : {A}, {B}) "
        f"outs(%f : {R}) -> {R}",
    ]
    lines += chain("q", "%r", after, "%r", R)
    lines += [f"  return %p{before - 1}, %q{after - 1} : {T}, {R}", "}"]
    return "\n".join(lines) + "\n"


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
