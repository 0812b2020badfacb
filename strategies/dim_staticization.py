"""Make dynamic dims static: `tensor<?x4096xi4>` -> `tensor<1x4096xi4>`, then canonicalise.

A spot is one dynamic dim of a function argument or result, or the size a `tensor.dim` /
`memref.dim` reads (`reducer.ir.staticize` makes them static, with casts iree-opt's
canonicaliser folds away). Each spot is its own edit, so the engine keeps the dynamic dims a
failure needs.

All spots of one candidate get one size (the smallest size among the chosen edits): dims that
must agree (the rows of an argument and of the result, say) then agree, which mixed sizes would
break with verifier errors. Edits offer each spot at each size of `sizes`, smallest first: some
failures need a size that is not 1 (unit dims get folded) or not a multiple of a tile.
Spots are keyed so that they survive the re-parse after canonicalisation.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reducer.ir import IRError, Module
from reducer.ir.memo import PerModule
from reducer.ir.normalize import Verifier, run_passes
from reducer.ir.staticize import Spot, Where, find_spots, staticize
from reducer.search.protocol import Order, Strategy


class StaticSize(NamedTuple):
    """An edit: give one spot (where, function, position, dim) the static size `size`."""

    where: Where
    function: str
    position: int | tuple
    dim: int
    size: int

    @property
    def spot(self) -> Spot:
        return Spot(Where(self.where), self.function, self.position, self.dim)


class DimStaticization(Strategy):
    name = "dim-staticization"
    summary = "dynamic dims to static sizes, then canonicalise"
    order = Order.CHUNKS

    def __init__(self, iree_opt: str | None = None, sizes: Sequence[int] = (1, 3, 16)) -> None:
        self.iree_opt = iree_opt
        self.sizes = sorted(sizes)
        self.verifier = Verifier(iree_opt)
        self._candidates: PerModule[Module | None] = PerModule()

    def edits(self, module: Module) -> Sequence[StaticSize]:
        spots = find_spots(module)
        return [StaticSize(*spot, size) for size in self.sizes for spot in spots]

    def apply(self, module: Module, chosen: Sequence[StaticSize]) -> Module | None:
        chosen = [StaticSize(*edit) for edit in chosen]  # edits may come as plain tuples
        spots = tuple(dict.fromkeys(edit.spot for edit in chosen))
        size = min((edit.size for edit in chosen), default=0)
        # Candidates repeat within a pass over one module (several edits, one size).
        return self._candidates.get(module, (spots, size),
                                    lambda: self._candidate(module, spots, size))

    def _candidate(self, module: Module, spots: Sequence[Spot], size: int) -> Module | None:
        candidate = staticize(module, spots, size, casts=True)
        if candidate is None:
            return None
        try:
            return run_passes(candidate.print_held(), ["--canonicalize", "--cse"], self.iree_opt)
        except IRError:
            pass
        if self.verifier.is_valid(module):
            return None
        # The failure is the verifier's, so no pass can run: retype in place instead.
        candidate = staticize(module, spots, size, casts=False)
        if candidate is None or not self.verifier.accepts(module, candidate.print_held()):
            return None
        return candidate


