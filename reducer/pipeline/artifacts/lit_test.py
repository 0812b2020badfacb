"""OUTPUT as a lit test, with `lit_test` (`--emit lit`): the result under a RUN line with the
minimal flags, checked before it is written (`reducer.crash.lit`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from reducer.crash.lit import emit_lit
from reducer.errors import ReducerError
from reducer.options import Options
from reducer.oracle.signature import Signature
from reducer.pipeline.files import write_atomically
from reducer.pipeline.result import Artifact, Result

if TYPE_CHECKING:
    from reducer.pipeline.artifacts import Finished


class LitTestError(ReducerError):
    """The result has no lit test that reproduces its failure."""


def write(finished: Finished) -> None:
    """The program's artifact becomes the lit test's: OUTPUT holds it now."""
    oracle = finished.oracle
    if finished.context.options.lit_test and oracle is not None:
        finished.result.artifacts[0] = _lit_test(finished.result, finished.context.options,
                                                 oracle.signature)


def _lit_test(result: Result, options: Options, judged: Signature | None) -> Artifact:
    """OUTPUT replaced by a lit test of the result, with the minimal flags; the test is
    checked before it is written. Raises LitTestError when no form of it reproduces.
    `judged`: the signature the oracle judged by (the user's, else the one derived)."""
    flags = result.flag_report["minimal"] if result.flag_report else result.flags
    regex = options.regex if options.signature else True
    signature = judged if judged is not None else result.signature
    try:
        test = emit_lit(result.text, flags, signature, regex, options.compiler)
    except ReducerError as e:
        raise LitTestError(f"cannot write a lit test: {e}") from None
    if options.output:
        write_atomically(options.output, test.text)
    result.lit_test = {"style": test.style, "run": test.run, "text": test.text}
    return Artifact("lit-test", options.output, result.output_ops)  # its RUN line says how
