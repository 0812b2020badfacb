"""Finding the IREE tools: a user's own build, IREE_TOOL_PATH, or iree-base-compiler's."""
from __future__ import annotations

import importlib.util
import os
import shutil

from reducer.errors import ReducerError


class ToolError(ReducerError):
    """A tool cannot be found or run; the message is one line for the user."""


def find_tool(name: str, explicit: str | None = None) -> str:
    """Absolute path of an IREE tool such as 'iree-compile' or 'iree-opt'.

    `explicit` (a path, or a name on PATH) wins; otherwise IREE_TOOL_PATH and the tools bundled
    with iree-base-compiler are searched, in that order (iree.compiler's own rules).
    """
    if explicit:
        path = explicit if os.sep in explicit else shutil.which(explicit)
        if not path or not _executable(path):
            raise ToolError(f"{name}: {explicit} is not an executable file")
        return os.path.abspath(path)
    for folder in filter(None, os.environ.get("IREE_TOOL_PATH", "").split(os.pathsep)):
        path = os.path.join(folder, name)
        if _executable(path):
            return path
    found = bundled(name)
    if found is not None:
        return found
    try:  # a tool that iree-base-compiler does not bundle may come from another package
        from iree.compiler.tools import binaries
        return binaries.find_tool(name)
    except (ImportError, ValueError) as e:
        raise ToolError(f"{name} not found: install iree-base-compiler or pass its path") from e


def bundled(name: str) -> str | None:
    """The tool in iree-base-compiler's package folder, found without importing the package:
    its import loads numpy and the MLIR bindings, a fifth of a second at every start."""
    try:
        spec = importlib.util.find_spec("iree.compiler")
    except (ImportError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, "_mlir_libs", name)
        if _executable(path):
            return path
    return None


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def sibling_tool(name: str, compiler: str | None) -> str:
    """The tool `name` beside a user's own iree-compile, so both come from one build."""
    if compiler:
        candidate = os.path.join(os.path.dirname(find_tool("iree-compile", compiler)), name)
        if os.access(candidate, os.X_OK):
            return candidate
    return find_tool(name)
