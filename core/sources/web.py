"""Web search over Tavily, Brave and SearXNG, tried in order with failover.

A provider is used when its key or URL is configured. A timeout, a network
failure or any error answer (429, 5xx, a rejected key...) moves on to the next
provider; the reason is logged at warning (never the key) and recorded on the
hits so a trace shows why the answer came from the second choice. A provider
that answered 429 is skipped until its Retry-After passes, unless every
provider is cooling down.

`fetch(url)` reads a page as text. Because the URL may come from a model that
has just read untrusted web pages, only http(s) URLs on public addresses are
fetched, redirects included.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import socket
from collections.abc import Mapping
from dataclasses import dataclass, field
from html import unescape
from typing import Any, Protocol
from urllib.parse import urljoin, urlsplit

from core.config import Settings
from core.failover import Exhausted, Failure, RetryPolicy, Verdict, call_with_failover, retry_after
from core.sources.base import Document, Hit, SourceError
from core.sources.formats.html import parse_html
from core.sources.http import HttpClient, HttpSourceError
from core.text import truncate

log = logging.getLogger(__name__)

SNIPPET_CHARS = 300
DEFAULT_COOLDOWN_SECONDS = 60.0
MAX_COOLDOWN_SECONDS = 600.0
MAX_REDIRECTS = 5
PAGE_TEXT_CHARS = 60_000
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class WebResult:
    title: str
    url: str
    content: str
    score: float = 0.0
    published: str | None = None


class WebProvider(Protocol):
    name: str

    async def search(self, http: HttpClient, query: str, limit: int, timeout: float) -> list[WebResult]: ...


def _plain(text: str | None) -> str:
    """Brave and SearXNG mark matches with <strong>; citations want plain text."""
    return " ".join(unescape(_TAG.sub("", text or "")).split())


def _scored_results(items: list[dict[str, Any]], published_key: str) -> list[WebResult]:
    """Results of services that score each hit and give its text as `content` (Tavily, SearXNG)."""
    return [
        WebResult(
            title=_plain(item.get("title")),
            url=item["url"],
            content=_plain(item.get("content")),
            score=float(item.get("score") or 0.0),
            published=item.get(published_key),
        )
        for item in items
        if item.get("url")
    ]


@dataclass(frozen=True)
class TavilyProvider:
    api_key: str
    api_url: str = "https://api.tavily.com"
    name: str = "tavily"

    async def search(self, http: HttpClient, query: str, limit: int, timeout: float) -> list[WebResult]:
        data = (
            await http.request(
                "POST",
                f"{self.api_url.rstrip('/')}/search",
                headers={"Authorization": f"Bearer {self.api_key}"},
                json_body={"query": query, "max_results": limit, "search_depth": "basic"},
                label="Tavily",
                timeout_seconds=timeout,
            )
        ).json()
        return _scored_results(data.get("results", []), "published_date")


@dataclass(frozen=True)
class BraveProvider:
    api_key: str
    api_url: str = "https://api.search.brave.com"
    name: str = "brave"

    async def search(self, http: HttpClient, query: str, limit: int, timeout: float) -> list[WebResult]:
        data = await http.get_json(
            f"{self.api_url.rstrip('/')}/res/v1/web/search",
            params={"q": query, "count": min(limit, 20)},
            headers={"X-Subscription-Token": self.api_key, "Accept": "application/json"},
            label="Brave Search",
            timeout_seconds=timeout,
        )
        items = (data.get("web") or {}).get("results", [])
        return [
            WebResult(
                title=_plain(item.get("title")),
                url=item["url"],
                content=_plain(" ".join([item.get("description") or "", *item.get("extra_snippets", [])])),
                score=1.0 / (rank + 1),
                published=item.get("page_age") or item.get("age"),
            )
            for rank, item in enumerate(items[:limit])
            if item.get("url")
        ]


@dataclass(frozen=True)
class SearxngProvider:
    base_url: str
    name: str = "searxng"

    async def search(self, http: HttpClient, query: str, limit: int, timeout: float) -> list[WebResult]:
        try:
            data = await http.get_json(
                f"{self.base_url.rstrip('/')}/search",
                params={"q": query, "format": "json"},
                label="SearXNG",
                timeout_seconds=timeout,
            )
        except HttpSourceError as exc:
            if exc.status == 403:
                raise HttpSourceError(
                    f"{exc} (enable the json format under search.formats in the SearXNG settings.yml)",
                    status=403,
                ) from exc
            raise
        return _scored_results(data.get("results", [])[:limit], "publishedDate")


@dataclass
class _ProviderState:
    provider: WebProvider
    cooling_until: float = 0.0

    @property
    def label(self) -> str:
        return self.provider.name


@dataclass
class WebSearchSource:
    """The web as one source; `last_failures` keeps why earlier providers were passed over.

    `allow_private_urls` lets `fetch` read intranet pages (and a test's local fake).
    """

    providers: list[WebProvider]
    http: HttpClient
    allow_private_urls: bool = False
    name: str = "web"
    description: str = "the public web (current pages, docs, blog posts, news)"
    last_failures: list[str] = field(default_factory=list)
    _states: list[_ProviderState] = field(init=False)

    def __post_init__(self) -> None:
        if not self.providers:
            raise ValueError("web search needs at least one provider")
        self._states = [_ProviderState(p) for p in self.providers]

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        failed: list[Failure] = []
        # A provider that hangs must leave time for the next one within one tool call's timeout.
        attempt_timeout = self.http.timeout_seconds / len(self._states)

        async def ask(state: _ProviderState) -> tuple[str, list[WebResult]]:
            return state.label, await state.provider.search(self.http, query, limit, attempt_timeout)

        try:
            provider, results = await call_with_failover(
                self._states, ask, _judge, RetryPolicy(max_retries=0), logger=log, failures=failed
            )
        except Exhausted as exc:
            self.last_failures = [f"{f.label}: {f.reason}" for f in exc.failures]
            raise SourceError("web search failed: " + "; ".join(self.last_failures)) from exc
        self.last_failures = [f"{f.label}: {f.reason}" for f in failed]
        return [self._hit(r, provider, self.last_failures) for r in results]

    def _hit(self, result: WebResult, provider: str, failures: list[str]) -> Hit:
        meta: dict[str, object] = {"provider": provider}
        if result.published:
            meta["published"] = result.published
        if failures:
            meta["failed_providers"] = list(failures)
        return Hit(
            id=result.url,
            source=self.name,
            title=result.title or result.url,
            snippet=truncate(result.content, SNIPPET_CHARS),
            text=result.content,
            url=result.url,
            score=result.score,
            meta=meta,
        )

    async def fetch(self, id: str) -> Document | None:
        url = id.strip()
        for _ in range(MAX_REDIRECTS + 1):
            await _require_http(url, public_only=not self.allow_private_urls)
            response = await self.http.request(
                "GET", url, allow_redirects=False, label=urlsplit(url).hostname or url
            )
            location = response.headers.get("Location")
            if 300 <= response.status < 400 and location:
                url = urljoin(url, location)
                continue
            return await _page_document(url, response.headers.get("Content-Type", ""), response.text(), self.name)
        raise SourceError(f"{url} redirects more than {MAX_REDIRECTS} times")

    async def aclose(self) -> None:
        await self.http.aclose()


def _judge(exc: BaseException, has_next: bool) -> Verdict | None:
    """Any failure moves on to the next provider; a 429 also rests the provider."""
    if not isinstance(exc, SourceError | KeyError | TypeError | AttributeError):
        return None
    # A provider changing its response shape is as much a failure as a 500.
    why = str(exc) if isinstance(exc, SourceError) else "it answered in an unexpected format"
    limited = isinstance(exc, HttpSourceError) and exc.status == 429
    return Verdict(why, cooldown=_cooldown(exc.headers) if isinstance(exc, HttpSourceError) and limited else None)


def _cooldown(headers: Mapping[str, str]) -> float:
    wait = retry_after(headers)
    return DEFAULT_COOLDOWN_SECONDS if wait is None else min(MAX_COOLDOWN_SECONDS, max(1.0, wait))


async def _require_http(url: str, public_only: bool) -> None:
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise SourceError(f"only http(s) pages can be read, not {url!r}")
    if not public_only:
        return
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(
            parts.hostname, parts.port or (443 if parts.scheme == "https" else 80), type=socket.SOCK_STREAM
        )
    except OSError as exc:
        raise SourceError(f"{parts.hostname} does not resolve") from exc
    for info in infos:
        address = ipaddress.ip_address(str(info[4][0]).split("%", 1)[0])
        if not address.is_global:
            raise SourceError(f"{parts.hostname} is a private or local address; only public pages are read")


async def _page_document(url: str, content_type: str, body: str, source: str) -> Document:
    kind = content_type.split(";")[0].strip().lower()
    if kind in {"text/html", "application/xhtml+xml", ""}:
        parsed = await asyncio.to_thread(parse_html, body, url)
        text = "\n\n".join(
            (f"{' > '.join(s.trail)}\n{s.body}" if s.trail else s.body) for s in parsed.sections
        )
        title = parsed.title
    elif kind.startswith("text/") or kind in {"application/json", "application/xml"}:
        text, title = body, url
    else:
        raise SourceError(f"{url} is {kind}, which cannot be read as text")
    return Document(id=url, source=source, title=title, text=text[:PAGE_TEXT_CHARS], url=url)


def web_providers(settings: Settings) -> list[WebProvider]:
    """Configured providers in failover order: Tavily, Brave, SearXNG."""
    providers: list[WebProvider] = []
    if settings.tavily_api_key and settings.tavily_api_key.get_secret_value():
        providers.append(TavilyProvider(settings.tavily_api_key.get_secret_value(), settings.tavily_api_url))
    if settings.brave_api_key and settings.brave_api_key.get_secret_value():
        providers.append(BraveProvider(settings.brave_api_key.get_secret_value(), settings.brave_api_url))
    if settings.searxng_url:
        providers.append(SearxngProvider(settings.searxng_url))
    return providers


def build_web_source(settings: Settings) -> WebSearchSource | None:
    providers = web_providers(settings)
    if not providers:
        return None
    return WebSearchSource(providers, HttpClient("web search", settings.research_tool_timeout_seconds))
