"""How big a program is, for the engine's "strictly smaller" test.

Ops come first; at equal ops, fewer dynamic dims, then smaller static shapes, then fewer uses of
unusual element types (f16, bf16, f8..., i4, i128...: f32 and the common integers are plain),
then shorter text. So edits that keep every op but make a dim static (`?` -> 16), a shape
smaller (4096 -> 16) or a type plainer (f16 -> f32) still count as progress, and nothing can
grow the program back.
"""
from __future__ import annotations

import re

from reducer.ir.module import Module
from reducer.ir.parser import RESOURCES_START

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

Size = tuple[int, int, int, int, int]


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


def measure(module: Module, text: str) -> Size:
    """The size of `module`, whose printed form is `text`. The resource section (hex blobs)
    holds no types: only its length counts."""
    dynamic = static = unusual = 0
    end = text.find(RESOURCES_START)  # the resource section is not copied out, only skipped
    for line in (text if end < 0 else text[:end]).split("\n"):
        cost = _line_costs.get(line)
        if cost is None:
            cost = _line_cost(line)
        dynamic, static, unusual = dynamic + cost[0], static + cost[1], unusual + cost[2]
    return module.num_ops, dynamic, static, unusual, len(text)


# The costs of the lines measured lately: a candidate is printed one op per line, and differs
# from the program it was made from in a few lines, so measuring a 30,000-op candidate reads
# the few new lines, not its 4 MB of text.
_line_costs: dict[str, tuple[int, int, int]] = {}
_REMEMBERED_LINES = 200_000


def _line_cost(line: str) -> tuple[int, int, int]:
    if len(_line_costs) >= _REMEMBERED_LINES:
        _line_costs.clear()
    cost = (*shape_cost(line), unusual_types(line))
    _line_costs[line] = cost
    return cost
