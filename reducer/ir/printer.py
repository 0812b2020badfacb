"""Module -> generic-form text, laid out the way iree-opt prints it.

The reducer prints every candidate it tries, so printing is kept to one pass that formats each
op's text with few intermediate strings.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from reducer.ir.resources import kept_section
from reducer.text import HeldText, Section

if TYPE_CHECKING:  # the module prints itself through this one: no import back at run time
    from reducer.ir.module import Block, Module, Op, Value


def print_module(module: Module) -> str:
    """The module's generic text; a `HeldText` when it has a resource section, which is
    referred to, not copied. Of the section's blobs, only those the text names are kept."""
    return print_counted(module)[0]


def print_counted(module: Module) -> tuple[str, int]:
    """The module's generic text (as `print_module`), and its number of ops (as
    `Module.num_ops`), counted on the way: a candidate printed is also measured."""
    out: list[str] = [line + "\n" for line in module.aliases]
    ops = [0]
    _print_op(module.top, "", out, ops)
    out.extend(line + "\n" for line in module.trailer)
    return program_text("".join(out), module.resources), ops[0]


# A line of generic text that is an op: after its indentation, its results or its name.
_OP_LINE = re.compile(r'^[ \t]*[%"]', re.MULTILINE)


def count_ops(text: str) -> int:
    """The ops of a module's generic text (as `Module.num_ops` counts them: not the module
    op itself), counted by their lines without parsing it: iree-opt prints one op a line."""
    return max(0, len(_OP_LINE.findall(text)) - 1)


def program_text(body: str, section: Section | None) -> str:
    """The text of a program of generic text `body` and resource section `section`: `body`
    itself, or a `HeldText` that refers to the blobs of `section` that `body` names."""
    kept = None if section is None else kept_section(section, body)
    return body if kept is None else HeldText(body, kept)


def _print_op(op: Op, indent: str, out: list[str], ops: list[int]) -> None:
    """Print `op` into `out`, adding the ops nested in it to `ops[0]`."""
    head, tail = _texts(op)
    if not op.regions:
        out.append(f"{indent}{head}{tail}\n")
        return
    out.append(f"{indent}{head} ({{\n")
    inner = indent + "  "
    for i, region in enumerate(op.regions):
        if i:
            out.append(indent + "}, {\n")
        for block in region.blocks:
            ops[0] += len(block.ops)
            if block.label is not None:
                out.append(f"{indent}{_label(block)}\n")
            for nested in block.ops:
                if nested.regions:
                    _print_op(nested, inner, out, ops)
                else:  # the common case, without the call
                    head_, tail_ = _texts(nested)
                    out.append(f"{inner}{head_}{tail_}\n")
    out.append(f"{indent}}}){tail}\n")


def _label(block: Block) -> str:
    if not block.args:
        return f"^{block.label}:"
    if block.arg_locs.count(None) == len(block.arg_locs):  # no locations
        args = ", %".join([f"{v.name}: {v.type}" for v in block.args])
    else:
        args = ", %".join([f"{v.name}: {v.type}" + ("" if loc is None else f" loc({loc})")
                           for v, loc in zip(block.args, block.arg_locs)])
    return f"^{block.label}(%{args}):"


def _texts(op: Op) -> tuple[str, str]:
    """The text of `op` before its regions, `%0 = "d.op"(%a)[^bb1] <{props}>`, and after them,
    ` {attrs} : (t) -> t loc(...)`; an op without regions is the two together."""
    results = op.results
    if len(results) == 1 and "#" not in results[0].name:  # the common case
        value = results[0]
        defined = f'%{value.name} = "'
        out = value.type if value.type[:1] != "(" else f"({value.type})"
    elif results:
        defined = _results(results) + ' = "'
        out = _result_types([v.type for v in results])
    else:
        defined, out = '"', "()"
    names, types = _operands(op.operands)
    if op.successors:
        names += ")[^" + ", ^".join(op.successors) + "]"
    else:
        names += ")"
    # Each optional piece is written only where present: attributes can be long.
    props, attrs, loc = op.props, op.attrs, op.loc
    head = (f'{defined}{op.name}"({names}' if props is None
            else f'{defined}{op.name}"({names} <{{{props}}}>')
    if attrs is None and loc is None:
        return head, f" : ({types}) -> {out}"
    attrs = "" if attrs is None else f" {{{attrs}}}"
    loc = "" if loc is None else f" loc({loc})"
    return head, f"{attrs} : ({types}) -> {out}{loc}"


def _operands(operands: list[Value]) -> tuple[str, str]:
    """`%a, %b` and `ta, tb`; most ops have one or two operands, which skip building lists."""
    if len(operands) == 1:
        a = operands[0]
        return "%" + a.name, a.type
    if len(operands) == 2:
        a, b = operands
        return f"%{a.name}, %{b.name}", f"{a.type}, {b.type}"
    if not operands:
        return "", ""
    return "%" + ", %".join([v.name for v in operands]), ", ".join([v.type for v in operands])


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
    return "(" + ", ".join(ins) + ") -> " + _result_types(outs)


def _result_types(types: list[str]) -> str:
    if len(types) == 1 and not types[0].startswith("("):
        return types[0]
    return "(" + ", ".join(types) + ")"


def op_lines(module: Module) -> dict[int, Op]:
    """The op that starts each line (1-based) of `print_module(module)`: a diagnostic's
    `FILE:LINE:COL` in a printed candidate names the op at LINE."""
    found: dict[int, Op] = {}
    line = len(module.aliases) + 1

    def visit(op: Op) -> None:
        nonlocal line
        found[line] = op
        line += 1
        if not op.regions:
            return
        for i, region in enumerate(op.regions):
            line += bool(i)  # `}, {` between regions
            for block in region.blocks:
                line += block.label is not None
                for nested in block.ops:
                    visit(nested)
        line += 1  # the closing `})`

    visit(module.top)
    return found
