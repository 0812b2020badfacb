"""The third stage: the program cut to where its failure is, before any search.

For a failure at the input, the op its diagnostic points at, alone in a function, cut from the
text (no parse); else the failing-op slice of the parsed program, aimed at the ops the
diagnostics point at; for a crash that names none, at the ops the crashing pass's input, cut
down at that pass, came from (`reducer.crash.capture.capture_crash`); else at the ops of the
executable that fails alone. A few compiles of the program, and the rest of the reduction
starts small.
"""
from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator, Sequence

from reducer.crash.capture import PhaseDump, capture_crash
from reducer.crash.cut import cut_at_crash
from reducer.crash.pass_level import NoPass, PassTestError, reproduce
from reducer.ir import Module
from reducer.ir.alone import op_alone as cut_op_alone
from reducer.ir.functions import enclosing_function
from reducer.ir.module import op_lines
from reducer.ir.printer import count_ops
from reducer.ir.slicing import top_level
from reducer.iree.dispatch import dispatch_lines
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Oracle
from reducer.oracle.signature import Kind, Signature
from reducer.pipeline.phasing import INPUT_PROBES, prefetch_calibration
from reducer.pipeline.prefilter import FullCompiles
from reducer.pipeline.search import Begin, Search, engine_report
from reducer.processes.process import streams
from reducer.processes.tempdirs import temp_dir
from reducer.strategies import FailingOpSlice, WeightZeroing

DISPATCH_TARGETS = 3  # ops of a failing dispatch to slice at, its root first: each costs compiles
CRASH_ALONE = Signature("", kind=Kind.CRASH)  # any crash
# Ops from which a crash's capture pays: a smaller program is its own slice, and the search
# cuts it in fewer compiles than the capture costs.
CAPTURED_FROM = 8


def op_alone(search: Search, original: str, oracle: Oracle,
             at_input: bool = False) -> Module | None:
    """The op the original's first diagnostic points at, alone in a function (see
    `reducer.ir.alone`), when that fails with the user's flags: the failing-op slice's first
    rung, cut from the text while the input is not parsed (a failure at the input most often
    needs no more). None once it is parsed: the slice starts as small. Its calibration's
    runs go beside its full run; `at_input`, the original fails the verifier: so does the
    op alone, at the first phase. (Its search is not previewed: measured with
    `benchmarks/jobs.py --preview`, that gained nothing.)"""
    calibration = oracle.calibration
    if (search.input is not None or calibration is None or not calibration.error_lines
            or calibration.located != text_hash(original)
            or not slices(search)):
        return None
    with prefetch_calibration(oracle, search, Begin.OP_ALONE, INPUT_PROBES if at_input else None):
        return _alone_at(search, original, calibration.error_lines[0], oracle)


def _alone_at(search: Search, original: str, line: int, oracle: Oracle) -> Module | None:
    """The op on `line` of `original` alone in a function, when that fails with the user's
    flags (reported as the failing-op slice's first try); else None."""
    alone = cut_op_alone(original, line)
    if alone is None:
        return None
    search.listener.progress("the failing op alone", search.input_ops, oracle)
    text = search.printed(alone)
    fails = oracle.run(text, full=True).interesting
    ops = search.printed.ops(alone)
    search.located[FailingOpSlice.name] = {  # reported as the slice's first try
        "tried": 1, "accepted": int(fails), "reduced_by": search.input_ops - ops if fails else 0}
    if not fails:
        return None
    search.listener.notice(f"the op the failure points at, alone in a function ({ops} ops), "
                           f"fails with your flags: reducing it")
    return alone


@contextlib.contextmanager
def prefetch_capture(original: str, oracle: Oracle, search: Search) -> Iterator[None]:
    """Within it, the first run of the program dumps its phases for a crash's capture (see
    `PhaseDump`); `keep_capture_prefetch` removes them once the calibration says they are not
    wanted."""
    # Not for large weights: every phase dumped would write them out, on a guess. Nor when
    # a cluster runs the compiles: the phases would be dumped on another machine.
    if oracle.test_script is None and oracle.executor is None \
            and not streams(original) and count_ops(original) >= CAPTURED_FROM:
        search.phase_dump = PhaseDump(original, oracle.flags)
    try:
        yield
    finally:
        if search.phase_dump is not None:
            search.phase_dump.close()
            search.phase_dump = None


def keep_capture_prefetch(search: Search, oracle: Oracle, isolated: bool) -> None:
    """Remove the phases the first run dumped (`prefetch_capture`) unless the calibrated
    failure is a crash that names no op, outside an executable that fails alone."""
    calibration = oracle.calibration
    if search.phase_dump is None:
        return
    if isolated or calibration is None or oracle.kind is not Kind.CRASH \
            or calibration.error_lines:
        search.phase_dump.close()
        search.phase_dump = None


def located_start(search: Search, module: Module, oracle: Oracle, locate: bool) -> Module:
    """`module` cut to the slice of the ops the original's diagnostics point at (for a crash,
    when they point at none that slices so, the ops its crashing pass's input came from; with
    `locate`, when those do not slice so either, the ops of the executable that fails alone),
    when that fails with the user's flags; else `module` itself.

    Tried before the phase search and the stability runs (which then cost compiles of the
    slice, not of the whole program), compiling all the way."""
    if oracle.calibration is None:
        return module  # resuming: the journal's program is where the run began
    original = search.printed(module)
    best = _sliced(search, module, original, oracle)
    if best is module and oracle.kind is Kind.CRASH and oracle.test_script is None \
            and search.printed.ops(module) >= CAPTURED_FROM:
        best = _at_the_crash(search, module, original, oracle)
    if best is module and locate and oracle.test_script is None:
        # A link error points at the module; a crash at nothing: the dispatch does.
        lines = failing_dispatch_lines(search, module, original, oracle)
        if lines:
            oracle.point_at(lines[:DISPATCH_TARGETS], original)
            best = _sliced(search, module, original, oracle)
    return best


