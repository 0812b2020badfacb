"""The reducer: shrinks MLIR programs that make the IREE compiler fail, keeping the failure.

    import reducer
    result = reducer.reduce("big.mlir", oracle="failed to legalize",
                            flags=["--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"])
    print(result.text, result.output_ops)
"""
from reducer.api import Result, reduce

__all__ = ["Result", "reduce"]
