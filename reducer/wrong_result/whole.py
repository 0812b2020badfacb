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

from reducer.ir import Module, Op, Value, syntax
from reducer.ir.functions import return_ops
from reducer.runtime.domains import NotConstant, constant
from reducer.runtime.execution import TensorSpec, entry_function, tensor_spec
from reducer.wrong_result.dims import (
    Dims,
    Shaped,
    declared,
    disagreement,
    einsum_disagreement,
    result_shapes,
)
from reducer.wrong_result.programs import returnable, work_block
from reducer.wrong_result.reference import reference

_SPLAT = re.compile(r"^dense<([^>]+)>")
_DYNAMIC = -9223372036854775808  # a static offset, size or stride that an operand gives


class Unevaluated(Exception):
    """Why numpy cannot evaluate the program."""


class ShapesDisagree(Unevaluated):
    """An op's operands disagree in their dims on the inputs (a view of 512 elements into
    64): what the program computes is undefined."""


def evaluate_program(module: Module, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """The work function's outputs on `inputs`, as numpy computes them op by op;
    Unevaluated says why not."""
    func = entry_function(module)
    env = _walk(module, inputs, carry_on=False)
    terminator = work_block(func).ops[-1]
    if terminator is not return_ops(func)[0]:
        raise Unevaluated("the work function does not end in its return")
    return [np.asarray(env[id(v)]) for v in terminator.operands]


def check_shapes(module: Module, inputs: Sequence[np.ndarray]) -> None:
    """ShapesDisagree naming the first op whose operands' dims disagree on `inputs`, as far
    as they are known: past an op numpy cannot compute, its results' dims (`dims.py`) carry
    the check on where their values cannot."""
    _walk(module, inputs, carry_on=True)


def _walk(module: Module, inputs: Sequence[np.ndarray], carry_on: bool) -> dict[int, Any]:
    """Each value of the work function as numpy computes it; with `carry_on`, a `Shaped`
    for a tensor it cannot compute, and each op's operands' dims checked, else Unevaluated
    at the first op it cannot compute."""
    block = work_block(entry_function(module))
    env: dict[int, Any] = {id(a): x for a, x in zip(block.args, inputs)}
    for op in block.ops[:-1]:
        if not op.results:
            continue  # asserts, prints: nothing computed
        values = [env[id(v)] if id(v) in env else constant(v) for v in op.operands]
        if carry_on:  # a tensor whose values are not known has its type's dims
            values = [Shaped(d) if v is NotConstant and (d := declared(o.type)) is not None
                      else v for v, o in zip(values, op.operands)]
            _check_dims(op, values, module.aliases)
        computed = _computed(op, values, module.aliases)
        if carry_on and (computed is None or any(c is None for c in computed)):
            shaped = _result_shapes(op, values)
            computed = [c if c is not None else s for c, s in zip(computed or shaped, shaped)]
        if computed is None:
            if any(returnable(r) for r in op.results):
                raise Unevaluated(f"numpy has no reference for {op.name}")
            continue  # a constant, read where it is used
        for result, value in zip(op.results, computed):
            if value is None and not carry_on:
                raise Unevaluated(f"numpy does not compute every result of {op.name}")
            if value is not None:
                _check_shape(op, result.type, value)
                env[id(result)] = value
    return env


def _computed(op: Op, values: list[Any], aliases: Sequence[str]) -> list[Any] | None:
    """`op`'s results on `values`; None when numpy cannot compute them. Where an operand's
    values are not known, its results' dims still are where numpy's ops give them on
    stand-ins of its shape (zeros: indices in range), save an op whose operands' values
    size its results (one_hot of -1 classes: as many as the largest index says)."""
    if _holds(values, lambda v: v is NotConstant):
        return None
    if not _holds(values, lambda v: isinstance(v, Shaped)):
        computed = _moved(op, values) if op.name in _MOVES else None
        return computed if computed is not None else reference(op, values, aliases)
    if op.name == "torch.prim.ListConstruct":
        return [list(values)]
    stand_ins = _stand_ins(values)
    if stand_ins is None:
        return None
    if op.name in _MOVES:
        computed = _moved(op, stand_ins)
    elif not (op.name == "torch.aten.one_hot" and values[1] == -1):
        with np.errstate(all="ignore"):
            computed = reference(op, stand_ins, aliases)
    else:
        return None
    return None if computed is None else [
        Shaped(np.shape(c)) if c is not None and declared(r.type) is not None else c
        for c, r in zip(computed, op.results)]


def _holds(values: Sequence[Any], test: Callable[[Any], bool]) -> bool:
    return any(_holds(v, test) if isinstance(v, list) else test(v) for v in values)


def _stand_ins(values: Sequence[Any]) -> list[Any] | None:
    """`values` with each `Shaped` an array of zeros of its shape; None when one has a dim
    not known."""
    out = []
    for v in values:
        if isinstance(v, list):
            v = _stand_ins(v)
            if v is None:
                return None
        elif isinstance(v, Shaped):
            if None in v.shape:
                return None
            v = np.zeros([d or 0 for d in v.shape], np.float32)
        out.append(v)
    return out


def _shape(value: Any, operand: Value) -> Dims | None:
    """An operand's dims as far as known; None when not a tensor."""
    if isinstance(value, Shaped):
        return value.shape
    return None if declared(operand.type) is None else np.shape(value)


def _check_dims(op: Op, values: list[Any], aliases: Sequence[str]) -> None:
    if _is_einsum(op, values):
        why = einsum_disagreement(op, values[0], _item_shapes(values[1]))
    else:
        why = disagreement(op, [_shape(v, o) for v, o in zip(values, op.operands)], aliases)
    if why is not None:
        raise ShapesDisagree(why)


def _result_shapes(op: Op, values: list[Any]) -> list[Shaped | None]:
    if _is_einsum(op, values):
        return result_shapes(op, _item_shapes(values[1]), values[0])
    return result_shapes(op, [_shape(v, o) for v, o in zip(values, op.operands)])


def _is_einsum(op: Op, values: list[Any]) -> bool:
    """torch's einsum, its operands in a list."""
    return op.name == "torch.aten.einsum" and len(values) > 1 and isinstance(values[1], list)


def _item_shapes(items: list[Any]) -> list[Dims | None]:
    return [v.shape if isinstance(v, Shaped) else None if v is NotConstant else np.shape(v)
            for v in items]


def _moved(op: Op, values: list[Any]) -> list[Any] | None:
    try:
        return _MOVES[op.name](op, values)
    except (ValueError, TypeError, IndexError) as e:
        raise ShapesDisagree(f"{op.name} cannot be computed on its operands: {e}") from None


def _check_shape(op: Op, type_text: str, value: Any) -> None:
    dims = declared(type_text)
    if dims is None:  # not a tensor: a list, a scalar
        return
    shape = value.shape if isinstance(value, Shaped) else np.shape(value)
    if len(dims) != len(shape) or any(d is not None and s is not None and d != s
                                      for d, s in zip(dims, shape)):
        raise ShapesDisagree(f"{op.name} gives shape {shape} where its type says {type_text}: "
                          f"its operands' dims disagree")


def _sized(op: Op, sizes: Sequence[Any]) -> tuple[int, ...]:
    """The result's shape: its static dims, and the dynamic ones from `sizes` in order."""
    dims = declared(op.results[0].type) or ()
    given = iter(sizes)
    return tuple(int(next(given)) if d is None else d for d in dims)


def _collapsed(op: Op, x: np.ndarray) -> list[Any]:
    """collapse_shape: each result dim the product of its group of source dims."""
    groups = syntax.parse_dict(op.props).get("reassociation") or ""
    sizes = [int(np.prod([x.shape[int(d)] for d in re.findall(r"\d+", group)]))
             for group in re.findall(r"\[([\d,\s]*)\]", groups)]
    return [np.reshape(x, sizes)]


def _sliced(op: Op, values: list[Any]) -> list[Any]:
    """extract_slice: its static offsets, sizes and strides, a dynamic one (the sentinel)
    from the operands in order."""
    props = syntax.parse_dict(op.props)
    given = iter(int(v) for v in values[1:])
    raw = [[int(n) for n in re.findall(r"-?\d+", (props.get(k) or "").split(":", 1)[-1])]
           for k in ("static_offsets", "static_sizes", "static_strides")]
    offsets, sizes, strides = [[next(given) if n == _DYNAMIC else n for n in numbers]
                               for numbers in raw]
    x = values[0]
    if len(offsets) != x.ndim or any(o < 0 or s < 0 or s > 0 and o + (s - 1) * t >= n
                                     for o, s, t, n in zip(offsets, sizes, strides, x.shape)):
        raise ValueError(f"offsets {offsets}, sizes {sizes}, strides {strides} are not "
                         f"within {x.shape}")
    part = x[tuple(slice(o, o + s * t, t) for o, s, t in zip(offsets, sizes, strides))]
    # the dims it drops are static 1s: its dynamic dims are its dynamic sizes, in order
    return [np.reshape(part, _sized(op, [s for s, n in zip(sizes, raw[1]) if n == _DYNAMIC]))]


def _torch_sliced(op: Op, values: list[Any]) -> list[Any]:
    """torch's slice: start and end clamped to the dim, as torch does."""
    x, dim, start, end, step = values
    axis = int(dim) % x.ndim
    return [x[(slice(None),) * axis + (slice(start, end, step),)]]


def _integer_prop(op: Op, name: str) -> int:
    return int((syntax.parse_dict(op.props).get(name) or "").split(":")[0])


def _filled(op: Op, values: list[Any]) -> list[Any]:
    out = np.asarray(values[1])
    return [np.full(out.shape, values[0], out.dtype)]


def _splat(op: Op, values: list[Any]) -> list[Any] | None:
    m = _SPLAT.match(syntax.parse_dict(op.props).get("value") or "")
    spec = _spec(op)
    if m is None or spec is None:
        return None
    word = m.group(1).strip()
    try:
        number = (word == "true") if word in ("true", "false") else float(word)
    except ValueError:  # a blob of hex digits
        return None
    return [np.full(spec.shape, number, spec.dtype)]


def _converted(op: Op, values: list[Any]) -> list[Any] | None:
    spec = _spec(op)
    return None if spec is None else [np.asarray(values[0]).astype(spec.dtype)]


def _expanded(op: Op, values: list[Any]) -> list[Any]:
    """torch's expand: new leading dims, -1 keeps a dim; a size that is not 1 cannot grow,
    which numpy's broadcast reports as the shapes disagreeing."""
    x, sizes = np.asarray(values[0]), [int(s) for s in values[1]]
    lead = len(sizes) - x.ndim
    shape = [x.shape[i - lead] if s == -1 and i >= lead else s for i, s in enumerate(sizes)]
    return [np.broadcast_to(x, shape).copy()]


def _dim(op: Op, values: list[Any]) -> list[Any]:
    return [np.shape(values[0])[int(values[1])]]


def _empty(op: Op, values: list[Any]) -> list[Any] | None:
    spec = _spec(op)
    return None if spec is None else [np.zeros(_sized(op, values), spec.dtype)]


def _spec(op: Op) -> TensorSpec | None:
    """The spec of `op`'s result; None for one numpy has no dtype for (f4, f8)."""
    return tensor_spec(op.results[0].type) if returnable(op.results[0]) else None


def _integers(how: Callable[..., int]) -> Callable[[Op, list[Any]], list[Any] | None]:
    """Arithmetic on dims (index or torch ints), which sizes are computed with."""
    def compute(op: Op, values: list[Any]) -> list[Any] | None:
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool)
                   for v in values):
            return None
        try:
            return [how(*map(int, values))]
        except ZeroDivisionError:
            return None
    return compute


