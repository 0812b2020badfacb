"""Which operands an op updates in place, and which results of a function are such buffers.

IREE writes a destination-style op's result into its destination's buffer: a sort's or
scatter's `outs`, a linalg init its body reads (a matmul accumulating into a fill),
`tensor.insert_slice`'s dest, a torch scatter's `self` once lowered. A function that also
returns that destination returns two values of one buffer unless the compiler copies it;
where it does not, the two alias, a miscompile of its own that an edit returning more values
(to watch them, or to cut a program short) can make.
"""
from __future__ import annotations

import re

from reducer.ir.functions import return_ops
from reducer.ir.module import Op, Value

# Structured ops that update their inits in place (read them), and tensor ops that write into
# a destination they read.
_READ_INITS = ("iree_linalg_ext.sort", "iree_linalg_ext.scatter", "iree_linalg_ext.topk",
               "tensor.insert_slice", "tensor.insert", "tensor.parallel_insert_slice")
# Tensor ops whose operand 1 is the destination they write into.
_INSERTS = ("tensor.insert_slice", "tensor.insert")
# Words in a torch op's name that mark one writing into its first operand (`self`).
_TORCH_IN_PLACE = ("scatter", "index_put")
# Ops whose result is their first operand's buffer under another type or shape.
_VIEWS = ("tensor.cast", "tensor.bitcast", "tensor.expand_shape", "tensor.collapse_shape",
          "flow.tensor.reshape", "flow.tensor.bitcast", "torch.tensor_static_info_cast",
          "torch_c.from_builtin_tensor", "torch_c.to_builtin_tensor")


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
    """The value whose buffer `value` is: `value` seen through casts and reshapes."""
    op = value.defining_op
    while op is not None and op.name in _VIEWS and op.operands:
        value = op.operands[0]
        op = value.defining_op
    return value


def returned_destinations(func: Op) -> list[tuple[int, Op]]:
    """The results of `func` (by position) that are the buffer an op of its body updates in
    place (`destinations`, through casts and reshapes), each with the first such op."""
    updated: dict[int, Op] = {}
    for op in func.walk():
        for value in destinations(op):
            updated.setdefault(id(buffer_of(value)), op)
    returns = return_ops(func)
    returned = returns[0].operands if returns else []
    return [(i, updated[id(buffer_of(v))]) for i, v in enumerate(returned)
            if id(buffer_of(v)) in updated]
