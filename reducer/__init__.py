"""The reducer: shrinks MLIR programs that make the IREE compiler fail, keeping the failure.

    import reducer
    result = reducer.reduce("big.mlir", oracle="failed to legalize",
                            flags=["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"])
    print(result.text, result.output_ops)
"""
from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("mlir-reducer")
except PackageNotFoundError:  # run from a checkout that was not installed
    __version__ = "0+unknown"

from reducer.api import (  # noqa: E402
    Artifact,
    Result,
    derive_signature,
    reduce,
    reduce_wrong_result,
    run,
)
from reducer.errors import ReducerError  # noqa: E402
from reducer.options import Check, Listener, Options, WrongResult  # noqa: E402

__all__ = ["Artifact", "Check", "Listener", "Options", "ReducerError", "Result", "WrongResult",
           "__version__", "derive_signature", "reduce", "reduce_wrong_result", "run"]
