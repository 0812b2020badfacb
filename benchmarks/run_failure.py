"""Reduce the samples that fail at run time (samples/run_failures.json) with `--run`.

Per sample, one row per way: the signature given (`--oracle SIG`), derived (none given), and
the same reduction through a `--test` script of the kind people write today (compile, then
`iree-run-module` with the function and the original's inputs and parameters hard-coded,
grep for the signature). Each row: ops before and after, compiles, runs, seconds, and `x
run`: the seconds over one compile and one run of the original, timed in the same run
(before each sample's rows). Last, for the `--run` rows, whether the commands written
beside the result show the failure in a fresh shell.

    python benchmarks/run_failure.py [--jobs N] [--no-script] [NAME ...]
"""
from __future__ import annotations

import argparse
import json
import os
import shlex
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer

from reducer.api import reduce
from reducer.ir.program import read_module
from reducer.pipeline.result import Result
from reducer.runtime.execution import Runner, parameter_data, parameters, program_inputs

ROOT = Path(__file__).resolve().parent.parent


def one_compile_and_run(text: str, flags: list[str]) -> float:
    start = time.monotonic()
    Runner(flags).run(text)
    return time.monotonic() - start


def test_script(folder: Path, text: str, entry: dict) -> Path:
    """A script that hard-codes the original's function and inputs, as people write them."""
    import iree.runtime as rt
    inputs = [f"--input=@{folder}/input{i}.npy" for i in range(len(program_inputs(
        read_module(text))))]
    for i, array in enumerate(program_inputs(read_module(text))):
        np.save(folder / f"input{i}.npy", array)
    weights = {key: parameter_data(key, spec) for _, key, spec in parameters(text)}
    given = []
    if weights:
        rt.save_archive_file(weights, str(folder / "model.irpa"))
        given = [f"--parameters=model={folder}/model.irpa"]
    bin_dir = os.path.dirname(sys.executable)
    script = folder / "test.sh"
    script.write_text(
        "#!/bin/sh\n"
        'out=$(mktemp -d) && trap \'rm -rf "$out"\' EXIT\n'
        f"{bin_dir}/iree-compile \"$1\" {shlex.join(entry['flags'])} -o \"$out/m.vmfb\" "
        ">/dev/null 2>&1 || exit 1\n"
        f"{bin_dir}/iree-run-module --module=\"$out/m.vmfb\" --device=local-sync "
        f"--function=main {shlex.join(given + inputs)} 2>&1 | "
        f"grep -q {shlex.quote(entry['failure'])}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def shown_in_fresh_shell(result: Result, failure: str) -> str:
    """Whether the commands written beside the result, run in a new shell, show the failure."""
    commands = [a.reproduce for a in result.artifacts if a.role in ("program", "run-inputs")]
    bin_dir = os.path.dirname(sys.executable)
    # The commands as a user pastes them: one line for a new shell, its environment bare.
    done = subprocess.run(["/bin/sh", "-c", " && ".join(shlex.join(c) for c in commands)],
                          capture_output=True, text=True, timeout=600,
                          env={"PATH": f"{bin_dir}:/usr/bin:/bin"})
    shown = done.returncode != 0 and failure in done.stdout + done.stderr
    return "shown in a fresh shell" if shown else "NOT SHOWN"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-script", action="store_true", help="no --test script rows")
    args = parser.parse_args()
    entries = json.loads((ROOT / "samples" / "run_failures.json").read_text())
    print(f"{'sample':22} {'way':9} {'in':>5} {'out':>4} {'compiles':>8} {'runs':>5} "
          f"{'seconds':>7} {'x run':>6}  commands")
    for entry in entries:
        if args.names and entry["file"] not in args.names:
            continue
        source = ROOT / "samples" / entry["file"]
        one = one_compile_and_run(source.read_text(), entry["flags"])
        print(f"{entry['file']:22} one compile and run of the original: {one:.1f} s")
        ways = [("given", entry["failure"]), ("derived", None)]
        ways += [] if args.no_script else [("--test", "script")]
        for way, signature in ways:
            with tempfile.TemporaryDirectory() as tmp:
                out = str(Path(tmp) / "out.mlir")
                if way == "--test":
                    script = test_script(Path(tmp), source.read_text(), entry)
                    result = reduce(source, test=str(script), flags=entry["flags"],
                                    output=out, jobs=args.jobs)
                    shown, runs = "-", result.oracle_calls
                else:
                    result = reduce(source, signature, flags=entry["flags"], output=out,
                                    jobs=args.jobs, at_run_time=True)
                    shown, runs = shown_in_fresh_shell(result, entry["failure"]), result.runs
            print(f"{entry['file']:22} {way:9} {result.input_ops:>5} {result.output_ops:>4} "
                  f"{result.oracle_calls:>8} {runs:>5} {result.seconds:>7.1f} "
                  f"{result.seconds / one:>6.1f}  {shown}", flush=True)
    print("x run: reduction seconds / one compile and run of the original; --test: each "
          "compile is followed by one run")


if __name__ == "__main__":
    main()
