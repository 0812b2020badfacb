"""Finding the IREE tools: a user's own build, IREE_TOOL_PATH, or iree-base-compiler's."""
from __future__ import annotations

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
        if not path or not os.path.isfile(path) or not os.access(path, os.X_OK):
            raise ToolError(f"{name}: {explicit} is not an executable file")
        return os.path.abspath(path)
    try:
        from iree.compiler.tools import binaries
        return binaries.find_tool(name)
    except (ImportError, ValueError) as e:
        raise ToolError(f"{name} not found: install iree-base-compiler or pass its path") from e


def sibling_tool(name: str, compiler: str | None) -> str:
    """The tool `name` beside a user's own iree-compile, so both come from one build."""
    if compiler:
        candidate = os.path.join(os.path.dirname(find_tool("iree-compile", compiler)), name)
        if os.access(candidate, os.X_OK):
            return candidate
    return find_tool(name)
