"""The embedded document source: local files indexed in SQLite FTS5, re-ranked in Python.

One SQLite file holds the indexed roots (folders and files), the files
(path, size, mtime, hash), their chunks (canonical markdown plus plain
text) and an FTS5 table over the chunks' stemmed title, heading and body.
Re-indexing is incremental: a file whose size and mtime are unchanged is
skipped without reading it; one whose content hash is unchanged is skipped
without parsing it.

The index rebuilds itself when it cannot be used as it is: a file written by
an older schema (SCHEMA_VERSION) is re-indexed from the roots it recorded; a
damaged file (`sqlite3.DatabaseError`) is moved aside and rebuilt from the
roots that can still be read, with a warning naming what happened.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import sqlite3
import stat
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from core.sources.base import Document, Hit, SourceError
from core.sources.chunking import HEADING_SEPARATOR
from core.sources.formats import SUPPORTED_SUFFIXES
from core.sources.retrieval import (
    BODY_WEIGHT,
    HEADING_WEIGHT,
    NAMED_PROJECT_GAP,
    POOL,
    TITLE_WEIGHT,
    Candidate,
    Plan,
    Terms,
    code_names,
    group_expression,
    is_changelog_file,
    named_projects,
    path_parts,
    plan,
    project_fit,
    query_summary,
    rerank,
    scope_words,
)
from core.sources.terms import stem, stemmed
from core.text import counted, split_sentences, truncate

if TYPE_CHECKING:
    from core.sources.prepare import PreparedFile
    from core.sources.query import QueryAnalysis, TermGroup

log = logging.getLogger(__name__)

# 3: markdown attribute lists and meta-data lines are parsed away (chunks change).
# 4: layout names (`index`, `README`, `docs`, `build`...) leave the searchable title.
# 5: a chunk repeating another of its root word for word is a copy (`copy_of`), not searched.
# 6: a paragraph of images alone (a badge row) is marked in a chunk's blocks, never quoted.
# 7: a chunk whose text another file's section of the same name holds whole is a copy too.
# 8: control characters and escape sequences are dropped; a sentence or line over 3,000 chars is cut.
# 9: a word the document escaped (`extra\_`) stays prose, never a code span; reST's escape marker is not indexed.
# 10: (a3bdadf2, reverted) chunks recorded whether they open their section; skipped, so such an index is rebuilt.
# 11: words are read in every script: NFKC, case-folded (`Größe` is `grösse`), CJK runs as character bigrams.
# 12: the accents of Latin letters are folded on both sides (`configuración` is `configuracion`).
# 13: each prose paragraph's sentence reading (core/sources/reading.py) is stored in the chunk's blocks.
SCHEMA_VERSION = 13
SNIPPET_CHARS = 280
EMBED_CHARS = 240
VECTOR_CACHE_SIZE = 50_000
# Chunks whose question-free parts (terms, sentences, the stored row) are kept: ~10 KB
# each at most, plus the row (~3 KB on average on the sample corpus).
CHUNK_CACHE_SIZE = 2_048
# Searches whose results are kept for the index's version: a comparison's options ("redis",
# "aws lambda") are searched again question after question, with the same words.
SEARCH_CACHE_SIZE = 256
FILES_PER_TRANSACTION = 100
DENSE_CANDIDATES = 10
HEADING_CANDIDATES = 10
DENSE_MIN_GROUPS = 3
# A text this long (characters, whitespace folded) held whole by another file's section of
# its name is a copy; a shorter one (a line of links, "See also") may be said twice on purpose.
CONTAINED_MIN = 100
# Larger files are almost never documentation (logs, dumps, data exports).
MAX_FILE_BYTES = 20 * 1024 * 1024
REBUILD_COMMAND = "research-bot index --rebuild"

_SCHEMA = """
PRAGMA journal_mode = WAL;
CREATE TABLE IF NOT EXISTS roots (path TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS files (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    display TEXT NOT NULL,
    title TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha256 TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    heading TEXT NOT NULL,
    text TEXT NOT NULL,
    plain TEXT NOT NULL,
    blocks TEXT NOT NULL,
    vector BLOB,
    copy_of INTEGER
);
CREATE INDEX IF NOT EXISTS chunks_by_file ON chunks(file_id, position);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
    title, heading, body, tokenize = 'unicode61 remove_diacritics 0'
);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_vocab USING fts5vocab(chunks_fts, 'row');
"""


@dataclass
class IndexProgress:
    """How far an indexing run has got, for an operator watching a large folder."""

    looked_at: int = 0
    to_parse: int = 0
    parsed: int = 0
    chunks: int = 0


class IndexStats(BaseModel):
    """What one indexing run did."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    skipped: int = Field(default=0, description="files of unsupported types or unusable content")
    chunks: int = Field(default=0, description="chunks written by this run")
    total_files: int = 0
    total_chunks: int = 0
    seconds: float = 0.0
    errors: list[str] = Field(default_factory=list, description="one line per skipped file: path and reason")
    unsupported: dict[str, int] = Field(default_factory=dict, description="skipped files by extension")
    rebuilt: str | None = Field(default=None, description="why the index was rebuilt, when it was")
    no_documents: list[str] = Field(
        default_factory=list, description="folders or files indexed in which no file was of a type the index reads"
    )
    worker_cpu_seconds: float = Field(default=0.0, description="CPU time of the processes that parsed in parallel")
    prepare_cpu_seconds: float = Field(
        default=0.0, description="CPU time of parsing, chunking and stemming, in worker processes or the indexing thread"
    )

    def summary(self) -> str:
        text = (
            f"{self.added} added, {self.updated} updated, {self.unchanged} unchanged, "
            f"{self.removed} removed, {self.skipped} skipped; {counted(self.chunks, 'chunk')} written; "
            f"index holds {counted(self.total_files, 'file')} / {counted(self.total_chunks, 'chunk')} ({self.seconds:.2f}s)"
        )
        if self.unsupported:
            kinds = ", ".join(f"{n} {ext or '(no extension)'}" for ext, n in sorted(self.unsupported.items()))
            text += f"\nNot documents (skipped): {kinds}"
        if self.errors:
            text += "\nSkipped:\n" + "\n".join(f"  {e}" for e in self.errors)
        if self.rebuilt:
            text += f"\nRebuilt: {self.rebuilt}"
        return text


@dataclass
class ChunkRow:
    id: int
    file_id: int
    position: int
    title: str
    path: str
    display: str
    heading: str
    text: str
    score: float = 0.0
    snippet: str = ""
    # For search results: the chunk's blocks (JSON) and how it matched the question.
    blocks: str = ""
    match: dict[str, Any] = field(default_factory=dict)


