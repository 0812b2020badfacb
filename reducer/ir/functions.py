"""Functions: ops with a `function_type` property and a body (func.func, util.func, ...).

Signature edits keep `function_type`, per-argument/per-result attribute arrays and call sites
consistent, so the module stays valid as far as the edit is concerned.
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from reducer.ir import syntax
from reducer.ir.edit import insert_op, regroup_results, replace_all_uses
from reducer.ir.errors import IRError
from reducer.ir.module import Block, Module, Op, Value, function_type_text

# Properties holding one entry per argument / per result.
_ARG_ARRAYS = ("arg_attrs",)
_RESULT_ARRAYS = ("res_attrs", "tied_operands")


def is_function(op: Op) -> bool:
    return bool(op.regions) and op.props is not None and "function_type = " in op.props


def functions(module: Module) -> Iterator[Op]:
    for op in module.walk():
        if is_function(op):
            yield op


def enclosing_function(op: Op) -> Op | None:
    return next((a for a in op.ancestors() if is_function(a)), None)


def symbol_name(op: Op) -> str | None:
    symbol = defined_symbol(op)
    return None if symbol is None else symbol.name


def is_public(func: Op) -> bool:
    return _public(_properties(func))


class Symbol(NamedTuple):
    name: str
    public: bool


def defined_symbol(op: Op) -> Symbol | None:
    """The symbol `op` defines, if it defines one, its properties read once (a model keeps a
    thousand globals, looked at after every cut)."""
    if op.props is None or "sym_name" not in op.props:
        return None
    properties = _properties(op)
    name = properties.get("sym_name")
    return Symbol(name[1:-1], _public(properties)) if name else None


def _properties(op: Op) -> dict[str, str | None]:
    return syntax.parse_dict(op.props) if op.props else {}


def _public(properties: dict[str, str | None]) -> bool:
    return properties.get("sym_visibility") in (None, '"public"')


def fixed_signature(func: Op) -> bool:
    """Whether an interface fixes `func`'s signature: an executable's entry points take no
    arguments and return nothing (their data comes through bindings). Its LLVM functions, late
    in codegen, are past that interface: their arguments are the kernel's."""
    return func.name != "llvm.func" \
        and any(a.name.startswith("hal.executable") for a in func.ancestors())


def entry_block(func: Op) -> Block | None:
    blocks = func.regions[0].blocks
    return blocks[0] if blocks else None


def return_ops(func: Op) -> list[Op]:
    """The terminators that leave the function (the return ops of its body)."""
    ends = [b.terminator for b in func.regions[0].blocks]
    return [t for t in ends if t is not None and not t.successors and t.name.endswith("return")]


SymbolUses = dict[str, list[Op]]  # symbol name -> ops whose attributes name it
_SYMBOL_REF = re.compile(r'@(?:"((?:[^"\\]|\\.)*)"|([\w$.\-]+))')


def symbol_uses(module: Module) -> SymbolUses:
    """Every op that names a symbol, by symbol: one walk serves the lookups of many symbols
    (removing k of n symbols costs O(n), not O(k n))."""
    uses: SymbolUses = {}
    for op in module.walk():
        text = (op.props or "") + (op.attrs or "")
        if "@" in text:
            names = {m.group(1) if m.group(1) is not None else m.group(2)
                     for m in _SYMBOL_REF.finditer(text)}
            for name in names:
                uses.setdefault(name, []).append(op)
    return uses


def symbol_references(module: Module, op: Op) -> list[Op]:
    """Ops outside `op` that refer to the symbol `op` defines (calls, global loads, ...)."""
    name = symbol_name(op)
    if name is None:
        return []
    return [other for other in symbol_uses(module).get(name.strip('"'), ())
            if other is not op and module.contains(other) and not op.is_ancestor_of(other)]


def call_sites(module: Module, func: Op) -> list[Op]:
    ref = f"@{symbol_name(func)}"
    return [op for op in symbol_references(module, func)
            if not op.regions and syntax.parse_dict(op.props).get("callee") == ref]


