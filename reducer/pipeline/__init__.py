"""The reduction as stages, read top to bottom:

    read the input ─► calibrate (and isolate) ─► locate ─► lift ─► reduce and confirm
        ─► write the artifacts

An input `prepare`d ahead (read, and compiled once: a triage bot's bucketing) begins at the
calibration, which judges that compile instead of compiling again.

Each stage is a module of this package that takes values and returns values: the run's
frozen `Context` (what every stage shares), and what the stage before returned (`Input`,
`Calibrated`, `Located`, `Reduction`, `Finished`). `run` below is the whole of how they are
put together, for the Python API and the CLI alike. A resumed run begins where its journal
says the interrupted one began, after its calibration.
"""
from __future__ import annotations

import contextlib
import dataclasses
import os
import time

from reducer.ir.graph import import_ahead
from reducer.options import Listener, Options
from reducer.oracle.oracle import Oracle
from reducer.pipeline.artifacts import Finished, write_artifacts
from reducer.pipeline.as_given import never_more_than_given
from reducer.pipeline.calibration import Calibrated, first_compiles
from reducer.pipeline.files import beside
from reducer.pipeline.inputs import Input, rare_collections, read_input, stream_weights
from reducer.pipeline.lift import LiftPrefetch, prefetch_lift, reduce_isolated
from reducer.pipeline.locate import Located, keep_phase_dump, op_alone, phase_dump_for_capture
from reducer.pipeline.prepared import Prepared, prepare
from reducer.pipeline.program import Reduction, reduce_program
from reducer.pipeline.result import Artifact, Result
from reducer.pipeline.resume import recorded, resume_recorded
from reducer.pipeline.search import Begin, Context
from reducer.pipeline.setup import available_cores, chosen_strategies, cluster, oracle_spec
from reducer.pipeline.wrong import reduce_checked

__all__ = ["Artifact", "Prepared", "Result", "prepare", "run"]


def run(text_or_path: str | os.PathLike | Prepared, options: Options,
        listener: Listener = Listener()) -> Result:
    """Reduce the program as `options` say; `listener` hears progress and notices. A
    `Prepared` input (see `prepare`) was read and compiled once already."""
    with rare_collections():
        start = time.monotonic()
        given, prepared = _read(text_or_path, options)
        import_ahead()  # after iree-opt read the input: the first compile waited for both
        with cluster(options.dask) as (executor, threads), \
                options.share.taken() if options.share else contextlib.nullcontext():
            context = Context(chosen_strategies(options, given.iree_opt), given.iree_opt,
                              options, options.jobs or threads or available_cores(), listener,
                              start, given.sha256)
            if options.wrong_result is not None or options.run is not None:
                result, shown = reduce_checked(given.source, context.parsed(given.original),
                                               context)
                return write_artifacts(Finished(result, None, None, context,
                                                reproduction=shown))
            oracle = Oracle(oracle_spec(options, given.form), executor,
                            scheduler=context.scheduler)
            oracle.streams = oracle.streams and stream_weights(given)
            record = recorded(context)
            reduction = resume_recorded(record, oracle, context) if record is not None \
                else _reduced(given, oracle, context, prepared)
            result = never_more_than_given(reduction, given, context, oracle)
            # The input kept as given: no file beside it holds more than it (the notice
            # names the executable that fails).
            executable = reduction.executable if result is reduction.result else None
            return write_artifacts(Finished(result, executable, oracle, context,
                                            reduction.crash_pass))


def _read(text_or_path: str | os.PathLike | Prepared,
          options: Options) -> tuple[Input, Prepared | None]:
    """The input read and normalised, and its first compile when it was prepared."""
    if not isinstance(text_or_path, Prepared):
        return read_input(text_or_path, options), None
    text_or_path.fits(options)
    return text_or_path.given, text_or_path


def _reduced(given: Input, oracle: Oracle, context: Context,
             prepared: Prepared | None) -> Reduction:
    """The program calibrated (a crash's capture and the lift started beside), then reduced
    into OUTPUT whole or from the executable that fails alone."""
    isolating = context.options.isolate and oracle.test_script is None
    with phase_dump_for_capture(given.original, oracle, context) as dump, \
            prefetch_lift(oracle, context) as ahead:
        calibrated = first_compiles(given, oracle, context, isolating,
                                    ahead.start if ahead is not None else None, prepared,
                                    dump)
        calibrated = keep_phase_dump(dump, oracle, calibrated)
        if calibrated.isolated is not None:
            return _isolated(given, oracle, context, calibrated, ahead)
        if ahead is not None:
            ahead.hand_over(None)
        return _not_isolated(given, oracle, context, calibrated, isolating)


def _not_isolated(given: Input, oracle: Oracle, context: Context, calibrated: Calibrated,
                  isolating: bool) -> Reduction:
    """`_reduced` when no executable fails alone: from the op a failure at the input points
    at, alone, when that fails; else from the program."""
    output = context.options.output
    alone = op_alone(context, calibrated, given.original, oracle)
    if alone.start is not None:
        return reduce_program(context.printed(alone.start), alone, oracle, context,
                              calibrated, output, Begin.OP_ALONE)
    program = dataclasses.replace(alone, start=calibrated.input_module(context, given.original))
    return reduce_program(given.source, program, oracle, context, calibrated, output,
                          Begin.SLICED if isolating else Begin.LOCATED)


def _isolated(given: Input, oracle: Oracle, context: Context, calibrated: Calibrated,
              ahead: LiftPrefetch | None) -> Reduction:
    """`_reduced` when an executable fails alone: from its lift (with `keep_program`, the
    whole program reduced first)."""
    options = context.options
    if not options.keep_program:
        return reduce_isolated(given.source, given.original, oracle, calibrated, context,
                               ahead)
    if ahead is not None:  # the whole program is reduced first
        ahead.hand_over(None)
    calibrated = dataclasses.replace(
        calibrated, module=calibrated.input_module(context, given.original))
    kept = reduce_program(given.source, Located(calibrated.module), oracle, context,
                          calibrated, beside(options.output, ".program.mlir"), Begin.SLICED)
    reduction = reduce_isolated(given.source, given.original, oracle, calibrated, context,
                                ahead)
    reduction.result.program = kept.result.report()
    # OUT.program.mlir, written as OUTPUT is
    reduction.result.artifacts.append(dataclasses.replace(kept.result.artifacts[0],
                                                          role="whole-program"))
    return dataclasses.replace(reduction, crash_pass=reduction.crash_pass or kept.crash_pass)
