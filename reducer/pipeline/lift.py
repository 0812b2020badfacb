"""The fourth stage, for a failure in codegen: the executable that fails alone lifted back to
a program that fails with the user's flags (reduced alone first when the lift does not
fail), and the executable that fails in the reduced program found again."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from reducer.ir import IRError, Module, parse
from reducer.ir.lift import lift_executable
from reducer.iree.dispatch import Isolated, isolate
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import Oracle
from reducer.oracle.phases import Phase
from reducer.pipeline.confirm import Confirmed, Prefetch, confirm
from reducer.pipeline.phasing import finds_phase, likely_phase, prefetch_calibration
from reducer.pipeline.preview import Preview, preview_beside
from reducer.pipeline.program import reduce_program
from reducer.pipeline.result import Result
from reducer.pipeline.search import Begin, Search
from reducer.processes import scheduler
from reducer.processes.tempdirs import temp_dir
from reducer.records.session import Source


def reduce_isolated(source: Source, original: str, oracle: Oracle, isolated: Isolated,
                    search: Search, ahead: LiftPrefetch | None = None,
                    ) -> tuple[Result, Isolated]:
    """The program OUTPUT, and the executable that fails alone beside it.

    The executable as dumped, lifted back to a program, usually fails with the user's flags:
    that small program is reduced, and the executable that fails in the result (as its run
    as a candidate dumped it) goes beside it. When the lift does not fail, the executable is
    reduced alone first (fast compiles), and then lifted; when that does not fail either,
    the whole program (of normalised text `original`) is reduced. `ahead`: what started
    beside the isolation."""
    output = search.options.output
    lifted = _lifted(isolated.text, oracle, search)
    if ahead is not None:
        ahead.hand_over(search.printed(lifted) if lifted is not None else None)
    if lifted is None:
        alone = _reduced_alone(isolated, search)
        isolated = Isolated(isolated.name, alone.text, isolated.oracle)
        lifted = _lifted(alone.generic_text, oracle, search)
    if lifted is None:
        search.listener.notice("the failing executable does not fail alone once lifted back "
                               "to a program: reducing the whole program")
        result, _ = reduce_program(source, search.input_module(original), oracle, search,
                                   output, Begin.LOCATED, isolated)
        return result, isolated
    with _dumps_kept(oracle, ahead):
        result, dispatched = reduce_program(
            lifted.print_held(), lifted, oracle, search, output, Begin.LIFTED, isolated,
            lambda program: dispatch_of(program, oracle, isolated))
    assert dispatched is not None
    return result, dispatched


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


def _reduced_alone(isolated: Isolated, search: Search) -> Result:
    """The executable reduced alone, compiled with `--compile-mode=hal-executable`."""
    executable = parse(isolated.text, iree_opt=search.iree_opt)
    ahead: Prefetch[None] = Prefetch(isolated.oracle, search.iree_opt, search.jobs)
    reduced = search.reduce(isolated.text, executable, isolated.oracle, None,
                            lambda text: isolated.oracle.calibrate(text, find_phase=False),
                            ending=ahead.start)
    confirmed: Confirmed[None] = confirm(reduced, search.iree_opt, search.jobs, ahead=ahead)
    return search.result(reduced, confirmed.best, (confirmed.generic, confirmed.text))


class LiftPrefetch:
    """What `reduce_isolated` starts beside the isolation, with jobs to spare: handed the
    executable likeliest to fail alone, the full run of its lift (its calibration's runs
    beside it), which `_lifted` reads if it is the one, and the preview of the lift's search
    (`reducer.pipeline.preview`), with the executables its candidates' runs dump kept in the
    folder the search's keep them in."""

    def __init__(self, oracle: Oracle, search: Search, folder: str | None) -> None:
        self.oracle, self.search, self.folder = oracle, search, folder
        self._preview: Preview | None = None
        self._handed = False
        self._lock = threading.Lock()

    def start(self, executable: str) -> None:
        scheduler.background(self._lift_run, executable, name="lift-prefetch")

    def hand_over(self, lifted: str | None) -> None:
        """The search of the program printed `lifted` begins (None: of no lift, whose
        candidates then keep no dumps)."""
        with self._lock:
            self._handed = True
            if self._preview is not None:
                self._preview.hand_over(lifted)
            if lifted is None:
                self.oracle.keep_dumps(None)

    def _lift_run(self, executable: str) -> None:
        oracle, search = self.oracle, self.search
        with contextlib.suppress(Exception):  # read again, and raised, where it is needed
            lifted = lift_executable(parse(executable, iree_opt=search.iree_opt))
            text = lifted.print_held()
            self._previewed(lifted)
            with prefetch_calibration(oracle, search, Begin.LIFTED):
                oracle.run(text, full=True)

    def _previewed(self, lifted: Module) -> None:
        """Preview the search of `lifted` with the jobs the checks leave (the lift's full
        run, its calibration's, the isolation's), when its strategies can be made afresh."""
        oracle, search = self.oracle, self.search
        with self._lock:
            if self._handed:
                return
            if self.folder is not None:
                oracle.keep_dumps(self.folder)
            # The full run, its calibration's (one probe, when it searches a phase), the
            # isolation's.
            probe = finds_phase(search, oracle, Begin.LIFTED)
            self._preview = preview_beside(oracle, search, lifted, Begin.LIFTED,
                                           likely_phase(oracle, search, Begin.LIFTED),
                                           oracle.spec.checks + probe + 1)


@contextlib.contextmanager
def prefetch_lift(oracle: Oracle, search: Search) -> Iterator[LiftPrefetch | None]:
    """A `LiftPrefetch` while the isolation and `reduce_isolated` run (None: no jobs to
    spare); its preview is handed over at the end if it was not before."""
    if search.jobs < 2:
        yield None
        return
    with _dumps_folder(oracle) as folder:
        ahead = LiftPrefetch(oracle, search, folder)
        try:
            yield ahead
        finally:
            ahead.hand_over(None)


def _lifted(executable: str, oracle: Oracle, search: Search) -> Module | None:
    """`executable` lifted back to a program, if that fails with the user's flags."""
    try:
        lifted = lift_executable(parse(executable, iree_opt=search.iree_opt))
    except IRError:
        return None
    search.listener.progress("lift", lifted.num_ops, oracle)
    with prefetch_calibration(oracle, search, Begin.LIFTED):
        if not oracle.run(lifted.print_held(), full=True).interesting:
            return None
    search.listener.notice(f"the failing executable, lifted back to a program of "
                           f"{lifted.num_ops} ops, fails with your flags")
    return lifted


def dispatch_of(program: str, oracle: Oracle, dumped: Isolated) -> Isolated:
    """The executable of `program` that fails alone, smallest first, as its run as a
    candidate dumped them (else one compile dumps them); the executable as first dumped if
    none does. Whichever run dumped them, every executable is tried: the result is the same
    with the dump of a run that failed as with one that did not."""
    kept = oracle.dumped(program)
    if kept is not None:
        return isolate(oracle, kept, "") or dumped
    with temp_dir("dispatch") as folder:
        # The sources are dumped before codegen: no need to compile further.
        oracle.run_once(program, Phase.EXECUTABLE_SOURCES, [dump_flag(folder)])
        found = isolate(oracle, folder, "")
    return found or dumped
