"""Other bugs met on the way: candidates that fail differently are kept, not thrown away.

A candidate is saved when its run crashed or hung with another signature than the user's, or
showed the user's signature with another kind of failure (slippage), or (a wrong-result
check's, kind ok) when it showed another wrong value than the one reduced for. Plain
diagnostics with another message are not saved: they are mostly the candidate's own
invalidity, which the compiler rightly rejects.

Each distinct failure (kind and signature) is one pair of files, `KIND-ID.mlir` and
`KIND-ID.json` (signature, kind, exit status, content hash, last lines of output); when the same
failure shows again in a smaller candidate, that one replaces it. At most `limit` distinct
failures are kept, so disk use stays bounded.
"""
from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Callable

from reducer.oracle.fingerprint import content_hash
from reducer.oracle.oracle import Outcome
from reducer.oracle.signature import Kind, describe

DEFAULT_LIMIT = 50
_TAIL_LINES = 40


class AlsoInteresting:
    """An oracle observer (`on_run`) saving candidates that show other failures."""

    def __init__(self, folder: str, write: Callable[[str, str], None],
                 limit: int = DEFAULT_LIMIT) -> None:
        os.makedirs(folder, exist_ok=True)
        self.folder = folder
        self.limit = limit
        self.saved = 0  # files written (new failures and smaller candidates)
        self.left_out = 0  # distinct failures beyond the limit
        self._write = write  # an atomic write
        self._lock = threading.Lock()
        self._kept: dict[str, int] = self._existing()  # failure id -> size of its candidate

    def _existing(self) -> dict[str, int]:
        """Failures saved by an earlier (interrupted) run into the same folder."""
        kept = {}
        for name in sorted(os.listdir(self.folder)):
            stem, ext = os.path.splitext(name)
            mlir = os.path.join(self.folder, stem + ".mlir")
            if ext == ".json" and os.path.isfile(mlir):
                kept[stem] = os.path.getsize(mlir)
        return kept

    def __call__(self, text: str, phase: str | None, outcome: Outcome) -> None:
        if outcome.interesting or not (outcome.slipped or
                                       outcome.kind in (Kind.CRASH, Kind.TIMEOUT)):
            return
        signature = outcome.matched if outcome.slipped else describe(
            outcome.kind, outcome.output, outcome.returncode)
        what = "wrong-value" if outcome.kind is Kind.OK else "slipped" if outcome.slipped \
            else outcome.kind.value
        stem = f"{what}-{hashlib.sha256(f'{what}|{signature}'.encode()).hexdigest()[:12]}"
        size = len(text.encode(errors="surrogateescape"))
        with self._lock:
            known = self._kept.get(stem)
            if known is not None and known <= size:
                return
            if known is None and len(self._kept) >= self.limit:
                self.left_out += 1
                return
            self._kept[stem] = size
            self.saved += 1
            self._save(stem, text, phase, outcome, signature)

    def _save(self, stem: str, text: str, phase: str | None, outcome: Outcome,
              signature: str | None) -> None:
        report = {"signature": signature, "kind": outcome.kind.value,
                  "slipped": outcome.slipped, "returncode": outcome.returncode,
                  "phase": phase, "sha256": content_hash(text),
                  "output_tail": outcome.tail(_TAIL_LINES)}
        base = os.path.join(self.folder, stem)
        self._write(base + ".mlir", text)
        self._write(base + ".json", json.dumps(report, indent=2) + "\n")
