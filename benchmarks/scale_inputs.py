"""Generate model-sized inputs for measuring the reducer at scale.

Users send whole exports: decoders of a hundred layers and more, or exports with tens of MB of
weights inline as `dense_resource` blobs. This script writes such programs, at IREE input level
(func, linalg, tensor, arith, util.global), as MLIR text:

- `decoder_deep.mlir`: a Llama-style decoder (RMSNorm, rotary embeddings, grouped-query
  attention written out as matmuls and a softmax, SwiGLU MLP) of 142 layers, about 30,500 ops
  in generic form, with a dynamic sequence length; weights are external parameters
  (`#flow.parameter.named`), so the file stays small;
- `weights_inline.mlir`: a wider decoder of 28 layers, about 6,100 ops, whose 86 MB of weights
  (f32; 171 MB of hex text) are inline: `util.global`s initialised from `dense_resource` blobs
  in the file's `dialect_resources` section (seeded random values);
- for each, `NAME_bmm_rank4.mlir` (a `linalg.batch_matmul` with a rank-4 operand: fails the
  verifier at the input), `NAME_i4_matmul_trunc.mlir` (an i4 matmul fused with a trunc to i4:
  fails in gfx942 codegen) and `NAME_vk_attention.mlir` (an `iree_linalg_ext.attention`: its
  fused dispatch fails in vulkan's SPIR-V codegen, rdna3). The failing ops sit after two thirds
  of the layers and their inputs are cut out of the model's residual stream, so the failure is in
  the middle of the graph; their results are returned as extra results;
- `weights_deep_vk_attention.mlir`: the wider decoder with 32 layers (98 MB inline) and the
  `vk_attention` case alone: a whole program with weights, failing in codegen, for
  `--no-isolate`;
- `attention_export.mlir`: the wider decoder with inline weights, its attention one
  `iree_linalg_ext.attention` per layer and its entry point in the form of IREE's ABI (an async
  function of buffer views and fences, and its synchronous stub), as an export that users send:
  every layer's attention dispatch fails in vulkan's SPIR-V codegen (rdna3);
  `attention_export_deep.mlir` is the same with 32 layers (98 MB inline).

`manifest.json` records, per file, what `samples/cases.json` records for the samples: flags,
signature, kind, phase, ops (generic form, as `reducer.ir.parse(text).num_ops` counts them),
plus bytes and where the failing op is (its index in program order over all ops); base files
have the gfx942 flags, no signature and kind "ok".
The same command writes byte-identical files. Unless `--no-verify`, every file is then compiled
once with the real compiler (base files for llvm-cpu and gfx942) and a table is printed: file,
ops, MB, seconds of one compile, and whether it fails (or compiles) as expected.

    python benchmarks/scale_inputs.py [OUT_DIR] [--no-verify] [--models NAME ...]
                                                            (default OUT_DIR: build/scale)
"""
from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the reducer of this checkout, installed or not

from reducer.ir import Op, parse
from reducer.oracle.signature import classify
from reducer.processes.tools import find_tool

CPU_FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
             "--iree-llvmcpu-target-cpu=generic"]
GFX942_FLAGS = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]
VULKAN_FLAGS = ["--iree-hal-target-device=vulkan", "--iree-vulkan-target=rdna3"]
VK_ATTENTION_SIGNATURE = ("'iree_linalg_ext.online_attention' op result #0 must be variadic of "
                          "ranked tensor")
SEED = 20


@dataclass(frozen=True)
class Model:
    """A decoder's sizes; its weights are parameters, or inline resource blobs."""

    name: str
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    intermediate: int
    vocab: int
    inline_weights: bool
    head_dim: int = 32
    # The attention as one `iree_linalg_ext.attention` per layer (as a torch export's
    # scaled_dot_product_attention is), and the entry point as IREE's ABI wraps it (an async
    # function of buffer views and fences, and its synchronous stub): an export as users send.
    fused_attention: bool = False
    # The suffixes of the cases written (None: the model alone and every case).
    cases: tuple[str, ...] | None = None

    @property
    def embed_at(self) -> int:
        """The layer after which a failing case goes: beyond 60% of the program's ops."""
        return math.ceil(self.layers * 2 / 3)


MODELS = [
    Model("decoder_deep", layers=142, hidden=128, heads=4, kv_heads=2, intermediate=352,
          vocab=512, inline_weights=False),
    Model("weights_inline", layers=28, hidden=256, heads=8, kv_heads=4, intermediate=688,
          vocab=2048, inline_weights=True),
    Model("weights_deep", layers=32, hidden=256, heads=8, kv_heads=4, intermediate=688,
          vocab=2048, inline_weights=True, cases=("vk_attention",)),
    Model("attention_export", layers=28, hidden=256, heads=8, kv_heads=4, intermediate=688,
          vocab=2048, inline_weights=True, fused_attention=True),
    Model("attention_export_deep", layers=32, hidden=256, heads=8, kv_heads=4,
          intermediate=688, vocab=2048, inline_weights=True, fused_attention=True),
]


