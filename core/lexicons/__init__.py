"""Pluggable entity lexicons: canonical names, categories and aliases.

A lexicon is anything with a `name` and `entries()`; register one with
`register()` and every extractor (answers, follow-up questions, commands)
recognises its names from then on. Aliases map to one canonical name, so
"Lambda" and "AWS Lambda" count as the same entity across a thread.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol, runtime_checkable


@dataclass(frozen=True)
class Entry:
    """One named thing. `aliases` match in any case; `exact` only as written,
    for names that are also ordinary words ("Glue", "Config")."""

    canonical: str
    category: str
    aliases: tuple[str, ...] = ()
    exact: tuple[str, ...] = ()


@dataclass(frozen=True)
class Mention:
    canonical: str
    category: str
    surface: str
    start: int
    end: int


@runtime_checkable
class Lexicon(Protocol):
    name: str

    def entries(self) -> Iterable[Entry]: ...


@dataclass
class TableLexicon:
    """A lexicon written as compact lines: `Canonical | alias, alias | Exact, Exact`."""

    name: str
    category: str
    table: str
    _parsed: tuple[Entry, ...] = field(default=(), init=False, repr=False)

    def entries(self) -> Iterable[Entry]:
        if not self._parsed:
            self._parsed = tuple(parse_table(self.table, self.category))
        return self._parsed


def parse_table(table: str, default_category: str) -> Iterable[Entry]:
    category = default_category
    for raw in table.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            category = line[1:-1]
            continue
        parts = [p.strip() for p in line.split("|")]
        parts += [""] * (3 - len(parts))
        aliases = tuple(a.strip() for a in parts[1].split(",") if a.strip())
        exact = tuple(a.strip() for a in parts[2].split(",") if a.strip())
        yield Entry(canonical=parts[0], category=category, aliases=aliases, exact=exact)


_REGISTRY: dict[str, Lexicon] = {}
_generation = 0


def register(lexicon: Lexicon) -> None:
    """Add (or replace, by name) a lexicon; matching picks it up at once."""
    _REGISTRY[lexicon.name] = lexicon
    _changed()


def unregister(name: str) -> None:
    _REGISTRY.pop(name, None)
    _changed()


def _changed() -> None:
    global _generation
    _generation += 1
    _matcher.cache_clear()


def generation() -> int:
    """A number that changes whenever the registered lexicons do: a reader that keeps what it
    found in a text (`core.extract.entity_spans`) keys it on this, so a new lexicon is seen."""
    return _generation


def registered() -> list[str]:
    return list(_REGISTRY)


class _Matcher:
    def __init__(self, entries: list[Entry]) -> None:
        self.by_surface: dict[str, Entry] = {}
        self.exact: dict[str, Entry] = {}
        for e in entries:
            # The canonical name itself always matches, in any case, unless it
            # is listed as exact-only.
            names = {e.canonical, *e.aliases} - set(e.exact)
            for n in names:
                self.by_surface.setdefault(n.lower(), e)
            for n in e.exact:
                self.exact.setdefault(n, e)
        self.by_canonical = {e.canonical: e for e in entries}
        alternation = _trie_alternation({*self.by_surface, *self.exact}) or r"(?!x)x"
        # Names may contain dots and hyphens ("node.js", "py-cord"), so the
        # boundaries are "not a word character, dot-word or hyphen-word".
        self.pattern = re.compile(rf"(?<![\w.\-/#@])({alternation})(?![\w\-]|\.\w)", re.IGNORECASE)

    def find(self, text: str) -> list[Mention]:
        out: list[Mention] = []
        for m in self.pattern.finditer(text):
            surface = m.group(1)
            entry = self.exact.get(surface) or self.by_surface.get(surface.lower())
            if entry is None:
                continue
            out.append(Mention(entry.canonical, entry.category, surface, m.start(1), m.end(1)))
        return out


def _trie_alternation(surfaces: set[str]) -> str:
    """One regex matching any of `surfaces` (case-insensitively), longest first.

    A flat `a|b|c` of hundreds of names makes the regex engine try every name
    at every position of the text (~27 ms for 6,000 characters); nested by
    shared prefixes it tries one character per branch. A name that is a prefix
    of others makes the rest of its branch optional and greedy, so the longest
    name that fits the boundaries wins, as in an alternation sorted longest first."""
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for surface in surfaces:
        node = trie
        for char in surface.lower():
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        branches = [re.escape(char) + emit(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        if "" in node:
            return f"(?:{'|'.join(branches)})?"
        return branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"

    return emit(trie)


@lru_cache(maxsize=1)
def _matcher() -> _Matcher:
    _ensure_builtin()
    entries: list[Entry] = []
    for lex in _REGISTRY.values():
        entries.extend(lex.entries())
    return _Matcher(entries)


def find_mentions(text: str) -> list[Mention]:
    """Every lexicon name in `text`, longest match first, left to right."""
    return _matcher().find(text)


def lookup(name: str) -> Entry | None:
    """The entry a canonical name or an alias stands for."""
    m = _matcher()
    return m.by_canonical.get(name) or m.exact.get(name) or m.by_surface.get(name.lower())


_builtin_loaded = False


def _ensure_builtin() -> None:
    global _builtin_loaded
    if _builtin_loaded:
        return
    _builtin_loaded = True
    from core.lexicons.cloud import CLOUD
    from core.lexicons.tech import TECH

    for lex in (CLOUD, TECH):
        _REGISTRY.setdefault(lex.name, lex)
