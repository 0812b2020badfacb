"""Program texts whose resource section is held out of line.

A model exported with its weights inline ends in a resource section (`{-# dialect_resources:
{...} #-}`) of hundreds of megabytes of hex that no op reads. Spelled out in every candidate,
it would be copied by each print, hashed by each cache key and encoded by each write. Held out
of line, the section is read once into a private file of its own (`Section`) and hashed once;
a printed program is a `ProgramText`: the text before the section, as an ordinary str, plus a
reference to the section. It is hashed with the section's digest, measured with its length,
and written with the section copied by the kernel from its file.

Whatever hands a text to a file or a tool spells the section out (`write_text`, `run_tool`,
pickling); a str made from a `ProgramText` by slicing or joining is the text before the
section only, so the few places that edit printed texts spell them out first (`spelled`).
"""
from __future__ import annotations

import contextlib
import hashlib
import mmap
import os
import shutil
import stat
import tempfile
import weakref
from collections.abc import Iterator, Sequence
from typing import Any, BinaryIO

TEMP_PREFIX = "reducer-"  # of every temp file and folder: a later reducer removes stale ones
SECTION_START = "\n{-#"  # the resource section begins a line ...
SECTION_END = "#-}"  # ... and ends the text
_CHUNK = 1 << 22  # characters encoded at a time
_MAP_FROM = 1 << 20  # bytes of a file from which it is mapped, not read

FileBytes = bytes | mmap.mmap  # the bytes of an input file, read or mapped


