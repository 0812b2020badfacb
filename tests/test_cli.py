"""The `reduce` command run as a subprocess: error paths, a small reduction, Ctrl-C."""
from __future__ import annotations

import io
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from conftest import ROOT, case, interrupt

import reducer
from reducer import cli, wrong_result
from reducer.cli import _Progress, main
from reducer.ir import parse
from reducer.processes.tools import find_tool
from reducer.strategies import NAMES

COMPILER = find_tool("iree-compile")
BMM = case("bmm_rank4_verifier")


def run_cli(*args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reducer", *args], cwd=cwd, env=_env(),
                          capture_output=True, text=True, timeout=timeout)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def assert_one_line_error(proc: subprocess.CompletedProcess, code: int = 1) -> str:
    """Exit `code`, and stderr is a single 'error: ...' line without a traceback."""
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("error:"), proc.stderr
    assert proc.returncode == code, proc.stderr
    return lines[0]


# --- unreadable inputs ---------------------------------------------------------------------

def test_missing_input_file(tmp_path: Path) -> None:
    """An input that does not exist: one error line naming it."""
    line = assert_one_line_error(run_cli("nothere.mlir", "--oracle", "x", cwd=tmp_path))
    assert "nothere.mlir" in line


def test_empty_input_file(tmp_path: Path) -> None:
    """An empty file: one error line saying so."""
    (tmp_path / "empty.mlir").write_text("")
    line = assert_one_line_error(run_cli("empty.mlir", "--oracle", "x", cwd=tmp_path))
    assert "empty" in line


def test_binary_garbage_input(tmp_path: Path) -> None:
    """Bytes that are neither MLIR text nor bytecode: one error line, no traceback."""
    (tmp_path / "junk.mlir").write_bytes(b"\x00\xff\xfe\x80" + bytes(range(256)) * 3)
    line = assert_one_line_error(run_cli("junk.mlir", "--oracle", "x", cwd=tmp_path))
    assert "junk.mlir" in line


