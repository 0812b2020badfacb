"""Run what compiles: compile a candidate with iree-compile and run its entry function.

The compile runs in a private temp dir, in its own process group, with a time limit (as the
oracle's runs do). The program then runs in a fresh Python interpreter that imports only numpy
and iree.runtime: a crash of the runtime (or of the compiled code) kills that process, never
the reducer.

The entry function is `reducer.ir.program.entry_function`'s.

Inputs are deterministic: the data of an argument is seeded by its position, its shape and its
element type, so the same argument gets the same data in every candidate. Dynamic dims get
`DYNAMIC_SIZE`. Inputs are in the domain of the ops that read them (`reducer.runtime.domains`): an
argument that ends up as a gather's indices gets indices in range, one that a scatter writes
through gets distinct ones, so a wrong value is never undefined behaviour of the input.
Arguments of type `!hal.buffer_view` take the type the work function behind IREE's ABI
wrapper imports them as (`reducer.ir.abi.unwrapped`). External parameters
(`#flow.parameter.named<"scope"::"key">`) get deterministic data, seeded by their key, so
model-sized programs whose weights live outside the file run too.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from reducer.ir import IRError, Module, Op, Value
from reducer.ir.abi import BUFFER_VIEW, FENCE, unwrapped
from reducer.ir.functions import entry_block, symbol_name
from reducer.ir.program import entry_function, read_module
from reducer.oracle.flags import without, without_output_flag
from reducer.oracle.oracle import OracleError
from reducer.processes.process import ProcessGroups, run_in_group
from reducer.processes.tempdirs import temp_dir
from reducer.processes.tools import ToolError, find_tool
from reducer.runtime.domains import DYNAMIC_SIZE, Domain, argument_domains, dims_of
from reducer.runtime.verdicts import Verdicts
from reducer.text import write_text

DEFAULT_TIMEOUT = 120.0  # seconds for one compile, and again for one run
_COMPILED_KEPT = 64  # compiled modules kept (the latest), to run again on other data
_TAIL_LINES = 12

# MLIR element types -> numpy dtypes (torch's `si64` and builtin `i64` alike).
_DTYPES = {"f16": "float16", "f32": "float32", "f64": "float64", "i1": "bool",
           "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
           "si8": "int8", "si16": "int16", "si32": "int32", "si64": "int64",
           "ui8": "uint8", "ui16": "uint16", "ui32": "uint32", "ui64": "uint64"}
_PARAMETER = re.compile(r'#flow\.parameter\.named<(?:"((?:[^"\\]|\\.)*)"::)?"((?:[^"\\]|\\.)*)">'
                        r'\s*:\s*(tensor<[^>]*>)')
# Flags that would stop the compile before a runnable module (or write it elsewhere).
_NOT_FOR_RUNNING = ("--compile-to", "--compile-mode", "--output-format")


class ExecutionError(OracleError):
    """The program cannot be run as asked (no entry function, unsupported argument types)."""


@dataclass(frozen=True)
class TensorSpec:
    """What one input (or parameter) is: a shape and a numpy dtype."""

    shape: tuple[int, ...]
    dtype: str

    def describe(self) -> str:
        """As a tensor type reads (`?x8xfloat32`: a negative dim is a dynamic one)."""
        return "".join(f"{'?' if d < 0 else d}x" for d in self.shape) + self.dtype


_UNUSED = TensorSpec((1,), "float32")  # the input of an argument nothing reads


@dataclass(frozen=True)
class Execution:
    """What compiling and running one program gave.

    `stage` is "ok", or where it failed: "inputs" (cannot make inputs), "compile", "run"
    (the runtime reported an error), "crash" (the run died by a signal) or "timeout".
    """

    stage: str
    outputs: tuple[np.ndarray, ...] = ()
    message: str = ""  # why it failed: the last lines of the compiler's or runtime's output
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.stage == "ok"

    def describe(self) -> str:
        if self.ok:
            return f"ran: {len(self.outputs)} output(s)"
        return f"failed at {self.stage}: {self.message}"


# --- the program's entry function and inputs -------------------------------------------------

def input_specs(module: Module, func: Op | None = None,
                dynamic_size: int = DYNAMIC_SIZE) -> list[TensorSpec]:
    """The inputs of `func` (default: the entry function), dynamic dims `dynamic_size`;
    a `!hal.buffer_view` takes the type its work function imports it as (`unwrapped`)."""
    func = func or entry_function(module)
    block = entry_block(func)
    assert block is not None
    name = symbol_name(func) or "?"
    fence = next((i for i, arg in enumerate(block.args) if arg.type == FENCE), None)
    if fence is not None:  # neither iree-run-module nor iree.runtime makes one
        raise ExecutionError(f"@{name} takes a {FENCE} (argument {fence}): an async "
                             f"function of IREE's ABI, run only through its synchronous "
                             f"wrapper (as iree-compile --compile-to=input writes it)")
    args = block.args
    if any(arg.type == BUFFER_VIEW for arg in args):
        try:
            args = entry_block(entry_function(unwrapped(module))).args  # type: ignore[union-attr]
        except IRError:
            pass  # an argument imported otherwise has no data
    return [_spec_of(arg, name, i, dynamic_size) for i, arg in enumerate(args)]


def _spec_of(arg: Value, func: str, position: int, dynamic_size: int) -> TensorSpec:
    spec = tensor_spec(arg.type, dynamic_size)
    if spec is not None:
        return spec
    if arg.type == BUFFER_VIEW and not arg.uses:
        return _UNUSED  # any buffer view will do
    raise ExecutionError(f"cannot make an input for argument {position} of @{func}: "
                         f"unsupported type {arg.type}")


def tensor_spec(type_text: str, dynamic_size: int = DYNAMIC_SIZE) -> TensorSpec | None:
    """A builtin or torch tensor type as a concrete shape and dtype; None if not a tensor."""
    found = dims_of(type_text)
    if found is None:
        return None
    dims, element = found
    if element not in _DTYPES:
        raise ExecutionError(f"cannot make data of element type {element} ({type_text})")
    return TensorSpec(tuple(dynamic_size if d is None else d for d in dims), _DTYPES[element])


def make_input(position: int, spec: TensorSpec, domain: Domain | None = None) -> np.ndarray:
    """Deterministic data for the argument at `position` of shape and dtype `spec`, in
    `domain` when one is given and holds data of that shape."""
    rng = np.random.default_rng(_seed(f"{position}|{spec.shape}|{spec.dtype}"))
    if domain is not None:
        found = domain.sample(rng, spec.shape, spec.dtype)
        if found is not None:
            return found
    return _random(rng, spec)


def program_inputs(module: Module, func: Op | None = None,
                   dynamic_size: int = DYNAMIC_SIZE) -> list[np.ndarray]:
    """The inputs the entry function of `module` gets: deterministic, in the domain of the
    ops that read them, dynamic dims `dynamic_size` (raises ExecutionError when an
    argument's type has no data)."""
    specs = input_specs(module, func, dynamic_size)
    domains = argument_domains(module)
    if len(domains) != len(specs):
        domains = [None] * len(specs)
    return [make_input(i, spec, domain)
            for i, (spec, domain) in enumerate(zip(specs, domains))]


def _random(rng: np.random.Generator, spec: TensorSpec, scale: float = 1.0) -> np.ndarray:
    dtype = np.dtype(spec.dtype)
    if dtype.kind == "f":
        return (scale * rng.uniform(-1.0, 1.0, spec.shape)).astype(dtype)
    if dtype.kind == "b":
        return rng.integers(0, 2, spec.shape).astype(dtype)
    # Small non-negative integers: safe as indices, token ids, shift amounts and divisors' bases.
    return rng.integers(0, 8, spec.shape).astype(dtype)


def _seed(key: str) -> int:
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "little")


