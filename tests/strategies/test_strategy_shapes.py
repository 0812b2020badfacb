"""Dim staticisation and shape shrinking: edit mechanics, then reductions of real failures.

Mechanics: candidates are valid MLIR (iree-opt's verifier says so), the input is never changed,
edits are keyed so that they survive a re-parse. Reductions: real iree-compile failures from the
shared cases (or small programs around their failing op) lose dynamic dims and big static dims,
and the result, compiled again independently with the full flags, still fails the same way.
"""
from __future__ import annotations

import importlib
import subprocess

import pytest
from conftest import case

import reducer
from reducer.ir import Module, parse
from reducer.ir.measure import shape_cost
from reducer.ir.normalize import verifier_errors
from reducer.ir.shapes import map_sizes, resize_dense, static_sizes
from reducer.oracle.signature import classify
from reducer.processes.tools import find_tool
from reducer.strategies.dim_staticization import DimStaticization
from reducer.strategies.shape_shrinking import Resize, ShapeShrinking, ladder

I4 = case("i4_matmul_trunc_vector_store")  # `tensor<?x4096xi4>`: fails at executable-targets
F4 = case("f4_odd_pack_bytes")  # an odd count of f4 elements: fails at dispatch-creation
BMM = case("bmm_rank4_verifier")  # a verifier error: the program itself is invalid

