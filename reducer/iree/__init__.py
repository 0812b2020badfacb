"""Steps that know IREE's compiler: the executable that fails alone (`dispatch.py`), the flags
and targets a failure needs (`flag_reduction.py`), the releases that fail (`releases.py`)."""
