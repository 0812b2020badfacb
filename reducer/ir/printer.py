"""Module -> generic-form text, laid out the way iree-opt prints it."""
from __future__ import annotations

from reducer.ir.module import Block, Module, Op, Value


def print_module(module: Module) -> str:
    out: list[str] = [line + "\n" for line in module.aliases]
    _print_op(module.top, "", out)
    out.extend(line + "\n" for line in module.trailer)
    if module.resources is not None:
        out.append("\n" + module.resources + "\n")
    return "".join(out)


def _print_op(op: Op, indent: str, out: list[str]) -> None:
    head = [indent]
    if op.results:
        head.append(_results(op.results))
        head.append(" = ")
    head.append(f'"{op.name}"(')
    head.append(", ".join("%" + v.name for v in op.operands))
    head.append(")")
    if op.successors:
        head.append("[" + ", ".join("^" + s for s in op.successors) + "]")
    if op.props is not None:
        head.append(" <{" + op.props + "}>")
    if not op.regions:
        out.append("".join(head) + _tail(op) + "\n")
        return
    out.append("".join(head) + " ({\n")
    inner = indent + "  "
    for i, region in enumerate(op.regions):
        if i:
            out.append(indent + "}, {\n")
        for block in region.blocks:
            _print_block(block, inner, out)
    out.append(indent + "})" + _tail(op) + "\n")


def _print_block(block: Block, indent: str, out: list[str]) -> None:
    if block.label is not None:
        args = ", ".join(
            f"%{v.name}: {v.type}" + (f" loc({loc})" if loc is not None else "")
            for v, loc in zip(block.args, block.arg_locs))
        out.append(f"{indent[:-2]}^{block.label}" + (f"({args})" if block.args else "") + ":\n")
    for op in block.ops:
        _print_op(op, indent, out)


def _results(results: list[Value]) -> str:
    """Regroup `base#i` names into `%base:n` the way they were defined."""
    parts: list[str] = []
    i = 0
    while i < len(results):
        base, sep, _ = results[i].name.partition("#")
        if not sep:
            parts.append("%" + base)
            i += 1
            continue
        n = 1
        while i + n < len(results) and results[i + n].name.partition("#")[0] == base:
            n += 1
        parts.append(f"%{base}:{n}")
        i += n
    return ", ".join(parts)


def function_type_text(ins: list[str], outs: list[str]) -> str:
    """`(a, b) -> c`; result lists of one plain type print without parentheses."""
    if len(outs) == 1 and not outs[0].startswith("("):
        result = outs[0]
    else:
        result = "(" + ", ".join(outs) + ")"
    return "(" + ", ".join(ins) + ") -> " + result


def _tail(op: Op) -> str:
    attrs = " {" + op.attrs + "}" if op.attrs is not None else ""
    ftype = function_type_text([v.type for v in op.operands], [v.type for v in op.results])
    loc = f" loc({op.loc})" if op.loc is not None else ""
    return f"{attrs} : {ftype}{loc}"
