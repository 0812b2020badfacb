"""Each strategy alone, on a small program, to its exact result (as llvm-reduce's lit tests).

The engine runs one strategy to a fixpoint with a Python predicate as judge ("the text still
holds this op"), so the verdicts need no compiler; strategies that rewrite through iree-opt
(passes, dim staticisation, element types) use the real one. The reduced program must verify,
and its custom form, printed by iree-opt, must be exactly the text given.
"""
from __future__ import annotations

import re
import struct
from collections.abc import Callable
from pathlib import Path

from reducer.ir import Module, parse, pretty_print
from reducer.ir.measure import measure
from reducer.ir.normalize import verifier_errors
from reducer.search.engine import Engine, Problem
from reducer.search.protocol import Strategy
from reducer.strategies import (
    REGISTRY,
    ArgumentRemoval,
    AttributeRemoval,
    BlockMerging,
    BranchFolding,
    ConstantSimplification,
    DimStaticization,
    ElementTypes,
    FailingOpSlice,
    LoopUnwrapping,
    OperandSkipping,
    OperandsToArgs,
    OpRemoval,
    OptionalOperands,
    Passes,
    RegionRemoval,
    ResultRemoval,
    ResultRerouting,
    ShapeShrinking,
    SymbolRemoval,
    WeightZeroing,
)


def reduced(strategy: Strategy[Module], source: str | Module,
            interesting: Callable[[str], bool]) -> str:
    """`source` reduced by the engine with `strategy` alone while `interesting` holds of the
    generic text; the result, which must verify, in custom form (ending in one newline)."""
    module = parse(source) if isinstance(source, str) else source
    assert interesting(module.print()), "the input itself must be interesting"
    problem = Problem(module, render=Module.print, size=lambda m: measure(m, m.print()),
                      is_interesting=interesting)
    text = Engine(problem, [strategy]).run().print()
    assert verifier_errors(text) == []
    return pretty_print(text).rstrip("\n") + "\n"


def holds(*words: str) -> Callable[[str], bool]:
    """The predicate "the text holds each of `words`"."""
    return lambda text: all(word in text for word in words)


CHAIN = """
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  %1 = arith.subf %0, %b : tensor<4xf32>
  %2 = arith.mulf %1, %0 : tensor<4xf32>
  %3 = arith.divf %2, %a : tensor<4xf32>
  %4 = arith.maximumf %3, %2 : tensor<4xf32>
  return %4 : tensor<4xf32>
}
"""

# The mulf of CHAIN, with what it depends on: what a cut after it keeps.
CHAIN_TO_MULF = """\
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.addf %arg0, %arg1 : tensor<4xf32>
    %1 = arith.subf %0, %arg1 : tensor<4xf32>
    %2 = arith.mulf %1, %0 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
"""


def _spirv_executable(head: str, body: str) -> str:
    """An executable with one export (whose `head` ends its line) and a kernel running
    `body` (lines, each ending in a newline)."""
    return f"""
#target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {{}}>
#layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>
hal.executable public @exe {{
  hal.executable.variant public @spirv target(#target) {{
    hal.executable.export public @kernel ordinal(0) layout(#layout){head}
    builtin.module {{
      func.func @kernel() {{
{body}        return
      }}
    }}
  }}
}}
"""


def _printed_executable(head: str, body: str) -> str:
    """The custom form iree-opt prints for `_spirv_executable(head, body)`, given the `head`
    and `body` it prints for them."""
    return f"""\
#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb">
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>
module {{
  hal.executable public @exe {{
    hal.executable.variant public @spirv target(#executable_target_vulkan_spirv_fb) {{
      hal.executable.export public @kernel ordinal(0) layout(#pipeline_layout){head}
      builtin.module {{
        func.func @kernel() {{
{body}          return
        }}
      }}
    }}
  }}
}}
"""


def test_weights_become_zeros_at_once() -> None:
    """An 80 KB resource blob: one candidate zeroes it, and the section goes."""
    blob = "0x04000000" + struct.pack("<20000f", *[0.5] * 20000).hex().upper()
    text = """
func.func @main(%a: tensor<20000xf32>) -> tensor<20000xf32> {
  %w = arith.constant dense_resource<w> : tensor<20000xf32>
  %s = arith.addf %a, %w : tensor<20000xf32>
  return %s : tensor<20000xf32>
}
{-#
  dialect_resources: {
    builtin: {
      w: "BLOB"
    }
  }
#-}
""".replace("BLOB", blob)
    assert reduced(WeightZeroing(), text, holds('"arith.addf"')) == """\
module {
  func.func @main(%arg0: tensor<20000xf32>) -> tensor<20000xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<20000xf32>
    %0 = arith.addf %arg0, %cst : tensor<20000xf32>
    return %0 : tensor<20000xf32>
  }
}
"""


