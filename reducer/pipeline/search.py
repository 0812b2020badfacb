"""`Search`: what every reduction of one run shares, and the reduction of one module.

A run may reduce several modules (an executable alone, the program lifted from it, the whole
program with `keep_program`); each is one `Search.reduce`, with the safekeeping of a `Session`
(journal, best-so-far output, final check), ended by `Search.result` once confirmed.
"""
from __future__ import annotations

import dataclasses
import enum
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from reducer.crash.capture import PhaseDump
from reducer.crash.pass_level import PassCapture
from reducer.ir import Module
from reducer.ir.module import op_lines
from reducer.iree.dispatch import Isolated
from reducer.iree.flag_reduction import flag_report
from reducer.options import Listener, Options
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Calibration, Oracle
from reducer.oracle.phases import Phase
from reducer.pipeline.files import program, write_atomically
from reducer.pipeline.inputs import parsed
from reducer.pipeline.prefilter import Prefilter
from reducer.pipeline.prints import PrintCache
from reducer.pipeline.result import Result
from reducer.records.session import Session, SessionSetup, Source, default_journal, journal_options
from reducer.records.session import source_sha256 as input_sha256_of
from reducer.search.engine import Engine, Problem
from reducer.strategies import FailingOpSlice
from reducer.text import whole


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
    executable: Isolated | None = None


@dataclass
class Reduced:
    """A search's end, before its confirmation."""

    start: Module
    best: Module
    oracle: Oracle
    engine: Engine
    session: Session
    prefilter: Prefilter
    output: str | None


