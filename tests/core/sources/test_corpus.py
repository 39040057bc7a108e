"""The embedded corpus: every format indexed, incremental re-indexing, BM25 ranking, safe queries."""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path

import pytest

from core.sources.base import Source
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.query import analyse
from core.sources.registry import SAMPLE_CORPUS, build_sources, index_command
from core.sources.retrieval import plan


def _pdf(text_lines: list[str], title: str) -> bytes:
    """A minimal valid one-page PDF whose page shows the given lines (built by hand, offsets exact)."""
    stream = "BT /F1 12 Tf 72 720 Td 14 TL " + " ".join(f"({line}) '" for line in text_lines) + " ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Title ({title}) >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{off:010d} 00000 n \n" for off in offsets).encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    root.mkdir()
    (root / "queues.md").write_text(
        "# Message queues\n\nIntro to queues.\n\n## Visibility timeout\n\n"
        "The visibility timeout hides a received message from other consumers until it is deleted.\n\n"
        "```python\n# not a heading\nqueue.receive()\n```\n"
    )
    (root / "notes.txt").write_text("Kafka retention notes\n\nKafka keeps records for a configured retention period.\n")
    (root / "guide.rst").write_text(
        "Caching guide\n=============\n\nIntro.\n\nEviction\n--------\n\nLRU eviction drops the least recently used key.\n"
    )
    (root / "page.html").write_text(
        "<html><head><title>Load balancers</title><style>.x{color:red}</style>"
        "<script>var secret = 'scriptword';</script></head><body><nav>navword menu</nav>"
        "<h1>Load balancers</h1><h2>Health checks</h2><p>A target failing health checks stops receiving traffic.</p>"
        "<ul><li>Interval</li><li>Threshold</li></ul></body></html>"
    )
    (root / "paper.pdf").write_bytes(_pdf(["Consensus with Raft elects a leader per term."], "Raft notes"))
    (root / "image.png").write_bytes(b"\x89PNG not a document")
    hidden = root / ".git"
    hidden.mkdir()
    (hidden / "config.md").write_text("# hidden\n\nshould never be indexed visibility\n")
    return root


async def test_indexes_each_supported_format_and_skips_others(tmp_path: Path, docs: Path) -> None:
    index = CorpusIndex(tmp_path / "c.db")
    stats = await index.index_paths([docs])
    assert (stats.added, stats.skipped, stats.updated, stats.removed) == (5, 1, 0, 0)
    source = CorpusSource(index)

    md = (await source.search("visibility timeout"))[0]
    assert md.title == "Message queues"
    assert md.heading == "Visibility timeout"
    assert md.path == "docs/queues.md"
    assert "not a heading" in md.text  # a '#' inside a code fence is code, not a heading

    assert (await source.search("kafka retention"))[0].title == "Kafka retention notes"

    rst = (await source.search("LRU eviction"))[0]
    assert (rst.title, rst.heading) == ("Caching guide", "Eviction")

    html = (await source.search("health checks target"))[0]
    assert (html.title, html.heading) == ("Load balancers", "Health checks")
    assert await source.search("scriptword") == []
    assert await source.search("navword") == []

    pdf = (await source.search("raft leader"))[0]
    assert pdf.title == "Raft notes"
    assert "elects a leader" in pdf.text
    assert await source.search("hidden should never") == []


async def test_reindex_skips_unchanged_updates_changed_and_removes_deleted(tmp_path: Path, docs: Path) -> None:
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([docs])

    again = await index.index_paths([docs])
    assert (again.added, again.updated, again.unchanged, again.chunks) == (0, 0, 5, 0)

    # Same content, new mtime: hashed, found identical, not re-parsed.
    os.utime(docs / "notes.txt", (1, 1))
    touched = await index.index_paths([docs])
    assert (touched.updated, touched.unchanged, touched.chunks) == (0, 5, 0)

    (docs / "notes.txt").write_text("Kafka retention notes\n\nCompaction keeps the latest value per key.\n")
    (docs / "queues.md").unlink()
    changed = await index.index_paths([docs])
    assert (changed.updated, changed.removed, changed.unchanged) == (1, 1, 3)

    source = CorpusSource(index)
    assert await source.search("visibility timeout") == []
    assert "Compaction" in (await source.search("kafka compaction"))[0].text
    assert all("configured retention" not in h.text for h in await source.search("configured retention period"))
    assert await index.totals() == (4, changed.total_chunks)


