"""A resumed run begins where the interrupted one began, as its journal recorded it: no
calibration, isolation or lift again."""
from __future__ import annotations

import dataclasses

from reducer.ir import IRError
from reducer.ir.parser import parse_generic
from reducer.iree.dispatch import EXECUTABLE_MODE, Isolated
from reducer.oracle.oracle import Oracle
from reducer.pipeline.calibration import Calibrated
from reducer.pipeline.locate import Located
from reducer.pipeline.program import Reduction, dispatch_of, reduce_program
from reducer.pipeline.search import Begin, Context
from reducer.records.journal import JournalError, recorded_start
from reducer.records.session import default_journal


def recorded(context: Context) -> dict | None:
    """With --resume, what the journal recorded of the program this run began from (the
    run of the input `context.input_sha256` identifies)."""
    options = context.options
    path = default_journal(options.output, options.journal)
    if not options.resume or path is None or options.keep_program:
        return None
    return recorded_start(path, context.input_sha256)


def resume_recorded(record: dict, oracle: Oracle, context: Context) -> Reduction:
    """Continue from the program the interrupted run began from, as its journal recorded it
    (with its calibration); the result, and the executable that goes beside it."""
    try:
        program = parse_generic(record["program"])
        begin = Begin(record["begin"])
        executable = record.get("executable")
        input_ops = int(record["input_ops"])
    except (KeyError, TypeError, ValueError, IRError):
        raise JournalError("the journal's record of where the run began is damaged; run "
                           "without --resume to start again") from None
    context.listener.notice(f"resuming from the program of {program.num_ops} ops this run "
                            f"began from ({begin.value}), as its journal recorded it")
    # The journal, resumed, keeps its record: the executable is not needed to write it again.
    # The input is not parsed again.
    reduction = reduce_program(record["program"], Located(program), oracle, context,
                               Calibrated(input_ops), context.options.output, begin)
    if not executable:
        return reduction
    # Derived now that the journal's calibration (a derived signature too) is restored.
    isolated = Isolated(executable["name"], executable["text"],
                        oracle.derive([*oracle.flags, EXECUTABLE_MODE]))
    if begin is Begin.LIFTED:
        isolated = dispatch_of(reduction.result.generic_text, oracle, isolated)
    return dataclasses.replace(reduction, executable=isolated)
