"""Every file a reduction writes beside OUTPUT: one writer a file (or a few that go
together), one module a writer, one row a writer in `WRITERS`, run in its order once the
program is reduced and confirmed. Each records what it wrote in the result's `artifacts`,
with the command that shows its failure.

    OUT.mlir             the program (fails with the user's command), or with `lit_test` its
                         lit test (`lit_test.py`, by `reducer.crash.lit`)
    OUT.program.mlir     with `keep_program`: the whole program, reduced too
    OUT.executable.mlir  the executable that fails alone (`executable.py`;
                         `--compile-mode=hal-executable`)
    OUT.pass.mlir        with `pass_test`: the failing pass's input, as a lit test of that pass
                         (of the failing executable's pass, or of the pass a crash is in), and
    OUT.ll               the LLVM module handed to LLVM's backend, when the failure is there
                         (`pass_test.py`)
    OUT.inputs.npz       a wrong result: the inputs that show the wrong value, with the
    OUT.inputs.npy       reference's values, and as iree-run-module reads them
                         (`wrong_inputs.py`)
    REPORT.md            with `report`: the bug report (`report.py`)

Adding a file: a module with a writer, and its row in `WRITERS`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reducer.crash.pass_level import PassCapture
from reducer.iree.dispatch import Isolated
from reducer.oracle.oracle import Oracle
from reducer.pipeline.artifacts import executable, lit_test, pass_test, report, wrong_inputs
from reducer.pipeline.result import Result
from reducer.pipeline.search import Context

if TYPE_CHECKING:
    from reducer.wrong_result.check import Reproduction


@dataclass(frozen=True)
class Finished:
    """A reduction, reduced and confirmed: what the files beside OUTPUT are written from.
    `executable`: the one that fails alone in the result (None: the failure is not in one);
    `oracle`: None for a wrong result (its check judged); `crash_pass`: the pass a crash is
    in, captured while its start was located; `reproduction`: a wrong result's inputs and
    the reference's values."""

    result: Result
    executable: Isolated | None
    oracle: Oracle | None
    context: Context
    crash_pass: PassCapture | None = None
    reproduction: Reproduction | None = None


Writer = Callable[[Finished], None]  # writes its files, if the options ask, and records them

WRITERS: tuple[Writer, ...] = (
    executable.write,  # OUT.executable.mlir
    pass_test.write,  # OUT.pass.mlir, OUT.ll (needs the executable's name)
    lit_test.write,  # OUTPUT as a lit test (after the flag report, before the bug report)
    wrong_inputs.write,  # OUT.inputs.npz, OUT.inputs.npy
    report.write,  # REPORT.md (reads what the others wrote)
)


def write_artifacts(finished: Finished) -> Result:
    """Every writer of `WRITERS` in turn; the result, its artifacts recorded."""
    for writer in WRITERS:
        writer(finished)
    return finished.result
