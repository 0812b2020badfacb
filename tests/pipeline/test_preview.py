"""The preview (`reducer.pipeline.preview`): the search of a program derived from the input
begins while the checks that decide whether it is searched still run."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from conftest import case

import reducer
from reducer.processes.tools import find_tool


@pytest.mark.slow
@pytest.mark.parametrize("name", ["i4_matmul_trunc_vector_store"])
def test_a_program_is_searched_beside_the_checks_that_decide_it(tmp_path: Path,
                                                                 name: str) -> None:
    """Candidates of the lifted program (of a failure in codegen) are judged while the last
    of the checks that decide whether it is searched is still running, even with two jobs
    (the preview takes the slot the checks leave); the result is that of one job."""
    c = case(name)
    log = tmp_path / "runs.log"
    compiler = tmp_path / "compiler.sh"  # not named iree-compile: reads candidates from files
    compiler.write_text(f"#!/bin/sh\ns=$(date +%s%N)\nsleep 0.5\n{find_tool('iree-compile')} "
                        f"\"$@\"\nr=$?\necho $s $(date +%s%N) $(md5sum < \"$1\" | cut -c1-8) "
                        f"\"$*\" >> {log}\nexit $r\n")
    compiler.chmod(0o755)
    outputs = []
    for jobs, tool in ((1, None), (2, str(compiler))):
        result = reducer.reduce(c["text"], c["signature"], flags=c["flags"], jobs=jobs,
                                compiler=tool, journal=False)
        outputs.append(result.text)
    assert outputs[0] == outputs[1]
    runs = [line.split(" ", 3) for line in log.read_text().splitlines()]
    programs = Counter(r[2] for r in runs if "--compile-mode" not in r[3])
    # The program searched: the first run twice or more (its full run and its calibration's)
    # after the input's. Candidates: one run each.
    first = min(runs, key=lambda r: int(r[0]))[2]
    lift = min((int(r[0]), r[2]) for r in runs if programs.get(r[2], 0) >= 2 and r[2] != first)[1]
    lift_ends = max(int(r[1]) for r in runs if r[2] == lift)
    candidates = [int(r[0]) for r in runs if programs.get(r[2]) == 1 and r[2] != first]
    assert min(candidates) < lift_ends
