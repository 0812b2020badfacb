"""The IREE tools as the sample generators use them: lowering, counting ops, compiling and
classifying the outcome."""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path


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


# IREE's fused attention op, decomposed into linalg ops: as an online softmax, then its parts.
DECOMPOSE_ATTENTION = ("builtin.module(util.func(iree-linalg-ext-convert-attention-to-online-"
                       "attention,iree-linalg-ext-decompose-attention))")


def decompose_attention(path: Path) -> str:
    """The input-level model at `path` with every `iree_linalg_ext.attention` decomposed into
    linalg ops (matmuls, exponentials, reductions): for targets whose codegen cannot compile
    the fused op."""
    res = run([find_tool("iree-opt"), str(path), f"--pass-pipeline={DECOMPOSE_ATTENTION}"])
    if res.returncode != 0:
        raise RuntimeError(f"iree-opt could not decompose the attention of {path.name}:\n"
                           f"{res.stderr[:2000]}")
    return res.stdout
