"""Program texts with their resource section held out of line (reducer/text.py)."""
from __future__ import annotations

import errno
import hashlib
import mmap
import os
import pickle
import re
import tempfile
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import NoReturn

import pytest
from conftest import DATA

from reducer import api
from reducer.ir.normalize import input_apart, normalize_input
from reducer.oracle import oracle as oracle_module
from reducer.oracle.fingerprint import content_hash
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature, error_lines
from reducer.pipeline.inputs import Input, stream_weights
from reducer.processes import process
from reducer.processes.process import CANDIDATE, run_candidate, run_tool
from reducer.records.session import file_sha256
from reducer.text import (
    HeldText,
    InputChanged,
    Section,
    apart,
    held_length,
    read_file,
    whole,
    whole_sha256,
    write_text,
)

BODY = '"builtin.module"() ({\n}) : () -> ()\n'
SECTION = '{-#\n  dialect_resources: {\n    builtin: {\n      w: "0x0400000001"\n    }\n  }\n#-}'


def test_a_held_section_spells_out_as_iree_opt_prints_it(tmp_path: Path) -> None:
    text = HeldText(BODY, Section(SECTION))
    full = BODY + "\n" + SECTION + "\n"
    assert whole(text) == full and held_length(text) == len(full)
    written = tmp_path / "out.mlir"
    write_text(str(written), text)
    assert written.read_text() == full
    assert run_tool(["cat"], text).stdout == full  # what a tool reads is the whole text
    assert type(pickle.loads(pickle.dumps(text))) is str  # another process: spelled out
    assert pickle.loads(pickle.dumps(text)) == full
    body, section = apart(full)
    assert body == BODY + "\n" and section is not None and section.digest == text.section.digest
    assert content_hash(text) == content_hash(full)


def test_texts_are_equal_only_with_the_same_section() -> None:
    one, same, other = Section(SECTION), Section(SECTION), Section(SECTION.replace("01", "02"))
    assert HeldText(BODY, one) == HeldText(BODY, same)
    assert hash(HeldText(BODY, one)) == hash(HeldText(BODY, same))
    assert HeldText(BODY, one) != HeldText(BODY, other)
    assert HeldText(BODY, one) != BODY and BODY != HeldText(BODY, one)
    assert content_hash(HeldText(BODY, one)) != content_hash(HeldText(BODY, other))


def test_an_excerpt_copies_ranges_and_hashes_what_it_holds(tmp_path: Path) -> None:
    source = tmp_path / "input.mlir"
    source.write_bytes(b"ab" + SECTION.encode() + b"\n")
    section = Section.in_file(str(source), 2, len(SECTION))  # where it lies in the file
    assert section.text() == SECTION and section.length == len(SECTION)
    assert section.digest == Section(SECTION).digest
    excerpt = section.excerpt([(0, 3), b" - ", (len(SECTION) - 3, len(SECTION))])
    assert excerpt.text() == "{-# - #-}"
    assert excerpt.digest == Section("{-# - #-}").digest and excerpt.length == 9


def test_sections_are_copied_where_the_kernel_cannot(tmp_path: Path, monkeypatch) -> None:
    """Across file systems (the user's file beside a temp dir on another) copy_file_range
    fails: the bytes are copied through the process instead, exactly."""
    def cross_device(*args: object) -> int:
        raise OSError(errno.EXDEV, "Invalid cross-device link")
    monkeypatch.setattr(os, "copy_file_range", cross_device)
    source = tmp_path / "input.mlir"
    source.write_bytes(b"ab" + SECTION.encode())
    section = Section.in_file(str(source), 2, len(SECTION))
    assert section.text() == SECTION
    excerpt = section.excerpt([(0, 3), b" - ", (len(SECTION) - 3, len(SECTION))])
    assert excerpt.text() == "{-# - #-}"
    written = tmp_path / "out.mlir"
    write_text(str(written), HeldText(BODY, section))
    assert written.read_text() == BODY + "\n" + SECTION + "\n"


