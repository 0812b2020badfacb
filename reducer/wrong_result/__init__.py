"""Wrong-result checks: interesting = the candidate compiles, runs, and computes a wrong value.

One module per check, each named after it, all subclasses of `WrongResultCheck` (`check.py`),
listed in one table, `CHECKS`, from which `--check` and `Check` are made. None needs a
trusted reference the reduction could invalidate: an output vs. itself computed alone
(`slice`), a second configuration (`differential`), static dims (`shape`), an op vs. numpy
or itself alone on the operands it gets (`op`). A candidate that fails to compile or to run
is not interesting: that is another bug. The checks load numpy and the runtime's helpers:
this table imports them only when a check is made, so that the command line lists the
checks without that cost.
"""
from __future__ import annotations

import enum
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reducer.options import DEFAULT_ATOL, DEFAULT_RTOL, Options, WrongResult
from reducer.oracle.oracle import OracleError

if TYPE_CHECKING:
    from reducer.wrong_result.check import WrongResultCheck


@dataclass(frozen=True)
class Entry:
    """One row of the table: a check's name (`--check NAME`, and its module's), what it
    finds, the class in its module that implements `WrongResultCheck`, and its default
    tolerances. A check that `reference`s takes the reference configuration too."""

    name: str
    summary: str
    class_name: str
    rtol: float = DEFAULT_RTOL
    atol: float = DEFAULT_ATOL
    reference: bool = False

    def load(self) -> Callable[..., WrongResultCheck]:
        """The check's class, its module imported now. It is called as
        `cls(flags, compiler=, rtol=, atol=, timeout=, iree_opt=)`, and with
        `reference_flags=` and `reference_compiler=` too when the check `reference`s."""
        module = importlib.import_module(f"{__name__}.{self.name}")
        made: Callable[..., WrongResultCheck] = getattr(module, self.class_name)
        return made


# The first is the default.
CHECKS: tuple[Entry, ...] = (
    Entry("slice", "an output differs when computed alone", "SliceConsistencyOracle"),
    Entry("differential", "the outputs differ under the reference flags or compiler",
          "DifferentialOracle", reference=True),
    Entry("shape", "the outputs differ once dynamic dims are static", "ShapeConsistencyOracle"),
    # Looser: alone or in numpy, an op is not fused with its neighbours, so its float results
    # may be rounded differently; integers (indices) are still compared exactly.
    Entry("op", "an op computes a wrong value in the program: against numpy, else the op "
          "alone, on the same operands",
          "OpCheck", rtol=1e-4, atol=1e-5),
)
NAMES = tuple(entry.name for entry in CHECKS)

# How a wrong result is recognised without a reference build (`--check`); its members are the
# table's names (mypy cannot see members made from a table).
Check = enum.StrEnum("Check", [(name.upper(), name) for name in NAMES])  # type: ignore[misc]


def entry(name: str) -> Entry:
    """The row of the check named `name`; OracleError listing the names when none is."""
    for row in CHECKS:
        if row.name == name:
            return row
    raise OracleError(f"unknown wrong-result check {name!r}: one of {', '.join(NAMES)}")


def make_check(wrong: WrongResult, options: Options, iree_opt: str) -> WrongResultCheck:
    """The check `wrong` names, made with the user's flags, compiler and time limit and the
    tolerances chosen (by default the check's own)."""
    from reducer.runtime.execution import DEFAULT_TIMEOUT
    row = entry(wrong.check)
    references: dict[str, object] = {}
    if row.reference:
        references = {"reference_flags": wrong.reference_flags,
                      "reference_compiler": wrong.reference_compiler}
    elif wrong.reference_flags is not None or wrong.reference_compiler is not None:
        takers = " or ".join(r.name for r in CHECKS if r.reference)
        raise OracleError(f"reference flags and compilers go with the {takers} check")
    return row.load()(list(options.flags), compiler=options.compiler,
                      rtol=row.rtol if wrong.rtol is None else wrong.rtol,
                      atol=row.atol if wrong.atol is None else wrong.atol,
                      timeout=options.timeout or DEFAULT_TIMEOUT, iree_opt=iree_opt,
                      **references)


__all__ = ["CHECKS", "NAMES", "Check", "Entry", "entry", "make_check"]