# The f4 case's failing op on a dynamic number of rows of 129 (it fails the same way).
F4_DYNAMIC = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<?x129xf32>) -> tensor<?x129xf4E2M1FN> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x129xf32>
  %t = tensor.empty(%d) : tensor<?x129xf4E2M1FN>
  %o = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x129xf32>) outs(%t : tensor<?x129xf4E2M1FN>) {
  ^bb0(%x: f32, %y: f4E2M1FN):
    %w = arith.truncf %x : f32 to f4E2M1FN
    linalg.yield %w : f4E2M1FN
  } -> tensor<?x129xf4E2M1FN>
  return %o : tensor<?x129xf4E2M1FN>
}
"""

# The bmm case's invalid batch_matmul with dynamic batch and row dims.
BMM_DYNAMIC = """
#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#rhs = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @main(%a: tensor<?x4x?x32xf16>, %b: tensor<?x32x128xf16>) -> tensor<?x64x128xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %b, %c0 : tensor<?x32x128xf16>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x64x128xf32>) -> tensor<?x64x128xf32>
  %r = linalg.batch_matmul indexing_maps = [#lhs, #rhs, #out]
      ins(%a, %b : tensor<?x4x?x32xf16>, tensor<?x32x128xf16>)
      outs(%f : tensor<?x64x128xf32>) -> tensor<?x64x128xf32>
  return %r : tensor<?x64x128xf32>
}
"""

CALLS = """
func.func private @twice(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = arith.addf %x, %x : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
func.func @main(%a: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = call @twice(%a) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %1 = arith.mulf %0, %a : tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}
"""

# A dim read of a value no argument can make static: the result of an external call.
DIM_OF_CALL = """
func.func private @make() -> tensor<?xf32>
func.func @main() -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %y = call @make() : () -> tensor<?xf32>
  %d = tensor.dim %y, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  return %e : tensor<?xf32>
}
"""

DENSE = """
func.func @main(%s: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<20x10xi32>) {
  %list = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %splat = arith.constant dense<7> : tensor<2x3xi32>
  %hex = arith.constant dense<[HEX]> : tensor<20x10xi32>
  %sum = arith.addi %list, %s : tensor<2x3xi32>
  return %sum, %splat, %hex : tensor<2x3xi32>, tensor<2x3xi32>, tensor<20x10xi32>
}
""".replace("[HEX]", "[" + ", ".join(
    "[" + ", ".join(str(10 * r + c) for c in range(10)) + "]" for r in range(20)) + "]")

RESOURCE = """
func.func @main() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}
"""

RESHAPE = """
func.func @main(%a: tensor<4x8xf32>) -> tensor<32xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %0 : tensor<32xf32>
}
"""


def _verifies(text: str) -> bool:
    return verifier_errors(text) == []


def _dynamic_dims(text: str) -> int:
    return shape_cost(text)[0]


def _compile(text: str, flags: list[str], tmp_path) -> tuple[str, str]:
    """(kind, output) of a full, independent iree-compile run."""
    path = tmp_path / "result.mlir"
    path.write_text(text)
    done = subprocess.run([find_tool("iree-compile"), str(path), *flags, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    return classify(done.returncode, output).value, output


def _reduce(text: str, c: dict, strategies: list, tmp_path) -> str:
    source = tmp_path / "input.mlir"
    source.write_text(text)
    result = reducer.reduce(source, c["signature"], flags=c["flags"], strategies=strategies,
                            isolate_dispatch=False)  # the program's shapes, not an executable's
    return result.generic_text


def _assert_fails_like(text: str, c: dict, kind: str, tmp_path) -> None:
    got, output = _compile(text, c["flags"], tmp_path)
    assert c["signature"] in output
    assert got == kind


# --- dim staticisation: mechanics ------------------------------------------------------------

def test_edits_name_functions_and_positions_and_survive_a_reparse() -> None:
    """One edit per dynamic dim and size: argument, result, then dim reads; stable keys."""
    module = parse(I4["text"])
    edits = DimStaticization(sizes=(1, 16)).edits(module)
    spots = [("arg", "main", 0, 0), ("result", "main", 0, 0), ("dim", "main", ("arg", 0), 0)]
    assert edits == [spot + (1,) for spot in spots] + [spot + (16,) for spot in spots]
    assert DimStaticization(sizes=(1, 16)).edits(parse(module.print())) == edits


def test_all_spots_make_the_program_static_and_valid() -> None:
    """Argument, result and dim read at size 1: no `?` left, iree-opt verifies, input intact."""
    module = parse(I4["text"])
    before = module.print()
    strategy = DimStaticization()
    candidate = strategy.apply(module, strategy.edits(module))
    assert candidate is not None
    text = candidate.print()
    assert _dynamic_dims(text) == 0 and _dynamic_dims(before) > 0
    assert "tensor<1x4096xi4>" in text and "tensor.dim" not in text
    assert _verifies(text)
    assert module.print() == before


def test_each_dim_is_its_own_edit() -> None:
    """The argument alone: the result stays dynamic through a cast, and the program is valid."""
    module = parse(I4["text"])
    candidate = DimStaticization().apply(module, [("arg", "main", 0, 0, 3)])
    assert candidate is not None
    text = candidate.print()
    assert "^bb0(%arg0: tensor<3x4096xi4>" in text
    assert "-> tensor<?x4096xi4>, sym_name" in text
    assert _verifies(text)


def test_one_size_for_all_dims_of_a_candidate() -> None:
    """Edits of several sizes in one candidate: every chosen dim gets the smallest size."""
    module = parse(F4_DYNAMIC)
    candidate = DimStaticization().apply(
        module, [("arg", "main", 0, 0, 16), ("result", "main", 0, 0, 3)])
    assert candidate is not None
    text = candidate.print()
    assert "tensor<3x129xf32>" in text and "tensor<3x129xf4E2M1FN>" in text
    assert "16x129" not in text and "tensor.cast" not in text
    assert _verifies(text)


def test_call_sites_get_casts() -> None:
    """A callee's argument and result made static: its calls cast to and from the old types."""
    module = parse(CALLS)
    strategy = DimStaticization()
    edits = [e for e in strategy.edits(module) if e[1] == "twice" and e[-1] == 16]
    assert [e[0] for e in edits] == ["arg", "result"]
    candidate = strategy.apply(module, edits)
    assert candidate is not None
    text = candidate.print()
    assert "function_type = (tensor<16x8xf32>) -> tensor<16x8xf32>, sym_name = \"twice\"" in text
    assert "(tensor<16x8xf32>) -> tensor<16x8xf32>" in text.split('"func.call"')[1].split("\n")[0]
    assert _verifies(text)


def test_dim_read_becomes_a_constant() -> None:
    """The rows of an external call's result are read once: the read becomes the size."""
    module = parse(DIM_OF_CALL)
    strategy = DimStaticization(sizes=(5,))
    edits = strategy.edits(module)
    assert edits == [("result", "main", 0, 0, 5), ("dim", "main", ("func.call", 0, 0), 0, 5)]
    candidate = strategy.apply(module, edits)
    assert candidate is not None
    text = candidate.print()
    assert "tensor.dim" not in text and "tensor<5xf32>" in text
    assert "function_type = () -> tensor<5xf32>, sym_name = \"main\"" in text
    assert _verifies(text)


