"""The options of one reduction, as one value: built by the CLI and the Python API alike."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reducer.processes.share import Share

DEFAULT_CHECKS = 3  # runs of the original at start (and of the result at the end)
DEFAULT_RTOL = 1e-5
DEFAULT_ATOL = 1e-6


@dataclass(frozen=True)
class WrongResult:
    """`--oracle wrong-result`: the program compiles but computes a wrong value."""

    check: str = "slice"  # a check's name in the table `reducer.wrong_result.CHECKS`
    reference_flags: tuple[str, ...] | None = None
    reference_compiler: str | None = None
    rtol: float | None = None  # None: the check's own default
    atol: float | None = None
    expected_outputs: str | None = None  # .npz of the original's right outputs


@dataclass(frozen=True)
class AtRunTime:
    """`--run`: the program compiles, and fails when its module runs (crashes, returns an
    error status, hangs); the signature is the user's `--oracle` or derived."""

    inputs: tuple[str, ...] = ()  # `--input` values, as iree-run-module takes them


@dataclass(frozen=True)
class Options:
    """What the user chose for one reduction. Nothing derived at start lives here (the
    timeout a run gets by default, the phase, the kind: that is the oracle's calibration)."""

    signature: str | None = None  # text of the failure in the compiler's output
    regex: bool = False  # `signature` is a regular expression
    flags: tuple[str, ...] = ()  # the user's iree-compile flags
    compiler: str | None = None  # the user's iree-compile (default: iree-base-compiler's)
    test: str | None = None  # a script that decides instead (exit 0 = interesting)
    test_exit: int = 0  # the exit status of `test` that means interesting (mlir-reduce's: 1)
    wrong_result: WrongResult | None = None
    run: AtRunTime | None = None  # the failure shows when the compiled module runs
    timeout: float | None = None  # seconds per run; None: 10x the original's compile
    memory_limit: int | None = None  # bytes of address space per run
    flaky: int = 1  # runs that must all be interesting to accept a candidate
    checks: int = DEFAULT_CHECKS
    output: str | None = None  # the best result so far, rewritten after each step
    journal: bool | str = True  # True: OUTPUT.journal; a path; False: none
    resume: bool = False
    also_interesting: str | None = None  # a folder for candidates with other failures
    jobs: int | None = None  # candidates compiled at once (default: one per core)
    dask: str | None = None  # a Dask scheduler's address
    share: Share | None = None  # the workers, shared with reductions running at once
    strategies: tuple[Any, ...] | None = None  # names or strategy objects; None: defaults
    skip_strategies: tuple[str, ...] = ()
    cut_phase: bool = True  # compile candidates only up to the phase that shows the failure
    isolate: bool = True  # reduce the failing executable when the failure is in codegen
    keep_program: bool = False  # with an isolated executable, reduce the program too
    reduce_flags: bool = False  # then find the flags the failure needs
    pass_test: bool = False  # then, for a codegen failure, a lit test of the failing pass
    lit_test: bool = False  # then OUTPUT written as a lit test of the result
    report: str | None = None  # then a bug report (Markdown) written here
    releases: str | None = None  # with report: the releases to compile the result with


Progress = Callable[[str, int, Any], None]  # (what is running, ops left, the oracle)
Notice = Callable[[str], None]  # a message for the user that is not an error


@dataclass(frozen=True)
class Listener:
    """Who hears how a reduction goes: progress (often) and notices (rarely)."""

    progress: Progress = field(default=lambda what, ops, oracle: None)
    notice: Notice = field(default=lambda message: None)
