"""Failures at run time (`--run`): a module that compiles, then fails when it runs."""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import DATA

from reducer.oracle.oracle import OracleError
from reducer.oracle.signature import Kind
from reducer.runtime.execution import Execution
from reducer.wrong_result.run_failure import RunFailureCheck, failure_of, read_inputs

VMVX = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=vmvx"]
ATTENTION = DATA / "run" / "attention_vmvx.mlir"
STATUS = ("the runtime failed: RuntimeError: Error invoking function: "
          "c/runtime/src/iree/base/allocator_libc.c:57: RESOURCE_EXHAUSTED; libc allocator "
          "failed the request of 1048576 bytes; while invoking native function "
          "hal.device.queue.execute; while calling import;\n[ 0] bytecode module.__init:1058 -")


def test_an_error_status_is_its_code_and_message_without_contexts_or_numbers() -> None:
    found = failure_of(Execution("run", message=STATUS))
    assert found is not None and found.kind is Kind.DIAGNOSTIC
    assert found.line == ("RESOURCE_EXHAUSTED; libc allocator failed the request of 1048576 "
                          "bytes")
    signature = found.derived()
    assert signature.pattern == (r"RESOURCE_EXHAUSTED; libc allocator failed the request of "
                                 r"\d+ bytes")
    assert signature.match(Kind.DIAGNOSTIC, STATUS.replace("1048576", "64")) is not None
    assert signature.match(Kind.CRASH, STATUS) is None


def test_a_signal_a_hang_and_other_failures() -> None:
    crash = failure_of(Execution("crash", message="the run died by signal 11: (no output)"))
    assert crash is not None and (crash.kind, crash.line) == (Kind.CRASH, "SIGSEGV")
    assert crash.derived().match(Kind.CRASH, crash.output) == "SIGSEGV"
    hang = failure_of(Execution("timeout", message="the run took over 5 s"))
    assert hang is not None and hang.kind is Kind.TIMEOUT
    assert failure_of(Execution("timeout", message="the compile took over 5 s")) is None
    assert failure_of(Execution("compile", message="error: failed to legalize")) is None
    assert failure_of(Execution("ok")) is None


def test_inputs_are_read_as_iree_run_module_takes_them(tmp_path) -> None:
    np.save(tmp_path / "a.npy", np.arange(6, dtype=np.int32).reshape(2, 3))
    with open(tmp_path / "two.npy", "wb") as f:
        np.save(f, np.ones(2, np.float32))
        np.save(f, np.zeros(3, np.int64))
    np.savez(tmp_path / "b.npz", np.full(2, 7, np.int8), np.eye(2, dtype=np.float16))
    arrays = read_inputs([f"@{tmp_path}/a.npy", f"*{tmp_path}/two.npy", f"@{tmp_path}/b.npz",
                          "2x2xf32=1 2 3 4", "3xi64=5"])
    assert [(a.shape, str(a.dtype)) for a in arrays] == [
        ((2, 3), "int32"), ((2,), "float32"), ((3,), "int64"), ((2,), "int8"),
        ((2, 2), "float16"), ((2, 2), "float32"), ((3,), "int64")]
    assert arrays[5].tolist() == [[1, 2], [3, 4]] and arrays[6].tolist() == [5, 5, 5]
    with pytest.raises(OracleError, match="--input 'nonsense'"):
        read_inputs(["nonsense"])


def test_the_users_inputs_go_to_the_arguments_that_are_left() -> None:
    given = [np.full((4, 5, 32), i, np.float32) for i in range(3)] + [
        np.zeros((4, 5, 5), np.float32), np.zeros(16, np.float32)]
    check = RunFailureCheck(VMVX, None, given)
    text = ATTENTION.read_text()
    assert [a.shape for a in check.inputs(text, strict=True)] == [a.shape for a in given]
    # In order, by type: without the mask, the next argument takes the next input that fits.
    dropped = text.replace("%mask: tensor<4x?x?xf32>, ", "").replace(
        "%scale, %mask :", "%scale :").replace("f32, tensor<4x?x?xf32>) outs", "f32) outs")
    made = check.inputs(dropped)
    assert [float(a.flat[0]) for a in made[:3]] == [0.0, 1.0, 2.0]
    assert made[3] is given[4]
    shrunk = check.inputs(dropped.replace("tensor<16xf32>", "tensor<8xf32>"))
    assert shrunk[3].shape == (8,) and shrunk[3] is not given[4]  # made, in its domain
    # Made, a dynamic dim is as long as the user's inputs make theirs.
    assert check.inputs(dropped.replace("tensor<16xf32>", "tensor<?x3xf32>"))[3].shape == (5, 3)
    with pytest.raises(OracleError, match="5 inputs given, the original takes 4"):
        check.inputs(text.replace(", %unused: tensor<16xf32>", ""), strict=True)
    with pytest.raises(OracleError, match=r"argument 3 of the original takes 4x\?x\?xfloat32, "
                                          r"not 16 float32"):
        RunFailureCheck(VMVX, None, given[:3] + given[4:]).inputs(text, strict=True)