ATTENTION_MAPS = ("[affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, "
                  "d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, "
                  "affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> "
                  "(d0, d1, d2)>]")


# ---------------------------------------------------------------------------
# Writing MLIR text
# ---------------------------------------------------------------------------


def tensor(*dims: int | str, elt: str = "f32") -> str:
    return "tensor<" + "".join(f"{d}x" for d in dims) + elt + ">"


def amap(rank: int, results: str) -> str:
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({results})>"


def ident(rank: int) -> str:
    return amap(rank, ", ".join(f"d{i}" for i in range(rank)))


def elt_of(type_: str) -> str:
    return type_[:-1].rsplit("x", 1)[1]


MATMUL_T = ("[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, "
            "affine_map<(d0, d1, d2) -> (d0, d1)>]")
BMM_T = ("[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> "
         "(d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]")


class Writer:
    """The lines of a function body; helpers emit one op (or a few) and return the value."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def op(self, line: str) -> None:
        self.lines.append("    " + line)

    def empty(self, name: str, type_: str, dynamic: Sequence[str] = ()) -> str:
        self.op(f"%{name} = tensor.empty({', '.join(dynamic)}) : {type_}")
        return f"%{name}"

    def fill(self, name: str, value: str, type_: str, dynamic: Sequence[str] = ()) -> str:
        init = self.empty(f"{name}_e", type_, dynamic)
        elt = elt_of(type_)
        self.op(f"%{name} = linalg.fill ins({value} : {elt}) outs({init} : {type_}) -> {type_}")
        return f"%{name}"

    def generic(self, name: str, ins: list[tuple[str, str, str]], out_type: str,
                out_map: str, iterators: list[str], body: list[str], init: str | None = None,
                dynamic: Sequence[str] = ()) -> str:
        """A linalg.generic; ins are (value, type, map); the body's block arguments are %in0,
        %in1, ... and %out, its values %b0, %b1, ...; the last one is yielded."""
        init = init or self.empty(f"{name}_e", out_type, dynamic)
        maps = ", ".join([m for _, _, m in ins] + [out_map])
        iters = ", ".join(f'"{i}"' for i in iterators)
        values = ", ".join(v for v, _, _ in ins)
        types = ", ".join(t for _, t, _ in ins)
        args = ", ".join([f"%in{i}: {elt_of(t)}" for i, (_, t, _) in enumerate(ins)]
                         + [f"%out: {elt_of(out_type)}"])
        self.op(f"%{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
                f"[{iters}]}} ins({values} : {types}) outs({init} : {out_type}) {{")
        self.lines.append(f"    ^bb0({args}):")
        for i, line in enumerate(body):
            self.lines.append(f"      %b{i} = {line}")
        self.lines.append(f"      linalg.yield %b{len(body) - 1} : {elt_of(out_type)}")
        self.lines.append(f"    }} -> {out_type}")
        return f"%{name}"

    def elementwise(self, name: str, ins: list[tuple[str, str]], out_type: str,
                    body: list[str], dynamic: Sequence[str] = (), maps: list[str] | None = None
                    ) -> str:
        """A parallel linalg.generic over out_type's shape; inputs use the identity map
        unless `maps` says otherwise."""
        rank = out_type.count("x")
        maps = maps or [ident(rank)] * len(ins)
        return self.generic(name, [(v, t, m) for (v, t), m in zip(ins, maps)], out_type,
                            ident(rank), ["parallel"] * rank, body, dynamic=dynamic)


# ---------------------------------------------------------------------------
# The decoder
# ---------------------------------------------------------------------------


def weight_shapes(m: Model) -> list[tuple[str, tuple[int, ...]]]:
    """Every weight, in the order of the globals: (name, shape); matmul weights are
    (out, in), as torch stores them."""
    d = m.head_dim
    shapes: list[tuple[str, tuple[int, ...]]] = [("embed_tokens", (m.vocab, m.hidden))]
    for i in range(m.layers):
        p = f"layers.{i}."
        shapes += [(p + "input_norm", (m.hidden,)), (p + "q_proj", (m.heads * d, m.hidden)),
                   (p + "k_proj", (m.kv_heads * d, m.hidden)),
                   (p + "v_proj", (m.kv_heads * d, m.hidden)),
                   (p + "o_proj", (m.hidden, m.heads * d)), (p + "post_norm", (m.hidden,)),
                   (p + "gate_proj", (m.intermediate, m.hidden)),
                   (p + "up_proj", (m.intermediate, m.hidden)),
                   (p + "down_proj", (m.hidden, m.intermediate))]
    return shapes + [("norm", (m.hidden,)), ("lm_head", (m.vocab, m.hidden))]


def globals_text(m: Model) -> list[str]:
    lines = []
    for name, shape in weight_shapes(m):
        init = (f"dense_resource<{name}>" if m.inline_weights
                else f'#flow.parameter.named<"model"::"{name}">')
        lines.append(f"  util.global private @{name} = {init} : {tensor(*shape)}")
    return lines


def resources_text(m: Model) -> str:
    """The dialect_resources section: one hex blob per weight (4-byte alignment header, then
    little-endian f32 data); norm weights are ones, the others seeded normal * 0.02."""
    rng = np.random.default_rng(SEED)
    blobs = []
    for name, shape in weight_shapes(m):
        if len(shape) == 1:
            data = np.ones(shape, dtype="<f4")
        else:
            data = (rng.standard_normal(shape, dtype=np.float32) * 0.02).astype("<f4")
        blobs.append(f'      {name}: "0x04000000{data.tobytes().hex()}"')
    return "{-#\n  dialect_resources: {\n    builtin: {\n" + ",\n".join(blobs) + \
        "\n    }\n  }\n#-}\n"


def load(w: Writer, m: Model, name: str) -> str:
    shape = dict(weight_shapes(m))[name]
    value = "%w_" + name.replace(".", "_")
    w.op(f"{value} = util.global.load @{name} : {tensor(*shape)}")
    return value


def linear(w: Writer, m: Model, name: str, x: str, in_dim: int, weight: str) -> tuple[str, int]:
    """x (S x in_dim) times the transpose of `weight` (out x in_dim)."""
    wv = load(w, m, weight)
    out_dim = dict(weight_shapes(m))[weight][0]
    init = w.fill(f"{name}_f", "%zero", tensor("?", out_dim), ["%S"])
    w.op(f"%{name} = linalg.matmul indexing_maps = {MATMUL_T} ins({x}, {wv} : "
         f"{tensor('?', in_dim)}, {tensor(out_dim, in_dim)}) outs({init} : "
         f"{tensor('?', out_dim)}) -> {tensor('?', out_dim)}")
    return f"%{name}", out_dim


def rms_norm(w: Writer, m: Model, name: str, x: str, weight: str) -> str:
    h = m.hidden
    wv = load(w, m, weight)
    sums = w.fill(f"{name}_sf", "%zero", tensor("?"), ["%S"])
    ss = w.generic(f"{name}_ss", [(x, tensor("?", h), ident(2))], tensor("?"), amap(2, "d0"),
                   ["parallel", "reduction"], ["arith.mulf %in0, %in0 : f32",
                                               "arith.addf %b0, %out : f32"], init=sums)
    rs = w.elementwise(f"{name}_rs", [(ss, tensor("?"))], tensor("?"),
                       ["arith.divf %in0, %hidden_f : f32", "arith.addf %b0, %eps : f32",
                        "math.rsqrt %b1 : f32"], ["%S"])
    return w.elementwise(name, [(x, tensor("?", h)), (rs, tensor("?")), (wv, tensor(h))],
                         tensor("?", h), ["arith.mulf %in0, %in1 : f32",
                                          "arith.mulf %b0, %in2 : f32"], ["%S"],
                         maps=[ident(2), amap(2, "d0"), amap(2, "d1")])


def rope(w: Writer, name: str, x: str, heads: int, d: int) -> str:
    """x * cos + rotate_half(x) * sin on S x heads x d; rotate_half(x) = [-x2, x1]."""
    t3, half = tensor("?", heads, d), tensor("?", heads, d // 2)
    w.op(f"%{name}_x1 = tensor.extract_slice {x}[0, 0, 0] [%S, {heads}, {d // 2}] [1, 1, 1] : "
         f"{t3} to {half}")
    w.op(f"%{name}_x2 = tensor.extract_slice {x}[0, 0, {d // 2}] [%S, {heads}, {d // 2}] "
         f"[1, 1, 1] : {t3} to {half}")
    neg = w.elementwise(f"{name}_neg", [(f"%{name}_x2", half)], half,
                        ["arith.negf %in0 : f32"], ["%S"])
    w.op(f"%{name}_rot = tensor.concat dim(2) {neg}, %{name}_x1 : ({half}, {half}) -> {t3}")
    return w.elementwise(name, [(x, t3), (f"%{name}_rot", t3), ("%cos", tensor("?", d)),
                                ("%sin", tensor("?", d))], t3,
                         ["arith.mulf %in0, %in2 : f32", "arith.mulf %in1, %in3 : f32",
                          "arith.addf %b0, %b1 : f32"], ["%S"],
                         maps=[ident(3), ident(3), amap(3, "d0, d2"), amap(3, "d0, d2")])


def heads_first(w: Writer, name: str, x: str, heads: int, d: int) -> str:
    init = w.empty(f"{name}_e", tensor(heads, "?", d), ["%S"])
    w.op(f"%{name} = linalg.transpose ins({x} : {tensor('?', heads, d)}) outs({init} : "
         f"{tensor(heads, '?', d)}) permutation = [1, 0, 2]")
    return f"%{name}"


def repeat_kv(w: Writer, m: Model, name: str, x: str) -> str:
    """S x kv_heads x d -> S x heads x d: each kv head serves heads // kv_heads query heads."""
    g, d = m.heads // m.kv_heads, m.head_dim
    rep = w.elementwise(f"{name}_rep", [(x, tensor("?", m.kv_heads, d))],
                        tensor("?", m.kv_heads, g, d), ["arith.addf %in0, %zero : f32"],
                        ["%S"], maps=[amap(4, "d0, d1, d3")])
    w.op(f"%{name} = tensor.collapse_shape {rep} [[0], [1, 2], [3]] : "
         f"{tensor('?', m.kv_heads, g, d)} into {tensor('?', m.heads, d)}")
    return f"%{name}"


