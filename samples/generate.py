"""Generate the model-sized sample inputs in this folder.

Builds a small Llama-style decoder in torch (random, seeded weights), exports it
with iree-turbine, lowers it to IREE input level and then embeds known compiler
failures (from the shared case folder) into the model's entry function.

Only this script needs torch and iree-turbine; the reducer itself does not.

Usage: python samples/generate.py [--out DIR] [--cases DIR] [--no-verify]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

SAMPLES_DIR = Path(__file__).resolve().parent
DEFAULT_CASES_DIR = SAMPLES_DIR.parent / "tests" / "data" / "cases"

CPU_FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
]
GFX942_FLAGS = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]


# ---------------------------------------------------------------------------
# The model
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Config:
    vocab: int = 512
    hidden: int = 128
    layers: int = 10
    heads: int = 4
    kv_heads: int = 2
    intermediate: int = 352
    rope_theta: float = 10000.0
    eps: float = 1e-5

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(variance + self.eps))


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class Attention(nn.Module):
    """Grouped-query attention with rotary position embeddings."""

    def __init__(self, cfg: Config) -> None:
        super().__init__()
        self.cfg = cfg
        d = cfg.head_dim
        self.q_proj = nn.Linear(cfg.hidden, cfg.heads * d, bias=False)
        self.k_proj = nn.Linear(cfg.hidden, cfg.kv_heads * d, bias=False)
        self.v_proj = nn.Linear(cfg.hidden, cfg.kv_heads * d, bias=False)
        self.o_proj = nn.Linear(cfg.heads * d, cfg.hidden, bias=False)

    def forward(
        self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor
    ) -> torch.Tensor:
        cfg = self.cfg
        bsz, seq, _ = x.shape
        q = self.q_proj(x).view(bsz, seq, cfg.heads, cfg.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(bsz, seq, cfg.kv_heads, cfg.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(bsz, seq, cfg.kv_heads, cfg.head_dim).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        # Each kv head serves heads // kv_heads query heads.
        group = cfg.heads // cfg.kv_heads
        k = k.repeat_interleave(group, dim=1)
        v = v.repeat_interleave(group, dim=1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        out = out.transpose(1, 2).reshape(bsz, seq, cfg.heads * cfg.head_dim)
        return self.o_proj(out)


class MLP(nn.Module):
    """SwiGLU feed-forward block."""

    def __init__(self, cfg: Config) -> None:
        super().__init__()
        self.gate_proj = nn.Linear(cfg.hidden, cfg.intermediate, bias=False)
        self.up_proj = nn.Linear(cfg.hidden, cfg.intermediate, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate, cfg.hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class DecoderLayer(nn.Module):
    def __init__(self, cfg: Config) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.hidden, cfg.eps)
        self.self_attn = Attention(cfg)
        self.post_attention_layernorm = RMSNorm(cfg.hidden, cfg.eps)
        self.mlp = MLP(cfg)

    def forward(
        self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor
    ) -> torch.Tensor:
        x = x + self.self_attn(self.input_layernorm(x), cos, sin)
        return x + self.mlp(self.post_attention_layernorm(x))


class LlamaDecoder(nn.Module):
    def __init__(self, cfg: Config) -> None:
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab, cfg.hidden)
        self.layers = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.layers))
        self.norm = RMSNorm(cfg.hidden, cfg.eps)
        self.lm_head = nn.Linear(cfg.hidden, cfg.vocab, bias=False)
        d = cfg.head_dim
        inv_freq = 1.0 / (cfg.rope_theta ** (torch.arange(0, d, 2).float() / d))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        seq = tokens.shape[1]
        # Rotary tables are computed from the (dynamic) sequence length.
        pos = torch.arange(seq, dtype=torch.float32)
        freqs = torch.outer(pos, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        x = self.embed_tokens(tokens)
        for layer in self.layers:
            x = layer(x, cos, sin)
        return self.lm_head(self.norm(x))


def export_torch_mlir(cfg: Config) -> str:
    """Export the decoder with a dynamic sequence length to torch-level MLIR."""
    import iree.turbine.aot as aot

    # torch.export internals emit deprecation noise that says nothing about the model.
    warnings.filterwarnings("ignore", category=FutureWarning)
    torch.manual_seed(0)
    model = LlamaDecoder(cfg).eval()
    # Weights become named parameters (#flow.parameter.named) so the MLIR
    # stays small; they are only needed at run time, not to compile.
    aot.externalize_module_parameters(model, external_scope="model")
    tokens = torch.randint(0, cfg.vocab, (1, 16), dtype=torch.int64)
    seq = torch.export.Dim("seq", min=2, max=4096)
    with torch.no_grad():
        exported = aot.export(
            model, tokens, dynamic_shapes={"tokens": {1: seq}}, module_name="module"
        )
    return str(exported.mlir_module)


# ---------------------------------------------------------------------------
# Compiler tools
# ---------------------------------------------------------------------------


def find_tool(name: str) -> str:
    # The console scripts of iree-base-compiler are Python wrappers; calling
    # the bundled binary directly saves the interpreter start-up per call.
    from iree.compiler.tools import binaries

    return binaries.find_tool(name)


def run(cmd: list[str], timeout: float = 600.0) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cmd, capture_output=True, text=True, timeout=timeout, errors="replace"
    )


def lower_to_input(torch_mlir: Path, out: Path) -> None:
    res = run([find_tool("iree-compile"), str(torch_mlir), "--compile-to=input", "-o", str(out)])
    if res.returncode != 0:
        raise RuntimeError(f"lowering {torch_mlir.name} failed:\n{res.stderr}")


GENERIC_OP = re.compile(r'^\s*(%[^=]+= )?"[a-z_0-9]+\.[a-z_0-9.]+"\(')


def count_ops(path: Path) -> int:
    """Ops in generic form, nested ops included, without the top builtin.module."""
    # The verifier is off so that inputs that fail verification can be counted too.
    res = run(
        [
            find_tool("iree-opt"),
            str(path),
            "--mlir-print-op-generic",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
            "--mlir-print-assume-verified",
        ]
    )
    if res.returncode != 0:
        raise RuntimeError(f"iree-opt could not parse {path.name}:\n{res.stderr[:2000]}")
    return sum(1 for line in res.stdout.splitlines() if GENERIC_OP.match(line)) - 1


# ---------------------------------------------------------------------------
# Embedding a failing case into the input-level model
# ---------------------------------------------------------------------------


@dataclass
class CaseFunc:
    """The single function of a case's min.mlir, split into its parts."""

    args: list[tuple[str, str]]  # (SSA name, type)
    result_types: list[str]
    body: list[str]  # op lines, without the return
    returned: list[str]  # SSA names of the returned values


