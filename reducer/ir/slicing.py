"""Slice a program to one of its outputs: the entry function returns only that value, and
everything that value does not need is removed (through calls and `hal.tensor.barrier`s too).

The slice-consistency check compares an output computed in the whole program with the same
output computed by its slice.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir.dce import is_dead
from reducer.ir.edit import erase_op, erase_ops, regroup_results, set_operand
from reducer.ir.errors import IRError
from reducer.ir.functions import (
    add_argument,
    enclosing_function,
    return_ops,
    set_results,
)
from reducer.ir.graph import producers_within, top_level, unreferenced_symbols
from reducer.ir.module import Module, Op, Value
from reducer.ir.program import called_function, entry_function

# Ops that are safe to drop once nothing uses their results, when slicing a program. Imports
# stay: they tell which tensor type an argument's buffer view holds.
_DROPPABLE = ("hal.tensor.export",)


def slice_program(module: Module, index: int) -> str:
    """`module` (unchanged) rerouted so its entry function returns only output `index`,
    everything else dead and removed; through calls and `hal.tensor.barrier`s too."""
    module = module.clone()
    func = entry_function(module)
    returns = return_ops(func)
    if len(returns) != 1 or not 0 <= index < len(returns[0].operands):
        raise IRError(f"the entry function has no single return with an output {index}")
    _return_only(module, func, returns[0].operands[index])
    _remove_dead(module)
    for op in module.walk():
        regroup_results(module, op)  # barriers that lost results
    return module.print_held()


def _return_only(module: Module, func: Op, value: Value, depth: int = 0) -> None:
    """`func` returns `value` alone; a value a call returns is narrowed inside the callee."""
    set_results(module, func, [value])
    call = value.defining_op
    callee = called_function(module, call) if call is not None else None
    if call is None or callee is None or depth > 8 or len(return_ops(callee)) != 1:
        return
    position = call.results.index(value)
    _return_only(module, callee, return_ops(callee)[0].operands[position], depth + 1)


def _remove_dead(module: Module) -> None:
    """Dead code, plus unused exports/imports and barrier slots, until nothing changes."""
    changed = True
    while changed:
        changed = False
        for op in reversed(list(module.walk())):
            if not module.contains(op):
                continue
            unused = op.results and not any(v.uses for v in op.results)
            if is_dead(op) or (unused and op.name in _DROPPABLE):
                erase_op(op)
                changed = True
            elif op.name == "hal.tensor.barrier" and _narrow_barrier(module, op):
                changed = True


def _narrow_barrier(module: Module, barrier: Op) -> bool:
    """Drop the joined tensors nobody uses after the barrier; the fence operand stays."""
    used = [i for i, v in enumerate(barrier.results) if v.uses]
    if not used or len(used) == len(barrier.results):
        return False
    fence = barrier.operands[-1]
    for i, operand in enumerate(barrier.operands[:-1]):
        if i not in used:
            operand.uses.remove(barrier)
    barrier.operands = [barrier.operands[i] for i in used] + [fence]
    barrier.results = [barrier.results[i] for i in used]
    return True


# --- cutting a function down to the neighbourhood of one op ------------------------------------

def cut_to_slice(module: Module, target: Op, depth: int | None) -> Module:
    """A copy of `module` in which the function holding `target` keeps only `target` and the
    ops it depends on through at most `depth` def-use edges (None: all of them); values from
    further away become new arguments, and the function returns `target`'s results. Only
    what is kept is copied.

    Raises IRError when the function's results cannot change or `target` has none."""
    func = enclosing_function(target)
    if func is None or len(func.regions[0].blocks) != 1 or not return_ops(func):
        raise IRError("the op is not in a single-block function")
    anchor = top_level(target, func)
    if anchor is None or not anchor.results:
        raise IRError("the op has no results to return")
    return _cut(module, func, producers_within(anchor, depth), [anchor.id])


def cut_to_ops(module: Module, targets: Sequence[Op], depth: int | None) -> Module:
    """As `cut_to_slice`, for several `targets` (ops of one function, or inside its ops), the
    ops without operands they use (constants, loads of globals) kept too; the function
    returns what the targets make together: the results of those no other target uses.

    Raises IRError when the targets are not in one single-block function, or make nothing."""
    funcs = {id(f): f for f in (enclosing_function(op) for op in targets)}
    func = next(iter(funcs.values()), None)
    if len(funcs) != 1 or func is None or len(func.regions[0].blocks) != 1 \
            or not return_ops(func):
        raise IRError("the ops are not in one single-block function")
    anchors: dict[int, Op] = {}
    for op in targets:
        anchor = top_level(op, func)
        if anchor is not None:
            anchors.setdefault(anchor.id, anchor)
    keep: set[int] = set()
    for anchor in anchors.values():
        keep |= producers_within(anchor, depth)
    keep |= _leaves(func, keep)
    made = [anchor.id for anchor in anchors.values() if anchor.results and not any(
        user.id in anchors for value in anchor.results for user in _top_users(value, func))]
    if not made:
        raise IRError("the ops make nothing to return")
    return _cut(module, func, keep, made)


def _cut(module: Module, func: Op, keep: set[int], made: list[int]) -> Module:
    """A copy of `module` in which `func`'s body keeps only the ops of `keep`, values from
    the others coming from new arguments, and returns the results of the ops of `made`."""
    body = func.regions[0].blocks[0].ops[:-1]
    module = module.clone(leave_out={op.id for op in body if op.id not in keep})
    by_id = module.op_by_id()
    func = by_id[func.id]
    _feed_from_arguments(module, func)
    set_results(module, func, [value for i in made for value in by_id[i].results])
    erase_ops(unreferenced_symbols(module))  # the functions and globals only the cut ops used
    return module


def _leaves(func: Op, keep: set[int]) -> set[int]:
    """Ids of the ops of `func`'s body that take no operands (constants, loads of globals)
    and make a value the ops `keep` use: kept with them, they keep what an argument would
    hide (a dim's constant index)."""
    body = func.regions[0].blocks[0].ops[:-1]
    producers = (top_level(value.defining_op, func) for op in body if op.id in keep
                 for nested in op.walk() for value in nested.operands if value.defining_op)
    return {p.id for p in producers if p is not None and not p.operands and not p.regions}


def _top_users(value: Value, func: Op) -> list[Op]:
    """The ops of `func`'s body that use `value`, themselves or inside their regions."""
    return [user for user in (top_level(use, func) for use in value.uses) if user is not None]


def _feed_from_arguments(module: Module, func: Op) -> None:
    """Uses, in `func`'s body, of values of the ops the cut left out (stand-ins, which the
    module does not contain) move to new arguments, one per value."""
    arguments: dict[int, Value] = {}
    for op in func.regions[0].blocks[0].ops[:-1]:  # the return is set apart
        for nested in op.walk():
            for index, value in enumerate(nested.operands):
                producer = value.defining_op
                if producer is not None and not module.contains(producer):
                    if id(value) not in arguments:
                        arguments[id(value)] = add_argument(module, func, value.type)
                    set_operand(nested, index, arguments[id(value)])
