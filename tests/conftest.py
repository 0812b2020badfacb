"""Shared fixtures: the failure cases and model-sized inputs, all inside the repository."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the checkout's samples/: generators shared with benchmarks
    sys.path.insert(0, str(ROOT))
DATA = ROOT / "tests" / "data"
CASES = DATA / "cases"
MODELS = DATA / "models"
SAMPLES = ROOT / "samples"


def case(name: str) -> dict:
    """A shared failure case: its reproducer text, flags and signature."""
    folder = CASES / name
    signature = folder / "signature"
    return {
        "name": name,
        "path": folder / "min.mlir",
        "text": (folder / "min.mlir").read_text(),
        "flags": (folder / "cmd").read_text().split(),
        "signature": signature.read_text().strip() if signature.exists() else None,
    }


def failing_cases() -> list[str]:
    return sorted(p.parent.name for p in CASES.glob("*/signature"))


@pytest.fixture(scope="session")
def sample_cases() -> list[dict]:
    return json.loads((SAMPLES / "cases.json").read_text())


@pytest.fixture
def bmm_input(tmp_path: Path) -> Path:
    """A private copy of the batch_matmul verifier case: fails at parse time, in about 1 s."""
    path = tmp_path / "in.mlir"
    shutil.copyfile(CASES / "bmm_rank4_verifier" / "min.mlir", path)
    return path


def interrupt(proc: subprocess.Popen, sig: int, code: int, wait: Callable[[], None]) -> str:
    """After `wait()`, send `sig` to a running reduction: it must end with exit `code`, saying
    it was interrupted (or with 0, having finished first), and without a traceback. Returns
    its stderr; the process never outlives this call."""
    try:
        wait()
        proc.send_signal(sig)
        _, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert "Traceback" not in stderr, stderr
    assert proc.returncode in (code, 0), stderr
    if proc.returncode == code:
        assert "interrupted" in stderr
    return stderr
