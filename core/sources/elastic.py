"""An Elasticsearch (or OpenSearch) index as a research source.

Documents are expected to carry a `title` and their text in `text` (or
`content`/`body`), optionally a `url`. Search is a `multi_match` with the
title boosted and highlights as snippets; the model gets three tools: paged
search (`offset`), reading one document by id, and field statistics (a terms
aggregation, e.g. the most common authors or years, optionally within a query).
The cluster is asked what it is on first use (see elastic_backends).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from core.config import Settings
from core.sources.tools import Observation, Tool, tool_name
from core.sources.base import Document, Hit, SourceError
from core.sources.elastic_backends import EsFailure, SearchBackend, open_backend
from core.sources.tooling import paged_source_tools
from core.text import truncate

TITLE_BOOST = 3
TEXT_FIELDS = ("text", "content", "body")
SNIPPET_CHARS = 300
FRAGMENT_CHARS = 160
MAX_STATS_SIZE = 50
_EM = re.compile(r"</?em>")


def _document_text(source: dict[str, Any]) -> str:
    return next((str(source[f]) for f in TEXT_FIELDS if source.get(f)), "")


def _scalar_meta(source: dict[str, Any]) -> dict[str, Any]:
    """Short extra fields (author, year, tags...) worth showing next to a result."""
    skip = {"title", "url", *TEXT_FIELDS}
    meta: dict[str, Any] = {}
    for key, value in source.items():
        if key in skip:
            continue
        if isinstance(value, str | int | float | bool) and len(str(value)) <= 200:
            meta[key] = value
        elif isinstance(value, list) and all(isinstance(v, str | int | float) for v in value) and len(value) <= 20:
            meta[key] = value
    return meta


@dataclass
class ElasticSource:
    """`connect` opens the backend on first use, so building the source costs no request."""

    connect: Callable[[], Awaitable[SearchBackend]]
    index: str
    name: str = "elasticsearch"
    _backend: SearchBackend | None = field(default=None, init=False)
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock, init=False)

    @property
    def description(self) -> str:
        return f"the team's search index '{self.index}' (full text, title matches count most)"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        hits, _ = await self.search_page(query, limit, 0)
        return hits

    async def search_page(self, query: str, limit: int, offset: int) -> tuple[list[Hit], int | None]:
        data = await self._search(
            {
                "query": self._match(query),
                "highlight": {
                    "pre_tags": ["<em>"],
                    "post_tags": ["</em>"],
                    "fields": {f: {"fragment_size": FRAGMENT_CHARS, "number_of_fragments": 2} for f in TEXT_FIELDS},
                },
                "from": offset,
                "size": limit,
                "track_total_hits": True,
            }
        )
        total = (data.get("hits", {}).get("total") or {}).get("value")
        return [self._hit(raw) for raw in data.get("hits", {}).get("hits", [])], total

    async def fetch(self, id: str) -> Document | None:
        backend = await self._open()
        try:
            data = await backend.get(self.index, id.strip())
        except EsFailure as failure:
            raise SourceError(self._message(failure, backend.label)) from None
        if not data or not data.get("found"):
            return None
        source = data.get("_source") or {}
        return Document(
            id=data["_id"],
            source=self.name,
            title=str(source.get("title") or data["_id"]),
            text=_document_text(source),
            url=source.get("url"),
            meta=_scalar_meta(source),
        )

    async def field_stats(self, field: str, size: int = 10, query: str | None = None) -> Observation:
        """The most common values of `field`; a text field is retried as its `.keyword` sub-field."""
        size = max(1, min(MAX_STATS_SIZE, size))
        try:
            return await self._field_stats(field, size, query)
        except _TextField:
            if field.endswith(".keyword"):
                raise SourceError(f"'{field}' cannot be counted (it is not a keyword field)") from None
            return await self._field_stats(f"{field}.keyword", size, query)
    def tools(self) -> list[Tool]:
        async def stats(args: dict[str, Any]) -> Observation:
            return await self.field_stats(args["field"], int(args.get("size", 10)), args.get("query") or None)

        return [
            *paged_source_tools(self, self.search_page),
            Tool(
                name=tool_name("stats", self.name),
                description=(
                    f"Count the most common values of one field in the index '{self.index}' "
                    "(e.g. author, year, category, tags), over all documents or those matching a query."
                ),
                parameters={
                    "type": "object",
                    "properties": {
                        "field": {"type": "string", "description": "field name, e.g. author or year"},
                        "size": {"type": "integer", "description": f"values wanted, 1-{MAX_STATS_SIZE}", "default": 10},
                        "query": {"type": "string", "description": "only count documents matching this (optional)"},
                    },
                    "required": ["field"],
                },
                handler=stats,
            ),
        ]

    async def aclose(self) -> None:
        async with self._lock:
            if self._backend is not None:
                await self._backend.aclose()
                self._backend = None

    async def _open(self) -> SearchBackend:
        async with self._lock:
            if self._backend is None:
                try:
                    self._backend = await self.connect()
                except EsFailure as failure:
                    raise SourceError(self._message(failure, "Elasticsearch")) from None
            return self._backend

    async def _search(self, body: dict[str, Any]) -> dict[str, Any]:
        backend = await self._open()
        try:
            return await backend.search(self.index, body)
        except EsFailure as failure:
            if failure.status == 400 and "fielddata" in str(failure.body).lower():
                raise _TextField() from None
            raise SourceError(self._message(failure, backend.label)) from None

    def _message(self, failure: EsFailure, label: str) -> str:
        if failure.error_type == "index_not_found_exception":
            return f"the {label} index '{self.index}' does not exist"
        if failure.status == 401:
            return f"{label} rejected the credentials; check ELASTICSEARCH_API_KEY (or the user in ELASTICSEARCH_URL)"
        if failure.status == 403:
            return f"the {label} credentials may not read the index '{self.index}'"
        reason = failure.reason
        return f"{label} answered HTTP {failure.status}" + (f": {truncate(reason, 200)}" if reason else "")

    def _match(self, query: str) -> dict[str, Any]:
        return {
            "multi_match": {
                "query": query,
                "fields": [f"title^{TITLE_BOOST}", *TEXT_FIELDS],
                "type": "best_fields",
                "fuzziness": "AUTO",
            }
        }

    async def _field_stats(self, field: str, size: int, query: str | None) -> Observation:
        data = await self._search(
            {
                "size": 0,
                "track_total_hits": True,
                "query": self._match(query) if query else {"match_all": {}},
                "aggregations": {"values": {"terms": {"field": field, "size": size}}},
            }
        )
        total = (data.get("hits", {}).get("total") or {}).get("value", 0)
        agg = (data.get("aggregations") or {}).get("values") or {}
        buckets = agg.get("buckets", [])
        counted = f"{total} document{'' if total == 1 else 's'}"
        scope = f"{counted} matching {query!r}" if query else f"all {counted}"
        if not buckets:
            return Observation(query=query, text=f"No values of '{field}' among {scope}.")
        values = ", ".join(f"{b.get('key_as_string', b['key'])} ({b['doc_count']})" for b in buckets)
        other = agg.get("sum_other_doc_count", 0)
        tail = f"; {other} more documents have other values" if other else ""
        return Observation(query=query, text=f"Most common values of '{field}' among {scope}: {values}{tail}.")

    def _hit(self, raw: dict[str, Any]) -> Hit:
        source = raw.get("_source") or {}
        text = _document_text(source)
        fragments = [f for field in TEXT_FIELDS for f in (raw.get("highlight") or {}).get(field, [])]
        snippet = " … ".join(_EM.sub("", f).strip() for f in fragments) or truncate(text, SNIPPET_CHARS)
        return Hit(
            id=raw["_id"],
            source=self.name,
            title=str(source.get("title") or raw["_id"]),
            snippet=snippet,
            text=text,
            url=source.get("url"),
            score=float(raw.get("_score") or 0.0),
            meta=_scalar_meta(source),
        )


class _TextField(Exception):
    """A terms aggregation hit a text field; its `.keyword` sub-field may work."""


def build_elastic_source(settings: Settings) -> ElasticSource | None:
    url = settings.elasticsearch_url
    if not url:
        return None
    api_key = settings.elasticsearch_api_key.get_secret_value() if settings.elasticsearch_api_key else None
    timeout = settings.research_tool_timeout_seconds
    return ElasticSource(lambda: open_backend(url, api_key or None, timeout), settings.elasticsearch_index)
