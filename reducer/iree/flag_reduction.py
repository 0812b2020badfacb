"""After the IR: drop the compiler flags a failure does not need, and probe simpler targets.

The flags are reduced with the same engine as the IR (ddmin to a fixpoint): a state is the
tuple of flag units still kept (a unit is a flag, with its value when that is a separate
argument), and a candidate is interesting when the oracle, run with those flags, still judges
the fixed IR text interesting. Then the failure is probed on a ladder of simpler targets (a GPU
target, then llvm-cpu, then vmvx) and at each optimisation level (`--iree-opt-level=O0..O3`),
each added to the minimal flags without their target flags.

Any oracle whose `with_flags` rebuilds it for other flags works (`FlagVariable`): the signature
oracle (a copy with other flags, compiling all the way) and the wrong-result oracles.
"""
from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from reducer.oracle.oracle import OracleError
from reducer.processes.process import ToolFailed, run_tool
from reducer.processes.tools import ToolError, find_tool
from reducer.search.engine import Engine, Problem
from reducer.search.protocol import Edit, Order, Strategy

IsInteresting = Callable[[str], bool]
OracleForFlags = Callable[[Sequence[str]], IsInteresting]

# The flags that choose a target device and configure its code generation.
_TARGET_PREFIXES = ("--iree-hal-target-device", "--iree-hal-target-backends",
                    "--iree-hal-local-target-device-backends", "--iree-hal-local-host",
                    "--iree-rocm-", "--iree-hip-", "--iree-cuda-", "--iree-vulkan-",
                    "--iree-llvmcpu-target", "--iree-metal-", "--iree-webgpu-")
TARGETS: dict[str, tuple[str, ...]] = {
    "llvm-cpu": ("--iree-hal-target-device=local",
                 "--iree-hal-local-target-device-backends=llvm-cpu",
                 "--iree-llvmcpu-target-cpu=generic"),
    "vmvx": ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=vmvx"),
}
OPT_LEVELS = ("O0", "O1", "O2", "O3")
_OPT_FLAG = "--iree-opt-level"


@dataclass(frozen=True)
class Probe:
    """Whether the failure shows with `flags`."""

    name: str
    flags: tuple[str, ...]
    fails: bool


@dataclass
class FlagReport:
    flags: tuple[str, ...]  # as given
    minimal: tuple[str, ...]  # what the failure needs
    targets: list[Probe] = field(default_factory=list)  # the original target first
    opt_levels: list[Probe] = field(default_factory=list)  # empty if the compiler has none
    checks: int = 0  # oracle calls made

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)

    def __str__(self) -> str:
        def row(probes: list[Probe]) -> str:
            return ", ".join(f"{p.name} {'fails' if p.fails else 'passes'}" for p in probes)
        lines = [f"flags needed: {' '.join(self.minimal) or '(none)'}"
                 f" (of {len(self.flags)} given)"]
        if self.targets:
            lines.append(f"targets: {row(self.targets)}")
        if self.opt_levels:
            lines.append(f"optimisation levels: {row(self.opt_levels)}")
        return "\n".join(lines)


class FlagVariable(Protocol):
    """An oracle that can be rebuilt for other flags: the signature oracle (compiling all the
    way, as the cut-off phase was found with other flags) and the wrong-result oracles."""

    @property
    def flags(self) -> Sequence[str]: ...

    def with_flags(self, flags: Sequence[str]) -> IsInteresting: ...


def flag_units(flags: Sequence[str]) -> list[tuple[str, ...]]:
    """Flags grouped with their separate values (`-o x`, `--flag value`): removed together."""
    units: list[tuple[str, ...]] = []
    for flag in flags:
        if units and not flag.startswith("-") and _takes_value(units[-1]):
            units[-1] = units[-1] + (flag,)
        else:
            units.append((flag,))
    return units


def _takes_value(unit: tuple[str, ...]) -> bool:
    return len(unit) == 1 and unit[0].startswith("-") and "=" not in unit[0]


class FlagRemoval(Strategy):
    """The engine's strategy over a tuple of flag units: remove any subset."""

    name = "flag-removal"
    order = Order.CHUNKS

    def edits(self, state: tuple[int, ...]) -> Sequence[int]:
        return list(state)

    def apply(self, state: tuple[int, ...], chosen: Sequence[Edit]) -> tuple[int, ...] | None:
        dropped = set(chosen)
        return tuple(i for i in state if i not in dropped)


