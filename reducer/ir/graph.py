"""The def-use graph of a module as a networkx DiGraph, and the queries built on it.

Nodes are op ids (attribute `op`); an edge runs from the op defining a value to each op using
it. Block arguments have no defining op, so they start no edges. The graph is derived from the
module's use lists on demand: it is a view for graph algorithms, not a second source of truth.
"""
from __future__ import annotations

import networkx as nx

from reducer.ir.module import Module, Op


def def_use_graph(module: Module) -> nx.DiGraph:
    graph = nx.DiGraph()
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
    return _in_order(module, nx.ancestors(graph, op.id))


def forward_slice(module: Module, op: Op, graph: nx.DiGraph | None = None) -> list[Op]:
    """The ops that depend on the results of `op`, in program order."""
    graph = graph if graph is not None else def_use_graph(module)
    return _in_order(module, nx.descendants(graph, op.id))


def _in_order(module: Module, ids: set[int]) -> list[Op]:
    return [op for op in module.walk() if op.id in ids]


def topological_order(ops: list[Op]) -> list[Op]:
    """`ops` ordered so producers come before users, ties broken by program order."""
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


def body_graph(ops: list[Op]) -> nx.DiGraph:
    """The def-use graph of one block's ops (a function body): an edge from each op to every op
    of the block that uses one of its results, at any depth inside its regions."""
    top = {id(op): op for op in ops}
    graph = nx.DiGraph()
    graph.add_nodes_from(op.id for op in ops)
    for op in ops:
        for nested in op.walk():
            for value in nested.operands:
                producer = value.defining_op
                while producer is not None and id(producer) not in top:
                    producer = producer.parent_op  # a value defined inside another body op
                if producer is not None and producer is not op:
                    graph.add_edge(producer.id, op.id)
    return graph


def ancestors_within(graph: nx.DiGraph, node: int, depth: int | None) -> set[int]:
    """`node` and the nodes it depends on through at most `depth` edges (None: any number)."""
    return set(nx.single_source_shortest_path_length(graph.reverse(copy=False), node,
                                                     cutoff=depth))