def test_a_large_input_file_is_mapped_and_read_as_the_same_program(tmp_path: Path,
                                                                    monkeypatch) -> None:
    """A file of a megabyte or more is mapped, not read into the process; its body decodes,
    its section is held and hashed, and its hash is the file's, as for bytes read. Where it
    cannot be mapped, it is read."""
    blob = "0x04000000" + "ab" * (1 << 20)
    full = BODY + "\n" + SECTION.replace("0x0400000001", blob) + "\n"
    large, small = tmp_path / "large.mlir", tmp_path / "small.mlir"
    large.write_text(full)
    small.write_text(BODY)
    mapped = read_file(large)
    assert not isinstance(mapped, bytes) and isinstance(read_file(small), bytes)
    assert hashlib.sha256(mapped).hexdigest() == hashlib.sha256(full.encode()).hexdigest()
    body, section = apart(mapped, str(large))
    assert body == BODY + "\n" and section is not None
    assert section.digest == Section(full[len(body):-1]).digest
    assert whole(HeldText(BODY, section)) == full

    def unmappable(*args: object, **options: object) -> NoReturn:
        raise OSError(errno.ENODEV, "no mapping here")
    monkeypatch.setattr(mmap, "mmap", unmappable)
    assert read_file(large) == full.encode()


def test_a_section_held_in_the_users_file_is_not_copied_and_a_change_to_it_is_an_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The input's section stays in the user's file (no temp file holds it); the file
    written to during the reduction, the next use of the section says so, rather than
    reading other weights."""
    temp = tmp_path / "tmp"  # this test's own: other tests may run beside it
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    source = tmp_path / "input.mlir"
    source.write_text(BODY + "\n" + SECTION + "\n")
    body, section = apart(source.read_bytes(), str(source))
    assert list(temp.iterdir()) == []
    text = HeldText(BODY, section)
    assert whole(text) == source.read_text()
    source.write_text(BODY + "\n" + SECTION.replace("01", "02") + "\n")
    with pytest.raises(InputChanged, match="changed during the reduction"):
        write_text(str(tmp_path / "out.mlir"), text)
    with pytest.raises(InputChanged):
        section.text()


def test_an_input_file_is_identified_by_each_of_its_bytes_with_its_weights_hashed_once(
        tmp_path: Path) -> None:
    """What identifies the user's file (a journal resumes only for it): any byte changed, in
    the program or in its weights, changes it; the section held apart stands as its digest,
    so the weights are hashed once, for the section, not again for the file."""
    def identity(text: str) -> str:
        path = tmp_path / "input.mlir"
        path.write_text(text)
        data = path.read_bytes()
        return file_sha256(data, apart(data, str(path))[1])

    original = BODY + "\n" + SECTION + "\n"
    identities = {identity(text) for text in (
        original, original.replace("0400000001", "0400000002"),
        original.replace("module", "modulf"), original + " ")}
    assert len(identities) == 4
    assert identity(original) == identity(original)
    section = apart(original.encode())[1]
    assert section is not None
    assert identity(original) == file_sha256(original.encode(), section) != \
        hashlib.sha256(original.encode()).hexdigest()
    # The same text given as text, its section spelled out or held apart, is the same input.
    assert whole_sha256(original) == whole_sha256(HeldText(BODY, Section(SECTION))) \
        == identity(original)


def test_a_search_in_a_section_held_in_a_file_counts_from_the_section_start(
        tmp_path: Path) -> None:
    """`Section.find` (how blob lines are found in hundreds of megabytes) answers in the
    section's own offsets, within the section only, as `bytes.find` would on its bytes."""
    source = tmp_path / "input.mlir"
    source.write_text(BODY + "\n" + SECTION + "\n")
    section = apart(source.read_bytes(), str(source))[1]
    assert section is not None
    data = SECTION.encode()
    for sub, start in ((b"\n", 0), (b"\n", 5), (b"w:", 0), (b"#-}", 0), (b"builtin", 40),
                       (b"module", 0), (b"\n", len(data))):
        assert section.find(sub, start) == data.find(sub, start)


def _held(text: str) -> HeldText:
    body, section = apart(text)
    assert section is not None
    return HeldText(body.removesuffix("\n"), section)


