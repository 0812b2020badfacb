"""The reduction as stages, read top to bottom:

    read the input ─► calibrate (and isolate) ─► locate ─► lift ─► reduce and confirm
        ─► write the artifacts

An input `prepare`d ahead (read, and compiled once: a triage bot's bucketing) begins at the
calibration, which judges that compile instead of compiling again.

Each stage is a module of this package that takes values and returns values; `run` below is
the whole of how they are put together, for the Python API and the CLI alike. A resumed run
begins where its journal says the interrupted one began, after its calibration.
"""
from __future__ import annotations

import contextlib
import os
import time

from reducer.iree.dispatch import Isolated
from reducer.options import Listener, Options
from reducer.oracle.oracle import Oracle
from reducer.pipeline.artifacts import Finished, write_artifacts
from reducer.pipeline.as_given import as_given, never_more_than_given
from reducer.pipeline.calibration import first_compiles
from reducer.pipeline.files import beside, whole_program
from reducer.pipeline.inputs import Input, rare_collections, read_input, stream_weights
from reducer.pipeline.lift import LiftPrefetch, prefetch_lift, reduce_isolated
from reducer.pipeline.locate import keep_capture_prefetch, op_alone, prefetch_capture
from reducer.pipeline.prepared import Prepared, prepare
from reducer.pipeline.program import reduce_program
from reducer.pipeline.result import Artifact, Result
from reducer.pipeline.resume import recorded, resume_recorded
from reducer.pipeline.search import Begin, Search
from reducer.pipeline.setup import available_cores, chosen_strategies, cluster, oracle_spec
from reducer.pipeline.wrong import reduce_checked

__all__ = ["Artifact", "Prepared", "Result", "prepare", "run"]


def run(text_or_path: str | os.PathLike | Prepared, options: Options,
        listener: Listener) -> Result:
    """Reduce the program as `options` say; `listener` hears progress and notices. A
    `Prepared` input (see `prepare`) was read and compiled once already."""
    with rare_collections():
        start = time.monotonic()
        given, prepared = _read(text_or_path, options)
        with cluster(options.dask) as (executor, threads), \
                options.share.taken() if options.share else contextlib.nullcontext():
            search = Search(chosen_strategies(options, given.iree_opt), given.iree_opt,
                            options, options.jobs or threads or available_cores(), listener,
                            start, given.sha256)
            if options.wrong_result is not None or options.run is not None:
                result, shown = reduce_checked(given.source, search.parsed(given.original),
                                               search)
                return write_artifacts(Finished(result, None, None, search, shown))
            oracle = Oracle(oracle_spec(options, given.form), executor, jobs=search.jobs)
            oracle.streams = oracle.streams and stream_weights(given)
            result, executable = _reduced(given, oracle, search, prepared)
            if executable is not None:  # where the failure is, should the input be kept
                result.executable = executable.name
            result = never_more_than_given(result, given, search, oracle,
                                           as_given(text_or_path))
            return write_artifacts(Finished(result, executable, oracle, search))


def _read(text_or_path: str | os.PathLike | Prepared,
          options: Options) -> tuple[Input, Prepared | None]:
    """The input read and normalised, and its first compile when it was prepared."""
    if not isinstance(text_or_path, Prepared):
        return read_input(text_or_path, options), None
    text_or_path.fits(options)
    return text_or_path.given, text_or_path


def _reduced(given: Input, oracle: Oracle, search: Search,
             prepared: Prepared | None) -> tuple[Result, Isolated | None]:
    """The program reduced into OUTPUT, and the executable that fails alone in it (None:
    the failure is not in one)."""
    options = search.options
    record = recorded(search)
    if record is not None:
        return resume_recorded(record, oracle, search)
    isolating = options.isolate and oracle.test_script is None
    with prefetch_capture(given.original, oracle, search):
        return _calibrated(given, oracle, search, isolating, prepared)


def _calibrated(given: Input, oracle: Oracle, search: Search, isolating: bool,
                prepared: Prepared | None) -> tuple[Result, Isolated | None]:
    """`_reduced` from the calibration on."""
    with prefetch_lift(oracle, search) as ahead:
        isolated = first_compiles(given, oracle, search, isolating,
                                  ahead.start if ahead is not None else None, prepared)
        keep_capture_prefetch(search, oracle, isolated is not None)
        if isolated is None:
            if ahead is not None:
                ahead.hand_over(None)
            return _not_isolated(given, oracle, search, isolating)
        return _isolated(given, oracle, search, isolated, ahead)


def _not_isolated(given: Input, oracle: Oracle, search: Search,
                  isolating: bool) -> tuple[Result, None]:
    """`_calibrated` when no executable fails alone."""
    options = search.options
    alone = op_alone(search, given.original, oracle, at_input=given.verifies() is False)
    if alone is not None:
        return reduce_program(search.printed(alone), alone, oracle, search,
                              options.output, Begin.OP_ALONE)[0], None
    begin = Begin.SLICED if isolating else Begin.LOCATED
    return reduce_program(given.source, search.input_module(given.original), oracle,
                          search, options.output, begin)[0], None


def _isolated(given: Input, oracle: Oracle, search: Search, isolated: Isolated,
              ahead: LiftPrefetch | None) -> tuple[Result, Isolated]:
    """`_calibrated` when `isolated` fails alone."""
    options = search.options
    kept = None
    if options.keep_program:
        if ahead is not None:  # the whole program is reduced first
            ahead.hand_over(None)
        kept, _ = reduce_program(given.source, search.input_module(given.original), oracle,
                                  search, beside(options.output, ".program.mlir"),
                                  Begin.SLICED)
    result, executable = reduce_isolated(given.source, given.original, oracle, isolated,
                                         search, ahead)
    if kept is not None:
        result.program = kept.report()
        result.artifacts.append(whole_program(kept))
    return result, executable
