"""Shrink static dims: replace a size N by a smaller M wherever N is a dim of a shaped type.

Replacing a size everywhere at once keeps the values that must agree in agreement (the K of
both matmul operands, an argument and the result it flows into), and the key (N, M) survives
re-parsing. Sizes repeated outside types follow: dense literals are cut to the new shape,
`static_sizes` / `static_output_shape` arrays are mapped like the dims. A combination that
leaves the program invalid (a reshape whose sizes no longer multiply out, say) is refused.

Each size gets a ladder of smaller sizes, smallest first: 1; the powers of two up to 64 that
divide N (a failure may need a multiple of a vector or tile width); and the smallest sizes above
1 with N's remainder modulo 2, 4, 8 and 16 (a failure may need a partial tile or an odd count).
A size's rungs are tried smallest first, and the first that still fails is kept; they come in
two parts. The divisors, 1 and the powers of two, are one ladder: 1 tried alone (what a
verifier error usually allows), then the rest bisected, as a failure that needs the size of a
tile or a subgroup (64 of 4096) fails at every divisor from there up: 4096 -> 64 costs 4 tries
rather than 7 rung by rung. The remainders, all above the divisors, are climbed one by one
(each its own ladder of one rung): a failure that needs an odd count may fail at 3 and 9 but
not at 5. Before them all, one try puts every size to 1 at once. Ddmin over the rungs of all
sizes at once took tens of compiles for what this does in a few. Later rounds go down the
ladder of the new size, without the rungs below it on the size it came from (a size that went
2048 -> 64, failing at 32, is not tried at 1 ... 32 again each round).
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import Module
from reducer.ir.memo import PerModule
from reducer.ir.normalize import Verifier
from reducer.ir.shapes import map_size_props, map_sizes, resize_dense, static_sizes
from reducer.search.protocol import Order, Strategy


class Resize(NamedTuple):
    """Sizes N to smaller sizes M: ((N, M), ...)."""

    sizes: tuple[tuple[int, int], ...]

_POWERS = (2, 4, 8, 16, 32, 64)
_MODULI = (2, 4, 8, 16)


def ladder(n: int) -> list[int]:
    """The sizes to try instead of `n`, smallest first."""
    rungs = {1} | {p for p in _POWERS if n % p == 0}
    for modulus in _MODULI:
        if n % modulus:
            rungs |= {n % modulus, n % modulus + modulus}
    return sorted(m for m in rungs if m < n)


class ShapeShrinking(Strategy):
    name = "shape-shrinking"
    summary = "one static size to a smaller one everywhere"
    order = Order.FIRST_THEN_BISECT
    learns = True  # `_note_climbs`: each call's ladders are read by the next

    def __init__(self, iree_opt: str | None = None) -> None:
        self.verifier = Verifier(iree_opt)
        self._candidates: PerModule[Module | None] = PerModule()
        self._ladders: dict[int, list[int]] = {}  # the rungs offered last time, by size
        self._failed: dict[int, set[int]] = {}  # rungs that failed below a size's origin

    def fork(self) -> ShapeShrinking:
        """A copy that learns apart from this one (for states the search may not reach)."""
        other = copy.copy(self)
        other._candidates = PerModule()
        other._failed = {n: set(rungs) for n, rungs in self._failed.items()}
        return other

    def edits(self, module: Module) -> Sequence[Sequence[Resize]]:
        sizes = sorted((n for n in static_sizes(_type_text(module)) if n > 1), reverse=True)
        self._note_climbs(set(sizes))
        self._ladders = {n: [m for m in ladder(n) if m not in self._failed.get(n, ())]
                         for n in sizes}
        everything = [[Resize(tuple((n, 1) for n in sizes))]] if len(sizes) > 1 else []
        return everything + [rungs for n in sizes for rungs in _parts(n, self._ladders[n])]

    def _note_climbs(self, sizes: set[int]) -> None:
        """A size gone since the last ladders, and one of its rungs new: the search of its
        ladder stopped at that rung, the rungs below it having failed (or, bisected, being
        taken to)."""
        for n, rungs in self._ladders.items():
            if n in sizes:
                continue
            for m in rungs:
                if m in sizes and m not in self._ladders:
                    self._failed[m] = {r for r in rungs if r < m} | self._failed.get(n, set())

    def apply(self, module: Module, chosen: Sequence[Resize]) -> Module | None:
        mapping: dict[int, int] = {}
        for n, m in (pair for resize in chosen for pair in resize.sizes):
            mapping[n] = min(m, mapping.get(n, m))
        # Candidates repeat within a pass over one module (several edits, one mapping).
        return self._candidates.get(module, tuple(sorted(mapping.items())),
                                    lambda: self._candidate(module, mapping))

    def _candidate(self, module: Module, mapping: dict[int, int]) -> Module | None:
        try:
            candidate = shrink(module, mapping)
        except ValueError:
            return None  # a literal that cannot follow the new shape
        if candidate is None or not self.verifier.accepts(module, candidate.print_held()):
            return None
        return candidate


def shrink(module: Module, mapping: dict[int, int]) -> Module | None:
    """A clone of `module` with the static dims mapped, or None if no dim changed.

    Raises ValueError when a dense literal cannot take the new shape.
    """
    module = module.clone()
    changed = False

    def retyped(text: str) -> str:
        nonlocal changed
        new = map_sizes(text, mapping)
        changed |= new != text
        return new

    def reattributed(text: str | None) -> str | None:
        if text is None:
            return None
        return retyped(map_size_props(resize_dense(text, mapping), mapping))

    module.aliases = [reattributed(line) or line for line in module.aliases]
    for op in module.top.walk():
        op.props, op.attrs = reattributed(op.props), reattributed(op.attrs)
    for value in module.values():
        value.type = retyped(value.type)
    return module if changed else None


def _parts(n: int, rungs: list[int]) -> list[list[Resize]]:
    """`n`'s rungs as ladders: its divisors (1 and powers of two) one, bisected after 1;
    then each remainder its own, so that they are climbed (see the module's docstring)."""
    divisors = [m for m in rungs if n % m == 0 and m & (m - 1) == 0]
    remainders = [[Resize(((n, m),))] for m in rungs if m not in divisors]
    return ([[Resize(((n, m),)) for m in divisors]] if divisors else []) + remainders


def _type_text(module: Module) -> str:
    """Every text that may hold a shaped type: value types, properties, attributes, aliases."""
    parts = [*module.aliases, *(v.type for v in module.values())]
    for op in module.top.walk():
        parts.extend(t for t in (op.props, op.attrs) if t)
    return "\n".join(parts)
