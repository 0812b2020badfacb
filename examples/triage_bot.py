"""A triage bot: bucket a folder of failing inputs by failure, reduce one input per bucket.

    python examples/triage_bot.py FOLDER [-o REPORT_DIR] [-j JOBS] [--reduce-jobs N]
                                  [--dask ADDRESS [--workers W]] [--compiler PATH]

FOLDER holds failing inputs, `NAME.mlir`, each with the iree-compile flags it fails with in
`NAME.flags` (one line, as a shell would split it; a missing file means FOLDER/default.flags).
The bot compiles each input once and derives its failure's signature (as `reduce` does when no
`--oracle` is given; that compile is the first of the input's reduction, `reducer.prepare`),
buckets the inputs by their failure's state (the signature as a person reads it, a crash's
pass before it: two crashes of one frame from different passes differ), reduces the
smallest input of each bucket through the Python API, JOBS buckets at once (a progress bar
each), and writes
REPORT_DIR/summary.md (one row per bucket: its state, inputs, ops before and after, the
command that reproduces the reduced file, a link to its bug report) and
REPORT_DIR/summary.json, with the reduced files and one bug report per bucket (`bucketN.md`,
ready to paste as an issue) beside them.

The inputs are compiled smallest first (one per core at once with `--dask`, else one at a
time), and a bucket's reduction starts as soon as its smallest input is known: when the
inputs smaller than it are, not when all are.

Each reduction compiles `--reduce-jobs` candidates at once (default 1). With `--dask
ADDRESS` (a scheduler's address, or `local` for a cluster of `--workers` single-threaded
workers on this machine) every compile of every reduction runs on the cluster's workers,
all buckets are reduced at once (unless -j says otherwise), and the reductions share the
cluster's workers (`reducer.Share`): each keeps its part of them busy (at least two
compiles), the cluster runs the compiles whose verdicts are likeliest to be read first, so
a reduction's next step goes before the others' guesses ahead, and the reductions left
take the workers of those done. A bucket's row in summary.json has its reduction's wall
seconds and compiles.
`--compiler`: the iree-compile to use (iree-opt is taken from beside it).
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from tqdm import tqdm

import reducer


@dataclass
class Bucket:
    signature: str  # the regular expression the reduction judges by
    state: str  # what the bucket is known by, as a person reads it (a crash's pass first)
    inputs: list[str] = field(default_factory=list)
    reduced: str | None = None
    ops_before: int | None = None
    ops_after: int | None = None
    reproduce: str | None = None
    report: str | None = None  # the bucket's bug report, beside the summary
    error: str | None = None
    seconds: float | None = None  # the reduction's wall time
    compiles: int | None = None


def failing_inputs(folder: Path) -> Iterator[tuple[Path, list[str]]]:
    """Each input with its flags."""
    default = folder / "default.flags"
    for path in sorted(folder.glob("*.mlir")):
        flags = path.with_suffix(".flags")
        flags = flags if flags.exists() else default
        yield path, shlex.split(flags.read_text()) if flags.exists() else []


def signatures(inputs: list[tuple[Path, list[str]]], compiler: str | None = None,
               jobs: int = 1) -> Iterator[tuple[Path, reducer.Prepared]]:
    """Each failing input of `inputs` (with its flags), prepared by its first compile
    (`reducer.prepare`: the signature of its failure, and its reduction begins after it),
    smallest first (by size, then name), `jobs` compiled at once; inputs that do not fail
    are left out. An input comes once every smaller one has: the first of a signature is
    then its bucket's smallest."""
    inputs = sorted(inputs, key=lambda item: (item[0].stat().st_size, item[0]))

    def prepared(item: tuple[Path, list[str]]) -> reducer.Prepared | None:
        path, flags = item
        try:
            return reducer.prepare(path, flags, compiler)
        except reducer.ReducerError as e:
            print(f"{path.name}: skipped: {e}", file=sys.stderr)
            return None

    with ThreadPoolExecutor(max(1, jobs)) as pool:
        found = tqdm(pool.map(prepared, inputs), total=len(inputs), desc="signatures",
                     file=sys.stderr, position=0)
        for (path, _), ready in zip(inputs, found):
            if ready is not None and ready.signature is not None:
                yield path, ready


@dataclass
class Reduction:
    """How each bucket is reduced: where to, the compiler, jobs, cluster."""

    out: Path
    compiler: str | None = None
    jobs: int = 1
    dask: str | None = None
    share: reducer.Share | None = None  # the cluster's workers, shared by the reductions