def test_failing_op_slice_keeps_the_op_and_the_producers_it_needs() -> None:
    """The mulf alone (depth 0) loses the addf the predicate needs; depth 1 keeps it, and
    what came after the mulf goes."""
    module = parse(CHAIN)
    mulf = next(op for op in module.walk() if op.name == "arith.mulf")
    result = reduced(FailingOpSlice([mulf.id]), module, holds('"arith.mulf"', '"arith.addf"'))
    assert result == CHAIN_TO_MULF


def test_result_rerouting_cuts_after_the_op_and_returns_it() -> None:
    assert reduced(ResultRerouting(), CHAIN, holds('"arith.mulf"')) == CHAIN_TO_MULF


def test_symbol_removal_drops_the_symbols_not_needed_and_their_users() -> None:
    """The call's result becomes an argument; the global the predicate needs stays."""
    text = """
util.global private @kept = dense<1.0> : tensor<4xf32>
util.global private @unused = dense<2.0> : tensor<4xf32>
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.negf %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @other() {
  return
}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = util.global.load @kept : tensor<4xf32>
  %h = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = arith.mulf %k, %h : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
    assert reduced(SymbolRemoval(), text, holds('"arith.mulf"', "@kept")) == """\
module {
  util.global private @kept = dense<1.000000e+00> : tensor<4xf32>
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %kept = util.global.load @kept : tensor<4xf32>
    %0 = arith.mulf %kept, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_passes_inline_deduplicate_and_drop_dead_symbols() -> None:
    text = """
func.func private @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @unused(%x: f32) -> f32 {
  return %x : f32
}
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @twice(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = arith.mulf %0, %0 : tensor<4xf32>
  %2 = arith.mulf %0, %0 : tensor<4xf32>
  %3 = arith.subf %1, %2 : tensor<4xf32>
  return %3 : tensor<4xf32>
}
"""
    assert reduced(Passes(), text, holds('"arith.subf"')) == """\
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
    %1 = arith.mulf %0, %0 : tensor<4xf32>
    %2 = arith.subf %1, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
"""


def test_result_removal_stops_returning_values_and_their_producers_die() -> None:
    text = """
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = arith.addf %a, %a : tensor<4xf32>
  %1 = arith.mulf %a, %a : tensor<4xf32>
  %2 = arith.negf %1 : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
"""
    assert reduced(ResultRemoval(), text, holds('"arith.mulf"')) == """\
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.mulf %arg0, %arg0 : tensor<4xf32>
    %1 = arith.negf %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
"""


def test_result_removal_drops_what_a_wrapper_only_passes_on_from_both() -> None:
    """A wrapper that only returns what its call gives stops returning a result its callee
    drops, rather than handing back its own argument in its place."""
    module = parse("""
func.func private @work(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = arith.addf %a, %a : tensor<4xf32>
  %1 = arith.mulf %a, %a : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = call @work(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
""")
    strategy = ResultRemoval()
    addf = next(e for e in strategy.edits(module)
                if e.value == next(op for op in module.walk()
                                   if op.name == "arith.addf").results[0].name)
    text = strategy.apply(module, [addf]).print()  # type: ignore[union-attr]
    assert pretty_print(text).rstrip("\n") + "\n" == """\
module {
  func.func private @work(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.mulf %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @work(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_op_removal_moves_uses_to_a_same_typed_operand() -> None:
    """Every op but the mulf goes: the uses of each removed op's result move to an operand of
    it of the same type, down to the function's arguments."""
    assert reduced(OpRemoval(), CHAIN, holds('"arith.mulf"')) == """\
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.mulf %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_operand_skipping_keeps_the_path_from_a_farther_producer() -> None:
    """The divf and the mulf go, but not the path from the addf through the subf to the
    maximumf: each skipped operand takes a value its producer was computed from, where op
    removal would hand it the producer's own operand (CHAIN's arguments, at the top)."""
    interesting = holds('"arith.maximumf"', '"arith.subf"', '"arith.addf"')
    assert reduced(OperandSkipping(), CHAIN, interesting) == """\
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.addf %arg0, %arg1 : tensor<4xf32>
    %1 = arith.subf %0, %arg1 : tensor<4xf32>
    %2 = arith.maximumf %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
"""


def test_operand_skipping_hands_a_barrier_a_value_of_another_type() -> None:
    """The barrier's only operand, a scalar the chain made of the addf's result, becomes that
    result itself, and the barrier's unused result takes its type: the extract and the
    from_elements go, the addf stays."""
    text = """
