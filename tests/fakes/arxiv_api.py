"""A local fake of the arXiv Atom API (GET /api/query).

It understands the parts of `search_query` the source sends (`field:term`
joined with AND/OR), `id_list`, `start` and `max_results`, answers Atom with
the real namespaces, and records how many requests overlapped. `error_feed`
is the body arXiv sends with HTTP 400 for a query it rejects.
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass
from xml.sax.saxutils import escape

from aiohttp import web

from tests.fakes.http_server import FakeServer


@dataclass(frozen=True)
class FakePaper:
    arxiv_id: str
    title: str
    summary: str
    authors: tuple[str, ...]
    categories: tuple[str, ...]
    version: str = "v1"
    doi: str | None = None


PAPERS = [
    FakePaper(
        "2005.11401",
        "Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks",
        "We explore a general-purpose fine-tuning recipe for retrieval-augmented generation (RAG), "
        "models which combine pre-trained parametric and non-parametric memory for language generation.",
        ("Patrick Lewis", "Ethan Perez"),
        ("cs.CL", "cs.LG"),
        version="v4",
        doi="10.48550/arXiv.2005.11401",
    ),
    FakePaper(
        "2210.03629",
        "ReAct: Synergizing Reasoning and Acting in Language Models",
        "We use large language models to generate both reasoning traces and task-specific actions "
        "in an interleaved manner, allowing greater synergy between the two.",
        ("Shunyu Yao", "Jeffrey Zhao"),
        ("cs.CL", "cs.AI"),
        version="v3",
    ),
    FakePaper(
        "2312.10997",
        "Retrieval-Augmented Generation for Large Language Models: A Survey",
        "This survey reviews the progression of RAG paradigms: naive RAG, advanced RAG and modular RAG, "
        "and the retrieval, generation and augmentation techniques they use.",
        ("Yunfan Gao",),
        ("cs.CL",),
        version="v5",
    ),
]

_CLAUSE = re.compile(r"(ti|au|abs|cat|all):(\"[^\"]+\"|\S+)")


def _field_text(paper: FakePaper, field: str) -> str:
    parts = {
        "ti": paper.title,
        "au": " ".join(paper.authors),
        "abs": paper.summary,
        "cat": " ".join(paper.categories),
    }
    return (parts.get(field) or " ".join(parts.values())).lower()


def _matches(search_query: str, paper: FakePaper) -> bool:
    clauses = [(f, v.strip('"').lower()) for f, v in _CLAUSE.findall(search_query)]
    found = [value in _field_text(paper, field) for field, value in clauses]
    return bool(found) and (any(found) if " OR " in search_query else all(found))


def _entry(paper: FakePaper) -> str:
    pid = f"{paper.arxiv_id}{paper.version}"
    authors = "".join(f"<author><name>{escape(a)}</name></author>" for a in paper.authors)
    categories = "".join(
        f'<category term="{c}" scheme="http://arxiv.org/schemas/atom"/>' for c in paper.categories
    )
    doi = f"<arxiv:doi>{paper.doi}</arxiv:doi>" if paper.doi else ""
    return f"""
  <entry>
    <id>http://arxiv.org/abs/{pid}</id>
    <updated>2024-01-02T10:00:00Z</updated>
    <published>2023-05-22T17:59:59Z</published>
    <title>{escape(paper.title)}</title>
    <summary>  {escape(paper.summary)}
    </summary>
    {authors}
    {doi}
    <arxiv:comment>12 pages</arxiv:comment>
    <link href="http://arxiv.org/abs/{pid}" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/{pid}" rel="related" type="application/pdf"/>
    <arxiv:primary_category term="{paper.categories[0]}" scheme="http://arxiv.org/schemas/atom"/>
    {categories}
  </entry>"""


def error_feed(message: str) -> str:
    """What arXiv sends (with HTTP 400) for a query it rejects."""
    slug = re.sub(r"\W+", "_", message)
    entry = (
        f"<entry><id>http://arxiv.org/api/errors#{slug}</id>"
        f"<title>Error</title><summary>{escape(message)}</summary></entry>"
    )
    return _feed(entry, 1, 0, 1)


def _feed(entries: str, total: int, start: int, per_page: int) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/"
      xmlns:arxiv="http://arxiv.org/schemas/atom">
  <link href="http://arxiv.org/api/query" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query</title>
  <id>http://arxiv.org/api/fake</id>
  <updated>2024-01-02T00:00:00-05:00</updated>
  <opensearch:totalResults>{total}</opensearch:totalResults>
  <opensearch:startIndex>{start}</opensearch:startIndex>
  <opensearch:itemsPerPage>{per_page}</opensearch:itemsPerPage>{entries}
</feed>"""


class ArxivFake(FakeServer):
    def __init__(self, response_delay: float = 0.0) -> None:
        super().__init__()
        self.response_delay = response_delay
        self.in_flight = 0
        self.max_in_flight = 0
        self.arrivals: list[float] = []
        self.app.router.add_get("/api/query", self._query)

    @property
    def api_url(self) -> str:
        return f"{self.url}/api/query"

    async def _query(self, request: web.Request) -> web.Response:
        self.arrivals.append(time.monotonic())
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self.response_delay)
            return self._answer(request)
        finally:
            self.in_flight -= 1

    def _answer(self, request: web.Request) -> web.Response:
        start = int(request.query.get("start", 0))
        per_page = int(request.query.get("max_results", 10))
        if "id_list" in request.query:
            ids = request.query["id_list"].split(",")
            found = [p for p in PAPERS if any(i.split("v")[0] == p.arxiv_id for i in ids)]
        else:
            found = [p for p in PAPERS if _matches(request.query.get("search_query", ""), p)]
        page = found[start : start + per_page]
        body = _feed("".join(_entry(p) for p in page), len(found), start, per_page)
        return web.Response(text=body, content_type="application/atom+xml")
