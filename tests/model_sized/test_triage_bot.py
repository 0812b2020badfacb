"""The triage bot example, on real failing inputs: two inputs of one failure share a bucket,
another failure gets its own, and each bucket's reduced file fails with its command."""
from __future__ import annotations

import importlib.util
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CASES, ROOT, SAMPLES

import reducer
from reducer.oracle.signature import crash_frames
from reducer.processes.tools import find_tool

pytestmark = pytest.mark.slow  # model-sized: minutes on 2 cores

GFX942 = "--iree-hal-target-device=hip --iree-rocm-target=gfx942\n"
# The bot runs this checkout's reducer, wherever another one is installed.
CHECKOUT = {**os.environ, "PYTHONPATH": os.pathsep.join(
    filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}


@pytest.mark.slow
def test_bot_buckets_by_signature_and_reduces_one_per_bucket(tmp_path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    shutil.copyfile(SAMPLES / "llama_bmm_rank4.mlir", inbox / "model_a.mlir")
    shutil.copyfile(CASES / "bmm_rank4_verifier" / "min.mlir", inbox / "small_b.mlir")
    shutil.copyfile(CASES / "softmax_f8_readlane" / "min.mlir", inbox / "softmax.mlir")
    (inbox / "default.flags").write_text(GFX942)
    report = tmp_path / "report"
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "triage_bot.py"),
                           str(inbox), "-o", str(report)], capture_output=True, text=True,
                          timeout=600, env=CHECKOUT)
    assert done.returncode == 0, done.stderr
    rows = json.loads((report / "summary.json").read_text())
    assert sorted(len(row["inputs"]) for row in rows) == [1, 2]
    bmm = next(row for row in rows if len(row["inputs"]) == 2)
    assert bmm["reduced"].endswith(".mlir")
    # Smallest first: the bucket is reduced from the smaller input of the two.
    assert [Path(p).name for p in bmm["inputs"]] == ["small_b.mlir", "model_a.mlir"]
    assert bmm["ops_before"] < 100 and bmm["ops_after"] <= 8
    for row in rows:
        command = shlex.split(row["reproduce"])
        assert command[0] == "iree-compile"
        run = subprocess.run([find_tool("iree-compile"), *command[1:]],
                             capture_output=True, text=True, timeout=300)
        assert run.returncode != 0
    summary = (report / "summary.md").read_text()
    assert "| signature |" in summary
    for row in rows:  # one bug report per bucket, linked from the summary
        assert (report / row["report"]).read_text().startswith("# ")
        assert f"[{row['report']}]({row['report']})" in summary


def test_bot_farms_its_reductions_out_to_a_dask_cluster(tmp_path) -> None:
    """With `--dask local`, the reductions of all buckets run at once, their compiles on
    the cluster's workers: the same reduced files as without it."""
    pytest.importorskip("distributed")
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    shutil.copyfile(CASES / "bmm_rank4_verifier" / "min.mlir", inbox / "bmm.mlir")
    shutil.copyfile(CASES / "softmax_f8_readlane" / "min.mlir", inbox / "softmax.mlir")
    (inbox / "default.flags").write_text(GFX942)
    reduced = []
    for options in ([], ["--dask", "local", "--workers", "2"]):
        report = tmp_path / f"report{len(reduced)}"
        done = subprocess.run([sys.executable, str(ROOT / "examples" / "triage_bot.py"),
                               str(inbox), "-o", str(report), *options],
                              capture_output=True, text=True, timeout=600, env=CHECKOUT)
        assert done.returncode == 0, done.stderr
        rows = json.loads((report / "summary.json").read_text())
        assert len(rows) == 2 and all(row["error"] is None for row in rows)
        reduced.append({row["signature"]: Path(row["reduced"]).read_text() for row in rows})
        assert "bucket0" in done.stderr and "bucket1" in done.stderr  # a bar each
    assert reduced[0] == reduced[1]


