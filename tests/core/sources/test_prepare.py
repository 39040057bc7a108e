"""Parsing in worker processes (core/sources/prepare.py) writes the same index as parsing in process."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from core.sources.corpus import CorpusIndex
from core.sources.prepare import POOL_MIN_FILES, worker_count

ROWS = """
SELECT f.display, f.title, c.position, c.heading, c.text, c.plain, c.blocks, length(c.vector), t.title, t.heading, t.body
FROM chunks c JOIN files f ON f.id = c.file_id JOIN chunks_fts t ON t.rowid = c.id
ORDER BY f.display, c.position
"""


def _docs(root: Path, n: int) -> None:
    (root / "guide").mkdir(parents=True)
    for i in range(n):
        if i % 3 == 0:
            (root / "guide" / f"page{i:02}.rst").write_text(
                f"Page {i}\n=======\n\nConfiguring worker number {i} uses the ``workers`` option.\n\n"
                "Example::\n\n    run(workers=4)\n\n#. Install it.\n#. Start it.\n"
            )
        elif i % 3 == 1:
            (root / "guide" / f"page{i:02}.md").write_text(
                f"# Page {i}\n\nStreaming responses number {i}.\n\n```python\nstream({i})\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
            )
        else:
            (root / "guide" / f"page{i:02}.txt").write_text(f"Notes {i}\n\nPlain text about retries, take {i}.\n")
    # Unusable files are reported the same way whichever process parsed them.
    (root / "guide" / "noise.txt").write_bytes(os.urandom(4096))
    (root / "guide" / "stubs.rst").write_text("API\n===\n\n.. autoclass:: pkg.Thing\n")


def _rows(db: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as conn:
        return conn.execute(ROWS).fetchall()


async def test_a_process_pool_indexes_exactly_what_one_process_does(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    _docs(docs, POOL_MIN_FILES + 6)
    alone = CorpusIndex(tmp_path / "alone.db", workers=1)
    pooled = CorpusIndex(tmp_path / "pooled.db", workers=2)
    one = await alone.index_paths([docs])
    two = await pooled.index_paths([docs])
    await alone.close()
    await pooled.close()

    assert one.worker_cpu_seconds == 0.0
    assert two.worker_cpu_seconds > 0.0  # the pool really parsed them
    # Preparing is timed wherever it ran: the indexing thread, or the workers (all of it).
    assert one.prepare_cpu_seconds > 0.0
    assert two.prepare_cpu_seconds == two.worker_cpu_seconds
    assert (two.added, two.chunks, two.skipped) == (one.added, one.chunks, one.skipped) == (POOL_MIN_FILES + 6, one.chunks, 2)
    assert sorted(e.split(": ", 1)[1] for e in two.errors) == sorted(e.split(": ", 1)[1] for e in one.errors)
    assert _rows(tmp_path / "pooled.db") == _rows(tmp_path / "alone.db")
    assert len(_rows(tmp_path / "alone.db")) == one.chunks


async def test_a_few_changed_files_are_parsed_in_process(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    _docs(docs, POOL_MIN_FILES + 6)
    index = CorpusIndex(tmp_path / "corpus.db", workers=2)
    await index.index_paths([docs])
    (docs / "guide" / "page01.md").write_text("# Page 1\n\nRewritten: websockets now.\n")
    stats = await index.index_paths([docs])
    await index.close()
    assert (stats.updated, stats.worker_cpu_seconds) == (1, 0.0)
    assert any("websockets" in row[5] for row in _rows(tmp_path / "corpus.db"))


def test_auto_parses_in_process_on_small_machines_and_uses_spare_cores_on_larger_ones() -> None:
    assert worker_count(1, cores=8) == 1
    assert worker_count(3, cores=2) == 3  # an explicit setting is obeyed
    assert worker_count(0, cores=2) == 1
    assert worker_count(0, cores=4) == 3
    assert worker_count(0, cores=32) == 4


def test_the_fork_server_preloads_the_parsers_so_workers_start_warm() -> None:
    import subprocess
    import sys

    from core.sources.prepare import PRELOAD

    # In a fresh interpreter (this one has imported everything already): what the fork
    # server imports must include docutils and markdown-it, which parse_file imports lazily.
    code = (
        "import importlib, sys\n"
        f"for name in {PRELOAD!r}: importlib.import_module(name)\n"
        "print('docutils.parsers.rst' in sys.modules, 'mdit_py_plugins.myst_role' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "PYTHONPATH": str(root)}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60, env=env, cwd=root)
    assert result.stdout.split() == ["True", "True"]
