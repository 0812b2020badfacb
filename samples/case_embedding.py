"""Embedding a failing case (the one function of a case's min.mlir) into the model: at IREE
input level into the async entry function, or at torch level into `func.func @main`."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass
class CaseFunc:
    """The single function of a case's min.mlir, split into its parts."""

    args: list[tuple[str, str]]  # (SSA name, type)
    result_types: list[str]
    body: list[str]  # op lines, without the return
    returned: list[str]  # SSA names of the returned values


def split_top_level(text: str) -> list[str]:
    """Split on commas that are not nested inside <>, (), [] or {}."""
    parts: list[str] = []
    depth = 0
    current = ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def parse_case_func(text: str) -> CaseFunc:
    lines = [line for line in text.splitlines() if line.strip()]
    header = re.match(r"\s*func\.func @\w+\((.*)\) -> (.*) \{$", lines[0])
    if not header or lines[-1].strip() != "}":
        raise ValueError("expected a single one-line-header func.func")
    args = []
    for arg in split_top_level(header.group(1)):
        name, typ = arg.split(":", 1)
        args.append((name.strip(), typ.strip()))
    result_text = header.group(2).strip()
    if result_text.startswith("("):
        result_text = result_text[1:-1]
    ret = re.match(r"\s*(?:func\.)?return (.*) : (.*)$", lines[-2])
    if not ret:
        raise ValueError("expected a return as the last op")
    return CaseFunc(
        args=args,
        result_types=split_top_level(result_text),
        body=lines[1:-2],
        returned=split_top_level(ret.group(1)),
    )


SSA_NAME = re.compile(r"%([A-Za-z_0-9$.\-]+)")


def rename_ssa(text: str, prefix: str) -> str:
    # The case's SSA names (%a, %0, %c0, ...) would clash with the model's.
    return SSA_NAME.sub(lambda m: f"%{prefix}{m.group(1)}", text)


def tensor_shape(tensor_type: str) -> tuple[list[str], str]:
    """Dims (as text, '?' for dynamic) and element type of a ranked tensor type."""
    parts = re.fullmatch(r"tensor<(.*)>", tensor_type).group(1).split("x")
    return parts[:-1], parts[-1]


def dynamic_dims(tensor_type: str) -> list[int]:
    """Indices of the '?' dims of a ranked tensor type."""
    return [i for i, d in enumerate(tensor_shape(tensor_type)[0]) if d == "?"]


def feedable(tensor_type: str) -> bool:
    """Whether a case argument can be cut out of a model activation."""
    dims, elt = tensor_shape(tensor_type)
    return len(dims) == 2 and "?" not in dims and elt.startswith(("f", "bf"))


# Model activations of type tensor<1x?xKxf32> (batch 1, dynamic sequence).
ACTIVATION = re.compile(r"-> tensor<1x\?x(\d+)xf32>$")
TOP_LEVEL_DEF = re.compile(r"    (%[\w$.\-]+) = ")


def feed_from_activation(
    body: list[str], before: int, name: str, typ: str, prefix: str
) -> tuple[int, list[str]]:
    """Ops that compute a case argument from a model activation.

    Picks the last activation defined before line `before` that is wide enough,
    slices rows x cols out of it and converts f32 to the argument's element
    type. Returns the line after the activation's definition and the ops.
    """
    (rows, cols), elt = tensor_shape(typ)
    source = None
    last_def = None
    for i, line in enumerate(body[:before]):
        m = TOP_LEVEL_DEF.match(line)
        if m:
            last_def = m.group(1)
        width = ACTIVATION.search(line)
        # Region ops end on a 4-space "} -> type" line; others on their def line.
        if width and int(width.group(1)) >= int(cols) and re.match(r"    [%}]", line):
            source = (i + 1, last_def, f"tensor<1x?x{width.group(1)}xf32>")
    if source is None:
        raise ValueError(f"no model activation wide enough for {typ}")
    after, value, value_type = source
    sliced = f"%{prefix}slice_{name[1:]}"
    ops = [
        f"    {sliced} = tensor.extract_slice {value}[0, 0, 0] [1, {rows}, {cols}] [1, 1, 1] : "
        f"{value_type} to tensor<{rows}x{cols}xf32>"
    ]
    target = rename_ssa(name, prefix)
    if elt == "f32":
        ops.append(f"    {target} = tensor.cast {sliced} : tensor<{rows}x{cols}xf32> to {typ}")
        return after, ops
    empty = f"%{prefix}empty_{name[1:]}"
    ops += [
        f"    {empty} = tensor.empty() : {typ}",
        f"    {target} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
        f"affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} "
        f"ins({sliced} : tensor<{rows}x{cols}xf32>) outs({empty} : {typ}) {{",
        f"    ^bb0(%{prefix}in: f32, %{prefix}out: {elt}):",
        f"      %{prefix}t = arith.truncf %{prefix}in : f32 to {elt}",
        f"      linalg.yield %{prefix}t : {elt}",
        f"    }} -> {typ}",
    ]
    return after, ops