async def test_starting_again_on_an_unchanged_index_writes_nothing_other_readers_see(tmp_path: Path, docs: Path) -> None:
    first = CorpusIndex(tmp_path / "c.db")
    await first.index_paths([docs])
    await first.search("visibility timeout")
    reader = sqlite3.connect(tmp_path / "c.db")
    version = reader.execute("PRAGMA data_version").fetchone()[0]

    # What another process does at start-up, then its answers.
    second = CorpusIndex(tmp_path / "c.db")
    await second.prune_missing()
    await second.index_paths([docs])
    assert await second.search("visibility timeout")
    assert reader.execute("PRAGMA data_version").fetchone()[0] == version
    reader.close()
    await second.close()
    await first.close()


SAMPLE_QUERIES = [
    "how do I retry a failed request with backoff",
    "visibility timeout for queue messages",
    "configure logging levels",
    "cache eviction policy",
    "rate limit per user",
]


async def test_a_search_finding_kept_chunks_gives_what_a_fresh_index_gives(tmp_path: Path) -> None:
    """Chunks a search found before are not read from the database again (only ranked),
    and the rows built from what was kept are the ones a fresh index reads: same chunks,
    order, scores, snippets and text."""
    warm = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await warm.index_paths([SAMPLE_CORPUS])
    first = [await warm.search(q, 8) for q in SAMPLE_QUERIES]
    assert all(first)
    statements: list[str] = []
    warm.forget_searches()  # ranked again from the kept chunks, not answered from the kept results
    warm._connect().set_trace_callback(statements.append)
    again = [await warm.search(q, 8) for q in SAMPLE_QUERIES]
    warm._connect().set_trace_callback(None)
    fresh = CorpusIndex(tmp_path / "c.db", embeddings=False)
    cold = [await fresh.search(q, 8) for q in SAMPLE_QUERIES]

    assert again == cold == first
    assert len({h.score for hits in again for h in hits}) > 1  # ranked by each query's own BM25
    assert statements and not [s for s in statements if "c.text" in s]
    await warm.close()
    await fresh.close()


async def test_the_same_search_again_is_answered_from_the_last_without_querying_the_index(tmp_path: Path) -> None:
    """A comparison's options ("redis", "aws lambda") are searched question after question:
    the same words and limit in the same index version give the rows found before, in a new
    list, and only the index's version is read; another limit is searched anew."""
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([SAMPLE_CORPUS])
    first = [await index.search(q, 8) for q in SAMPLE_QUERIES]
    statements: list[str] = []
    index._connect().set_trace_callback(statements.append)
    again = [await index.search(q, 8) for q in SAMPLE_QUERIES]
    index._connect().set_trace_callback(None)

    assert again == first and all(first)
    assert {s for s in statements} == {"PRAGMA data_version"}
    again[0].clear()
    assert await index.search(SAMPLE_QUERIES[0], 8) == first[0]
    assert len(await index.search(SAMPLE_QUERIES[0], 2)) == 2
    await index.close()


async def test_a_kept_search_is_searched_again_when_another_process_changes_the_index(tmp_path: Path, docs: Path) -> None:
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([docs])
    assert "configured retention period" in (await index.search("kafka retention"))[0].text

    (docs / "notes.txt").write_text("Kafka retention notes\n\nKafka retention is set per topic in hours.\n")
    other = CorpusIndex(tmp_path / "c.db")
    await other.index_paths([docs])
    await other.close()
    assert "per topic in hours" in (await index.search("kafka retention"))[0].text
    await index.close()


async def test_a_file_pruned_as_missing_leaves_the_kept_searches(tmp_path: Path, docs: Path) -> None:
    """This connection's own deletions leave `PRAGMA data_version` as it was: pruning drops
    what the index kept, so the next search no longer finds the file."""
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([docs])
    assert any(h.display.endswith("notes.txt") for h in await index.search("kafka retention"))

    (docs / "notes.txt").unlink()
    assert await index.prune_missing() == 1
    assert not any(h.display.endswith("notes.txt") for h in await index.search("kafka retention"))
    await index.close()


async def test_a_chunk_changed_by_reindexing_is_read_again(tmp_path: Path, docs: Path) -> None:
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([docs])
    before = (await index.search("kafka retention"))[0]
    assert "configured retention period" in before.text

    (docs / "notes.txt").write_text("Kafka retention notes\n\nKafka retention is set per topic in hours.\n")
    await index.index_paths([docs])
    after = (await index.search("kafka retention"))[0]
    assert "per topic in hours" in after.text
    assert "configured retention period" not in after.text
    await index.close()


