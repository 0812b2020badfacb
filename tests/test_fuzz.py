"""Bad input never crashes the reducer: property-based tests and a sample of the fuzz script.

Whatever the input file and the options, `reduce` ends with one `error:` line and a documented
exit code, never a traceback; the pieces that read user text (signatures, journals, failure
descriptions) raise only their documented errors.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from reducer import cli
from reducer.oracle.fingerprint import canonical_names
from reducer.oracle.signature import Kind, Signature, classify, describe
from reducer.records.journal import JournalError, read
from samples import malformed

DOCUMENTED_EXIT = {0, 1, 2}
QUICK = settings(database=None)  # no example database left in the working tree
SLOW = settings(QUICK, max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def assert_clean_end(result) -> None:
    """A documented exit code; an error is one `error:` line (notes may precede it)."""
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        result.exc_info
    assert "Traceback" not in result.stderr
    assert result.exit_code in DOCUMENTED_EXIT, result.stderr
    if result.exit_code:
        lines = [line for line in result.stderr.strip().splitlines()
                 if not line.startswith("note: ")]
        assert lines and lines[0].startswith("error:"), result.stderr
        assert sum(line.startswith("error:") for line in lines) == 1, result.stderr


# --- the pieces that read user text --------------------------------------------------------

@QUICK
@given(st.text(), st.booleans())
def test_signature_accepts_any_text_or_says_why_not(text: str, regex: bool) -> None:
    try:
        signature = Signature.parse(text, regex)
    except ValueError as e:
        assert str(e) and "\n" not in str(e)
        return
    signature.match(Kind.CRASH, "some output")


@QUICK
@given(st.sampled_from(list(Kind)), st.text(), st.one_of(st.none(), st.integers(-64, 255)))
def test_describe_and_classify_take_any_output(kind: Kind, output: str, code) -> None:
    assert isinstance(describe(kind, output, code), str)
    assert classify(code, output, code is None) in Kind


_NAME = re.compile(r'"(?:[^"\\]|\\.)*"|([%^])[\w$.\-]+')


def _renamed_match_by_match(text: str) -> str:
    """The canonical renaming written the plain way: a callback for each match."""
    numbers: dict[str, int] = {}

    def rename(match: re.Match) -> str:
        if match.group(1) is None:
            return match.group(0)
        return f"{match.group(1)}{numbers.setdefault(match.group(0), len(numbers))}"

    return _NAME.sub(rename, text)


@given(st.lists(st.sampled_from(['%a', '%b', '%0', '%arg1', '^bb0', '^bb1', '"%a"', '"x\\"%b"',
                                 '"', ' ', '\n', '%', '(', ':', 'tensor<4xf32>', '\\']),
                max_size=40).map("".join))
def test_canonical_names_rename_as_match_by_match(text: str) -> None:
    assert canonical_names(text) == _renamed_match_by_match(text)


@settings(QUICK, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=2000))
def test_any_journal_bytes_resume_or_say_why_not(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "journal"
    path.write_bytes(data)
    try:
        read(str(path), {"flags": []})
    except JournalError as e:
        assert str(e) and "\n" not in str(e)


# --- the command -----------------------------------------------------------------------------

@pytest.fixture
def folder(tmp_path: Path):
    cwd = os.getcwd()
    os.chdir(tmp_path)
    yield tmp_path
    os.chdir(cwd)


@pytest.mark.slow
@SLOW
@given(st.binary(max_size=3000))
def test_any_input_bytes_end_cleanly(folder: Path, data: bytes) -> None:
    (folder / "in.mlir").write_bytes(data)
    result = CliRunner().invoke(cli.main, ["in.mlir", "--checks", "1", "--oracle", "no such"])
    assert_clean_end(result)


_OPTION = st.sampled_from(["--oracle", "--regex", "-o", "--compiler", "--test", "--timeout",
                           "--memory-limit", "--flaky", "--checks", "--also-interesting",
                           "--resume", "--json", "-j", "--no-phase-cut", "--", "-h", "--bad"])
_VALUE = st.one_of(st.text(max_size=12), st.sampled_from(["0", "-1", "nan", "inf", "1e9",
                                                          "4G", "x", "", "in.mlir", "."]))


@pytest.mark.slow
@SLOW
@given(st.lists(st.one_of(_OPTION, _VALUE), max_size=8))
@example(["--timeout", "1E7"])  # once beyond what one wait of epoll can take
def test_any_options_end_cleanly(folder: Path, args: list[str]) -> None:
    (folder / "in.mlir").write_text(malformed.SEEDS[2])
    args = [a for a in args if "\0" not in a]  # a command line cannot hold NUL
    result = CliRunner().invoke(cli.main, ["in.mlir", "--checks", "1", "--timeout", "20",
                                           *args])
    assert_clean_end(result)


@pytest.mark.slow
def test_fuzz_sample_has_no_tracebacks() -> None:
    """A sample of samples/malformed.py's cases (benchmarks/fuzz.py runs 10,000)."""
    tally = malformed.fuzz(count=300, seed=20, show=3)
    assert tally.cases == 300
    assert tally.failures == 0, "\n\n".join(tally.examples)
