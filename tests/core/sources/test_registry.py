"""Which documents the configured corpus serves when several installations share one index file."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from core.config import Settings
from core.factory import build_assistant
from core.models import Inbound, ThreadKey
from core.sources.corpus import CorpusIndex
from core.sources.registry import SAMPLE_CORPUS, build_sources

QUESTIONS = [
    "How much does AWS Lambda cost for a million requests?",
    "How do I connect a Discord bot to slash commands?",
    "How does Redis persistence work?",
    "What's the difference between AWS Lambda and Amazon ECS?",
]


def _settings(tmp_path: Path, db: Path, **extra: Any) -> Settings:
    return Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=db, **extra)  # type: ignore[call-arg]


def _other_installation(tmp_path: Path) -> Path:
    """Another checkout (or version) of the bot: its package with its own copy of the sample."""
    package = tmp_path / "other" / "core"
    sample = package / "data" / "corpus"
    shutil.copytree(SAMPLE_CORPUS, sample)
    (package / "sources").mkdir()
    (package / "sources" / "registry.py").write_text("")
    return sample


async def _replies(settings: Settings) -> list[dict[str, Any]]:
    """Each question asked in a thread of its own, by an assistant started afresh (fresh store)."""
    bot = await build_assistant(settings)
    try:
        replies = []
        for n, question in enumerate(QUESTIONS):
            reply = await bot.handle(Inbound(thread=ThreadKey(platform="console", thread=f"t{n}"), user="u", text=question))
            replies.append(reply.model_dump(mode="json", exclude={"metadata"}))
        return replies
    finally:
        await bot.aclose()


async def test_another_installations_sample_in_the_shared_index_leaves_answers_as_they_were(tmp_path: Path) -> None:
    db = tmp_path / "shared" / "corpus.db"
    first = await _replies(_settings(tmp_path, db))

    # The other installation starts on the same index file and indexes its copy of the sample.
    other = CorpusIndex(db)
    await other.index_paths([_other_installation(tmp_path)])
    await other.close()

    again = await _replies(_settings(tmp_path, db))
    assert again == first
    assert await _replies(_settings(tmp_path, db)) == first


async def test_only_bundled_samples_no_longer_served_are_forgotten(tmp_path: Path) -> None:
    db = tmp_path / "corpus.db"
    user_docs = tmp_path / "notes" / "core" / "data" / "corpus"  # named like a sample, but no package around it
    user_docs.mkdir(parents=True)
    (user_docs / "queues.md").write_text("# Queues\n\nA visibility timeout hides a message while it is processed.\n")
    other_sample = _other_installation(tmp_path)
    index = CorpusIndex(db)
    await index.index_paths([other_sample, user_docs])
    await index.close()

    sources = await build_sources(_settings(tmp_path, db))
    corpus = next(s for s in sources if s.name == "corpus")
    assert set(await corpus.index.roots()) == {SAMPLE_CORPUS, user_docs.resolve()}  # type: ignore[attr-defined]
    files, _ = await corpus.index.totals()  # type: ignore[attr-defined]
    assert files == len(list(SAMPLE_CORPUS.glob("*.md"))) + 1
    await corpus.aclose()  # type: ignore[attr-defined]

    sources = await build_sources(_settings(tmp_path, db, corpus_include_sample=False))
    corpus = next(s for s in sources if s.name == "corpus")
    assert await corpus.index.roots() == [user_docs.resolve()]  # type: ignore[attr-defined]
    assert (await corpus.index.totals())[0] == 1  # type: ignore[attr-defined]
    await corpus.aclose()  # type: ignore[attr-defined]
