"""Speed of the IR layer against iree-opt on the same generic-form text.

For the biggest sample and for a generated module of at least 12,000 ops (the sample's functions
and globals repeated under new symbol names), prints the best-of-N time of:
  - iree-opt parsing and printing the generic text (`iree-opt --mlir-print-op-generic`, a process),
  - `parse_generic` (our lark parser, from generic text to Module) and `Module.print`,
and the ratio (parse + print) / iree-opt.

    python benchmarks/ir_speed.py [--repeat N]
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's reducer

from reducer.ir import normalize
from reducer.ir.parser import parse_generic
from reducer.processes.tools import find_tool

ROOT = Path(__file__).resolve().parent.parent


def replicated_module(generic: str, min_ops: int) -> str:
    """The module body repeated, symbols renamed per copy, until it has `min_ops` ops."""
    head, rest = generic.split('"builtin.module"', 1)
    body_start = rest.index("({\n") + 3
    body_end = rest.rindex("\n}) : () -> ()")
    body, ops = rest[body_start:body_end], parse_generic(generic).num_ops
    copies = []
    for k in range(-(-min_ops // ops)):
        copies.append(body.replace('sym_name = "', f'sym_name = "c{k}_').replace("@", f"@c{k}_"))
    return head + '"builtin.module"' + rest[:body_start] + "\n".join(copies) + rest[body_end:]


def best_of(repeat: int, run) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(name: str, generic: str, repeat: int) -> None:
    opt = find_tool("iree-opt")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(generic)
        f.flush()
        command = [opt, "--mlir-print-op-generic", "--allow-unregistered-dialect",
                   "--mlir-very-unsafe-disable-verifier-on-parsing", f.name, "-o", "/dev/null"]
        t_opt = best_of(repeat, lambda: subprocess.run(command, check=True))
    module = parse_generic(generic)
    t_parse = best_of(repeat, lambda: parse_generic(generic))
    t_print = best_of(repeat, module.print)
    ratio = (t_parse + t_print) / t_opt
    print(f"{name:28} {module.num_ops:>7} {len(generic) / 1e6:>6.2f} {t_opt * 1e3:>10.1f} "
          f"{t_parse * 1e3:>9.1f} {t_print * 1e3:>9.1f} {ratio:>7.2f}x", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    biggest = max((ROOT / "samples").glob("*.mlir"), key=lambda p: p.stat().st_size)
    generic = normalize(biggest.read_text())
    print(f"{'input':28} {'ops':>7} {'MB':>6} {'iree-opt ms':>10} {'parse ms':>9} "
          f"{'print ms':>9} {'ratio':>8}")
    measure(biggest.name, generic, args.repeat)
    measure("generated (12,000+ ops)", replicated_module(generic, 12_000), args.repeat)


if __name__ == "__main__":
    main()
