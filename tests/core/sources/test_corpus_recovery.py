"""The index never produces a traceback: unusable files are skipped with a reason, a damaged or
old index rebuilds itself, the sample corpus can be left out."""

from __future__ import annotations

import asyncio
import os
import sqlite3
from pathlib import Path

import pytest

from core.config import Settings
from core.sources.corpus import SCHEMA_VERSION, CorpusIndex, CorpusSource
from core.sources.registry import SAMPLE_CORPUS, build_sources, index_command


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    root.mkdir()
    (root / "queues.md").write_text("# Message queues\n\nThe visibility timeout hides a received message.\n")
    return root


async def test_binary_and_foreign_encodings_are_reported_per_file(tmp_path: Path, docs: Path) -> None:
    (docs / "random.txt").write_bytes(os.urandom(2_000_000))
    (docs / "notes.txt").write_bytes("Wide notes\n\nUTF-16 text about frobnication windows.\n".encode("utf-16"))
    (docs / "logo.png").write_bytes(b"\x89PNG\r\n")
    index = CorpusIndex(tmp_path / "c.db")
    stats = await index.index_paths([docs])
    assert stats.added == 2 and stats.skipped == 2
    assert any("random.txt" in e and "binary" in e for e in stats.errors)
    assert stats.unsupported == {".png": 1}
    assert "random.txt" in stats.summary() and "1 .png" in stats.summary()
    hit = (await CorpusSource(index).search("frobnication windows"))[0]
    assert "UTF-16 text about frobnication" in hit.text  # decoded, not mojibake
    assert stats.total_chunks < 10  # the binary made no garbage chunks


async def test_a_pipe_or_a_device_named_like_a_document_is_skipped_not_read_forever(tmp_path: Path, docs: Path) -> None:
    # Reading a FIFO blocks until a writer comes; /dev/zero never ends. Neither is a document.
    os.mkfifo(docs / "pipe.md")
    (docs / "endless.txt").symlink_to("/dev/zero")
    index = CorpusIndex(tmp_path / "c.db")
    stats = await asyncio.wait_for(index.index_paths([docs]), 20)
    assert stats.added == 1 and stats.skipped == 2
    assert any("pipe.md" in e and "not a regular file" in e for e in stats.errors)
    assert any("endless.txt" in e and "not a regular file" in e for e in stats.errors)


async def test_a_damaged_index_file_is_set_aside_and_rebuilt(tmp_path: Path, docs: Path) -> None:
    db = tmp_path / "c.db"
    first = CorpusIndex(db)
    await first.index_paths([docs])
    await first.close()
    db.write_bytes(b"this is not a database at all" * 100)
    index = CorpusIndex(db)
    # Any use works: here a search, which rebuilds from the roots it could still learn.
    stats = await index.index_paths([docs])
    assert stats.rebuilt and "damaged" in stats.rebuilt
    assert list(tmp_path.glob("c.db.damaged-*"))
    assert (await CorpusSource(index).search("visibility timeout"))[0].title == "Message queues"


async def test_damage_found_mid_use_rebuilds_from_known_roots(tmp_path: Path, docs: Path) -> None:
    db = tmp_path / "c.db"
    index = CorpusIndex(db)
    await index.index_paths([docs])
    await index.close()
    # Overwrite the middle of the file: the header still opens, the pages do not.
    data = bytearray(db.read_bytes())
    for i in range(4096, len(data)):
        data[i] = 0x5A
    db.write_bytes(bytes(data))
    hits = await CorpusSource(index).search("visibility timeout")
    assert hits and hits[0].title == "Message queues"
    assert index.pending_roots == []


async def test_an_index_from_the_previous_schema_is_reindexed_from_its_files(tmp_path: Path, docs: Path) -> None:
    db = tmp_path / "c.db"
    with sqlite3.connect(db) as conn:  # the layout research-bot wrote before schema versions
        conn.executescript(
            """
            CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, display TEXT NOT NULL,
                title TEXT NOT NULL, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, sha256 TEXT NOT NULL);
            CREATE TABLE chunks (id INTEGER PRIMARY KEY, file_id INTEGER NOT NULL, position INTEGER NOT NULL,
                heading TEXT NOT NULL, text TEXT NOT NULL);
            CREATE VIRTUAL TABLE chunks_fts USING fts5(title, heading, body, tokenize = 'porter unicode61');
            """
        )
        conn.execute(
            "INSERT INTO files VALUES (1, ?, 'docs/queues.md', 'Message queues', 1, 1, 'x')",
            (str((docs / "queues.md").resolve()),),
        )
    index = CorpusIndex(db)
    hits = await CorpusSource(index).search("visibility timeout")
    assert hits and hits[0].path == "docs/queues.md"
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


