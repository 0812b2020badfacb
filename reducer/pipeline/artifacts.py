"""Every file a reduction writes beside OUTPUT, each by one writer here, each recorded in the
result's `artifacts` with the command that shows its failure.

    OUT.mlir             the program (fails with the user's command), or with `lit_test` its
                         lit test (`reducer.lit`)
    OUT.program.mlir     with `keep_program`: the whole program, reduced too
    OUT.executable.mlir  the executable that fails alone (`--compile-mode=hal-executable`)
    OUT.pass.mlir        with `pass_test`: the failing pass's input, as a lit test of that pass
    OUT.ll               the LLVM module handed to LLVM's backend, when the failure is there
    OUT.inputs.npz       a wrong result: the inputs on which OUT computes its wrong value
                         (`input0`, ...) and the values the reference gives (`expected0`, ...
                         for the outputs it knows)
    OUT.inputs.npy       the same inputs one after another, as `iree-run-module
                         --input=*FILE` reads them
    REPORT.md            with `report`: the bug report (`reducer.pipeline.report`)
"""
from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING

from reducer.dispatch import Isolated
from reducer.errors import ReducerError
from reducer.ir import parse
from reducer.ir.parser import parse_generic
from reducer.lit import emit_lit
from reducer.options import Listener, Options
from reducer.oracle import Oracle
from reducer.pass_level import (
    LLVM_SERIALIZATION,
    NoPass,
    PassTestError,
    capture,
    emit_pass_test,
    llvm_module,
    reduce_at_pass,
)
from reducer.pipeline import report
from reducer.pipeline.result import Artifact, Result
from reducer.releases import (
    ReleaseCache,
    ReleaseError,
    available_releases,
    releases_in,
    which_fail,
)
from reducer.signature import Kind
from reducer.text import write_text
from reducer.tools import find_tool

if TYPE_CHECKING:  # numpy and the runtime's helpers load only for a wrong result
    import numpy as np

    from reducer.wrong_result.check import Reproduction


class LitTestError(ReducerError):
    """The result has no lit test that reproduces its failure."""


def write_atomically(path: str | os.PathLike, text: str) -> None:
    """Replace `path` in one step, so a reader (or a crash) never sees half a file."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".reducer-", suffix=".tmp", dir=folder)
    try:
        write_text(fd, text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write_bytes_atomically(path: str | os.PathLike, write: Callable[[IO[bytes]], None]) -> None:
    """Replace `path` in one step with what `write` writes into the file it is given."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".reducer-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def beside(output: str | None, suffix: str) -> str | None:
    """OUT.mlir -> OUT<suffix> (e.g. OUT.executable.mlir)."""
    if output is None:
        return None
    return str(Path(output).with_suffix("")) + suffix


def reproduce_command(compiler: str, path: str | None, flags: Sequence[str]) -> list[str]:
    """The command that shows the failure of the file at `path`, as a user would type it."""
    return [os.path.basename(compiler) if compiler.endswith("iree-compile") else compiler,
            path or "-", *flags, "-o", os.devnull]


def program(oracle: Oracle, output: str | None, ops: int) -> Artifact:
    """OUTPUT, written after every accepted step of the search."""
    reproduce = (reproduce_command(oracle.executable, output, oracle.flags)
                 if oracle.test_script is None else [oracle.executable, output or "-"])
    return Artifact("program", output, ops, reproduce)


def wrong_value(result: Result, shown: Reproduction, options: Options) -> list[Artifact]:
    """A wrong result's files: OUTPUT with the command that compiles it to a module
    (OUT.vmfb), and its inputs (OUT.inputs.npz, OUT.inputs.npy) with the `iree-run-module`
    command that runs it on them, each output compared with the reference's value where
    one is known (`--expected_output`: the run fails, printing the values that differ)."""
    import numpy as np

    from reducer.execution import runnable_flags, runtime_driver
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


def whole_program(kept: Result) -> Artifact:
    """With `keep_program`: the whole program, reduced too (OUT.program.mlir)."""
    reduced = kept.artifacts[0]
    return Artifact("whole-program", reduced.path, reduced.ops, reduced.reproduce)


def executable(isolated: Isolated, oracle: Oracle, options: Options,
               iree_opt: str) -> Artifact:
    """The executable that fails alone, beside the output."""
    path = beside(options.output, ".executable.mlir")
    if path:
        write_atomically(path, isolated.text)
    ops = parse(isolated.text, iree_opt=iree_opt).num_ops
    return Artifact("executable", path, ops,
                    reproduce_command(oracle.executable, path, isolated.oracle.flags))


def pass_test(result: Result, isolated: Isolated, options: Options, strategies: Sequence,
              iree_opt: str, jobs: int, listener: Listener) -> list[Artifact]:
    """The failing pass of the executable, its input reduced with iree-opt running only that
    pass, as a lit test beside the output (OUT.pass.mlir), with the LLVM module when that
    pass hands it to LLVM's backend; or none, and a notice of why. `strategies`: objects of
    their own (some remember what they tried on the program)."""
    oracle = isolated.oracle
    assert oracle.signature is not None
    found = capture(isolated.text, oracle.flags, oracle.spec.compiler, iree_opt,
                    oracle.signature)
    if isinstance(found, NoPass):
        listener.notice(f"no pass-level test: {found.reason.value}"
                        + (f" ({found.detail})" if found.detail else ""))
        return []
    try:
        reduced = reduce_at_pass(found, oracle.signature, strategies, iree_opt, jobs)
        test = emit_pass_test(reduced, found, oracle.signature, iree_opt)
    except PassTestError as e:
        listener.notice(f"no pass-level test: {e}")
        return []
    path = beside(options.output, ".pass.mlir")
    if path:
        write_atomically(path, test)
    ops = parse_generic(reduced).num_ops
    verify = ["--verify-diagnostics"] if found.kind is Kind.DIAGNOSTIC else []
    written = [Artifact("pass-test", path, ops, [
        "iree-opt", f"--pass-pipeline={found.pipeline}", path or "-", *verify])]
    result.pass_test = {"pass": found.pass_name, "pipeline": found.pipeline,
                        "dispatch": result.executable, "ops": ops, "text": test,
                        "llvm_module": None}
    if found.pass_name == LLVM_SERIALIZATION:
        module = _llvm_module(isolated, options, listener)
        if module is not None:
            result.pass_test["llvm_module"] = module.path
            written.append(module)
    return written


