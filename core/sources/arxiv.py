"""arXiv preprints through the public Atom API (export.arxiv.org/api/query).

arXiv asks API users to send one request at a time with a pause between
them, so every request of one source waits for the previous one and for the
pause. A free-text question becomes `all:` terms joined with AND; when that
finds nothing, the same terms joined with OR are tried once. Queries already
written in arXiv syntax (`ti:`, `au:`, `cat:`...) are sent unchanged.
"""

from __future__ import annotations

import asyncio
import re
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

from core.config import Settings
from core.sources.tools import Tool
from core.sources.base import Document, Hit, SourceError
from core.sources.http import HttpClient, HttpSourceError
from core.sources.tooling import paged_source_tools
from core.text import key_terms, truncate

ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"
OPENSEARCH = "{http://a9.com/-/spec/opensearch/1.1/}"
POLITE_INTERVAL_SECONDS = 3.0
MAX_TERMS = 8
SNIPPET_CHARS = 300

_FIELD_SYNTAX = re.compile(r"\b(?:ti|au|abs|co|jr|cat|rn|id|all):", re.I)
_ID = re.compile(r"(\d{4}\.\d{4,5}|[a-z][a-z.\-]*(?:\.[A-Z]{2})?/\d{7})(v\d+)?", re.I)


@dataclass(frozen=True)
class Paper:
    arxiv_id: str
    version: str
    title: str
    summary: str
    authors: list[str]
    published: str
    updated: str
    categories: list[str]
    abs_url: str
    pdf_url: str | None = None
    doi: str | None = None
    comment: str | None = None
    journal_ref: str | None = None

    def document_text(self) -> str:
        lines = [
            self.title,
            "",
            f"Authors: {', '.join(self.authors)}",
            f"Published: {self.published[:10]} (updated {self.updated[:10]}, {self.version})",
            f"Categories: {', '.join(self.categories)}",
        ]
        lines += [f"{label}: {value}" for label, value in (
            ("Comments", self.comment), ("Journal reference", self.journal_ref), ("DOI", self.doi)
        ) if value]
        return "\n".join([*lines, "", "Abstract:", self.summary])


def _text(element: ET.Element, path: str) -> str:
    return " ".join((element.findtext(path) or "").split())


def parse_feed(xml_text: str) -> tuple[int | None, list[Paper]]:
    """(total results, papers) of an arXiv Atom feed; an API error entry raises SourceError."""
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as exc:
        raise SourceError("arXiv answered with unreadable XML") from exc
    total_text = root.findtext(f"{OPENSEARCH}totalResults")
    papers: list[Paper] = []
    for entry in root.iter(f"{ATOM}entry"):
        entry_id = _text(entry, f"{ATOM}id")
        if "/api/errors" in entry_id:
            raise SourceError(f"arXiv rejected the query: {_text(entry, f'{ATOM}summary') or 'unknown error'}")
        match = _ID.search(entry_id.rsplit("/abs/", 1)[-1])
        if match is None:
            continue
        links = {link.get("title") or link.get("rel"): link.get("href") for link in entry.iter(f"{ATOM}link")}
        primary = entry.find(f"{ARXIV}primary_category")
        categories = [c.get("term", "") for c in entry.iter(f"{ATOM}category") if c.get("term")]
        if primary is not None and primary.get("term") in categories:
            categories.remove(primary.get("term", ""))
            categories.insert(0, primary.get("term", ""))
        papers.append(
            Paper(
                arxiv_id=match.group(1),
                version=match.group(2) or "v1",
                title=_text(entry, f"{ATOM}title"),
                summary=_text(entry, f"{ATOM}summary"),
                authors=[_text(a, f"{ATOM}name") for a in entry.iter(f"{ATOM}author")],
                published=_text(entry, f"{ATOM}published"),
                updated=_text(entry, f"{ATOM}updated"),
                categories=categories,
                abs_url=links.get("alternate") or entry_id,
                pdf_url=links.get("pdf"),
                doi=_text(entry, f"{ARXIV}doi") or None,
                comment=_text(entry, f"{ARXIV}comment") or None,
                journal_ref=_text(entry, f"{ARXIV}journal_ref") or None,
            )
        )
    return (int(total_text) if total_text and total_text.strip().isdigit() else None), papers


