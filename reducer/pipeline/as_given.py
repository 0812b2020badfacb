"""Never more than given: a reduction that ends with more ops than the user's input had (a
program lifted from its failing executable is at another level, where one op of the input
may be several) writes the input itself, in its own form, and says where its failure is."""
from __future__ import annotations

import dataclasses
import re

from reducer.options import Listener
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Oracle
from reducer.pipeline.files import write_atomically
from reducer.pipeline.inputs import Input
from reducer.pipeline.program import Reduction
from reducer.pipeline.result import Result
from reducer.pipeline.search import Context

_OP_AT = re.compile(r'^\s*(?:%[^=]*=\s*)?"([\w.$-]+)"')


def never_more_than_given(reduction: Reduction, given: Input, context: Context,
                          oracle: Oracle) -> Result:
    """The reduction's result, or, when it has more ops than the input, the input itself as
    given, written to OUTPUT, with a notice of the input's size and where its failure is."""
    result, ops = reduction.result, reduction.result.input_ops
    if result.output_ops <= ops or ops == 0:
        return result
    raw = given.as_given()
    text = raw if isinstance(raw, str) else _decoded(raw)
    output = context.options.output
    if output:
        write_atomically(output, raw)
    _tell(context.listener, reduction, ops, _where(reduction, given, oracle))
    program = dataclasses.replace(result.artifacts[0], ops=ops)
    return dataclasses.replace(result, text=text if text is not None else given.original,
                               generic_text=given.original, output_ops=ops,
                               artifacts=[program, *result.artifacts[1:]])


def _decoded(raw: bytes) -> str | None:
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
    if reduction.executable is not None:
        places.append(f"in executable {reduction.executable.name}")
    return " ".join(places)


def _tell(listener: Listener, reduction: Reduction, ops: int, where: str) -> None:
    located = f"; the failure is {where}" if where else ""
    lifted = " (lifted from its failing executable)" if reduction.executable else ""
    listener.notice(f"the input is already small: {ops} ops, where its reduction ends with "
                    f"{reduction.result.output_ops}{lifted}; the output is the input as "
                    f"given{located}")
