"""A program with a failure deep inside one function: N elementwise ops, then the failing
batch_matmul of the bmm_rank4_verifier case, then N/5 more ops that use its result."""
from __future__ import annotations

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
