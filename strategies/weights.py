"""Weights first: every inline weight to zeros, in one candidate, before anything else.

Exports often carry their weights inline (`dense_resource` blobs, long `dense<...>` literals):
megabytes that every candidate would print, hash and hand to the compiler. Most failures do
not depend on the values, so one early compile that zeroes them all (and drops the blobs)
makes the rest of the reduction work on a small file. The edits are constant simplification's
zero fills, of the large constants only (a `dense_resource` as large as its blob); the engine
tries them all at once first.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import Module, Op
from reducer.ir.resources import RESOURCE_REF, blob_sizes
from reducer.search.protocol import Order
from reducer.strategies.constant_simplification import (
    ConstantEdit,
    ConstantSimplification,
    Fill,
    constants,
)

LARGE = 1024  # characters of literal text (a blob's hex included)
# Less literal text than this in all is not worth a compile of the whole program: the
# constants strategy zeroes them later, on a small program.
WORTH_A_COMPILE = 64 * 1024


class WeightZeroing(ConstantSimplification):
    name = "weights"
    summary = "every large inline constant and resource blob to zeros, at once"
    order = Order.CHUNKS
    # Most failures do not depend on the values: the tries run ahead of the all-zero one
    # build on it (small programs), not on its halves (each a compile that keeps half the
    # weights, in a section of its own).
    hopeful = True

    def edits(self, module: Module) -> Sequence[ConstantEdit]:
        blobs = blob_sizes(module.resources)
        large = [(ConstantEdit(op.id, place, key, Fill.ZERO), length)
                 for op in module.walk() if _may_hold_large(op, blobs)
                 for place, key, text in constants(op)
                 if (length := _literal_size(text, blobs)) >= LARGE]
        if sum(length for _, length in large) < WORTH_A_COMPILE:
            return []
        return [edit for edit, _ in large]


def _may_hold_large(op: Op, blobs: dict[str, int]) -> bool:
    """Whether `op`'s attributes are long enough to hold a large literal, or name a blob:
    the others (nearly all ops of a model whose weights are parameters) are not parsed."""
    length = len(op.props or "") + len(op.attrs or "")
    return length >= LARGE or bool(blobs) and (
        "dense_resource<" in (op.props or "") or "dense_resource<" in (op.attrs or ""))


def _literal_size(text: str, blobs: dict[str, int]) -> int:
    """The characters of literal data `text` stands for: a blob's, for a `dense_resource`."""
    found = RESOURCE_REF.search(text)
    return blobs.get(found["name"].strip('"'), 0) if found else len(text)