def test_a_large_held_section_reaches_a_streaming_command_through_a_pipe(monkeypatch) -> None:
    """A command that reads its input once (iree-compile) gets a text whose section is large
    through a named pipe, whole; any other command, or a small section, gets a file."""
    text = _held(BODY + "\n" + SECTION + "\n")
    is_pipe = ["sh", "-c", 'test -p "$1" && cat "$1"', "sh", CANDIDATE]
    for streaming in (False, True):
        returncode, output, _, _ = run_candidate(is_pipe, text, 10, {}, stream=streaming)
        assert returncode == 1 and output == ""  # a small section is written to a file
    monkeypatch.setattr(process, "STREAM_FROM", 0)
    returncode, output, _, _ = run_candidate(is_pipe, text, 10, {}, stream=True)
    assert returncode == 0 and output == whole(text)
    assert run_candidate(is_pipe, text, 10, {}, stream=False)[0] == 1


def test_a_streaming_command_that_reads_little_or_nothing_leaves_no_feeder_behind(
        monkeypatch) -> None:
    """The thread that feeds the pipe stops when its reader goes, whether it read part of
    the text, or never opened it (a compile that fails on its flags)."""
    monkeypatch.setattr(process, "STREAM_FROM", 0)
    text = _held(BODY + "\n" + SECTION.replace("01", "01" * 300_000) + "\n")
    start = time.monotonic()
    assert run_candidate(["head", "-c", "5", CANDIDATE], text, 10, {}, stream=True)[1] \
        == BODY[:5]
    assert run_candidate(["true"], text, 10, {}, stream=True)[0] == 0
    assert time.monotonic() - start < 5
    assert not [t for t in threading.enumerate() if t.name == "feed"]


WEIGHTED_BMM = (DATA / "cases" / "bmm_rank4_verifier" / "min.mlir").read_text().replace(
    "  %z = arith.constant", "  %w = util.global.load @w : tensor<4xf32>\n  %z = arith.constant"
) + """util.global private @w = dense_resource<w> : tensor<4xf32>
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803f000000400000404000008040"
    }
  }
#-}
"""


def test_the_compiler_fails_the_same_on_a_streamed_text_as_on_a_written_one(
        monkeypatch) -> None:
    """The real iree-compile, given its input through a pipe, reports the same diagnostic at
    the same line of candidate.mlir as when it reads a file."""
    original = normalize_input(*input_apart(WEIGHTED_BMM))
    assert isinstance(original, HeldText) and "dense_resource<w>" in original
    oracle = Oracle(OracleSpec(Signature.parse("expected operand #0 rank (4)"),
                               ("--iree-hal-target-device=llvm-cpu",)))
    written = oracle.run_once(original)
    monkeypatch.setattr(process, "STREAM_FROM", 0)
    streamed = oracle.run_once(original)
    assert written.interesting and streamed.interesting
    in_dir = re.compile(r"/\S*/candidate\.mlir")
    assert in_dir.sub("candidate.mlir", streamed.output) == \
        in_dir.sub("candidate.mlir", written.output)
    assert error_lines(streamed.output) == error_lines(written.output) != ()


def test_weights_stream_only_to_compiles_of_a_failure_past_the_input(monkeypatch) -> None:
    """A failure at the input compiles in a fraction of a second, and a compile reads a file
    sooner than a pipe: its weights are written to files; past the input, piped."""
    monkeypatch.setattr(process, "STREAM_FROM", 0)
    seen = []
    run = process.run_candidate

    def spied(*args, **kwargs):
        seen.append(args[6] if len(args) > 6 else kwargs.get("stream", False))
        return run(*args, **kwargs)

    monkeypatch.setattr(oracle_module, "run_candidate", spied)
    result = api.reduce(WEIGHTED_BMM, "expected operand #0 rank (4)",
                        flags=["--iree-hal-target-device=llvm-cpu"], jobs=1, checks=1)
    assert result.output_ops <= 4 and seen and not any(seen)
    original = normalize_input(*input_apart(WEIGHTED_BMM))
    verified = Future()
    verified.set_result(True)
    assert stream_weights(Input(original, original, verified, ""))
    assert not stream_weights(Input(original, original, None, ""))
    assert not stream_weights(Input(BODY, BODY, verified, ""))  # no section, nothing to stream
