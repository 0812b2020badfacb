"""Dispatch isolation: when a failure is in codegen, find the one executable that fails alone.

A model compiles into dozens or hundreds of executables; a codegen bug lives in one of them.
iree-compile dumps each executable's source before translating it
(`--iree-hal-dump-executable-sources-to=DIR`) and compiles a single executable with
`--compile-mode=hal-executable`. The failing one is a standalone reproducer of tens of ops
instead of thousands, and each candidate made from it compiles in a fraction of the time.
"""
from __future__ import annotations

import dataclasses
import os
import tempfile
from dataclasses import dataclass

from reducer.oracle import PHASES, Oracle

EXECUTABLE_MODE = "--compile-mode=hal-executable"
_CODEGEN = PHASES[PHASES.index("executable-configurations"):]


def in_codegen(phase: str | None) -> bool:
    """Whether a failure first showing at `phase` (None: only a full compile) can be in codegen."""
    return phase is None or phase in _CODEGEN


@dataclass
class Isolated:
    name: str  # the dumped file's name, e.g. module_main_dispatch_86.mlir
    text: str  # its source: a `hal.executable` op
    oracle: Oracle  # the user's flags in hal-executable mode


def isolate(oracle: Oracle, program: str) -> Isolated | None:
    """The first executable of `program` that fails alone as the program does, if any.

    When the failure's diagnostics name dumped files, only those are tried (the others
    compiled fine before the failure); otherwise all of them, in name order. `oracle` must be
    calibrated on `program`.
    """
    single = dataclasses.replace(oracle, flags=[*oracle.flags, EXECUTABLE_MODE], phase=None,
                                 on_run=None)
    with tempfile.TemporaryDirectory(prefix="reducer-dispatch-") as folder:
        dump = dataclasses.replace(oracle, on_run=None, flags=[
            *oracle.flags, f"--iree-hal-dump-executable-sources-to={folder}"])
        output = dump.run(program, full=True).output
        for name in _suspects(sorted(os.listdir(folder)), output):
            with open(os.path.join(folder, name)) as f:
                text = f.read()
            outcome = single.run(text, full=True)
            if outcome.interesting and outcome.kind == oracle.kind:
                return Isolated(name, text, single)
    return None


def _suspects(names: list[str], output: str) -> list[str]:
    return [n for n in names if n in output] or names
