"""The journal: an append-only JSON-lines record of a reduction, kept next to its output.

One object per line, flushed as it happens, so a bot's run can be audited and an interrupted
run resumed:

    {"event": "start", "version": 1, "options": {...}}
    {"event": "calibrated", "kind": "diagnostic", "phase": "input", "timeout": 5.0, ...}
    {"event": "run", "sha256": "...", "phase": "input", "interesting": false, "kind": ...}
    {"event": "accept", "step": 1, "strategy": "op-removal", "parent": "...", "sha256": "...",
     "ops": 812, "size": [812, 0, 5120, 90210]}
    {"event": "restart"}  (the phase cut-off hid a difference: reducing again, full compiles)
    {"event": "resume"}
    {"event": "end", "status": "done", "sha256": "...", "ops": 5, "confirmed": [3, 3]}

`sha256` is the hash of a candidate's generic text. Resuming replays the journal: the verdicts
("run") seed the oracle's cache, and the engine walks again from the original through exactly the
candidates it tried before, answered without compiling, to the best state so far and on. So a
resumed run reaches the same result as an uninterrupted one.
"""
from __future__ import annotations

import json
import os
import threading
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from reducer.oracle.fingerprint import content_hash
from reducer.oracle.oracle import Calibration, OracleError, Outcome
from reducer.oracle.phases import Phase
from reducer.oracle.signature import Kind

VERSION = 1


class JournalError(OracleError):
    """The journal cannot be used to resume; the message is for the user."""


@dataclass
class Previous:
    """What a journal says about an earlier run, as far as it got."""

    calibration: dict[str, Any]
    verdicts: list[tuple[str, Phase | None, Outcome]] = field(default_factory=list)
    accepts: list[str] = field(default_factory=list)  # hashes of accepted states, in order
    best_size: tuple | None = None  # size of the state last written to the output
    last: str | None = None  # hash of the last accepted state


class Journal:
    """Writes the journal; with `resume`, first reads what an earlier run left there."""

    def __init__(self, path: str, options: dict[str, Any], resume: bool = False,
                 derived: dict[str, Any] | None = None) -> None:
        self.path = path
        self.previous: Previous | None = None
        self._lock = threading.Lock()
        if resume and os.path.exists(path):
            self.previous, good_bytes = read(path, options)
        if self.previous is not None:
            with open(path, "r+b") as f:
                f.truncate(good_bytes)  # a line cut short by a kill goes
            self._file = open(path, "a", encoding="utf-8")
            self.write({"event": "resume"})
        else:
            self._file = open(path, "w", encoding="utf-8")
            start = {"event": "start", "version": VERSION, "options": options}
            self.write({**start, "derived": derived} if derived else start)

    def write(self, event: dict[str, Any]) -> None:
        line = json.dumps(event, ensure_ascii=True) + "\n"
        with self._lock:
            if not self._file.closed:
                self._file.write(line)
                self._file.flush()

    def run(self, text: str, phase: Phase | None, outcome: Outcome) -> None:
        """An oracle's verdict (the oracle's observer)."""
        self.write({"event": "run", "sha256": content_hash(text),
                    "phase": str(phase) if phase else None,
                    "interesting": outcome.interesting, "kind": outcome.kind.value,
                    "returncode": outcome.returncode, "seconds": round(outcome.seconds, 3),
                    "matched": outcome.matched, "slipped": outcome.slipped})

    def calibrated(self, calibration: Calibration, original: str) -> None:
        self.write({"event": "calibrated", "original": content_hash(original),
                    **calibration.as_dict()})

    def close(self) -> None:
        with self._lock:
            self._file.close()


def read(path: str, options: dict[str, Any]) -> tuple[Previous | None, int]:
    """The earlier run recorded at `path`, and the length of its complete lines.

    None when it ended before calibration (nothing worth replaying). Raises JournalError when
    the journal is damaged or was written for other options.
    """
    previous: Previous | None = None
    with open(path, "rb") as f:
        data = f.read()
    complete = data[:data.rfind(b"\n") + 1]  # a line cut short by a kill mid-write goes
    for number, raw in enumerate(complete.splitlines(), 1):
        try:
            event = json.loads(raw)
            if not isinstance(event, dict):
                raise ValueError
        except ValueError:
            raise JournalError(f"{path}: line {number} is not a journal entry") from None
        if number == 1:
            _check_start(path, event, options)
        else:
            previous = _apply(path, previous, event, number)
    return previous, len(complete)


