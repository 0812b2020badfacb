"""An input read and compiled once ahead of its reduction: what a triage bot buckets inputs
by (the signature derived from that compile) is the reduction's first compile too."""
from __future__ import annotations

import contextlib
import os
import tempfile
from dataclasses import dataclass

from reducer.options import Options
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import NotInteresting, Oracle, OracleError, Outcome
from reducer.oracle.signature import crash_state
from reducer.pipeline.inputs import Input, read_input
from reducer.pipeline.setup import oracle_spec
from reducer.processes.tempdirs import temp_dir


@dataclass(frozen=True)
class Prepared:
    """The input read and normalised (`given`), its first compile with the user's flags
    (`first`, with the executables it dumped in `folder`, kept while this lives), and the
    signature derived from it (None: it compiles, or fails with nothing to go by), with the
    failure's state (`signature.crash_state`: as a person reads it, a crash's pass before
    it), what a bot buckets inputs by."""

    given: Input
    flags: tuple[str, ...]
    compiler: str | None
    first: Outcome
    folder: tempfile.TemporaryDirectory
    signature: str | None
    state: str | None = None

    def fits(self, options: Options) -> None:
        """Raise OracleError unless a reduction with `options` compiles as this was."""
        if options.flags != self.flags or options.compiler != self.compiler \
                or options.test is not None or options.wrong_result is not None:
            raise OracleError("a prepared input is reduced with the compiler and flags it "
                              "was prepared with, by the compiler's output (not a test "
                              "script or a wrong-result check)")


def prepare(text_or_path: str | os.PathLike, options: Options) -> Prepared:
    """Read and normalise the input, and compile it once as a reduction's first compile
    does (dumping its executables); derive the signature of its failure from that."""
    options = Options(flags=options.flags, compiler=options.compiler)
    given = read_input(text_or_path, options)
    folder = temp_dir("prepared")  # removed later if this process is killed outright
    oracle = Oracle(oracle_spec(options, given.form))
    first = oracle.run_once(given.original, None, [dump_flag(folder.name)])
    signature = state = None
    with contextlib.suppress(NotInteresting):
        judged = oracle.calibrate_first_run(given.original, ran=first)
        if oracle.signature is not None:
            signature = oracle.signature.pattern
            state = crash_state(judged.kind, judged.output, oracle.signature)
    return Prepared(given, options.flags, options.compiler, first, folder, signature, state)
