"""Dead-code elimination: ops without used results and without side effects go away.

Purity is judged by a small allow-list; any op not known to be pure is kept, so unknown
dialects are never removed by DCE (strategies may still remove them explicitly).
"""
from __future__ import annotations

from reducer.ir.edit import erase_op
from reducer.ir.module import Module, Op

_PURE_DIALECTS = {"arith", "math", "complex", "index", "tensor", "affine", "shape"}
_PURE_OPS = {"util.global.load", "util.null", "flow.tensor.reshape", "flow.tensor.bitcast",
             "torch.constant.int", "torch.constant.float", "torch.constant.bool",
             "torch.constant.none", "torch.constant.str", "torch.constant.device",
             "torch.prim.ListConstruct", "torch.vtensor.literal", "ml_program.global_load_const"}
# The LLVM dialect's constants, casts, arithmetic and address computations (late in codegen,
# and in a serialisation pass's input); its loads, stores, calls and intrinsics are not here.
_PURE_LLVM = {f"llvm.{name}" for name in (
    "mlir.constant mlir.undef mlir.poison mlir.zero mlir.addressof trunc zext sext bitcast "
    "addrspacecast ptrtoint inttoptr fptosi fptoui sitofp uitofp fpext fptrunc add sub mul and "
    "or xor shl lshr ashr icmp fcmp select getelementptr extractvalue insertvalue "
    "extractelement insertelement shufflevector fadd fsub fmul fdiv fneg").split()}
# Structured ops are pure on tensors; on memrefs they write memory.
_TENSOR_DIALECTS = {"linalg", "iree_linalg_ext"}


def is_pure(op: Op) -> bool:
    if not op.results:
        return False
    if op.name in _PURE_OPS or op.name in _PURE_LLVM or op.dialect in _PURE_DIALECTS:
        return op.name not in ("affine.store", "affine.load", "tensor.yield")
    if op.dialect in _TENSOR_DIALECTS:
        return not any("memref<" in v.type for v in op.operands)
    if op.name.startswith("torch.aten.") and not op.name.endswith("_"):
        return all(v.type.startswith(("!torch.vtensor", "!torch.int", "!torch.float",
                                      "!torch.bool", "!torch.list")) for v in op.results)
    return False


def is_dead(op: Op) -> bool:
    return is_pure(op) and not any(v.uses for v in op.results)


def eliminate_dead_code(module: Module, candidates: list[Op] | None = None) -> int:
    """Erase dead ops until none is left; returns how many were erased.

    A worklist: erasing an op can only make the producers of its operands dead, so a chain of
    n dead ops costs O(n), not n walks of the module. `candidates` limits the first look.
    """
    # pop() takes the last op first: users before their producers, so chains die in one pass.
    work = list(candidates if candidates is not None else module.walk())
    erased = 0
    while work:
        op = work.pop()
        if not module.contains(op) or not is_dead(op):
            continue
        producers = [v.defining_op for nested in op.walk() for v in nested.operands]
        erase_op(op)
        erased += 1
        work.extend(p for p in producers if p is not None and module.contains(p))
    return erased
