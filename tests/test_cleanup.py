"""Leave nothing behind: no temp dir after a crash of the reducer or of a killed one, no
compile after a failed parse, one line for an internal error, no shell, and the cycle
collector as it was found.
"""
from __future__ import annotations

import gc
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from cli_runs import one_error_line
from click.testing import CliRunner
from conftest import ROOT, case

import reducer
from reducer import cli
from reducer.ir import IRError, parse
from reducer.pipeline import inputs
from reducer.processes.tempdirs import remove_stale_temp_dirs
from reducer.search.protocol import Order, Strategy

BMM = case("bmm_rank4_verifier")


class _Boom(Strategy):
    """A strategy that fails after the first candidates: a bug in the reducer."""

    name = "boom"
    order = Order.CHUNKS

    def __init__(self) -> None:
        self.calls = 0

    def edits(self, module):
        return list(range(8))

    def apply(self, module, chosen):
        self.calls += 1
        if self.calls > 2:
            raise RuntimeError("a bug")
        return None


def test_a_crash_of_the_reducer_leaves_no_temp_dir(tmp_path: Path, monkeypatch) -> None:
    """An exception inside the search: no temp dir is left, the input is untouched."""
    import tempfile
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    source = tmp_path / "in.mlir"
    shutil.copyfile(BMM["path"], source)
    with pytest.raises(RuntimeError, match="a bug"):
        reducer.reduce(source, BMM["signature"], flags=BMM["flags"],
                       output=str(tmp_path / "out.mlir"), strategies=[_Boom()], jobs=2)
    assert os.listdir(temp) == []
    assert source.read_text() == BMM["text"]


def test_an_input_that_fails_to_parse_stops_the_compile_beside_the_parse(
        bmm_input: Path, tmp_path: Path, monkeypatch) -> None:
    """The input's first compile runs while the reducer parses it: a parse that fails (here
    made to, once the compile is under way) kills that compile and is the error."""
    started = tmp_path / "pid"
    script = tmp_path / "test.sh"
    script.write_text(f"#!/bin/sh\necho $$ > {started}.new && mv {started}.new {started}\n"
                      "exec sleep 60\n")
    script.chmod(0o755)

    def unreadable(text: str):
        for _ in range(2000):  # until the compile beside is in flight
            if started.exists():
                break
            time.sleep(0.01)
        raise IRError("line 1: cannot read")

    monkeypatch.setattr(inputs, "parse_normalized", unreadable)
    begun = time.monotonic()
    with pytest.raises(IRError, match="cannot read"):
        reducer.reduce(bmm_input, test=str(script), jobs=2)
    assert time.monotonic() - begun < 30  # not after the compile's minute
    with pytest.raises(ProcessLookupError):
        os.kill(int(started.read_text()), 0)


def test_an_internal_error_is_one_line_with_its_own_exit_code(bmm_input: Path,
                                                              monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise KeyError("oops")

    monkeypatch.setattr(cli, "run", broken)
    result = CliRunner().invoke(cli.main, [str(bmm_input), "--oracle", "x"])
    assert result.exit_code == 3
    assert "internal error" in one_error_line(result.stderr)


def test_stale_temp_dirs_of_killed_reducers_are_removed(tmp_path: Path) -> None:
    """A reducer killed by SIGKILL cannot clean up; the next one removes what it left."""
    dead = subprocess.Popen(["true"])
    dead.wait()
    (tmp_path / f"reducer-{dead.pid}-abc123").mkdir()
    (tmp_path / f"reducer-{dead.pid}-abc123" / "candidate.mlir").write_text("x")
    (tmp_path / f"reducer-{os.getpid()}-live").mkdir()
    (tmp_path / "unrelated").mkdir()
    assert remove_stale_temp_dirs(str(tmp_path)) == 0  # too recent: maybe another namespace's
    hour_ago = time.time() - 3600
    for entry in tmp_path.iterdir():
        os.utime(entry, (hour_ago, hour_ago))
    assert remove_stale_temp_dirs(str(tmp_path)) == 1
    assert sorted(os.listdir(tmp_path)) == sorted([f"reducer-{os.getpid()}-live", "unrelated"])


def test_no_shell_runs_anything() -> None:
    """Commands are argument lists everywhere: no shell gets a user's file name or flag."""
    pattern = re.compile(r"shell\s*=\s*True|os\.system\(|os\.popen\(|getoutput\(|"
                         r"getstatusoutput\(|create_subprocess_shell")
    offenders = [str(path.relative_to(ROOT)) for folder in ("reducer", "strategies", "benchmarks")
                 for path in (ROOT / folder).rglob("*.py") if pattern.search(path.read_text())]
    assert offenders == []


@pytest.mark.slow
def test_a_library_call_leaves_the_cycle_collector_as_it_found_it() -> None:
    # The reduction collects rarely and sets its input's module aside (gc.freeze); a bot
    # that calls it gets its own pace back, and every object is the collector's again.
    before = gc.get_threshold()
    result = reducer.reduce(BMM["text"], BMM["signature"], flags=BMM["flags"], journal=False,
                            jobs=1)
    assert result.output_ops < parse(BMM["text"]).num_ops
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
    assert gc.isenabled()
