"""A triage bot: bucket a folder of failing inputs by failure, reduce one input per bucket.

    python examples/triage_bot.py FOLDER [-o REPORT_DIR] [-j JOBS] [--reduce-jobs N]
                                  [--dask ADDRESS [--workers W]] [--compiler PATH]

FOLDER holds failing inputs, `NAME.mlir`, each with the iree-compile flags it fails with in
`NAME.flags` (one line, as a shell would split it; a missing file means FOLDER/default.flags).
The bot compiles each input once and derives its failure's signature (as `reduce` does when no
`--oracle` is given; that compile is the first of the input's reduction, `reducer.prepare`),
buckets the inputs by signature, reduces the smallest input of each bucket through the
Python API, JOBS buckets at once (a progress bar each), and writes
REPORT_DIR/summary.md (one row per bucket: signature, inputs, ops before and after, the
command that reproduces the reduced file, a link to its bug report) and
REPORT_DIR/summary.json, with the reduced files and one bug report per bucket (`bucketN.md`,
ready to paste as an issue) beside them.

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
    signature: str
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


def bucket(folder: Path, compiler: str | None = None, jobs: int = 1,
           ) -> tuple[dict[str, Bucket], dict[str, reducer.Prepared]]:
    """Inputs by the signature of their failure, `jobs` inputs compiled at once, and the
    input each bucket is reduced from, prepared by that compile (`reducer.prepare`: its
    reduction begins after it); inputs that do not fail are left out."""
    inputs = list(failing_inputs(folder))

    def prepared(item: tuple[Path, list[str]]) -> reducer.Prepared | None:
        path, flags = item
        try:
            return reducer.prepare(path, flags, compiler)
        except reducer.ReducerError as e:
            print(f"{path.name}: skipped: {e}", file=sys.stderr)
            return None

    buckets: dict[str, Bucket] = {}
    kept: dict[str, reducer.Prepared] = {}  # by input: only the one each bucket reduces
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        found = tqdm(pool.map(prepared, inputs), total=len(inputs), desc="signatures",
                     file=sys.stderr)
        for (path, _), ready in zip(inputs, found):
            if ready is None or ready.signature is None:
                continue
            item = buckets.setdefault(ready.signature, Bucket(ready.signature))
            item.inputs.append(str(path))
            kept[str(path)] = ready
            smallest = reduced_input(item)
            for other in item.inputs:
                if other != smallest:
                    kept.pop(other, None)
    return buckets, kept


def reduced_input(item: Bucket) -> str:
    """The input a bucket is reduced from: its smallest."""
    return min(item.inputs, key=lambda p: Path(p).stat().st_size)


@dataclass
class Reduction:
    """How each bucket is reduced: flags by input, where to, the compiler, jobs, cluster."""

    flags: dict[str, list[str]]
    out: Path
    compiler: str | None = None
    jobs: int = 1
    dask: str | None = None
    share: reducer.Share | None = None  # the cluster's workers, shared by the reductions
    prepared: dict[str, reducer.Prepared] = field(default_factory=dict)  # by input


def reduce_bucket(item: Bucket, how: Reduction, index: int, bar: tqdm | None = None,
                  ) -> Bucket:
    """The smallest input of the bucket, reduced; its row of the summary filled in. `bar`
    shows its progress."""
    source = reduced_input(item)
    output = how.out / f"bucket{index}.mlir"
    report = how.out / f"bucket{index}.md"

    def progress(what: str, ops: int, oracle: object) -> None:
        if bar is not None:
            bar.set_postfix_str(f"{what}, {ops} ops", refresh=True)

    try:
        result = reducer.reduce(how.prepared.pop(source, source), item.signature, regex=True,
                                flags=how.flags[source],
                                output=str(output), jobs=how.jobs, report=str(report),
                                compiler=how.compiler, dask=how.dask, share=how.share,
                                progress=progress)
    except reducer.ReducerError as e:
        item.error = str(e).splitlines()[0]
        return item
    finally:
        if bar is not None:
            bar.update()
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
        rows.append(f"| `{b.signature}` | {names} | {b.ops_before} | {after} | "
                    f"`{b.reproduce}` | {report} |")
    return "\n".join(rows) + "\n"


def reduce_all(buckets: list[Bucket], how: Reduction, jobs: int) -> list[Bucket]:
    """Every bucket reduced, `jobs` at once, a progress bar each."""
    bars = [tqdm(total=1, desc=f"bucket{i}", position=i, file=sys.stderr, leave=True)
            for i in range(len(buckets))]
    try:
        with ThreadPoolExecutor(max(1, jobs)) as pool:
            return list(pool.map(lambda i: reduce_bucket(buckets[i], how, i, bars[i]),
                                 range(len(buckets))))
    finally:
        for bar in bars:
            bar.close()


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
    flags = {str(path): f for path, f in failing_inputs(args.folder)}
    with cluster(args.dask, args.workers) as (address, threads):
        found, prepared = bucket(args.folder, args.compiler, threads or 1)
        buckets = list(found.values())
        at_once = args.jobs or (len(buckets) if address else 2)
        how = Reduction(flags, args.out, args.compiler, args.reduce_jobs or max(1, threads),
                        address, reducer.Share(threads) if address else None, prepared)
        done = reduce_all(buckets, how, at_once)
    (args.out / "summary.md").write_text(summary(done))
    (args.out / "summary.json").write_text(json.dumps([asdict(b) for b in done], indent=2))
    print(summary(done))
    return 0 if all(b.error is None for b in done) else 1


if __name__ == "__main__":
    sys.exit(main())
