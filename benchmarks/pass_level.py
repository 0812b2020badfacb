"""`--emit lit` on every codegen and crash sample: is there a passing single-pass test?

For each sample of samples/cases.json that fails in codegen (its phase is one of IREE's
executable phases or `hal`, where executables are serialised) or crashes, reduced as a user
would with `--emit lit` (`reducer.reduce(..., lit_test=True)`): whether OUT.pass.mlir was
written, its ops (generic form, nested ops included), the pass its RUN line runs, the seconds
of the whole reduction, and whether the file passes when run fresh through lit
(`reducer.crash.lit.check_with_lit`, the check the reducer itself makes). Then the bar: every such
sample has a passing test, and at least 80% of them have at most 15 ops.

    python benchmarks/pass_level.py [-j N] [NAME ...]     (NAME: e.g. softmax_f8)
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer

import reducer
from reducer.crash.lit import check_with_lit
from reducer.ir import parse

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
MAX_OPS = 15
SHARE = 0.8  # of the samples, with a passing test of at most MAX_OPS ops
CODEGEN_PHASES = ("executable-sources", "executable-configurations", "executable-targets",
                  "hal")
_RUN = re.compile(r"^// RUN: .*--pass-pipeline=\S*?\((?P<pass>[\w-]+)[{)]", re.MULTILINE)


def measured(entry: dict) -> bool:
    """A sample the bar is about: it fails in codegen, or crashes."""
    return entry["phase"] in CODEGEN_PHASES or entry["kind"] == "crash"


def run_case(entry: dict, jobs: int | None) -> dict:
    """The sample reduced with `--emit lit`, and its OUT.pass.mlir as written."""
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="pass-level-") as folder:
        output = Path(folder) / "reduced.mlir"
        reducer.reduce(SAMPLES / entry["file"], entry["signature"], flags=entry["flags"],
                       jobs=jobs, lit_test=True, output=str(output))
        seconds = time.monotonic() - start
        path = output.with_name("reduced.pass.mlir")
        text = path.read_text() if path.exists() else None
    row = {"sample": entry["file"].removeprefix("llama_").removesuffix(".mlir"),
           "kind": entry["kind"], "written": text is not None, "ops": None, "pass": "-",
           "passes": False, "seconds": seconds}
    if text is not None:
        run = _RUN.search(text)
        row["pass"] = run["pass"] if run else "?"
        row["ops"] = _ops(text)
        row["passes"] = check_with_lit(text)
    return row


def _ops(test: str) -> int:
    """The ops of a lit test's IR, counted as the reducer counts them."""
    return parse(test).num_ops


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("-j", "--jobs", type=int, default=None)
    args = parser.parse_args()
    entries = [e for e in json.loads((SAMPLES / "cases.json").read_text())
               if measured(e) and (not args.names or any(n in e["file"] for n in args.names))]
    print(f"{'sample':18} {'kind':10} {'written':7} {'ops':>4} {'lit':4} {'seconds':>7}  pass",
          flush=True)
    rows = []
    for entry in entries:
        row = run_case(entry, args.jobs)
        rows.append(row)
        print(f"{row['sample']:18} {row['kind']:10} {'yes' if row['written'] else 'NO':7} "
              f"{row['ops'] if row['ops'] is not None else '-':>4} "
              f"{'yes' if row['passes'] else 'NO':4} {row['seconds']:>7.1f}  {row['pass']}",
              flush=True)
    passing = [r for r in rows if r["written"] and r["passes"]]
    small = [r for r in passing if r["ops"] <= MAX_OPS]
    met = len(passing) == len(rows) and len(small) >= SHARE * len(rows)
    print(f"\npassing single-pass tests: {len(passing)}/{len(rows)}; of at most {MAX_OPS} ops: "
          f"{len(small)}/{len(rows)} (bar: all passing, {SHARE:.0%} small): "
          f"{'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()
