"""numpy's reference for linalg's structured ops: `linalg.generic`, `linalg.matmul`,
`linalg.batch_matmul` and their kin, read from what every one of them holds in generic form:
its indexing maps and a body of scalar ops.

`evaluate(op, operands, aliases)` computes the op's results (one per `outs` operand) when its
maps are projected permutations (each result of a map one loop dim: transposes, broadcasts,
reductions; no diagonals or constant indices) and its body is made of the scalar ops of
`_SCALAR` (arithmetic, math, casts, compares, selects, constants, `linalg.index`). Where the
op reduces, each yielded value must be the output's element combined (add, mul, max, min)
with a value of the inputs alone: the inputs' part is computed over the whole iteration
space, reduced along the reduction dims and combined with the init. Anything else (a body
that reads memory, calls, loops, a reduction the body does not expose so): None, and the
op is checked against itself alone. Floats are computed in float64, integers in int64; ops
on floats narrower than f32 are left to the op alone (each of their steps rounds).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from reducer.ir import Block, Op, Value, syntax
from reducer.runtime.domains import NotConstant, literal, segments

_NARROW = re.compile(r"x(?:f16|bf16|f8\w*)>|<(?:f16|bf16|f8\w*)>")  # floats below f32
_MAP = re.compile(r"affine_map<\(([^)]*)\)(?:\[[^\]]*\])?\s*->\s*\(([^)]*)\)>")
_ALIAS = re.compile(r"^\s*(#[\w$.-]+)\s*=\s*(affine_map<.*>)\s*$")

_UNARY: dict[str, Callable[[Any], Any]] = {
    "arith.negf": np.negative, "math.exp": np.exp, "math.log": np.log, "math.sqrt": np.sqrt,
    "math.rsqrt": lambda x: 1.0 / np.sqrt(x), "math.tanh": np.tanh, "math.absf": np.abs,
    "math.absi": np.abs, "math.sin": np.sin, "math.cos": np.cos, "math.exp2": np.exp2,
    "math.log2": np.log2, "math.floor": np.floor, "math.ceil": np.ceil,
}
_BINARY: dict[str, Callable[[Any, Any], Any]] = {
    "arith.addf": np.add, "arith.subf": np.subtract, "arith.mulf": np.multiply,
    "arith.divf": np.true_divide, "arith.maximumf": np.maximum, "arith.minimumf": np.minimum,
    "arith.maxnumf": np.fmax, "arith.minnumf": np.fmin, "arith.addi": np.add,
    "arith.subi": np.subtract, "arith.muli": np.multiply, "arith.maxsi": np.maximum,
    "arith.minsi": np.minimum, "arith.andi": np.bitwise_and, "arith.ori": np.bitwise_or,
    "arith.xori": np.bitwise_xor, "math.powf": np.power,
}
_CASTS = ("arith.extf", "arith.truncf", "arith.sitofp", "arith.uitofp", "arith.fptosi",
          "arith.fptoui", "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast",
          "arith.index_castui", "arith.bitcast")
# How a reduction's body may combine the output's element with the inputs' part, and the
# numpy reduction that folds the part along the reduction dims.
_COMBINE: dict[str, np.ufunc] = {
    "arith.addf": np.add, "arith.addi": np.add, "arith.mulf": np.multiply,
    "arith.muli": np.multiply, "arith.maximumf": np.maximum, "arith.minimumf": np.minimum,
    "arith.maxnumf": np.fmax, "arith.minnumf": np.fmin, "arith.maxsi": np.maximum,
    "arith.minsi": np.minimum,
}
# arith.cmpf's predicates by number (ordered and unordered alike: NaNs are outside the
# domain), and arith.cmpi's.
_CMPF = {1: np.equal, 2: np.greater, 3: np.greater_equal, 4: np.less, 5: np.less_equal,
         6: np.not_equal, 8: np.equal, 9: np.greater, 10: np.greater_equal, 11: np.less,
         12: np.less_equal, 13: np.not_equal}
_CMPI = {0: np.equal, 1: np.not_equal, 2: np.less, 3: np.less_equal, 4: np.greater,
         5: np.greater_equal, 6: np.less, 7: np.less_equal, 8: np.greater, 9: np.greater_equal}


class _Unknown(Exception):
    """The op holds something this does not evaluate."""


def evaluate(op: Op, operands: Sequence[Any], aliases: Sequence[str] = ()
             ) -> list[np.ndarray] | None:
    """What the structured op `op` gives on `operands` (arrays, ins then outs), one array
    per output; None when its maps or body are not ones this reads. `aliases`: the
    module's alias definitions, where the maps may be."""
    if any(_NARROW.search(v.type) for v in (*op.operands, *op.results)):
        return None  # computed in float64, it would differ from the op's own rounding
    props = syntax.parse_dict(op.props)
    maps = _maps(props.get("indexing_maps"), aliases)
    ins, outs = segments(op)
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if maps is None or body is None or outs == 0 \
            or not len(maps) == len(operands) == len(body.args) == ins + outs:
        return None
    arrays = [np.asarray(a) for a in operands]
    try:
        size = _space(maps, arrays)
        return _outputs(body, maps, arrays, ins, size)
    except (_Unknown, ValueError, IndexError, TypeError, KeyError, ArithmeticError):
        return None