def result_types(func: Op) -> list[str]:
    function_type = syntax.parse_dict(func.props)["function_type"] or ""
    llvm = _LLVM_FUNCTION_TYPE.fullmatch(function_type)
    if llvm is not None:
        return [] if llvm["result"] == "void" else [llvm["result"]]
    m = syntax.FUNCTION_TYPE.fullmatch(function_type)
    if m is None:
        raise IRError(f"cannot read the function type of {symbol_name(func)}")
    return [m["out"]] if m["out"] is not None else syntax.split_items(m["outs"])


# `!llvm.func<RESULT (ARGS)>`: an LLVM function's type, `void` when it returns nothing.
_LLVM_FUNCTION_TYPE = re.compile(r"!llvm\.func<(?P<result>.+?) \((?P<args>.*)\)>")


def _function_type(func: Op, arg_types: list[str], res_types: list[str]) -> str:
    """`(ARGS) -> RESULTS`, or for an LLVM function `!llvm.func<RESULT (ARGS)>`; its type
    has one result at most, and it takes the block's own (full) argument types."""
    if func.name != "llvm.func":
        return function_type_text(arg_types, res_types)
    if len(res_types) > 1 or "..." in (func.props or ""):
        raise IRError("an LLVM function returns one value at most, and a variadic one keeps "
                      "its arguments")
    return f"!llvm.func<{res_types[0] if res_types else 'void'} ({', '.join(arg_types)})>"


def _set_props(func: Op, arg_types: list[str], res_types: list[str],
               arg_keep: Sequence[int | None], res_keep: Sequence[int | None]) -> None:
    """Rewrite function_type and resize the per-arg/per-result arrays (new slots get defaults)."""
    props = syntax.parse_dict(func.props)
    props["function_type"] = _function_type(func, arg_types, res_types)
    for key, keep in [(k, arg_keep) for k in _ARG_ARRAYS] + [(k, res_keep) for k in _RESULT_ARRAYS]:
        if entries := props.get(key):
            items = syntax.split_entries(entries[1:-1])
            default = "-1 : index" if key == "tied_operands" else "{}"
            props[key] = "[" + ", ".join(items[i] if i is not None else default for i in keep) + "]"
    func.props = syntax.format_dict(props)
    if func.attrs and any(k in func.attrs for k in _ARG_ARRAYS + _RESULT_ARRAYS):
        # Rare outside props; dropping them is always valid.
        func.attrs = syntax.without(func.attrs, _ARG_ARRAYS + _RESULT_ARRAYS)


def add_argument(module: Module, func: Op, type_: str) -> Value:
    """Append an argument of `type_` to `func`; callers pass a new argument of their own."""
    block = entry_block(func)
    if block is None or fixed_signature(func):
        raise IRError(f"cannot add an argument to {symbol_name(func)}")
    arg = Value(module.fresh_name(), type_, block)
    n = len(block.args)
    block.args.append(arg)
    block.arg_locs.append(None)
    if block.label is None:
        block.label = "bb0"
    _set_props(func, [a.type for a in block.args], result_types(func),
               list(range(n)) + [None], list(range(len(result_types(func)))))
    for call in call_sites(module, func):
        caller = enclosing_function(call)
        if caller is None or caller is func:
            raise IRError("cannot thread a new argument through a recursive call")
        outer = add_argument(module, caller, type_)
        call.operands.append(outer)
        outer.uses.append(call)
    return arg


def erase_argument(module: Module, func: Op, index: int) -> None:
    """Remove an unused argument from `func` and from every call of it."""
    block = entry_block(func)
    if block is None or block.args[index].uses:
        raise IRError("cannot erase an argument that is still used")
    del block.args[index]
    del block.arg_locs[index]
    keep = [i for i in range(len(block.args) + 1) if i != index]
    res = result_types(func)
    _set_props(func, [a.type for a in block.args], res, keep, list(range(len(res))))
    for call in call_sites(module, func):
        call.operands[index].uses.remove(call)
        del call.operands[index]


