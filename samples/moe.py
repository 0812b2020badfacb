"""A Mixtral-style mixture-of-experts decoder whose router is miscompiled on llvm-cpu.

Each layer is attention + a sparse MoE block: a router (linear + softmax), `torch.topk` (k=2)
picking two experts per token, the routing weights gathered back from the router
probabilities at the picked indices (`gather`), a dense routing matrix built with `scatter`,
every expert run on every token and combined through that matrix, and the Switch/Mixtral
load-balancing loss counted with `one_hot`. The token count is dynamic.

The expert indices are never returned: they reach the outputs (the logits and the summed
load-balancing loss) only through gather, scatter and one_hot. All the routers' topks run
over tensors of the same shape, so after lowering their sorts start from one shared index
tensor (an iota); iree-compile 3.13 sorts it in place for the first layer's topk and hands
the already-permuted indices to the next (the bug of `topk_pair_wrong_indices`). From the
second layer on, the topk values are right and the indices wrong, and so is every output.

Used by generate.py; needs torch and iree-turbine.
"""
from __future__ import annotations

import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from iree_tools import count_ops, lower_to_input
from llama import Attention, Config, RMSNorm
from torch import nn

FILE_NAME = "llama_moe_topk.torch.mlir"
INPUT_FILE_NAME = "llama_moe_topk.mlir"  # the same, as `iree-compile --compile-to=input` lowers it


@dataclass(frozen=True)
class MoEConfig:
    base: Config = Config(vocab=256, hidden=64, layers=8, heads=4, kv_heads=2, intermediate=96)
    experts: int = 8
    top_k: int = 2


class SparseMoE(nn.Module):
    """Top-k routed experts (SwiGLU), computed densely and combined by routing weights."""

    def __init__(self, cfg: MoEConfig) -> None:
        super().__init__()
        base, e = cfg.base, cfg.experts
        self.top_k = cfg.top_k
        self.gate = nn.Linear(base.hidden, e, bias=False)
        scale = base.hidden ** -0.5
        self.w1 = nn.Parameter(torch.randn(e, base.hidden, base.intermediate) * scale)
        self.w3 = nn.Parameter(torch.randn(e, base.hidden, base.intermediate) * scale)
        self.w2 = nn.Parameter(torch.randn(e, base.intermediate, base.hidden)
                               * base.intermediate ** -0.5)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = x.reshape(-1, x.shape[-1])
        probs = F.softmax(self.gate(h), dim=-1)
        _, experts = torch.topk(probs, self.top_k, dim=-1)
        # The weights are read back at the picked experts (as routers that renormalise do),
        # so wrong indices give wrong weights, not just wrong experts.
        weights = probs.gather(1, experts)
        weights = weights / weights.sum(-1, keepdim=True)
        # A zero tensor of each layer's own: iree-compile 3.13 scatters in place into one
        # zeros_like shared by all layers (a bug of the same kind, kept out of this sample).
        routing = (probs * 0.0).scatter(1, experts, weights)
        every = h.unsqueeze(0).expand(probs.shape[-1], -1, -1)
        hidden = F.silu(torch.bmm(every, self.w1)) * torch.bmm(every, self.w3)
        out = torch.einsum("te,eth->th", routing, torch.bmm(hidden, self.w2))
        chosen = F.one_hot(experts, probs.shape[-1]).to(probs.dtype).sum(1)
        balance = probs.shape[-1] * (chosen.mean(0) * probs.mean(0)).sum()
        return out.view_as(x), balance


