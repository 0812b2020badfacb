"""A failure at run time: the program compiles with the user's flags, then its public function
crashes (a signal), returns an error status, or hangs when it runs.

Each candidate is compiled and run as `reducer.runtime.execution` does (the runtime in a child
process, in its own process group, with a time limit: a crash never takes the reducer down),
on inputs made for the candidate's own signature: the user's (`--input`, as iree-run-module
takes them) for each argument that still takes one of them, in order, else data in the
argument's domain (`reducer.runtime.domains`). The failure's signature is the user's, or derived
from the original's run: an error status's code and message without its source location,
its contexts (`; while ...`) and its numbers; a signal's name; a hang. A candidate that no
longer compiles, runs, or fails at run time another way is not interesting.

The check is seen by the rest of the reducer as a wrong-result check is (`CheckedOracle`), so
a run failure gets the journal, `--resume`, `-j`, the final confirmation, the inputs written
beside the result with the commands that show the failure, and the bug report.
"""
from __future__ import annotations

import os
import re
import signal
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from reducer.ir import IRError, Module, Op
from reducer.ir.functions import symbol_name
from reducer.ir.program import entry_function, read_module
from reducer.oracle.oracle import Calibration, OracleError, OracleSpec, Outcome
from reducer.oracle.signature import Kind, Signature, classify
from reducer.oracle.spec import TIMEOUT_CAP, default_timeout
from reducer.processes.process import run_in_group
from reducer.processes.scheduler import Scheduler
from reducer.runtime.domains import DYNAMIC_SIZE
from reducer.runtime.execution import (
    Execution,
    Runner,
    TensorSpec,
    input_specs,
    program_inputs,
    tensor_spec,
)
from reducer.wrong_result.check import CheckedOracle, Reproduction, WrongResultCheck
from reducer.wrong_result.programs import alone, checkable_ops, work_module

_STATUS = re.compile(r"\b([A-Z][A-Z_]{3,}); (.*)")  # iree_status_t: `CODE; message`
_DISPATCH = re.compile(r"\b\w+_dispatch_\d+\w*")
_NUMBER = re.compile(r"\d+")
_VALUE = re.compile(r"((?:\d+x)*)([a-z]+\d*)(?:=(.*))?", re.DOTALL)
_SIGNAL = re.compile(r"died by signal (\d+)")
_SPECIAL = re.compile(r"([.^$*+?{}\[\]\\|()])")  # escaped in a derived signature; not spaces
# `Result.kind` of a run failure, by its kind.
KIND_NAMES = {Kind.CRASH: "run-crash", Kind.DIAGNOSTIC: "run-error", Kind.TIMEOUT: "run-hang"}


@dataclass(frozen=True)
class RunFailure:
    """How a run failed: `kind` (CRASH: a signal; DIAGNOSTIC: an error status; TIMEOUT),
    `line` (the status line, the signal's name, or "timeout"), the runtime's whole `output`,
    and the executable it names (`dispatch`; None when it names none)."""

    kind: Kind
    line: str
    output: str
    dispatch: str | None = None

    def derived(self) -> Signature:
        """The signature of this failure in any candidate: numbers become wildcards."""
        if self.kind is Kind.TIMEOUT:
            return Signature("", kind=Kind.TIMEOUT)
        words = [_SPECIAL.sub(r"\\\1", part) for part in _NUMBER.split(self.line)]
        return Signature(r"\d+".join(words), regex=True, kind=self.kind)

    def __str__(self) -> str:
        where = f" (in {self.dispatch})" if self.dispatch else ""
        return {Kind.CRASH: "crash at run time", Kind.TIMEOUT: "hang at run time"}.get(
            self.kind, "error at run time") + f": {self.line}{where}"


