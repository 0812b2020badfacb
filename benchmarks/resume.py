"""Stop real reductions at random moments and resume them: do they end where an uninterrupted
run ends?

For each reduction (a program-level one: the bmm sample failing at the input; an isolated
codegen failure: the i4 sample; a wrong-result one: the topk sample, `--oracle wrong-result`),
it runs once uninterrupted, then N times stopped at a random moment (SIGINT, SIGTERM and
SIGKILL in turn, uniformly within the uninterrupted run's wall time) and continued with
`--resume` (again and again if the resumed run is stopped too: never here). Prints per
reduction the stops by signal and how many resumed runs ended with an output byte-identical
to the uninterrupted run's, and the total.

    python benchmarks/resume.py [--stops 10] [--seed 0] [NAME ...]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGKILL)
REDUCTIONS = {"bmm": "llama_bmm_rank4.mlir", "i4": "llama_i4_matmul_trunc.mlir",
              "topk": "llama_topk_pair.torch.mlir"}


def entries() -> dict[str, dict]:
    """The samples by file: failing ones (cases.json) and wrong-result ones."""
    found = {e["file"]: e for e in json.loads((ROOT / "samples" / "cases.json").read_text())}
    for entry in json.loads((ROOT / "samples" / "wrong_results.json").read_text()):
        found[entry["file"]] = entry
    return found


def command(entry: dict, resume: bool = False) -> list[str]:
    oracle = (["--oracle", "wrong-result", "--check", entry["check"]] if "check" in entry
              else ["--oracle", entry["signature"]])
    return [sys.executable, "-m", "reducer", "in.mlir", *(["--resume"] if resume else []),
            *oracle, "--", *entry["flags"]]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def uninterrupted(entry: dict, folder: Path) -> tuple[str, float]:
    shutil.copyfile(ROOT / "samples" / entry["file"], folder / "in.mlir")
    start = time.monotonic()
    subprocess.run(command(entry), cwd=folder, env=environment(), check=True,
                   capture_output=True, timeout=1800)
    return (folder / "in.mlir.reduced.mlir").read_text(), time.monotonic() - start


def stopped_then_resumed(entry: dict, folder: Path, sig: int, after: float) -> str | None:
    """The output after a stop `after` seconds in and a resume; None if the resume failed."""
    shutil.copyfile(ROOT / "samples" / entry["file"], folder / "in.mlir")
    proc = subprocess.Popen(command(entry), cwd=folder, env=environment(),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        proc.wait(timeout=after)
    except subprocess.TimeoutExpired:
        proc.send_signal(sig)
        proc.wait(timeout=120)
    resumed = subprocess.run(command(entry, resume=True), cwd=folder, env=environment(),
                             capture_output=True, text=True, timeout=1800)
    if resumed.returncode != 0:
        print(f"    resume failed: {resumed.stderr.strip().splitlines()[-1:]}", flush=True)
        return None
    return (folder / "in.mlir.reduced.mlir").read_text()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stops", type=int, default=10, help="stops per reduction")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("names", nargs="*", default=list(REDUCTIONS))
    args = parser.parse_args()
    samples = entries()
    rng = random.Random(args.seed)
    total = same = 0
    for name in args.names:
        entry = samples[REDUCTIONS[name]]
        with tempfile.TemporaryDirectory() as tmp:
            reference, wall = uninterrupted(entry, Path(tmp))
        tally = {s.name: [0, 0] for s in SIGNALS}
        for i in range(args.stops):
            sig = SIGNALS[i % len(SIGNALS)]
            with tempfile.TemporaryDirectory() as tmp:
                output = stopped_then_resumed(entry, Path(tmp), sig, rng.uniform(0, wall))
            tally[sig.name][0] += 1
            tally[sig.name][1] += output == reference
        stops = sum(n for n, _ in tally.values())
        good = sum(g for _, g in tally.values())
        total, same = total + stops, same + good
        by_signal = ", ".join(f"{s} {g}/{n}" for s, (n, g) in tally.items())
        print(f"{name}: uninterrupted {wall:.1f} s; {good}/{stops} resumed to the identical "
              f"output ({by_signal})", flush=True)
    print(f"total: {same}/{total} resumed to the byte-identical result")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
