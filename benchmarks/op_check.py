"""Reduce the op-check samples (samples/wrong_results.json, `check`: `op`) with the op check.

The MoE decoder at torch level and at the compiler's input level (its ABI wrapper over buffer
views around `@main$async`): the op check finds the router whose indices are wrong against
numpy and whose wrong value the original's own outputs hold, and the reduction (`reduce
--oracle wrong-result --check op`, through the Python API) keeps candidates in which an op
of that kind is wrong and reaches their outputs. With `--models`, also the routers of
samples/routers.py: 4 and 12 routers of a dynamic token count, 6 of a static one (right),
6 at the compiler's input level, a scatter whose destination is returned too (wrong) or
not (right, though wrong while watched), and 2 routers beside such a scatter (the topk found,
the scatter met on the way). Prints, per model: ops before and after, compiles
and runs, seconds, the check's finding on the result, how it was confirmed in the original,
which reference wrote the expected values, and a fresh check of what was written: the result
compiled again and run on the inputs written beside it (OUT.inputs.npz), its outputs
against the expected values written there and numpy's evaluation of the written program,
each topk or sort of it against numpy's on the operands it gets in that run, and the
`iree-compile` and `iree-run-module` commands of the summary run as printed
(`iree-run-module` exits 1 when an output differs from its expected value).

    python benchmarks/op_check.py [--jobs N] [--out DIR] [--models] [SAMPLE ...]
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checkout's reducer and samples/, whichever is installed
import reducer  # noqa: E402
from reducer.oracle.oracle import OracleError  # noqa: E402
from reducer.processes.tools import find_tool  # noqa: E402
from reducer.runtime.execution import Runner, read_module  # noqa: E402
from reducer.wrong_result.programs import instrument, work_module  # noqa: E402
from reducer.wrong_result.reference import operand_values, reference, wrong  # noqa: E402
from reducer.wrong_result.whole import Unevaluated, evaluate_program  # noqa: E402
from samples.routers import routed, routers  # noqa: E402

CPU = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
       "--iree-llvmcpu-target-cpu=generic"]
_SORTS = ("torch.aten.topk", "torch.aten.sort", "iree_linalg_ext.sort", "iree_linalg_ext.topk")


def fresh_check(output: Path, flags: list[str]) -> list[str]:
    """The written result run again (its own runner, no cache) on the written inputs: its
    outputs against the expected values, and each topk or sort against numpy."""
    saved = np.load(f"{output.with_suffix('')}.inputs.npz")
    inputs = [saved[f"input{i}"] for i in range(sum(k.startswith("input") for k in saved))]
    text = output.read_text()
    runner = Runner(flags)
    done = runner.run_on(text, inputs)
    if not done.ok:
        return [f"does not run: {done.describe()}"]
    lines = []
    module = work_module(read_module(text))
    try:
        whole: list[np.ndarray] | str = evaluate_program(module, inputs)
    except Unevaluated as e:
        whole = str(e)
    for i, got in enumerate(done.outputs):
        if f"expected{i}" in saved:
            want = saved[f"expected{i}"]
            differ = int((got != want).sum()) if got.shape == want.shape else got.size
            numpy = (f"numpy cannot evaluate it: {whole}" if isinstance(whole, str) else
                     "numpy's evaluation of the written program gives the written values: "
                     + ("yes" if np.allclose(whole[i], want, 1e-4, 1e-5) else "NO"))
            lines.append(f"output {i}: {differ} of {got.size} elements differ from the "
                         f"expected values; {numpy}")
    sorts = [op for op in module.walk() if op.name in _SORTS and op.block is not None]
    program, slots = instrument(module, sorts)
    seen = runner.run_on(program, inputs)
    for op, s in zip(sorts, slots):
        if not seen.ok:
            lines.append(f"{op.name}: the instrumented program does not run")
            continue
        positions = [next(i for i, v in enumerate(op.operands) if v is value)
                     for value in dict.fromkeys(v for v in op.operands
                                                if v.type.startswith(("tensor", "!torch.v")))]
        operands = operand_values(op, {p: seen.outputs[k]
                                       for p, k in zip(positions, s.operands)})
        computed = reference(op, operands, module.aliases) or []
        index, at = 1, s.results[1]
        picked = seen.outputs[at] if at is not None else None
        want = computed[index] if computed else None
        found = None if want is None or picked is None else \
            wrong(op, index, picked, want, operands, 1e-4, 1e-5)
        lines.append(f"{op.name}: indices " + ("right against numpy" if found is None else
                                              f"wrong against numpy: {found}"))
    return lines


def run_commands(result: reducer.Result, folder: Path) -> str:
    """The summary's commands run as printed (in the output's folder)."""
    commands = [a.reproduce for a in result.artifacts if a.reproduce]
    statuses = []
    for command in commands:
        done = subprocess.run(command, cwd=folder, capture_output=True, text=True)
        failed = done.stdout.count("[FAILED]")
        statuses.append(f"{command[0]} exit {done.returncode}"
                        + (f" ({failed} outputs FAILED)" if failed else ""))
    return "; ".join(statuses)


def models(folder: Path) -> list[tuple[Path, bool]]:
    """The routers of samples/routers.py, written into `folder`: each file, and whether it
    computes a wrong value of its own (the shared-iota topks of a dynamic token count; the
    scatter whose destination it returns too)."""
    made = {"routers4.torch.mlir": (routers(4), True),
            "routers12.torch.mlir": (routers(12), True),
            "routers6_static.torch.mlir": (routers(6, "8"), False),
            "scatter_destination_returned.torch.mlir": (routed(True), True),
            "scatter_destination_unseen.torch.mlir": (routed(False), False),
            "routers2_scatter.torch.mlir": (routers(2, scatter=True), True)}
    files = []
    for name, (text, wrong_value) in made.items():
        (folder / name).write_text(text)
        files.append((folder / name, wrong_value))
    lowered = folder / "routers6.mlir"  # the compiler's input form, with its ABI wrapper
    subprocess.run([find_tool("iree-compile"), "-", "--compile-to=input", "-o", str(lowered)],
                   input=routers(6), text=True, check=True)
    return files + [(lowered, True)]


def reduce_one(path: Path, flags: list[str], jobs: int, output: Path) -> None:
    start = time.monotonic()
    try:
        found = reducer.reduce_wrong_result(path, "op", flags=flags, jobs=jobs,
                                            output=str(output))
    except OracleError as e:
        print(f"{path.name}: no finding ({time.monotonic() - start:.0f} s): {e}")
        return
    seconds = time.monotonic() - start
    print(f"{path.name}: ops {found.input_ops} -> {found.output_ops}; compiles "
          f"{found.oracle_calls}, runs {found.runs}, cache hits {found.cache_hits}; "
          f"{seconds:.0f} s")
    finding, *notes = re.split(r"; (?=the original's own|expected values written)",
                               found.signature or "")
    print(f"  finding: {finding}")
    for note in notes:
        print(f"  {note}")
    for line in fresh_check(output, flags):
        print(f"  fresh run of the written inputs: {line}")
    print(f"  the summary's commands: {run_commands(found, output.parent)}")
    print(f"  file: {output}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("samples", nargs="*", help="file names (default: every op sample)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, help="write the results into this folder")
    parser.add_argument("--models", action="store_true",
                        help="also the routers of samples/routers.py (or only them, with "
                             "no SAMPLE named)")
    args = parser.parse_args()
    entries = [e for e in json.loads((ROOT / "samples" / "wrong_results.json").read_text())
               if e["check"] == "op" and (not args.samples or e["file"] in args.samples)]
    folder = args.out or Path(tempfile.mkdtemp(prefix="op-check-"))
    folder.mkdir(parents=True, exist_ok=True)
    if args.models:
        entries = entries if args.samples else []
        for path, wrong_value in models(folder):
            print(f"{path.name}: {'a wrong value of its own' if wrong_value else 'right'}")
            reduce_one(path, entries[0]["flags"] if entries else CPU, args.jobs,
                       folder / path.name.replace(".mlir", ".reduced.mlir"))
    for entry in entries:
        output = folder / entry["file"].replace(".mlir", ".reduced.mlir")
        reduce_one(ROOT / "samples" / entry["file"], entry["flags"], args.jobs, output)


if __name__ == "__main__":
    main()
