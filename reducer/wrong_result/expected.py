"""Expected outputs (`--expected-outputs FILE.npz`): the user's own reference, the original's
right answers for the reducer's inputs from their framework, checked on the original before a
reduction, to say which outputs are wrong. The framework computed them on its own, rounding
differently as an op alone does: they are compared within the op check's tolerances."""
from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence

import numpy as np

from reducer.oracle.oracle import OracleError
from reducer.runtime.execution import Runner
from reducer.wrong_result import entry
from reducer.wrong_result.compare import Mismatch, compare_arrays

TOLERANCES = entry("op")


def load_expected(path: str | os.PathLike) -> list[np.ndarray]:
    """The arrays of an .npz file in output order (`arr_0`, `arr_1`, ... as `np.savez` names
    them, or any names, in the order they were saved)."""
    with np.load(path, allow_pickle=False) as saved:
        names = saved.files
        if all(re.fullmatch(r"arr_\d+", n) for n in names):
            names = sorted(names, key=lambda n: int(n[4:]))
        return [saved[n] for n in names]


def wrong_outputs(text: str, expected: str | os.PathLike, flags: Sequence[str] = (),
                  rtol: float = TOLERANCES.rtol, atol: float = TOLERANCES.atol) -> list[Mismatch]:
    """The outputs of `text` (compiled with `flags`, run on the reducer's deterministic
    inputs) that differ from those of `expected` (an .npz file): the original program's
    right answers for those inputs. [] when all agree; OracleError when the program does
    not run."""
    arrays = load_expected(expected)
    done = Runner(flags).run(text)
    if not done.ok:
        raise OracleError(f"the program does not run: {done.describe()}")
    if len(done.outputs) != len(arrays):
        return [Mismatch(-1, "outputs", got=len(done.outputs), expected=len(arrays))]
    found = (compare_arrays(i, got, want, rtol, atol)
             for i, (got, want) in enumerate(zip(done.outputs, arrays)))
    return [m for m in found if m is not None]


def findings_text(found: Iterable[Mismatch]) -> str:
    """One line per wrong output, for a report."""
    return "\n".join(str(m) for m in found) or "every output is as expected"
