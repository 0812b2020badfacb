"""Stop it any time, resume every time: a stop during calibration, a journal line torn by
SIGKILL, and a full disk, on a real reduction of the model-sized bmm sample."""
from __future__ import annotations

import json
import shutil
import signal
import subprocess
from pathlib import Path

import pytest
from cli_runs import run_cli, script, shows_signature, start_cli, wait_until
from conftest import ROOT, SAMPLES, case

pytestmark = pytest.mark.slow  # reductions of a model-sized sample

BMM = case("bmm_rank4_verifier")
SAMPLE = SAMPLES / "llama_bmm_rank4.mlir"
ARGS = ("--oracle", BMM["signature"], "--", *BMM["flags"])
OUTPUT, JOURNAL = "in.mlir.reduced.mlir", "in.mlir.reduced.mlir.journal"


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory) -> str:
    folder = tmp_path_factory.mktemp("uninterrupted")
    shutil.copyfile(SAMPLE, folder / "in.mlir")
    proc = run_cli("in.mlir", *ARGS, cwd=folder)
    assert proc.returncode == 0, proc.stderr
    return (folder / OUTPUT).read_text()


def _events(journal: Path) -> list[str]:
    return [json.loads(line)["event"] for line in journal.read_text().splitlines()
            if line.endswith("}")]


def _test_script(folder: Path) -> str:
    """The example's interestingness test, a second slower while `folder/slow` exists."""
    return script(folder / "test.sh", f'[ -e "{folder}/slow" ] && sleep 1\n'
                                      f'exec sh "{ROOT / "examples" / "rank4_bmm.sh"}" "$@"\n')


def _kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)


def test_a_stop_during_calibration_resumes_from_the_start(tmp_path: Path) -> None:
    """With --oracle, runs made before the journal opens already calibrate; a test script's
    calibration runs after it opens, and a second's wait per run makes sure the stop comes
    during them."""
    fresh, stopped = tmp_path / "fresh", tmp_path / "stopped"
    for folder in (fresh, stopped):
        folder.mkdir()
        shutil.copyfile(SAMPLE, folder / "in.mlir")
    test = ("--test", _test_script(tmp_path))
    assert run_cli("in.mlir", *test, cwd=fresh).returncode == 0
    (tmp_path / "slow").touch()
    journal = stopped / JOURNAL
    proc = start_cli("in.mlir", *test, cwd=stopped, tmpdir=tmp_path / "tmp")
    assert wait_until(journal.exists, 60)
    _kill(proc)
    assert _events(journal) == ["start"]
    (tmp_path / "slow").unlink()
    resumed = run_cli("in.mlir", "--resume", *test, cwd=stopped)
    assert resumed.returncode == 0, resumed.stderr
    assert "nothing to resume yet" in resumed.stderr
    assert (stopped / OUTPUT).read_text() == (fresh / OUTPUT).read_text()


def test_a_torn_journal_line_after_sigkill_is_dropped(uninterrupted: str,
                                                      tmp_path: Path) -> None:
    shutil.copyfile(SAMPLE, tmp_path / "in.mlir")
    journal = tmp_path / JOURNAL
    proc = start_cli("in.mlir", *ARGS, cwd=tmp_path, tmpdir=tmp_path / "tmp")
    assert wait_until(lambda: journal.exists() and "accept" in _events(journal), 120)
    _kill(proc)
    with open(journal, "a") as f:  # what a kill in the middle of a write leaves
        f.write('{"event": "run", "sha256": "0123')
    resumed = run_cli("in.mlir", "--resume", *ARGS, cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stderr
    assert (tmp_path / OUTPUT).read_text() == uninterrupted


@pytest.fixture
def small_disk(tmp_path: Path):
    """A small tmpfs, to be filled up."""
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)],
                             capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("cannot mount a small tmpfs here (needs root)")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def _fill(folder: Path) -> None:
    try:
        with open(folder / "filler", "wb") as f:
            while True:
                f.write(b"\0" * 4096)
                f.flush()
    except OSError:
        pass  # full