async def test_missing_path_raises_error_naming_it(tmp_path: Path) -> None:
    index = CorpusIndex(tmp_path / "c.db")
    missing = tmp_path / "no-such-folder"
    with pytest.raises(FileNotFoundError, match="no-such-folder"):
        await index.index_paths([missing])


async def test_document_about_a_topic_outranks_one_mentioning_it(tmp_path: Path) -> None:
    root = tmp_path / "d"
    root.mkdir()
    (root / "about.md").write_text(
        "# Redis eviction\n\nRedis eviction removes keys when maxmemory is reached. "
        "The eviction policy decides which keys go first; allkeys-lru evicts least recently used keys.\n"
    )
    (root / "mention.md").write_text(
        "# Team offsite\n\n" + "We planned the offsite agenda, travel and meals in detail. " * 8
        + "Someone mentioned Redis eviction once.\n"
    )
    (root / "titled.md").write_text("# Vacuum\n\nAutovacuum reclaims dead tuples.\n")
    (root / "body.md").write_text("# Storage notes\n\nDisk usage grows; vacuum is one of many chores here.\n")
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([root])
    source = CorpusSource(index)

    hits = await source.search("redis eviction")
    assert [h.title for h in hits[:2]] == ["Redis eviction", "Team offsite"]
    assert hits[0].score > hits[1].score

    # A title match counts more than the same word in the body.
    assert (await source.search("vacuum"))[0].title == "Vacuum"


async def test_snippet_is_the_best_matching_sentence(tmp_path: Path) -> None:
    root = tmp_path / "d"
    root.mkdir()
    (root / "a.md").write_text(
        "# Notes\n\nThe weather was fine. Lambda cold starts add latency to the first request. "
        "Lunch was late. Dinner was early. Breakfast was skipped entirely that day.\n"
    )
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([root])
    hit = (await CorpusSource(index).search("cold starts"))[0]
    assert hit.snippet.startswith("Lambda cold starts add latency")
    assert "**" not in hit.snippet and "#" not in hit.snippet


@pytest.mark.parametrize(
    "query",
    ['"unbalanced', "(lambda", "lambda AND ecs", "lambda*", "title:lambda", "NEAR(a b)", "-lambda", "^", "'", "a OR", "***"],
)
async def test_fts_syntax_in_queries_is_searched_not_obeyed(tmp_path: Path, docs: Path, query: str) -> None:
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([docs])
    hits = await CorpusSource(index).search(query)
    assert isinstance(hits, list)
    the_plan = plan(analyse(query), lambda group: 1, total=100)
    for expr in (the_plan.strict, the_plan.relaxed):
        # Only quoted terms joined by AND/OR in parentheses: nothing typed is obeyed.
        leftover = re.sub(r'"[^"]*"|\bAND\b|\bOR\b|[()\s]', "", expr or "")
        assert leftover == ""


async def test_fetch_returns_the_chunk_with_its_neighbours(tmp_path: Path) -> None:
    root = tmp_path / "d"
    root.mkdir()
    body = "\n\n".join(f"## Part {i}\n\nParagraph {i} talks about topic{i} in enough words to stand alone." for i in range(5))
    (root / "long.md").write_text(f"# Long\n\n{body}\n")
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([root])
    source = CorpusSource(index)
    hit = (await source.search("topic2"))[0]
    doc = await source.fetch(hit.id)
    assert doc is not None and doc.title == "Long"
    assert "topic1" in doc.text and "topic2" in doc.text and "topic3" in doc.text
    assert "topic0" not in doc.text
    assert await source.fetch("corpus:999999") is None
    assert await source.fetch("web:1") is None


async def test_aclose_releases_the_index_database(tmp_path: Path, docs: Path) -> None:
    db = tmp_path / "c.db"
    index = CorpusIndex(db)
    await index.index_paths([docs])
    source = CorpusSource(index)
    assert await source.search("visibility timeout")
    await source.aclose()
    # An open connection would keep reading the unlinked file; a closed one
    # reopens the path afresh and finds an empty index.
    db.unlink()
    assert await source.search("visibility timeout") == []
    await source.aclose()


