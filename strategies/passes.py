"""Clean up through iree-opt: canonicalize, cse, symbol-dce, inline, strip-and-splat constants.

Each pipeline is one edit; the chosen ones run in one iree-opt invocation, in a fixed order
(inlining first, so that symbol-dce can then drop the inlined callees). The engine keeps the
result only when it is smaller and still fails the same way.

Programs that fail the verifier are reports too: for them the verifier between passes is off,
and canonicalize and inline (pattern rewriters that crash on invalid ops) are not offered.
"""
from __future__ import annotations

from collections.abc import Sequence

from reducer.ir import IRError, Module, Op, syntax
from reducer.ir.normalize import Verifier, run_passes
from reducer.search.protocol import Order, Strategy

# Edit name -> iree-opt flags, in the order the chosen pipelines run.
PIPELINES: dict[str, tuple[str, ...]] = {
    "inline": ("--inline",),
    "canonicalize": ("--canonicalize",),
    "cse": ("--cse",),
    "symbol-dce": ("--symbol-dce",),
    "strip-and-splat": ("--iree-util-strip-and-splat-constants",),
}
_NEED_VALID_IR = {"inline", "canonicalize"}  # inlining canonicalizes too


class Passes(Strategy):
    name = "passes"
    summary = "iree-opt pipelines: inline, canonicalize, cse, symbol-dce, strip-and-splat"
    order = Order.CHUNKS
    # A cleanup that makes the program smaller (else there is nothing to compile) seldom
    # loses the failure: the tries run ahead build on its candidate first.
    hopeful = True
    # Other strategies leave duplicates behind (a constant per user, once their users
    # merged): cse finds them only after those ran, so it is tried again in every round.
    every_round = True

    def __init__(self, iree_opt: str | None = None) -> None:
        self.iree_opt = iree_opt
        self.verifier = Verifier(iree_opt)

    def edits(self, module: Module) -> Sequence[str]:
        # Names, not op ids: they survive the re-parse that every apply does. Pipelines with
        # nothing to work on are left out, as each try costs an iree-opt run; so are the
        # pattern rewriters on IR that fails the verifier: their patterns assume valid ops
        # and crash on invalid ones (a linalg op whose maps do not match its operands).
        ops = list(module.walk())
        valid = self._verifies(module)
        return [name for name in PIPELINES
                if _applicable(name, ops) and (valid or name not in _NEED_VALID_IR)]

    def apply(self, module: Module, chosen: Sequence[str]) -> Module | None:
        flags = [flag for name, pipeline in PIPELINES.items() if name in chosen
                 for flag in pipeline]
        if not flags:
            return None
        text = module.print_held()
        if not self._verifies(module):
            # Inputs that fail the verifier are a common kind of report; the verifier that
            # runs after each pass would reject them whatever the pass did.
            flags = ["--verify-each=false", *flags]
        try:
            return run_passes(text, flags, self.iree_opt)
        except IRError:
            return None

    def _verifies(self, module: Module) -> bool:
        try:  # the engine applies several subsets to the same module: iree-opt asked once
            return self.verifier.is_valid(module)
        except IRError:
            return False


def _applicable(name: str, ops: list[Op]) -> bool:
    if name == "inline":
        return any(op.name.endswith(".call") for op in ops)
    if name == "symbol-dce":  # only private symbols can be dead
        return any(_visibility(op) in ('"private"', '"nested"') for op in ops)
    if name == "strip-and-splat":
        return any(op.name == "util.global" and "initial_value = " in (op.props or "")
                   for op in ops)
    return bool(ops)


def _visibility(op: Op) -> str | None:
    return syntax.parse_dict(op.props).get("sym_visibility") if op.props else None