def split_top_level(text: str) -> list[str]:
    """Split on commas that are not nested inside <>, (), [] or {}."""
    parts: list[str] = []
    depth = 0
    current = ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def parse_case_func(text: str) -> CaseFunc:
    lines = [line for line in text.splitlines() if line.strip()]
    header = re.match(r"\s*func\.func @\w+\((.*)\) -> (.*) \{$", lines[0])
    if not header or lines[-1].strip() != "}":
        raise ValueError("expected a single one-line-header func.func")
    args = []
    for arg in split_top_level(header.group(1)):
        name, typ = arg.split(":", 1)
        args.append((name.strip(), typ.strip()))
    result_text = header.group(2).strip()
    if result_text.startswith("("):
        result_text = result_text[1:-1]
    ret = re.match(r"\s*(?:func\.)?return (.*) : (.*)$", lines[-2])
    if not ret:
        raise ValueError("expected a return as the last op")
    return CaseFunc(
        args=args,
        result_types=split_top_level(result_text),
        body=lines[1:-2],
        returned=split_top_level(ret.group(1)),
    )


SSA_NAME = re.compile(r"%([A-Za-z_0-9$.\-]+)")


def rename_ssa(text: str, prefix: str) -> str:
    # The case's SSA names (%a, %0, %c0, ...) would clash with the model's.
    return SSA_NAME.sub(lambda m: f"%{prefix}{m.group(1)}", text)


def tensor_shape(tensor_type: str) -> tuple[list[str], str]:
    """Dims (as text, '?' for dynamic) and element type of a ranked tensor type."""
    parts = re.fullmatch(r"tensor<(.*)>", tensor_type).group(1).split("x")
    return parts[:-1], parts[-1]


def dynamic_dims(tensor_type: str) -> list[int]:
    """Indices of the '?' dims of a ranked tensor type."""
    return [i for i, d in enumerate(tensor_shape(tensor_type)[0]) if d == "?"]


def feedable(tensor_type: str) -> bool:
    """Whether a case argument can be cut out of a model activation."""
    dims, elt = tensor_shape(tensor_type)
    return len(dims) == 2 and "?" not in dims and elt.startswith(("f", "bf"))


