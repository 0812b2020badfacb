"""An independent reference for an op's results: numpy, on the op's operand values.

`reference(op, operands)` computes what `op` gives on `operands` (its operand values in
order: arrays for tensors, Python values for constants, as `domains.constant` reads them),
one array per result (None for a result it cannot compute), or None for an op it does not
know. `wrong(...)` compares a result with the reference the way the op defines it: within
tolerances for floats, exactly for integers, and for the indices of a sort, top-k or arg-max
up to ties (any index of an equal element is right; the indices must pick the reference's
values, and a sort's payload must move with its keys).

The ops known are the keys of the tables below (`_TORCH`, `_UNARY`, `_BINARY`, `_LINALG`),
and linalg's structured ops whose maps and scalar body `structured.py` reads. Floats are
computed in float64 and rounded to the result's type.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from reducer.ir import Op, syntax
from reducer.oracle.oracle import OracleError
from reducer.runtime.domains import (
    NotConstant,
    constant,
    dimension,
    dimension_map,
    overwrites,
)
from reducer.runtime.execution import tensor_spec
from reducer.wrong_result.compare import Mismatch, compare_arrays, differing
from reducer.wrong_result.structured import evaluate

Results = list[np.ndarray | None]


def _axis(dim: Any, rank: int) -> int:
    """A dim that may count from the end, as an axis; ValueError when out of range."""
    axis = dimension(dim, rank) if isinstance(dim, int) else None
    if axis is None:
        raise ValueError(f"no dim {dim} in rank {rank}")
    return axis


def operand_values(op: Op, tensors: Mapping[int, np.ndarray]) -> list[Any]:
    """`op`'s operands as values: `tensors[i]` for the tensor at position i, constants read
    from the program for the others (NotConstant when not one)."""
    return [tensors[i] if i in tensors else constant(v) for i, v in enumerate(op.operands)]


def reference(op: Op, operands: Sequence[Any], aliases: Sequence[str] = ()) -> Results | None:
    """What numpy computes for `op` on `operands`, per result; None when it cannot.
    `aliases`: the alias definitions of `op`'s module (a structured op's maps may be there)."""
    if any(v is NotConstant for v in operands):
        return None
    computed: Results | None
    try:
        if op.name.startswith("linalg.") and op.name not in _LINALG:
            computed = evaluate(op, operands, aliases)  # type: ignore[assignment]
        elif op.name in _ELEMENTWISE:
            computed = [_elementwise(op.name, operands)]
        elif op.name in _ELEMENTWISE_SCALAR:
            computed = [_ELEMENTWISE_SCALAR[op.name](*operands[:3])]
        elif op.name in _TORCH:
            computed = _TORCH[op.name](*operands)
        elif op.name in _LINALG:
            computed = _LINALG[op.name](op, list(operands))
        else:
            return None
        if computed is None or len(computed) != len(op.results):
            return None
        return [_as_type(c, r.type) for c, r in zip(computed, op.results)]
    except (TypeError, ValueError, IndexError, ArithmeticError, OracleError):
        return None


def _as_type(value: np.ndarray | None, type_text: str) -> np.ndarray | None:
    """`value` in the dtype of a result of type `type_text`."""
    if value is None:
        return None
    spec = tensor_spec(type_text)
    if spec is None:
        return None
    with np.errstate(all="ignore"):
        return np.asarray(value).astype(spec.dtype)


def ambiguous(op: Op, operands: Sequence[Any]) -> bool:
    """Whether `op`'s indices are open on `operands`: a sort, top-k or arg-max of keys of
    which two are equal along the axis, so that the right indices are not one array."""
    if op.name not in _TIES:
        return False
    keys = operands[0]
    try:
        if op.name.startswith("iree_linalg_ext."):
            axis = _dimension_prop(op)
        else:
            dim = operands[2] if op.name == "torch.aten.topk" else \
                operands[1] if len(operands) > 1 else None
            axis = None if dim is None else _axis(dim, keys.ndim)
        flat = keys.reshape(-1) if axis is None else np.moveaxis(keys, axis, -1)
        return bool((np.diff(np.sort(flat, axis=-1), axis=-1) == 0).any())
    except (TypeError, ValueError, AttributeError):
        return False


def wrong(op: Op, result: int, got: np.ndarray, expected: np.ndarray, operands: Sequence[Any],
          rtol: float, atol: float) -> Mismatch | None:
    """How result `result` of `op` (`got`) is wrong against the reference (`expected`), up
    to ties where the op's indices are ambiguous; None when it is right."""
    if op.name.startswith("linalg.") and expected.dtype.kind == "f" and expected.size:
        # A reduction in float32 rounds by its terms' magnitude, not its result's: an
        # element near 0 among large ones is judged at the scale of the output.
        with np.errstate(invalid="ignore"):
            scale = float(np.nanmax(np.abs(expected.astype(np.float64))))
        atol = max(atol, rtol * scale) if np.isfinite(scale) else atol
    found = compare_arrays(result, got, expected, rtol, atol)
    if found is None or found.what != "values":
        return found
    judge = _TIES.get(op.name)
    if judge is None:
        return found
    try:
        bad = judge(op, result, got, expected, list(operands))
    except (TypeError, ValueError, IndexError):
        return found
    if bad is None or not bad.any():
        return None
    return differing(result, got, expected, bad)


