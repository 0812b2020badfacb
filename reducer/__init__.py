"""The reducer: shrinks MLIR programs that make the IREE compiler fail, keeping the failure.

    import reducer
    result = reducer.reduce("big.mlir", oracle="failed to legalize",
                            flags=["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"])
    print(result.text, result.output_ops)
"""
from reducer import _checkout  # noqa: F401  (first: a checkout's strategies, see there)
from reducer.api import (
    Artifact,
    Prepared,
    Result,
    derive_signature,
    prepare,
    reduce,
    reduce_wrong_result,
    run,
)
from reducer.errors import ReducerError
from reducer.options import Listener, Options, WrongResult
from reducer.processes.share import Share
from reducer.wrong_result import Check

__all__ = ["Artifact", "Check", "Listener", "Options", "Prepared", "ReducerError", "Result",
           "Share", "WrongResult", "__version__", "derive_signature", "prepare", "reduce",
           "reduce_wrong_result", "run"]


def __getattr__(name: str) -> str:
    # `__version__` is looked up only when asked for: importlib.metadata would cost every run,
    # however small, a noticeable part of its start-up.
    if name != "__version__":
        raise AttributeError(f"module 'reducer' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("mlir-reducer")
    except PackageNotFoundError:  # run from a checkout that was not installed
        return "0+unknown"
