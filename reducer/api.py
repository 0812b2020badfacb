"""The Python API: `reduce(...)`, `reduce_wrong_result(...)`, `derive_signature(...)` and
`prepare(...)`.

Every call builds its own parser, oracle and engine, so a bot may run several reductions from
several threads at once. (The only process-wide state is the registry of running compiler
process groups, which a signal handler needs; see `reducer.processes.process`.)

One reduction is one `Options` value (what the user chose) and a `Listener` (who hears how it
goes). `reduce` and `reduce_wrong_result` are keyword front ends that build the options; `run`
takes them as they are and hands them to the pipeline of stages (`reducer.pipeline`).
"""
from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from reducer import pipeline
from reducer.options import DEFAULT_CHECKS, AtRunTime, Listener, Options, Progress, WrongResult
from reducer.oracle.oracle import OracleError
from reducer.pipeline import Prepared, run
from reducer.pipeline.files import write_atomically
from reducer.pipeline.inputs import COLLECTION_THRESHOLDS
from reducer.pipeline.result import Artifact, Result
from reducer.processes.share import Share
from reducer.wrong_result import Check

__all__ = ["COLLECTION_THRESHOLDS", "WRONG_RESULT_CHECKS", "Artifact", "Prepared", "Result",
           "derive_signature", "prepare", "reduce", "reduce_wrong_result", "run",
           "write_atomically"]

WRONG_RESULT_CHECKS = tuple(check.value for check in Check)


def reduce(text_or_path: str | os.PathLike | Prepared, oracle: str | None = None, *,
           flags: Sequence[str] = (), regex: bool = False, compiler: str | None = None,
           test: str | None = None, timeout: float | None = None, output: str | None = None,
           strategies: Sequence | None = None, skip_strategies: Sequence[str] = (),
           cut_phase: bool = True, jobs: int | None = None,
           progress: Progress | None = None, memory_limit: int | None = None,
           flaky: int = 1, checks: int = DEFAULT_CHECKS, also_interesting: str | None = None,
           journal: bool | str = True, resume: bool = False,
           notice: Callable[[str], None] | None = None, isolate_dispatch: bool = True,
           keep_program: bool = False, reduce_flags: bool = False, pass_test: bool = False,
           lit_test: bool = False, dask: str | None = None, test_exit: int = 0,
           report: str | None = None, releases: str | None = None,
           share: Share | None = None, at_run_time: bool = False,
           inputs: Sequence[str] = ()) -> Result:
    """Reduce an MLIR program while the compiler keeps failing the same way.

    `oracle` is the signature to keep (a substring of the compiler's output, or a regex with
    `regex=True`); `test` is a script deciding instead (exit status `test_exit` = interesting;
    it reads candidates in the form of the input, custom or generic). With `output`,
    the best result so far is written there after every accepted step. `jobs` candidates are
    compiled at once (default: one per core); the result does not depend on it. `strategies`
    (names from `reducer.strategies.NAMES`, or strategy objects) and `skip_strategies` choose
    how to shrink.

    `timeout` (seconds per run) defaults to 10x the original's compile time, within limits;
    `oracle="timeout"` reduces a hang (needs `timeout`). `memory_limit` caps each run's address
    space (bytes). The original is run `checks` times at start and the result `checks` times
    at the end; a varying verdict is an error unless `flaky` = N > 1: then a candidate needs N
    interesting runs of N. `journal` (default: OUTPUT.journal) records the run; `resume`
    continues the run it records, to the same result. `also_interesting`: a folder for
    candidates that show other crashes, hangs or slippages. `notice` hears non-error messages.

    A failure in codegen is traced to the one executable that fails alone
    (`isolate_dispatch`), which is lifted back to a small program and reduced as one into
    OUTPUT; the executable that fails in the result goes beside it (OUTPUT.executable.mlir, for
    `--compile-mode=hal-executable`), and with `keep_program` the whole program is reduced too,
    into OUTPUT.program.mlir. `reduce_flags`: then find the compiler flags the failure needs and
    the simpler targets that show it too (`Result.flag_report`). `pass_test`: then, for a
    codegen failure, the failing pass and its input reduced, as a lit test whose RUN line runs
    only that pass (`Result.pass_test`, OUTPUT.pass.mlir). `lit_test`: OUTPUT written as a
    lit test of the result, with the minimal flags (`Result.lit_test`; implies `reduce_flags`
    and `pass_test`). `report`: a bug report written there, in Markdown (`Result.bug_report`
    holds its fields and text), with `releases` ("all", "3.9.0..3.13.0", "3.10.0,3.13.0")
    the releases of iree-base-compiler the result fails with. `dask`: the address of a Dask
    scheduler whose workers run the compiles (jobs then defaults to the cluster's threads);
    `share`: those workers' `reducer.Share`, when other reductions use them at once.
    `at_run_time`: the program compiles, and fails when its module runs (`oracle`, or the
    signature derived, is in the runtime's output; see `reducer.wrong_result.run_failure`);
    `inputs`: those of the original's function, as iree-run-module takes them (default: made
    in each argument's domain).
    Raises IRError (unreadable input), OracleError (original not interesting, bad options).
    """
    options = Options(
        signature=oracle, regex=regex, flags=tuple(flags), compiler=compiler, test=test,
        timeout=timeout, memory_limit=memory_limit, flaky=flaky, checks=checks, output=output,
        journal=journal, resume=resume, also_interesting=also_interesting, jobs=jobs,
        dask=dask, strategies=tuple(strategies) if strategies else None,
        skip_strategies=tuple(skip_strategies), cut_phase=cut_phase, isolate=isolate_dispatch,
        keep_program=keep_program, reduce_flags=reduce_flags or lit_test,
        pass_test=pass_test or lit_test, lit_test=lit_test, test_exit=test_exit,
        report=report, releases=releases, share=share,
        run=AtRunTime(tuple(inputs)) if at_run_time else None)
    return run(text_or_path, options, _listener(progress, notice))