async def test_registry_indexes_sample_corpus_and_extra_paths(tmp_path: Path, docs: Path) -> None:
    from core.config import Settings

    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=tmp_path,
        corpus_db=tmp_path / "corpus.db",
        corpus_paths=[str(docs), str(tmp_path / "typo")],
    )
    sources = await build_sources(settings)
    corpus = next(s for s in sources if s.name == "corpus")
    assert isinstance(corpus, Source)
    assert corpus.description
    samples = len(list(SAMPLE_CORPUS.glob("*.md")))
    files, chunks = await corpus.index.totals()  # type: ignore[attr-defined]
    assert files == samples + 5 and chunks > files
    assert (await corpus.search("visibility timeout"))[0].title == "Message queues"

    # Starting again is incremental: nothing re-parsed.
    again = await index_command(settings, [docs])
    assert again.chunks == 0 and again.unchanged == 5


def test_relaxed_query_keeps_the_rarest_terms_within_the_postings_budget() -> None:
    df = {"pgbouncer": 40, "postgr": 900, "connect": 1_400, "server": 6_000, "zzyzx": 0}
    the_plan = plan(analyse("server postgres connection pgbouncer zzyzx"), lambda g: df[g.stems[0]], total=10_000)
    # Unknown and near-universal terms go; of the rest the commonest goes first.
    assert [g.word for g in the_plan.unknown] == ["zzyzx"]
    assert the_plan.relaxed is not None and '"pgbouncer"' in the_plan.relaxed and '"postgr"' in the_plan.relaxed
    assert '"connect"' not in the_plan.relaxed and '"server"' not in the_plan.relaxed
    # The strict query requires every informative group; the near-universal one is left out.
    assert the_plan.strict is not None and '"connect"' in the_plan.strict and '"server"' not in the_plan.strict


async def test_the_index_summary_counts_one_file_and_one_chunk_in_the_singular(tmp_path: Path) -> None:
    # `research-bot index` said "1 chunks written; index holds 1 files / 1 chunks".
    folder = tmp_path / "one"
    folder.mkdir()
    (folder / "guide.md").write_text("# Guide\n\nThe zorblax setting controls retries.\n")
    stats = await CorpusIndex(tmp_path / "c.db").index_paths([folder])
    assert (stats.added, stats.chunks, stats.total_files, stats.total_chunks) == (1, 1, 1, 1)
    assert "1 chunk written; index holds 1 file / 1 chunk (" in stats.summary()


async def test_a_chunk_found_by_several_searches_has_its_blocks_decoded_once(tmp_path: Path) -> None:
    """Every hit of every search (the search cache's included) carries its chunk's blocks; a
    chunk found again carries the blocks decoded the first time, equal to what is stored."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "cache.md").write_text(
        "# Caching\n\nRedis keeps sessions in memory and writes snapshots to disk. "
        "Set `maxmemory` to bound it.\n\n- An eviction policy decides what goes first.\n"
    )
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([docs])
    source = CorpusSource(index)
    first = await source.search("redis sessions snapshots", limit=3)
    again = await source.search("redis sessions snapshots", limit=3)
    other = await source.search("maxmemory eviction policy", limit=3)
    await index.close()
    with sqlite3.connect(tmp_path / "c.db") as conn:
        [(stored,)] = conn.execute("SELECT blocks FROM chunks").fetchall()
    assert first and again and other
    assert first[0].meta["blocks"] == json.loads(stored)
    assert again[0].meta["blocks"] is first[0].meta["blocks"]
    assert other[0].meta["blocks"] is first[0].meta["blocks"]


def test_sentence_stems_reads_each_line_as_sentences_with_the_stems_of_their_words() -> None:
    """A returned chunk's snippet is chosen by these stems: each sentence keeps its own text and
    gets the stem of every word it holds, case folded, repeats once (pinned for docs/scaling.md,
    ithr43, whose candidate stems them another way)."""
    from core.sources.corpus import sentence_stems
    from core.sources.terms import stem

    plain = "Workers restart the Running jobs. Jobs restart, e.g. after a crash.\nCaching helps caches"
    got = sentence_stems(plain)

    assert [s for s, _ in got] == [
        "Workers restart the Running jobs.",
        "Jobs restart, e.g. after a crash.",
        "Caching helps caches",
    ]
    assert got[0][1] == frozenset({"worker", "restart", "the", "run", "jobs."})
    assert got[1][1] == frozenset(stem(w) for w in ("jobs", "restart,", "e.g.", "after", "a", "crash."))
    assert got[2][1] == frozenset({"cach", "help"})
    assert sentence_stems("") == []
