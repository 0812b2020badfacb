"""Program texts whose resource section is held out of line.

A model exported with its weights inline ends in a resource section (`{-# dialect_resources:
{...} #-}`) of hundreds of megabytes of hex that no op reads. Spelled out in every candidate,
it would be copied by each print, hashed by each cache key and encoded by each write. Held out
of line (`Section`), the input's section stays where it lies in the user's file, and is hashed
once, at memory speed (`section_digest`); a printed program is a `HeldText`: the text
before the section, as an ordinary str, plus a reference to the section. It is hashed with the
section's digest, measured with its length, and written with the section copied by the kernel
from its file.

Whatever hands a text to a file or a tool spells the section out (`write_text`, `run_tool`,
pickling); a str made from a `HeldText` by slicing or joining is the text before the
section only, so the few places that edit printed texts spell them out first (`whole`).
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import mmap
import os
import shutil
import stat
import tempfile
import time
import weakref
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, BinaryIO

import xxhash

from reducer.errors import ReducerError

TEMP_PREFIX = "reducer-"  # of every temp file and folder: a later reducer removes stale ones
SECTION_START = "\n{-#"  # the resource section begins a line ...
SECTION_END = "#-}"  # ... and ends the text
_CHUNK = 1 << 22  # characters encoded at a time
_MAP_FROM = 1 << 20  # bytes of a file from which it is mapped, not read
PIPE_SIZE = 1 << 20  # bytes a pipe is asked to hold (Linux's limit for a user, by default)
_PIPE_NAP = 0.0005  # seconds for a reader to empty a full pipe

FileBytes = bytes | mmap.mmap  # the bytes of an input file, read or mapped


def section_digest() -> Any:
    """A new hasher for a section's bytes (`update`, `hexdigest`): XXH3-128, which reads
    memory about as fast as it is mapped, many times faster than sha256. A section
    is content, not a secret: its identity needs no cryptographic hash, only one that two
    different sections never share by chance."""
    return xxhash.xxh3_128()


def stand_in(digest: str) -> bytes:
    """What a section held apart contributes to the hash of a text or file that holds it:
    its digest, in place of its bytes."""
    return f"{{-# xxh3 {digest} #-}}".encode()


class Section:
    """A resource section (`{-#` to `#-}`): hashed once (`digest`, see `section_digest`),
    copied by the kernel into every file that spells it out, and held where it lies: the
    input's own section in the user's file, never copied (a model's weights are not written
    again, to a temp dir that may be memory); a section made from text, or an excerpt, in a
    private file. Immutable: modules and texts share it."""

    def __init__(self, data: bytes | memoryview | str) -> None:
        """The section `data`, written to a private file."""
        path, digest = _private_file(self), section_digest()
        with open(path, "wb", buffering=0) as f:
            for chunk in encoded(data):
                digest.update(chunk)
                f.write(chunk)
        self._hold(path, 0, None, digest.hexdigest())

    @classmethod
    def in_file(cls, path: str, offset: int, length: int) -> Section:
        """The section that lies at `offset` in the file at `path`, `length` bytes, referred
        to there. The file is held open; changed during the reduction, it is an error
        (`InputChanged`), never a candidate with other weights."""
        section = cls.__new__(cls)
        section._hold(path, offset, length, None)
        return section

    def _hold(self, path: str, offset: int, length: int | None, digest: str | None) -> None:
        self._fd = os.open(path, os.O_RDONLY)
        weakref.finalize(self, os.close, self._fd)
        self._path, self._offset, self._identity = path, offset, _identity(self._fd)
        self.length = self._identity[2] - offset if length is None else length
        self._map: mmap.mmap | None = None
        self._memo: dict[str, Any] = {}
        self.digest = digest or self._hashed()

    def excerpt(self, pieces: Sequence[bytes | tuple[int, int]]) -> Section:
        """A section of `pieces` in turn: bytes as they are, or (start, end) ranges of this
        section's bytes, copied by the kernel (a few blobs kept of many cost no copy here)."""
        data, new = self.data(), Section.__new__(Section)
        path, digest = _private_file(new), section_digest()
        with open(path, "wb", buffering=0) as f:
            for piece in pieces:
                if isinstance(piece, bytes):
                    f.write(piece)
                    digest.update(piece)
                else:
                    digest.update(data[piece[0]:piece[1]])
                    _copy_range(self._fd, f.fileno(), piece[1] - piece[0],
                                self._offset + piece[0])
        new._hold(path, 0, None, digest.hexdigest())
        return new

    def data(self) -> memoryview:
        """Its bytes, mapped from its file (read-only; nothing is copied)."""
        if self.length == 0:
            self._check()
            return memoryview(b"")
        return memoryview(self._mapped())[self._offset:self._offset + self.length]

    def find(self, sub: bytes, start: int = 0) -> int:
        """Where `sub` next occurs in its bytes from `start`, or -1: searched in its mapping,
        in C (a regular expression's search is eight times slower over megabytes)."""
        if self.length == 0:
            self._check()
            return -1
        at = self._mapped().find(sub, self._offset + start, self._offset + self.length)
        return at - self._offset if at >= 0 else -1

    def _mapped(self) -> mmap.mmap:
        """Its file, mapped once (checked unchanged first)."""
        self._check()
        if self._map is None:  # two threads may both map: either map serves
            self._map = mmap.mmap(self._fd, 0, access=mmap.ACCESS_READ)
        return self._map

    def text(self) -> str:
        return str(self.data(), "utf-8", "surrogateescape")

    def _hashed(self) -> str:
        """Its digest, its bytes hashed in its mapping: the pages it fills are the ones the
        scan for its blobs reads anyway (`resources.lines`); the input's own hash leaves them
        alone (`session.file_sha256`)."""
        digest = section_digest()
        digest.update(self.data())
        return digest.hexdigest()

    def write_into(self, out: BinaryIO) -> None:
        """Append its bytes to `out` (an open binary file), copied in the kernel."""
        self._check()
        out.flush()
        _copy_range(self._fd, out.fileno(), self.length, self._offset)

    def memo(self, key: str, compute: Any) -> Any:
        """`compute()`, once per section and `key`: what is read from an immutable section
        (its blob entries, say) is read once."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def _check(self) -> None:
        if _identity(self._fd) != self._identity:
            raise InputChanged(f"{self._path} changed during the reduction: its resource "
                               "section is read from there; run again on the file as it is")


class InputChanged(ReducerError):
    """The file a held section lies in was written to during the reduction."""


def _private_file(owner: Section) -> str:
    """The path of a new file in a temp folder of its own, removed with `owner`."""
    folder = tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}section-{os.getpid()}-")
    weakref.finalize(owner, shutil.rmtree, folder, True)
    return os.path.join(folder, "section")


def _identity(fd: int) -> tuple[int, int, int, int]:
    """What changes when a file is written to: (device, inode, size, modification time)."""
    info = os.fstat(fd)
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


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
    dir often lie on two) or where it cannot. Into a pipe (a compile that streams its input,
    see `process.run_candidate`), the kernel hands over references to the file's cached
    pages (splice): a small part of the CPU of a copy into a file, and no file to free."""
    to_pipe = stat.S_ISFIFO(os.fstat(target).st_mode)
    if to_pipe:
        with contextlib.suppress(OSError):  # fewer, larger hand-overs where allowed
            fcntl.fcntl(target, fcntl.F_SETPIPE_SZ, PIPE_SIZE)
    copied = 0
    while copied < length:
        at = None if offset is None else offset + copied
        try:
            done = os.splice(source, target, length - copied, offset_src=at) if to_pipe \
                else os.copy_file_range(source, target, length - copied, at)
        except BrokenPipeError:
            raise
        except OSError:
            done = _copy_through(source, target, min(length - copied, _CHUNK), at)
        if done == 0:
            raise OSError("the file ended before the range copied from it")
        copied += done
        if to_pipe and copied < length:
            # The pipe is full. A reader takes a few pages at a time,
            # and each splice waiting for room would hand over only that: let it empty the
            # pipe first (far less CPU, and no slower).
            time.sleep(_PIPE_NAP)