def test_a_full_disk_is_one_line_and_keeps_the_best_result(tmp_path: Path,
                                                           small_disk: Path) -> None:
    """A run stopped after its first steps is resumed where its output lies, on a disk that
    is full: one error line, and the best result so far is left as it was."""
    shutil.copyfile(SAMPLE, tmp_path / "in.mlir")
    journal = tmp_path / JOURNAL
    proc = start_cli("in.mlir", *ARGS, cwd=tmp_path, tmpdir=tmp_path / "tmp")
    assert wait_until(lambda: journal.exists() and "accept" in _events(journal), 120)
    _kill(proc)
    output = small_disk / "out.mlir"
    shutil.copyfile(tmp_path / OUTPUT, output)
    shutil.copyfile(journal, small_disk / "out.mlir.journal")
    best = output.read_text()
    _fill(small_disk)
    resumed = run_cli("in.mlir", "--resume", "-o", str(output), *ARGS, cwd=tmp_path)
    assert resumed.returncode == 1, resumed.stderr
    assert "Traceback" not in resumed.stderr
    errors = [line for line in resumed.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "No space left on device" in errors[0], resumed.stderr
    assert output.read_text() == best
    assert shows_signature(output, BMM["flags"], BMM["signature"])


I4, FPTOSI = case("i4_matmul_trunc_vector_store"), case("fptosi_bf16_i1_isel")
DERIVED_STARTS = {  # sample, its case, options, how it began, the files it writes
    "lifted": ("llama_i4_matmul_trunc.mlir", I4, (),
               (OUTPUT, "in.mlir.reduced.executable.mlir")),
    "located": ("llama_fptosi_bf16_i1.mlir", FPTOSI, ("--no-isolate",), (OUTPUT,)),
}


@pytest.mark.parametrize("begin", list(DERIVED_STARTS))
def test_a_reduction_resumes_from_the_program_it_recorded(begin: str, tmp_path: Path) -> None:
    """Killed after its first steps, a reduction that began from a program derived from the
    input (a codegen failure's dispatch lifted back; a crash's dispatch located and its ops
    sliced out of the whole program) resumes from that program, as the journal recorded it:
    no compile of the original, no isolation, lift or slice again; every file as an
    uninterrupted run writes it."""
    sample, entry, options, outputs = DERIVED_STARTS[begin]
    args = (*options, "--oracle", entry["signature"], "--", *entry["flags"])
    reference, folder = tmp_path / "reference", tmp_path / "stopped"
    for place in (reference, folder):
        place.mkdir()
        shutil.copyfile(SAMPLES / sample, place / "in.mlir")
    done = run_cli("in.mlir", "--json", "report.json", *args, cwd=reference)
    assert done.returncode == 0, done.stderr
    journal = folder / JOURNAL
    proc = start_cli("in.mlir", *args, cwd=folder, tmpdir=folder / "tmp")
    assert wait_until(lambda: journal.exists() and "accept" in _events(journal), 300)
    _kill(proc)
    resumed = run_cli("in.mlir", "--resume", "--json", "report.json", *args, cwd=folder)
    assert resumed.returncode == 0, resumed.stderr
    assert "resuming from the program of" in resumed.stderr and f"({begin})" in resumed.stderr
    for name in outputs:
        assert (folder / name).read_text() == (reference / name).read_text()
    report = json.loads((folder / "report.json").read_text())
    assert report["input_ops"] == json.loads((reference / "report.json").read_text())[
        "input_ops"] > 1500


def test_a_wrong_result_reduction_resumes_to_the_same_result(tmp_path: Path) -> None:
    """`--oracle wrong-result` keeps a journal too: killed after its first steps, it resumes
    (replaying the recorded verdicts) to the output of an uninterrupted run."""
    from torch_models import CPU, model

    args = ("--oracle", "wrong-result", "--", *CPU)
    reference = tmp_path / "reference"
    reference.mkdir()
    (reference / "in.mlir").write_text(model(12))
    done = run_cli("in.mlir", *args, cwd=reference, timeout=600)
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "stopped"
    folder.mkdir()
    (folder / "in.mlir").write_text(model(12))
    journal = folder / JOURNAL
    proc = start_cli("in.mlir", *args, cwd=folder, tmpdir=folder / "tmp")
    assert wait_until(lambda: journal.exists() and "accept" in _events(journal), 300)
    _kill(proc)
    resumed = run_cli("in.mlir", "--resume", *args, cwd=folder, timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    assert "resuming" in resumed.stderr
    assert (folder / OUTPUT).read_text() == (reference / OUTPUT).read_text()