BV = "!hal.buffer_view"
BARRIER = re.compile(
    r"    (%\w+) = hal\.tensor\.barrier join\((.*) : (.*)\) => (%\w+) : !hal\.fence$"
)
RETURN = re.compile(r"    util\.return (%\w+) : (.*)$")
CALL_ASYNC = re.compile(
    r"    (%\w+) = util\.call @main\$async\((%\w+), (.*)\) : "
    r"\((!hal\.buffer_view), (.*)\) -> !hal\.buffer_view$"
)


def import_arg(name: str, typ: str, in_name: str, wait_fence: str, prefix: str) -> list[str]:
    """Ops that import a !hal.buffer_view argument as the case's tensor argument."""
    ops = []
    dims = []
    for d in dynamic_dims(typ):
        dims.append(f"{in_name}_d{d}")
        ops.append(f"    {dims[-1]} = hal.buffer_view.dim<{in_name} : {BV}>[{d}] : index")
    dim_list = "{" + ", ".join(dims) + "}" if dims else ""
    ops.append(
        f"    {rename_ssa(name, prefix)} = hal.tensor.import wait({wait_fence}) => "
        f"{in_name} : {BV} -> {typ}{dim_list}"
    )
    return ops


def export_result(out_name: str, typ: str) -> list[str]:
    """Ops that export a case result as {out_name}_bv."""
    ops = []
    dims = []
    for d in dynamic_dims(typ):
        dims.append(f"{out_name}_d{d}")
        ops.append(f"    {out_name}_c{d} = arith.constant {d} : index")
        ops.append(f"    {dims[-1]} = tensor.dim {out_name}, {out_name}_c{d} : {typ}")
    dim_list = "{" + ", ".join(dims) + "}" if dims else ""
    ops.append(f"    {out_name}_bv = hal.tensor.export {out_name} : {typ}{dim_list} -> {BV}")
    return ops


