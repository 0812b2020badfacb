"""Safekeeping: the checks at a reduction's start and end (`session.py`), the journal that
`--resume` continues (`journal.py`), and other failures met on the way
(`also_interesting.py`)."""
