"""The final checks of a search's result, started ahead, with the real compiler."""
from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import case
from test_test_script import CUSTOM, GREP_CUSTOM, REDUCED_CUSTOM, script

from reducer.ir import Module, parse
from reducer.options import Listener, Options
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Signature
from reducer.pipeline.confirm import Prefetch, Runs, confirm
from reducer.pipeline.inputs import read_input
from reducer.pipeline.search import Context
from reducer.pipeline.setup import chosen_strategies, oracle_spec
from reducer.processes.scheduler import Compile, Scheduler
from reducer.processes.tools import find_tool


def test_the_checks_of_the_likely_end_run_ahead_at_two_jobs_below_the_search() -> None:
    """With two jobs (no job to spare for them), the checks of the state the search likely
    ends with still start: their compiles queue at that likelihood, below a compile needed
    now, and `take` reads them (three confirming runs: the search never compiled it)."""
    scheduler = Scheduler(2)
    oracle, text = _bmm_oracle(scheduler)
    oracle.calibrate_first_run(text)
    priorities: list[float] = []
    compiling = scheduler.compiling

    @contextlib.contextmanager
    def recorded(*tags: object) -> Iterator[Compile]:
        with compiling(*tags) as turn:
            priorities.append(turn.priority)
            yield turn

    scheduler.compiling = recorded  # type: ignore[method-assign]

    state = parse(text)
    ahead: Prefetch[None] = Prefetch(oracle, find_tool("iree-opt"), jobs=2)
    ahead.start(state, 0.6)
    checks = ahead.take(state)
    assert checks is not None
    (generic, _, runs), _ = checks
    assert generic == state.print_held() and runs == Runs(3, 3)
    assert priorities == [0.6] * 3


def test_the_search_s_run_of_the_result_at_its_phase_counts_among_the_checks() -> None:
    """Candidates cut at a phase (the verifier's failure shows at the input): the search's
    run of the result at that phase counts among the three checks, as a phase probe stands
    for a stability run; two full runs of the written form follow."""
    oracle, text = _bmm_oracle(Scheduler(2))
    oracle.calibrate(text)
    assert oracle.phase is Phase.INPUT
    state = parse(text)
    assert oracle.run(state.print_held()).interesting  # the search's run
    assert _prefetched(oracle, state) == (Runs(3, 3), 2)


@pytest.mark.parametrize("shown, written", [(True, 2), (False, 3)])
def test_a_check_beside_that_shows_the_failure_counts_among_the_checks(
        tmp_path: Path, shown: bool, written: int) -> None:
    """With two jobs, the search's run of the result and a check beside its confirmation
    that shows its failure in a run of its own (a lifted program's executable failing
    alone) count among the three checks: the written form is run once more. When the check
    does not show it, one more run stands for it."""
    (tmp_path / "in.mlir").write_text(CUSTOM)
    seen = tmp_path / "seen"
    seen.mkdir()
    options = Options(test=script(tmp_path / "t.sh", f'cp "$1" "$(mktemp -p {seen})"\n'
                                                     f'{GREP_CUSTOM}\n'), journal=False)
    given = read_input(tmp_path / "in.mlir", options)
    context = Context(chosen_strategies(options, given.iree_opt), given.iree_opt, options, 2,
                      Listener(), time.monotonic(), given.sha256)
    oracle = Oracle(oracle_spec(options, given.form), jobs=2, scheduler=context.scheduler)
    reduced = context.reduce(given.source, context.parsed(given.original), oracle, None,
                             oracle.calibrate)
    confirmed = confirm(reduced, given.iree_opt, 2, lambda generic: "checked",
                        shows=lambda checked: shown and checked == "checked")
    assert confirmed.text == REDUCED_CUSTOM and confirmed.beside == "checked"
    assert [p.read_text() for p in seen.iterdir()].count(REDUCED_CUSTOM) == written
    assert reduced.session.confirmed == (3, 3)


def test_a_result_where_the_search_began_counts_the_runs_of_its_calibration() -> None:
    """A search that ends where it began (nothing smaller fails): its calibration's runs of
    that very program showed the failure (the probe at the phase found, a stability run all
    the way), two of the three checks; one run of the written form is left."""
    oracle, text = _bmm_oracle()
    state = parse(text)
    oracle.calibrate(state.print_held())
    assert _prefetched(oracle, state) == (Runs(3, 3), 1)


def _bmm_oracle(scheduler: Scheduler | None = None) -> tuple[Oracle, str]:
    """An oracle of two jobs for the bmm verifier case, and the case's program."""
    bmm = case("bmm_rank4_verifier")
    spec = OracleSpec(Signature(bmm["signature"]), bmm["flags"],
                      compiler=find_tool("iree-compile"), timeout=60)
    return Oracle(spec, jobs=2, scheduler=scheduler), bmm["text"]


def _prefetched(oracle: Oracle, state: Module) -> tuple[Runs | None, int]:
    """The confirming runs of `state` that `Prefetch` counts, and the runs it made."""
    runs = oracle.stats.runs
    ahead: Prefetch[None] = Prefetch(oracle, find_tool("iree-opt"), jobs=2)
    ahead.start(state, 0.6)
    checks = ahead.take(state)
    assert checks is not None
    (_, _, confirmed), _ = checks
    return confirmed, oracle.stats.runs - runs
