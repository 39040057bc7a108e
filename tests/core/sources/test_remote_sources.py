"""Which remote sources a configuration turns on."""

from __future__ import annotations

from core.config import Settings
from core.sources.tools import build_tools
from core.sources.remote import build_remote_sources


async def test_nothing_configured_means_no_remote_sources() -> None:
    assert await build_remote_sources(Settings(_env_file=None)) == []  # type: ignore[call-arg]


async def test_each_configured_source_is_built_with_its_tools() -> None:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        searxng_url="http://127.0.0.1:9",
        arxiv_enabled=True,
        github_enabled=True,
        elasticsearch_url="http://127.0.0.1:9",
    )

    sources = await build_remote_sources(settings)
    try:
        assert [s.name for s in sources] == ["web", "arxiv", "github", "elasticsearch"]
        assert [t.name for t in build_tools(sources)] == [
            "search_web",
            "read_web",
            "search_arxiv",
            "read_arxiv",
            "search_github",
            "read_github",
            "search_github_issues",
            "search_elasticsearch",
            "read_elasticsearch",
            "stats_elasticsearch",
        ]
    finally:
        for source in sources:
            await source.aclose()  # type: ignore[attr-defined]
