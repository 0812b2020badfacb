"""Crashes and the pass level: MLIR's crash reproducer captured (`capture.py`), the op a pass
crashes at cut out (`cut.py`), the failing pass found and reduced with iree-opt
(`pass_level.py`), and lit tests written and checked (`lit.py`)."""