def search_queries(query: str) -> list[str]:
    """The search_query values to try, strictest first."""
    if _FIELD_SYNTAX.search(query):
        return [query.strip()]
    terms = key_terms(query)[:MAX_TERMS]
    if not terms:
        raise SourceError("the arXiv query has no searchable words")
    strict = " AND ".join(f"all:{t}" for t in terms)
    return [strict] if len(terms) == 1 else [strict, " OR ".join(f"all:{t}" for t in terms)]


def arxiv_id(value: str) -> str | None:
    """`2401.01234v2`, `arXiv:2401.01234`, `hep-th/9901001` or an abs/pdf URL -> the id (version kept)."""
    cleaned = re.sub(r"^(?:arxiv:|https?://(?:export\.)?arxiv\.org/(?:abs|pdf)/)", "", value.strip(), flags=re.I)
    cleaned = cleaned.removesuffix(".pdf")
    match = _ID.fullmatch(cleaned)
    return match.group(0) if match else None


@dataclass
class ArxivSource:
    http: HttpClient
    api_url: str = "https://export.arxiv.org/api/query"
    polite_interval: float = POLITE_INTERVAL_SECONDS
    name: str = "arxiv"
    description: str = "arXiv preprints (titles, authors and abstracts of physics, maths, CS and ML papers)"
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock, init=False)
    _last_request: float = field(default=float("-inf"), init=False)

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        hits, _ = await self.search_page(query, limit, 0)
        return hits

    async def search_page(self, query: str, limit: int, offset: int) -> tuple[list[Hit], int | None]:
        total: int | None = 0
        papers: list[Paper] = []
        for search_query in search_queries(query):
            total, papers = await self._query(
                {"search_query": search_query, "start": offset, "max_results": limit, "sortBy": "relevance"}
            )
            if papers:
                break
        return [self._hit(p) for p in papers], total

    async def fetch(self, id: str) -> Document | None:
        wanted = arxiv_id(id)
        if wanted is None:
            return None
        _, papers = await self._query({"id_list": wanted, "max_results": 1})
        if not papers:
            return None
        paper = papers[0]
        return Document(
            id=paper.arxiv_id,
            source=self.name,
            title=paper.title,
            text=paper.document_text(),
            url=paper.abs_url,
            meta=_meta(paper),
        )

    def tools(self) -> list[Tool]:
        return paged_source_tools(self, self.search_page)

    async def aclose(self) -> None:
        await self.http.aclose()

    async def _query(self, params: dict[str, str | int]) -> tuple[int | None, list[Paper]]:
        async with self._lock:
            wait = self._last_request + self.polite_interval - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                response = await self.http.request("GET", self.api_url, params=params)
            except HttpSourceError as exc:
                if exc.status == 400 and exc.body:
                    # arXiv explains a rejected query in an Atom error entry; parse_feed raises it.
                    parse_feed(exc.body)
                raise
            finally:
                self._last_request = time.monotonic()
        return await asyncio.to_thread(parse_feed, response.text())

    def _hit(self, paper: Paper) -> Hit:
        return Hit(
            id=paper.arxiv_id,
            source=self.name,
            title=paper.title,
            snippet=truncate(paper.summary, SNIPPET_CHARS),
            text=paper.document_text(),
            url=paper.abs_url,
            meta=_meta(paper),
        )


def _meta(paper: Paper) -> dict[str, object]:
    return {
        "authors": paper.authors,
        "published": paper.published,
        "version": paper.version,
        "categories": paper.categories,
        "pdf_url": paper.pdf_url,
    }


def build_arxiv_source(settings: Settings) -> ArxivSource | None:
    if not settings.arxiv_enabled:
        return None
    return ArxivSource(HttpClient("arXiv", settings.research_tool_timeout_seconds), settings.arxiv_api_url)
