"""One signature, however it arrives: every crash sample reduced with its signature derived,
as its documented signature (a stack frame's function with its scopes, an `LLVM ERROR`
line's text), and, for a crash named by a frame, as the function's name copied from a stack
trace without its scopes (which only a symbolised stack shows).

For each sample of samples/cases.json that crashes (but in LLVM's backend, where no crash
reproducer is written: its capture fails in every mode), and each mode: whether the crash
was captured at its pass (no note says it was not), whether the pass-level test was written
(`reducer.reduce(..., pass_test=True)`), the compiles, their ratio to the derived mode's,
the ops left and the seconds. Then the bar: capture and test in every mode, each mode's
compiles at most 20% more than the derived mode's.

    python benchmarks/signature_modes.py [-j N] [NAME ...]     (NAME: e.g. stream)
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

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
WITHIN = 0.2  # of the derived mode's compiles
_NOT_CAPTURED = ("not located at a pass", "no pass-level test")


def measured(entry: dict) -> bool:
    """A crash whose capture some mode can make: MLIR writes a reproducer of it."""
    return entry["kind"] == "crash" and not entry["signature"].startswith("Running pass")


def copied(signature: str) -> str:
    """The function's own name, as people copy it from a trace: no scopes, no parameters."""
    return re.split(r"::", signature.split("(", 1)[0])[-1]


def run_mode(entry: dict, oracle: str | None, jobs: int | None) -> dict:
    notes: list[str] = []
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="signature-modes-") as folder:
        output = Path(folder) / "reduced.mlir"
        result = reducer.reduce(SAMPLES / entry["file"], oracle, flags=entry["flags"],
                                jobs=jobs, pass_test=True, output=str(output),
                                notice=notes.append)
    return {"oracle": oracle or "(derived)", "compiles": result.oracle_calls,
            "captured": not any(n in note for note in notes for n in _NOT_CAPTURED),
            "test": result.pass_test is not None, "ops": result.output_ops,
            "seconds": time.monotonic() - start,
            "notes": [n for n in notes if any(m in n for m in _NOT_CAPTURED)]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("-j", "--jobs", type=int, default=None)
    args = parser.parse_args()
    entries = [e for e in json.loads((SAMPLES / "cases.json").read_text())
               if measured(e) and (not args.names or any(n in e["file"] for n in args.names))]
    print(f"{'sample':16} {'oracle':44} {'capture':7} {'test':4} {'compiles':>8} {'ratio':>5} "
          f"{'ops':>4} {'seconds':>7}", flush=True)
    met = True
    for entry in entries:
        derived = None
        frame = "::" in entry["signature"]
        for oracle in (None, entry["signature"], *([copied(entry["signature"])] * frame)):
            row = run_mode(entry, oracle, args.jobs)
            derived = derived or row["compiles"]
            ratio = row["compiles"] / derived
            met &= row["captured"] and row["test"] and ratio <= 1 + WITHIN
            name = entry["file"].removeprefix("llama_").removesuffix(".mlir")
            print(f"{name:16} {row['oracle'][:44]:44} {'yes' if row['captured'] else 'NO':7} "
                  f"{'yes' if row['test'] else 'NO':4} {row['compiles']:>8} {ratio:>5.2f} "
                  f"{row['ops']:>4} {row['seconds']:>7.1f}", flush=True)
            for note in row["notes"]:
                print(f"    note: {note}")
    print(f"\ncapture and pass-level test in every mode, compiles at most {WITHIN:.0%} more "
          f"than the derived mode's: {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()
