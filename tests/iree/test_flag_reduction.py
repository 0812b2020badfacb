"""Flag reduction and the target ladder, on real failures of the real compiler."""
from __future__ import annotations

import pytest
from conftest import case

from reducer.iree.flag_reduction import (
    flag_report,
    flag_units,
    reduce_flags,
    target_ladder,
    target_name,
)
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature

GFX942 = ["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"]


def calibrated(name: str, flags: list[str] | None = None) -> tuple[str, Oracle]:
    found = case(name)
    oracle = Oracle(OracleSpec(Signature(found["signature"]), flags or found["flags"]))
    oracle.calibrate(found["text"], find_phase=False)
    return found["text"], oracle


def test_flags_are_grouped_with_separate_values() -> None:
    assert flag_units(["--a=1", "-o", "out.vmfb", "--b", "--c", "x"]) == [
        ("--a=1",), ("-o", "out.vmfb"), ("--b",), ("--c", "x")]


def test_the_ladder_goes_from_the_given_target_to_simpler_ones() -> None:
    assert target_name(GFX942) == "hip gfx942"
    ladder = target_ladder([*GFX942, "--iree-opt-level=O3"])
    assert [name for name, _ in ladder] == ["hip gfx942", "llvm-cpu", "vmvx"]
    assert ladder[2][1] == ("--iree-opt-level=O3", "--iree-hal-target-device=local",
                            "--iree-hal-local-target-device-backends=vmvx")
    cpu = case("cpu_divsi_i128_divti3")["flags"]
    assert [name for name, _ in target_ladder(cpu)] == ["llvm-cpu", "vmvx"]


def test_a_verifier_error_needs_no_flags_and_shows_everywhere() -> None:
    """Noise flags are dropped too; a parse-time error fails on every target and level."""
    text, oracle = calibrated("bmm_rank4_verifier",
                              [*GFX942, "--iree-opt-level=O2", "--mlir-print-skip-regions"])
    report = flag_report(text, oracle, oracle.flags)
    assert report.minimal == ()
    assert [p.fails for p in report.targets] == [True, True, True]
    assert [p.name for p in report.opt_levels] == ["O0", "O1", "O2", "O3"]
    assert all(p.fails for p in report.opt_levels)
    assert "flags needed: (none) (of 4 given)" in str(report)


@pytest.mark.slow
def test_a_cpu_codegen_failure_needs_its_target_and_not_vmvx() -> None:
    text, oracle = calibrated("cpu_divsi_i128_divti3")
    minimal = reduce_flags(text, oracle.with_flags, oracle.flags)
    assert minimal == ("--iree-hal-target-device=local",
                       "--iree-hal-local-target-device-backends=llvm-cpu")
    report = flag_report(text, oracle, opt_levels=False)
    assert {p.name: p.fails for p in report.targets} == {"llvm-cpu": True, "vmvx": False}
    assert report.opt_levels == []
