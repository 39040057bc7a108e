"""Web search against local fakes of the Tavily, Brave and SearXNG APIs."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import pytest
from pydantic import SecretStr

from core.config import Settings
from core.sources.base import SourceError
from core.sources.http import HttpClient
from core.sources.web import (
    BraveProvider,
    SearxngProvider,
    TavilyProvider,
    WebSearchSource,
    build_web_source,
)
from tests.fakes.search_apis import BraveFake, SearxngFake, TavilyFake

TAVILY_KEY = "tvly-secret-123"
BRAVE_KEY = "brave-secret-456"


@pytest.fixture
async def tavily() -> AsyncIterator[TavilyFake]:
    fake = await TavilyFake(TAVILY_KEY).start()
    yield fake
    await fake.close()


@pytest.fixture
async def brave() -> AsyncIterator[BraveFake]:
    fake = await BraveFake(BRAVE_KEY).start()
    yield fake
    await fake.close()


@pytest.fixture
async def searxng() -> AsyncIterator[SearxngFake]:
    fake = await SearxngFake().start()
    yield fake
    await fake.close()


def settings_for(**overrides: object) -> Settings:
    return Settings(_env_file=None, **overrides)  # type: ignore[call-arg]


@pytest.fixture
async def web(tavily: TavilyFake, brave: BraveFake) -> AsyncIterator[WebSearchSource]:
    source = WebSearchSource(
        [TavilyProvider(TAVILY_KEY, tavily.url), BraveProvider(BRAVE_KEY, brave.url)],
        # Generous: a loaded CI machine must not turn a fast local error into a timeout.
        HttpClient("web search", timeout_seconds=3.0),
        allow_private_urls=True,
    )
    yield source
    await source.aclose()


async def test_first_provider_answers_with_citable_hits(web: WebSearchSource, tavily: TavilyFake, brave: BraveFake) -> None:
    hits = await web.search("lambda cold starts", limit=2)

    assert [h.title for h in hits] == ["Reducing AWS Lambda cold starts", "ECS vs Lambda: choosing compute"]
    first = hits[0]
    assert first.id == first.url == f"{tavily.url}/pages/lambda-cold-starts"
    assert first.source == "web" and first.meta["provider"] == "tavily"
    assert "Provisioned concurrency" in first.text and first.snippet
    assert tavily.hits("/search")[0].headers["Authorization"] == f"Bearer {TAVILY_KEY}"
    assert brave.requests == []


@pytest.mark.parametrize("status", [500, 429])
async def test_failing_provider_fails_over_to_the_next_and_records_why(
    web: WebSearchSource, tavily: TavilyFake, status: int, caplog: pytest.LogCaptureFixture
) -> None:
    tavily.fail_next("/search", status, {"detail": {"error": "upstream overloaded"}})

    with caplog.at_level(logging.WARNING, logger="core.sources.web"):
        hits = await web.search("postgres autovacuum")

    assert [h.title for h in hits] == ["Tuning Postgres autovacuum"]
    assert hits[0].meta["provider"] == "brave"
    reason = f"tavily: Tavily answered HTTP {status}: upstream overloaded"
    assert hits[0].meta["failed_providers"] == [reason]
    assert web.last_failures == [reason]
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert any("endpoint=tavily" in w and f"HTTP {status}" in w for w in warnings)
    assert not any(TAVILY_KEY in w or BRAVE_KEY in w for w in caplog.messages)


async def test_rate_limited_provider_is_skipped_until_retry_after(
    web: WebSearchSource, tavily: TavilyFake, brave: BraveFake
) -> None:
    tavily.fail_next("/search", 429, {"detail": {"error": "rate limit"}}, headers={"Retry-After": "120"})

    await web.search("lambda")
    hits = await web.search("ecs")

    assert len(tavily.hits("/search")) == 1
    assert len(brave.hits("/res/v1/web/search")) == 2
    assert hits[0].meta["provider"] == "brave" and "failed_providers" not in hits[0].meta


async def test_provider_that_hangs_times_out_and_the_next_one_answers(web: WebSearchSource, tavily: TavilyFake) -> None:
    # Two providers share the 3 s budget, so Tavily gets 1.5 s.
    tavily.fail_next("/search", 200, {"results": []}, delay=2.0)

    hits = await web.search("lambda")

    assert hits and hits[0].meta["provider"] == "brave"
    assert web.last_failures == ["tavily: Tavily did not answer within 1.5 s"]


async def test_every_provider_failing_is_one_readable_error(
    web: WebSearchSource, tavily: TavilyFake, brave: BraveFake
) -> None:
    tavily.fail_next("/search", 503, "<html><body>Service Unavailable</body></html>")
    brave.fail_next("/res/v1/web/search", 502, "")

    with pytest.raises(SourceError) as caught:
        await web.search("lambda")

    assert str(caught.value) == (
        "web search failed: tavily: Tavily answered HTTP 503; brave: Brave Search answered HTTP 502"
    )


async def test_rejected_key_is_reported_without_the_key(tavily: TavilyFake) -> None:
    source = WebSearchSource([TavilyProvider("wrong-key", tavily.url)], HttpClient("web search", 2.0))
    try:
        with pytest.raises(SourceError) as caught:
            await source.search("lambda")
    finally:
        await source.aclose()

    assert "HTTP 401: Unauthorized: missing or invalid API key." in str(caught.value)
    assert "wrong-key" not in str(caught.value)


async def test_brave_snippets_are_plain_text(brave: BraveFake) -> None:
    source = WebSearchSource([BraveProvider(BRAVE_KEY, brave.url)], HttpClient("web search", 2.0))
    try:
        hits = await source.search("ecs", limit=1)
    finally:
        await source.aclose()

    assert hits[0].text.startswith("ECS vs Lambda: choosing compute: Amazon ECS suits")
    assert "<strong>" not in hits[0].text
    assert brave.hits("/res/v1/web/search")[0].query == {"q": "ecs", "count": "1"}


async def test_searxng_asks_for_json_and_respects_the_limit(searxng: SearxngFake) -> None:
    source = WebSearchSource([SearxngProvider(searxng.url)], HttpClient("web search", 2.0))
    try:
        hits = await source.search("lambda", limit=1)
    finally:
        await source.aclose()

    assert len(hits) == 1 and hits[0].meta["provider"] == "searxng"
    assert searxng.hits("/search")[0].query["format"] == "json"


async def test_searxng_without_json_format_explains_the_fix(searxng: SearxngFake) -> None:
    searxng.fail_next("/search", 403, "Forbidden")
    source = WebSearchSource([SearxngProvider(searxng.url)], HttpClient("web search", 2.0))
    try:
        with pytest.raises(SourceError, match="enable the json format under search.formats"):
            await source.search("lambda")
    finally:
        await source.aclose()


async def test_reading_a_result_gives_the_page_text_without_chrome(web: WebSearchSource) -> None:
    [hit] = await web.search("autovacuum", limit=1)

    document = await web.fetch(hit.id)

    assert document is not None
    assert document.title == "Tuning Postgres autovacuum"
    assert "Lower autovacuum_vacuum_scale_factor" in document.text
    assert "track()" not in document.text and "Home | Blog" not in document.text


async def test_reading_follows_redirects(web: WebSearchSource, tavily: TavilyFake) -> None:
    tavily.fail_next("/old", 301, "", headers={"Location": "/pages/ecs-vs-lambda"})

    document = await web.fetch(f"{tavily.url}/old")

    assert document is not None and document.url == f"{tavily.url}/pages/ecs-vs-lambda"


async def test_reading_refuses_local_addresses_and_other_schemes(tavily: TavilyFake) -> None:
    source = WebSearchSource([TavilyProvider(TAVILY_KEY, tavily.url)], HttpClient("web search", 2.0))
    try:
        with pytest.raises(SourceError, match="private or local address"):
            await source.fetch(f"{tavily.url}/pages/ecs-vs-lambda")
        with pytest.raises(SourceError, match="only http"):
            await source.fetch("file:///etc/passwd")
    finally:
        await source.aclose()
    assert tavily.requests == []


def test_providers_come_from_settings_in_failover_order() -> None:
    assert build_web_source(settings_for()) is None

    source = build_web_source(
        settings_for(
            searxng_url="http://searx.local",
            brave_api_key=SecretStr("b"),
            tavily_api_key=SecretStr("t"),
            research_tool_timeout_seconds=9,
        )
    )

    assert source is not None
    assert [p.name for p in source.providers] == ["tavily", "brave", "searxng"]
    assert source.http.timeout_seconds == 9


async def test_provider_answering_in_an_unexpected_shape_fails_over(web: WebSearchSource, tavily: TavilyFake) -> None:
    tavily.fail_next("/search", 200, ["not", "an", "object"])

    hits = await web.search("lambda")

    assert hits[0].meta["provider"] == "brave"
    assert web.last_failures == ["tavily: it answered in an unexpected format"]


async def test_reading_a_missing_page_names_the_site(web: WebSearchSource, tavily: TavilyFake) -> None:
    with pytest.raises(SourceError, match="^127.0.0.1 answered HTTP 404"):
        await web.fetch(f"{tavily.url}/pages/gone")
