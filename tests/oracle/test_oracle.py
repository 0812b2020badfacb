"""The oracle with the real iree-compile on the shared failure cases, and with test scripts."""
from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import stat
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import CASES, case

from reducer.oracle.frames import bare_offsets, shows_frame, signature_offsets
from reducer.oracle.oracle import Calibration, Oracle, OracleError, OracleSpec
from reducer.oracle.phases import PHASES, Phase
from reducer.oracle.signature import Kind, Signature, classify, unsymbolised
from reducer.processes.scheduler import Scheduler
from reducer.processes.tools import find_tool

COMPILER = find_tool("iree-compile")

# A program iree-compile compiles cleanly (for any target).
CLEAN = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"

EXPECTED_KIND = {
    "bmm_rank4_verifier": Kind.DIAGNOSTIC,
    "f4_odd_pack_bytes": Kind.DIAGNOSTIC,
    "fptosi_bf16_i1_isel": Kind.CRASH,
}


def failing_phase(name: str) -> str:
    """The 'Failing phase' recorded in the case's notes.md."""
    notes = (CASES / name / "notes.md").read_text()
    return re.search(r"\*\*Failing phase:\*\*\s*`([\w-]+)`", notes).group(1)


def oracle_for(c: dict, **kw) -> Oracle:
    return Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=COMPILER, timeout=60, **kw))


@pytest.fixture(scope="module")
def calibrated() -> dict[str, tuple[dict, Oracle]]:
    """One calibrated oracle per case, shared (calibration of the crash case takes seconds)."""
    result = {}
    for name in EXPECTED_KIND:
        c = case(name)
        oracle = oracle_for(c)
        oracle.calibrate(c["text"])
        result[name] = (c, oracle)
    return result


def script(tmp_path: Path, body: str, name: str = "test.sh") -> str:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def alive(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie waiting for its reaper counts as dead)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


# --- kinds -----------------------------------------------------------------------------------

def test_classify_rules() -> None:
    """Exit 0 is OK, a plain error exit a diagnostic, a signal or LLVM ERROR a crash."""
    assert classify(0, "") is Kind.OK
    assert classify(1, "x.mlir:1:1: error: bad") is Kind.DIAGNOSTIC
    assert classify(-11, "") is Kind.CRASH
    assert classify(1, "LLVM ERROR: Cannot select") is Kind.CRASH
    assert classify(139, "") is Kind.CRASH  # a wrapper script's compiler, killed by SIGSEGV
    assert classify(2, "") is Kind.DIAGNOSTIC
    assert classify(None, "", timed_out=True) is Kind.TIMEOUT


@pytest.mark.parametrize("name", sorted(EXPECTED_KIND))
def test_uncalibrated_run_reports_the_case_kind(name: str) -> None:
    """Before calibration any kind counts; the run shows the signature and the right kind."""
    c = case(name)
    outcome = oracle_for(c).run(c["text"])
    assert outcome.kind is EXPECTED_KIND[name]
    assert outcome.interesting and outcome.matched == c["signature"]
    assert not outcome.slipped


@pytest.mark.parametrize("name", sorted(EXPECTED_KIND))
def test_calibrate_sets_kind_and_finds_the_phase_of_the_notes(name: str, calibrated) -> None:
    """calibrate() remembers the original's kind and the first failing phase from notes.md."""
    _, oracle = calibrated[name]
    assert oracle.kind is EXPECTED_KIND[name]
    assert oracle.phase == failing_phase(name)


def test_a_failure_at_the_input_is_placed_in_one_compile_of_the_phase_search() -> None:
    """The phase search tries the input phase first: a verifier error is placed by one
    compile, where a bisection of the thirteen phases takes four; a later failure still gets
    its own phase (the test above)."""
    c = case("bmm_rank4_verifier")
    oracle = oracle_for(c)
    oracle.calibrate_first_run(c["text"])
    before = oracle.stats.runs
    oracle.find_phase(c["text"])
    assert oracle.phase is Phase.INPUT and oracle.stats.runs - before == 1


