"""`Context`: what every stage of one run shares, and the reduction of one module.

A run may reduce several modules (an executable alone, the program lifted from it, the whole
program with `keep_program`); each is one `Context.reduce`, with the safekeeping of a
`Session` (journal, best-so-far output, final check), ended by `Context.result` once
confirmed.
"""
from __future__ import annotations

import enum
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from reducer.ir import Module
from reducer.ir.module import op_lines
from reducer.iree.dispatch import Isolated
from reducer.iree.flag_reduction import flag_report
from reducer.options import Listener, Options
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Calibration, Oracle
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Signature
from reducer.pipeline.files import program, write_atomically
from reducer.pipeline.inputs import parsed
from reducer.pipeline.prefilter import Prefilter
from reducer.pipeline.prints import PrintCache
from reducer.pipeline.result import Result
from reducer.processes.scheduler import Scheduler
from reducer.records.session import Session, Source, journal_options
from reducer.records.session import source_sha256 as input_sha256_of
from reducer.search.engine import Engine, Problem
from reducer.strategies import ElementTypes, FailingOpSlice
from reducer.text import whole

Tries = dict[str, dict[str, int]]  # tries, acceptances and ops removed, by strategy


class Begin(enum.Enum):
    """Where the reduction of a program begins."""

    # A dispatch lifted back to a program: small, and failing in codegen, so compiling it all
    # the way costs no more than a cut-off would (no phase search).
    LIFTED = "lifted"
    # The op a failure at the input points at, alone in a function, cut from the input's text.
    OP_ALONE = "alone"
    # The user's program, cut first to the slice of the ops its diagnostics point at.
    SLICED = "sliced"
    # The same; when no diagnostic points at an op, one more compile finds the ops of the
    # executable that fails alone.
    LOCATED = "located"


@dataclass(frozen=True)
class Derivation:
    """How a program derived from the user's input began, recorded in the journal so that
    a resumed run begins there at once."""

    begin: Begin
    input_ops: int  # the user's input's, whatever the program began as
    executable: Isolated | None = None


@dataclass(frozen=True)
class Reduced:
    """A search's end, before its confirmation."""

    start: Module
    best: Module
    oracle: Oracle
    engine: Engine
    session: Session
    prefilter: Prefilter
    output: str | None


