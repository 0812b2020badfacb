"""What an op needs of its operands to be defined, and data that gives it that.

A wrong value is only evidence of a miscompile where the right value is defined: a gather's
indices must be in range, a scatter that overwrites must not write one element twice, a
square root wants no negative numbers. `needs(op, shapes)` says what an op needs of each
operand (`IndexDomain`: integers in [0, bound), distinct along some axes; `PositiveDomain`),
from its operands' shapes; `argument_domains(module)` follows each argument of the program's
work function through its uses (casts, reshapes, calls) to the ops that need something of it,
so that the data made for it (`IndexDomain.sample`) is in every such op's domain.

Ops whose needs are known: torch's indexing and scattering ops and square roots and logarithms
(`_torch_needs`, `list_needs`), IREE's scatter and gather, and a `linalg.generic` whose body
extracts from a tensor at an index computed from one of its inputs.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from reducer.ir import IRError, Module, Op, Value, syntax
from reducer.ir.abi import unwrapped
from reducer.ir.functions import entry_block
from reducer.ir.in_place import reads, segments
from reducer.ir.module import Block
from reducer.ir.program import called_function, entry_function

DYNAMIC_SIZE = 8  # every dynamic dim of an input, at run time
SMALL = 8  # integers are drawn below this when the domain allows (as token ids and shifts like)

Shape = tuple[int, ...]
_TENSOR = re.compile(r"tensor<((?:(?:\?|\d+)x)*)([a-z]+\d*)\s*(?:,[^>]*)?>")
_TORCH = re.compile(r"!torch\.vtensor<\[([-\d, ?]*)\],\s*([a-z]+\d*)>")


@dataclass(frozen=True)
class IndexDomain:
    """Integers in [0, bound): one bound for every element, or (a tuple of coordinates
    along the last axis) one bound per position along that axis. Along the `unique` axes
    (every other axis fixed) the elements, or the coordinate tuples, are distinct. `what`
    says whose operand it is ("the index of torch.aten.gather into dim 1 of 8")."""

    bounds: tuple[int, ...]
    unique: tuple[int, ...] = ()
    what: str = ""

    @property
    def tuples(self) -> bool:
        return len(self.bounds) > 1

    def violation(self, array: np.ndarray) -> str | None:
        """Why `array` is outside the domain, or None."""
        if array.dtype.kind not in "iub":
            return f"{self.what}: {array.dtype} values are not indices"
        if array.size == 0:
            return None
        values = array.astype(np.int64)
        bounds = np.asarray(self.bounds)
        if self.tuples and (values.ndim == 0 or values.shape[-1] != len(self.bounds)):
            return f"{self.what}: shape {array.shape} has no {len(self.bounds)} coordinates"
        low, high = values < 0, values >= bounds
        if low.any() or high.any():
            at = tuple(int(i) for i in np.argwhere(low | high)[0])
            bound = self.bounds[at[-1]] if self.tuples else self.bounds[0]
            return (f"{self.what}: {int(values[at])} at [{', '.join(map(str, at))}] is "
                    f"outside [0, {bound})")
        repeated = self._repeated(values)
        if repeated is not None:
            return f"{self.what}: {repeated}"
        return None

    def _repeated(self, values: np.ndarray) -> str | None:
        """Where two elements (tuples) along the unique axes are equal, or None."""
        if not self.unique:
            return None
        rows = _rows(values, self.unique, self.tuples)
        for row in rows:
            keys = [tuple(r) for r in row] if self.tuples else list(row)
            if len(set(keys)) < len(keys):
                seen = next(k for k in keys if keys.count(k) > 1)
                axes = ", ".join(map(str, self.unique))
                return f"{seen} repeats along dim {axes}, where each must be written once"
        return None

    def sample(self, rng: np.random.Generator, shape: Shape, dtype: str) -> np.ndarray | None:
        """Data of `shape` and `dtype` in the domain, small where it may be (below SMALL);
        None when there is none (more distinct elements wanted than the bounds hold)."""
        if self.tuples and (not shape or shape[-1] != len(self.bounds)):
            return None
        if not self.unique:
            if not self.tuples:
                return rng.integers(0, min(SMALL, self.bounds[0]), shape).astype(dtype)
            columns = [rng.integers(0, min(SMALL, b), shape[:-1]) for b in self.bounds]
            return np.stack(columns, axis=-1).astype(dtype)
        space = int(np.prod(self.bounds))
        outer = [d for i, d in enumerate(shape[:-1] if self.tuples else shape)
                 if i not in self.unique]
        wanted = int(np.prod([shape[i] for i in self.unique]))
        if wanted > space or any(b <= 0 for b in self.bounds):
            return None
        pool = min(space, max(SMALL, wanted))
        flat = np.stack([rng.choice(pool, wanted, replace=False)
                         for _ in range(int(np.prod(outer)))]) if outer else \
            rng.choice(pool, wanted, replace=False)[None]
        return _arrange(flat, shape, self.unique, self.bounds, self.tuples).astype(dtype)

    def meet(self, other: IndexDomain) -> IndexDomain:
        """Data in both domains (the tighter bounds, the union of the unique axes)."""
        if self.bounds == other.bounds or (len(self.bounds) == 1 and len(other.bounds) == 1):
            bounds = tuple(min(a, b) for a, b in zip(self.bounds, other.bounds))
        else:
            bounds = (min(self.bounds + other.bounds),)
        # Named by the use that asks most: distinct indices say more than a range.
        what = other.what if other.unique and not self.unique else self.what
        return IndexDomain(bounds, tuple(sorted(set(self.unique) | set(other.unique))), what)


@dataclass(frozen=True)
class PositiveDomain:
    """Positive floats (the operand of a square root or a logarithm)."""

    what: str = ""

    def violation(self, array: np.ndarray) -> str | None:
        if array.dtype.kind == "f" and array.size and (array <= 0).any():
            return f"{self.what}: {float(array[array <= 0].flat[0]):g} is not positive"
        return None

    def sample(self, rng: np.random.Generator, shape: Shape, dtype: str) -> np.ndarray | None:
        if np.dtype(dtype).kind != "f":
            return None
        return rng.uniform(0.5, 1.5, shape).astype(dtype)


Domain = IndexDomain | PositiveDomain


def meet(a: Domain | None, b: Domain | None) -> Domain | None:
    """Data in both domains: indices are positive too, where a float would not be one."""
    if isinstance(a, IndexDomain) and isinstance(b, IndexDomain):
        return a.meet(b)
    return a if isinstance(a, IndexDomain) or b is None else b


def non_finite(array: np.ndarray) -> str | None:
    """Where a float array holds a NaN or an infinity, or None."""
    if array.dtype.kind not in "fc" or not array.size:
        return None
    bad = ~np.isfinite(array)
    if not bad.any():
        return None
    at = tuple(int(i) for i in np.argwhere(bad)[0])
    return f"{array[at]} at [{', '.join(map(str, at))}]"


def _rows(values: np.ndarray, unique: tuple[int, ...], tuples: bool) -> np.ndarray:
    """`values` as rows: one per combination of the other axes, the unique axes flattened
    (each element a coordinate tuple when `tuples`)."""
    rank = values.ndim - (1 if tuples else 0)
    other = [i for i in range(rank) if i not in unique]
    order = other + list(unique) + ([rank] if tuples else [])
    moved = values.transpose(order)
    n_other = int(np.prod([values.shape[i] for i in other]))
    tail = (values.shape[-1],) if tuples else ()
    return moved.reshape((n_other, -1) + tail)


def _arrange(flat: np.ndarray, shape: Shape, unique: tuple[int, ...],
             bounds: tuple[int, ...], tuples: bool) -> np.ndarray:
    """Rows of distinct codes (one per combination of the non-unique axes) laid out in
    `shape`: the inverse of `_rows`, codes unravelled into coordinates when `tuples`."""
    rank = len(shape) - (1 if tuples else 0)
    other = [i for i in range(rank) if i not in unique]
    order = other + list(unique)
    if tuples:
        coordinates = np.stack(np.unravel_index(flat, bounds), axis=-1)
        moved = coordinates.reshape([shape[i] for i in order] + [len(bounds)])
        return moved.transpose(list(np.argsort(order)) + [rank])
    return flat.reshape([shape[i] for i in order]).transpose(np.argsort(order))


# --- constants ----------------------------------------------------------------------------------

_NUMBER = re.compile(r"^\s*(-?[\d.]+(?:e[-+]?\d+)?|true|false)\b")
_FLOAT_BITS = {"f16": (np.uint16, np.float16), "f32": (np.uint32, np.float32),
               "f64": (np.uint64, np.float64)}


def constant(value: Value) -> object:
    """The value of a constant operand (torch constants, lists of them, scalar
    `arith.constant`s): an int, float, bool, None, or a list; `NotConstant` when it is not
    one."""
    op = value.defining_op
    if op is None:
        return NotConstant
    if op.name == "torch.constant.none":
        return None
    text = syntax.parse_dict(op.props).get("value") or ""
    if op.name == "arith.constant":
        return literal(text)
    if op.name in ("torch.constant.int", "torch.constant.float", "torch.constant.bool"):
        m = _NUMBER.match(text)
        if m is None:
            return NotConstant
        word = m.group(1)
        if word in ("true", "false"):
            return word == "true"
        return float(word) if op.name == "torch.constant.float" or "." in word \
            or "e" in word else int(word)
    if op.name == "torch.constant.str" and text.startswith('"') and text.endswith('"'):
        return text[1:-1]
    if op.name == "torch.prim.ListConstruct":
        items = [constant(v) for v in op.operands]
        return NotConstant if any(i is NotConstant for i in items) else items
    return NotConstant


def literal(text: str) -> object:
    """A scalar attribute's value (`1.5 : f32`, `0x7F800000 : f32`, `-1 : i64`, `true`): a
    float, an int or a bool; `NotConstant` when not one."""
    value, _, type_text = text.rpartition(":") if ":" in text else (text, "", "")
    value, type_text = value.strip(), type_text.strip()
    try:
        if value in ("true", "false"):
            return value == "true"
        if type_text in _FLOAT_BITS and value.lower().startswith("0x"):  # a float's bits
            bits, kind = _FLOAT_BITS[type_text]
            return float(np.array(int(value, 16), bits).view(kind))
        if type_text in ("f16", "bf16", "f32", "f64"):
            return float(value)
        if re.fullmatch(r"i\d+|index", type_text):
            return int(value, 0)
    except ValueError:
        pass
    return NotConstant


class _NotConstant:
    def __repr__(self) -> str:
        return "NotConstant"


NotConstant = _NotConstant()


def integer(value: Value, default: int | None = None) -> int | None:
    found = constant(value)
    return found if isinstance(found, int) and not isinstance(found, bool) else default


def dimension(dim: int | None, rank: int) -> int | None:
    """A dim that may count from the end, as an axis; None when out of range."""
    if dim is None:
        return None
    dim = dim + rank if dim < 0 else dim
    return dim if 0 <= dim < rank else None


# --- what ops need -----------------------------------------------------------------------------

def needs(op: Op, shapes: Sequence[Shape | None]) -> dict[int, Domain]:
    """What `op` needs of its operands, by operand position, given their shapes (None for an
    operand that is not a tensor). Ops not known here need nothing."""
    name = op.name
    if name.startswith("torch.aten."):
        return _torch_needs(op, name[len("torch.aten."):], shapes)
    if name in ("iree_linalg_ext.scatter", "iree_linalg_ext.gather"):
        return _linalg_ext_needs(op, shapes)
    if name == "linalg.generic":
        return _generic_needs(op, shapes)
    return {}


def _torch_needs(op: Op, kind: str, shapes: Sequence[Shape | None]) -> dict[int, Domain]:
    def bound(of: int, dim_operand: int | None, index: int) -> dict[int, Domain]:
        shape = shapes[of] if of < len(shapes) else None
        if shape is None:
            return {}
        dim = 0 if dim_operand is None else dimension(integer(op.operands[dim_operand]),
                                                      len(shape))
        if dim is None:
            return {}
        return {index: IndexDomain((shape[dim],), (), f"the index of {op.name} into dim "
                                                      f"{dim} of {shape[dim]}")}

    if kind in ("sqrt", "rsqrt", "log", "log2", "log10"):
        return {0: PositiveDomain(f"the operand of {op.name}")}
    if kind in ("gather", "index_select", "scatter.value", "scatter.value_reduce",
                "scatter_add", "scatter_reduce.two", "scatter.reduce"):
        return bound(0, 1, 2)
    if kind == "scatter.src":
        found = bound(0, 1, 2)
        index_shape = shapes[2] if len(shapes) > 2 else None
        dim = dimension(integer(op.operands[1]), len(index_shape or ()))
        if found and dim is not None:
            d = found[2]
            assert isinstance(d, IndexDomain)
            found[2] = IndexDomain(d.bounds, (dim,), d.what + ", each written once")
        return found
    if kind == "embedding":
        return bound(0, None, 1)
    if kind == "one_hot":
        classes = integer(op.operands[1], -1)
        return {0: IndexDomain((classes,), (), f"the input of {op.name} ({classes} classes)")} \
            if classes is not None and classes > 0 else {}
    return {}


def list_needs(op: Op, shapes: Sequence[Shape | None]) -> list[tuple[Value, Domain]]:
    """What `torch.aten.index.Tensor` and `index_put` need of the index tensors of their
    list operand (`shapes`: of the op's operands, the first being the indexed tensor)."""
    kind = op.name.removeprefix("torch.aten.")
    if not kind.startswith(("index.Tensor", "index_put", "_index_put_impl")) or not shapes \
            or shapes[0] is None or len(op.operands) < 2:
        return []
    listed = op.operands[1].defining_op
    if listed is None or listed.name != "torch.prim.ListConstruct":
        return []
    overwrites = kind.startswith(("index_put", "_index_put_impl")) and len(op.operands) > 3 \
        and constant(op.operands[3]) is False and len(listed.operands) == 1
    found: list[tuple[Value, Domain]] = []
    for i, value in enumerate(listed.operands):
        if i < len(shapes[0]) and value.type.startswith("!torch.vtensor"):
            rank = _rank(value.type)
            unique = tuple(range(rank)) if overwrites and rank else ()
            found.append((value, IndexDomain((shapes[0][i],), unique,
                                             f"index {i} of {op.name} into dim {i} of "
                                             f"{shapes[0][i]}")))
    return found


def dimension_map(op: Op) -> list[int]:
    """An `iree_linalg_ext` scatter's or gather's dims, in the order its coordinates name
    them."""
    text = syntax.parse_dict(op.props).get("dimension_map") or ""
    return [int(d) for d in re.findall(r"-?\d+", text.partition(":")[2])]


def _linalg_ext_needs(op: Op, shapes: Sequence[Shape | None]) -> dict[int, Domain]:
    """`iree_linalg_ext.scatter(updates, indices) outs(original)` and
    `iree_linalg_ext.gather(source, indices)`: coordinate tuples along the last axis of the
    indices, the k-th into dim `dimension_map[k]`."""
    props = syntax.parse_dict(op.props)
    dims = dimension_map(op)
    scatter = op.name.endswith("scatter")
    target = shapes[2] if scatter and len(shapes) > 2 else shapes[0] if shapes else None
    indices = shapes[1] if len(shapes) > 1 else None
    if target is None or indices is None or not dims or any(d >= len(target) for d in dims):
        return {}
    bounds = tuple(target[d] for d in dims)
    if not indices or indices[-1] != len(dims):
        return {}
    unique: tuple[int, ...] = ()
    if scatter and (props.get("unique_indices") == "true" or overwrites(op)):
        unique = tuple(range(len(indices) - 1))
    return {1: IndexDomain(bounds, unique,
                           f"the indices of {op.name} into dims {dims} of {list(target)}"
                           + (", each written once" if unique else ""))}


def overwrites(op: Op) -> bool:
    """Whether a scatter's region yields the update itself (a repeated index then writes
    one element twice, in no defined order)."""
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if block is None or not block.ops or not block.args:
        return False
    last = block.ops[-1]
    return len(block.ops) == 1 and bool(last.operands) and last.operands[0] is block.args[0]


_INDEX_CASTS = ("arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui",
                "arith.trunci")


def _generic_needs(op: Op, shapes: Sequence[Shape | None]) -> dict[int, Domain]:
    """A generic's inputs whose elements index a tensor its body extracts from (through
    integer casts)."""
    found: dict[int, Domain] = {}
    for position, arg, block in _generic_inputs(op):
        carried = _carried(arg, block)
        for use in (o for o in block.ops if o.name == "tensor.extract"):
            tensor_shape = shape_of(use.operands[0].type) or ()
            for coordinate, v in enumerate(use.operands[1:]):
                if id(v) in carried and coordinate < len(tensor_shape):
                    domain = IndexDomain((tensor_shape[coordinate],), (),
                                         f"input {position} of linalg.generic, which indexes "
                                         f"dim {coordinate} of {list(tensor_shape)}")
                    found[position] = meet(found.get(position), domain)  # type: ignore
    return found


def _generic_inputs(op: Op) -> list[tuple[int, Value, Block]]:
    """A structured op's inputs as its body takes them: (position, block argument, body)."""
    if not op.regions or not op.regions[0].blocks:
        return []
    block = op.regions[0].blocks[0]
    return [(i, arg, block) for i, arg in enumerate(block.args[:segments(op)[0]])]


def _carried(arg: Value, block: Block) -> set[int]:
    """`arg` and the integer casts of it in `block` (by id): the same indices."""
    carried = {id(arg)}
    for inner in block.ops:
        if inner.name in _INDEX_CASTS and inner.operands and id(inner.operands[0]) in carried:
            carried.add(id(inner.results[0]))
    return carried


# --- contents nobody wrote ---------------------------------------------------------------------

# Ops whose result holds memory nobody wrote: its contents are undefined until written.
_UNINITIALIZED = ("tensor.empty", "torch.aten.empty.memory_format", "torch.aten.empty_like",
                  "torch.aten.new_empty", "ub.poison")
# Ops that read only the shape of their operand.
_SHAPE_ONLY = ("tensor.dim", "torch.aten.size.int", "torch.aten.dim", "torch.aten.numel")


def uninitialized(block: Block) -> set[int]:
    """The values of `block`'s top level (by id) whose contents are undefined: made by an op
    that writes nothing (`tensor.empty`), or by an op that reads such contents; a structured
    op's init that its body never reads (an elementwise op's `outs`) is only written."""
    found: set[int] = set()
    for op in block.ops:
        if op.name in _UNINITIALIZED:
            found |= {id(v) for v in op.results}
        elif op.name not in _SHAPE_ONLY and _reads_any(op, found):
            found |= {id(v) for v in op.results}
    return found


def _reads_any(op: Op, undefined: set[int]) -> bool:
    if any(id(v) in undefined and reads(op, i) for i, v in enumerate(op.operands)):
        return True
    return any(id(v) in undefined for nested in op.walk() if nested is not op
               for v in nested.operands)  # captured by its regions


# --- the program's arguments ---------------------------------------------------------------------

# Ops whose result holds the elements of their first operand (reshaped, cast, broadcast,
# sliced): an index passed through them indexes the same thing. Only those that keep the
# shape keep the axes along which the elements must be distinct.
_SAME_SHAPE = ("torch_c.from_builtin_tensor", "torch_c.to_builtin_tensor", "tensor.cast",
               "torch.aten.clone", "torch.aten.contiguous", "torch.aten.to.dtype",
               "torch.prims.convert_element_type", "torch.aten._to_copy", "flow.tensor.reshape")
_SAME_ELEMENTS = ("torch.aten.view", "torch.aten.reshape", "torch.aten.unsqueeze",
                  "torch.aten.squeeze", "torch.aten.flatten", "torch.aten.expand",
                  "torch.aten.broadcast_to", "torch.aten.permute", "torch.aten.transpose",
                  "torch.aten.slice", "torch.aten.select", "torch.prims.squeeze",
                  "tensor.expand_shape", "tensor.collapse_shape", "tensor.extract_slice",
                  "linalg.transpose", "linalg.broadcast")


def dims_of(type_text: str) -> tuple[list[int | None], str] | None:
    """A builtin or torch tensor type's dims (None: a dynamic one) and element type; None
    if not a tensor (or of unknown rank)."""
    m = _TENSOR.fullmatch(type_text.strip())
    if m is not None:
        dims = [d for d in m.group(1).split("x") if d]
    else:
        m = _TORCH.fullmatch(type_text.strip())
        if m is None:
            return None
        dims = [d.strip() for d in m.group(1).split(",") if d.strip()]
    return [None if d in ("?", "-1") else int(d) for d in dims], m.group(2)


def shape_of(type_text: str, dynamic_size: int = DYNAMIC_SIZE) -> Shape | None:
    """A builtin or torch tensor type's shape, dynamic dims `dynamic_size`; None if not a
    tensor (or of unknown rank)."""
    found = dims_of(type_text)
    return None if found is None else tuple(dynamic_size if d is None else d for d in found[0])


def _rank(type_text: str) -> int:
    shape = shape_of(type_text)
    return len(shape) if shape is not None else 0


def argument_domains(module: Module) -> list[Domain | None]:
    """What the ops that read each argument of the entry function need of its data (None:
    nothing), through the ABI wrapper to the work function, and through casts, reshapes
    and calls. [] when the program is not of a form this can follow."""
    try:
        module = unwrapped(module)
        block = entry_block(entry_function(module))
    except IRError:
        return []
    return [_domain_of(module, arg) for arg in block.args] if block is not None else []


def _domain_of(module: Module, arg: Value) -> Domain | None:
    found: Domain | None = None
    work: list[tuple[Value, bool]] = [(arg, True)]
    seen: set[int] = set()
    while work:
        value, same_shape = work.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        for user in dict.fromkeys(value.uses):  # in program order, each once
            for domain in _uses(user, value):
                if not same_shape and isinstance(domain, IndexDomain) and domain.unique:
                    rank = _rank(arg.type)
                    domain = IndexDomain(domain.bounds, tuple(range(rank)), domain.what)
                found = meet(found, domain)
            work += _passed_on(module, user, value, same_shape)
    return found


def _uses(user: Op, value: Value) -> list[Domain]:
    """What `user` needs of `value` (one of its operands)."""
    shapes = [shape_of(v.type) for v in user.operands]
    found = [d for i, d in needs(user, shapes).items()
             if i < len(user.operands) and user.operands[i] is value]
    if user.name == "torch.prim.ListConstruct":
        for list_user in (u for r in user.results for u in r.uses):
            list_shapes = [shape_of(v.type) for v in list_user.operands]
            found += [d for v, d in list_needs(list_user, list_shapes) if v is value]
    return found


def _passed_on(module: Module, user: Op, value: Value,
               same_shape: bool) -> list[tuple[Value, bool]]:
    """The values that carry `value`'s elements on from `user`."""
    if user.name in _SAME_SHAPE or user.name in _SAME_ELEMENTS or user.name in _INDEX_CASTS:
        if user.operands and user.operands[0] is value and user.results:
            return [(user.results[0], same_shape and user.name not in _SAME_ELEMENTS)]
        if user.name.startswith("linalg.") and user.results:
            return [(user.results[0], False)]
        return []
    callee = called_function(module, user)
    if callee is not None and entry_block(callee) is not None:
        args: list[Value] = entry_block(callee).args  # type: ignore[union-attr]
        return [(args[i], same_shape) for i, v in enumerate(user.operands)
                if v is value and i < len(args)]
    if user.name == "linalg.generic":
        return _through_generic(user, value)
    return []


def _through_generic(op: Op, value: Value) -> list[tuple[Value, bool]]:
    """A generic that yields an input's elements (cast or not) as a result."""
    found = []
    for position, arg, block in _generic_inputs(op):
        yielded = block.ops[-1].operands if block.ops else []
        if op.operands[position] is value:
            carried = _carried(arg, block)
            found += [(op.results[j], False) for j, v in enumerate(yielded)
                      if id(v) in carried and j < len(op.results)]
    return found
