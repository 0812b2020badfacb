"""The Python API: `reduce(...)` ties the IR layer, the oracle, the engine and strategies together.

No global state: every call builds its own parser, oracle and engine, so a bot may run several
reductions from several threads at once.
"""
from __future__ import annotations

import contextlib
import os
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from reducer.dispatch import Isolated, dump_flag, in_codegen, isolate
from reducer.engine import Engine, Problem
from reducer.execution import DEFAULT_TIMEOUT as DEFAULT_RUN_TIMEOUT
from reducer.flag_reduction import flag_report
from reducer.ir import Module, parse, pretty_print
from reducer.ir.measure import measure
from reducer.ir.normalize import verifier_errors
from reducer.oracle import DEFAULT_CHECKS, FlakyError, Oracle, OracleError, Outcome
from reducer.session import Session, default_journal, journal_options
from reducer.signature import Signature
from reducer.tools import ToolError, sibling_tool
from reducer.wrong_result import (
    DEFAULT_ATOL,
    DEFAULT_RTOL,
    DifferentialOracle,
    ShapeConsistencyOracle,
    SliceConsistencyOracle,
    WrongResultOracle,
)


@dataclass
class Result:
    text: str  # the reduced program, in custom form when iree-opt can print it that way
    generic_text: str
    input_ops: int
    output_ops: int
    signature: str | None
    kind: str
    phase: str | None  # the `--compile-to` phase candidates were compiled to
    oracle_calls: int
    cache_hits: int
    seconds: float
    seconds_in_compiler: float
    strategies: dict[str, dict[str, int]] = field(default_factory=dict)
    timeout: float | None = None  # seconds allowed per compiler run
    confirmed: list[int] = field(default_factory=list)  # [interesting runs, runs] at the end
    other_failures: int = 0  # candidates saved to `also_interesting`
    prefiltered: int = 0  # candidates iree-opt rejected before any compile
    flags: list[str] = field(default_factory=list)  # the flags the result fails with
    executable: str | None = None  # the isolated executable the result was reduced from
    program: dict | None = None  # with keep_program: the whole program's reduction report
    flag_report: dict | None = None  # with reduce_flags: minimal flags, targets that fail

    def report(self) -> dict:
        """The machine-readable report (`--json`)."""
        data = asdict(self)
        del data["text"], data["generic_text"]
        return data


ProgressCallback = Callable[[str, int, Oracle], None]  # (strategy, ops left, oracle)


def read_source(text_or_path: str | os.PathLike) -> str | bytes:
    """A path is read as bytes (bytecode allowed); MLIR text is used as is."""
    if isinstance(text_or_path, os.PathLike) or (
            isinstance(text_or_path, str) and "\n" not in text_or_path
            and len(text_or_path) < 4096 and os.path.exists(text_or_path)):
        path = Path(text_or_path)
        if path.is_dir():
            raise OSError(f"{path} is a directory")
        return path.read_bytes()
    return text_or_path  # type: ignore[return-value]