def embed_case(model: str, case: CaseFunc, prefix: str, feed: bool = False) -> str:
    """Put the case's computation into the model's entry function.

    The case's ops are placed among the model's ops, near the middle of the
    async entry function. Each case argument becomes an extra !hal.buffer_view
    argument (before the two fences), imported like the model's own input, or,
    with feed=True and where the type allows, is sliced out of a model
    activation so the case depends on the model's data flow. The case's results
    join the model's result at the final barrier and are exported as extra
    results. The synchronous wrapper forwards the new arguments and results.
    """
    lines = model.splitlines()
    start = next(i for i, l in enumerate(lines) if "util.func public @main$async(" in l)
    end = next(i for i in range(start, len(lines)) if lines[i] == "  }")
    header, body, wrapper = lines[start], lines[start + 1 : end], lines[end + 1 :]
    fences = re.search(r"(%\w+): !hal\.fence, (%\w+): !hal\.fence\)", header)

    # The case's ops go before a top-level op (4-space indent) near the middle.
    top_level = [i for i, l in enumerate(body) if TOP_LEVEL_DEF.match(l)]
    insert_at = min(top_level, key=lambda i: abs(i - len(body) // 2))
    in_names: list[str] = []
    block: list[str] = []
    for name, typ in case.args:
        if feed and feedable(typ):
            insert_at, ops = feed_from_activation(body, insert_at, name, typ, prefix)
        else:
            in_names.append(f"%{prefix}in{len(in_names)}")
            ops = import_arg(name, typ, in_names[-1], fences.group(1), prefix)
        block += ops
    for line in case.body:
        # Case bodies are indented by 2; the entry function's body by 4.
        op = line[2:] if line.startswith("  ") else line.strip()
        block.append("    " + rename_ssa(op, prefix))
    body = body[:insert_at] + block + body[insert_at:]

    out_names = [f"%{prefix}out{i}" for i in range(len(case.result_types))]
    extra_results = ", ".join([BV] * len(out_names))

    # Entry function header: new arguments go before the fences.
    new_args = "".join(f"{n}: {BV}, " for n in in_names)
    header = header.replace(fences.group(0), new_args + fences.group(0))
    header = header.replace(f") -> {BV} attributes", f") -> ({BV}, {extra_results}) attributes")

    # The final barrier also waits for the case's results.
    returned = [rename_ssa(v, prefix) for v in case.returned]
    i = next(i for i, l in enumerate(body) if BARRIER.match(l))
    m = BARRIER.match(body[i])
    body[i] = (
        f"    {', '.join([m.group(1)] + out_names)} = hal.tensor.barrier join("
        f"{', '.join([m.group(2)] + returned)} : "
        f"{', '.join([m.group(3)] + case.result_types)}) => {m.group(4)} : !hal.fence"
    )

    # Export the extra results and return them.
    i = next(i for i, l in enumerate(body) if RETURN.match(l))
    m = RETURN.match(body[i])
    exported = [f"{n}_bv" for n in out_names]
    exports = [op for n, t in zip(out_names, case.result_types) for op in export_result(n, t)]
    values = ", ".join([m.group(1)] + exported)
    returns = f"    util.return {values} : {m.group(2)}, {extra_results}"
    body = body[:i] + exports + [returns] + body[i + 1 :]

    # The synchronous wrapper forwards the new arguments and results.
    sync = next(i for i, l in enumerate(wrapper) if "util.func public @main(" in l)
    wrapper[sync] = wrapper[sync].replace(
        f") -> {BV} attributes",
        "".join(f", {n}: {BV}" for n in in_names) + f") -> ({BV}, {extra_results}) attributes",
    )
    res_names = [f"{n}_res" for n in out_names]
    for i in range(sync, len(wrapper)):
        call = CALL_ASYNC.match(wrapper[i])
        if call:
            wrapper[i] = (
                f"    {', '.join([call.group(1)] + res_names)} = util.call @main$async("
                f"{', '.join([call.group(2)] + in_names)}, {call.group(3)}) : "
                f"({', '.join([BV] * (1 + len(in_names)))}, {call.group(5)}) "
                f"-> ({BV}, {extra_results})"
            )
        ret = RETURN.match(wrapper[i])
        if ret:
            wrapper[i] = (
                f"    util.return {', '.join([ret.group(1)] + res_names)} : {BV}, {extra_results}"
            )
            break

    return "\n".join(lines[:start] + [header] + body + ["  }"] + wrapper) + "\n"


TORCH_MAIN = re.compile(r"  func\.func @main\((.*)\) -> (.*) attributes (\{.*\}) \{$")
TORCH_RETURN = re.compile(r"    return (.*) : (.*)$")


def parse_torch_case_func(text: str) -> CaseFunc:
    """The `func.func @main` of a torch-level case (a module with attributes on main)."""
    lines = [line for line in text.splitlines() if line.strip()]
    start = next(i for i, l in enumerate(lines) if "func.func @main(" in l)
    header = re.sub(r" attributes \{.*\} \{$", " {", lines[start].strip())
    end = next(i for i in range(start, len(lines)) if lines[i] == "  }")
    return parse_case_func("\n".join([header] + lines[start + 1 : end + 1]))


def embed_torch_case(model: str, case: CaseFunc, prefix: str) -> str:
    """Put a torch-level case into the exported model's `func.func @main`.

    The case's arguments become extra arguments of main, its ops go before a top-level op
    near the middle of main's body, and its results are returned after the logits.
    """
    lines = model.splitlines()
    start = next(i for i, l in enumerate(lines) if TORCH_MAIN.match(l))
    end = next(i for i in range(start, len(lines)) if TORCH_RETURN.match(lines[i]))
    args, results, attributes = TORCH_MAIN.match(lines[start]).groups()
    in_names = [rename_ssa(name, prefix) for name, _ in case.args]
    args += "".join(f", {n}: {t}" for n, (_, t) in zip(in_names, case.args))
    lines[start] = (f"  func.func @main({args}) -> ({', '.join([results] + case.result_types)})"
                    f" attributes {attributes} {{")
    values, types = TORCH_RETURN.match(lines[end]).groups()
    returned = [rename_ssa(v, prefix) for v in case.returned]
    lines[end] = (f"    return {', '.join([values] + returned)} : "
                  f"{', '.join([types] + case.result_types)}")
    top_level = [i for i in range(start + 1, end) if TOP_LEVEL_DEF.match(lines[i])]
    insert_at = min(top_level, key=lambda i: abs(i - (start + end) // 2))
    block = ["    " + rename_ssa(line.strip(), prefix) for line in case.body]
    return "\n".join(lines[:insert_at] + block + lines[insert_at:]) + "\n"
