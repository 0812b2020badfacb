"""A wrong result or a failure at run time reduced: candidates are compiled and run, and
judged by a check of their values (see `reducer.wrong_result`, its table of checks) or of
how their run fails (`reducer.wrong_result.run_failure`).

The wrong-result and run modules are imported where such a reduction needs them: they load
numpy and the runtime's helpers, a noticeable part of every start of the reducer."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from reducer.ir import Module
from reducer.ir.parser import parse_generic
from reducer.options import Listener, Options, WrongResult
from reducer.oracle.oracle import OracleError, OracleSpec
from reducer.pipeline.confirm import Confirmed, confirm
from reducer.pipeline.result import Result
from reducer.pipeline.resume import recorded
from reducer.pipeline.search import Begin, Context, Derivation
from reducer.pipeline.setup import user_signature
from reducer.records.session import Source, default_journal
from reducer.wrong_result import make_check

if TYPE_CHECKING:
    from reducer.wrong_result.check import CheckedOracle, Reproduction
    from reducer.wrong_result.run_failure import RunOracle


def reduce_checked(source: Source, module: Module,
                   context: Context) -> tuple[Result, Reproduction]:
    """The result, and the inputs that show its wrong value or run failure (written beside
    it), of the user's input `module`."""
    derivation, run = None, None
    oracle: CheckedOracle
    if context.options.run is not None:
        oracle = run = _run_oracle(context)
        source, module, derivation = _run_start(source, module, run, context)
    else:
        oracle = _wrong_result_oracle(context, context.printed(module))
    input_ops = derivation.input_ops if derivation is not None else module.num_ops
    check = oracle.check
    reduced = context.reduce(source, module, oracle, context.options.output, oracle.calibrate,
                             derivation)
    confirmed: Confirmed[None] = confirm(reduced, context.iree_opt, context.jobs)
    result = context.result(reduced, confirmed.best, (confirmed.generic, confirmed.text))
    result.input_ops = input_ops  # the user's input, whatever the search began as
    result.signature, result.kind = check.report(result.text), "wrong-result"
    if run is not None and run.kind is not None:
        from reducer.wrong_result.run_failure import KIND_NAMES
        result.signature, result.kind = str(run.check.signature), KIND_NAMES[run.kind]
    for note in check.notes():
        context.listener.notice(note)
    result.signature += "".join(f"; {note}" for note in check.notes()[:1])
    # A wrong value shows when the program runs: on these inputs.
    reproduction = check.reproduction(result.text)
    if reproduction.reference is not None:
        result.signature += f"; expected values written by {reproduction.reference}"
    result.oracle_calls, result.cache_hits = check.stats.runs, check.stats.cache_hits
    result.runs = sum(runner.stats.runs for runner in check.runners())
    result.seconds_in_compiler = check.stats.seconds
    return result, reproduction


def _wrong_result_oracle(context: Context, text: str) -> CheckedOracle:
    from reducer.wrong_result.check import CheckedOracle
    options = context.options
    assert options.wrong_result is not None
    check = make_check(options.wrong_result, options, context.iree_opt)
    check_expected(text, options.wrong_result, options, context.listener)
    return CheckedOracle(check, OracleSpec(None, options.flags, options.compiler,
                                           timeout=options.timeout))


def _run_oracle(context: Context) -> RunOracle:
    from reducer.wrong_result.run_failure import run_oracle
    options = context.options
    assert options.run is not None
    return run_oracle(options.flags, user_signature(options), options.run.inputs, options.compiler,
                      options.timeout, context.iree_opt)


def _run_start(source: Source, module: Module, oracle: RunOracle,
               context: Context) -> tuple[Source, Module, Derivation | None]:
    """Where a run failure's search begins: the op that fails alone as the program does,
    when one does (located after the original's run calibrated the oracle), else the
    program; on --resume, where the journal says the run began."""
    from reducer.wrong_result.run_failure import failing_op_alone
    record = recorded(context)
    if record is not None:
        return record["program"], parse_generic(record["program"]), \
            Derivation(Begin.OP_ALONE, int(record["input_ops"]))
    journal = default_journal(context.options.output, context.options.journal)
    if context.options.resume and journal is not None and os.path.exists(journal):
        return source, module, None  # the run began from the program
    context.listener.progress("calibration", context.printed.ops(module), oracle)
    oracle.calibrate(context.printed(module))
    context.listener.progress("failing op", context.printed.ops(module), oracle)
    found = failing_op_alone(module, oracle.check, context.jobs)
    if found is None:
        context.listener.notice("no op fails alone at run time: the whole program is reduced")
        return source, module, None
    op, text = found
    context.listener.notice(f"{op.name} fails alone at run time, as the program does: the "
                            f"reduction begins from it")
    return text, parse_generic(text), Derivation(Begin.OP_ALONE, module.num_ops)


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
