"""Values in each op's domain (`reducer.runtime.domains`), numpy's reference for an op
(`reducer.wrong_result.reference`) and the function behind IREE's ABI wrapper
(`reducer.ir.abi`): no compiles, iree-opt at most."""
from __future__ import annotations

import numpy as np
import pytest
from abi_form import in_abi_form

from reducer.ir import parse
from reducer.ir.abi import is_wrapped, unwrapped
from reducer.ir.edit import replace_all_uses
from reducer.ir.functions import entry_block, stand_in
from reducer.ir.program import entry_function
from reducer.runtime.domains import IndexDomain, argument_domains, needs, shape_of, uninitialized
from reducer.runtime.execution import program_inputs, read_module
from reducer.wrong_result.reference import ambiguous, operand_values, reference, wrong

F = "!torch.vtensor<[4,16],f32>"
ROUTER = f"""
func.func @main(%x: {F}, %src: !torch.vtensor<[4,6],f32>, %table: !torch.vtensor<[5,3],f32>,
                %tokens: !torch.vtensor<[7],si64>)
    -> ({F}, !torch.vtensor<[4,6],f32>, !torch.vtensor<[7,3],f32>) {{
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %int-1 = torch.constant.int -1
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %values, %indices = torch.aten.topk %x, %int6, %int-1, %true, %true : {F}, !torch.int,
      !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[4,6],f32>,
      !torch.vtensor<[4,6],si64>
  %picked = torch.aten.gather %x, %int1, %indices, %false : {F}, !torch.int,
      !torch.vtensor<[4,6],si64>, !torch.bool -> !torch.vtensor<[4,6],f32>
  %written = torch.aten.scatter.src %x, %int1, %indices, %src : {F}, !torch.int,
      !torch.vtensor<[4,6],si64>, !torch.vtensor<[4,6],f32> -> {F}
  %rows = torch.aten.embedding %table, %tokens, %int-1, %false, %false :
      !torch.vtensor<[5,3],f32>, !torch.vtensor<[7],si64>, !torch.int, !torch.bool,
      !torch.bool -> !torch.vtensor<[7,3],f32>
  return %written, %picked, %rows : {F}, !torch.vtensor<[4,6],f32>, !torch.vtensor<[7,3],f32>
}}"""


def index_as_argument(text: str) -> str:
    """`text` with topk's indices taken from a new argument instead (as op removal does)."""
    module = parse(text)
    topk = next(op for op in module.walk() if op.name == "torch.aten.topk")
    replace_all_uses(topk.results[1], stand_in(module, topk, topk.results[1]))
    return module.print()


def test_an_argument_that_replaces_an_index_operand_gets_in_range_distinct_data() -> None:
    module = parse(index_as_argument(ROUTER))
    domains = argument_domains(module)
    assert domains[4] == IndexDomain((16,), (1,), domains[4].what)  # the scatter's: distinct
    assert "torch.aten.scatter.src into dim 1 of 16" in domains[4].what
    assert domains[3] == IndexDomain((5,), (), domains[3].what)  # the embedding's tokens
    assert domains[:3] == [None, None, None]
    data = program_inputs(module)
    tokens, indices = data[3], data[4]
    assert tokens.min() >= 0 and tokens.max() < 5  # random 0..7 would be out of range
    assert indices.shape == (4, 6) and indices.min() >= 0 and indices.max() < 16
    assert all(len(set(row)) == 6 for row in indices.tolist())  # each element written once
    assert np.array_equal(program_inputs(module)[4], indices)  # deterministic


def test_domains_follow_the_argument_through_casts_reshapes_and_wrappers() -> None:
    module = read_module("""
util.func private @f$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view,
    %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view {
  %u = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<6xf32>
  %i = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3xi32>
  %w = arith.extsi %i : tensor<3xi32> to tensor<3xi64>
  %e = tensor.expand_shape %w [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
  %z = arith.constant dense<0.0> : tensor<4x2xf32>
  %u2 = tensor.expand_shape %u [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %s = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false)
      ins(%u2, %e : tensor<3x2xf32>, tensor<3x1xi64>) outs(%z : tensor<4x2xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<4x2xf32>
  %r = hal.tensor.barrier join(%s : tensor<4x2xf32>) => %arg3 : !hal.fence
  %v = hal.tensor.export %r : tensor<4x2xf32> -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
util.func public @f(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %device = hal.devices.get %c0 : !hal.device
  %0 = util.null : !hal.fence
  %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %1 = util.call @f$async(%arg0, %arg1, %0, %fence)
      : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
  %c-1 = arith.constant -1 : i32
  %2 = hal.fence.await until([%fence]) timeout_millis(%c-1) flags("None") : i32
  util.return %1 : !hal.buffer_view
}""")
    first, indices = argument_domains(module)
    assert first is None
    # Through the wrapper, the import, a cast and a reshape: distinct rows of 4.
    assert indices.bounds == (4,) and indices.unique == (0,)
    data = program_inputs(module)[1]
    assert data.dtype == np.int32 and sorted(set(data.tolist())) == sorted(data.tolist())
    assert data.max() < 4


