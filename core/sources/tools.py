"""Research tools: what the model may call, and what comes back.

Every `Source` yields two generic tools, `search_<name>(query, limit)` and
`read_<name>(id)`. Anything implementing `ToolProvider` (an MCP server, say)
contributes its own tools instead; it can still include the generic pair by
returning `source_tools(self)` among them. Hits in an observation become
candidate sources for citation.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from core.sources.base import Document, Hit, Source

ToolKind = Literal["search", "read", "other"]
_NAME_RE = re.compile(r"[^a-zA-Z0-9_-]+")


class Observation(BaseModel):
    """A tool's result. `hits` are citable; `text` is extra context shown as-is."""

    text: str = ""
    hits: list[Hit] = Field(default_factory=list)
    query: str | None = None
    error: str | None = None


class ToolArgumentError(ValueError):
    """The model called a tool with arguments its schema does not allow."""


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]
    handler: Callable[[dict[str, Any]], Awaitable[Observation]]
    kind: ToolKind = "other"

    def spec(self) -> dict[str, Any]:
        """The OpenAI `tools=[...]` entry."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }

    def check_args(self, args: dict[str, Any]) -> dict[str, Any]:
        """Keep known arguments, require the required ones, coerce simple scalar types.

        Models get argument types wrong often enough ("5" for 5) that refusing
        would waste a step.
        """
        props: dict[str, Any] = self.parameters.get("properties", {})
        missing = [name for name in self.parameters.get("required", []) if args.get(name) in (None, "")]
        if missing:
            raise ToolArgumentError(f"missing required argument(s): {', '.join(missing)}")
        clean: dict[str, Any] = {}
        for name, value in args.items():
            if name not in props:
                continue
            expected = props[name].get("type")
            try:
                if expected == "integer" and not isinstance(value, int):
                    value = int(value)
                elif expected == "number" and not isinstance(value, int | float):
                    value = float(value)
                elif expected == "string" and not isinstance(value, str):
                    value = str(value)
            except (TypeError, ValueError) as exc:
                raise ToolArgumentError(f"argument {name!r} must be {expected}") from exc
            clean[name] = value
        return clean

    async def call(self, args: dict[str, Any]) -> Observation:
        return await self.handler(self.check_args(args))


@runtime_checkable
class ToolProvider(Protocol):
    def tools(self) -> list[Tool]: ...


def tool_name(prefix: str, source_name: str) -> str:
    """OpenAI tool names allow [a-zA-Z0-9_-], at most 64 characters."""
    return f"{prefix}_{_NAME_RE.sub('_', source_name).strip('_').lower()}"[:64]


def document_hit(document: Document) -> Hit:
    return Hit(
        id=document.id,
        source=document.source,
        title=document.title,
        text=document.text,
        url=document.url,
        path=document.path,
        meta=document.meta,
    )


def search_tool(
    source: Source,
    handler: Callable[[dict[str, Any]], Awaitable[Observation]],
    max_limit: int,
    returns: str,
    extra: dict[str, dict[str, Any]] | None = None,
) -> Tool:
    """`search_<name>(query, limit, **extra)`; `returns` tells the model what comes back."""
    return Tool(
        name=tool_name("search", source.name),
        description=f"Search {source.description}. {returns}",
        parameters={
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "keywords or a focused question"},
                "limit": {"type": "integer", "description": f"results wanted, 1-{max_limit}", "default": 5},
                **(extra or {}),
            },
            "required": ["query"],
        },
        handler=handler,
        kind="search",
    )


def source_tools(source: Source, max_limit: int = 10) -> list[Tool]:
    async def search(args: dict[str, Any]) -> Observation:
        query = args["query"].strip()
        limit = max(1, min(max_limit, int(args.get("limit", 5))))
        return Observation(query=query, hits=await source.search(query, limit))

    async def read(args: dict[str, Any]) -> Observation:
        document = await source.fetch(args["id"])
        if document is None:
            return Observation(error=f"no document with id {args['id']!r} in {source.name}")
        return Observation(hits=[document_hit(document)])

    return [
        search_tool(source, search, max_limit, "Returns ranked passages with ids."),
        Tool(
            name=tool_name("read", source.name),
            description=f"Read one whole document from {source.name} by the id a search returned.",
            parameters={
                "type": "object",
                "properties": {"id": {"type": "string", "description": "the id from a search result"}},
                "required": ["id"],
            },
            handler=read,
            kind="read",
        ),
    ]


def build_tools(providers: Iterable[Source | ToolProvider]) -> list[Tool]:
    """All tools for the configured sources, first name wins on a clash."""
    tools: dict[str, Tool] = {}
    for provider in providers:
        offered = provider.tools() if isinstance(provider, ToolProvider) else source_tools(provider)
        for tool in offered:
            tools.setdefault(tool.name, tool)
    return list(tools.values())
