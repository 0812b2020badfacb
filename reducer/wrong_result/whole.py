"""numpy's evaluation of a whole program, op by op: an independent reference for what its
outputs should be (neither the compiler nor the op alone computes any of it).

Every op of the work function is computed by numpy's reference for it (`reference.py`),
or here for the ops that only move or make data (reshapes, casts, slices, empty tensors,
fills, dims). A program holding an op numpy has no reference for has no evaluation, and
says which op; a result whose shape is not the one its type declares is an error (a
program whose shapes disagree computes nothing defined), not a value.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from reducer.ir import Module, Op, syntax
from reducer.ir.functions import return_ops
from reducer.runtime.domains import NotConstant, constant, dims_of
from reducer.runtime.execution import entry_function, tensor_spec
from reducer.wrong_result.programs import returnable, work_block
from reducer.wrong_result.reference import reference

_SPLAT = re.compile(r"^dense<([^>]+)>")


class Unevaluated(Exception):
    """Why numpy cannot evaluate the program."""


class ShapesDisagree(Unevaluated):
    """An op's operands disagree in their dims on the inputs (a view of 512 elements into
    64): what the program computes is undefined."""


def evaluate_program(module: Module, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """The work function's outputs on `inputs`, as numpy computes them op by op;
    Unevaluated says why not."""
    func = entry_function(module)
    block = work_block(func)
    env: dict[int, Any] = {id(a): x for a, x in zip(block.args, inputs)}
    terminator = block.ops[-1]
    for op in block.ops[:-1]:
        if not op.results:
            continue  # asserts, prints: nothing computed
        values = [env[id(v)] if id(v) in env else constant(v) for v in op.operands]
        computed = _moved(op, values) if op.name in _MOVES else None
        if computed is None and not any(v is NotConstant for v in values):
            computed = reference(op, values, module.aliases)
        if computed is None:
            if any(returnable(r) for r in op.results):
                raise Unevaluated(f"numpy has no reference for {op.name}")
            continue  # a constant, read where it is used
        for result, value in zip(op.results, computed):
            if value is None:
                raise Unevaluated(f"numpy does not compute every result of {op.name}")
            _check_shape(op, result.type, value)
            env[id(result)] = value
    if terminator is not return_ops(func)[0]:
        raise Unevaluated("the work function does not end in its return")
    return [np.asarray(env[id(v)]) for v in terminator.operands]


def _moved(op: Op, values: list[Any]) -> list[Any] | None:
    try:
        return _MOVES[op.name](op, values)
    except (ValueError, TypeError, IndexError) as e:
        raise ShapesDisagree(f"{op.name} cannot be computed on its operands: {e}") from None


def _check_shape(op: Op, type_text: str, value: Any) -> None:
    declared = _declared(type_text)
    if declared is None:  # not a tensor: a list, a scalar
        return
    shape = np.shape(value)
    if len(declared) != len(shape) or any(d is not None and d != s
                                          for d, s in zip(declared, shape)):
        raise ShapesDisagree(f"{op.name} gives shape {shape} where its type says {type_text}: "
                          f"its operands' dims disagree")


def _declared(type_text: str) -> list[int | None] | None:
    """A tensor type's dims (None for a dynamic one); None when not a tensor type."""
    found = dims_of(type_text)
    return found[0] if found is not None else None


def _sized(op: Op, sizes: Sequence[Any]) -> tuple[int, ...]:
    """The result's shape: its static dims, and the dynamic ones from `sizes` in order."""
    declared = _declared(op.results[0].type) or []
    given = iter(sizes)
    return tuple(int(next(given)) if d is None else d for d in declared)


def _reshaped(op: Op, x: np.ndarray) -> list[Any]:
    declared = _declared(op.results[0].type) or []
    return [np.reshape(x, [-1 if d is None else d for d in declared])]


