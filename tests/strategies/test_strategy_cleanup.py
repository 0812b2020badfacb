"""Clean-up strategies on real iree-compile failures, and the mechanics of their edits.

The programs are the shared failure cases, some with extra material around the failing op
(calls, dead functions, constants, attributes, locations). Each strategy runs through the real
engine with the real compiler as judge; the result must be smaller, and compiling it again,
independently and with the case's full flags, must still show the signature with the same kind.
Candidates must be valid MLIR where the input is (iree-opt's verifier decides).
"""
from __future__ import annotations

import importlib
import struct
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import pytest
from conftest import case

from reducer.ir import Module, parse, pretty_print
from reducer.ir.measure import Size, measure
from reducer.ir.normalize import verifier_errors
from reducer.ir.parser import parse_generic
from reducer.ir.resources import referenced_blobs
from reducer.ir.slicing import cut_to_slice
from reducer.oracle.fingerprint import content_hash
from reducer.oracle.signature import Kind, classify
from reducer.processes.tools import find_tool
from reducer.search.engine import Engine, Problem
from reducer.strategies.attribute_removal import LOCATIONS, AttributeRemoval
from reducer.strategies.constant_simplification import ConstantSimplification
from reducer.strategies.element_types import ElementTypes, rewrite_types
from reducer.strategies.op_removal import OpRemoval
from reducer.strategies.passes import Passes
from reducer.strategies.weights import WeightZeroing
from reducer.text import HeldText, Section, whole, write_text

COMPILER = find_tool("iree-compile")
F4 = case("f4_odd_pack_bytes")
BMM = case("bmm_rank4_verifier")
VK = case("vk_pack_tile_invocations")
FPTOSI = case("fptosi_bf16_i1_isel")


