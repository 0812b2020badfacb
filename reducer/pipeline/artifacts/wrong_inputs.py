"""A wrong result's files: OUTPUT with the command that compiles it to a module (OUT.vmfb),
and its inputs with the `iree-run-module` command that runs it on them:

    OUT.inputs.npz  the inputs on which OUT computes its wrong value (`input0`, ...) and the
                    values the reference gives (`expected0`, ... for the outputs it knows)
    OUT.inputs.npy  the same inputs one after another, as `iree-run-module --input=*FILE`
                    reads them

numpy and the runtime's helpers load only for a wrong result."""
from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from typing import IO, TYPE_CHECKING

from reducer.options import Listener, Options
from reducer.pipeline.files import beside, write_bytes_atomically
from reducer.pipeline.result import Artifact, Result
from reducer.pipeline.setup import user_signature

if TYPE_CHECKING:
    import numpy as np

    from reducer.pipeline.artifacts import Finished
    from reducer.wrong_result.check import Reproduction


def write(finished: Finished) -> None:
    """The program's artifact, and the inputs', replace the compile command of a failure;
    a failure at run time is confirmed by those very commands."""
    if finished.reproduction is None:
        return
    options, result = finished.context.options, finished.result
    result.artifacts = wrong_value(result, finished.reproduction, options)
    if options.run is not None and len(result.artifacts) == 3:
        _confirm_run_failure(result, options, finished.context.listener)


def _confirm_run_failure(result: Result, options: Options, listener: Listener) -> None:
    """The compile and run commands written, run once (with the user's compiler): they must
    show the failure."""
    import shutil
    import sys

    from reducer.oracle.signature import Signature
    from reducer.processes.tools import find_tool
    from reducer.wrong_result.run_failure import KIND_NAMES, shown_by
    kind = next(k for k, name in KIND_NAMES.items() if name == result.kind)
    signature = user_signature(options) or Signature(result.signature or "", regex=True)
    compile_command = [find_tool("iree-compile", options.compiler),
                       *result.artifacts[0].reproduce[1:]]
    runtime = shutil.which("iree-run-module") or os.path.join(os.path.dirname(sys.executable),
                                                             "iree-run-module")
    run_command = [runtime, *result.artifacts[2].reproduce[1:]]
    why = shown_by(compile_command, run_command, replace(signature, kind=kind),
                   result.timeout or 300.0)
    result.confirmed = [int(why is None), 1]
    if why is not None:
        listener.notice(f"the commands written do not show the failure: {why}")


def wrong_value(result: Result, shown: Reproduction, options: Options) -> list[Artifact]:
    """A wrong result's files: OUTPUT with the command that compiles it to a module
    (OUT.vmfb), and its inputs (OUT.inputs.npz, OUT.inputs.npy) with the `iree-run-module`
    command that runs it on them, each output compared with the reference's value where
    one is known (`--expected_output`: the run fails, printing the values that differ)."""
    import numpy as np

    from reducer.runtime.execution import runnable_flags, runtime_driver
    flags = runnable_flags(result.flags)
    module = beside(options.output, ".vmfb") or "program.vmfb"
    program = Artifact("program", options.output, result.output_ops,
                       ["iree-compile", options.output or "-", *flags, "-o", module])
    npz, npy = beside(options.output, ".inputs.npz"), beside(options.output, ".inputs.npy")
    if npz is None or npy is None:
        return [program]
    named = {f"input{i}": a for i, a in enumerate(shown.inputs)}
    named |= {f"expected{i}": a for i, a in enumerate(shown.expected) if a is not None}
    write_bytes_atomically(npz, lambda f: np.savez(f, **named))  # type: ignore[arg-type]
    write_bytes_atomically(npy, lambda f: _save_each(f, shown.inputs))
    run = ["iree-run-module", f"--module={module}", f"--device={runtime_driver(flags)}",
           f"--function={shown.function}"]
    run += [f"--input=*{npy}"] if shown.inputs else []
    if any(a is not None for a in shown.expected):
        run += [f"--expected_output={_value_text(a)}" for a in shown.expected]
    return [program, Artifact("inputs", npz, 0), Artifact("run-inputs", npy, 0, run)]


def _save_each(file: IO[bytes], arrays: Sequence[np.ndarray]) -> None:
    import numpy as np
    for array in arrays:
        np.save(file, array)


_ELEMENT_TYPES = {"b": "i1", "i": "i", "u": "ui", "f": "f"}
_LONGEST = 4096  # elements of an expected value spelled out in a command


def _value_text(array: np.ndarray | None) -> str:
    """An expected output as `iree-run-module` reads it (`2x3xi64=1 2 3 4 5 6`), or
    `(ignored)` where none is known (or it is too long to spell out)."""
    if array is None or array.size > _LONGEST or array.dtype.kind not in _ELEMENT_TYPES:
        return "(ignored)"
    kind = array.dtype.kind
    element = "i1" if kind == "b" else f"{_ELEMENT_TYPES[kind]}{8 * array.dtype.itemsize}"
    values = " ".join(repr(v) for v in array.reshape(-1).tolist()) if kind == "f" \
        else " ".join(str(int(v)) for v in array.reshape(-1).tolist())
    return "x".join([*map(str, array.shape), element]) + "=" + values
