"""Whether this checkout reduces every sample to the same bytes as commit REV's reducer: the
output and every file written beside it (the executable, the pass-level test), compared byte
for byte. A restructuring must print "identical" on every row.

    python benchmarks/identical.py --baseline REV [--modes default,derive,lit] [--wrong]
                                   [--jobs N] [NAME ...]

Modes: `default` (the sample's signature), `derive` (no signature: derived), `lit` (with the
pass-level test, `pass_test`). `--wrong` adds the wrong-result samples (minutes each). Each
reduction runs in a fresh process, with the tree's own reducer on its import path.
"""
from __future__ import annotations

import argparse
import contextlib
import filecmp
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from scale import Tree, baseline_tree, compile_bytecode

ROOT = Path(__file__).resolve().parent.parent
MODES = ("default", "derive", "lit")
# Run in the tree's own reducer: reduce one sample into a folder, as the Python API does.
_REDUCE = """
import json, sys
import reducer
entry, mode, output, jobs = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
sample = sys.argv[5] + "/samples/" + entry["file"]
if mode == "wrong":
    reducer.reduce_wrong_result(sample, entry["check"], flags=entry["flags"], output=output,
                                jobs=jobs)
else:
    reducer.reduce(sample, None if mode == "derive" else entry["signature"],
                   flags=entry["flags"], output=output, jobs=jobs, journal=False,
                   pass_test=mode == "lit")
"""


def reduce_in(tree: Tree, entry: dict, mode: str, folder: Path, jobs: int) -> float:
    """Reduce the sample with `tree`'s reducer into `folder`; seconds taken."""
    folder.mkdir(parents=True)
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-c", _REDUCE, json.dumps(entry), mode,
                           str(folder / "out.mlir"), str(jobs), str(tree.root)],
                          cwd=tree.root, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        (folder / "error").write_text(done.stderr[-2000:])
    return time.monotonic() - start


def same_files(a: Path, b: Path) -> list[str]:
    """The files that differ between two output folders (journals and LLVM modules, which
    name temp folders, left out), or that only one has."""
    names = {p.name for p in a.iterdir()} | {p.name for p in b.iterdir()}
    differ = []
    for name in sorted(n for n in names if not n.endswith((".journal", ".ll"))):
        if not (a / name).exists() or not (b / name).exists() or \
                not filecmp.cmp(a / name, b / name, shallow=False):
            differ.append(name)
    return differ


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REV", required=True)
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--wrong", action="store_true", help="add the wrong-result samples")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args(argv)
    runs = [(entry, mode) for entry in json.loads((ROOT / "samples" / "cases.json").read_text())
            for mode in args.modes.split(",")]
    if args.wrong:
        runs += [(entry, "wrong")
                 for entry in json.loads((ROOT / "samples" / "wrong_results.json").read_text())]
    runs = [(e, m) for e, m in runs if not args.names or e["file"] in args.names]
    print(f"{'sample':30} {'mode':8} {'this':>6} {'base':>6}  verdict", flush=True)
    with contextlib.ExitStack() as stack:
        here = Tree("", ROOT)
        compile_bytecode(ROOT)
        base = stack.enter_context(baseline_tree(args.baseline))
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="identical-")))
        same = 0
        for index, (entry, mode) in enumerate(runs):
            mine, theirs = tmp / f"{index}-this", tmp / f"{index}-base"
            seconds = (reduce_in(here, entry, mode, mine, args.jobs),
                       reduce_in(base, entry, mode, theirs, args.jobs))
            differ = same_files(mine, theirs)
            same += not differ
            verdict = "identical" if not differ else f"DIFFERENT: {', '.join(differ)}"
            print(f"{entry['file']:30} {mode:8} {seconds[0]:>5.1f}s {seconds[1]:>5.1f}s  "
                  f"{verdict}", flush=True)
    print(f"identical: {same}/{len(runs)} against {args.baseline}")


if __name__ == "__main__":
    main(sys.argv[1:])
