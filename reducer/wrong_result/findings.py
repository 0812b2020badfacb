"""What the op check finds: an op whose result is wrong (`Finding`), or a run that is no
evidence (`NotEvidence`), how it was found (`Way`), and an op's values in context (`Seen`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import numpy as np

from reducer.wrong_result.compare import Mismatch


class Way(Enum):
    """How the op's values in context were seen."""

    # The program returns them beside its own results.
    INSTRUMENTING = "instrumenting"
    # Programs cut to return only the op's results, only its operands.
    CUTTING = "cutting"
    # A program cut to return only what the op's users make of its results, against the
    # same users fed the reference's results (for a value that hides when returned).
    THROUGH_USERS = "cutting after its users"


@dataclass(frozen=True)
class Finding:
    """Op `op` (the `ordinal`-th of that name in the work function, `location` in the input)
    computes result `mismatch.output` wrong against `reference` ("numpy", or "alone": the op
    alone on the same operands): `mismatch.got` in context where the reference gives
    `mismatch.expected`, and `alone` alone (None when it did not run); `through`: the op
    whose results show it, when the op's own results hide it. `finite`: whether its float
    operands were all finite. `expected`: the reference's values, by the name of the value
    of the program they are for."""

    op: str
    ordinal: int
    location: str | None
    mismatch: Mismatch
    reference: str = "alone"
    alone: object = None
    way: Way = Way.INSTRUMENTING
    finite: bool = True
    through: str | None = None
    expected: tuple[tuple[str, np.ndarray], ...] = field(default=(), compare=False, repr=False)
    operands: tuple[object, ...] = field(default=(), compare=False, repr=False)

    def __str__(self) -> str:
        m = self.mismatch
        where = f" at {self.location}" if self.location else ""
        head = f"{self.op} #{self.ordinal}{where}: result {m.output}"
        if self.through:
            head += f", as {self.through} takes it,"
        found = f"; found by {self.way.value}"
        if m.what != "values":
            return f"{head} has {m.what} {m.got} in the program, {m.expected} " \
                   f"{'in numpy' if self.reference == 'numpy' else 'alone'}{found}"
        at = "[" + ", ".join(map(str, m.index or ())) + "]"
        if self.reference == "numpy":
            alone = ("n/a" if self.way is Way.THROUGH_USERS else "did not run") \
                if self.alone is None else self.alone
            values = f"in context {m.got} / alone {alone} / numpy {m.expected}"
            head += " is wrong against numpy"
        else:
            values = f"in context {m.got} / alone {m.expected} / numpy (none for this op)"
            head += " differs from the op alone"
        return (f"{head} at {at}: {values} (largest difference {m.max_difference:.6g}; "
                f"{m.differing} of {m.total} elements differ){found}")


@dataclass(frozen=True)
class NotEvidence:
    """Op `op` #`ordinal` saw values outside its domain in a run: `why`."""

    op: str
    ordinal: int
    why: str

    def __str__(self) -> str:
        return f"{self.op} #{self.ordinal} sees values outside its domain, so its value is " \
               f"no evidence: {self.why}"


@dataclass(frozen=True)
class Cause:
    """How an op's wrong value reaches a program's own outputs (`how`), and what they hold
    with the reference's results fed in place of the op's (`expected`: per output, None
    where the op does not reach it); `operands`: the op's operands as the program runs,
    on which the reference computed what was fed."""

    how: str
    expected: tuple[np.ndarray | None, ...] = field(compare=False, repr=False)
    operands: tuple[np.ndarray, ...] = field(default=(), compare=False, repr=False)

    def __str__(self) -> str:
        return self.how


@dataclass(frozen=True)
class Undefined:
    """A run that computes nothing defined: `what` makes it so (its ops' operands disagree in
    their dynamic dims, an output holds memory nobody wrote), `why` names where."""

    what: str
    why: str

    def __str__(self) -> str:
        return f"{self.what}, so what it computes is undefined: {self.why}"


@dataclass(frozen=True)
class MadeByWatching:
    """A program whose own outputs return a value an op updates in place, where the
    original's do not: the two values of one buffer may alias (a miscompile the reduction's
    edits made, not the user's); `why` names the output and the op."""

    why: str

    def __str__(self) -> str:
        return (f"its outputs return a value an op updates in place, which the original "
                f"does not: a bug made by watching ({self.why})")


@dataclass(frozen=True)
class Seen:
    """An op's values in context: its tensor operands and its results (None for a result
    that cannot be returned), and the way they were seen."""

    operands: list[np.ndarray]
    results: list[np.ndarray | None]
    way: Way
