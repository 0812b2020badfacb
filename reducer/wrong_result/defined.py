"""Whether a program's shapes are defined on the inputs it runs on.

A dynamic dim is only a promise: `linalg.matmul` of a 16-row operand into an 8-row
`tensor.empty(%d)` verifies while its dims are `?`, and at run time writes past the buffer
(undefined; a later run may abort with heap corruption). A wrong value of such a run is no
evidence of a miscompile. `disagreeing_dims` asks numpy's evaluation of the program on its
inputs first (no compile; past an op numpy cannot compute, with the dims of its results);
`undefined_shapes` specialises the program to the sizes its inputs get (every dynamic dim
of the work function's arguments made `DYNAMIC_SIZE`, with casts back to the dynamic
types, so the program still runs the dynamic form), lets iree-opt's
canonicaliser carry the sizes through the body, and asks the static verifier, which names
the op whose operands disagree. Programs over torch tensors are lowered to the compiler's
input form first (`iree-compile --compile-to=input`), where their ops become linalg's.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from reducer.ir import IRError, Module
from reducer.ir.functions import symbol_name
from reducer.ir.in_place import returned_destinations
from reducer.ir.normalize import run_passes
from reducer.ir.program import entry_function
from reducer.ir.staticize import Spot, Where, find_spots, staticize
from reducer.runtime.execution import DYNAMIC_SIZE, Runner, program_inputs, read_module
from reducer.wrong_result.findings import MadeByWatching
from reducer.wrong_result.programs import work_module
from reducer.wrong_result.whole import ShapesDisagree, check_shapes


def returns_a_destination(module: Module) -> MadeByWatching | None:
    """Why the outputs of `module` (a work function) are no evidence of the original's bug
    when the original's do not do the same: one returns a value an op updates in place
    (`returned_destinations`: a sort's iota, a matmul's accumulator), which IREE may alias
    with that op's result; a wrong value there may be that alias, made by the edit that
    returned it (a cut, a result rerouted). None when no output does."""
    found = returned_destinations(entry_function(module))
    if not found:
        return None
    position, op = found[0]
    return MadeByWatching(f"output {position} is the destination of {op.name}")


def disagreeing_dims(module: Module) -> str | None:
    """Where numpy's evaluation of `module` on its inputs finds an op's dims disagreeing
    (past the ops it cannot compute, with their results' dims)."""
    try:
        check_shapes(module, program_inputs(module))
    except ShapesDisagree as e:
        return str(e)
    return None


def undefined_shapes(text: str, runner: Runner) -> str | None:
    """The verifier's message naming the op whose operands' dims disagree once `text`'s
    dynamic dims get the sizes its inputs have; None when none does (or when it cannot be
    told: a program that does not lower or specialise is judged by its runs alone)."""
    lowered = runner.lowered(text) if "!torch.vtensor" in text else text
    if lowered is None:
        return None
    try:
        module = work_module(read_module(lowered, runner.iree_opt))
        name = symbol_name(entry_function(module))
    except IRError:
        return None
    spots = [s for s in find_spots(module) if s.where is Where.ARG and s.function == name]
    try:
        static_form(module, spots, runner.iree_opt)
    except IRError as e:
        return re.sub(r" \(line \d+:\d+\)$", "", str(e).removeprefix("not valid MLIR: "))
    return None


def static_form(module: Module, spots: Sequence[Spot], iree_opt: str | None) -> str | None:
    """`module` with the dynamic dims at `spots` made DYNAMIC_SIZE (cast back to the dynamic
    types, so it still runs the dynamic form) and canonicalised; None when none can be;
    IRError when that form does not verify."""
    static = staticize(module, spots, DYNAMIC_SIZE, casts=True) if spots else None
    return None if static is None else \
        run_passes(static.print(), ["--canonicalize"], iree_opt).print()
