"""One op alone, cut from the text of a program without parsing the rest of it.

A failure at the compiler's input is most often about one op's own structure (a verifier
error, an op no conversion takes): that op alone, in a public function whose arguments are its
operands and which returns its results, fails the same way. Cut from the generic text around
the line a diagnostic points at, it costs milliseconds, where parsing a model-sized program
costs a fifth of a second. Only the op's own lines are parsed (with the function around them),
which checks them: an op whose regions use a value from outside (a capture) does not stand
alone so. Whether the op alone fails as the program does is for the caller's compile to say.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from reducer.ir import syntax
from reducer.ir.errors import IRError
from reducer.ir.module import Module, function_type_text
from reducer.ir.parser import parse_generic
from reducer.text import HeldText

ARGUMENT = "alone"  # the function's arguments: %alone0, %alone1, ... (no name iree-opt prints)
_TOP = '"builtin.module"('
_SYMBOL = re.compile(r'sym_name = "([^"\n]*)"')
_INDENT = "    "  # of an op in a function's body, as iree-opt prints it


class _Alone(NamedTuple):
    """An op made to stand alone: its lines, less their indentation, its operands renamed to
    the arguments; the arguments' types; its results' names and types."""

    lines: list[str]
    arguments: list[str]
    results: list[str]
    outs: list[str]


def op_alone(text: str, line: int) -> Module | None:
    """The module of `text` (generic form, one op a line, as normalised) cut to the op whose
    first line is line `line` (1-based): the aliases and the top op's own line kept, the op in
    a public function of its own, named as the one it was in. None when that line starts no
    op of a function's body, or the op does not stand alone (successors, a capture, types that
    do not match its operands)."""
    top, start = text.find(_TOP), _line_start(text, line)
    if top < 0 or (top > 0 and text[top - 1] != "\n") or start is None or start <= top:
        return None
    alone = _cut(text, start)
    if alone is None:
        return None
    program = (text[:text.index("\n", top) + 1]
               + _function(alone, _function_name(text, top, start)) + "}) : () -> ()\n")
    try:
        module = parse_generic(program)
    except IRError:
        return None
    if isinstance(text, HeldText):  # blobs the op names; the printer keeps only those
        module.resources = text.section
    return module


def _cut(text: str, start: int) -> _Alone | None:
    """The op whose first line starts at `start`, made to stand alone."""
    head = syntax.OP_HEADS.match(text, start)
    if head is None or head["successors"]:
        return None
    first = head.group(0).rstrip("\n")
    indent = first[:len(first) - len(first.lstrip(" "))]
    if len(indent) <= len(_INDENT) // 2:
        return None  # a child of the top op (a function, a global): not in a function's body
    rest = _region_lines(text, head.end(), indent) if first.endswith(" ({") else []
    if rest is None:
        return None
    types = _types(rest[-1][len(indent):], closes=True) if rest else \
        _types(head["tail"], closes=False)
    operands = syntax.split_names(head["operands"])
    if types is None or len(operands) != len(types[0]):
        return None
    ins, outs = types
    arguments = list(dict.fromkeys(operands))  # a value used twice is one argument
    renamed = ", ".join(f"%{ARGUMENT}{arguments.index(name)}" for name in operands)
    at = head.start("operands") - start
    first = first[:at] + renamed + first[at + len(head["operands"]):]
    return _Alone([row[len(indent):] for row in [first, *rest]],
                  [ins[operands.index(name)] for name in arguments],
                  [f"%{name}" for name in syntax.result_names(head["results"])], outs)


def _function(alone: _Alone, name: str) -> str:
    """The public function that holds `alone`, as iree-opt prints it in the top op."""
    outs = ", ".join(alone.outs)
    arguments = ", ".join(f"%{ARGUMENT}{i}: {t}" for i, t in enumerate(alone.arguments))
    function_type = function_type_text(alone.arguments, alone.outs)
    return "".join([
        f'  "func.func"() <{{function_type = {function_type}, sym_name = "{name}"}}> ({{\n',
        f"  ^bb0({arguments}):\n" if arguments else "",
        *(f"{_INDENT}{row}\n" for row in alone.lines),
        f'{_INDENT}"func.return"({", ".join(alone.results)}) : ({outs}) -> ()\n',
        "  }) : () -> ()\n",
    ])


def _function_name(text: str, top: int, start: int) -> str:
    """The name of the symbol (a function) the op at `start` is in; "main" if none."""
    outer = text.rfind('\n  "', top, start)  # the line of the top op's child that holds it
    found = _SYMBOL.search(text, outer, text.find("\n", outer + 1)) if outer >= 0 else None
    return found[1] if found else "main"


def _line_start(text: str, line: int) -> int | None:
    """Where line `line` (1-based) of `text` starts."""
    at = 0
    for _ in range(line - 1):
        at = text.find("\n", at) + 1
        if at == 0:
            return None
    return at if at < len(text) else None


def _region_lines(text: str, at: int, indent: str) -> list[str] | None:
    """The lines from `at` to the one that closes the regions of an op indented by `indent`
    (every line inside them is indented further), that one included."""
    close = text.find(f"\n{indent}}})", at - 1)
    if close < 0:
        return None
    end = text.find("\n", close + 1)
    rows = text[at:len(text) if end < 0 else end].split("\n")
    return rows if all(row.startswith(indent) for row in rows) else None


def _types(tail: str, closes: bool) -> tuple[list[str], list[str]] | None:
    """The operand and result types of an op, from the tail of its line (`closes`: of the
    line that closes its regions, from its `})` on)."""
    match = (syntax.OP_CLOSE_LINE if closes else syntax.OP_TAIL).fullmatch(tail)
    if match is None:
        return None
    outs = [match["out"]] if match["out"] is not None else syntax.split_items(match["outs"])
    return syntax.split_items(match["ins"]), outs
