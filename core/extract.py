"""Context extracted from text for follow-ups and memory: entities, identifiers,
topics, enumerated items and summaries. Deterministic and model-free.

Entity names come from the registered lexicons (`core.lexicons`) plus shapes
that are names whatever the domain: code identifiers (`snake_case`,
`CamelCase`, `module.func()`), acronyms and multi-word proper names.
"""

from __future__ import annotations

import re
from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from pydantic import BaseModel, Field

from core.lexicons import find_mentions, generation
from core.markdown import headings
from core.models import Analysis, Citation, ReportSet
from core.text import STOPWORDS, content_words, markdown_blocks, split_sentences, stem, truncate

SUMMARY_CHARS = 320
MAX_ENTITIES = 30
MAX_TOPICS = 10


class ExtractedContext(BaseModel):
    entities: list[str] = Field(default_factory=list)
    identifiers: dict[str, list[str]] = Field(default_factory=dict)
    summary: str = ""


# --- identifiers -------------------------------------------------------------------

_TRAIL = ".,;:!?)]}'\""
_ID_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("urls", re.compile(r"https?://[^\s<>()\[\]`]+")),
    ("dois", re.compile(r"\b(?:doi:\s?)?(10\.\d{4,9}/[^\s,;()\[\]`]+)", re.I)),
    ("arxiv", re.compile(r"\barXiv:\s?(\d{4}\.\d{4,5}(?:v\d+)?)\b", re.I)),
    ("cves", re.compile(r"\b(CVE-\d{4}-\d{4,7})\b", re.I)),
    ("issues", re.compile(r"\b([A-Za-z0-9][\w.-]*/[\w.-]+#\d+)\b|(?<![\w/&#])(#\d{2,7})\b")),
    ("ids", re.compile(r"([A-Z](?<![\w-][A-Z])[A-Z0-9]{1,9}-\d{1,7})(?![\w-])")),
    ("mentions", re.compile(r"(?<![\w.@])(@[A-Za-z][\w.-]*[A-Za-z0-9])")),
)
# A literal each pattern cannot match without (none has case variants): most
# texts hold no DOI, issue or @mention, and `in` is far cheaper than a scan.
_ID_NEEDS = {"urls": "://", "dois": "10.", "arxiv": ":", "cves": "-", "issues": "#", "ids": "-", "mentions": "@"}
# Three scans cost most on an answer and hardly ever find anything there: a detailed
# report's `## ` headings hold `#`, and `-` and `:` are everywhere. Each runs only when the
# text holds what every match holds: both forms of an issue end in `#` and a (Unicode)
# digit; under `re.I` every character that matches a letter of `cve-` or `arx` lower-cases
# (`str.lower`, character by character) to exactly that letter, so a match's `CVE-` or
# `arX` is `cve-` or `arx` in the lower-cased text.
_HASH_DIGIT = re.compile(r"#\d")
_LOWER_NEEDS = {"cves": "cve-", "arxiv": "arx"}


def may_match(kind: str, text: str, lower: str) -> bool:
    """Whether identifiers of `kind` can be in `text` (`lower`: `text.lower()`); False only
    when its pattern cannot match there."""
    if _ID_NEEDS[kind] not in text:
        return False
    if kind == "issues":
        return _HASH_DIGIT.search(text) is not None
    return kind not in _LOWER_NEEDS or _LOWER_NEEDS[kind] in lower


def _id_matches(text: str) -> Iterator[tuple[str, re.Match[str]]]:
    lower = text.lower()
    for kind, pattern in _ID_PATTERNS:
        if may_match(kind, text, lower):
            for m in pattern.finditer(text):
                yield kind, m


