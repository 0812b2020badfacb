"""OUT.executable.mlir: the executable that fails alone, for `--compile-mode=hal-executable`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from reducer.pipeline.files import beside, reproduce_command, write_atomically
from reducer.pipeline.result import Artifact

if TYPE_CHECKING:
    from reducer.pipeline.artifacts import Finished


def write(finished: Finished) -> None:
    isolated, oracle = finished.executable, finished.oracle
    if isolated is None or oracle is None:
        return
    result, options = finished.result, finished.context.options
    result.executable = isolated.name
    path = beside(options.output, ".executable.mlir")
    if path:
        write_atomically(path, isolated.text)
    ops = isolated.num_ops(finished.context.iree_opt)
    result.artifacts.append(Artifact("executable", path, ops, reproduce_command(
        oracle.executable, path, isolated.oracle.flags)))
