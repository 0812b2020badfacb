"""The preview (`reducer.pipeline.preview`): the search of a program derived from the input
begins while the checks that decide whether it is searched still run."""
from __future__ import annotations

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
    programs = sorted((int(r[0]), int(r[1]), r[2]) for r in runs if "--compile-mode" not in r[3])
    # The input's run first, then the check of the program searched (one run, cut where its
    # candidates will be: its candidates wait for the verifier before their first run).
    # Candidates: the other programs.
    first, lift = programs[0][2], programs[1][2]
    lift_ends = max(end for _, end, program in programs if program == lift)
    candidates = [start for start, _, program in programs if program not in (first, lift)]
    assert lift != first and min(candidates) < lift_ends
