"""Where a program's candidates are cut, by where the program begins: the phases its
calibration searches (if it does), its calibration's runs started ahead, and the phase its
candidates will most likely be compiled to before the calibration says."""
from __future__ import annotations

import contextlib

from reducer.crash.pass_level import PassCapture
from reducer.oracle.oracle import Oracle
from reducer.oracle.phases import PHASES, Phase
from reducer.pipeline.search import Begin, Context


def prefetch_calibration(oracle: Oracle, context: Context, begin: Begin,
                         serialised: bool = False, crash: PassCapture | None = None,
                         ) -> contextlib.AbstractContextManager[None]:
    """Where the first full run of a program that begins as `begin` is asked for: its
    calibration's runs go beside it (see `Oracle.prefetching_calibration`). `serialised`:
    see `finds_phase`; `crash`: see `phases_of`."""
    return oracle.prefetching_calibration(phases_of(begin, crash),
                                          finds_phase(context, oracle, begin, serialised),
                                          shown=shown_before(begin))


def shown_before(begin: Begin) -> int:
    """The runs that showed the failure on the way to a program derived from the input that
    begins as `begin`: the input's first compile, and for a lift, the isolation's compile of
    its executable (see `reducer.oracle.calibration.Calibrator`)."""
    return 2 if begin is Begin.LIFTED else 1


def likely_phase(oracle: Oracle, context: Context, begin: Begin,
                 serialised: bool = False) -> Phase | None:
    """The phase the candidates of a program that begins as `begin` will most likely be
    compiled to, as `Oracle.run` is told it before the calibration (None: the oracle's own
    phase). `serialised`: see `finds_phase`."""
    # The first of its phases, probed first: a lifted program fails in codegen, an input
    # that fails the verifier at the input.
    return phases_of(begin)[0] if finds_phase(context, oracle, begin, serialised) else None


def phases_of(begin: Begin, crash: PassCapture | None = None) -> tuple[Phase, ...]:
    """The phases the calibration of a program that begins as `begin` searches, the full
    compile last; `crash`: the pass the program crashes in, once located."""
    # A lifted program fails in codegen: its translated executables show it, or only their
    # serialisation (LLVM's backend, the linker); a cut before it spares the programs that
    # pass. The op alone, a few ops, compiles all the way in about the time of a cut compile:
    # only a failure at the input (a verifier's, probed beside a stability run) is worth a
    # cut; a bisection of the phases would cost more sequential compiles than it spares. A
    # crash located at its pass crashes in that pass's phase.
    if begin is Begin.LIFTED:
        return (Phase.EXECUTABLE_TARGETS, Phase.END)
    if begin is Begin.OP_ALONE:
        return (Phase.INPUT, Phase.END)
    return (crash.phase, Phase.END) if crash is not None and crash.phase is not None \
        and crash.phase is not Phase.END else PHASES


def finds_phase(context: Context, oracle: Oracle, begin: Begin,
                serialised: bool = False) -> bool:
    """Whether the calibration of a program that begins as `begin` searches a phase;
    `serialised`: the input fails when its executables are serialised (see
    `calibration.fails_when_serialised`)."""
    # A lifted program that fails when its executables are serialised fails after its last
    # cut-off phase: a probe there would not show it.
    serialised = begin is Begin.LIFTED and serialised
    return context.options.cut_phase and not oracle.phase_known and not serialised