def _llvm_module(isolated: Isolated, options: Options, listener: Listener) -> Artifact | None:
    """A failure in LLVM's backend: the LLVM module it was handed, beside the output
    (OUT.ll), and a notice naming it."""
    oracle = isolated.oracle
    text = llvm_module(isolated.text, oracle.flags, oracle.spec.compiler)
    path = beside(options.output, ".ll")
    if text is None or path is None:
        return None
    write_atomically(path, text)
    listener.notice(f"the failure is in LLVM's backend, after translation to LLVM IR: "
                    f"the module handed to it is {path} (as "
                    f"--iree-hal-dump-executable-intermediates-to writes it, with the "
                    f"opt command that made it at its top); iree-base-compiler has no "
                    f"llc to run the failing step alone")
    return Artifact("llvm-module", path, 0)


def lit_test(result: Result, options: Options) -> Artifact:
    """OUTPUT replaced by a lit test of the result, with the minimal flags; the test is
    checked before it is written. Raises LitTestError when no form of it reproduces."""
    flags = result.flag_report["minimal"] if result.flag_report else result.flags
    # The signature judged by: the user's, else the one derived (a regular expression).
    regex = options.regex if options.signature else True
    try:
        test = emit_lit(result.text, flags, result.signature, regex, options.compiler)
    except ReducerError as e:
        raise LitTestError(f"cannot write a lit test: {e}") from None
    if options.output:
        write_atomically(options.output, test.text)
    result.lit_test = {"style": test.style, "run": test.run, "text": test.text}
    return Artifact("lit-test", options.output, result.output_ops)  # its RUN line says how


def bug_report(result: Result, oracle: Oracle | None, options: Options,
               listener: Listener) -> Artifact:
    """The bug report at `options.report`, its fields in `result.bug_report`; with
    `options.releases`, which releases fail first (`reducer.releases`). Paths become file
    names, relative to the report's folder: its command runs there as written."""
    assert options.report is not None
    folder = os.path.dirname(os.path.abspath(options.report))
    program_file = os.path.relpath(options.output, folder) if options.output \
        else "reduced.mlir"
    compiler = find_tool("iree-compile", options.compiler)
    command = [*reproduce_command(os.path.basename(compiler), program_file, result.flags)]
    kind = result.kind
    frames, running = (report.frames_of(compiler, result.text, result.flags)
                       if kind == Kind.CRASH.value else ([], None))
    failing_pass = result.pass_test["pass"] if result.pass_test else running
    summary = (result.flag_report or {}).get("summary", "")
    found = report.BugReport(
        title=report.title(kind, result.signature, result.flags, failing_pass),
        compiler_version=report.compiler_version(compiler), kind=kind,
        signature=result.signature, program_file=program_file, program=result.text,
        command=command, input_ops=result.input_ops, output_ops=result.output_ops,
        failing_pass=failing_pass, pass_reproducer=_pass_reproducer(result, folder),
        flags_needed=result.flag_report["minimal"] if result.flag_report else None,
        targets="\n".join(summary.splitlines()[1:]) or None, frames=frames,
        wrong_value=result.signature if kind == "wrong-result" else None,
        releases=_releases(result, oracle, options, listener))
    text = found.markdown()
    write_atomically(options.report, text)
    result.bug_report = found.as_dict()
    return Artifact("report", options.report, result.output_ops)


def _pass_reproducer(result: Result, folder: str) -> list[str] | None:
    test = next((a for a in result.artifacts if a.role == "pass-test"), None)
    if test is None or test.path is None:
        return None
    relative = os.path.relpath(test.path, folder)
    return [relative if word == test.path else word for word in test.reproduce]


def _releases(result: Result, oracle: Oracle | None, options: Options,
              listener: Listener) -> list[dict] | None:
    """Which releases fail, or None when none was asked (or a script judges)."""
    if not options.releases:
        return None
    if oracle is None or oracle.signature is None or oracle.kind is None:
        listener.notice("--releases: only a compiler's failure with a signature is compiled "
                        "with other releases")
        return None
    cache = ReleaseCache()
    try:
        chosen = releases_in(options.releases, available_releases())
    except ReleaseError as e:
        listener.notice(f"no releases compiled: {e}")
        return None
    listener.notice(f"compiling the result with {len(chosen)} releases of iree-base-compiler "
                    f"(installed on demand into {cache.folder})")
    runs = which_fail(result.text, result.flags, oracle.signature, oracle.kind,
                      chosen, cache.compiler)
    if cache.installed:
        listener.notice(f"installed {', '.join(cache.installed)} into {cache.folder}")
    return report.releases_table(runs)