@pytest.mark.parametrize("name", ["f4_odd_pack_bytes", "fptosi_bf16_i1_isel"])
def test_the_phase_search_with_jobs_finds_the_phase_of_one_job(name: str) -> None:
    """With six jobs the phase search probes several phases at once: the same phase."""
    c = case(name)
    oracle = Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=COMPILER,
                               timeout=60), jobs=6)
    oracle.calibrate_first_run(c["text"])
    oracle.find_phase(c["text"])
    assert oracle.phase == failing_phase(name)


def test_calibration_runs_go_beside_the_first_compile_of_a_program() -> None:
    """Asked for a program's full run ahead of its calibration, the oracle starts the phase
    probes and the stability runs beside it, and the calibration reads them: the phase and
    stability of a calibration without them."""
    c = case("f4_odd_pack_bytes")
    found = []
    for ahead in (False, True):
        oracle = Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=COMPILER,
                                   timeout=60), jobs=8)
        oracle.calibrate_first_run(c["text"])
        text = c["text"] + "\n"  # another program, which the first run did not judge
        before = oracle.stats.runs
        with oracle.prefetching_calibration(PHASES, find_phase=True) if ahead \
                else contextlib.nullcontext():
            assert oracle.run(text, full=True).interesting
        assert oracle.stats.runs - before == 1 or ahead  # runs ahead may have ended too
        oracle.calibrate_phase_and_stability(text, find_phase=True)
        found.append((oracle.phase, oracle.calibration.stability))
    assert found[0] == found[1] == (failing_phase("f4_odd_pack_bytes"), (3, 3))


def test_with_the_phase_known_the_stability_runs_go_beside_the_first_compile(
        tmp_path: Path) -> None:
    """No phase to search (known already, or a failure in LLVM's backend): the stability
    runs still start beside the program's first full run, up to the phase known, and the
    calibration reads them instead of running them again."""
    log = tmp_path / "runs.log"
    compiler = tmp_path / "iree-compile"
    compiler.write_text(f"#!/bin/sh\ns=$(date +%s%N)\n{COMPILER} \"$@\"\nr=$?\n"
                        f"echo $s $(date +%s%N) \"$*\" >> {log}\nexit $r\n")
    compiler.chmod(0o755)
    c = case("f4_odd_pack_bytes")
    oracle = Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=str(compiler),
                               timeout=60), jobs=4)
    oracle.calibrate_first_run(c["text"])
    oracle.find_phase(c["text"])  # the stability is left to the program's calibration
    text = c["text"] + "\n"
    log.unlink()
    with oracle.prefetching_calibration(PHASES, find_phase=False):
        assert oracle.run(text, full=True).interesting
    oracle.calibrate_phase_and_stability(text, find_phase=False)
    assert oracle.calibration.stability == (3, 3)
    runs = [line.split(" ", 2) for line in log.read_text().splitlines()]
    (full,) = [r for r in runs if "--compile-to" not in r[2]]
    beside = [r for r in runs if f"--compile-to={oracle.phase.value}" in r[2]]
    assert len(runs) == 3 and len(beside) == 2
    assert all(int(start) < int(full[1]) for start, _, _ in beside)


@pytest.mark.parametrize(("checks", "runs"), [(3, 0), (5, 2)])
def test_runs_that_showed_the_failure_on_the_way_count_as_stability_runs(
        checks: int, runs: int) -> None:
    """A program derived from the input (here: as a lift, after the input's first compile
    and the isolation's compile showed the failure) needs only the rest of `checks`."""
    c = case("cpu_divsi_i128_divti3")
    oracle = Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=COMPILER,
                               timeout=60, checks=checks), jobs=2)
    oracle.calibrate_first_run(c["text"])
    before = oracle.stats.runs
    oracle.calibrate_phase_and_stability(c["text"], find_phase=False, shown=2)
    assert oracle.calibration.stability == (checks, checks)
    assert oracle.stats.runs - before == runs


