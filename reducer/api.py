"""The Python API: `reduce(...)` ties the IR layer, the oracle, the engine and strategies together.

Every call builds its own parser, oracle and engine, so a bot may run several reductions from
several threads at once. (The only process-wide state is the registry of running compiler
process groups, which a signal handler needs; see `reducer.process`.)

One reduction is one `Options` value (what the user chose) and a `Listener` (who hears how it
goes). `reduce` and `reduce_wrong_result` are keyword front ends that build the options; `run`
takes them as they are. Both kinds of reduction go through the same `Search`.
"""
from __future__ import annotations

import contextlib
import dataclasses
import enum
import gc
import os
import tempfile
import threading
import time
import weakref
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from reducer.dispatch import EXECUTABLE_MODE, Isolated, dispatch_lines, dump_flag, isolate
from reducer.engine import Engine, Problem
from reducer.fingerprint import text_hash
from reducer.flag_reduction import flag_report
from reducer.ir import IRError, Module, parse, pretty_print
from reducer.ir.alone import op_alone
from reducer.ir.lift import lift_executable
from reducer.ir.measure import Size, measure
from reducer.ir.normalize import (
    input_apart,
    input_verifies,
    normalize_input,
    parse_normalized,
    verifier_errors,
)
from reducer.ir.parser import parse_generic
from reducer.ir.printer import count_ops, op_lines, print_counted
from reducer.journal import JournalError, recorded_start
from reducer.options import (
    DEFAULT_CHECKS,
    Listener,
    Options,
    Progress,
    WrongResult,
)
from reducer.oracle import (
    Calibration,
    FlakyError,
    NotInteresting,
    Oracle,
    OracleError,
    OracleSpec,
    Outcome,
)
from reducer.pass_level import (
    LLVM_SERIALIZATION,
    NoPass,
    PassTestError,
    capture,
    emit_pass_test,
    llvm_module,
    reduce_at_pass,
)
from reducer.phases import PHASES, Phase
from reducer.process import streams
from reducer.session import (
    Keeping,
    Session,
    Source,
    default_journal,
    digested,
    journal_options,
    source_sha256,
    source_text,
)
from reducer.signature import Kind, Signature
from reducer.strategies import FailingOpSlice, UnknownStrategy, WeightZeroing, select
from reducer.text import FileBytes, Section, read_file, spelled, write_text
from reducer.tools import ToolError, sibling_tool
from reducer.wrong_result import Check, make_check

T = TypeVar("T")
WRONG_RESULT_CHECKS = tuple(check.value for check in Check)
DISPATCH_TARGETS = 3  # ops of a failing dispatch to slice at, its root first: each costs compiles


@dataclass
class Artifact:
    """A file the reduction wrote, and the command that shows its failure."""

    role: str  # "program" (OUTPUT: fails with the user's command), "executable", "pass-test"
    path: str | None
    ops: int
    reproduce: list[str] = field(default_factory=list)  # argv


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
    prefiltered: int = 0  # candidates iree-opt rejected (before a compile, or after one)
    flags: list[str] = field(default_factory=list)  # the flags the result fails with
    executable: str | None = None  # the isolated executable the result was reduced from
    program: dict | None = None  # with keep_program: the whole program's reduction report
    flag_report: dict | None = None  # with reduce_flags: minimal flags, targets that fail
    artifacts: list[Artifact] = field(default_factory=list)  # OUTPUT first
    pass_test: dict | None = None  # with pass_test: the failing pass and its lit test

    def __post_init__(self) -> None:  # a caller gets the whole program, its weights spelled out
        self.text, self.generic_text = spelled(self.text), spelled(self.generic_text)

    def report(self) -> dict:
        """The machine-readable report (`--json`)."""
        data = asdict(self)
        del data["text"], data["generic_text"]
        return data


ProgressCallback = Progress  # (what is running, ops left, oracle)


def read_source(text_or_path: str | os.PathLike) -> str | FileBytes:
    """A path is read as bytes (bytecode allowed); MLIR text is used as is."""
    if isinstance(text_or_path, os.PathLike) or (
            isinstance(text_or_path, str) and "\n" not in text_or_path
            and len(text_or_path) < 4096 and os.path.exists(text_or_path)):
        path = Path(text_or_path)
        if path.is_dir():
            raise OSError(f"{path} is a directory")
        return read_file(path)
    return text_or_path  # type: ignore[return-value]


def _held_apart(text_or_path: str | os.PathLike, raw: str | FileBytes,
                ) -> tuple[str | bytes, Section | None]:
    """`input_apart` of what `read_source` read: a file's section is held in the file."""
    return input_apart(raw, None if isinstance(raw, str) else os.fspath(text_or_path))


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


def reduce(text_or_path: str | os.PathLike, oracle: str | None = None, *,
           flags: Sequence[str] = (), regex: bool = False, compiler: str | None = None,
           test: str | None = None, timeout: float | None = None, output: str | None = None,
           strategies: Sequence | None = None, skip_strategies: Sequence[str] = (),
           cut_phase: bool = True, jobs: int | None = None,
           progress: ProgressCallback | None = None, memory_limit: int | None = None,
           flaky: int = 1, checks: int = DEFAULT_CHECKS, also_interesting: str | None = None,
           journal: bool | str = True, resume: bool = False,
           notice: Callable[[str], None] | None = None, isolate_dispatch: bool = True,
           keep_program: bool = False, reduce_flags: bool = False, pass_test: bool = False,
           dask: str | None = None) -> Result:
    """Reduce an MLIR program while the compiler keeps failing the same way.

    `oracle` is the signature to keep (a substring of the compiler's output, or a regex with
    `regex=True`); `test` is a script deciding instead (exit 0 = interesting). With `output`,
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
    only that pass (`Result.pass_test`, OUTPUT.pass.mlir). `dask`: the address of a Dask
    scheduler whose workers run the compiles (jobs then defaults to the cluster's threads).
    Raises IRError (unreadable input), OracleError (original not interesting, bad options).
    """
    options = Options(
        signature=oracle, regex=regex, flags=tuple(flags), compiler=compiler, test=test,
        timeout=timeout, memory_limit=memory_limit, flaky=flaky, checks=checks, output=output,
        journal=journal, resume=resume, also_interesting=also_interesting, jobs=jobs,
        dask=dask, strategies=tuple(strategies) if strategies else None,
        skip_strategies=tuple(skip_strategies), cut_phase=cut_phase, isolate=isolate_dispatch,
        keep_program=keep_program, reduce_flags=reduce_flags, pass_test=pass_test)
    return run(text_or_path, options, _listener(progress, notice))


