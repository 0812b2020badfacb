"""The fifth stage: a program reduced from where it begins, and confirmed; for a program
lifted from a failing executable, the executable that fails in the result."""
from __future__ import annotations

from dataclasses import dataclass

from reducer.crash.pass_level import PassCapture
from reducer.iree.dispatch import Isolated, isolate
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import Oracle
from reducer.oracle.phases import Phase
from reducer.pipeline.calibration import Calibrated
from reducer.pipeline.confirm import Confirmed, Prefetch, confirm
from reducer.pipeline.dispatch_slice import dispatch_start
from reducer.pipeline.locate import Located, located_start
from reducer.pipeline.phasing import finds_phase, phases_of, shown_before
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Context, Derivation
from reducer.processes.tempdirs import temp_dir
from reducer.records.session import Source


@dataclass(frozen=True)
class Reduction:
    """A program reduced and confirmed: its result, the executable that fails alone in it
    (None: the failure is not in one), and the pass a crash is in, when its start was
    located at that pass."""

    result: Result
    executable: Isolated | None = None
    crash_pass: PassCapture | None = None


def reduce_program(source: Source, start: Located, oracle: Oracle, context: Context,
                   calibrated: Calibrated, output: str | None, begin: Begin,
                   executable: Isolated | None = None) -> Reduction:
    """A program (`start.start`, read from `source`), its oracle's first run calibrated
    already (`calibrated`), beginning as `begin` says (the sliced and located beginnings
    are cut to their failing op's slice first; a located one, to its failing dispatch's when
    that fails not), reduced into `output` and confirmed.
    `executable`: the one that fails alone, which the program was lifted from or which goes
    beside it (recorded in the journal with a derived program, for a resume); for a lifted
    program, the one that fails in the result is found beside its confirmation."""
    module = start.start
    assert module is not None
    located = start
    if begin in (Begin.SLICED, Begin.LOCATED):
        located = located_start(context, module, oracle, calibrated, start.tries)
    cut = located.start if located.start is not None else module
    if begin is Begin.LOCATED and located.start is None:  # no slice failed
        located = dispatch_start(context, cut, oracle, located)
        cut = located.start if located.start is not None else cut

    derived = cut is not module or begin in (Begin.LIFTED, Begin.OP_ALONE)

    def calibrate(text: str) -> None:
        oracle.calibrate_phase_and_stability(
            text, finds_phase(context, oracle, begin, calibrated.serialised),
            phases_of(begin, located.crash_pass), shown_before(begin) if derived else 0)

    dumped = executable
    # Counted beside the result's confirming run: writing it then waits for no iree-opt.
    dispatched = (lambda program: dispatch_of(program, oracle, dumped).counted(
        context.iree_opt)) if begin is Begin.LIFTED and dumped is not None else None
    # The result's executable failing alone is a run of its own that shows its failure.
    shows = (lambda found: found is not dumped) if dispatched is not None else None
    ahead = Prefetch(oracle, context.iree_opt, context.jobs, dispatched, shows)
    reduced = context.reduce(source if cut is module else context.printed(cut), cut, oracle,
                             output, calibrate,
                             Derivation(begin, calibrated.input_ops, executable), ahead.start)
    confirmed: Confirmed[Isolated] = confirm(reduced, context.iree_opt, context.jobs,
                                             dispatched, ahead, shows)
    result = context.result(reduced, confirmed.best, (confirmed.generic, confirmed.text),
                            located.tries)
    result.input_ops = calibrated.input_ops  # the user's input, whatever it began as
    return Reduction(result, confirmed.beside if dispatched is not None else executable,
                     located.crash_pass)


def dispatch_of(program: str, oracle: Oracle, dumped: Isolated) -> Isolated:
    """The executable of `program` that fails alone, smallest first, as its run as a
    candidate dumped them (else one compile dumps them); the executable as first dumped
    (`dumped` itself) if none does. Whichever run dumped them, every executable is tried:
    the result is the same with the dump of a run that failed as with one that did not."""
    kept = oracle.dumped(program)
    if kept is not None:
        return isolate(oracle, kept, "") or dumped
    with temp_dir("dispatch") as folder:
        # The sources are dumped before codegen: no need to compile further.
        oracle.run_once(program, Phase.EXECUTABLE_SOURCES, [dump_flag(folder)])
        found = isolate(oracle, folder, "")
    return found or dumped