def _copy_through(source: int, target: int, length: int, offset: int | None) -> int:
    data = os.read(source, length) if offset is None else os.pread(source, length, offset)
    view = memoryview(data)
    while view:
        view = view[os.write(target, view):]
    return len(data)


class HeldText(str):
    """A program's text with its resource section held out of line. The str is the text
    before the section (every op, alias and trailer line); spelled out, the text is that, a
    blank line, the section and a newline, as iree-opt prints it. Equal texts have equal
    bodies and the same section."""

    section: Section

    def __new__(cls, body: str, section: Section) -> HeldText:
        text = super().__new__(cls, body)
        text.section = section
        return text

    def body(self) -> str:
        """The text before the section, as a plain str."""
        return str.__str__(self)

    def whole(self) -> str:
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
        return str, (self.whole(),)  # another process has no section file: spelled out


def whole(text: str) -> str:
    """`text` in full, its section spelled out."""
    return text.whole() if isinstance(text, HeldText) else text


def whole_sha256(text: str) -> str:
    """The sha256 of `text` spelled out in UTF-8, a few megabytes at a time, its resource
    section standing as its digest (`stand_in`): as `session.file_sha256` hashes the same
    text read from a file, whether the section is held apart or spelled out in `text`."""
    before, digest, after = apart_digest(text)
    return held_sha256(encoded(before), digest, after.encode())


