"""The identity of a candidate: the hash of its canonical text (the cache and journal key)."""
from __future__ import annotations

import hashlib
import re

from reducer.text import apart_digest, stand_in, whole_sha256

# An SSA value or block name, or a string literal (left alone); possessive, and a string read
# a run at a time (a fifth faster than a character at a time).
_TOKEN = re.compile(r'([%^][\w$.\-]++|"[^"\\]*+(?:\\.[^"\\]*+)*+")')


def content_hash(text: str) -> str:
    """The hash of `text`'s canonical form, so that programs that differ only in SSA value and
    block names, or in alias definitions that nothing uses, share one verdict (different
    strategies often reach the same program under other names; an op cut from a program
    keeps the program's aliases, which a clean-up drops). The resource section (megabytes
    of hex) names no values: it counts by its digest, which a held-out section (`HeldText`)
    carries."""
    for seen, digest in _recent:
        if seen is text:  # the very string again: one printed program is asked about often
            return digest
    digest = _content_hash(text)
    _recent.insert(0, (text, digest))
    del _recent[_RECENT:]
    return digest


# The last texts hashed, with their hashes; held, so that `is` cannot meet a new string at
# a freed one's address. A model-sized program's text takes a second to hash.
_recent: list[tuple[str, str]] = []
_RECENT = 4


def _content_hash(text: str) -> str:
    body, section, _ = apart_digest(text)
    digest = hashlib.sha256(canonical_names(without_unused_aliases(body))
                            .encode(errors="surrogateescape"))
    if section is not None:
        digest.update(stand_in(section))
    return digest.hexdigest()


def text_hash(text: str) -> str:
    """The hash of `text` as it is, names and all (what the line numbers of a diagnostic on
    it refer to), its resource section counted by its digest: milliseconds for a model-sized
    program, whose canonical form (`content_hash`) takes a tenth of a second."""
    return whole_sha256(text)


def canonical_names(text: str) -> str:
    """`text` with value and block names numbered in order of first appearance. Split at its
    names and string literals, renamed once per distinct name, joined back: the per-match
    work runs in C, with no Python callback per match."""
    pieces = _TOKEN.split(text)  # text, token, text, token, ..., text
    tokens = pieces[1::2]
    renamed: dict[str, str] = {}
    names = 0
    for token in dict.fromkeys(tokens):  # in order of first appearance
        if token[0] == '"':
            renamed[token] = token
        else:
            renamed[token] = f"{token[0]}{names}"
            names += 1
    pieces[1::2] = map(renamed.__getitem__, tokens)
    return "".join(pieces)


# The alias definitions a module's text opens with (`#map = affine_map<...>`, `!type = ...`),
# one a line, as iree-opt prints them.
_ALIASES = re.compile(r"(?:[#!][\w$.\-]+ = .*\n)+")
_ALIAS = re.compile(r"([#!][\w$.\-]+) = .*\n")


def without_unused_aliases(text: str) -> str:
    """`text` without the alias definitions it opens with that nothing after them names:
    the same program once parsed. (An alias named only by another unused one is kept.)
    A search per alias, which stops at its first use: on a model-sized program most are
    used early, and a scan of every name costs as much as the canonical names."""
    block = _ALIASES.match(text)
    if block is None:
        return text
    aliases, rest = block[0], text[block.end():]

    def used(name: str) -> bool:
        named = re.compile(re.escape(name) + r"(?![\w$.\-])")
        return named.search(rest) is not None or len(named.findall(aliases)) > 1

    return "".join(m[0] for m in _ALIAS.finditer(aliases) if used(m[1])) + rest
