"""The search: delta debugging over a strategy's edits (ddmin, bisected and climbed ladders),
fixpoints and speculation over trials. It knows nothing of MLIR, compilers or oracles: a
`Problem` says whether a text is interesting, a `Strategy` (`protocol.py`) lists and applies
edits."""
