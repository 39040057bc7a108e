"""The embedded document source: local files indexed with SQLite FTS5, ranked by BM25.

One SQLite file holds the files table (path, size, mtime, hash), their chunks,
and an FTS5 table over (title, heading, body). Re-indexing is incremental: a
file whose size and mtime are unchanged is skipped without reading it; one
whose content hash is unchanged is skipped without parsing it.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, Field

from core.sources.base import Document, Hit
from core.sources.chunking import chunk_document
from core.sources.formats import SUPPORTED_SUFFIXES, UnreadableDocument, parse_file
from core.text import STOPWORDS, markdown_to_text, split_sentences, truncate, words

log = logging.getLogger(__name__)

# Title and heading matches say more about what a chunk is about than body text.
TITLE_WEIGHT = 6.0
HEADING_WEIGHT = 3.0
BODY_WEIGHT = 1.0
MAX_QUERY_TERMS = 24
# A query term found in more than this share of chunks is dropped (see choose_terms).
COMMON_TERM_SHARE = 0.5
# FTS5 computes bm25 for every chunk matching any term, so a query's cost grows
# with the summed document frequency of its terms (see choose_terms).
POSTINGS_BUDGET = 1000
SAME_FILE_DECAY = 0.8
SNIPPET_CHARS = 280

_SCHEMA = """
PRAGMA journal_mode = WAL;
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
    text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chunks_by_file ON chunks(file_id, position);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
    title, heading, body, tokenize = 'porter unicode61'
);
"""


class IndexStats(BaseModel):
    """What one indexing run did."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    skipped: int = Field(default=0, description="files of unsupported types or unreadable content")
    chunks: int = Field(default=0, description="chunks written by this run")
    total_files: int = 0
    total_chunks: int = 0
    seconds: float = 0.0
    errors: list[str] = Field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.added} added, {self.updated} updated, {self.unchanged} unchanged, "
            f"{self.removed} removed, {self.skipped} skipped; {self.chunks} chunks written; "
            f"index holds {self.total_files} files / {self.total_chunks} chunks ({self.seconds:.2f}s)"
        )


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


def query_terms(text: str) -> list[str]:
    """The distinct words of free text worth searching: content words, or all words if it has none."""
    ws = words(text)
    content = [w for w in ws if w not in STOPWORDS]
    return list(dict.fromkeys(content or ws))[:MAX_QUERY_TERMS]


def choose_terms(terms: list[str], doc_freq: Callable[[str], int], total: int) -> list[str]:
    """The terms worth ranking with, in the query's order.

    Terms found in no chunk are dropped: they cannot match or score. Terms in
    more than half of all chunks are dropped while rarer ones remain: their
    BM25 weight is close to zero but they would make FTS5 score most of the
    index. Then the rarest terms are kept while their summed document
    frequency fits POSTINGS_BUDGET (the rarest is always kept), which caps the
    rows FTS5 scores per query. The terms left out are the commonest, whose
    BM25 weight is lowest, so the top ranks barely move; on a corpus smaller
    than the budget nothing but the first two rules applies.
    """
    df = {t: doc_freq(t) for t in terms}
    known = [t for t in terms if df[t] > 0]
    informative = [t for t in known if total < 20 or df[t] <= COMMON_TERM_SHARE * total] or known
    kept: set[str] = set()
    postings = 0
    for term in sorted(informative, key=lambda t: df[t]):
        if kept and postings + df[term] > POSTINGS_BUDGET:
            break
        kept.add(term)
        postings += df[term]
    return [t for t in terms if t in kept]


def build_match_query(text: str, terms: list[str] | None = None) -> str | None:
    """An FTS5 MATCH expression for free text, or None when it has no searchable word.

    Every term is a quoted string, so FTS syntax in the input (quotes, `AND`,
    `*`, `:`, parentheses, `NEAR`) is only ever searched for, never obeyed.
    Terms are OR-ed so partial matches still rank; adjacent content words are
    also added as phrases, which lifts chunks using the exact wording.
    `terms` restricts the query to those words (see choose_terms); phrases
    are kept when they contain one of them.
    """
    ws = words(text)
    if terms is None:
        terms = query_terms(text)
    kept = set(terms)
    phrases = []
    for a, b in zip(ws, ws[1:], strict=False):
        if a not in STOPWORDS and b not in STOPWORDS and a != b and (a in kept or b in kept):
            phrases.append(f'"{a} {b}"')
    parts = [f'"{t}"' for t in terms] + list(dict.fromkeys(phrases))[:8]
    return " OR ".join(parts) if parts else None


