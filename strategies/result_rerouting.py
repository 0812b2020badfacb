"""Cut a function after one of its ops: return what the rest needed, drop the rest.

The "returning %312 compiles, returning %313 crashes" trick, done by bisection. A cut after op
k keeps ops 0..k of the function's body and returns the values they define that later ops
used, so everything after k dies and nothing before it loses a user it needed. Cuts are
nested (an earlier cut keeps a subset of what a later one keeps), so each function's cuts form
one ladder the engine bisects in O(log n) compiles. The values returned at the cut form a cut
of the graph: several branches stay alive when the failure needs them; result removal then
drops the returned values that are not needed.

In the compiler's input form the function that does the work returns buffer views: its
tensors join at a `hal.tensor.barrier` that signals the fence its ABI wrapper awaits, and
are exported. A cut there exports what it returns the same way (dims, barrier, exports)
and the wrapper returns them all, so the cut program still runs as the user runs it.

A cut does not return a value that a kept op updates in place (a sort's iota, a matmul's
accumulator: see `reducer.ir.in_place`), unless the function returned it already: the
dropped ops that used it die anyway, and returned, it would alias the op's result, a
miscompile of its own that the cut would make (and a wrong-value check rejects).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import IRError, Module, Op, Value
from reducer.ir.edit import erase_ops, insert_op
from reducer.ir.functions import (
    call_sites,
    enclosing_function,
    entry_block,
    fixed_signature,
    functions,
    insert_constant,
    return_ops,
    set_results,
)
from reducer.ir.in_place import Buffers, destinations
from reducer.search.protocol import Order, Strategy


class Cut(NamedTuple):
    """Cut function `function` after op `last` (op ids: both survive cloning)."""

    function: int
    last: int


class ResultRerouting(Strategy):
    name = "result-rerouting"
    summary = "cut a function after one op and return what later ops needed, bisected"
    order = Order.BISECT
    # A cut is op removal in bulk: ops gone in a round may make one possible (a value that
    # can be returned once its users are gone), so it is tried again in every round.
    every_round = True
    # A wrong value may show at an early cut and hide at later ones (where the longer
    # program stores it otherwise): where it does, a small state's cuts are climbed.
    climbs_where_not_monotone = True

    def edits(self, module: Module) -> Sequence[Sequence[Cut]]:
        found = []
        for func in functions(module):
            body = _body(func)
            if len(body) > 1:  # cutting after the last op would change nothing
                found.append([Cut(func.id, op.id) for op in body[:-1]])
        # Biggest functions first: their cuts save the most.
        return sorted(found, key=len, reverse=True)

    def apply(self, module: Module, chosen: Sequence[Cut]) -> Module | None:
        module = module.clone()
        by_id = module.op_by_id()
        try:
            for func_id, last_id in chosen:
                func, last = by_id.get(func_id), by_id.get(last_id)
                if func is None or last is None or not module.contains(last):
                    return None
                cut_after(module, func, last)
        except IRError:
            return None
        return module


def _body(func: Op) -> list[Op]:
    """The ops of a single-block function body, terminator excluded (none when the function's
    results cannot change)."""
    if (len(func.regions[0].blocks) != 1 or len(return_ops(func)) != 1
            or fixed_signature(func)):
        return []
    return entry_block(func).ops[:-1]  # type: ignore[union-attr]


def cut_after(module: Module, func: Op, last: Op) -> None:
    """Keep `func`'s ops up to `last`, returning the values the dropped ops used (exported,
    where `func` exports its tensors: see the module docstring)."""
    body = _body(func)
    if last not in body:
        raise IRError("the cut point is not a top-level op of the function")
    dropped = body[body.index(last) + 1:]
    kept = body[:body.index(last) + 1]
    buffers = Buffers(func)
    aliased = _updated_in_place(func, kept, buffers)
    live = [v for v in _live_out(kept, [*dropped, return_ops(func)[0]])
            if buffers(v) not in aliased]
    barrier = next((op for op in body if op.name == _BARRIER), None)
    if not any(op.name == _EXPORT for op in dropped):
        set_results(module, func, live)
    else:
        if barrier is not None and barrier not in dropped:
            raise IRError("a cut after the barrier changes nothing but the exports")
        fence = barrier.operands[-1] if barrier is not None else None
        set_results(module, func, _exported(module, last, live, fence))
        for call in call_sites(module, func):
            caller = enclosing_function(call)
            if caller is not None:  # the wrapper returns every buffer view the cut gives
                set_results(module, caller, list(call.results))
    erase_ops(dropped)


_BARRIER, _EXPORT = "hal.tensor.barrier", "hal.tensor.export"
_RANKED = re.compile(r"^tensor<((?:[0-9?]+x)*)[^x<>]+>$")


def _exported(module: Module, last: Op, live: list[Value], fence: Value | None
              ) -> list[Value]:
    """The tensors of `live` exported as buffer views (with their dynamic dims), placed
    after `last`; joined first at a new barrier that signals `fence`, where one is given."""
    # An empty tensor's contents are nobody's: exported, they would be read.
    tensors = [v for v in live if _RANKED.match(v.type) and not (
        v.defining_op is not None and v.defining_op.name == "tensor.empty")]
    block = last.block
    if not tensors or block is None:
        raise IRError("the cut returns no tensor to export")
    after = last
    if fence is not None:
        barrier = _new(module, _BARRIER, [*tensors, fence], [v.type for v in tensors])
        insert_op(barrier, block, block.ops.index(last) + 1)
        tensors, after = barrier.results, barrier
    exports = []
    for joined in tensors:
        sizes = _RANKED.match(joined.type).group(1).split("x")[:-1]  # type: ignore[union-attr]
        dims = []
        for axis in [i for i, size in enumerate(sizes) if size == "?"]:
            index = insert_constant(module, block.ops[block.ops.index(after)], "index",
                                    str(axis))
            dim = _new(module, "tensor.dim", [joined, index], ["index"])
            insert_op(dim, block, block.ops.index(after) + 1)
            dims.append(dim.results[0])
            after = dim
        export = _new(module, _EXPORT, [joined, *dims], ["!hal.buffer_view"])
        export.props = f"source_encoding = {joined.type}"
        insert_op(export, block, block.ops.index(after) + 1)
        exports.append(export.results[0])
        after = export
    return exports


def _updated_in_place(func: Op, kept: list[Op], buffers: Buffers) -> set[int]:
    """The buffers (`buffers`' numbers) that ops of `kept` update in place and `func` does
    not return already (seen through its exports and its barrier)."""
    updated = {buffers(v) for op in kept for nested in op.walk()
               for v in destinations(nested)}
    return updated - {buffers(_tensor(v)) for v in return_ops(func)[0].operands}


def _tensor(value: Value) -> Value:
    """The tensor a returned value is: the one it exports, before the barrier joined it."""
    op = value.defining_op
    if op is not None and op.name == _EXPORT:
        value, op = op.operands[0], op.operands[0].defining_op
    if op is not None and op.name == _BARRIER:
        value = op.operands[next(i for i, r in enumerate(op.results) if r is value)]
    return value


def _new(module: Module, name: str, operands: list[Value], types: list[str]) -> Op:
    op = module.new_op(name)
    op.operands = operands
    op.results = [Value(module.fresh_name(), t, op) for t in types]
    return op


def _live_out(kept: list[Op], dropped: list[Op]) -> list[Value]:
    """Values defined by `kept` and used (at any depth) by `dropped`, in definition order."""
    defined = {id(v): v for op in kept for v in op.results}
    used: dict[int, Value] = {}
    for op in dropped:
        for nested in op.walk():
            for value in nested.operands:
                if id(value) in defined:
                    used.setdefault(id(value), value)
    return [v for op in kept for v in op.results if id(v) in used]
