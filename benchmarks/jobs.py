"""What N jobs give, shown on any machine: reductions with a compiler of fixed latency.

The latency stand-in is a compiler wrapper that sleeps a fixed delay (`--delay`, default 3 s)
and then runs the real iree-compile with the same arguments: every verdict is the real
compiler's, and each compile takes the delay longer while it uses no core, as if N cores
compiled N candidates at once. Its folder holds an `iree-opt` link to the real one, which the
reducer takes from beside the compiler.

Per sample of samples/cases.json (`--samples`: substrings of their file names) and per jobs
count (`--jobs`): wall seconds, compiles run, wasted compiles (started ahead of a step that
did not read their verdict), the speed-up against -j 1, and whether the output (every file
written) is byte-identical to the first jobs count's. The reductions run one at a time; on a
machine of many cores, `--cores N` runs them side by side, each in a process of its own, as
many at a time as their jobs fit in N (the -j 1 runs of eight samples at once on 16 cores).
Then, per jobs count, the medians of wall, compiles, wasted compiles and speed-up, the
samples slower than with half the jobs, whether every output is identical, and whether the
bars (`BARS`) are met. A reduction that fails is shown as such and the others go on.
With more than one job, a reduction's wall varies by seconds from run to run on a machine of
few cores (the stand-in's real compiles share them): `--repeat N` runs each of those N times
and takes the medians; -j 1 compiles one thing at a time, and runs once.

`--preview`: the same reductions with the preview of a derived program's search
(`reducer.pipeline.preview`) and without it, in turn (`--repeat N`: the medians of N pairs):
walls, compiles, the preview's gain in seconds and as a share of the wall, and whether the
outputs are the same; the preview stays only while its median gain pays for its code.

`--farm`: the triage bot (examples/triage_bot.py) on a folder of the failing samples (each
its own bucket), its reductions sharing a local Dask cluster of `--workers` workers (the
bot's whole run: the signatures and the cluster's start included), against the same
reductions (the bot's inputs and derived signatures) run one after the other with
`--farm-jobs` jobs each: both walls, and whether they wrote the same reduced files.

    python benchmarks/jobs.py [--samples A B] [--jobs 1 2 4 8 16] [--delay 3] [--cores N]
                              [--repeat N]
    python benchmarks/jobs.py --farm [--workers 8] [--farm-jobs 8] [--samples A B]
    python benchmarks/jobs.py --preview [--samples A B] [--jobs 4] [--repeat N]

The bars, on the eight samples that fail in compiling (one reduction at a time; add
`--cores 16` on a machine of 16 cores):

    python benchmarks/jobs.py --samples bmm_rank4 i4_matmul fptosi divsi softmax_f8 \
        conv2d f4_pack vk_pack --jobs 1 8 16 --delay 3 --repeat 3
    python benchmarks/jobs.py --farm --samples bmm_rank4 i4_matmul fptosi divsi \
        softmax_f8 conv2d f4_pack vk_pack --workers 8 --farm-jobs 8 --delay 3

It imports the reducer of the checkout it is in.
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import hashlib
import json
import math
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's reducer, whichever is installed

import reducer  # noqa: E402
from reducer.processes.tools import find_tool  # noqa: E402

JOBS = [1, 2, 4, 8, 16]


def stand_in(folder: Path, delay: float) -> Path:
    """The latency stand-in: `folder`/iree-compile, which sleeps `delay` seconds and then
    runs the real iree-compile, with `folder`/iree-opt the real iree-opt."""
    folder.mkdir(parents=True, exist_ok=True)
    compiler = folder / "iree-compile"
    compiler.write_text(f"#!/bin/sh\nsleep {delay}\nexec {find_tool('iree-compile')} \"$@\"\n")
    compiler.chmod(0o755)
    opt = folder / "iree-opt"
    if not opt.exists():
        opt.symlink_to(find_tool("iree-opt"))
    return compiler


def outputs(folder: Path) -> dict[str, bytes]:
    """Every file a reduction wrote into `folder` (its journal aside)."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())
            if p.is_file() and not p.name.endswith(".journal")}