def failure_of(execution: Execution) -> RunFailure | None:
    """The run failure `execution` shows; None when it ran, or failed before its run."""
    output = execution.message
    dispatch = next(iter(_DISPATCH.findall(output)), None)
    if execution.stage == "crash":
        number = _SIGNAL.search(output)
        name = _signal_name(int(number.group(1))) if number else "a signal"
        return RunFailure(Kind.CRASH, name, f"{name}: {output}", dispatch)
    if execution.stage == "timeout" and output.startswith("the run"):
        return RunFailure(Kind.TIMEOUT, "timeout", output, dispatch)
    if execution.stage != "run":
        return None
    status = _STATUS.search(output)
    line = (f"{status.group(1)}; {status.group(2).split('; while ')[0].rstrip('; ')}"
            if status else output.strip().splitlines()[-1])
    return RunFailure(Kind.DIAGNOSTIC, line, output, dispatch)


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def read_inputs(values: Sequence[str]) -> list[np.ndarray]:
    """`--input` values as iree-run-module takes them: `@FILE.npy` (one array), `*FILE.npy`
    (every array in it), `@FILE.npz` (every array, in order), `SHAPExTYPE=VALUES` (one value
    fills the tensor)."""
    arrays: list[np.ndarray] = []
    for value in values:
        try:
            arrays += _read_input(value)
        except (OSError, ValueError, OracleError) as e:
            raise OracleError(f"--input {value!r}: {getattr(e, 'strerror', None) or e}") \
                from None
    return arrays


def _read_input(value: str) -> list[np.ndarray]:
    if value[:1] in "@*" and value[1:].endswith(".npz"):
        with np.load(value[1:], allow_pickle=False) as saved:
            return [saved[name] for name in saved.files]
    if value[:1] in "@*":
        with open(value[1:], "rb") as f:
            size, arrays = os.fstat(f.fileno()).st_size, [np.load(f, allow_pickle=False)]
            while value[0] == "*" and f.tell() < size:
                arrays.append(np.load(f, allow_pickle=False))
        return arrays if value[0] == "*" else arrays[:1]
    m = _VALUE.fullmatch(value.strip())
    spec = tensor_spec(f"tensor<{m.group(1)}{m.group(2)}>") if m else None
    if m is None or spec is None:
        raise ValueError("give @FILE.npy, *FILE.npy, @FILE.npz or SHAPExTYPE=VALUES")
    words = (m.group(3) or "0").replace(",", " ").split()
    data = np.array([float(w) for w in words]).astype(spec.dtype)
    return [np.full(spec.shape, data[0]) if data.size == 1 else data.reshape(spec.shape)]


def _fits(array: np.ndarray, shape: tuple[int, ...], dtype: str) -> bool:
    """Whether `array` can be the argument of `shape` (-1: dynamic) and `dtype`."""
    return (array.dtype == np.dtype(dtype) and array.ndim == len(shape)
            and all(d in (-1, n) for d, n in zip(shape, array.shape)))


