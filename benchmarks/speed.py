"""Wall time of reductions against one full compile of the original, -j 1 against -j 2, and
the reducer against C-Vise on the same samples.

For each sample of samples/cases.json: the time of one full compile of the original; the
reducer's wall time with -j 1 and -j 2, their ratio to that compile, compiles run and compiles
saved (cache hits, candidates the iree-opt pre-filter rejected), ops left; then C-Vise (the
Debian package `cvise`) with an equivalent interestingness script, capped in time, and the
ratios of time and final ops. The two reducer runs must give the same output.

    python benchmarks/speed.py [--cvise-cap SECONDS] [--no-cvise] [SAMPLE ...]
"""
from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer

import reducer
from reducer.ir import IRError, parse
from reducer.processes.tools import find_tool

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ["llama_bmm_rank4.mlir", "llama_i4_matmul_trunc.mlir", "llama_fptosi_bf16_i1.mlir"]


def full_compile_seconds(path: Path, flags: list[str]) -> float:
    start = time.monotonic()
    subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", os.devnull],
                   capture_output=True, timeout=3600)
    return time.monotonic() - start


def reduce_once(path: Path, entry: dict, jobs: int) -> tuple[reducer.Result, float]:
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        result = reducer.reduce(path, entry["signature"], flags=entry["flags"], jobs=jobs,
                                output=str(Path(tmp) / "out.mlir"))
    return result, time.monotonic() - start


def interestingness_script(folder: Path, name: str, entry: dict) -> Path:
    """What the reducer's oracle checks, as a C-Vise script: the signature in the output."""
    command = shlex.join([find_tool("iree-compile"), name, *entry["flags"], "-o", os.devnull])
    script = folder / "interesting.sh"
    script.write_text(f"#!/bin/sh\n{command} > output.txt 2>&1\n"
                      f"grep -qF -- {shlex.quote(entry['signature'])} output.txt\n")
    script.chmod(0o755)
    return script


def run_cvise(path: Path, entry: dict, cap: float) -> tuple[float, int]:
    """Seconds C-Vise ran (at most `cap`) and the ops of its best file by then."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        work = folder / path.name
        shutil.copy(path, work)
        script = interestingness_script(folder, path.name, entry)
        start = time.monotonic()
        # C-Vise wants the test case as a bare file name, relative to its working dir.
        proc = subprocess.Popen(["cvise", "--n", "2", "--timeout", "600", str(script),
                                 work.name], cwd=folder, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            proc.wait(timeout=cap)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        seconds = time.monotonic() - start
        try:
            ops = parse(work.read_text()).num_ops
        except (IRError, UnicodeDecodeError):
            ops = -1  # C-Vise's file no longer parses
    return seconds, ops


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", nargs="*", default=DEFAULT)
    parser.add_argument("--cvise-cap", type=float, default=600.0)
    parser.add_argument("--no-cvise", action="store_true")
    args = parser.parse_args()
    entries = {e["file"]: e for e in json.loads((ROOT / "samples" / "cases.json").read_text())}
    use_cvise = not args.no_cvise and shutil.which("cvise") is not None
    if not args.no_cvise and not use_cvise:
        print("cvise not found (Debian: apt-get install cvise): C-Vise columns skipped")
    print(f"{'sample':28} {'compile':>7} | {'-j1 s':>6} {'x':>5} {'runs':>4} {'hits':>4} "
          f"{'pre':>4} | {'-j2 s':>6} {'x':>5} {'j1/j2':>5} | {'ops':>4} {'same':>4} | "
          f"{'cvise s':>7} {'ops':>5} {'time x':>6}")
    for name in args.samples:
        entry, path = entries[name], ROOT / "samples" / name
        compile_s = full_compile_seconds(path, entry["flags"])
        one, one_s = reduce_once(path, entry, jobs=1)
        two, two_s = reduce_once(path, entry, jobs=2)
        row = (f"{name:28} {compile_s:7.1f} | {one_s:6.1f} {one_s / compile_s:5.1f} "
               f"{one.oracle_calls:4} {one.cache_hits:4} {one.prefiltered:4} | "
               f"{two_s:6.1f} {two_s / compile_s:5.1f} {one_s / two_s:5.2f} | "
               f"{one.output_ops:4} {'yes' if one.text == two.text else 'NO':>4} |")
        if use_cvise:
            cvise_s, cvise_ops = run_cvise(path, entry, args.cvise_cap)
            capped = ">" if cvise_s >= args.cvise_cap else " "
            row += f" {cvise_s:7.0f} {cvise_ops:5} {capped}{cvise_s / two_s:5.1f}"
        print(row, flush=True)
    print("x: wall time / one full compile of the original; j1/j2: speed-up of -j 2; "
          "time x: C-Vise's time / the reducer's -j 2 time ('>': C-Vise was stopped at the "
          "cap, so the true ratio is higher when its ops are still above ours)")


if __name__ == "__main__":
    main()