def held_sha256(before: Iterable[FileBytes | memoryview], digest: str | None,
                after: bytes | memoryview = b"") -> str:
    """The sha256 of a program's bytes: `before` its resource section, the section standing
    as its `digest` (`stand_in`; None: it has none), and `after` it. One layout for a text
    and for a file, so that the same program hashes alike given either way."""
    sha = hashlib.sha256()
    for chunk in before:
        sha.update(chunk)
    if digest is not None:
        sha.update(stand_in(digest))
    sha.update(after)
    return sha.hexdigest()


def apart_digest(text: str) -> tuple[str, str | None, str]:
    """The text before `text`'s resource section (with the line break that ends it), the
    section's digest (None when it has none) and the text after it, without copying or
    encoding the section whole."""
    if isinstance(text, HeldText):
        return text.body() + "\n", text.section.digest, "\n"
    span = section_span(text)
    if span is None:
        return text, None, ""
    digest = section_digest()
    for chunk in encoded(text, *span):
        digest.update(chunk)
    return text[:span[0]], digest.hexdigest(), text[span[1]:]


def held_length(text: str) -> int:
    """The length of `text` spelled out, without spelling it."""
    return len(text) + text.section.length + 2 if isinstance(text, HeldText) else len(text)


def apart(text: str | FileBytes, origin: str | None = None) -> tuple[str, Section | None]:
    """`text` without its resource section, decoded, and the section held out of line (None
    if it has none), never decoded; the body of a `HeldText` and its own section. `origin`:
    the file bytes `text` were read from (the section is held there, not copied)."""
    if isinstance(text, HeldText):
        return text.body(), text.section
    span = section_span(text)
    if span is None:
        return text if isinstance(text, str) else str(text, "utf-8", "surrogateescape"), None
    if isinstance(text, str):
        return text[:span[0]], Section(text[span[0]:span[1]])
    view = memoryview(text)
    section = Section.in_file(origin, span[0], span[1] - span[0]) if origin else \
        Section(view[span[0]:span[1]])
    return str(view[:span[0]], errors="surrogateescape"), section


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


def write_text(file: str | int, text: str | bytes) -> None:
    """Write `text` to `file` (a path or an open descriptor, closed after) in UTF-8 (bytes
    as they are), input bytes that were not UTF-8 restored, a few megabytes at a time: a
    text of hundreds of megabytes of inline weights is not encoded into one more copy of
    itself. A held-out section is copied from its file."""
    with open(file, "wb") as f:
        for chunk in encoded(text):
            f.write(chunk)
        if isinstance(text, HeldText):
            f.write(b"\n")
            text.section.write_into(f)
            f.write(b"\n")
