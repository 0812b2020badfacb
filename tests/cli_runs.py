"""The reducer's command line run as a process, and the processes a run leaves behind:
helpers of the tests that use real processes."""
from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

from conftest import ROOT

from reducer.processes.tools import find_tool

COMPILER = find_tool("iree-compile")


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


def gone(pid: int) -> bool:
    """Neither the process `pid` nor any member of its group is alive."""
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
