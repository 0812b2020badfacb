"""How the reducer copes with model-sized inputs: deep decoders and inline weights.

Runs the `reduce` command (this checkout's, as `python -m reducer`, in its own process) on every
failing file of the manifest that `benchmarks/scale_inputs.py` writes, once as is and once with
`--no-isolate`, each run capped at `--cap` seconds (then sent SIGTERM: the reducer stops and
leaves its best result so far in the output file), `--repeat N` times. Prints one row per
input and mode, of the run of median wall time:

- compile: seconds of one compile of the original in a fresh process, with the user's flags
  (the median of N);
- wall, ratio: the run's wall seconds, and wall / compile;
- compiles: the compiler runs the JSON report counts (finished runs only);
- cpu, share: CPU seconds of the reducer's own Python process (its compiler children
  excluded: read from /proc/PID/stat, last read once it has exited and before it is reaped), and
  that as a share of the wall time: each the median over the N runs (they vary run to run as
  much as the wall time does, and not with it);
- peak MB: the reducer process's own peak resident memory (VmHWM, polled);
- out ops: ops of the output file (the best so far when capped; '-' when none was written yet);
- fails: whether the output still fails with the signature and kind when compiled in a fresh
  process, with the flags the report names (an isolated executable needs its own), else the
  user's flags;
- and below each row, where its compiles went: those before the search (calibration, locating
  the failure, the first cuts) and in it (the runs its journal records: how many, their
  seconds, and how many of them took over half a compile of the original: the big ones), and
  the tries of each strategy (the report's, the first cuts' included).

With `--baseline REV` the reducer of commit REV (a git worktree of this checkout, removed after)
runs side by side with this one, their runs alternating, and its row follows this one's, marked
with REV; the last lines give this checkout's cpu and wall as ratios to the baseline's. With
`--profile N` each run is also sampled by py-spy for its first N seconds and the profile's
top functions (own samples, and samples with the function on the stack) are printed.
Options after `--` go to the reducer unchanged. Outputs, JSON reports, the reducer's stderr and
profiles are kept in `--work` (default: INPUTS/runs). The default cap is 600 s a run.

    python benchmarks/scale_inputs.py                      # writes build/scale/ first
    python benchmarks/scale.py [FILE ...] [--inputs DIR] [--cap S] [--profile N] [--repeat N]
                               [--modes default,no-isolate] [--baseline REV]
                               [-- REDUCER OPTIONS...]
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import dataclasses
import json
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the reducer of this checkout, installed or not

from reducer.ir import IRError, parse
from reducer.iree.dispatch import EXECUTABLE_MODE
from reducer.oracle.signature import classify
from reducer.processes.tools import find_tool

MODES = {"default": [], "no-isolate": ["--no-isolate"]}
TICKS = os.sysconf("SC_CLK_TCK")
POLL_SECONDS = 0.5
GRACE_SECONDS = 60  # after SIGTERM, time for the reducer to stop its compiles and clean up


@dataclass
class Usage:
    """What polling /proc saw of one process."""

    cpu: float = 0.0  # user + system seconds of the process itself, children excluded
    peak_mb: float = 0.0  # VmHWM


@dataclass
class Run:
    wall: float
    returncode: int
    capped: bool
    usage: Usage
    profile: list[str]


@dataclass
class Tree:
    """A reducer to run: this checkout's, or a baseline commit's."""

    label: str  # "" for this checkout
    root: Path


@contextlib.contextmanager
def baseline_tree(rev: str) -> Iterator[Tree]:
    """A worktree of commit `rev`, whose reducer imports its own strategies (as the installed
    package maps them), its bytecode compiled as this checkout's is; removed after."""
    folder = Path(tempfile.mkdtemp(prefix="scale-baseline-"))
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder), rev],
                   check=True, capture_output=True)
    try:
        (folder / "reducer" / "strategies").symlink_to("../strategies")
        compile_bytecode(folder)
        imported = subprocess.run(
            [sys.executable, "-c", "import reducer.strategies as s; print(s.__file__)"],
            cwd=folder, capture_output=True, text=True, check=False).stdout
        if not imported.startswith(str(folder)):
            sys.exit(f"the baseline's reducer does not import from its checkout: {imported}")
        yield Tree(rev, folder)
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(folder)],
                       check=False, capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


