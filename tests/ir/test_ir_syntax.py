"""The grammar on the corners of generic form, and clear errors on bad input."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from reducer.ir import IRError, normalize, parse, syntax
from reducer.ir.parser import parse_generic
from reducer.processes.tools import find_tool

EDGE = Path(__file__).parents[1] / "data" / "edge.mlir"


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
    assert module.resources is not None and "blob1" in module.resources.text()
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


# Generic form written by hand, to reach layouts the samples may not have: an entry block
# without a label, ops after a nested region op in the same block, empty regions, blocks after
# a nested op, successors, result groups. Parsed without iree-opt.
LAYOUTS = '''#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "foo.a"() : () -> i32
    %1:2 = "foo.pair"(%0) : (i32) -> (i32, i64)
    %2 = "foo.wrap"(%1#0) ({
    ^bb0(%arg0: i32, %arg1: tensor<4xf32, #foo.enc<[1, 2]>>):
      "foo.yield"(%arg0) : (i32) -> ()
    }) {note = "a ({ b"} : (i32) -> i32
    %3 = "foo.b"(%2, %1#1) : (i32, i64) -> i32
    "foo.two"() ({
    }, {
      "foo.inner"() ({
        "foo.yield"() : () -> ()
      }) : () -> ()
      "foo.after"(%3) : (i32) -> ()
    ^bb1:  // pred: ^bb0
      "cf.br"(%0)[^bb2] : (i32) -> ()
    ^bb2(%4: i32):  // pred: ^bb1
      "foo.yield"(%4) : (i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
'''


def test_region_layouts_round_trip() -> None:
    module = parse_generic(LAYOUTS)
    assert module.print() == LAYOUTS.replace("  // pred: ^bb0", "").replace("  // pred: ^bb1", "")
    ops = _ops(module)
    assert ops["foo.wrap"].regions[0].blocks[0].args[1].type == "tensor<4xf32, #foo.enc<[1, 2]>>"
    assert ops["foo.wrap"].attrs == 'note = "a ({ b"'
    assert [op.name for op in ops["foo.two"].regions[1].blocks[0].ops] == ["foo.inner", "foo.after"]
    assert ops["foo.two"].regions[0].blocks == []
    assert ops["cf.br"].successors == ["bb2"] and ops["cf.br"].block.label == "bb1"
    assert [v.type for v in ops["foo.pair"].results] == ["i32", "i64"]
    assert [op.id for op in module.walk()] == list(range(1, module.num_ops + 1))


def test_names_follow_region_scopes() -> None:
    # An isolated region may reuse an outer name; inside it, the name means its own value, even
    # where it is used before its definition (as in a graph region).
    text = '''"builtin.module"() ({
  %0 = "foo.a"() : () -> i32
  "foo.iso"() ({
    "foo.use"(%0) : (i64) -> ()
    %0 = "foo.b"() : () -> i64
  }) : () -> ()
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()
'''
    module = parse_generic(text)
    ops = list(module.walk())
    inner, outer = ops[3].results[0], ops[0].results[0]
    assert ops[2].operands == [inner] and ops[4].operands == [outer]
    assert inner.uses == [ops[2]] and outer.uses == [ops[4]]
    assert module.print() == text


@pytest.mark.parametrize("bad, line", [
    (LAYOUTS.replace('"foo.b"(%2, %1#1)', "garbage"), 10),
    (LAYOUTS.replace("^bb2(%4: i32):", "^bb2(%4: i32"), 19),
    (LAYOUTS.replace(": (i32, i64) -> i32\n", ": (i32, i64) -> (i32, i32)\n"), 10),
])
def test_unreadable_lines_are_reported_with_their_number(bad: str, line: int) -> None:
    with pytest.raises(IRError, match=f"^line {line}: "):
        parse_generic(bad)


def _nested(depth: int) -> str:
    """A program whose one op has types and an attribute nested `depth` brackets deep."""
    deep = "!foo.t" + "<" * depth + "i32" + ">" * depth
    return f'''"builtin.module"() ({{
  %arg = "foo.src"() : () -> {deep}
  %0:2 = "foo.op"(%arg) {{a = {deep}, b = 1 : i32}} : ({deep}) -> ({deep}, i32)
}}) : () -> ()
'''


@pytest.mark.parametrize("depth", [syntax.SHALLOW_DEPTH + 2, syntax.MAX_DEPTH])
def test_lines_nested_past_the_first_patterns_are_read_whole(depth: int) -> None:
    # The patterns are compiled shallow first: a deeper line must not be split inside its
    # brackets (a list's pieces would silently skip the group nested too deeply).
    deep = "!foo.t" + "<" * depth + "i32" + ">" * depth
    module = parse_generic(_nested(depth))
    op = next(op for op in module.walk() if op.name == "foo.op")
    assert [v.type for v in op.results] == [deep, "i32"]
    assert syntax.parse_dict(op.attrs) == {"a": deep, "b": "1 : i32"}
    assert syntax.split_items(f"{deep}, {deep}") == [deep, deep]
    assert module.print() == _nested(depth)


def test_a_line_nested_past_the_deepest_patterns_is_reported() -> None:
    with pytest.raises(IRError, match="^line 2: cannot read"):
        parse_generic(_nested(syntax.MAX_DEPTH + 2))