@dataclass
class Row:
    """One reduction of one sample with one jobs count (wall NaN: it failed)."""
    wall: float
    compiles: int | None = None
    wasted: int | None = None
    written: str = ""  # the digest of every file it wrote
    speedup: float = float("nan")
    same: bool = False


def reduce_once(file: str, jobs: int, compiler: Path) -> Row:
    """One reduction of the sample `file` (of samples/cases.json) with `jobs` jobs."""
    entry = chosen([file])[0]
    with tempfile.TemporaryDirectory(prefix="jobs-bench-") as tmp:
        start = time.monotonic()
        result = reducer.reduce(ROOT / "samples" / entry["file"], entry["signature"],
                                flags=entry["flags"], compiler=str(compiler), jobs=jobs,
                                output=str(Path(tmp) / "out.mlir"), journal=False)
        wall = time.monotonic() - start
        digest = hashlib.sha256()
        for name, data in outputs(Path(tmp)).items():
            digest.update(name.encode() + b"\0" + data)
        return Row(wall, result.oracle_calls, result.wasted_compiles, digest.hexdigest())


def reduced_apart(file: str, jobs: int, compiler: Path) -> Row:
    """`reduce_once` in a fresh process of its own (side by side with others)."""
    done = subprocess.run([sys.executable, __file__, "--one", file, str(jobs), str(compiler)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr.strip()
                           else f"exit status {done.returncode}")
    return Row(**json.loads(done.stdout))


def without_preview() -> contextlib.AbstractContextManager:
    """No preview of a derived program's search, for the reductions within."""
    from reducer.pipeline import lift
    stack = contextlib.ExitStack()
    stack.enter_context(mock.patch.object(lift, "preview_beside", lambda *a, **k: None))
    return stack


def preview_gain(entries: list[dict], jobs: int, compiler: Path, repeat: int) -> None:
    """Each of `entries` reduced with the preview and without it, in turn, `repeat` times:
    the medians, and the gain."""
    print(f"{'sample':30} {'with s':>7} {'without s':>9} {'compiles':>9} {'gain s':>7} "
          f"{'gain':>6}  same", flush=True)
    gains = []
    for entry in entries:
        with_, without = [], []
        for _ in range(repeat):
            with_.append(reduce_once(entry["file"], jobs, compiler))
            with without_preview():
                without.append(reduce_once(entry["file"], jobs, compiler))
        a, b = median_row(with_), median_row(without)
        gain = b.wall - a.wall
        gains.append(gain / b.wall)
        print(f"{entry['file']:30} {a.wall:7.1f} {b.wall:9.1f} {a.compiles!s:>4}/{b.compiles!s:<4} "
              f"{gain:7.1f} {gain / b.wall:6.1%}  {'yes' if a.written == b.written else 'NO'}",
              flush=True)
    print(f"median gain of the preview at -j {jobs}: {statistics.median(gains):.1%} of the wall")


def chosen(names: list[str] | None) -> list[dict]:
    entries = json.loads((ROOT / "samples" / "cases.json").read_text())
    return [e for e in entries if not names or any(n in e["file"] for n in names)]


# The bars: the median speed-up at these jobs counts against -j 1, no sample slower at
# -j 16 than at -j 8, and the farm's wall at most this share of one after the other.
BARS = {8: 4.0, 16: 5.0}
FARM_BAR = 0.5


def reductions(entries: list[dict], jobs: int, compiler: Path, cores: int,
               repeat: int = 1) -> list[Row]:
    """The reductions of `entries` with `jobs` jobs each, printed as they end: one at a
    time, or with `cores`, side by side while their jobs fit in them. With more than one
    job, each is run `repeat` times and stands as `median_row` of its runs."""
    runs = repeat if jobs > 1 else 1
    rows = [reductions_once(entries, jobs, compiler, cores) for _ in range(runs)]
    return [median_row(list(runs_of_one)) for runs_of_one in zip(*rows)]


def median_row(rows: list[Row]) -> Row:
    """Runs of one reduction as one row: the medians of wall, compiles and wasted
    compiles; what it wrote, when every run wrote the same (else not the same as any).
    A run that failed makes the row a failure."""
    if any(math.isnan(row.wall) for row in rows):
        return Row(float("nan"))
    def median(values: list[int | None]) -> int | None:
        known = [v for v in values if v is not None]
        return round(statistics.median(known)) if known else None
    written = {row.written for row in rows}
    return Row(statistics.median(row.wall for row in rows),
               median([row.compiles for row in rows]), median([row.wasted for row in rows]),
               rows[0].written if len(written) == 1 else "runs differ")


def reductions_once(entries: list[dict], jobs: int, compiler: Path, cores: int) -> list[Row]:
    """One reduction of each of `entries`, as `reductions` runs them."""
    def one(entry: dict) -> Row:
        try:
            row = reduced_apart(entry["file"], jobs, compiler) if cores \
                else reduce_once(entry["file"], jobs, compiler)
        except Exception as e:  # noqa: BLE001 - one failed reduction must not stop the rest
            print(f"{entry['file']:28} {jobs:3} failed: {type(e).__name__}: {e}", flush=True)
            return Row(float("nan"))
        print(f"{entry['file']:28} {jobs:3} {row.wall:7.1f} {row.compiles:8} "
              f"{row.wasted:6}", flush=True)
        return row
    with ThreadPoolExecutor(max(1, cores // jobs) if cores else 1) as pool:
        return list(pool.map(one, entries))


def scaling(entries: list[dict], jobs: list[int], compiler: Path, cores: int,
            repeat: int) -> None:
    print(f"{'sample':28} {'-j':>3} {'wall s':>7} {'compiles':>8} {'wasted':>6}", flush=True)
    table: dict[str, dict[int, Row]] = {entry["file"]: {} for entry in entries}
    for n in jobs:
        for entry, row in zip(entries, reductions(entries, n, compiler, cores, repeat)):
            rows = table[entry["file"]]
            first = rows.get(jobs[0], row)
            row.speedup, row.same = first.wall / row.wall, row.written == first.written
            rows[n] = row
    print()
    print(f"{'sample':28} " + " ".join(f"{f'-j {n}':>14}" for n in jobs) + "  same")
    for name, rows in table.items():
        print(f"{name:28} " + " ".join(f"{r.wall:6.1f} s {r.speedup:5.2f}x"
                                       for r in rows.values())
              + f"  {'yes' if all(r.same for r in rows.values()) else 'NO'}")
    print()
    print(f"{'-j':>3} {'median wall s':>13} {'compiles':>8} {'wasted':>6} {'speedup':>7}  "
          f"slower than with half the jobs")
    medians: dict[int, float] = {}
    for n in jobs:
        rows = [rows[n] for rows in table.values()]
        medians[n] = statistics.median(r.speedup for r in rows)
        slower = [name for name, rows in table.items()
                  if n // 2 in rows and not rows[n].wall <= rows[n // 2].wall]
        print(f"{n:3} {statistics.median(r.wall for r in rows):13.1f} "
              f"{_median(r.compiles for r in rows):>8} {_median(r.wasted for r in rows):>6} "
              f"{medians[n]:6.2f}x  "
              f"{(', '.join(slower) or 'none') if n // 2 in jobs else '-'}")
    same = all(row.same for rows in table.values() for row in rows.values())
    print(f"outputs identical for every -j: {'yes' if same else 'NO'}")
    print()
    verdicts = [(f"median speed-up at -j {n} >= {bar:g}x", medians[n] >= bar)
                for n, bar in BARS.items() if n in jobs and 1 in jobs]
    if 8 in jobs and 16 in jobs:
        verdicts.append(("no sample slower at -j 16 than at -j 8",
                         all(rows[16].wall <= rows[8].wall for rows in table.values())))
    verdicts.append(("outputs byte-identical for every -j", same))
    for bar, met in verdicts:
        print(f"bar: {bar}: {'met' if met else 'NOT met'}")


def _median(values: Iterable[int | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{statistics.median(known):g}" if known else "-"


def inbox(folder: Path, entries: list[dict]) -> Path:
    """A folder of the samples, each with its flags, for the triage bot."""
    folder.mkdir(parents=True, exist_ok=True)
    for entry in entries:
        name = Path(entry["file"]).stem
        (folder / f"{name}.mlir").symlink_to(ROOT / "samples" / entry["file"])
        (folder / f"{name}.flags").write_text(" ".join(entry["flags"]) + "\n")
    return folder


def bot(folder: Path, out: Path, options: list[str]) -> tuple[float, list[dict]]:
    """Wall seconds of the triage bot on `folder`, and its summary."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "triage_bot.py"),
                           str(folder), "-o", str(out), *options],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(
                              filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))})
    wall = time.monotonic() - start
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
    return wall, json.loads((out / "summary.json").read_text())


def one_after_the_other(buckets: list[dict], folder: Path, jobs: int, compiler: Path,
                        out: Path) -> tuple[float, bool]:
    """Wall seconds of the bot's reductions (the input it reduced, its signature) run one
    after the other here with `jobs` jobs each, and whether they wrote what the bot did."""
    out.mkdir()
    same = True
    start = time.monotonic()
    for index, bucket in enumerate(buckets):
        source = Path(min(bucket["inputs"], key=lambda p: Path(p).stat().st_size))
        flags = shlex.split(source.with_suffix(".flags").read_text())
        output = out / f"bucket{index}.mlir"
        reducer.reduce(source, bucket["signature"], regex=True, flags=flags, jobs=jobs,
                       compiler=str(compiler), output=str(output),
                       report=str(out / f"bucket{index}.md"), journal=False)
        same &= bucket["reduced"] is not None and \
            output.read_bytes() == Path(bucket["reduced"]).read_bytes()
    return time.monotonic() - start, same


def farm(entries: list[dict], workers: int, jobs: int, compiler: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="jobs-farm-") as tmp:
        folder = inbox(Path(tmp) / "inbox", entries)
        on_dask, buckets = bot(folder, Path(tmp) / "dask",
                               ["--compiler", str(compiler), "--dask", "local",
                                "--workers", str(workers)])
        alone, same = one_after_the_other(buckets, folder, jobs, compiler,
                                          Path(tmp) / "one")
    print(f"{len(entries)} inputs, {len(buckets)} buckets")
    print(f"the bot, its reductions on a local Dask cluster of {workers} workers "
          f"(signatures and cluster start included): {on_dask:7.1f} s")
    print(f"the same reductions one after the other, -j {jobs} each: {alone:7.1f} s")
    print(f"farm / one after the other: {on_dask / alone:.2f}; "
          f"same reduced files: {'yes' if same else 'NO'}")
    print(f"bar: farm wall <= {FARM_BAR:g} of one after the other: "
          f"{'met' if on_dask <= FARM_BAR * alone else 'NOT met'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", nargs="*", help="substrings of sample file names")
    parser.add_argument("--jobs", nargs="*", type=int, default=JOBS)
    parser.add_argument("--delay", type=float, default=3.0, help="seconds per compile")
    parser.add_argument("--farm", action="store_true")
    parser.add_argument("--workers", type=int, default=8, help="Dask workers (--farm)")
    parser.add_argument("--farm-jobs", type=int, default=8,
                        help="jobs of each reduction one after the other (--farm)")
    parser.add_argument("--cores", type=int, default=0,
                        help="reductions side by side while their jobs fit in these cores")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs of each reduction with more than one job (the median)")
    parser.add_argument("--preview", action="store_true",
                        help="each reduction with the preview and without it")
    parser.add_argument("--one", nargs=3, metavar=("FILE", "JOBS", "COMPILER"),
                        help=argparse.SUPPRESS)  # one reduction, its row as JSON
    args = parser.parse_args()
    if args.one:
        file, jobs, compiler = args.one
        print(json.dumps(dataclasses.asdict(reduce_once(file, int(jobs), Path(compiler)))))
        return
    with tempfile.TemporaryDirectory(prefix="jobs-stand-in-") as tmp:
        compiler = stand_in(Path(tmp), args.delay)
        print(f"stand-in compiler: {args.delay:g} s, then iree-compile; reducer from "
              f"{Path(reducer.__file__).parent}", flush=True)
        if args.preview:
            preview_gain(chosen(args.samples), max(args.jobs), compiler, max(1, args.repeat))
        elif args.farm:
            farm(chosen(args.samples), args.workers, args.farm_jobs, compiler)
        else:
            scaling(chosen(args.samples), sorted(args.jobs), compiler, args.cores,
                    max(1, args.repeat))


if __name__ == "__main__":
    main()