def compile_text(text: str, flags: list[str], folder: Path) -> tuple[Kind, str]:
    """iree-compile on `text` with the full `flags` (no phase cut-off): its kind and output."""
    path = folder / "candidate.mlir"
    path.write_text(text)
    done = subprocess.run([COMPILER, str(path), *flags, "-o", "/dev/null"], check=False,
                          capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    return classify(done.returncode, output), output


def size(module: Module) -> tuple:
    return measure(module, module.print())


def fails_like(c: dict, kind: Kind, folder: Path) -> Callable[[str], bool]:
    def interesting(text: str) -> bool:
        got, output = compile_text(text, c["flags"], folder)
        return got is kind and c["signature"] in output
    return interesting


def reduce_with(strategy, module: Module, c: dict, folder: Path) -> Module:
    """Run the engine with `strategy` alone; the input must fail as the case does."""
    kind, output = compile_text(module.print(), c["flags"], folder)
    assert kind is not Kind.OK and c["signature"] in output, "the test input must fail"
    problem = Problem(module, render=Module.print, size=size,
                      is_interesting=fails_like(c, kind, folder))
    return Engine(problem, [strategy]).run()


def assert_still_fails(module: Module, c: dict, kind: Kind, folder: Path) -> None:
    got, output = compile_text(module.print(), c["flags"], folder)
    assert got is kind
    assert c["signature"] in output


# --- passes --------------------------------------------------------------------------------

F4_WITH_EXTRAS = """
util.global private @g = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
func.func private @unused(%x: f32) -> f32 {
  return %x : f32
}
func.func private @helper(%a: tensor<3xf32>) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}
func.func @main(%a: tensor<3xf32>) -> (tensor<3xf4E2M1FN>, tensor<3xf32>) {
  %h = call @helper(%a) : (tensor<3xf32>) -> tensor<3xf32>
  %t = tensor.empty() : tensor<3xf4E2M1FN>
  %t2 = tensor.empty() : tensor<3xf4E2M1FN>
  %o = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%h : tensor<3xf32>) outs(%t2 : tensor<3xf4E2M1FN>) {
  ^bb0(%x: f32, %y: f4E2M1FN):
    %w = arith.truncf %x : f32 to f4E2M1FN
    linalg.yield %w : f4E2M1FN
  } -> tensor<3xf4E2M1FN>
  %g = util.global.load @g : tensor<3xf32>
  return %o, %g : tensor<3xf4E2M1FN>, tensor<3xf32>
}
"""


def test_each_pass_pipeline_gives_a_smaller_valid_module() -> None:
    """Every pipeline alone shrinks the program, its candidate verifies, the input is kept."""
    module = parse(F4_WITH_EXTRAS)
    before = module.print()
    strategy = Passes()
    assert strategy.edits(module) == ["inline", "canonicalize", "cse", "symbol-dce",
                                      "strip-and-splat"]
    for edit in strategy.edits(module):
        candidate = strategy.apply(module, [edit])
        assert candidate is not None, edit
        assert size(candidate) < size(module), edit
        assert verifier_errors(candidate.print()) == [], edit
    assert module.print() == before


def test_passes_shrink_a_failing_program_that_still_fails(tmp_path: Path) -> None:
    """Inlined helper, dead functions and duplicates gone; the f4 failure stays."""
    module = parse(F4_WITH_EXTRAS)
    result = reduce_with(Passes(), module, F4, tmp_path)
    names = [op.name for op in result.walk()]
    assert "func.call" not in names and names.count("func.func") == 1
    assert names.count("tensor.empty") == 1
    assert size(result)[0] < module.num_ops
    assert "#util.byte_pattern" in result.print()  # the global's data was stripped
    assert_still_fails(result, F4, Kind.DIAGNOSTIC, tmp_path)


def test_passes_on_a_program_that_fails_the_verifier(tmp_path: Path) -> None:
    """Passes that cope with invalid IR still apply to it (the verifier after them is off)."""
    text = BMM["text"] + "func.func private @unused(%x: f32) -> f32 {\n  return %x : f32\n}\n"
    module = parse(text)
    assert verifier_errors(module.print())  # the case itself is a verifier failure
    assert Passes().edits(module) == ["cse", "symbol-dce"]  # no pattern rewrites of bad IR
    candidate = Passes().apply(module, ["symbol-dce"])
    assert candidate is not None
    assert [op.name for op in candidate.walk()].count("func.func") == 1
    assert_still_fails(candidate, BMM, Kind.DIAGNOSTIC, tmp_path)


# --- attributes and locations --------------------------------------------------------------

VK_WITH_ATTRIBUTES = """
func.func @main(%a: tensor<100x37xf32>) -> tensor<13x3x8x16xf32> attributes {my.note = "from an exporter", my.flag} {
  %z = "arith.constant"() <{value = 0.0 : f32}> {my.tag = 1 : i32} : () -> f32
  %e = tensor.empty() : tensor<13x3x8x16xf32>
  %r = linalg.pack %a padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<100x37xf32> -> tensor<13x3x8x16xf32>
  return {my.tag = 2 : i32} %r : tensor<13x3x8x16xf32>
}
"""


def test_attribute_edits_are_per_op_grouped_by_name() -> None:
    """Discardable attributes only, one edit per (op, name), names with most text first."""
    module = parse(VK_WITH_ATTRIBUTES)
    edits = AttributeRemoval().edits(module)
    assert LOCATIONS not in edits  # parsed without locations: nothing to strip
    assert [name for _, name in edits] == ["my.tag", "my.tag", "my.note", "my.flag"]
    assert edits == list(AttributeRemoval().edits(module.clone()))
    with_locations = parse(VK_WITH_ATTRIBUTES, keep_locations=True)
    assert AttributeRemoval().edits(with_locations)[0] == LOCATIONS


def test_attribute_removal_applies_exactly_the_chosen_edits() -> None:
    module = parse(VK_WITH_ATTRIBUTES)
    before = module.print()
    edits = AttributeRemoval().edits(module)
    tag_on_constant = next(e for e in edits if e[1] == "my.tag")
    candidate = AttributeRemoval().apply(module, [tag_on_constant, (10**9, "my.note")])
    text = candidate.print()
    assert text.count("my.tag") == 1 and "my.note" in text  # an unknown op id does nothing
    assert module.print() == before
    stripped = AttributeRemoval().apply(module, edits)
    assert "my." not in stripped.print()
    props = [op.props for op in module.walk()]
    assert [op.props for op in stripped.walk()] == props  # inherent attributes stay
    assert verifier_errors(stripped.print()) == []


def test_attributes_and_locations_go_and_the_failure_stays(tmp_path: Path) -> None:
    module = parse(VK_WITH_ATTRIBUTES, keep_locations=True)
    assert "loc(" in module.print()
    result = reduce_with(AttributeRemoval(), module, VK, tmp_path)
    text = result.print()
    assert "my." not in text and "loc(" not in text
    assert size(result) < size(module)
    assert verifier_errors(text) == []
    assert_still_fails(result, VK, Kind.DIAGNOSTIC, tmp_path)


# --- constants -----------------------------------------------------------------------------

def _blob(*values: float) -> str:
    return "0x04000000" + struct.pack(f"<{len(values)}f", *values).hex().upper()


F4_WITH_CONSTANTS = """
util.global private @w = dense_resource<weights> : tensor<3xf32>
func.func @main() -> tensor<3xf4E2M1FN> {
  %a = arith.constant dense<[1.5, -2.25, 3.0]> : tensor<3xf32>
  %b = util.global.load @w : tensor<3xf32>
  %scale = arith.constant 0.176776692 : f32
  %t = tensor.empty() : tensor<3xf4E2M1FN>
  %o = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%t : tensor<3xf4E2M1FN>) {
  ^bb0(%x: f32, %z: f32, %y: f4E2M1FN):
    %m = arith.mulf %x, %scale : f32
    %s = arith.addf %m, %z : f32
    %w = arith.truncf %s : f32 to f4E2M1FN
    linalg.yield %w : f4E2M1FN
  } -> tensor<3xf4E2M1FN>
  return %o : tensor<3xf4E2M1FN>
}
{-#
  dialect_resources: {
    builtin: {
      weights: "BLOB"
    }
  }
#-}
""".replace("BLOB", _blob(0.5, 0.25, -1.0))


def test_constants_become_zero_splats_and_the_failure_stays(tmp_path: Path) -> None:
    """Dense data, a resource blob and a long scalar feed the failing op; all become zeros."""
    module = parse(F4_WITH_CONSTANTS)
    edits = ConstantSimplification().edits(module)
    assert [variant for *_, variant in edits] == ["zero", "zero", "zero", "splat"]
    result = reduce_with(ConstantSimplification(), module, F4, tmp_path)
    text = result.print()
    assert "dense_resource" not in text and not isinstance(text, HeldText)  # no section
    assert "1.5" not in text and "0.176776692" not in text
    assert size(result) < size(module)
    assert verifier_errors(text) == []
    assert_still_fails(result, F4, Kind.DIAGNOSTIC, tmp_path)


def _dense_literals(count: int, size: int) -> str:
    values = ", ".join(f"{i}.5" for i in range(size))
    lines = [f"  %c{i} = arith.constant dense<[{values}]> : tensor<{size}xf32>"
             for i in range(count)]
    types = ", ".join([f"tensor<{size}xf32>"] * count)
    return "\n".join([f"func.func @main() -> ({types}) {{", *lines,
                      "  return " + ", ".join(f"%c{i}" for i in range(count)) + f" : {types}",
                      "}"])


def test_weights_first_only_where_the_weights_are_worth_a_compile() -> None:
    """A large resource blob, or many large literals: all of them at once; a small blob or a
    few large literals (a few kilobytes): nothing, as a compile of the whole program would buy
    little."""
    weights = WeightZeroing()
    assert weights.edits(parse(F4_WITH_CONSTANTS)) == []  # a blob of 3 floats
    big = F4_WITH_CONSTANTS.replace(_blob(0.5, 0.25, -1.0), _blob(*[0.5] * 20_000)) \
        .replace("@w = dense_resource<weights> : tensor<3xf32>",
                 "@w = dense_resource<weights> : tensor<20000xf32>")
    assert len(weights.edits(parse(big))) == 1  # the blob
    assert weights.edits(parse(_dense_literals(3, 400))) == []
    assert len(weights.edits(parse(_dense_literals(40, 400)))) == 40


MANY_CONSTANTS = """
util.global private @p = #flow.parameter.named<"model"::"w"> : tensor<4x4xf32>
util.global private mutable @m = dense<[1, 2]> : tensor<2xi32>
util.global private @r1 = dense_resource<first> : tensor<2xf32>
util.global private @r2 = dense_resource<second> : tensor<2xf32>
func.func @main() -> (tensor<3xi1>, tensor<3xf4E2M1FN>, tensor<2xcomplex<f32>>, tensor<2xindex>, vector<2xf8E4M3FNUZ>, f16, tensor<2xsi8>, tensor<4x4xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %1 = arith.constant dense<[1.0, 2.0, 0.5]> : tensor<3xf4E2M1FN>
  %2 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %3 = arith.constant dense<[7, 8]> : tensor<2xindex>
  %4 = arith.constant dense<[1.0, 2.0]> : vector<2xf8E4M3FNUZ>
  %5 = arith.constant 0.333333343 : f16
  %6 = "foo.constant"() {value = dense<[3, 4]> : tensor<2xsi8>} : () -> tensor<2xsi8>
  %7 = util.global.load @p : tensor<4x4xf32>
  %8 = util.global.load @m : tensor<2xi32>
  %9 = util.global.load @r1 : tensor<2xf32>
  %10 = util.global.load @r2 : tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<3xi1>, tensor<3xf4E2M1FN>, tensor<2xcomplex<f32>>, tensor<2xindex>, vector<2xf8E4M3FNUZ>, f16, tensor<2xsi8>, tensor<4x4xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      first: "FIRST",
      second: "SECOND"
    }
  }
#-}
""".replace("FIRST", _blob(1.0, 2.0)).replace("SECOND", _blob(3.0, 4.0))


def test_constant_candidates_are_valid_for_every_element_type() -> None:
    """Zeros and splats of i1, f4, complex, index, f8 vectors, si8, parameters all verify."""
    module = parse(MANY_CONSTANTS)
    before = module.print()
    strategy = ConstantSimplification()
    edits = strategy.edits(module)
    zeros = [e for e in edits if e[3] == "zero"]
    splats = [e for e in edits if e[3] == "splat"]
    assert len(zeros) == 11 and len(splats) == 6  # every constant but the resources has data
    for chosen in (zeros, splats):
        candidate = strategy.apply(module, chosen)
        assert size(candidate) < size(module)
        assert verifier_errors(candidate.print()) == []
    assert module.print() == before
    assert edits == list(strategy.edits(module))


def test_only_unreferenced_resource_blobs_are_dropped() -> None:
    module = parse(MANY_CONSTANTS)
    strategy = ConstantSimplification()
    for dropped, kept in (("first", "second"), ("second", "first")):
        op = next(op for op in module.walk() if f"<{dropped}>" in (op.props or ""))
        candidate = strategy.apply(module, [(op.id, "props", "initial_value", "zero")])
        blob = _blob(1.0, 2.0) if kept == "first" else _blob(3.0, 4.0)
        assert candidate.print_held().section.text() == (  # the kept blob without its comma
            f'{{-#\n  dialect_resources: {{\n    builtin: {{\n      {kept}: "{blob}"\n'
            '    }\n  }\n#-}')
        assert verifier_errors(candidate.print_held()) == []
        assert candidate.print() == whole(candidate.print_held())  # a print is the program


def test_a_blob_no_op_names_is_not_printed_whatever_edit_removed_the_name() -> None:
    """A cut to the slice of one constant leaves no global, so no blob and no section; one
    of two globals removed (with its load) leaves the other's blob only, and
    the module itself keeps its whole section for the edits still to come."""
    module = parse(MANY_CONSTANTS)
    target = next(op for op in module.walk() if op.name == "arith.constant")
    sliced = cut_to_slice(module, target, None).print_held()
    assert "dense_resource" not in sliced and "{-#" not in whole(sliced)
    assert not isinstance(sliced, HeldText)
    global_and_load = [op.id for op in module.walk() if any(
        name in (op.props or "") + (op.attrs or "") for name in ("@r2", "<second>"))]
    candidate = OpRemoval().apply(module, global_and_load)
    assert candidate is not None and candidate.resources is module.resources
    text = candidate.print_held()
    assert referenced_blobs(text) == {"first"} and text.section.text() == (
        f'{{-#\n  dialect_resources: {{\n    builtin: {{\n      first: "{_blob(1.0, 2.0)}"\n'
        '    }\n  }\n#-}')
    assert verifier_errors(text) == []


def test_only_builtin_blobs_are_dropped_and_a_section_keeps_its_frame() -> None:
    """Another dialect's resources are kept whatever refers to them; the builtin group,
    emptied, stays (it is valid) when something else is left."""
    text = ('"builtin.module"() ({\n}) : () -> ()\n\n{-#\n  dialect_resources: {\n'
            '    builtin: {\n      unused: "0x0400000001"\n    },\n'
            '    other: {\n      kept: "0x04000000AB"\n    }\n  }\n#-}\n')
    printed = parse_generic(text).print()
    assert whole(printed) == text.replace('      unused: "0x0400000001"\n', "")
    alone = text.replace(',\n    other: {\n      kept: "0x04000000AB"\n    }', "")
    assert "{-#" not in whole(parse_generic(alone).print())


def test_a_large_blob_is_neither_sent_to_iree_opt_nor_copied_by_an_edit_away_from_it(
        monkeypatch, tmp_path) -> None:
    """A blob of 8 MB: parsing (text, or a file's bytes) holds the section out of line, out
    of iree-opt's input; an op removed away from it gives a candidate that shares the very
    section, and neither printing, hashing, measuring nor verifying the candidate reads it.
    Written for the compiler, the text spells it out, copied from the section's file."""
    big = MANY_CONSTANTS.replace(_blob(3.0, 4.0), "0x04000000" + "ab" * (4 << 20))
    normalize = importlib.import_module("reducer.ir.normalize")
    sent: list[int] = []
    run_opt = normalize._opt
    monkeypatch.setattr(normalize, "_opt", lambda source, *rest: sent.append(len(source))
                        or run_opt(source, *rest))
    module = parse(big)
    assert module.resources is not None and module.resources.length > 8 << 20
    assert max(sent) < 10_000
    assert parse(big.encode()).resources.digest == module.resources.digest  # as a file is read
    op = next(op for op in module.walk() if op.name == "arith.constant")
    candidate = OpRemoval().apply(module, [op.id])
    assert candidate is not None and candidate.num_ops < module.num_ops
    assert candidate.resources is module.resources
    module.print_held()  # the original, printed first: the section's blob lines are found once

    def unread(*args: object) -> NoReturn:
        raise AssertionError("the section was read")
    with monkeypatch.context() as held:
        held.setattr(Section, "text", unread)
        held.setattr(Section, "data", unread)
        text = candidate.print_held()
        assert isinstance(text, HeldText) and len(text) < 10_000
        assert text.section is module.resources  # every blob still named: shared, not cut
        digest, size = content_hash(text), measure(candidate, text)
        assert verifier_errors(text) == [] and max(sent) < 10_000
    written = tmp_path / "candidate.mlir"
    write_text(str(written), text)
    assert written.read_text() == whole(text) == text + "\n" + big[big.index("{-#"):]
    assert content_hash(written.read_text()) == digest  # spelled out or held: one identity
    assert size == measure(candidate, written.read_text())
    assert parse_generic(written.read_text()).print_held() == text  # read back, held again


def test_sizes_order_as_tuples_and_read_their_text_only_at_equal_ops() -> None:
    texts = ["tensor<?x4xf16>", "tensor<4x4xf32>", "tensor<8xf32>", "tensor<8xf32> "]
    sizes = [Size(ops, text) for ops in (1, 2) for text in texts]
    for a in sizes:
        for b in sizes:
            assert (a < b) == (tuple(a) < tuple(b)) and (a == b) == (tuple(a) == tuple(b))
    assert tuple(Size(2, texts[0])) == (2, 1, 4, 1, len(texts[0]))
    fewer, more = Size(1, texts[0]), Size(2, texts[1])
    assert fewer < more and not more < fewer and fewer[0] == 1
    assert fewer._rest is None and more._rest is None  # ops decided it: no text was read


# --- element types -------------------------------------------------------------------------

def test_f16_becomes_f32_and_the_failure_stays(tmp_path: Path) -> None:
    """bmm with f16 operands: f16 -> f32 turns the body's extf into an identity, folded."""
    module = parse(BMM["text"])
    assert ElementTypes().edits(module) == ["f16"]
    result = reduce_with(ElementTypes(), module, BMM, tmp_path)
    text = result.print()
    assert "f16" not in text and "arith.extf" not in text
    assert result.num_ops < module.num_ops
    assert_still_fails(result, BMM, Kind.DIAGNOSTIC, tmp_path)


@pytest.mark.slow
def test_types_the_failure_needs_stay(tmp_path: Path) -> None:
    """fptosi bf16 -> i1 crashes; with f32 it compiles, so the engine keeps bf16 (and i1)."""
    module = parse(FPTOSI["text"])
    assert sorted(ElementTypes().edits(module)) == ["bf16", "i1"]
    candidate = ElementTypes().apply(module, ["bf16"])
    assert candidate is not None and "bf16" not in candidate.print()
    result = reduce_with(ElementTypes(), module, FPTOSI, tmp_path)
    assert result.print() == module.print()


def test_rewrite_that_cannot_be_type_correct_is_refused() -> None:
    """extf f8 -> bf16 with f8 as f32 would be an extf from f32 to bf16: refused."""
    module = parse("""
func.func @main(%a: f8E4M3FNUZ) -> bf16 {
  %b = arith.extf %a : f8E4M3FNUZ to bf16
  return %b : bf16
}
""")
    forced = rewrite_types(module.print(), {"f8E4M3FNUZ": "f32"})
    assert "'arith.extf' op" in verifier_errors(forced)[0]
    assert ElementTypes().apply(module, ["f8E4M3FNUZ"]) is None
    assert ElementTypes().apply(module, ["bf16"]) is not None  # extf f8 -> f32 is fine


def test_hex_floats_keep_their_value_and_names_stay() -> None:
    """-inf in f16 and bf16 hex becomes -inf in f32 hex; symbols and strings are not types."""
    module = parse("""
func.func private @bf16(%a: tensor<4xbf16>) -> tensor<4xbf16> attributes {note = "f16 bf16"} {
  return %a : tensor<4xbf16>
}
func.func @main(%a: tensor<4xbf16>) -> (tensor<4xbf16>, f32, f32) {
  %h = arith.constant 0xFC00 : f16
  %b = arith.constant 0xFF80 : bf16
  %x = arith.extf %h : f16 to f32
  %y = arith.extf %b : bf16 to f32
  %r = call @bf16(%a) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %r, %x, %y : tensor<4xbf16>, f32, f32
}
""")
    candidate = ElementTypes().apply(module, ["f16", "bf16"])
    assert candidate is not None
    pretty = pretty_print(candidate.print())
    assert pretty.count("0xFF800000 : f32") == 2
    assert "@bf16(" in pretty and '"f16 bf16"' in pretty and "bf16 " not in pretty
    assert "tensor<4xf32>" in pretty and "arith.extf" not in pretty


def test_hex_blobs_of_a_rewritten_type_are_refused() -> None:
    """Large dense data prints as a hex blob of f16 bytes: no way to keep it as f32."""
    blob = struct.pack("<300e", *[1.0 + i / 512 for i in range(300)]).hex().upper()
    module = parse(f"""
func.func @main() -> tensor<300xf32> {{
  %c = arith.constant dense<"0x{blob}"> : tensor<300xf16>
  %x = arith.extf %c : tensor<300xf16> to tensor<300xf32>
  return %x : tensor<300xf32>
}}
""")
    assert 'dense<"0x' in module.print()
    assert ElementTypes().apply(module, ["f16"]) is None


def test_cleanup_edits_and_candidates_are_deterministic() -> None:
    module = parse(F4_WITH_CONSTANTS)
    for strategy in (AttributeRemoval(), ConstantSimplification(), ElementTypes(), Passes()):
        edits = list(strategy.edits(module))
        assert edits == list(strategy.edits(parse(F4_WITH_CONSTANTS))), strategy.name
        first, second = strategy.apply(module, edits), strategy.apply(module, edits)
        assert (first is None) == (second is None), strategy.name
        if first is not None:
            assert first.print() == second.print(), strategy.name
