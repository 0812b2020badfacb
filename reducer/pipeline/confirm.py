"""The last stage of a search: its result compiled again with the user's full flags, in the
form it is written in."""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Generic, TypeVar

from reducer.engine import Engine
from reducer.ir import Module, pretty_print
from reducer.oracle import Oracle
from reducer.pipeline.search import Reduced

T = TypeVar("T")


@dataclass(frozen=True)
class Confirmed(Generic[T]):
    """A confirmed result: its module, generic text, text as written (custom form when that
    fails so), and what was computed from its generic text beside the confirming runs."""

    best: Module
    generic: str
    text: str
    beside: T | None


def confirm(reduced: Reduced, iree_opt: str, jobs: int,
            beside: Callable[[str], T] | None = None) -> Confirmed[T]:
    """The result compiled again `checks` times with the full flags: custom form when that
    fails so (the runs that confirm it also confirm the generic form, which a phase cut-off
    may have judged), else generic form, after a phase cut-off that hid a difference is
    redone the slow, exact way. `beside(generic)` runs beside the confirming runs when there
    are jobs to spare (they leave one idle: `checks` is odd by default)."""
    best, session = reduced.best, reduced.session
    generic = best.print_held()
    with ThreadPoolExecutor(1, thread_name_prefix="beside") as pool:
        pending = pool.submit(beside, generic) if beside is not None and jobs > 1 else None
        pretty = reduced.oracle.shown(generic) if reduced.oracle.test_script else \
            pretty_print(generic, iree_opt)
        confirmed = pretty != generic and session.confirms(pretty)
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
    session.confirms(generic)
    session.finish(generic, best.num_ops)
    return Confirmed(best, generic, generic, found)


def _full_compile(oracle: Oracle, engine: Engine, best: Module,
                  on_restart: Callable[[], None]) -> Module:
    """The result was found compiling only to `oracle.phase`: check it with the full flags."""
    if oracle.phase is None or oracle.run(best.print_held(), full=True).interesting:
        return best
    oracle.full_compiles()  # rare: the cut-off hid a difference; redo it the slow, exact way
    on_restart()
    engine.restart(engine.problem.initial)
    return engine.run()
