"""The program's entry: its top-level functions, the one that runs, and what calls call.

The entry function is the public function named `main` when there is one; otherwise the first
public function of the top module whose name does not end in `$async` (the coarse-fences twin
IREE makes of every exported function); otherwise the first public function.
"""
from __future__ import annotations

from reducer.ir import syntax
from reducer.ir.errors import IRError
from reducer.ir.functions import entry_block, functions, is_public, symbol_name
from reducer.ir.module import Module, Op
from reducer.ir.normalize import parse
from reducer.ir.parser import parse_generic

_CALLS = ("func.call", "util.call")


def read_module(text: str, iree_opt: str | None = None) -> Module:
    """Generic-form text is parsed directly; any other form goes through iree-opt first."""
    try:
        return parse_generic(text)
    except IRError:
        return parse(text, iree_opt=iree_opt)


def top_functions(module: Module) -> list[Op]:
    """Functions defined directly in the top module (not in nested executables)."""
    return [f for f in functions(module) if f.parent_op is module.top]


def entry_function(module: Module) -> Op:
    """The public function to run (see the module docstring for the rule)."""
    public = [f for f in top_functions(module) if is_public(f) and entry_block(f) is not None]
    if not public:
        raise IRError("the program has no public function with a body to run")
    named_main = [f for f in public if symbol_name(f) == "main"]
    synchronous = [f for f in public if not (symbol_name(f) or "").endswith("$async")]
    return (named_main or synchronous or public)[0]


def called_function(module: Module, op: Op) -> Op | None:
    if op.name not in _CALLS:
        return None
    ref = syntax.parse_dict(op.props).get("callee")
    if not ref:
        return None
    return next((f for f in top_functions(module) if f"@{symbol_name(f)}" == ref), None)
