"""Judging a compiler run: its kind and signature (`signature.py`, `frames.py`), what the
original teaches (`calibration.py`), the runs and their cache (`oracle.py`), the values told
and answered (`spec.py`), the phases a compile stops at (`phases.py`). It sees text only,
never a Module."""