def reduce_flags(text: str, for_flags: OracleForFlags, flags: Sequence[str]) -> tuple[str, ...]:
    """The smallest subset of `flags` (1-minimal) with which `text` stays interesting.

    Raises OracleError when `text` is not interesting with `flags` to begin with.
    """
    units = flag_units(flags)

    def render(state: tuple[int, ...]) -> str:
        return json.dumps([token for i in state for token in units[i]])

    def interesting(rendered: str) -> bool:
        return interesting_with(for_flags, json.loads(rendered), text)

    initial = tuple(range(len(units)))
    if not interesting(render(initial)):
        raise OracleError("the program is not interesting with the given flags, so there is "
                          "nothing to reduce them against")
    problem = Problem(initial, render=render, size=len, is_interesting=interesting)
    return tuple(json.loads(render(Engine(problem, [FlagRemoval()], second_path=False).run())))


def target_name(flags: Sequence[str]) -> str:
    """A short name of the target the flags compile for, e.g. 'hip gfx942' or 'llvm-cpu'."""
    values = {f.split("=", 1)[0]: f.split("=", 1)[1] for f in flags if "=" in f}
    device = values.get("--iree-hal-target-device") or values.get("--iree-hal-target-backends")
    if device is None:
        return "default"
    if device.startswith("local"):
        return values.get("--iree-hal-local-target-device-backends", "local")
    chip = next((values[k] for k in ("--iree-rocm-target", "--iree-hip-target",
                                     "--iree-cuda-target", "--iree-vulkan-target")
                 if k in values), None)
    return f"{device} {chip}" if chip else device


def without_target(flags: Sequence[str]) -> list[str]:
    return [f for f in flags if not f.startswith(_TARGET_PREFIXES)]


def target_ladder(flags: Sequence[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The original target, then the simpler ones below it (llvm-cpu, then vmvx)."""
    here = target_name(flags)
    rest = without_target(flags)
    ladder = [(here, tuple(flags))]
    for name, target in TARGETS.items():
        if name != here:
            ladder.append((name, (*rest, *target)))
    return ladder


@functools.lru_cache(maxsize=8)
def has_opt_level(compiler: str | None = None) -> bool:
    """Whether this iree-compile knows `--iree-opt-level` (3.x does)."""
    try:
        done = run_tool([find_tool("iree-compile", compiler), "--help"], timeout=60)
    except (ToolError, ToolFailed):
        return False
    return f"{_OPT_FLAG}=" in done.stdout


def flag_report(text: str, oracle: FlagVariable, flags: Sequence[str] | None = None,
                compiler: str | None = None, opt_levels: bool = True) -> FlagReport:
    """Minimal flags for `text` to stay interesting, and the failure on each target of the
    ladder and at each optimisation level. `flags` default to the oracle's."""
    flags = tuple(flags if flags is not None else oracle.flags)
    counted = _Counted(oracle.with_flags)
    minimal = reduce_flags(text, counted, flags)
    # The target probes keep the original target's flags: the minimal set may have none.
    general = without_target(minimal)
    target_flags = [f for f in flags if f.startswith(_TARGET_PREFIXES)]
    targets = [Probe(name, tuple(probe), counted(probe)(text))
               for name, probe in target_ladder([*general, *target_flags])]
    levels: list[Probe] = []
    if opt_levels and has_opt_level(compiler):
        base = [f for f in minimal if not f.startswith(_OPT_FLAG)]
        for level in OPT_LEVELS:
            probe = (*base, f"{_OPT_FLAG}={level}")
            levels.append(Probe(level, probe, counted(probe)(text)))
    return FlagReport(flags, minimal, targets, levels, counted.calls)


class _Counted:
    """Oracles for flags that count the verdicts they give."""

    def __init__(self, for_flags: OracleForFlags) -> None:
        self.for_flags, self.calls = for_flags, 0

    def __call__(self, flags: Sequence[str]) -> IsInteresting:
        def counted(text: str) -> bool:
            self.calls += 1
            return interesting_with(self.for_flags, flags, text)
        return counted


def interesting_with(for_flags: OracleForFlags, flags: Sequence[str], text: str) -> bool:
    """Whether `text` is interesting with `flags`; flags the oracle cannot use (a runner
    without a target device, say) make nothing interesting."""
    try:
        return for_flags(flags)(text)
    except OracleError:
        return False
