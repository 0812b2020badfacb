"""Which operands an op updates in place, and which results of a function are such buffers.

IREE writes a destination-style op's result into its destination's buffer: a sort's or
scatter's `outs`, a linalg init its body reads (a matmul accumulating into a fill),
`tensor.insert_slice`'s dest, a torch scatter's `self` once lowered. A function that also
returns that destination returns two values of one buffer unless the compiler copies it;
where it does not, the two alias, a miscompile of its own that an edit returning more values
(to watch them, or to cut a program short) can make.

Two values are one buffer when one is a view of the other (a cast, a reshape, a slice) or when
the compiler merges them: side-effect-free ops alike in name, attributes, operands and body
(common subexpressions), with a `tensor.dim` taken as the size it resolves to (through a
destination-style op's init and `tensor.empty`'s sizes), as IREE's canonicalisation folds it.
Two identical iotas of one row count are one buffer: a sort updating one of them in place
updates both.
"""
from __future__ import annotations

import re
from collections.abc import Hashable

from reducer.ir.functions import constant_index, return_ops
from reducer.ir.module import Block, Op, Value
from reducer.ir.shapes import dims

# Structured ops that update their inits in place (read them), and tensor ops that write into
# a destination they read.
_READ_INITS = ("iree_linalg_ext.sort", "iree_linalg_ext.scatter", "iree_linalg_ext.topk",
               "tensor.insert_slice", "tensor.insert", "tensor.parallel_insert_slice")
# Tensor ops whose operand 1 is the destination they write into.
_INSERTS = ("tensor.insert_slice", "tensor.insert")
# Words in a torch op's name that mark one writing into its first operand (`self`).
_TORCH_IN_PLACE = ("scatter", "index_put")
# Ops whose result is their first operand's buffer under another type or shape.
# A slice is a part of its source's buffer.
_VIEWS = ("tensor.cast", "tensor.bitcast", "tensor.expand_shape", "tensor.collapse_shape",
          "tensor.extract_slice", "flow.tensor.reshape", "flow.tensor.bitcast",
          "flow.tensor.slice", "torch.tensor_static_info_cast", "torch_c.from_builtin_tensor",
          "torch_c.to_builtin_tensor")
# Dialects whose ops have no side effects on the values they take: the compiler merges two
# alike (`_pure`).
_PURE = ("arith", "math", "index", "complex", "affine", "tensor", "linalg", "iree_linalg_ext",
         "torch")


def segments(op: Op) -> tuple[int, int]:
    """A structured op's operand segments: how many inputs, how many inits (without
    `operandSegmentSizes`: one init, the last operand)."""
    sizes = re.search(r"operandSegmentSizes = array<i32: (\d+), (\d+)>", op.props or "")
    return (int(sizes.group(1)), int(sizes.group(2))) if sizes else (len(op.operands) - 1, 1)


def reads(op: Op, position: int) -> bool:
    """Whether `op` reads the contents of its operand at `position`: a linalg op reads an
    init only where its body uses the init's block argument; IREE's other structured ops
    (attention, gather, ...) only write theirs (the last operands), but those that update
    them in place (sort, scatter, topk)."""
    if op.name in _READ_INITS or op.dialect not in ("linalg", "iree_linalg_ext"):
        return True
    inits = segments(op)[1]
    if position < len(op.operands) - inits:
        return True
    args = op.regions[0].blocks[0].args if op.regions and op.regions[0].blocks else []
    if op.dialect == "linalg" and len(args) == len(op.operands):
        return bool(args[position].uses)
    return False


def destinations(op: Op) -> list[Value]:
    """The operands `op` updates in place: the inits of a structured op that it reads
    (`reads`), the dest of `tensor.insert_slice` and `tensor.insert`, the `self` of a torch
    scatter or index_put."""
    if op.name in _INSERTS:
        return op.operands[1:2]
    if op.dialect == "torch":
        kind = op.name.split(".", 1)[-1]
        return op.operands[:1] if any(w in kind for w in _TORCH_IN_PLACE) else []
    if op.dialect not in ("linalg", "iree_linalg_ext") or not op.results:
        return []
    first = len(op.operands) - segments(op)[1]
    return [v for i, v in enumerate(op.operands) if i >= first and reads(op, i)]


