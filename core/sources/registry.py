"""Which research sources exist for a given configuration.

Each builder looks at the settings and returns the sources it can offer (or
none). `build_sources` runs them in order; adding a source type means adding
one builder to BUILDERS.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

from core.config import Settings
from core.sources.tools import ToolProvider
from core.sources.base import Source
from core.sources.corpus import CorpusIndex, CorpusSource, IndexProgress, IndexStats
from core.sources.formats import SUPPORTED_SUFFIXES

log = logging.getLogger(__name__)

_PACKAGE = Path(__file__).resolve().parent.parent
SAMPLE_CORPUS = _PACKAGE / "data" / "corpus"
# What a folder holds when it is an installation's package rather than a user's documents.
_PACKAGE_MARKER = Path(__file__).resolve().relative_to(_PACKAGE)

# MCP servers contribute arbitrary tools rather than search/fetch, so builders
# may offer ToolProviders besides Sources.
SourceBuilder = Callable[[Settings], Awaitable[Sequence[Source | ToolProvider]]]


def configured_corpus_paths(settings: Settings) -> list[Path]:
    """The bundled sample corpus (unless CORPUS_INCLUDE_SAMPLE=false) plus every path in CORPUS_PATHS."""
    sample = [SAMPLE_CORPUS] if settings.corpus_include_sample else []
    return [*sample, *(Path(p).expanduser() for p in settings.corpus_paths)]


async def build_corpus(settings: Settings) -> list[Source]:
    """Bring the local index up to date (cheap when nothing changed) and offer it."""
    index = CorpusIndex(settings.corpus_db_path, workers=settings.corpus_index_workers)
    stats = await _configured_up_to_date(index, settings)
    log.info("corpus.indexed %s", stats.summary().split("\n", 1)[0])
    for skipped in stats.errors:
        log.warning("corpus.skipped %s", skipped)
    for path in stats.no_documents:
        log.warning("corpus.no_documents path=%s reads=%s", path, ",".join(sorted(SUPPORTED_SUFFIXES)))
    if stats.rebuilt:
        log.warning("corpus.rebuilt %s", stats.rebuilt)
    return [CorpusSource(index)]


async def _configured_up_to_date(index: CorpusIndex, settings: Settings) -> IndexStats:
    """The sample corpus and CORPUS_PATHS indexed as they are now, other installations' samples forgotten."""
    present = [p for p in configured_corpus_paths(settings) if p.exists()]
    for missing in set(configured_corpus_paths(settings)) - set(present):
        # A typo in CORPUS_PATHS must not stop the bot; the other documents still answer.
        log.warning("corpus.path_missing path=%s", missing)
    await forget_other_samples(index, settings)
    await index.prune_missing()
    return await index.index_paths(present)


def is_bundled_sample(root: Path) -> bool:
    """Whether `root` is the bundled sample corpus of some installation (this one, another
    checkout, an older version) rather than documents a user indexed."""
    if root.parts[-3:] != SAMPLE_CORPUS.parts[-3:]:
        return False
    # A sample whose installation is gone has lost its files already (`prune_missing`).
    return not root.exists() or (root.parent.parent / _PACKAGE_MARKER).is_file()


async def forget_other_samples(index: CorpusIndex, settings: Settings) -> int:
    """Drop every bundled sample the index records but this configuration does not serve.

    The index file lives in the user's data folder, shared by every installation the user
    runs: each one indexes its own copy of the sample by its own path, and a copy left by
    another checkout or version would answer beside this one's, the same passages twice,
    so the same question got a different answer depending on which installations had
    started before. Returns the number of files forgotten.
    """
    roots = await index.roots()
    if not settings.corpus_include_sample:
        roots.append(SAMPLE_CORPUS)
    forgotten = 0
    for root in dict.fromkeys(roots):
        if is_bundled_sample(root) and (root != SAMPLE_CORPUS or not settings.corpus_include_sample):
            log.info("corpus.sample_forgotten path=%s", root)
            forgotten += await index.forget(root)
    return forgotten


# Remote sources and MCP pull in heavy client libraries (MCP, Elasticsearch, aiohttp):
# they are imported only when configured, so a command that needs no research
# (or a bot that only reads its corpus) starts without them.
async def build_remote(settings: Settings) -> list[Source]:
    from core.sources.remote import build_remote_sources

    return await build_remote_sources(settings)


async def build_mcp(settings: Settings) -> list[ToolProvider]:
    if not settings.mcp_servers:
        return []
    from core.sources.mcp import build_mcp_tools

    return list(await build_mcp_tools(settings))


BUILDERS: list[SourceBuilder] = [build_corpus, build_remote, build_mcp]


async def build_sources(settings: Settings) -> list[Source | ToolProvider]:
    sources: list[Source | ToolProvider] = []
    for builder in BUILDERS:
        sources.extend(await builder(settings))
    return sources


async def index_command(
    settings: Settings,
    paths: list[Path],
    rebuild: bool = False,
    on_progress: Callable[[IndexProgress], None] | None = None,
) -> IndexStats:
    """`research-bot index [--rebuild] PATH...`: add documents to the corpus used by every source build.

    With `rebuild`, the index starts afresh from every root it knew plus
    `paths` (and the sample corpus unless it is left out).
    """
    if rebuild:
        # Checked before the old index is dropped, as `index PATH` checks: a mistyped path was
        # left out without a word and the rebuild reported success.
        for path in paths:
            if not path.expanduser().exists():
                raise FileNotFoundError(f"cannot index {path}: no such file or directory")
    index = CorpusIndex(settings.corpus_db_path, workers=settings.corpus_index_workers)
    try:
        if rebuild:
            index.on_progress = on_progress
            named = [p.expanduser() for p in paths]
            stats = await index.rebuild([p.resolve() for p in [*configured_corpus_paths(settings), *named] if p.exists()])
            if await forget_other_samples(index, settings):
                stats.total_files, stats.total_chunks = await index.totals()
            return stats
        # What the bot searches first: without it, a fresh index reported "index holds 1 files"
        # for the one file just named, the sample corpus left for the first question to index.
        # Quietly: the summary and the progress line are about the paths named.
        await _configured_up_to_date(index, settings)
        index.on_progress = on_progress
        return await index.index_paths(paths)
    finally:
        await index.close()