def indexing_maps(op: Op, aliases: Sequence[str] = ()) -> list[list[int]] | None:
    """`op`'s indexing maps as the loop dims of their results; None unless each is a
    projected permutation."""
    return _maps(syntax.parse_dict(op.props).get("indexing_maps"), aliases)


def loop_dims(op: Op, aliases: Sequence[str] = ()) -> list[list[int | None]] | None:
    """`op`'s indexing maps as the loop dims of their results, None for a constant result
    (`(d0) -> (d0, 0)`); None unless each result is a loop dim or a constant."""
    return _maps(syntax.parse_dict(op.props).get("indexing_maps"), aliases, constants=True)


def _maps(text: str | None, aliases: Sequence[str], constants: bool = False) -> Any:
    """Each indexing map as the loop dims of its results, in order (with `constants`, None
    for a constant result); None unless each is a projected permutation."""
    if not text:
        return None
    defined = {m.group(1): m.group(2) for line in aliases if (m := _ALIAS.match(line))}
    text = re.sub(r"#[\w$.-]+", lambda m: defined.get(m.group(0), m.group(0)), text)
    found = []
    for dims_text, results_text in _MAP.findall(text):
        dims = [d.strip() for d in dims_text.split(",") if d.strip()]
        results = [r.strip() for r in results_text.split(",") if r.strip()]
        if constants:
            if any(r not in dims and not r.isdigit() for r in results):
                return None
            found.append([dims.index(r) if r in dims else None for r in results])
            continue
        if any(r not in dims for r in results) or len(set(results)) != len(results):
            return None
        found.append([dims.index(r) for r in results])
    return found if text.count("affine_map") == len(found) else None


def _space(maps: list[list[int]], arrays: list[np.ndarray]) -> list[int]:
    """The size of each loop dim, as the operands' shapes give it."""
    size: dict[int, int] = {}
    for dims, array in zip(maps, arrays):
        if array.ndim != len(dims):
            raise _Unknown
        for axis, d in enumerate(dims):
            if size.setdefault(d, array.shape[axis]) != array.shape[axis]:
                raise _Unknown
    loops = 1 + max((d for dims in maps for d in dims), default=-1)
    if set(size) != set(range(loops)):
        raise _Unknown
    return [size[d] for d in range(loops)]


def _spread(array: np.ndarray, dims: list[int], loops: int) -> np.ndarray:
    """`array` (its axes the loop dims `dims`) over the iteration space: its axes in loop
    order, a 1 for each loop dim it lacks."""
    order = sorted(range(len(dims)), key=lambda axis: dims[axis])
    shape = [1] * loops
    for axis in order:
        shape[dims[axis]] = array.shape[axis]
    return np.transpose(array, order).reshape(shape)


def _gather(value: np.ndarray, dims: list[int], size: list[int]) -> np.ndarray:
    """An output over the iteration space (the dims it lacks of size 1) as its map lays it out."""
    kept = sorted(dims)
    full = np.broadcast_to(value, [n if d in dims else 1 for d, n in enumerate(size)])
    squeezed = full.reshape([size[d] for d in kept])
    return np.transpose(squeezed, [kept.index(d) for d in dims])