def test_invalid_program_is_retyped_in_place_keeping_its_error() -> None:
    """A program failing the verifier cannot be canonicalised: arguments are retyped in place,
    with no casts, and the verifier still reports just the original error."""
    module = parse(BMM_DYNAMIC)
    strategy = DimStaticization()
    candidate = strategy.apply(module, strategy.edits(module))
    assert candidate is not None
    text = candidate.print()
    assert "^bb0(%arg0: tensor<1x4x1x32xf16>, %arg1: tensor<1x32x128xf16>)" in text
    assert "tensor.cast" not in text and "tensor.dim" not in text
    assert verifier_errors(text) == verifier_errors(module.print())


def test_a_text_verified_again_costs_no_iree_opt_run(monkeypatch) -> None:
    """Shape shrinking checks its candidate, then the prefilter the same text: iree-opt
    runs once for both, and the errors are the same."""
    runs = []
    normalize = importlib.import_module("reducer.ir.normalize")
    verify = normalize._verify
    monkeypatch.setattr(normalize, "_verify", lambda *args: runs.append(1) or verify(*args))
    text = BMM_DYNAMIC.replace("@main", "@main_verified_twice")
    first = verifier_errors(text)
    assert verifier_errors(text) == first and first and len(runs) == 1
    first.clear()  # a caller's list is its own
    assert verifier_errors(text) and len(runs) == 1


def test_gone_spots_give_none_and_results_repeat() -> None:
    """A spot that is no longer there gives None; the same choice gives the same text."""
    module = parse(I4["text"])
    assert DimStaticization().apply(module, [("arg", "main", 1, 0, 1)]) is None
    assert DimStaticization().apply(module, [("dim", "other", ("arg", 0), 0, 1)]) is None
    edits = DimStaticization().edits(module)
    first = DimStaticization().apply(module, edits[:2])
    second = DimStaticization().apply(parse(I4["text"]), edits[:2])
    assert first is not None and second is not None and first.print() == second.print()


# --- shape shrinking: mechanics --------------------------------------------------------------

def test_ladder_keeps_divisors_and_remainders() -> None:
    assert ladder(4096) == [1, 2, 4, 8, 16, 32, 64]
    assert ladder(37) == [1, 3, 5, 13, 21]  # 37 mod 2, 4, 8, 16 kept by 3, 5, 13, 21
    assert ladder(100) == [1, 2, 4, 12, 20]
    assert ladder(2) == [1] and ladder(1) == []


def test_a_size_is_replaced_everywhere_at_once() -> None:
    """4096 -> 16 in every type, the function type included; valid; the input is intact."""
    module = parse(I4["text"])
    before = module.print()
    strategy = ShapeShrinking()
    assert strategy.edits(module) == [[Resize(((4096, m),)) for m in ladder(4096)]]
    candidate = strategy.apply(module, [Resize(((4096, 64),)), Resize(((4096, 16),))])
    # the smallest wins
    assert candidate is not None
    text = candidate.print()
    assert "4096" not in text
    assert "(tensor<?x16xi4>, tensor<16x16xi4>) -> tensor<?x16xi4>" in text
    assert _verifies(text)
    assert module.print() == before


def test_dense_literals_follow_their_shape() -> None:
    """Element lists and hex data are cut to the new shape, splats stay; iree-opt agrees."""
    module = parse(DENSE)
    assert 'dense<"0x' in module.print()  # iree-opt writes big literals as hex
    ladders = ShapeShrinking().edits(module)
    sizes = sorted(static_sizes(module.print()) - {1}, reverse=True)
    assert ladders[0] == [Resize(tuple((n, 1) for n in sizes))]  # first every size to 1
    # Then each size's divisors as one ladder (bisected), each remainder as its own (climbed).
    assert [[resize.sizes for resize in rungs] for rungs in ladders[1:]] == [
        [((20, 1),), ((20, 2),), ((20, 4),)], [((20, 12),)], [((10, 1),), ((10, 2),)],
        [((10, 6),)], [((3, 1),)], [((2, 1),)]]
    assert [r.sizes[0][1] for rungs in ladders[1:3] for r in rungs] == ladder(20)
    candidate = ShapeShrinking().apply(module, [Resize(((3, 1), (20, 4), (10, 2)))])
    assert candidate is not None
    text = candidate.print()
    assert _verifies(text)
    pretty = subprocess.run([find_tool("iree-opt"), "-"], input=text, capture_output=True,
                            text=True, check=True).stdout
    assert "dense<[[1], [4]]> : tensor<2x1xi32>" in pretty
    assert "dense<7> : tensor<2x1xi32>" in pretty
    assert "dense<[[0, 1], [10, 11], [20, 21], [30, 31]]> : tensor<4x2xi32>" in pretty