# Model activations of type tensor<1x?xKxf32> (batch 1, dynamic sequence).
ACTIVATION = re.compile(r"-> tensor<1x\?x(\d+)xf32>$")
TOP_LEVEL_DEF = re.compile(r"    (%[\w$.\-]+) = ")


def feed_from_activation(
    body: list[str], before: int, name: str, typ: str, prefix: str
) -> tuple[int, list[str]]:
    """Ops that compute a case argument from a model activation.

    Picks the last activation defined before line `before` that is wide enough,
    slices rows x cols out of it and converts f32 to the argument's element
    type. Returns the line after the activation's definition and the ops.
    """
    (rows, cols), elt = tensor_shape(typ)
    source = None
    last_def = None
    for i, line in enumerate(body[:before]):
        m = TOP_LEVEL_DEF.match(line)
        if m:
            last_def = m.group(1)
        width = ACTIVATION.search(line)
        # Region ops end on a 4-space "} -> type" line; others on their def line.
        if width and int(width.group(1)) >= int(cols) and re.match(r"    [%}]", line):
            source = (i + 1, last_def, f"tensor<1x?x{width.group(1)}xf32>")
    if source is None:
        raise ValueError(f"no model activation wide enough for {typ}")
    after, value, value_type = source
    sliced = f"%{prefix}slice_{name[1:]}"
    ops = [
        f"    {sliced} = tensor.extract_slice {value}[0, 0, 0] [1, {rows}, {cols}] [1, 1, 1] : "
        f"{value_type} to tensor<{rows}x{cols}xf32>"
    ]
    target = rename_ssa(name, prefix)
    if elt == "f32":
        ops.append(f"    {target} = tensor.cast {sliced} : tensor<{rows}x{cols}xf32> to {typ}")
        return after, ops
    empty = f"%{prefix}empty_{name[1:]}"
    ops += [
        f"    {empty} = tensor.empty() : {typ}",
        f"    {target} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
        f"affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} "
        f"ins({sliced} : tensor<{rows}x{cols}xf32>) outs({empty} : {typ}) {{",
        f"    ^bb0(%{prefix}in: f32, %{prefix}out: {elt}):",
        f"      %{prefix}t = arith.truncf %{prefix}in : f32 to {elt}",
        f"      linalg.yield %{prefix}t : {elt}",
        f"    }} -> {typ}",
    ]
    return after, ops


BV = "!hal.buffer_view"
BARRIER = re.compile(
    r"    (%\w+) = hal\.tensor\.barrier join\((.*) : (.*)\) => (%\w+) : !hal\.fence$"
)
RETURN = re.compile(r"    util\.return (%\w+) : (.*)$")
CALL_ASYNC = re.compile(
    r"    (%\w+) = util\.call @main\$async\((%\w+), (.*)\) : "
    r"\((!hal\.buffer_view), (.*)\) -> !hal\.buffer_view$"
)


def import_arg(name: str, typ: str, in_name: str, wait_fence: str, prefix: str) -> list[str]:
    """Ops that import a !hal.buffer_view argument as the case's tensor argument."""
    ops = []
    dims = []
    for d in dynamic_dims(typ):
        dims.append(f"{in_name}_d{d}")
        ops.append(f"    {dims[-1]} = hal.buffer_view.dim<{in_name} : {BV}>[{d}] : index")
    dim_list = "{" + ", ".join(dims) + "}" if dims else ""
    ops.append(
        f"    {rename_ssa(name, prefix)} = hal.tensor.import wait({wait_fence}) => "
        f"{in_name} : {BV} -> {typ}{dim_list}"
    )
    return ops


def export_result(out_name: str, typ: str) -> list[str]:
    """Ops that export a case result as {out_name}_bv."""
    ops = []
    dims = []
    for d in dynamic_dims(typ):
        dims.append(f"{out_name}_d{d}")
        ops.append(f"    {out_name}_c{d} = arith.constant {d} : index")
        ops.append(f"    {dims[-1]} = tensor.dim {out_name}, {out_name}_c{d} : {typ}")
    dim_list = "{" + ", ".join(dims) + "}" if dims else ""
    ops.append(f"    {out_name}_bv = hal.tensor.export {out_name} : {typ}{dim_list} -> {BV}")
    return ops


