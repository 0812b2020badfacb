"""`reducer.strategies` in a checkout.

The strategies live at the top of the repository, `strategies/`, one file each; an install
puts them under the package, `reducer/strategies/` (`pyproject.toml` maps the folder). Code
run from a checkout imports the checkout's own `reducer/` first (the current folder leads
`sys.path`), whatever is installed, and that folder has no `strategies/`: this finder gives
it the checkout's, as an install would. Imported for that effect, first, by `reducer`.
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

NAME = "reducer.strategies"
PACKAGE = Path(__file__).resolve().parent


class _CheckoutStrategies(importlib.abc.MetaPathFinder):
    """Finds `reducer.strategies` in the checkout's `strategies/`, and nothing else."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != NAME:
            return None  # its submodules are found on the package's own __path__
        return importlib.util.spec_from_file_location(
            NAME, self.folder / "__init__.py", submodule_search_locations=[str(self.folder)])


def find_strategies() -> None:
    """Put the finder first on `sys.meta_path` when this package is a checkout's (no
    `strategies/` inside it, one beside it); an installed package needs none."""
    folder = PACKAGE.parent / "strategies"
    if (PACKAGE / "strategies").is_dir() or not (folder / "__init__.py").is_file():
        return
    if not any(isinstance(f, _CheckoutStrategies) for f in sys.meta_path):
        sys.meta_path.insert(0, _CheckoutStrategies(folder))


find_strategies()
