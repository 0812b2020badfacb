"""Higher-level rewrites shared by strategies: removing an op or a symbol and patching uses."""
from __future__ import annotations

from reducer.ir import syntax
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.errors import IRError
from reducer.ir.functions import add_argument, enclosing_function, symbol_name
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


def symbol_users(module: Module, op: Op) -> list[Op]:
    """Ops outside `op` that refer to the symbol `op` defines (calls, global loads, ...)."""
    name = symbol_name(op)
    if name is None:
        return []
    ref = f"@{name}"
    found = []
    for other in module.walk():
        text = (other.props or "") + (other.attrs or "")
        if ref in text and _refers(text, ref) and not op.is_ancestor_of(other) and other is not op:
            found.append(other)
    return found


def _refers(text: str, ref: str) -> bool:
    """`@name` followed by a symbol delimiter (not `@name_more`)."""
    start = 0
    while (at := text.find(ref, start)) >= 0:
        end = at + len(ref)
        if end == len(text) or not (text[end].isalnum() or text[end] in "_$.-"):
            return True
        start = end
    return False


def remove_symbol(module: Module, op: Op) -> None:
    """Remove a symbol-defining op (function, global) and the ops that refer to it."""
    for user in symbol_users(module, op):
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