_MOVES: dict[str, Callable[[Op, list[Any]], list[Any] | None]] = {
    "arith.addi": _integers(lambda a, b: a + b),
    "arith.subi": _integers(lambda a, b: a - b),
    "arith.muli": _integers(lambda a, b: a * b),
    "arith.divui": _integers(lambda a, b: a // b),
    "arith.floordivsi": _integers(lambda a, b: a // b),
    "arith.divsi": _integers(lambda a, b: abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)),
    "arith.ceildivsi": _integers(lambda a, b: -(-a // b)),
    "arith.index_cast": _integers(lambda a: a),
    "arith.maxui": _integers(max),
    "arith.minui": _integers(min),
    "arith.maxsi": _integers(max),
    "arith.minsi": _integers(min),
    "torch.aten.add.int": _integers(lambda a, b: a + b),
    "torch.aten.sub.int": _integers(lambda a, b: a - b),
    "torch.aten.mul.int": _integers(lambda a, b: a * b),
    "torch.aten.floordiv.int": _integers(lambda a, b: a // b),
    "torch.aten.view": lambda op, v: [np.reshape(v[0], v[1])],
    "torch.aten.reshape": lambda op, v: [np.reshape(v[0], v[1])],
    "torch.aten.expand": _expanded,
    "torch.aten.unsqueeze": lambda op, v: [np.expand_dims(v[0], int(v[1]))],
    "torch.aten.transpose.int": lambda op, v: [np.swapaxes(v[0], int(v[1]), int(v[2]))],
    "torch.aten.cat": lambda op, v: [np.concatenate(v[0], int(v[1]))],
    "torch.aten.slice.Tensor": _torch_sliced,
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
    "tensor.collapse_shape": lambda op, v: _collapsed(op, v[0]),
    "tensor.expand_shape": lambda op, v: [np.reshape(v[0], _sized(op, v[1:]))],
    "tensor.extract_slice": _sliced,
    "tensor.concat": lambda op, v: [np.concatenate(v, _integer_prop(op, "dim"))],
    "tensor.empty": _empty,
    "tensor.dim": _dim,
    "linalg.fill": _filled,
    "arith.constant": _splat,
    "torch.prim.ListConstruct": lambda op, v: [list(v)],  # of tensors, too
}