def test_the_probe_that_finds_the_phase_stands_for_a_stability_run() -> None:
    """The verifier error shows at the input, the first phase probed: that probe is a run as
    candidates will run, so one more full run makes the three of `checks` (the first run
    is one), where two more ran beside the probe before."""
    c = case("bmm_rank4_verifier")
    oracle = Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=COMPILER,
                               timeout=60), jobs=2)
    oracle.calibrate_first_run(c["text"])
    before = oracle.stats.runs
    oracle.calibrate_phase_and_stability(c["text"], find_phase=True)
    assert oracle.phase is Phase.INPUT and oracle.calibration.stability == (3, 3)
    assert oracle.stats.runs - before == 2


@pytest.mark.parametrize(("name", "phase", "runs"), [("bmm_rank4_verifier", Phase.INPUT, 2),
                                                    ("f4_odd_pack_bytes", None, 3)])
def test_a_probe_started_beside_a_programs_first_run_stands_for_a_stability_run(
        name: str, phase: Phase | None, runs: int) -> None:
    """A program derived from the input (the input's first compile showed the failure),
    its calibration's runs started beside its first full run: the probe at the first phase
    is one of the three `checks` runs when it shows the failure, so the program's first run
    and that probe are all it compiles, in one round; when it does not (the pack's failure
    comes after the input), one more full run stands in for it."""
    c = case(name)
    oracle = Oracle(OracleSpec(Signature(c["signature"]), c["flags"], compiler=COMPILER,
                               timeout=60), jobs=2)
    oracle.calibrate_first_run(c["text"])
    text = c["text"] + "\n"  # another program, which the first run did not judge
    before = oracle.stats.runs
    phases = (Phase.INPUT, Phase.END)
    with oracle.prefetching_calibration(phases, find_phase=True, shown=1):
        assert oracle.run(text, full=True).interesting
    oracle.calibrate_phase_and_stability(text, find_phase=True, phases=phases, shown=1)
    assert oracle.phase is phase and oracle.calibration.stability == (3, 3)
    assert oracle.stats.runs - before == runs


@pytest.mark.parametrize("name", sorted(EXPECTED_KIND))
def test_case_is_interesting_and_clean_program_is_not(name: str, calibrated) -> None:
    """The case text stays interesting after calibration; a clean-compiling program is not."""
    c, oracle = calibrated[name]
    assert oracle(c["text"])
    assert oracle.run(c["text"], full=True).interesting
    clean = oracle.run(CLEAN, full=True)
    assert clean.kind is Kind.OK and not clean.interesting


# --- slippage, cache, flags ----------------------------------------------------------------

def test_signature_with_another_kind_is_rejected_and_counted(calibrated) -> None:
    """Calibrated on a crash: a parse error echoing the signature text is a slippage."""
    c, oracle = calibrated["fptosi_bf16_i1_isel"]
    before = oracle.stats.slippages
    candidate = 'func.func @main() {\n  %x = "foo.bar"() : () -> ' + c["signature"] + "\n}\n"
    outcome = oracle.run(candidate)
    assert outcome.kind is Kind.DIAGNOSTIC
    assert outcome.matched == c["signature"]
    assert outcome.slipped and not outcome.interesting
    assert oracle.stats.slippages == before + 1


def test_explicit_kind_rejects_other_kinds(tmp_path: Path) -> None:
    """With kind=CRASH given, the diagnostic of the verifier case is not interesting."""
    c = case("bmm_rank4_verifier")
    oracle = oracle_for(c)
    oracle.adopt(Calibration(Kind.CRASH, 60))
    outcome = oracle.run(c["text"])
    assert outcome.matched and outcome.slipped and not outcome.interesting
    assert oracle.stats.slippages == 1


