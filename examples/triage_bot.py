"""A triage bot: bucket a folder of failing inputs by failure, reduce one input per bucket.

    python examples/triage_bot.py FOLDER [-o REPORT_DIR] [-j JOBS]

FOLDER holds failing inputs, `NAME.mlir`, each with the iree-compile flags it fails with in
`NAME.flags` (one line, as a shell would split it; a missing file means FOLDER/default.flags).
The bot compiles each input once and derives its failure's signature (as `reduce` does when no
`--oracle` is given), buckets the inputs by signature, reduces the smallest input of each
bucket through the Python API, several buckets at once, and writes REPORT_DIR/summary.md (one
row per bucket: signature, inputs, ops before and after, the command that reproduces the
reduced file, a link to its bug report) and REPORT_DIR/summary.json, with the reduced files
and one bug report per bucket (`bucketN.md`, ready to paste as an issue) beside them.
"""
from __future__ import annotations

import argparse
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


def failing_inputs(folder: Path) -> Iterator[tuple[Path, list[str]]]:
    """Each input with its flags."""
    default = folder / "default.flags"
    for path in sorted(folder.glob("*.mlir")):
        flags = path.with_suffix(".flags")
        flags = flags if flags.exists() else default
        yield path, shlex.split(flags.read_text()) if flags.exists() else []


def bucket(folder: Path) -> dict[str, Bucket]:
    """Inputs by the signature of their failure; inputs that do not fail are left out."""
    buckets: dict[str, Bucket] = {}
    for path, flags in tqdm(list(failing_inputs(folder)), desc="signatures", file=sys.stderr):
        try:
            signature = reducer.derive_signature(path, flags)
        except reducer.ReducerError as e:
            print(f"{path.name}: skipped: {e}", file=sys.stderr)
            continue
        if signature is not None:
            buckets.setdefault(signature, Bucket(signature)).inputs.append(str(path))
    return buckets


def reduce_bucket(item: Bucket, flags: dict[str, list[str]], out: Path, index: int) -> Bucket:
    """The smallest input of the bucket, reduced; its row of the summary filled in."""
    source = min(item.inputs, key=lambda p: Path(p).stat().st_size)
    output = out / f"bucket{index}.mlir"
    report = out / f"bucket{index}.md"
    try:
        result = reducer.reduce(source, item.signature, regex=True, flags=flags[source],
                                output=str(output), jobs=1, report=str(report))
    except reducer.ReducerError as e:
        item.error = str(e).splitlines()[0]
        return item
    item.reduced, item.ops_before, item.ops_after = str(output), result.input_ops, \
        result.output_ops
    item.reproduce = shlex.join(result.artifacts[0].reproduce)
    item.report = report.name
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("-o", "--out", type=Path, default=Path("triage"))
    parser.add_argument("-j", "--jobs", type=int, default=2, help="buckets reduced at once")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    flags = {str(path): f for path, f in failing_inputs(args.folder)}
    buckets = list(bucket(args.folder).values())
    with ThreadPoolExecutor(args.jobs) as pool:
        done = list(tqdm(pool.map(lambda ib: reduce_bucket(ib[1], flags, args.out, ib[0]),
                                  enumerate(buckets)), total=len(buckets), desc="buckets",
                         file=sys.stderr))
    (args.out / "summary.md").write_text(summary(done))
    (args.out / "summary.json").write_text(json.dumps([asdict(b) for b in done], indent=2))
    print(summary(done))
    return 0 if all(b.error is None for b in done) else 1


if __name__ == "__main__":
    sys.exit(main())
