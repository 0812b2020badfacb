"""The second stage: the oracle calibrated on the input (kind, signature, timeout), with the
executable that fails alone found on the way, while the input is parsed."""
from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from concurrent.futures import Future, wait
from dataclasses import dataclass

from reducer.crash.capture import PhaseDump
from reducer.ir import Module
from reducer.ir.module import count_ops
from reducer.ir.normalize import warm_verifier
from reducer.iree.dispatch import Isolated, isolate
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import FlakyError, Oracle, OracleError, Outcome
from reducer.pipeline.inputs import Input, parses_beside
from reducer.pipeline.prepared import Prepared
from reducer.pipeline.search import Context
from reducer.processes.tempdirs import temp_dir
from reducer.records.session import source_text


@dataclass(frozen=True)
class Calibrated:
    """The input once its oracle is calibrated: its ops, its module when it was parsed
    (None: not yet, and perhaps never), the executable that fails alone (None: none does,
    or none was looked for), whether the failure shows when the executables are serialised
    (see `fails_when_serialised`), and the phases the first compile dumped for a crash's
    capture, kept when the calibration says they are wanted (`locate.keep_phase_dump`)."""

    input_ops: int
    module: Module | None = None
    isolated: Isolated | None = None
    serialised: bool = False
    phase_dump: PhaseDump | None = None

    def input_module(self, context: Context, original: str) -> Module:
        """The module of the user's input (normalised to `original`), parsed if it was not."""
        return self.module if self.module is not None else context.parsed(original)


def first_compiles(given: Input, oracle: Oracle, context: Context, isolating: bool,
                   beside: Callable[[str, bool], None] | None = None,
                   prepared: Prepared | None = None,
                   phase_dump: PhaseDump | None = None) -> Calibrated:
    """The oracle calibrated on the input and, when `isolating`, the executable that fails
    alone. Run on a thread while the input is parsed: a model-sized program takes as long
    to parse as to fail at the compiler's input. Unless, asked once they have started,
    `parses_beside` says not to: a failure that comes after the input, in an executable
    that fails alone, needs no parse of the program (`Calibrated.input_module` parses it if
    it does). `beside`: see `isolate`, told too whether the failure shows when the
    executables are serialised. `prepared`: the first compile, made already. `phase_dump`:
    the phases for a crash's capture, dumped by the first compile too (unless made already)."""
    ran = prepared.first if prepared is not None else None
    dumped = phase_dump.flags_of_first_run() if phase_dump is not None and ran is None else []
    dumps = contextlib.nullcontext(prepared.folder.name) if prepared is not None \
        else temp_dir("dispatch")
    with dumps as folder:
        pending = oracle.scheduler.submit(_first_run_and_isolation, oracle, given, folder,
                                          isolating, beside, ran, dumped)
        if oracle.test_script is None:  # a test script's candidates are not verified
            oracle.scheduler.submit(_warm_verifier, pending, given)
        try:
            module = context.parsed(given.original) if parses_beside(given, isolating) \
                else None
            ops = module.num_ops if module is not None else count_ops(given.original)
        except BaseException:  # its compiles are not wanted
            oracle.stop()
            wait([pending])  # its runs end before their folder goes
            raise
        context.listener.progress("calibration" + " and isolation" * isolating, ops, oracle)
        return Calibrated(ops, module, *pending.result())


# Seconds the first compile runs before a worker that verifies starts loading beside it.
WARM_AFTER = 0.1


def _warm_verifier(first: Future, given: Input) -> None:
    """Start loading a worker that verifies candidates while the `first` compile runs, if
    it runs `WARM_AFTER` seconds and the input verifies (candidates of an input that does
    not are not verified). A compile leaves a core idle for stretches, where the worker's
    tenth of a second of loading costs little; once it ends, every core is wanted, and
    iree-opt verifies the first candidates until a worker is ready."""
    done, _ = wait([first], timeout=WARM_AFTER)
    if not done and given.verifies() and not first.done():
        warm_verifier(given.iree_opt)


def _first_run_and_isolation(oracle: Oracle, given: Input, folder: str, isolating: bool,
                             beside: Callable[[str, bool], None] | None,
                             ran: Outcome | None,
                             dumped: list[str]) -> tuple[Isolated | None, bool]:
    """Settle `oracle`; when `isolating`, dumping the executables on its first run, find the
    executable that fails alone (the oracle's jobs at once), and whether the failure shows
    when the executables are serialised. The program's phase and stability are left to the
    reduction of a program, on the small program it starts from. `dumped`: flags that dump
    the phases too."""
    if not isolating:
        _first_run(oracle, given, lambda: oracle.calibrate_first_run(given.original, dumped,
                                                                     ran))
        return None, False
    first = _first_run(oracle, given, lambda: oracle.calibrate_first_run(
        given.original, [dump_flag(folder), *dumped], ran))
    serialised = fails_when_serialised(first.output)
    # Executables compile fast, and one that fails alone makes the program's phase moot.
    # None is dumped when the failure comes before codegen.
    told = (lambda text: beside(text, serialised)) if beside is not None else None
    return isolate(oracle, folder, first.output, beside=told), serialised


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
