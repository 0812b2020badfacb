"""The op check: an op must compute inside the program what it should, on the values it gets.

For bugs deep inside a model, where every output depends on the wrong value (so no output
differs when computed alone) and no second backend disagrees. The op's values in context are
seen by instrumenting (the program returns them beside its own results) or, where returning
them makes the bug go away (an op that updates a shared buffer in place), by cutting
(`Way`); they are judged against numpy, else the op alone (`judge.py`), only on operands in
the op's domain. The check runs inside the function that does the work, at torch level, on
linalg, and behind the compiler's input form's ABI wrapper (`reducer.ir.abi.unwrapped`).

Index-like ops (sort, topk, scatter, ...) are checked first, one by one: a bug between ops
of one kind (two sorts sharing a buffer) would show in a program of several of them too,
and hide. The other ops are screened in groups (one compile for many ops).

A wrong value counts only where it is the program's own (`_cause`): fed the reference's
results in its place (nothing returned to watch it), the program as written must compute
other outputs. Returning values to watch an op can itself make a miscompile (a scatter
whose destination is returned too): such a value is kept as one met on the way (`met`,
`others`), never the finding; nor is a candidate returning what an op updates in place where
the original does not (an edit made that alias). A run whose ops disagree in their dynamic
dims on its inputs is no evidence (`defined.py`), nor is a program whose outputs as written
hide the value (an ABI wrapper exporting other sizes than its work function computes).

Once calibrated, candidates are judged by the kind of op found, the way and the reference
that found it. A candidate costs what its verdict needs: an op whose results reach none of
its outputs is not run, the shapes are checked (no full compile) before the cause, and a
candidate whose finding is the same evidence as one confirmed takes the operands it was
fed on (one compile less), its own outputs deciding.
"""
from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence

import numpy as np

from reducer.ir import IRError, Module, Op
from reducer.ir.functions import symbol_name
from reducer.oracle.oracle import OracleError
from reducer.processes.scheduler import Scheduler
from reducer.runtime.domains import non_finite
from reducer.runtime.execution import (
    DEFAULT_TIMEOUT,
    Execution,
    ExecutionError,
    Runner,
    entry_function,
    input_specs,
    program_inputs,
    read_module,
)
from reducer.runtime.verdicts import content_key
from reducer.wrong_result import entry
from reducer.wrong_result.check import Other, Reproduction, WrongResultCheck
from reducer.wrong_result.compare import Mismatch, compare_arrays
from reducer.wrong_result.defined import disagreeing_dims, returns_a_destination, undefined_shapes
from reducer.wrong_result.findings import (
    Cause,
    Finding,
    MadeByWatching,
    NotEvidence,
    Seen,
    Undefined,
    Way,
)
from reducer.wrong_result.judge import OpJudge, by_position, named, seen_in
from reducer.wrong_result.programs import (
    Role,
    Slots,
    alone,
    checkable_ops,
    in_order,
    instrument,
    location,
    ordinal,
    reached_outputs,
    returnable,
    returned_values,
    returns_the_work,
    role,
    tensor_operands,
    unsynchronised,
    users_of,
    work_module,
)
from reducer.wrong_result.reference import operand_values
from reducer.wrong_result.whole import Unevaluated, evaluate_program

DEFAULTS = entry("op")  # the op check's row of the table: its default tolerances
CAPTURE = 1024  # ops whose values one instrumented run captures
CHUNK = 64  # ops that run together in one program, each on its own captured operands

_DIMS_DISAGREE = "its dynamic dims disagree on the inputs it runs on"
_HIDDEN = "its outputs as written are not those of its work function"
_UNWRITTEN = "an output the op reaches holds memory nobody wrote"

# Words in an op's name that mark an update in place of an operand's buffer (the sort of
# bug that hides once the op's results are returned): cut for when instrumenting finds none.
_IN_PLACE_WORDS = ("sort", "topk", "scatter", "index_put")


@dataclasses.dataclass
class _Judged:
    """What judging one text found beside its verdict."""

    excluded: NotEvidence | Undefined | MadeByWatching | None = None  # why not interesting
    shapes_checked: bool = False  # whether its dims were checked on its inputs
    cause: Cause | None = None  # how its finding reaches its outputs
    inherited: bool = False  # whether that cause is one of the same evidence's
    refuted: bool = False  # its first wrong op explains none of its outputs
    others: list[Other] = dataclasses.field(default_factory=list)  # wrong values, no cause