def embed_case(model: str, case: CaseFunc, prefix: str, feed: bool = False) -> str:
    """Put the case's computation into the model's entry function.

    The case's ops are placed among the model's ops, near the middle of the
    async entry function. Each case argument becomes an extra !hal.buffer_view
    argument (before the two fences), imported like the model's own input, or,
    with feed=True and where the type allows, is sliced out of a model
    activation so the case depends on the model's data flow. The case's results
    join the model's result at the final barrier and are exported as extra
    results. The synchronous wrapper forwards the new arguments and results.
    """
    lines = model.splitlines()
    start = next(i for i, l in enumerate(lines) if "util.func public @main$async(" in l)
    end = next(i for i in range(start, len(lines)) if lines[i] == "  }")
    header, body, wrapper = lines[start], lines[start + 1 : end], lines[end + 1 :]
    fences = re.search(r"(%\w+): !hal\.fence, (%\w+): !hal\.fence\)", header)

    # The case's ops go before a top-level op (4-space indent) near the middle.
    top_level = [i for i, l in enumerate(body) if TOP_LEVEL_DEF.match(l)]
    insert_at = min(top_level, key=lambda i: abs(i - len(body) // 2))
    in_names: list[str] = []
    block: list[str] = []
    for name, typ in case.args:
        if feed and feedable(typ):
            insert_at, ops = feed_from_activation(body, insert_at, name, typ, prefix)
        else:
            in_names.append(f"%{prefix}in{len(in_names)}")
            ops = import_arg(name, typ, in_names[-1], fences.group(1), prefix)
        block += ops
    for line in case.body:
        # Case bodies are indented by 2; the entry function's body by 4.
        op = line[2:] if line.startswith("  ") else line.strip()
        block.append("    " + rename_ssa(op, prefix))
    body = body[:insert_at] + block + body[insert_at:]

    out_names = [f"%{prefix}out{i}" for i in range(len(case.result_types))]
    extra_results = ", ".join([BV] * len(out_names))

    # Entry function header: new arguments go before the fences.
    new_args = "".join(f"{n}: {BV}, " for n in in_names)
    header = header.replace(fences.group(0), new_args + fences.group(0))
    header = header.replace(f") -> {BV} attributes", f") -> ({BV}, {extra_results}) attributes")

    # The final barrier also waits for the case's results.
    returned = [rename_ssa(v, prefix) for v in case.returned]
    i = next(i for i, l in enumerate(body) if BARRIER.match(l))
    m = BARRIER.match(body[i])
    body[i] = (
        f"    {', '.join([m.group(1)] + out_names)} = hal.tensor.barrier join("
        f"{', '.join([m.group(2)] + returned)} : "
        f"{', '.join([m.group(3)] + case.result_types)}) => {m.group(4)} : !hal.fence"
    )

    # Export the extra results and return them.
    i = next(i for i, l in enumerate(body) if RETURN.match(l))
    m = RETURN.match(body[i])
    exported = [f"{n}_bv" for n in out_names]
    exports = [op for n, t in zip(out_names, case.result_types) for op in export_result(n, t)]
    values = ", ".join([m.group(1)] + exported)
    returns = f"    util.return {values} : {m.group(2)}, {extra_results}"
    body = body[:i] + exports + [returns] + body[i + 1 :]

    # The synchronous wrapper forwards the new arguments and results.
    sync = next(i for i, l in enumerate(wrapper) if "util.func public @main(" in l)
    wrapper[sync] = wrapper[sync].replace(
        f") -> {BV} attributes",
        "".join(f", {n}: {BV}" for n in in_names) + f") -> ({BV}, {extra_results}) attributes",
    )
    res_names = [f"{n}_res" for n in out_names]
    for i in range(sync, len(wrapper)):
        call = CALL_ASYNC.match(wrapper[i])
        if call:
            wrapper[i] = (
                f"    {', '.join([call.group(1)] + res_names)} = util.call @main$async("
                f"{', '.join([call.group(2)] + in_names)}, {call.group(3)}) : "
                f"({', '.join([BV] * (1 + len(in_names)))}, {call.group(5)}) "
                f"-> ({BV}, {extra_results})"
            )
        ret = RETURN.match(wrapper[i])
        if ret:
            wrapper[i] = (
                f"    util.return {', '.join([ret.group(1)] + res_names)} : {BV}, {extra_results}"
            )
            break

    return "\n".join(lines[:start] + [header] + body + ["  }"] + wrapper) + "\n"


TORCH_MAIN = re.compile(r"  func\.func @main\((.*)\) -> (.*) attributes (\{.*\}) \{$")
TORCH_RETURN = re.compile(r"    return (.*) : (.*)$")


def parse_torch_case_func(text: str) -> CaseFunc:
    """The `func.func @main` of a torch-level case (a module with attributes on main)."""
    lines = [line for line in text.splitlines() if line.strip()]
    start = next(i for i, l in enumerate(lines) if "func.func @main(" in l)
    header = re.sub(r" attributes \{.*\} \{$", " {", lines[start].strip())
    end = next(i for i in range(start, len(lines)) if lines[i] == "  }")
    return parse_case_func("\n".join([header] + lines[start + 1 : end + 1]))


def embed_torch_case(model: str, case: CaseFunc, prefix: str) -> str:
    """Put a torch-level case into the exported model's `func.func @main`.

    The case's arguments become extra arguments of main, its ops go before a top-level op
    near the middle of main's body, and its results are returned after the logits.
    """
    lines = model.splitlines()
    start = next(i for i, l in enumerate(lines) if TORCH_MAIN.match(l))
    end = next(i for i in range(start, len(lines)) if TORCH_RETURN.match(lines[i]))
    args, results, attributes = TORCH_MAIN.match(lines[start]).groups()
    in_names = [rename_ssa(name, prefix) for name, _ in case.args]
    args += "".join(f", {n}: {t}" for n, (_, t) in zip(in_names, case.args))
    lines[start] = (f"  func.func @main({args}) -> ({', '.join([results] + case.result_types)})"
                    f" attributes {attributes} {{")
    values, types = TORCH_RETURN.match(lines[end]).groups()
    returned = [rename_ssa(v, prefix) for v in case.returned]
    lines[end] = (f"    return {', '.join([values] + returned)} : "
                  f"{', '.join([types] + case.result_types)}")
    top_level = [i for i in range(start + 1, end) if TOP_LEVEL_DEF.match(lines[i])]
    insert_at = min(top_level, key=lambda i: abs(i - (start + end) // 2))
    block = ["    " + rename_ssa(line.strip(), prefix) for line in case.body]
    return "\n".join(lines[:insert_at] + block + lines[insert_at:]) + "\n"


# ---------------------------------------------------------------------------
# Checking with the real compiler
# ---------------------------------------------------------------------------

# (case folder, sample file, feed): each sample embeds that case into the
# model; with feed, the case's input is cut out of a model activation instead
# of being an extra argument.
EMBEDDED_CASES = [
    ("bmm_rank4_verifier", "llama_bmm_rank4.mlir", False),
    ("i4_matmul_trunc_vector_store", "llama_i4_matmul_trunc.mlir", False),
    ("fptosi_bf16_i1_isel", "llama_fptosi_bf16_i1.mlir", True),
    ("cpu_divsi_i128_divti3", "llama_divsi_i128.mlir", False),
    ("softmax_f8_readlane", "llama_softmax_f8.mlir", False),
    ("conv2d_s2_fatptr_segv", "llama_conv2d_s2_fatptr.mlir", False),
    ("f4_odd_pack_bytes", "llama_f4_pack_bytes.mlir", False),
    ("vk_pack_tile_invocations", "llama_vk_pack_tile.mlir", False),
]

# (case folder, sample file): torch-level wrong-result cases embedded into the exported model.
WRONG_RESULT_CASES = [("topk_pair_wrong_indices", "llama_topk_pair.torch.mlir")]

CRASH_MARKERS = ("LLVM ERROR", "Stack dump", "PLEASE submit a bug report", "Please report issues")


def compile_and_classify(path: Path, flags: list[str]) -> tuple[str, str, float]:
    """Compile; return (kind, combined output, seconds). kind: ok|diagnostic|crash."""
    start = time.monotonic()
    res = run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"])
    seconds = time.monotonic() - start
    output = res.stdout + res.stderr
    if res.returncode < 0 or res.returncode >= 128 or any(m in output for m in CRASH_MARKERS):
        kind = "crash"
    elif res.returncode != 0:
        kind = "diagnostic"
    else:
        kind = "ok"
    return kind, output, seconds


def case_kind_and_phase(notes: str) -> tuple[str, str]:
    """Kind ("crash" or "diagnostic") and failing phase from a case's notes.md."""
    kind = re.search(r"\*\*Kind:\*\* *(.*)", notes).group(1)
    phase = re.search(r"\*\*Failing phase:\*\* *`([\w-]+)`", notes).group(1)
    # Verifier errors are diagnostics too; only crashes are named as such.
    return ("crash" if kind.startswith("crash") else "diagnostic"), phase


def write_wrong_result_sample(out: Path, torch_model: str, case_dir: Path, file_name: str,
                              verify: bool, failures: list[str]) -> dict:
    """Embed a wrong-result case into the torch-level model; with `verify`, check with the
    reducer's own slice-consistency oracle (compile and run, parameters made up) that the
    sample still computes a wrong value."""
    flags = (case_dir / "cmd").read_text().split()
    case = parse_torch_case_func((case_dir / "min.mlir").read_text())
    sample = out / file_name
    sample.write_text(embed_torch_case(torch_model, case, case_dir.name.split("_")[0] + "_"))
    entry = {"file": file_name, "case": case_dir.name, "flags": flags, "check": "slice",
             "ops": count_ops(sample)}
    if not verify:
        print(f"{file_name}: {entry['ops']} ops")
        return entry
    sys.path.insert(0, str(SAMPLES_DIR.parent))  # the reducer of this checkout, installed or not
    from reducer.oracle import OracleError
    from reducer.wrong_result.slice import SliceConsistencyOracle

    try:
        found = SliceConsistencyOracle(flags).calibrate(sample.read_text())
        print(f"{file_name}: {entry['ops']} ops, wrong result: {found}")
    except OracleError as e:
        failures.append(f"{file_name} does not compute a wrong value: {e}")
    return entry


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SAMPLES_DIR, help="output folder")
    parser.add_argument("--cases", type=Path, default=DEFAULT_CASES_DIR,
                        help="folder of failure cases")
    parser.add_argument("--no-verify", action="store_true", help="skip the compiler checks")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    cfg = Config()

    torch_file = out / "llama_decoder.torch.mlir"
    model_file = out / "llama_decoder.mlir"
    torch_text = export_torch_mlir(cfg)
    torch_file.write_text(torch_text)
    lower_to_input(torch_file, model_file)
    model_text = model_file.read_text()
    for path in (torch_file, model_file):
        print(f"{path.name}: {count_ops(path)} ops, {path.stat().st_size} bytes")

    failures: list[str] = []
    if not args.no_verify:
        for name, flags in (("llvm-cpu", CPU_FLAGS), ("gfx942", GFX942_FLAGS)):
            kind, output, seconds = compile_and_classify(model_file, flags)
            print(f"  {model_file.name} on {name}: {kind}, {seconds:.1f} s")
            if kind != "ok":
                failures.append(f"{model_file.name} does not compile for {name}:\n{output[:2000]}")

    entries = []
    for case_name, file_name, feed in EMBEDDED_CASES:
        case_dir = args.cases / case_name
        flags = (case_dir / "cmd").read_text().split()
        signature = (case_dir / "signature").read_text().strip()
        kind, phase = case_kind_and_phase((case_dir / "notes.md").read_text())
        case = parse_case_func((case_dir / "min.mlir").read_text())
        sample = out / file_name
        sample.write_text(embed_case(model_text, case, case_name.split("_")[0] + "_", feed))
        ops = count_ops(sample)
        entries.append(
            {
                "file": file_name,
                "case": case_name,
                "flags": flags,
                "signature": signature,
                "kind": kind,
                "phase": phase,
                "ops": ops,
            }
        )
        if args.no_verify:
            print(f"{file_name}: {ops} ops")
            continue
        got, output, seconds = compile_and_classify(sample, flags)
        found = signature in output
        print(f"{file_name}: {ops} ops, {got} (expected {kind}), "
              f"signature {'found' if found else 'MISSING'}, {seconds:.1f} s")
        if got != kind or not found or ops < 1500:
            failures.append(f"{file_name} does not reproduce {case_name}:\n{output[:2000]}")

    (out / "cases.json").write_text(json.dumps(entries, indent=2) + "\n")
    wrong = [write_wrong_result_sample(out, torch_text, args.cases / case_name,
                                       file_name, not args.no_verify, failures)
             for case_name, file_name in WRONG_RESULT_CASES]
    from moe import write_sample as write_moe_sample  # needs the definitions above

    wrong.append(write_moe_sample(out, CPU_FLAGS, not args.no_verify, failures))
    (out / "wrong_results.json").write_text(json.dumps(wrong, indent=2) + "\n")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
