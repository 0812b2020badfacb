"""The Llama-style decoder of the samples: grouped-query attention with rotary embeddings,
RMSNorm and a SwiGLU MLP, exported with iree-turbine to torch-level MLIR.

Needs torch and iree-turbine (as generate.py does).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


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