def test_an_op_sees_values_outside_its_domain_and_says_why() -> None:
    module = parse(ROUTER)
    scatter = next(op for op in module.walk() if op.name == "torch.aten.scatter.src")
    shapes = [shape_of(v.type) for v in scatter.operands]
    domain = needs(scatter, shapes)[2]
    assert domain.violation(np.array([[0, 1, 2, 3, 4, 5]] * 4)) is None
    assert "16 at [0, 5] is outside [0, 16)" in domain.violation(
        np.array([[0, 1, 2, 3, 4, 16]] * 4))
    assert "3 repeats along dim 1" in domain.violation(np.array([[0, 1, 2, 3, 3, 5]] * 4))


def test_numpy_judges_topk_indices_up_to_ties() -> None:
    module = parse(ROUTER)
    topk = next(op for op in module.walk() if op.name == "torch.aten.topk")
    x = np.array([[3, 1, 3, 0, 2, 5, 4, 9, 8, 7, 6, 3, 2, 1, 0, 0]] * 4, dtype=np.float32)
    values = operand_values(topk, {0: x})
    assert ambiguous(topk, values)
    expected = reference(topk, values)
    assert expected is not None and expected[1].tolist()[0] == [7, 8, 9, 10, 5, 6]
    tied = expected[1].copy()
    tied[:, [4, 5]] = tied[:, [5, 4]]  # 5 and 6 swapped: 5.0 and 4.0, not a tie
    assert wrong(topk, 1, tied, expected[1], values, 1e-4, 1e-5) is not None
    y = x.copy()
    y[:, 6] = 5  # now 5 and 6 tie at 5.0: either order is right
    expected = reference(topk, operand_values(topk, {0: y}))
    swapped = expected[1].copy()
    swapped[:, [4, 5]] = swapped[:, [5, 4]]
    assert wrong(topk, 1, swapped, expected[1], operand_values(topk, {0: y}), 0, 0) is None
    repeated = expected[1].copy()
    repeated[:, 5] = repeated[:, 4]  # an index twice is never right
    found = wrong(topk, 1, repeated, expected[1], operand_values(topk, {0: y}), 0, 0)
    assert found is not None and found.differing == 4 * 6


def test_numpy_computes_scatter_gather_and_a_linalg_sort() -> None:
    module = parse(ROUTER)
    scatter = next(op for op in module.walk() if op.name == "torch.aten.scatter.src")
    x, src = np.zeros((4, 16), np.float32), np.ones((4, 6), np.float32)
    index = np.tile(np.arange(6), (4, 1))
    out = reference(scatter, operand_values(scatter, {0: x, 2: index, 3: src}))
    assert out is not None and out[0][:, :6].sum() == 24 and out[0][:, 6:].sum() == 0
    sort = read_module("""
func.func @main(%k: tensor<2x4xf32>, %i: tensor<2x4xi64>) -> tensor<2x4xi64> {
  %0:2 = iree_linalg_ext.sort dimension(1) outs(%k, %i : tensor<2x4xf32>, tensor<2x4xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %1 = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %1 : i1
  } -> tensor<2x4xf32>, tensor<2x4xi64>
  return %0#1 : tensor<2x4xi64>
}""")
    op = next(o for o in sort.walk() if o.name == "iree_linalg_ext.sort")
    keys = np.array([[0.1, 0.4, 0.2, 0.3], [1, 1, 0, 2]], np.float32)
    iota = np.tile(np.arange(4), (2, 1))
    values = operand_values(op, {0: keys, 1: iota})
    sorted_keys, payload = reference(op, values)
    assert payload.tolist() == [[1, 3, 2, 0], [3, 0, 1, 2]]
    assert wrong(op, 1, np.array([[1, 3, 2, 0], [3, 1, 0, 2]]), payload, values, 0, 0) is None
    assert wrong(op, 1, np.array([[1, 3, 2, 0], [3, 2, 1, 0]]), payload, values, 0, 0) \
        is not None