def test_repeated_candidate_is_a_cache_hit() -> None:
    """The same text twice costs one compiler run and one cache hit, with the same outcome."""
    c = case("bmm_rank4_verifier")
    oracle = oracle_for(c)
    first = oracle.run(c["text"])
    second = oracle.run(c["text"])
    assert second == first
    assert oracle.stats.runs == 1 and oracle.stats.cache_hits == 1
    oracle.run(c["text"], phase=Phase.INPUT)  # another cut-off phase is another key: a new run
    assert oracle.stats.runs == 2 and oracle.stats.cache_hits == 1



def test_renamed_candidate_is_a_cache_hit() -> None:
    """Programs that differ only in value names share one verdict (the cache key is the
    canonical form); a real difference is a new run."""
    c = case("bmm_rank4_verifier")
    oracle = oracle_for(c)
    first = oracle.run(c["text"])
    renamed = c["text"].replace("%a", "%lhs").replace("%f", "%filled")
    assert renamed != c["text"]
    assert oracle.run(renamed) == first
    assert oracle.stats.runs == 1 and oracle.stats.cache_hits == 1
    oracle.run(c["text"].replace("0.0 : f32", "1.0 : f32"))
    assert oracle.stats.runs == 2


def test_user_output_flag_is_dropped(tmp_path: Path) -> None:
    """`-o FILE`, `-o=FILE` among the user's flags are removed: nothing is written there."""
    out = tmp_path / "user.vmfb"
    c = case("bmm_rank4_verifier")
    oracle = Oracle(OracleSpec(Signature("x"), [*c["flags"], "-o", str(out), f"-o={out}"],
                    compiler=COMPILER, timeout=60))
    assert oracle.flags == tuple(c["flags"])
    assert oracle.run(CLEAN).kind is Kind.OK
    assert not out.exists()


# --- test scripts, timeouts ----------------------------------------------------------------

def test_script_oracle_decides_by_exit_status(tmp_path: Path) -> None:
    """A script exiting 0 when the candidate contains 'needle' decides interestingness."""
    oracle = Oracle(OracleSpec(None, test_script=script(tmp_path, 'grep -q needle "$1"\n'), timeout=30))
    assert oracle("a needle here\n")
    assert not oracle("only hay\n")
    assert oracle.calibrate("needle\n").interesting
    with pytest.raises(OracleError, match="test script"):
        oracle.calibrate("hay\n")


def test_timeout_kills_the_whole_process_group(tmp_path: Path) -> None:
    """A script sleeping 30 s with timeout=1: TIMEOUT within seconds, and its child is gone."""
    pid_file = tmp_path / "child.pid"
    body = f'sleep 30 &\necho $! > "{pid_file}"\nwait\n'
    oracle = Oracle(OracleSpec(None, test_script=script(tmp_path, body), timeout=1))
    start = time.monotonic()
    outcome = oracle.run("anything\n")
    assert time.monotonic() - start < 6
    assert outcome.kind is Kind.TIMEOUT and not outcome.interesting
    pid = int(pid_file.read_text())
    deadline = time.monotonic() + 5
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(pid), f"child sleep {pid} survived the timeout"


# --- errors for the user -------------------------------------------------------------------

def test_missing_compiler_is_a_one_line_error(tmp_path: Path) -> None:
    """A compiler path that does not exist raises OracleError with a one-line message."""
    with pytest.raises(OracleError) as info:
        Oracle(OracleSpec(Signature("x"), compiler=str(tmp_path / "no" / "iree-compile")))
    message = str(info.value)
    assert message and "\n" not in message
    assert "iree-compile" in message


