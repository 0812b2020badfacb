"""Reduce every failing sample (samples/cases.json) as a user would, and hold the output
against the user's contract and the case's hand-made min.mlir.

Per sample, in a fresh process of its own, as a user runs it (a reduction in a process that
made others before skips their imports and warm-up): one full compile of the original
(seconds, the median of three), the reduction's wall time (the package's import included)
and its ratio to that compile, compiles, where the time went (seconds in the
compiler, summed over the runs side by side; the reducer process's own CPU seconds, its
threads included and the compiler excluded), the output's ops against min.mlir's (generic
form, nested ops included), dynamic dims left, the executable artifact's ops when the failure
was isolated in one, and whether OUTPUT fails with the user's own command (`iree-compile
OUTPUT FLAGS`, compiled again in a fresh process: signature and kind). Then the targets: every
output fails with the user's command, ops <= min.mlir on at least 90% of inputs, median wall
<= 1.5x one compile and none above 4x (a compile under 0.5 s counts as 0.5 s: the ratio's
floor; whole-program reductions, `--no-isolate`: <= 8x).

    python benchmarks/reduce_cases.py [--derive] [--no-isolate] [--jobs N] [--against DIR]
                                      [--repeat N] [NAME ...]

`--derive` gives no signature: the reducer derives it from the original's failure.
`--report` also writes each sample's bug report, and its "report" column says whether the
report's own command, run by a fresh shell in the report's folder, fails the same way (and
the API returned the report's text). `--against DIR`: after each sample's row, the row of
the checkout in DIR (its own reduce_cases.py, its reducer, run in a process of its own
right after), and its summary last: before and after, side by side, on the same machine.
`--repeat N` reduces each sample N times (and the other checkout's after each), a row each:
its median ratio is the sample's in the summary (a run's wall varies by tenths of a second
on a busy machine, as much as a change is worth).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer

_STARTED = time.monotonic()
import reducer  # noqa: E402
from reducer.ir import parse  # noqa: E402
from reducer.ir.measure import shape_cost  # noqa: E402
from reducer.oracle.signature import classify  # noqa: E402
from reducer.processes.tools import find_tool  # noqa: E402

# A user's reduction begins in a fresh process: the package's import is part of its wall.
IMPORT_SECONDS = time.monotonic() - _STARTED

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "data" / "cases"


# Seconds a compile counts as at least: the ratio of a sub-second compile measures start-up.
FLOOR = 0.5


def compile_once(path: Path, flags: list[str]) -> tuple[float, str, str]:
    """Seconds, kind and output of one full compile in a fresh process."""
    start = time.monotonic()
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=900)
    output = done.stdout + done.stderr
    return time.monotonic() - start, classify(done.returncode, output).value, output


def one_compile(path: Path, flags: list[str]) -> float:
    """Seconds of one full compile: the median of three, as a single run varies by tens of
    percent on a busy machine."""
    return statistics.median(compile_once(path, flags)[0] for _ in range(3))


def report_reproduces(report: Path, result: reducer.Result, entry: dict) -> bool:
    """Whether the report's command, run by a fresh shell in the report's folder (the
    compiler on its PATH), fails with the signature and kind, and the API returned its text."""
    text = report.read_text()
    command = next(line for line in text.splitlines() if line.startswith("iree-compile "))
    env = {**os.environ, "PATH": os.path.dirname(find_tool("iree-compile")) + os.pathsep
           + os.environ["PATH"]}
    done = subprocess.run(["bash", "-c", command], cwd=report.parent, env=env, text=True,
                          capture_output=True, timeout=900)
    output = done.stdout + done.stderr
    return (entry["signature"] in output
            and classify(done.returncode, output).value == entry["kind"]
            and result.bug_report is not None and result.bug_report["markdown"] == text)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--derive", action="store_true", help="give no signature")
    parser.add_argument("--no-isolate", action="store_true",
                        help="reduce the whole program, never an isolated executable")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--report", action="store_true", help="write and check bug reports")
    parser.add_argument("--against", metavar="DIR", type=Path,
                        help="another checkout, each sample reduced by it too")
    parser.add_argument("--repeat", type=int, default=1, metavar="N",
                        help="reduce each sample N times; its median ratio counts")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args(argv)
    against: list[tuple[bool, float, bool]] = []
    entries = json.loads((ROOT / "samples" / "cases.json").read_text())
    print(f"{'sample':28} {'compile':>7} {'wall':>6} {'ratio':>5} {'compiles':>8} "
          f"{'compiler':>8} {'own cpu':>7} {'ops':>4} {'min':>4} {'dyn':>3} {'exe':>4}  "
          f"fails with the user's command" + ("  report" if args.report else ""))
    rows = []
    chosen = [e for e in entries if not args.names or e["file"] in args.names]
    for entry in chosen:
        runs: list[tuple[bool, float, bool]] = []
        other: list[tuple[bool, float, bool]] = []
        for run in range(args.repeat):
            # Each sample in a fresh process, as a user runs it: this one, when it is the
            # only one and reduced once.
            runs.append(reduced_here(entry, args) if len(chosen) == 1 and args.repeat == 1
                        else row_of(ROOT, entry["file"], args, "  (again)" if run else ""))
            if args.against is not None:
                other.append(row_of(args.against, entry["file"], args, "  (against)"))
        rows.append(median_row(runs))
        if other:
            against.append(median_row(other))
    summary(rows)
    if against:
        print(f"{args.against}:")
        summary(against)


def reduced_here(entry: dict, args: argparse.Namespace) -> tuple[bool, float, bool]:
    """The sample `entry` reduced in this process: its row printed, and returned (ops <=
    min.mlir, ratio, fails with the user's command)."""
    source = ROOT / "samples" / entry["file"]
    once = one_compile(source, entry["flags"])
    min_ops = parse((CASES / entry["case"] / "min.mlir").read_text()).num_ops
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "reduced.mlir"
        start, cpu = time.monotonic(), time.process_time()
        report = Path(tmp) / "report.md" if args.report else None
        result = reducer.reduce(source, None if args.derive else entry["signature"],
                                flags=entry["flags"], output=str(out), jobs=args.jobs,
                                isolate_dispatch=not args.no_isolate,
                                report=str(report) if report else None)
        wall, own = time.monotonic() - start + IMPORT_SECONDS, time.process_time() - cpu
        _, kind, output = compile_once(out, entry["flags"])
        fails = entry["signature"] in output and kind == entry["kind"]
        reported = report_reproduces(report, result, entry) if report else None
        text = out.read_text()
    exe = next((a.ops for a in result.artifacts if a.role == "executable"), "-")
    ops = parse(text).num_ops
    ratio = wall / max(once, FLOOR)
    print(f"{entry['file']:28} {once:>7.1f} {wall:>6.1f} {ratio:>5.1f} "
          f"{result.oracle_calls:>8} {result.seconds_in_compiler:>8.1f} {own:>7.1f} "
          f"{ops:>4} {min_ops:>4} {shape_cost(text)[0]:>3} {exe!s:>4}  "
          f"{'yes' if fails else 'NO'}"
          + ("" if reported is None else f"  {'yes' if reported else 'NO'}"), flush=True)
    return ops <= min_ops, ratio, fails


def row_of(checkout: Path, name: str, args: argparse.Namespace,
           label: str) -> tuple[bool, float, bool]:
    """The sample `name` reduced by the checkout `checkout`'s own benchmark, in a process of
    its own: its row printed (named `label`, or by the sample when empty), and read back
    (ops <= min.mlir, ratio, fails with the user's command)."""
    flags = [*(["--derive"] * args.derive), *(["--no-isolate"] * args.no_isolate),
             *(["--jobs", str(args.jobs)] if args.jobs else []), *(["--report"] * args.report)]
    done = subprocess.run([sys.executable, str(checkout / "benchmarks" / "reduce_cases.py"),
                           *flags, name], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(checkout)})
    line = next((line for line in done.stdout.splitlines() if line.startswith(name)), None)
    if line is None:
        print(f"{(label or name) + ' failed':28} {done.stderr.strip()[-200:]}", flush=True)
        return False, float("inf"), False
    print(f"{label:28}{line[28:]}" if label else line, flush=True)
    words = line.split()
    return int(words[7]) <= int(words[8]), float(words[3]), words[11] == "yes"


def median_row(runs: list[tuple[bool, float, bool]]) -> tuple[bool, float, bool]:
    """One sample's runs as one row: every output within min.mlir's ops and failing with the
    user's command, at the median ratio."""
    return all(r[0] for r in runs), statistics.median(r[1] for r in runs), all(r[2] for r in runs)


def summary(rows: list[tuple[bool, float, bool]]) -> None:
    if rows:
        print(f"outputs failing with the user's command: {sum(r[2] for r in rows)}/{len(rows)}; "
              f"ops <= min.mlir: {sum(r[0] for r in rows)}/{len(rows)}; "
              f"median ratio to one compile: {statistics.median(r[1] for r in rows):.1f}, "
              f"highest {max(r[1] for r in rows):.1f} (a compile counts as {FLOOR} s at least)")


if __name__ == "__main__":
    main(sys.argv[1:])
