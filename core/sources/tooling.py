"""Tools for sources whose search pages through results (arXiv, Elasticsearch).

The generic `search_<name>` tool has no offset; these sources replace it with
one that has, so the model can ask for the next page instead of rephrasing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from core.sources.tools import Observation, Tool, search_tool, source_tools
from core.sources.base import Hit, Source

PagedSearch = Callable[[str, int, int], Awaitable[tuple[list[Hit], int | None]]]


def paged_source_tools(source: Source, search: PagedSearch, max_limit: int = 10) -> list[Tool]:
    """`search_<name>(query, limit, offset)` plus the generic `read_<name>(id)`.

    `search(query, limit, offset)` returns the hits and the total number of
    matches when the service reports it, which the observation states so the
    model knows whether another page exists.
    """

    async def handler(args: dict[str, Any]) -> Observation:
        query = args["query"].strip()
        limit = max(1, min(max_limit, int(args.get("limit", 5))))
        offset = max(0, int(args.get("offset", 0)))
        hits, total = await search(query, limit, offset)
        shown = f"results {offset + 1}-{offset + len(hits)}" if hits else "no results"
        more = f" of {total}" if total is not None else ""
        hint = "; ask again with a larger offset for more" if total is not None and offset + len(hits) < total else ""
        return Observation(query=query, hits=hits, text=f"{source.name}: {shown}{more}{hint}.")

    paged = search_tool(
        source,
        handler,
        max_limit,
        "Returns ranked results with ids; page with offset.",
        {"offset": {"type": "integer", "description": "results to skip (for the next page)", "default": 0}},
    )
    return [paged, *(tool for tool in source_tools(source, max_limit) if tool.kind != "search")]