def best_snippet(plain: str, query: str, limit: int = SNIPPET_CHARS) -> str:
    """The sentences of a chunk's plain text (as indexed) sharing most words with the query, in reading order."""
    sentences = [s for line in plain.split("\n") for s in split_sentences(line)]
    if not sentences:
        return truncate(plain, limit)
    wanted = {w for w in words(query) if w not in STOPWORDS}
    overlap = [len(wanted & set(words(s))) for s in sentences]
    ranked = sorted((i for i in range(len(sentences)) if overlap[i]), key=lambda i: (-overlap[i], i)) or [0]
    chosen: list[int] = []
    used = 0
    for i in ranked:
        if used and used + len(sentences[i]) > limit:
            break
        chosen.append(i)
        used += len(sentences[i]) + 1
    return truncate(" ".join(sentences[i] for i in sorted(chosen)), limit)


class CorpusIndex:
    """A SQLite FTS5 index of local documents. All SQLite work runs in a thread."""

    def __init__(self, db_path: Path | str) -> None:
        self.db_path = Path(db_path)
        self._conn: sqlite3.Connection | None = None
        # One connection shared by the worker threads; SQLite calls are serialised.
        self._lock = threading.Lock()
        self._df: dict[str, int] = {}
        self._df_version: int | None = None

    # --- connection --------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        if self._conn is None:
            if str(self.db_path) != ":memory:":
                self.db_path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(self.db_path), check_same_thread=False, timeout=30.0)
            conn.execute("PRAGMA foreign_keys = ON")
            # Queries read the FTS index pages over and over: keep them mapped and cached.
            conn.execute("PRAGMA mmap_size = 268435456")
            conn.execute("PRAGMA cache_size = -32000")
            conn.executescript(_SCHEMA)
            # Title and heading weights live in the table's default rank function,
            # which lets FTS5 use its optimised ORDER BY rank path.
            conn.execute(
                "INSERT INTO chunks_fts (chunks_fts, rank) VALUES ('rank', ?)",
                (f"bm25({TITLE_WEIGHT}, {HEADING_WEIGHT}, {BODY_WEIGHT})",),
            )
            conn.commit()
            self._conn = conn
        return self._conn

    async def close(self) -> None:
        def _close() -> None:
            with self._lock:
                if self._conn is not None:
                    self._conn.close()
                    self._conn = None

        await asyncio.to_thread(_close)

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
        return await asyncio.to_thread(self._index_sync, [p.resolve() for p in resolved])

    def _index_sync(self, roots: list[Path]) -> IndexStats:
        started = time.perf_counter()
        stats = IndexStats()
        with self._lock:
            conn = self._connect()
            for root in roots:
                seen: set[str] = set()
                for file in _walk(root):
                    seen.add(str(file))
                    self._index_file(conn, file, _display_path(root, file), stats)
                if root.is_dir():
                    stats.removed += self._remove_missing(conn, root, seen)
            stats.total_files, stats.total_chunks = _totals(conn)
            self._df.clear()
        stats.seconds = round(time.perf_counter() - started, 4)
        return stats

    def _index_file(self, conn: sqlite3.Connection, file: Path, display: str, stats: IndexStats) -> None:
        if file.suffix.lower() not in SUPPORTED_SUFFIXES:
            stats.skipped += 1
            return
        try:
            st = file.stat()
        except OSError as exc:
            stats.skipped += 1
            stats.errors.append(f"{file}: {exc.strerror or exc}")
            return
        row = conn.execute("SELECT id, size, mtime_ns, sha256 FROM files WHERE path = ?", (str(file),)).fetchone()
        if row and row[1] == st.st_size and row[2] == st.st_mtime_ns:
            stats.unchanged += 1
            return
        try:
            digest = hashlib.sha256(file.read_bytes()).hexdigest()
        except OSError as exc:
            stats.skipped += 1
            stats.errors.append(f"{file}: {exc.strerror or exc}")
            return
        if row and row[3] == digest:
            with conn:
                conn.execute(
                    "UPDATE files SET size = ?, mtime_ns = ?, display = ? WHERE id = ?",
                    (st.st_size, st.st_mtime_ns, display, row[0]),
                )
            stats.unchanged += 1
            return
        try:
            doc = parse_file(file)
        except (UnreadableDocument, OSError) as exc:
            stats.skipped += 1
            stats.errors.append(str(exc))
            log.warning("corpus.unreadable path=%s error=%s", file, type(exc).__name__)
            return
        chunks = chunk_document(doc)
        with conn:
            if row:
                _delete_file(conn, row[0])
            cur = conn.execute(
                "INSERT INTO files (path, display, title, size, mtime_ns, sha256) VALUES (?, ?, ?, ?, ?, ?)",
                (str(file), display, doc.title, st.st_size, st.st_mtime_ns, digest),
            )
            file_id = cur.lastrowid
            for chunk in chunks:
                cid = conn.execute(
                    "INSERT INTO chunks (file_id, position, heading, text) VALUES (?, ?, ?, ?)",
                    (file_id, chunk.position, chunk.heading, chunk.text),
                ).lastrowid
                conn.execute(
                    "INSERT INTO chunks_fts (rowid, title, heading, body) VALUES (?, ?, ?, ?)",
                    (cid, doc.title, chunk.heading, markdown_to_text(chunk.text)),
                )
        stats.chunks += len(chunks)
        if row:
            stats.updated += 1
        else:
            stats.added += 1

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

    async def prune_missing(self) -> int:
        """Forget files that no longer exist on disk, wherever they were indexed from."""

        def _prune() -> int:
            with self._lock:
                conn = self._connect()
                gone = [fid for fid, path in conn.execute("SELECT id, path FROM files") if not os.path.exists(path)]
                with conn:
                    for fid in gone:
                        _delete_file(conn, fid)
                return len(gone)

        return await asyncio.to_thread(_prune)

    async def totals(self) -> tuple[int, int]:
        """(files, chunks) currently indexed."""

        def _run() -> tuple[int, int]:
            with self._lock:
                return _totals(self._connect())

        return await asyncio.to_thread(_run)

    async def documents(self) -> list[tuple[str, str]]:
        """(title, display path) of every indexed document, for suggested prompts."""

        def _run() -> list[tuple[str, str]]:
            with self._lock:
                rows = self._connect().execute("SELECT title, display FROM files ORDER BY display").fetchall()
            return [(str(title), str(display)) for title, display in rows]

        return await asyncio.to_thread(_run)

    # --- reading ----------------------------------------------------------------------

    async def search(self, query: str, limit: int = 5) -> list[ChunkRow]:
        if limit <= 0 or not words(query):
            return []
        return await asyncio.to_thread(self._search_sync, query, limit)

    def _doc_freq(self, conn: sqlite3.Connection) -> tuple[Callable[[str], int], int]:
        """A term's chunk count and the total, cached until the index changes.

        Counting with MATCH (rather than reading fts5vocab) lets FTS5 apply its
        own tokenizer and porter stemmer to the word, so the count is exactly
        that of the term the query will search.
        """
        # data_version moves when another connection (e.g. `research-bot index`) commits.
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._df_version:
            self._df.clear()
            self._df_version = version
        if "\0total" not in self._df:
            self._df["\0total"] = conn.execute("SELECT count(*) FROM chunks").fetchone()[0]

        def doc_freq(term: str) -> int:
            if term not in self._df:
                self._df[term] = conn.execute(
                    "SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?", (f'"{term}"',)
                ).fetchone()[0]
            return self._df[term]

        return doc_freq, self._df["\0total"]

    def _search_sync(self, query: str, limit: int) -> list[ChunkRow]:
        # The FTS query ranks and limits on its own before any join, so SQLite
        # only looks up the handful of chunks that will be returned.
        sql = """
            SELECT c.id, c.file_id, c.position, f.title, f.path, f.display, c.heading, c.text, m.rank, m.body
            FROM (SELECT rowid, rank, body FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?) AS m
            JOIN chunks c ON c.id = m.rowid JOIN files f ON f.id = c.file_id
            ORDER BY m.rank
        """
        with self._lock:
            conn = self._connect()
            doc_freq, total = self._doc_freq(conn)
            terms = choose_terms(query_terms(query), doc_freq, total)
            match = build_match_query(query, terms) if terms else None
            if match is None:
                return []
            rows = conn.execute(sql, (match, limit * 4)).fetchall()
        ranked = [ChunkRow(*r[:8], score=-r[8]) for r in rows]
        plain = {r[0]: r[9] for r in rows}
        # Each further chunk of the same file counts a little less, so a strong
        # second document is not buried under the fifth chunk of the first,
        # while a document far ahead of the rest still fills the list.
        seen: dict[int, int] = {}
        adjusted: list[tuple[float, int, ChunkRow]] = []
        for order, row in enumerate(ranked):
            nth = seen.get(row.file_id, 0)
            seen[row.file_id] = nth + 1
            adjusted.append((row.score * SAME_FILE_DECAY**nth, -order, row))
        adjusted.sort(key=lambda t: (t[0], t[1]), reverse=True)
        chosen = [row for _, _, row in adjusted[:limit]]
        # Snippets are built here, in the worker thread, from the indexed plain
        # text: no markdown parsing and no CPU work on the event loop.
        for row in chosen:
            row.snippet = best_snippet(plain[row.id], query)
        return chosen

    async def chunk_with_neighbours(self, chunk_id: int, radius: int = 1) -> list[ChunkRow]:
        """The chunk and up to `radius` chunks either side of it in its file, in order."""

        def _run() -> list[ChunkRow]:
            with self._lock:
                conn = self._connect()
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

        return await asyncio.to_thread(_run)