@pytest.mark.slow
@pytest.mark.parametrize("signature", [None, "RESOURCE_EXHAUSTED"])
def test_a_run_failure_reduces_and_its_commands_show_it_in_a_fresh_shell(tmp_path,
                                                                         signature) -> None:
    out = tmp_path / "out.mlir"
    values = ["4x5x32xf32=0.5"] * 3 + ["4x5x5xf32=0", "16xf32=1"]
    given = ["--oracle", signature, *(f"--input={v}" for v in values)] if signature else []
    done = subprocess.run([sys.executable, "-m", "reducer", str(ATTENTION), "--run", *given,
                           "-o", str(out), "--report", str(tmp_path / "report.md"), "-j", "2",
                           "--", *VMVX], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    text = out.read_text()
    assert text.count("iree_linalg_ext.attention") == 1 and "linalg.generic" not in text
    assert "kind: run-error" in done.stderr
    report = (tmp_path / "report.md").read_text()
    assert report.startswith("# error at run time on vmvx: RESOURCE_EXHAUSTED")
    commands = [block.split("\n")[1] for block in report.split("```sh")[1:]]
    assert [shlex.split(c)[0] for c in commands] == ["iree-compile", "iree-run-module"]
    bin_dir = os.path.dirname(sys.executable)
    shell = subprocess.run(" && ".join(commands), shell=True, cwd=tmp_path, text=True,
                           capture_output=True, timeout=300,
                           env={"PATH": f"{bin_dir}:/usr/bin:/bin"})
    assert shell.returncode != 0
    assert "RESOURCE_EXHAUSTED; libc allocator failed the request" in shell.stderr
    if signature is None:  # resumed, the journal's verdicts walk the same path
        again = subprocess.run([sys.executable, "-m", "reducer", str(ATTENTION), "--run",
                                "-o", str(out), "--resume", "--", *VMVX],
                               capture_output=True, text=True, timeout=600)
        assert again.returncode == 0 and "note: resuming: replaying" in again.stderr
        assert out.read_text() == text


@pytest.mark.parametrize("args, message", [
    (["--input=1xf32=1"], "error: --input goes with --run"),
    (["--run", "--oracle", "wrong-result"], "error: --run goes with --oracle SIG or none, "
                                             "not --oracle wrong-result, --test or --emit lit"),
    (["--run", "--reduce-flags"], "error: --reduce-flags finds the flags a compile failure "
                                  "needs: not with --oracle wrong-result or --run"),
])
def test_run_options_that_do_not_go_together_are_one_line(args, message) -> None:
    done = subprocess.run([sys.executable, "-m", "reducer", str(ATTENTION), *args, "--",
                           *VMVX], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr.strip()) == (2, message)


@pytest.mark.slow
def test_a_hang_at_run_time_reduces_to_the_loop(tmp_path) -> None:
    out = tmp_path / "out.mlir"
    done = subprocess.run([sys.executable, "-m", "reducer", str(DATA / "run" / "while_hang.mlir"),
                           "--run", "--timeout", "3", "--strategies", "op-removal",
                           "-o", str(out), "--json",
                           str(tmp_path / "r.json"), "--", *VMVX],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    report = json.loads((tmp_path / "r.json").read_text())
    assert (report["kind"], report["signature"], report["confirmed"]) == ("run-hang", "timeout",
                                                                          [1, 1])
    assert "arith.addf" not in out.read_text() and "scf.while" in out.read_text()
    # The runs that hung, the written commands' too, are gone: none is left running.
    left = [p for p in Path("/proc").glob("[0-9]*") if str(tmp_path).encode()
            in _cmdline(p)]
    assert left == []


def _cmdline(process: Path) -> bytes:
    try:
        return (process / "cmdline").read_bytes()
    except OSError:  # ended meanwhile
        return b""