def _sliced(op: Op, x: np.ndarray) -> list[Any]:
    props = syntax.parse_dict(op.props)
    numbers = [[int(n) for n in re.findall(r"-?\d+", (props.get(k) or "").split(":", 1)[-1])]
               for k in ("static_offsets", "static_sizes", "static_strides")]
    offsets, sizes, strides = numbers
    if any(n < 0 for n in offsets + sizes + strides) or len(offsets) != x.ndim:
        raise Unevaluated(f"{op.name} has dynamic offsets or sizes")
    part = x[tuple(slice(o, o + s * t, t) for o, s, t in zip(offsets, sizes, strides))]
    return [np.reshape(part, [d for d in _sized(op, []) if d is not None])]


def _filled(op: Op, values: list[Any]) -> list[Any]:
    out = np.asarray(values[1])
    return [np.full(out.shape, values[0], out.dtype)]


def _splat(op: Op, values: list[Any]) -> list[Any] | None:
    m = _SPLAT.match(syntax.parse_dict(op.props).get("value") or "")
    if m is None or not returnable(op.results[0]):
        return None
    spec = tensor_spec(op.results[0].type)
    assert spec is not None
    word = m.group(1).strip()
    number = (word == "true") if word in ("true", "false") else float(word)
    return [np.full(spec.shape, number, spec.dtype)]


def _converted(op: Op, values: list[Any]) -> list[Any]:
    spec = tensor_spec(op.results[0].type)
    assert spec is not None
    return [np.asarray(values[0]).astype(spec.dtype)]


def _expanded(op: Op, values: list[Any]) -> list[Any]:
    """torch's expand: new leading dims, -1 keeps a dim; a size that is not 1 cannot grow,
    which numpy's broadcast reports as the shapes disagreeing."""
    x, sizes = np.asarray(values[0]), [int(s) for s in values[1]]
    lead = len(sizes) - x.ndim
    shape = [x.shape[i - lead] if s == -1 and i >= lead else s for i, s in enumerate(sizes)]
    return [np.broadcast_to(x, shape).copy()]


def _dim(op: Op, values: list[Any]) -> list[Any]:
    return [np.shape(values[0])[int(values[1])]]


def _empty(op: Op, values: list[Any]) -> list[Any]:
    spec = tensor_spec(op.results[0].type)
    assert spec is not None
    return [np.zeros(_sized(op, values), spec.dtype)]


_MOVES: dict[str, Callable[[Op, list[Any]], list[Any] | None]] = {
    "torch.aten.view": lambda op, v: [np.reshape(v[0], v[1])],
    "torch.aten.reshape": lambda op, v: [np.reshape(v[0], v[1])],
    "torch.aten.expand": _expanded,
    "torch.aten.unsqueeze": lambda op, v: [np.expand_dims(v[0], int(v[1]))],
    "torch.aten.transpose.int": lambda op, v: [np.swapaxes(v[0], int(v[1]), int(v[2]))],
    "torch.aten.cat": lambda op, v: [np.concatenate(v[0], int(v[1]))],
    "torch.aten.size.int": _dim,
    "torch.aten.broadcast_to": _expanded,
    "torch.tensor_static_info_cast": lambda op, v: [v[0]],
    "torch_c.from_builtin_tensor": lambda op, v: [v[0]],
    "torch_c.to_builtin_tensor": lambda op, v: [v[0]],
    "torch.prims.convert_element_type": _converted,
    "torch.aten.to.dtype": _converted,
    "torch.aten.zeros_like": lambda op, v: [np.zeros_like(v[0])],
    "torch.aten.ones_like": lambda op, v: [np.ones_like(v[0])],
    "tensor.cast": lambda op, v: [v[0]],
    "tensor.collapse_shape": lambda op, v: _reshaped(op, v[0]),
    "tensor.expand_shape": lambda op, v: [np.reshape(v[0], _sized(op, v[1:]))],
    "tensor.extract_slice": lambda op, v: _sliced(op, v[0]),
    "tensor.empty": _empty,
    "tensor.dim": _dim,
    "linalg.fill": _filled,
    "arith.constant": _splat,
    "torch.prim.ListConstruct": lambda op, v: [list(v)],  # of tensors, too
}