func.func @main(%a: tensor<4xf32>, %f: !hal.fence) -> tensor<4xf32> {
  %0 = arith.negf %a : tensor<4xf32>
  %1 = arith.addf %0, %a : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.extract %1[%c0] : tensor<4xf32>
  %3 = tensor.from_elements %2 : tensor<1xf32>
  %4 = hal.tensor.barrier join(%3 : tensor<1xf32>) => %f : !hal.fence
  return %0 : tensor<4xf32>
}
"""
    assert reduced(OperandSkipping(), text, holds('"arith.addf"')) == """\
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: !hal.fence) -> tensor<4xf32> {
    %0 = arith.negf %arg0 : tensor<4xf32>
    %1 = arith.addf %0, %arg0 : tensor<4xf32>
    %2 = hal.tensor.barrier join(%1 : tensor<4xf32>) => %arg1 : !hal.fence
    return %0 : tensor<4xf32>
  }
}
"""


def test_optional_operands_drop_a_subspans_offset() -> None:
    """The offset goes; its constant stays, as the store still uses it."""
    text = _spirv_executable("", """\
        %c0 = arith.constant 0 : index
        %cst = arith.constant 1.0 : f32
        %0 = hal.interface.binding.subspan layout(#layout) binding(0) alignment(64) offset(%c0) : memref<4xf32>
        memref.store %cst, %0[%c0] : memref<4xf32>
""")
    assert reduced(OptionalOperands(), text, holds('"memref.store"')) == _printed_executable(
        "", """\
          %c0 = arith.constant 0 : index
          %cst = arith.constant 1.000000e+00 : f32
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) : memref<4xf32>
          memref.store %cst, %0[%c0] : memref<4xf32>
""")


def test_region_removal_empties_an_exports_workgroup_count() -> None:
    text = _spirv_executable(""" count(%device: !hal.device) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %c1, %c1, %c1 : index, index, index
    }""", "")
    assert reduced(RegionRemoval(), text, holds('"func.func"')) == _printed_executable("", "")


def test_loop_unwrapping_runs_the_body_once_at_the_lower_bound() -> None:
    text = """
func.func @main(%m: memref<8xf32>, %v: f32) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c2 to %c8 step %c1 {
    memref.store %v, %m[%i] : memref<8xf32>
  }
  return
}
"""
    assert reduced(LoopUnwrapping(), text, holds('"memref.store"')) == """\
module {
  func.func @main(%arg0: memref<8xf32>, %arg1: f32) {
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    memref.store %arg1, %arg0[%c2] : memref<8xf32>
    return
  }
}
"""


def test_branch_folding_takes_one_side_and_leaves_the_other_block_unreached() -> None:
    text = """
func.func @main(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %a, %a : i32
  return %1 : i32
}
"""
    assert reduced(BranchFolding(), text, holds('"arith.muli"')) == """\
module {
  func.func @main(%arg0: i1, %arg1: i32) -> i32 {
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %0 = arith.addi %arg1, %arg1 : i32
    return %0 : i32
  ^bb2:  // no predecessors
    %1 = arith.muli %arg1, %arg1 : i32
    return %1 : i32
  }
}
"""


def test_block_merging_joins_a_chain_of_blocks() -> None:
    """The block argument takes the branch's operand."""
    text = """
func.func @main(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%0: i32):
  %1 = arith.addi %0, %0 : i32
  cf.br ^bb2
^bb2:
  %2 = arith.muli %1, %1 : i32
  return %2 : i32
}
"""
    assert reduced(BlockMerging(), text, holds('"arith.muli"')) == """\
module {
  func.func @main(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }
}
"""


def test_operands_to_args_feeds_the_matmul_from_arguments() -> None:
    """The fill and the empty tensor die; the unused arguments are argument removal's."""
    text = """
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
"""
    result = reduced(OperandsToArgs(), text, holds('"linalg.matmul"', '"arith.mulf"'))
    assert result == """\
module {
  func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: f32, %arg3: tensor<4x16xf32>, %arg4: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg4 : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
}
"""


def test_argument_removal_drops_unused_arguments_at_call_sites_too() -> None:
    text = """
func.func private @callee(%x: f32, %unused: i32) -> f32 {
  return %x : f32
}
func.func @main(%a: f32, %b: i32, %c: index) -> f32 {
  %0 = call @callee(%a, %b) : (f32, i32) -> f32
  return %0 : f32
}
"""
    assert reduced(ArgumentRemoval(), text, holds('"func.call"')) == """\
module {
  func.func private @callee(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
  func.func @main(%arg0: f32) -> f32 {
    %0 = call @callee(%arg0) : (f32) -> f32
    return %0 : f32
  }
}
"""