class Section:
    """A resource section (`{-#` to `#-}`), held in a private file: written once, hashed once
    (`digest`, the sha256 of its bytes), copied from there by the kernel into every file that
    spells it out. Immutable: modules and texts share it."""

    def __init__(self, data: bytes | memoryview | str,
                 copy_from: tuple[str, int] | None = None) -> None:
        """The section `data`; `copy_from`: a file (path, offset) that holds the very bytes
        of `data`, to copy them from in the kernel rather than write them from here."""
        with self._writing() as (f, digest):
            for chunk in encoded(data):
                digest.update(chunk)
                if copy_from is None:
                    f.write(chunk)
            if copy_from is not None:
                with open(copy_from[0], "rb") as source:
                    _copy_range(source.fileno(), f.fileno(), len(data), copy_from[1])

    @contextlib.contextmanager
    def _writing(self) -> Iterator[tuple[BinaryIO, Any]]:
        """Its private file, open to be written (unbuffered: the kernel copies into it too),
        and the hash of what goes in."""
        folder = tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}section-{os.getpid()}-")
        self.path = os.path.join(folder, "section")
        weakref.finalize(self, shutil.rmtree, folder, True)
        digest = hashlib.sha256()
        with open(self.path, "wb", buffering=0) as f:
            yield f, digest
        self.length = os.path.getsize(self.path)
        self.digest = digest.hexdigest()
        self._memo: dict[str, Any] = {}

    def excerpt(self, pieces: Sequence[bytes | tuple[int, int]]) -> Section:
        """A section of `pieces` in turn: bytes as they are, or (start, end) ranges of this
        section's bytes, copied by the kernel (a few blobs kept of many cost no copy here)."""
        new = Section.__new__(Section)
        data = memoryview(self.data())
        with open(self.path, "rb") as source, new._writing() as (f, digest):
            for piece in pieces:
                if isinstance(piece, bytes):
                    f.write(piece)
                    digest.update(piece)
                else:
                    digest.update(data[piece[0]:piece[1]])
                    _copy_range(source.fileno(), f.fileno(), piece[1] - piece[0], piece[0])
        return new

    def data(self) -> mmap.mmap | bytes:
        """Its bytes, mapped from its file (read-only; nothing is copied)."""
        if self.length == 0:
            return b""
        with open(self.path, "rb") as f:
            return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)

    def text(self) -> str:
        with open(self.path, "rb") as f:
            return f.read().decode(errors="surrogateescape")

    def write_into(self, out: BinaryIO) -> None:
        """Append its bytes to `out` (an open binary file), copied in the kernel."""
        out.flush()
        with open(self.path, "rb") as src:
            _copy_range(src.fileno(), out.fileno(), self.length)

    def memo(self, key: str, compute: Any) -> Any:
        """`compute()`, once per section and `key`: what is read from an immutable section
        (its blob entries, say) is read once."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]


def encoded(data: bytes | memoryview | str, start: int = 0,
            end: int | None = None) -> Iterator[bytes | memoryview]:
    """`data[start:end]` in UTF-8 (input bytes that were not UTF-8 restored), a few megabytes
    at a time: hundreds of megabytes of weights are never encoded, or sliced, whole."""
    end = len(data) if end is None else end
    view = data if isinstance(data, str) else memoryview(data)
    for at in range(start, end, _CHUNK):
        chunk = view[at:min(at + _CHUNK, end)]
        yield chunk.encode(errors="surrogateescape") if isinstance(chunk, str) else chunk


def _copy_range(source: int, target: int, length: int, offset: int | None = None) -> None:
    """Copy `length` bytes from `source` (at `offset`, else where it stands) to `target`, in
    the kernel where it can; through here across file systems (the user's file and a temp
    dir often lie on two) or where it cannot."""
    copied = 0
    while copied < length:
        at = None if offset is None else offset + copied
        try:
            done = os.copy_file_range(source, target, length - copied, at)
        except OSError:
            done = _copy_through(source, target, min(length - copied, _CHUNK), at)
        if done == 0:
            raise OSError("the file ended before the range copied from it")
        copied += done


def _copy_through(source: int, target: int, length: int, offset: int | None) -> int:
    data = os.read(source, length) if offset is None else os.pread(source, length, offset)
    view = memoryview(data)
    while view:
        view = view[os.write(target, view):]
    return len(data)


class ProgramText(str):
    """A program's text with its resource section held out of line. The str is the text
    before the section (every op, alias and trailer line); spelled out, the text is that, a
    blank line, the section and a newline, as iree-opt prints it. Equal texts have equal
    bodies and the same section."""

    section: Section

    def __new__(cls, body: str, section: Section) -> ProgramText:
        text = super().__new__(cls, body)
        text.section = section
        return text

    def body(self) -> str:
        """The text before the section, as a plain str."""
        return str.__str__(self)

    def spelled(self) -> str:
        return "".join((self, "\n", self.section.text(), "\n"))

    def __eq__(self, other: object) -> bool:
        return str.__eq__(self, other) is True and \
            getattr(other, "section", None) is not None and \
            other.section.digest == self.section.digest  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((str.__hash__(self), self.section.digest))

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return str, (self.spelled(),)  # another process has no section file: spelled out


def spelled(text: str) -> str:
    """`text` in full, its section spelled out."""
    return text.spelled() if isinstance(text, ProgramText) else text


def spelled_sha256(text: str) -> str:
    """The sha256 of `text` spelled out in UTF-8, a few megabytes at a time."""
    digest = hashlib.sha256()
    for chunk in encoded(text):
        digest.update(chunk)
    if isinstance(text, ProgramText):
        digest.update(b"\n")
        with open(text.section.path, "rb") as f:
            while chunk := f.read(_CHUNK):
                digest.update(chunk)
        digest.update(b"\n")
    return digest.hexdigest()


def held_length(text: str) -> int:
    """The length of `text` spelled out, without spelling it."""
    return len(text) + text.section.length + 2 if isinstance(text, ProgramText) else len(text)


def apart(text: str) -> tuple[str, Section | None]:
    """`text` without its resource section, and the section held out of line (None if it
    has none); the body of a `ProgramText` and its own section."""
    if isinstance(text, ProgramText):
        return text.body(), text.section
    span = section_span(text)
    if span is None:
        return text, None
    return text[:span[0]], Section(text[span[0]:span[1]])


def read_file(path: str | os.PathLike) -> FileBytes:
    """The bytes of the file at `path`. A large regular file (a model's weights inline) is
    mapped, not read: its bytes are hashed and copied where they lie, in the page cache,
    rather than read into a second copy in the process."""
    with open(path, "rb") as f:
        info = os.fstat(f.fileno())
        if stat.S_ISREG(info.st_mode) and info.st_size >= _MAP_FROM:
            with contextlib.suppress(OSError, ValueError):  # a file system that cannot map
                return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        return f.read()


def section_span(text: str | FileBytes) -> tuple[int, int] | None:
    """Where the resource section that ends `text` lies: from its `{-#` (after the start of
    its line) to past its `#-}`; None when `text` ends in none."""
    start_marker, end_marker = ((SECTION_START, SECTION_END) if isinstance(text, str) else
                                (SECTION_START.encode(), SECTION_END.encode()))
    start = text.find(start_marker)  # type: ignore[arg-type]
    if start < 0:
        return None
    end = text.rfind(end_marker)  # type: ignore[arg-type]
    if end < start or text[end + len(end_marker):].strip():
        return None
    return start + 1, end + len(end_marker)


def write_text(file: str | int, text: str) -> None:
    """Write `text` to `file` (a path or an open descriptor, closed after) in UTF-8, input
    bytes that were not UTF-8 restored, a few megabytes at a time: a text of hundreds of
    megabytes of inline weights is not encoded into one more copy of itself. A held-out
    section is copied from its file."""
    with open(file, "wb") as f:
        for chunk in encoded(text):
            f.write(chunk)
        if isinstance(text, ProgramText):
            f.write(b"\n")
            text.section.write_into(f)
            f.write(b"\n")
