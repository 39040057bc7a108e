"""A page that many other pages outrank on the question's words still reaches the re-ranker."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import index_documents

# A big caching project: dozens of short pages, each repeating the question's words.
TOPICS = (
    "sessions", "tokens", "responses", "templates", "queries", "users", "reports", "images", "feeds", "pages",
    "orders", "invoices", "metrics", "profiles", "searches", "thumbnails", "permissions", "settings", "routes",
    "schemas", "logs", "events", "carts", "products", "comments", "votes", "tags", "files", "uploads", "exports",
    "previews", "counts", "rates", "quotes", "prices", "maps", "tiles", "charts", "labels", "menus",
    "drafts", "backups", "jobs", "tasks", "alerts",
)
BIG_PAGES = {
    f"bigcache/docs/{topic}.md": (
        f"# Caching {topic}\n\nCache entries for {topic} expire at the same moment when they share a time to live. "
        f"When cache entries for {topic} expire at the same moment, every read goes to the database at once.\n"
    )
    for topic in TOPICS
}
# A small project whose one long page answers the question, each of its words said once.
LIFETIMES = """\
# Lifetimes

## Jitter

Pass `jitter=0.1` and each stored result lives a little more or less than its nominal lifetime,
so a burst of misses never sends every read to your database at the same moment. A thundering herd
after a deploy is the usual reason to want it. The spread is random per key and bounded by the
fraction you give. Nothing else about lookups changes, and cache entries still expire. Results stay
in the process, keyed by the call's arguments, and an unhashable argument raises `TypeError` at call
time. The same applies to methods, whose first argument is skipped when the key is made, so two
instances share nothing. A result is kept until its lifetime ends or the process exits, whichever
comes first, and clearing it by hand is described under invalidation.
"""
QUESTION = "cache entries all expire at the same moment and the database gets every read at once"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {
        **BIG_PAGES,
        "smallttl/README.md": "# smallttl\n\nsmallttl memoizes coroutine results in memory, keyed by the call's arguments.\n",
        "smallttl/docs/lifetimes.md": LIFETIMES,
    }
    return index_documents(tmp_path_factory.mktemp("pool"), files)


async def test_a_page_outranked_by_thirty_others_on_its_words_still_reaches_the_reranker(source: CorpusSource) -> None:
    # Every big page holds the question's words more densely than the long answering page, so
    # the full-text search ranks it after all 45 of them; a pool of 30 rows never showed it to
    # the re-ranker, whatever the project fit or its meaning would have said.
    ranked = await source.search(QUESTION, 100)
    paths = [hit.path for hit in ranked]
    assert "smallttl/docs/lifetimes.md" in paths
    assert sum(p.startswith("bigcache/") for p in paths if p) == len(TOPICS)