def _outputs(body: Block, maps: list[list[int]], arrays: list[np.ndarray], ins: int,
             size: list[int]) -> list[np.ndarray]:
    loops = len(size)
    outs = maps[ins:]
    parallel = set.intersection(*(set(dims) for dims in outs))
    reduced = tuple(d for d in range(loops) if d not in parallel)
    env: dict[int, Any] = {id(arg): _number(_spread(a, dims, loops))
                           for arg, a, dims in zip(body.args[:ins], arrays, maps)}
    inits = [_number(_spread(a, dims, loops)) for a, dims in zip(arrays[ins:], outs)]
    if not reduced:
        env.update((id(arg), init) for arg, init in zip(body.args[ins:], inits))
    yielded = body.ops[-1].operands
    results = []
    for value, dims, init, out_arg in zip(yielded, outs, inits, body.args[ins:]):
        if not reduced:
            computed = _value(value, env, size)
        else:
            producer = value.defining_op
            if producer is None or producer.name not in _COMBINE:
                raise _Unknown
            a, b = producer.operands
            part = b if a is out_arg else a if b is out_arg else None
            if part is None or part is out_arg:
                raise _Unknown
            ufunc = _COMBINE[producer.name]
            whole = np.broadcast_to(_value(part, env, size), size)
            computed = ufunc(init, ufunc.reduce(whole, axis=reduced, keepdims=True))
        results.append(_gather(np.asarray(computed), dims, size))
    return results


def _number(array: np.ndarray) -> np.ndarray:
    kind = array.dtype.kind
    return array.astype(np.float64) if kind == "f" else array.astype(np.int64) \
        if kind in "iu" else array


def _value(value: Value, env: dict[int, Any], size: list[int]) -> Any:
    """`value` of the body over the iteration space; an out argument only where `env` has it."""
    if id(value) in env:
        return env[id(value)]
    op = value.defining_op
    if op is None or op.regions:
        raise _Unknown
    operands = [_value(v, env, size) for v in op.operands]
    computed = _scalar(op, operands, size)
    env[id(value)] = computed
    return computed


def _scalar(op: Op, operands: list[Any], size: list[int]) -> Any:
    props = syntax.parse_dict(op.props)
    with np.errstate(all="ignore"):
        if op.name in _UNARY:
            return _UNARY[op.name](operands[0])
        if op.name in _BINARY:
            return _BINARY[op.name](*operands)
        if op.name in _CASTS:
            return _cast(operands[0], op.results[0].type)
        if op.name == "arith.select":
            return np.where(*operands)
        if op.name in ("arith.cmpf", "arith.cmpi"):
            table = _CMPF if op.name == "arith.cmpf" else _CMPI
            return table[_integer(props.get("predicate"))](*operands)
        if op.name == "arith.constant":
            found = literal(props.get("value") or "")
            if found is NotConstant:
                raise _Unknown
            return found
        if op.name == "linalg.index":
            dim = _integer(props.get("dim"))
            shape = [1] * len(size)
            shape[dim] = size[dim]
            return np.arange(size[dim], dtype=np.int64).reshape(shape)
    raise _Unknown


def _integer(text: str | None) -> int:
    """An integer attribute's value (`1 : i64`)."""
    if text is None:
        raise _Unknown
    return int(text.split(":")[0])


def _cast(value: Any, type_text: str) -> Any:
    """A scalar cast: floats stay float64, integers int64 (wrapped to a narrower width)."""
    array = np.asarray(value)
    if type_text in ("f16", "bf16", "f32", "f64"):
        return array.astype(np.float64)
    if type_text == "i1":
        return array.astype(bool)
    m = re.fullmatch(r"[su]?i(\d+)|index", type_text)
    if m is None:
        raise _Unknown
    whole = np.trunc(array) if array.dtype.kind == "f" else array
    width = int(m.group(1)) if m.group(1) else 64
    if width < 64:
        whole = np.asarray(whole, dtype=np.int64) & ((1 << width) - 1)
        whole = np.where(whole >= 1 << (width - 1), whole - (1 << width), whole)
    return np.asarray(whole).astype(np.int64)
