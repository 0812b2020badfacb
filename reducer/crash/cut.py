"""Where a crash is: a crash's capture cut to the op its pass crashes at, and the program's
lines that op came from.

A crash's capture (`reducer.crash.capture.capture_crash`) keeps every op's location in the
program compiled (file PROGRAM_FILE). `cut_at_crash` cuts the IR to the op the pass crashes
at (iree-opt running the pass alone, `reducer.crash.pass_level.reproduce`, judges each cut) and
names that op's lines first, which is where the search in the whole program is aimed.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from reducer.crash.capture import PROGRAM_FILE
from reducer.crash.pass_level import (
    DEFAULT_TIMEOUT,
    PassCapture,
    PassTestError,
    as_signature,
    located,
    opt_tool,
    reproduce,
)
from reducer.ir import Op
from reducer.ir.module import op_spans
from reducer.ir.parser import parse_generic
from reducer.oracle.signature import Signature
from reducer.processes.scheduler import Scheduler

# A location in the program: `"DIR/candidate.mlir":LINE:COL`.
_PROGRAM_LINE = re.compile(r'"(?:[^"]*/)?' + re.escape(PROGRAM_FILE) + r'":(\d+):\d+')


@dataclass(frozen=True)
class CrashCut:
    ir: str  # the capture's IR cut to the shortest prefix that fails (generic, located)
    lines: tuple[int, ...]  # the lines of the program the crash is at, most telling first


def cut_at_crash(capture: PassCapture, signature: str | Signature, iree_opt: str | None = None,
                 jobs: int = 1, timeout: float = DEFAULT_TIMEOUT,
                 trimmed: bool = False) -> CrashCut:
    """The IR of a crash's capture (`capture_crash`) cut to the op the pass crashes at, and
    the lines of the program that op came from, most telling first (see `_telling_lines`).

    A pass walks its ops in program order and crashes at the first it cannot take: the
    shortest prefix of the module's ops that still fails (bisected, `jobs` probes at a time,
    iree-opt running the pass alone) ends with the op the crash needs; the shortest prefix of
    that op's body, and so down, ends with the op it crashes at. `trimmed` (for a test of the
    pass, not needed for the lines): then, at each depth, the ops before the one kept that
    the crash does not need go too, as many from the first as can. The lines of the op it
    crashes at come first, then
    those of the ops that give its operands, then those of the ops it is nested in. Raises
    PassTestError if the capture does not fail once printed in generic form."""
    opt, signature = opt_tool(iree_opt, None), as_signature(signature)
    module = parse_generic(located(capture.ir, opt))
    lines = module.print().split("\n")
    spans = op_spans(module)
    dropped: list[tuple[int, int]] = []

    def text(drop: tuple[int, int] | None) -> str:
        cut = sorted([*dropped, drop] if drop else dropped)
        kept, at = [], 0
        for first, last in cut:
            kept += lines[at:first - 1]
            at = last
        return "\n".join(kept + lines[at:])

    def fails_as_text(ir: str) -> bool:
        return reproduce(ir, capture.pipeline, signature, opt, timeout).same_failure(capture.kind)

    def fails(drop: tuple[int, int] | None) -> bool:
        return fails_as_text(text(drop))

    path: list[Op] = []  # the op the prefix ends with, at each depth
    heads: list[list[Op]] = []  # the ops before it
    container = module.top
    with Scheduler(jobs) as pool:
        # Whether the whole module still fails is asked beside the first probes (which
        # assume it): a round of iree-opt runs less before the op is known.
        whole = pool.submit(fails_as_text, text(None))
        while (body := _body(container)) is not None:
            ops, needed = body

            def prefix_fails(k: int, ops: list[Op] = ops, needed: int = needed) -> bool:
                return k >= needed and fails(_span(ops[k:], spans))

            end = _shortest(len(ops), prefix_fails, pool, max(1, jobs))
            _check_whole(whole, capture)
            if (cut := _span(ops[end:], spans)) is not None:
                dropped.append(cut)
            container = ops[end - 1]
            path.append(container)
            heads.append(ops[:end - 1])
        _check_whole(whole, capture)
        # Then, from the top down, the ops before it that the crash does not need, the
        # longest run of them from the first (what the ops after them use stays).
        for head in heads if trimmed else []:
            def kept_fails(i: int, head: list[Op] = head) -> bool:
                return fails(_span(head[:len(head) - i], spans))

            if head and not kept_fails(0):
                kept = _shortest(len(head), kept_fails, pool, max(1, jobs))
            else:
                kept = 0
            if (cut := _span(head[:len(head) - kept], spans)) is not None:
                dropped.append(cut)
    at = path[-1] if path else module.top
    operands = [v.defining_op for v in at.operands if v.defining_op is not None]
    return CrashCut(text(None), _telling_lines([[at, *operands], *([op] for op in path[-2::-1])]))


def _check_whole(whole: Future, capture: PassCapture) -> None:
    """Raises PassTestError unless the whole module failed (`whole`'s answer)."""
    if not whole.result():
        raise PassTestError(f"{capture.pass_name} no longer fails once its input is printed "
                            "in generic form")


def _body(op: Op) -> tuple[list[Op], int] | None:
    """The ops of `op`'s only block a prefix of which is tried (its terminator is kept), and
    how many of them the terminator needs; None when `op` has no such block."""
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    terminator = block.terminator
    ops = block.ops[:-1] if terminator is not None else list(block.ops)
    if not ops:
        return None
    index = {o.id: i for i, o in enumerate(ops)}
    needed = max((index[v.owner.id] + 1 for v in (terminator.operands if terminator else [])
                  if isinstance(v.owner, Op) and v.owner.id in index), default=0)
    return ops, needed


def _span(ops: list[Op], spans: dict[int, tuple[int, int]]) -> tuple[int, int] | None:
    """The lines of `ops`, a run of one block's ops (None: there are none)."""
    return (spans[ops[0].id][0], spans[ops[-1].id][1]) if ops else None


def _shortest(n: int, fails: Callable[[int], bool], pool: Scheduler, jobs: int) -> int:
    """The least k in 1..n such that `fails(k)` and not `fails(k - 1)`, `fails(n)` known and
    `fails(0)` assumed; `jobs` probes at a time, each round cutting the range `jobs + 1` ways."""
    low, high = 0, n
    while high - low > 1:
        probes = sorted({low + (high - low) * i // (jobs + 1) for i in range(1, jobs + 1)}
                        - {low})
        for k, failed in zip(probes, pool.map(fails, probes)):
            if failed:
                high = k
                break
            low = k
    return high


def _telling_lines(groups: Sequence[Sequence[Op]]) -> tuple[int, ...]:
    """The program's lines the ops of `groups` came from, a group's before the next's; in a
    group, most telling first: an op located at one line names it wholly, one whose location
    is fused from several lines (or a call site's) shares itself among them; later lines
    first among equals (an op comes after what it uses)."""
    found: list[int] = []
    for group in groups:
        weight: dict[int, float] = defaultdict(float)
        for op in group:
            lines = {int(n) for n in _PROGRAM_LINE.findall(op.loc or "")}
            for line in lines:
                weight[line] += 1 / len(lines)
        found += [line for line in sorted(weight, key=lambda line: (-weight[line], -line))
                  if line not in found]
    return tuple(found)