def test_a_prepared_input_is_reduced_from_its_first_compile(tmp_path) -> None:
    """`reducer.prepare` compiles the input once and derives its signature; handed to
    `reduce`, that compile is the reduction's first: the same result, one compile fewer of
    the real compiler (counted by a wrapper that logs each)."""
    log = tmp_path / "compiles.log"
    compiler = tmp_path / "iree-compile"
    compiler.write_text(f"#!/bin/sh\necho \"$1\" >> {log}\n"
                        f"exec {find_tool('iree-compile')} \"$@\"\n")
    compiler.chmod(0o755)
    (tmp_path / "iree-opt").symlink_to(find_tool("iree-opt"))
    source = str(CASES / "bmm_rank4_verifier" / "min.mlir")
    flags = GFX942.split()

    def compiles() -> int:
        return len(log.read_text().splitlines()) if log.exists() else 0

    prepared = reducer.prepare(source, flags, str(compiler))
    assert prepared.signature == reducer.derive_signature(source, flags)
    before = compiles()
    ahead = reducer.reduce(prepared, prepared.signature, regex=True, flags=flags,
                           compiler=str(compiler), journal=False, jobs=1)
    prefetched_compiles = compiles() - before
    before = compiles()
    alone = reducer.reduce(source, prepared.signature, regex=True, flags=flags,
                           compiler=str(compiler), journal=False, jobs=1)
    assert ahead.text == alone.text
    assert prefetched_compiles == compiles() - before - 1
    with pytest.raises(reducer.ReducerError, match="prepared with"):
        reducer.reduce(prepared, prepared.signature, regex=True, flags=[], journal=False)


# Two inputs that fail as the cases they are named after do, reached another way: a
# `torch_c.from_builtin_tensor` (another op's verifier, the same helper), and a cat of 2-D
# tensors along their second dim.
STR_TENSOR_FROM_BUILTIN = """\
func.func @main(%arg0: tensor<4xi8>) -> !torch.vtensor<[4],!torch.str> {
  %0 = torch_c.from_builtin_tensor %arg0 : tensor<4xi8> -> !torch.vtensor<[4],!torch.str>
  return %0 : !torch.vtensor<[4],!torch.str>
}
"""
STR_TENSOR_CAT_2D = """\
func.func @main(%arg0: !torch.vtensor<[2,3],!torch.str>, %arg1: !torch.vtensor<[2,5],!torch.str>) -> !torch.vtensor<[2,8],!torch.str> {
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],!torch.str>, !torch.vtensor<[2,5],!torch.str>) -> !torch.list<vtensor>
  %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,8],!torch.str>
  return %1 : !torch.vtensor<[2,8],!torch.str>
}
"""
STR_TENSOR = "unimplemented: conversion of dtype '!torch.str' to builtin tensor element type"


def _bot():
    """examples/triage_bot.py, as a module."""
    spec = importlib.util.spec_from_file_location("triage_bot", ROOT / "examples" /
                                                  "triage_bot.py")
    assert spec is not None and spec.loader is not None
    bot = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bot  # its dataclasses look their module up
    spec.loader.exec_module(bot)
    return bot


def test_crashes_in_one_generic_helper_from_two_places_get_two_buckets(tmp_path) -> None:
    """Two bugs that crash in the same generic helper (`mlir::TensorType::hasRank` on a null
    type: one in an op's verifier while parsing, one in the canonicalizer's fold of a
    `torch.aten.cat`) get a bucket each, keyed as the bot keys them; each reached again by
    another input keeps its bucket; two crash cases beside them get theirs. Every bucket's
    state is plain text."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name, case_name in (("verify", "torch_str_verify_segv"),
                            ("cat", "torch_str_cat_fold_segv"),
                            ("pack", "pack_tile0_verify_sigfpe"),
                            ("const", "stream_const_i128_sigfpe")):
        shutil.copyfile(CASES / case_name / "min.mlir", inbox / f"{name}.mlir")
    (inbox / "verify_again.mlir").write_text(STR_TENSOR_FROM_BUILTIN)
    (inbox / "cat_again.mlir").write_text(STR_TENSOR_CAT_2D)
    (inbox / "default.flags").write_text((CASES / "pack_tile0_verify_sigfpe" / "cmd")
                                         .read_text())
    bot = _bot()
    buckets: dict[str, list[str]] = {}
    top_frames = {}
    for path, ready in bot.signatures(list(bot.failing_inputs(inbox)), jobs=2):
        buckets.setdefault(ready.state or ready.signature, []).append(path.stem)
        top_frames[path.stem] = crash_frames(ready.first.output, 1)
    # The premise: both bugs die in one generic helper, at one address.
    assert top_frames["verify"] == top_frames["cat"] == ["mlir::TensorType::hasRank() const"]
    assert {state: sorted(names) for state, names in buckets.items()} == {
        STR_TENSOR: ["verify", "verify_again"],
        f"Canonicalizer: {STR_TENSOR}": ["cat", "cat_again"],
        "mlir::linalg::PackOp::requirePaddingValue": ["pack"],
        "PackConstantsPass: mlir::iree_compiler::IREE::Util::SizedStorageDenseElementsAttrModel"
        "::getStorageSize": ["const"]}
    assert not any("\\" in state for state in buckets)  # no regex escapes
