"""The first stage: the user's input read, held apart from its weights, identified and
normalised by iree-opt, with whether it verifies asked beside."""
from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Iterator
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path

from reducer.ir import IRError, Module
from reducer.ir.normalize import input_apart, input_verifies, normalize_input, parse_normalized
from reducer.options import Options
from reducer.oracle.oracle import GENERIC, OracleError, TextForm
from reducer.pipeline.script_form import script_form
from reducer.processes.process import streams
from reducer.processes.scheduler import Scheduler
from reducer.processes.tools import ToolError, sibling_tool
from reducer.records.session import Source, digested, source_sha256, source_text
from reducer.text import FileBytes, read_file


@dataclass(frozen=True)
class Input:
    """The user's input: what is kept of it (`source`), its normalised generic text
    (`original`), whether it verifies (`verifying`, asked beside; None: not asked), the
    form it is written in (`form`: what a test script reads), and the file it was read from
    (`path`; None: it was given as text)."""

    source: Source
    original: str
    verifying: Future[bool] | None
    iree_opt: str
    form: TextForm = GENERIC
    path: str | None = None

    @property
    def sha256(self) -> str:
        return source_sha256(self.source)

    def as_given(self) -> str | bytes:
        """The input as the user gave it: the file's bytes, read again, or the text."""
        if self.path is not None:
            return Path(self.path).read_bytes()
        text = source_text(self.source)
        assert text is not None  # kept when given as text
        return text

    def verifies(self) -> bool | None:
        """What `verifying` found; None when nothing was asked, or iree-opt could not tell."""
        try:
            return None if self.verifying is None else self.verifying.result()
        except (IRError, ToolError, OSError):
            return None


def read_input(text_or_path: str | os.PathLike, options: Options) -> Input:
    """Read and normalise the input; beside the normalisation, ask whether it verifies when
    a compiler run will want to know: to isolate a failure without a parse, to cut a
    failure at the input to its op without one, and to choose how large weights reach its
    compiles (not for a test script or a wrong result)."""
    raw = read_source(text_or_path)
    iree_opt = iree_opt_for(options)
    path = None if isinstance(raw, str) else os.fspath(text_or_path)
    body, section = input_apart(raw, path)  # a file's section is held in the file
    source = digested(raw, section)
    del raw  # a file's bytes, the weights' second copy: what is kept is `source`
    verifying = None
    if options.test is None and options.wrong_result is None:
        # Waited for by no one but its future.
        verifying = Scheduler(1).submit(input_verifies, body, iree_opt)
    original = normalize_input(body, section, iree_opt)
    return Input(source, original, verifying, iree_opt, script_form(body, iree_opt), path)


def iree_opt_for(options: Options) -> str:
    """The iree-opt beside the user's compiler (a test script's run: the default one)."""
    try:
        return sibling_tool("iree-opt", options.compiler if options.test is None else None)
    except ToolError as e:
        raise OracleError(str(e)) from None


def read_source(text_or_path: str | os.PathLike) -> str | FileBytes:
    """A path is read as bytes (bytecode allowed); MLIR text is used as is."""
    if isinstance(text_or_path, os.PathLike) or (
            isinstance(text_or_path, str) and "\n" not in text_or_path
            and len(text_or_path) < 4096 and os.path.exists(text_or_path)):
        path = Path(text_or_path)
        if path.is_dir():
            raise OSError(f"{path} is a directory")
        return read_file(path)
    return text_or_path  # type: ignore[return-value]


def stream_weights(given: Input) -> bool:
    """Whether compiles should read large weights through a pipe: only past the input. A
    failure at the input compiles in a fraction of a second, and a compile reads weights from
    a file sooner than from a pipe; past the input, compiles take seconds, and a pipe spares
    the reducer a copy of the weights for each."""
    return streams(given.original) and given.verifies() is True


def parses_beside(given: Input, isolating: bool) -> bool:
    """Whether the input is parsed beside its first compiles. Not when it verifies and an
    executable may fail alone (see `calibration.first_compiles`), nor when it does not
    verify: its failure is at the input, and the op it points at is first tried alone, cut
    from the text (`locate.op_alone`)."""
    verifies = given.verifies()
    return verifies is None or (verifies and not isolating)


# Python's cycle collector, at its default pace, walks every object alive whenever a few
# thousand are made, and an IR graph is hundreds of thousands of objects: parsing or cloning a
# model-sized module spent most of its time in it. Collected this rarely, a candidate that is
# dropped (its ops and values refer to each other) still goes at the next young collection.
COLLECTION_THRESHOLDS = (100_000, 50, 100)


@contextlib.contextmanager
def rare_collections() -> Iterator[None]:
    """The cycle collector at `COLLECTION_THRESHOLDS` for the reduction, and back at the
    caller's pace after it (its next collection then makes up for the ones put off); what
    `parsed` set aside is the collector's again."""
    before = gc.get_threshold()
    gc.set_threshold(*COLLECTION_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def parsed(original: str) -> Module:
    """The module of the input's normalised text `original`, set aside from the cycle
    collector (`gc.freeze`): it lives for the whole reduction, and a collection that walks
    its hundreds of thousands of objects finds nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        module = parse_normalized(original)
        gc.freeze()
    finally:
        if enabled:
            gc.enable()
    return module