async def test_rebuild_command_starts_afresh_from_every_known_root(tmp_path: Path, docs: Path) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path, corpus_include_sample=False)  # type: ignore[call-arg]
    await index_command(settings, [docs])
    stats = await index_command(settings, [], rebuild=True)
    assert stats.added == 1 and stats.total_files == 1 and stats.rebuilt


async def test_a_requested_rebuild_replaces_the_index_without_keeping_a_damaged_copy(
    tmp_path: Path, docs: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # Each `index --rebuild` moved the healthy index aside as corpus.db.damaged-<time> (a whole
    # copy left on disk every time) and warned "corpus.damaged" about a file nothing was wrong with.
    settings = Settings(_env_file=None, data_dir=tmp_path, corpus_include_sample=False)  # type: ignore[call-arg]
    await index_command(settings, [docs])
    with caplog.at_level("INFO", logger="core.sources.corpus"):
        stats = await index_command(settings, [], rebuild=True)
    assert stats.rebuilt == "rebuilt on request" and stats.total_files == 1
    assert sorted(p.name for p in tmp_path.glob("corpus.db*") if not p.name.endswith(("-wal", "-shm"))) == ["corpus.db"]
    assert not [r for r in caplog.records if r.levelname == "WARNING"]


async def test_a_rebuild_naming_a_missing_path_is_refused_before_the_index_is_dropped(tmp_path: Path, docs: Path) -> None:
    # `index --rebuild /srv/hanbook` left the typo out silently and reported a rebuild.
    settings = Settings(_env_file=None, data_dir=tmp_path, corpus_include_sample=False)  # type: ignore[call-arg]
    await index_command(settings, [docs])
    with pytest.raises(FileNotFoundError, match="no-such-folder"):
        await index_command(settings, [tmp_path / "no-such-folder"], rebuild=True)
    index = CorpusIndex(tmp_path / "corpus.db")
    assert await index.totals() == (1, 1)  # the index it had is still there
    await index.close()


async def test_the_sample_corpus_can_be_left_out(tmp_path: Path, docs: Path) -> None:
    with_sample = Settings(_env_file=None, data_dir=tmp_path, corpus_paths=[str(docs)])  # type: ignore[call-arg]
    corpus = next(s for s in await build_sources(with_sample) if s.name == "corpus")
    samples = len(list(SAMPLE_CORPUS.glob("*.md")))
    assert (await corpus.index.totals())[0] == samples + 1  # type: ignore[attr-defined]
    await corpus.aclose()  # type: ignore[attr-defined]

    without = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path, corpus_paths=[str(docs)], corpus_include_sample=False
    )
    corpus = next(s for s in await build_sources(without) if s.name == "corpus")
    assert await corpus.index.totals() == (1, 1)  # type: ignore[attr-defined]
    assert await corpus.search("AWS Lambda cold starts") == []
    assert (await corpus.search("visibility timeout"))[0].title == "Message queues"
    await corpus.aclose()  # type: ignore[attr-defined]


async def test_an_index_written_before_readings_were_stored_is_rebuilt_and_answers_the_same(
    tmp_path: Path, docs: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # Schema 12 stored no sentence readings with a chunk's blocks: such an index is re-indexed
    # on open (with a warning saying so), and then answers as one written now.
    (docs / "retries.md").write_text(
        "# Retries\n\nA failed call is retried with a backoff. The wait doubles each time.\n\n"
        "- Set `max_attempts` to stop.\n- Read the logs.\n"
    )
    db = tmp_path / "c.db"
    fresh = CorpusIndex(db, embeddings=False)
    await fresh.index_paths([docs])
    expected = await CorpusSource(fresh).search("retried with a backoff")
    await fresh.close()
    with sqlite3.connect(db) as conn:
        for cid, blocks in conn.execute("SELECT id, blocks FROM chunks").fetchall():
            conn.execute("UPDATE chunks SET blocks = ? WHERE id = ?", (blocks.replace('"z"', '"unread"'), cid))
        assert not conn.execute("""SELECT count(*) FROM chunks WHERE blocks LIKE '%"z"%'""").fetchone()[0]
        conn.execute("PRAGMA user_version = 12")
    old = CorpusIndex(db, embeddings=False)
    with caplog.at_level("WARNING", logger="core.sources.corpus"):
        hits = await CorpusSource(old).search("retried with a backoff")
    await old.close()
    assert any("corpus.schema_upgrade from=12" in r.getMessage() for r in caplog.records)
    assert [(h.path, h.heading, h.text, h.meta["blocks"]) for h in hits] == [
        (h.path, h.heading, h.text, h.meta["blocks"]) for h in expected
    ]
    assert any(b.get("z") for h in hits for b in h.meta["blocks"])
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
