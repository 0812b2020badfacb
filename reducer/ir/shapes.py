"""Shapes written in type and attribute text: dims of tensor/memref/vector types, dense literals.

Types stay text in the IR, so shape edits are text edits: read the dims of a shaped type, write
new ones, or replace a static size everywhere it is a dim. Dense literals carry their shape in
their type; when that shape shrinks, their elements must shrink with it (`resize_dense`).
"""
from __future__ import annotations

import math
import re
from collections.abc import Mapping

from reducer.ir import syntax

# A ranked shaped type's dims: `tensor<?x4x[8]xf32>` -> group 2 = `?x4x[8]x` (as in measure.py).
SHAPED = re.compile(r"\b(tensor|memref|vector)<((?:(?:\?|\d+|\[\d+\])x)+)")
# Properties that repeat result dims as numbers; they must follow the types they describe.
_SIZE_PROPS = re.compile(r"\b(static_sizes|static_output_shape) = array<i64: ([-\d, ]*)>")
_ELEMENT = re.compile(r"[\w.]*")
_BYTES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8,
          "index": 8}


def dims(type_text: str) -> list[str] | None:
    """`tensor<?x4xf32>` -> ['?', '4']; None unless the text starts with a ranked shaped type."""
    m = SHAPED.match(type_text)
    return m.group(2)[:-1].split("x") if m else None


def with_dims(type_text: str, new_dims: list[str]) -> str:
    """The shaped type `type_text` with its dims replaced (same rank)."""
    m = SHAPED.match(type_text)
    if m is None:
        raise ValueError(f"not a ranked shaped type: {type_text}")
    return type_text[:m.start(2)] + "x".join(new_dims) + "x" + type_text[m.end(2):]


def static_sizes(text: str) -> set[int]:
    """The static dims (not scalable ones) of every shaped type written in `text`."""
    return {int(d) for m in SHAPED.finditer(text) for d in m.group(2)[:-1].split("x")
            if d.isdigit()}


def map_sizes(text: str, mapping: Mapping[int, int]) -> str:
    """`text` with each static dim N of its shaped types replaced by mapping[N] (all at once)."""
    def dims_of(m: re.Match[str]) -> str:
        new = [str(mapping.get(int(d), d)) if d.isdigit() else d for d in m.group(2).split("x")]
        return m.group(1) + "<" + "x".join(new)
    return SHAPED.sub(dims_of, text)


def map_size_props(text: str, mapping: Mapping[int, int]) -> str:
    """Sizes repeated in `static_sizes` / `static_output_shape` arrays, mapped like the dims."""
    def numbers(m: re.Match[str]) -> str:
        values = [s.strip() for s in m.group(2).split(",")]
        new = [str(mapping.get(int(v), v)) if v.isdigit() else v for v in values]
        return f"{m.group(1)} = array<i64: {', '.join(new)}>"
    return _SIZE_PROPS.sub(numbers, text)


def resize_dense(text: str, mapping: Mapping[int, int]) -> str:
    """Attribute text whose dense literals have the elements of their shapes after `mapping`.

    Splats need nothing; element lists and hex data are cut to the smaller shape (the first
    elements along each shrunk dim). Raises ValueError when a literal cannot follow: resource
    blobs, sparse literals, hex data of unknown element width, or a dim that grows.
    """
    out: list[str] = []
    pos = 0
    for m in re.finditer(r"\b(dense|dense_resource|sparse)<", text):
        if m.start() < pos:
            continue  # inside a literal already handled
        close = syntax.closing(text, m.end() - 1)
        type_start = close + 1 + len(" : ")
        if text[close + 1:type_start] != " : ":
            continue
        shape = SHAPED.match(text, type_start)
        if shape is None:
            continue
        old = shape.group(2)[:-1].split("x")
        new = [str(mapping.get(int(d), d)) if d.isdigit() else d for d in old]
        if new == old:
            continue
        if not all(d.isdigit() for d in old):
            raise ValueError("cannot resize a dense literal of a scalable vector")
        content = text[m.end():close]
        if m.group(1) != "dense":
            raise ValueError(f"cannot resize a {m.group(1)} literal")
        element = _ELEMENT.match(text, shape.end()).group(0)  # type: ignore[union-attr]
        out.append(text[pos:m.end()])
        out.append(_resize_content(content, [int(d) for d in old], [int(d) for d in new],
                                   element))
        pos = close
    out.append(text[pos:])
    return "".join(out)


def _resize_content(content: str, old: list[int], new: list[int], element: str) -> str:
    if any(n > o for o, n in zip(old, new)):
        raise ValueError("a dense literal cannot grow")
    stripped = content.strip()
    if stripped.startswith("["):
        return _format(_cut(_nested(stripped), old, new))
    if stripped.startswith('"0x'):
        return _resize_hex(stripped[3:-1], old, new, element)
    return content  # a splat value fits any shape


def _nested(text: str) -> list:
    """`[[1, 2], [3, 4]]` -> [['1', '2'], ['3', '4']]; elements stay text."""
    return [_nested(item) if item.startswith("[") else item
            for item in syntax.split_entries(text[1:-1])]


def _cut(items: list, old: list[int], new: list[int]) -> list:
    if not old:
        return items
    if len(items) != old[0]:
        raise ValueError("a dense literal does not match its shape")
    return [_cut(item, old[1:], new[1:]) if len(old) > 1 else item for item in items[:new[0]]]


def _format(items: list | str) -> str:
    if isinstance(items, str):
        return items
    return "[" + ", ".join(_format(item) for item in items) + "]"


def _resize_hex(digits: str, old: list[int], new: list[int], element: str) -> str:
    """Hex data is the elements' bytes in row-major order; a single element is a splat."""
    width = _BYTES.get(re.sub(r"^[su]i", "i", element)) or (1 if element.startswith("f8") else 0)
    if not width:
        raise ValueError(f"cannot resize hex data of {element}")
    data = bytes.fromhex(digits)
    if len(data) == width:
        return f'"0x{digits}"'
    if len(data) != width * math.prod(old):
        raise ValueError("hex data does not match its shape")
    elements = [data[i:i + width] for i in range(0, len(data), width)]
    kept = _flatten(_cut(_reshape(elements, old), old, new))
    return '"0x' + b"".join(kept).hex().upper() + '"'


def _reshape(flat: list, shape: list[int]) -> list:
    if len(shape) <= 1:
        return flat
    step = len(flat) // shape[0]
    return [_reshape(flat[i:i + step], shape[1:]) for i in range(0, len(flat), step)]


def _flatten(items: list) -> list:
    return [x for item in items for x in (_flatten(item) if isinstance(item, list) else [item])]
