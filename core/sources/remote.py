"""The remote sources a configuration enables: web search, arXiv, GitHub, Elasticsearch.

Building them makes no network request; each connects on first use. (MCP
servers are tool providers, built by `core.sources.mcp.build_mcp_tools`.)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from core.config import Settings
from core.sources.base import Source

# (is it configured?, module, builder): a module is imported only when its source is
# configured, so an unused client library (Elasticsearch, aiohttp) costs no start-up time.
_BUILDERS: tuple[tuple[Callable[[Settings], object], str, str], ...] = (
    (lambda s: s.tavily_api_key or s.brave_api_key or s.searxng_url, "core.sources.web", "build_web_source"),
    (lambda s: s.arxiv_enabled, "core.sources.arxiv", "build_arxiv_source"),
    (lambda s: s.github_enabled, "core.sources.github", "build_github_source"),
    (lambda s: s.elasticsearch_url, "core.sources.elastic", "build_elastic_source"),
)


async def build_remote_sources(settings: Settings) -> list[Source]:
    built = [
        getattr(importlib.import_module(module), builder)(settings)
        for configured, module, builder in _BUILDERS
        if configured(settings)
    ]
    return [source for source in built if source is not None]

