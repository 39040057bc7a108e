"""Suggested prompts for a new thread, drawn from the indexed documents' titles."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from core.channels import corpus_folder
from core.models import ChannelSettings

log = logging.getLogger(__name__)

_VERSUS = re.compile(r"\s+(?:vs\.?|versus)\s+", re.IGNORECASE)
_GERUND = re.compile(r"^(?:migrating|integrating|troubleshooting|optimizing|optimising|designing|choosing)\b", re.I)
_FALLBACK = [
    "What can you research for me?",
    "Compare two options from our docs, e.g. AWS Lambda vs Amazon ECS",
]


def prompt_for(title: str) -> str:
    """A question a teammate would ask about a document with this title."""
    title = " ".join(title.split()).rstrip(".")
    if _VERSUS.search(title):
        # "Redis vs Memcached: choosing a cache" asks about the two options.
        part = next(p for p in title.split(":") if _VERSUS.search(p))
        first, second = _VERSUS.split(part.strip(), maxsplit=1)
        return f"{first} or {second.split(',')[0]}: which should I choose, and when?"
    if _GERUND.match(title):
        return f"How do I go about {title[0].lower()}{title[1:]}?"
    if title.lower().endswith("runbook"):
        return f"Walk me through the {title}"
    return f"What should I know about {title}?"


async def documents_of(source: object, channel: ChannelSettings | None = None) -> list[tuple[str, str]] | None:
    """(title, path) of what `source` holds that `channel` may search; None for a source that
    lists no documents (web search, an API) or cannot list them now."""
    topics = getattr(source, "topics", None)
    if topics is None:
        return None
    try:
        documents: list[tuple[str, str]] = await topics()
    except Exception:  # noqa: BLE001 - suggestions and lists are a courtesy, never a failure
        log.warning("starters.topics_failed source=%s", getattr(source, "name", "?"), exc_info=True)
        return None
    if channel is None or not channel.corpora:
        return documents
    return [(title, path) for title, path in documents if corpus_folder(path) in channel.corpora]


def searchable(sources: Sequence[object], channel: ChannelSettings | None = None) -> list[object]:
    """The sources `channel` may search (all of them without a channel or a limit)."""
    if channel is None or not channel.sources:
        return list(sources)
    return [s for s in sources if getattr(s, "name", "") in channel.sources]


async def starter_prompts(sources: Sequence[object], limit: int = 4, channel: ChannelSettings | None = None) -> list[str]:
    """Up to `limit` prompts from what the sources hold (comparisons first, since
    they make the most useful first question); general ones when nothing is indexed."""
    titles: list[str] = []
    for source in searchable(sources, channel):
        titles.extend(title for title, _ in await documents_of(source, channel) or [])
    ranked = sorted(dict.fromkeys(titles), key=lambda t: (not _VERSUS.search(t), not _GERUND.match(t), t))
    prompts = [prompt_for(t) for t in ranked[:limit]]
    return prompts or _FALLBACK[:limit]