class MoELayer(nn.Module):
    def __init__(self, cfg: MoEConfig) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.base.hidden, cfg.base.eps)
        self.self_attn = Attention(cfg.base)
        self.post_attention_layernorm = RMSNorm(cfg.base.hidden, cfg.base.eps)
        self.moe = SparseMoE(cfg)

    def forward(self, x: torch.Tensor, cos: torch.Tensor,
                sin: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        x = x + self.self_attn(self.input_layernorm(x), cos, sin)
        out, balance = self.moe(self.post_attention_layernorm(x))
        return x + out, balance


class MoEDecoder(nn.Module):
    """Returns the logits and the load-balancing loss summed over the layers."""

    def __init__(self, cfg: MoEConfig) -> None:
        super().__init__()
        base = cfg.base
        self.embed_tokens = nn.Embedding(base.vocab, base.hidden)
        self.layers = nn.ModuleList(MoELayer(cfg) for _ in range(base.layers))
        self.norm = RMSNorm(base.hidden, base.eps)
        self.lm_head = nn.Linear(base.hidden, base.vocab, bias=False)
        d = base.head_dim
        inv_freq = 1.0 / (base.rope_theta ** (torch.arange(0, d, 2).float() / d))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, tokens: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        pos = torch.arange(tokens.shape[1], dtype=torch.float32)
        freqs = torch.outer(pos, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        x = self.embed_tokens(tokens)
        total = torch.zeros(())
        for layer in self.layers:
            x, balance = layer(x, cos, sin)
            total = total + balance
        return self.lm_head(self.norm(x)), total


def build(cfg: MoEConfig = MoEConfig()) -> MoEDecoder:
    torch.manual_seed(0)
    return MoEDecoder(cfg).eval()


def export_torch_mlir(model: MoEDecoder) -> str:
    """Export with a dynamic token count to torch-level MLIR, weights as named parameters."""
    import iree.turbine.aot as aot

    warnings.filterwarnings("ignore", category=FutureWarning)
    aot.externalize_module_parameters(model, external_scope="model")
    tokens = torch.randint(0, model.embed_tokens.num_embeddings, (1, 16), dtype=torch.int64)
    seq = torch.export.Dim("seq", min=2, max=4096)
    with torch.no_grad():
        exported = aot.export(model, tokens, dynamic_shapes={"tokens": {1: seq}},
                              module_name="module")
    return str(exported.mlir_module)


def run_compiled(text: str, flags: list[str], tokens: np.ndarray,
                 weights: dict[str, np.ndarray]) -> list[np.ndarray]:
    """Compile `text` and run `main` on `tokens` with the model's own weights."""
    import iree.compiler as compiler
    import iree.runtime as rt

    vmfb = compiler.compile_str(text, extra_args=flags)
    config = rt.Config("local-sync")
    index = rt.ParameterIndex()
    for key, value in weights.items():
        rt.parameter_index_add_numpy_ndarray(index, key, value)
    params = rt.create_io_parameters_module(config.vm_instance,
                                            index.create_provider(scope="model"))
    program = rt.VmModule.copy_buffer(config.vm_instance, vmfb)
    context = rt.SystemContext(vm_modules=[params, program], config=config)
    results = context.modules[program.name]["main"](tokens)
    return [np.asarray(r.to_host()) for r in results]


def router_indices(model: MoEDecoder, tokens: torch.Tensor) -> list[np.ndarray]:
    """What torch's topk picks in each layer's router (recorded with forward hooks)."""
    picked: list[np.ndarray] = []

    def record(module: nn.Module, args: tuple, output: torch.Tensor) -> None:
        picked.append(torch.topk(output.softmax(-1), 2, dim=-1).indices.numpy())

    hooks = [layer.moe.gate.register_forward_hook(record) for layer in model.layers]
    with torch.no_grad():
        model(tokens)
    for hook in hooks:
        hook.remove()
    return picked


def verify(text: str, model: MoEDecoder, flags: list[str]) -> list[str]:
    """Problems with the sample ([] when none): on llvm-cpu, with the model's own weights, its
    logits must differ from torch's (the one-layer model's agree to 1e-6: only the second
    and later routers' topks are wrong)."""
    torch.manual_seed(1)
    tokens = torch.randint(0, model.embed_tokens.num_embeddings, (1, 8), dtype=torch.int64)
    weights = {k: v.detach().numpy() for k, v in model.state_dict().items()}
    logits, balance = run_compiled(text, flags, tokens.numpy(), weights)
    with torch.no_grad():
        want_logits, want_balance = (t.numpy() for t in model(tokens))
    wrong = not np.allclose(logits, want_logits, rtol=1e-3, atol=1e-3)
    print(f"  {FILE_NAME}: logits differ from torch: {wrong} (largest difference "
          f"{np.abs(logits - want_logits).max():.3g}); load-balancing loss {balance.item():.6g} "
          f"vs torch {want_balance.item():.6g}")
    return [] if wrong else [f"{FILE_NAME} computes the same logits as torch"]


def write_sample(out: Path, flags: list[str], verify_it: bool,
                 failures: list[str]) -> list[dict]:
    """Export the MoE decoder into `out`, at torch level and lowered to the compiler's input
    level (its ABI wrapper over buffer views and its `$async` twin); with `verify_it`, check
    against torch that it computes wrong logits on llvm-cpu and that the reducer's op check
    finds the wrong indices in both."""
    model = build()
    text = export_torch_mlir(model)
    sample = out / FILE_NAME
    sample.write_text(text)
    lowered = out / INPUT_FILE_NAME
    lower_to_input(sample, lowered)
    entries = [{"file": path.name, "case": "topk_pair_wrong_indices", "flags": flags,
                "check": "op", "ops": count_ops(path)} for path in (sample, lowered)]
    for entry in entries:
        print(f"{entry['file']}: {entry['ops']} ops")
    if not verify_it:
        return entries
    failures += verify(text, build(), flags)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer
    from reducer.ir import parse
    from reducer.oracle.oracle import OracleError
    from reducer.wrong_result.op import OpCheck

    for path in (sample, lowered):
        try:
            found = OpCheck(flags).calibrate(parse(path.read_text(), keep_locations=True).print())
            print(f"  op check of {path.name}: {found}")
        except OracleError as e:
            failures.append(f"{path.name}: the op check finds nothing: {e}")
    return entries
