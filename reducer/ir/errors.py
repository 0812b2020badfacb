from reducer.errors import ReducerError


class IRError(ReducerError):
    """The text is not MLIR this reducer can read, or an edit cannot be made."""
