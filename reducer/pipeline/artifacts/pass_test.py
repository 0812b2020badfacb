"""OUT.pass.mlir, with `pass_test`: the pass that fails, its input reduced with iree-opt
running only that pass, as a lit test (`reducer.crash.lit`): the pass of the executable that fails
alone, or, for a crash of the program, the pass it crashes in. With OUT.ll when that pass
hands the executable to LLVM's backend."""
from __future__ import annotations

from typing import TYPE_CHECKING

from reducer.crash.capture import capture_crash
from reducer.crash.pass_level import (
    LLVM_SERIALIZATION,
    NoPass,
    PassCapture,
    PassTestError,
    capture,
    emit_pass_test,
    llvm_module,
    reduce_at_pass,
)
from reducer.ir.parser import parse_generic
from reducer.iree.dispatch import Isolated
from reducer.options import Listener, Options
from reducer.oracle.oracle import Oracle
from reducer.oracle.signature import Kind, Signature
from reducer.pipeline.files import beside, write_atomically
from reducer.pipeline.result import Artifact, Result
from reducer.pipeline.search import Context
from reducer.pipeline.setup import chosen_strategies

if TYPE_CHECKING:
    from reducer.pipeline.artifacts import Finished


def write(finished: Finished) -> None:
    result, oracle, context = finished.result, finished.oracle, finished.context
    if not context.options.pass_test or oracle is None:
        return
    if finished.executable is not None:
        result.artifacts += pass_test(result, finished.executable, context)
    elif oracle.kind is Kind.CRASH and oracle.test_script is None:
        result.artifacts += crash_pass_test(result, finished.crash_pass, oracle, context)


def pass_test(result: Result, isolated: Isolated, context: Context) -> list[Artifact]:
    """The failing pass of the executable, its input reduced with iree-opt running only that
    pass, as a lit test beside the output (OUT.pass.mlir), with the LLVM module when that
    pass hands it to LLVM's backend; or none, and a notice of why."""
    oracle = isolated.oracle
    assert oracle.signature is not None
    found = capture(isolated.text, oracle.flags, oracle.spec.compiler, context.iree_opt,
                    oracle.signature)
    written = _pass_test(result, found, oracle.signature, context)
    if written and isinstance(found, PassCapture) and found.pass_name == LLVM_SERIALIZATION:
        module = _llvm_module(isolated, context.options, context.listener)
        if module is not None:
            assert result.pass_test is not None
            result.pass_test["llvm_module"] = module.path
            written.append(module)
    return written


def crash_pass_test(result: Result, located: PassCapture | None, oracle: Oracle,
                    context: Context) -> list[Artifact]:
    """For a crash of the program (before codegen, or not isolated in an executable): the
    pass it crashes in, as `pass_test` writes it. `located`: that pass, its input cut down
    already while the crash was located; else it is captured from the reduced program."""
    assert oracle.signature is not None and oracle.kind is not None
    found = located or capture_crash(result.generic_text, oracle.flags, oracle.spec.compiler,
                                     context.iree_opt, oracle.signature, oracle.kind,
                                     oracle.time_limit)
    return _pass_test(result, found, oracle.signature, context)


def _pass_test(result: Result, found: PassCapture | NoPass, signature: Signature,
               context: Context) -> list[Artifact]:
    """The captured pass's input reduced with iree-opt running only that pass, as a lit test
    beside the output (OUT.pass.mlir); or none, and a notice of why. Strategies of its own
    for the reduction at the pass (some remember what they tried on the program)."""
    iree_opt = context.iree_opt
    if isinstance(found, NoPass):
        context.listener.notice(f"no pass-level test: {found.reason.value}"
                                + (f" ({found.detail})" if found.detail else ""))
        return []
    try:
        reduced = reduce_at_pass(found, signature, chosen_strategies(context.options, iree_opt),
                                 iree_opt, context.jobs)
        test = emit_pass_test(reduced, found, signature, iree_opt)
    except PassTestError as e:
        context.listener.notice(f"no pass-level test: {e}")
        return []
    path = beside(context.options.output, ".pass.mlir")
    if path:
        write_atomically(path, test)
    ops = parse_generic(reduced).num_ops
    verify = ["--verify-diagnostics"] if found.kind is Kind.DIAGNOSTIC else []
    result.pass_test = {"pass": found.pass_name, "pipeline": found.pipeline,
                        "dispatch": result.executable, "ops": ops, "text": test,
                        "llvm_module": None}
    return [Artifact("pass-test", path, ops, [
        "iree-opt", f"--pass-pipeline={found.pipeline}", path or "-", *verify])]


def _llvm_module(isolated: Isolated, options: Options, listener: Listener) -> Artifact | None:
    """A failure in LLVM's backend: the LLVM module it was handed, beside the output
    (OUT.ll), and a notice naming it."""
    oracle = isolated.oracle
    text = llvm_module(isolated.text, oracle.flags, oracle.spec.compiler)
    path = beside(options.output, ".ll")
    if text is None or path is None:
        return None
    write_atomically(path, text)
    listener.notice(f"the failure is in LLVM's backend, after translation to LLVM IR: "
                    f"the module handed to it is {path} (as "
                    f"--iree-hal-dump-executable-intermediates-to writes it, with the "
                    f"opt command that made it at its top); iree-base-compiler has no "
                    f"llc to run the failing step alone")
    return Artifact("llvm-module", path, 0)
