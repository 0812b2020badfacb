"""Never more than given: a reduction that ends with more ops than the user's input had (a
program lifted from its failing executable is at another level, where one op of the input
may be several) writes the input itself, in its own form, and says where its failure is."""
from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import IO

from reducer.options import Listener
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Oracle
from reducer.pipeline.files import write_atomically, write_bytes_atomically
from reducer.pipeline.inputs import Input
from reducer.pipeline.program import Reduction
from reducer.pipeline.result import Result
from reducer.pipeline.search import Context

_OP_AT = re.compile(r'^\s*(?:%[^=]*=\s*)?"([\w.$-]+)"')


def as_given(text_or_path: object) -> Callable[[], str | bytes] | None:
    """What reads the user's input again as given: a file's bytes, a text itself; None
    for a prepared input (its file is not known)."""
    if isinstance(text_or_path, os.PathLike) or (
            isinstance(text_or_path, str) and "\n" not in text_or_path
            and os.path.exists(text_or_path)):  # as `inputs.read_source` tells
        return Path(text_or_path).read_bytes
    if isinstance(text_or_path, str):
        return lambda: text_or_path
    return None


def never_more_than_given(reduction: Reduction, given: Input, context: Context,
                          oracle: Oracle, read: Callable[[], str | bytes] | None) -> Result:
    """The reduction's result, or, when it has more ops than the input, the input itself as
    given (read again by `read`; else its normalised print), written to OUTPUT, with a
    notice of the input's size and where its failure is."""
    result, ops = reduction.result, reduction.result.input_ops
    if result.output_ops <= ops or ops == 0:
        return result
    raw = read() if read is not None else None
    text = raw if isinstance(raw, str) else _decoded(raw)
    output = context.options.output
    if output:
        if isinstance(raw, bytes):
            data = raw

            def copy(f: IO[bytes]) -> None:
                f.write(data)

            write_bytes_atomically(output, copy)
        else:
            write_atomically(output, text if text is not None else given.original)
    _tell(context.listener, result, ops, _where(reduction, given, oracle))
    program = dataclasses.replace(result.artifacts[0], ops=ops)
    return dataclasses.replace(result, text=text if text is not None else given.original,
                               generic_text=given.original, output_ops=ops,
                               artifacts=[program, *result.artifacts[1:]])


def _decoded(raw: bytes | None) -> str | None:
    if raw is None:
        return None
    try:
        return raw.decode()
    except UnicodeDecodeError:  # bytecode
        return None


def _where(reduction: Reduction, given: Input, oracle: Oracle) -> str:
    """Where the failure is, as far as the reduction found: the op the input's diagnostic
    points at, the pass a crash is in, the executable that fails alone."""
    places = []
    calibration = oracle.calibration
    if calibration is not None and calibration.error_lines \
            and calibration.located == text_hash(given.original):
        lines = given.original.splitlines()
        number = calibration.error_lines[0]
        found = _OP_AT.match(lines[number - 1]) if 0 < number <= len(lines) else None
        if found:
            places.append(f"at `{found[1]}`")
    if reduction.crash_pass is not None:
        places.append(f"in pass {reduction.crash_pass.pass_name}")
    if reduction.result.executable:
        places.append(f"in executable {reduction.result.executable}")
    return " ".join(places)


def _tell(listener: Listener, result: Result, ops: int, where: str) -> None:
    located = f"; the failure is {where}" if where else ""
    lifted = " (lifted from its failing executable)" if result.executable else ""
    listener.notice(f"the input is already small: {ops} ops, where its reduction ends with "
                    f"{result.output_ops}{lifted}; the output is the input as given{located}")
