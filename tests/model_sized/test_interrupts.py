"""Never lose work: a real reduction of the model-sized bmm sample, interrupted with SIGINT or
SIGTERM at random moments and resumed from its journal, ends with the output of a run left
alone; its journal is an auditable record of the run.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import signal
import time
from pathlib import Path

import pytest
from cli_runs import (
    one_error_line,
    processes_mentioning,
    run_cli,
    shows_signature,
    start_cli,
    wait_until,
)
from conftest import SAMPLES, case, interrupt

from reducer.ir import parse
from reducer.oracle.fingerprint import content_hash

pytestmark = pytest.mark.slow  # reductions of a model-sized sample

BMM = case("bmm_rank4_verifier")
SAMPLE = SAMPLES / "llama_bmm_rank4.mlir"  # 2,244 ops; each compile fails in ~50 ms


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> dict:
    """The sample reduced without interruption: output, journal, report, wall time."""
    folder = tmp_path_factory.mktemp("reference")
    shutil.copyfile(SAMPLE, folder / "in.mlir")
    start = time.monotonic()
    proc = run_cli("in.mlir", "--oracle", BMM["signature"], "--json", "report.json", "--",
                   *BMM["flags"], cwd=folder)
    assert proc.returncode == 0, proc.stderr
    return {"folder": folder, "seconds": time.monotonic() - start,
            "output": (folder / "in.mlir.reduced.mlir").read_text(),
            "journal": (folder / "in.mlir.reduced.mlir.journal").read_text(),
            "report": json.loads((folder / "report.json").read_text())}


def test_journal_records_an_auditable_run(reference: dict) -> None:
    """Options, calibration, verdicts, and a chain of accepted steps ending at the output."""
    events = [json.loads(line) for line in reference["journal"].splitlines()]
    assert events[0]["event"] == "start" and events[0]["options"]["signature"] == \
        BMM["signature"]
    assert sum(e["event"] == "calibrated" for e in events) == 1
    accepts = [e for e in events if e["event"] == "accept"]
    assert accepts and {e["strategy"] for e in accepts} <= set(reference["report"]["strategies"])
    for before, after in zip(accepts, accepts[1:], strict=False):
        assert after["parent"] == before["sha256"] and after["step"] == before["step"] + 1
        assert after["size"] < before["size"]
    verdicts = {e["sha256"] for e in events if e["event"] == "run" and e["interesting"]}
    assert all(e["sha256"] in verdicts for e in accepts)  # each step was judged interesting
    end = events[-1]
    assert end["event"] == "end" and end["status"] == "done" and end["confirmed"] == [3, 3]
    assert end["sha256"] == content_hash(reference["output"])


@pytest.mark.parametrize("run", range(4))
def test_interrupt_at_a_random_moment_then_resume(run: int, reference: dict,
                                                  tmp_path: Path) -> None:
    """SIGINT (SIGTERM in the last run) at a random moment: exit 130 (143), the output is
    valid and still fails, no temp dir or compiler is left; --resume ends with the very
    output of the uninterrupted run."""
    rng = random.Random(1000 + run)
    shutil.copyfile(SAMPLE, tmp_path / "in.mlir")
    output, journal = tmp_path / "in.mlir.reduced.mlir", tmp_path / "in.mlir.reduced.mlir.journal"
    tmpdir = tmp_path / "tmp"
    sig, code = (signal.SIGTERM, 143) if run == 3 else (signal.SIGINT, 130)
    proc = start_cli("in.mlir", "--oracle", BMM["signature"], "--", *BMM["flags"],
                     cwd=tmp_path, tmpdir=tmpdir)

    def a_random_moment() -> None:
        assert wait_until(journal.exists, 60)  # the reduction has begun
        time.sleep(rng.uniform(0, max(0.5, reference["seconds"] - 1.5)))

    interrupt(proc, sig, code, a_random_moment)
    if output.exists():
        parse(output.read_text())  # valid MLIR
        assert shows_signature(output, BMM["flags"], BMM["signature"])  # still interesting
    assert os.listdir(tmpdir) == []
    assert processes_mentioning(str(tmpdir)) == []

    resumed = run_cli("in.mlir", "--resume", "--oracle", BMM["signature"], "--", *BMM["flags"],
                      cwd=tmp_path, tmpdir=tmpdir)
    assert resumed.returncode == 0, resumed.stderr
    assert output.read_text() == reference["output"]


def test_resume_with_other_options_is_refused(reference: dict, tmp_path: Path) -> None:
    """A journal written for other flags is not replayed: one line naming what differs."""
    for name in ("in.mlir", "in.mlir.reduced.mlir", "in.mlir.reduced.mlir.journal"):
        shutil.copyfile(reference["folder"] / name, tmp_path / name)
    proc = run_cli("in.mlir", "--resume", "--oracle", BMM["signature"], "--",
                   "--iree-hal-target-device=llvm-cpu", cwd=tmp_path)
    assert proc.returncode == 1
    line = one_error_line(proc.stderr)
    assert "journal" in line and "flags" in line
    assert (tmp_path / "in.mlir.reduced.mlir.journal").read_text() == reference["journal"]


def test_resume_of_a_finished_run_gives_the_same_result(reference: dict,
                                                        tmp_path: Path) -> None:
    """Resuming a run that ended replays it, mostly without compiling again."""
    for name in ("in.mlir", "in.mlir.reduced.mlir", "in.mlir.reduced.mlir.journal"):
        shutil.copyfile(reference["folder"] / name, tmp_path / name)
    proc = run_cli("in.mlir", "--resume", "--json", "report.json", "--oracle",
                   BMM["signature"], "--", *BMM["flags"], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "in.mlir.reduced.mlir").read_text() == reference["output"]
    report = json.loads((tmp_path / "report.json").read_text())
    # Compiled again: the output (verified), the result (confirmed), and speculative
    # candidates whose runs were cancelled, so left no verdict.
    assert report["oracle_calls"] < reference["report"]["oracle_calls"] / 2
