"""GitHub repositories and issues through the REST API.

Two searches (`/search/repositories`, `/search/issues`) and one reader: an id
`owner/repo` reads the repository with its README, `owner/repo#123` reads an
issue or pull request with its comments; github.com URLs work too. A token is
optional; without one GitHub allows 10 searches a minute, and a used-up limit
is reported with the time it resets.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from core.config import Settings
from core.sources.tools import Observation, Tool, source_tools, tool_name
from core.sources.base import Document, Hit
from core.sources.http import HttpClient, HttpSourceError
from core.text import truncate

SNIPPET_CHARS = 300
DOCUMENT_CHARS = 40_000
MAX_COMMENTS = 30
_ISSUE_KIND = re.compile(r"\b(?:is|type):(?:issue|pr|pull-request)\b", re.I)
_REPO_PART = r"[A-Za-z0-9_.-]+"
_ID = re.compile(
    rf"(?:https?://github\.com/)?(?P<repo>{_REPO_PART}/{_REPO_PART})"
    rf"(?:(?:#|/issues/|/pull/)(?P<number>\d+))?/?"
)


@dataclass(frozen=True)
class GitHubRef:
    repo: str
    number: int | None = None

    @property
    def id(self) -> str:
        return f"{self.repo}#{self.number}" if self.number is not None else self.repo


def parse_ref(value: str) -> GitHubRef | None:
    """`owner/repo`, `owner/repo#12` or a github.com repository/issue/pull URL."""
    match = _ID.fullmatch(value.strip().removesuffix(".git"))
    if match is None:
        return None
    number = match.group("number")
    return GitHubRef(match.group("repo"), int(number) if number else None)


@dataclass
class GitHubSource:
    http: HttpClient
    api_url: str = "https://api.github.com"
    token: str | None = None
    name: str = "github"
    description: str = "GitHub repositories (name, description, stars, topics); read one for its README"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        data = await self._get("/search/repositories", params={"q": query, "per_page": limit})
        return [self._repo_hit(item) for item in data.get("items", [])[:limit]]

    async def search_issues(self, query: str, limit: int = 5) -> list[Hit]:
        """Issues (or, with `is:pr`, pull requests); GitHub qualifiers such as `repo:` work."""
        q = query if _ISSUE_KIND.search(query) else f"{query} is:issue"
        data = await self._get("/search/issues", params={"q": q, "per_page": limit})
        return [self._issue_hit(item) for item in data.get("items", [])[:limit]]

    async def fetch(self, id: str) -> Document | None:
        ref = parse_ref(id)
        if ref is None:
            return None
        try:
            if ref.number is None:
                return await self._read_repo(ref)
            return await self._read_issue(ref)
        except HttpSourceError as exc:
            if exc.status == 404:
                return None
            raise

    def tools(self) -> list[Tool]:
        async def issues(args: dict[str, Any]) -> Observation:
            query = args["query"].strip()
            limit = max(1, min(10, int(args.get("limit", 5))))
            return Observation(query=query, hits=await self.search_issues(query, limit))

        issue_search = Tool(
            name=tool_name("search", f"{self.name}_issues"),
            description=(
                "Search GitHub issues (bug reports, error messages, workarounds). GitHub qualifiers work: "
                "repo:owner/name, is:open, is:pr, label:bug. Read one with its id owner/repo#number."
            ),
            parameters={
                "type": "object",
                "properties": {
                    "query": {"type": "string", "description": "keywords, an error message, qualifiers"},
                    "limit": {"type": "integer", "description": "results wanted, 1-10", "default": 5},
                },
                "required": ["query"],
            },
            handler=issues,
            kind="search",
        )
        return [*source_tools(self), issue_search]

    async def aclose(self) -> None:
        await self.http.aclose()

    async def _get(self, path: str, params: dict[str, str | int] | None = None, raw: bool = False) -> Any:
        headers = {
            "Accept": "application/vnd.github.raw+json" if raw else "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        }
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        try:
            response = await self.http.request("GET", f"{self.api_url.rstrip('/')}{path}", params=params, headers=headers)
        except HttpSourceError as exc:
            raise self._explain(exc) from exc
        return response.text() if raw else response.json()

    def _explain(self, exc: HttpSourceError) -> HttpSourceError:
        """GitHub-specific wording for rate limits and rejected searches."""
        status, headers = exc.status, exc.headers
        if status in (403, 429) and headers.get("x-ratelimit-remaining") == "0":
            reset = _reset_phrase(headers.get("x-ratelimit-reset"))
            hint = "" if self.token else " Setting GITHUB_TOKEN raises the limit."
            message = f"GitHub's API rate limit is used up; it resets {reset}.{hint}"
        elif status in (403, 429) and headers.get("retry-after"):
            message = f"GitHub asked for a pause (secondary rate limit); try again in {headers['retry-after']} s."
        elif status == 401:
            message = "GitHub rejected the token (HTTP 401); check GITHUB_TOKEN."
        elif status == 422:
            message = f"GitHub could not run that search: {_validation_errors(exc.body)}"
        else:
            return exc
        return HttpSourceError(message, status=status, headers=headers, body=exc.body)

    async def _read_repo(self, ref: GitHubRef) -> Document:
        repo, readme = await asyncio.gather(
            self._get(f"/repos/{ref.repo}"), self._readme(ref.repo)
        )
        hit = self._repo_hit(repo)
        text = hit.text + (f"\n\nREADME:\n{readme}" if readme else "\n\n(no README)")
        return Document(
            id=hit.id, source=self.name, title=hit.title, text=text[:DOCUMENT_CHARS], url=hit.url, meta=hit.meta
        )

    async def _readme(self, repo: str) -> str:
        try:
            return str(await self._get(f"/repos/{repo}/readme", raw=True))
        except HttpSourceError as exc:
            if exc.status == 404:
                return ""
            raise

    async def _read_issue(self, ref: GitHubRef) -> Document:
        issue = await self._get(f"/repos/{ref.repo}/issues/{ref.number}")
        comments: list[dict[str, Any]] = []
        if issue.get("comments"):
            comments = await self._get(
                f"/repos/{ref.repo}/issues/{ref.number}/comments", params={"per_page": MAX_COMMENTS}
            )
        hit = self._issue_hit(issue, ref.repo)
        thread = [hit.text] + [
            f"--- {(c.get('user') or {}).get('login', 'someone')} ({(c.get('created_at') or '')[:10]}):\n"
            f"{(c.get('body') or '').strip()}"
            for c in comments
        ]
        return Document(
            id=hit.id, source=self.name, title=hit.title, text="\n\n".join(thread)[:DOCUMENT_CHARS], url=hit.url, meta=hit.meta
        )

    def _repo_hit(self, item: dict[str, Any]) -> Hit:
        description = (item.get("description") or "").strip()
        facts = [
            f"{item.get('stargazers_count', 0)} stars",
            f"language {item['language']}" if item.get("language") else "",
            f"license {(item.get('license') or {}).get('spdx_id')}" if item.get("license") else "",
            f"last push {(item.get('pushed_at') or '')[:10]}" if item.get("pushed_at") else "",
            "archived" if item.get("archived") else "",
        ]
        topics = item.get("topics") or []
        text = "\n".join(
            part
            for part in (
                item["full_name"],
                description,
                ", ".join(f for f in facts if f),
                f"Topics: {', '.join(topics)}" if topics else "",
            )
            if part
        )
        return Hit(
            id=item["full_name"],
            source=self.name,
            title=item["full_name"],
            snippet=truncate(description, SNIPPET_CHARS),
            text=text,
            url=item.get("html_url"),
            score=float(item.get("score") or 0.0),
            meta={
                "kind": "repository",
                "stars": item.get("stargazers_count", 0),
                "language": item.get("language"),
                "topics": topics,
                "pushed_at": item.get("pushed_at"),
            },
        )

    def _issue_hit(self, item: dict[str, Any], repo: str | None = None) -> Hit:
        repo = repo or "/".join(item["repository_url"].rstrip("/").split("/")[-2:])
        ref = GitHubRef(repo, int(item["number"]))
        kind = "pull request" if item.get("pull_request") else "issue"
        body = (item.get("body") or "").strip()
        labels = [label["name"] for label in item.get("labels", []) if isinstance(label, dict)]
        header = (
            f"{kind} {ref.id}, {item.get('state', 'unknown')}, by {(item.get('user') or {}).get('login', 'unknown')} "
            f"on {(item.get('created_at') or '')[:10]}, {item.get('comments', 0)} comments"
            + (f", labels: {', '.join(labels)}" if labels else "")
        )
        return Hit(
            id=ref.id,
            source=self.name,
            title=f"{item.get('title', '').strip()} ({ref.id})",
            snippet=truncate(body, SNIPPET_CHARS),
            text=f"{item.get('title', '').strip()}\n{header}\n\n{body}",
            url=item.get("html_url"),
            score=float(item.get("score") or 0.0),
            meta={"kind": kind, "state": item.get("state"), "comments": item.get("comments", 0), "labels": labels},
        )


def _reset_phrase(reset: str | None) -> str:
    try:
        at = float(reset or "")
    except ValueError:
        return "within the hour"
    minutes = max(1, round((at - time.time()) / 60))
    return f"at {datetime.fromtimestamp(at, UTC):%H:%M} UTC (in about {minutes} min)"


def _validation_errors(body: str) -> str:
    try:
        data = json.loads(body)
    except ValueError:
        return "the query was rejected"
    reasons = [e.get("message") for e in data.get("errors", []) if isinstance(e, dict) and e.get("message")]
    return "; ".join(reasons) or data.get("message") or "the query was rejected"


def build_github_source(settings: Settings) -> GitHubSource | None:
    if not settings.github_enabled:
        return None
    token = settings.github_token.get_secret_value() if settings.github_token else None
    return GitHubSource(HttpClient("GitHub", settings.research_tool_timeout_seconds), settings.github_api_url, token or None)
