"""Which operands an op updates in place, and which results of a function are such buffers."""
from __future__ import annotations

from conftest import DATA

from reducer.ir import Value, parse
from reducer.ir.abi import unwrapped
from reducer.ir.in_place import Buffers, destinations, returned_destinations
from reducer.ir.program import entry_function
from samples.routers import routed

ACCUMULATED = """func.func @main(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %x: tensor<3x5xf32>,
                %p: tensor<2x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<15xf32>,
                                         tensor<3x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>)
      outs(%acc : tensor<3x5xf32>) -> tensor<3x5xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                          affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<3x5xf32>) outs(%x : tensor<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<3x5xf32>
  %ins = tensor.insert_slice %p into %neg[0, 0] [2, 5] [1, 1]
      : tensor<2x5xf32> into tensor<3x5xf32>
  %flat = tensor.collapse_shape %acc [[0, 1]] : tensor<3x5xf32> into tensor<15xf32>
  return %mm, %x, %flat, %neg : tensor<3x5xf32>, tensor<3x5xf32>, tensor<15xf32>,
      tensor<3x5xf32>
}"""


def made_by(values: list[Value]) -> list[str | None]:
    return [v.defining_op.name if v.defining_op else None for v in values]


def test_a_matmul_updates_its_init_and_an_insert_its_dest_but_a_map_only_writes() -> None:
    func = entry_function(parse(ACCUMULATED))
    ops = {op.name: op for op in func.walk()}
    assert made_by(destinations(ops["linalg.matmul"])) == ["linalg.fill"]
    assert destinations(ops["linalg.generic"]) == []  # its body never reads %x
    assert destinations(ops["linalg.fill"]) == []
    assert made_by(destinations(ops["tensor.insert_slice"])) == ["linalg.generic"]
    # The fill, seen through its reshape, and the slice's destination; not %x, only written.
    assert [(i, op.name) for i, op in returned_destinations(func)] == [
        (2, "linalg.matmul"), (3, "tensor.insert_slice")]


def test_a_sorts_iota_exported_by_the_abi_wrapper_and_a_scatters_self() -> None:
    text = (DATA / "wrong_result" / "sort_exports_its_iota.input.mlir").read_text()
    work = entry_function(unwrapped(parse(text)))  # through the barrier and the exports
    assert [(i, op.name) for i, op in returned_destinations(work)] == [
        (0, "iree_linalg_ext.sort")]
    for returned, found in ((True, [(1, "torch.aten.scatter.src")]), (False, [])):
        func = entry_function(parse(routed(returns_destination=returned)))
        assert [(i, op.name) for i, op in returned_destinations(func)] == found


MERGED = """func.func @main(%x: tensor<?x4xf32>, %w: tensor<4x4xf32>)
    -> (tensor<?x4xi64>, tensor<?x2xi64>, tensor<?x2xi64>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %rows = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%rows) : tensor<?x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %sum = linalg.matmul ins(%x, %w : tensor<?x4xf32>, tensor<4x4xf32>)
      outs(%acc : tensor<?x4xf32>) -> tensor<?x4xf32>
  %n1 = tensor.dim %sum, %c0 : tensor<?x4xf32>
  %e1 = tensor.empty(%n1) : tensor<?x4xi64>
  %iota1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                           iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<?x4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<?x4xi64>
  %s:2 = iree_linalg_ext.sort dimension(1) outs(%sum, %iota1 : tensor<?x4xf32>, tensor<?x4xi64>) {
  ^bb0(%p: f32, %q: f32, %r: i64, %t: i64):
    %g = arith.cmpf oge, %p, %q : f32
    iree_linalg_ext.yield %g : i1
  } -> tensor<?x4xf32>, tensor<?x4xi64>
  %n2 = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e2 = tensor.empty(%n2) : tensor<?x4xi64>
  %iota2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                           iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<?x4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<?x4xi64>
  %rows2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                           iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<?x4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<?x4xi64>
  %half2 = tensor.extract_slice %iota2[0, 0] [%n2, 2] [1, 1] : tensor<?x4xi64> to tensor<?x2xi64>
  %half3 = tensor.extract_slice %rows2[0, 0] [%n2, 2] [1, 1] : tensor<?x4xi64> to tensor<?x2xi64>
  return %s#1, %half2, %half3 : tensor<?x4xi64>, tensor<?x2xi64>, tensor<?x2xi64>
}"""


def test_values_the_compiler_merges_are_one_buffer() -> None:
    """The second iota is the first, sorted in place, once the compiler merges the two: its
    row count is the same size, read off the product's init and off the input. A slice of it
    returned is a slice of the sort's destination; a slice of the iota over rows is not."""
    func = entry_function(parse(MERGED))
    buffers = Buffers(func)
    body = func.regions[0].blocks[0].ops
    iota1, iota2, rows2 = (op.results[0] for op in body if op.name == "linalg.generic")
    half2 = next(op.results[0] for op in body if op.name == "tensor.extract_slice")
    assert buffers(iota1) == buffers(iota2) != buffers(rows2)
    assert buffers(half2) == buffers(iota2)  # a slice: part of its source
    assert [(i, op.name) for i, op in returned_destinations(func)] == [
        (1, "iree_linalg_ext.sort")]