class RunFailureCheck(WrongResultCheck[RunFailure]):
    """Interesting = the candidate compiles and its run fails as the original's did: the same
    kind, the signature in the runtime's output."""

    name = "run-failure"
    _none_found = "no program failed at run time"

    def __init__(self, flags: Sequence[str], signature: Signature | None,
                 inputs: Sequence[np.ndarray] = (), compiler: str | None = None,
                 timeout: float | None = None, iree_opt: str | None = None) -> None:
        super().__init__(0.0, 0.0)
        # `timeout` is the run's: a hang is the run's, and a compile's limit is the cap.
        self.runner = Runner(flags, compiler, timeout=timeout or TIMEOUT_CAP, iree_opt=iree_opt,
                             compile_timeout=TIMEOUT_CAP)
        self.signature, self.given = signature, list(inputs)
        self.kind: Kind | None = signature.kind if signature else None
        self._timeout = timeout
        self._original: str | None = None  # the first program calibrated

    def runners(self) -> list[Runner]:
        return [self.runner]

    def calibrate(self, text: str) -> RunFailure:
        """The original's run failure (OracleError saying why when none); the signature and
        time limit candidates get follow from it unless the user chose them."""
        if self._original is None:  # the user's inputs must be the original's
            self.inputs(text, strict=True)
            self._original = text
        done = self._execute(text)
        found = failure_of(done)
        if found is None or (self.signature is not None
                             and self.signature.match(found.kind, found.output) is None):
            raise self._not_interesting(text)
        if found.kind is Kind.TIMEOUT and self._timeout is None:
            raise OracleError("the original's run hangs: give --timeout S, the time after "
                              "which a run counts as a hang")
        self.adopt(found.kind, self.signature or found.derived(),
                   self._timeout or default_timeout(done.seconds))
        return super().calibrate(text)

    def adopt(self, kind: Kind, signature: Signature, timeout: float) -> None:
        """Judge by the original's kind of failure, `signature` and time limit."""
        self.kind, self.signature = kind, replace(signature, kind=kind)
        self.runner.timeout = timeout

    def inputs(self, text: str, strict: bool = False) -> list[np.ndarray]:
        """The inputs of `text`'s entry function: for each argument, the next of the user's
        inputs that fits its type (those skipped were the inputs of arguments removed
        since), else data in its domain, its dynamic dims as long as the user's inputs make
        theirs (most often). `strict`: every input the user gave must fit an argument, in
        order (the original's)."""
        module = read_module(text, self.runner.iree_opt)
        types = input_specs(module, dynamic_size=-1)
        taken = self._taken(types, strict)
        sizes = Counter(a.shape[k] for a, t in zip(taken, types) if a is not None
                        for k, d in enumerate(t.shape) if d < 0)
        made = program_inputs(module, dynamic_size=max(sizes, key=sizes.__getitem__)
                              if sizes else DYNAMIC_SIZE)
        return [a if a is not None else m for a, m in zip(taken, made)]

    def _taken(self, types: list[TensorSpec], strict: bool) -> list[np.ndarray | None]:
        """The user's input each argument of `types` takes (None: none fits)."""
        taken: list[np.ndarray | None] = []
        left = list(self.given)
        for i, spec in enumerate(types):
            fits = [k for k, a in enumerate(left[:1] if strict else left)
                    if _fits(a, spec.shape, spec.dtype)]
            if fits:  # the inputs before it were those of arguments removed since
                taken.append(left[fits[0]])
                del left[:fits[0] + 1]
            elif strict and self.given:
                got = (f"{'x'.join(map(str, left[0].shape))} {left[0].dtype}" if left
                       else "no input: too few given")
                raise OracleError(f"--input {i}: argument {i} of the original takes "
                                  f"{spec.describe()}, not {got}")
            else:
                taken.append(None)
        if strict and left:
            raise OracleError(f"--input: {len(self.given)} inputs given, the original takes "
                              f"{len(types)}")
        return taken

    def reproduction(self, text: str) -> Reproduction:
        module = read_module(text, self.runner.iree_opt)
        found = self.verdict(text)
        return Reproduction(self.inputs(text), [], symbol_name(entry_function(module)) or "main",
                            str(found) if found is not None else None)

    def _execute(self, text: str) -> Execution:
        if not self.given:  # the deterministic inputs, as every runner makes them
            return self.runner.run(text)
        try:
            return self.runner.run_on(text, self.inputs(text))
        except OracleError as e:
            return Execution("inputs", message=str(e))

    def _find(self, text: str) -> RunFailure | None:
        found = failure_of(self._execute(text))
        if found is None or self.signature is None or self.kind is None:
            return None
        return found if self.signature.match(found.kind, found.output) is not None else None

    def _why_not(self, text: str) -> str:
        done = self._execute(text)
        found = failure_of(done)
        if found is not None:
            return f"it fails otherwise, {found}"
        return "it runs without failing" if done.ok else done.describe()

    def report(self, text: str | None = None) -> str:
        text = text if text is not None else self._last
        found = self.verdict(text) if text is not None else None
        return str(found) if found is not None else self._none_found


class RunOracle(CheckedOracle):
    """A run failure's check as an `Oracle`: its calibration (kind, time limit, a derived
    signature) is the journal's, and read back on `--resume`."""

    check: RunFailureCheck

    def calibrate(self, text: str, find_phase: bool = True) -> Outcome:
        found = self.check.calibrate(text)
        derived = self.check.signature if self.spec.signature is None \
            and found.kind is not Kind.TIMEOUT else None  # a hang: any run that times out
        self.calibration = Calibration(found.kind, self.check.runner.timeout, stability=(1, 1),
                                       signature=derived)
        return self.run(text)

    def adopt(self, calibration: Calibration) -> None:
        super().adopt(calibration)
        assert calibration.kind is not None
        signature = self.spec.signature or calibration.signature or Signature("", kind=Kind.TIMEOUT)
        self.check.adopt(calibration.kind, signature, calibration.timeout)


