"""Down to the pass on every failing sample: the failing pass, its reduced input and a lit test.

For each sample of samples/cases.json, reduced as a user would with `--emit lit`
(`reducer.reduce(..., pass_test=True)`): the program, the executable that fails in the result,
the pass that fails on it and its input IR, reduced with iree-opt running only that pass as the
oracle, and the lit test. Prints per case the pipeline, the executable's ops, the pass test's
ops, the seconds of the whole reduction and whether the test passes when run with lit; a
sample that fails before codegen has no executable to start from.

    python benchmarks/pass_level.py [-j N] [NAME ...]     (NAME: e.g. softmax_f8)
"""
from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

import reducer
from reducer.lit import check_with_lit

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
MAX_OPS = 15


def run_case(case: dict, jobs: int) -> tuple[str, ...]:
    """The case reduced as a user would with `--emit lit`: the program, the executable that
    fails in it, and from that the failing pass and its input, reduced."""
    name = case["file"].removeprefix("llama_").removesuffix(".mlir")
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="pass-level-") as folder:
        result = reducer.reduce(SAMPLES / case["file"], case["signature"], flags=case["flags"],
                                jobs=jobs, pass_test=True,
                                output=os.path.join(folder, "reduced.mlir"))
    seconds = f"{time.monotonic() - start:.1f}"
    found = result.pass_test
    if result.executable is None:
        return name, "(no executable: fails before codegen)", "-", "-", seconds, "-"
    if found is None:
        return name, "(no single pass reproduces)", "-", "-", seconds, "-"
    executable = next(a.ops for a in result.artifacts if a.role == "executable")
    passes = check_with_lit(found["text"])
    return (name, found["pipeline"], str(executable), str(found["ops"]), seconds,
            "yes" if passes else "no")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("-j", "--jobs", type=int, default=None)
    args = parser.parse_args()
    cases = [c for c in json.loads((SAMPLES / "cases.json").read_text())
             if not args.names or any(n in c["file"] for n in args.names)]
    header = ("case", "pipeline", "executable ops", "pass test ops", "seconds",
              "RUN passes")
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
