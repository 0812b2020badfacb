"""The form a test script reads candidates in: the form the user's input is written in.

A script written for the user's file looks for text as the user reads it there: in custom form
(`arith.constant 1 : i32`) for a file in custom form, in generic form
(`"arith.constant"() <{value = 1 : i32}>`) for one in generic form. Candidates are reduced in
generic form; for a script of an input in custom form each is printed by iree-opt first.
"""
from __future__ import annotations

import functools
import re

from reducer.ir import pretty_print
from reducer.oracle.oracle import GENERIC, TextForm

# The first line of a text that begins an op (with the results it defines): not blank, not a
# comment, not an attribute or type alias (`#map = ...`, `!t = ...`). In generic form its
# name is quoted; in custom form the ops a program opens with (`module`, `func.func`,
# `util.global`) never are.
_FIRST_OP = re.compile(r'^[ \t]*(?:%[^=\n]*=[ \t]*)?(["A-Za-z_])', re.MULTILINE)


def script_form(body: str | bytes, iree_opt: str | None = None) -> TextForm:
    """The form of the input whose text (before its resource section; bytecode whole) is
    `body`: generic for bytecode and for text whose first op is quoted, else custom, written
    as iree-opt prints it."""
    if written_generic(body):
        return GENERIC
    return TextForm("custom", "iree-opt INPUT", functools.partial(pretty_print, iree_opt=iree_opt))


def written_generic(body: str | bytes) -> bool:
    """Whether an input is bytecode or text in generic form (its first op is quoted)."""
    if not isinstance(body, str):
        return True
    first = _FIRST_OP.search(body)
    return first is not None and first.group(1) == '"'
