"""Regular expressions for the pieces of one line of MLIR generic op form.

iree-opt prints the generic form one op per line: regions open with ` ({` at the end of the op's
line, continue with `}, {` and close with `})` followed by the op's attributes and type. The lark
grammar (`mlir_generic.lark`) describes that line structure; the patterns here take one line
apart. Attribute and type text stays opaque, but it must be split at the right places, so the
patterns match balanced brackets up to a fixed depth. Python's `re` cannot recurse, yet brackets
in printed MLIR are always well matched, so one generic "open ... close" alternative per level
suffices (the pattern grows linearly with depth). Possessive quantifiers keep matching linear.
"""
from __future__ import annotations

import re
import threading
from collections.abc import Container

# Deep enough for IREE's nested target attributes; a deeper line is reported as a parse error.
MAX_DEPTH = 24
# Deep enough for nearly every line: patterns are compiled at this depth first, and at
# MAX_DEPTH only when a line needs it (compiling all of them at MAX_DEPTH costs a noticeable
# share of the reducer's own CPU on a model-sized program, and well over twice this depth's).
SHALLOW_DEPTH = 10

# A run of ordinary characters, a string literal, or the two-character operators that contain
# an angle bracket without being one (`->` in function types and maps, `>=` in integer sets).
# No atom spans a newline, so a pattern applied to several lines at once stays within one.
_ATOM = r'[^<>(){}\[\]"\-\n]++|"(?:[^"\\\n]|\\.)*+"|->|>=|-'
# The same without top-level commas and spaces: the pieces of a comma-separated list.
_ITEM_ATOM = r' -> |[^<>(){}\[\]"\-, \n]++|"(?:[^"\\\n]|\\.)*+"|->|>=|-'


def _balanced(depth: int) -> str:
    inner = f"(?:{_ATOM})*+"
    for _ in range(depth):
        inner = rf"(?:{_ATOM}|[(\[{{<]{inner}[)\]}}>])*+"
    return inner


class _Pattern:
    """A regular expression over bracketed text, written with `BALANCED` standing for a run of
    balanced text, compiled at its first use (or beforehand on a thread: `compile_patterns`)
    at SHALLOW_DEPTH, and at MAX_DEPTH for a text the shallow form cannot take: a full match
    that fails, or pieces that, joined by their separator, are not the text (`findall` skips
    a group nested too deeply, and its brackets are then in no piece, nor in a separator).
    Where the shallow form takes a text, the deep one takes it alike: balanced text within
    the shallow depth is matched the same way at any depth."""

    __slots__ = ("source", "_shallow", "_deep", "_lock")

    def __init__(self, source: str) -> None:
        self.source = source
        self._shallow: re.Pattern[str] | None = None
        self._deep: re.Pattern[str] | None = None
        self._lock = threading.Lock()  # a pattern is compiled once, whichever thread asks
        _PATTERNS.append(self)

    def shallow(self) -> re.Pattern[str]:
        if self._shallow is None:
            with self._lock:
                self._shallow = self._shallow or re.compile(
                    self.source.replace(BALANCED, _SHALLOW))
        return self._shallow

    def deep(self) -> re.Pattern[str]:
        if self._deep is None:
            with self._lock:
                self._deep = self._deep or re.compile(self.source)
        return self._deep

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.shallow().fullmatch(text) or self.deep().fullmatch(text)

    def pieces(self, text: str, separator: str) -> list[str]:
        """The matches in `text`, a list of pieces joined by `separator` (for a pattern
        without groups)."""
        found = self.shallow().findall(text)
        return found if separator.join(found) == text else self.deep().findall(text)

    def matches(self, text: str, separator: str) -> list[re.Match[str]]:
        """`pieces`, as matches (for their groups)."""
        found = list(self.shallow().finditer(text))
        if separator.join(m[0] for m in found) == text:
            return found
        return list(self.deep().finditer(text))


_PATTERNS: list[_Pattern] = []


def compile_patterns() -> None:
    """Compile the patterns now (a parse will need them), e.g. while iree-opt runs."""
    for pattern in _PATTERNS:
        pattern.shallow()


BALANCED = _balanced(MAX_DEPTH)
_SHALLOW = _balanced(SHALLOW_DEPTH)
_ITEM = rf"(?:{_ITEM_ATOM}|[(\[{{<]{BALANCED}[)\]}}>])++"

_ITEM_RE = _Pattern(_ITEM)
_BALANCED_RE = _Pattern(BALANCED)
_LOC = rf" loc\((?P<loc>{BALANCED})\)"
# `{attrs} : (operand types) -> result types loc(...)`: the tail of an op line or region close.
_TAIL = (
    rf"(?: \{{(?P<attrs>{BALANCED})\}})?"
    rf" : \((?P<ins>{BALANCED})\) -> (?:\((?P<outs>{BALANCED})\)|(?P<out>{_ITEM}))"
    rf"(?:{_LOC})?"
)
_PROPS = rf"(?: <\{{(?P<props>{BALANCED})\}}>)?"
# `%0:2 = "d.op"(%a, %b)[^bb1]`: the head of an op line, up to its tail (props, attrs, types).
_HEAD = (
    r'(?:(?P<results>%[^=\n]*) = )?"(?P<name>[^"\n]+)"\((?P<operands>[^)\n]*)\)'
    r"(?:\[(?P<successors>[^\]\n]*)\])?"
)

