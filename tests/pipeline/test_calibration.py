"""The calibration's first compile, and what starts beside it."""
from __future__ import annotations

from concurrent.futures import Future

import pytest
from conftest import case

from reducer.options import Options
from reducer.pipeline import calibration
from reducer.pipeline.inputs import read_input


@pytest.mark.parametrize("name, warmed", [("softmax_f8_readlane", True),
                                          ("bmm_rank4_verifier", False)])
def test_a_worker_loads_beside_a_first_compile_that_runs_on_when_the_input_verifies(
        monkeypatch, name: str, warmed: bool) -> None:
    """A first compile still running after `WARM_AFTER` starts a worker that verifies,
    unless the input does not verify (its candidates are not verified); one that ended
    starts none."""
    given = read_input(case(name)["path"], Options())
    started: list[str | None] = []
    monkeypatch.setattr(calibration, "warm_verifier", started.append)
    calibration._warm_verifier(Future(), given)  # never ends
    assert started == ([given.iree_opt] if warmed else [])
    ended: Future = Future()
    ended.set_result(None)
    calibration._warm_verifier(ended, given)
    assert started == ([given.iree_opt] if warmed else [])
