"""Small MoE routers at torch level, written as text (no torch needed): wrong-value models
for the op check beside the MoE samples (`benchmarks/op_check.py`, tests).

`routers(layers, tokens)`: `layers` routers (linear, softmax, `topk` k=2, `one_hot`) over
one hidden state, their expert counts summed into the one output. With a dynamic token
count (`tokens="?"`) iree-compile 3.13 starts every router's sort from one shared iota,
sorted in place, and from the second router on the indices are wrong (the bug of
`topk_pair_wrong_indices`); with a static one it computes them right. `scatter`: the first
router's top 2 are also scattered into zeros (`zeros_like`, `scatter.src`) and returned: a
scatter iree-compile 3.13 computes right as the program runs, and wrong once its destination
is returned too (see `routed`), a second wrong value that explains none of the outputs.

`routed(returns_destination)`: a router's top 2 scattered into the zeros of a dynamic
token count (`zeros_like`, `scatter.src`), beside a second router. iree-compile 3.13 hands
back the scatter's result and its destination swapped when both are returned: a bug that
exists only where the destination is returned too, as a check that returns an op's
operands to watch it does.
"""
from __future__ import annotations

V = "!torch.vtensor"
TOPK = "!torch.int, !torch.int, !torch.bool, !torch.bool"
CONSTANTS = """  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int6 = torch.constant.int 6
  %int8 = torch.constant.int 8
  %int-1 = torch.constant.int -1
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none"""


def routers(layers: int, tokens: str = "?", scatter: bool = False) -> str:
    h, w, p = f"{V}<[{tokens},64],f32>", f"{V}<[8,64],f32>", f"{V}<[{tokens},8],f32>"
    idx, val = f"{V}<[{tokens},2],si64>", f"{V}<[{tokens},2],f32>"
    hot, f32 = f"{V}<[{tokens},2,8],si64>", f"{V}<[{tokens},2,8],f32>"
    args = ", ".join([f"%h: {h}"] + [f"%g{i}: {w}" for i in range(layers)])
    lines = [CONSTANTS, "  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> "
                        "!torch.list<int>"]
    total = "%s0"
    for i in range(layers):
        lines += [
            f"  %l{i} = torch.aten.linear %h, %g{i}, %none : {h}, {w}, !torch.none -> {p}",
            f"  %p{i} = torch.aten.softmax.int %l{i}, %int-1, %none : {p}, !torch.int, "
            f"!torch.none -> {p}",
            f"  %v{i}, %e{i} = torch.aten.topk %p{i}, %int2, %int-1, %true, %true : {p}, "
            f"{TOPK} -> {val}, {idx}",
        ]
        if scatter and not i:  # the first router's top 2 scattered into zeros, returned too
            lines += [f"  %z = torch.aten.zeros_like %p0, %none, %none, %none, %false, %none : "
                      f"{p}, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none "
                      f"-> {p}",
                      f"  %w = torch.aten.scatter.src %z, %int1, %e0, %v0 : {p}, !torch.int, "
                      f"{idx}, {val} -> {p}"]
        lines += [
            f"  %o{i} = torch.aten.one_hot %e{i}, %int8 : {idx}, !torch.int -> {hot}",
            f"  %f{i} = torch.prims.convert_element_type %o{i}, %int6 : {hot}, !torch.int "
            f"-> {f32}",
            f"  %s{i} = torch.aten.sum.dim_IntList %f{i}, %dims, %false, %none : {f32}, "
            f"!torch.list<int>, !torch.bool, !torch.none -> {p}",
        ]
        if i:
            lines.append(f"  %a{i} = torch.aten.add.Tensor {total}, %s{i}, %int1 : {p}, {p}, "
                         f"!torch.int -> {p}")
            total = f"%a{i}"
    results = f"({p}, {p})" if scatter else p
    lines.append(f"  return {total}, %w : {p}, {p}" if scatter else f"  return {total} : {p}")
    return f"func.func @main({args}) -> {results} {{\n" + "\n".join(lines) + "\n}\n"


def routed(returns_destination: bool) -> str:
    t, d, two, dyn = f"{V}<[6,8],f32>", f"{V}<[?,8],f32>", f"{V}<[6,2],si64>", f"{V}<[?,2]"
    topk = f"{TOPK} -> {V}<[6,2],f32>, {two}"
    last = (f"return %w, %z : {d}, {d}" if returns_destination else
            f"%v1, %i1 = torch.aten.topk %y, %int2, %int-1, %true, %true : {t}, {topk}\n"
            f"  return %w, %i1 : {d}, {two}")
    results = f"{d}, {d}" if returns_destination else f"{d}, {two}"
    return f"""func.func @main(%x: {t}, %y: {t}, %d: {d}) -> ({results}) {{
{CONSTANTS}
  %v0, %i0 = torch.aten.topk %x, %int2, %int-1, %true, %true : {t}, {topk}
  %vd = torch.tensor_static_info_cast %v0 : {V}<[6,2],f32> to {dyn},f32>
  %id = torch.tensor_static_info_cast %i0 : {two} to {dyn},si64>
  %z = torch.aten.zeros_like %d, %none, %none, %none, %false, %none : {d}, !torch.none,
      !torch.none, !torch.none, !torch.bool, !torch.none -> {d}
  %w = torch.aten.scatter.src %z, %int1, %id, %vd : {d}, !torch.int, {dyn},si64>, {dyn},f32>
      -> {d}
  {last}
}}"""
