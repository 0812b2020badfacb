"""Private temp dirs, named after the reducer's pid, so that those of a reducer killed
outright are found and removed later (`remove_stale_temp_dirs`)."""
from __future__ import annotations

import os
import re
import shutil
import tempfile
import time

from reducer.text import TEMP_PREFIX

_STALE_TEMP = re.compile(re.escape(TEMP_PREFIX) + r"(?:[a-z]+-)?(\d+)-[^/]+")


def temp_dir(kind: str = "") -> tempfile.TemporaryDirectory:
    """A private temp dir for one run, named so that a later reducer can remove it if this
    process is killed outright."""
    kind = f"{kind}-" if kind else ""
    return tempfile.TemporaryDirectory(prefix=f"{TEMP_PREFIX}{kind}{os.getpid()}-")


def remove_stale_temp_dirs(root: str | None = None, min_age: float = 600.0) -> int:
    """Remove the temp dirs of reducers that were killed outright (SIGKILL): disk stays bounded.

    A directory is stale when the process that made it (its name holds the pid) is gone and it
    is `min_age` seconds old: a pid of another PID namespace sharing /tmp may look dead.
    Returns how many were removed.
    """
    root = root or tempfile.gettempdir()
    removed = 0
    try:
        entries = list(os.scandir(root))
    except OSError:
        return 0
    for entry in entries:
        match = _STALE_TEMP.fullmatch(entry.name)
        if match is None or _alive(int(match.group(1))):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if entry.is_dir(follow_symlinks=False) and info.st_uid == os.getuid() and \
                    info.st_mtime < time.time() - min_age:
                shutil.rmtree(entry.path, ignore_errors=True)
                removed += 1
        except OSError:
            continue
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True
