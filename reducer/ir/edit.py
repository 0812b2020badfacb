"""Edits of a Module that keep def-use lists consistent."""
from __future__ import annotations

from reducer.ir.errors import IRError
from reducer.ir.module import Block, Module, Op, Value


def set_operand(op: Op, index: int, value: Value) -> None:
    old = op.operands[index]
    old.uses.remove(op)
    op.operands[index] = value
    value.uses.append(op)


def replace_all_uses(old: Value, new: Value) -> None:
    """Every use of `old` becomes a use of `new` (their types must agree)."""
    replace_uses_where(old, new, set())


def replace_uses_where(old: Value, new: Value, keep: set[int]) -> None:
    """Replace the uses of `old` except those by ops whose id is in `keep`."""
    moved = [u for u in old.uses if u.id not in keep]
    old.uses = [u for u in old.uses if u.id in keep]
    for user in dict.fromkeys(moved):
        user.operands = [new if v is old else v for v in user.operands]
    new.uses.extend(moved)


def erase_op(op: Op) -> None:
    """Remove an op whose results are unused, with everything nested in it."""
    erase_ops([op])


def erase_ops(ops: list[Op]) -> None:
    """Erase several ops at once (uses among them are allowed); one pass over each block."""
    doomed = {id(op) for op in ops}
    for op in ops:
        for value in op.results:
            if any(id(u) not in doomed and not _inside(u, doomed) for u in value.uses):
                raise IRError(f"cannot erase {op.name}: its result %{value.name} is still used")
    blocks: dict[int, Block] = {}
    for op in ops:
        if _inside(op, doomed):  # goes with its ancestor
            continue
        _drop_uses(op)
        if op.block is not None:
            blocks[id(op.block)] = op.block
            op.block = None
    for block in blocks.values():
        block.ops[:] = [o for o in block.ops if id(o) not in doomed]


def _inside(op: Op, doomed: set[int]) -> bool:
    return any(id(a) in doomed for a in op.ancestors())


def _drop_uses(op: Op) -> None:
    for nested in op.walk():
        for value in nested.operands:
            value.uses.remove(nested)


def insert_op(op: Op, block: Block, index: int) -> None:
    block.ops.insert(index, op)
    op.block = block
    for value in op.operands:
        value.uses.append(op)


def users(value: Value) -> list[Op]:
    """The ops that use `value`, each once, in order of first use."""
    return list(dict.fromkeys(value.uses))


def regroup_results(module: Module, op: Op) -> None:
    """Results named `%15#1` print as the group `%15:n` they were defined in: once `op` has
    lost some of them, the rest get fresh names of their own, or `%15#1` would name a result
    the group no longer has."""
    names = [v.name for v in op.results]
    if not any("#" in name for name in names):
        return
    base = names[0].partition("#")[0]
    if names != [f"{base}#{i}" for i in range(len(names))]:
        for value in op.results:
            value.name = module.fresh_name()
