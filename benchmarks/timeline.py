"""Where a reduction's wall goes: every compile of one sample's reduction on a time line.

Per compile: when it was asked for, when it got a slot and when it ended (seconds from the
start), its priority (1.0: needed now), how it ended (ok, killed, cancelled before its
turn) and who asked (the innermost function of the pipeline, search or oracle on its
thread's stack); for a search's candidate, the strategy that made it, how many edits it applied,
and whether the search read its verdict (accepted, rejected; "-": never read, run ahead in
vain). The tools run outside the slots (a crash's capture and the iree-opt runs
that cut it, with priority "-" and outcome "outside") are listed too, and counted as busy.
Then the wall split at the first compile's end, and how many of the `jobs` slots compiled on
average after it: what overlapping the fixed runs could still win.

    python benchmarks/timeline.py SAMPLE [--derive] [--jobs N]

SAMPLE: a file name of samples/cases.json (e.g. llama_divsi_i128.mlir).
"""
from __future__ import annotations

import argparse
import contextlib
import json
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import reducer  # noqa: E402
from reducer.oracle.fingerprint import content_hash  # noqa: E402
from reducer.oracle.spec import RunTag  # noqa: E402
from reducer.processes import process  # noqa: E402
from reducer.processes.scheduler import Scheduler  # noqa: E402
from reducer.search.engine import Engine  # noqa: E402


@dataclass
class Entry:
    asked: float
    started: float | None = None
    ended: float | None = None
    priority: float = 0.0
    outcome: str = "ok"
    caller: str = ""
    text: str | None = None  # the text a compile judged


@dataclass
class Candidate:
    """A search's candidate: the strategy that made it, its edits, the verdict read."""

    strategy: str
    edits: int
    verdict: str = "-"


def traced_search(candidates: dict[str, Candidate]):
    """`Engine._launch` and `Engine._decide`, recording each candidate by its content hash
    in `candidates`: who made it, and the verdict the search read."""
    launch, decide = Engine._launch, Engine._decide

    def _launch(self, position, chosen, likelihood):  # type: ignore[no-untyped-def]
        trial = launch(self, position, chosen, likelihood)
        if trial.candidate is not None:
            candidates.setdefault(content_hash(trial.text), Candidate(
                position.pass_.strategy.name, len(chosen)))
        return trial

    def _decide(self, trial):  # type: ignore[no-untyped-def]
        outcome = decide(self, trial)
        if trial.candidate is not None:
            known = candidates.get(content_hash(trial.text))
            if known is not None:
                known.verdict = "accepted" if outcome else "rejected"
        return outcome
    return _launch, _decide


# The caller that submitted the task a thread runs (its stack starts at the task).
_origin = threading.local()


def _caller() -> str:
    """The innermost frame of the reducer's stages on this thread's stack (past the oracle,
    the processes and the IR), else of the task's submitter."""
    for frame in reversed(traceback.extract_stack()[:-3]):
        path = frame.filename.replace("\\", "/")
        if "/reducer/" in path and not any(
                part in path for part in ("/processes/", "/oracle/oracle.py", "/ir/")):
            return f"{Path(path).stem}.{frame.name}"
    return getattr(_origin, "caller", "?")


def traced_submit():
    """`Scheduler.submit`, its tasks knowing who submitted them."""
    original = Scheduler.submit

    def submit(self: Scheduler, function, *args, **kwargs):  # type: ignore[no-untyped-def]
        caller = _caller()

        def task(*a):  # type: ignore[no-untyped-def]
            _origin.caller = caller
            return function(*a)
        return original(self, task, *args, **kwargs)
    return submit


# Set on a thread while it holds a slot: the tools it runs then are that compile's.
_in_slot = threading.local()


def traced_tools(entries: list[Entry], start: float):
    """`process.run_tool`, recording each run made outside a slot in `entries`."""
    original = process.run_tool

    def run_tool(command: list[str], *args, **kwargs):  # type: ignore[no-untyped-def]
        if getattr(_in_slot, "held", False):
            return original(command, *args, **kwargs)
        entry = Entry(time.monotonic() - start, priority=-1.0, outcome="outside",
                      caller=f"{_caller()} ({Path(command[0]).name})")
        entry.started = entry.asked
        try:
            return original(command, *args, **kwargs)
        finally:
            entry.ended = time.monotonic() - start
            entries.append(entry)
    return run_tool


