"""Weights first: every inline weight to zeros, in one candidate, before anything else.

Exports often carry their weights inline (`dense_resource` blobs, long `dense<...>` literals):
megabytes that every candidate would print, hash and hand to the compiler. Most failures do
not depend on the values, so one early compile that zeroes them all (and drops the blobs)
makes the rest of the reduction work on a small file. The edits are constant simplification's
zero fills, of the large constants only; the engine tries them all at once first.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module
from reducer.protocol import Order
from reducer.strategies.constant_simplification import (
    ConstantEdit,
    ConstantSimplification,
    Fill,
    constants,
)

LARGE = 1024  # characters of literal text; every resource blob counts as large
# Less literal text than this in all is not worth a compile of the whole program: the
# constants strategy zeroes them later, on a small program.
WORTH_A_COMPILE = 64 * 1024


class WeightZeroing(ConstantSimplification):
    name = "weights"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[ConstantEdit]:
        large = [(ConstantEdit(op.id, place, key, Fill.ZERO), text)
                 for op in module.walk() for place, key, text in constants(op)
                 if "dense_resource<" in text or len(text) >= LARGE]
        if not any("dense_resource<" in text for _, text in large) \
                and sum(len(text) for _, text in large) < WORTH_A_COMPILE:
            return []
        return [edit for edit, _ in large]