def reduce_wrong_result(text_or_path: str | os.PathLike, check: str = "slice", *,
                        flags: Sequence[str] = (), compiler: str | None = None,
                        reference_flags: Sequence[str] | None = None,
                        reference_compiler: str | None = None, rtol: float | None = None,
                        atol: float | None = None, timeout: float | None = None,
                        output: str | None = None, strategies: Sequence | None = None,
                        jobs: int | None = None, expected_outputs: str | None = None,
                        progress: Progress | None = None,
                        report: str | None = None) -> Result:
    """Reduce a program that compiles but computes a wrong value (see reducer.wrong_result):
    `check` is "slice" (an output differs when computed alone), "differential" (it differs
    under the reference flags or compiler), "shape" (it differs with static dims) or "op" (an
    op computes a wrong value in the program, against numpy or the op alone; see
    reducer.wrong_result.op).
    `expected_outputs`: an .npz of the original's right outputs, checked first.
    `Result.signature` says what differed, where and by how much."""
    try:
        kind = Check(check)
    except ValueError:
        raise OracleError(f"unknown wrong-result check {check!r}: one of "
                          f"{', '.join(WRONG_RESULT_CHECKS)}") from None
    wrong = WrongResult(kind, tuple(reference_flags) if reference_flags is not None else None,
                        reference_compiler, rtol, atol, expected_outputs)
    options = Options(flags=tuple(flags), compiler=compiler, wrong_result=wrong,
                      timeout=timeout, output=output, jobs=jobs,
                      strategies=tuple(strategies) if strategies else None, report=report)
    return run(text_or_path, options, _listener(progress, None))


def derive_signature(text_or_path: str | os.PathLike, flags: Sequence[str] = (),
                     compiler: str | None = None) -> str | None:
    """The signature `reduce` derives when given none (a regular expression), from one
    compile of the program; None when it compiles, or fails with nothing to go by."""
    return prepare(text_or_path, flags, compiler).signature


def prepare(text_or_path: str | os.PathLike, flags: Sequence[str] = (),
            compiler: str | None = None) -> Prepared:
    """The program read, normalised and compiled once as `reduce` begins, with the
    signature derived from that compile (`Prepared.signature`, as `derive_signature`);
    handed to `reduce` with the same `flags` and `compiler` (and a signature), the
    reduction begins after that compile. A triage bot that buckets inputs by signature
    compiles each input once, not twice."""
    return pipeline.prepare(text_or_path, Options(flags=tuple(flags), compiler=compiler))


def _listener(progress: Progress | None, notice: Callable[[str], None] | None) -> Listener:
    default = Listener()
    return Listener(progress or default.progress, notice or default.notice)