def _delete_file(conn: sqlite3.Connection, file_id: int) -> None:
    conn.execute("DELETE FROM chunks_fts WHERE rowid IN (SELECT id FROM chunks WHERE file_id = ?)", (file_id,))
    conn.execute("DELETE FROM chunks WHERE file_id = ?", (file_id,))
    conn.execute("DELETE FROM files WHERE id = ?", (file_id,))


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


def _display_path(root: Path, file: Path) -> str:
    """A short path for citations: relative to the indexed folder's parent."""
    if root.is_file():
        return file.name
    return str(file.relative_to(root.parent))


_CHUNK_ID = re.compile(r"^corpus:(\d+)$")


class CorpusSource:
    """The Source over a CorpusIndex: `search` finds chunks, `fetch` reads one in context."""

    name = "corpus"
    description = (
        "Search the team's local documents (the bundled engineering handbook plus any folders "
        "indexed with `research-bot index`: markdown, text, reStructuredText, HTML and PDF). "
        "Returns the best-matching passages with their document title and section heading, "
        "ranked by BM25. Use short keyword queries naming the product or concept "
        "(e.g. 'Lambda cold start', 'PostgreSQL too many connections'); search each option "
        "of a comparison separately."
    )

    def __init__(self, index: CorpusIndex) -> None:
        self.index = index

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        rows = await self.index.search(query, limit)
        return [
            Hit(
                id=f"corpus:{row.id}",
                source=self.name,
                title=row.title,
                path=row.display,
                heading=row.heading or None,
                snippet=row.snippet,
                text=row.text,
                score=row.score,
                meta={"position": row.position, "file": row.path},
            )
            for row in rows
        ]

    async def topics(self) -> list[tuple[str, str]]:
        """(title, path) of the indexed documents: what a new thread could ask about."""
        return await self.index.documents()

    async def aclose(self) -> None:
        await self.index.close()

    async def fetch(self, id: str) -> Document | None:
        m = _CHUNK_ID.match(id.strip())
        if m is None:
            return None
        chunk_id = int(m.group(1))
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