def traced(entries: list[Entry], start: float):
    """`Scheduler.compiling`, recording each compile in `entries`."""
    original = Scheduler.compiling
    lock = threading.Lock()

    @contextlib.contextmanager
    def compiling(self: Scheduler, *tags: object) -> Iterator[object]:
        entry = Entry(time.monotonic() - start, caller=_caller(),
                      text=next((t.text for t in tags if isinstance(t, RunTag)), None))
        with lock:
            entries.append(entry)
        try:
            with original(self, *tags) as turn:
                _in_slot.held = True
                entry.started, entry.priority = time.monotonic() - start, turn.priority
                try:
                    yield turn
                finally:
                    _in_slot.held = False
                    entry.outcome = "killed" if turn.stopped else "ok"
        except BaseException:
            if entry.started is None:
                entry.outcome = "cancelled"
            raise
        finally:
            entry.ended = time.monotonic() - start
    return compiling


def busy_slots(entries: list[Entry], since: float, until: float) -> float:
    """Compiles running on average between `since` and `until`."""
    total = sum(max(0.0, min(e.ended or until, until) - max(e.started, since))
                for e in entries if e.started is not None)
    return total / max(until - since, 1e-9)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sample")
    parser.add_argument("--derive", action="store_true", help="give no signature")
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args(argv)
    entry = {e["file"]: e for e in json.loads((ROOT / "samples" / "cases.json").read_text())}[
        args.sample]
    entries: list[Entry] = []
    candidates: dict[str, Candidate] = {}
    with tempfile.TemporaryDirectory() as tmp:
        start = time.monotonic()
        Scheduler.compiling = traced(entries, start)  # type: ignore[method-assign]
        Scheduler.submit = traced_submit()  # type: ignore[method-assign]
        Engine._launch, Engine._decide = traced_search(candidates)  # type: ignore[method-assign]
        original, tools = process.run_tool, traced_tools(entries, start)
        for module in [m for name, m in sys.modules.items() if name.startswith("reducer.")]:
            if getattr(module, "run_tool", None) is original:
                module.run_tool = tools  # type: ignore[attr-defined]
        result = reducer.reduce(ROOT / "samples" / args.sample,
                                None if args.derive else entry["signature"],
                                flags=entry["flags"], output=str(Path(tmp) / "out.mlir"),
                                jobs=args.jobs)
        wall = time.monotonic() - start
    print(f"{'asked':>6} {'start':>6} {'end':>6} {'secs':>5} {'prio':>5} {'outcome':9} caller")
    for e in sorted(entries, key=lambda e: e.asked):
        began = e.started if e.started is not None else e.ended
        priority = f"{e.priority:5.2f}" if e.priority >= 0 else f"{'-':>5}"
        made = candidates.get(content_hash(e.text)) if e.text is not None else None
        print(f"{e.asked:6.2f} {began:6.2f} {e.ended:6.2f} {e.ended - began:5.2f} "
              f"{priority} {e.outcome:9} {e.caller}"
              + (f"  [{made.strategy} x{made.edits}: {made.verdict}]" if made else ""))
    first = min((e for e in entries if e.started is not None and e.outcome != "outside"),
                key=lambda e: e.started)
    jobs = args.jobs or reducer.pipeline.setup.available_cores()
    print(f"wall {wall:.2f} s; first compile {first.started:.2f}-{first.ended:.2f}; after it "
          f"{wall - first.ended:.2f} s with {busy_slots(entries, first.ended, wall):.2f} of "
          f"{jobs} slots compiling on average; {result.oracle_calls} compiles")
    by_strategy: dict[str, list[int]] = {}
    for made in candidates.values():
        counts = by_strategy.setdefault(made.strategy, [0, 0, 0])
        counts[("accepted", "rejected", "-").index(made.verdict)] += 1
    print("candidates by strategy (accepted, rejected, never read): " + ", ".join(
        f"{name} {a}/{r}/{n}" for name, (a, r, n) in by_strategy.items()))


if __name__ == "__main__":
    main(sys.argv[1:])