def parameters(text: str) -> list[tuple[str, str, TensorSpec]]:
    """The external parameters a program reads: (scope, key, spec), in order of first use."""
    found: dict[tuple[str, str], TensorSpec] = {}
    for m in _PARAMETER.finditer(text):
        spec = tensor_spec(m.group(3))
        if spec is not None:
            found.setdefault((m.group(1) or "", m.group(2)), spec)
    return [(scope, key, spec) for (scope, key), spec in found.items()]


def parameter_data(key: str, spec: TensorSpec) -> np.ndarray:
    """Deterministic, small values: a model with many layers stays finite."""
    return _random(np.random.default_rng(_seed(f"parameter|{key}")), spec, scale=0.1)


def runtime_driver(flags: Sequence[str]) -> str:
    """The iree.runtime driver for the device the flags compile for."""
    devices = [f.split("=", 1)[1] for f in flags if f.startswith("--iree-hal-target-device=")]
    backends = [f.split("=", 1)[1] for f in flags if f.startswith("--iree-hal-target-backends=")]
    if devices:
        device = re.split(r"[\[:(,]", devices[0], maxsplit=1)[0]
        return {"local": "local-sync", "hip": "hip", "rocm": "hip"}.get(device, device)
    if backends:
        backend = backends[0].split(",")[0]
        return {"llvm-cpu": "local-sync", "vmvx": "local-sync", "rocm": "hip",
                "vulkan-spirv": "vulkan"}.get(backend, backend)
    raise ExecutionError("the compiler flags name no target device: add e.g. "
                         "--iree-hal-target-device=local "
                         "--iree-hal-local-target-device-backends=llvm-cpu")


