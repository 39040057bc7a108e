"""A local fake of the GitHub REST API: search, repositories, READMEs, issues, comments.

Responses keep GitHub's field names and error bodies. `rate_limit_remaining`
counts down per request; at zero the fake answers 403 with the
`x-ratelimit-*` headers GitHub sends.
"""

from __future__ import annotations

import re
import time
from typing import Any

from aiohttp import web

from tests.fakes.http_server import FakeServer

REPOS: dict[str, dict[str, Any]] = {
    "encode/httpx": {
        "full_name": "encode/httpx",
        "description": "A next generation HTTP client for Python.",
        "stargazers_count": 14000,
        "language": "Python",
        "topics": ["http", "asyncio"],
        "license": {"spdx_id": "BSD-3-Clause"},
        "pushed_at": "2026-02-01T10:00:00Z",
        "archived": False,
    },
    "aio-libs/aiohttp": {
        "full_name": "aio-libs/aiohttp",
        "description": "Asynchronous HTTP client/server framework for asyncio and Python",
        "stargazers_count": 15500,
        "language": "Python",
        "topics": ["asyncio", "http-server"],
        "license": {"spdx_id": "NOASSERTION"},
        "pushed_at": "2026-02-03T10:00:00Z",
        "archived": False,
    },
}
READMES = {"encode/httpx": "# HTTPX\n\nHTTPX is a fully featured HTTP client for Python 3."}
ISSUES: dict[tuple[str, int], dict[str, Any]] = {
    ("aio-libs/aiohttp", 4321): {
        "number": 4321,
        "title": "ClientSession leaks connections on timeout",
        "body": "After a ClientTimeout the connection is not returned to the pool.",
        "state": "open",
        "user": {"login": "alice"},
        "labels": [{"name": "bug"}],
        "comments": 2,
        "created_at": "2025-11-02T08:00:00Z",
    },
    ("encode/httpx", 77): {
        "number": 77,
        "title": "Support HTTP/3",
        "body": "",
        "state": "closed",
        "user": {"login": "bob"},
        "labels": [],
        "comments": 0,
        "created_at": "2024-01-01T08:00:00Z",
        "pull_request": {"url": "https://api.github.com/repos/encode/httpx/pulls/77"},
    },
}
COMMENTS = {
    ("aio-libs/aiohttp", 4321): [
        {"user": {"login": "bob"}, "created_at": "2025-11-03T09:00:00Z", "body": "Reproduced on 3.14."},
        {"user": {"login": "carol"}, "created_at": "2025-11-04T09:00:00Z", "body": "Workaround: close the response."},
    ]
}


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


class GitHubFake(FakeServer):
    def __init__(self, rate_limit_remaining: int = 1000) -> None:
        super().__init__()
        self.rate_limit_remaining = rate_limit_remaining
        self.reset_at = int(time.time()) + 600
        self.app.middlewares.append(self._rate_limit)
        routes = self.app.router
        routes.add_get("/search/repositories", self._search_repos)
        routes.add_get("/search/issues", self._search_issues)
        routes.add_get("/repos/{owner}/{repo}", self._repo)
        routes.add_get("/repos/{owner}/{repo}/readme", self._readme)
        routes.add_get("/repos/{owner}/{repo}/issues/{number}", self._issue)
        routes.add_get("/repos/{owner}/{repo}/issues/{number}/comments", self._comments)

    @web.middleware
    async def _rate_limit(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if self.rate_limit_remaining <= 0:
            return web.json_response(
                {
                    "message": "API rate limit exceeded for 127.0.0.1.",
                    "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
                },
                status=403,
                headers={"x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": str(self.reset_at)},
            )
        self.rate_limit_remaining -= 1
        return await handler(request)

    def _repo_json(self, name: str) -> dict[str, Any]:
        return {**REPOS[name], "html_url": f"https://github.com/{name}", "id": abs(hash(name)) % 10**6}

    def _issue_json(self, repo: str, number: int) -> dict[str, Any]:
        kind = "pull" if "pull_request" in ISSUES[(repo, number)] else "issues"
        return {
            **ISSUES[(repo, number)],
            "html_url": f"https://github.com/{repo}/{kind}/{number}",
            "repository_url": f"https://api.github.com/repos/{repo}",
        }

    async def _search_repos(self, request: web.Request) -> web.Response:
        terms = _words(request.query.get("q", ""))
        if not terms:
            return _validation_failed({"resource": "Search", "field": "q", "code": "missing"})
        found = [
            self._repo_json(name) | {"score": 1.0}
            for name, repo in REPOS.items()
            if all(t in _words(f"{name} {repo['description']} {' '.join(repo['topics'])}") for t in terms)
        ]
        per_page = int(request.query.get("per_page", 30))
        return web.json_response({"total_count": len(found), "incomplete_results": False, "items": found[:per_page]})

    async def _search_issues(self, request: web.Request) -> web.Response:
        q = request.query.get("q", "")
        if not re.search(r"\b(is|type):(issue|pr|pull-request)\b", q):
            return _validation_failed(
                {
                    "message": "Query must include 'is:issue' or 'is:pull-request'",
                    "resource": "Search",
                    "field": "q",
                    "code": "invalid",
                }
            )
        want_pr = bool(re.search(r"\b(is|type):(pr|pull-request)\b", q))
        terms = _words(re.sub(r"\b\w+:\S+", "", q))
        found = [
            self._issue_json(repo, number) | {"score": 1.0}
            for (repo, number), issue in ISSUES.items()
            if ("pull_request" in issue) == want_pr and all(t in _words(f"{issue['title']} {issue['body']}") for t in terms)
        ]
        return web.json_response({"total_count": len(found), "incomplete_results": False, "items": found})

    async def _repo(self, request: web.Request) -> web.Response:
        name = f"{request.match_info['owner']}/{request.match_info['repo']}"
        if name not in REPOS:
            return _not_found()
        return web.json_response(self._repo_json(name))

    async def _readme(self, request: web.Request) -> web.Response:
        name = f"{request.match_info['owner']}/{request.match_info['repo']}"
        if name not in READMES:
            return _not_found()
        if request.headers.get("Accept") != "application/vnd.github.raw+json":
            return web.json_response({"name": "README.md", "encoding": "base64", "content": "..."})
        return web.Response(text=READMES[name], content_type="application/vnd.github.raw")

    async def _issue(self, request: web.Request) -> web.Response:
        key = (f"{request.match_info['owner']}/{request.match_info['repo']}", int(request.match_info["number"]))
        if key not in ISSUES:
            return _not_found()
        return web.json_response(self._issue_json(*key))

    async def _comments(self, request: web.Request) -> web.Response:
        key = (f"{request.match_info['owner']}/{request.match_info['repo']}", int(request.match_info["number"]))
        return web.json_response(COMMENTS.get(key, []))


def _not_found() -> web.Response:
    return web.json_response(
        {"message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"}, status=404
    )


def _validation_failed(error: dict[str, str]) -> web.Response:
    return web.json_response(
        {"message": "Validation Failed", "errors": [error], "documentation_url": "https://docs.github.com/rest"},
        status=422,
    )
