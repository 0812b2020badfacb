"""Skip an operand's producer: the operand takes a same-typed value from further up its chain.

llvm-reduce's `operands-skip`. Op removal hands a removed op's uses to one of its own
operands, operands-to-args to a new argument; both cut the data path that led to the op. A
wrong value that needs that path (two ops that IREE merges only while one feeds the other)
hides under both, and the ops between the two stay. Here an operand whose producer has no
other user takes instead a value of the same type that the producer's chain computed (an
operand of an operand, and so on, through operands, not through what regions capture): the
producer and whatever only it needed die, and the path from the farther value stays.

Each such value is an edit, the farthest first, searched in chunks; where several are chosen
for one operand, the farthest wins (as in llvm-reduce). Only op results are offered: an
argument is what operands-to-args gives, and an empty tensor's contents are nobody's (read,
they would make a wrong value of their own). Each operand offers its `CHOICES` farthest
values, found among the `REACH` nearest ops up its chain, so listing stays linear in the
program and a pass's tries stay few.

A barrier (`hal.tensor.barrier`, `util.optimization_barrier`) hands its operands on as its
results, one for one, whatever their types: where the matching result is unused, its operand
may take a value of any tensor type up the chain (every one within reach is offered), and
the result takes that type. In the compiler's input form the barrier that signals the
wrapper's fence is what keeps a value computed only to be waited for alive; a long chain
that reduced that value to a scalar then goes, while the value it started from stays.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple

from reducer.ir import Module, Op, Value
from reducer.ir.edit import set_operand
from reducer.ir.functions import is_function
from reducer.ir.rewrite import rewrite_edits
from reducer.search.protocol import Order, Strategy

CHOICES = 2
REACH = 64
# Ops whose results repeat their operands, one for one, in value and type.
_MIRRORS = frozenset({"hal.tensor.barrier", "util.optimization_barrier"})


class Skip(NamedTuple):
    """Feed operand `operand` of op `op` (an id: it survives cloning) from value `value`
    (a name: it survives cloning too)."""

    op: int
    operand: int
    value: str


class OperandSkipping(Strategy):
    name = "operand-skipping"
    summary = "feed an operand from a same-typed value further up its chain"
    order = Order.CHUNKS

    def edits(self, module: Module) -> Sequence[Skip]:
        # Last ops first, as in op removal: a user's skip lets the longest chain die.
        return [Skip(op.id, index, value.name)
                for op in reversed(list(module.walk()))
                if not is_function(op) and op.block is not None
                and op is not op.block.terminator
                for index in range(len(op.operands))
                for value in _farther(op, index)[:None if _mirrored(op, index) else CHOICES]]

    def apply(self, module: Module, chosen: Sequence[Skip]) -> Module | None:
        # Edits come farthest first: the first chosen for an operand is the one made.
        first = {(skip.op, skip.operand): skip for skip in reversed(chosen)}
        return rewrite_edits(module, [s for s in chosen if first[s.op, s.operand] is s],
                             _skip, dead_code=True)


def _farther(op: Op, index: int) -> list[Value]:
    """Op results of the type of `op`'s operand `index` (of any tensor type, where `op`
    mirrors it) up the chain of its producer, farthest first; none when the producer has
    another user (it would stay, and nothing would shrink)."""
    operand = op.operands[index]
    producer = operand.defining_op
    if producer is None or any(user is not op for user in operand.uses) or any(
            r is not operand and r.uses for r in producer.results):
        return []
    mirrored = _mirrored(op, index)
    found: dict[int, Value] = {}
    for value in _upstream(producer, REACH):  # one found later is farther up
        above = value.defining_op
        if above is not None and above.name != "tensor.empty" and (
                value.type == operand.type or mirrored and value.type.startswith("tensor<")):
            found.setdefault(id(value), value)
    return list(reversed(found.values()))


def _skip(module: Module, op: Op, index: int, name: str) -> None:
    if index >= len(op.operands):
        return
    producer = op.operands[index].defining_op
    value = next((v for v in _upstream(producer) if v.name == name), None) \
        if producer is not None else None
    if value is None or value.type != op.operands[index].type and not _mirrored(op, index):
        return
    set_operand(op, index, value)
    if _mirrored(op, index):
        op.results[index].type = value.type


def _mirrored(op: Op, index: int) -> bool:
    """Whether operand `index` of `op` is handed on as an unused result of its own type."""
    return op.name in _MIRRORS and index < len(op.results) and not op.results[index].uses


def _upstream(producer: Op, reach: int | None = None) -> Iterator[Value]:
    """The values `producer` was computed from, at any distance, breadth first (through
    operands, not through what regions capture; a value may come more than once); with
    `reach`, those of the `reach` nearest ops up the chain."""
    seen, frontier = {id(producer)}, [producer]
    while frontier and (reach is None or len(seen) <= reach):
        step = []
        for current in frontier:
            for value in current.operands:
                yield value
                above = value.defining_op
                if above is not None and id(above) not in seen:
                    seen.add(id(above))
                    step.append(above)
        frontier = step
