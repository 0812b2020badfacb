"""The final checks of a search's result, started ahead, with the real compiler."""
from __future__ import annotations

import contextlib
from collections.abc import Iterator

from conftest import case

from reducer.ir import parse
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature
from reducer.pipeline.confirm import Prefetch
from reducer.processes.scheduler import Compile, Scheduler
from reducer.processes.tools import find_tool


def test_the_checks_of_the_likely_end_run_ahead_at_two_jobs_below_the_search() -> None:
    """With two jobs (no job to spare for them), the checks of the state the search likely
    ends with still start: their compiles queue at that likelihood, below a compile needed
    now, and `take` reads them (three confirming runs: the search never compiled it)."""
    bmm = case("bmm_rank4_verifier")
    scheduler = Scheduler(2)
    oracle = Oracle(OracleSpec(Signature(bmm["signature"]), bmm["flags"],
                               compiler=find_tool("iree-compile"), timeout=60), jobs=2,
                    scheduler=scheduler)
    oracle.calibrate_first_run(bmm["text"])
    priorities: list[float] = []
    compiling = scheduler.compiling

    @contextlib.contextmanager
    def recorded(*tags: object) -> Iterator[Compile]:
        with compiling(*tags) as turn:
            priorities.append(turn.priority)
            yield turn

    scheduler.compiling = recorded  # type: ignore[method-assign]

    state = parse(bmm["text"])
    ahead: Prefetch[None] = Prefetch(oracle, find_tool("iree-opt"), jobs=2)
    ahead.start(state, 0.6)
    checks = ahead.take(state)
    assert checks is not None
    (generic, _, runs), _ = checks
    assert generic == state.print_held() and runs == (3, 3)
    assert priorities == [0.6] * 3
