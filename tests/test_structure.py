"""The house's rules, read from the source: no import circles among the reducer's modules (type
-only imports included), one package that launches processes and one module that starts
threads, few modules outside the packages, short modules and parameter lists. (The layer
contracts themselves are import-linter's, in pyproject.toml, run by .ci/run.)"""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parent.parent
# Where each installed package lives in the checkout.
PACKAGES = {"reducer": ROOT / "reducer", "reducer.strategies": ROOT / "strategies"}
LAUNCHERS = "reducer.processes."
SCHEDULER = "reducer.processes.scheduler"
MAX_LINES = 600
MAX_TOP_MODULES = 12
MAX_PARAMETERS = 8
# The keyword front ends that build the options object may take every option.
WIDE_FRONT_ENDS = {("reducer.api", "reduce"), ("reducer.api", "reduce_wrong_result"),
                   ("reducer.cli", "main")}


def modules() -> dict[str, ast.Module]:
    found = {}
    for package, folder in PACKAGES.items():
        for path in folder.rglob("*.py"):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((package, *parts))] = ast.parse(path.read_text())
    return found


def imported(name: str, tree: ast.Module, known: set[str]) -> set[str]:
    """The reducer modules `name` imports, at run time or for types alone."""
    found = set()
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        found.update(t for t in targets if t in known and t != name)
    return found


def test_no_import_circles() -> None:
    trees = modules()
    graph = nx.DiGraph()
    for name, tree in trees.items():
        graph.add_node(name)
        for target in imported(name, tree, set(trees)):
            # A package imports its own submodules to re-export them: not a circle.
            if not target.startswith(name + "."):
                graph.add_edge(name, target)
    assert list(nx.simple_cycles(graph)) == []


def test_one_module_launches_processes() -> None:
    launching = sorted(name for name, tree in modules().items()
                       if any(isinstance(n, (ast.Import, ast.ImportFrom)) and "subprocess" in
                              ast.unparse(n) for n in ast.walk(tree)))
    assert launching and all(name.startswith(LAUNCHERS) for name in launching)


def test_one_module_starts_threads() -> None:
    starting = sorted(name for name, tree in modules().items()
                      if any(isinstance(n, ast.Attribute) and n.attr in
                             ("Thread", "ThreadPoolExecutor", "ProcessPoolExecutor")
                             or isinstance(n, ast.Name) and n.id in
                             ("Thread", "ProcessPoolExecutor")
                             or isinstance(n, ast.Call) and ast.unparse(n.func) ==
                             "ThreadPoolExecutor" for n in ast.walk(tree)))
    assert starting == [SCHEDULER]


def test_few_modules_outside_the_packages_and_none_long() -> None:
    top = [p.name for p in (ROOT / "reducer").glob("*.py")]
    assert len(top) <= MAX_TOP_MODULES, sorted(top)
    lines = {str(path.relative_to(ROOT)): len(path.read_text().splitlines())
             for folder in PACKAGES.values() for path in folder.rglob("*.py")}
    assert {name: n for name, n in lines.items() if n > MAX_LINES} == {}


def test_short_parameter_lists() -> None:
    long = []
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                args = node.args
                count = len(args.posonlyargs + args.args + args.kwonlyargs)
                count -= bool(args.args) and args.args[0].arg in ("self", "cls")
                if count > MAX_PARAMETERS and (name, node.name) not in WIDE_FRONT_ENDS:
                    long.append(f"{name}.{node.name}: {count}")
    assert long == []


def test_every_package_is_installed() -> None:
    """Each folder of the package is in pyproject.toml's list, or an install would miss it."""
    import tomllib
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
                 ["packages"])
    folders = {".".join(("reducer", *p.parent.relative_to(ROOT / "reducer").parts))
               for p in (ROOT / "reducer").rglob("__init__.py")}
    assert folders | {"reducer.strategies"} == listed