def attention(w: Writer, m: Model, p: str, lp: str, x: str) -> str:
    """Causal grouped-query self-attention with rotary embeddings, written out."""
    d, nh, kvh = m.head_dim, m.heads, m.kv_heads
    q, _ = linear(w, m, f"{p}_q", x, m.hidden, f"{lp}.q_proj")
    k, _ = linear(w, m, f"{p}_k", x, m.hidden, f"{lp}.k_proj")
    v, _ = linear(w, m, f"{p}_v", x, m.hidden, f"{lp}.v_proj")
    for name, value, heads in ((f"{p}_q3", q, nh), (f"{p}_k3", k, kvh), (f"{p}_v3", v, kvh)):
        w.op(f"%{name} = tensor.expand_shape {value} [[0], [1, 2]] output_shape [%S, {heads}, "
             f"{d}] : {tensor('?', heads * d)} into {tensor('?', heads, d)}")
    qr = rope(w, f"{p}_qr", f"%{p}_q3", nh, d)
    kr = rope(w, f"{p}_kr", f"%{p}_k3", kvh, d)
    qt = heads_first(w, f"{p}_qt", qr, nh, d)
    kt = heads_first(w, f"{p}_kt", repeat_kv(w, m, f"{p}_kx", kr), nh, d)
    vt = heads_first(w, f"{p}_vt", repeat_kv(w, m, f"{p}_vx", f"%{p}_v3"), nh, d)
    ctx_t = tensor(nh, "?", d)
    if m.fused_attention:
        init = w.empty(f"{p}_ctx_e", ctx_t, ["%S"])
        w.op(f"%{p}_ctx = iree_linalg_ext.attention <indexing_maps = {ATTENTION_MAPS}> "
             f"ins({qt}, {kt}, {vt}, %scale : {ctx_t}, {ctx_t}, {ctx_t}, f32) outs({init} : "
             f"{ctx_t}) {{")
        w.lines += [f"    ^bb0(%{p}_s: f32):", f"      iree_linalg_ext.yield %{p}_s : f32",
                    f"    }} -> {ctx_t}"]
        return context_out(w, m, p, lp)
    ss = tensor(nh, "?", "?")
    init = w.fill(f"{p}_sc_f", "%zero", ss, ["%S", "%S"])
    w.op(f"%{p}_sc = linalg.batch_matmul indexing_maps = {BMM_T} ins({qt}, {kt} : "
         f"{tensor(nh, '?', d)}, {tensor(nh, '?', d)}) outs({init} : {ss}) -> {ss}")
    masked = w.elementwise(f"{p}_mask", [(f"%{p}_sc", ss)], ss,
                           ["linalg.index 1 : index", "linalg.index 2 : index",
                            "arith.cmpi ugt, %b1, %b0 : index", "arith.mulf %in0, %scale : f32",
                            "arith.select %b2, %ninf, %b3 : f32"], ["%S", "%S"])
    red = ["parallel", "parallel", "reduction"]
    mx_init = w.fill(f"{p}_mx_f", "%ninf", tensor(nh, "?"), ["%S"])
    mx = w.generic(f"{p}_mx", [(masked, ss, ident(3))], tensor(nh, "?"), amap(3, "d0, d1"), red,
                   ["arith.maximumf %in0, %out : f32"], init=mx_init)
    ex = w.elementwise(f"{p}_exp", [(masked, ss), (mx, tensor(nh, "?"))], ss,
                       ["arith.subf %in0, %in1 : f32", "math.exp %b0 : f32"], ["%S", "%S"],
                       maps=[ident(3), amap(3, "d0, d1")])
    sum_init = w.fill(f"{p}_sum_f", "%zero", tensor(nh, "?"), ["%S"])
    sm = w.generic(f"{p}_sum", [(ex, ss, ident(3))], tensor(nh, "?"), amap(3, "d0, d1"), red,
                   ["arith.addf %in0, %out : f32"], init=sum_init)
    pr = w.elementwise(f"{p}_prob", [(ex, ss), (sm, tensor(nh, "?"))], ss,
                       ["arith.divf %in0, %in1 : f32"], ["%S", "%S"],
                       maps=[ident(3), amap(3, "d0, d1")])
    init = w.fill(f"{p}_ctx_f", "%zero", ctx_t, ["%S"])
    w.op(f"%{p}_ctx = linalg.batch_matmul ins({pr}, {vt} : {ss}, {ctx_t}) outs({init} : "
         f"{ctx_t}) -> {ctx_t}")
    return context_out(w, m, p, lp)


