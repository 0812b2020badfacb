"""The journal and the best-so-far output alone: a line cut by a kill, a run with other
options, a recorded start, and an output that never grows.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from reducer.api import write_atomically
from reducer.oracle.oracle import Calibration, Outcome
from reducer.oracle.signature import Kind
from reducer.records.journal import BestSoFar, Journal, JournalError, read, recorded_start

OPTIONS = {"input_sha256": "abc", "flags": ["-x"]}


def _verdict(text: str, interesting: bool) -> Outcome:
    return Outcome(interesting, Kind.DIAGNOSTIC, 1, 0.1, "", "sig" if interesting else None)


def test_journal_read_tolerates_a_cut_line_and_refuses_other_options(tmp_path: Path) -> None:
    path = str(tmp_path / "j")
    journal = Journal(path, OPTIONS)

    journal.calibrated(Calibration(None, 5.0), "original")
    journal.run("a", "input", _verdict("a", True))
    journal.write({"event": "accept", "step": 1, "strategy": "s", "parent": "p",
                   "sha256": "h", "ops": 3, "size": [3, 0]})
    journal.close()
    with open(path, "a") as f:
        f.write('{"event": "run", "sha2')  # a kill in mid-write
    previous, good = read(path, OPTIONS)
    assert previous is not None and len(previous.verdicts) == 1 and previous.accepts == ["h"]
    assert previous.best_size == (3, 0) and good < os.path.getsize(path)
    with pytest.raises(JournalError, match="flags"):
        read(path, {**OPTIONS, "flags": ["-y"]})
    resumed = Journal(path, OPTIONS, resume=True)  # the cut line is dropped, then appended to
    resumed.close()
    lines = Path(path).read_text().splitlines()
    assert all(json.loads(line) for line in lines) and json.loads(lines[-1]) == \
        {"event": "resume"}
    Path(path).write_text(lines[0] + "\nnot json\n" + lines[1] + "\n")
    with pytest.raises(JournalError, match="line 2"):
        read(path, OPTIONS)


def test_a_derived_start_is_read_back_only_for_its_input_once_calibrated(
        tmp_path: Path) -> None:
    """The program a run began from (a lifted dispatch, a slice) is recorded in the start
    line; a resumed run reads it back when the journal is of this very input and got as far
    as its calibration (before that, nothing was learnt that the record would save)."""
    path = str(tmp_path / "j")
    derived = {"input_sha256": "user", "input_ops": 2000, "program": "module",
               "begin": "lifted", "executable": None}
    journal = Journal(path, OPTIONS, derived=derived)
    assert recorded_start(path, "user") is None  # not calibrated yet
    journal.calibrated(Calibration(None, 5.0), "module")
    journal.close()
    assert recorded_start(path, "user") == derived
    assert recorded_start(path, "another input") is None
    assert recorded_start(str(tmp_path / "none"), "user") is None
    Journal(str(tmp_path / "plain"), OPTIONS).close()
    assert recorded_start(str(tmp_path / "plain"), "user") is None


def test_best_so_far_never_writes_a_bigger_state(tmp_path: Path) -> None:
    """Replayed states are not written again; only a strictly smaller state replaces the
    output, so the output is always the best so far."""
    out = tmp_path / "out.mlir"
    writes: list[str] = []

    def write(path: str, text: str) -> None:
        writes.append(text)
        write_atomically(path, text)

    keeper = BestSoFar(str(out), None, "original", write)
    keeper.accept("s", "big", 10, (10,))
    keeper.accept("s", "bmm_input", 5, (5,))
    keeper.accept("s", "bigger again", 7, (7,))  # after a restart from the original
    assert writes == ["big", "bmm_input"] and out.read_text() == "bmm_input"
    keeper.restart()
    keeper.accept("s", "bigger again", 7, (7,))
    assert out.read_text() == "bigger again"
