"""Graph queries on a module: the producers of a slice, and which op names which symbol.

A slice's producers are walked from its op over operands (`producers_within`), not read from a
networkx def-use graph: a slice a few def-use edges deep touches a handful of ops, while
building the graph touches every op of the block, and the program changes between cuts, so a
graph would serve only the few rungs of one ladder.

Symbols form a networkx graph (`symbol_graph`): an op that names a symbol depends on it.
Symbol removal asks it which ops name a symbol, once per program (its tries all remove
symbols of the same one); a cut asks it a question of reachability, which private symbols
nothing outside them needs any more (`unreferenced_symbols`). It is derived from the module on
demand: a view for graph algorithms, not a second source of truth.
"""
from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from reducer.ir.functions import defined_symbol, symbol_uses
from reducer.ir.module import Module, Op
from reducer.processes.scheduler import background

if TYPE_CHECKING:
    import networkx as nx


def _networkx() -> ModuleType:
    """networkx, imported by the first query that needs a graph: its import takes a while,
    and a reduction that never cuts or removes a symbol does not need it."""
    import networkx
    return networkx


def import_ahead() -> None:
    """Import networkx on a thread of its own: started while a first compile runs, the
    import (a quarter to half a second) is done before the search's first query waits for it
    (Python's import lock makes that query wait for an import under way, never import twice)."""
    background(_networkx, name="import-networkx")


def producers_within(op: Op, depth: int | None) -> set[int]:
    """Ids of `op` and of the ops of its block it depends on through at most `depth` def-use
    edges (None: any number); a use at any depth inside an op's regions counts as the op's.
    Walked level by level: the work is that of the slice (see the module's doc)."""
    found = {op.id}
    level = [op]
    steps = 0
    while level and (depth is None or steps < depth):
        steps += 1
        reached = []
        for user in level:
            for nested in user.walk():
                for value in nested.operands:
                    producer = value.defining_op
                    while producer is not None and producer.block is not op.block:
                        producer = producer.parent_op  # defined inside another op of the block
                    if producer is not None and producer.id not in found:
                        found.add(producer.id)
                        reached.append(producer)
        level = reached
    return found


def symbol_graph(module: Module) -> nx.DiGraph:
    """Which op names which symbol, at every level (an executable's own module too): a node
    per op that defines a symbol (its id; the op as `op`, whether the symbol is public as
    `public`) or names one that is defined (`op` only), and an edge from each op that names a
    symbol (`@name` in its properties or attributes, as `symbol_uses` reads them) to each op
    defining a symbol of that name. A symbol's predecessors are the ops that name it, in
    program order; those it holds are among them."""
    graph = _networkx().DiGraph()
    defined: dict[str, list[int]] = {}
    for op in module.walk():
        symbol = defined_symbol(op)
        if symbol is not None:
            graph.add_node(op.id, op=op, public=symbol.public)
            defined.setdefault(symbol.name, []).append(op.id)
    for name, users in symbol_uses(module).items():
        for symbol_id in defined.get(name, ()):
            for user in users:
                graph.add_node(user.id, op=user)
                graph.add_edge(user.id, symbol_id)
    return graph


def unreferenced_symbols(module: Module) -> list[Op]:
    """The private symbols of the module's top level that nothing needs (functions and globals
    a cut left behind), in program order: those that no op outside them names, directly or
    through other such symbols. A symbol's own body naming it (a recursive call) does not keep
    it; a cycle of names does (symbols that name each other, one whose own attributes name
    it), and what the cycle names."""
    nx = _networkx()
    names = symbol_graph(module)
    top = module.top.regions[0].blocks[0].ops
    calls = nx.DiGraph()  # which op of the module's body names which symbol of it
    calls.add_nodes_from(op.id for op in top)
    for user, symbol in names.edges:
        if symbol in calls:
            owner = top_level(names.nodes[user]["op"], module.top)
            if owner is not None and (owner.id != symbol or user == symbol):
                calls.add_edge(owner.id, symbol)
    private = {n for n, public in names.nodes(data="public", default=True) if not public}
    roots = [n for n in calls if n not in private] + list(nx.nodes_with_selfloops(calls))
    roots += [n for scc in nx.strongly_connected_components(calls) if len(scc) > 1 for n in scc]
    needed = {n for layer in nx.bfs_layers(calls, roots) for n in layer}
    return [op for op in top if op.id not in needed]


def top_level(op: Op, parent: Op) -> Op | None:
    """The op of `parent`'s body that is or contains `op` (None when `op` is not in it)."""
    while op.parent_op is not None and op.parent_op is not parent:
        op = op.parent_op
    return op if op.parent_op is parent else None