def write_atomically(path: str | os.PathLike, text: str) -> None:
    """Replace `path` in one step, so a reader (or a crash) never sees half a file."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".reducer-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def reduce(text_or_path: str | os.PathLike, oracle: str | None = None, *,
           flags: Sequence[str] = (), regex: bool = False, compiler: str | None = None,
           test: str | None = None, timeout: float | None = None, output: str | None = None,
           strategies: Sequence | None = None, cut_phase: bool = True, jobs: int | None = None,
           progress: ProgressCallback | None = None, memory_limit: int | None = None,
           flaky: int = 1, checks: int = DEFAULT_CHECKS, also_interesting: str | None = None,
           journal: bool | str = True, resume: bool = False,
           notice: Callable[[str], None] | None = None, isolate_dispatch: bool = True,
           keep_program: bool = False, reduce_flags: bool = False,
           dask: str | None = None) -> Result:
    """Reduce an MLIR program while the compiler keeps failing the same way.

    `oracle` is the signature to keep (a substring of the compiler's output, or a regex with
    `regex=True`); `test` is a script deciding instead (exit 0 = interesting). With `output`,
    the best result so far is written there after every accepted step. `jobs` candidates are
    compiled at once (default: one per core); the result does not depend on it.

    `timeout` (seconds per run) defaults to 10x the original's compile time, within limits;
    `oracle="timeout"` reduces a hang (needs `timeout`). `memory_limit` caps each run's address
    space (bytes). The original is run `checks` times at start and the result `checks` times
    at the end; a varying verdict is an error unless `flaky` = N > 1: then a candidate needs N
    interesting runs of N. `journal` (default: OUTPUT.journal) records the run; `resume`
    continues the run it records, to the same result. `also_interesting`: a folder for
    candidates that show other crashes, hangs or slippages. `notice` hears non-error messages.

    A failure in codegen is traced to the one executable that fails alone
    (`isolate_dispatch`); that executable is reduced instead, as a standalone reproducer for
    `--compile-mode=hal-executable`, and with `keep_program` the whole program is reduced too,
    into OUTPUT.program.mlir. `reduce_flags`: then find the compiler flags the failure needs and
    the simpler targets that show it too (`Result.flag_report`). `dask`: the address of a Dask
    scheduler whose workers run the compiles (jobs then defaults to the cluster's threads).
    Raises IRError (unreadable input), OracleError (original not interesting, bad options).
    """
    from strategies import default_strategies

    start = time.monotonic()
    source = read_source(text_or_path)
    try:
        iree_opt = sibling_tool("iree-opt", compiler if test is None else None)
    except ToolError as e:
        raise OracleError(str(e)) from None
    module = parse(source, iree_opt=iree_opt)
    try:
        signature = Signature.parse(oracle, regex) if oracle else None
    except ValueError as e:
        raise OracleError(str(e)) from None
    with _cluster(dask) as (executor, threads):
        judge = Oracle(signature, flags, compiler, test, timeout, memory_limit=memory_limit,
                       agree=flaky, checks=checks, executor=executor)
        return _reduce(source, module, judge, _Search(
            strategies or default_strategies(iree_opt), iree_opt, cut_phase,
            jobs or threads or available_cores(), progress, also_interesting, journal, resume,
            notice, start, reduce_flags), output, isolate_dispatch, keep_program)


@contextlib.contextmanager
def _cluster(address: str | None) -> Iterator[tuple[Executor | None, int]]:
    """A Dask cluster's executor and its number of worker threads, or (None, 0)."""
    if address is None:
        yield None, 0
        return
    try:
        from distributed import Client
    except ImportError:
        raise OracleError("--dask needs Dask: pip install 'dask[distributed]'") from None
    try:
        client = Client(address, timeout=30)
    except (OSError, TimeoutError) as e:
        raise OracleError(f"cannot reach the Dask scheduler at {address}: {e}") from None
    try:
        yield client.get_executor(), sum(client.nthreads().values())
    finally:
        client.close()


def _reduce(source: str | bytes, module: Module, judge: Oracle, search: _Search,
            output: str | None, isolate_dispatch: bool, keep_program: bool) -> Result:
    """Reduce the program, or the executable its failure is isolated in."""
    original = module.print()
    if not isolate_dispatch or judge.test_script is not None:
        return search.run(source, module, judge, output, lambda: _calibrate(
            judge, original, source, lambda: judge.calibrate(original, search.cut_phase)))
    with tempfile.TemporaryDirectory(prefix="reducer-dispatch-") as folder:
        isolated = _calibrate_and_isolate(judge, original, source, search.cut_phase, folder,
                                          keep_program)
    if isolated is None:
        return search.run(source, module, judge, output, lambda: None)
    program = None
    if keep_program:
        program = search.run(source, module, judge, _program_output(output), lambda: None)
    executable = parse(isolated.text, iree_opt=search.iree_opt)
    result = search.run(isolated.text, executable, isolated.oracle, output,
                        lambda: isolated.oracle.calibrate(executable.print(), find_phase=False))
    result.executable = isolated.name
    result.program = program.report() if program else None
    return result


def _program_output(output: str | None) -> str | None:
    if output is None:
        return None
    return str(Path(output).with_suffix("")) + ".program.mlir"


@dataclass
class _Search:
    """The options of one reduction that do not depend on what is reduced."""

    strategies: Sequence
    iree_opt: str
    cut_phase: bool
    jobs: int
    progress: ProgressCallback | None
    also_interesting: str | None
    journal: bool | str
    resume: bool
    notice: Callable[[str], None] | None
    start: float
    reduce_flags: bool = False

    def run(self, source: str | bytes, module: Module, judge: Oracle, output: str | None,
            calibrate: Callable[[], None]) -> Result:
        """Reduce `module` (read from `source`) as `judge` says; `calibrate` readies `judge`."""
        original = module.print()
        session = Session(judge, original, output=output,
                          journal=default_journal(output, self.journal), resume=self.resume,
                          options=journal_options(source, judge, self.cut_phase,
                                                  self.strategies),
                          also_interesting=self.also_interesting, write=write_atomically,
                          notice=self.notice)
        session.start(calibrate)
        prefilter = Prefilter(judge, original, self.iree_opt)

        def on_accept(state: Module, text: str, strategy: str) -> None:
            session.strategy = strategy
            session.accept(state.num_ops, text, problem.size(state))

        def on_progress(strategy: str, state: Module) -> None:
            if self.progress:
                self.progress(strategy, state.num_ops, judge)

        printed = _LastPrint()
        problem = Problem(module, render=printed, size=lambda m: measure(m, printed(m)),
                          is_interesting=prefilter, cancel=judge.cancel)
        engine = Engine(problem, self.strategies, on_accept, on_progress, jobs=self.jobs)
        best = engine.run()
        best = _confirm_full_compile(judge, engine, problem, best, session.restart)
        generic = best.print()
        text = _readable(generic, judge, self.iree_opt)
        session.finish(text, best.num_ops)
        if output:
            write_atomically(output, text)
        return self._result(module, best, generic, text, judge, engine, session, prefilter)

    def _result(self, module: Module, best: Module, generic: str, text: str, judge: Oracle,
                engine: Engine, session: Session, prefilter: Prefilter) -> Result:
        flags = None
        if self.reduce_flags and judge.test_script is None:
            report = flag_report(text, judge, judge.flags, judge.compiler)
            flags = {**report.as_dict(), "summary": str(report)}
        return Result(
            text=text, generic_text=generic, input_ops=module.num_ops,
            output_ops=best.num_ops, signature=judge.signature.pattern if judge.signature
            else None, kind=judge.kind.value if judge.kind else "test-script",
            phase=judge.phase, oracle_calls=judge.stats.runs,
            cache_hits=judge.stats.cache_hits, seconds=time.monotonic() - self.start,
            seconds_in_compiler=judge.stats.seconds,
            strategies={name: asdict(s) for name, s in engine.stats.per_strategy.items()},
            timeout=judge.timeout, confirmed=list(session.confirmed),
            other_failures=session.other_failures, prefiltered=prefilter.rejected,
            flags=list(judge.flags), flag_report=flags)


class Prefilter:
    """Candidates iree-opt rejects never reach the compiler: a verification costs a fraction
    of a compile. Only when the original verifies: otherwise the failure may be the
    verifier's own, and invalid candidates are what is being reduced."""

    def __init__(self, judge: Oracle, original: str, iree_opt: str) -> None:
        self.judge, self.iree_opt = judge, iree_opt
        self.active = judge.test_script is None and not verifier_errors(original, iree_opt)
        self.rejected = 0

    def __call__(self, text: str) -> bool:
        if self.active and verifier_errors(text, self.iree_opt):
            self.rejected += 1
            return False
        return self.judge(text)


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class _LastPrint:
    """The engine sizes, then renders, each candidate: print it once for both."""

    def __init__(self) -> None:
        self._module: Module | None = None
        self._text = ""

    def __call__(self, module: Module) -> str:
        if module is not self._module:
            self._module, self._text = module, module.print()
        return self._text


def _calibrate_and_isolate(judge: Oracle, original: str, source: str | bytes, cut_phase: bool,
                           folder: str, keep_program: bool) -> Isolated | None:
    """Calibrate `judge`, dumping the executables on its first run; find the executable that
    fails alone. One the failure names is tried at once: when it fails alone, the program's
    phase and stability matter only if the program is reduced too (`keep_program`)."""
    first = _calibrate(judge, original, source,
                       lambda: judge.settle(original, [dump_flag(folder)]))
    isolated = isolate(judge, folder, first.output, named_only=True)
    if isolated is None or keep_program:
        if cut_phase:
            judge.find_phase(original)
        judge.check_stability(original)
    if isolated is None and in_codegen(judge.phase):
        isolated = isolate(judge, folder, first.output)
    return isolated


def _calibrate(judge: Oracle, original: str, source: str | bytes,
               calibrate: Callable[[], Outcome]) -> Outcome:
    try:
        return calibrate()
    except FlakyError:
        raise
    except OracleError:
        # Say whether the failure was lost by normalisation rather than never there.
        raw = source if isinstance(source, str) else None
        if raw is not None and raw != original and judge.run(raw, full=True).interesting:
            raise OracleError("the input fails as expected, but no longer once printed in "
                              "generic form by iree-opt; the failure depends on the text's "
                              "form, which this reducer cannot keep") from None
        raise


def _confirm_full_compile(judge: Oracle, engine: Engine, problem: Problem, best: Module,
                          on_restart: Callable[[], None] = lambda: None) -> Module:
    """The result was found compiling only to `judge.phase`: check it with the full flags."""
    if judge.phase is None or judge.run(best.print(), full=True).interesting:
        return best
    judge.phase = None  # rare: the cut-off hid a difference; redo it the slow, exact way
    on_restart()
    engine.restart(problem.initial)
    return engine.run()


def _readable(generic: str, judge: Oracle, iree_opt: str) -> str:
    """Custom form if it still fails the same way, else generic form."""
    pretty = pretty_print(generic, iree_opt)
    if pretty != generic and judge.run(pretty, full=True).interesting:
        return pretty
    return generic



WRONG_RESULT_CHECKS = ("slice", "differential", "shape")


def reduce_wrong_result(text_or_path: str | os.PathLike, check: str = "slice", *,
                        flags: Sequence[str] = (), compiler: str | None = None,
                        reference_flags: Sequence[str] | None = None,
                        reference_compiler: str | None = None, rtol: float = DEFAULT_RTOL,
                        atol: float = DEFAULT_ATOL, timeout: float | None = None,
                        output: str | None = None, strategies: Sequence | None = None,
                        jobs: int | None = None,
                        progress: ProgressCallback | None = None) -> Result:
    """Reduce a program that compiles but computes a wrong value (see reducer.wrong_result):
    `check` is "slice" (an output differs when computed alone), "differential" (it differs
    under the reference flags or compiler) or "shape" (it differs with static dims).
    `Result.signature` says which output differed, where and by how much."""
    from strategies import default_strategies

    start = time.monotonic()
    try:
        iree_opt = sibling_tool("iree-opt", compiler)
    except ToolError as e:
        raise OracleError(str(e)) from None
    module = parse(read_source(text_or_path), iree_opt=iree_opt)
    judge = wrong_result_oracle(check, list(flags), compiler, reference_flags,
                                reference_compiler, rtol, atol, timeout or DEFAULT_RUN_TIMEOUT,
                                iree_opt)
    judge.calibrate(module.print())

    def on_accept(state: Module, text: str, strategy: str) -> None:
        if output:
            write_atomically(output, text)

    def on_progress(strategy: str, state: Module) -> None:
        if progress:
            progress(strategy, state.num_ops, judge)

    printed = _LastPrint()
    problem = Problem(module, render=printed, size=lambda m: measure(m, printed(m)),
                      is_interesting=judge, cancel=judge.cancel)
    engine = Engine(problem, strategies or default_strategies(iree_opt), on_accept, on_progress,
                    jobs=jobs or available_cores())
    best = engine.run()
    generic = best.print()
    pretty = pretty_print(generic, iree_opt)
    text = pretty if pretty != generic and judge(pretty) else generic
    if output:
        write_atomically(output, text)
    return Result(
        text=text, generic_text=generic, input_ops=module.num_ops, output_ops=best.num_ops,
        signature=judge.report(text), kind="wrong-result", phase=None,
        oracle_calls=judge.stats.runs, cache_hits=judge.stats.cache_hits,
        seconds=time.monotonic() - start, seconds_in_compiler=judge.stats.seconds,
        strategies={n: asdict(s) for n, s in engine.stats.per_strategy.items()},
        flags=list(flags))


def wrong_result_oracle(check: str, flags: list[str], compiler: str | None,
                        reference_flags: Sequence[str] | None, reference_compiler: str | None,
                        rtol: float, atol: float, timeout: float,
                        iree_opt: str) -> WrongResultOracle:
    if check == "differential":
        return DifferentialOracle(flags, reference_flags, compiler, reference_compiler, rtol,
                                  atol, timeout, iree_opt)
    if reference_flags is not None or reference_compiler is not None:
        raise OracleError("reference flags and compilers go with the differential check")
    if check == "slice":
        return SliceConsistencyOracle(flags, compiler, rtol, atol, timeout, iree_opt)
    if check == "shape":
        return ShapeConsistencyOracle(flags, compiler, rtol, atol, timeout, iree_opt)
    raise OracleError(f"unknown wrong-result check {check!r}: one of "
                      f"{', '.join(WRONG_RESULT_CHECKS)}")
