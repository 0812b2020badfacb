"""The second stage: the oracle calibrated on the input (kind, signature, timeout), with the
executable that fails alone found on the way, while the input is parsed."""
from __future__ import annotations

import contextlib
import re
from collections.abc import Callable

from reducer.ir.printer import count_ops
from reducer.iree.dispatch import Isolated, isolate
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import FlakyError, Oracle, OracleError, Outcome
from reducer.pipeline.inputs import Input, parses_beside
from reducer.pipeline.prepared import Prepared
from reducer.pipeline.search import Search
from reducer.processes import scheduler
from reducer.processes.tempdirs import temp_dir
from reducer.records.session import source_text


def first_compiles(given: Input, oracle: Oracle, search: Search, isolating: bool,
                   beside: Callable[[str], None] | None = None,
                   prepared: Prepared | None = None) -> Isolated | None:
    """The oracle calibrated on the input and, when `isolating`, the executable that fails
    alone (None: none does). Run on a thread while the input is parsed:
    a model-sized program takes as long to parse as to fail at the compiler's input. Unless,
    asked once they have started, `parses_beside` says not to: a failure that comes after
    the input, in an executable that fails alone, needs no parse of the program
    (`Search.input_module` parses it if it does). `beside`: see `isolate`. `prepared`: the
    first compile, made already."""
    ran = prepared.first if prepared is not None else None
    dumps = contextlib.nullcontext(prepared.folder.name) if prepared is not None \
        else temp_dir("dispatch")
    with dumps as folder:
        def calibrated() -> Isolated | None:
            if isolating:
                return _first_run_and_isolation(oracle, given, folder, search, beside, ran)
            _first_run(oracle, given, lambda: oracle.calibrate_first_run(
                given.original, _phases_dumped(search, ran), ran))
            return None
        return _beside_the_parse(given, oracle, search, calibrated,
                                 "calibration" + " and isolation" * isolating,
                                 lambda: parses_beside(given, isolating))


def _beside_the_parse(given: Input, oracle: Oracle, search: Search,
                      calibrated: Callable[[], Isolated | None], what: str,
                      parse: Callable[[], bool]) -> Isolated | None:
    with scheduler.pool(1, "calibration") as pool:
        pending = pool.submit(calibrated)
        try:
            if parse():
                search.parsed(given.original)
            else:
                search.input_ops = count_ops(given.original)
        except BaseException:  # its compiles are not wanted
            oracle.stop()
            raise
        search.listener.progress(what, search.input_ops, oracle)
        return pending.result()


def _first_run_and_isolation(oracle: Oracle, given: Input, folder: str,
                             search: Search, beside: Callable[[str], None] | None,
                             ran: Outcome | None) -> Isolated | None:
    """Settle `oracle`, dumping the executables on its first run; find the executable that
    fails alone (the oracle's jobs at once). The program's phase and stability are left to the
    reduction of a program, on the small program it starts from; `search` hears whether the
    failure shows when the executables are serialised."""
    first = _first_run(oracle, given, lambda: oracle.calibrate_first_run(
        given.original, [dump_flag(folder), *_phases_dumped(search, ran)], ran))
    search.fails_when_serialised = fails_when_serialised(first.output)
    # Executables compile fast, and one that fails alone makes the program's phase moot.
    # None is dumped when the failure comes before codegen.
    return isolate(oracle, folder, first.output, beside=beside)


def _phases_dumped(search: Search, ran: Outcome | None) -> list[str]:
    """The flags that make the first run dump its phases for a crash's capture
    (`Search.phase_dump`), unless it ran already."""
    return search.phase_dump.flags_of_first_run() \
        if search.phase_dump is not None and ran is None else []


def fails_when_serialised(output: str) -> bool:
    """Whether a compile's `output` shows a failure in LLVM's backend or in the linker: both
    run when the executables are serialised, after the last phase a compile may be cut at."""
    return _SERIALISING.search(output) is not None


# LLVM's legacy pass manager names the pass it was running on a module or function of LLVM
# IR: only LLVM's backend runs it. IREE's linker names itself in its errors, and IREE says
# when linking failed.
_SERIALISING = re.compile(r"^\d+\.\s+Running pass '[^']+' on (?:module|function) '"
                          r"|^iree-lld: error: |^Linking failed; ", re.MULTILINE)


def _first_run(oracle: Oracle, given: Input, calibrate: Callable[[], Outcome]) -> Outcome:
    try:
        return calibrate()
    except FlakyError:
        raise
    except OracleError:
        # Say whether the failure was lost by normalisation rather than never there.
        raw = source_text(given.source)
        if raw is not None and raw != given.original \
                and oracle.run(raw, full=True).interesting:
            raise OracleError("the input fails as expected, but no longer once printed in "
                              "generic form by iree-opt; the failure depends on the text's "
                              "form, which this reducer cannot keep") from None
        raise
