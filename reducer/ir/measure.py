"""How big a program is, for the engine's "strictly smaller" test.

Ops come first; at equal ops, fewer dynamic dims, then smaller static shapes, then fewer uses of
unusual element types (f16, bf16, f8..., i4, i128...: f32 and the common integers are plain),
then shorter text. So edits that keep every op but make a dim static (`?` -> 16), a shape
smaller (4096 -> 16) or a type plainer (f16 -> f32) still count as progress, and nothing can
grow the program back.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import overload

from reducer.ir.module import Module
from reducer.text import held_length, section_span

# The shape of a tensor, memref or vector type: the dims before the element type. Each
# pattern starts with a lookahead for its first letter, which lets the regex engine skip the
# other positions fast (measuring a 30,000-op program reads 40,000 new lines).
_SHAPE = re.compile(r"(?=[tmv])\b(?:tensor|memref|vector)<((?:(?:\?|\d+|\[\d+\])x)+)")
_STATIC_DIM = re.compile(r"\d+")
# An element type other than the plain ones (f32 and the common integers), starting a word
# or following the `x` after a dim (`4xf16`, `?xbf16`).
_UNUSUAL_TYPE = re.compile(
    r"(?=[bfistu])(?:(?<![\w#!@%$.\-])|(?<=\dx)|(?<=\?x))(?!(?:f32|i1|i8|i32|i64)\b)"
    r"(?:[su]?i\d+|bf16|tf32|f\d+(?:E\w+)?)\b")


def shape_cost(text: str) -> tuple[int, int]:
    """(dynamic dims, sum of static dims) over the shaped types written in `text`."""
    dynamic = static = 0
    for dims in _SHAPE.findall(text):
        dynamic += dims.count("?")
        static += sum(map(int, _STATIC_DIM.findall(dims)))
    return dynamic, static


def unusual_types(text: str) -> int:
    """Uses of element types other than the plain ones in `text`."""
    return len(_UNUSUAL_TYPE.findall(text))


class Size:
    """The size of a printed module, compared as the tuple (ops, dynamic dims, static dims,
    unusual types, text length). The ops are counted at once; the rest is read from the text
    only when asked for, which a comparison does only between sizes of as many ops: most
    candidates have fewer ops than the state they were made from, and their text (30,000
    lines for a model) is never measured line by line."""

    __slots__ = ("ops", "_text", "_rest")

    def __init__(self, ops: int, text: str) -> None:
        self.ops = ops
        self._text = text
        self._rest: tuple[int, int, int, int] | None = None

    def astuple(self) -> tuple[int, int, int, int, int]:
        rest = self._rest
        if rest is None:  # two threads may both measure: the same answer
            rest = self._rest = _text_cost(self._text)
        return (self.ops, *rest)

    def __lt__(self, other: Size | tuple) -> bool:
        if isinstance(other, Size) and self.ops != other.ops:
            return self.ops < other.ops
        return self.astuple() < tuple(other)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (Size, tuple)):
            return NotImplemented
        return self.astuple() == tuple(other)

    def __hash__(self) -> int:
        return hash(self.astuple())

    def __iter__(self) -> Iterator[int]:
        return iter(self.astuple())

    def __len__(self) -> int:
        return 5

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[int, ...]: ...
    def __getitem__(self, index: int | slice) -> int | tuple[int, ...]:
        if index == 0:  # the ops, which the engine reports: no need to measure the rest
            return self.ops
        return self.astuple()[index]

    def __repr__(self) -> str:
        return f"Size{self.astuple()}"


def measure(module: Module, text: str, ops: int | None = None) -> Size:
    """The size of `module`, whose printed form is `text`; `ops`: its ops, if counted."""
    return Size(module.num_ops if ops is None else ops, text)


def _text_cost(text: str) -> tuple[int, int, int, int]:
    """(dynamic dims, static dims, unusual types, length) of `text`. The resource section
    (hex blobs) holds no types: only its length counts; nor does an op line's head."""
    dynamic = static = unusual = 0
    span = section_span(text)  # a spelled-out section is not copied out, only skipped
    for line in (text if span is None else text[:span[0]]).split("\n"):
        typed = _typed_part(line)
        cost = _line_costs.get(typed)
        if cost is None:
            cost = _line_cost(typed)
        dynamic, static, unusual = dynamic + cost[0], static + cost[1], unusual + cost[2]
    return dynamic, static, unusual, held_length(text)


def _typed_part(line: str) -> str:
    """What of a line can hold types: all of it, but for an op line's head (its results, name
    and operands), which holds only SSA names. A model repeats the same few op tails on lines
    that differ in their names: measured by their tails, its lines are read a few hundred
    times, not thousands."""
    if line.lstrip()[:1] not in ('"', "%"):
        return line  # a label, a region's end, an alias
    name = line.find('"')  # results hold no quote ...
    end = line.find(")", line.find('"', name + 1))  # ... a name none inside, operands no ")"
    return line[end + 1:] if name >= 0 and end >= 0 else line


# The costs of the lines measured lately: a candidate is printed one op per line, and differs
# from the program it was made from in a few lines, so measuring a model-sized candidate reads
# the few new lines, not its megabytes of text.
_line_costs: dict[str, tuple[int, int, int]] = {}
_REMEMBERED_LINES = 200_000


def _line_cost(line: str) -> tuple[int, int, int]:
    if len(_line_costs) >= _REMEMBERED_LINES:
        _line_costs.clear()
    cost = (*shape_cost(line), unusual_types(line))
    _line_costs[line] = cost
    return cost
