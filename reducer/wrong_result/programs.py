"""The programs the op check runs, made from the program it checks: the function that does
the work (`work_module`), the ops worth checking, the program instrumented to return an op's
values, cut to return only some values, fed values instead of an op's, and ops alone."""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from reducer.ir import Block, IRError, Module, Op, Value
from reducer.ir.abi import unwrapped, work_function
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.edit import erase_op, erase_ops, replace_all_uses, set_operand
from reducer.ir.functions import (
    add_argument,
    entry_block,
    erase_argument,
    return_ops,
    set_results,
    symbol_name,
)
from reducer.ir.program import called_function
from reducer.oracle.oracle import OracleError
from reducer.runtime.execution import (
    entry_function,
    tensor_spec,
)

# Words in an op's name that mark results feeding indices and control flow.
_INDEX_WORDS = ("topk", "sort", "argmax", "argmin", "scatter", "gather", "one_hot", "index",
                "embedding", "max.dim", "min.dim", "nonzero", "unique", "searchsorted",
                "bucketize", "where")
# Ops that compute nothing: a check of them would only cost time.
_PLUMBING = ("torch_c.", "torch.constant.", "torch.prim.", "util.global", "arith.constant",
             "torch.vtensor.literal", "tensor.empty", "func.", "util.return", "util.call")
_LOCATION = re.compile(r'^"(?:[^"\\]|\\.)*":(\d+):(\d+)$')



class Role(Enum):
    """Why an op is checked when it is: index-like ops first (their errors are the ones that
    go unseen: values stay plausible while the wrong elements are picked)."""

    INDEX = "index"
    VALUE = "value"


def role(op: Op) -> Role:
    kind = op.name.split(".", 1)[-1]
    return Role.INDEX if any(word in kind for word in _INDEX_WORDS) else Role.VALUE


def returnable(value: Value) -> bool:
    """Whether `value` can be a result (and an argument) of the entry function."""
    try:
        return tensor_spec(value.type) is not None
    except OracleError:
        return False


def work_module(module: Module) -> Module:
    """`module` with the function that does the work as its entry (`unwrapped`); `module`
    itself when it cannot be unwrapped."""
    try:
        return unwrapped(module)
    except IRError:
        return module


def checkable_ops(module: Module) -> list[Op]:
    """The entry function's top-level ops that can be run alone, index-like ops first, each
    group in program order."""
    block = entry_block(entry_function(module))
    if block is None:
        return []
    ops = [op for op in block.ops if _checkable(op)]
    return sorted(ops, key=lambda op: role(op) is not Role.INDEX)


def _checkable(op: Op) -> bool:
    if op.name.startswith(_PLUMBING) or not op.results:
        return False
    if not any(returnable(v) for v in op.results) or not any(returnable(v) for v in op.operands):
        return False
    return all(returnable(v) or _constant(v) for v in op.operands) and not _captures(op)


def _constant(value: Value, depth: int = 0) -> bool:
    """A non-tensor operand the op-alone program can recompute: made by region-free ops from
    nothing but other such values (torch constants, list constructs)."""
    op = value.defining_op
    return (op is not None and not returnable(value) and not op.regions and depth < 8
            and all(_constant(v, depth + 1) for v in op.operands))


def _captures(op: Op) -> bool:
    """Whether an op nested in `op` uses a value defined outside it (then it cannot move)."""
    nested = [n for n in op.walk() if n is not op]
    inside = {id(v) for n in op.walk() for v in n.results}
    inside |= {id(a) for n in op.walk() for r in n.regions for b in r.blocks for a in b.args}
    return any(id(v) not in inside for n in nested for v in n.operands)


def ordinal(module: Module, op: Op) -> int:
    """`op`'s position among the entry function's top-level ops of its name."""
    block = entry_block(entry_function(module))
    same = [o for o in block.ops if o.name == op.name] if block else []
    return next(i for i, o in enumerate(same) if o is op)


def location(module: Module, op: Op) -> str | None:
    """`op`'s location as `line L, column C` of the input (when parsed with locations)."""
    loc = op.loc
    if loc is not None and loc.startswith("#"):
        prefix = f"{loc} = loc("
        loc = next((line[len(prefix):-1] for line in module.trailer
                    if line.startswith(prefix)), None)
    if not loc:
        return None
    m = _LOCATION.match(loc)
    return f"line {m.group(1)}, column {m.group(2)}" if m else loc


# --- the programs -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Slots:
    """Where one op's values are among a run's outputs."""

    operands: tuple[int, ...]  # per distinct tensor operand, in order of first use
    results: tuple[int | None, ...]  # per result; None for results that cannot be returned


def tensor_operands(op: Op) -> list[Value]:
    return list(dict.fromkeys(v for v in op.operands if returnable(v)))


def instrument(module: Module, ops: Sequence[Op]) -> tuple[str, list[Slots]]:
    """`module` with the tensor operands and results of `ops` appended to the entry
    function's results, and where each op's values are among the outputs."""
    returned = list(return_ops(entry_function(module))[0].operands)
    position: dict[int, int] = {}

    def slot(value: Value) -> int:
        if id(value) not in position:
            position[id(value)] = len(returned)
            returned.append(value)
        return position[id(value)]

    slots = [Slots(tuple(slot(v) for v in tensor_operands(op)),
                   tuple(slot(v) if returnable(v) else None for v in op.results)) for op in ops]
    return returning(module, returned), slots


