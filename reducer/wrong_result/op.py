"""The op check: an op must compute the same inside the program as it does alone.

A reference-free wrong-result check for bugs deep inside a model, where every output depends
on the wrong value (so no output differs when computed alone) and no second backend disagrees.
For an op of the entry function:

1. the program runs with the op's tensor operands and results appended to the entry
   function's results (the values it gets and gives in context);
2. a program holding only that op, its tensor operands made arguments, runs on exactly the
   operand values of step 1;
3. the results of 1 and 2 are compared: within rtol/atol for floats, exactly for integers
   (indices).

The check works at the level of the program as given (torch-level `!torch.vtensor`
functions, or `func.func`s over builtin tensors), not on a `--compile-to=input` form: the op
then is the user's op (one `torch.aten.topk`, not the half dozen linalg ops it lowers to),
its location is a line of the input, and the candidates the engine reduces are checked as
they are. Entry functions that take and return `!hal.buffer_view`s are not supported.

Finding the op is a search along the program's order (`OpCheck.locate`). Ops whose results
feed indices and control (sort, topk, argmax, scatter, gather, one_hot, ...) come first: one
instrumented run captures all their values, then each runs alone. The other ops follow in
groups: one instrumented run per `capture` ops, and `chunk` ops run together in one program
(each fed its own captured operands, one compile for many ops); only an op that differs there
is run alone to confirm. (Index-like ops are never grouped: a bug between ops of one kind,
such as two sorts sharing a buffer, would show in the group program as well and hide.)

Once calibrated, `OpCheck` follows the kind of op found (its name) in every candidate, the op
at the same ordinal first.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import numpy as np

from reducer.execution import (
    DEFAULT_TIMEOUT,
    Execution,
    Runner,
    entry_function,
    read_module,
    tensor_spec,
)
from reducer.ir import Block, IRError, Module, Op, Value
from reducer.ir.edit import erase_op, erase_ops, set_operand
from reducer.ir.functions import (
    add_argument,
    entry_block,
    erase_argument,
    return_ops,
    set_results,
    symbol_name,
)
from reducer.oracle import OracleError
from reducer.wrong_result import entry
from reducer.wrong_result.check import CachedCheck
from reducer.wrong_result.compare import Mismatch, compare_arrays

DEFAULTS = entry("op")  # the op check's row of the table: its default tolerances
CAPTURE = 1024  # ops whose values one instrumented run captures
CHUNK = 64  # ops that run together in one program, each on its own captured operands

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


@dataclass(frozen=True)
class Finding:
    """Op `op` (the `ordinal`-th of that name in the entry function, `location` in the input)
    computes result `mismatch.output` differently in the program than alone."""

    op: str
    ordinal: int
    location: str | None
    mismatch: Mismatch

    def __str__(self) -> str:
        m = self.mismatch
        where = f" at {self.location}" if self.location else ""
        head = f"{self.op} #{self.ordinal}{where}: result {m.output}"
        if m.what != "values":
            return f"{head} has {m.what} {m.got} in the program, {m.expected} alone"
        at = "[" + ", ".join(map(str, m.index or ())) + "]"
        return (f"{head} differs from the op alone at {at}: {m.got} in the program, "
                f"{m.expected} alone (largest difference {m.max_difference:.6g}; "
                f"{m.differing} of {m.total} elements differ)")


# --- which ops can be checked -------------------------------------------------------------------

def returnable(value: Value) -> bool:
    """Whether `value` can be a result (and an argument) of the entry function."""
    try:
        return tensor_spec(value.type) is not None
    except OracleError:
        return False


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


# --- the two programs -------------------------------------------------------------------------

@dataclass(frozen=True)
class Slots:
    """Where one op's values are among the instrumented program's outputs."""

    operands: tuple[int, ...]  # per distinct tensor operand, in order of first use
    results: tuple[int | None, ...]  # per result; None for results that cannot be returned


def tensor_operands(op: Op) -> list[Value]:
    return list(dict.fromkeys(v for v in op.operands if returnable(v)))


def instrument(module: Module, ops: Sequence[Op]) -> tuple[str, list[Slots]]:
    """`module` with the tensor operands and results of `ops` appended to the entry
    function's results, and where each op's values are among the outputs."""
    copy = module.clone()
    func = entry_function(copy)
    by_id = {op.id: op for op in _body(func).ops}
    returned = list(return_ops(func)[0].operands)
    position: dict[int, int] = {}

    def slot(value: Value) -> int:
        if id(value) not in position:
            position[id(value)] = len(returned)
            returned.append(value)
        return position[id(value)]

    slots = []
    for op in ops:
        inner = by_id[op.id]
        operands = tuple(slot(v) for v in tensor_operands(inner))
        results = tuple(slot(v) if returnable(v) else None for v in inner.results)
        slots.append(Slots(operands, results))
    set_results(copy, func, returned)
    return copy.print(), slots


def alone(module: Module, ops: Sequence[Op]) -> str:
    """A program of `ops` only: each op's tensor operands become arguments (in op order, then
    operand order, as `tensor_operands` lists them), its results are returned, and every other
    op of the entry function goes, but the constants its other operands need."""
    copy = module.clone()
    func = entry_function(copy)
    block = _body(func)
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


def _body(func: Op) -> Block:
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


# --- the search ---------------------------------------------------------------------------------

class OpCheck(CachedCheck[Finding]):
    """Interesting = an op of the tracked kind computes differently in the program than
    alone. Before `calibrate`, every checkable op is searched (`locate`)."""

    name = "op"
    _none_found = "no op computed a different value in the program than alone"
    _nothing_differs = "no op differs"

    def __init__(self, flags: Sequence[str], compiler: str | None = None,
                 rtol: float = DEFAULTS.rtol, atol: float = DEFAULTS.atol,
                 timeout: float = DEFAULT_TIMEOUT, iree_opt: str | None = None,
                 chunk: int = CHUNK, capture: int = CAPTURE) -> None:
        super().__init__(rtol, atol)
        self.chunk, self.capture = chunk, capture
        self.runner = Runner(flags, compiler, timeout=timeout, iree_opt=iree_opt)
        self.flags = self.runner.flags
        self.tracked: str | None = None  # the name of the op found at calibration
        self._hint = 0  # the ordinal that differed last: checked first
        self._settings = (compiler, timeout, iree_opt)

    def locate(self, text: str) -> Finding | None:
        """Search every checkable op of `text`, index-like ops first, for one that differs."""
        module = read_module(text, self.runner.iree_opt)
        ops = checkable_ops(module)
        # Index-like ops one by one: a bug between ops of one kind (two sorts sharing a
        # buffer) would show in a program of several of them too, and hide.
        return (self._each(module, [op for op in ops if role(op) is Role.INDEX])
                or self._grouped(module, [op for op in ops if role(op) is Role.VALUE]))

    def calibrate(self, text: str) -> Finding:
        """Find the op (`locate`) and track its kind from now on; OracleError when no op
        differs."""
        found = self.locate(text)
        if found is None:
            raise self._not_interesting(text)
        self.tracked, self._hint = found.op, found.ordinal
        self._verdicts.clear()
        return found

    def runners(self) -> list[Runner]:
        return [self.runner]

    def with_flags(self, flags: Sequence[str]) -> OpCheck:
        compiler, timeout, iree_opt = self._settings
        check = OpCheck(flags, compiler, self.rtol, self.atol, timeout, iree_opt, self.chunk,
                        self.capture)
        check.tracked, check._hint = self.tracked, self._hint
        return check

    def _find(self, text: str) -> Finding | None:
        """An op of the tracked kind in `text` that differs alone, or None."""
        try:
            module = read_module(text, self.runner.iree_opt)
            found = self._each(module, self._tracked_ops(module))
        except (IRError, OracleError):
            return None
        if found is not None:
            self._hint = found.ordinal
        return found

    def _reported(self, text: str) -> Finding | None:
        return self.verdict(text) if self.tracked else self.locate(text)

    def _why_not(self, text: str) -> str:
        whole = self.runner.run(text)
        if not whole.ok:
            return f"it does not run: {whole.describe()}"
        return f"every op it can check computes the same alone ({self._tolerance()})"

    def _tracked_ops(self, module: Module) -> list[Op]:
        """The candidate's ops of the tracked kind, the one at the hinted ordinal first."""
        if self.tracked is None:
            return checkable_ops(module)
        ops = [op for op in checkable_ops(module) if op.name == self.tracked]
        hint = self._hint if self._hint < len(ops) else 0
        return ops[hint:hint + 1] + ops[:hint] + ops[hint + 1:]

    def _each(self, module: Module, ops: list[Op]) -> Finding | None:
        """The first of `ops` that differs alone: one instrumented run captures the values
        of all of them, then each runs alone."""
        if not ops:
            return None
        text, slots = instrument(module, ops)
        whole = self.runner.run(text)
        if not whole.ok:
            return None
        return next((found for op, s in zip(ops, slots)
                     if (found := self._differs(module, op, s, whole)) is not None), None)

    def _grouped(self, module: Module, ops: list[Op]) -> Finding | None:
        """The first of `ops` that differs alone, `capture` ops' values per instrumented
        run; `chunk` ops at a time run together, and only those that differ there alone."""
        for start in range(0, len(ops), self.capture):
            part = ops[start:start + self.capture]
            text, slots = instrument(module, part)
            whole = self.runner.run(text)
            if not whole.ok:
                return None
            for first in range(0, len(part), self.chunk):
                group, group_slots = part[first:first + self.chunk], slots[first:first + self.chunk]
                for op in self._suspects(module, group, group_slots, whole):
                    found = self._differs(module, op, group_slots[group.index(op)], whole)
                    if found is not None:
                        return found
        return None

    def _suspects(self, module: Module, group: list[Op], slots: list[Slots],
                  whole: Execution) -> list[Op]:
        """The ops of `group` whose results differ when they run together, each fed its own
        captured operands (one compile for many ops); all of them when that program cannot
        be built or run."""
        try:
            program = alone(module, group)
        except IRError:
            return group
        inputs = [whole.outputs[i] for s in slots for i in s.operands]
        together = self.runner.run_on(program, inputs)
        if not together.ok:
            return group
        outputs = iter(together.outputs)
        suspects = []
        for op, s in zip(group, slots):
            got = [(whole.outputs[i], next(outputs)) for i in s.results if i is not None]
            if any(self._compare(0, a, b) for a, b in got):
                suspects.append(op)
        return suspects

    def _differs(self, module: Module, op: Op, slots: Slots, whole: Execution) -> Finding | None:
        """How `op` alone differs from `op` in the program (None when it does not, or when
        the op-alone program does not run)."""
        try:
            program = alone(module, [op])
        except IRError:
            return None
        done = self.runner.run_on(program, [whole.outputs[i] for i in slots.operands])
        if not done.ok:
            return None
        returned = [(r, i) for r, i in enumerate(slots.results) if i is not None]
        for (result, i), expected in zip(returned, done.outputs):
            mismatch = self._compare(result, whole.outputs[i], expected)
            if mismatch is not None:
                return Finding(op.name, ordinal(module, op), location(module, op), mismatch)
        return None

    def _compare(self, result: int, got: np.ndarray, expected: np.ndarray) -> Mismatch | None:
        return compare_arrays(result, got, expected, self.rtol, self.atol)