def set_results(module: Module, func: Op, values: list[Value]) -> None:
    """Make `func` return `values` (defined at its top level), updating every call.

    A call result keeps its uses when the value behind it is still returned; uses of results
    no longer returned move to stand-ins in the caller (see `stand_in`).
    """
    returns = return_ops(func)
    if len(returns) != 1 or fixed_signature(func):
        raise IRError(f"cannot change the results of {symbol_name(func)}")
    body = func.regions[0]
    if any(_region_of(v) is not body for v in values):
        raise IRError("a function can only return values defined at its top level")
    ret = returns[0]
    old = list(ret.operands)
    keep = [_index_of(old, v) for v in values]
    for value in old:
        value.uses.remove(ret)
    ret.operands = list(values)
    for value in values:
        value.uses.append(ret)
    args = [a.type for a in entry_block(func).args]  # type: ignore[union-attr]
    _set_props(func, args, [v.type for v in values], list(range(len(args))), keep)
    for call in call_sites(module, func):
        _remap_call_results(module, call, keep, [v.type for v in values])


def _index_of(values: list[Value], value: Value) -> int | None:
    return next((i for i, v in enumerate(values) if v is value), None)


def _remap_call_results(module: Module, call: Op, keep: list[int | None],
                        types: list[str]) -> None:
    """`keep[j]`: the old result index now returned as result j, or None for a new one."""
    old = call.results
    call.results = [old[i] if i is not None else Value(module.fresh_name(), t, call)
                    for i, t in zip(keep, types)]
    _resize_tied_operands(call, keep)
    regroup_results(module, call)
    kept = {id(v) for v in call.results}
    for value in old:
        if value.uses and id(value) not in kept:
            replace_all_uses(value, stand_in(module, call, value))


def _resize_tied_operands(call: Op, keep: list[int | None]) -> None:
    """A call's `tied_operands` (util.call) has one entry per result, like its callee's: the
    verifier compares the two, so the call's follows the callee's (new results are untied)."""
    if not call.props or "tied_operands" not in call.props:
        return
    props = syntax.parse_dict(call.props)
    if tied := props.get("tied_operands"):
        items = syntax.split_entries(tied[1:-1])
        props["tied_operands"] = "[" + ", ".join(
            items[i] if i is not None and i < len(items) else "-1 : index" for i in keep) + "]"
        call.props = syntax.format_dict(props)


def stand_in(module: Module, op: Op, value: Value) -> Value:
    """A value to use instead of `value` once `op` no longer defines it: a same-typed operand
    of `op`, else a new argument of the enclosing function; in a function whose signature is
    fixed (an executable's), a zero constant of a scalar type."""
    for operand in op.operands:
        if operand.type == value.type:
            return operand
    func = enclosing_function(op)
    if func is None:
        raise IRError(f"no stand-in for %{value.name}: {op.name} is outside any function")
    if fixed_signature(func) and value.type in SCALAR_ZEROS:
        return insert_constant(module, op, value.type, SCALAR_ZEROS[value.type])
    return add_argument(module, func, value.type)


# The zero of each scalar type an `arith.constant` can make, as its `value` property writes it.
SCALAR_ZEROS = {**{t: "0" for t in ("index", "i1", "i8", "i16", "i32", "i64")},
                **{t: "0.000000e+00" for t in ("f16", "bf16", "f32", "f64")}}


def constant_index(value: Value) -> int | None:
    """The number `value` is when an `arith.constant` of type index makes it, else None."""
    op = value.defining_op
    if op is None or op.name != "arith.constant":
        return None
    text = syntax.parse_dict(op.props).get("value") or ""
    number, _, type_ = text.partition(" : ")
    return int(number) if type_ == "index" and number.lstrip("-").isdigit() else None


def insert_constant(module: Module, before: Op, type_: str, literal: str) -> Value:
    """A new `arith.constant` of the scalar type `type_` with the value `literal` (as its
    `value` property writes it: `0`, `0.000000e+00`), placed just before `before`."""
    constant = module.new_op("arith.constant")
    constant.props = f"value = {literal} : {type_}"
    constant.results = [Value(module.fresh_name(), type_, constant)]
    block = before.block
    if block is None:
        raise IRError(f"{before.name} is in no block")
    insert_op(constant, block, block.ops.index(before))
    return constant.results[0]


def _region_of(value: Value):  # the region whose block defines `value`
    block = value.owner if isinstance(value.owner, Block) else value.owner.block
    return block.region if block is not None else None
