"""A resumed run begins where the interrupted one began, as its journal recorded it: no
calibration, isolation or lift again."""
from __future__ import annotations

from reducer.ir import IRError
from reducer.ir.parser import parse_generic
from reducer.iree.dispatch import EXECUTABLE_MODE, Isolated
from reducer.oracle.oracle import Oracle
from reducer.pipeline.lift import dispatch_of
from reducer.pipeline.program import reduce_program
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Search
from reducer.records.journal import JournalError, recorded_start
from reducer.records.session import default_journal


def recorded(search: Search) -> dict | None:
    """With --resume, what the journal recorded of the program this run began from (the
    run of the input `search.input_sha256` identifies)."""
    options = search.options
    path = default_journal(options.output, options.journal)
    if not options.resume or path is None or options.keep_program:
        return None
    return recorded_start(path, search.input_sha256)


def resume_recorded(record: dict, oracle: Oracle,
                    search: Search) -> tuple[Result, Isolated | None]:
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
    search.input_ops = input_ops  # the input is not parsed again
    search.listener.notice(f"resuming from the program of {program.num_ops} ops this run "
                           f"began from ({begin.value}), as its journal recorded it")
    # The journal, resumed, keeps its record: the executable is not needed to write it again.
    result, _ = reduce_program(record["program"], program, oracle, search,
                               search.options.output, begin)
    if not executable:
        return result, None
    # Derived now that the journal's calibration (a derived signature too) is restored.
    isolated = Isolated(executable["name"], executable["text"],
                        oracle.derive([*oracle.flags, EXECUTABLE_MODE]))
    if begin is Begin.LIFTED:
        isolated = dispatch_of(result.generic_text, oracle, isolated)
    return result, isolated