@dataclass(frozen=True)
class Context:
    """What every stage of one run shares: its strategies, options, jobs, listener, clock
    and the hash of the user's input as read (for the record of a program derived from it);
    and three services of its own: the print of the module being reduced, made once
    (calibration, the located start and the search each need its text, and a model-sized
    module takes seconds to print), the counters of the compiles that no step read
    (every search's, every preview's), and the scheduler of every compile started before
    it is needed (`jobs` at once, the likeliest first)."""

    strategies: Sequence
    iree_opt: str
    options: Options
    jobs: int
    listener: Listener
    start: float
    input_sha256: str
    printed: PrintCache = field(default_factory=PrintCache)
    wasted: list[Callable[[], int]] = field(default_factory=list)
    scheduler: Scheduler = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "scheduler", Scheduler(self.jobs))

    def parsed(self, original: str) -> Module:
        """The module of the user's input, normalised to `original`, which stands for its
        print (a model-sized module takes a while to print)."""
        module = parsed(original)
        self.printed.keep(module, original, module.num_ops)
        return module

    def reduce(self, source: Source, module: Module, oracle: Oracle, output: str | None,
               calibrate: Callable[[str], object],
               derivation: Derivation | None = None,
               ending: Callable[[Module, float], None] | None = None) -> Reduced:
        """Reduce `module` (read from `source`) as `oracle` says; `calibrate` readies it,
        given the module's printed text. `derivation`: how a program derived from the user's
        input began; `ending`: hears the state the search most likely ends with (see
        `Problem.ending`)."""
        original = self.printed(module)
        derived = self._derived(original, derivation) if derivation is not None \
            and input_sha256_of(source) != self.input_sha256 else None
        chosen = journal_options(source, oracle, self.options, [s.name for s in self.strategies])
        session = Session(oracle, original, output, self.options, chosen, derived,
                          write_atomically, self.listener.notice)
        self.listener.progress("calibration", self.printed.ops(module), oracle)
        session.start(lambda: calibrate(original))
        lifted = derivation is not None and derivation.begin is Begin.LIFTED
        judge = self.judge(oracle, original, lifted)
        engine = self.engine(module, judge, session.accept,
                             self.aimed(module, original, oracle.calibration,
                                        oracle.signature), ending,
                             second_path=not lifted)
        return Reduced(module, engine.run(), oracle, engine, session, judge, output)

    def judge(self, oracle: Oracle, original: str, lifted: bool,
              phase: Phase | None = None) -> Prefilter:
        """How the candidates of the module printed `original` are judged (`lifted`: a
        program lifted from a failing executable); `phase`: their compiles' cut-off, if
        not the oracle's own. A program that computes nothing cannot fail in codegen, nor
        where a dispatch region fails (see `_Computing`)."""
        dispatched = oracle.calibration is not None and oracle.calibration.dispatched
        return (_Computing if lifted or dispatched else Prefilter)(oracle, original,
                                                                    self.iree_opt, phase)

    def _derived(self, program: str, derivation: Derivation) -> dict[str, Any]:
        """The record of a derived program (see journal.recorded_start)."""
        executable = derivation.executable
        return {"input_sha256": self.input_sha256, "input_ops": derivation.input_ops,
                "program": whole(program), "begin": derivation.begin.value,
                "executable": {"name": executable.name, "text": executable.text}
                if executable else None}

    def aimed(self, module: Module, original: str, calibration: Calibration | None,
              signature: Signature | None = None) -> list:
        """The strategies, the failing-op slice aimed at the ops the original's diagnostics
        point at (when they point into this very text), and the element types left alone
        where `signature` names them."""
        strategies = [s.naming(signature.pattern)
                      if isinstance(s, ElementTypes) and signature is not None else s
                      for s in self.strategies]
        if calibration is None or calibration.located != text_hash(original):
            return strategies
        by_line = op_lines(module)
        targets = [by_line[n].id for n in calibration.error_lines if n in by_line]
        return [FailingOpSlice(targets) if isinstance(s, FailingOpSlice) else s
                for s in strategies]

    def engine(self, module: Module, judge: Prefilter,
               accept: Callable[[str, int, str, Any], None],
               strategies: Sequence | None = None,
               ending: Callable[[Module, float], None] | None = None,
               second_path: bool = True) -> Engine:
        """An engine over `module`, its candidates judged by `judge`: candidates printed
        once for size and text, every accepted one handed to `accept(strategy, ops, text,
        size)`. `second_path`: see `Engine`; not for a program lifted from a failing
        executable, one dispatch whose ops feed its root: on every sample's lift it found
        no smaller end, and cost the slowest (conv2d) 16 candidates, 7 to 9 compiles of 50."""
        printed = self.printed  # the start is printed already; candidates in turn
        problem = Problem(module, render=printed, size=printed.size, is_interesting=judge,
                          cancel=judge.cancel,
                          ending=ending or (lambda state, likelihood: None),
                          jobs_now=self.options.share.jobs if self.options.share else None,
                          monotone=self.options.wrong_result is None)

        def on_accept(state: Module, text: str, strategy: str) -> None:
            size = printed.size(state)
            accept(strategy, size.ops, text, size)

        def on_progress(strategy: str, state: Module) -> None:
            self.listener.progress(strategy, printed.size(state).ops, judge)

        engine = Engine(problem, strategies or self.strategies, on_accept, on_progress,
                        jobs=self.jobs, scheduler=self.scheduler, second_path=second_path)
        self.wasted.append(lambda: engine.stats.wasted)
        return engine

    def result(self, reduced: Reduced, best: Module, texts: tuple[str, str],
               tries: Tries | None = None) -> Result:
        """The result of a confirmed search: `best` and its (generic, written) texts,
        written to its output; `tries`: those of the cuts that located its start."""
        generic, text = texts
        oracle, session = reduced.oracle, reduced.session
        if reduced.output:
            write_atomically(reduced.output, text)
        flags = None
        # The flags a compile failure needs (not a wrong value's, nor a run's).
        if self.options.reduce_flags and oracle.test_script is None \
                and self.options.wrong_result is None and self.options.run is None:
            report = flag_report(text, oracle, oracle.flags, oracle.spec.compiler)
            flags = {**report.as_dict(), "summary": str(report)}
        return Result(
            artifacts=[program(oracle, reduced.output, best.num_ops)], text=text,
            generic_text=generic, input_ops=self.printed.ops(reduced.start),
            output_ops=best.num_ops,
            signature=oracle.signature.pattern if oracle.signature else None,
            kind=oracle.kind.value if oracle.kind else "test-script",
            phase=oracle.phase.value if oracle.phase else None, oracle_calls=oracle.stats.runs,
            cache_hits=oracle.stats.cache_hits, seconds=time.monotonic() - self.start,
            seconds_in_compiler=oracle.stats.seconds,
            wasted_compiles=oracle.stats.wasted + sum(wasted() for wasted in self.wasted),
            strategies=engine_report(reduced.engine, tries),
            timeout=oracle.timeout, confirmed=list(session.confirmed),
            other_failures=session.other_failures, flags=list(oracle.flags), flag_report=flags,
            prefiltered=reduced.prefilter.rejected)


# An op of a generic text, by its name; and the ops of a program that computes nothing.
_OP_NAME = re.compile(r'^[ \t]*(?:%[^=\n]*=[ \t]*)?"([\w.$-]+)"', re.MULTILINE)
_SHELL = frozenset({"builtin.module", "func.func", "func.return", "util.func", "util.return"})


class _Computing(Prefilter):
    """The judge of the candidates of a program lifted from a failing executable, or of one
    whose failure is a dispatch region's diagnostic: one left with nothing but functions and
    returns makes no dispatch nor executable, so it cannot fail in one; it is rejected
    without a compile."""

    def __call__(self, text: str) -> bool:
        return not set(_OP_NAME.findall(text)) <= _SHELL and super().__call__(text)


def engine_report(engine: Engine, before: Tries | None = None) -> Tries:
    """Tries, acceptances and ops removed by strategy; with the counts of `before` added."""
    report = {name: asdict(s) for name, s in engine.stats.per_strategy.items()}
    for name, counts in (before or {}).items():
        mine = report.setdefault(name, dict.fromkeys(counts, 0))
        for key, value in counts.items():
            mine[key] += value
    return report
