"""A wrong result reduced: candidates are compiled and run, and judged by a check of their
values (see `reducer.wrong_result`, its table of checks).

The wrong-result modules are imported where a wrong-result reduction needs them: they load
numpy and the runtime's helpers, a noticeable part of every start of the reducer."""
from __future__ import annotations

from typing import TYPE_CHECKING

from reducer.ir import Module, pretty_print
from reducer.ir.parser import parse_generic
from reducer.options import Listener, Options, WrongResult
from reducer.oracle import OracleError, OracleSpec
from reducer.pipeline.confirm import Confirmed, confirm
from reducer.pipeline.result import Result
from reducer.pipeline.search import Search
from reducer.session import Source
from reducer.wrong_result import make_check

if TYPE_CHECKING:
    from reducer.wrong_result.check import Reproduction


def reduce_wrong_result(source: Source, module: Module, wrong: WrongResult,
                        search: Search) -> tuple[Result, Reproduction]:
    """The result, and the inputs that show its wrong value (written beside it)."""
    from reducer.wrong_result.check import CheckedOracle
    options = search.options
    check = make_check(wrong, options, search.iree_opt)
    check_expected(search.printed(module), wrong, options, search.listener)
    oracle = CheckedOracle(check, OracleSpec(None, options.flags, options.compiler,
                                             timeout=options.timeout))
    reduced = search.reduce(source, module, oracle, options.output, oracle.calibrate)
    confirmed: Confirmed[None] = confirm(reduced, search.iree_opt, search.jobs)
    best, texts = confirmed.best, (confirmed.generic, confirmed.text)
    shown = check.shown(confirmed.text)
    if shown is not None:  # the wrong value shows in its outputs once it is cut so
        best = parse_generic(shown.text)
        texts = (shown.text, pretty_print(shown.text, search.iree_opt))
    result = search.result(reduced, best, texts)
    result.signature, result.kind = check.report(result.text), "wrong-result"
    if shown is not None and shown.note is not None:
        result.signature += f"; {shown.note}"
        search.listener.notice(f"the program written: {shown.note}")
    for note in check.notes():
        search.listener.notice(note)
    result.signature += "".join(f"; {note}" for note in check.notes()[:1])
    # A wrong value shows when the program runs: on these inputs.
    reproduction = check.reproduction(result.text)
    if reproduction.reference is not None:
        result.signature += f"; expected values written by {reproduction.reference}"
    result.oracle_calls, result.cache_hits = check.stats.runs, check.stats.cache_hits
    result.runs = sum(runner.stats.runs for runner in check.runners())
    result.seconds_in_compiler = check.stats.seconds
    return result, reproduction


def check_expected(text: str, wrong: WrongResult, options: Options,
                   listener: Listener) -> None:
    """With expected outputs: the original must compute some of them wrong; say which."""
    if wrong.expected_outputs is None:
        return
    from reducer.wrong_result.expected import findings_text, wrong_outputs
    found = wrong_outputs(text, wrong.expected_outputs, options.flags)
    if not found:
        raise OracleError("the original input computes every expected output: there is no "
                          "wrong result to reduce")
    listener.notice("outputs that differ from the expected ones:\n" + findings_text(found))
