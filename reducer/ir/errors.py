"""Errors of the IR layer: each carries a one-line message for the user."""


class IRError(Exception):
    """The text cannot be read as MLIR, or an edit cannot be made."""
