"""The fourth stage, for a failure in codegen: the executable that fails alone lifted back to
a program that fails with the user's flags (reduced alone first when the lift does not
fail), and the executable that fails in the reduced program found again
(`program.dispatch_of`)."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from reducer.ir import IRError, Module, parse
from reducer.ir.lift import lift_executable
from reducer.iree.dispatch import Isolated
from reducer.oracle.oracle import Oracle
from reducer.pipeline.calibration import Calibrated
from reducer.pipeline.confirm import Confirmed, Prefetch, confirm
from reducer.pipeline.locate import Located
from reducer.pipeline.phasing import likely_phase, prefetch_calibration
from reducer.pipeline.preview import Preview, preview_beside
from reducer.pipeline.program import Reduction, reduce_program
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Context
from reducer.processes.tempdirs import temp_dir
from reducer.records.session import Source


def reduce_isolated(source: Source, original: str, oracle: Oracle, calibrated: Calibrated,
                    context: Context, ahead: LiftPrefetch | None = None) -> Reduction:
    """The program OUTPUT, and the executable that fails alone beside it
    (`calibrated.isolated`).

    The executable as dumped, lifted back to a program, usually fails with the user's flags:
    that small program is reduced, and the executable that fails in the result (as its run
    as a candidate dumped it) goes beside it. When the lift does not fail, the executable is
    reduced alone first (fast compiles), and then lifted; when that does not fail either,
    the whole program (of normalised text `original`) is reduced. `ahead`: what started
    beside the isolation."""
    isolated, serialised = calibrated.isolated, calibrated.serialised
    assert isolated is not None
    output = context.options.output
    lifted = _lifted(isolated.text, oracle, context, serialised)
    if ahead is not None:
        ahead.hand_over(context.printed(lifted) if lifted is not None else None)
    if lifted is None:
        alone = _reduced_alone(isolated, context)
        isolated = Isolated(isolated.name, alone.text, isolated.oracle)
        lifted = _lifted(alone.generic_text, oracle, context, serialised)
    if lifted is None:
        context.listener.notice("the failing executable does not fail alone once lifted "
                                "back to a program: reducing the whole program")
        return reduce_program(source, Located(calibrated.input_module(context, original)),
                              oracle, context, calibrated, output, Begin.LOCATED, isolated)
    with _dumps_kept(oracle, ahead):
        return reduce_program(lifted.print_held(), Located(lifted), oracle, context,
                              calibrated, output, Begin.LIFTED, isolated)


@contextlib.contextmanager
def _dumps_kept(oracle: Oracle, ahead: LiftPrefetch | None) -> Iterator[None]:
    """The runs of the candidates of a lifted program keep the executables they dump: the
    result's is then found without a compile (`dispatch_of`). Not when a cluster runs them
    whose workers may not share this machine's files."""
    with _dumps_folder(oracle) if ahead is None else contextlib.nullcontext(ahead.folder) \
            as folder:
        oracle.keep_dumps(folder)
        try:
            yield
        finally:
            oracle.keep_dumps(None)


@contextlib.contextmanager
def _dumps_folder(oracle: Oracle) -> Iterator[str | None]:
    """A folder for the executables the runs of candidates dump (None: they keep none)."""
    if oracle.executor is not None and not getattr(oracle.executor, "shares_files", False):
        yield None
        return
    with temp_dir("dumps") as folder:
        yield folder


def _reduced_alone(isolated: Isolated, context: Context) -> Result:
    """The executable reduced alone, compiled with `--compile-mode=hal-executable`."""
    executable = parse(isolated.text, iree_opt=context.iree_opt)
    ahead: Prefetch[None] = Prefetch(isolated.oracle, context.iree_opt, context.jobs)
    reduced = context.reduce(isolated.text, executable, isolated.oracle, None,
                             lambda text: isolated.oracle.calibrate(text, find_phase=False),
                             ending=ahead.start)
    confirmed: Confirmed[None] = confirm(reduced, context.iree_opt, context.jobs, ahead=ahead)
    return context.result(reduced, confirmed.best, (confirmed.generic, confirmed.text))