def find_identifiers(text: str) -> dict[str, list[str]]:
    """IDs a user can point back to: tickets (INC-4821), issues and PRs (#2291,
    owner/repo#12), CVEs, URLs, DOIs, arXiv ids and @mentions; in order, unique."""
    found: dict[str, list[str]] = {}
    taken: list[tuple[int, int]] = []
    for kind, m in _id_matches(text):
        group = next((g for g in m.groups() if g), m.group(0)) if m.groups() else m.group(0)
        start = m.start()
        if any(a <= start < b for a, b in taken):
            continue  # "10.48550/arXiv.2104.08663" is one DOI, not a DOI and an arXiv id
        value = group.rstrip(_TRAIL)
        if kind == "ids" and value.upper().startswith("CVE-"):
            continue
        taken.append((m.start(), m.end()))
        bucket = found.setdefault(kind, [])
        if value not in bucket:
            bucket.append(value)
    return found


def identifier_list(identifiers: dict[str, list[str]]) -> list[str]:
    return [v for values in identifiers.values() for v in values]


# --- entities ------------------------------------------------------------------------

_CODE_SPAN = re.compile(r"`([^`\n]{2,60})`")
_DOTTED = re.compile(r"(?<![\w./])([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+(?:\(\))?)")
_SNAKE = re.compile(r"(?<![\w.])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b")
_CAMEL = re.compile(r"(?<![\w.])([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z]+[A-Z][A-Za-z0-9]*)\b")
# A pattern that opens on a lookbehind gives sre no first character to skip to, so it tries
# a match at every position; these open on their capital and test the character before it
# after (`[A-Z](?<![\w-][A-Z])`: the same test, and at the text's start it holds, as before).
_ACRONYM = re.compile(r"([A-Z](?<![\w-][A-Z])[A-Z0-9]{1,6})s?(?![\w-])")
_PROPER = re.compile(r"([A-Z](?<![\w.-][A-Z])[a-zA-Z0-9]+(?:[ -][A-Z][a-zA-Z0-9]+)*)")
_DOMAINS = re.compile(r"\.(?:com|org|net|io|dev|ai|co|edu|gov)$")
_GENERIC_ACRONYMS = frozenset(
    "API APIS URL URLS HTTP HTTPS JSON YAML UTC CI CD DB ID IDS PR PRS UI CPU RAM OS SDK CLI AM PM TL DR "
    "FAQ US EU MB GB TB KB OK IT USD SEV P99 MTD UK".split()
)
_NOT_NAMES = frozenset(
    "The This That These Those It Its Yes No Also And But Or If When While For With Without From "
    "Both Each Every Many Most Some Several Three Two One Four Five First Second Third Last Next "
    "Month Day Week Year January February March April May June July August September October "
    "November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday I You We They He She "
    "True False None Tier arXiv Here There Then Now However Since Until After Before Use Using See Set Found Check".split()
)


@dataclass(frozen=True)
class Span:
    text: str
    canonical: str
    kind: str
    start: int
    end: int


class _Taken:
    """Stretches of a text already claimed by a span, none overlapping another.

    Kept sorted by (start, end): then the ends never decrease either, so a new
    stretch overlaps a claimed one exactly when the last claim starting before
    its end reaches past its start (one bisect, not a scan of every span)."""

    def __init__(self) -> None:
        self._claims: list[tuple[int, int]] = []

    def free(self, start: int, end: int) -> bool:
        before = bisect_left(self._claims, (end, -1))
        return before == 0 or self._claims[before - 1][1] <= start

    def add(self, start: int, end: int) -> None:
        insort(self._claims, (start, end))


def entity_spans(text: str) -> list[Span]:
    """Named things in `text` with positions: lexicon names first (canonical),
    then code identifiers, acronyms and proper names not already covered.

    A turn reads one text several times (the question: the follow-up detector's features,
    cues, rewrite and antecedent steps; an answer: its context and the next follow-ups), so
    the spans of recent texts are kept, with the lexicons they were found with."""
    return list(_spans(text, generation()))


