"""One op judged on the values it saw in a program: right, wrong, or no evidence.

The op check (`reducer.wrong_result.op`) finds the values an op gets and gives in context
(by instrumenting or by cutting); `OpJudge` says whether those results are what the op
should compute on those operands: against numpy's reference where it has one
(`reference.py`), else against a program holding only that op, run on them; integers
exactly, up to ties where the op leaves them open, floats within rtol/atol. A wrong value
is evidence only where the right one is defined: operands outside the op's domain
(`reducer.runtime.domains`) make it none, and say why.
"""
from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence

import numpy as np

from reducer.ir import IRError, Module, Op, Value
from reducer.ir.functions import return_ops
from reducer.runtime.domains import needs, non_finite, reads, shape_of, uninitialized
from reducer.runtime.execution import Execution, Runner, entry_function
from reducer.runtime.verdicts import content_key
from reducer.wrong_result.compare import Mismatch, compare_arrays
from reducer.wrong_result.findings import Finding, NotEvidence, Seen, Way
from reducer.wrong_result.programs import (
    Slots,
    alone,
    location,
    ordinal,
    reached_outputs,
    returnable,
    returning,
    tensor_operands,
    work_block,
)
from reducer.wrong_result.reference import ambiguous, operand_values, reference, wrong


class OpJudge:
    """Judges one op on the values it saw (`Seen`) with `runner` and tolerances rtol, atol.
    Safe to use from several threads at once: the checks of a search run side by side."""

    def __init__(self, runner: Runner, rtol: float, atol: float) -> None:
        self.runner, self.rtol, self.atol = runner, rtol, atol
        # The values of a module's work function whose contents nobody wrote.
        self._undefined: weakref.WeakKeyDictionary[Module, set[int]] = \
            weakref.WeakKeyDictionary()
        self._lock = threading.Lock()

    def assess(self, module: Module, op: Op, seen: Seen, finite_only: bool,
               alone: bool = True) -> Finding | NotEvidence | None:
        """How `op` computes a wrong value in context (against numpy where it has a
        reference, else against the op alone); why it is no evidence when its operands are
        outside its domain (see `outside_domain`); None when it computes what it should.
        `alone`: the op alone runs for the finding's report where numpy decides too."""
        excluded = self.outside_domain(module, op, seen, finite_only)
        if excluded is not None:
            return excluded
        numpy = self.against_numpy(module, op, seen)
        if numpy is not None:
            found, expected = numpy
            if found is None:
                return None
            reference = "numpy"
            value = self._value_alone(module, op, seen, found) if alone else None
        else:
            expected = self.alone(module, op, seen) or []
            found = self._first_mismatch(seen.results, expected)
            if found is None:
                return None
            reference, value = "alone", found.expected
        return Finding(op.name, ordinal(module, op), location(module, op), found, reference,
                       value, seen.way, not any(non_finite(a) for a in seen.operands),
                       expected=named(op.results, expected),
                       operands=tuple(operand_values(op, by_position(op, seen))))

    def _value_alone(self, module: Module, op: Op, seen: Seen, found: Mismatch) -> object:
        """What the op alone computes at the element `found` points at (None: it does not
        run, or `found` points at no element)."""
        ran = self.alone(module, op, seen)
        if not ran or found.index is None or found.output >= len(ran):
            return None
        result = ran[found.output]
        return result[found.index].item() if result is not None else None

    def _first_mismatch(self, got: Sequence[np.ndarray | None],
                        want: Sequence[np.ndarray | None]) -> Mismatch | None:
        """The first result of `got` that does not match `want`'s, of those both have."""
        for index, (a, b) in enumerate(zip(got, want)):
            if a is not None and b is not None:
                mismatch = compare_arrays(index, a, b, self.rtol, self.atol)
                if mismatch is not None:
                    return mismatch
        return None

    def outside_domain(self, module: Module, op: Op, seen: Seen,
                       finite_only: bool) -> NotEvidence | None:
        """Why the operands `op` saw are outside its domain, or None. `finite_only`: NaN
        and infinities are outside it too (the original's operands held none)."""
        undefined = self.unwritten(module)
        for position, value in enumerate(op.operands):
            if id(value) in undefined and reads(op, position):
                return NotEvidence(op.name, ordinal(module, op),
                                   f"operand {position} holds memory nobody wrote (a "
                                   f"tensor.empty, or values computed from one)")
        values = by_position(op, seen)
        shapes = [values[i].shape if i in values else shape_of(v.type)
                  for i, v in enumerate(op.operands)]
        for position, domain in needs(op, shapes).items():
            if position in values:
                why = domain.violation(values[position])
                if why is not None:
                    return NotEvidence(op.name, ordinal(module, op), f"operand {position}, {why}")
        if ambiguous(op, operand_values(op, values)):
            return NotEvidence(op.name, ordinal(module, op),
                               "its keys hold equal values along the dim it orders, so no one "
                               "order of their indices is the right one")
        if finite_only:
            for position, array in values.items():
                bad = non_finite(array)
                if bad is not None:
                    return NotEvidence(op.name, ordinal(module, op),
                                       f"operand {position} holds {bad}, where the "
                                       f"original's held none")
        return None

    def unwritten(self, module: Module) -> set[int]:
        """The values of `module`'s work function whose contents nobody wrote (by id)."""
        with self._lock:
            undefined = self._undefined.get(module)
        if undefined is None:
            undefined = uninitialized(work_block(entry_function(module)))
            with self._lock:
                self._undefined[module] = undefined
        return undefined

    def against_numpy(self, module: Module, op: Op, seen: Seen
                       ) -> tuple[Mismatch | None, list[np.ndarray | None]] | None:
        """`op`'s first result wrong against numpy (None: all right) and numpy's results;
        None when numpy has no reference for it."""
        operands = operand_values(op, by_position(op, seen))
        computed = reference(op, operands, module.aliases)
        if computed is None or all(c is None for c in computed):
            return None
        for result, (got, want) in enumerate(zip(seen.results, computed)):
            if got is None or want is None:
                continue
            mismatch = wrong(op, result, got, want, operands, self.rtol, self.atol)
            if mismatch is not None:
                return mismatch, computed
        return None, computed

    def cut(self, module: Module, values: Sequence[Value], inputs: list[np.ndarray],
            fed: Sequence[Op] = ()) -> Execution | None:
        """A run of `module` cut to return only `values` (`returning`), the results of the
        `fed` ops taken from arguments after its own (`inputs` holds their values); None
        when it does not run."""
        try:
            program = returning(module, values, fed)
        except IRError:
            return None
        done = self.runner.run_on(program, inputs)
        return done if done.ok else None

    def fed_reference(self, module: Module, op: Op, operands: list[np.ndarray],
                      values: Sequence[Value], inputs: list[np.ndarray]
                      ) -> tuple[Execution, str] | None:
        """A run of `module` cut to return `values`, `op`'s results fed the reference's on
        `operands` (numpy's where it computes every result that can be fed, else the op
        alone's), and the reference's name; None when none computes them, or it does not
        run."""
        seen = Seen(operands, [None] * len(op.results), Way.CUTTING)
        computed = reference(op, operand_values(op, by_position(op, seen)), module.aliases)
        name = "numpy"
        if computed is None or any(c is None for c, v in zip(computed, op.results)
                                   if returnable(v)):
            computed, name = self.alone(module, op, seen), "alone"
        right = [c for c, v in zip(computed or [], op.results) if returnable(v)]
        if computed is None or any(c is None for c in right):
            return None
        done = self.cut(module, values, inputs + [c for c in right if c is not None], [op])
        return (done, name) if done is not None else None

    def evidence(self, module: Module, op: Op, found: Finding) -> str:
        """What makes two texts' findings one piece of evidence: an op of one kind, seen the
        same way, gives the same wrong value on the same operands, and reaches the same outputs
        of the same types (what is returned is the same, where watching could make a bug)."""
        own = return_ops(entry_function(module))[0].operands
        arrays = [a for a in found.operands if isinstance(a, np.ndarray)]
        head = (found.op, found.way, found.mismatch, reached_outputs(op, own),
                [v.type for v in own], [a for a in found.operands if not isinstance(a, np.ndarray)])
        return content_key(repr(head), [np.ascontiguousarray(a).tobytes() for a in arrays])

    def alone(self, module: Module, op: Op, seen: Seen) -> list[np.ndarray | None] | None:
        """The op's results alone, on the operands it saw (None when it does not run)."""
        try:
            program = alone(module, [op])
        except IRError:
            return None
        done = self.runner.run_on(program, seen.operands)
        if not done.ok:
            return None
        outputs = iter(done.outputs)
        return [next(outputs, None) if returnable(v) else None for v in op.results]


def seen_in(slots: Slots, whole: Execution) -> Seen:
    """An op's values among the outputs of an instrumented run (`slots`: where)."""
    return Seen([whole.outputs[i] for i in slots.operands],
                [whole.outputs[i] if i is not None else None for i in slots.results],
                Way.INSTRUMENTING)


def named(values: Sequence[Value], arrays: Sequence[np.ndarray | None]
          ) -> tuple[tuple[str, np.ndarray], ...]:
    """`arrays` by the names of the `values` they are (those that are None left out)."""
    return tuple((v.name, a) for v, a in zip(values, arrays) if a is not None)


def by_position(op: Op, seen: Seen) -> dict[int, np.ndarray]:
    """The tensor operands `op` saw, by their positions among its operands."""
    by_value = {id(v): a for v, a in zip(tensor_operands(op), seen.operands)}
    return {i: by_value[id(v)] for i, v in enumerate(op.operands) if id(v) in by_value}
