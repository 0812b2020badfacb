"""The Python API: `reduce(...)` ties the IR layer, the oracle, the engine and strategies together.

No global state: every call builds its own parser, oracle and engine, so a bot may run several
reductions from several threads at once.
"""
from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from reducer.engine import Engine, Problem
from reducer.ir import Module, parse, pretty_print
from reducer.ir.measure import measure
from reducer.oracle import Oracle, OracleError
from reducer.signature import Signature
from reducer.tools import ToolError, sibling_tool


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
           test: str | None = None, timeout: float = 300.0, output: str | None = None,
           strategies: Sequence | None = None, cut_phase: bool = True,
           progress: ProgressCallback | None = None) -> Result:
    """Reduce an MLIR program while the compiler keeps failing the same way.

    `oracle` is the signature to keep (a substring of the compiler's output, or a regex with
    `regex=True`); `test` is a script deciding instead (exit 0 = interesting). With `output`,
    the best result so far is written there after every accepted step.
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
        signature = Signature(oracle, regex) if oracle else None
    except ValueError as e:
        raise OracleError(str(e)) from None
    judge = Oracle(signature, flags, compiler, test, timeout)
    original = module.print()
    _calibrate(judge, original, source, cut_phase)

    def on_accept(state: Module, text: str) -> None:
        if output:
            write_atomically(output, text)

    def on_progress(strategy: str, state: Module) -> None:
        if progress:
            progress(strategy, state.num_ops, judge)

    printed = _LastPrint()
    problem = Problem(module, render=printed, size=lambda m: measure(m, printed(m)),
                      is_interesting=judge)
    engine = Engine(problem, strategies or default_strategies(iree_opt), on_accept, on_progress)
    best = engine.run()
    best = _confirm_full_compile(judge, engine, problem, best)
    generic = best.print()
    text = _readable(generic, judge, iree_opt)
    if output:
        write_atomically(output, text)
    return Result(
        text=text, generic_text=generic, input_ops=module.num_ops, output_ops=best.num_ops,
        signature=oracle, kind=judge.kind.value if judge.kind else "test-script",
        phase=judge.phase, oracle_calls=judge.stats.runs, cache_hits=judge.stats.cache_hits,
        seconds=time.monotonic() - start, seconds_in_compiler=judge.stats.seconds,
        strategies={name: asdict(s) for name, s in engine.stats.per_strategy.items()})


class _LastPrint:
    """The engine sizes, then renders, each candidate: print it once for both."""

    def __init__(self) -> None:
        self._module: Module | None = None
        self._text = ""

    def __call__(self, module: Module) -> str:
        if module is not self._module:
            self._module, self._text = module, module.print()
        return self._text


def _calibrate(judge: Oracle, original: str, source: str | bytes, cut_phase: bool) -> None:
    try:
        judge.calibrate(original, find_phase=cut_phase)
    except OracleError:
        # Say whether the failure was lost by normalisation rather than never there.
        raw = source if isinstance(source, str) else None
        if raw is not None and raw != original and judge.run(raw, full=True).interesting:
            raise OracleError("the input fails as expected, but no longer once printed in "
                              "generic form by iree-opt; the failure depends on the text's "
                              "form, which this reducer cannot keep") from None
        raise


def _confirm_full_compile(judge: Oracle, engine: Engine, problem: Problem,
                          best: Module) -> Module:
    """The result was found compiling only to `judge.phase`: check it with the full flags."""
    if judge.phase is None or judge.run(best.print(), full=True).interesting:
        return best
    judge.phase = None  # rare: the cut-off hid a difference; redo it the slow, exact way
    engine.restart(problem.initial)
    return engine.run()


def _readable(generic: str, judge: Oracle, iree_opt: str) -> str:
    """Custom form if it still fails the same way, else generic form."""
    pretty = pretty_print(generic, iree_opt)
    if pretty != generic and judge.run(pretty, full=True).interesting:
        return pretty
    return generic

