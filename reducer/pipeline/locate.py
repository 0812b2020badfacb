"""The third stage: the program cut to where its failure is, before any search.

For a failure at the input, the op its diagnostic points at, alone in a function, cut from the
text (no parse); else the failing-op slice of the parsed program, aimed at the ops the
diagnostics point at, or at the ops of the executable that fails alone. A few compiles of the
program, and the rest of the reduction starts small.
"""
from __future__ import annotations

import tempfile

from reducer.dispatch import dispatch_lines
from reducer.fingerprint import text_hash
from reducer.ir import Module
from reducer.ir.alone import op_alone as cut_op_alone
from reducer.oracle import Oracle
from reducer.pipeline.prefilter import FullCompiles
from reducer.pipeline.search import Search, engine_report
from reducer.strategies import FailingOpSlice, WeightZeroing

DISPATCH_TARGETS = 3  # ops of a failing dispatch to slice at, its root first: each costs compiles


def op_alone(search: Search, original: str, oracle: Oracle) -> Module | None:
    """The op the original's first diagnostic points at, alone in a function (see
    `reducer.ir.alone`), when that fails with the user's flags: the failing-op slice's first
    rung, cut from the text while the input is not parsed (a failure at the input most often
    needs no more). None once it is parsed: the slice starts as small."""
    calibration = oracle.calibration
    if (search.input is not None or calibration is None or not calibration.error_lines
            or calibration.located != text_hash(original)
            or not any(isinstance(s, FailingOpSlice) for s in search.strategies)):
        return None
    alone = cut_op_alone(original, calibration.error_lines[0])
    if alone is None:
        return None
    search.listener.progress("the failing op alone", search.input_ops, oracle)
    fails = oracle.run(search.printed(alone), full=True).interesting
    ops = search.printed.ops(alone)
    search.located[FailingOpSlice.name] = {  # reported as the slice's first try
        "tried": 1, "accepted": int(fails), "reduced_by": search.input_ops - ops if fails else 0}
    if not fails:
        return None
    search.listener.notice(f"the op the failure points at, alone in a function ({ops} ops), "
                           f"fails with your flags: reducing it")
    return alone


def located_start(search: Search, module: Module, oracle: Oracle, locate: bool) -> Module:
    """`module` cut to the slice of the ops the original's diagnostics point at (with
    `locate`, when they point at none that slices so, the ops of the executable that fails
    alone), when that fails with the user's flags; else `module` itself.

    Tried before the phase search and the stability runs (which then cost compiles of the
    slice, not of the whole program), compiling all the way."""
    if oracle.calibration is None:
        return module  # resuming: the journal's program is where the run began
    original = search.printed(module)
    best = _sliced(search, module, original, oracle)
    if best is module and locate and oracle.test_script is None:
        # A link error points at the module; a crash at nothing: the dispatch does.
        search.listener.progress("locating the failing dispatch",
                                 search.printed.ops(module), oracle)
        with tempfile.TemporaryDirectory(prefix="reducer-dispatch-") as folder:
            lines = dispatch_lines(oracle, original, folder)
        if lines:
            oracle.point_at(lines[:DISPATCH_TARGETS], original)
            best = _sliced(search, module, original, oracle)
    if best is not module:
        search.listener.notice(f"the slice of the op the failure points at, {best.num_ops} "
                               f"ops, fails with your flags: reducing it")
    return best


def _sliced(search: Search, module: Module, original: str, oracle: Oracle) -> Module:
    """The failing-op slice, aimed as the oracle's calibration says, after the weights
    (one candidate, when there are weights worth it): a slice keeps the module's globals,
    and so their blobs, which every compile would read."""
    aimed = [s for s in search.aimed(module, original, oracle.calibration)
             if isinstance(s, FailingOpSlice) and s.targets]
    if not aimed:
        return module
    weights = [s for s in search.strategies if isinstance(s, WeightZeroing)]
    search.listener.progress("failing-op slice", search.printed.ops(module), oracle)
    engine = search.engine(module, FullCompiles(oracle), lambda *_: None, weights + aimed)
    best = engine.run()
    search.located = engine_report(engine, search.located)  # reported with the search's
    return best