# --- torch ---------------------------------------------------------------------------------------

def _f64(x: Any) -> Any:
    return x.astype(np.float64) if isinstance(x, np.ndarray) and x.dtype.kind == "f" else x


def _order(x: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """The stable order of `x` along `axis`, largest first when `descending`."""
    keys = x.astype(np.float64 if x.dtype.kind == "f" else np.int64)
    return np.argsort(-keys if descending else keys, axis=axis, kind="stable")


def _sort(x, dim=-1, descending=False, *_: Any) -> list[Any]:
    axis = _axis(dim, x.ndim)
    order = _order(x, axis, bool(descending))
    return [np.take_along_axis(x, order, axis), order]


def _topk(x, k, dim, largest=True, *_: Any) -> Results:
    axis = _axis(dim, x.ndim)
    return [np.take(a, np.arange(k), axis=axis) for a in _sort(x, dim, largest)]


def _arg(pick: Callable[..., np.ndarray]) -> Callable[..., Results]:
    def compute(x, dim=None, keepdim=False) -> Results:
        if dim is None:
            return [np.asarray(pick(x.reshape(-1)))]
        return [pick(x, axis=_axis(dim, x.ndim), keepdims=bool(keepdim))]
    return compute


def _extreme(pick: Callable[..., Any], arg: Callable[..., Any]) -> Callable[..., Results]:
    def compute(x, dim, keepdim=False) -> Results:
        axis = _axis(dim, x.ndim)
        where = np.asarray(arg(x, axis=axis))
        return [np.asarray(pick(x, axis=axis, keepdims=bool(keepdim))),
                np.expand_dims(where, axis) if keepdim else where]
    return compute


def _scatter(x, dim, index, src) -> Results:
    """`scatter.src` (`src` a tensor, as large as the index or larger) and `scatter.value`."""
    axis = _axis(dim, x.ndim)
    out = x.copy()
    part = src[tuple(slice(0, n) for n in index.shape)] if np.ndim(src) else src
    np.put_along_axis(_written(out, index, axis), index.astype(np.int64), part, axis)
    return [out]


def _written(out: np.ndarray, index: np.ndarray, axis: int) -> np.ndarray:
    """The part of `out` a scatter along `axis` writes into: torch's index may be smaller
    than the destination in the other dims (a view, so writes land in `out`)."""
    return out[tuple(slice(None) if i == axis else slice(0, n)
                     for i, n in enumerate(index.shape))]


def _scatter_add(x, dim, index, src) -> Results:
    axis = _axis(dim, x.ndim)
    out = _f64(x).copy()
    coordinates = list(np.indices(index.shape))
    coordinates[axis] = index.astype(np.int64)
    np.add.at(out, tuple(coordinates), _f64(src)[tuple(slice(0, n) for n in index.shape)])
    return [out]


def _one_hot(x, classes=-1) -> Results:
    n = int(x.max()) + 1 if classes == -1 else classes
    return [(x[..., None] == np.arange(n)).astype(np.int64)]


def _softmax(x, dim, *_: Any, log: bool = False) -> Results:
    axis = _axis(dim, x.ndim)
    shifted = _f64(x) - _f64(x).max(axis=axis, keepdims=True)
    total = np.exp(shifted).sum(axis=axis, keepdims=True)
    return [shifted - np.log(total) if log else np.exp(shifted) / total]


def _reduce(how: Callable[..., np.ndarray]) -> Callable[..., Results]:
    def compute(x, dims=None, keepdim=False, *_: Any) -> Results:
        axes = None if dims is None or dims == [] else tuple(_axis(d, x.ndim) for d in
                                                             (dims if isinstance(dims, list)
                                                              else [dims]))
        return [how(_f64(x), axis=axes, keepdims=bool(keepdim))]
    return compute


def _total(x, *_: Any) -> Results:
    return [np.asarray(_f64(x).sum())]


def _linear(x, w, b=None) -> Results:
    out = _f64(x) @ _f64(w).T
    return [out if b is None else out + _f64(b)]


_TORCH: dict[str, Callable[..., Results]] = {
    "torch.aten.topk": _topk,
    "torch.aten.sort": _sort,
    "torch.aten.argmax": _arg(np.argmax),
    "torch.aten.argmin": _arg(np.argmin),
    "torch.aten.max.dim": _extreme(np.max, np.argmax),
    "torch.aten.min.dim": _extreme(np.min, np.argmin),
    "torch.aten.gather": lambda x, dim, index, *_: [
        np.take_along_axis(x, index.astype(np.int64), _axis(dim, x.ndim))],
    "torch.aten.scatter.src": _scatter,
    "torch.aten.scatter.value": _scatter,
    "torch.aten.scatter_add": _scatter_add,
    "torch.aten.index_select": lambda x, dim, index: [
        np.take(x, index.astype(np.int64), axis=_axis(dim, x.ndim))],
    "torch.aten.embedding": lambda w, index, *_: [w[index.astype(np.int64)]],
    "torch.aten.one_hot": _one_hot,
    "torch.aten.mm": lambda a, b: [_f64(a) @ _f64(b)],
    "torch.aten.matmul": lambda a, b: [_f64(a) @ _f64(b)],
    "torch.aten.bmm": lambda a, b: [_f64(a) @ _f64(b)],
    "torch.aten.linear": _linear,
    "torch.aten.softmax.int": _softmax,
    "torch.aten._softmax": _softmax,
    "torch.aten.log_softmax.int": lambda x, dim, *_: _softmax(x, dim, log=True),
    "torch.aten.sum.dim_IntList": _reduce(np.sum),
    "torch.aten.mean.dim": _reduce(np.mean),
    "torch.aten.amax": _reduce(np.max),
    "torch.aten.amin": _reduce(np.min),
    "torch.aten.sum": _total,
    "torch.aten.einsum": lambda equation, tensors, *_: [np.einsum(equation, *map(_f64, tensors))],
}


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


_UNARY: dict[str, Callable[[Any], Any]] = {
    "neg": np.negative, "exp": np.exp, "log": np.log, "sqrt": np.sqrt,
    "rsqrt": lambda x: 1.0 / np.sqrt(x), "tanh": np.tanh, "sigmoid": _sigmoid,
    "silu": lambda x: x * _sigmoid(x), "relu": lambda x: np.maximum(x, 0), "abs": np.abs,
    "sin": np.sin, "cos": np.cos, "reciprocal": lambda x: 1.0 / x,
}
_BINARY: dict[str, Callable[[Any, Any], Any]] = {
    "add.Tensor": np.add, "sub.Tensor": np.subtract, "mul.Tensor": np.multiply,
    "div.Tensor": np.true_divide, "maximum": np.maximum, "minimum": np.minimum,
}
_ELEMENTWISE = {f"torch.aten.{k}" for k in (*_UNARY, *_BINARY)}


def _elementwise(name: str, operands: Sequence[Any]) -> np.ndarray:
    kind = name[len("torch.aten."):]
    if kind in _UNARY:
        return _UNARY[kind](_f64(operands[0]))
    a, b = _f64(operands[0]), _f64(operands[1])
    alpha = operands[2] if len(operands) > 2 and kind in ("add.Tensor", "sub.Tensor") else 1
    return _BINARY[kind](a, b * alpha if alpha != 1 else b)


_ELEMENTWISE_SCALAR: dict[str, Callable[..., np.ndarray]] = {
    "torch.aten.mul.Scalar": lambda x, s, *_: _f64(x) * s,
    "torch.aten.div.Scalar": lambda x, s, *_: _f64(x) / s,
    "torch.aten.add.Scalar": lambda x, s, alpha=1: _f64(x) + s * alpha,
    "torch.aten.sub.Scalar": lambda x, s, alpha=1: _f64(x) - s * alpha,
    "torch.aten.pow.Tensor_Scalar": lambda x, s, *_: np.power(_f64(x), s),
}
ELEMENTWISE = _ELEMENTWISE | set(_ELEMENTWISE_SCALAR)  # torch's, broadcasting their operands


# --- linalg --------------------------------------------------------------------------------------

_ASCENDING = {("arith.cmpf", p) for p in (4, 5, 11, 12)} | {("arith.cmpi", p) for p in (2, 3, 6, 7)}
_DESCENDING = {("arith.cmpf", p) for p in (2, 3, 9, 10)} | {("arith.cmpi", p) for p in (4, 5, 8, 9)}


def sort_direction(op: Op) -> bool | None:
    """Whether an `iree_linalg_ext.sort` sorts descending (True), ascending (False), or by a
    comparator this does not read (None): one compare of the first operand's two keys."""
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if block is None or len(block.ops) != 2 or len(block.args) < 2:
        return None
    compare, end = block.ops
    if end.operands != compare.results or compare.name not in ("arith.cmpf", "arith.cmpi"):
        return None
    m = re.search(r"predicate = (\d+)", compare.props or "")
    if m is None:
        return None
    key = (compare.name, int(m.group(1)))
    first, second = compare.operands
    if (first, second) == (block.args[0], block.args[1]):
        swapped = False
    elif (first, second) == (block.args[1], block.args[0]):
        swapped = True
    else:
        return None
    if key in _DESCENDING:
        return not swapped
    if key in _ASCENDING:
        return swapped
    return None


def _dimension_prop(op: Op) -> int | None:
    m = re.search(r"\bdimension = (-?\d+)", op.props or "")
    return int(m.group(1)) if m else None


def _linalg_sort(op: Op, operands: list[Any]) -> Results | None:
    descending = sort_direction(op)
    axis = _dimension_prop(op)
    if descending is None or axis is None or not operands:
        return None
    order = _order(operands[0], axis, descending)
    return [np.take_along_axis(x, order, axis) for x in operands]


def _linalg_topk(op: Op, operands: list[Any]) -> Results | None:
    """The k best of the input and the outputs' initial values along `dimension` (k: the
    outputs' size there), best first, the outputs' ahead of the input's among equals; an
    element's index is its position, or its entry in the input indices when given."""
    descending = sort_direction(op)
    axis = _dimension_prop(op)
    if descending is None or axis is None or len(operands) not in (3, 4):
        return None
    keys, out_keys, out_indices = operands[0], operands[-2], operands[-1]
    if len(operands) == 4:
        indices = operands[1]
    else:
        shape = [1] * keys.ndim
        shape[axis] = keys.shape[axis]
        indices = np.broadcast_to(np.arange(keys.shape[axis]).reshape(shape), keys.shape)
    k = out_keys.shape[axis]
    every = np.concatenate([out_keys, keys], axis=axis)
    order = np.take(_order(every, axis, descending), np.arange(k), axis=axis)
    every_index = np.concatenate([out_indices, indices.astype(out_indices.dtype)], axis=axis)
    return [np.take_along_axis(every, order, axis), np.take_along_axis(every_index, order, axis)]


def _coordinates(op: Op, indices: np.ndarray, target_rank: int) -> list[tuple] | None:
    """For each batch element of `indices` (its last axis the coordinates), the index of
    the slice it names in the target: full coordinates in dimension_map's order, or leading
    ones (a slice over the trailing dims)."""
    dims = dimension_map(op)
    if indices.shape[-1] != len(dims):
        return None
    if sorted(dims) != list(range(len(dims))) or (len(dims) < target_rank
                                                   and dims != list(range(len(dims)))):
        return None
    rows = indices.reshape(-1, len(dims)).astype(np.int64)
    found = []
    for row in rows:
        at = [0] * len(dims)
        for k, d in enumerate(dims):
            at[d] = int(row[k])
        found.append(tuple(at))
    return found


def _linalg_scatter(op: Op, operands: list[Any]) -> Results | None:
    updates, indices, original = operands[:3]
    block = op.regions[0].blocks[0]
    if overwrites(op):
        combine = None
    elif len(block.ops) == 2 and block.ops[0].name in ("arith.addf", "arith.addi"):
        combine = np.add
    else:
        return None
    at = _coordinates(op, indices, original.ndim)
    if at is None:
        return None
    batch = indices.shape[:-1]
    slices = updates.reshape((int(np.prod(batch)),) + updates.shape[len(batch):])
    out = _f64(original).copy() if combine is not None else original.copy()
    for where, update in zip(at, slices):
        region = tuple(slice(i, i + 1) if k < len(where) else slice(None)
                       for k, i in enumerate(where))
        target = out[region]
        value = update.reshape(target.shape) if update.size == target.size else None
        if value is None:
            return None
        out[region] = value if combine is None else combine(target, value)
    return [out]


def _linalg_gather(op: Op, operands: list[Any]) -> Results | None:
    source, indices = operands[:2]
    at = _coordinates(op, indices, source.ndim)
    if at is None:
        return None
    picked = [source[tuple(where)] for where in at]
    return [np.stack(picked).reshape(indices.shape[:-1] + np.shape(picked[0]))]


def _linalg_transpose(op: Op, operands: list[Any]) -> Results | None:
    text = syntax.parse_dict(op.props).get("permutation") or ""
    permutation = [int(d) for d in re.findall(r"-?\d+", text.partition(":")[2])]
    return [np.transpose(operands[0], permutation)] if permutation else None


_LINALG: dict[str, Callable[[Op, list[Any]], Results | None]] = {
    "iree_linalg_ext.sort": _linalg_sort,
    "iree_linalg_ext.topk": _linalg_topk,
    "iree_linalg_ext.scatter": _linalg_scatter,
    "iree_linalg_ext.gather": _linalg_gather,
    "linalg.transpose": _linalg_transpose,
}


# --- ties ----------------------------------------------------------------------------------------

def _picked(x: np.ndarray, axis: int, got: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Where indices `got` (along `axis` of `x`) are out of range or pick other values than
    `values`, or repeat along the axis."""
    n = x.shape[axis]
    valid = (got >= 0) & (got < n)
    safe = np.where(valid, got, 0).astype(np.int64)
    picked = np.take_along_axis(x, safe, axis)
    bad = ~valid | ~((picked == values) | (np.isnan(picked) & np.isnan(values))
                     if x.dtype.kind == "f" else picked == values)
    ordered = np.sort(safe, axis=axis)
    repeats = np.diff(ordered, axis=axis) == 0
    if repeats.any():
        row_repeats = repeats.any(axis=axis, keepdims=True)
        bad |= np.broadcast_to(row_repeats, bad.shape)
    return bad


def _topk_ties(op: Op, result: int, got, expected, operands) -> np.ndarray | None:
    x = operands[0]
    if result == 0:
        return None if np.array_equal(got, expected) else got != expected
    dim = operands[2] if op.name == "torch.aten.topk" else operands[1]
    axis = _axis(dim, x.ndim)
    computed = reference(op, operands)
    if computed is None or computed[0] is None:
        return got != expected
    return _picked(x, axis, got, computed[0])


def _arg_ties(op: Op, result: int, got, expected, operands) -> np.ndarray | None:
    """An arg-max (or `max.dim`'s indices) is right where it picks an element equal to the
    one the reference picks."""
    if op.name.endswith(".dim") and result == 0:
        return got != expected
    x, dim = operands[0], operands[1] if len(operands) > 1 else None
    keepdim = len(operands) > 2 and operands[2] is True
    if dim is None:  # over every element
        flat = x.reshape(-1)
        i, j = int(got.reshape(-1)[0]), int(expected.reshape(-1)[0])
        return np.full(got.shape, not (0 <= i < flat.size and flat[i] == flat[j]))
    axis = _axis(dim, x.ndim)
    chosen = got if keepdim else np.expand_dims(got, axis)
    best = expected if keepdim else np.expand_dims(expected, axis)
    bad = _picked(x, axis, chosen, np.take_along_axis(x, best.astype(np.int64), axis))
    return bad if keepdim else np.squeeze(bad, axis)


def _linalg_sort_ties(op: Op, result: int, got, expected, operands) -> np.ndarray | None:
    """A sort's payload is right where each row holds the input's (key, payload) pairs with
    the keys in order: equal keys may carry their payloads in either order."""
    axis = _dimension_prop(op)
    if result == 0 or axis is None:
        return got != expected
    n = got.shape[axis]

    def rows(x: np.ndarray) -> np.ndarray:
        return np.moveaxis(x, axis, -1).reshape(-1, n)

    keys, payload = rows(operands[0]), rows(operands[result])
    sorted_keys, got_rows, expected_rows = rows(reference_keys(op, operands[0])), rows(got), \
        rows(expected)
    bad = np.zeros(got_rows.shape, dtype=bool)
    for i in range(len(got_rows)):
        if sorted(zip(sorted_keys[i].tolist(), got_rows[i].tolist())) != \
                sorted(zip(keys[i].tolist(), payload[i].tolist())):
            bad[i] = got_rows[i] != expected_rows[i]
            bad[i] |= not bad[i].any()
    moved = np.moveaxis(got, axis, -1).shape
    return np.moveaxis(bad.reshape(moved), -1, axis)


def reference_keys(op: Op, keys: np.ndarray) -> np.ndarray:
    """An `iree_linalg_ext.sort`'s keys in the order it sorts them."""
    axis = _dimension_prop(op)
    assert axis is not None
    return np.take_along_axis(keys, _order(keys, axis, bool(sort_direction(op))), axis)


_TIES: dict[str, Callable[..., np.ndarray | None]] = {
    "torch.aten.topk": _topk_ties,
    "torch.aten.sort": _topk_ties,
    "torch.aten.argmax": _arg_ties,
    "torch.aten.argmin": _arg_ties,
    "torch.aten.max.dim": _arg_ties,
    "torch.aten.min.dim": _arg_ties,
    "iree_linalg_ext.sort": _linalg_sort_ties,
    "iree_linalg_ext.topk": lambda op, result, got, expected, operands: got != expected,
}