def test_constant_simplification_zeroes_else_splats_the_first_element() -> None:
    """The integers may not be zero: they become a splat of their first element."""
    text = """
func.func @main() -> (tensor<3xf32>, tensor<2xi32>, f32) {
  %a = arith.constant dense<[1.5, -2.25, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[7, 8]> : tensor<2xi32>
  %s = arith.constant 0.176776692 : f32
  return %a, %b, %s : tensor<3xf32>, tensor<2xi32>, f32
}
"""

    def no_zero_integers(text: str) -> bool:
        return "dense<0> : tensor<2xi32>" not in text
    assert reduced(ConstantSimplification(), text, no_zero_integers) == """\
module {
  func.func @main() -> (tensor<3xf32>, tensor<2xi32>, f32) {
    %cst = arith.constant dense<0.000000e+00> : tensor<3xf32>
    %cst_0 = arith.constant dense<7> : tensor<2xi32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    return %cst, %cst_0, %cst_1 : tensor<3xf32>, tensor<2xi32>, f32
  }
}
"""


def test_element_types_make_f16_f32_and_keep_the_i4_the_predicate_needs() -> None:
    """f16 -> f32 turns the extf into an identity, folded away."""
    text = """
func.func @main(%a: tensor<4xf16>, %b: tensor<4xi4>) -> (tensor<4xf32>, tensor<4xi4>) {
  %0 = arith.extf %a : tensor<4xf16> to tensor<4xf32>
  %1 = arith.addi %b, %b : tensor<4xi4>
  return %0, %1 : tensor<4xf32>, tensor<4xi4>
}
"""
    assert reduced(ElementTypes(), text, holds("i4")) == """\
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi4>) -> (tensor<4xf32>, tensor<4xi4>) {
    %0 = arith.addi %arg1, %arg1 : tensor<4xi4>
    return %arg0, %0 : tensor<4xf32>, tensor<4xi4>
  }
}
"""


def test_element_types_leave_alone_a_type_the_signature_names() -> None:
    """A failure that prints `i4` needs it: no candidate rewrites it, not even with the
    static dims of a derived signature's wildcards around it."""
    module = parse("""
func.func @main(%a: tensor<4xf16>, %b: tensor<4xi4>) -> (tensor<4xf16>, tensor<4xi4>) {
  return %a, %b : tensor<4xf16>, tensor<4xi4>
}
""")
    assert ElementTypes().edits(module) == ["f16", "i4"]
    assert ElementTypes().naming(r"got 'tensor<\d+xi4>'").edits(module) == ["f16"]
    assert ElementTypes().naming("'rocdl.readlane' op ... but got 'i4'").kept == {"i4"}
    assert ElementTypes().naming("undefined symbol: __divti3").kept == frozenset()


def test_attribute_removal_keeps_only_the_attribute_needed() -> None:
    text = """
func.func @main(%a: f32) -> f32 attributes {my.note = "from an exporter", my.flag} {
  %0 = arith.addf %a, %a {my.tag = 1 : i32} : f32
  %1 = arith.mulf %0, %a {my.tag = 2 : i32, my.keep} : f32
  return %1 : f32
}
"""
    assert reduced(AttributeRemoval(), text, holds("my.keep")) == """\
module {
  func.func @main(%arg0: f32) -> f32 {
    %0 = arith.addf %arg0, %arg0 : f32
    %1 = arith.mulf %0, %arg0 {my.keep} : f32
    return %1 : f32
  }
}
"""


def test_dim_staticization_gives_the_rows_the_smallest_size_that_stays_interesting() -> None:
    """Rows of 1 are not interesting here: they become 3, carried through the body by
    iree-opt's canonicaliser (the dim read and the casts fold away)."""
    text = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %o = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<?x4xf32>
  return %o : tensor<?x4xf32>
}
"""

    def more_than_one_row(text: str) -> bool:
        return '"arith.negf"' in text and "tensor<1x4xf32>" not in text
    assert reduced(DimStaticization(), text, more_than_one_row) == """\
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = tensor.empty() : tensor<3x4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x4xf32>) outs(%0 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.negf %in : f32
      linalg.yield %2 : f32
    } -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}
"""


def test_shape_shrinking_climbs_each_size_to_the_smallest_that_stays_interesting() -> None:
    """Every size to 1 at once loses the multiple of 4 the predicate needs; then 64 and 6
    go to 1, and 12 climbs its ladder (1, 2, 4, ...) to 4."""
    text = """
func.func @main(%a: tensor<6x64xf32>, %b: tensor<64x12xf32>) -> tensor<64x12xf32> {
  %0 = arith.addf %b, %b : tensor<64x12xf32>
  return %0 : tensor<64x12xf32>
}
"""

    def a_multiple_of_4(text: str) -> bool:
        return any(int(n) % 4 == 0 for n in re.findall(r"x(\d+)xf32", text))
    assert reduced(ShapeShrinking(), text, a_multiple_of_4) == """\
module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = arith.addf %arg1, %arg1 : tensor<1x4xf32>
    return %0 : tensor<1x4xf32>
  }
}
"""


def test_every_strategy_is_reduced_exactly_here() -> None:
    source = Path(__file__).read_text()
    for strategy in REGISTRY:
        assert f"reduced({strategy.__name__}(" in source, strategy.name
