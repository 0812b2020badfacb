"""Down to the pass on every failing sample: the failing pass, its reduced input and a lit test.

For each sample of samples/cases.json: compile it once, dumping its executables; find the one
that fails alone with `--compile-mode=hal-executable` (those the output names first); capture
the pass that fails and its input IR; reduce that IR with iree-opt running only the pass as the
oracle; emit the lit test and run it with lit. Prints per case the pass, the ops before and after
reduction, the seconds (capture, reduction and test) and whether the test passes; a sample that
fails before codegen has no executable to start from.

    python benchmarks/pass_level.py [-j N] [NAME ...]     (NAME: e.g. softmax_f8)
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

from reducer.ir import parse
from reducer.pass_level import (
    PassCapture,
    PassTestError,
    capture,
    check_with_lit,
    emit_pass_test,
    reduce_at_pass,
)
from reducer.strategies import select
from reducer.tools import find_tool

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
EXECUTABLE_MODE = "--compile-mode=hal-executable"
MAX_OPS = 15


def compile_output(path: str, flags: list[str]) -> str:
    done = subprocess.run([find_tool("iree-compile"), path, *flags, "-o", os.devnull],
                          capture_output=True, text=True, errors="replace", timeout=600,
                          check=False,
                          env={**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"})
    return done.stdout + done.stderr


def failing_executable(sample: Path, flags: list[str], signature: str) -> str | None:
    """The source of the first dumped executable that shows the signature alone."""
    with tempfile.TemporaryDirectory(prefix="pass-level-") as folder:
        output = compile_output(str(sample), [*flags,
                                f"--iree-hal-dump-executable-sources-to={folder}"])
        paths = sorted(Path(folder).iterdir())
        # dispatch_8 is not named by dispatch_86: a digit may not follow the name.
        named = [p for p in paths if re.search(re.escape(p.stem.split("module_", 1)[-1])
                                               + r"(?!\d)", output)]
        for path in named + [p for p in paths if p not in named]:
            if signature in compile_output(str(path), [*flags, EXECUTABLE_MODE]):
                return path.read_text()
    return None


def run_case(case: dict, jobs: int) -> tuple[str, ...]:
    name = case["file"].removeprefix("llama_").removesuffix(".mlir")
    executable = failing_executable(SAMPLES / case["file"], case["flags"], case["signature"])
    if executable is None:
        return name, "(no executable: fails before codegen)", "-", "-", "-", "-"
    start = time.monotonic()
    found = capture(executable, [*case["flags"], EXECUTABLE_MODE], None, None,
                    case["signature"])
    if not isinstance(found, PassCapture):
        return name, f"({found.reason.name}: {found.detail})", "-", "-", "-", "-"
    reduced = reduce_at_pass(found, case["signature"], select(), jobs=jobs)
    try:
        passes = check_with_lit(emit_pass_test(reduced, found, case["signature"]))
    except PassTestError:
        passes = False
    ops = parse(reduced).num_ops
    return (name, found.pipeline, str(parse(found.ir).num_ops), str(ops),
            f"{time.monotonic() - start:.1f}", "yes" if passes else "no")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    args = parser.parse_args()
    cases = [c for c in json.loads((SAMPLES / "cases.json").read_text())
             if not args.names or any(n in c["file"] for n in args.names)]
    header = ("case", "pipeline", "ops in", "ops out", "seconds", "RUN passes")
    print(" | ".join(header), flush=True)
    rows = []
    for case in cases:
        rows.append(run_case(case, args.jobs))
        print(" | ".join(rows[-1]), flush=True)
    codegen = [r for r in rows if not r[1].startswith("(no executable")]
    good = [r for r in codegen if r[5] == "yes" and int(r[3]) <= MAX_OPS]
    print(f"\npass-level tests of at most {MAX_OPS} ops whose RUN line passes: "
          f"{len(good)} of {len(codegen)} codegen cases")


if __name__ == "__main__":
    main()