def _at_the_crash(search: Search, module: Module, original: str, oracle: Oracle) -> Module:
    """The op the crashing pass crashes at alone in a function, or else the failing-op slice
    aimed at it: the pass captured from MLIR's crash reproducer, its input cut to that op with
    iree-opt running it (`cut_at_crash`), the op's lines read; the pass kept
    (`Search.crash_pass`) for its phase and a pass-level test. `module` itself when there is
    no such pass or neither fails."""
    assert oracle.signature is not None and oracle.kind is not None
    search.listener.progress("capturing the crashing pass", search.printed.ops(module), oracle)
    # Symbolising a crash's stack costs more than iree-opt's run: the capture and its cut are
    # judged by the crash alone (the slice they aim is compiled with the user's flags), and
    # the cut by the signature before a test of the pass starts from it.
    tested = search.options.pass_test
    judged = CRASH_ALONE if oracle.signature.needs_symbols else oracle.signature
    dumped = search.phase_dump
    found = capture_crash(dumped if dumped is not None and dumped.program == original
                          else original, oracle.flags, oracle.spec.compiler, search.iree_opt,
                          judged, oracle.kind, oracle.time_limit, oracle.stats)
    if search.phase_dump is not None:
        search.phase_dump.close()
    if isinstance(found, NoPass):
        search.listener.notice(f"the crash is not located at a pass: {found.reason.value}"
                               + (f" ({found.detail})" if found.detail else ""))
        return module
    search.listener.progress(f"cutting {found.pass_name}'s input",
                             search.printed.ops(module), oracle)
    try:
        cut = cut_at_crash(found, judged, search.iree_opt, search.jobs, oracle.time_limit,
                           trimmed=tested)
    except PassTestError:
        return module
    if not tested or judged is oracle.signature or reproduce(
            cut.ir, found.pipeline, oracle.signature, search.iree_opt).same_failure(found.kind):
        search.crash_pass = dataclasses.replace(found, ir=cut.ir)
    targets = _slice_targets(cut.lines, module)
    if not targets:
        return module
    oracle.point_at(targets[:DISPATCH_TARGETS], original)
    # The op a crash is at most often crashes alone: one compile of a few ops.
    alone = _alone_at(search, original, targets[0], oracle) if slices(search) else None
    return alone or _sliced(search, module, original, oracle)


def slices(search: Search) -> bool:
    """The failing-op slice is among the chosen strategies."""
    return any(isinstance(s, FailingOpSlice) for s in search.strategies)


def failing_dispatch_lines(search: Search, module: Module, original: str,
                           oracle: Oracle) -> tuple[int, ...]:
    """The lines of `original` (`module`'s print) that the ops of its executable that fails
    alone come from: one compile of the program, dumping its executables."""
    search.listener.progress("locating the failing dispatch", search.printed.ops(module),
                             oracle)
    with temp_dir("dispatch") as folder:
        return dispatch_lines(oracle, original, folder)


def _slice_targets(lines: Sequence[int], module: Module) -> list[int]:
    """Of `lines` of `module`'s print, in order, those of ops a slice can be cut at (ops of a
    function's body with results, or inside one), one line per such op."""
    by_line = op_lines(module)
    line_of = {op.id: line for line, op in by_line.items()}
    targets: list[int] = []
    for line in lines:
        op = by_line.get(line)
        func = enclosing_function(op) if op is not None else None
        anchor = top_level(op, func) if op is not None and func is not None else None
        if anchor is not None and anchor.results and line_of[anchor.id] not in targets:
            targets.append(line_of[anchor.id])
    return targets


def _sliced(search: Search, module: Module, original: str, oracle: Oracle) -> Module:
    """The failing-op slice, aimed as the oracle's calibration says, after the weights
    (one candidate, when there are weights worth it): a slice keeps the module's globals,
    and so their blobs, which every compile would read."""
    aimed = aimed_slices(search, module, original, oracle)
    if not aimed:
        return module
    best = cut_with_full_compiles(search, module, oracle, aimed, "failing-op slice")
    if best is not module:
        search.listener.notice(f"the slice of the op the failure points at, {best.num_ops} "
                               f"ops, fails with your flags: reducing it")
    return best


def aimed_slices(search: Search, module: Module, original: str,
                 oracle: Oracle) -> list[FailingOpSlice]:
    """The failing-op slices aimed as the oracle's calibration says (none unaimed)."""
    return [s for s in search.aimed(module, original, oracle.calibration)
            if isinstance(s, FailingOpSlice) and s.targets]


def cut_with_full_compiles(search: Search, module: Module, oracle: Oracle,
                           cuts: Sequence, what: str) -> Module:
    """`cuts` tried on `module` with full compiles, after the weights (one candidate, when
    there are weights worth it: a cut keeps the module's globals, and so their blobs, which
    every compile would read); their tries reported with the search's."""
    weights = [s for s in search.strategies if isinstance(s, WeightZeroing)]
    search.listener.progress(what, search.printed.ops(module), oracle)
    engine = search.engine(module, FullCompiles(oracle), lambda *_: None, [*weights, *cuts])
    best = engine.run()
    search.located = engine_report(engine, search.located)
    return best
