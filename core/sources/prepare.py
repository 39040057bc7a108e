"""Turning document files into rows for the index: parse, chunk, stem — in worker processes when there are many.

Parsing is most of indexing's time (docutils above all) and it is pure CPU
work on one file at a time, so a folder of documentation is parsed by a pool
of processes while the indexing thread embeds and writes what is ready.
Starting a pool costs a fraction of a second (a fork server that has already
imported the parsers forks each worker), so a handful of changed files is
parsed in process. Results come back in the order the files were given, so
an index built either way is the same.

Workers are started by a fork server, never forked from the bot's threaded
process; as with any multiprocessing code, a script that indexes many files
must keep its top level under `if __name__ == "__main__":`.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from core.sources.blocks import to_data
from core.sources.chunking import chunk_document
from core.sources.collector import one_collection
from core.sources.formats import parse_file
from core.sources.formats.document import UnreadableDocument
from core.sources.reading import with_readings
from core.sources.terms import stemmed

# Fewer files than this are parsed in process: a pool would cost more than it saves.
POOL_MIN_FILES = 24
# "auto" (0) uses a pool only on machines with this many cores: the indexing thread's own
# work (embedding, writing) is about half of indexing once parsing is quick, and on two
# shared cores a pool measured slower than parsing in process (see docs/corpus.md).
AUTO_POOL_MIN_CORES = 4
# ... with one worker per core but the indexing thread's, and no more than this.
MAX_AUTO_WORKERS = 4
# Files handed to a worker at a time: fewer round trips, still balanced across workers.
FILES_PER_TASK = 4
# What the fork server imports before forking workers: the parsers themselves, which
# `parse_file` only imports on first use (each worker would otherwise import docutils).
PRELOAD = ["core.sources.prepare", "core.sources.formats.rst", "core.sources.formats.markdown"]


@dataclass(frozen=True)
class PreparedChunk:
    position: int
    heading: str
    text: str
    plain: str
    blocks_json: str
    heading_stems: str
    body_stems: str


@dataclass(frozen=True)
class PreparedFile:
    """A file ready to be written, or why it cannot be (`error`)."""

    title: str = ""
    title_stems: str = ""
    chunks: tuple[PreparedChunk, ...] = ()
    error: str | None = None


def prepare_file(file: Path, root: Path, path_words: str) -> PreparedFile:
    """Parse and chunk one file, with the stemmed text its search columns hold."""
    with one_collection():
        return _prepare(file, root, path_words)


def _prepare(file: Path, root: Path, path_words: str) -> PreparedFile:
    try:
        doc = parse_file(file, root)
    except (UnreadableDocument, OSError) as exc:
        return PreparedFile(error=str(exc))
    chunks = tuple(
        PreparedChunk(
            position=chunk.position,
            heading=chunk.heading,
            text=chunk.text,
            plain=chunk.plain,
            blocks_json=json.dumps(to_data(with_readings(chunk.blocks))),
            heading_stems=stemmed(chunk.heading),
            body_stems=stemmed(chunk.plain),
        )
        for chunk in chunk_document(doc)
    )
    # The path's folders and file name are searched with the title: people name
    # the project or page ("starlette", "testing") more often than its title.
    return PreparedFile(title=doc.title, title_stems=stemmed(f"{doc.title} {path_words}"), chunks=chunks)


def _prepare_many(jobs: Sequence[tuple[Path, Path, str]]) -> tuple[list[PreparedFile], float]:
    """A worker's task: the files, and the CPU time they took (a pool's workers are not our children to measure)."""
    started = time.process_time()
    return [prepare_file(*job) for job in jobs], time.process_time() - started


def worker_count(setting: int, cores: int | None = None) -> int:
    """The pool size for a setting: 1 parses in process; 0 (auto) parses in process on small
    machines and with a worker per spare core (at most MAX_AUTO_WORKERS) on larger ones."""
    if setting > 0:
        return setting
    cores = cores or os.cpu_count() or 1
    if cores < AUTO_POOL_MIN_CORES:
        return 1
    return min(cores - 1, MAX_AUTO_WORKERS)


@dataclass
class PrepareCpu:
    """CPU seconds spent preparing files (parsing, chunking, stemming): in all, and the part in worker processes."""

    total: float = 0.0
    in_workers: float = 0.0


def prepare_files(jobs: Sequence[tuple[Path, Path, str]], workers: int, cpu: PrepareCpu | None = None) -> Iterator[PreparedFile]:
    """Each job's (file, root, path words) PreparedFile, in order; parsed by `workers` processes when worth it.

    `cpu`, when given, adds up the CPU time the preparing took, wherever it ran.
    """
    if workers <= 1 or len(jobs) < POOL_MIN_FILES:
        for job in jobs:
            # This thread's own time: the event loop and other threads of the process are not in it.
            started = time.thread_time()
            prepared = prepare_file(*job)
            if cpu is not None:
                cpu.total += time.thread_time() - started
            yield prepared
        return
    batches = [jobs[i : i + FILES_PER_TASK] for i in range(0, len(jobs), FILES_PER_TASK)]
    context = multiprocessing.get_context("forkserver")
    # The fork server imports the parsers once; every worker forked from it starts warm.
    context.set_forkserver_preload(PRELOAD)
    with ProcessPoolExecutor(max_workers=min(workers, len(batches)), mp_context=context) as pool:
        for prepared, seconds in pool.map(_prepare_many, batches):
            if cpu is not None:
                cpu.total += seconds
                cpu.in_workers += seconds
            yield from prepared