class IndexDamaged(SourceError):
    """The index file cannot be read and could not be rebuilt automatically."""


def _is_damage(exc: sqlite3.Error) -> bool:
    """Corruption, not contention: "database is locked" is an OperationalError to wait out."""
    message = str(exc).lower()
    if isinstance(exc, sqlite3.OperationalError) and ("locked" in message or "busy" in message):
        return False
    return type(exc) is sqlite3.DatabaseError or any(
        word in message for word in ("malformed", "not a database", "corrupt", "no such table", "no such column")
    )


class CorpusIndex:
    """A SQLite FTS5 index of local documents. All SQLite work runs in a thread."""

    def __init__(self, db_path: Path | str, *, embeddings: bool = True, workers: int = 0) -> None:
        self.db_path = Path(db_path)
        self.embeddings = embeddings
        # Processes parsing documents when many changed (core/sources/prepare.py); 0: one per core.
        self.workers = workers
        self._conn: sqlite3.Connection | None = None
        # One connection shared by the worker threads; SQLite calls are serialised.
        self._lock = threading.RLock()
        self._version: int | None = None
        self._vocab: dict[str, int] = {}
        self._df: dict[str, int] = {}
        self._vector_cache: dict[int, Any] = {}
        self._chunks: OrderedDict[int, _Chunk] = OrderedDict()
        self._searches: OrderedDict[tuple[str, int], list[ChunkRow]] = OrderedDict()
        self._matrix: tuple[Any, dict[int, int], Any] | None = None
        self._total = 0
        # Per project (a path's first part): its chunk count and each stem's chunk frequency.
        self._projects: dict[str, tuple[int, Counter[str]]] | None = None
        self._roots: list[str] = []
        # Roots read from an index that had to be rebuilt, to index again.
        self.pending_roots: list[Path] = []
        self.rebuilt: str | None = None
        # Told after each file looked at and each file parsed (`research-bot index` draws a
        # progress line from it); runs on the indexing thread, so it must be quick.
        self.on_progress: Callable[[IndexProgress], None] | None = None
        self._progress = IndexProgress()

    # --- connection and recovery ---------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        if str(self.db_path) != ":memory:":
            self.db_path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = self._open()
        except sqlite3.Error as exc:
            if not _is_damage(exc):
                raise
            self._set_aside(f"the index file was damaged ({exc})")
            conn = self._open()
        self._conn = conn
        self._roots = [r for (r,) in conn.execute("SELECT path FROM roots")]
        return conn

    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(str(self.db_path), check_same_thread=False, timeout=30.0)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            has_tables = conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'files'").fetchone()[0]
            if has_tables and version != SCHEMA_VERSION:
                roots = _readable_roots(conn)
                _drop_all(conn)
                self.pending_roots.extend(roots)
                self.rebuilt = f"the index was written by an older version (schema {version}); re-indexed"
                log.warning("corpus.schema_upgrade from=%s to=%s roots=%d", version, SCHEMA_VERSION, len(roots))
            # An index can always be rebuilt from its documents: WAL with NORMAL sync
            # cannot corrupt it and saves an fsync per indexed file.
            conn.execute("PRAGMA synchronous = NORMAL")
            # Queries read the FTS index pages over and over: keep them mapped and cached.
            conn.execute("PRAGMA mmap_size = 268435456")
            conn.execute("PRAGMA cache_size = -32000")
            conn.executescript(_SCHEMA)
            # The version and the rank function are written only when they differ: any
            # write bumps the file's data version, and every other process reading it
            # would then drop its caches (`_refresh`) whenever one more process started.
            if version != SCHEMA_VERSION:
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            # Title and heading weights live in the table's default rank function,
            # which lets FTS5 use its optimised ORDER BY rank path.
            rank = f"bm25({TITLE_WEIGHT}, {HEADING_WEIGHT}, {BODY_WEIGHT})"
            if conn.execute("SELECT v FROM chunks_fts_config WHERE k = 'rank'").fetchone() != (rank,):
                conn.execute("INSERT INTO chunks_fts (chunks_fts, rank) VALUES ('rank', ?)", (rank,))
            conn.commit()
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def _set_aside(self, reason: str, *, keep: bool = True) -> None:
        """Move a damaged index file out of the way, keeping the roots it still shows.
        Without `keep` (a rebuild asked for) the old file is deleted instead: it is not
        damaged, and every `index --rebuild` left a whole copy of the index beside it."""
        if self._conn is not None:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            self._conn = None
        roots = [Path(r) for r in self._roots]
        try:
            with sqlite3.connect(str(self.db_path)) as probe:
                roots += [r for r in _readable_roots(probe) if r not in roots]
        except sqlite3.Error:
            pass
        self.pending_roots.extend(r for r in roots if r not in self.pending_roots)
        self._forget_caches()
        if not keep:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{self.db_path}{suffix}").unlink(missing_ok=True)
            self.rebuilt = reason
            log.info("corpus.rebuild path=%s roots=%d", self.db_path, len(roots))
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.db_path.with_name(f"{self.db_path.name}.damaged-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{self.db_path}{suffix}")
            if part.exists():
                os.replace(part, Path(f"{aside}{suffix}"))
        self.rebuilt = f"{reason}; moved to {aside.name} and rebuilt"
        log.warning("corpus.damaged path=%s moved_to=%s roots=%d", self.db_path, aside, len(roots))

    def _forget_caches(self) -> None:
        self._projects = None
        self._version = None
        self._vocab = {}
        self._df = {}
        self._vector_cache = {}
        self._chunks.clear()
        self._searches.clear()
        self._matrix = None

    async def close(self) -> None:
        def _close() -> None:
            with self._lock:
                if self._conn is not None:
                    self._conn.close()
                    self._conn = None
                # `PRAGMA data_version` counts per connection: a reopened file's numbers say
                # nothing of what was kept from the closed one.
                self._forget_caches()

        await asyncio.to_thread(_close)

    def _guarded(self, work, *args):  # type: ignore[no-untyped-def]
        """Run `work(conn, *args)`; on damage, rebuild once from the known roots and retry."""
        with self._lock:
            try:
                return work(self._connect(), *args)
            except sqlite3.Error as exc:
                if not _is_damage(exc):
                    raise
                self._set_aside(f"the index file was damaged ({exc})")
            try:
                conn = self._connect()
                self._reindex_pending(conn, IndexStats())
                return work(conn, *args)
            except sqlite3.Error as exc:
                raise IndexDamaged(
                    f"the document index at {self.db_path} is damaged and could not be rebuilt ({exc}); "
                    f"rebuild it with `{REBUILD_COMMAND}`"
                ) from exc

    # --- indexing ------------------------------------------------------------------

    async def index_paths(self, paths: list[Path]) -> IndexStats:
        """Index files and directories; only new or changed files are parsed.

        Files that disappeared from an indexed directory lose their chunks.
        Raises FileNotFoundError naming the first path that does not exist.
        """
        resolved = [Path(p).expanduser() for p in paths]
        for p in resolved:
            if not p.exists():
                raise FileNotFoundError(f"cannot index {p}: no such file or directory")
        return await asyncio.to_thread(self._guarded, self._index_sync, [p.resolve() for p in resolved])

    async def rebuild(self, paths: list[Path]) -> IndexStats:
        """Start a fresh index of every root it knew plus `paths` (`research-bot index --rebuild`)."""

        def _run() -> IndexStats:
            with self._lock:
                known: list[Path] = []
                try:
                    known = [Path(r) for (r,) in self._connect().execute("SELECT path FROM roots")]
                except sqlite3.Error:
                    pass
                self._set_aside("rebuilt on request", keep=False)
                roots = [*dict.fromkeys([*known, *self.pending_roots, *paths])]
                self.pending_roots = []
                present = [r for r in roots if r.exists()]
                stats = self._index_sync(self._connect(), present)
                stats.errors.extend(f"{r}: no longer exists; not re-indexed" for r in roots if not r.exists())
                return stats

        return await asyncio.to_thread(_run)

    def _reindex_pending(self, conn: sqlite3.Connection, stats: IndexStats) -> None:
        pending, self.pending_roots = self.pending_roots, []
        for root in pending:
            if root.exists():
                self._index_root(conn, root, stats)
            else:
                stats.errors.append(f"{root}: indexed before but no longer exists; not re-indexed")

    def _index_sync(self, conn: sqlite3.Connection, roots: list[Path]) -> IndexStats:
        started = time.perf_counter()
        stats = IndexStats()
        self._progress = IndexProgress()
        for root in roots:
            self.pending_roots = [p for p in self.pending_roots if p != root]
        self._reindex_pending(conn, stats)
        for root in roots:
            self._index_root(conn, root, stats)
        stats.total_files, stats.total_chunks = _totals(conn)
        stats.rebuilt, self.rebuilt = self.rebuilt, None
        self._forget_caches()
        stats.seconds = round(time.perf_counter() - started, 4)
        return stats

    def _index_root(self, conn: sqlite3.Connection, root: Path, stats: IndexStats) -> None:
        with conn:
            conn.execute("INSERT OR IGNORE INTO roots (path) VALUES (?)", (str(root),))
        if str(root) not in self._roots:
            self._roots.append(str(root))
        seen: set[str] = set()
        documents = 0
        try:
            changed: list[_Changed] = []
            for file in _walk(root):
                seen.add(str(file))
                documents += file.suffix.lower() in SUPPORTED_SUFFIXES
                found = self._changed(conn, file, root, stats)
                if found is not None:
                    changed.append(found)
                self._progress.looked_at += 1
                self._report()
            self._progress.to_parse += len(changed)
            if changed:
                self._prepare_and_write(conn, root, changed, stats)
        finally:
            conn.commit()
        if not documents:
            stats.no_documents.append(str(root))
        removed = self._remove_missing(conn, root, seen) if root.is_dir() else 0
        stats.removed += removed
        if changed or removed:
            with conn:
                _collapse_copies(conn, root)

    def _prepare_and_write(self, conn: sqlite3.Connection, root: Path, changed: list[_Changed], stats: IndexStats) -> None:
        # The parsers and the worker pool are imported only when a file changed: a process
        # that finds its documents as it left them (most starts) never loads them.
        from core.sources.prepare import PrepareCpu, prepare_files, worker_count

        jobs = [(c.file, root, _path_words(c.display)) for c in changed]
        # Files are written in batches, one transaction each: FTS5 merges its
        # segments at every commit, so a commit per file costs more than the file.
        batch: list[tuple[_Changed, PreparedFile]] = []
        cpu = PrepareCpu()
        for item in zip(changed, prepare_files(jobs, worker_count(self.workers), cpu), strict=True):
            batch.append(item)
            self._progress.parsed += 1
            self._progress.chunks += len(item[1].chunks)
            self._report()
            if len(batch) == FILES_PER_TRANSACTION:
                self._write(conn, batch, stats)
                conn.commit()
                batch = []
        self._write(conn, batch, stats)
        stats.worker_cpu_seconds = round(stats.worker_cpu_seconds + cpu.in_workers, 3)
        stats.prepare_cpu_seconds = round(stats.prepare_cpu_seconds + cpu.total, 3)

    def _report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self._progress)

    def _changed(self, conn: sqlite3.Connection, file: Path, root: Path, stats: IndexStats) -> _Changed | None:
        """The file if it is a document that is new or changed; counts and skips the others."""
        suffix = file.suffix.lower()
        if suffix not in SUPPORTED_SUFFIXES:
            stats.skipped += 1
            stats.unsupported[suffix] = stats.unsupported.get(suffix, 0) + 1
            return None
        try:
            st = file.stat()
        except OSError as exc:
            self._skip(stats, file, exc.strerror or str(exc))
            return None
        row = conn.execute("SELECT id, size, mtime_ns, sha256 FROM files WHERE path = ?", (str(file),)).fetchone()
        if row and row[1] == st.st_size and row[2] == st.st_mtime_ns:
            stats.unchanged += 1
            return None
        if not stat.S_ISREG(st.st_mode):
            # A FIFO would block the read until a writer came; a device like /dev/zero never ends.
            self._skip(stats, file, "not a regular file (a pipe, device or socket)")
            return None
        if st.st_size > MAX_FILE_BYTES:
            self._skip(stats, file, f"too large to be a document ({st.st_size // (1024 * 1024)} MB)")
            return None
        try:
            data = file.read_bytes()
        except OSError as exc:
            self._skip(stats, file, exc.strerror or str(exc))
            return None
        digest = hashlib.sha256(data).hexdigest()
        display = _display_path(root, file)
        if row and row[3] == digest:
            conn.execute(
                "UPDATE files SET size = ?, mtime_ns = ?, display = ? WHERE id = ?",
                (st.st_size, st.st_mtime_ns, display, row[0]),
            )
            stats.unchanged += 1
            return None
        return _Changed(file, display, st.st_size, st.st_mtime_ns, digest, row[0] if row else None)

    def _write(self, conn: sqlite3.Connection, batch: list[tuple[_Changed, PreparedFile]], stats: IndexStats) -> None:
        """Replace the batch's files in the index; their chunks are embedded in one call."""
        ready = [(c, p) for c, p in batch if p.error is None]
        for c, p in batch:
            if p.error is not None:
                self._skip(stats, c.file, p.error)
        vectors = iter(self._embed_chunks([(p.title, chunk.heading, chunk.plain) for _, p in ready for chunk in p.chunks]))
        for changed, prepared in ready:
            if changed.file_id is not None:
                _delete_file(conn, changed.file_id)
            file_id = conn.execute(
                "INSERT INTO files (path, display, title, size, mtime_ns, sha256) VALUES (?, ?, ?, ?, ?, ?)",
                (str(changed.file), changed.display, prepared.title, changed.size, changed.mtime_ns, changed.digest),
            ).lastrowid
            for chunk in prepared.chunks:
                cid = conn.execute(
                    "INSERT INTO chunks (file_id, position, heading, text, plain, blocks, vector) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (file_id, chunk.position, chunk.heading, chunk.text, chunk.plain, chunk.blocks_json, next(vectors)),
                ).lastrowid
                conn.execute(
                    "INSERT INTO chunks_fts (rowid, title, heading, body) VALUES (?, ?, ?, ?)",
                    (cid, prepared.title_stems, chunk.heading_stems, chunk.body_stems),
                )
            stats.chunks += len(prepared.chunks)
            if changed.file_id is not None:
                stats.updated += 1
            else:
                stats.added += 1

    def _embed_chunks(self, chunks: list[tuple[str, str, str]]) -> list[bytes | None]:
        """Each (title, heading, plain) chunk's static embedding (float16), for dense candidates and re-ranking."""
        if not self.embeddings or not chunks:
            return [None] * len(chunks)
        from core.embeddings import embed

        matrix = embed([embed_text(title, heading, plain) for title, heading, plain in chunks])
        return [row.astype("float16").tobytes() for row in matrix]

    @staticmethod
    def _skip(stats: IndexStats, file: Path, reason: str) -> None:
        stats.skipped += 1
        stats.errors.append(f"{file}: {reason}")
        # Named in the run's stats: `research-bot index` prints them, the bot's start logs them.
        log.info("corpus.skipped path=%s reason=%s", file, reason)

    def _remove_missing(self, conn: sqlite3.Connection, root: Path, seen: set[str]) -> int:
        prefix = str(root).rstrip(os.sep) + os.sep
        rows = conn.execute(
            "SELECT id, path FROM files WHERE substr(path, 1, ?) = ?", (len(prefix), prefix)
        ).fetchall()
        gone = [fid for fid, path in rows if path not in seen]
        with conn:
            for fid in gone:
                _delete_file(conn, fid)
        return len(gone)

    async def forget(self, root: Path) -> int:
        """Remove a root and every file indexed from it (e.g. the sample corpus, when left out)."""

        def _run(conn: sqlite3.Connection, root: Path) -> int:
            prefix = str(root).rstrip(os.sep) + os.sep
            rows = conn.execute(
                "SELECT id FROM files WHERE path = ? OR substr(path, 1, ?) = ?", (str(root), len(prefix), prefix)
            ).fetchall()
            with conn:
                for (fid,) in rows:
                    _delete_file(conn, fid)
                conn.execute("DELETE FROM roots WHERE path = ?", (str(root),))
            self._roots = [r for r in self._roots if r != str(root)]
            self.pending_roots = [p for p in self.pending_roots if p != root]
            self._forget_caches()
            return len(rows)

        return await asyncio.to_thread(self._guarded, _run, root.resolve())

    async def prune_missing(self) -> int:
        """Forget files that no longer exist on disk, wherever they were indexed from."""

        def _prune(conn: sqlite3.Connection) -> int:
            gone = [fid for fid, path in conn.execute("SELECT id, path FROM files") if not os.path.exists(path)]
            with conn:
                for fid in gone:
                    _delete_file(conn, fid)
            if gone:
                # This connection's own writes leave `PRAGMA data_version` as it was.
                self._forget_caches()
            return len(gone)

        return await asyncio.to_thread(self._guarded, _prune)

    async def roots(self) -> list[Path]:
        """Every folder or file indexed so far (by this process or any other sharing the file)."""

        def _run(conn: sqlite3.Connection) -> list[Path]:
            return [Path(r) for (r,) in conn.execute("SELECT path FROM roots ORDER BY path")]

        return await asyncio.to_thread(self._guarded, _run)

    async def totals(self) -> tuple[int, int]:
        """(files, chunks) currently indexed."""
        return await asyncio.to_thread(self._guarded, _totals)

    async def documents(self) -> list[tuple[str, str]]:
        """(title, display path) of every indexed document, for suggested prompts."""

        def _run() -> list[tuple[str, str]]:
            with self._lock:
                rows = self._connect().execute("SELECT title, display FROM files ORDER BY display").fetchall()
            return [(str(title), str(display)) for title, display in rows]

        return await asyncio.to_thread(_run)

    # --- reading ----------------------------------------------------------------------

    async def search(self, query: str, limit: int = 5) -> list[ChunkRow]:
        if limit <= 0 or not query.strip():
            return []
        return await asyncio.to_thread(self._guarded, self._search_sync, query, limit)

    def forget_searches(self) -> None:
        """Drop the kept search results, so that searching again does the work again
        (`bench/bench_rerank.py` times the searches themselves, pass after pass)."""
        with self._lock:
            self._searches.clear()

    def _refresh(self, conn: sqlite3.Connection) -> None:
        """Reload vocabulary counts when the index changed (also by another process)."""
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        if version == self._version and self._vocab:
            return
        vocab = conn.execute("SELECT term, doc, cnt FROM chunks_vocab").fetchall()
        self._vocab = {term: doc for term, doc, _ in vocab}
        # Copies are not searched: BM25's chunk count is the searched chunks'.
        self._total = conn.execute("SELECT count(*) FROM chunks WHERE copy_of IS NULL").fetchone()[0]
        self._average_length = sum(cnt for _, _, cnt in vocab) / max(1, self._total)
        self._df = {}
        self._projects = None
        # Chunk ids can be reused after another process re-indexed.
        self._vector_cache = {}
        self._chunks.clear()
        self._searches.clear()
        self._matrix = None
        self._version = version

    def _group_df(self, conn: sqlite3.Connection, group: TermGroup) -> int:
        if not group.phrases:
            return max((self._vocab.get(s, 0) for s in group.stems), default=0) if len(group.stems) == 1 else self._count(conn, group)
        return self._count(conn, group)

    def _count(self, conn: sqlite3.Connection, group: TermGroup) -> int:
        if not any(self._vocab.get(s) for s in group.stems) and not any(
            all(self._vocab.get(s) for s in p) for p in group.phrases
        ):
            return 0
        expr = group_expression(group)
        if expr not in self._df:
            self._df[expr] = conn.execute("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?", (expr,)).fetchone()[0]
        return self._df[expr]

    def _search_sync(self, conn: sqlite3.Connection, query: str, limit: int) -> list[ChunkRow]:
        if self.pending_roots:
            # The index was rebuilt (older schema, damage): bring its documents back first.
            self._reindex_pending(conn, IndexStats())
        self._refresh(conn)
        # A search's results depend on its words, its limit and the index, nothing else:
        # the same search in the same version of the index is answered from the last one.
        key = (query, limit)
        if (kept := self._searches.get(key)) is not None:
            self._searches.move_to_end(key)
            return list(kept)
        out = self._ranked(conn, query, limit)
        self._searches[key] = out
        if len(self._searches) > SEARCH_CACHE_SIZE:
            self._searches.popitem(last=False)
        return list(out)

    def _ranked(self, conn: sqlite3.Connection, query: str, limit: int) -> list[ChunkRow]:
        # The question analyser loads with the first search, not with every process that
        # opens the index (`index`, `ask help`).
        from core.sources.query import analyse, loosen
        from core.sources.typos import correct

        analysis = loosen(correct(analyse(query), self._vocab), lambda g: self._group_df(conn, g) > 0)
        the_plan = plan(analysis, lambda g: self._group_df(conn, g), self._total, self._average_length)
        if the_plan.strict is None:
            return []
        rows = self._fetch(conn, the_plan.strict, POOL)
        if len(rows) < max(limit, POOL // 4) and the_plan.relaxed:
            have = {r[0] for r in rows}
            rows += [r for r in self._fetch(conn, the_plan.relaxed, POOL) if r[0] not in have]
        for extra in (the_plan.headings, the_plan.literals):
            if extra:
                have = {r[0] for r in rows}
                rows += [r for r in self._fetch(conn, extra, HEADING_CANDIDATES) if r[0] not in have]
        question_vector = None
        # Meaning matters for questions; a two-word keyword query ("aws lambda") is
        # already precise, and skipping the dense pass keeps comparisons fast.
        if self.embeddings and len(analysis.groups) >= DENSE_MIN_GROUPS:
            # Passages saying the same thing in other words ("one-time message"
            # vs "flashing") are found by meaning, then ranked like the rest.
            question_vector = self._question_vector(analysis.text)
            have = {r[0] for r in rows}
            dense = [i for i in self._nearest(conn, question_vector, DENSE_CANDIDATES) if i not in have]
            rows += _fetch_ids(conn, dense)
        chunks = {r[0]: self._chunk(r) for r in rows}
        candidates = [
            Candidate(
                id=r[0],
                file_id=r[1],
                terms=(chunk := chunks[r[0]]).terms,
                embed_text=chunk.embed_text,
                path_tokens=chunk.path_tokens,
                root_tokens=chunk.root_tokens,
                changelog=chunk.changelog,
            )
            for r in rows
        ]
        self._project_fits(conn, the_plan, candidates, {i: chunk.project for i, chunk in chunks.items()}, analysis.text)
        by_id = {r[0]: r for r in rows}
        if self.embeddings and question_vector is None:
            question_vector = self._question_vector(analysis.text)
        embedder = (lambda _q, cands: (question_vector, self._vectors(conn, cands))) if question_vector is not None else None
        ranked = rerank(candidates, the_plan, analysis.text, embedder, limit)
        searched = query_summary(analysis, the_plan)
        out: list[ChunkRow] = []
        for c in ranked:
            r = by_id[c.id]
            match = {**searched, **{k: round(v, 4) for k, v in c.features.items()}}
            snippet = best_snippet(chunks[c.id].sentences, r[8], analysis)
            out.append(ChunkRow(*r[:8], score=round(c.score, 4), snippet=snippet, blocks=r[13], match=match))
        return out

    def _project_fits(
        self,
        conn: sqlite3.Connection,
        the_plan: Plan,
        candidates: list[Candidate],
        project_of: dict[int, str],
        question: str,
    ) -> None:
        """Set each candidate's `project` fit to the question, when the index holds several projects.

        A project the question names fits it best, however common its words are elsewhere,
        and the others fit it at least NAMED_PROJECT_GAP worse.
        """
        projects = self._project_counts(conn)
        if len(projects) < 2:
            return
        fit = project_fit(the_plan.groups, the_plan.idf, lambda g: self._group_df(conn, g), self._total)
        fits: dict[str, float] = {}
        for c in candidates:
            name = project_of[c.id]
            if name in projects and name not in fits:
                size, counts = projects[name]
                fits[name] = fit(counts, size)
            c.project = fits.get(name)
        named = named_projects(question, fits) or self._named_by_code(conn, question, set(fits))
        if named and len(named) < len(fits):
            best = max(fits.values())
            for c in candidates:
                if c.project is not None:
                    c.project = best if project_of[c.id] in named else min(c.project, best - NAMED_PROJECT_GAP)

    def _named_by_code(self, conn: sqlite3.Connection, question: str, candidates: set[str]) -> set[str]:
        """The project a question names by a code name only its documents write (`delete_many()`,
        `GitWildMatchPatternError`), when the question names no project and its code names point
        to one project among the candidates'; none otherwise."""
        owners: set[str] = set()
        for name in code_names(question):
            phrase = stemmed(name)
            if not phrase:
                continue
            rows = conn.execute(
                """SELECT DISTINCT f.display FROM chunks_fts t JOIN chunks c ON c.id = t.rowid
                   JOIN files f ON f.id = c.file_id WHERE chunks_fts MATCH ?""",
                (f'"{phrase}"',),
            ).fetchall()
            projects = {_project_of(display) for (display,) in rows}
            if len(projects) == 1:
                owners |= projects
        return owners if len(owners) == 1 and owners <= candidates else set()

    def _project_counts(self, conn: sqlite3.Connection) -> dict[str, tuple[int, Counter[str]]]:
        """Each project's chunk count and stems' chunk frequencies, read once per index version;
        none for an index of one project, which has no fit to work out (its files' paths say so
        without reading every chunk's text)."""
        if self._projects is None:
            names = {display: _project_of(display) for (display,) in conn.execute("SELECT display FROM files")}
            self._projects = self._count_projects(conn, names) if len(set(names.values())) > 1 else {}
        return self._projects

    @staticmethod
    def _count_projects(conn: sqlite3.Connection, names: dict[str, str]) -> dict[str, tuple[int, Counter[str]]]:
        sizes: Counter[str] = Counter()
        counts: dict[str, Counter[str]] = {name: Counter() for name in names.values()}
        for display, title, heading, body in conn.execute(
            """SELECT f.display, t.title, t.heading, t.body
               FROM chunks c JOIN files f ON f.id = c.file_id JOIN chunks_fts t ON t.rowid = c.id"""
        ):
            name = names.get(display) or _project_of(display)
            sizes[name] += 1
            counts.setdefault(name, Counter()).update(set(f"{title} {heading} {body}".split()))
        # A project whose files hold no chunk has no counts, as when its chunks were all there was to read.
        return {name: (size, counts[name]) for name, size in sizes.items()}

    def _chunk(self, row: tuple) -> _Chunk:  # type: ignore[type-arg]
        """The question-free parts of a fetched chunk row, kept (least recently used out)."""
        chunk = self._chunks.get(row[0])
        if chunk is None:
            chunk = self._chunks[row[0]] = _Chunk(row)
            if len(self._chunks) > CHUNK_CACHE_SIZE:
                self._chunks.popitem(last=False)
        else:
            self._chunks.move_to_end(row[0])
        return chunk

    def _fetch(self, conn: sqlite3.Connection, match: str, limit: int) -> list[tuple]:  # type: ignore[type-arg]
        """The best `limit` chunks for an FTS query as rows (`_fetch_ids`' shape, with
        their BM25 rank), best first. The FTS query ranks and limits on its own; only
        chunks not kept are read in full: reading every row's text and columns again was
        about a third of each query's CPU, and popular chunks are found question after
        question."""
        ranked = conn.execute(
            "SELECT rowid, rank FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?", (match, limit)
        ).fetchall()
        stored = {i: self._chunks[i].row for i, _ in ranked if i in self._chunks}
        for row in _fetch_ids(conn, [i for i, _ in ranked if i not in stored]):
            stored[row[0]] = self._chunk(row).row
        # A ranked id with no chunk row is left out, as the join of one query would.
        return [(*row[:9], rank, *row[10:]) for i, rank in ranked if (row := stored.get(i)) is not None]

    def _question_vector(self, text: str) -> Any:
        from core.embeddings import embed

        return embed([text])[0]

    def _dense(self, conn: sqlite3.Connection) -> tuple[Any, dict[int, int]]:
        """Every stored chunk vector as one matrix (float32), loaded once per index version."""
        if self._matrix is None:
            import numpy as np

            ids: list[int] = []
            rows: list[Any] = []
            for cid, blob in conn.execute("SELECT id, vector FROM chunks WHERE vector IS NOT NULL AND copy_of IS NULL"):
                ids.append(cid)
                rows.append(np.frombuffer(blob, dtype=np.float16))
            matrix = np.vstack(rows).astype(np.float32) if rows else np.zeros((0, 0), dtype=np.float32)
            self._matrix = (matrix, {cid: n for n, cid in enumerate(ids)}, np.array(ids, dtype=np.int64))
        return self._matrix[0], self._matrix[1]

    def _nearest(self, conn: sqlite3.Connection, vector: Any, k: int) -> list[int]:
        import numpy as np

        matrix, rows = self._dense(conn)
        if not rows:
            return []
        ids = self._matrix[2]  # type: ignore[index]
        sims = matrix @ vector
        top = np.argpartition(-sims, min(k, len(sims) - 1))[:k]
        return [int(ids[i]) for i in sorted(top, key=lambda i: -sims[i])]

    def _vectors(self, conn: sqlite3.Connection, candidates: Sequence[Candidate]) -> list[Any]:
        """The candidates' vectors: stored ones, else computed once and kept."""
        from core.embeddings import embed

        matrix, rows = self._dense(conn)
        missing = [c for c in candidates if c.id not in rows and c.id not in self._vector_cache]
        if missing:
            if len(self._vector_cache) + len(missing) > VECTOR_CACHE_SIZE:
                self._vector_cache.clear()
            for c, v in zip(missing, embed([c.embed_text for c in missing]), strict=True):
                self._vector_cache[c.id] = v
        return [matrix[rows[c.id]] if c.id in rows else self._vector_cache[c.id] for c in candidates]

    async def sections_holding(
        self, chunk_id: int, kind: str | None, limit: int = 2, children: bool = False
    ) -> list[ChunkRow]:
        """Chunks of the same file holding a block of `kind` ("steps", "table", "code"; None: any), in reading order.

        A how-to's best document often says "migrate" in its title and intro
        while its numbered steps never repeat the word; a comparison's table
        names the options only in its header: such sections are found
        through their document, not through their own terms. With `children`,
        only the sections under the chunk's own heading (an option's
        "Examples" subsection).
        """

        def _run(conn: sqlite3.Connection) -> list[ChunkRow]:
            rows = conn.execute(
                """SELECT c.id, c.file_id, c.position, f.title, f.path, f.display, c.heading, c.text, c.blocks
                   FROM chunks c JOIN files f ON f.id = c.file_id JOIN chunks p ON p.id = ?
                   WHERE c.file_id = p.file_id AND c.blocks LIKE ?
                     AND (? = 0 OR (p.heading != '' AND c.position > p.position
                                    AND substr(c.heading, 1, length(p.heading) + 3) = p.heading || ' › '))
                   ORDER BY c.position LIMIT ?""",
                (chunk_id, f'%"k": "{kind}"%' if kind else "%", int(children), limit),
            ).fetchall()
            return [ChunkRow(*r[:8], blocks=r[8]) for r in rows]

        return await asyncio.to_thread(self._guarded, _run)

    async def chunk_with_neighbours(self, chunk_id: int, radius: int = 1) -> list[ChunkRow]:
        """The chunk and up to `radius` chunks either side of it in its file, in order."""

        def _run(conn: sqlite3.Connection) -> list[ChunkRow]:
            row = conn.execute("SELECT file_id, position FROM chunks WHERE id = ?", (chunk_id,)).fetchone()
            if row is None:
                return []
            rows = conn.execute(
                """SELECT c.id, c.file_id, c.position, f.title, f.path, f.display, c.heading, c.text
                   FROM chunks c JOIN files f ON f.id = c.file_id
                   WHERE c.file_id = ? AND c.position BETWEEN ? AND ? ORDER BY c.position""",
                (row[0], row[1] - radius, row[1] + radius),
            ).fetchall()
            return [ChunkRow(*r) for r in rows]

        return await asyncio.to_thread(self._guarded, _run)


def embed_text(title: str, heading: str, plain: str) -> str:
    """What a chunk's embedding is computed from: where it is and how it begins."""
    return f"{title}. {heading}. {plain[:EMBED_CHARS]}"


def _fetch_ids(conn: sqlite3.Connection, ids: list[int]) -> list[tuple]:  # type: ignore[type-arg]
    """Chunks' stored rows by id (in no particular order), 0.0 where a search puts the
    BM25 rank: chunks found by meaning have none, and `CorpusIndex._fetch` adds it."""
    if not ids:
        return []
    marks = ",".join("?" * len(ids))
    return conn.execute(
        f"""SELECT c.id, c.file_id, c.position, f.title, f.path, f.display, c.heading, c.text, c.plain,
                   0.0, t.title, t.heading, t.body, c.blocks
            FROM chunks c JOIN files f ON f.id = c.file_id JOIN chunks_fts t ON t.rowid = c.id
            WHERE c.id IN ({marks})""",
        ids,
    ).fetchall()


class _Chunk:
    """What ranking and snippets need of a stored chunk that no question changes: its
    terms, where it lives, and its sentences with their stems. Built once per chunk
    (`CorpusIndex._chunk`): popular chunks are found by question after question."""

    def __init__(self, row: tuple) -> None:  # type: ignore[type-arg]
        # The stored row itself (rank left as read): a search that finds the chunk again
        # takes its columns from here, not from the database.
        self.row = row
        path = row[5]
        self.terms = Terms(row[10], row[11], row[12])
        self.embed_text = embed_text(row[3], row[6], row[8])
        self.path_tokens = _scope_stems(path)
        self.root_tokens = _path_stems(Path(path).parts[0]) if path else frozenset()
        self.changelog = is_changelog_file(path or "")
        self.project = _project_of(path)
        self._plain: str = row[8]

    @cached_property
    def sentences(self) -> list[tuple[str, frozenset[str]]]:
        return sentence_stems(self._plain)


@lru_cache(maxsize=CHUNK_CACHE_SIZE)
def _decoded_blocks(blocks: str) -> list[dict[str, Any]]:
    """A chunk's blocks JSON decoded once per text in the process, shared by every hit of the
    chunk (read only): with each prose paragraph's stored reading it is ~3x the chunk's text,
    and every hit of every search, the search cache's included, carries it."""
    return json.loads(blocks)  # type: ignore[no-any-return]


def _project_of(display: str) -> str:
    """The project a displayed path belongs to: its first part, the indexed folder."""
    return Path(display).parts[0] if display else ""


def sentence_stems(plain: str) -> list[tuple[str, frozenset[str]]]:
    """A chunk's plain text as sentences, each with the stems of its words."""
    return [
        (s, frozenset(map(stem, s.lower().split())))
        for line in plain.split("\n") for s in split_sentences(line)
    ]


def best_snippet(
    split: list[tuple[str, frozenset[str]]], plain: str, analysis: QueryAnalysis, limit: int = SNIPPET_CHARS
) -> str:
    """The sentences of a chunk's plain text (`split` by `sentence_stems`) sharing most
    stems with the question, in reading order."""
    sentences = [s for s, _ in split]
    if not sentences:
        return truncate(plain, limit)
    wanted = analysis.all_stems
    overlap = [len(wanted & stems) for _, stems in split]
    ranked = sorted((i for i in range(len(sentences)) if overlap[i]), key=lambda i: (-overlap[i], i)) or [0]
    chosen: list[int] = []
    used = 0
    for i in ranked:
        if used and used + len(sentences[i]) > limit:
            break
        chosen.append(i)
        used += len(sentences[i]) + 1
    return truncate(" ".join(sentences[i] for i in sorted(chosen)), limit)


def _readable_roots(conn: sqlite3.Connection) -> list[Path]:
    """The roots an index recorded; for an index older than the roots table, derived from its files."""
    try:
        return [Path(r) for (r,) in conn.execute("SELECT path FROM roots")]
    except sqlite3.Error:
        pass
    roots: list[Path] = []
    try:
        for path, display in conn.execute("SELECT path, display FROM files"):
            # display is relative to the root's parent, so the root is the
            # parent plus display's first component (a file indexed alone is its own root).
            if path.endswith(display):
                root = Path(path[: len(path) - len(display)]) / Path(display).parts[0]
                if root not in roots:
                    roots.append(root)
    except sqlite3.Error:
        pass
    return roots


def _drop_all(conn: sqlite3.Connection) -> None:
    names = [n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'chunks_fts_%'")]
    for name in names:
        conn.execute(f'DROP TABLE IF EXISTS "{name}"')
    conn.commit()


@dataclass(frozen=True)
class _Changed:
    """A document file that is new or changed since it was indexed (`file_id` when it was)."""

    file: Path
    display: str
    size: int
    mtime_ns: int
    digest: str
    file_id: int | None


def _delete_file(conn: sqlite3.Connection, file_id: int) -> None:
    conn.execute("DELETE FROM chunks_fts WHERE rowid IN (SELECT id FROM chunks WHERE file_id = ?)", (file_id,))
    conn.execute("DELETE FROM chunks WHERE file_id = ?", (file_id,))
    conn.execute("DELETE FROM files WHERE id = ?", (file_id,))


def _collapse_copies(conn: sqlite3.Connection, root: Path) -> None:
    """Search each text of a root once: a chunk whose section name and plain text another
    chunk of the root already holds is marked a copy (`copy_of`) and leaves the FTS table and the dense matrix.

    Docs sites pull the README into their front page (`{include} ../README.md`, or a copy of
    it): indexed twice, the same passage fills two of an answer's few places and is cited
    under the page that only includes it. The copy kept is the file nearest the root, then
    the first by path: includes read from a parent folder (`../README.md`, `../CHANGES.rst`),
    so the nearer file is the one that holds the text. Run over the whole root whenever one
    of its files changed or left, so a copy whose original changed is searched again.
    """
    prefix = str(root).rstrip(os.sep) + os.sep
    # The root's files drive the join (CROSS JOIN keeps SQLite's loop order), each file's chunks
    # read by `chunks_by_file`: planned from the chunks, every root read every chunk already
    # indexed, a cost that grew with the square of the roots (docs/scaling.md, ithr40).
    rows = conn.execute(
        """SELECT c.id, c.copy_of, c.plain, c.heading, f.title, f.display
           FROM files f CROSS JOIN chunks c ON c.file_id = f.id
           WHERE f.path = ? OR substr(f.path, 1, ?) = ?""",
        (str(root), len(prefix), prefix),
    ).fetchall()
    rows.sort(key=lambda r: (r[5].count("/"), r[5], r[0]))
    holder: dict[tuple[str, str], int] = {}
    originals: dict[int, int] = {}
    for cid, _, plain, heading, _, _ in rows:
        # The including page nests the text under its own heading ("Docs › Features" for
        # the README's "Features"): the section's own name is compared, not its trail. A
        # short text under another name ("Yes." answering two FAQ questions) is no copy.
        key = (_section_name(heading), plain)
        originals[cid] = holder.setdefault(key, cid) if plain.strip() else cid
    originals.update(_contained_copies([r for r in rows if originals[r[0]] == r[0]]))
    for cid, copy_of, plain, heading, title, display in rows:
        original = originals[cid]
        wanted = None if original == cid else original
        if wanted == copy_of:
            continue
        if wanted is None:
            conn.execute(
                "INSERT INTO chunks_fts (rowid, title, heading, body) VALUES (?, ?, ?, ?)",
                (cid, stemmed(f"{title} {_path_words(display)}"), stemmed(heading), stemmed(plain)),
            )
        elif copy_of is None:
            conn.execute("DELETE FROM chunks_fts WHERE rowid = ?", (cid,))
        conn.execute("UPDATE chunks SET copy_of = ? WHERE id = ?", (wanted, cid))


def _section_name(heading: str) -> str:
    return heading.rsplit(HEADING_SEPARATOR, 1)[-1]


def _contained_copies(rows: list[tuple]) -> dict[int, int]:  # type: ignore[type-arg]
    """Chunks whose text another file's section of the same name holds whole, each with the chunk holding it.

    An include cut at a marker (`end-before`, `start-after`) or a front page adding a line
    ("Release: 1.2 (What's new?)") over the README's text is no word-for-word copy, yet the
    same passage indexed twice takes two of an answer's places and splits its project's
    passages between two pages. The shorter text is the copy (the longer holds every word
    of it); texts under CONTAINED_MIN characters (a line of links) are left alone.
    """
    groups: dict[str, list[tuple[int, str, str]]] = {}
    for cid, _, plain, heading, _, display in rows:
        folded = " ".join(plain.split())
        if len(folded) >= CONTAINED_MIN:
            groups.setdefault(_section_name(heading), []).append((cid, display, folded))
    found: dict[int, int] = {}
    for members in groups.values():
        members.sort(key=lambda m: -len(m[2]))  # stable: nearest the root first among equals
        for i, (cid, display, text) in enumerate(members):
            holder = next((h for h, d, t in members[:i] if d != display and h not in found and text in t), None)
            if holder is not None:
                found[cid] = holder
    return found


def _totals(conn: sqlite3.Connection) -> tuple[int, int]:
    files = conn.execute("SELECT count(*) FROM files").fetchone()[0]
    chunks = conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
    return files, chunks


def _walk(root: Path) -> Iterator[Path]:
    """Files under root in a stable order, skipping hidden files and folders."""
    if root.is_file():
        yield root
        return
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if not name.startswith("."):
                yield Path(dirpath) / name


@lru_cache(maxsize=8192)
def _path_stems(display: str) -> frozenset[str]:
    return frozenset(stemmed(_path_words(display)).split())


@lru_cache(maxsize=8192)
def _scope_stems(display: str) -> frozenset[str]:
    return frozenset(stemmed(scope_words(display)).split())


def _path_words(display: str) -> str:
    return " ".join(path_parts(display))


def _display_path(root: Path, file: Path) -> str:
    """A short path for citations: relative to the indexed folder's parent."""
    if root.is_file():
        return file.name
    return str(file.relative_to(root.parent))


class CorpusSource:
    """The Source over a CorpusIndex: `search` finds chunks, `fetch` reads one in context."""

    name = "corpus"
    description = (
        "Search the team's local documents (the bundled engineering handbook plus any folders "
        "indexed with `research-bot index`: markdown, text, reStructuredText, HTML and PDF). "
        "Returns the best-matching passages with their document title and section heading; "
        "passages keep their code blocks, numbered steps and tables. Use short keyword queries "
        "naming the product or concept (e.g. 'Lambda cold start', 'PostgreSQL too many "
        "connections'); search each option of a comparison separately."
    )

    def __init__(self, index: CorpusIndex) -> None:
        self.index = index

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        return [self._hit(row) for row in await self.index.search(query, limit)]

    async def sections_holding(self, hit: Hit, kind: str | None, limit: int = 2, children: bool = False) -> list[Hit]:
        """The sections of a hit's document (or, with `children`, under its heading) holding numbered
        steps, a table or code, or any (see CorpusIndex.sections_holding)."""
        prefix, _, number = hit.id.partition(":")
        if prefix != "corpus" or not number.isdigit() or kind not in ("steps", "table", "code", None):
            return []
        return [self._hit(row) for row in await self.index.sections_holding(int(number), kind, limit, children)]

    def _hit(self, row: ChunkRow) -> Hit:
        return Hit(
            id=f"corpus:{row.id}",
            source=self.name,
            title=row.title,
            path=row.display,
            heading=row.heading or None,
            snippet=row.snippet or truncate(row.text, SNIPPET_CHARS),
            text=row.text,
            score=row.score,
            meta={"position": row.position, "file": row.path, "blocks": _decoded_blocks(row.blocks or "[]"), **row.match},
        )

    async def topics(self) -> list[tuple[str, str]]:
        """(title, path) of the indexed documents: what a new thread could ask about."""
        return await self.index.documents()

    async def aclose(self) -> None:
        await self.index.close()

    async def fetch(self, id: str) -> Document | None:
        prefix, _, number = id.strip().partition(":")
        if prefix != "corpus" or not number.isdigit():
            return None
        chunk_id = int(number)
        rows = await self.index.chunk_with_neighbours(chunk_id)
        if not rows:
            return None
        centre = next(r for r in rows if r.id == chunk_id)
        parts: list[str] = []
        last_heading = None
        for r in rows:
            if r.heading and r.heading != last_heading:
                parts.append(f"## {r.heading}")
            last_heading = r.heading
            parts.append(r.text)
        return Document(
            id=id,
            source=self.name,
            title=centre.title,
            text="\n\n".join(parts),
            path=centre.display,
            meta={"heading": centre.heading, "file": centre.path, "chunks": [r.id for r in rows]},
        )