def runnable_flags(flags: Sequence[str]) -> list[str]:
    """The user's flags without those that would stop short of a runnable module."""
    return without(without_output_flag(flags), _NOT_FOR_RUNNING)


# --- compiling and running --------------------------------------------------------------------

@dataclass
class RunnerStats:
    compiles: int = 0
    runs: int = 0
    cache_hits: int = 0
    seconds: float = 0.0


@dataclass
class Runner:
    """Compiles programs with `flags` and runs their entry function, on the deterministic
    inputs (`run`) or on given ones (`run_on`); each content's Execution is kept (`Verdicts`).

    `compiler`: an iree-compile binary (default: iree-base-compiler's); `driver`: the runtime
    driver (default: from the flags' target device); `timeout`: seconds per compile and per run
    (`compile_timeout`: per compile, when other).
    Safe to call from several threads.
    """

    flags: Sequence[str]
    compiler: str | None = None
    driver: str | None = None
    timeout: float = DEFAULT_TIMEOUT
    iree_opt: str | None = None
    compile_timeout: float | None = None  # seconds for one compile; None: `timeout`

    def __post_init__(self) -> None:
        self.flags = tuple(runnable_flags(self.flags))
        try:
            self._exe = find_tool("iree-compile", self.compiler)
        except ToolError as e:
            raise OracleError(str(e)) from None
        self.driver = self.driver or runtime_driver(self.flags)
        self._runs: Verdicts[Execution] = Verdicts()  # by text and the inputs it was fed
        self._compiled: dict[str, bytes] = {}  # program text -> its module, the latest last
        self._lowered: Verdicts[str | None] = Verdicts()  # program text -> its input form
        self._counts = RunnerStats()
        self._lock = threading.Lock()
        self._groups = ProcessGroups()

    @property
    def stats(self) -> RunnerStats:
        """Compiles, runs, cache hits and seconds so far."""
        with self._lock:
            return replace(self._counts, cache_hits=self._runs.hits)

    def run(self, text: str) -> Execution:
        """Compile and run `text`; the same text gives the same Execution (cached)."""
        return self._runs.get(text, lambda t: self._timed(t, None), [b"deterministic inputs"])

    def run_on(self, text: str, inputs: Sequence[np.ndarray]) -> Execution:
        """Compile `text` (once, whatever data it is fed) and run its entry function on
        `inputs` (and its parameters' data); the same text and inputs give the same
        Execution."""
        data = [piece for array in inputs for piece in
                (f"{array.dtype}{array.shape}".encode(), np.ascontiguousarray(array).tobytes())]
        return self._runs.get(text, lambda t: self._timed(t, inputs), data)

    def inputs(self, text: str) -> list[np.ndarray]:
        """The inputs `text`'s entry function gets (raises ExecutionError when it cannot)."""
        return program_inputs(read_module(text, self.iree_opt))

    def lowered(self, text: str) -> str | None:
        """`text` as `iree-compile --compile-to=input` lowers it (torch's ops to linalg's);
        None when it does not lower."""
        return self._lowered.get(text, self._lower)

    def _lower(self, text: str) -> str | None:
        with temp_dir("lower") as tmp:
            source, output = os.path.join(tmp, "program.mlir"), os.path.join(tmp, "input.mlir")
            write_text(source, text)
            done = self._in_group([self._exe, source, "--compile-to=input", "-o", output], tmp,
                                  self.compile_timeout or self.timeout)
            if done.returncode != 0 or done.timed_out:
                return None
            with open(output) as f:
                return f.read()

    def cancel(self) -> None:
        """Kill the compiles and runs in flight (they raise RunCancelled)."""
        self._groups.cancel()

    def _timed(self, text: str, inputs: Sequence[np.ndarray] | None) -> Execution:
        start = time.monotonic()
        execution = replace(self._execute(text, inputs), seconds=time.monotonic() - start)
        with self._lock:
            self._counts.seconds += execution.seconds
        return execution

    def _execute(self, text: str, inputs: Sequence[np.ndarray] | None) -> Execution:
        """Compile `text` (or take its module compiled before) and run its entry function
        on `inputs` (None: the deterministic ones)."""
        try:
            module = read_module(text, self.iree_opt)
            func = entry_function(module)
            inputs = program_inputs(module, func) if inputs is None else inputs
        except (IRError, ExecutionError) as e:
            return Execution("inputs", message=str(e))
        with temp_dir("run") as tmp:
            vmfb = os.path.join(tmp, "program.vmfb")
            with self._lock:
                compiled = self._compiled.pop(text, None)
                if compiled is not None:
                    self._compiled[text] = compiled  # the most recent last
            if compiled is None:
                failure = self._compile(text, tmp)
                if failure is not None:
                    return failure
                with open(vmfb, "rb") as f:
                    compiled = f.read()
            else:
                with open(vmfb, "wb") as f:
                    f.write(compiled)
            with self._lock:
                self._compiled[text] = compiled
                while len(self._compiled) > _COMPILED_KEPT:
                    del self._compiled[next(iter(self._compiled))]
            return self._run(tmp, symbol_name(func) or "main", list(inputs), parameters(text))

    def _compile(self, text: str, tmp: str) -> Execution | None:
        source = os.path.join(tmp, "program.mlir")
        write_text(source, text)
        command = [self._exe, source, *self.flags, "-o", os.path.join(tmp, "program.vmfb")]
        limit = self.compile_timeout or self.timeout
        done = self._in_group(command, tmp, limit)
        with self._lock:
            self._counts.compiles += 1
        if done.timed_out:
            return Execution("timeout", message=f"the compile took over {limit:g} s")
        if done.returncode != 0:
            return Execution("compile", message=f"iree-compile exited with status "
                                                f"{done.returncode}: {_tail(done.output)}")
        return None

    def _run(self, tmp: str, function: str, inputs: list[np.ndarray],
             params: list[tuple[str, str, TensorSpec]]) -> Execution:
        np.savez(os.path.join(tmp, "inputs.npz"), *inputs)
        job = {"driver": self.driver, "function": function, "inputs": len(inputs),
               "parameters": [[scope, key] for scope, key, _ in params]}
        if params:
            np.savez(os.path.join(tmp, "parameters.npz"),
                     *[parameter_data(key, spec) for _, key, spec in params])
        with open(os.path.join(tmp, "job.json"), "w") as f:
            json.dump(job, f)
        done = self._in_group([sys.executable, "-c", _CHILD, tmp], tmp, self.timeout)
        with self._lock:
            self._counts.runs += 1
        if done.timed_out:
            return Execution("timeout", message=f"the run took over {self.timeout:g} s")
        if done.returncode is not None and done.returncode < 0:
            return Execution("crash", message=f"the run died by signal {-done.returncode}: "
                                              f"{_tail(done.output)}")
        if done.returncode != 0:
            return Execution("run", message=_tail(done.output))
        with np.load(os.path.join(tmp, "outputs.npz"), allow_pickle=False) as saved:
            outputs = tuple(saved[f"arr_{i}"] for i in range(len(saved.files)))
        return Execution("ok", outputs)

    def _in_group(self, command: list[str], tmp: str, timeout: float):
        try:
            return run_in_group(command, tmp, timeout, dict(os.environ), None, self._groups)
        except OSError as e:
            raise OracleError(f"cannot run {command[0]}: {e.strerror or e}") from None


