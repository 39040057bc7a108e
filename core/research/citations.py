"""Citation markers: every `[n]` must point at a source the tools actually returned.

Sources are numbered once per analysis by first use in the reports, so `[1]`
means the same thing in the inline, quick and detailed lengths.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from core.models import Citation, ReportSet
from core.research.code_regions import outside_code, prose, trim
from core.sources.base import Hit

# `[3]`, `[1, 2]`, `[1,2,5]`; not markdown links (`[text](url)`) or footnotes (`[^1]`).
MARKER_RE = re.compile(r"\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()")
_URL_RE = re.compile(r"https?://[^\s)\]>\"'`]+")
_EMPTY_MARKDOWN_LINK_RE = re.compile(r"\[([^\]]+)\]\(\s*\)")
# Removing a marker can leave "word ." or a doubled space behind; indentation at the start of a
# line is structure, not a gap. Both patterns open on a lookbehind, so sre would try them at every
# position of every prose piece: each runs only on text holding what any match of it holds, a blank
# directly before the mark, or two blanks together (most drafts have neither).
_GAP_BEFORE_MARK = re.compile(r"(?<=\S)[ \t]+([.,;:])(?=\s|$)")
_BLANK_BEFORE_MARK = (" .", " ,", " ;", " :", "\t.", "\t,", "\t;", "\t:")
_WIDE_GAP = re.compile(r"(?<=\S)[ \t]{2,}(?=\S)")
_TWO_BLANKS = ("  ", " \t", "\t ", "\t\t")


def close_gaps(text: str) -> str:
    """`text` with a run of blanks before `.,;:` removed and one inside a line made one space."""
    if any(pair in text for pair in _BLANK_BEFORE_MARK):
        text = _GAP_BEFORE_MARK.sub(r"\1", text)
    if any(pair in text for pair in _TWO_BLANKS):
        text = _WIDE_GAP.sub(" ", text)
    return text


def cited_numbers(text: str) -> list[int]:
    """Numbers cited in `text` (outside code), in order of first appearance, without repeats."""
    return list(_cited_numbers(text))


@lru_cache(maxsize=256)
def _cited_numbers(text: str) -> tuple[int, ...]:
    """Kept per text: a model turn reads the same lengths again (`validate`'s gate call and its
    result's, `finalize`'s drafts, `renumber`'s final lengths), 247 readings of 95 texts in the
    instruction bench's 30 turns. A tuple, so each caller gets a list of its own."""
    seen: dict[int, None] = {}
    for match in MARKER_RE.finditer(prose(text)):
        for part in match.group(1).split(","):
            seen.setdefault(int(part), None)
    return tuple(seen)


def hit_key(hit: Hit) -> str:
    """Two hits are one source when they share a location and heading.

    A search often returns several chunks of one document section; citing them
    as separate sources would inflate the count the quality gate checks.
    """
    location = (hit.url or hit.path or f"{hit.source}:{hit.id}").strip().rstrip("/").lower()
    return f"{location}#{(hit.heading or '').strip().lower()}"


class SourceLedger:
    """Every distinct source the tools returned in one research turn.

    The model sees each under a stable draft number (`[S3]`-style ids are
    avoided: plain numbers keep the model's output in the final form). The
    final numbering is by first use in the reports, done in `finalize`.
    """

    def __init__(self) -> None:
        self._hits: list[Hit] = []
        self._index: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._hits)

    def add(self, hit: Hit) -> tuple[int, bool]:
        """Register a hit; return its draft number and whether it is new."""
        key = hit_key(hit)
        if key in self._index:
            number = self._index[key]
            known = self._hits[number - 1]
            if len(hit.text) > len(known.text):
                self._hits[number - 1] = known.model_copy(update={"text": hit.text})
            return number, False
        self._hits.append(hit)
        self._index[key] = len(self._hits)
        return len(self._hits), True

    def get(self, number: int) -> Hit | None:
        return self._hits[number - 1] if 1 <= number <= len(self._hits) else None

    def items(self) -> list[tuple[int, Hit]]:
        return list(enumerate(self._hits, start=1))

    def urls(self) -> set[str]:
        return {h.url.rstrip("/") for h in self._hits if h.url}


