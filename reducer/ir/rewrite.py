"""Higher-level rewrites shared by strategies: removing an op or a symbol and patching uses."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from reducer.ir.dce import eliminate_dead_code
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.errors import IRError
from reducer.ir.functions import stand_in
from reducer.ir.module import Module, Op


def remove_op(module: Module, op: Op) -> None:
    """Erase `op`; uses of its results move to stand-ins."""
    for value in op.results:
        if value.uses:
            replace_all_uses(value, stand_in(module, op, value))
    erase_op(op)


def remove_symbol(module: Module, op: Op, references: Iterable[Op]) -> None:
    """Remove a symbol-defining op (function, global) and, in their order, `references`: the
    ops that name its symbol (see `symbol_graph`), those outside it that are still there."""
    for user in references:
        if user is not op and module.contains(user) and not op.is_ancestor_of(user):
            remove_op(module, user)
    remove_op(module, op)


def rewrite_ops(module: Module, ids: Sequence[int], action: Callable[[Module, Op], None],
                dead_code: bool = False) -> Module | None:
    """A clone of `module` with `action` applied to each op of `ids` still in it (earlier
    actions may have removed later ones), or None when an action cannot be made."""
    return rewrite_edits(module, [(op_id,) for op_id in ids], action, dead_code)


def rewrite_edits(module: Module, edits: Sequence[tuple], action: Callable[..., None],
                  dead_code: bool = False) -> Module | None:
    """A clone of `module` with `action(module, op, *rest)` applied for each edit
    `(op id, *rest)` whose op is still in it (earlier actions may have removed it), or None
    when an action cannot be made. Op ids survive cloning, so edits name ops by id. With
    `dead_code`, what the actions left dead among the producers of the ops' operands goes."""
    module = module.clone()
    by_id = module.op_by_id()
    producers: list[Op] = []
    try:
        for op_id, *rest in edits:
            op = by_id.get(op_id)
            if op is not None and module.contains(op):
                producers += [v.defining_op for v in op.operands if v.defining_op is not None]
                action(module, op, *rest)
    except IRError:
        return None
    if dead_code:
        eliminate_dead_code(module, producers)
    return module