def recorded_start(path: str, input_sha256: str) -> dict[str, Any] | None:
    """What a run that began from a program derived from the user's input (the failing
    dispatch lifted, the failing op's slice) recorded of it in its journal's first line, when
    that input is the one with `input_sha256` and the run got as far as its calibration: a
    resumed run reads it back instead of deriving it again. None otherwise."""
    try:
        with open(path, "rb") as f:
            first, calibrated = f.readline(), b'"event": "calibrated"' in f.read()
        event = json.loads(first)
    except (OSError, ValueError):
        return None
    derived = event.get("derived") if isinstance(event, dict) else None
    if not calibrated or not isinstance(derived, dict) \
            or derived.get("input_sha256") != input_sha256:
        return None
    return derived


def _check_start(path: str, event: dict[str, Any], options: dict[str, Any]) -> None:
    recorded = event.get("options")
    if event.get("event") != "start" or event.get("version") != VERSION \
            or not isinstance(recorded, dict):
        raise JournalError(f"{path}: not a journal of this reducer")
    options = json.loads(json.dumps(options))  # as it reads back: tuples become lists
    differ = sorted(k for k in set(recorded) | set(options) if recorded.get(k) != options.get(k))
    if differ:
        raise JournalError(f"{path}: the journal was written for another input or other "
                           f"options ({', '.join(differ)}); run without --resume to start "
                           f"again")


def _apply(path: str, previous: Previous | None, event: dict[str, Any],
           number: int) -> Previous | None:
    kind = event.get("event")
    if kind == "calibrated":
        return Previous(calibration=event)
    if previous is None:  # runs before calibration are provisional
        return None
    try:
        if kind == "run":
            phase = Phase(event["phase"]) if event["phase"] else None
            previous.verdicts.append((event["sha256"], phase, _outcome(event)))
        elif kind == "accept":
            previous.accepts.append(event["sha256"])
            previous.best_size, previous.last = tuple(event["size"]), event["sha256"]
        elif kind == "restart":
            previous.best_size = None
    except (KeyError, TypeError, ValueError):
        raise JournalError(f"{path}: line {number} is a damaged {kind} entry") from None
    return previous


def _outcome(event: dict[str, Any]) -> Outcome:
    return Outcome(interesting=bool(event["interesting"]), kind=Kind(event["kind"]),
                   returncode=event["returncode"], seconds=float(event["seconds"]), output="",
                   matched=event["matched"], slipped=bool(event["slipped"]))


class BestSoFar:
    """Keeps the output file the best state so far, and journals each new accepted state.

    The output is rewritten only for a state strictly smaller than the one on disk, so states
    met again while replaying a journal never overwrite a better result.
    """

    def __init__(self, output: str | None, journal: Journal | None, original: str,
                 write: Callable[[str, str], None]) -> None:
        self.output = output
        self._write = write  # an atomic write: a reader never sees half a file
        self.journal = journal
        previous = journal.previous if journal else None
        self._replay = deque(previous.accepts if previous else ())
        self.size_on_disk = previous.best_size if previous else None
        self.step = len(self._replay)
        self.parent = (previous.last if previous else None) or content_hash(original)

    def accept(self, strategy: str, text: str, ops: int, size: Sequence) -> None:
        digest = content_hash(text)
        if self._replay:
            if self._replay[0] == digest:
                self._replay.popleft()  # met again while replaying: already journaled
                return
            self._replay.clear()  # the replay left the journaled path: record from here on
        # The output before the journal: a journaled step always has its result on disk, and a
        # stop between the two only makes the resumed run write the same state once more.
        if self.output and (self.size_on_disk is None or tuple(size) < self.size_on_disk):
            self._write(self.output, text)
            self.size_on_disk = tuple(size)
        self.step += 1
        if self.journal:
            self.journal.write({"event": "accept", "step": self.step, "strategy": strategy,
                                "parent": self.parent, "sha256": digest, "ops": ops,
                                "size": list(size)})
        self.parent = digest

    def restart(self) -> None:
        """The states to come are not comparable with the one on disk: write the next one."""
        if self._replay:
            return  # replaying a restart that the journal holds already
        self.size_on_disk = None
        if self.journal:
            self.journal.write({"event": "restart"})
