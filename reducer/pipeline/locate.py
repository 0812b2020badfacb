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
from dataclasses import dataclass, field

from reducer.crash.capture import PhaseDump, capture_crash
from reducer.crash.cut import cut_at_crash
from reducer.crash.pass_level import NoPass, PassCapture, PassTestError, reproduce
from reducer.ir import Module
from reducer.ir.alone import op_alone as cut_op_alone
from reducer.ir.functions import enclosing_function
from reducer.ir.module import count_ops, op_lines
from reducer.ir.slicing import top_level
from reducer.iree.dispatch import dispatch_lines
from reducer.oracle.fingerprint import text_hash
from reducer.oracle.oracle import Oracle
from reducer.oracle.signature import Kind, Signature
from reducer.pipeline.calibration import Calibrated
from reducer.pipeline.phasing import prefetch_calibration
from reducer.pipeline.prefilter import Prefilter
from reducer.pipeline.search import Begin, Context, Tries, engine_report
from reducer.processes.process import streams
from reducer.processes.tempdirs import temp_dir
from reducer.strategies import FailingOpSlice, WeightZeroing

DISPATCH_TARGETS = 3  # ops of a failing dispatch to slice at, its root first: each costs compiles
CRASH_ALONE = Signature("", kind=Kind.CRASH)  # any crash
# Ops from which a crash's capture pays: a smaller program is its own slice, and the search
# cuts it in fewer compiles than the capture costs.
CAPTURED_FROM = 8


@dataclass(frozen=True)
class Located:
    """Where a program's search starts: the program cut to where its failure is (`start`;
    None: no cut failed), the tries of the cuts by strategy (reported with the search's),
    and the pass a crash is in, captured on the way (its input cut down at the pass: for
    its phase and a pass-level test)."""

    start: Module | None = None
    tries: Tries = field(default_factory=dict)
    crash_pass: PassCapture | None = None


def op_alone(context: Context, calibrated: Calibrated, original: str,
             oracle: Oracle) -> Located:
    """The op the original's first diagnostic points at, alone in a function (see
    `reducer.ir.alone`), when that fails with the user's flags: the failing-op slice's first
    rung, cut from the text while the input is not parsed (a failure at the input most often
    needs no more). Not once it is parsed: the slice starts as small. Its calibration's
    runs go beside its full run. (Its search is not previewed: measured with
    `benchmarks/jobs.py --preview`, that gained nothing.)"""
    calibration = oracle.calibration
    if (calibrated.module is not None or calibration is None or not calibration.error_lines
            or calibration.located != text_hash(original)
            or not slices(context)):
        return Located()
    with prefetch_calibration(oracle, context, Begin.OP_ALONE):
        return _alone_at(context, calibrated.input_ops, original,
                         calibration.error_lines[0], oracle, {})


def _alone_at(context: Context, input_ops: int, original: str, line: int, oracle: Oracle,
              before: Tries, crash_pass: PassCapture | None = None) -> Located:
    """The op on `line` of `original` (of `input_ops` ops) alone in a function, when that
    fails with the user's flags, its try reported as the failing-op slice's first (in
    place of that strategy's tries `before`)."""
    alone = cut_op_alone(original, line)
    if alone is None:
        return Located(None, before, crash_pass)
    context.listener.progress("the failing op alone", input_ops, oracle)
    text = context.printed(alone)
    fails = oracle.run(text, full=True).interesting
    ops = context.printed.ops(alone)
    tries = {**before, FailingOpSlice.name: {
        "tried": 1, "accepted": int(fails), "reduced_by": input_ops - ops if fails else 0}}
    if not fails:
        return Located(None, tries, crash_pass)
    context.listener.notice(f"the op the failure points at, alone in a function ({ops} ops), "
                            f"fails with your flags: reducing it")
    return Located(alone, tries, crash_pass)


@contextlib.contextmanager
def phase_dump_for_capture(original: str, oracle: Oracle,
                     context: Context) -> Iterator[PhaseDump | None]:
    """Within it, the first run of the program dumps its phases for a crash's capture (see
    `PhaseDump`); `keep_phase_dump` removes them once the calibration says they are not
    wanted."""
    dump = None
    # Not for large weights: every phase dumped would write them out, on a guess. Nor when
    # a cluster runs the compiles: the phases would be dumped on another machine.
    if oracle.test_script is None and oracle.executor is None \
            and not streams(original) and count_ops(original) >= CAPTURED_FROM:
        dump = PhaseDump(original, oracle.flags)
    try:
        yield dump
    finally:
        if dump is not None:
            dump.close()


def keep_phase_dump(dump: PhaseDump | None, oracle: Oracle,
                          calibrated: Calibrated) -> Calibrated:
    """`calibrated` with the phases the first run dumped (`phase_dump_for_capture`) when the
    calibrated failure is a crash that names no op, outside an executable that fails alone;
    else they are removed."""
    calibration = oracle.calibration
    if dump is None:
        return calibrated
    if calibrated.isolated is not None or calibration is None \
            or oracle.kind is not Kind.CRASH or calibration.error_lines:
        dump.close()
        return calibrated
    return dataclasses.replace(calibrated, phase_dump=dump)