def reduce_bucket(item: Bucket, source: reducer.Prepared, how: Reduction, index: int,
                  ) -> Bucket:
    """The bucket reduced from `source`, its smallest input; its row of the summary filled
    in. A progress bar shows its steps."""
    output = how.out / f"bucket{index}.mlir"
    report = how.out / f"bucket{index}.md"
    bar = tqdm(total=1, desc=f"bucket{index}", position=index + 1, file=sys.stderr, leave=True)

    def progress(what: str, ops: int, oracle: object) -> None:
        bar.set_postfix_str(f"{what}, {ops} ops", refresh=True)

    try:
        result = reducer.reduce(source, item.signature, regex=True, flags=list(source.flags),
                                output=str(output), jobs=how.jobs, report=str(report),
                                compiler=how.compiler, dask=how.dask, share=how.share,
                                progress=progress)
    except reducer.ReducerError as e:
        item.error = str(e).splitlines()[0]
        return item
    finally:
        bar.update()
        bar.close()
    item.reduced, item.ops_before, item.ops_after = str(output), result.input_ops, \
        result.output_ops
    item.reproduce = shlex.join(result.artifacts[0].reproduce)
    item.report = report.name
    item.seconds, item.compiles = round(result.seconds, 1), result.oracle_calls
    return item


def summary(buckets: list[Bucket]) -> str:
    rows = ["| signature | inputs | ops before | ops after | reproduce | report |",
            "|---|---|---:|---:|---|---|"]
    for b in buckets:
        names = ", ".join(Path(p).name for p in b.inputs)
        after = b.ops_after if b.error is None else f"failed: {b.error}"
        report = f"[{b.report}]({b.report})" if b.report else ""
        rows.append(f"| `{b.state}` | {names} | {b.ops_before} | {after} | "
                    f"`{b.reproduce}` | {report} |")
    return "\n".join(rows) + "\n"


def triage(folder: Path, how: Reduction, at_once: int | None, jobs: int) -> list[Bucket]:
    """The inputs of `folder` bucketed by signature (`jobs` compiled at once), each bucket
    reduced from its smallest input as soon as that is known, `at_once` buckets at once
    (None: all); the buckets in the order they were found."""
    inputs = list(failing_inputs(folder))
    buckets: dict[str, Bucket] = {}
    reductions = []
    with ThreadPoolExecutor(at_once or len(inputs) or 1) as pool:
        for path, ready in signatures(inputs, how.compiler, jobs):
            assert ready.signature is not None
            state = ready.state or ready.signature
            item = buckets.get(state)
            if item is None:
                item = buckets[state] = Bucket(ready.signature, state)
                reductions.append(pool.submit(reduce_bucket, item, ready, how, len(reductions)))
            item.inputs.append(str(path))
        return [reduction.result() for reduction in reductions]


@contextlib.contextmanager
def cluster(address: str | None, workers: int) -> Iterator[tuple[str | None, int]]:
    """The Dask scheduler's address (`local`: of a cluster started here, `workers`
    single-threaded workers) and its worker threads; (None, 0) without one."""
    if address is None:
        yield None, 0
        return
    from distributed import Client, LocalCluster

    if address == "local":
        with LocalCluster(n_workers=workers, threads_per_worker=1,
                          dashboard_address=None) as local:
            yield local.scheduler_address, workers
        return
    with Client(address) as client:
        yield address, sum(client.nthreads().values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("-o", "--out", type=Path, default=Path("triage"))
    parser.add_argument("-j", "--jobs", type=int, help="buckets reduced at once (default 2; "
                        "with --dask, all)")
    parser.add_argument("--reduce-jobs", type=int, help="compiles of each reduction at once")
    parser.add_argument("--dask", metavar="ADDRESS", help="a Dask scheduler, or 'local'")
    parser.add_argument("--workers", type=int, default=8, help="workers of --dask local")
    parser.add_argument("--compiler", help="the iree-compile to use")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with cluster(args.dask, args.workers) as (address, threads):
        at_once = args.jobs or (None if address else 2)
        how = Reduction(args.out, args.compiler, args.reduce_jobs or max(1, threads),
                        address, reducer.Share(threads) if address else None)
        done = triage(args.folder, how, at_once, min(os.cpu_count() or 1, threads or 1))
    (args.out / "summary.md").write_text(summary(done))
    (args.out / "summary.json").write_text(json.dumps([asdict(b) for b in done], indent=2))
    print(summary(done))
    return 0 if all(b.error is None for b in done) else 1


if __name__ == "__main__":
    sys.exit(main())