def context_out(w: Writer, m: Model, p: str, lp: str) -> str:
    """The attention's context (heads x S x d) back to S x hidden, through o_proj."""
    d, nh, ctx_t = m.head_dim, m.heads, tensor(m.heads, "?", m.head_dim)
    init = w.empty(f"{p}_ctxs_e", tensor("?", nh, d), ["%S"])
    w.op(f"%{p}_ctxs = linalg.transpose ins(%{p}_ctx : {ctx_t}) outs({init} : "
         f"{tensor('?', nh, d)}) permutation = [1, 0, 2]")
    w.op(f"%{p}_ctx2 = tensor.collapse_shape %{p}_ctxs [[0], [1, 2]] : {tensor('?', nh, d)} "
         f"into {tensor('?', nh * d)}")
    out, _ = linear(w, m, f"{p}_o", f"%{p}_ctx2", nh * d, f"{lp}.o_proj")
    return out


def add(w: Writer, name: str, a: str, b: str, type_: str) -> str:
    return w.elementwise(name, [(a, type_), (b, type_)], type_, ["arith.addf %in0, %in1 : f32"],
                         ["%S"])


def layer(w: Writer, m: Model, i: int, x: str) -> str:
    p, lp, h = f"l{i}", f"layers.{i}", tensor("?", m.hidden)
    xn = rms_norm(w, m, f"{p}_in", x, f"{lp}.input_norm")
    x = add(w, f"{p}_res1", x, attention(w, m, p, lp, xn), h)
    xn = rms_norm(w, m, f"{p}_post", x, f"{lp}.post_norm")
    gate, i_dim = linear(w, m, f"{p}_gate", xn, m.hidden, f"{lp}.gate_proj")
    up, _ = linear(w, m, f"{p}_up", xn, m.hidden, f"{lp}.up_proj")
    # SwiGLU: silu(gate) * up, silu(g) = g / (1 + exp(-g)).
    act = w.elementwise(f"{p}_act", [(gate, tensor("?", i_dim)), (up, tensor("?", i_dim))],
                        tensor("?", i_dim),
                        ["arith.negf %in0 : f32", "math.exp %b0 : f32",
                         "arith.addf %b1, %one : f32", "arith.divf %in0, %b2 : f32",
                         "arith.mulf %b3, %in1 : f32"], ["%S"])
    down, _ = linear(w, m, f"{p}_down", act, i_dim, f"{lp}.down_proj")
    return add(w, f"{p}_res2", x, down, h)


