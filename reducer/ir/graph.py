"""The def-use graph of a module as a networkx DiGraph, and the queries built on it.

Nodes are op ids (attribute `op`); an edge runs from the op defining a value to each op using
it. Block arguments have no defining op, so they start no edges. The graph is derived from the
module's use lists on demand: it is a view for graph algorithms, not a second source of truth.
"""
from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from reducer.ir.module import Module, Op

if TYPE_CHECKING:
    import networkx as nx


def _networkx() -> ModuleType:
    """networkx, imported by the first query that needs a graph: its import costs a tenth of
    a second, and a reduction's slices are walked over operands (`producers_within`)."""
    import networkx
    return networkx


def def_use_graph(module: Module) -> nx.DiGraph:
    graph = _networkx().DiGraph()
    for op in module.walk():
        graph.add_node(op.id, op=op)
    for op in module.walk():
        for value in op.results:
            for user in value.uses:
                graph.add_edge(op.id, user.id)
    return graph


def backward_slice(module: Module, op: Op, graph: nx.DiGraph | None = None) -> list[Op]:
    """The ops whose results `op` depends on, directly or not, in program order."""
    graph = graph if graph is not None else def_use_graph(module)
    return _in_order(module, _networkx().ancestors(graph, op.id))


def forward_slice(module: Module, op: Op, graph: nx.DiGraph | None = None) -> list[Op]:
    """The ops that depend on the results of `op`, in program order."""
    graph = graph if graph is not None else def_use_graph(module)
    return _in_order(module, _networkx().descendants(graph, op.id))


def _in_order(module: Module, ids: set[int]) -> list[Op]:
    return [op for op in module.walk() if op.id in ids]


def topological_order(ops: list[Op]) -> list[Op]:
    """`ops` ordered so producers come before users, ties broken by program order."""
    nx = _networkx()
    position = {op.id: i for i, op in enumerate(ops)}
    graph = nx.DiGraph()
    graph.add_nodes_from(position)
    for op in ops:
        for value in op.results:
            for user in value.uses:
                if user.id in position:
                    graph.add_edge(op.id, user.id)
    by_id = {op.id: op for op in ops}
    order = nx.lexicographical_topological_sort(graph, key=position.__getitem__)
    return [by_id[i] for i in order]


def producers_within(op: Op, depth: int | None) -> set[int]:
    """Ids of `op` and of the ops of its block it depends on through at most `depth` def-use
    edges (None: any number); a use at any depth inside an op's regions counts as the op's.
    Walked from `op` over operands, level by level: the work is that of the slice, not of
    the block (a 30,000-op function cut to a dozen ops)."""
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
