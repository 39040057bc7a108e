"""Per-channel settings: which sources and corpora a channel may search, the
report length its answers start at, and its model.

Admins change them with `/research config` (Slack) or `/config` (Discord); the
settings live in the session store (no expiry) and apply to every turn in the
channel and its threads. Enforcement is core's: a restricted channel's turns
are researched by a researcher built over only the allowed sources, and any
citation from elsewhere is dropped before the reply leaves core, so a
restricted channel never cites other sources.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from core.models import REPORT_KINDS, Action, ChannelSettings, Citation, ReportSet, ThreadKey, utcnow
from core.research.base import Researcher, ResearchResult
from core.replies import here
from core.research.citations import MARKER_RE
from core.research.code_regions import code_block_lines, mask_spans
from core.research.line_shapes import LIST_MARK, table_row
from core.sources.base import Document, Hit, Source
from core.sources.tools import ToolProvider
from core.store import SessionStore

log = logging.getLogger(__name__)

Provider = Source | ToolProvider
BuildResearcher = Callable[[list[Provider], str | None], Researcher]

SETTINGS = ("sources", "corpora", "length", "model")
_LIST_SPLIT = re.compile(r"[\s,]+")
# A scoped search over-fetches so that filtering by corpus still fills the limit.
_OVERFETCH = 4

USAGE = (
    "Channel settings: `config` shows them; `config sources corpus,web` limits where I search "
    "(`config sources all` lifts it); `config corpora handbook` limits the local documents to those "
    "folders; `config length inline|quick|detailed` sets the first report length; "
    "`config model NAME` picks the model; `config reset` clears everything."
)


class ConfigError(ValueError):
    """A config change that cannot be applied; the message says why, for the user."""


def channel_id(key: ThreadKey) -> str:
    return f"channel:{key.platform}:{key.workspace}:{key.channel}"


class ChannelConfigs:
    """Channel settings in the session store, one JSON value per channel."""

    def __init__(self, store: SessionStore) -> None:
        self.store = store

    async def get(self, key: ThreadKey) -> ChannelSettings:
        raw = await self.store.get_marker(channel_id(key))
        if raw is None:
            return ChannelSettings()
        try:
            return ChannelSettings.model_validate(json.loads(raw))
        except (ValueError, ValidationError):
            # A damaged record must not lock a channel out; it reads as defaults.
            log.warning("channels.unreadable channel=%s", channel_id(key))
            return ChannelSettings()

    async def put(self, key: ThreadKey, settings: ChannelSettings) -> None:
        if settings.model_dump(exclude={"updated_by", "updated"}) == ChannelSettings().model_dump(
            exclude={"updated_by", "updated"}
        ):
            await self.store.delete_marker(channel_id(key))
            return
        await self.store.put_marker(channel_id(key), settings.model_dump_json(), None)


def apply_change(
    current: ChannelSettings,
    action: Action,
    user: str,
    sources: Sequence[str],
    models: Sequence[str],
    folders: Sequence[str] | None = None,
) -> ChannelSettings:
    """The settings after one `config` change; ConfigError when it is invalid. `folders`: the
    top-level folders of the indexed documents (None: the corpus could not list them)."""
    setting = (action.setting or "").strip().lower()
    value = (action.value or "").strip()
    stamp = {"updated_by": user, "updated": utcnow()}
    if setting == "reset":
        return ChannelSettings(**stamp)
    if setting not in SETTINGS:
        raise ConfigError(f"There's no channel setting `{setting[:40]}`. {USAGE}")
    cleared = value.lower() in ("", "all", "any", "default", "none")
    if setting == "sources":
        chosen = [] if cleared else _names(value)
        unknown = [s for s in chosen if s not in sources]
        if unknown:
            raise ConfigError(
                f"Unknown source(s): {', '.join(unknown)}. This deployment has: {', '.join(sources) or 'none'}."
            )
        return current.model_copy(update={"sources": chosen, **stamp})
    if setting == "corpora":
        chosen = [] if cleared else _names(value)
        # A folder no document is in was saved as typed, and every question in the channel then
        # found nothing, with no word that the setting was why.
        unknown = [f for f in chosen if folders is not None and f not in folders]
        if unknown:
            raise ConfigError(
                f"No indexed documents are in {', '.join(f'`{f[:40]}`' for f in unknown)}. "
                f"The local document folders are: {', '.join(folders or []) or 'none'}."
            )
        return current.model_copy(update={"corpora": chosen, **stamp})
    if setting == "length":
        if cleared:
            return current.model_copy(update={"default_report": None, **stamp})
        if value.lower() not in REPORT_KINDS:
            raise ConfigError(f"`length` must be one of {', '.join(REPORT_KINDS)}; got `{value[:40]}`.")
        return current.model_copy(update={"default_report": value.lower(), **stamp})
    if cleared:
        return current.model_copy(update={"model": None, **stamp})
    if not models:
        raise ConfigError("No model endpoint is configured here, so answers are extractive; there is no model to pick.")
    if value not in models:
        raise ConfigError(f"`{value[:60]}` is not one of the models configured here: {', '.join(models)}.")
    return current.model_copy(update={"model": value, **stamp})


def _names(value: str) -> list[str]:
    return list(dict.fromkeys(v for v in _LIST_SPLIT.split(value.lower()) if v))


def describe(settings: ChannelSettings, dm: bool = False) -> str:
    """The channel's (or DM's, `dm`) settings as a short markdown paragraph ('' when none are set)."""
    parts = []
    if settings.sources:
        parts.append(f"sources: {', '.join(settings.sources)}")
    if settings.corpora:
        parts.append(f"local document folders: {', '.join(settings.corpora)}")
    if settings.default_report:
        parts.append(f"answers start at the {settings.default_report} report")
    if settings.model:
        parts.append(f"model: `{settings.model}`")
    if not parts:
        return ""
    return f"**{here(dm, opening=True)}'s settings**: " + " · ".join(parts)


# --- enforcement -------------------------------------------------------------------


def corpus_folder(path: str | None) -> str:
    return (path or "").replace("\\", "/").split("/", 1)[0].lower()


@dataclass
class ScopedSource:
    """A source that only shows documents from some top-level folders (corpora)."""

    inner: Source
    corpora: frozenset[str]

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def description(self) -> str:
        return f"{self.inner.description} (limited to: {', '.join(sorted(self.corpora))})"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        hits = await self.inner.search(query, limit * _OVERFETCH)
        return [h for h in hits if corpus_folder(h.path) in self.corpora][:limit]

    async def fetch(self, id: str) -> Document | None:
        document = await self.inner.fetch(id)
        if document is None or corpus_folder(document.path) not in self.corpora:
            return None
        return document


def allows(settings: ChannelSettings, citation: Citation) -> bool:
    if settings.sources and citation.source and citation.source not in settings.sources:
        return False
    return not (settings.corpora and citation.path and corpus_folder(citation.path) not in settings.corpora)


def enforce(settings: ChannelSettings, result: ResearchResult, *, dm: bool = False) -> ResearchResult:
    """The result without anything drawn from sources the channel (or DM, `dm`) does not allow.

    The scoped researcher should never produce such a citation; this is the
    guarantee that holds even when it does (a tool reporting hits under another
    source's name): sentences citing a banned source go, with their markers."""
    if not settings.restricted:
        return result
    banned = {c.number for c in result.citations if not allows(settings, c)}
    if not banned:
        return result
    log.warning("channels.citations_dropped count=%d", len(banned))
    citations = [c for c in result.citations if c.number not in banned]
    if not citations:
        allowed = ", ".join(settings.sources or ["corpus"])
        text = f"I couldn't find anything about that in the sources {here(dm)} allows ({allowed})."
        return result.model_copy(
            update={"reports": ReportSet(inline=text, quick=text, detailed=text), "citations": [], "found": False}
        )
    reports = ReportSet(**{k: _without(v, banned) for k, v in result.reports.model_dump().items()})
    return result.model_copy(update={"reports": reports, "citations": citations})


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _without(markdown: str, banned: set[int]) -> str:
    """Drop the sentences (and list items, table rows) that cite a banned source. Code is
    never altered (#10): code blocks (fenced or indented, as markdown-it reads them) are left
    exactly as they are, and a code span's `arr[2]` is no citation nor ends a sentence."""

    def cites_banned(masked: str) -> bool:
        return any(int(n) in banned for m in MARKER_RE.finditer(masked) for n in m.group(1).split(","))

    code = code_block_lines(markdown)
    out: list[str] = []
    for index, line in enumerate(markdown.splitlines(keepends=True)):
        masked = mask_spans(line)
        if index in code or not cites_banned(masked):
            out.append(line)
            continue
        # A row goes whole: cut at its full stops it is no row. A sentence opening on "|" is prose.
        if table_row(line):
            continue
        # An item's mark ("- ", "1. ") and a line's indent are kept apart: no sentence of their own, and
        # without them what is kept leaves its item (or list).
        mark = LIST_MARK.match(line)
        start, body = mark.end() if mark else len(line) - len(line.lstrip()), len(line.splitlines()[0])
        # Sentences are cut where the mask has a sentence end, so never inside a code span.
        cuts = [(m.start(), m.end()) for m in _SENTENCE_END.finditer(masked, start, body)]
        bounds = zip([start, *(e for _, e in cuts)], [*(s for s, _ in cuts), body], strict=True)
        kept = " ".join(line[a:b] for a, b in bounds if not cites_banned(masked[a:b]))
        if kept.strip():
            out.append(line[:start] + kept + line[body:])
    return "".join(out)


class Scopes:
    """Researchers for restricted channels, built on demand and kept per restriction."""

    def __init__(self, providers: Sequence[Provider], build: BuildResearcher) -> None:
        self.providers = list(providers)
        self._build = build
        self._cache: dict[tuple[tuple[str, ...], tuple[str, ...], str | None], Researcher] = {}

    def source_names(self) -> list[str]:
        return [p.name for p in self.providers]  # type: ignore[union-attr]

    def researcher(self, settings: ChannelSettings) -> Researcher:
        key = (tuple(sorted(settings.sources)), tuple(sorted(settings.corpora)), settings.model)
        if key not in self._cache:
            self._cache[key] = self._build(self._scoped(settings), settings.model)
        return self._cache[key]

    def _scoped(self, settings: ChannelSettings) -> list[Provider]:
        chosen: list[Provider] = []
        for provider in self.providers:
            name = provider.name  # type: ignore[union-attr]
            if settings.sources and name not in settings.sources:
                continue
            if settings.corpora and name == "corpus" and isinstance(provider, Source):
                provider = ScopedSource(provider, frozenset(settings.corpora))
            chosen.append(provider)
        return chosen