@lru_cache(maxsize=1024)
def _spans(text: str, lexicons: int) -> tuple[Span, ...]:
    """`entity_spans` of `text` under the lexicons' `generation` (`lexicons`, the cache's key only)."""
    spans: list[Span] = []
    taken = _Taken()

    def keep(span: Span) -> None:
        spans.append(span)
        taken.add(span.start, span.end)

    for kind, m in _id_matches(text):
        value = (next((g for g in m.groups() if g), m.group(0)) if m.groups() else m.group(0)).rstrip(_TRAIL)
        start = text.find(value, m.start())
        if kind != "urls" and taken.free(start, start + len(value)):
            keep(Span(value, value, "id", start, start + len(value)))
    # Lexicon names never overlap one another; only identifiers can hide them.
    for mention in [m for m in find_mentions(text) if taken.free(m.start, m.end)]:
        keep(Span(mention.surface, mention.canonical, mention.category, mention.start, mention.end))

    def add(kind: str, m: re.Match[str], group: int = 1) -> None:
        value = m.group(group)
        start, end = m.start(group), m.end(group)
        if taken.free(start, end):
            keep(Span(value, value, kind, start, end))

    for m in _CODE_SPAN.finditer(text):
        add("code", m)
    for m in _DOTTED.finditer(text):
        value = m.group(1)
        if _DOMAINS.search(value) or re.fullmatch(r"[a-z]\.[a-z]\.?", value) or value.lower() in {"e.g", "i.e"}:
            continue
        add("code", m)
    # snake_case needs its underscore: most texts hold none, and the scan is skipped.
    for pattern in (_SNAKE, _CAMEL) if "_" in text else (_CAMEL,):
        for m in pattern.finditer(text):
            add("code", m)
    for m in _ACRONYM.finditer(text):
        if m.group(1) not in _GENERIC_ACRONYMS and not m.group(1).isdigit():
            add("acronym", m)
    for m in _PROPER.finditer(text):
        start = m.start(1)
        words_ = m.group(1).split()
        if _sentence_initial(text, start):
            # "Kafka is a log" starts a sentence: keep it only as a multi-word name.
            words_ = words_[1:]
            if len(words_) < 2:
                continue
            start = text.index(words_[0], start)
        if all(w in _NOT_NAMES for w in words_):
            continue
        value = " ".join(w for w in words_)
        end = start + len(value)
        if text[start:end] == value and taken.free(start, end):
            keep(Span(value, value, "name", start, end))
    spans.sort(key=lambda s: s.start)
    return tuple(spans)


_OPENERS = frozenset(" \"'(*_>#-")


def _sentence_initial(text: str, start: int) -> bool:
    """Whether `start` begins a sentence: what precedes it, past quotes, brackets and
    markup, is nothing, a sentence end or a citation marker. Scans back from
    `start` (copying the text before every name made long answers quadratic)."""
    at = start - 1
    while at >= 0 and text[at] in _OPENERS:
        at -= 1
    return at < 0 or text[at] in ".!?:;\n—]"


def find_entities(text: str) -> list[str]:
    """Canonical entity names in order of first mention, without duplicates."""
    seen: dict[str, None] = {}
    for span in entity_spans(text):
        seen.setdefault(span.canonical, None)
    return list(seen)[:MAX_ENTITIES]


def ranked_entities(*texts: str) -> list[str]:
    """Entities across texts, the most mentioned first (ties: first mentioned)."""
    counts: Counter[str] = Counter()
    order: dict[str, int] = {}
    found: dict[str, list[Span]] = {}  # a text given twice (to weigh it double) is read once
    for text in texts:
        if text not in found:
            found[text] = entity_spans(text)
        for span in found[text]:
            counts[span.canonical] += 1
            order.setdefault(span.canonical, len(order))
    return sorted(counts, key=lambda e: (-counts[e], order[e]))


# --- vocabulary ----------------------------------------------------------------------


def stems(text: str) -> set[str]:
    """Stemmed content words, plus the parts of compounds (`DiskFull` -> disk, full)."""
    out = {stem(w) for w in content_words(text)}
    for compound in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", text):
        w = compound.lower()
        if len(w) > 2 and w not in STOPWORDS:
            out.add(stem(w))
    return out


