"""A chunk's snippet sentences are read when the chunk is indexed and stored with it: what a
search decodes is exactly what reading the chunk's plain text gives."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.snippets import decoded, sentence_stems

# Lines, abbreviations, code, a table, a list and words kept with their punctuation: the snippet
# reading meets every kind of plain text a chunk holds.
PAGE = """# Workers

Workers restart the Running jobs. Jobs restart, e.g. after a crash. Version 3.5 of node.js is fine.

- Caching helps caches.
- Set `max_attempts=3` to stop!

| option | default |
| --- | --- |
| retries | 5 |

```python
worker.restart(jobs)
```

## Größe und Ordnung

Die Größe der Warteschlange wächst. 数据持久化默认开启。快照每五分钟写入磁盘！
"""


async def test_every_indexed_chunk_stores_the_snippet_sentences_of_its_plain_text(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "workers.md").write_text(PAGE)
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([docs])
    hits = await CorpusSource(index).search("workers restart jobs")
    await index.close()
    with sqlite3.connect(tmp_path / "c.db") as conn:
        rows = conn.execute("SELECT plain, sentences FROM chunks").fetchall()
    assert len(rows) >= 2 and hits
    for plain, stored in rows:
        assert decoded(stored) == sentence_stems(plain)
    assert any(len(sentence_stems(plain)) > 2 for plain, _ in rows)