def test_truncated_mlir_input(tmp_path: Path) -> None:
    """The first half of a valid program: a parse error on one line, with a position."""
    text = BMM["text"]
    (tmp_path / "half.mlir").write_text(text[: len(text) // 2])
    line = assert_one_line_error(run_cli("half.mlir", "--oracle", "x", cwd=tmp_path))
    assert "half.mlir" in line and "line" in line


def test_directory_as_input(tmp_path: Path) -> None:
    """A directory given as INPUT: one error line saying it is a directory, exit 1."""
    (tmp_path / "dir.mlir").mkdir()
    line = assert_one_line_error(run_cli("dir.mlir", "--oracle", "x", cwd=tmp_path))
    assert "directory" in line


# --- options -------------------------------------------------------------------------------

def test_neither_oracle_nor_test_derives_the_signature(bmm_input: Path) -> None:
    """Without --oracle and --test the signature is derived from the original's diagnostic,
    said at start, and the result fails with the user's command the same way."""
    proc = run_cli(bmm_input.name, "--json", "report.json", "--", *BMM["flags"],
                   cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    assert "no --oracle given" in proc.stderr
    report = json.loads((bmm_input.parent / "report.json").read_text())
    assert report["output_ops"] < report["input_ops"]
    output = bmm_input.parent / "in.mlir.reduced.mlir"
    done = subprocess.run([find_tool("iree-compile"), str(output), *BMM["flags"], "-o",
                           os.devnull], capture_output=True, text=True, timeout=300)
    assert BMM["signature"] in done.stdout + done.stderr


def test_both_oracle_and_test(bmm_input: Path) -> None:
    """With both --oracle and --test: the same error."""
    script = bmm_input.parent / "t.sh"
    script.write_text("#!/bin/sh\nexit 0\n")
    script.chmod(0o755)
    line = assert_one_line_error(run_cli(bmm_input.name, "--oracle", "x", "--test", str(script),
                                         cwd=bmm_input.parent))
    assert "--oracle" in line and "--test" in line


def test_output_equal_to_input_is_refused(bmm_input: Path) -> None:
    """-o naming the input itself (spelled differently) is refused; the input is untouched."""
    before = bmm_input.read_bytes()
    line = assert_one_line_error(run_cli(bmm_input.name, "--oracle", BMM["signature"],
                                         "-o", str(bmm_input), "--", *BMM["flags"],
                                         cwd=bmm_input.parent))
    assert "overwrite" in line
    assert bmm_input.read_bytes() == before


def test_bad_compiler_path(bmm_input: Path) -> None:
    """--compiler naming no file: one error line naming the path, exit 1."""
    bad = bmm_input.parent / "nowhere" / "iree-compile"
    line = assert_one_line_error(run_cli(bmm_input.name, "--oracle", "x", "--compiler", str(bad),
                                         cwd=bmm_input.parent))
    assert str(bad) in line


def test_timeout_zero_is_a_usage_error(bmm_input: Path) -> None:
    """--timeout 0 is rejected by click as bad usage: exit 2, no traceback."""
    proc = run_cli(bmm_input.name, "--oracle", "x", "--timeout", "0", cwd=bmm_input.parent)
    assert proc.returncode == 2, proc.stderr
    assert "--timeout" in proc.stderr and "Traceback" not in proc.stderr


def test_original_not_interesting(bmm_input: Path) -> None:
    """A signature the compiler never prints: exit 1, the exit status and its last lines.

    This message is the one error allowed several lines: it quotes the compiler's output.
    """
    proc = run_cli(bmm_input.name, "--oracle", "no such text anywhere", "--",
                   *BMM["flags"], cwd=bmm_input.parent)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert lines[0].startswith("error:") and "not interesting" in lines[0]
    assert sum(line.startswith("error:") for line in lines) == 1
    assert "exited with status 1" in proc.stderr
    assert "Last lines" in proc.stderr
    assert BMM["signature"] in proc.stderr  # the compiler's own diagnostic, quoted
    assert not (bmm_input.parent / "in.mlir.reduced.mlir").exists()


# --- a real reduction ----------------------------------------------------------------------

def test_reduction_succeeds_and_reports(bmm_input: Path) -> None:
    """Reduce the verifier case: exit 0, input unchanged, output still fails, JSON report."""
    before = bmm_input.read_bytes()
    report_path = bmm_input.parent / "report.json"
    proc = run_cli(bmm_input.name, "--oracle", BMM["signature"], "--json", str(report_path),
                   "--", *BMM["flags"], cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert bmm_input.read_bytes() == before

    output = bmm_input.parent / "in.mlir.reduced.mlir"
    assert output.is_file()
    check = subprocess.run([COMPILER, str(output), *BMM["flags"], "-o", os.devnull],
                           capture_output=True, text=True, timeout=120)
    assert check.returncode != 0
    assert BMM["signature"] in check.stdout + check.stderr

    report = json.loads(report_path.read_text())
    for key in ("input_ops", "output_ops", "oracle_calls", "cache_hits", "seconds",
                "seconds_in_compiler", "signature", "kind", "strategies"):
        assert key in report, key
    assert report["output_ops"] < report["input_ops"]
    assert report["signature"] == BMM["signature"]
    assert report["kind"] == "diagnostic"
    assert report["oracle_calls"] > 0
    assert report["strategies"]
    for name, stats in report["strategies"].items():
        assert {"tried", "accepted", "reduced_by"} <= set(stats), name
        assert 0 <= stats["accepted"] <= stats["tried"], name
    assert sum(s["reduced_by"] for s in report["strategies"].values()) == (
        report["input_ops"] - report["output_ops"])


@pytest.mark.slow
def test_an_input_already_small_comes_back_as_given(tmp_path: Path) -> None:
    """A StableHLO iota and its check, failing on vmvx only: its reduction, lifted from the
    failing executable, would end at a linalg program with more ops; the output is the input
    itself (its level, StableHLO, and its form, as written), and the run says why and which
    executable fails."""
    small = case("vmvx_iota_f16_sitofp")
    source = tmp_path / "iota.mlir"
    shutil.copyfile(small["path"], source)
    proc = run_cli(source.name, "-o", "out.mlir", "--", *small["flags"], cwd=tmp_path,
                   timeout=300)
    assert proc.returncode == 0, proc.stderr
    output = (tmp_path / "out.mlir").read_text()
    assert output == small["text"]  # its level and form: as written, not a linalg print
    assert parse(output).num_ops == parse(small["text"]).num_ops == 4
    assert "reduced 4 -> 4 ops" in proc.stdout + proc.stderr
    written = sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".journal")
    assert written == ["iota.mlir", "out.mlir"]  # no executable beside it: nothing bigger
    notice = next(line for line in proc.stderr.splitlines() if "already small" in line)
    assert notice.startswith("note: the input is already small: 4 ops, where its "
                             "reduction ends with ")
    assert "(lifted from its failing executable); the output is the input as given; the " \
        "failure is in executable module__main_dispatch_0" in notice
    check = subprocess.run([COMPILER, str(tmp_path / "out.mlir"), *small["flags"], "-o",
                            os.devnull], capture_output=True, text=True, timeout=120)
    assert check.returncode == 1 and small["signature"] in check.stderr


@pytest.mark.slow
def test_sigint_exits_130_with_a_valid_best_so_far(tmp_path: Path) -> None:
    """Ctrl-C during a reduction: exit 130, and the output, if written, is valid MLIR."""
    c = case("i4_matmul_trunc_vector_store")
    source = tmp_path / "in.mlir"
    shutil.copyfile(c["path"], source)
    before = source.read_bytes()
    output = tmp_path / "in.mlir.reduced.mlir"
    proc = subprocess.Popen([sys.executable, "-m", "reducer", source.name, "--oracle",
                             c["signature"], "--", *c["flags"]], cwd=tmp_path, env=_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def two_seconds_in() -> None:
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.1)

    interrupt(proc, signal.SIGINT, 130, two_seconds_in)
    if proc.returncode == 0:
        assert output.exists()
    if output.exists():
        parse(output.read_text())
    assert source.read_bytes() == before


# --- choosing strategies, version ------------------------------------------------------------

def test_version_and_strategy_list() -> None:
    version = run_cli("--version", cwd=ROOT)
    assert version.returncode == 0 and version.stdout.startswith("reduce ")
    listed = run_cli("--list-strategies", cwd=ROOT)
    names = [line.split()[0] for line in listed.stdout.splitlines()]
    assert listed.returncode == 0 and names == list(NAMES)


def test_the_check_choices_are_the_tables_names() -> None:
    check = next(p for p in main.params if p.name == "check")
    assert list(check.type.choices) == list(wrong_result.NAMES) == [
        "slice", "differential", "shape", "op"]
    assert [c.value for c in reducer.Check] == list(wrong_result.NAMES)
    assert check.metavar == "slice|differential|shape|op"


def test_help_lists_the_options_in_sections() -> None:
    """--help: the sections in the order the README's recipes need them, every option in one,
    each option's text on one line."""
    done = CliRunner().invoke(main, ["--help"], terminal_width=100)
    titles = [line[:-1] for line in done.output.splitlines() if line.endswith(":")
              and not line.startswith(" ")]
    assert titles == ["What to keep", "How to run", "What to write", "Wrong values", "Long runs",
                      "Other options"]
    listed = {name for _, names in cli.HELP_SECTIONS for name in names}
    options = {p.name for p in main.params if isinstance(p, click.Option)}
    assert options - listed == {"version"}  # and --help, which click adds
    assert all(len(p.help or "") <= 80 for p in main.params if isinstance(p, click.Option))


def test_unknown_strategy_is_a_usage_error(bmm_input: Path) -> None:
    proc = run_cli(bmm_input.name, "--oracle", "x", "--strategies", "op-removal,nonsense",
                   cwd=bmm_input.parent)
    assert proc.returncode == 2
    assert "nonsense" in assert_one_line_error(proc, code=2)


def test_chosen_strategies_are_the_only_ones_run_and_recorded(bmm_input: Path) -> None:
    proc = run_cli(bmm_input.name, "--strategies", "op-removal,argument-removal",
                   "--json", "report.json", "--oracle", BMM["signature"], "--", *BMM["flags"],
                   cwd=bmm_input.parent)
    assert proc.returncode == 0, proc.stderr
    report = json.loads((bmm_input.parent / "report.json").read_text())
    assert list(report["strategies"]) == ["op-removal", "argument-removal"]
    journal = (bmm_input.parent / "in.mlir.reduced.mlir.journal").read_text().splitlines()
    assert json.loads(journal[0])["options"]["strategies"] == ["op-removal", "argument-removal"]


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_shows_a_line_on_a_terminal_and_notes_anywhere(monkeypatch) -> None:
    """On a terminal, one tqdm line with what runs, and notes above it; elsewhere (a bot's
    pipe), the notes alone; quiet, nothing."""
    for stderr, quiet in ((_Terminal(), False), (io.StringIO(), False), (_Terminal(), True)):
        monkeypatch.setattr(sys, "stderr", stderr)
        progress = _Progress(quiet=quiet)
        progress("op-removal", 42, None)
        progress.note("a note")
        progress.close()
        shown = stderr.getvalue()
        assert ("op-removal: 42 ops, 0 compiles" in shown) is (stderr.isatty() and not quiet)
        assert ("a note" in shown) is not quiet
