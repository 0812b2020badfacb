"""Never hang: compilers and tools that hang, runs cancelled or left holding a pipe, and the
bounds on time, memory and output, with real processes.
"""
from __future__ import annotations

import functools
import json
import os
import selectors
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from cli_runs import COMPILER, alive, gone, one_error_line, run_cli, script, wait_until
from click.testing import CliRunner
from conftest import case

from reducer import cli
from reducer.oracle.oracle import Oracle, OracleSpec, default_timeout
from reducer.oracle.signature import Signature
from reducer.processes.process import (
    ProcessGroups,
    Run,
    RunCancelled,
    ToolFailed,
    run_candidate,
    run_step,
    run_tool,
)

BMM = case("bmm_rank4_verifier")


@pytest.mark.slow
def test_hang_is_reduced_and_no_process_of_a_hanging_group_survives(bmm_input: Path) -> None:
    """A compiler wrapper that hangs (with a child) on candidates holding the batch_matmul:
    `--oracle timeout` keeps exactly that; every group the wrapper ran in is gone."""
    tmp = bmm_input.parent
    pids = tmp / "pids"
    wrapper = script(tmp / "hang.sh", f'echo "$$" >> "{pids}"\n'
                     'if grep -q linalg.batch_matmul "$1"; then\n'
                     f'  sleep 300 &\n  echo "$!" >> "{pids}"\n  wait\nfi\n'
                     f'exec "{COMPILER}" "$@"\n')
    proc = run_cli(bmm_input.name, "--compiler", wrapper, "--oracle", "timeout", "--timeout", "0.5",
                   "--checks", "1", "--json", "report.json", "--", *BMM["flags"], cwd=tmp,
                   tmpdir=tmp / "tmp")
    assert proc.returncode == 0, proc.stderr
    report = json.loads((tmp / "report.json").read_text())
    assert report["kind"] == "timeout" and report["timeout"] == 0.5
    assert report["output_ops"] < report["input_ops"]
    assert "linalg.batch_matmul" in (tmp / "in.mlir.reduced.mlir").read_text()
    recorded = [int(line) for line in pids.read_text().split()]
    assert len(recorded) > 5
    for pid in recorded:  # the wrappers were group leaders; their sleeps were members
        assert wait_until(functools.partial(gone, pid), 5), pid
    assert not os.listdir(tmp / "tmp")


def test_hang_oracle_needs_a_timeout(bmm_input: Path) -> None:
    """`--oracle timeout` without `--timeout`: one line saying what to add."""
    result = CliRunner().invoke(cli.main, [str(bmm_input), "--oracle", "timeout"])
    assert result.exit_code == 1
    assert "--timeout" in one_error_line(result.stderr)


def test_default_timeout_is_ten_times_the_compile_time_within_bounds() -> None:
    """10x the original's time, at least the floor (load varies), at most the cap."""
    assert default_timeout(0.02) == 5.0
    assert default_timeout(2.0) == 20.0
    assert default_timeout(1000.0) == 300.0
    oracle = Oracle(OracleSpec(Signature(BMM["signature"]), BMM["flags"]))
    oracle.calibrate(BMM["text"])
    assert oracle.timeout == 5.0  # a 50 ms compile


def test_a_tool_step_is_killed_at_its_time_limit_and_otherwise_waited_for(
        tmp_path: Path) -> None:
    """A tool step (iree-opt printing or verifying) that hangs is killed at its limit, with a
    one-line error; one that ends is seen to end at once, its input, output and exit status
    whole (they go through files, not pipes)."""
    begun = time.monotonic()
    with pytest.raises(ToolFailed, match="sleep did not finish within 0.5 s"):
        run_tool(["sleep", "30"], timeout=0.5)
    assert time.monotonic() - begun < 10
    done = run_tool(["sh", "-c", "cat; echo oops >&2; exit 3"], "x" * 300_000)
    assert (done.returncode, done.stdout, done.stderr) == (3, "x" * 300_000, "oops\n")


def test_a_tool_step_leaves_no_process_behind(tmp_path: Path) -> None:
    """A wrapper script around a tool: its child outlives neither the script's time limit
    nor its exit (the step runs in a session of its own, killed with its group)."""
    pids = tmp_path / "pids"
    wrapper = script(tmp_path / "wrapper", f"sleep 30 &\necho $! >> {pids}\n" + "wait\n")
    with pytest.raises(ToolFailed):
        run_tool([wrapper], timeout=0.5)
    leaver = script(tmp_path / "leaver", f"sleep 30 &\necho $! >> {pids}\n")
    assert run_tool([leaver]).returncode == 0
    children = [int(pid) for pid in pids.read_text().split()]
    assert len(children) == 2
    assert wait_until(lambda: not any(alive(pid) for pid in children), 5)


