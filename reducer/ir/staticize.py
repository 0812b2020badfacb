"""Make dynamic dims static: the IR transformation behind dim staticisation and the shape check.

A spot is one dynamic dim of a function argument or result, or the size a `tensor.dim` /
`memref.dim` reads. Arguments get the static type and a cast back to the old type at entry,
results a cast to the static type before each return, call sites the matching casts, and dim
reads become constants; iree-opt's canonicaliser then carries the static sizes through the body
and folds the casts away.

Spots are keyed by function name, argument/result position and dim position (for dim reads:
the source's position among same-named ops), never by op id: programs are re-parsed after
canonicalisation, which renumbers ops.
"""
from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import syntax
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.edit import (
    erase_op,
    insert_op,
    replace_all_uses,
    replace_uses_where,
    set_operand,
)
from reducer.ir.errors import IRError
from reducer.ir.functions import (
    call_sites,
    constant_index,
    entry_block,
    functions,
    insert_constant,
    result_types,
    return_ops,
    symbol_name,
    symbol_references,
)
from reducer.ir.module import Module, Op, Value, function_type_text
from reducer.ir.shapes import dims, with_dims


class Where(str, enum.Enum):
    ARG = "arg"  # a function argument's type
    RESULT = "result"  # a function result's type
    DIM = "dim"  # the size a `tensor.dim` / `memref.dim` reads


class Spot(NamedTuple):
    """One dynamic dim that can be made static."""

    where: Where
    function: str
    position: int | tuple  # the argument or result index; for a dim read, its source's key
    dim: int


_DIM_OPS = ("tensor.dim", "memref.dim")
_CASTS = {"tensor": "tensor.cast", "memref": "memref.cast"}


def find_spots(module: Module) -> list[Spot]:
    """Every dynamic dim that can be made static, arguments first (they reach the most)."""
    args: list[Spot] = []
    results: list[Spot] = []
    reads: list[Spot] = []
    for func in functions(module):
        name = symbol_name(func)
        block = entry_block(func)
        if name is None or block is None:
            continue
        if _retypable(module, func):
            for i, arg in enumerate(block.args):
                args.extend(Spot(Where.ARG, name, i, d) for d in _dynamic(arg.type))
            for i, type_ in enumerate(_result_types(func)):
                results.extend(Spot(Where.RESULT, name, i, d) for d in _dynamic(type_))
        for _, source, d in _dim_reads(func):
            reads.append(Spot(Where.DIM, name, source, d))
    return args + results + list(dict.fromkeys(reads))


def _result_types(func: Op) -> list[str]:
    """The result types of a function that returns, else none."""
    try:
        return result_types(func) if return_ops(func) else []
    except IRError:
        return []


def _retypable(module: Module, func: Op) -> bool:
    """Only calls refer to `func`: other references (exports, ...) could not follow a change."""
    return len(symbol_references(module, func)) == len(call_sites(module, func))


def _dynamic(type_: str) -> list[int]:
    """Positions of the dynamic dims of a tensor or memref type."""
    found = dims(type_)
    if found is None or not type_.startswith(tuple(_CASTS)):
        return []
    return [i for i, d in enumerate(found) if d == "?"]


def _dim_reads(func: Op) -> list[tuple[Op, tuple, int]]:
    """(op, source key, dim) for each read of a dynamic dim at a constant position in `func`."""
    block = entry_block(func)
    ordinals: dict[int, tuple[str, int]] = {}  # id(op) -> (name, index among same-named ops)
    counts: dict[str, int] = {}
    found = []
    for op in func.walk():
        if op is func:
            continue
        ordinals[id(op)] = (op.name, counts.get(op.name, 0))
        counts[op.name] = counts.get(op.name, 0) + 1
        if op.name not in _DIM_OPS or len(op.operands) != 2:
            continue
        source, index = op.operands
        d = constant_index(index)
        if d is None or d not in _dynamic(source.type):
            continue
        if source.owner is block:
            key: tuple = ("arg", block.args.index(source))
        elif source.defining_op is not None and id(source.defining_op) in ordinals:
            key = (*ordinals[id(source.defining_op)], source.defining_op.results.index(source))
        else:
            continue  # a nested block's argument: no stable key
        found.append((op, key, d))
    return found


