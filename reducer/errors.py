"""The base of every error whose message is for the user (exit status 1, one line)."""


class ReducerError(Exception):
    """The reduction cannot go on as asked; the message says why, in one line."""
