"""The IR layer: MLIR text <-> Module (ops, values, regions), queries and edits."""
from reducer.ir.errors import IRError
from reducer.ir.module import Block, Module, Op, Region, Value
from reducer.ir.normalize import normalize, parse, pretty_print

__all__ = ["Block", "IRError", "Module", "Op", "Region", "Value", "normalize", "parse",
           "pretty_print"]
