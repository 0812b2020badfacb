"""Round trip: parse(text).print(), normalised again by iree-opt, equals text normalised."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CASES, MODELS, SAMPLES

from reducer.ir import measure, normalize, parse
from reducer.ir.measure import shape_cost, unusual_types
from reducer.ir.module import count_ops, print_counted
from reducer.ir.normalize import input_apart, normalize_input, parse_normalized
from reducer.text import whole

INPUTS = sorted(MODELS.glob("*.mlir")) + sorted(CASES.glob("*/min.mlir")) + sorted(
    SAMPLES.glob("*.mlir"))


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


@pytest.mark.parametrize("path", INPUTS, ids=_id)
def test_round_trip_is_identical_after_normalisation(path: Path) -> None:
    text = path.read_text()
    expected = normalize(text)
    module = parse(text)
    assert normalize(module.print()) == expected


@pytest.mark.parametrize("path", INPUTS, ids=_id)
def test_print_of_unedited_module_is_the_normalised_text(path: Path) -> None:
    """The normalised input stands for the print of its module (the reducer compiles it
    while it parses it), so the two are the same text; and the ops the print counts are the
    module's."""
    original = normalize_input(*input_apart(path.read_bytes()))
    module = parse_normalized(original)
    text, ops = print_counted(module)
    assert whole(text) == whole(original)
    assert ops == module.num_ops == sum(1 for _ in module.walk()) > 0
    assert count_ops(original) == ops  # what a run that need not parse the input reports


@pytest.mark.parametrize("path", INPUTS, ids=_id)
def test_a_text_measures_as_its_lines_do_whole(path: Path) -> None:
    """A size reads an op line by its tail alone (its head holds only SSA names, and a model
    repeats its tails): the same dims and types as reading every line whole."""
    text = normalize_input(*input_apart(path.read_bytes()))
    lines = text.split("\n")  # of a held text, the lines before its section
    whole = [(*shape_cost(line), unusual_types(line)) for line in lines]
    assert measure.Size(0, text)[1:4] == tuple(map(sum, zip(*whole)))


def test_inputs_exist() -> None:
    assert len(INPUTS) >= 5 + 8


def test_the_parser_tables_are_kept_in_the_users_cache_and_survive_damage(
        tmp_path: Path, monkeypatch) -> None:
    """Made once and kept in the user's own cache folder; a damaged file is made again, and
    a folder others may write to is not used (its pickle is never loaded)."""
    from reducer.ir import parser
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    program = '"builtin.module"() ({\n  "test.op"() : () -> ()\n}) : () -> ()\n'

    def fresh_parse() -> int:
        parser._parser.cache_clear()
        return parser.parse_generic(program).num_ops

    try:
        assert fresh_parse() == 1
        (tables,) = (tmp_path / "mlir-reducer").iterdir()
        made = tables.read_bytes()
        assert fresh_parse() == 1 and tables.read_bytes() == made  # loaded, not made again
        tables.write_bytes(made[: len(made) // 2])
        assert fresh_parse() == 1  # made again, and written whole
        remade = tables.read_bytes()
        assert len(remade) > len(made) // 2
        assert fresh_parse() == 1 and tables.read_bytes() == remade
        (tmp_path / "mlir-reducer").chmod(0o777)
        assert parser._tables_file() is None
    finally:
        parser._parser.cache_clear()
