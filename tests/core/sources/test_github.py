"""The GitHub source against a local fake of the GitHub REST API."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from pydantic import SecretStr

from core.config import Settings
from core.sources.tools import build_tools
from core.sources.base import SourceError
from core.sources.github import GitHubRef, GitHubSource, build_github_source, parse_ref
from core.sources.http import HttpClient
from tests.fakes.github_api import GitHubFake


@pytest.fixture
async def fake() -> AsyncIterator[GitHubFake]:
    server = await GitHubFake().start()
    yield server
    await server.close()


@pytest.fixture
async def github(fake: GitHubFake) -> AsyncIterator[GitHubSource]:
    source = GitHubSource(HttpClient("GitHub", 2.0), fake.url, token="ghp_secret")
    yield source
    await source.aclose()


async def test_repository_search_gives_citable_hits(github: GitHubSource, fake: GitHubFake) -> None:
    hits = await github.search("asyncio framework", limit=5)

    assert [h.id for h in hits] == ["aio-libs/aiohttp"]
    hit = hits[0]
    assert hit.url == "https://github.com/aio-libs/aiohttp" and hit.source == "github"
    assert hit.snippet == "Asynchronous HTTP client/server framework for asyncio and Python"
    assert "15500 stars, language Python" in hit.text and "Topics: asyncio, http-server" in hit.text
    sent = fake.hits("/search/repositories")[0]
    assert sent.query == {"q": "asyncio framework", "per_page": "5"}
    assert sent.headers["Authorization"] == "Bearer ghp_secret"
    assert sent.headers["X-GitHub-Api-Version"] == "2022-11-28"


async def test_issue_search_adds_the_kind_github_requires(github: GitHubSource, fake: GitHubFake) -> None:
    hits = await github.search_issues("connections timeout")

    assert [h.id for h in hits] == ["aio-libs/aiohttp#4321"]
    assert hits[0].title == "ClientSession leaks connections on timeout (aio-libs/aiohttp#4321)"
    assert "issue aio-libs/aiohttp#4321, open, by alice" in hits[0].text and "labels: bug" in hits[0].text
    assert fake.hits("/search/issues")[0].query["q"] == "connections timeout is:issue"

    prs = await github.search_issues("http is:pr")
    assert [h.id for h in prs] == ["encode/httpx#77"] and prs[0].meta["kind"] == "pull request"


async def test_tools_offer_repository_and_issue_search_and_reading(github: GitHubSource) -> None:
    tools = {t.name: t for t in build_tools([github])}

    assert set(tools) == {"search_github", "read_github", "search_github_issues"}
    observation = await tools["search_github_issues"].call({"query": "leaks connections", "limit": "3"})
    assert [h.id for h in observation.hits] == ["aio-libs/aiohttp#4321"]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("encode/httpx", GitHubRef("encode/httpx")),
        ("aio-libs/aiohttp#4321", GitHubRef("aio-libs/aiohttp", 4321)),
        ("https://github.com/encode/httpx/pull/77", GitHubRef("encode/httpx", 77)),
        ("https://github.com/aio-libs/aiohttp/issues/4321", GitHubRef("aio-libs/aiohttp", 4321)),
        ("https://github.com/encode/httpx.git", GitHubRef("encode/httpx")),
        ("httpx", None),
        ("a/b/c", None),
    ],
)
def test_ids_and_urls_are_understood(given: str, expected: GitHubRef | None) -> None:
    assert parse_ref(given) == expected


async def test_reading_a_repository_includes_its_readme(github: GitHubSource) -> None:
    document = await github.fetch("https://github.com/encode/httpx")

    assert document is not None and document.id == "encode/httpx"
    assert "A next generation HTTP client for Python." in document.text
    assert "README:\n# HTTPX\n\nHTTPX is a fully featured HTTP client" in document.text


async def test_repository_without_readme_still_reads(github: GitHubSource) -> None:
    document = await github.fetch("aio-libs/aiohttp")

    assert document is not None and document.text.endswith("(no README)")


async def test_reading_an_issue_includes_the_discussion(github: GitHubSource, fake: GitHubFake) -> None:
    document = await github.fetch("aio-libs/aiohttp#4321")

    assert document is not None and document.url == "https://github.com/aio-libs/aiohttp/issues/4321"
    assert "After a ClientTimeout the connection is not returned" in document.text
    assert "--- carol (2025-11-04):\nWorkaround: close the response." in document.text
    assert fake.hits("/repos/aio-libs/aiohttp/issues/4321/comments")[0].query == {"per_page": "30"}


async def test_issue_without_comments_skips_the_comments_request(github: GitHubSource, fake: GitHubFake) -> None:
    document = await github.fetch("encode/httpx#77")

    assert document is not None and document.meta["kind"] == "pull request"
    assert fake.hits("/repos/encode/httpx/issues/77/comments") == []


async def test_missing_things_read_as_none(github: GitHubSource, fake: GitHubFake) -> None:
    assert await github.fetch("nobody/nothing") is None
    assert await github.fetch("encode/httpx#9999") is None
    assert await github.fetch("not-an-id") is None


async def test_used_up_rate_limit_says_when_it_resets(fake: GitHubFake) -> None:
    fake.rate_limit_remaining = 0
    source = GitHubSource(HttpClient("GitHub", 2.0), fake.url)
    try:
        with pytest.raises(SourceError) as caught:
            await source.search("httpx")
    finally:
        await source.aclose()

    message = str(caught.value)
    assert message.startswith("GitHub's API rate limit is used up; it resets at ")
    assert "UTC (in about 10 min)" in message
    assert message.endswith("Setting GITHUB_TOKEN raises the limit.")


async def test_secondary_rate_limit_asks_for_a_pause(github: GitHubSource, fake: GitHubFake) -> None:
    fake.fail_next("/search/repositories", 403, {"message": "You have exceeded a secondary rate limit"}, headers={"Retry-After": "30"})

    with pytest.raises(SourceError, match=r"try again in 30 s"):
        await github.search("httpx")


async def test_rejected_search_gives_githubs_reason(github: GitHubSource, fake: GitHubFake) -> None:
    fake.fail_next(
        "/search/repositories",
        422,
        {"message": "Validation Failed", "errors": [{"message": "The search is longer than 256 characters."}]},
    )

    with pytest.raises(SourceError, match="^GitHub could not run that search: The search is longer than 256 characters.$"):
        await github.search("httpx")


async def test_bad_token_and_server_errors_are_readable(github: GitHubSource, fake: GitHubFake) -> None:
    fake.fail_next("/search/repositories", 401, {"message": "Bad credentials"})
    with pytest.raises(SourceError, match="GitHub rejected the token"):
        await github.search("httpx")

    fake.fail_next("/repos/encode/httpx", 502, "")
    with pytest.raises(SourceError, match="^GitHub answered HTTP 502$"):
        await github.fetch("encode/httpx")


def test_enabled_by_settings_with_optional_token() -> None:
    assert build_github_source(Settings(_env_file=None)) is None  # type: ignore[call-arg]
    anonymous = build_github_source(Settings(_env_file=None, github_enabled=True))  # type: ignore[call-arg]
    assert anonymous is not None and anonymous.token is None
    with_token = build_github_source(
        Settings(_env_file=None, github_enabled=True, github_token=SecretStr("ghp_x"), github_api_url="http://gh.local")  # type: ignore[call-arg]
    )
    assert with_token is not None and with_token.token == "ghp_x" and with_token.api_url == "http://gh.local"
