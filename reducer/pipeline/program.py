"""The fifth stage: a program reduced from where it begins, and confirmed."""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from reducer.ir import Module
from reducer.iree.dispatch import Isolated
from reducer.oracle.oracle import Oracle
from reducer.pipeline.confirm import Confirmed, Prefetch, confirm
from reducer.pipeline.dispatch_slice import dispatch_start
from reducer.pipeline.locate import located_start
from reducer.pipeline.phasing import finds_phase, phases_of
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Derivation, Search
from reducer.records.session import Source

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
        oracle.calibrate_phase_and_stability(text, finds_phase(search, oracle, begin),
                                             phases_of(begin, search))

    start = module
    whole = begin is Begin.LOCATED and not search.options.isolate  # `--no-isolate`
    if begin in (Begin.SLICED, Begin.LOCATED):
        start = located_start(search, module, oracle, begin is Begin.LOCATED and not whole)
    if whole and search.printed.ops(start) == search.printed.ops(module):  # no slice failed
        start = dispatch_start(search, start, oracle)
    ahead = Prefetch(oracle, search.iree_opt, search.jobs, beside)
    reduced = search.reduce(source if start is module else search.printed(start), start,
                            oracle, output, calibrate, Derivation(begin, executable),
                            ahead.start)
    confirmed: Confirmed[T] = confirm(reduced, search.iree_opt, search.jobs, beside, ahead)
    result = search.result(reduced, confirmed.best, (confirmed.generic, confirmed.text))
    result.input_ops = search.input_ops  # the user's input, whatever the program began as
    return result, confirmed.beside