def staticize(module: Module, spots: Sequence[Spot], size: int, casts: bool) -> Module | None:
    """A clone of `module` with `spots` made `size`, or None if none of them is left.

    With `casts`, types change only at function boundaries, with casts to the old types, so the
    program stays valid; without, arguments are retyped in place (for programs that are not
    valid anyway) and results are left alone.
    """
    module = module.clone()
    changed = False
    try:
        for func in list(functions(module)):
            name = symbol_name(func)
            mine = [s for s in spots if s.function == name]
            if mine and entry_block(func) is not None:
                changed |= _staticize_function(module, func, mine, size, casts)
    except IRError:
        return None  # a function type that cannot be read
    return module if changed else None


def _staticize_function(module: Module, func: Op, spots: list[Spot], size: int,
                        casts: bool) -> bool:
    # Reads first: their keys count ops as they were, before casts come in.
    reads = {(s.position, s.dim) for s in spots if s.where is Where.DIM}
    doomed = [op for op, source, d in _dim_reads(func) if (source, d) in reads]
    changed = _retypable(module, func) and _retype_function(module, func, spots, size, casts)
    for op in doomed:
        _replace_by_constant(module, op, size)
    return changed or bool(doomed)


def _retype_function(module: Module, func: Op, spots: list[Spot], size: int,
                     casts: bool) -> bool:
    block = entry_block(func)
    assert block is not None
    arg_types = [a.type for a in block.args]
    res_types = result_types(func)
    changed = False
    for i, type_ in enumerate(arg_types):
        new = _static_type(type_, _dims_at(spots, Where.ARG, i), size)
        if new != type_:
            _retype_argument(module, func, i, new, casts)
            arg_types[i], changed = new, True
    for i, type_ in enumerate(res_types):
        new = _static_type(type_, _dims_at(spots, Where.RESULT, i), size)
        if new != type_ and casts:
            _retype_result(module, func, i, new)
            res_types[i], changed = new, True
    if changed:
        props = syntax.parse_dict(func.props)
        props["function_type"] = function_type_text(arg_types, res_types)
        func.props = syntax.format_dict(props)
    return changed


def _dims_at(spots: list[Spot], where: Where, position: int) -> list[int]:
    return [s.dim for s in spots if s.where is where and s.position == position]


def _static_type(type_: str, positions: list[int], size: int) -> str:
    found = dims(type_)
    if found is None or not positions:
        return type_
    new = [str(size) if i in positions and d == "?" else d for i, d in enumerate(found)]
    return with_dims(type_, new)


def _cast(module: Module, value: Value, type_: str, at: Op, after: bool = False) -> Op:
    """A cast of `value` to `type_`, inserted just before (or after) `at`."""
    block = at.block
    assert block is not None  # an op of a function's body
    op = module.new_op(_CASTS[value.type.split("<", 1)[0]])
    op.operands = [value]
    op.results = [Value(module.fresh_name(), type_, op)]
    insert_op(op, block, block.ops.index(at) + after)
    return op


def _retype_argument(module: Module, func: Op, index: int, type_: str, casts: bool) -> None:
    block = entry_block(func)
    assert block is not None
    arg = block.args[index]
    old = arg.type
    arg.type = type_
    if casts:
        cast = _cast(module, arg, old, block.ops[0])
        replace_uses_where(arg, cast.results[0], {cast.id})
    for call in call_sites(module, func):
        passed = call.operands[index]
        set_operand(call, index, _cast(module, passed, type_, call).results[0])


def _retype_result(module: Module, func: Op, index: int, type_: str) -> None:
    for ret in return_ops(func):
        returned = ret.operands[index]
        set_operand(ret, index, _cast(module, returned, type_, ret).results[0])
    for call in call_sites(module, func):
        result = call.results[index]
        old = result.type
        result.type = type_
        cast = _cast(module, result, old, call, after=True)
        replace_uses_where(result, cast.results[0], {cast.id})


def _replace_by_constant(module: Module, op: Op, size: int) -> None:
    replace_all_uses(op.results[0], insert_constant(module, op, "index", str(size)))
    producers = [v.defining_op for v in op.operands if v.defining_op is not None]
    erase_op(op)
    eliminate_dead_code(module, producers)
