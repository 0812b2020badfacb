"""The fifth stage: a program reduced from where it begins, and confirmed."""
from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TypeVar

from reducer.dispatch import Isolated
from reducer.ir import Module
from reducer.oracle import Oracle
from reducer.phases import PHASES, Phase
from reducer.pipeline.confirm import Ahead, Confirmed, confirm
from reducer.pipeline.dispatch_slice import dispatch_start
from reducer.pipeline.locate import located_start
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Derivation, Search
from reducer.session import Source

T = TypeVar("T")


def reduce_program(source: Source, module: Module, oracle: Oracle, search: Search,
                   output: str | None, begin: Begin, executable: Isolated | None = None,
                   beside: Callable[[str], T] | None = None) -> tuple[Result, T | None]:
    """A program, its oracle's first run calibrated already, beginning as `begin` says (the
    sliced and located beginnings are cut to their failing op's slice first; the whole
    program, with `--no-isolate`, to its failing dispatch's when that fails not), reduced into
    `output` and confirmed; and what `beside(generic text)` found of the result, computed beside its
    confirmation. `executable`: the one that fails alone, which the program was lifted from
    or which goes beside it (recorded in the journal with a derived program, for a resume)."""
    def calibrate(text: str) -> None:
        oracle.calibrate_phase_and_stability(text, _finds_phase(search, oracle, begin),
                                             _phases(begin, search))

    start = module
    whole = begin is Begin.LOCATED and not search.options.isolate  # `--no-isolate`
    if begin in (Begin.SLICED, Begin.LOCATED):
        start = located_start(search, module, oracle, begin is Begin.LOCATED and not whole)
    if whole and search.printed.ops(start) == search.printed.ops(module):  # no slice failed
        start = dispatch_start(search, start, oracle)
    ahead = Ahead(oracle, search.iree_opt, search.jobs, beside)
    reduced = search.reduce(source if start is module else search.printed(start), start,
                            oracle, output, calibrate, Derivation(begin, executable),
                            ahead.start)
    confirmed: Confirmed[T] = confirm(reduced, search.iree_opt, search.jobs, beside, ahead)
    result = search.result(reduced, confirmed.best, (confirmed.generic, confirmed.text))
    result.input_ops = search.input_ops  # the user's input, whatever the program began as
    return result, confirmed.beside


# Phase probes started ahead for the op alone: a failure at the input shows at the first
# phase, probed first; the other jobs go to the preview of its search.
OP_ALONE_PROBES = 3


def calibrated_ahead(oracle: Oracle, search: Search,
                     begin: Begin) -> contextlib.AbstractContextManager[None]:
    """Where the first full run of a program that begins as `begin` is asked for: its
    calibration's runs go beside it (see `Oracle.ahead_of_calibration`)."""
    return oracle.ahead_of_calibration(_phases(begin, search),
                                       _finds_phase(search, oracle, begin),
                                       OP_ALONE_PROBES if begin is Begin.OP_ALONE else None)


def likely_phase(oracle: Oracle, search: Search, begin: Begin) -> Phase | None:
    """The phase the candidates of a program that begins as `begin` will most likely be
    compiled to, as `Oracle.run` is told it before the calibration (None: the oracle's own
    phase)."""
    # The first of its phases, probed first: a lifted program fails in codegen, the op
    # alone at the input.
    return _phases(begin, search)[0] if _finds_phase(search, oracle, begin) else None


def _phases(begin: Begin, search: Search) -> tuple[Phase, ...]:
    # A lifted program fails in codegen: its translated executables show it, or only their
    # serialisation (LLVM's backend); a cut before it spares the programs that pass. A
    # crash located at its pass crashes in that pass's phase.
    if begin is Begin.LIFTED:
        return (Phase.EXECUTABLE_TARGETS, Phase.END)
    crash = search.crash_pass
    return (crash.phase, Phase.END) if crash is not None and crash.phase is not None \
        and crash.phase is not Phase.END else PHASES


def _finds_phase(search: Search, oracle: Oracle, begin: Begin) -> bool:
    # A lifted program that fails in LLVM's backend fails after its last cut-off phase:
    # a probe there would not show it.
    backend = begin is Begin.LIFTED and search.fails_in_backend
    return search.options.cut_phase and not oracle.phase_known and not backend