# An op line split into head and tail: the head holds the SSA names, so each line has its own,
# while models repeat the same tail on many lines; it is read apart with OP_TAIL or OPEN_TAIL.
# For runs of lines, a match is a whole line (indentation and newline included) and starts
# only where a line does; `groups()` gives results, name, operands, successors and tail.
OP_HEADS = re.compile(rf"(?<![^\n])[ \t]*+{_HEAD}(?P<tail>[^\n]*+)(?:\n|\Z)")
# The tail of a region-free op line: `groups()` gives props, attrs, ins, outs, out, loc.
OP_TAIL = _Pattern(rf"{_PROPS}{_TAIL}")
# The tail of an op line that opens regions.
OPEN_TAIL = _Pattern(rf"{_PROPS} \(\{{")
OP_CLOSE_LINE = _Pattern(rf"\}}\){_TAIL}")
# A block's label line, its indentation and newline included (it may end in a comment).
BLOCK_LABEL = re.compile(
    r"[ \t]*+\^(?P<label>[^(:\n]+)(?:\((?P<args>[^\n]*)\))?:(?:[ \t]*//[^\n]*)?(?:\n|\Z)")
BLOCK_ARG = _Pattern(rf"%(?P<name>[^:]+): (?P<type>{_ITEM})(?:{_LOC})?")


# Block arguments without strings, brackets or locations (`%in: f32, %out: f32`): their text
# splits at ", %" and ": ", as neither can be part of such a type.
_PLAIN_ARG = r"%[^%:,\s\"]+: [^%:,\s\"<>()\[\]{}]+"
_PLAIN_ARGS = re.compile(rf"{_PLAIN_ARG}(?:, {_PLAIN_ARG})*+")


def block_args(text: str) -> list[tuple[str, str, str | None]]:
    """`%a: t1, %b: t2 loc(...)` -> [('a', 't1', None), ('b', 't2', '...')]: a label's arguments."""
    if _PLAIN_ARGS.fullmatch(text):
        return [(*arg.split(": "), None) for arg in text[1:].split(", %")]  # type: ignore[misc]
    return [(arg["name"], arg["type"], arg["loc"]) for arg in BLOCK_ARG.matches(text, ", ")]


def split_items(text: str) -> list[str]:
    """Split a comma-separated list of types or attributes at its top-level commas."""
    return _ITEM_RE.pieces(text, ", ") if text else []


def closing(text: str, start: int) -> int:
    """Where the bracket that the one at `start` opens closes (what `BALANCED` skips, strings
    and `->` included, stays inside); ValueError when it does not close."""
    for pattern in (_BALANCED_RE.shallow(), _BALANCED_RE.deep()):
        end = pattern.match(text, start + 1).end()  # type: ignore[union-attr]
        if text[end:end + 1] in (")", "]", "}", ">"):
            return end
    raise ValueError("unbalanced brackets")


def split_names(text: str) -> list[str]:
    """`%0, %1#2` -> ['0', '1#2']; the names of a plain SSA or successor list."""
    return [name.strip()[1:] for name in text.split(",")] if text else []


def result_names(text: str | None) -> list[str]:
    """`%0:2, %x` -> ['0#0', '0#1', 'x']: result groups expand to one name per value."""
    if not text:
        return []
    if "," not in text and ":" not in text:  # the common case: one plain result
        return [text.strip()[1:]]
    names: list[str] = []
    for group in text.split(","):
        name, _, count = group.strip()[1:].partition(":")
        if count:
            names.extend(f"{name}#{i}" for i in range(int(count)))
        else:
            names.append(name)
    return names


_ENTRY_ATOM = r'[^<>(){}\[\]"\-,\n]++|"(?:[^"\\\n]|\\.)*+"|->|>=|-'
_ENTRY_RE = _Pattern(rf"(?:{_ENTRY_ATOM}|[(\[{{<]{BALANCED}[)\]}}>])++")


def parse_dict(text: str | None) -> dict[str, str | None]:
    """`a = 1 : i32, unit, b = [x, y]` -> {'a': '1 : i32', 'unit': None, 'b': '[x, y]'}."""
    entries: dict[str, str | None] = {}
    for entry in _ENTRY_RE.pieces(text, ",") if text else ():
        key, sep, value = entry.strip().partition(" = ")
        entries[key] = value if sep else None
    return entries


def format_dict(entries: dict[str, str | None]) -> str | None:
    """Inverse of `parse_dict`; None for an empty dictionary (printed as nothing)."""
    if not entries:
        return None
    return ", ".join(k if v is None else f"{k} = {v}" for k, v in entries.items())


def without(text: str | None, keys: Container[str]) -> str | None:
    """Dictionary text `text` without the entries of `keys` (None when none is left)."""
    return format_dict({k: v for k, v in parse_dict(text).items() if k not in keys})


FUNCTION_TYPE = _Pattern(
    rf"\((?P<ins>{BALANCED})\) -> (?:\((?P<outs>{BALANCED})\)|(?P<out>{_ITEM}))")


def split_entries(text: str) -> list[str]:
    """Split a comma-separated list whose items may contain spaces (`1 : index, {a = b}`)."""
    return [e.strip() for e in _ENTRY_RE.pieces(text, ",")] if text else []
