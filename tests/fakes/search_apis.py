"""Local fakes of the Tavily, Brave Search and SearXNG HTTP APIs.

Each answers its real API's request and response shapes over a small set of
pages, which the same server also serves as HTML so a result can be read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from aiohttp import web

from tests.fakes.http_server import FakeServer


@dataclass(frozen=True)
class Page:
    slug: str
    title: str
    content: str


PAGES = [
    Page(
        "lambda-cold-starts",
        "Reducing AWS Lambda cold starts",
        "Provisioned concurrency keeps Lambda functions initialized so cold starts disappear for steady traffic.",
    ),
    Page(
        "ecs-vs-lambda",
        "ECS vs Lambda: choosing compute",
        "Amazon ECS suits long-running services; AWS Lambda suits short event-driven work billed per millisecond.",
    ),
    Page(
        "postgres-vacuum",
        "Tuning Postgres autovacuum",
        "Lower autovacuum_vacuum_scale_factor on large tables so dead tuples are cleaned before bloat grows.",
    ),
]


def _matches(query: str, page: Page) -> bool:
    terms = [t for t in re.findall(r"[a-z0-9]+", query.lower()) if len(t) > 2]
    haystack = f"{page.title} {page.content}".lower()
    return any(t in haystack for t in terms)


class _PagesServer(FakeServer):
    def __init__(self) -> None:
        super().__init__()
        self.app.router.add_get("/pages/{slug}", self._page)

    def page_url(self, page: Page) -> str:
        return f"{self.url}/pages/{page.slug}"

    def found(self, query: str, limit: int) -> list[Page]:
        return [p for p in PAGES if _matches(query, p)][:limit]

    async def _page(self, request: web.Request) -> web.Response:
        page = next((p for p in PAGES if p.slug == request.match_info["slug"]), None)
        if page is None:
            raise web.HTTPNotFound()
        html = (
            f"<html><head><title>{page.title}</title><script>track()</script></head>"
            f"<body><nav>Home | Blog</nav><article><h1>{page.title}</h1><p>{page.content}</p></article></body></html>"
        )
        return web.Response(text=html, content_type="text/html")


class TavilyFake(_PagesServer):
    """POST /search with a bearer key, as api.tavily.com does."""

    def __init__(self, api_key: str = "tvly-test") -> None:
        super().__init__()
        self.api_key = api_key
        self.app.router.add_post("/search", self._search)

    async def _search(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bearer {self.api_key}":
            return web.json_response({"detail": {"error": "Unauthorized: missing or invalid API key."}}, status=401)
        body = await request.json()
        pages = self.found(body["query"], int(body.get("max_results", 5)))
        return web.json_response(
            {
                "query": body["query"],
                "answer": None,
                "results": [
                    {"title": p.title, "url": self.page_url(p), "content": p.content, "score": 0.9 - i * 0.1}
                    for i, p in enumerate(pages)
                ],
                "response_time": 0.4,
            }
        )


class BraveFake(_PagesServer):
    """GET /res/v1/web/search with X-Subscription-Token, as api.search.brave.com does."""

    def __init__(self, api_key: str = "brave-test") -> None:
        super().__init__()
        self.api_key = api_key
        self.app.router.add_get("/res/v1/web/search", self._search)

    async def _search(self, request: web.Request) -> web.Response:
        if request.headers.get("X-Subscription-Token") != self.api_key:
            return web.json_response(
                {"type": "ErrorResponse", "error": {"code": "SUBSCRIPTION_TOKEN_INVALID", "detail": "bad token"}},
                status=422,
            )
        pages = self.found(request.query["q"], int(request.query.get("count", 20)))
        return web.json_response(
            {
                "type": "search",
                "query": {"original": request.query["q"]},
                "web": {
                    "type": "search",
                    "results": [
                        {
                            "title": p.title,
                            "url": self.page_url(p),
                            "description": f"<strong>{p.title}</strong>: {p.content}",
                            "page_age": "2026-01-05T00:00:00",
                        }
                        for p in pages
                    ],
                },
            }
        )


class SearxngFake(_PagesServer):
    """GET /search?format=json; like a default SearXNG install, other formats are refused."""

    def __init__(self) -> None:
        super().__init__()
        self.app.router.add_get("/search", self._search)

    async def _search(self, request: web.Request) -> web.Response:
        if request.query.get("format") != "json":
            raise web.HTTPForbidden()
        pages = self.found(request.query["q"], len(PAGES))
        return web.json_response(
            {
                "query": request.query["q"],
                "number_of_results": len(pages),
                "results": [
                    {"title": p.title, "url": self.page_url(p), "content": p.content, "engine": "duckduckgo", "score": 1.0}
                    for p in pages
                ],
            }
        )
