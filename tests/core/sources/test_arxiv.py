"""The arXiv source against a local fake of the arXiv Atom API."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from core.config import Settings
from core.sources.tools import ToolProvider, build_tools
from core.sources.arxiv import ArxivSource, build_arxiv_source
from core.sources.base import SourceError
from core.sources.http import HttpClient
from tests.fakes.arxiv_api import ArxivFake, error_feed


@pytest.fixture
async def fake() -> AsyncIterator[ArxivFake]:
    server = await ArxivFake().start()
    yield server
    await server.close()


@pytest.fixture
async def arxiv(fake: ArxivFake) -> AsyncIterator[ArxivSource]:
    source = ArxivSource(HttpClient("arXiv", 2.0), fake.api_url, polite_interval=0.0)
    yield source
    await source.aclose()


async def test_question_becomes_and_of_terms_and_papers_become_hits(arxiv: ArxivSource, fake: ArxivFake) -> None:
    hits = await arxiv.search("What is retrieval augmented generation?", limit=5)

    assert [h.id for h in hits] == ["2005.11401", "2312.10997"]
    assert fake.requests[0].query == {
        "search_query": "all:retrieval AND all:augmented AND all:generation",
        "start": "0",
        "max_results": "5",
        "sortBy": "relevance",
    }
    rag = hits[0]
    assert rag.title == "Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks"
    assert rag.url == "http://arxiv.org/abs/2005.11401v4"
    assert rag.snippet.startswith("We explore a general-purpose fine-tuning recipe")
    assert rag.meta["authors"] == ["Patrick Lewis", "Ethan Perez"]
    assert rag.meta["version"] == "v4" and rag.meta["pdf_url"] == "http://arxiv.org/pdf/2005.11401v4"
    assert rag.meta["categories"] == ["cs.CL", "cs.LG"]


async def test_nothing_for_all_terms_retries_with_any_term(arxiv: ArxivSource, fake: ArxivFake) -> None:
    hits = await arxiv.search("reasoning survey quantum")

    assert {h.id for h in hits} == {"2210.03629", "2312.10997"}
    assert [r.query["search_query"] for r in fake.requests] == [
        "all:reasoning AND all:survey AND all:quantum",
        "all:reasoning OR all:survey OR all:quantum",
    ]


async def test_arxiv_syntax_is_sent_unchanged(arxiv: ArxivSource, fake: ArxivFake) -> None:
    hits = await arxiv.search("au:Yao AND cat:cs.AI")

    assert [h.id for h in hits] == ["2210.03629"]
    assert fake.requests[0].query["search_query"] == "au:Yao AND cat:cs.AI"


async def test_search_tool_pages_with_offset(arxiv: ArxivSource, fake: ArxivFake) -> None:
    assert isinstance(arxiv, ToolProvider)
    tools = {t.name: t for t in build_tools([arxiv])}
    assert set(tools) == {"search_arxiv", "read_arxiv"}
    assert "offset" in tools["search_arxiv"].parameters["properties"]

    first = await tools["search_arxiv"].call({"query": "retrieval augmented generation", "limit": 1})
    second = await tools["search_arxiv"].call({"query": "retrieval augmented generation", "limit": 1, "offset": "1"})

    assert [h.id for h in first.hits] == ["2005.11401"]
    assert "results 1-1 of 2" in first.text and "larger offset" in first.text
    assert [h.id for h in second.hits] == ["2312.10997"]
    assert "results 2-2 of 2." in second.text and "larger offset" not in second.text
    assert fake.requests[1].query["start"] == "1"


@pytest.mark.parametrize("given", ["2005.11401", "arXiv:2005.11401v2", "https://arxiv.org/abs/2005.11401v4", "http://arxiv.org/pdf/2005.11401.pdf"])
async def test_fetch_by_any_form_of_id_gives_the_abstract_record(arxiv: ArxivSource, fake: ArxivFake, given: str) -> None:
    document = await arxiv.fetch(given)

    assert document is not None and document.id == "2005.11401"
    assert document.text.startswith("Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks")
    assert "Authors: Patrick Lewis, Ethan Perez" in document.text
    assert "DOI: 10.48550/arXiv.2005.11401" in document.text
    assert "Abstract:\nWe explore" in document.text
    assert fake.requests[0].query["id_list"] == given.removesuffix(".pdf").rsplit("/", 1)[-1].removeprefix("arXiv:")


async def test_fetch_of_unknown_or_malformed_ids_is_none(arxiv: ArxivSource, fake: ArxivFake) -> None:
    assert await arxiv.fetch("1999.99999") is None
    assert await arxiv.fetch("not an id") is None
    assert len(fake.requests) == 1


async def test_requests_go_one_at_a_time_with_a_pause(fake: ArxivFake) -> None:
    fake.response_delay = 0.05
    source = ArxivSource(HttpClient("arXiv", 2.0), fake.api_url, polite_interval=0.2)
    try:
        await asyncio.gather(source.search("react"), source.search("survey"), source.fetch("2210.03629"))
    finally:
        await source.aclose()

    assert fake.max_in_flight == 1
    gaps = [b - a for a, b in zip(fake.arrivals, fake.arrivals[1:], strict=False)]
    assert len(gaps) == 2 and min(gaps) >= 0.2


async def test_rejected_query_gives_arxivs_own_reason(arxiv: ArxivSource, fake: ArxivFake) -> None:
    fake.fail_next("/api/query", 400, error_feed("max_results must be non-negative"))

    with pytest.raises(SourceError, match="^arXiv rejected the query: max_results must be non-negative$"):
        await arxiv.search("react")


async def test_server_errors_and_broken_xml_are_readable(arxiv: ArxivSource, fake: ArxivFake) -> None:
    fake.fail_next("/api/query", 503, "Service Unavailable")
    with pytest.raises(SourceError, match="^arXiv answered HTTP 503: Service Unavailable$"):
        await arxiv.search("react")

    fake.fail_next("/api/query", 200, "<feed><entry>")
    with pytest.raises(SourceError, match="unreadable XML"):
        await arxiv.search("react")


async def test_query_without_searchable_words_is_refused_before_any_request(arxiv: ArxivSource, fake: ArxivFake) -> None:
    with pytest.raises(SourceError, match="no searchable words"):
        await arxiv.search("what is the?")
    assert fake.requests == []


def test_enabled_by_settings() -> None:
    assert build_arxiv_source(Settings(_env_file=None)) is None  # type: ignore[call-arg]
    source = build_arxiv_source(
        Settings(_env_file=None, arxiv_enabled=True, arxiv_api_url="http://arxiv.local/api/query")  # type: ignore[call-arg]
    )
    assert source is not None and source.api_url == "http://arxiv.local/api/query"