@dataclass
class Finalized:
    """Reports renumbered by first use, with the dangling markers and invented URLs found."""

    reports: ReportSet
    citations: list[Citation]
    dangling: list[int]
    invented_urls: list[str]


def finalize(reports: ReportSet, ledger: SourceLedger) -> Finalized:
    """Renumber draft markers by first use across inline, quick, detailed.

    Markers naming no source and URLs no tool returned are removed (and
    reported), so what goes out never cites something that was not read.
    Code blocks and code spans are left byte-for-byte as written.
    """
    order: dict[int, int] = {}
    dangling: dict[int, None] = {}
    for text in (reports.inline, reports.quick, reports.detailed):
        for number in cited_numbers(text):
            if ledger.get(number) is None:
                dangling.setdefault(number, None)
            elif number not in order:
                order[number] = len(order) + 1

    known_urls = ledger.urls()
    invented: dict[str, None] = {}

    def rewrite(text: str) -> str:
        def marker(match: re.Match[str]) -> str:
            numbers = [int(p) for p in match.group(1).split(",")]
            mapped = sorted({order[n] for n in numbers if n in order})
            return "".join(f"[{n}]" for n in mapped)

        def url(match: re.Match[str]) -> str:
            found = match.group(0).rstrip(".,;:")
            tail = match.group(0)[len(found) :]
            if found.rstrip("/") in known_urls:
                return match.group(0)
            invented.setdefault(found, None)
            return tail

        def tidy(text: str) -> str:
            text = MARKER_RE.sub(marker, text)
            text = _URL_RE.sub(url, text)
            return close_gaps(_EMPTY_MARKDOWN_LINK_RE.sub(r"\1", text))

        # Code is never rewritten: `arr[1]`, a URL in a snippet, aligned spaces.
        return trim(outside_code(text, tidy))

    final = ReportSet(
        inline=rewrite(reports.inline), quick=rewrite(reports.quick), detailed=rewrite(reports.detailed)
    )
    citations = [to_citation(new, ledger.get(old)) for old, new in order.items()]  # type: ignore[arg-type]
    return Finalized(final, citations, list(dangling), list(invented))


def to_citation(number: int, hit: Hit, snippet_chars: int = 300) -> Citation:
    snippet = (hit.snippet or hit.text).strip()
    if len(snippet) > snippet_chars:
        snippet = snippet[: snippet_chars - 1].rstrip() + "…"
    return Citation(
        number=number,
        title=hit.title,
        url=hit.url,
        path=hit.path,
        snippet=snippet,
        source=hit.source,
        heading=hit.heading,
    )


def renumber(markdown: str, citations: list[Citation]) -> tuple[str, list[Citation]]:
    """One report's own numbering: the sources it cites, numbered 1..k by first use.

    An analysis numbers its sources once across all three lengths, so the
    detailed report alone could cite [1], [3], [4]. Shown on its own, each
    report counts from 1 without gaps; code is left untouched.
    """
    by_number = {c.number: c for c in citations}
    order: dict[int, int] = {}
    for number in cited_numbers(markdown):
        if number in by_number:
            order.setdefault(number, len(order) + 1)
    if all(old == new for old, new in order.items()):
        return markdown, [by_number[n] for n in order]

    def marker(match: re.Match[str]) -> str:
        numbers = [int(p) for p in match.group(1).split(",")]
        mapped = sorted({order[n] for n in numbers if n in order})
        return "".join(f"[{n}]" for n in mapped) if mapped else match.group(0)

    text = outside_code(markdown, lambda t: MARKER_RE.sub(marker, t))
    return text, [by_number[old].model_copy(update={"number": new}) for old, new in order.items()]
