"""Generic-form text without a Module: its ops counted by their lines, a program's text with
its resource section, function types as iree-opt prints them. A Module prints itself
(`reducer.ir.module`) with these."""
from __future__ import annotations

import re

from reducer.ir.resources import kept_section
from reducer.text import HeldText, Section

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


def function_type_text(ins: list[str], outs: list[str]) -> str:
    """`(a, b) -> c`; result lists of one plain type print without parentheses."""
    return "(" + ", ".join(ins) + ") -> " + result_types_text(outs)


def result_types_text(types: list[str]) -> str:
    if len(types) == 1 and not types[0].startswith("("):
        return types[0]
    return "(" + ", ".join(types) + ")"
