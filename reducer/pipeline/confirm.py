"""The last stage of a search: its result compiled again with the user's full flags, in the
form it is written in.

Of the `checks` runs that confirm a result, those that showed its failure on the way count,
as in the calibration of a program derived from the input (`Calibrator`): the runs of the
very program (its content hash) that showed it, the search's own and, when the search ended
where it began, the calibration's (at the phase candidates are cut at, as a phase probe
stands for a stability run, or all the way); and a check made beside that shows the failure
again in a run of its own (for a lifted program, its executable failing alone, as the
isolation's compile counts for a lift). The written form is always compiled at least once,
with the user's full flags: that run is the user's own command."""
from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future, wait
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar

from reducer.ir import Module, pretty_print
from reducer.oracle.oracle import Oracle
from reducer.pipeline.search import Reduced
from reducer.search.engine import Engine

T = TypeVar("T")


class Runs(NamedTuple):
    """The confirming runs of a result: how many showed its failure, of how many, and
    whether the check beside was counted among them as showing it (see `_confirming`)."""

    hits: int
    runs: int
    beside: bool = False


@dataclass(frozen=True)
class Confirmed(Generic[T]):
    """A confirmed result: its module, generic text, text as written (custom form when that
    fails so), and what was computed from its generic text beside the confirming runs."""

    best: Module
    generic: str
    text: str
    beside: T | None


@dataclass
class _Checks:
    """The checks of one state, tasks of the oracle's scheduler."""

    state: Module
    texts: Future  # (generic, written form, its confirming runs)
    beside: Future | None
    written: list[str]  # the written form, once made: its runs are stopped with it

    def stop(self, oracle: Oracle, runs: int) -> None:
        started = [f for f in (self.texts, self.beside) if f is not None and not f.cancel()]
        if started:
            oracle.discard(self.written, full=True)
            oracle.count_wasted(runs)


class Prefetch(Generic[T]):
    """The checks of a search's result, started before the search ends, on the state its
    speculation says it most likely ends with (`Problem.ending`): the confirming runs of
    its written form, and `beside(generic text)`. Their compiles wait for slots the
    search's likelier ones leave (their priority is how likely the search ends there);
    `confirm` reads them when the result is that very state."""

    def __init__(self, oracle: Oracle, iree_opt: str, jobs: int,
                 beside: Callable[[str], T] | None = None,
                 shows: Callable[[T], bool] | None = None) -> None:
        self.oracle, self.iree_opt, self.jobs, self.beside = oracle, iree_opt, jobs, beside
        self.shows = shows if beside is not None else None
        self.runs = oracle.spec.checks + (beside is not None)  # the compiles they make, at most
        self._checks: _Checks | None = None

    def start(self, state: Module, likelihood: float) -> None:
        """Check `state`, where the search ends as likely as `likelihood` (the checks of
        the state told before are stopped)."""
        if self.jobs < 2:
            return
        self._drop()
        generic = state.print_held()
        # Below a compile needed now (NOW, 1): they never take the slot of one. The written
        # form's run (the whole program) outlasts the check beside (one executable of it,
        # asked first, as the written form is made first): it takes a free slot first.
        priority, submit = min(likelihood, 0.99), self.oracle.scheduler.submit
        written: list[str] = []
        texts = submit(self._confirmed, generic, written, priority=priority)
        beside = submit(self.beside, generic, priority=math.nextafter(priority, 0)) \
            if self.beside is not None else None
        self._checks = _Checks(state, texts, beside, written)

    def _confirmed(self, generic: str, written: list[str]) -> tuple[str, str, Runs | None]:
        text = _written(generic, self.oracle, self.iree_opt)
        written.append(text)
        runs = _confirming(self.oracle, generic, text, self.shows is not None) \
            if text != generic else None
        return generic, text, runs

    def take(self, best: Module) -> tuple[tuple[str, str, Runs | None], Future | None] | None:
        """The checks of `best` (its generic and written texts, the confirming runs of the
        written one, and `beside`'s pending result), if it is the state they were started
        on and they did not fail."""
        checks = self._checks
        if checks is None or checks.state is not best:
            return None
        try:
            return checks.texts.result(), checks.beside
        except Exception:  # e.g. stopped: checked again
            self._drop()
            return None

    def _drop(self) -> None:
        """Stop the checks started: their state is not the result."""
        if self._checks is not None:
            self._checks.stop(self.oracle, self.runs)
            self._checks = None

    def close(self, kept: Module | None) -> None:
        """Stop the checks, unless they are of `kept`."""
        if self._checks is not None and self._checks.state is kept:
            wait([f for f in (self._checks.texts, self._checks.beside) if f is not None])
        else:
            self._drop()


