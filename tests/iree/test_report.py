"""The bug report (`--report`) and which releases fail (`--releases`), with the real compiler.

Releases other than the installed one are downloaded by pip; these tests stay with the
installed release, so they run without a network (a release's verdict is the same code)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from conftest import case

import reducer
from reducer.iree.releases import (
    ReleaseCache,
    ReleaseError,
    ReleaseRun,
    Verdict,
    _bisect,
    judge,
    releases_in,
)
from reducer.oracle.signature import Kind, Signature
from reducer.processes.tools import find_tool

BMM = case("bmm_rank4_verifier")
INSTALLED = metadata.version("iree-base-compiler")
BMM_SIGNATURE = Signature(BMM["signature"])


def test_report_command_fails_the_same_way_in_the_report_folder(tmp_path: Path) -> None:
    """The report names files, not paths, and its command, run in a fresh shell in the
    report's folder, fails with the signature; the API returns the same text."""
    (tmp_path / "out").mkdir()
    report = tmp_path / "bug.md"
    result = reducer.reduce(BMM["path"], BMM["signature"], flags=BMM["flags"],
                            output=str(tmp_path / "out" / "reduced.mlir"), report=str(report),
                            jobs=1, checks=1)
    text = report.read_text()
    assert result.bug_report is not None and result.bug_report["markdown"] == text
    assert text.startswith("# error on gfx942: 'linalg.batch_matmul' op expected operand")
    assert str(tmp_path) not in text and "out/reduced.mlir" in text
    command = next(line for line in text.splitlines() if line.startswith("iree-compile "))
    env = {**os.environ, "PATH": os.path.dirname(find_tool("iree-compile")) + os.pathsep
           + os.environ["PATH"]}
    done = subprocess.run(["bash", "-c", command], cwd=tmp_path, env=env, text=True,
                          capture_output=True, timeout=120)
    assert done.returncode != 0 and BMM["signature"] in done.stderr
    assert any(a.role == "report" and a.path == str(report) for a in result.artifacts)
    assert result.report()["bug_report"]["command"] == command.split()


def test_releases_parse() -> None:
    available = ["3.9.0", "3.10.0", "3.11.0", "3.12.0", "3.13.0", "2.9.0"]
    assert releases_in("all", available)[0] == "2.9.0"
    assert releases_in("3.10.0..3.12.0", available) == ["3.10.0", "3.11.0", "3.12.0"]
    assert releases_in("..3.9.0", available) == ["2.9.0", "3.9.0"]
    assert releases_in("3.13.0,3.9.0", available) == ["3.9.0", "3.13.0"]
    with pytest.raises(ReleaseError, match="no release 4.0.0"):
        releases_in("3.9.0,4.0.0", available)
    with pytest.raises(ReleaseError, match="names no release"):
        releases_in("5.0.0..6.0.0", available)


def test_a_release_that_rejects_a_flag_cannot_tell() -> None:
    """An unknown flag is 'cannot tell', never 'passes'."""
    run = judge(INSTALLED, find_tool("iree-compile"), BMM["text"],
                [*BMM["flags"], "--iree-no-such-option=1"], BMM_SIGNATURE, Kind.DIAGNOSTIC)
    assert run.verdict is Verdict.CANNOT_TELL
    assert run.seen == "rejects the flag --iree-no-such-option"


def test_a_renamed_flag_is_translated() -> None:
    """--iree-hip-target, the name of older releases, becomes --iree-rocm-target."""
    flags = ["--iree-hal-target-device=hip", "--iree-hip-target=gfx942"]
    run = judge(INSTALLED, find_tool("iree-compile"), BMM["text"], flags, BMM_SIGNATURE,
                Kind.DIAGNOSTIC)
    assert run.verdict is Verdict.FAILS
    assert run.flags == ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx942")


def test_the_installed_release_is_not_installed_again(tmp_path: Path) -> None:
    cache = ReleaseCache(tmp_path)
    assert cache.compiler(INSTALLED) == find_tool("iree-compile")
    assert cache.installed == [] and not (tmp_path / INSTALLED).exists()


@pytest.mark.parametrize("verdicts, tried, first_failing", [
    ("PPPPPPPPFF", [9, 0, 4, 6, 7, 8], 8),  # a regression: the oldest passes, the newest fails
    ("FFFFFFFFFF", [9, 0], None),  # fails everywhere: nothing to bisect
    ("PPPPCPPFFF", [9, 0, 4, 5, 7, 6], 7),  # a release that cannot tell is stepped over
])
def test_bisection_finds_the_first_failing_release(verdicts: str, tried: list[int],
                                                  first_failing: int | None) -> None:
    """Releases 0..9 oldest first: compiled in the order of `tried`, no more."""
    order: list[int] = []
    kinds = {"P": Verdict.PASSES, "F": Verdict.FAILS, "C": Verdict.CANNOT_TELL}

    def run(index: int) -> ReleaseRun:
        if index not in order:
            order.append(index)
        return ReleaseRun(str(index), kinds[verdicts[index]], "", ())

    _bisect(run, len(verdicts))
    assert order == tried
    failing = [i for i in order if verdicts[i] == "F"]
    assert (min(failing) if first_failing is not None else None) == first_failing


def test_cli_report_and_json(tmp_path: Path) -> None:
    """`--report` from the command line; its fields are in the JSON report."""
    source = tmp_path / "in.mlir"
    source.write_text(BMM["text"])
    done = subprocess.run(
        [sys.executable, "-m", "reducer", "in.mlir", "--oracle", BMM["signature"],
         "--report", "r.md", "--json", "j.json", "--releases", INSTALLED, "--", *BMM["flags"]],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert done.returncode == 0, done.stderr
    fields = json.loads((tmp_path / "j.json").read_text())["bug_report"]
    assert fields["markdown"] == (tmp_path / "r.md").read_text()
    assert fields["releases"] == [{"release": INSTALLED, "verdict": "fails",
                                   "seen": fields["releases"][0]["seen"],
                                   "flags": BMM["flags"]}]
    assert f"| {INSTALLED} | fails |" in fields["markdown"]
