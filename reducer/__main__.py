from reducer.cli import entry

entry()
