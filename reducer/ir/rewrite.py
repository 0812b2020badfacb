"""Higher-level rewrites shared by strategies: removing an op or a symbol and patching uses."""
from __future__ import annotations

from reducer.ir import syntax
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.errors import IRError
from reducer.ir.functions import add_argument, enclosing_function, symbol_references
from reducer.ir.module import Module, Op, Value


def stand_in(module: Module, op: Op, value: Value) -> Value:
    """A value to use instead of `value` once `op` is gone: a same-typed operand of `op`,
    else a new argument of the enclosing function."""
    for operand in op.operands:
        if operand.type == value.type:
            return operand
    func = enclosing_function(op)
    if func is None:
        raise IRError(f"no stand-in for %{value.name}: {op.name} is outside any function")
    return add_argument(module, func, value.type)


def remove_op(module: Module, op: Op) -> None:
    """Erase `op`; uses of its results move to stand-ins."""
    for value in op.results:
        if value.uses:
            replace_all_uses(value, stand_in(module, op, value))
    erase_op(op)


def remove_symbol(module: Module, op: Op) -> None:
    """Remove a symbol-defining op (function, global) and the ops that refer to it."""
    for user in symbol_references(module, op):
        if module.contains(user):
            remove_op(module, user)
    remove_op(module, op)


def attribute(op: Op, key: str) -> str | None:
    """An entry of the op's properties or attributes, as text."""
    for text in (op.props, op.attrs):
        if text and key in text:
            value = syntax.parse_dict(text).get(key)
            if value is not None:
                return value
    return None