def confirm(reduced: Reduced, iree_opt: str, jobs: int,
            beside: Callable[[str], T] | None = None,
            ahead: Prefetch[T] | None = None,
            shows: Callable[[T], bool] | None = None) -> Confirmed[T]:
    """The result compiled again `checks` times with the full flags: custom form when that
    fails so (the runs that confirm it also confirm the generic form, which a phase cut-off
    may have judged), else generic form, after a phase cut-off that hid a difference is
    redone the slow, exact way. `beside(generic)` runs beside the confirming runs with more
    than one job; `shows(its result)`: whether it showed the result's failure in a run of its
    own, which then counts among the checks (see the module). `ahead`: those checks,
    started before the search ended, read when they are of its result."""
    best, session, oracle = reduced.best, reduced.session, reduced.oracle
    started = ahead.take(best) if ahead is not None else None
    if started is not None:
        assert ahead is not None
        (generic, pretty, runs), pending = started
        assumed = ahead.shows  # as its runs were counted
    else:
        generic = best.print_held()
        pending = oracle.scheduler.submit(beside, generic) \
            if beside is not None and jobs > 1 else None
        assumed = shows if pending is not None else None  # with one job, it runs after
        pretty = _written(generic, oracle, iree_opt)
        runs = _confirming(oracle, generic, pretty, assumed is not None) \
            if pretty != generic else None
        wait([pending] if pending is not None else [])
    if runs is not None and runs.beside and assumed is not None \
            and not _shown(pending, assumed):
        runs = _one_more(oracle, pretty, runs)
    confirmed = runs is not None and session.confirms(pretty, runs[:2])
    if ahead is not None:
        ahead.close(best if started is not None else None)
    exact = best if confirmed else _full_compile(oracle, reduced.engine, best,
                                                 session.restart)
    found: T | None
    if pending is not None and exact is best:
        found = pending.result()  # its errors are raised here
    else:
        best, generic = exact, exact.print_held()
        found = beside(generic) if beside is not None else None
    if confirmed:
        session.finish(pretty, best.num_ops)
        return Confirmed(best, generic, pretty, found)
    session.confirms(generic, _confirming(oracle, generic, generic, False)[:2])
    session.finish(generic, best.num_ops)
    return Confirmed(best, generic, generic, found)


def _shown(pending: Future | None, shows: Callable[[T], bool]) -> bool:
    """Whether the check made beside (`pending`) showed the result's failure."""
    if pending is None or pending.cancelled() or pending.exception() is not None:
        return False
    return shows(pending.result())


def _one_more(oracle: Oracle, text: str, runs: Runs) -> Runs:
    """The confirming runs `runs` of `text`, with the check beside counted as showing the
    failure, replaced by one more run of `text`: it did not show it."""
    hits, made = oracle.confirm(text, 1)
    return Runs(runs.hits - 1 + hits, runs.runs - 1 + made)


def _confirming(oracle: Oracle, generic: str, text: str, beside: bool) -> Runs:
    """The `checks` confirming runs of `text`, the result's written form (`generic`: its
    generic form): those that count (see the module), the runs of `generic` that showed the
    failure and with `beside`, the check beside, as long as one run of `text` is left; and
    the rest, made with the full flags. None count when candidates' runs must agree."""
    showed, counted = 0, False
    if oracle.spec.agree == 1:
        showed = min(oracle.showed(generic), oracle.spec.checks - 1)
        counted = beside and showed < oracle.spec.checks - 1
    made = oracle.spec.checks - showed - counted
    hits, made = oracle.confirm(text, made)
    return Runs(hits + showed + counted, made + showed + counted, counted)


def _written(generic: str, oracle: Oracle, iree_opt: str) -> str:
    """The form the result is written in, if it still fails so: custom form (as the test
    script reads it, with one)."""
    return oracle.shown(generic) if oracle.test_script else pretty_print(generic, iree_opt)


def _full_compile(oracle: Oracle, engine: Engine, best: Module,
                  on_restart: Callable[[], None]) -> Module:
    """The result was found compiling only to `oracle.phase`: check it with the full flags."""
    if oracle.phase is None or oracle.run(best.print_held(), full=True).interesting:
        return best
    oracle.full_compiles()  # rare: the cut-off hid a difference; redo it the slow, exact way
    on_restart()
    engine.restart(engine.problem.initial)
    return engine.run()
