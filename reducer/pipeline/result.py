"""What a reduction returns: the reduced program, its figures, and the files written."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from reducer.text import whole


@dataclass
class Artifact:
    """A file the reduction wrote, and the command that shows its failure."""

    # "program" (OUTPUT), "whole-program", "executable", "pass-test", "llvm-module",
    # "lit-test", "report"; a wrong result's "inputs" (.npz, with the expected values) and
    # "run-inputs" (.npy, for iree-run-module)
    role: str
    path: str | None
    ops: int
    reproduce: list[str] = field(default_factory=list)  # argv


@dataclass
class Result:
    text: str  # the reduced program, in custom form when iree-opt can print it that way
    generic_text: str
    input_ops: int
    output_ops: int
    signature: str | None
    kind: str
    phase: str | None  # the `--compile-to` phase candidates were compiled to
    oracle_calls: int
    cache_hits: int
    seconds: float
    seconds_in_compiler: float
    # Compiles started ahead of a step (with jobs > 1) whose verdict no step read.
    wasted_compiles: int = 0
    strategies: dict[str, dict[str, int]] = field(default_factory=dict)
    timeout: float | None = None  # seconds allowed per compiler run
    confirmed: list[int] = field(default_factory=list)  # [interesting runs, runs] at the end
    other_failures: int = 0  # candidates saved to `also_interesting`
    prefiltered: int = 0  # candidates iree-opt rejected (before a compile, or after one)
    flags: list[str] = field(default_factory=list)  # the flags the result fails with
    executable: str | None = None  # the isolated executable the result was reduced from
    program: dict | None = None  # with keep_program: the whole program's reduction report
    flag_report: dict | None = None  # with reduce_flags: minimal flags, targets that fail
    artifacts: list[Artifact] = field(default_factory=list)  # OUTPUT first
    pass_test: dict | None = None  # with pass_test: the failing pass and its lit test
    lit_test: dict | None = None  # with lit_test: OUTPUT as a lit test (its style, its text)
    bug_report: dict | None = None  # with report: its fields, and its text ("markdown")
    runs: int = 0  # a wrong result: programs run (oracle_calls counts their compiles)

    def __post_init__(self) -> None:  # a caller gets the whole program, its weights included
        self.text, self.generic_text = whole(self.text), whole(self.generic_text)

    def report(self) -> dict:
        """The machine-readable report (`--json`)."""
        data = asdict(self)
        del data["text"], data["generic_text"]
        return data