def returning(module: Module, values: Sequence[Value], fed: Sequence[Op] = ()) -> str:
    """`module` cut to return only `values` (of its entry function's top level): what they
    do not need is removed, what comes after them with it. The results of `fed` ops (those
    that can be) are taken from new arguments, after the entry function's own (per op in
    order, per result), instead of computed; a result returned itself is returned fed."""
    copy = module.clone()
    func = entry_function(copy)
    by_id = {o.id: o for o in work_block(func).ops}
    arguments = {}
    for op in fed:
        for value in by_id[op.id].results:
            if returnable(value):
                arguments[value.name] = add_argument(copy, func, value.type)
                replace_all_uses(value, arguments[value.name])
    by_name = {v.name: v for o in work_block(func).ops for v in o.results} | arguments
    by_name.update({a.name: a for a in work_block(func).args})
    set_results(copy, func, [by_name[v.name] for v in values])
    eliminate_dead_code(copy)
    _drop_unused_globals(copy)
    return copy.print()


def alone(module: Module, ops: Sequence[Op]) -> str:
    """A program of `ops` only: each op's tensor operands become arguments (in op order, then
    operand order, as `tensor_operands` lists them), its results are returned, and every other
    op of the entry function goes, but the constants its other operands need."""
    copy = module.clone()
    func = entry_function(copy)
    block = work_block(func)
    by_id = {op.id: op for op in block.ops}
    old_args = len(block.args)
    results: list[Value] = []
    keep: set[int] = set()
    for op in ops:
        inner = by_id[op.id]
        for value in tensor_operands(inner):
            arg = add_argument(copy, func, value.type)
            for i, operand in enumerate(inner.operands):
                if operand is value:
                    set_operand(inner, i, arg)
        keep |= {id(o) for o in _needed(inner)}
        results += [v for v in inner.results if returnable(v)]
    set_results(copy, func, results)
    terminator = block.ops[-1]
    erase_ops([o for o in block.ops if id(o) not in keep and o is not terminator])
    for index in reversed(range(old_args)):
        if block.args[index].uses:
            raise IRError("the op still needs an argument of the program")
        erase_argument(copy, func, index)
    _drop_unused_globals(copy)
    return copy.print()


def work_block(func: Op) -> Block:
    block = entry_block(func)
    if block is None:
        raise IRError(f"@{symbol_name(func)} has no body")
    return block


def _needed(op: Op) -> list[Op]:
    """`op` and the ops that make its non-tensor operands (their producers, transitively)."""
    needed, work = [], [op]
    while work:
        current = work.pop()
        needed.append(current)
        work += [v.defining_op for v in current.operands if v.defining_op is not None]
    return needed


def _drop_unused_globals(module: Module) -> None:
    """Globals nothing refers to any more: their parameters would have to be supplied."""
    texts = " ".join(f"{op.props or ''} {op.attrs or ''}" for op in module.walk()
                     if op.name != "util.global")
    for op in list(module.top.regions[0].blocks[0].ops):
        name = symbol_name(op) if op.name == "util.global" else None
        if name is not None and not re.search(rf"@{re.escape(name)}\b", texts):
            erase_op(op)


def users_of(op: Op) -> list[Value]:
    """The results of the ops of `op`'s block that use its results (not its terminator)."""
    block = op.block
    assert block is not None
    users = dict.fromkeys(u for v in op.results for u in v.uses)
    return [v for u in users if u.block is block and u is not block.ops[-1] for v in u.results]


def reached_outputs(op: Op, returned: Sequence[Value]) -> list[int]:
    """The positions of `returned` whose values depend on `op`'s results."""
    block = op.block
    assert block is not None
    seen: set[int] = set()
    work = list(op.results)
    while work:
        value = work.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        for user in value.uses:
            while user.block is not block and user.parent_op is not None:
                user = user.parent_op
            work += user.results
    return [i for i, v in enumerate(returned) if id(v) in seen]


def returned_values(module: Module) -> list[Value]:
    """What the entry function of `module` returns."""
    returns = return_ops(entry_function(module))
    return list(returns[0].operands) if returns else []


def in_order(module: Module, ops: Sequence[Op]) -> list[Op]:
    """`ops` in the order of the entry function's body."""
    order = {id(op): i for i, op in enumerate(work_block(entry_function(module)).ops)}
    return sorted(ops, key=lambda op: order[id(op)])


def unsynchronised(module: Module) -> str | None:
    """Why `module` as written does not wait right for its work, or None: its entry function
    (an ABI wrapper) awaits a fence that it hands a function which never signals it (its
    `hal.tensor.barrier` gone: a run hangs until its time limit), or returns without awaiting
    a fence it made for a function that signals it (its outputs may be read before they are
    written: a race, not the compiler's bug)."""
    entry = entry_function(module)
    awaited = {id(v) for op in entry.walk() if op.name == "hal.fence.await"
               for v in op.operands}
    made = {id(v) for op in entry.walk() if op.name == "hal.fence.create" for v in op.results}
    for call in entry.walk():
        callee = called_function(module, call)
        block = entry_block(callee) if callee is not None else None
        if callee is None or block is None:
            continue
        for position, (fed, arg) in enumerate(zip(call.operands, block.args)):
            if id(fed) in awaited and not arg.uses:
                return (f"@{symbol_name(callee)} never signals the fence its caller awaits "
                        f"(argument {position}): run as written, it would wait forever")
            if id(fed) in made and id(fed) not in awaited and arg.uses:
                return (f"its entry function returns without awaiting the fence "
                        f"@{symbol_name(callee)} signals (argument {position}): its outputs "
                        f"may be read before they are written")
    return None


def returns_the_work(module: Module) -> bool:
    """Whether the entry function of `module` is its work function, or an ABI wrapper that
    returns what its call of the work function gives, as it is."""
    func, entry = work_function(module), entry_function(module)
    calls = [op for op in entry.walk() if called_function(module, op) is func]
    return func is entry or [id(v) for v in returned_values(module)] == \
        [id(v) for call in calls[:1] for v in call.results]