def prologue(w: Writer, m: Model) -> str:
    """Constants, rotary tables (%cos, %sin: S x head_dim) and the token embedding."""
    d, h = m.head_dim, m.hidden
    for line in ["%c1 = arith.constant 1 : index", "%zero = arith.constant 0.000000e+00 : f32",
                 "%one = arith.constant 1.000000e+00 : f32",
                 "%ninf = arith.constant 0xFF800000 : f32",
                 "%eps = arith.constant 9.99999974E-6 : f32",
                 f"%hidden_f = arith.constant {float(h):e} : f32",
                 f"%scale = arith.constant {1 / math.sqrt(d):e} : f32",
                 "%S = tensor.dim %tokens, %c1 : tensor<1x?xi64>",
                 ("%ids = tensor.collapse_shape %tokens [[0, 1]] : tensor<1x?xi64> into "
                  "tensor<?xi64>")]:
        w.op(line)
    inv_freq = ", ".join(f"{10000.0 ** (-2 * i / d):e}" for i in range(d // 2))
    w.op(f"%inv_freq = arith.constant dense<[{inv_freq}]> : {tensor(d // 2)}")
    half = tensor("?", d // 2)
    freqs = w.elementwise("freqs", [("%inv_freq", tensor(d // 2))], half,
                          ["linalg.index 0 : index", "arith.index_cast %b0 : index to i64",
                           "arith.sitofp %b1 : i64 to f32", "arith.mulf %b2, %in0 : f32"],
                          ["%S"], maps=[amap(2, "d1")])
    w.op(f"%angles = tensor.concat dim(1) {freqs}, {freqs} : ({half}, {half}) -> "
         f"{tensor('?', d)}")
    for fn in ("cos", "sin"):
        w.elementwise(fn, [("%angles", tensor("?", d))], tensor("?", d),
                      [f"math.{fn} %in0 : f32"], ["%S"])
    table = load(w, m, "embed_tokens")
    return w.elementwise("x_embed", [("%ids", tensor("?", elt="i64"))], tensor("?", h),
                         ["arith.index_cast %in0 : i64 to index", "linalg.index 1 : index",
                          f"tensor.extract {table}[%b0, %b1] : {tensor(m.vocab, h)}"],
                         ["%S"], maps=[amap(2, "d0")])


# ---------------------------------------------------------------------------
# Failing cases, fed from the residual stream
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    name: str  # the shared case the failing ops come from
    suffix: str
    flags: list[str]
    signature: str
    kind: str
    phase: str
    marker: Callable[[Op], bool]  # finds the failing op in the parsed program
    emit: Callable[[Writer, str, int], list[tuple[str, str]]]  # -> extra results


def slice2d(w: Writer, name: str, x: str, hidden: int, rows: int | str, cols: int) -> str:
    sizes = "%S" if rows == "?" else rows
    w.op(f"%{name} = tensor.extract_slice {x}[0, 0] [{sizes}, {cols}] [1, 1] : "
         f"{tensor('?', hidden)} to {tensor(rows, cols)}")
    return f"%{name}"


def emit_bmm_rank4(w: Writer, x: str, hidden: int) -> list[tuple[str, str]]:
    """The bmm_rank4_verifier case: a rank-4 LHS for linalg.batch_matmul, both operands
    broadcast from slices of the activation and truncated to f16."""
    a_t, b_t, r_t = tensor(2, 4, 64, 32, elt="f16"), tensor(2, 32, 128, elt="f16"), \
        tensor(2, 64, 128)
    a = w.elementwise("bmm_a", [(slice2d(w, "bmm_a_src", x, hidden, 64, 32), tensor(64, 32))],
                      a_t, ["arith.truncf %in0 : f32 to f16"], maps=[amap(4, "d2, d3")])
    b = w.elementwise("bmm_b", [(slice2d(w, "bmm_b_src", x, hidden, 32, 128),
                                 tensor(32, 128))],
                      b_t, ["arith.truncf %in0 : f32 to f16"], maps=[amap(3, "d1, d2")])
    init = w.fill("bmm_f", "%zero", r_t)
    maps = ("[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> "
            "(d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]")
    w.op(f"%bmm_r = linalg.batch_matmul indexing_maps = {maps} ins({a}, {b} : {a_t}, {b_t}) "
         f"outs({init} : {r_t}) -> {r_t}")
    return [("%bmm_r", r_t)]


def emit_i4_matmul_trunc(w: Writer, x: str, hidden: int) -> list[tuple[str, str]]:
    """The i4_matmul_trunc_vector_store case (K = N = 128): an i4 matmul with a dynamic M, its
    i32 result truncated to i4; both operands converted from slices of the activation."""
    a_t, b_t = tensor("?", 128, elt="i4"), tensor(128, 128, elt="i4")
    a = w.elementwise("i4_a", [(slice2d(w, "i4_a_src", x, hidden, "?", 128),
                                tensor("?", 128))], a_t, ["arith.fptosi %in0 : f32 to i4"],
                      ["%S"])
    b = w.elementwise("i4_b", [(slice2d(w, "i4_b_src", x, hidden, 128, 128),
                                tensor(128, 128))], b_t, ["arith.fptosi %in0 : f32 to i4"])
    w.op("%i4_z = arith.constant 0 : i32")
    init = w.fill("i4_f", "%i4_z", tensor("?", 128, elt="i32"), ["%S"])
    w.op(f"%i4_r = linalg.matmul indexing_maps = {MATMUL_T} ins({a}, {b} : {a_t}, {b_t}) "
         f"outs({init} : {tensor('?', 128, elt='i32')}) -> {tensor('?', 128, elt='i32')}")
    out = w.elementwise("i4_o", [("%i4_r", tensor("?", 128, elt="i32"))], a_t,
                        ["arith.trunci %in0 : i32 to i4"], ["%S"])
    return [(out, a_t)]


def emit_vk_attention(w: Writer, x: str, hidden: int) -> list[tuple[str, str]]:
    """A fused attention (`iree_linalg_ext.attention`, f32, one head of 32, dynamic sequence)
    whose query, key and value are slices of the activation: for vulkan its dispatch fails in
    SPIR-V codegen, where it is tiled to `iree_linalg_ext.online_attention` on memrefs."""
    t2, t3 = tensor("?", 32), tensor(1, "?", 32)
    operands = []
    for i, part in enumerate(("q", "k", "v")):
        w.op(f"%att_{part}_src = tensor.extract_slice {x}[0, {32 * i}] [%S, 32] [1, 1] : "
             f"{tensor('?', hidden)} to {t2}")
        w.op(f"%att_{part} = tensor.expand_shape %att_{part}_src [[0, 1], [2]] output_shape "
             f"[1, %S, 32] : {t2} into {t3}")
        operands.append(f"%att_{part}")
    init = w.empty("att_e", t3, ["%S"])
    w.op(f"%att_r = iree_linalg_ext.attention <indexing_maps = {ATTENTION_MAPS}> "
         f"ins({', '.join(operands)}, %scale : {t3}, {t3}, {t3}, f32) outs({init} : {t3}) {{")
    w.lines += ["    ^bb0(%att_s: f32):", "      iree_linalg_ext.yield %att_s : f32",
                f"    }} -> {t3}"]
    return [("%att_r", t3)]


def operand_types(op: Op) -> list[str]:
    return [v.type for v in op.operands]


CASES = [
    Case("bmm_rank4_verifier", "bmm_rank4", GFX942_FLAGS,
         "'linalg.batch_matmul' op expected operand #0 rank (4) to match the result rank of "
         "indexing_map (3)", "diagnostic", "input",
         lambda op: op.name == "linalg.batch_matmul"
         and "tensor<2x4x64x32xf16>" in operand_types(op), emit_bmm_rank4),
    Case("i4_matmul_trunc_vector_store", "i4_matmul_trunc", GFX942_FLAGS,
         "failed to legalize operation 'vector.store' that was explicitly marked illegal",
         "diagnostic", "executable-targets",
         lambda op: op.name == "linalg.matmul" and "tensor<128x128xi4>" in operand_types(op),
         emit_i4_matmul_trunc),
    Case("vk_online_attention", "vk_attention", VULKAN_FLAGS, VK_ATTENTION_SIGNATURE,
         "diagnostic", "executable-targets",
         lambda op: op.name == "iree_linalg_ext.attention", emit_vk_attention),
]
# The fused attention of every layer of a `fused_attention` model: that model fails as is.
FUSED_ATTENTION = Case("vk_online_attention", "", VULKAN_FLAGS, VK_ATTENTION_SIGNATURE,
                       "diagnostic", "executable-targets",
                       lambda op: op.name == "iree_linalg_ext.attention", lambda *_: [])


def program(m: Model, case: Case | None, resources: str) -> str:
    """The whole module as text; with `case`, its failing ops after layer m.embed_at."""
    w = Writer()
    x = prologue(w, m)
    extra: list[tuple[str, str]] = []
    for i in range(m.layers):
        x = layer(w, m, i, x)
        if case and i + 1 == m.embed_at:
            extra = case.emit(w, x, m.hidden)
    xn = rms_norm(w, m, "final_norm", x, "norm")
    logits, _ = linear(w, m, "logits", xn, m.hidden, "lm_head")
    out_t = tensor(1, "?", m.vocab)
    w.op(f"%out = tensor.expand_shape {logits} [[0, 1], [2]] output_shape [1, %S, {m.vocab}] : "
         f"{tensor('?', m.vocab)} into {out_t}")
    results = [("%out", out_t)] + extra
    types = ", ".join(t for _, t in results)
    if m.fused_attention:
        return "\n".join(["module @module {", *globals_text(m), *abi_functions(w, out_t), "}"]) \
            + "\n" + resources
    w.op(f"func.return {', '.join(v for v, _ in results)} : {types}")
    header = f"  func.func @main(%tokens: tensor<1x?xi64>) -> ({types}) {{"
    return "\n".join(["module @module {", *globals_text(m), header, *w.lines, "  }", "}"]) + \
        "\n" + resources


def abi_functions(w: Writer, out_t: str) -> list[str]:
    """The body of `w` as IREE's ABI wraps an entry point: an async function of buffer views
    and fences, and its synchronous stub."""
    body = list(w.lines)
    w.lines = []
    w.op("%tokens_n = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index")
    w.op("%tokens = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> "
         "tensor<1x?xi64>{%tokens_n}")
    head = w.lines
    w.lines = []
    w.op(f"%out_b = hal.tensor.barrier join(%out : {out_t}) => %arg2 : !hal.fence")
    w.op(f"%out_v = hal.tensor.export %out_b : {out_t}{{%S}} -> !hal.buffer_view")
    w.op("util.return %out_v : !hal.buffer_view")
    return ["  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, "
            "%arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = "
            '#util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {',
            *head, *body, *w.lines, "  }",
            "  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view "
            "attributes {iree.abi.stub} {",
            "    %fence_0 = util.null : !hal.fence",
            "    %c-1_i32 = arith.constant -1 : i32",
            "    %c0 = arith.constant 0 : index",
            "    %device_0 = hal.devices.get %c0 : !hal.device",
            '    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : '
            "!hal.fence",
            "    %0 = util.call @main$async(%arg0, %fence_0, %fence) : (!hal.buffer_view, "
            "!hal.fence, !hal.fence) -> !hal.buffer_view",
            "    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) "
            'flags("None") : i32',
            "    util.return %0 : !hal.buffer_view", "  }"]


# ---------------------------------------------------------------------------
# Writing, counting and checking
# ---------------------------------------------------------------------------


def describe(path: Path, text: str, case: Case | None) -> dict:
    """The manifest entry of one file."""
    module = parse(text)
    entry = {"file": path.name, "case": case.name if case else None,
             "flags": case.flags if case else GFX942_FLAGS,
             "signature": case.signature if case else None,
             "kind": case.kind if case else "ok", "phase": case.phase if case else None,
             "ops": module.num_ops, "bytes": len(text.encode())}
    if case:
        at = next(i for i, op in enumerate(module.walk()) if case.marker(op))
        entry["failing_op_at"] = at
    return entry


def compile_once(path: Path, flags: list[str]) -> tuple[str, str, float]:
    """(kind, combined output, seconds) of one iree-compile run in a fresh process."""
    start = time.monotonic()
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, errors="replace", timeout=1200,
                          check=False)
    seconds = time.monotonic() - start
    output = done.stdout + done.stderr
    return classify(done.returncode, output).value, output, seconds


def verify(out: Path, entry: dict) -> bool:
    """Compile once; print a table row; True when the file behaves as the manifest says."""
    path = out / entry["file"]
    # Base files must compile cleanly for llvm-cpu too.
    runs = [("gfx942", entry["flags"])] + ([("llvm-cpu", CPU_FLAGS)] if entry["case"] is None
                                           else [])
    ok = True
    for target, flags in runs:
        kind, output, seconds = compile_once(path, flags)
        expected = kind == entry["kind"] and (entry["signature"] is None
                                              or entry["signature"] in output)
        ok &= expected
        at = (f"{entry['failing_op_at'] / entry['ops']:.0%}" if "failing_op_at" in entry
              else "-")
        print(f"{entry['file']:37} {target:8} {entry['ops']:>6} {entry['bytes'] / 1e6:>7.1f} "
              f"{at:>5} {seconds:>8.1f}  {kind:10} {'yes' if expected else 'NO'}", flush=True)
        if not expected:
            print(output[-2000:], file=sys.stderr)
    return ok


def _cases(m: Model) -> list[Case | None]:
    """What is written of model `m`: itself (None) and its failing cases."""
    if m.fused_attention:
        return [FUSED_ATTENTION]
    if m.cases is not None:
        return [c for c in CASES if c.suffix in m.cases]
    return [None, *CASES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "build" / "scale")
    parser.add_argument("--no-verify", action="store_true", help="skip the compiler checks")
    parser.add_argument("--models", nargs="*", help="names of the models written (default: all)")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    entries = []
    for m in MODELS:
        if args.models and m.name not in args.models:
            continue
        resources = resources_text(m) if m.inline_weights else ""
        for case in _cases(m):
            path = out / ("_".join(filter(None, [m.name, case and case.suffix])) + ".mlir")
            text = program(m, case, resources)
            path.write_text(text)
            entries.append(describe(path, text, case))
    (out / "manifest.json").write_text(json.dumps(entries, indent=2) + "\n")
    print(f"wrote {len(entries)} files and manifest.json into {out} in "
          f"{time.monotonic() - start:.1f} s")
    if args.no_verify:
        return 0
    print(f"{'file':37} {'target':8} {'ops':>6} {'MB':>7} {'at':>5} {'compile':>8}  "
          f"{'kind':10} as expected")
    checked = [verify(out, entry) for entry in entries]  # every file, even after a failure
    print("at: the failing op's position in program order; compile: seconds of one "
          "iree-compile run")
    return 0 if all(checked) else 1


if __name__ == "__main__":
    sys.exit(main())