def reduce_wrong_result(text_or_path: str | os.PathLike, check: str = "slice", *,
                        flags: Sequence[str] = (), compiler: str | None = None,
                        reference_flags: Sequence[str] | None = None,
                        reference_compiler: str | None = None, rtol: float | None = None,
                        atol: float | None = None, timeout: float | None = None,
                        output: str | None = None, strategies: Sequence | None = None,
                        jobs: int | None = None, expected_outputs: str | None = None,
                        progress: ProgressCallback | None = None) -> Result:
    """Reduce a program that compiles but computes a wrong value (see reducer.wrong_result):
    `check` is "slice" (an output differs when computed alone), "differential" (it differs
    under the reference flags or compiler), "shape" (it differs with static dims) or "op" (an
    op computes differently in the program than alone; see reducer.op_check).
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
                      strategies=tuple(strategies) if strategies else None)
    return run(text_or_path, options, _listener(progress, None))


def derive_signature(text_or_path: str | os.PathLike, flags: Sequence[str] = (),
                     compiler: str | None = None) -> str | None:
    """The signature `reduce` derives when given none (a regular expression), from one
    compile of the program; None when it compiles, or fails with nothing to go by."""
    source = read_source(text_or_path)
    try:
        iree_opt = sibling_tool("iree-opt", compiler)
    except ToolError as e:
        raise OracleError(str(e)) from None
    oracle = Oracle(OracleSpec(None, tuple(flags), compiler))
    try:
        oracle.settle(normalize_input(*_held_apart(text_or_path, source), iree_opt))
    except NotInteresting:
        return None
    return oracle.signature.pattern if oracle.signature else None


def _listener(progress: Progress | None, notice: Callable[[str], None] | None) -> Listener:
    default = Listener()
    return Listener(progress or default.progress, notice or default.notice)


def run(text_or_path: str | os.PathLike, options: Options,
        listener: Listener = Listener()) -> Result:
    """Reduce the program as `options` say; `listener` hears progress and notices."""
    with _rare_collections():
        return _run(text_or_path, options, listener)


# Python's cycle collector, at its default pace, walks every object alive whenever a few
# thousand are made, and an IR graph is hundreds of thousands of objects: parsing or cloning a
# 30,000-op module spent 80% of its time in it. Collected this rarely, a candidate that is
# dropped (its ops and values refer to each other) still goes at the next young collection.
COLLECTION_THRESHOLDS = (100_000, 50, 100)


@contextlib.contextmanager
def _rare_collections() -> Iterator[None]:
    """The cycle collector at `COLLECTION_THRESHOLDS` for the reduction, and back at the
    caller's pace after it (its next collection then makes up for the ones put off); what
    `_parsed` set aside is the collector's again."""
    before = gc.get_threshold()
    gc.set_threshold(*COLLECTION_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def _parsed(original: str) -> Module:
    """The module of the input's normalised text `original`, set aside from the cycle
    collector (`gc.freeze`): it lives for the whole reduction, and a collection that walks
    its hundreds of thousands of objects, as the first one after the parse did (0.12 s for
    30,000 ops), finds nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        module = parse_normalized(original)
        gc.freeze()
    finally:
        if enabled:
            gc.enable()
    return module


def _run(text_or_path: str | os.PathLike, options: Options, listener: Listener) -> Result:
    start = time.monotonic()
    raw = read_source(text_or_path)
    try:
        iree_opt = sibling_tool("iree-opt", options.compiler if options.test is None else None)
    except ToolError as e:
        raise OracleError(str(e)) from None
    body, section = _held_apart(text_or_path, raw)
    source = digested(raw, section)
    del raw  # a file's bytes, the weights' second copy: what is kept is `source`
    # Beside the normalisation, whether the input verifies: then its failure comes later, the
    # executable that fails alone may spare the reducer a parse of the whole program, and
    # compiles take long enough for a pipe to feed them the weights (see `_stream_weights`).
    verifying = _started(input_verifies, body, iree_opt) \
        if _asks_whether_it_verifies(options) else None
    original = normalize_input(body, section, iree_opt)
    del body
    strategies = _strategies(options, iree_opt)
    with _cluster(options.dask) as (executor, threads):
        search = Search(strategies, iree_opt, options, options.jobs or threads or
                        available_cores(), listener, start, source_sha256(source))
        if options.wrong_result is not None:
            module = search.parsed(original)
            return _reduce_wrong_result(source, module, options.wrong_result, search)
        oracle = Oracle(oracle_spec(options), executor, jobs=search.jobs)
        oracle.streams = oracle.streams and _stream_weights(original, verifying)
        return _reduce(source, original, oracle, search, verifying)


def _asks_whether_it_verifies(options: Options) -> bool:
    """Whether a compiler run will want to know if the input verifies: to isolate a failure
    without a parse, to cut a failure at the input to its op without one, and to choose how
    large weights reach its compiles."""
    return options.test is None and options.wrong_result is None


def _started(function: Callable[..., T], *args: Any) -> Future[T]:
    """`function(*args)` running on a thread of its own, waited for by no one but its
    future (a short tool step)."""
    pool = ThreadPoolExecutor(1, thread_name_prefix=getattr(function, "__name__", "beside"))
    try:
        return pool.submit(function, *args)
    finally:
        pool.shutdown(wait=False)


def _stream_weights(original: str, verifying: Future[bool] | None) -> bool:
    """Whether compiles should read large weights through a pipe: only past the input. A
    failure at the input compiles in a fraction of a second, and a compile reads 171 MB from
    a file 0.3 s sooner than from a pipe; past the input, compiles take seconds, and a pipe
    spares the reducer a copy of the weights for each (0.1-0.2 s of its CPU)."""
    return streams(original) and _verification(verifying) is True


def _verification(verifying: Future[bool] | None) -> bool | None:
    """What `verifying` found; None when nothing was asked, or iree-opt could not tell."""
    try:
        return None if verifying is None else verifying.result()
    except (IRError, ToolError, OSError):
        return None


def _parses_beside(verifying: Future[bool] | None, isolating: bool) -> bool:
    """Whether the input is parsed beside its first compiles. Not when it verifies and an
    executable may fail alone (see `Search.parsed_beside`), nor when it does not verify: its
    failure is at the input, and the op it points at is first tried alone, cut from the text
    (`Search.op_alone`)."""
    verifies = _verification(verifying)
    return verifies is None or (verifies and not isolating)


def _strategies(options: Options, iree_opt: str) -> list:
    """The strategy objects the options name (names are looked up, objects kept)."""
    chosen = options.strategies
    if chosen is not None and not all(isinstance(s, str) for s in chosen):
        return [s for s in chosen if getattr(s, "name", None) not in options.skip_strategies]
    try:
        return select(chosen, options.skip_strategies, iree_opt)
    except UnknownStrategy as e:
        raise OracleError(str(e)) from None


def oracle_spec(options: Options) -> OracleSpec:
    """How candidates are judged, from the user's options."""
    try:
        signature = Signature.parse(options.signature, options.regex) \
            if options.signature else None
    except ValueError as e:
        raise OracleError(str(e)) from None
    return OracleSpec(signature, options.flags, options.compiler, options.test,
                      options.timeout, options.memory_limit, options.flaky, options.checks)


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


def _reduce(source: Source, original: str, oracle: Oracle, search: Search,
            verifying: Future[bool] | None = None) -> Result:
    """Reduce the program of normalised text `original`, or the executable its failure is
    isolated in. `verifying`: whether the input verifies (see `Search.parsed_beside`)."""
    options = search.options
    recorded = _recorded_start(source, search)
    if recorded is not None:
        return _resume_recorded(recorded, oracle, search)
    isolating = options.isolate and oracle.test_script is None
    with tempfile.TemporaryDirectory(prefix="reducer-dispatch-") as folder:
        def calibrated() -> Isolated | None:
            if isolating:
                return _calibrate_and_isolate(oracle, original, source, folder)
            _calibrate(oracle, original, source, lambda: oracle.settle(original))
            return None
        isolated = search.parsed_beside(original, calibrated, oracle, "calibration"
                                        + " and isolation" * isolating,
                                        lambda: _parses_beside(verifying, isolating))
    if not isolating or isolated is None:
        alone = search.op_alone(original, oracle)
        if alone is not None:
            return _reduce_program(search.printed(alone), alone, oracle, search,
                                   options.output, Begin.ALONE)
        return _reduce_program(source, search.input_module(original), oracle, search,
                               options.output, Begin.SLICED if isolating else Begin.LOCATED)
    program = None
    if options.keep_program:
        program = _reduce_program(source, search.input_module(original), oracle, search,
                                  _beside(options.output, ".program.mlir"), Begin.SLICED)
    result, executable = _reduce_isolated(source, original, oracle, isolated, search)
    result.program = program.report() if program else None
    return _with_executable(result, executable, oracle, search)


def _with_executable(result: Result, executable: Isolated, oracle: Oracle,
                     search: Search) -> Result:
    """The executable that fails alone, written beside the output, in the report."""
    result.executable = executable.name
    exe_output = _beside(search.options.output, ".executable.mlir")
    if exe_output:
        write_atomically(exe_output, executable.text)
    exe_ops = parse(executable.text, iree_opt=search.iree_opt).num_ops
    result.artifacts.append(Artifact("executable", exe_output, exe_ops,
                                     reproduce_command(oracle.executable, exe_output,
                                                       executable.oracle.flags)))
    if search.options.pass_test:
        _pass_test(executable, search, result)
    return result


def _reduce_isolated(source: Source, original: str, oracle: Oracle, isolated: Isolated,
                     search: Search) -> tuple[Result, Isolated]:
    """The program OUTPUT, and the executable that fails alone beside it.

    The executable as dumped, lifted back to a program, usually fails with the user's flags:
    that small program is reduced, and the executable that fails in the result (one compile
    dumps it) goes beside it. When the lift does not fail, the executable is reduced alone
    first (fast compiles), and then lifted; when that does not fail either, the whole program
    (of normalised text `original`) is reduced."""
    output = search.options.output
    lifted = _lifted(isolated.text, oracle, search)
    if lifted is None:
        executable = parse(isolated.text, iree_opt=search.iree_opt)
        reduced = search.run(isolated.text, executable, isolated.oracle, None,
                             lambda text: isolated.oracle.calibrate(text, find_phase=False))
        isolated = Isolated(isolated.name, reduced.text, isolated.oracle)
        lifted = _lifted(reduced.generic_text, oracle, search)
    if lifted is None:
        search.listener.notice("the failing executable does not fail alone once lifted back "
                               "to a program: reducing the whole program")
        result = _reduce_program(source, search.input_module(original), oracle, search,
                                 output, Begin.LOCATED, isolated)
        return result, isolated
    dispatched: list[Isolated] = []  # of the program as reduced, beside its confirmation
    result = _reduce_program(lifted.print(), lifted, oracle, search, output, Begin.LIFTED,
                             isolated, lambda program: dispatched.append(
                                 _dispatch_of(program, oracle, isolated)))
    return result, dispatched[-1]


def _recorded_start(source: Source, search: Search) -> dict | None:
    """With --resume, what the journal recorded of the program this run began from."""
    options = search.options
    path = default_journal(options.output, options.journal)
    if not options.resume or path is None or options.keep_program:
        return None
    return recorded_start(path, source_sha256(source))


def _resume_recorded(recorded: dict, oracle: Oracle, search: Search) -> Result:
    """Continue from the program the interrupted run began from, as its journal recorded it
    (with its calibration): no settling, isolation or lift again."""
    try:
        program = parse_generic(recorded["program"])
        begin = Begin(recorded["begin"])
        executable = recorded.get("executable")
        input_ops = int(recorded["input_ops"])
    except (KeyError, TypeError, ValueError, IRError):
        raise JournalError("the journal's record of where the run began is damaged; run "
                           "without --resume to start again") from None
    search.input_ops = input_ops  # the input is not parsed again
    search.listener.notice(f"resuming from the program of {program.num_ops} ops this run "
                           f"began from ({begin.value}), as its journal recorded it")
    # The journal, resumed, keeps its record: the executable is not needed to write it again.
    result = _reduce_program(recorded["program"], program, oracle, search,
                             search.options.output, begin)
    if not executable:
        return result
    # Derived now that the journal's calibration (a derived signature too) is restored.
    isolated = Isolated(executable["name"], executable["text"],
                        oracle.derive([*oracle.flags, EXECUTABLE_MODE]))
    if begin is Begin.LIFTED:
        isolated = _dispatch_of(result.generic_text, oracle, isolated)
    return _with_executable(result, isolated, oracle, search)


def _dispatch_of(program: str, oracle: Oracle, dumped: Isolated) -> Isolated:
    """The executable of `program` that fails alone (one compile dumps them); the executable
    as first dumped if none does."""
    with tempfile.TemporaryDirectory(prefix="reducer-dispatch-") as folder:
        # The sources are dumped before codegen: no need to compile further.
        first = oracle.run_once(program, Phase.EXECUTABLE_SOURCES, [dump_flag(folder)])
        found = isolate(oracle, folder, first.output)
    return found or dumped


def _pass_test(executable: Isolated, search: Search, result: Result) -> None:
    """The failing pass of the executable, its input reduced with iree-opt running only that
    pass, as a lit test beside the output (OUT.pass.mlir); or a notice of why there is
    none."""
    oracle = executable.oracle
    assert oracle.signature is not None
    found = capture(executable.text, oracle.flags, oracle.spec.compiler, search.iree_opt,
                    oracle.signature)
    if isinstance(found, NoPass):
        search.listener.notice(f"no pass-level test: {found.reason.value}"
                               + (f" ({found.detail})" if found.detail else ""))
        return
    try:
        # Strategies of its own: some remember what they tried on the program.
        reduced = reduce_at_pass(found, oracle.signature,
                                 _strategies(search.options, search.iree_opt), search.iree_opt,
                                 search.jobs)
        test = emit_pass_test(reduced, found, oracle.signature, search.iree_opt)
    except PassTestError as e:
        search.listener.notice(f"no pass-level test: {e}")
        return
    path = _beside(search.options.output, ".pass.mlir")
    if path:
        write_atomically(path, test)
    ops = parse_generic(reduced).num_ops
    verify = ["--verify-diagnostics"] if found.kind is Kind.DIAGNOSTIC else []
    result.artifacts.append(Artifact("pass-test", path, ops, [
        "iree-opt", f"--pass-pipeline={found.pipeline}", path or "-", *verify]))
    result.pass_test = {"pass": found.pass_name, "pipeline": found.pipeline,
                        "dispatch": result.executable, "ops": ops, "text": test,
                        "llvm_module": None}
    if found.pass_name == LLVM_SERIALIZATION:
        result.pass_test["llvm_module"] = _llvm_module(executable, search)


def _llvm_module(executable: Isolated, search: Search) -> str | None:
    """A failure in LLVM's backend: the LLVM module it was handed, beside the output
    (OUT.ll), and a notice naming it; its path."""
    oracle = executable.oracle
    text = llvm_module(executable.text, oracle.flags, oracle.spec.compiler)
    path = _beside(search.options.output, ".ll")
    if text is None or path is None:
        return None
    write_atomically(path, text)
    search.listener.notice(f"the failure is in LLVM's backend, after translation to LLVM IR: "
                           f"the module handed to it is {path} (as "
                           f"--iree-hal-dump-executable-intermediates-to writes it, with the "
                           f"opt command that made it at its top); iree-base-compiler has no "
                           f"llc to run the failing step alone")
    return path


class Begin(enum.Enum):
    """Where the reduction of a program begins."""

    # A dispatch lifted back to a program: small, and failing in codegen, so compiling it all
    # the way costs no more than a cut-off would (no phase search).
    LIFTED = "lifted"
    # The op a failure at the input points at, alone in a function, cut from the input's text.
    ALONE = "alone"
    # The user's program, cut first to the slice of the ops its diagnostics point at.
    SLICED = "sliced"
    # The same; when no diagnostic points at an op, one more compile finds the ops of the
    # executable that fails alone.
    LOCATED = "located"


def _reduce_program(source: Source, module: Module, oracle: Oracle, search: Search,
                    output: str | None, begin: Begin, executable: Isolated | None = None,
                    follow: Callable[[str], object] = lambda generic: None) -> Result:
    """A program, its oracle settled already (the phase found when needed), beginning as
    `begin` says. `executable`: the one that fails alone, which the program was lifted from
    or which goes beside it (recorded in the journal with a derived program, for a resume)."""
    def calibrate(text: str) -> None:
        # A lifted program fails in codegen: its translated executables show it, or only
        # their serialisation (LLVM's backend); a cut before it spares the programs that pass.
        phases = (Phase.EXECUTABLE_TARGETS, Phase.END) if begin is Begin.LIFTED else PHASES
        oracle.find_phase_and_stability(text, search.options.cut_phase
                                        and not oracle.phase_known, phases)

    start = module
    if begin in (Begin.SLICED, Begin.LOCATED):
        start = search.located_start(module, oracle, begin is Begin.LOCATED)
    result = search.run(source if start is module else search.printed(start), start, oracle,
                        output, calibrate, (begin, executable), follow)
    result.input_ops = search.input_ops  # the user's input, whatever the program began as
    return result


def _lifted(executable: str, oracle: Oracle, search: Search) -> Module | None:
    """`executable` lifted back to a program, if that fails with the user's flags."""
    try:
        lifted = lift_executable(parse(executable, iree_opt=search.iree_opt))
    except IRError:
        return None
    search.listener.progress("lift", lifted.num_ops, oracle)
    if not oracle.run(lifted.print(), full=True).interesting:
        return None
    search.listener.notice(f"the failing executable, lifted back to a program of "
                           f"{lifted.num_ops} ops, fails with your flags")
    return lifted


def _beside(output: str | None, suffix: str) -> str | None:
    """OUT.mlir -> OUT<suffix> (e.g. OUT.executable.mlir)."""
    if output is None:
        return None
    return str(Path(output).with_suffix("")) + suffix


def reproduce_command(compiler: str, path: str | None, flags: Sequence[str]) -> list[str]:
    """The command that shows the failure of the file at `path`, as a user would type it."""
    return [os.path.basename(compiler) if compiler.endswith("iree-compile") else compiler,
            path or "-", *flags, "-o", os.devnull]


class Search:
    """What every reduction of one run shares: strategies, options, jobs, listener, clock, and
    what the user's input is (for the record of a program derived from it).

    `run` reduces one module (the program, an isolated executable) as an oracle says, with the
    safekeeping of a `Session` (journal, best-so-far output, final check) for compiler oracles.
    """

    def __init__(self, strategies: Sequence, iree_opt: str, options: Options, jobs: int,
                 listener: Listener, start: float, input_sha256: str) -> None:
        self.strategies, self.iree_opt, self.options = strategies, iree_opt, options
        self.jobs, self.listener, self.start = jobs, listener, start
        self.input_sha256 = input_sha256  # of the file as read
        self.input_ops = 0  # once parsed, or counted
        self._input: Module | None = None  # the input's module, once parsed
        # The tries of the op alone, or of the located start, by strategy.
        self._located: dict[str, dict[str, int]] = {}
        # The module being reduced, printed once: calibration, the located start and the
        # search each need its text, and a model-sized module takes seconds to print.
        self.printed = _Prints()

    def run(self, source: Source, module: Module, oracle: Oracle, output: str | None,
            calibrate: Callable[[str], object],
            begin: tuple[Begin, Isolated | None] | None = None,
            follow: Callable[[str], object] = lambda generic: None) -> Result:
        """Reduce `module` (read from `source`) as `oracle` says; `calibrate` readies it,
        given the module's printed text. `begin`: how a program derived from the user's input
        began, recorded in the journal so that a resumed run begins there at once. `follow`:
        work on the result's generic text, done beside its final confirmation."""
        original = self.printed(module)
        keeping = self._session_options(source, oracle, output)
        if begin is not None and source_sha256(source) != self.input_sha256:
            keeping = dataclasses.replace(keeping, derived=self._derived(original, *begin))
        session = Session(oracle, original, keeping, write_atomically, self.listener.notice)
        self.listener.progress("calibration", self.printed.ops(module), oracle)
        session.start(lambda: calibrate(original))
        prefilter = Prefilter(oracle, original, self.iree_opt)
        strategies = self._aimed(module, original, oracle.calibration)
        engine = self._engine(module, prefilter, session.accept, strategies)
        best, generic, text = self._confirmed(engine.run(), oracle, engine, session,
                                               follow)
        if output:
            write_atomically(output, text)
        result = self._result(module, best, (generic, text), oracle, engine, session, output)
        result.prefiltered = prefilter.rejected
        return result

    def _confirmed(self, best: Module, oracle: Oracle, engine: Engine, session: Session,
                   follow: Callable[[str], object]) -> tuple[Module, str, str]:
        """The result, its generic text and its text as written, compiled again `checks`
        times with the full flags: custom form when that fails so (the runs that confirm it
        also confirm the generic form, which a phase cut-off may have judged), else generic
        form, after a phase cut-off that hid a difference is redone the slow, exact way.
        `follow` is called with the final generic text, beside the confirming runs when
        there are jobs to spare (they leave one idle: `checks` is odd by default)."""
        generic = best.print()
        with ThreadPoolExecutor(1, thread_name_prefix="follow") as pool:
            followed = pool.submit(follow, generic) if self.jobs > 1 else None
            pretty = pretty_print(generic, self.iree_opt)
            confirmed = pretty != generic and session.confirms(pretty)
        exact = best if confirmed else _confirm_full_compile(oracle, engine, best,
                                                             session.restart)
        if followed is not None and exact is best:
            followed.result()  # its errors are raised here
        else:
            best, generic = exact, exact.print()
            follow(generic)
        if confirmed:
            session.finish(pretty, best.num_ops)
            return best, generic, pretty
        session.confirms(generic)
        session.finish(generic, best.num_ops)
        return best, generic, generic

    def _derived(self, program: str, begin: Begin, executable: Isolated | None,
                 ) -> dict[str, Any]:
        """The record of a derived program (see journal.recorded_start)."""
        return {"input_sha256": self.input_sha256, "input_ops": self.input_ops,
                "program": spelled(program), "begin": begin.value,
                "executable": {"name": executable.name, "text": executable.text}
                if executable else None}

    def parsed(self, original: str) -> Module:
        """The module of the user's input, normalised to `original`, which stands for its
        print (a model-sized module takes a fifth of a second to print)."""
        module = self._input = _parsed(original)
        self.input_ops = module.num_ops
        self.printed.keep(module, original, self.input_ops)
        return module

    def input_module(self, original: str) -> Module:
        """The module of the user's input (see `parsed`), parsed at the first need."""
        return self._input if self._input is not None else self.parsed(original)

    def parsed_beside(self, original: str, calibrated: Callable[[], T], oracle: Oracle,
                      what: str, parse: Callable[[], bool] = lambda: True) -> T:
        """`calibrated()`, the first compiles of `original`, run on a thread while the
        module of `original` is parsed (see `parsed`): a model-sized program takes as long
        to parse as to fail at the compiler's input. Unless `parse()`, asked once they have
        started, says not to: a failure that comes after the input, in an executable that
        fails alone, needs no parse of the program (`input_module` parses it if it does)."""
        with ThreadPoolExecutor(1, thread_name_prefix="calibration") as pool:
            pending = pool.submit(calibrated)
            try:
                if parse():
                    self.parsed(original)
                else:
                    self.input_ops = count_ops(original)
            except BaseException:  # its compiles are not wanted
                oracle.stop()
                raise
            self.listener.progress(what, self.input_ops, oracle)
            return pending.result()

    def op_alone(self, original: str, oracle: Oracle) -> Module | None:
        """The op the original's first diagnostic points at, alone in a function (see
        `reducer.ir.alone`), when that fails with the user's flags: the failing-op slice's
        first rung, cut from the text while the input is not parsed (a failure at the input
        most often needs no more). None once it is parsed: the slice starts as small."""
        calibration = oracle.calibration
        if (self._input is not None or calibration is None or not calibration.error_lines
                or calibration.located != text_hash(original)
                or not any(isinstance(s, FailingOpSlice) for s in self.strategies)):
            return None
        alone = op_alone(original, calibration.error_lines[0])
        if alone is None:
            return None
        self.listener.progress("the failing op alone", self.input_ops, oracle)
        fails = oracle.run(self.printed(alone), full=True).interesting
        ops = self.printed.ops(alone)
        self._located[FailingOpSlice.name] = {  # reported as the slice's first try
            "tried": 1, "accepted": int(fails), "reduced_by": self.input_ops - ops if fails else 0}
        if not fails:
            return None
        self.listener.notice(f"the op the failure points at, alone in a function ({ops} ops), "
                             f"fails with your flags: reducing it")
        return alone

    def located_start(self, module: Module, oracle: Oracle, locate: bool) -> Module:
        """`module` cut to the slice of the ops the original's diagnostics point at (with
        `locate`, when they point at none that slices so, the ops of the executable that
        fails alone), when that fails with the user's flags; else `module` itself.

        The failing-op slice, tried before the phase search and the stability runs (which
        then cost compiles of the slice, not of the whole program), compiling all the way: a
        few compiles of the program, and the rest of the reduction starts small."""
        if oracle.calibration is None:
            return module  # resuming: the journal's program is where the run began
        original = self.printed(module)
        best = self._sliced(module, original, oracle)
        if best is module and locate and oracle.test_script is None:
            # A link error points at the module; a crash at nothing: the dispatch does.
            self.listener.progress("locating the failing dispatch",
                                   self.printed.ops(module), oracle)
            with tempfile.TemporaryDirectory(prefix="reducer-dispatch-") as folder:
                lines = dispatch_lines(oracle, original, folder)
            if lines:
                oracle.point_at(lines[:DISPATCH_TARGETS], original)
                best = self._sliced(module, original, oracle)
        if best is not module:
            self.listener.notice(f"the slice of the op the failure points at, {best.num_ops} "
                                 f"ops, fails with your flags: reducing it")
        return best

    def _sliced(self, module: Module, original: str, oracle: Oracle) -> Module:
        """The failing-op slice, aimed as the oracle's calibration says, after the weights
        (one candidate, when there are weights worth it): a slice keeps the module's globals,
        and so their blobs, which every compile would read."""
        aimed = [s for s in self._aimed(module, original, oracle.calibration)
                 if isinstance(s, FailingOpSlice) and s.targets]
        if not aimed:
            return module
        weights = [s for s in self.strategies if isinstance(s, WeightZeroing)]
        self.listener.progress("failing-op slice", self.printed.ops(module), oracle)
        engine = self._engine(module, _FullCompiles(oracle), lambda *_: None,
                              weights + aimed)
        best = engine.run()
        self._located = engine_report(engine, self._located)  # reported with the search's
        return best

    def _session_options(self, source: Source, oracle: Oracle,
                         output: str | None) -> Keeping:
        options = self.options
        chosen = journal_options(source, oracle, options.cut_phase,
                                 [s.name for s in self.strategies])
        if options.wrong_result is not None:  # the check and its tolerances
            chosen["wrong_result"] = asdict(options.wrong_result)
        return Keeping(output, default_journal(output, options.journal), options.resume,
                       options.also_interesting, chosen)

    def _aimed(self, module: Module, original: str,
               calibration: Calibration | None) -> list:
        """The strategies, the failing-op slice aimed at the ops the original's diagnostics
        point at (when they point into this very text)."""
        if calibration is None or calibration.located != text_hash(original):
            return list(self.strategies)
        by_line = op_lines(module)
        targets = [by_line[n].id for n in calibration.error_lines if n in by_line]
        return [FailingOpSlice(targets) if isinstance(s, FailingOpSlice) else s
                for s in self.strategies]

    def _engine(self, module: Module, is_interesting: Callable[[str], bool],
                accept: Callable[[str, int, str, Any], None],
                strategies: Sequence | None = None) -> Engine:
        """An engine over `module`: candidates printed once for size and text, every
        accepted one handed to `accept(strategy, ops, text, size)`."""
        printed = self.printed  # the start is printed already; candidates in turn
        cancel = getattr(is_interesting, "cancel", lambda: None)
        problem = Problem(module, render=printed, size=printed.size,
                          is_interesting=is_interesting, cancel=cancel)

        def on_accept(state: Module, text: str, strategy: str) -> None:
            size = printed.size(state)
            accept(strategy, size.ops, text, size)

        def on_progress(strategy: str, state: Module) -> None:
            self.listener.progress(strategy, printed.size(state).ops, is_interesting)

        return Engine(problem, strategies or self.strategies, on_accept, on_progress,
                      jobs=self.jobs)

    def _result(self, module: Module, best: Module, texts: tuple[str, str], oracle: Oracle,
                engine: Engine, session: Session, output: str | None) -> Result:
        generic, text = texts
        flags = None
        if self.options.reduce_flags and oracle.test_script is None:
            report = flag_report(text, oracle, oracle.flags, oracle.spec.compiler)
            flags = {**report.as_dict(), "summary": str(report)}
        artifact = Artifact("program", output, best.num_ops,
                            reproduce_command(oracle.executable, output, oracle.flags)
                            if oracle.test_script is None else [oracle.executable,
                                                                 output or "-"])
        return Result(
            artifacts=[artifact], text=text, generic_text=generic,
            input_ops=self.printed.ops(module), output_ops=best.num_ops,
            signature=oracle.signature.pattern if oracle.signature else None,
            kind=oracle.kind.value if oracle.kind else "test-script",
            phase=oracle.phase.value if oracle.phase else None, oracle_calls=oracle.stats.runs,
            cache_hits=oracle.stats.cache_hits, seconds=time.monotonic() - self.start,
            seconds_in_compiler=oracle.stats.seconds,
            strategies=engine_report(engine, self._located),
            timeout=oracle.timeout, confirmed=list(session.confirmed),
            other_failures=session.other_failures, flags=list(oracle.flags), flag_report=flags)


def engine_report(engine: Engine, before: dict[str, dict[str, int]] | None = None,
                  ) -> dict[str, dict[str, int]]:
    """Tries, acceptances and ops removed by strategy; with the counts of `before` added."""
    report = {name: asdict(s) for name, s in engine.stats.per_strategy.items()}
    for name, counts in (before or {}).items():
        mine = report.setdefault(name, dict.fromkeys(counts, 0))
        for key, value in counts.items():
            mine[key] += value
    return report


class _FullCompiles:
    """Interesting when `oracle` says so of a compile all the way (no phase known yet)."""

    def __init__(self, oracle: Oracle) -> None:
        self.oracle, self.cancel = oracle, oracle.cancel

    def __call__(self, text: str) -> bool:
        return self.oracle.run(text, full=True).interesting


@dataclass
class _Tally:
    """Runs of one test of candidates: how many, their seconds, and how many said yes."""

    runs: int = 0
    seconds: float = 0.0
    yes: int = 0

    def add(self, seconds: float, yes: bool) -> None:
        self.runs, self.seconds, self.yes = self.runs + 1, self.seconds + seconds, \
            self.yes + yes

    def mean(self) -> float:
        return self.seconds / self.runs if self.runs else 0.0

    def rate(self) -> float:
        """The share of yes, smoothed: one yes and one no assumed before the runs."""
        return (self.yes + 1) / (self.runs + 2)


class Prefilter:
    """A candidate is interesting when it also verifies, if the original does (otherwise the
    failure may be the verifier's own, and invalid candidates are what is being reduced).

    Of the two tests, the cheaper goes first: iree-opt's verification (a fraction of a
    compile) while it rejects enough candidates to pay for itself, else the compile, after
    which only the interesting candidates are verified. The verdict is the same either way,
    so timings choose the order, never the result. Every `EXPLORE`th candidate is verified
    first, to keep learning how many are rejected."""

    EXPLORE = 4
    LEARNING = 8  # candidates verified first before the order is chosen

    def __init__(self, oracle: Oracle, original: str, iree_opt: str) -> None:
        self.oracle, self.iree_opt = oracle, iree_opt
        self.active = oracle.test_script is None and not verifier_errors(original, iree_opt)
        self.rejected = 0
        self.cancel = oracle.cancel
        self.stats = oracle.stats
        self._verified_first = _Tally()  # yes: rejected
        self._compiled = _Tally()  # yes: interesting
        self._verifying = _Tally()  # every verification, for its seconds
        self._calls = 0
        self._lock = threading.Lock()

    def __call__(self, text: str) -> bool:
        if not self.active:
            return self.oracle(text)
        if self._verify_first():
            return self._verifies(text, self._verified_first) and self._compile(text)
        return self._compile(text) and self._verifies(text)

    def _verify_first(self) -> bool:
        """Whether a verification saves more compiles than it costs: p·C > V·(1-q), for a
        share p of candidates rejected, q interesting, C seconds a compile, V a verify."""
        with self._lock:
            self._calls += 1
            if self._verified_first.runs < self.LEARNING or self._calls % self.EXPLORE == 0:
                return True
            saved = self._verified_first.rate() * self._compiled.mean()
            return saved > self._verifying.mean() * (1 - self._compiled.rate())

    def _verifies(self, text: str, tally: _Tally | None = None) -> bool:
        start = time.monotonic()
        rejected = bool(verifier_errors(text, self.iree_opt))
        seconds = time.monotonic() - start
        with self._lock:
            self._verifying.add(seconds, rejected)
            if tally is not None:
                tally.add(seconds, rejected)
            self.rejected += rejected
        return not rejected

    def _compile(self, text: str) -> bool:
        start = time.monotonic()
        interesting = self.oracle(text)
        with self._lock:
            self._compiled.add(time.monotonic() - start, interesting)
        return interesting


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class _Prints:
    """Modules printed once for several readers (the engine sizes, then renders, each
    candidate; a search's start is read by calibration and the search alike), and measured
    once: the engine reports the ops of its best state at every step, and a walk of 30,000
    ops costs more than the step. The ops are counted by the print."""

    def __init__(self) -> None:
        self._last: tuple[Module, str, int] | None = None  # module, text, ops: one value
        self._kept: tuple[Module, str, int] | None = None  # the input's, read again later
        self._sizes: weakref.WeakKeyDictionary[Module, Size] = weakref.WeakKeyDictionary()

    def __call__(self, module: Module) -> str:
        return self._printed(module)[1]

    def keep(self, module: Module, text: str, ops: int) -> None:
        """`text`, of `ops` ops, stands for the print of `module` for good."""
        self._kept = (module, text, ops)

    def _printed(self, module: Module) -> tuple[Module, str, int]:
        printed = self._known(module)
        if printed is None:
            printed = self._last = (module, *print_counted(module))
        return printed

    def _known(self, module: Module) -> tuple[Module, str, int] | None:
        """The print of `module` at hand, if there is one."""
        for printed in (self._last, self._kept):
            if printed is not None and printed[0] is module:
                return printed
        return None

    def size(self, module: Module) -> Size:
        size = self._sizes.get(module)
        if size is None:
            _, text, ops = self._printed(module)
            size = self._sizes[module] = measure(module, text, ops)
        return size

    def ops(self, module: Module) -> int:
        """`module.num_ops`, as counted by a print of it when there was one."""
        size = self._sizes.get(module)
        if size is not None:
            return size.ops
        printed = self._known(module)
        return printed[2] if printed is not None else module.num_ops


def _calibrate_and_isolate(oracle: Oracle, original: str, source: Source,
                           folder: str) -> Isolated | None:
    """Settle `oracle`, dumping the executables on its first run; find the executable that
    fails alone (the oracle's jobs at once). The program's phase and stability are left to the
    reduction of a program, on the small program it starts from."""
    first = _calibrate(oracle, original, source,
                       lambda: oracle.settle(original, [dump_flag(folder)]))
    # Executables compile fast, and one that fails alone makes the program's phase moot.
    # None is dumped when the failure comes before codegen.
    return isolate(oracle, folder, first.output)


def _calibrate(oracle: Oracle, original: str, source: Source,
               calibrate: Callable[[], Outcome]) -> Outcome:
    try:
        return calibrate()
    except FlakyError:
        raise
    except OracleError:
        # Say whether the failure was lost by normalisation rather than never there.
        raw = source_text(source)
        if raw is not None and raw != original and oracle.run(raw, full=True).interesting:
            raise OracleError("the input fails as expected, but no longer once printed in "
                              "generic form by iree-opt; the failure depends on the text's "
                              "form, which this reducer cannot keep") from None
        raise


def _confirm_full_compile(oracle: Oracle, engine: Engine, best: Module,
                          on_restart: Callable[[], None] = lambda: None) -> Module:
    """The result was found compiling only to `oracle.phase`: check it with the full flags."""
    if oracle.phase is None or oracle.run(best.print(), full=True).interesting:
        return best
    oracle.full_compiles()  # rare: the cut-off hid a difference; redo it the slow, exact way
    on_restart()
    engine.restart(engine.problem.initial)
    return engine.run()


# The wrong-result modules are imported where a wrong-result reduction needs them: they load
# numpy and the runtime's helpers, a quarter of a second at every start of the reducer.


def _reduce_wrong_result(source: Source, module: Module, wrong: WrongResult,
                         search: Search) -> Result:
    from reducer.wrong_result.check import CheckedOracle
    options = search.options
    check = make_check(wrong, options, search.iree_opt)
    _check_expected(search.printed(module), wrong, options, search.listener)
    oracle = CheckedOracle(check, OracleSpec(None, options.flags, options.compiler,
                                             timeout=options.timeout))
    result = search.run(source, module, oracle, options.output, oracle.calibrate)
    result.signature, result.kind = check.report(result.text), "wrong-result"
    result.oracle_calls, result.cache_hits = check.stats.runs, check.stats.cache_hits
    result.seconds_in_compiler = check.stats.seconds
    result.artifacts = []  # a wrong value shows when the program runs, not when it compiles
    return result


def _check_expected(text: str, wrong: WrongResult, options: Options,
                    listener: Listener) -> None:
    """With expected outputs: the original must compute some of them wrong; say which."""
    if wrong.expected_outputs is None:
        return
    from reducer.wrong_result.expected import findings_text, wrong_outputs
    found = wrong_outputs(text, wrong.expected_outputs, options.flags)
    if not found:
        raise OracleError("the original input computes every expected output: there is no "
                          "wrong result to reduce")
    listener.notice("outputs that differ from the expected ones:\n" + findings_text(found))
