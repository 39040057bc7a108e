"""Dump what indexing writes, to check that a speed-up leaves the index unchanged.

    PYTHONPATH=. .venv/bin/python -m tools.index_dump OUT.jsonl [PATH ...]

Indexes PATHs (default: every project of tests/data/answers plus the bundled
sample corpus) into a fresh index with the shipped defaults (`index_command`,
as `research-bot index` runs it) and writes one JSON line per file and per
chunk, in display-path and position order: the file's title and hash, each
chunk's heading, markdown, plain text, blocks, stemmed search columns and its
embedding rounded to 3 decimals (float16 storage already rounds it; the
rounding keeps a batching change's last-bit noise out of the comparison).
Row ids, mtimes and absolute paths are left out: they differ between runs.
Two dumps are compared with `cmp` or `diff`; the last line holds the counts.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

from core.config import Settings
from core.sources.registry import SAMPLE_CORPUS, index_command

ROOT = Path(__file__).resolve().parent.parent
ANSWER_DOCS = ROOT / "tests" / "data" / "answers"

_FILES = "SELECT id, display, title, size, sha256 FROM files ORDER BY display, path"
_CHUNKS = """
SELECT c.position, c.heading, c.text, c.plain, c.blocks, c.vector, t.title, t.heading, t.body
FROM chunks c JOIN chunks_fts t ON t.rowid = c.id WHERE c.file_id = ? ORDER BY c.position
"""


def default_paths() -> list[Path]:
    return [*sorted(p for p in ANSWER_DOCS.iterdir() if p.is_dir()), SAMPLE_CORPUS]


def _vector(blob: bytes | None) -> list[float] | None:
    if blob is None:
        return None
    import numpy as np

    return [round(float(x), 3) for x in np.frombuffer(blob, dtype=np.float16)]


def dump_rows(db: Path) -> list[dict[str, object]]:
    """The index's files and chunks as plain dicts, in a stable order."""
    out: list[dict[str, object]] = []
    with sqlite3.connect(db) as conn:
        for file_id, display, title, size, sha in conn.execute(_FILES).fetchall():
            chunks = conn.execute(_CHUNKS, (file_id,)).fetchall()
            out.append({"file": display, "title": title, "size": size, "sha256": sha, "chunks": len(chunks)})
            for position, heading, text, plain, blocks, vector, t_title, t_heading, t_body in chunks:
                out.append(
                    {
                        "file": display,
                        "position": position,
                        "heading": heading,
                        "text": text,
                        "plain": plain,
                        "blocks": json.loads(blocks),
                        "vector": _vector(vector),
                        "fts": [t_title, t_heading, t_body],
                    }
                )
    return out


def _relative(error: str) -> str:
    """A skipped file's line without the folder the tree was checked out in."""
    path, _, reason = error.partition(": ")
    return f"{Path(path).name}: {reason}"


async def dump(out: Path, paths: list[Path]) -> dict[str, int]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(_env_file=None, data_dir=Path(tmp), llm_model=None)  # type: ignore[call-arg]
        stats = await index_command(settings, paths)
        rows = dump_rows(settings.corpus_db_path)
    totals = {"files": stats.added, "chunks": stats.chunks, "skipped": stats.skipped}
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
        fh.write(json.dumps({"totals": totals, "errors": sorted(_relative(e) for e in stats.errors)}) + "\n")
    return totals


if __name__ == "__main__":
    import logging

    logging.disable(logging.WARNING)  # skipped files are in the dump's last line
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    given = [Path(p).resolve() for p in sys.argv[2:]] or default_paths()
    print(json.dumps(asyncio.run(dump(Path(sys.argv[1]), given))))
