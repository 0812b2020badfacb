"""Launching every tool: process groups, time and memory limits, temp dirs (`process.py`,
`tempdirs.py`), finding IREE's tools (`tools.py`), long-lived workers over the compiler's
bindings (`bindings.py`), the threads that run work concurrently and a reduction's one
scheduler of compiles, cancelled by tag (`scheduler.py`), and a Dask cluster shared by
reductions (`share.py`). What a tool is for is not known here."""