def test_literals_that_cannot_follow_are_refused() -> None:
    """A resource blob keeps its size, so its shape cannot shrink."""
    module = parse(RESOURCE)
    assert ShapeShrinking().apply(module, [Resize(((2, 1),))]) is None
    with pytest.raises(ValueError):
        resize_dense("value = dense_resource<blob> : tensor<2xf32>", {2: 1})
    assert map_sizes("vector<4x[4]xf32>", {4: 2}) == "vector<2x[4]xf32>"


def test_inconsistent_combinations_are_refused() -> None:
    """Shrinking one side of a reshape breaks it; shrinking both sides consistently does not."""
    module = parse(RESHAPE)
    strategy = ShapeShrinking()
    assert strategy.apply(module, [Resize(((8, 4),))]) is None
    both = strategy.apply(module, [Resize(((8, 4),)), Resize(((32, 16),))])
    assert both is not None and _verifies(both.print())


# --- reductions of real failures -------------------------------------------------------------

@pytest.mark.slow
def test_i4_case_becomes_static_and_small(tmp_path) -> None:
    """The i4 matmul case: its dynamic rows become static, its 4096s shrink; it still fails."""
    text = _reduce(I4["text"], I4, [DimStaticization(), ShapeShrinking()], tmp_path)
    assert _dynamic_dims(text) == 0
    assert static_sizes(text) == {1, 64}
    _assert_fails_like(text, I4, "diagnostic", tmp_path)


@pytest.mark.slow
def test_dynamic_dim_the_failure_needs_is_kept(tmp_path) -> None:
    """With 16 rows the i4 case compiles: offered only that size, the dynamic rows stay while
    the 4096s still shrink, down to 16 (with 8 the failure is gone)."""
    strategy = DimStaticization(sizes=(16,))
    module = parse(I4["text"])
    static = strategy.apply(module, strategy.edits(module))
    assert static is not None and _dynamic_dims(static.print()) == 0
    kind, output = _compile(static.print(), I4["flags"], tmp_path)
    assert kind == "ok" and I4["signature"] not in output

    text = _reduce(I4["text"], I4, [DimStaticization(sizes=(16,)), ShapeShrinking()], tmp_path)
    assert "(tensor<?x16xi4>, tensor<16x16xi4>) -> tensor<?x16xi4>" in text
    _assert_fails_like(text, I4, "diagnostic", tmp_path)


@pytest.mark.slow
def test_odd_f4_count_stays_odd(tmp_path) -> None:
    """The f4 packing failure needs an odd element count above 1: the dynamic rows become 1
    and the 129 columns shrink to 3, not 1."""
    text = _reduce(F4_DYNAMIC, F4, [DimStaticization(), ShapeShrinking()], tmp_path)
    assert _dynamic_dims(text) == 0
    assert static_sizes(text) == {1, 3}
    _assert_fails_like(text, F4, "diagnostic", tmp_path)


def test_verifier_failure_shrinks_too(tmp_path) -> None:
    """The invalid batch_matmul: arguments become static and every size shrinks to 1, and
    the verifier error is still the one reported."""
    text = _reduce(BMM_DYNAMIC, BMM, [DimStaticization(), ShapeShrinking()], tmp_path)
    module: Module = parse(text)
    func = next(op for op in module.walk() if op.name == "func.func")
    arg_types = [a.type for a in func.regions[0].blocks[0].args]
    assert arg_types == ["tensor<1x1x1x1xf16>", "tensor<1x1x1xf16>"]
    assert static_sizes(text) == {1}
    _assert_fails_like(text, BMM, "diagnostic", tmp_path)