def test_the_work_function_behind_the_abi_wrapper_is_a_program_over_tensors() -> None:
    wrapped = read_module(in_abi_form("""
  %d = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
  %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x?xf32>{%d}
  %1 = math.exp %0 : tensor<2x?xf32>
  %2 = hal.tensor.barrier join(%1 : tensor<2x?xf32>) => %arg2 : !hal.fence
  %e = tensor.dim %2, %d : tensor<2x?xf32>
  %3 = hal.tensor.export %2 : tensor<2x?xf32>{%e} -> !hal.buffer_view
  util.return %3 : !hal.buffer_view
"""))
    assert is_wrapped(wrapped)
    work = unwrapped(wrapped)
    func = entry_function(work)
    assert [a.type for a in entry_block(func).args] == ["tensor<2x?xf32>"]
    names = [op.name for op in work.walk()]
    assert "util.call" not in names and not any(n.startswith("hal.") for n in names)
    assert names.count("util.func") == 1 and "tensor.dim" in names and "math.exp" in names
    assert "iree.abi" not in (func.attrs or "") and "inline" not in (func.props or "")
    assert not is_wrapped(work) and unwrapped(work) is work
    with pytest.raises(StopIteration):  # the wrapped module is left as it was
        next(op for op in work.walk() if op.name == "hal.tensor.import")
    assert any(op.name == "hal.tensor.import" for op in wrapped.walk())


def test_contents_nobody_wrote_are_undefined_where_an_op_reads_them() -> None:
    module = read_module("""
func.func @main(%a: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) {
  %e = tensor.empty() : tensor<2x4xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<2x4xi64>
  %keys = tensor.empty() : tensor<2x4xf32>
  %s:2 = iree_linalg_ext.sort dimension(1) outs(%keys, %iota : tensor<2x4xf32>, tensor<2x4xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %t = arith.cmpf oge, %x, %y : f32
    iree_linalg_ext.yield %t : i1
  } -> tensor<2x4xf32>, tensor<2x4xi64>
  %sum = arith.addf %a, %s#0 : tensor<2x4xf32>
  return %sum, %iota, %a : tensor<2x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>
}""")
    block = entry_block(entry_function(module))
    undefined = uninitialized(block)
    found = [(op.name, id(v) in undefined) for op in block.ops for v in op.results]
    # The iota only writes its init; the sort reads its keys; the sum reads the sort's.
    assert found == [("tensor.empty", True), ("linalg.generic", False), ("tensor.empty", True),
                     ("iree_linalg_ext.sort", True), ("iree_linalg_ext.sort", True),
                     ("arith.addf", True)]


LINALG = """
func.func @main(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<3x5xf32>,
                %ba: tensor<2x3x4xf32>, %bb: tensor<2x4x5xf32>, %bc: tensor<2x3x5xf32>,
                %bt: tensor<5x4xf32>, %bias: tensor<5xf32>, %m: tensor<3xf32>,
                %v: tensor<3x8xf32>, %ov: tensor<3x2xf32>, %oi: tensor<3x2xi32>)
    -> (tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xf32>,
        tensor<4x5xi64>, tensor<3x2xf32>, tensor<3x2xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>)
      outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  %1 = linalg.batch_matmul ins(%ba, %bb : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
      outs(%bc : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                      affine_map<(d0, d1, d2) -> (d1, d2)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : tensor<3x4xf32>, tensor<5x4xf32>) outs(%c : tensor<3x5xf32>)
      -> tensor<3x5xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d1)>,
                                        affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<3x5xf32>, tensor<5xf32>) outs(%c : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %e = math.exp %s : f32
    %p = arith.mulf %e, %out : f32
    linalg.yield %p : f32
  } -> tensor<3x5xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<3x5xf32>) outs(%m : tensor<3xf32>) {
  ^bb0(%x: f32, %out: f32):
    %t = arith.maximumf %x, %out : f32
    linalg.yield %t : f32
  } -> tensor<3xf32>
  %e5 = tensor.empty() : tensor<4x5xi64>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
                                        affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%bt : tensor<5x4xf32>) outs(%e5 : tensor<4x5xi64>) {
  ^bb0(%x: f32, %out: i64):
    %i = linalg.index 0 : index
    %j = arith.index_cast %i : index to i64
    linalg.yield %j : i64
  } -> tensor<4x5xi64>
  %6:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<3x8xf32>)
      outs(%ov, %oi : tensor<3x2xf32>, tensor<3x2xi32>) {
  ^bb0(%p: f32, %q: f32):
    %t = arith.cmpf ogt, %p, %q : f32
    iree_linalg_ext.yield %t : i1
  } -> tensor<3x2xf32>, tensor<3x2xi32>
  return %0, %1, %2, %3, %4, %5, %6#0, %6#1 : tensor<3x5xf32>, tensor<2x3x5xf32>,
      tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xf32>, tensor<4x5xi64>, tensor<3x2xf32>,
      tensor<3x2xi32>
}"""