def test_without_a_signature_it_is_derived_from_the_original() -> None:
    """No signature and no script: the diagnostic the original prints becomes the signature,
    with what changes between candidates (static dims) matched by patterns."""
    c = case("bmm_rank4_verifier")
    oracle = Oracle(OracleSpec(None, tuple(c["flags"]), compiler=COMPILER, timeout=60))
    assert oracle.calibrate(c["text"], find_phase=False).interesting
    assert oracle.signature is not None and oracle.signature.regex
    assert oracle.signature.find(c["signature"]) is not None
    assert oracle.calibration is not None and oracle.calibration.signature == oracle.signature


def test_without_a_signature_a_clean_compile_is_not_interesting() -> None:
    oracle = Oracle(OracleSpec(None, ("--iree-hal-target-device=local",
                                      "--iree-hal-local-target-device-backends=vmvx"),
                               compiler=COMPILER, timeout=60))
    with pytest.raises(OracleError, match="compiles.*--oracle"):
        oracle.calibrate(CLEAN)


def test_calibrate_on_non_failing_input_explains(tmp_path: Path) -> None:
    """A clean compile: the message gives the exit status and says what to check."""
    c = case("bmm_rank4_verifier")
    oracle = oracle_for(c)
    with pytest.raises(OracleError) as info:
        oracle.calibrate(CLEAN)
    message = str(info.value)
    assert "status 0" in message
    assert "not interesting" in message
    assert "check" in message.lower() and "signature" in message
    assert oracle.kind is None


@pytest.mark.slow
def test_a_stack_frame_name_as_signature_is_found_with_symbols() -> None:
    """A SIGSEGV whose signature is a function name pasted from the stack trace, without
    `::`: the first run (unsymbolised) does not show it, a symbolised run does, and the
    calibration keeps symbols on for candidates."""
    c = case("conv2d_s2_fatptr_segv")
    oracle = Oracle(OracleSpec(Signature("getPtrParts"), tuple(c["flags"]), compiler=COMPILER,
                               timeout=120))
    assert oracle.calibrate(c["text"], find_phase=False).interesting
    assert oracle.calibration is not None and oracle.calibration.symbols
    assert oracle.run(c["text"] + "\n").interesting  # a candidate: at that frame too


# --- executables kept from the runs of candidates ---------------------------------------------

def test_a_judged_run_keeps_the_executables_it_dumps(tmp_path: Path) -> None:
    """With `keep_dumps`, each judged text dumps its executables into a folder of its own,
    which a renamed text finds too; a text never judged, or judged before, finds none."""
    c = case("cpu_divsi_i128_divti3")
    oracle = oracle_for(c)
    oracle.calibrate_first_run(c["text"])
    before = c["text"] + "\n"
    assert oracle.run(before).interesting
    oracle.keep_dumps(str(tmp_path))
    assert oracle.run(c["text"]).interesting
    kept = oracle.dumped(c["text"])
    assert kept is not None
    assert [p.suffix for p in Path(kept).iterdir()] == [".mlir"]  # its one executable
    assert oracle.dumped(c["text"].replace("%e", "%empty")) == kept
    assert oracle.dumped(before) is None
    assert oracle.dumped(CLEAN) is None
    oracle.keep_dumps(None)
    oracle.run(CLEAN)
    assert oracle.dumped(CLEAN) is None


# --- a frame's name recognised by its address -----------------------------------------------

SYMBOLISED = """\
 #0 0x00007f0c1975a0ab llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) Signals.cpp:0:0
 #3 0x00007f0c1385a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #5 0x00007f0c1b9693d2 mlir::iree_compiler::isTransposeMap(mlir::AffineMap) LinalgOpInfo.cpp:0:0
 #7 0x00007f0c1ba40bed mlir::iree_compiler::setTransposeConfig(mlir::FunctionOpInterface) K.cpp:0:0
"""
# The same crash in another run: the library loaded elsewhere.
BARE = """\
Stack dump without symbol names (ensure you have llvm-symbolizer in your PATH):
0  libIREECompiler.so 0x00007fdeff95a0ab
3  libc.so.6          0x00007fdef9a5a050
5  libIREECompiler.so 0x00007fdf01b693d2
7  libIREECompiler.so 0x00007fdf01c40bed
"""


