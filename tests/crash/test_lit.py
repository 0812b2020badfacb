"""`--emit lit`: reproducers as lit tests that pass when run as their RUN line says."""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import case

from reducer.crash.lit import check_lit, emit_lit
from reducer.oracle.oracle import OracleError
from reducer.processes.tools import find_tool


def run_as_written(test, folder: Path) -> subprocess.CompletedProcess:
    """The RUN line by hand: its tool (the real binary) on the test file."""
    path = folder / "test.mlir"
    path.write_text(test.text)
    words = test.run.replace("%s", str(path)).split()
    words[0] = find_tool(words[0])
    return subprocess.run(words, capture_output=True, text=True, timeout=300)


# LLVM's `not` (lit has no such builtin): succeed when the command fails (`--crash`: dies).
NOT = f"""#!{sys.executable}
import subprocess, sys
crash = sys.argv[1:2] == ["--crash"]
code = subprocess.call(sys.argv[1 + crash:])
sys.exit(0 if (code < 0 if crash else code > 0) else 1)
"""


def run_lit(test, folder: Path) -> subprocess.CompletedProcess:
    """The test through lit itself, with FileCheck, `not` and the IREE tools on PATH."""
    (folder / "test.mlir").write_text(test.text)
    (folder / "not").write_text(NOT)
    (folder / "not").chmod(0o755)
    (folder / "lit.cfg.py").write_text(
        "import lit.formats\n"
        "config.name = 'reducer'\n"
        "config.test_format = lit.formats.ShTest(False)\n"
        "config.suffixes = ['.mlir']\n"
        "config.excludes = ['not']\n"
        f"config.environment['PATH'] = {os.pathsep.join([str(folder), *tool_dirs()])!r}\n"
        "config.substitutions.append(('FileCheck', 'filecheck'))\n")
    return subprocess.run([sys.executable, "-c", "import lit.main; lit.main.main()", "-v",
                           str(folder)], capture_output=True, text=True, timeout=300)


def tool_dirs() -> list[str]:
    """The real IREE binaries first: the console scripts of iree-base-compiler are Python
    wrappers that turn a crash into an exit status."""
    iree = [os.path.dirname(find_tool(t)) for t in ("iree-compile", "iree-opt")]
    return [*dict.fromkeys(iree), os.path.dirname(shutil.which("filecheck") or sys.executable),
            os.environ.get("PATH", "")]


def lit_available() -> bool:
    return shutil.which("filecheck") is not None and importlib.util.find_spec("lit") is not None


def test_a_verifier_error_becomes_a_verify_diagnostics_test(tmp_path) -> None:
    bmm = case("bmm_rank4_verifier")
    test = emit_lit(bmm["text"], bmm["flags"], bmm["signature"])
    assert test.style == "verify-diagnostics"
    lines = test.text.splitlines()
    assert lines[0].startswith("// RUN: ") and "--verify-diagnostics" in lines[0]
    expected = next(i for i, line in enumerate(lines) if "expected-error @+1" in line)
    assert f"{{{{{bmm['signature']}}}}}" in lines[expected]
    assert "linalg.batch_matmul" in lines[expected + 1]  # right above the failing op
    assert "loc(" not in test.text and "#map" in test.text
    done = run_as_written(test, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_without_the_expectation_the_test_fails(tmp_path) -> None:
    bmm = case("bmm_rank4_verifier")
    test = emit_lit(bmm["text"], bmm["flags"], bmm["signature"])
    stripped = type(test)("\n".join(line for line in test.text.splitlines()
                                    if "expected-error" not in line), test.run, test.style)
    assert not check_lit(stripped)
    assert run_as_written(stripped, tmp_path).returncode != 0


def test_a_codegen_error_is_expected_where_the_pipeline_reports_it(tmp_path) -> None:
    i4 = case("i4_matmul_trunc_vector_store")
    test = emit_lit(i4["text"], i4["flags"], i4["signature"])
    assert test.style == "verify-diagnostics" and "--iree-rocm-target=gfx942" in test.run
    assert f"{{{{{i4['signature']}}}}}" in test.text
    assert run_as_written(test, tmp_path).returncode == 0


def test_a_crash_becomes_a_not_crash_filecheck_test() -> None:
    crash = case("fptosi_bf16_i1_isel")
    test = emit_lit(crash["text"], crash["flags"], crash["signature"])
    assert test.style == "filecheck"
    assert test.text.startswith("// RUN: not --crash iree-compile %s --iree-hal-target-device=hip")
    assert f"// CHECK: {crash['signature']}" in test.text
    assert check_lit(test)


def test_a_program_that_compiles_has_no_lit_test() -> None:
    topk = case("topk_pair_wrong_indices")
    with pytest.raises(OracleError, match="compiles"):
        emit_lit(topk["text"], topk["flags"])


@pytest.mark.slow
@pytest.mark.skipif(not lit_available(), reason="lit and filecheck are not installed")
def test_lit_itself_passes_the_emitted_tests(tmp_path) -> None:
    for name in ("bmm_rank4_verifier", "fptosi_bf16_i1_isel"):
        found = case(name)
        folder = tmp_path / name
        folder.mkdir()
        done = run_lit(emit_lit(found["text"], found["flags"], found["signature"]), folder)
        assert done.returncode == 0 and "PASS" in done.stdout, done.stdout + done.stderr
