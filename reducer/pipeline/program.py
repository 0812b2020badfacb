"""The fifth stage: a program reduced from where it begins, and confirmed."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reducer.crash.pass_level import PassCapture
from reducer.ir import Module
from reducer.iree.dispatch import Isolated
from reducer.oracle.oracle import Oracle
from reducer.pipeline.calibration import Calibrated
from reducer.pipeline.confirm import Confirmed, Prefetch, confirm
from reducer.pipeline.dispatch_slice import dispatch_start
from reducer.pipeline.locate import Located, located_start
from reducer.pipeline.phasing import finds_phase, phases_of
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Context, Derivation, Tries
from reducer.records.session import Source


@dataclass(frozen=True)
class Reduction:
    """A program reduced and confirmed: its result, the executable that fails alone in it
    (None: the failure is not in one), and the pass a crash is in, when its start was
    located at that pass."""

    result: Result
    executable: Isolated | None = None
    crash_pass: PassCapture | None = None


def reduce_program(source: Source, module: Module, oracle: Oracle, context: Context,
                   calibrated: Calibrated, output: str | None, begin: Begin,
                   executable: Isolated | None = None,
                   dispatched: Callable[[str], Isolated] | None = None,
                   tries: Tries | None = None) -> Reduction:
    """A program, its oracle's first run calibrated already (`calibrated`), beginning as
    `begin` says (the sliced and located beginnings are cut to their failing op's slice
    first; the whole program, with `--no-isolate`, to its failing dispatch's when that
    fails not), reduced into `output` and confirmed. `executable`: the one that fails alone,
    which the program was lifted from or which goes beside it (recorded in the journal with
    a derived program, for a resume); `dispatched(generic text)` finds the one in the
    result instead, beside its confirmation. `tries`: those of the cuts that found
    `module`."""
    located = Located(module, tries or {})
    whole = begin is Begin.LOCATED and not context.options.isolate  # `--no-isolate`
    if begin in (Begin.SLICED, Begin.LOCATED):
        located = located_start(context, module, oracle, calibrated,
                                begin is Begin.LOCATED and not whole, located.tries)
    start = located.start if located.start is not None else module
    if whole and context.printed.ops(start) == context.printed.ops(module):  # no slice failed
        located = dispatch_start(context, start, oracle, located)
        start = located.start if located.start is not None else start

    def calibrate(text: str) -> None:
        oracle.calibrate_phase_and_stability(
            text, finds_phase(context, oracle, begin, calibrated.serialised),
            phases_of(begin, located.crash_pass))

    ahead = Prefetch(oracle, context.iree_opt, context.jobs, dispatched)
    reduced = context.reduce(source if start is module else context.printed(start), start,
                             oracle, output, calibrate,
                             Derivation(begin, calibrated.input_ops, executable), ahead.start)
    confirmed: Confirmed[Isolated] = confirm(reduced, context.iree_opt, context.jobs,
                                             dispatched, ahead)
    result = context.result(reduced, confirmed.best, (confirmed.generic, confirmed.text),
                            located.tries)
    result.input_ops = calibrated.input_ops  # the user's input, whatever it began as
    return Reduction(result, confirmed.beside if dispatched is not None else executable,
                     located.crash_pass)