def test_a_frames_distance_from_the_top_frame_is_found_in_an_unsymbolised_stack() -> None:
    offsets = signature_offsets(Signature("isTransposeMap"), SYMBOLISED)
    assert offsets == (0x7f0c1b9693d2 - 0x7f0c1975a0ab,)
    assert bare_offsets(BARE) == {0x7fdf01b693d2 - 0x7fdeff95a0ab,
                                  0x7fdf01c40bed - 0x7fdeff95a0ab}  # libc's left out
    assert shows_frame(offsets, BARE)
    assert not shows_frame(signature_offsets(Signature("setTransposeConfig"), SYMBOLISED),
                           BARE.replace("0x00007fdf01c40bed", "0x00007fdf01c40bee"))
    assert signature_offsets(Signature("isTransposeMap"), BARE) == ()


def test_a_frame_whose_line_begins_with_a_stack_dump_entry_is_read() -> None:
    # The crash handler's pretty stack trace ("Stack dump:", "0.\t...") and its frames
    # come from two places; their pieces interleave.
    interleaved = "Stack dump:\n0.\t" + SYMBOLISED.lstrip("\n")
    assert signature_offsets(Signature("isTransposeMap"), interleaved) == \
        signature_offsets(Signature("isTransposeMap"), SYMBOLISED) != ()
    bare = BARE.replace("\n0  lib", "\n0.\t0  lib")
    assert bare_offsets(bare) == bare_offsets(BARE) != frozenset()
    assert unsymbolised(bare) and not unsymbolised(interleaved)


@pytest.fixture()
def transpose_oracle() -> tuple[str, Oracle]:
    """An oracle calibrated on a SIGSEGV named by a function of its stack."""
    c = case("gpu_transpose_map_segv")
    oracle = Oracle(OracleSpec(Signature("isTransposeMap"), tuple(c["flags"]),
                               compiler=COMPILER, timeout=60))
    oracle.calibrate_first_run(c["text"])
    assert oracle.calibration is not None and oracle.calibration.symbols
    assert oracle.calibration.frames
    return c["text"], oracle


def test_the_learnt_signature_is_one_object_every_check_takes(transpose_oracle) -> None:
    """The frame's name, given without its scopes, shows only with symbols: the first
    compile, symbolised, tells so (one run), and the signature every later check takes
    carries it and the frames' distances, the same object while nothing more is learnt."""
    _, oracle = transpose_oracle
    assert oracle.stats.runs == 1
    learnt = oracle.signature
    assert learnt is not None and learnt.needs_symbols and learnt.pattern == "isTransposeMap"
    assert oracle.calibration is not None and learnt.frames == oracle.calibration.frames
    assert oracle.signature is learnt
    assert oracle.derive(oracle.flags).signature == learnt


def test_a_crash_at_the_signatures_frame_is_judged_without_symbolising(
        transpose_oracle) -> None:
    text, oracle = transpose_oracle
    runs = oracle.stats.runs
    outcome = oracle.run(text + "\n")
    assert outcome.interesting and unsymbolised(outcome.output)
    assert oracle.stats.runs == runs + 1


def test_a_crash_elsewhere_is_judged_symbolised_and_its_frames_are_learned(
        transpose_oracle) -> None:
    text, oracle = transpose_oracle
    assert oracle.calibration is not None
    known = oracle.calibration.frames
    oracle.calibration = dataclasses.replace(oracle.calibration, frames=(1,))
    runs = oracle.stats.runs
    outcome = oracle.run(text + "\n")
    assert outcome.interesting and not unsymbolised(outcome.output)
    assert oracle.stats.runs == runs + 2
    assert oracle.calibration.frames == tuple(sorted({1, *known}))
    again = oracle.run(text + "\n\n")  # recognised unsymbolised from now on, in one run
    assert again.interesting and unsymbolised(again.output)
    assert oracle.stats.runs == runs + 3