class LiftPrefetch:
    """What `reduce_isolated` starts beside the isolation, with jobs to spare: handed the
    executable likeliest to fail alone, the check of its lift (`_fails`), which `_lifted`
    reads if it is the one, and the preview of the lift's search
    (`reducer.pipeline.preview`), with the executables its candidates' runs dump kept in the
    folder the search's keep them in."""

    def __init__(self, oracle: Oracle, context: Context, folder: str | None) -> None:
        self.oracle, self.context, self.folder = oracle, context, folder
        self._preview: Preview | None = None
        self._handed = False
        self._lock = threading.Lock()

    def start(self, executable: str, serialised: bool) -> None:
        """Begin with `executable`; `serialised`: see `finds_phase`."""
        self.oracle.scheduler.submit(self._lift_run, executable, serialised, tag=self)

    def hand_over(self, lifted: str | None) -> None:
        """The search of the program printed `lifted` begins (None: of no lift, whose
        candidates then keep no dumps)."""
        with self._lock:
            self._handed = True
            if self._preview is not None:
                self._preview.hand_over(lifted)
            if lifted is None:
                self.oracle.keep_dumps(None)

    def _lift_run(self, executable: str, serialised: bool) -> None:
        oracle, context = self.oracle, self.context
        with contextlib.suppress(Exception):  # read again, and raised, where it is needed
            lifted = lift_executable(parse(executable, iree_opt=context.iree_opt))
            text = lifted.print_held()
            self._previewed(lifted, serialised)
            _fails(oracle, context, text, serialised)

    def _previewed(self, lifted: Module, serialised: bool) -> None:
        """Preview the search of `lifted` in the slots the checks leave (the lift's check,
        its calibration's, the isolation's), when its strategies can be made afresh."""
        oracle, context = self.oracle, self.context
        with self._lock:
            if self._handed:
                return
            if self.folder is not None:
                oracle.keep_dumps(self.folder)
            self._preview = preview_beside(oracle, context, lifted, Begin.LIFTED,
                                           likely_phase(oracle, context, Begin.LIFTED,
                                                        serialised))


@contextlib.contextmanager
def prefetch_lift(oracle: Oracle, context: Context) -> Iterator[LiftPrefetch | None]:
    """A `LiftPrefetch` while the isolation and `reduce_isolated` run (None: no jobs to
    spare); its preview is handed over at the end if it was not before."""
    if context.jobs < 2:
        yield None
        return
    with _dumps_folder(oracle) as folder:
        ahead = LiftPrefetch(oracle, context, folder)
        try:
            yield ahead
        finally:
            ahead.hand_over(None)


def _lifted(executable: str, oracle: Oracle, context: Context,
            serialised: bool) -> Module | None:
    """`executable` lifted back to a program, if that fails with the user's flags;
    `serialised`: see `finds_phase`."""
    try:
        lifted = lift_executable(parse(executable, iree_opt=context.iree_opt))
    except IRError:
        return None
    context.listener.progress("lift", lifted.num_ops, oracle)
    if not _fails(oracle, context, lifted.print_held(), serialised):
        return None
    context.listener.notice(f"the failing executable, lifted back to a program of "
                           f"{lifted.num_ops} ops, fails with your flags")
    return lifted


def _fails(oracle: Oracle, context: Context, text: str, serialised: bool) -> bool:
    """Whether the lifted program `text` fails with the user's flags. Compiled first as its
    candidates will most likely be, cut at their phase: a compile that fails there fails all
    the way, as the full one runs the same passes first, and that run is then also its
    calibration's probe of the phase (a full run beside it would compile the same passes
    again). Else all the way, its calibration's runs beside. `serialised`: see
    `finds_phase`."""
    phase = likely_phase(oracle, context, Begin.LIFTED, serialised)
    if phase is not None and oracle.run(text, phase).interesting:
        return True
    with prefetch_calibration(oracle, context, Begin.LIFTED, serialised=serialised):
        return oracle.run(text, full=True).interesting
