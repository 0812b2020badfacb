"""Flag reduction on every shared case: the flags each failure needs, and where it shows.

For each case of tests/data/cases (its min.mlir and cmd): the minimal flags, and whether the
failure shows on each target of the ladder (the case's own target, llvm-cpu, vmvx) and at each
optimisation level (--iree-opt-level=O0..O3 added to the minimal flags). A case with a
`signature` is judged by it (same kind of failure as with its own flags); a case without one
is a wrong result, judged by the slice-consistency oracle.

    python benchmarks/flags.py [NAME ...]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer

from reducer.iree.flag_reduction import flag_report
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature
from reducer.wrong_result.slice import SliceConsistencyOracle

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "data" / "cases"


def oracle_for(folder: Path, text: str, flags: list[str]) -> object:
    signature = folder / "signature"
    if not signature.exists():
        return SliceConsistencyOracle(flags)
    oracle = Oracle(OracleSpec(Signature(signature.read_text().strip()), flags))
    oracle.calibrate(text, find_phase=False)  # remembers the kind: a crash must stay a crash
    return oracle


def mark(fails: bool) -> str:
    return "fails" if fails else "-"


def main(names: list[str]) -> None:
    folders = sorted(p for p in CASES.iterdir() if (p / "cmd").exists())
    print(f"{'case':30} {'given':>5} {'kept':>4}  {'target':>14} {'llvm-cpu':>8} {'vmvx':>6}  "
          f"{'O0':>5} {'O1':>5} {'O2':>5} {'O3':>5} {'checks':>6} {'seconds':>7}  minimal flags")
    for folder in folders:
        if names and folder.name not in names:
            continue
        text = (folder / "min.mlir").read_text()
        flags = (folder / "cmd").read_text().split()
        start = time.monotonic()
        report = flag_report(text, oracle_for(folder, text, flags), flags)
        seconds = time.monotonic() - start
        targets = {probe.name: probe for probe in report.targets}
        own = report.targets[0]
        levels = [mark(p.fails) for p in report.opt_levels] or ["?"] * 4
        print(f"{folder.name:30} {len(report.flags):>5} {len(report.minimal):>4}  "
              f"{own.name + ' ' + mark(own.fails):>14} "
              f"{mark(targets['llvm-cpu'].fails):>8} {mark(targets['vmvx'].fails):>6}  "
              + " ".join(f"{level:>5}" for level in levels)
              + f" {report.checks:>6} {seconds:>7.1f}  {' '.join(report.minimal) or '(none)'}",
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
