"""The README's and docs/' commands, run as written: every `reduce ...` line that names a file
in samples/ must exit 0 and write the files it says it writes (its -o, --report and --json
files, and the files the output block that follows it names), so that the front page cannot
rot."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# A summary line that names a file written: "  lit-test: scatter.mlir (4 ops)...".
WRITTEN = re.compile(r"^\s+[a-z-]+: (\S+) \(")
FILE_OPTIONS = ("-o", "--output", "--report", "--json")


@dataclass(frozen=True)
class Command:
    page: str
    line: int
    argv: tuple[str, ...]  # after `reduce`
    writes: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.page}:{self.line}"


def commands_in(page: Path) -> list[Command]:
    lines = page.read_text().splitlines()
    found = []
    for number, line in enumerate(lines, 1):
        start = line.find("reduce samples/")
        if start < 0 or line[:start].strip() not in ("", "pip install . &&"):
            continue
        argv = tuple(shlex.split(line[start:])[1:])
        named = [argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg in FILE_OPTIONS]
        found.append(Command(page.name, number, argv, tuple(named + shown_after(lines, number))))
    return found


def shown_after(lines: list[str], number: int) -> list[str]:
    """The files named by the output block (```) that follows the command's line, if any."""
    rest = [line for line in lines[number:number + 2] if line.strip()]
    if not rest or rest[0] != "```":
        return []
    block = lines[lines.index("```", number) + 1:]
    block = block[:block.index("```")]
    return [m.group(1) for m in map(WRITTEN.match, block) if m]


COMMANDS = [command for page in PAGES for command in commands_in(page)]
# A command shown on several pages runs once, checked for every file any of them names.
UNIQUE = {c.argv: Command(c.page, c.line, c.argv, tuple(sorted({
    name for other in COMMANDS if other.argv == c.argv for name in other.writes})))
    for c in reversed(COMMANDS)}


def test_the_pages_have_commands_to_run() -> None:
    """Every recipe of the README is found (a recipe whose command the parser misses would
    go untested), and every command names a sample that exists."""
    readme = [c for c in COMMANDS if c.page == "README.md"]
    assert len(readme) == 8, [str(c) for c in readme]
    for command in COMMANDS:
        assert (ROOT / command.argv[0]).is_file(), command


def test_the_readme_is_a_front_page() -> None:
    """At most 200 lines, and every page of docs/ linked from it (the rest is reference)."""
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) <= 200
    pages = {page.name for page in (ROOT / "docs").glob("*.md")} - {"index.md"}
    assert {page for page in pages if f"(docs/{page})" not in readme} == set()


@pytest.mark.slow
@pytest.mark.parametrize("command", list(UNIQUE.values()), ids=str)
def test_command_runs_as_written(command: Command, tmp_path: Path) -> None:
    (tmp_path / "samples").mkdir()
    shutil.copyfile(ROOT / command.argv[0], tmp_path / command.argv[0])
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    env = dict(os.environ, PYTHONPATH=str(ROOT),  # the scripts' iree-compile: the venv's
               PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]))
    done = subprocess.run([sys.executable, "-m", "reducer", *command.argv], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    missing = [name for name in command.writes if not (tmp_path / name).is_file()]
    assert not missing, (missing, done.stderr[-2000:])