def located_start(context: Context, module: Module, oracle: Oracle, calibrated: Calibrated,
                  before: Tries) -> Located:
    """`module` cut to the slice of the ops the original's diagnostics point at (for a crash,
    when they point at none that slices so, the ops its crashing pass's input came from),
    when that fails with the user's flags. `before`: the tries of the cuts tried already.

    Tried before the phase search and the stability runs (which then cost compiles of the
    slice, not of the whole program), compiling all the way."""
    if oracle.calibration is None:
        return Located(tries=before)  # resuming: the journal's program is where it began
    original = context.printed(module)
    found = _sliced(context, module, original, oracle, before)
    if found.start is None and oracle.kind is Kind.CRASH and oracle.test_script is None \
            and context.printed.ops(module) >= CAPTURED_FROM:
        found = _at_the_crash(context, module, original, oracle, calibrated, found.tries)
    return found


def _at_the_crash(context: Context, module: Module, original: str, oracle: Oracle,
                  calibrated: Calibrated, before: Tries) -> Located:
    """The op the crashing pass crashes at alone in a function, or else the failing-op slice
    aimed at it: the pass captured from MLIR's crash reproducer, its input cut to that op with
    iree-opt running it (`cut_at_crash`), the op's lines read; the pass kept
    (`Located.crash_pass`) for its phase and a pass-level test. No start when there is no
    such pass or neither fails."""
    assert oracle.signature is not None and oracle.kind is not None
    context.listener.progress("capturing the crashing pass", context.printed.ops(module),
                              oracle)
    # Symbolising a crash's stack costs more than iree-opt's run: the capture and its cut are
    # judged by the crash alone (the slice they aim is compiled with the user's flags), and
    # the cut by the signature before a test of the pass starts from it.
    tested = context.options.pass_test
    judged = CRASH_ALONE if oracle.signature.needs_symbols else oracle.signature
    dumped = calibrated.phase_dump
    found = capture_crash(dumped if dumped is not None and dumped.program == original
                          else original, oracle.flags, oracle.spec.compiler, context.iree_opt,
                          judged, oracle.kind, oracle.time_limit, oracle.stats)
    if dumped is not None:
        dumped.close()
    if isinstance(found, NoPass):
        context.listener.notice(f"the crash is not located at a pass: {found.reason.value}"
                                + (f" ({found.detail})" if found.detail else ""))
        return Located(tries=before)
    context.listener.progress(f"cutting {found.pass_name}'s input",
                              context.printed.ops(module), oracle)
    try:
        cut = cut_at_crash(found, judged, context.iree_opt, context.jobs, oracle.time_limit,
                           trimmed=tested)
    except PassTestError:
        return Located(tries=before)
    crash_pass = None
    if not tested or judged is oracle.signature or reproduce(
            cut.ir, found.pipeline, oracle.signature, context.iree_opt).same_failure(found.kind):
        crash_pass = dataclasses.replace(found, ir=cut.ir)
    targets = _slice_targets(cut.lines, module)
    if not targets:
        return Located(tries=before, crash_pass=crash_pass)
    oracle.point_at(targets[:DISPATCH_TARGETS], original)
    # The op a crash is at most often crashes alone: one compile of a few ops, its
    # calibration's runs beside it (it is calibrated as a located start).
    if slices(context):
        with prefetch_calibration(oracle, context, Begin.LOCATED, calibrated.serialised,
                                  crash_pass):
            alone = _alone_at(context, calibrated.input_ops, original, targets[0], oracle,
                              before, crash_pass)
        if alone.start is not None:
            return alone
        before = alone.tries
    sliced = _sliced(context, module, original, oracle, before)
    return dataclasses.replace(sliced, crash_pass=crash_pass)


def slices(context: Context) -> bool:
    """The failing-op slice is among the chosen strategies."""
    return any(isinstance(s, FailingOpSlice) for s in context.strategies)


def failing_dispatch_lines(context: Context, module: Module, original: str,
                           oracle: Oracle) -> tuple[int, ...]:
    """The lines of `original` (`module`'s print) that the ops of its executable that fails
    alone come from: one compile of the program, dumping its executables."""
    context.listener.progress("locating the failing dispatch", context.printed.ops(module),
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


def _sliced(context: Context, module: Module, original: str, oracle: Oracle,
            before: Tries) -> Located:
    """The failing-op slice, aimed as the oracle's calibration says, after the weights
    (one candidate, when there are weights worth it): a slice keeps the module's globals,
    and so their blobs, which every compile would read."""
    aimed = aimed_slices(context, module, original, oracle)
    if not aimed:
        return Located(tries=before)
    found = cut_with_full_compiles(context, module, oracle, aimed, "failing-op slice", before)
    if found.start is not None:
        context.listener.notice(f"the slice of the op the failure points at, "
                                f"{found.start.num_ops} ops, fails with your flags: "
                                f"reducing it")
    return found


def aimed_slices(context: Context, module: Module, original: str,
                 oracle: Oracle) -> list[FailingOpSlice]:
    """The failing-op slices aimed as the oracle's calibration says (none unaimed)."""
    return [s for s in context.aimed(module, original, oracle.calibration)
            if isinstance(s, FailingOpSlice) and s.targets]


def cut_with_full_compiles(context: Context, module: Module, oracle: Oracle,
                           cuts: Sequence, what: str, before: Tries) -> Located:
    """`cuts` tried on `module` with full compiles, after the weights (one candidate, when
    there are weights worth it: a cut keeps the module's globals, and so their blobs, which
    every compile would read); their tries added to those `before`."""
    weights = [s for s in context.strategies if isinstance(s, WeightZeroing)]
    context.listener.progress(what, context.printed.ops(module), oracle)
    engine = context.engine(module, Prefilter(oracle, None, context.iree_opt), lambda *_: None,
                            [*weights, *cuts])
    best = engine.run()
    return Located(best if best is not module else None, engine_report(engine, before))