def run_oracle(flags: Sequence[str], signature: Signature | None, inputs: Sequence[str],
               compiler: str | None, timeout: float | None,
               iree_opt: str | None) -> RunOracle:
    """The oracle of a reduction of a run failure, made from what the user chose."""
    check = RunFailureCheck(flags, signature, read_inputs(inputs), compiler, timeout, iree_opt)
    return RunOracle(check, OracleSpec(signature, tuple(flags), compiler, timeout=timeout))


def failing_op_alone(module: Module, check: RunFailureCheck,
                     jobs: int) -> tuple[Op, str] | None:
    """An op that fails alone as `module` does at run time, and its program (its operands
    arguments, its results returned); None when none is found. One op of each kind (its
    types, attributes and nested ops), all side by side in one program, then the half of
    them that fails, and so down to one (group testing: about log2 of the kinds compiles);
    both halves at once with jobs to spare, the first that fails taken, whatever `jobs`."""
    work = work_module(module)
    kinds: dict[tuple, Op] = {}
    for op in checkable_ops(work):
        kinds.setdefault(_kind(op), op)  # the first of its kind
    group = _standing_alone(work, list(kinds.values()))
    if not group or not check(alone(work, group)):
        return None
    with Scheduler(min(jobs, 2)) as pool:
        while len(group) > 1:
            halves = [group[:len(group) // 2], group[len(group) // 2:]]
            texts = [alone(work, half) for half in halves]
            verdicts = pool.map(check, texts) if jobs > 1 else map(check, texts)
            failing = next((half for half, failed in zip(halves, verdicts) if failed), None)
            if failing is None:  # the ops fail only together: not one alone
                return None
            group = failing
    return group[0], alone(work, group)


def _standing_alone(work: Module, ops: list[Op]) -> list[Op]:
    """`ops` but those that need an argument of the program (they do not stand alone)."""
    try:
        alone(work, ops)
        return ops
    except IRError:
        return [op for op in ops if _standing_alone(work, [op])] if len(ops) > 1 else []


def _kind(op: Op) -> tuple:
    """What two ops that fail alone the same way share: all but their operands' names."""
    nested = tuple((n.name, n.props, n.attrs, tuple(v.type for v in n.results))
                   for n in op.walk())
    return (tuple(v.type for v in op.operands), tuple(v.type for v in op.results), nested)


def shown_by(compile_command: Sequence[str], run_command: Sequence[str], signature: Signature,
             timeout: float) -> str | None:
    """Why the commands written beside a result do not show its failure (the compile, then
    the run: it fails with `signature`, of its kind); None when they do. Each runs in a
    process group of its own, killed whole when it runs past `timeout`: iree-run-module's
    wrapper would leave the runtime behind, running a hang."""
    try:
        compiled = run_in_group(list(compile_command), os.getcwd(), timeout)
        if compiled.returncode != 0:
            return (f"the compile fails: {compiled.output.strip()[-500:]}"
                    if not compiled.timed_out else f"the compile runs past {timeout:g} s")
        done = run_in_group(list(run_command), os.getcwd(), timeout)
    except OSError as e:
        return f"cannot run {e.filename or compile_command[0]}: {e.strerror or e}"
    if done.timed_out:
        return None if signature.kind is Kind.TIMEOUT else f"the run runs past {timeout:g} s"
    output = done.output
    assert done.returncode is not None
    if done.returncode < 0:  # as the runner's runs say it: the signal's name first
        output = f"{_signal_name(-done.returncode)}: {output}"
    kind = classify(done.returncode, output)
    if signature.match(kind, output) is not None:
        return None
    return f"the run ends with {kind.value}: {output.strip()[-500:] or '(no output)'}"