def test_a_symbolised_crash_without_a_top_frame_symbolises_every_run(
        transpose_oracle) -> None:
    _, oracle = transpose_oracle
    oracle._frames_seen("no stack here")
    assert oracle.calibration is not None and oracle.calibration.frames == ()


class _Predicate:
    """A stand-in for the compiler's verdict: interesting when the text names @f."""

    test_script = None
    stats = None

    def __init__(self, jobs: int = 1) -> None:
        self.asked: list[str] = []
        self.jobs, self.scheduler = jobs, Scheduler(jobs)

    def run(self, text: str, phase: object = None, full: bool = False) -> SimpleNamespace:
        self.asked.append(text)
        return SimpleNamespace(interesting="@f" in text)

    def cancel(self) -> None:
        pass

    def discard(self, texts: object, phase: object = None, full: bool = False) -> None:
        pass


@pytest.mark.parametrize("verify_first", [True, False])
def test_the_prefilter_gives_the_same_verdict_in_either_order(monkeypatch,
                                                              verify_first: bool) -> None:
    """Verified before the compile or after it (then only when interesting), a candidate
    that iree-opt rejects is not interesting, one it accepts is as the compile says; after
    the compile, an uninteresting one is never verified."""
    from reducer.pipeline.prefilter import Prefilter
    valid = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
    invalid = valid.replace("-> i32", "-> i64")
    other = invalid.replace("@f", "@g")  # not interesting, and not valid
    predicate = _Predicate()
    prefilter = Prefilter(predicate, valid, find_tool("iree-opt"))  # type: ignore[arg-type]
    monkeypatch.setattr(prefilter, "_verify_first", lambda: verify_first)
    assert [prefilter(t) for t in (valid, invalid, other)] == [True, False, False]
    assert prefilter.rejected == (2 if verify_first else 1)
    assert predicate.asked == ([valid] if verify_first else [valid, invalid, other])


def test_with_jobs_to_spare_the_prefilter_verifies_beside_the_compile() -> None:
    """With two jobs, "verified first" is beside: every candidate's compile starts with its
    verification (the original's own verification beside the first), and the verdicts are
    those of one job."""
    from reducer.pipeline.prefilter import Prefilter
    valid = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
    invalid = valid.replace("-> i32", "-> i64")
    other = invalid.replace("@f", "@g")
    predicate = _Predicate(jobs=2)
    prefilter = Prefilter(predicate, valid, find_tool("iree-opt"))  # type: ignore[arg-type]
    assert [prefilter(t) for t in (valid, invalid, other)] == [True, False, False]
    assert prefilter.active and prefilter.rejected == 2
    assert predicate.asked == [valid, invalid, other]


def test_two_oracles_of_one_scheduler_share_its_bound(tmp_path: Path) -> None:
    """The compiles of every oracle of a reduction (a derived one's, the checks') share its
    scheduler's jobs: two oracles repeating three runs each at once, never more than two
    runs of a scheduler of two jobs run together, and all six run."""
    log = tmp_path / "runs.log"
    body = f'echo s >> {log}\nsleep 0.2\necho e >> {log}\n'
    scheduler = Scheduler(2)
    oracles = [Oracle(OracleSpec(None, test_script=script(tmp_path, body, f"t{i}.sh"),
                                 timeout=30), scheduler=scheduler) for i in range(2)]
    repeats = [scheduler.submit(o.repeat, "x\n", None, 3) for o in oracles]
    assert [r.result(30) for r in repeats] == [3, 3]
    running, most = 0, 0
    for line in log.read_text().split():
        running += 1 if line == "s" else -1
        most = max(most, running)
    assert most == 2 and log.read_text().split().count("s") == 6
