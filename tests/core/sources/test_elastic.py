"""The Elasticsearch source: the official async client against a local fake of the ES REST API."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from pydantic import SecretStr

from core.config import Settings
from core.sources.tools import build_tools
from core.sources.base import SourceError
from core.sources.elastic import ElasticSource, build_elastic_source
from tests.fakes.elasticsearch_server import ElasticsearchFake

API_KEY = "es-key-789"


def source_for(url: str, index: str = "documents", api_key: str | None = API_KEY, timeout: float = 2.0) -> ElasticSource:
    source = build_elastic_source(
        Settings(  # type: ignore[call-arg]
            _env_file=None,
            elasticsearch_url=url,
            elasticsearch_index=index,
            elasticsearch_api_key=SecretStr(api_key) if api_key else None,
            research_tool_timeout_seconds=timeout,
        )
    )
    assert source is not None
    return source


@pytest.fixture
async def fake() -> AsyncIterator[ElasticsearchFake]:
    server = await ElasticsearchFake(api_key=API_KEY).start()
    yield server
    await server.close()


@pytest.fixture
async def es(fake: ElasticsearchFake) -> AsyncIterator[ElasticSource]:
    source = source_for(fake.url)
    yield source
    await source.aclose()


async def test_full_text_search_boosts_titles_and_snippets_come_from_highlights(es: ElasticSource, fake: ElasticsearchFake) -> None:
    assert fake.requests == []  # building the source connects to nothing

    hits = await es.search("kafka certificates", limit=3)

    assert [h.id for h in hits] == ["kb-1", "kb-3", "kb-2"]
    top = hits[0]
    assert top.title == "Rotating Kafka TLS certificates" and top.url == "https://kb.example/kafka-tls"
    assert top.snippet == "Kafka brokers reload certificates without a restart when ssl.keystore is updated."
    assert top.text.endswith("Rotate one broker at a time.")
    assert top.meta == {"author": "Dana Ops", "year": 2025, "tags": ["kafka", "tls"]}
    [body] = fake.search_bodies()
    assert body["query"]["multi_match"]["fields"][0] == "title^3"
    assert (body["from"], body["size"], body["track_total_hits"]) == (0, 3, True)
    sent = fake.requests[-1].headers
    assert sent["Authorization"] == f"ApiKey {API_KEY}"
    assert "compatible-with=9" in sent["Accept"]


async def test_tools_page_read_and_count(es: ElasticSource) -> None:
    tools = {t.name: t for t in build_tools([es])}
    assert set(tools) == {"search_elasticsearch", "read_elasticsearch", "stats_elasticsearch"}

    page = await tools["search_elasticsearch"].call({"query": "kafka", "limit": 1, "offset": 1})
    assert [h.id for h in page.hits] == ["kb-3"]
    assert page.text == "elasticsearch: results 2-2 of 3; ask again with a larger offset for more."

    read = await tools["read_elasticsearch"].call({"id": "kb-2"})
    assert read.hits[0].title == "Postgres failover runbook"


async def test_lookup_by_id(es: ElasticSource) -> None:
    document = await es.fetch("kb-2")

    assert document is not None and document.id == "kb-2"
    assert document.text.startswith("Promote the replica with pg_ctl promote")
    assert document.meta["tags"] == ["postgres"]
    assert await es.fetch("kb-404") is None


async def test_field_statistics_fall_back_to_the_keyword_sub_field(es: ElasticSource, fake: ElasticsearchFake) -> None:
    observation = await es.field_stats("author")

    assert observation.text == "Most common values of 'author.keyword' among all 3 documents: Dana Ops (2), Lee Dev (1)."
    assert [b["aggregations"]["values"]["terms"]["field"] for b in fake.search_bodies()] == ["author", "author.keyword"]


async def test_field_statistics_within_a_query(es: ElasticSource) -> None:
    years = await es.field_stats("year", size=5, query="consumer lag")
    kafka_years = await es.field_stats("year", size=5, query="kafka")
    tags = await es.field_stats("tags", size=1)

    assert years.text == "Most common values of 'year' among 1 document matching 'consumer lag': 2025 (1)."
    assert kafka_years.text == "Most common values of 'year' among 3 documents matching 'kafka': 2025 (2), 2024 (1)."
    assert tags.text == "Most common values of 'tags' among all 3 documents: kafka (2); 3 more documents have other values."
    assert (await es.field_stats("nonexistent")).text == "No values of 'nonexistent' among all 3 documents."


async def test_missing_index_is_named(fake: ElasticsearchFake) -> None:
    source = source_for(fake.url, index="nope")
    try:
        with pytest.raises(SourceError, match="^the Elasticsearch index 'nope' does not exist$"):
            await source.search("kafka")
        with pytest.raises(SourceError, match="does not exist"):
            await source.fetch("kb-1")
    finally:
        await source.aclose()


async def test_wrong_key_is_reported_without_the_key(fake: ElasticsearchFake) -> None:
    source = source_for(fake.url, api_key="wrong")
    try:
        with pytest.raises(SourceError) as caught:
            await source.search("kafka")
    finally:
        await source.aclose()
    assert str(caught.value) == (
        "Elasticsearch rejected the credentials; check ELASTICSEARCH_API_KEY (or the user in ELASTICSEARCH_URL)"
    )


async def test_server_that_is_neither_elasticsearch_nor_opensearch_is_refused() -> None:
    fake = await ElasticsearchFake(flavor="other").start()
    source = source_for(fake.url, api_key=None)
    try:
        with pytest.raises(SourceError, match="^the server at ELASTICSEARCH_URL is neither Elasticsearch nor OpenSearch$"):
            await source.search("kafka")
    finally:
        await source.aclose()
        await fake.close()


async def test_unreachable_and_slow_clusters_are_readable_errors(fake: ElasticsearchFake) -> None:
    closed = await ElasticsearchFake().start()
    await closed.close()
    unreachable = source_for(closed.url)
    slow = source_for(fake.url, timeout=0.3)
    fake.fail_next("/documents/_search", 200, "{}", delay=0.6)
    try:
        with pytest.raises(SourceError, match=r"^Elasticsearch could not be reached \(\w+\); check ELASTICSEARCH_URL$"):
            await unreachable.search("kafka")
        with pytest.raises(SourceError, match="^Elasticsearch did not answer within 0.3 s$"):
            await slow.search("kafka")
    finally:
        await unreachable.aclose()
        await slow.aclose()


async def test_server_errors_carry_the_reason(es: ElasticSource, fake: ElasticsearchFake) -> None:
    fake.fail_next(
        "/documents/_search",
        503,
        {"error": {"root_cause": [{"type": "no_shard_available_action_exception", "reason": "no shard available"}], "type": "search_phase_execution_exception", "reason": "all shards failed"}, "status": 503},
        headers={"X-Elastic-Product": "Elasticsearch"},
        times=2,
    )
    with pytest.raises(SourceError, match="^Elasticsearch answered HTTP 503: no shard available$"):
        await es.search("kafka")


def test_enabled_by_url() -> None:
    assert build_elastic_source(Settings(_env_file=None)) is None  # type: ignore[call-arg]


async def test_opensearch_is_spoken_to_in_plain_json() -> None:
    fake = await ElasticsearchFake(api_key=API_KEY, flavor="opensearch").start()
    source = source_for(fake.url)
    try:
        hits = await source.search("kafka certificates", limit=1)
        document = await source.fetch("kb-3")
        missing = await source.fetch("kb-404")
        stats = await source.field_stats("author")
    finally:
        await source.aclose()
        await fake.close()

    assert [h.id for h in hits] == ["kb-1"]
    assert hits[0].snippet == "Kafka brokers reload certificates without a restart when ssl.keystore is updated."
    assert document is not None and document.title == "Kafka consumer lag alerts"
    assert missing is None
    assert stats.text == "Most common values of 'author.keyword' among all 3 documents: Dana Ops (2), Lee Dev (1)."
    assert [r.path for r in fake.requests][:2] == ["/", "/documents/_search"]
    assert all("vnd.elasticsearch" not in r.headers.get("Accept", "") for r in fake.requests)


async def test_missing_opensearch_index_is_named() -> None:
    fake = await ElasticsearchFake(flavor="opensearch").start()
    source = source_for(fake.url, index="nope", api_key=None)
    try:
        with pytest.raises(SourceError, match="^the OpenSearch index 'nope' does not exist$"):
            await source.search("kafka")
    finally:
        await source.aclose()
        await fake.close()
