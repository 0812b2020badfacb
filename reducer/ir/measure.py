"""How big a program is, for the engine's "strictly smaller" test.

Ops come first; at equal ops, fewer dynamic dims, then smaller static shapes, then shorter text.
So edits that keep every op but make a dim static (`?` -> 16) or a shape smaller (4096 -> 16)
still count as progress, and nothing can grow the program back.
"""
from __future__ import annotations

import re

from reducer.ir.module import Module

# The shape of a tensor, memref or vector type: the dims before the element type.
_SHAPE = re.compile(r"\b(?:tensor|memref|vector)<((?:(?:\?|\d+|\[\d+\])x)+)")
_DIM = re.compile(r"\?|\d+")

Size = tuple[int, int, int, int]


def shape_cost(text: str) -> tuple[int, int]:
    """(dynamic dims, sum of static dims) over the shaped types written in `text`."""
    dynamic = static = 0
    for match in _SHAPE.finditer(text):
        for dim in _DIM.findall(match.group(1)):
            if dim == "?":
                dynamic += 1
            else:
                static += int(dim)
    return dynamic, static


def measure(module: Module, text: str) -> Size:
    """The size of `module`, whose printed form is `text`."""
    dynamic, static = shape_cost(text)
    return module.num_ops, dynamic, static, len(text)
