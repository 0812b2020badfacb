"""What keeps a long, unattended reduction safe, around the engine's search.

At start: the original is checked (interesting, and stably so) or, when resuming, the journal's
calibration and verdicts are taken and the best-so-far output is verified. During the search:
every verdict goes to the journal, other failures to `--also-interesting`, every better state to
the output. At the end: the result is compiled again, independently, before success is reported.
"""
from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from reducer.options import Notice, Options
from reducer.oracle.fingerprint import content_hash
from reducer.oracle.oracle import Calibration, Oracle, OracleError, Outcome
from reducer.oracle.phases import Phase
from reducer.processes.tempdirs import remove_stale_temp_dirs
from reducer.records.also_interesting import AlsoInteresting
from reducer.records.journal import BestSoFar, Journal, JournalError, Previous
from reducer.text import FileBytes, Section, held_sha256, section_span, whole_sha256

Write = Callable[[str, str], None]  # an atomic file write


class Session:
    """One reduction's bookkeeping: journal, best-so-far output, other failures, checks.

    The reduction of `original` keeps its best result so far in `output`, its journal,
    resumed or not, and the folder for other failures as the user's `options` say; the
    journal records what a resumed run must match (`chosen`, see `journal_options`) and,
    when the program reduced was derived from the user's input, how (`derived`, see
    journal.recorded_start)."""

    def __init__(self, oracle: Oracle, original: str, output: str | None, options: Options,
                 chosen: dict[str, Any], derived: dict[str, Any] | None, write: Write,
                 notice: Notice) -> None:
        journal = default_journal(output, options.journal)
        resume, also_interesting = options.resume, options.also_interesting
        if resume and not journal:
            raise OracleError("--resume needs a journal (and an output)")
        if also_interesting and oracle.test_script is not None:
            raise OracleError("--also-interesting needs --oracle: a test script's verdict says "
                              "nothing of other failures")
        remove_stale_temp_dirs()
        self.oracle = oracle
        self.original = original
        self.notice = notice
        self.confirmed: tuple[int, int] = (0, 0)  # (interesting runs, runs) of the final check
        self.journal = Journal(journal, chosen, resume, derived) if journal else None
        self.best = BestSoFar(output, self.journal, original, _shown(write, oracle))
        self.output = output
        self._resume = resume
        self.others = AlsoInteresting(also_interesting, write) if also_interesting else None
        oracle.observer = self._observe

    def _observe(self, text: str, phase: Phase | None, outcome: Outcome) -> None:
        if self.journal:
            self.journal.run(text, phase, outcome)
        if self.others:
            self.others(text, phase, outcome)

    # --- start -----------------------------------------------------------------------------

    def start(self, calibrate: Callable[[], object]) -> None:
        """Calibrate the oracle (`calibrate`), or take the journal's calibration to resume."""
        previous = self.journal.previous if self.journal else None
        if previous is None:
            if self._resume:
                self.notice("nothing to resume yet: starting from the beginning")
            calibrate()
            if self.journal:
                assert self.oracle.calibration is not None
                self.journal.calibrated(self.oracle.calibration, self.original)
        else:
            self._restore(previous)
        if self.oracle.spec.derives_signature and self.oracle.signature is not None:
            self.notice(f"no --oracle given: the failure is recognised by the regular "
                        f"expression {self.oracle.signature.pattern!r}")
        hits, runs = (self.oracle.calibration.stability if self.oracle.calibration else None) \
            or (1, 1)
        if hits < runs:
            agree = self.oracle.spec.agree
            self.notice(f"the {self.oracle.judge} is flaky on the original input (interesting "
                        f"in {hits} of {runs} runs): a candidate is accepted only when "
                        f"{agree} runs of {agree} are interesting")

    def _restore(self, previous: Previous) -> None:
        assert self.journal is not None  # what is resumed is read from it
        calibration = previous.calibration
        if calibration.get("original") != content_hash(self.original):
            raise JournalError(f"{self.journal.path}: iree-opt now prints the input "
                               f"differently; run without --resume to start again")
        try:
            self.oracle.adopt(Calibration.from_dict(calibration))
        except (KeyError, TypeError, ValueError, IndexError):
            raise JournalError(f"{self.journal.path}: its calibration entry is damaged; run "
                               f"without --resume to start again") from None
        for digest, phase, outcome in previous.verdicts:
            self.oracle.remember(digest, phase, outcome)
        self._verify_output()
        self.notice(f"resuming: replaying {len(previous.verdicts)} verdicts and "
                    f"{len(previous.accepts)} accepted steps from {self.journal.path}")

    def _verify_output(self) -> None:
        """The best-so-far output must still be interesting, or resuming makes no sense."""
        if not self.output or not os.path.isfile(self.output):
            self.best.size_on_disk = None  # nothing on disk: the next state is the best
            return
        with open(self.output, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        flaky = self.oracle.spec.agree > 1  # then one interesting run of `checks` will do
        hits, runs = self.oracle.confirm(text, self.oracle.spec.checks if flaky else 1,
                                        full=False)
        if hits < (1 if flaky else runs):
            changed = ("another compiler or other flags?" if self.oracle.test_script is None
                       else "does the test script depend on something that changed?")
            raise JournalError(f"{self.output}: the best result so far is not interesting "
                               f"any more ({changed}); run without --resume to start again")

    # --- during the search -------------------------------------------------------------------

    def accept(self, strategy: str, ops: int, text: str, size: Sequence) -> None:
        """The engine accepted a state: journal it and keep it on disk if it is the best."""
        self.best.accept(strategy, text, ops, size)

    def restart(self) -> None:
        """The engine starts again from the original (full compiles from now on)."""
        self.best.restart()

    # --- end ---------------------------------------------------------------------------------

    def confirms(self, text: str, runs: tuple[int, int] | None = None) -> bool:
        """Compile `text` again, independently, `checks` times with the full flags: is it
        interesting every time (with `--flaky`, at least once)? `runs`: (interesting runs,
        runs) of those compiles, made already."""
        self.confirmed = runs or self.oracle.confirm(text)
        return self._enough(*self.confirmed)

    def _enough(self, hits: int, runs: int) -> bool:
        return hits >= (runs if self.oracle.spec.agree == 1 else 1)

    def finish(self, text: str, ops: int) -> None:
        """Record the end, `text` as `confirms` last judged it; raise OracleError when it was
        not confirmed."""
        hits, runs = self.confirmed
        confirmed = self._enough(hits, runs)
        if self.journal:
            self.journal.write({"event": "end",
                                "status": "done" if confirmed else "not confirmed",
                                "sha256": content_hash(text), "ops": ops,
                                "confirmed": [hits, runs]})
            self.journal.close()
        if not confirmed:
            advice = (f"the {self.oracle.judge} is flaky: pass --flaky N"
                      if self.oracle.spec.agree == 1
                      else "the failure may be too rare to reduce this way")
            raise OracleError(f"the result is interesting in only {hits} of {runs} runs when "
                              f"compiled again; {advice}")

    @property
    def other_failures(self) -> int:
        return self.others.saved if self.others else 0


def _shown(write: Write, oracle: Oracle) -> Write:
    """`write` of a state as the oracle's test script is given it (the output then satisfies
    the script as it is); `write` itself when the compiler judges."""
    if oracle.test_script is None:
        return write
    return lambda path, text: write(path, oracle.shown(text))


def journal_options(source: Source, oracle: Oracle, options: Options,
                    strategies: Sequence[str]) -> dict[str, Any]:
    """What a resumed run must share with the run it continues for the same result: what
    the user chose, never what a run derives at start (the default timeout, the phase, a
    derived signature), which the journal records once and a resumed run reads back; a
    wrong result's check and tolerances, a run failure's inputs."""
    script = None
    if oracle.test_script is not None:
        with open(oracle.executable, "rb") as f:
            script = hashlib.sha256(f.read()).hexdigest()
    signature = oracle.spec.signature
    chosen: dict[str, Any] = {
        "input_sha256": source_sha256(source),
        "signature": str(signature) if signature else None,
        "regex": bool(signature and signature.regex),
        "flags": list(oracle.flags), "executable": oracle.executable,
        "test_script_sha256": script,
        "test_exit": oracle.spec.test_exit if script is not None else None,
        "cut_phase": options.cut_phase, "agree": oracle.spec.agree,
        "memory_limit": oracle.spec.memory_limit, "timeout": oracle.spec.timeout,
        "strategies": list(strategies)}
    if options.wrong_result is not None:  # the check and its tolerances
        chosen["wrong_result"] = asdict(options.wrong_result)
    if options.run is not None:  # the inputs given
        chosen["run"] = asdict(options.run)
    return chosen


@dataclass(frozen=True)
class Digested:
    """An input once parsed: its hash, and its text when it was given as text (to tell a
    failure lost in normalisation). A file's bytes are not kept: with inline weights they
    would be one more copy of hundreds of megabytes, hashed again at every question."""

    sha256: str
    text: str | None = None


Source = str | Digested  # a program's text, or what is kept of an input


def digested(source: str | FileBytes, section: Section | None = None) -> Digested:
    """What is kept of an input; `section`: the resource section held apart from it."""
    if isinstance(source, str):
        return Digested(whole_sha256(source), source)
    return Digested(file_sha256(source, section))


def file_sha256(data: FileBytes, section: Section | None = None) -> str:
    """The hash of an input file's bytes `data`, in which its resource section `section`,
    held apart from it, stands as its own digest: hundreds of megabytes of weights are hashed
    once (for the section), and the pages of `data` they fill are not read again."""
    span = section_span(data) if section is not None else None
    if span is None or section is None:
        return held_sha256([memoryview(data)], None)
    view = memoryview(data)
    return held_sha256([view[:span[0]]], section.digest, view[span[1]:])


def source_sha256(source: Source) -> str:
    """The hash of an input as read (not as normalised): what identifies the user's file."""
    if isinstance(source, Digested):
        return source.sha256
    return whole_sha256(source)


def source_text(source: Source) -> str | None:
    """The input's text, when it was given as text."""
    return source.text if isinstance(source, Digested) else source


def default_journal(output: str | None, journal: bool | str) -> str | None:
    """`journal=True`: next to the output; a path: there; False: none."""
    if isinstance(journal, str):
        return journal
    return f"{output}.journal" if journal and output else None
