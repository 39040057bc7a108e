"""The remote sources a configuration enables: web search, arXiv, GitHub, Elasticsearch.

Building them makes no network request; each connects on first use. (MCP
servers are tool providers, built by `core.sources.mcp.build_mcp_tools`.)
"""

from __future__ import annotations

from core.config import Settings
from core.sources.arxiv import build_arxiv_source
from core.sources.base import Source
from core.sources.elastic import build_elastic_source
from core.sources.github import build_github_source
from core.sources.web import build_web_source


async def build_remote_sources(settings: Settings) -> list[Source]:
    built = (
        build_web_source(settings),
        build_arxiv_source(settings),
        build_github_source(settings),
        build_elastic_source(settings),
    )
    return [source for source in built if source is not None]

