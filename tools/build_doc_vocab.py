"""Build `core/data/doc_vocab.txt`: how many chunks of a big documentation index hold each stem.

    PYTHONPATH=. .venv/bin/python -m tools.build_doc_vocab

The projects the answer question sets name (tests/data/answers) indexed together with the
shipped defaults, as `research-bot eval answers` indexes them; the index's own stem counts
(`chunks_vocab`, as the search reads them) for stems in at least MIN_CHUNKS chunks. A small
index weighs its words against these (`core.sources.background`). First line `chunks N`, then
one `stem count` a line, sorted by stem.
"""

from __future__ import annotations

import asyncio
import sqlite3
import tempfile
from collections import Counter
from pathlib import Path

from core.sources.background import DOC_VOCAB_PATH
from core.sources.corpus import CorpusIndex
from tools.build_doc_words import ANSWERS, projects

MIN_CHUNKS = 2


def vocabulary(folders: list[Path]) -> tuple[int, Counter[str]]:
    """The searched chunk count of an index of `folders`, and each stem's chunk count."""
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "corpus.db"
        asyncio.run(CorpusIndex(db, embeddings=False).index_paths(folders))
        with sqlite3.connect(db) as conn:
            chunks = conn.execute("SELECT count(*) FROM chunks WHERE copy_of IS NULL").fetchone()[0]
            counts = Counter({term: doc for term, doc in conn.execute("SELECT term, doc FROM chunks_vocab")})
    return chunks, counts


def render(chunks: int, counts: Counter[str], min_chunks: int = MIN_CHUNKS) -> str:
    kept = sorted((s, n) for s, n in counts.items() if n >= min_chunks)
    return "".join([f"chunks {chunks}\n", *(f"{s} {n}\n" for s, n in kept)])


def main() -> None:
    chunks, counts = vocabulary([ANSWERS / p for p in projects(ANSWERS)])
    DOC_VOCAB_PATH.write_text(render(chunks, counts), encoding="utf-8")
    print(f"{chunks} chunks, {sum(n >= MIN_CHUNKS for n in counts.values())} stems -> {DOC_VOCAB_PATH}")


if __name__ == "__main__":
    main()