class Search:
    """Strategies, options, jobs, listener and clock of one run, and what the user's input is
    (for the record of a program derived from it)."""

    def __init__(self, strategies: Sequence, iree_opt: str, options: Options, jobs: int,
                 listener: Listener, start: float, input_sha256: str) -> None:
        self.strategies, self.iree_opt, self.options = strategies, iree_opt, options
        self.jobs, self.listener, self.start = jobs, listener, start
        self.input_sha256 = input_sha256  # of the file as read
        self.input_ops = 0  # once parsed, or counted
        self.input: Module | None = None  # the input's module, once parsed
        # The tries of the op alone, or of the located start, by strategy.
        self.located: dict[str, dict[str, int]] = {}
        self.engines: list[Engine] = []  # every search's, for the compiles they wasted
        # Of the compiles made ahead of a search (a preview of it), those no search read.
        self.unread_prefetched: list[Callable[[], int]] = []
        # The module being reduced, printed once: calibration, the located start and the
        # search each need its text, and a model-sized module takes seconds to print.
        self.printed = PrintCache()
        # The pass the input crashes in, its input cut down at the pass, once located.
        self.crash_pass: PassCapture | None = None
        # The phases the first run dumps for a crash's capture.
        self.phase_dump: PhaseDump | None = None
        # The input fails in LLVM's backend or the linker, which run when the executables
        # are serialised: after every phase a compile can be cut at.
        self.fails_when_serialised = False

    def parsed(self, original: str) -> Module:
        """The module of the user's input, normalised to `original`, which stands for its
        print (a model-sized module takes a while to print)."""
        module = self.input = parsed(original)
        self.input_ops = module.num_ops
        self.printed.keep(module, original, self.input_ops)
        return module

    def input_module(self, original: str) -> Module:
        """The module of the user's input (see `parsed`), parsed at the first need."""
        return self.input if self.input is not None else self.parsed(original)

    def reduce(self, source: Source, module: Module, oracle: Oracle, output: str | None,
               calibrate: Callable[[str], object],
               derivation: Derivation | None = None,
               ending: Callable[[Module], int] | None = None) -> Reduced:
        """Reduce `module` (read from `source`) as `oracle` says; `calibrate` readies it,
        given the module's printed text. `derivation`: how a program derived from the user's
        input began; `ending`: hears the state the search most likely ends with (see
        `Problem.ending`)."""
        original = self.printed(module)
        setup = self._session_setup(source, oracle, output)
        if derivation is not None and input_sha256_of(source) != self.input_sha256:
            setup = dataclasses.replace(setup, derived=self._derived(original, derivation))
        session = Session(oracle, original, setup, write_atomically, self.listener.notice)
        self.listener.progress("calibration", self.printed.ops(module), oracle)
        session.start(lambda: calibrate(original))
        lifted = derivation is not None and derivation.begin is Begin.LIFTED
        judge = self.judge(oracle, original, lifted)
        engine = self.engine(module, judge, session.accept,
                             self.aimed(module, original, oracle.calibration), ending)
        return Reduced(module, engine.run(), oracle, engine, session, judge, output)

    def judge(self, oracle: Oracle, original: str, lifted: bool,
              phase: Phase | None = None) -> Prefilter:
        """How the candidates of the module printed `original` are judged (`lifted`: a
        program lifted from a failing executable); `phase`: their compiles' cut-off, if
        not the oracle's own."""
        return (_Computing if lifted else Prefilter)(oracle, original, self.iree_opt, phase)

    def _derived(self, program: str, derivation: Derivation) -> dict[str, Any]:
        """The record of a derived program (see journal.recorded_start)."""
        executable = derivation.executable
        return {"input_sha256": self.input_sha256, "input_ops": self.input_ops,
                "program": whole(program), "begin": derivation.begin.value,
                "executable": {"name": executable.name, "text": executable.text}
                if executable else None}

    def _session_setup(self, source: Source, oracle: Oracle,
                       output: str | None) -> SessionSetup:
        options = self.options
        chosen = journal_options(source, oracle, options.cut_phase,
                                 [s.name for s in self.strategies])
        if options.wrong_result is not None:  # the check and its tolerances
            chosen["wrong_result"] = asdict(options.wrong_result)
        if options.run is not None:  # the inputs given
            chosen["run"] = asdict(options.run)
        return SessionSetup(output, default_journal(output, options.journal), options.resume,
                       options.also_interesting, chosen)

    def aimed(self, module: Module, original: str,
              calibration: Calibration | None) -> list:
        """The strategies, the failing-op slice aimed at the ops the original's diagnostics
        point at (when they point into this very text)."""
        if calibration is None or calibration.located != text_hash(original):
            return list(self.strategies)
        by_line = op_lines(module)
        targets = [by_line[n].id for n in calibration.error_lines if n in by_line]
        return [FailingOpSlice(targets) if isinstance(s, FailingOpSlice) else s
                for s in self.strategies]

    def engine(self, module: Module, is_interesting: Callable[[str], bool],
               accept: Callable[[str, int, str, Any], None],
               strategies: Sequence | None = None,
               ending: Callable[[Module], int] | None = None) -> Engine:
        """An engine over `module`: candidates printed once for size and text, every
        accepted one handed to `accept(strategy, ops, text, size)`."""
        printed = self.printed  # the start is printed already; candidates in turn
        cancel = getattr(is_interesting, "cancel", lambda: None)
        discard = getattr(is_interesting, "discard", None)
        problem = Problem(module, render=printed, size=printed.size,
                          is_interesting=is_interesting, cancel=cancel, discard=discard,
                          ending=ending or (lambda state: 0),
                          likely=getattr(is_interesting, "likely", None),
                          jobs_now=self.options.share.jobs if self.options.share else None)

        def on_accept(state: Module, text: str, strategy: str) -> None:
            size = printed.size(state)
            accept(strategy, size.ops, text, size)

        def on_progress(strategy: str, state: Module) -> None:
            self.listener.progress(strategy, printed.size(state).ops, is_interesting)

        engine = Engine(problem, strategies or self.strategies, on_accept, on_progress,
                        jobs=self.jobs)
        self.engines.append(engine)
        return engine

    def result(self, reduced: Reduced, best: Module, texts: tuple[str, str]) -> Result:
        """The result of a confirmed search: `best` and its (generic, written) texts,
        written to its output."""
        generic, text = texts
        oracle, session = reduced.oracle, reduced.session
        if reduced.output:
            write_atomically(reduced.output, text)
        flags = None
        if self.options.reduce_flags and oracle.test_script is None:
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
            wasted_compiles=oracle.stats.wasted + sum(e.stats.wasted for e in self.engines)
            + sum(unread() for unread in self.unread_prefetched),
            strategies=engine_report(reduced.engine, self.located),
            timeout=oracle.timeout, confirmed=list(session.confirmed),
            other_failures=session.other_failures, flags=list(oracle.flags), flag_report=flags,
            prefiltered=reduced.prefilter.rejected)


# An op of a generic text, by its name; and the ops of a program that computes nothing.
_OP_NAME = re.compile(r'^[ \t]*(?:%[^=\n]*=[ \t]*)?"([\w.$-]+)"', re.MULTILINE)
_SHELL = frozenset({"builtin.module", "func.func", "func.return", "util.func", "util.return"})


class _Computing(Prefilter):
    """The judge of the candidates of a program lifted from a failing executable: one left
    with nothing but functions and returns makes no executable, so it cannot fail in
    codegen; it is rejected without a compile."""

    def __call__(self, text: str) -> bool:
        return not set(_OP_NAME.findall(text)) <= _SHELL and super().__call__(text)


def engine_report(engine: Engine, before: dict[str, dict[str, int]] | None = None,
                  ) -> dict[str, dict[str, int]]:
    """Tries, acceptances and ops removed by strategy; with the counts of `before` added."""
    report = {name: asdict(s) for name, s in engine.stats.per_strategy.items()}
    for name, counts in (before or {}).items():
        mine = report.setdefault(name, dict.fromkeys(counts, 0))
        for key, value in counts.items():
            mine[key] += value
    return report
