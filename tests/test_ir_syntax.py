"""The grammar on the corners of generic form, and clear errors on bad input."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from reducer.ir import IRError, normalize, parse
from reducer.ir.parser import parse_generic
from reducer.tools import find_tool

EDGE = Path(__file__).parent / "data" / "edge.mlir"


def _ops(module) -> dict[str, object]:
    return {op.name: op for op in module.walk()}


def test_edge_constructs_are_understood() -> None:
    module = parse(EDGE.read_text())
    ops = _ops(module)
    pair = ops["foo.pair"]
    assert [v.name for v in pair.results] == ["2#0", "2#1"]
    assert [v.type for v in pair.results] == ["i32", "i32"]
    assert ops["scf.yield"].operands == [pair.results[1]]
    assert ops["cf.cond_br"].successors == ["bb1", "bb2"]
    assert ops["foo.bar"].attrs == 'd = dense<[1, 2]> : tensor<2xi32>, s = "a\\22b\\0A"'
    assert len(ops["foo.empty"].regions) == 2 and ops["foo.empty"].regions[0].blocks == []
    assert "dense_resource<blob1>" in ops["foo.res"].attrs
    assert module.resources is not None and "blob1" in module.resources
    assert module.num_ops == 13


def test_locations_and_loc_aliases_round_trip() -> None:
    text = EDGE.read_text()
    generic = normalize(text, keep_locations=True)
    assert "#loc" in generic and 'loc("' in generic
    module = parse_generic(generic)
    func = [op for op in module.walk() if op.name == "func.func"][1]
    assert func.regions[0].blocks[0].arg_locs[0].startswith('"<stdin>"')
    assert module.trailer and module.trailer[0].startswith("#loc")
    assert normalize(module.print(), keep_locations=True) == generic


def test_bytecode_input(tmp_path: Path) -> None:
    bytecode = subprocess.run(
        [find_tool("iree-opt"), "--emit-bytecode", "--allow-unregistered-dialect", str(EDGE)],
        capture_output=True, check=True).stdout
    assert parse(bytecode).print() == parse(EDGE.read_text()).print()


def test_function_types_with_nested_parentheses() -> None:
    module = parse('"foo.op"() {f = (i32) -> (i32, i64)} : () -> ((i32) -> i32)\n')
    op = next(module.walk())
    assert op.results[0].type == "(i32) -> i32"
    assert "(((i32) -> i32))" not in module.print()
    assert normalize(module.print()) == normalize('"foo.op"() {f = (i32) -> (i32, i64)} : () -> ((i32) -> i32)\n')


@pytest.mark.parametrize("source, message", [
    ("", "empty"),
    ("   \n\n", "empty"),
    (b"\x00\x01\x02garbage\xff", "not valid MLIR"),
    ("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n", "not valid MLIR"),
])
def test_bad_input_gives_one_line_error(source: str | bytes, message: str) -> None:
    with pytest.raises(IRError) as info:
        parse(source)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_missing_iree_opt_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(IRError, match="not an executable"):
        parse("module {}", iree_opt=str(tmp_path / "no-such-iree-opt"))
