"""Running compiled modules: candidates compiled and run in a child (`execution.py`), data in
each op's domain (`domains.py`), verdicts kept by content (`verdicts.py`)."""
