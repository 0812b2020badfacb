"""Never lose work, never hang, never leave anything behind: with real processes.

Hanging and flaky compiler wrappers, SIGINT/SIGTERM at random moments of a real reduction,
resuming from the journal, other failures kept, temp dirs and process groups cleaned up, and the
bounds on time, memory and output.
"""
from __future__ import annotations

import functools
import gc
import json
import os
import random
import re
import selectors
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, SAMPLES, case, interrupt

import reducer
from reducer import api, cli
from reducer.also_interesting import AlsoInteresting
from reducer.api import write_atomically
from reducer.fingerprint import content_hash
from reducer.ir import IRError, parse
from reducer.journal import BestSoFar, Journal, JournalError, read, recorded_start
from reducer.oracle import Calibration, Oracle, OracleSpec, Outcome, default_timeout
from reducer.process import (
    ProcessGroups,
    Run,
    RunCancelled,
    ToolFailed,
    remove_stale_temp_dirs,
    run_candidate,
    run_in_group,
    run_step,
    run_tool,
)
from reducer.protocol import Order
from reducer.signature import Kind, Signature, describe
from reducer.tools import find_tool

COMPILER = find_tool("iree-compile")
BMM = case("bmm_rank4_verifier")
SAMPLE = SAMPLES / "llama_bmm_rank4.mlir"  # 2,244 ops; each compile fails in ~50 ms


# --- helpers -------------------------------------------------------------------------------

def _env(tmpdir: Path | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    if tmpdir is not None:
        tmpdir.mkdir(exist_ok=True)
        env["TMPDIR"] = str(tmpdir)
    return env


def run_cli(*args: str, cwd: Path, tmpdir: Path | None = None,
            timeout: float = 180) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reducer", *args], cwd=cwd, env=_env(tmpdir),
                          capture_output=True, text=True, timeout=timeout)


def start_cli(*args: str, cwd: Path, tmpdir: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "reducer", *args], cwd=cwd, env=_env(tmpdir),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def script(path: Path, body: str, shell: str = "/bin/sh") -> str:
    path.write_text(f"#!{shell}\n{body}")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def _stat_fields(pid: int) -> list[str] | None:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def alive(pid: int) -> bool:
    """A live process; a zombie waiting for its reaper counts as dead."""
    fields = _stat_fields(pid)
    return fields is not None and fields[0] != "Z"


def group_members(pgid: int) -> list[int]:
    """Live processes of the process group `pgid`."""
    members = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat_fields(int(entry.name))
            if fields is not None and fields[0] != "Z" and int(fields[2]) == pgid:
                members.append(int(entry.name))
    return members


