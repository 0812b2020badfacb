"""Writing the files of a reduction: atomically, beside OUTPUT, each with the command that
shows its failure."""
from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO

from reducer.oracle.oracle import Oracle
from reducer.pipeline.result import Artifact
from reducer.text import write_text


def write_atomically(path: str | os.PathLike, text: str | bytes) -> None:
    """Replace `path` in one step, so a reader (or a crash) never sees half a file."""
    with _replacing(path) as fd:
        write_text(fd, text)


def write_bytes_atomically(path: str | os.PathLike, write: Callable[[IO[bytes]], None]) -> None:
    """Replace `path` in one step with what `write` writes into the file it is given."""
    with _replacing(path) as fd, os.fdopen(fd, "wb") as f:
        write(f)


@contextlib.contextmanager
def _replacing(path: str | os.PathLike) -> Iterator[int]:
    """A new file's descriptor, beside `path`; when the block ends, the file replaces `path`
    in one step, or is removed if the block failed."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".reducer-", suffix=".tmp", dir=folder)
    try:
        yield fd
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def beside(output: str | None, suffix: str) -> str | None:
    """OUT.mlir -> OUT<suffix> (e.g. OUT.executable.mlir)."""
    if output is None:
        return None
    return str(Path(output).with_suffix("")) + suffix


def reproduce_command(compiler: str, path: str | None, flags: Sequence[str]) -> list[str]:
    """The command that shows the failure of the file at `path`, as a user would type it."""
    return [os.path.basename(compiler) if compiler.endswith("iree-compile") else compiler,
            path or "-", *flags, "-o", os.devnull]


def program(oracle: Oracle, output: str | None, ops: int) -> Artifact:
    """OUTPUT, written after every accepted step of the search."""
    reproduce = (reproduce_command(oracle.executable, output, oracle.flags)
                 if oracle.test_script is None else [oracle.executable, output or "-"])
    return Artifact("program", output, ops, reproduce)