def buffer_of(value: Value) -> Value:
    """The value whose buffer `value` is: `value` seen through casts, reshapes and slices."""
    op = value.defining_op
    while op is not None and op.name in _VIEWS and op.operands:
        value = op.operands[0]
        op = value.defining_op
    return value


class Buffers:
    """The buffers of a function's values, numbered: two values have one number when they
    are one buffer (see the module docstring). Global value numbering, as CSE does it, over
    the function's ops in program order (a definition comes before its uses)."""

    def __init__(self, func: Op) -> None:
        self._numbers: dict[Hashable, int] = {}  # an op's or a value's key -> its number
        self._values: dict[int, int] = {}  # id(value) -> its value number
        self._visit(func, 0)

    def __call__(self, value: Value) -> int:
        """The number of the buffer `value` is (`buffer_of`, up to merged values)."""
        return self._of(buffer_of(value))

    def _number(self, key: Hashable) -> int:
        return self._numbers.setdefault(key, len(self._numbers) + 1)

    def _visit(self, op: Op, depth: int) -> int:
        """Number `op`'s results, its regions' first; the number of `op` itself: its key."""
        regions = tuple(tuple(self._block(block, depth, i) for i, block in enumerate(r.blocks))
                        for r in op.regions)
        operands = tuple(self._of(v) for v in op.operands)
        key = (op.name, op.props, op.attrs, operands, tuple(v.type for v in op.results),
               regions)
        merged = _pure(op)
        for index, result in enumerate(op.results):
            if op.name == "tensor.dim":
                number = self._size(op.operands[0], op.operands[1])
            else:
                number = self._number((key, index) if merged else ("value", id(result)))
            self._values[id(result)] = number
        return self._number(key)

    def _block(self, block: Block, depth: int, index: int) -> tuple[Hashable, ...]:
        for position, arg in enumerate(block.args):  # alike by place: bodies compare alike
            self._values[id(arg)] = self._number(("arg", depth, index, position, arg.type))
        return tuple(self._visit(op, depth + 1) for op in block.ops)

    def _size(self, tensor: Value, axis: Value) -> int:
        """The number of `tensor`'s size along `axis`: a static size, the size `tensor.empty`
        was given, through casts and destination-style ops' inits."""
        at = constant_index(axis)
        while at is not None and 0 <= at < len(sizes := dims(tensor.type) or []):
            if sizes[at] != "?":
                return self._number(("size", sizes[at]))
            op = tensor.defining_op
            if op is not None and op.name == "tensor.empty":
                return self._of(op.operands[sizes[:at].count("?")])
            shaped = _shaped_like(op, tensor) if op is not None else None
            if shaped is None:
                break
            tensor = shaped
        return self._number(("dim", self._of(tensor), self._of(axis)))

    def _of(self, value: Value) -> int:
        """`value`'s number (its own, when nothing numbered it: it is nothing else)."""
        return self._values.get(id(value)) or self._number(("value", id(value)))


def _pure(op: Op) -> bool:
    """Whether the compiler merges `op` with one alike (torch's in-place variants, `add_`,
    `index_put_.hacked_twin`, not)."""
    in_place = any(part.endswith("_") for part in op.name.split(".")[2:])
    return bool(op.results) and op.dialect in _PURE and not in_place


def _shaped_like(op: Op, result: Value) -> Value | None:
    """The operand of `op` whose shape its `result` has: a cast's source, the init of a
    destination-style op; None for other ops."""
    if op.name == "tensor.cast":
        return op.operands[0]
    if op.dialect not in ("linalg", "iree_linalg_ext"):
        return None
    inits, index = segments(op)[1], op.results.index(result)
    return op.operands[len(op.operands) - inits + index] if index < inits else None


def returned_destinations(func: Op) -> list[tuple[int, Op]]:
    """The results of `func` (by position) that are the buffer an op of its body updates in
    place (`destinations`, up to views and merged values: `Buffers`), each with the first
    such op."""
    buffers = Buffers(func)
    updated: dict[int, Op] = {}
    for op in func.walk():
        for value in destinations(op):
            updated.setdefault(buffers(value), op)
    returns = return_ops(func)
    returned = returns[0].operands if returns else []
    return [(i, updated[buffers(v)]) for i, v in enumerate(returned) if buffers(v) in updated]
