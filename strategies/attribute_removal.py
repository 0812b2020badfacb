"""Drop discardable attributes (the `{...}` dictionary of an op) and location information.

Inherent attributes live in the properties (`<{...}>` in generic form) and are left alone:
an op without them does not verify. One edit per (op, attribute name); the edits of one
attribute name are adjacent, names with the most text first, so the engine's halving tends to
try "this attribute everywhere" before single ops.

Locations are one edit. The reducer parses its input without locations by default, so the edit
only shows up for modules parsed with `keep_locations=True`.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from reducer.ir import Block, Module, Op, syntax
from reducer.search.protocol import Order, Strategy


class Attribute(NamedTuple):
    """A discardable attribute, by its op's id and its name; LOCATIONS for all locations."""

    op: int
    name: str


LOCATIONS = Attribute(-1, "loc")

_LOC_ALIAS = re.compile(r"#loc\w* = loc\(")


class AttributeRemoval(Strategy):
    name = "attribute-removal"
    summary = "discardable attributes and locations"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[Attribute]:
        by_name: dict[str, list[int]] = defaultdict(list)
        weight: dict[str, int] = defaultdict(int)
        for op in module.top.walk():
            for key, value in syntax.parse_dict(op.attrs).items():
                by_name[key].append(op.id)
                weight[key] += len(key) + len(value or "")
        names = sorted(by_name, key=lambda k: (-weight[k], k))
        found = [Attribute(op_id, key) for key in names for op_id in by_name[key]]
        return ([LOCATIONS] if has_locations(module) else []) + found

    def apply(self, module: Module, chosen: Sequence[Attribute]) -> Module | None:
        module = module.clone()
        doomed: dict[int, set[str]] = defaultdict(set)
        for op_id, key in chosen:
            doomed[op_id].add(key)
        if LOCATIONS[1] in doomed.pop(LOCATIONS[0], set()):
            strip_locations(module)
        # An edit whose op is gone from this module (removed since) does nothing.
        for op in module.top.walk():
            if op.id in doomed and op.attrs is not None:
                op.attrs = syntax.without(op.attrs, doomed[op.id])
        return module


def has_locations(module: Module) -> bool:
    return any(op.loc is not None or any(loc is not None for block in _blocks(op)
                                         for loc in block.arg_locs)
               for op in module.top.walk())


def strip_locations(module: Module) -> None:
    """Remove every `loc(...)` and the `#loc` aliases they refer to."""
    for op in module.top.walk():
        op.loc = None
        for block in _blocks(op):
            block.arg_locs = [None] * len(block.args)
    module.aliases = [line for line in module.aliases if not _LOC_ALIAS.match(line)]
    module.trailer = [line for line in module.trailer if not _LOC_ALIAS.match(line)]


def _blocks(op: Op) -> Iterator[Block]:
    return (block for region in op.regions for block in region.blocks)