# --- the search ---------------------------------------------------------------------------------

class OpCheck(WrongResultCheck[Finding]):
    """Interesting = an op of the tracked kind computes a wrong value in the program, on
    operands in its domain. Before `calibrate`, every checkable op is searched (`locate`)."""

    name = "op"
    _none_found = "no op computed a wrong value in the program"
    _nothing_differs = "no op differs"

    def __init__(self, flags: Sequence[str], compiler: str | None = None,
                 rtol: float = DEFAULTS.rtol, atol: float = DEFAULTS.atol,
                 timeout: float = DEFAULT_TIMEOUT, iree_opt: str | None = None,
                 chunk: int = CHUNK, capture: int = CAPTURE) -> None:
        super().__init__(rtol, atol)
        self.chunk, self.capture = chunk, capture
        self.runner = Runner(flags, compiler, timeout=timeout, iree_opt=iree_opt)
        self.tracked: str | None = None  # the name of the op found at calibration
        self.way = Way.INSTRUMENTING  # how it was found
        self.finite = True  # whether its float operands were finite
        self._hint = 0  # the ordinal that differed last: checked first
        self.judge = OpJudge(self.runner, rtol, atol)
        self._lock = threading.Lock()
        self._original: str | None = None  # while calibrating: the original's text
        self.cause: Cause | None = None  # how the op found explains the original's outputs
        self.met: list[Finding] = []  # wrong values met in it that explain none of them
        self._reporting: str | None = None  # the text whose finding is being reported
        self._texts: dict[str, _Judged] = {}  # by content: what judging a text found
        self._by_evidence: dict[str, Cause] = {}  # causes confirmed, by their evidence
        self._may_alias = True  # may outputs be what an op updates in place (as the original's)

    def locate(self, text: str, ways: Sequence[Way] = tuple(Way)) -> Finding | None:
        """Search every checkable op of `text`, index-like ops first, for one that computes
        a wrong value: by instrumenting, then (when that finds none) by cutting for the ops
        that update a buffer in place; `ways`: the ways tried."""
        module = self._work(text)
        ops = checkable_ops(module)
        index = [op for op in ops if role(op) is Role.INDEX]
        found = None
        if Way.INSTRUMENTING in ways:
            # Index-like ops one by one: a bug between ops of one kind (two sorts sharing a
            # buffer) would show in a program of several of them too, and hide.
            found = (self._instrumented(text, module, index)
                     or self._instrumented(text, module, [op for op in ops if role(op)
                                                          is Role.VALUE], screen=True))
        cutting = set(ways) - {Way.INSTRUMENTING}
        if found is None and cutting:
            in_place = [op for op in index if any(w in op.name for w in _IN_PLACE_WORDS)]
            found = self._cut_each(text, module, self._screened(module, in_place), cutting)
        return found

    def calibrate(self, text: str) -> Finding:
        """Find the op (`locate`) and track its kind, way and reference from now on;
        OracleError when no op is wrong."""
        self._original, self.met = text, []
        self._may_alias = returns_a_destination(self._work(text)) is not None
        try:
            found = self.locate(text)
        finally:
            self._original = None
        if found is None:
            raise self._not_interesting(text)
        self.track(found)
        return found

    def track(self, found: Finding) -> None:
        """Judge candidates by `found`'s kind of op, way and reference from now on."""
        self.tracked, self._hint = found.op, found.ordinal
        self.way, self.finite = found.way, found.finite
        self._verdicts.clear()

    def runners(self) -> list[Runner]:
        return [self.runner]

    def notes(self) -> list[str]:
        """How the op found explains the original's outputs, and the wrong values met in
        it that explain none of them (made by watching, or not reaching them)."""
        cause = [f"the original's own: {self.cause}"] if self.cause else []
        return cause + [f"also wrong where seen, but no cause of the original's outputs: {m}"
                        for m in self.met]

    def others(self, text: str) -> list[Other]:
        """The wrong values `text` holds that explain none of its outputs, each in the
        program that returns the op's values (where it shows)."""
        return list(self._judged(text).others)

    def report(self, text: str | None = None) -> str:
        """What `text` computes wrong; or, when nothing, why an op that did is no evidence."""
        shown = super().report(text)
        if text is not None and self.verdict(text) is None:
            excluded = self._judged(text).excluded
            if excluded is not None:
                return f"{self.name}: {excluded}"
        return shown

    def reproduction(self, text: str) -> Reproduction:
        """The inputs `text` runs on (its work function's: `text` as written was run on
        them) and, for each of its outputs that is a result of the op found wrong, the
        reference's value of it."""
        module = read_module(text, self.runner.iree_opt)
        work = work_module(module)
        inputs = program_inputs(work)
        found = self.verdict(text)
        judged = self._judged(text)
        if judged.inherited:  # its own cause: what its outputs hold with the reference fed in
            self._reported(text)
        cause = judged.cause
        returned = returned_values(work)
        by_name = dict(found.expected) if found is not None else {}
        expected = [by_name.get(value.name) for value in returned]
        source = "numpy, on the op's operands" if found and found.reference == "numpy" \
            else "the op alone, on its operands"
        if cause is not None:  # the outputs the op's wrong value reaches
            try:
                whole = evaluate_program(work, inputs)
                expected = [w if c is not None else None for w, c in zip(whole, cause.expected)]
                source = "numpy, the whole program evaluated op by op"
            except Unevaluated as e:
                expected = list(cause.expected)
                source = (f"the program fed {found.reference if found else 'numpy'}'s results "
                          f"of the op (numpy cannot evaluate the whole program: {e})")
        return Reproduction(inputs, expected, symbol_name(entry_function(module)) or "main",
                            str(found) if found else None, source)

    def _find(self, text: str) -> Finding | None:
        """An op of the tracked kind in `text` that computes a wrong value, or None."""
        try:
            module = self._work(text)
            watched = None if self._may_alias else returns_a_destination(module)
            if watched is not None:  # made by an edit, not the original's: no compile
                self._judged(text).excluded = watched
                return None
            ops = self._tracked_ops(module)
            found = (self._instrumented(text, module, ops) if self.way is Way.INSTRUMENTING
                     else self._cut_each(text, module, ops, {self.way}))
        except (IRError, OracleError):
            return None
        if found is not None:
            self._hint = found.ordinal
        return found

    def _work(self, text: str) -> Module:
        """`text`'s work function as the entry of a module of its own (`work_module`);
        ExecutionError when `text` itself cannot run as the user runs it (an async entry),
        or its ABI wrapper returns other values than its work function's (they show
        nothing)."""
        module = read_module(text, self.runner.iree_opt)
        input_specs(module)
        unsafe = unsynchronised(module)
        if unsafe is not None:
            raise ExecutionError(unsafe)
        work = work_module(module)
        if work is not module and not returns_the_work(module):
            raise ExecutionError("its entry function returns other values than the function "
                                 "that does the work: a wrong value there shows in no output")
        return work

    def _undefined(self, text: str, module: Module, op: Op) -> bool:
        """Whether what `text` (its work function `module`) computes where `op` reaches its
        outputs is undefined on its inputs, whatever value an op gives (kept as the reason):
        an output holds memory nobody wrote, or its ops disagree in their dynamic dims."""
        judged = self._judged(text)
        own = returned_values(module)
        unwritten = [i for i in reached_outputs(op, own) if id(own[i]) in
                     self.judge.unwritten(module)]
        if unwritten:
            judged.excluded = Undefined(_UNWRITTEN, f"output {unwritten[0]} is computed from "
                                                    f"the contents of a tensor.empty")
            return True
        if not judged.shapes_checked:
            # numpy's evaluation where it has the ops (no compile), then the verifier
            why = disagreeing_dims(module) or undefined_shapes(text, self.runner)
            judged.excluded = Undefined(_DIMS_DISAGREE, why) if why is not None else judged.excluded
            judged.shapes_checked = True
        return isinstance(judged.excluded, Undefined)

    def _reported(self, text: str) -> Finding | None:
        """What `text` computes wrong, with the op alone's value and its own cause: a
        candidate's search leaves the op alone out where numpy decides, and may take the
        cause of the same evidence."""
        found = self.verdict(text) if self.tracked else self.locate(text)
        confirmed = not self._judged(text).inherited
        if found is None or confirmed and (found.alone is not None
                                           or found.way is Way.THROUGH_USERS):
            return found
        self._reporting = text
        try:
            return self._find(text) or found
        finally:
            self._reporting = None

    def _why_not(self, text: str) -> str:
        whole = self.runner.run(text)
        if not whole.ok:
            return f"it does not run: {whole.describe()}"
        excluded = self._judged(text).excluded
        if isinstance(excluded, Undefined):
            return str(excluded)
        if excluded is not None:
            return f"no op computes a wrong value on values in its domain ({excluded})"
        if self.met:
            return (f"no wrong value it holds reaches its outputs as it runs; wrong only "
                    f"where watched: {self.met[0]}")
        return (f"every op it can check computes what numpy or the op alone computes "
                f"({self._tolerance()})")

    def _tracked_ops(self, module: Module) -> list[Op]:
        """The candidate's ops of the tracked kind, the one at the hinted ordinal first."""
        if self.tracked is None:
            return checkable_ops(module)
        ops = [op for op in checkable_ops(module) if op.name == self.tracked]
        hint = self._hint if self._hint < len(ops) else 0
        own = returned_values(module)
        # One whose results reach no output explains none: it costs no compile.
        return [op for op in ops[hint:hint + 1] + ops[:hint] + ops[hint + 1:]
                if reached_outputs(op, own)]

    def _instrumented(self, text: str, module: Module, ops: list[Op],
                      screen: bool = False) -> Finding | None:
        """The first of `ops` that computes a wrong value, `capture` ops' values per
        instrumented run (each op checked in the order of `ops`). `screen`: `chunk` ops at
        a time run together, and only those that differ there (or from numpy) are checked
        alone."""
        for start in range(0, len(ops), self.capture):
            part = ops[start:start + self.capture]
            ordered = in_order(module, part)  # the same program, whatever the hint
            program, slots = instrument(module, ordered)
            whole = self.runner.run(program)
            if not whole.ok:
                return None
            slot = {id(op): s for op, s in zip(ordered, slots)}
            step = self.chunk if screen else len(part)
            for first in range(0, len(part), step):
                group = part[first:first + step]
                for op in self._suspects(module, group, slot, whole) if screen else group:
                    found = self._assess(text, module, op, seen_in(slot[id(op)], whole))
                    if found is not None:
                        return found
        return None

    def _suspects(self, module: Module, group: list[Op], slot: dict[int, Slots],
                  whole: Execution) -> list[Op]:
        """The ops of `group` whose results differ when they run together, each fed its own
        captured operands (one compile for many ops), or differ from numpy; all of them when
        that program cannot be built or run."""
        try:
            program = alone(module, group)
        except IRError:
            return group
        inputs = [whole.outputs[i] for op in group for i in slot[id(op)].operands]
        together = self.runner.run_on(program, inputs)
        if not together.ok:
            return group
        outputs = iter(together.outputs)
        suspects = []
        for op in group:
            s = slot[id(op)]
            got = [(whole.outputs[i], next(outputs)) for i in s.results if i is not None]
            numpy = self.judge.against_numpy(module, op, seen_in(s, whole))
            if any(compare_arrays(0, a, b, self.rtol, self.atol) for a, b in got) \
                    or (numpy is not None and numpy[0] is not None):
                suspects.append(op)
        return suspects

    def _cut_each(self, text: str, module: Module, ops: list[Op],
                  ways: set[Way]) -> Finding | None:
        """The first of `ops` that computes a wrong value in programs cut from `module`
        (every one on the inputs the whole program gets): one returns only the op's
        operands; one only its results (`Way.CUTTING`), or only what its users make of them
        (`Way.THROUGH_USERS`)."""
        inputs = program_inputs(module)
        for op in ops:
            fed = self.judge.cut(module, tensor_operands(op), inputs)
            if fed is None:
                continue
            found = None
            if Way.CUTTING in ways:
                got = self.judge.cut(module, [v for v in op.results if returnable(v)], inputs)
                if got is not None:
                    outputs = iter(got.outputs)
                    seen = Seen(list(fed.outputs), [next(outputs) if returnable(v) else None
                                                    for v in op.results], Way.CUTTING)
                    found = self._assess(text, module, op, seen)
            if found is None and Way.THROUGH_USERS in ways:
                found = self._through_users(text, module, op, list(fed.outputs), inputs)
                found = self._confirmed(text, module, op, found)
            if found is not None:
                return found
        return None

    def _screened(self, module: Module, ops: list[Op]) -> list[Op]:
        """The ops of `ops` worth cutting for one by one: in a few programs for all of them
        (one returns their operands, one their results, one what their users make of
        them, one the same fed numpy's results instead), those whose results are wrong
        against numpy or whose users' results differ; those numpy has no reference for;
        all of them when a program does not run."""
        if len(ops) < 2:
            return ops
        inputs = program_inputs(module)
        operands = list(dict.fromkeys(v for op in ops for v in tensor_operands(op)))
        results = [v for op in ops for v in op.results if returnable(v)]
        users = [v for v in dict.fromkeys(v for op in ops for v in users_of(op))
                 if returnable(v) and v.defining_op not in ops]
        fed, got = self.judge.cut(module, operands, inputs), self.judge.cut(module, results, inputs)
        if fed is None or got is None:
            return ops
        by_value = dict(zip(map(id, operands + results), fed.outputs + got.outputs))
        wrong_ones, computed = set(), []
        for op in ops:
            seen = Seen([by_value[id(v)] for v in tensor_operands(op)],
                        [by_value.get(id(v)) for v in op.results], Way.CUTTING)
            numpy = self.judge.against_numpy(module, op, seen)
            if numpy is None:
                return ops
            if numpy[0] is not None:
                wrong_ones.add(id(op))
            computed += [c for c, v in zip(numpy[1], op.results) if returnable(v)]
        feed = [c for c in computed if c is not None]
        shown = self.judge.cut(module, users, inputs) if users else None
        want = self.judge.cut(module, users, inputs + feed, ops) \
            if users and len(feed) == len(computed) else None
        if users and (shown is None or want is None):
            return ops
        differ = {id(v) for v, a, b in zip(users, shown.outputs if shown else (),
                                           want.outputs if want else ())
                  if compare_arrays(0, a, b, self.rtol, self.atol) is not None}
        return [op for op in ops
                if id(op) in wrong_ones or any(id(v) in differ for v in users_of(op))]

    def _through_users(self, text: str, module: Module, op: Op, operands: list[np.ndarray],
                       inputs: list[np.ndarray]) -> Finding | None:
        """`op`'s results as its users take them in a program cut after the users, against
        the same users fed the reference's results (numpy's, else the op's alone) instead:
        for a wrong value that hides once the op's results are returned."""
        seen = Seen(operands, [None] * len(op.results), Way.THROUGH_USERS)
        excluded = self.judge.outside_domain(module, op, seen, self._finite_only())
        if excluded is not None:
            self._exclude(text, excluded)
            return None
        shown = [v for v in users_of(op) if returnable(v)]
        fed = self.judge.fed_reference(module, op, operands, shown, inputs) if shown else None
        got = self.judge.cut(module, shown, inputs) if fed is not None else None
        if fed is None or got is None:
            return None
        want, name = fed
        for k, (a, b) in enumerate(zip(got.outputs, want.outputs)):
            mismatch = compare_arrays(k, a, b, self.rtol, self.atol)
            if mismatch is not None:
                user = shown[k].defining_op
                assert user is not None
                result = next(i for i, v in enumerate(op.results) if v in user.operands)
                return Finding(op.name, ordinal(module, op), location(module, op),
                               dataclasses.replace(mismatch, output=result), name, None,
                               Way.THROUGH_USERS, not any(non_finite(x) for x in operands),
                               user.name, named(shown, list(want.outputs)),
                               tuple(operand_values(op, by_position(op, seen))))
        return None

    def _assess(self, text: str, module: Module, op: Op, seen: Seen) -> Finding | None:
        """How `op` computes a wrong value in context (`OpJudge.assess`), or None: also
        when its operands are outside its domain (kept as the reason `text` is not
        interesting)."""
        judged = self.judge.assess(module, op, seen, self._finite_only(),
                                   self.tracked is None or text == self._reporting)
        if isinstance(judged, NotEvidence):
            self._exclude(text, judged)
            return None
        return self._confirmed(text, module, op, judged)

    def _confirmed(self, text: str, module: Module, op: Op,
                   found: Finding | None) -> Finding | None:
        """`found` once `text`'s shapes are defined on its inputs (`_undefined`, checked
        first: it costs no full compile) and it explains `text`'s own outputs as written
        (`_cause`); else None (in the original, kept among the wrong values met on the
        way). A candidate's first wrong op (the one at the ordinal found last) decides: a
        confirmation costs compiles, so a candidate whose finding is the same evidence as
        one confirmed (`OpJudge.evidence`) takes the operands that cause was fed on (no
        program cut before the op), but its own outputs, as written and fed the
        reference, decide; the text reported is confirmed itself."""
        judged = self._judged(text)
        if found is None or (judged.refuted and text != self._original) \
                or self._undefined(text, module, op):
            return None
        evidence = self.judge.evidence(module, op, found)
        with self._lock:
            known = None if text in (self._original, self._reporting) \
                else self._by_evidence.get(evidence)
        # Its own outputs, fed the reference: the same evidence says nothing of what the
        # ops after the op make of its value (a candidate may have cut them).
        cause = self._cause(text, module, op, found, known.operands if known else None)
        if isinstance(cause, Undefined):
            judged.excluded = cause
            return None
        if cause is None:
            judged.refuted, judged.cause = True, None
            judged.others.append(Other(
                instrument(module, [op])[0], f"{found}; no cause of the program's own "
                f"outputs: they stay as they are with the reference's results fed in its "
                f"place", f"{found.op} result {found.mismatch.output} wrong where seen, "
                f"no cause of the outputs"))
            if text == self._original:
                self.met.append(found)
            return None
        with self._lock:
            self._by_evidence[evidence] = cause
        judged.cause, judged.inherited = cause, known is not None
        if text == self._original:
            self.cause = cause
        return found

    def _cause(self, text: str, module: Module, op: Op, found: Finding,
               operands: Sequence[np.ndarray] | None = None) -> Cause | Undefined | None:
        """How `op`'s wrong value explains the outputs of `text` as written (its work
        function `module`), or None when it does not: the program, with the op's results
        cut into new arguments fed the reference's results on the operands the op gets in
        the program as it runs (cut to return only them: nothing is returned to watch the
        op), computes something else than `text` does. Then the op's value in the program
        is wrong, and reaches its outputs. Undefined: `text` as written returns other
        shapes than its work function computes (an ABI wrapper exporting other sizes)."""
        own = returned_values(module)
        reached = reached_outputs(op, own)
        inputs = program_inputs(module)
        if not reached:
            return None
        # The operands in a program cut before the op (apart from it: an in-place op after
        # it may change a buffer both share once returned there), unless those of the same
        # evidence are given; two compiles of a model-sized program, at once.
        cut, written = Scheduler(2).map(lambda run: run(), [
            lambda: None if operands is not None
            else self.judge.cut(module, tensor_operands(op), inputs),
            lambda: self._as_written(text, module)])
        seen = list(operands) if operands is not None \
            else list(cut.outputs) if cut is not None else None
        fed = self.judge.fed_reference(module, op, seen, own, inputs) \
            if seen is not None and written is not None else None
        if fed is None:
            return None
        run, name = fed
        expected = tuple(run.outputs[i] if i in reached else None for i in range(len(own)))
        changed = self._shown(written, expected)
        if not isinstance(changed, Mismatch):
            return changed
        return Cause(f"{found.op} #{found.ordinal} is wrong in the program as it runs, and "
                     f"its outputs hold it: fed {'numpy' if name == 'numpy' else 'the op alone'}"
                     f"'s results on the operands it gets there instead (nothing returned to "
                     f"watch it), output {changed.output} changes "
                     f"({changed.differing} of {changed.total} elements)", expected,
                     tuple(seen or ()))

    def _as_written(self, text: str, module: Module) -> Execution | None:
        """A run of `text` as it is, on the inputs of its work function `module`; None when
        it does not run."""
        done = self.runner.run_on(text, program_inputs(module))
        return done if done.ok else None

    def _shown(self, written: Execution | None, expected: Sequence[np.ndarray | None]
               ) -> Mismatch | Undefined | None:
        """How the outputs of a program as written differ in value from what they hold with
        the reference fed in (`expected`; None where the op reaches no output); None when
        they do not, or it did not run; Undefined when they have other shapes."""
        if written is None:
            return None
        if len(written.outputs) != len(expected):
            return Undefined(_HIDDEN, f"as written, it returns {len(written.outputs)} outputs "
                                   f"where its work function computes {len(expected)}")
        differs = [compare_arrays(i, got, want, self.rtol, self.atol)
                   for i, (got, want) in enumerate(zip(written.outputs, expected))
                   if want is not None]
        for m in differs:
            if m is not None and m.what != "values":
                return Undefined(_HIDDEN, f"as written, output {m.output} has {m.what} {m.got} "
                                       f"where its work function computes {m.expected}")
        return next((m for m in differs if m is not None), None)

    def _judged(self, text: str) -> _Judged:
        with self._lock:
            return self._texts.setdefault(content_key(text), _Judged())

    def _exclude(self, text: str, why: NotEvidence) -> None:
        """Keep `why` as the reason `text` is not interesting (the first one found)."""
        judged = self._judged(text)
        judged.excluded = judged.excluded or why

    def _finite_only(self) -> bool:
        """NaN and infinities are outside every op's domain: the op tracked saw none."""
        return self.tracked is not None and self.finite