def test_numpy_computes_linalgs_structured_ops_and_an_ext_topk() -> None:
    module = read_module(LINALG)
    args = dict(zip((a.name for a in entry_block(entry_function(module)).args),
                    program_inputs(module)))
    ops = [op for op in entry_block(entry_function(module)).ops
           if op.name.startswith(("linalg.", "iree_linalg_ext."))]
    a, b, c, ba, bb, bc, bt, bias, m, v, ov, oi = args.values()
    unwritten = np.zeros((4, 5), np.int64)  # the tensor.empty the index generic writes
    got = [reference(op, [args.get(x.name, unwritten) for x in op.operands], module.aliases)
           for op in ops]
    assert [op.name for op in ops] == ["linalg.matmul", "linalg.batch_matmul", "linalg.matmul",
                                       "linalg.generic", "linalg.generic", "linalg.generic",
                                       "iree_linalg_ext.topk"]
    assert np.allclose(got[0][0], c + a @ b, atol=1e-6)
    assert np.allclose(got[1][0], bc + ba @ bb, atol=1e-6)
    assert np.allclose(got[2][0], c + a @ bt.T, atol=1e-6)  # its maps transpose B
    assert np.allclose(got[3][0], np.exp(c + bias) * c, atol=1e-6)
    assert np.array_equal(got[4][0], np.maximum(m, c.max(axis=1)))
    assert got[5][0].dtype == np.int64 and got[5][0].tolist() == [[i] * 5 for i in range(4)]
    # A top-k merges its outputs' initial values with its input: the 2 best of both.
    both, index = np.concatenate([ov, v], 1), np.concatenate([oi, np.tile(np.arange(8), (3, 1))], 1)
    best = np.argsort(-both, axis=1, kind="stable")[:, :2]
    assert np.array_equal(got[6][0], np.take_along_axis(both, best, 1))
    assert np.array_equal(got[6][1], np.take_along_axis(index, best, 1))
    assert got[6][1].dtype == np.int32


def test_a_structured_op_whose_body_reads_memory_has_no_reference() -> None:
    module = read_module("""
func.func @main(%i: tensor<4xi64>, %t: tensor<6xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%i : tensor<4xi64>)
      outs(%e : tensor<4xf32>) {
  ^bb0(%x: i64, %out: f32):
    %k = arith.index_cast %x : i64 to index
    %v = tensor.extract %t[%k] : tensor<6xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}""")
    op = next(op for op in module.walk() if op.name == "linalg.generic")
    assert reference(op, [np.arange(4), np.zeros(4, np.float32)], module.aliases) is None


def test_a_linalg_float_result_is_judged_at_the_scale_of_its_output() -> None:
    module = read_module(LINALG)
    matmul = next(op for op in module.walk() if op.name == "linalg.matmul")
    expected = np.array([[100.0, 0.0]], np.float32)
    rounded = np.array([[100.0, 0.004]], np.float32)  # a float32 sum's rounding near 0
    assert wrong(matmul, 0, rounded, expected, [], 1e-4, 1e-5) is None
    off = np.array([[100.0, 0.02]], np.float32)
    assert wrong(matmul, 0, off, expected, [], 1e-4, 1e-5) is not None
    f16 = read_module(LINALG.replace("%a: tensor<3x4xf32>", "%a: tensor<3x4xf16>")
                      .replace("ins(%a, %b : tensor<3x4xf32>", "ins(%a, %b : tensor<3x4xf16>")
                      .replace("ins(%a, %bt : tensor<3x4xf32>", "ins(%a, %bt : tensor<3x4xf16>"))
    narrow = next(op for op in f16.walk() if op.name == "linalg.matmul")
    a, b, c = (np.ones(s, np.float32) for s in ((3, 4), (4, 5), (3, 5)))
    assert reference(narrow, [a.astype(np.float16), b, c], f16.aliases) is None
    assert reference(matmul, [a, b, c], module.aliases)[0].tolist() == [[5.0] * 5] * 3
