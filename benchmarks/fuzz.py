"""Fuzz the `reduce` command with malformed inputs and malformed options (samples/malformed.py
says what the cases are and what each must do). Prints the number of cases and of each kind
of failure; the cases are a fixed function of the seed, so a failure can be replayed.

    python benchmarks/fuzz.py [--count 10000] [--seed 0] [--show 5]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout's samples/

from samples.malformed import fuzz


def main_cli() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=5, help="failures to print in full")
    options = parser.parse_args()
    start = time.monotonic()
    tally = fuzz(options.count, options.seed, options.show)
    for example in tally.examples:
        print(example, file=sys.stderr)
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(tally.kinds.items()))
    print(f"cases: {tally.cases} ({kinds})")
    print(f"tracebacks: {tally.tracebacks}")
    print(f"bad exit codes: {tally.bad_exit}")
    print(f"errors not on one line: {tally.not_one_line}")
    print(f"seconds: {time.monotonic() - start:.0f}")
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main_cli())