# --- enumerations (what "the 2nd one" can point at) ----------------------------------

_PAREN = re.compile(r"\s*\([^()]*\)")
_MARKERS = re.compile(r"\s*(?:\[\d{1,3}\])+")
_INLINE_NUMBERED = re.compile(r"\((\d{1,2})\)\s*([^()]+?)(?=,?\s*(?:and\s+|or\s+)?\(\d{1,2}\)|[.;]\s|[.;]?$)")
_COLON_LIST = re.compile(
    r"\b(?:(?:two|three|four|five|six|several|\d)\s+)?(\w+(?:\s\w+)?)\s*:\s*([^.;:]+(?:,|\band\b|\bor\b)[^.;:]*)"
)


def _head(phrase: str) -> str:
    """The name a list item is about: its first entity, else its first words."""
    phrase = _MARKERS.sub("", phrase).strip(" ,;:.")
    spans = [s for s in entity_spans(phrase) if s.kind not in {"acronym"} or s.start == 0]
    if spans:
        first = spans[0]
        tail = phrase[first.end :]
        # Keep a short parenthetical alias: "RQ (python-rq)".
        paren = re.match(r"\s*\(([^()]{1,30})\)", tail)
        return first.text + (f" ({paren.group(1)})" if paren and " " not in paren.group(1).strip() else "")
    cleaned = _PAREN.sub("", phrase)
    cleaned = re.sub(r"^(?:and|or|then|also|a|an|the)\s+", "", cleaned.strip(), flags=re.I)
    return " ".join(cleaned.split()[:8])


def _split_list(body: str) -> list[str]:
    body = _PAREN.sub("", body)
    parts = re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", body)
    return [p.strip(" .") for p in parts if p.strip(" .")]


def enumerations(text: str) -> dict[str, list[str]]:
    """Ordered lists an answer offers, keyed by what they list.

    `numbered`: markdown list items or inline "(1) … (2) …"; `cited`: the thing
    each first-cited `[n]` marker follows; `colon:<noun>`: "two phases: filtering
    and scoring"; `series`: the longest "A, B and C" run.
    """
    out: dict[str, list[str]] = {}
    items = [t for kind, t in markdown_blocks(text) if kind == "item"]
    if len(items) >= 2:
        out["numbered"] = [_head(i) for i in items]
    inline = _INLINE_NUMBERED.findall(text)
    if len(inline) >= 2 and "numbered" not in out:
        out["numbered"] = [_head(body) for _, body in inline]
    cited: dict[int, str] = {}
    last = 0
    for m in re.finditer(r"\[(\d{1,3})\]", text):
        n = int(m.group(1))
        segment = text[last : m.start()]
        last = m.end()
        if n in cited or not segment.strip(" ,;"):
            continue
        # The cited thing is in the clause right before the marker.
        segment = re.sub(r"\s*\([^()]*[,\d][^()]*\)", "", segment)
        clause = re.split(r"[.;]\s|,\s(?=[A-Za-z])|\band\s(?=[A-Z])|:\s", segment)[-1]
        if not entity_spans(clause):
            segment = re.sub(r"\s*\([^()]*[,\d][^()]*\)", "", segment)
        clause = re.split(r"[.;]\s", segment)[-1]
        cited[n] = _head(_first_named_clause(clause))
    if cited:
        # Indexed by citation number: "[4]" is item 4 even when [3] never appears.
        out["cited"] = [cited.get(k, "") for k in range(1, max(cited) + 1)]
    for m in _COLON_LIST.finditer(_MARKERS.sub("", text)):
        parts = _split_list(m.group(2))
        if len(parts) >= 2:
            out.setdefault(f"colon:{stem(m.group(1).split()[-1].lower())}", [_head(p) for p in parts])
    series = [p for s in split_sentences(_MARKERS.sub("", text)) if len(p := _split_list(s)) >= 3]
    if series:
        out["series"] = [_head(p) for p in max(series, key=len)]
    return out