def test_the_error_of_a_tool_step_says_whether_it_timed_out(tmp_path: Path) -> None:
    """A tool step that does not finish in time fails with an error marked timed out; one
    that cannot start fails with one that is not. A step whose hang is an outcome
    (`run_step`) returns the hang and raises the other failure."""
    with pytest.raises(ToolFailed) as hung:
        run_tool(["sleep", "30"], timeout=0.5)
    assert hung.value.timed_out
    missing = str(tmp_path / "no-such-tool")
    with pytest.raises(ToolFailed, match="cannot run") as not_started:
        run_tool([missing])
    assert not not_started.value.timed_out
    assert run_step(["sleep", "30"], timeout=0.5) == Run(None, True, "")
    assert run_step(["sh", "-c", "echo out; exit 3"]) == Run(3, False, "out\n")
    with pytest.raises(ToolFailed, match="cannot run") as not_started:
        run_step([missing])
    assert not not_started.value.timed_out


def test_cancel_kills_a_run_in_flight_and_leaves_no_verdict(tmp_path: Path) -> None:
    """Cancelling (speculative runs voided, or Ctrl-C) kills the group; nothing is cached."""
    pid_file = tmp_path / "child.pid"
    oracle = Oracle(OracleSpec(None, test_script=script(tmp_path / "t.sh", 'grep -q quick "$1" && exit 1\n'
                                             f'sleep 30 &\necho $! > "{pid_file}"\nwait\n'),
                    timeout=60))
    errors: list[BaseException] = []
    worker = threading.Thread(target=lambda: _catch(errors, oracle.run, "x\n"))
    worker.start()
    assert wait_until(pid_file.exists, 10)
    oracle.cancel()
    worker.join(10)
    assert not worker.is_alive()
    assert len(errors) == 1 and isinstance(errors[0], RunCancelled)
    assert oracle.stats.runs == 0
    assert wait_until(lambda: not alive(int(pid_file.read_text())), 5)
    assert not oracle.run("quick\n").interesting  # cancel is not stop: later runs go ahead


def test_a_run_started_before_a_cancel_and_held_after_it_is_cancelled() -> None:
    """A run's thread may hand its process over only after a cancel of every run in flight:
    the run was in flight, so it is killed and has no verdict."""
    groups = ProcessGroups()
    started_at = groups.cancels
    proc = subprocess.Popen(["sleep", "30"], start_new_session=True)
    groups.cancel()
    groups.add(proc, started_at)
    assert proc.wait(5) == -signal.SIGKILL
    assert groups.discard(proc)


def _catch(errors: list, function, *args) -> None:
    try:
        function(*args)
    except BaseException as e:  # noqa: BLE001 - the test inspects it
        errors.append(e)


def test_children_holding_the_pipe_do_not_stretch_a_run(tmp_path: Path) -> None:
    """A run that exits leaving a child with its output pipe open ends at once; the child
    is killed."""
    pid_file = tmp_path / "child.pid"
    oracle = Oracle(OracleSpec(None, test_script=script(tmp_path / "t.sh", f'sleep 30 &\necho $! > '
                                             f'"{pid_file}"\nexit 0\n'), timeout=20))
    start = time.monotonic()
    assert oracle.run("x\n").interesting
    assert time.monotonic() - start < 5
    assert wait_until(lambda: not alive(int(pid_file.read_text())), 5)


def test_a_run_is_waited_for_without_polling(monkeypatch) -> None:
    """Waiting for a compile wakes for its output and its exit, not every few milliseconds
    (a poll per 50 ms cost more CPU than the rest of a run): a silent second, a few waits."""
    waits = []
    select = selectors.DefaultSelector.select

    def counted(self, timeout=None):
        waits.append(timeout)
        return select(self, timeout)

    monkeypatch.setattr(selectors.DefaultSelector, "select", counted)
    returncode, output, timed_out, _ = run_candidate(["sh", "-c", "sleep 1; echo done"], "x",
                                                     20, {})
    assert (returncode, output, timed_out) == (0, "done\n", False)
    assert 1 <= len(waits) <= 4


# --- memory and output bounds --------------------------------------------------------------

def test_memory_limit_applies_to_each_run(tmp_path: Path) -> None:
    """A run that needs 400 MB fails under `memory_limit` 200 MB, and passes without it."""
    greedy = script(tmp_path / "greedy.py", "block = bytearray(400 << 20)\n", sys.executable)
    assert Oracle(OracleSpec(None, test_script=greedy, timeout=60)).run("x\n").interesting
    limited = Oracle(OracleSpec(None, test_script=greedy, timeout=60, memory_limit=200 << 20))
    assert not limited.run("x\n").interesting


def test_memory_limit_option_is_checked() -> None:
    """A size that is not one is a usage error on one line."""
    result = CliRunner().invoke(cli.main, ["x.mlir", "--oracle", "x", "--memory-limit", "12x"])
    assert result.exit_code == 2
    assert "--memory-limit" in one_error_line(result.stderr)


def test_endless_output_is_bounded(tmp_path: Path) -> None:
    """20 MB of output: the head and the tail are kept, the middle is left out."""
    noisy = script(tmp_path / "noisy.sh", "echo START\nhead -c 20000000 /dev/zero | tr '\\0' a"
                                          "\necho\necho END\nexit 1\n")
    outcome = Oracle(OracleSpec(None, test_script=noisy, timeout=60)).run("x\n")
    assert len(outcome.output) < 9 << 20
    assert outcome.output.startswith("START") and outcome.output.rstrip().endswith("END")
    assert "bytes of output left out" in outcome.output


