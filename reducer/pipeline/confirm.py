"""The last stage of a search: its result compiled again with the user's full flags, in the
form it is written in."""
from __future__ import annotations

import functools
from collections.abc import Callable
from concurrent.futures import Future, wait
from dataclasses import dataclass
from typing import Generic, TypeVar

from reducer.ir import Module, pretty_print
from reducer.oracle.oracle import Oracle
from reducer.pipeline.search import Reduced
from reducer.search.engine import Engine

T = TypeVar("T")


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
                 beside: Callable[[str], T] | None = None) -> None:
        self.oracle, self.iree_opt, self.jobs, self.beside = oracle, iree_opt, jobs, beside
        self.runs = oracle.spec.checks + (beside is not None)  # the compiles they make
        self._checks: _Checks | None = None

    def start(self, state: Module, likelihood: float) -> None:
        """Check `state`, where the search ends as likely as `likelihood` (the checks of
        the state told before are stopped)."""
        if self.jobs < 2:
            return
        self._drop()
        generic = state.print_held()
        # Below a compile needed now (NOW, 1): they never take the slot of one.
        submit = functools.partial(self.oracle.scheduler.submit, priority=min(likelihood, 0.99))
        written: list[str] = []
        texts = submit(self._confirmed, generic, written)
        beside = submit(self.beside, generic) if self.beside is not None else None
        self._checks = _Checks(state, texts, beside, written)

    def _confirmed(self, generic: str, written: list[str],
                   ) -> tuple[str, str, tuple[int, int] | None]:
        text = _written(generic, self.oracle, self.iree_opt)
        written.append(text)
        runs = (_counting_the_search(self.oracle, generic, text) or self.oracle.confirm(text)) \
            if text != generic else None
        return generic, text, runs

    def take(self, best: Module) -> tuple[tuple[str, str, tuple[int, int] | None],
                                          Future | None] | None:
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
            ahead: Prefetch[T] | None = None) -> Confirmed[T]:
    """The result compiled again `checks` times with the full flags: custom form when that
    fails so (the runs that confirm it also confirm the generic form, which a phase cut-off
    may have judged), else generic form, after a phase cut-off that hid a difference is
    redone the slow, exact way. `beside(generic)` runs beside the confirming runs with more
    than one job. `ahead`: those
    checks, started before the search ended, read when they are of its result."""
    best, session = reduced.best, reduced.session
    started = ahead.take(best) if ahead is not None else None
    if started is not None:
        (generic, pretty, runs), pending = started
        confirmed = runs is not None and session.confirms(pretty, runs)
    else:
        generic = best.print_held()
        pending = reduced.oracle.scheduler.submit(beside, generic) \
            if beside is not None and jobs > 1 else None
        pretty = _written(generic, reduced.oracle, iree_opt)
        confirmed = pretty != generic and session.confirms(
            pretty, _counting_the_search(reduced.oracle, generic, pretty))
        wait([pending] if pending is not None else [])
    if ahead is not None:
        ahead.close(best if started is not None else None)
    exact = best if confirmed else _full_compile(reduced.oracle, reduced.engine, best,
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
    session.confirms(generic, _counting_the_search(reduced.oracle, generic, generic))
    session.finish(generic, best.num_ops)
    return Confirmed(best, generic, generic, found)


def _counting_the_search(oracle: Oracle, generic: str, text: str) -> tuple[int, int] | None:
    """The `checks` confirming runs of `text`, the search's own compile of the result
    (`generic`, its generic form) one of them when that compile was a full one: a verdict
    asked for at no cut-off, of a state the search accepted, was an interesting full run,
    as independent as another. None (all are run) when candidates' compiles are cut at a
    phase, or their runs must agree."""
    if oracle.phase is not None or oracle.spec.agree != 1 or not oracle.asked(generic):
        return None
    if oracle.spec.checks == 1:
        return 1, 1
    hits, runs = oracle.confirm(text, oracle.spec.checks - 1)
    return hits + 1, runs + 1


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
