"""An isolated executable: its ops counted once, ahead of whoever reads the count."""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from reducer.ir import IRError
from reducer.iree.dispatch import Isolated

DISPATCH = importlib.import_module("reducer.iree.dispatch")
SOFTMAX = Path(__file__).parent.parent / "data" / "lift" / "softmax_f8.mlir"


def test_an_executable_counted_ahead_is_not_parsed_again(monkeypatch) -> None:
    """`counted` parses the executable (a check beside the result's confirming run does);
    `num_ops` then answers without iree-opt (the artifact's writer asks after the run)."""
    text = SOFTMAX.read_text()
    parses = []
    real = DISPATCH.parse
    monkeypatch.setattr(DISPATCH, "parse", lambda *a, **k: parses.append(a) or real(*a, **k))
    isolated = Isolated("softmax_f8.mlir", text + "\n", None)  # type: ignore[arg-type]
    assert isolated.counted(None) is isolated and len(parses) == 1
    ops = isolated.num_ops(None)
    assert len(parses) == 1
    assert ops == real(text).num_ops and ops > 10


def test_a_text_iree_opt_cannot_read_is_counted_when_asked() -> None:
    """Counting ahead swallows iree-opt's refusal; asking for the count raises it."""
    isolated = Isolated("broken.mlir", "hal.executable public @e {", None)  # type: ignore[arg-type]
    assert isolated.counted(None) is isolated
    with pytest.raises(IRError):
        isolated.num_ops(None)
