"""Verdicts kept by content: what judging a program's text (and the data it was fed) gave,
judged once per content and given again from then on, safe to share between threads."""
from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

V = TypeVar("V")


def content_key(text: str, data: Sequence[bytes] = ()) -> str:
    """A hash of `text` as it is (names and all) and of `data`, each piece framed by its
    length, so that no two different contents share a key."""
    digest = hashlib.sha256()
    for piece in (text.encode(errors="surrogateescape"), *data):
        digest.update(len(piece).to_bytes(8, "little"))
        digest.update(piece)
    return digest.hexdigest()


class Verdicts(Generic[V]):
    """The verdicts given so far, by `content_key`. No lock is held while judging, so that
    different contents are judged at once; one content asked about twice at once may be
    judged twice (judging is deterministic: both verdicts agree, the later one is kept)."""

    def __init__(self) -> None:
        self._kept: dict[str, V] = {}
        self._lock = threading.Lock()
        self.hits = 0  # verdicts given again, without judging

    def get(self, text: str, judge: Callable[[str], V], data: Sequence[bytes] = ()) -> V:
        """The verdict on `text` fed `data`: `judge(text)` the first time, kept since."""
        key = content_key(text, data)
        with self._lock:
            if key in self._kept:
                self.hits += 1
                return self._kept[key]
        verdict = judge(text)
        with self._lock:
            self._kept[key] = verdict
        return verdict

    def clear(self) -> None:
        """Forget every verdict (what is judged has changed)."""
        with self._lock:
            self._kept.clear()
