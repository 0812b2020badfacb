"""Comparing outputs: within rtol/atol for floats (NaN equal to NaN), exactly for integers and
booleans (indices, masks); a different dtype, shape or number of outputs differs too."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from reducer.options import DEFAULT_ATOL, DEFAULT_RTOL


@dataclass(frozen=True)
class Mismatch:
    """How output `output` of a program differs from what it should be."""

    output: int
    what: str  # "values", "shape", "dtype" or "outputs" (a different number of outputs)
    index: tuple[int, ...] | None = None  # the first element that differs
    got: object = None
    expected: object = None
    max_difference: float | None = None  # the largest absolute difference
    differing: int = 0  # how many elements differ
    total: int = 0

    def __str__(self) -> str:
        if self.what == "outputs":
            return f"{self.got} outputs instead of {self.expected}"
        if self.what != "values":
            return f"output {self.output}: {self.what} {self.got} instead of {self.expected}"
        at = "[" + ", ".join(map(str, self.index or ())) + "]"
        return (f"output {self.output} differs at {at}: {self.got} instead of {self.expected} "
                f"(largest difference {self.max_difference:.6g}; {self.differing} of "
                f"{self.total} elements differ)")


def compare_arrays(output: int, got: np.ndarray, expected: np.ndarray, rtol: float = DEFAULT_RTOL,
                   atol: float = DEFAULT_ATOL) -> Mismatch | None:
    """None when `got` matches `expected`: within rtol/atol for floats, exactly otherwise."""
    if got.dtype != expected.dtype:
        return Mismatch(output, "dtype", got=str(got.dtype), expected=str(expected.dtype))
    if got.shape != expected.shape:
        return Mismatch(output, "shape", got=got.shape, expected=expected.shape)
    if got.dtype.kind in "fc":
        wrong = ~np.isclose(got, expected, rtol=rtol, atol=atol, equal_nan=True)
    else:
        wrong = got != expected
    return differing(output, got, expected, wrong) if wrong.any() else None


def differing(output: int, got: np.ndarray, expected: np.ndarray,
              wrong: np.ndarray) -> Mismatch:
    """How `got` differs from `expected` at the elements `wrong` marks (a mask, not empty)."""
    first = tuple(int(i) for i in np.argwhere(wrong)[0])
    with np.errstate(all="ignore"):
        difference = np.abs(got.astype(np.float64) - expected.astype(np.float64))[wrong]
    return Mismatch(output, "values", first, got[first].item(), expected[first].item(),
                    float(np.nanmax(difference)) if difference.size else None,
                    int(wrong.sum()), int(wrong.size))


def compare(got: Sequence[np.ndarray], expected: Sequence[np.ndarray], rtol: float = DEFAULT_RTOL,
            atol: float = DEFAULT_ATOL) -> Mismatch | None:
    """The first output of `got` that does not match `expected`, or None."""
    if len(got) != len(expected):
        return Mismatch(-1, "outputs", got=len(got), expected=len(expected))
    for i, (a, b) in enumerate(zip(got, expected)):
        found = compare_arrays(i, a, b, rtol, atol)
        if found is not None:
            return found
    return None