def compile_bytecode(root: Path) -> None:
    """Compile the reducer's bytecode once: its first run would otherwise pay for it."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "reducer"),
                    str(root / "strategies")], check=False, capture_output=True)


def read_usage(pid: int, usage: Usage) -> None:
    """Update `usage` from /proc/PID; a process that has gone is left as last seen."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        # Fields after the command name (which may hold spaces) start at field 3 (state).
        fields = stat.rsplit(")", 1)[1].split()
        usage.cpu = (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                usage.peak_mb = max(usage.peak_mb, int(line.split()[1]) / 1024)
    except (OSError, IndexError, ValueError):
        pass


def exited(pid: int) -> bool:
    """Whether the child has exited, without reaping it (its /proc entry stays readable)."""
    return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None


def wait_exit(pidfd: int, seconds: float) -> None:
    """Wait up to `seconds` for the child to exit, waking as soon as it does: a run's wall
    time is not rounded up to the polling period."""
    select.select([pidfd], [], [], seconds)


def start_profiler(pid: int, seconds: int, out: Path) -> subprocess.Popen | None:
    """py-spy sampling the reducer (on-CPU samples only) into a raw collapsed-stack file."""
    py_spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    if not os.access(py_spy, os.X_OK):
        print("py-spy not found (pip install '.[bench]'): no profile", file=sys.stderr)
        return None
    return subprocess.Popen([py_spy, "record", "--pid", str(pid), "--duration", str(seconds),
                             "--format", "raw", "--function", "--output", str(out),
                             "--nonblocking"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# Frames on nearly every stack (the entry point, the command line): they say nothing.
ENTRY_FRAMES = ("<frozen runpy>", "click/", "reducer/cli.py", "reducer/__main__.py")


def top_functions(raw: Path, count: int = 12) -> list[str]:
    """The functions with the most own samples, and the reducer's functions with the most
    samples on the stack (the entry frames left out)."""
    if not raw.exists():
        return ["(no profile written)"]
    own: collections.Counter[str] = collections.Counter()
    inclusive: collections.Counter[str] = collections.Counter()
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, samples = line.rpartition(" ")
        if not stack or not samples.isdigit():
            continue
        frames = stack.split(";")
        n = int(samples)
        total += n
        own[frames[-1]] += n
        for frame in set(frames):
            if ("reducer/" in frame or "strategies/" in frame) and not any(
                    entry in frame for entry in ENTRY_FRAMES):
                inclusive[frame] += n
    if not total:
        return ["(no samples)"]
    lines = [f"{total} samples; own:"]
    lines += [f"  {n / total:6.1%}  {frame}" for frame, n in own.most_common(count)]
    lines.append("the reducer's functions on the stack:")
    lines += [f"  {n / total:6.1%}  {frame}" for frame, n in inclusive.most_common(count)]
    return lines


def run_reducer(command: list[str], root: Path, cap: float, profile: int, logs: Path) -> Run:
    """Run the reducer of `root`; poll its /proc entry; SIGTERM it at the cap. Its stderr goes
    to LOGS.stderr (a pipe read only at the end could fill up and stall it)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(root), *filter(None, [os.environ.get("PYTHONPATH")])])}
    # Bytecode cached as an installed reducer's is: an environment that forbids writing it
    # would have every run compile the reducer's sources again (a tenth of a second).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.monotonic()
    stderr_path, profile_out = Path(f"{logs}.stderr"), Path(f"{logs}.profile.txt")
    with open(stderr_path, "w") as stderr:
        # Run from `root`: `python -m` puts the working directory first on the path.
        proc = subprocess.Popen(command, env=env, cwd=root, stdout=subprocess.DEVNULL,
                                stderr=stderr)
    profiler, profiling = None, bool(profile)
    usage, capped = Usage(), False
    pidfd = os.pidfd_open(proc.pid)
    while not exited(proc.pid):
        read_usage(proc.pid, usage)
        elapsed = time.monotonic() - start
        if profiling and elapsed > 1:  # once the interpreter is up
            profiler, profiling = start_profiler(proc.pid, profile, profile_out), False
        if not capped and elapsed > cap:
            proc.send_signal(signal.SIGTERM)
            capped = True
        elif capped and elapsed > cap + GRACE_SECONDS:
            proc.kill()
        wait_exit(pidfd, POLL_SECONDS)
    wall = time.monotonic() - start
    os.close(pidfd)
    read_usage(proc.pid, usage)  # exited, not yet reaped: the final CPU times
    proc.wait()
    if proc.returncode not in (0, 143):
        print(f"reducer exit {proc.returncode}: {stderr_path.read_text()[-2000:]}",
              file=sys.stderr)
    if profiler:
        profiler.wait()
    return Run(wall, proc.returncode, capped, usage,
               top_functions(profile_out) if profile else [])


def compile_once(path: Path, flags: list[str]) -> tuple[str, str, float]:
    """(kind, combined output, seconds) of one iree-compile run in a fresh process."""
    start = time.monotonic()
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, errors="replace", timeout=1200,
                          check=False)
    output = done.stdout + done.stderr
    return classify(done.returncode, output).value, output, time.monotonic() - start


def still_fails(path: Path, flags: list[str], entry: dict) -> bool:
    kind, output, _ = compile_once(path, flags)
    return kind == entry["kind"] and entry["signature"] in output


def output_flags(out: Path, report: dict | None, entry: dict) -> list[str]:
    """The flags the output should fail with: the report's, else the user's."""
    if report and report.get("flags"):
        return report["flags"]
    # A capped run may have left an isolated executable, which compiles only in this mode.
    if b"hal.executable" in out.read_bytes():
        return [*entry["flags"], EXECUTABLE_MODE]
    return entry["flags"]


def output_ops(path: Path) -> str:
    try:
        return str(parse(path.read_bytes()).num_ops)
    except (OSError, IRError):
        return "-"


Outcome = tuple[Run, "dict | None", str, Path]  # the run, its JSON report, output ops, output


def benchmark(entry: dict, source: Path, mode: str, args: argparse.Namespace,
              extra: list[str], compile_seconds: float, trees: list[Tree]) -> list[Run]:
    """Reduce `source` `args.repeat` times with each tree's reducer, their runs alternating;
    print each tree's run of median wall time, and return those runs."""
    outcomes: dict[str, list[Outcome]] = {tree.label: [] for tree in trees}
    for _ in range(args.repeat):
        for tree in trees:
            outcomes[tree.label].append(reduce_once(entry, source, mode, args, extra, tree))
    return [print_row(entry, source, mode, tree.label, outcomes[tree.label], compile_seconds)
            for tree in trees]


def reduce_once(entry: dict, source: Path, mode: str, args: argparse.Namespace,
                extra: list[str], tree: Tree) -> Outcome:
    # A baseline's files are named apart: a glob of this checkout's never matches them.
    stem = ".".join(filter(None, [source.stem, tree.label, mode]))
    out, report_path = args.work / f"{stem}.reduced.mlir", args.work / f"{stem}.json"
    command = [sys.executable, "-m", "reducer", str(source), "--oracle", entry["signature"],
               "-o", str(out), "--json", str(report_path), *MODES[mode], *extra,
               "--", *entry["flags"]]
    for stale in args.work.glob(f"{stem}.*"):
        stale.unlink()
    run = run_reducer(command, tree.root, args.cap, args.profile, args.work / stem)
    report = json.loads(report_path.read_text()) if report_path.exists() else None
    return run, report, output_ops(out), out


def print_row(entry: dict, source: Path, mode: str, label: str, outcomes: list[Outcome],
              compile_seconds: float) -> Run:
    """The row of the run of median wall time; whether its output fails is checked again."""
    if len({ops for _, _, ops, _ in outcomes}) > 1:
        print(f"{source.name}: the runs' outputs differ in ops: "
              f"{[ops for _, _, ops, _ in outcomes]}", file=sys.stderr)
    outcomes = sorted(outcomes, key=lambda o: o[0].wall)
    run, report, ops, out = outcomes[len(outcomes) // 2]
    # CPU seconds vary run to run as much as wall time does, and not with it: their median.
    cpu = statistics.median(o[0].usage.cpu for o in outcomes)
    share = statistics.median(o[0].usage.cpu / o[0].wall for o in outcomes)
    run = dataclasses.replace(run, usage=Usage(cpu, run.usage.peak_mb))
    compiles = str(report["oracle_calls"]) if report else "-"
    fails = "-"
    if ops != "-":  # the last run's output: the same program as the median's, or said above
        fails = "yes" if still_fails(out, output_flags(out, report, entry), entry) else "NO"
    status = "capped" if run.capped else ("done" if run.returncode == 0
                                          else f"exit {run.returncode}")
    print(f"{source.name:36} {(mode + ' ' + label).strip():18} {entry['ops']:>6} "
          f"{compile_seconds:>7.2f} {run.wall:>7.2f} {run.wall / compile_seconds:>6.1f} "
          f"{compiles:>8} {cpu:>6.2f} {share:>6.1%} "
          f"{run.usage.peak_mb:>7.0f} {ops:>7} {fails:>5}  {status}", flush=True)
    if report:
        print("    " + accounting(report, Path(f"{out}.journal"), compile_seconds))
    for line in run.profile:
        print("    " + line)
    return run


def accounting(report: dict, journal: Path, compile_seconds: float) -> str:
    """Where a run's compiles went: before the search and in it (its journal's runs), and
    each strategy's tries."""
    runs = []
    if journal.exists():
        for line in journal.read_text().splitlines():
            with contextlib.suppress(ValueError):
                event = json.loads(line)
                if event.get("event") == "run":
                    runs.append(float(event["seconds"]))
    big = [s for s in runs if s > compile_seconds / 2]
    tries = ", ".join(f"{name} {counts['tried']}" for name, counts in
                      report.get("strategies", {}).items() if counts.get("tried"))
    return (f"compiles: {report['oracle_calls'] - len(runs)} before the search, {len(runs)} "
            f"in it ({sum(runs):.1f} s; {len(big)} over half a compile of the original, "
            f"{sum(big):.1f} s); tries: {tries}")


def main() -> None:
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="failing files of the manifest (default: all)")
    parser.add_argument("--inputs", type=Path, default=ROOT / "build" / "scale",
                        help="the folder scale_inputs.py wrote")
    parser.add_argument("--work", type=Path, default=None,
                        help="where outputs and reports go (default: INPUTS/runs)")
    parser.add_argument("--cap", type=float, default=600.0, help="seconds per reducer run")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="sample each run with py-spy for its first N seconds")
    parser.add_argument("--repeat", type=int, default=1, metavar="N",
                        help="runs per input and mode; the one of median wall time is shown")
    parser.add_argument("--modes", default="default,no-isolate",
                        help=f"comma-separated, of {', '.join(MODES)}")
    parser.add_argument("--baseline", metavar="REV",
                        help="a commit whose reducer runs side by side, for ratios")
    args = parser.parse_args(argv)
    args.inputs = args.inputs.resolve()  # the reducers run from their own folders
    args.work = (args.work or args.inputs / "runs").resolve()
    args.work.mkdir(parents=True, exist_ok=True)
    with contextlib.ExitStack() as stack:
        trees = [Tree("", ROOT)]
        if args.baseline:
            trees.append(stack.enter_context(baseline_tree(args.baseline)))
        compile_bytecode(ROOT)
        run_all(args, extra, trees)


def run_all(args: argparse.Namespace, extra: list[str], trees: list[Tree]) -> None:
    modes = args.modes.split(",")
    entries = [e for e in json.loads((args.inputs / "manifest.json").read_text())
               if e["signature"] and (not args.files or e["file"] in args.files)]
    print(f"{'input':36} {'mode':18} {'ops':>6} {'compile':>7} {'wall':>7} {'ratio':>6} "
          f"{'compiles':>8} {'cpu':>6} {'share':>6} {'peak MB':>7} {'out ops':>7} "
          f"{'fails':>5}  status", flush=True)
    pairs = []
    for entry in entries:
        source = args.inputs / entry["file"]
        compile_seconds = statistics.median(compile_once(source, entry["flags"])[2]
                                            for _ in range(args.repeat))
        for mode in modes:
            pairs.append(benchmark(entry, source, mode, args, extra, compile_seconds, trees))
    print(f"each row: the run of median wall time of {args.repeat}; cpu and share: their "
          "medians over the runs")
    print("compile: one compile of the original (s); ratio: wall / compile; cpu: the reducer "
          "process's own CPU seconds (compiler children excluded); share: cpu / wall; out ops: "
          "the output (best so far when capped); fails: the output still fails the same way")
    if len(trees) > 1:
        for what in ("cpu", "wall"):
            ratios = [(run.usage.cpu / base.usage.cpu) if what == "cpu" else
                      (run.wall / base.wall) for run, base in pairs]
            print(f"{what} against {trees[1].label}: median ratio {statistics.median(ratios):.2f} "
                  f"(rows: {', '.join(f'{r:.2f}' for r in ratios)})")


if __name__ == "__main__":
    main()
