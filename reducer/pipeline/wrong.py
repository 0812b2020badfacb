"""A wrong result reduced: candidates are compiled and run, and judged by a check of their
values (see `reducer.wrong_result`, `reducer.op_check`).

The wrong-result modules are imported where a wrong-result reduction needs them: they load
numpy and the runtime's helpers, a noticeable part of every start of the reducer."""
from __future__ import annotations

from typing import TYPE_CHECKING

from reducer.ir import Module
from reducer.options import DEFAULT_ATOL, DEFAULT_RTOL, Check, Listener, Options, WrongResult
from reducer.oracle import OracleError, OracleSpec
from reducer.pipeline.confirm import Confirmed, confirm
from reducer.pipeline.result import Result
from reducer.pipeline.search import Search
from reducer.session import Source

if TYPE_CHECKING:
    from reducer.op_check import OpCheck
    from reducer.wrong_result import WrongResultOracle


def reduce_wrong_result(source: Source, module: Module, wrong: WrongResult,
                         search: Search) -> Result:
    from reducer.wrong_result import CheckedOracle
    options = search.options
    check = wrong_result_oracle(wrong, options, search.iree_opt)
    check_expected(search.printed(module), wrong, options, search.listener)
    oracle = CheckedOracle(check, OracleSpec(None, options.flags, options.compiler,
                                             timeout=options.timeout))
    reduced = search.reduce(source, module, oracle, options.output, oracle.calibrate)
    confirmed: Confirmed[None] = confirm(reduced, search.iree_opt, search.jobs)
    result = search.result(reduced, confirmed.best, (confirmed.generic, confirmed.text))
    result.signature, result.kind = check.report(result.text), "wrong-result"
    result.oracle_calls, result.cache_hits = check.stats.runs, check.stats.cache_hits
    result.seconds_in_compiler = check.stats.seconds
    result.artifacts = []  # a wrong value shows when the program runs, not when it compiles
    return result


def wrong_result_oracle(wrong: WrongResult, options: Options,
                        iree_opt: str) -> WrongResultOracle | OpCheck:
    from reducer.execution import DEFAULT_TIMEOUT as DEFAULT_RUN_TIMEOUT
    from reducer.op_check import DEFAULT_ATOL as OP_ATOL
    from reducer.op_check import DEFAULT_RTOL as OP_RTOL
    from reducer.op_check import OpCheck
    from reducer.wrong_result import (
        DifferentialOracle,
        ShapeConsistencyOracle,
        SliceConsistencyOracle,
    )
    flags, compiler = list(options.flags), options.compiler
    timeout = options.timeout or DEFAULT_RUN_TIMEOUT
    # The op check's own defaults are looser: alone, an op is fused differently.
    op = wrong.check is Check.OP
    rtol = wrong.rtol if wrong.rtol is not None else (OP_RTOL if op else DEFAULT_RTOL)
    atol = wrong.atol if wrong.atol is not None else (OP_ATOL if op else DEFAULT_ATOL)
    if wrong.check is Check.DIFFERENTIAL:
        return DifferentialOracle(flags, wrong.reference_flags, compiler,
                                  wrong.reference_compiler, rtol, atol, timeout, iree_opt)
    if wrong.reference_flags is not None or wrong.reference_compiler is not None:
        raise OracleError("reference flags and compilers go with the differential check")
    if wrong.check is Check.SLICE:
        return SliceConsistencyOracle(flags, compiler, rtol, atol, timeout, iree_opt)
    if op:
        return OpCheck(flags, compiler, rtol, atol, timeout, iree_opt)
    return ShapeConsistencyOracle(flags, compiler, rtol, atol, timeout, iree_opt)


def check_expected(text: str, wrong: WrongResult, options: Options,
                    listener: Listener) -> None:
    """With expected outputs: the original must compute some of them wrong; say which."""
    if wrong.expected_outputs is None:
        return
    from reducer.op_check import findings_text, wrong_outputs
    found = wrong_outputs(text, wrong.expected_outputs, options.flags)
    if not found:
        raise OracleError("the original input computes every expected output: there is no "
                          "wrong result to reduce")
    listener.notice("outputs that differ from the expected ones:\n" + findings_text(found))
