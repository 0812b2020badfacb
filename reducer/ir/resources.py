"""The blobs of a resource section, and the section a printed program keeps of them.

MLIR's own printer writes only the `builtin` blobs some `dense_resource<...>` of the program
names; so does the reducer's (`Module.print_held`). Whatever edit removed the last reference to a
blob (a cut to a slice, an op removed, a constant zeroed), the candidate no longer carries it:
no strategy has to drop blobs, and no output keeps hundreds of megabytes of weights nothing
reads. A section's blob lines are found once per section (`Section.memo`); which of them a
program keeps, and the section of those, is worked out again only for a new set of names.
"""
from __future__ import annotations

import re
import threading
from typing import NamedTuple

from reducer.text import Section

RESOURCE_REF = re.compile(r"dense_resource<(?P<name>[^>]+)>")
# The start of a blob's line: a blob is megabytes of hex, which a match need not read.
_BLOB_LINE = re.compile(rb'\s*(?P<name>[\w.$-]+|"[^"]*"): "0x')
_BUILTIN_GROUP = re.compile(rb"\s*builtin: \{\s*$")
_GROUP_END = re.compile(rb"\s*\},?\s*$")
_KEPT_SECTIONS = 4  # per section, the last sets of kept blobs and their sections
_KEPT_LOCK = threading.Lock()  # candidates are printed on several threads


class Line(NamedTuple):
    """One line of a resource section, by its byte offsets in the section."""

    start: int
    end: int  # where its newline is, or the section ends
    blob: str | None  # the name of the `builtin` blob it holds, if it holds one
    value: int  # where the blob's value starts (`end` for other lines)


def lines(section: Section) -> list[Line]:
    """The lines of `section`, read from its file once per section: hundreds of megabytes of
    hex are neither split nor copied."""
    def scan() -> list[Line]:
        data, start, builtin = section.data(), 0, False
        found: list[Line] = []
        while start <= len(data):
            newline = section.find(b"\n", start)  # blob lines are megabytes long
            end = len(data) if newline < 0 else newline
            entry = _BLOB_LINE.match(data, start, end) if builtin else None
            if entry is None:
                builtin = builtin and not _GROUP_END.match(data, start, end) \
                    or bool(_BUILTIN_GROUP.match(data, start, end))
            name = entry["name"].decode(errors="surrogateescape").strip('"') if entry else None
            found.append(Line(start, end, name, entry.end() if entry else end))
            start = end + 1
        return found
    return section.memo("lines", scan)


def blob_sizes(section: Section | None) -> dict[str, int]:
    """The characters of each `builtin` blob of `section`, by name."""
    if section is None:
        return {}
    return {line.blob: line.end - line.value for line in lines(section) if line.blob}


def referenced_blobs(text: str) -> set[str]:
    """The names of the blobs `text` refers to."""
    return {found["name"].strip('"') for found in RESOURCE_REF.finditer(text)}


def kept_section(section: Section, text: str) -> Section | None:
    """What of `section` a program of text `text` (without its section) keeps: `section`
    itself when every blob is referenced, None when no resource is left."""
    all_lines = lines(section)
    used = referenced_blobs(text) if "dense_resource<" in text else set()
    kept = [line for line in all_lines if line.blob is None or line.blob in used]
    if len(kept) == len(all_lines):
        return section
    if not any(line.blob for line in kept) and not _other_resources(section, kept):
        return None  # iree-opt prints no section for no resources either
    key = frozenset(line.blob for line in kept if line.blob)
    with _KEPT_LOCK:
        recent: dict[frozenset[str], Section] = section.memo("kept", dict)
        if key not in recent:
            if len(recent) >= _KEPT_SECTIONS:
                del recent[next(iter(recent))]
            recent[key] = _excerpt(section, kept)
        return recent[key]


def _other_resources(section: Section, kept: list[Line]) -> bool:
    """Whether lines other than the section's frame and the `builtin` group remain: the
    resources of other dialects, or external ones, which are always kept."""
    data = section.data()
    frame = (b"{-#", b"#-}", b"dialect_resources: {", b"builtin: {", b"}", b"},")
    return any(bytes(data[line.start:line.end]).strip() not in frame for line in kept)


def _excerpt(section: Section, kept: list[Line]) -> Section:
    """The `kept` lines of `section`, with a comma after each blob line except the last of
    its group; the blobs are copied by the kernel."""
    data, pieces = section.data(), list[bytes | tuple[int, int]]()
    for i, line in enumerate(kept):
        if i:
            pieces.append(b"\n")
        start, end = line.start, line.end
        if line.blob is None:
            pieces.append((start, end))
            continue
        while end > start and data[end - 1] == ord(","):
            end -= 1
        last = i + 1 == len(kept) or kept[i + 1].blob is None
        pieces.extend([(start, end)] if last else [(start, end), b","])
    return section.excerpt(pieces)