def _tail(output: str) -> str:
    lines = [line for line in output.strip().splitlines() if line.strip()]
    return "\n".join(lines[-_TAIL_LINES:]) if lines else "(no output)"


# The child: a fresh interpreter that loads the compiled module and calls the entry function.
# It imports only numpy and iree.runtime (fast to start); errors are printed, exit status 3.
_CHILD = r'''
import json, os, sys
import numpy as np
tmp = sys.argv[1]
job = json.load(open(os.path.join(tmp, "job.json")))
try:
    import iree.runtime as rt
except ImportError as e:
    print(f"iree-base-runtime is not installed: {e}"); sys.exit(3)
try:
    config = rt.Config(job["driver"])
except Exception as e:
    print(f"cannot use the runtime driver {job['driver']!r}: {e}"); sys.exit(3)
modules = []
if job["parameters"]:
    indexes = {}
    with np.load(os.path.join(tmp, "parameters.npz")) as saved:
        for i, (scope, key) in enumerate(job["parameters"]):
            index = indexes.setdefault(scope, rt.ParameterIndex())
            rt.parameter_index_add_numpy_ndarray(index, key, saved[f"arr_{i}"])
    providers = [index.create_provider(scope=scope) for scope, index in indexes.items()]
    modules.append(rt.create_io_parameters_module(config.vm_instance, *providers))
with open(os.path.join(tmp, "program.vmfb"), "rb") as f:
    program = rt.VmModule.copy_buffer(config.vm_instance, f.read())
try:
    context = rt.SystemContext(vm_modules=[*modules, program], config=config)
    function = context.modules[program.name][job["function"]]
    with np.load(os.path.join(tmp, "inputs.npz")) as saved:
        inputs = [saved[f"arr_{i}"] for i in range(job["inputs"])]
    results = function(*inputs)
except Exception as e:
    print(f"the runtime failed: {type(e).__name__}: {e}"); sys.exit(3)
if results is None:
    results = ()
elif not isinstance(results, (list, tuple)):
    results = (results,)
outputs = [np.asarray(r.to_host() if hasattr(r, "to_host") else r) for r in results]
np.savez(os.path.join(tmp, "outputs.npz"), *outputs)
'''