def _first_named_clause(clause: str) -> str:
    """Skip lead-ins like "The three most common choices are" to the named thing."""
    spans = entity_spans(clause)
    return clause[spans[0].start :] if spans else clause


# --- topics and summary -------------------------------------------------------------

_GENERIC_HEADINGS = frozenset(
    ["overview", "summary", "sources", "references", "follow-up questions", "next steps", "tl;dr",
     "answer", "details", "conclusion", "introduction", "notes", "caveats", "recommendation",
     "key points", "documentation sources"]
)
_BOLD = re.compile(r"\*\*([^*\n]{3,60})\*\*")


def find_topics(markdown: str, limit: int = MAX_TOPICS) -> list[str]:
    """Section headings and emphasised key phrases, then recurring word pairs."""
    topics: dict[str, None] = {}
    for text in headings(markdown):
        if text.lower().strip(" :") not in _GENERIC_HEADINGS:
            topics.setdefault(text.strip(" :"), None)
    for m in _BOLD.finditer(markdown):
        phrase = _MARKERS.sub("", m.group(1)).strip(" :.")
        if phrase.lower() not in _GENERIC_HEADINGS:
            topics.setdefault(phrase, None)
    pairs: Counter[str] = Counter()
    for sentence in split_sentences(_MARKERS.sub("", markdown)):
        ws = content_words(sentence)
        pairs.update(f"{a} {b}" for a, b in zip(ws, ws[1:], strict=False) if not a.isdigit() and not b.isdigit())
    for pair, count in pairs.most_common():
        if count < 2 or len(topics) >= limit:
            break
        topics.setdefault(pair, None)
    return list(topics)[:limit]


def summarize(reports: ReportSet, limit: int = SUMMARY_CHARS) -> str:
    """The one-sentence report, else the quick report's first sentences, capped."""
    base = reports.inline.strip() or " ".join(split_sentences(reports.quick)[:2])
    return truncate(base, limit)


def extract_context(question: str, reports: ReportSet, citations: list[Citation]) -> ExtractedContext:
    """What a later follow-up may point back to in this answer (its topics are `with_topics`')."""
    body = "\n\n".join([question, reports.quick, reports.detailed])
    cited_text = "\n".join(f"{c.title} {c.url or ''} {c.heading or ''}" for c in citations)
    identifiers = find_identifiers(f"{body}\n{cited_text}")
    return ExtractedContext(
        entities=ranked_entities(question, question, reports.quick, reports.detailed)[:MAX_ENTITIES],
        identifiers=identifiers,
        summary=summarize(reports),
    )


def with_context(analysis: Analysis) -> Analysis:
    """`analysis` with its follow-up context filled, extracted now if it never was.

    Extraction reads the whole answer (4-5 ms, a tenth of a turn's CPU under a
    burst), and most answers are never followed up, so a new answer is stored
    without it and its first reader pays, once: the session keeps it from its next save.
    The topics are left to their own reader (`with_topics`): no follow-up, rewrite or
    memory block reads them, and they cost three-quarters as much as the rest of a model
    answer's context (60 M instructions against 81 M in ithr45's replay, docs/scaling.md)."""
    if not analysis.context_extracted:
        context = extract_context(analysis.question, analysis.reports, analysis.citations)
        analysis.entities = context.entities
        analysis.identifiers = context.identifiers
        analysis.summary = context.summary
        analysis.context_extracted = True
        analysis.topics_pending = True
    return analysis


def with_topics(analysis: Analysis) -> Analysis:
    """`with_context`'s `analysis` with its topics filled too, found now if they never were."""
    with_context(analysis)
    if analysis.topics_pending:
        analysis.topics = find_topics(analysis.reports.detailed)
        analysis.topics_pending = False
    return analysis