def processes_mentioning(text: str) -> list[int]:
    """Live processes whose command line contains `text` (e.g. a private temp dir)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmdline = (entry / "cmdline").read_bytes().decode(errors="replace")
            except OSError:
                continue
            if text in cmdline and alive(int(entry.name)):
                found.append(int(entry.name))
    return found


def _gone(pid: int) -> bool:
    return not alive(pid) and not group_members(pid)


def wait_until(condition, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def shows_signature(path: Path, flags: list[str], signature: str) -> bool:
    """Compiled independently with the real compiler, `path` still prints `signature`."""
    done = subprocess.run([COMPILER, str(path), *flags, "-o", os.devnull], capture_output=True,
                          text=True, timeout=120)
    return done.returncode != 0 and signature in done.stdout + done.stderr


def one_error_line(stderr: str) -> str:
    assert "Traceback" not in stderr, stderr
    lines = [line for line in stderr.strip().splitlines() if not line.startswith("note: ")]
    assert len(lines) == 1 and lines[0].startswith("error:"), stderr
    return lines[0]


# --- hangs ---------------------------------------------------------------------------------

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
        assert wait_until(functools.partial(_gone, pid), 5), pid
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


# --- flaky compilers -----------------------------------------------------------------------

def _flaky_wrapper(folder: Path) -> str:
    """The real compiler, except that 1 run in 5 (at random) crashes with SIGSEGV."""
    return script(folder / "flaky.sh", 'if [ $((RANDOM % 5)) -eq 0 ]; then kill -SEGV $$; fi\n'
                                       f'exec "{COMPILER}" "$@"\n', shell="/bin/bash")


def test_flaky_compiler_is_detected(bmm_input: Path) -> None:
    """60 runs of the original (a miss has odds 0.8^60): a one-line error naming --flaky."""
    proc = run_cli(bmm_input.name, "--compiler", _flaky_wrapper(bmm_input.parent), "--checks", "60",
                   "--oracle", BMM["signature"], "--", *BMM["flags"], cwd=bmm_input.parent)
    assert proc.returncode == 1, proc.stderr
    line = one_error_line(proc.stderr)
    assert "flaky" in line and "--flaky" in line
    assert not (bmm_input.parent / "in.mlir.reduced.mlir").exists()


def test_flaky_compiler_is_reduced_with_agreeing_runs(bmm_input: Path) -> None:
    """With --flaky 3 the flaky compiler is reduced anyway; the result still fails."""
    proc = run_cli(bmm_input.name, "--compiler", _flaky_wrapper(bmm_input.parent), "--checks", "10",
                   "--flaky", "3", "--json", "report.json", "--oracle", BMM["signature"], "--",
                   *BMM["flags"], cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    report = json.loads((bmm_input.parent / "report.json").read_text())
    assert report["output_ops"] < report["input_ops"]
    assert report["confirmed"][0] >= 1
    assert shows_signature(bmm_input.parent / "in.mlir.reduced.mlir", BMM["flags"],
                           BMM["signature"])


# --- interrupts and resume on a real reduction ---------------------------------------------

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


# --- other bugs on the way -----------------------------------------------------------------

def test_candidates_with_another_crash_are_kept(bmm_input: Path) -> None:
    """A wrapper that crashes differently once linalg.fill is gone: those candidates are
    rejected but saved to --also-interesting, one file per distinct failure."""
    wrapper = script(bmm_input.parent / "other.sh",
                     'if ! grep -q linalg.fill "$1"; then\n'
                     '  echo "LLVM ERROR: another bug" >&2\n  kill -SEGV $$\nfi\n'
                     f'exec "{COMPILER}" "$@"\n')
    proc = run_cli(bmm_input.name, "--compiler", wrapper, "--also-interesting", "others",
                   "--json", "report.json", "--oracle", BMM["signature"], "--", *BMM["flags"],
                   cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    assert "linalg.fill" in (bmm_input.parent / "in.mlir.reduced.mlir").read_text()
    saved = sorted((bmm_input.parent / "others").glob("*.json"))
    assert len(saved) == 1 and saved[0].name.startswith("crash-")
    info = json.loads(saved[0].read_text())
    assert info["signature"] == "LLVM ERROR: another bug" and info["kind"] == "crash"
    candidate = saved[0].with_suffix(".mlir").read_text()
    assert "linalg.fill" not in candidate
    assert content_hash(candidate) == info["sha256"]
    assert json.loads((bmm_input.parent / "report.json").read_text())["other_failures"] >= 1


def _outcome(kind: Kind, output: str, interesting: bool = False, slipped: bool = False,
             returncode: int | None = 1) -> Outcome:
    return Outcome(interesting, kind, returncode, 0.1, output, "sig" if slipped else None,
                   slipped)


def test_also_interesting_keeps_the_smallest_of_each_failure_within_a_limit(
        tmp_path: Path) -> None:
    """Deduplicated by failure, smallest candidate kept, at most `limit` failures;
    diagnostics and the interesting runs themselves are not kept."""
    keep = AlsoInteresting(str(tmp_path / "d"), write_atomically, limit=2)
    crash = _outcome(Kind.CRASH, "x.mlir:1:2: error: boom\nLLVM ERROR: A at 0x12ab\n", False,
                     returncode=-6)
    keep("long candidate text\n", None, crash)
    keep("shorter text\n", None, crash)
    keep("the longest candidate text of all\n", None, crash)
    keep("diag\n", None, _outcome(Kind.DIAGNOSTIC, "error: other"))
    keep("wanted\n", None, _outcome(Kind.CRASH, "LLVM ERROR: A", interesting=True))
    keep("slip\n", "input", _outcome(Kind.DIAGNOSTIC, "error: sig", slipped=True))
    keep("third failure\n", None, _outcome(Kind.TIMEOUT, ""))
    files = sorted(p.name for p in (tmp_path / "d").iterdir())
    assert len(files) == 4 and keep.left_out == 1
    crash_file = next(p for p in (tmp_path / "d").glob("crash-*.mlir"))
    assert crash_file.read_text() == "shorter text\n"
    assert json.loads(crash_file.with_suffix(".json").read_text())["signature"] == \
        "LLVM ERROR: A at 0x?"
    again = AlsoInteresting(str(tmp_path / "d"), write_atomically, limit=2)
    again("third failure\n", None, _outcome(Kind.TIMEOUT, ""))  # a resumed run: still full
    assert again.left_out == 1


def test_describe_names_a_failure_without_locations() -> None:
    assert describe(Kind.CRASH, "a.mlir:3:4: error: x\nLLVM ERROR: bad at 0xdead\n") == \
        "LLVM ERROR: bad at 0x?"
    assert describe(Kind.DIAGNOSTIC, "/t/c.mlir:3:4: error: op is wrong\n") == \
        "error: op is wrong"
    assert describe(Kind.CRASH, "", -11) == "crash: signal 11"
    assert describe(Kind.TIMEOUT, "anything") == "timeout"


# --- the journal alone ---------------------------------------------------------------------

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


# --- temp dirs, crashes of the reducer, shells ---------------------------------------------

class _Boom:
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

    monkeypatch.setattr(api, "parse_normalized", unreadable)
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


def test_runs_are_stopped_by_their_tags_alone(tmp_path: Path) -> None:
    """`ProcessGroups.cancel(tags)` kills the runs of those tags, and the next run of a tag
    cancelled before it started; the run of another tag goes on to its end."""
    groups = ProcessGroups()
    outcomes: dict[str, object] = {}

    def run(tag: str, seconds: float) -> None:
        try:
            outcomes[tag] = run_in_group(["sleep", str(seconds)], str(tmp_path), 30,
                                         groups=groups, tag=tag).returncode
        except RunCancelled:
            outcomes[tag] = "cancelled"

    threads = [threading.Thread(target=run, args=(tag, 1)) for tag in ("kept", "stopped")]
    for thread in threads:
        thread.start()
    time.sleep(0.3)
    groups.cancel({"stopped", "not started"})
    late = threading.Thread(target=run, args=("not started", 30))
    late.start()
    for thread in (*threads, late):
        thread.join(10)
    assert outcomes == {"kept": 0, "stopped": "cancelled", "not started": "cancelled"}
