"""Finding the IREE tools, and what starting the reducer costs."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from reducer.processes.tools import find_tool


def _fresh(code: str, env: dict[str, str] | None = None) -> dict:
    """What `code` prints as JSON, run in a fresh interpreter (nothing imported yet)."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, check=True)
    return json.loads(done.stdout)


def test_bundled_tools_are_found_without_importing_the_compiler_package() -> None:
    # Its import loads numpy and the MLIR bindings: a fifth of a second at every start.
    seen = _fresh("import json, sys\n"
                  "from reducer.processes.tools import find_tool\n"
                  "paths = [find_tool(n) for n in ('iree-compile', 'iree-opt')]\n"
                  "print(json.dumps({'paths': paths, 'compiler': 'iree.compiler' in sys.modules,"
                  " 'numpy': 'numpy' in sys.modules}))")
    for path, name in zip(seen["paths"], ("iree-compile", "iree-opt")):
        assert Path(path).name == name and os.access(path, os.X_OK)
    assert not seen["compiler"] and not seen["numpy"]


def test_the_tool_path_comes_before_the_bundled_tools(tmp_path: Path) -> None:
    own = tmp_path / "iree-opt"
    own.write_text("#!/bin/sh\n")
    own.chmod(0o755)
    seen = _fresh("import json; from reducer.processes.tools import find_tool\n"
                  "print(json.dumps({'path': find_tool('iree-opt')}))",
                  {"IREE_TOOL_PATH": f"{tmp_path / 'missing'}{os.pathsep}{tmp_path}"})
    assert seen["path"] == str(own)
    assert find_tool("iree-opt") != str(own)  # without the variable: the bundled one


def test_the_command_line_starts_without_what_few_reductions_need() -> None:
    # numpy and the runtime's helpers load only when a wrong-result reduction needs them,
    # networkx when a graph query does.
    seen = _fresh("import json, sys\nimport reducer.cli\n"
                  "print(json.dumps(sorted(m for m in sys.modules if m in ('numpy', 'networkx',"
                  " 'reducer.runtime.execution') or m.startswith('reducer.wrong_result.'))))")
    assert seen == []
