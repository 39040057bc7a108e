"""Ranking chunks for a question: FTS5 finds candidates, then a re-ranker orders them.

Candidates: an AND query over the question's term groups (every group must
match, any alternative of a group will do); when that finds fewer than
asked, a relaxed OR query over the rarest groups adds more, so a question
with one unmatched word still finds the passages matching the rest; and the
sections whose heading names the most of the question join them, since a
section's heading says what its body is about without repeating it.

Re-ranking mixes, per candidate: how much of the question (weighted by each
group's rarity) it covers anywhere, how much its title and heading cover,
how close together the matched words sit in its body (for as much of the
question as they are), its BM25 over the whole question (computed here for
every candidate alike, whichever query found it), and the cosine similarity
of its static embedding (core/embeddings.py) to the question's. The
embedding is computed only for the best lexical candidates. With several
projects indexed, a candidate whose project uses the question's words less
than the best-fitting candidate's project (`project_fit`) keeps less of its
lexical score.
"""

from __future__ import annotations

import builtins
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.sources.query import QueryAnalysis, TermGroup

# A group found in more than this share of chunks cannot narrow anything down.
COMMON_TERM_SHARE = 0.5
# FTS5 scores every row matching an OR query: cap the summed document frequency.
POSTINGS_BUDGET = 1500
POOL = 30
PROXIMITY_TOP = 16
EMBED_TOP = 10
SAME_FILE_DECAY = 0.85
# Score kept by a candidate that does not mention a scope the question names.
OUT_OF_SCOPE = 0.6
# Score kept by another project's page that mentions the project the question names
# ("exponential backoff" in tenacity's README when the question asks about backoff).
OTHER_PROJECT = 0.8
# With several projects indexed, a candidate keeps 1 - PROJECT_WEIGHT x (best project's fit -
# its own) of its score (`project_fit`): a question naming no project is most often about the
# project whose pages use its words most, not the one with the single best-matching passage.
PROJECT_WEIGHT = 1.0
# A project the question names by its folder name ("schedule: how do I ...") fits it best;
# every other project's fit is at least this much lower (`rerank` keeps 1 - this of its score).
NAMED_PROJECT_GAP = 0.25
# Chunks' worth of the index's frequencies a project's own is smoothed with: a small project's
# one chunk holding a word does not make it the question's project. A project smaller than
# this is smoothed with its own size instead, but never with less than PROJECT_MU_MIN: a
# 16-chunk README using a word as densely as a big neighbour's pages fits the question about
# as well (the prior is no stronger than the project's own evidence), while a one-page
# project's one chunk holding a word still lifts it little.
PROJECT_MU = 50.0
PROJECT_MU_MIN = 10.0
# A word at most this many times likelier in a project than in the index counts whole.
PROJECT_LIFT = 20.0
# BM25 column weights (title, heading, body): FTS5's rank function and the re-ranker's
# own BM25 (`bm25_scores`) weigh a chunk's fields alike.
TITLE_WEIGHT = 6.0
HEADING_WEIGHT = 3.0
BODY_WEIGHT = 1.0
BM25_K1 = 1.2
BM25_B = 0.75
WEIGHTS = {"coverage": 0.40, "heading": 0.20, "proximity": 0.10, "bm25": 0.10, "embedding": 0.25}
# Added for the share of the question's quoted values ("'an hour ago'", "12,345") a chunk holds:
# a value written the same way says more than any one word.
LITERAL_WEIGHT = 0.2
# A heading names what a section is about; a title only what the document is about.
TITLE_SHARE = 0.5
# Score kept by a changelog chunk when the question is not about versions: release
# notes repeat every feature's words and would crowd the documentation out of the top.
CHANGELOG_SHARE = 0.75
_CHANGELOG_FILE = re.compile(r"(?:change[-_ ]?log|changes|release[-_ ]?notes|releases|(?:version)?history|news|whats[-_ ]?new)", re.I)
_ABOUT_VERSIONS = re.compile(
    r"\b(?:versions?|release[ds]?|changelog|change[ds]?|added|deprecated|since|upgrad\w*|new in|dropped|removed)\b", re.I
)


_WORDS_IN_NAME = re.compile(r"[-_\s]")

# A chunk's fields as bits (`Terms.fields`).
IN_TITLE, IN_HEADING, IN_BODY = 1, 2, 4


# Folder and file names that say how documentation is laid out, not what a page is about:
# "can I index it like a dict" is not about every `index.rst`, nor "build the docs" about
# alembic's `docs/build` folder. The project folder (the first part) is always a name.
LAYOUT_NAMES = frozenset({"index", "readme", "docs", "doc", "source", "src", "html", "build"})


def path_parts(path: str) -> list[str]:
    """A path's folders and file name (without its suffix) that may name a topic."""
    parts = PurePath(path).with_suffix("").parts if path else ()
    return [*parts[:1], *(p for p in parts[1:] if p.lower() not in LAYOUT_NAMES)]


def scope_words(path: str) -> str:
    """The names in a path that may scope a question: the project folder, and each folder or file named by one name.

    "starlette/docs/testclient.md" is named by "starlette" and "testclient";
    "black/docs/the_black_code_style/current_style.md" only by "black": a
    name of several words says what a folder holds, and a question using
    one of them ("... style timestamps") is not naming it.
    """
    parts = path_parts(path)
    return " ".join([*parts[:1], *(p for p in parts[1:] if not _WORDS_IN_NAME.search(p))])


def is_changelog_file(path: str) -> bool:
    """A file of release notes (CHANGES.rst, docs/changelog.md, HISTORY.md, releases.rst)."""
    stem = path.replace("\\", "/").rsplit("/", 1)[-1].split(".", 1)[0]
    return bool(_CHANGELOG_FILE.fullmatch(stem))


class Terms:
    """A chunk's stemmed title, heading and body as the re-ranker reads them: split into
    tokens, with their sets built on first use. Nothing here depends on the question,
    so an index keeps one per chunk and a chunk found again costs no splitting."""

    def __init__(self, title: str, heading: str, body: str) -> None:
        self.title_tokens = title.split()
        self.heading_tokens = heading.split()
        self.body_tokens = body.split()

    @cached_property
    def title(self) -> frozenset[str]:
        return frozenset(self.title_tokens)

    @cached_property
    def heading(self) -> frozenset[str]:
        return frozenset(self.heading_tokens)

    @cached_property
    def body(self) -> frozenset[str]:
        return frozenset(self.body_tokens)

    @cached_property
    def every(self) -> frozenset[str]:
        return self.title | self.heading | self.body

    @cached_property
    def fields(self) -> dict[str, int]:
        """Which fields hold each stem, a bit per field (`IN_TITLE`, `IN_HEADING`, `IN_BODY`):
        the re-ranker asks this of every group of every question, three fields each."""
        found = dict.fromkeys(self.body, IN_BODY)
        for s in self.heading:
            found[s] = found.get(s, 0) | IN_HEADING
        for s in self.title:
            found[s] = found.get(s, 0) | IN_TITLE
        return found

    @property
    def weighted_fields(self) -> tuple[tuple[list[str], float], ...]:
        """(tokens, BM25 column weight) of the title, the heading and the body."""
        return ((self.title_tokens, TITLE_WEIGHT), (self.heading_tokens, HEADING_WEIGHT), (self.body_tokens, BODY_WEIGHT))

    @cached_property
    def weighted_counts(self) -> dict[str, float]:
        """Each stem's occurrences, one in the title counting TITLE_WEIGHT times and one in a
        heading HEADING_WEIGHT: BM25's term frequency, counted once per chunk rather than
        once per stem per search. The weights are whole numbers, so the counts are exact
        and any order of adding them gives the same BM25; BODY_WEIGHT is 1, a body token
        counting once (tests/core/sources/test_retrieval_bm25.py checks against the plain sum)."""
        # The body is most of a chunk's tokens: its counts go into the dict without a Python
        # step per stem (docs/scaling.md, ithr56); the title's and heading's few are added after.
        body = Counter(self.body_tokens)
        counts: dict[str, float] = dict(zip(body.keys(), map(BODY_WEIGHT.__mul__, body.values()), strict=True))
        for tokens, weight in ((self.heading_tokens, HEADING_WEIGHT), (self.title_tokens, TITLE_WEIGHT)):
            for s, n in Counter(tokens).items():
                counts[s] = counts.get(s, 0) + weight * n
        return counts

    @cached_property
    def phrase_counts(self) -> dict[tuple[str, ...], float]:
        """Weighted occurrences of the phrases asked about so far (`_phrase_count`): a lexicon's
        phrase ("environment variable") comes back question after question."""
        return {}

    @cached_property
    def body_positions(self) -> dict[str, tuple[int, ...]]:
        """Where each stem asked about so far occurs in the body (`_positions`): the
        proximity feature walked a candidate's body at every search that ranked it near
        the top, though a turn's searches ask about the same few words."""
        return {}

    @cached_property
    def length(self) -> int:
        return len(self.title_tokens) + len(self.heading_tokens) + len(self.body_tokens)


@dataclass
class Candidate:
    """One chunk as the re-ranker sees it (stemmed fields split into tokens)."""

    id: int
    file_id: int
    terms: Terms
    embed_text: str
    bm25: float = 0.0  # set by bm25_scores
    path_tokens: frozenset[str] = frozenset()
    root_tokens: frozenset[str] = frozenset()  # the indexed folder's name: the project
    changelog: bool = False
    # How much more often than across the whole index the question's words occur in the
    # candidate's project (`project_fit`); None when the index holds one project.
    project: float | None = None
    features: dict[str, float] = field(default_factory=dict)
    score: float = 0.0


def group_expression(group: TermGroup) -> str:
    """An FTS5 expression matching any alternative of a group.

    Stems are runs of letters and digits, so quoting them is always safe:
    FTS syntax typed in a question is only ever searched for, never obeyed.
    """
    parts = [f'"{s}"' for s in group.stems] + [f'"{" ".join(p)}"' for p in group.phrases]
    return parts[0] if len(parts) == 1 else "(" + " OR ".join(parts) + ")"


@dataclass
class Plan:
    """The queries to run: `strict` (AND) first, `relaxed` (OR) when it finds too few.

    `groups` are the question's groups the index knows; `unknown` the ones no
    chunk contains (a typo nothing mends, a topic the documents never cover).
    """

    groups: list[TermGroup]
    idf: dict[str, float]
    strict: str | None
    relaxed: str | None
    unknown: list[TermGroup] = field(default_factory=list)
    # Sections whose heading or document title names some of the question: "-l, --line-length" answers
    # "change black's max line length to 100" although its body says neither "max" nor "change".
    headings: str | None = None
    # Chunks holding a value the question quotes as written ("'an hour ago'", "12,345"): an OR
    # query over the question's commoner words, ranked by BM25, can leave them out.
    literals: str | None = None
    # Tokens per chunk (title, heading and body) over the index, for BM25's length normalisation.
    average_length: float = 100.0


def plan(analysis: QueryAnalysis, doc_freq: Callable[[TermGroup], int], total: int, average_length: float = 100.0) -> Plan:
    df = {g.key: doc_freq(g) for g in analysis.groups}
    known = [g for g in analysis.groups if df[g.key] > 0]
    unknown = [g for g in analysis.groups if df[g.key] == 0]
    if not known:
        return Plan([], {}, None, None, unknown)
    idf = {g.key: math.log(1 + (total - df[g.key] + 0.5) / (df[g.key] + 0.5)) * g.weight for g in known}
    informative = [g for g in known if total < 20 or df[g.key] <= COMMON_TERM_SHARE * total] or known
    strict = " AND ".join(group_expression(g) for g in informative)
    kept: list[TermGroup] = []
    postings = 0
    for g in sorted(informative, key=lambda g: df[g.key]):
        if kept and postings + df[g.key] > POSTINGS_BUDGET:
            break
        kept.append(g)
        postings += df[g.key]
    relaxed = " OR ".join(group_expression(g) for g in kept) if len(informative) > 1 or len(kept) < len(informative) else None
    # Over the same rare groups as the relaxed query: FTS5 scores every row an OR matches.
    headings = "{title heading} : (" + " OR ".join(group_expression(g) for g in kept) + ")" if len(informative) > 1 else None
    literal = " OR ".join(group_expression(g) for g in known if g.literal) or None
    return Plan(known, idf, strict, relaxed, unknown, headings, literal, average_length)


def query_summary(analysis: QueryAnalysis, the_plan: Plan) -> dict[str, Any]:
    """What was searched, for the answer writer: each group's alternatives and whether the index knows it."""
    return {
        "query_groups": [
            {
                "word": g.word,
                "stems": list(g.stems),
                "phrases": [list(p) for p in g.phrases],
                "known": g in the_plan.groups,
                "literal": g.literal,
            }
            for g in analysis.groups
        ],
        "unknown_terms": [g.word for g in the_plan.unknown],
    }


def _positions(terms: Terms, wanted: frozenset[str]) -> dict[str, tuple[int, ...]]:
    """Where each wanted stem occurs in the body's tokens (other stems are not indexed; a
    stem the body lacks is left out). Positions are kept per chunk, so the body is walked
    only for stems no earlier search asked about."""
    kept = terms.body_positions
    for s in wanted:
        if s not in kept:
            kept[s] = stem_positions(terms.body_tokens, s) if s in terms.body else ()
    return {s: at for s in wanted if (at := kept[s])}


def stem_positions(tokens: list[str], stem: str) -> tuple[int, ...]:
    """Every position of tokens holding the stem, in order. `list.index` finds each in C, from
    the one after the last found; a Python step per token cost the walk (docs/scaling.md, ithr57)."""
    found: list[int] = []
    find = tokens.index
    i = 0
    try:
        while True:
            i = find(stem, i)
            found.append(i)
            i += 1
    except ValueError:
        return tuple(found)


def _occurs(index: dict[str, tuple[int, ...]], tokens: list[str], group: TermGroup) -> list[int]:
    """Positions where any alternative of the group starts in tokens (empty when absent)."""
    found: list[int] = []
    for s in group.stems:
        found.extend(index.get(s, ()))
    for phrase in group.phrases:
        n = len(phrase)
        found.extend(i for i in index.get(phrase[0], ()) if tuple(tokens[i : i + n]) == phrase)
    return found


def _window(positions: list[list[int]]) -> int:
    """The fewest consecutive tokens containing at least one position of every list."""
    events = sorted((p, k) for k, ps in enumerate(positions) for p in ps)
    need = len(positions)
    counts = [0] * need
    have = 0
    best = math.inf
    left = 0
    for pos, k in events:
        if counts[k] == 0:
            have += 1
        counts[k] += 1
        while have == need:
            best = min(best, pos - events[left][0] + 1)
            lk = events[left][1]
            counts[lk] -= 1
            if counts[lk] == 0:
                have -= 1
            left += 1
    return int(best) if best != math.inf else 10**6


def lexical_scores(candidates: list[Candidate], the_plan: Plan) -> None:
    """Fill each candidate's lexical features and a provisional score.

    Coverage and heading matches are set operations; proximity walks the
    body's tokens, so only the PROXIMITY_TOP best candidates pay for it.
    """
    total_idf = sum(the_plan.idf.values()) or 1.0
    literal_idf = sum(the_plan.idf[g.key] for g in the_plan.groups if g.literal)
    bm25_scores(candidates, the_plan)
    best_bm25 = max((c.bm25 for c in candidates), default=0.0) or 1.0
    # A group of one stem and no phrase (most groups) is held where that stem is: no call for it.
    groups = [
        (the_plan.idf[g.key], g.stems[0] if len(g.stems) == 1 and not g.phrases else None, g.stems, g.phrases, g.literal)
        for g in the_plan.groups
    ]
    w_coverage, w_heading, w_proximity, w_bm25 = WEIGHTS["coverage"], WEIGHTS["heading"], WEIGHTS["proximity"], WEIGHTS["bm25"]
    for c in candidates:
        fields = c.terms.fields
        covered = in_heading = literal = 0.0
        for w, one, stems, phrases, is_literal in groups:
            found = fields.get(one, 0) if one is not None else _fields_holding(fields, stems, phrases)
            if found:
                covered += w
                literal += w if is_literal else 0.0
            in_heading += w if found & IN_HEADING else TITLE_SHARE * w if found & IN_TITLE else 0.0
        coverage, heading, bm25 = covered / total_idf, in_heading / total_idf, c.bm25 / best_bm25
        c.features = {"coverage": coverage, "heading": heading, "proximity": 0.0, "bm25": bm25}
        # The features' weighted sum, the same products added in the same order (docs/scaling.md, ithr57).
        c.score = sum((w_coverage * coverage, w_heading * heading, w_proximity * 0.0, w_bm25 * bm25))
        if literal:
            # The words of a quoted value are present (a phrase needs them all, not in order).
            c.features["literal"] = literal / literal_idf
            c.score += LITERAL_WEIGHT * c.features["literal"]
    wanted = frozenset(s for g in the_plan.groups for s in (*g.stems, *(p[0] for p in g.phrases)))
    for c in sorted(candidates, key=lambda c: c.score, reverse=True)[:PROXIMITY_TOP]:
        body_tokens = c.terms.body_tokens
        index = _positions(c.terms, wanted)
        in_body = [(g, found) for g in the_plan.groups if (found := _occurs(index, body_tokens, g))]
        if len(in_body) >= 2:
            # How tightly the words sit, scaled by how much of the question they are: two
            # common words side by side ("before request") say little about a question
            # whose rare words the passage lacks.
            tightness = min(1.0, len(in_body) / _window([found for _, found in in_body]))
            c.features["proximity"] = tightness * sum(the_plan.idf[g.key] for g, _ in in_body) / total_idf
            c.score += WEIGHTS["proximity"] * c.features["proximity"]
    scoped(
        candidates,
        the_plan.groups,
        lambda c: c.path_tokens,
        lambda c: c.terms.every,
        lambda c: c.root_tokens,
    )


def bm25_scores(candidates: list[Candidate], the_plan: Plan) -> None:
    """Set each candidate's BM25 over the question's groups, the same way for all of them.

    Candidates come from several queries (the AND, the relaxed OR, the heading and literal
    queries, the nearest by meaning), and FTS5's rank of each is relative to the query that
    found it: a chunk found by meaning alone had none. Scored here, every candidate is
    weighed against the whole question, each group (any of its alternatives) one term with
    the group's idf, title and heading counting as in the index's rank function.
    """
    k1, b = BM25_K1, BM25_B
    average = the_plan.average_length or 1.0
    groups = [(the_plan.idf[g.key], g.stems, g.phrases) for g in the_plan.groups]
    for c in candidates:
        terms = c.terms
        counts = terms.weighted_counts
        norm = k1 * (1 - b + b * terms.length / average)
        score = 0.0
        for idf, stems, phrases in groups:
            # Most groups are one stem: skip building a generator for them.
            tf = counts.get(stems[0], 0) if len(stems) == 1 else sum(counts.get(s, 0) for s in stems)
            if phrases:
                tf += sum(_phrase_count(terms, p) for p in phrases)
            if tf:
                score += idf * tf * (k1 + 1) / (tf + norm)
        c.bm25 = score


def _phrase_count(terms: Terms, phrase: tuple[str, ...]) -> float:
    """Weighted occurrences of a phrase in a chunk's fields (a phrase is rare: scan only when all its stems are there)."""
    known = terms.phrase_counts.get(phrase)
    if known is not None:
        return known
    total = 0.0
    if all(s in terms.every for s in phrase):
        for tokens, weight in terms.weighted_fields:
            total += weight * phrase_starts(tokens, phrase)
    terms.phrase_counts[phrase] = total
    return total


def phrase_starts(tokens: list[str], phrase: tuple[str, ...]) -> int:
    """How many positions of tokens start the phrase, overlapping ones included: a slice is
    compared only where its first word stands (`stem_positions`), not at every position (ithr56)."""
    n = len(phrase)
    return sum(1 for i in stem_positions(tokens, phrase[0]) if tuple(tokens[i : i + n]) == phrase)


def _fields_holding(fields: dict[str, int], stems: Sequence[str], phrases: Sequence[tuple[str, ...]]) -> int:
    """The fields (bits of `Terms.fields`) holding a group: any of its stems, or every stem of
    one of its phrases in the same field (in any order)."""
    found = 0
    for s in stems:
        found |= fields.get(s, 0)
    for phrase in phrases:
        every = IN_TITLE | IN_HEADING | IN_BODY
        for s in phrase:
            every &= fields.get(s, 0)
        found |= every
    return found


def scoped(items: list, groups: list[TermGroup], path_of: Callable, tokens_of: Callable, root_of: Callable) -> None:  # type: ignore[type-arg]
    """Lower the score of items outside a scope the question names.

    When a question word is a folder or file name of some candidates
    ("starlette" for starlette/docs/testclient.md), it names where the answer
    lives: candidates that never mention it are about something else. When
    it names an indexed folder (a project), pages of other projects that
    merely mention it ("exponential backoff" in tenacity's README for "with
    backoff, can I stop after a minute?") rank below the named project's own.
    """
    # A group names some item's path when it meets the union of their paths (which most
    # items share: one set per chunk or path, each counted once).
    paths = frozenset().union(*{path_of(c) for c in items})
    scopes = [g for g in groups if not paths.isdisjoint(g.stems)]
    if not scopes:
        return
    # Only the word as asked names a project: "retry" is not a name of backoff
    # because the lexicon gives it as an alias.
    projects = {g.key for g in scopes if g.stems and any(g.key in root_of(c) for c in items)}
    for c in items:
        tokens = tokens_of(c)
        if any(tokens.isdisjoint(g.stems) for g in scopes):
            c.score *= OUT_OF_SCOPE
        elif projects and not projects <= root_of(c):
            c.score *= OTHER_PROJECT


# (question, candidates) -> (question vector, one vector per candidate)
Embedder = Callable[[str, Sequence[Candidate]], tuple[Any, Sequence[Any]]]


def rerank(
    candidates: list[Candidate],
    the_plan: Plan,
    question: str,
    embedder: Embedder | None,
    limit: int,
) -> list[Candidate]:
    """The best `limit` candidates, best first.

    Only the first max(EMBED_TOP, limit) by lexical score are re-scored (embedding, the
    same-file decay) before the cut, so which `limit` come back can depend on `limit`
    itself; applying the decay to every candidate was measured and not kept (ians91,
    docs/corpus.md)."""
    if not candidates:
        return []
    lexical_scores(candidates, the_plan)
    if not _ABOUT_VERSIONS.search(question):
        for c in candidates:
            if c.changelog:
                c.score *= CHANGELOG_SHARE
    fits = [c.project for c in candidates if c.project is not None]
    if fits:
        best = max(fits)
        for c in candidates:
            if c.project is not None:
                c.features["project"] = c.project
                c.score *= max(0.0, 1.0 - PROJECT_WEIGHT * (best - c.project))
    candidates.sort(key=lambda c: c.score, reverse=True)
    top = candidates[: max(EMBED_TOP, limit)]
    if embedder is not None and len(top) > 1:
        embedded = top[:EMBED_TOP]
        q, vectors = embedder(question, embedded)
        for c, v in zip(embedded, vectors, strict=True):
            sim = float(q @ v)
            c.features["embedding"] = max(0.0, sim)
            c.score += WEIGHTS["embedding"] * max(0.0, sim)
    # Each further chunk of the same file counts a little less, so a strong
    # second document is not buried under the fifth chunk of the first.
    top.sort(key=lambda c: c.score, reverse=True)
    seen: dict[int, int] = {}
    adjusted: list[tuple[float, int, Candidate]] = []
    for order, c in enumerate(top):
        nth = seen.get(c.file_id, 0)
        seen[c.file_id] = nth + 1
        adjusted.append((c.score * SAME_FILE_DECAY**nth, -order, c))
    adjusted.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [c for _, _, c in adjusted[:limit]]


# A distribution named "python-X" is imported and talked about as X ("python-slugify" is slugify).
_DISTRIBUTION_PREFIX = "python-"


def project_spellings(project: str) -> set[str]:
    """The ways a question writes a project's folder name: as is, and with its hyphens as
    underscores (the import name: `setuptools_scm`, `time_machine`), as spaces ("pydantic
    settings") or dropped; a "python-X" folder also as X."""
    bases = {project}
    if project.startswith(_DISTRIBUTION_PREFIX) and len(project) > len(_DISTRIBUTION_PREFIX):
        bases.add(project[len(_DISTRIBUTION_PREFIX) :])
    return {spelling for b in bases for spelling in (b, b.replace("-", "_"), b.replace("-", " "), b.replace("-", ""))}


def named_projects(question: str, projects: Iterable[str]) -> set[str]:
    """The indexed projects a question names by their own folder name, as written (any of
    `project_spellings`).

    "schedule: how do I run something every day" names schedule even though
    "schedule" is also a word every scheduler's pages use: the stemmed scope
    words cannot tell the name from the word, the name as asked can.
    """
    return {p for p in projects if p and _name_pattern(p).search(question)}


# A code name as a question writes it: snake_case, dotted (`container.get`), camelCase or
# PascalCase with an inner capital (`GitWildMatchPatternError`), a decorator (`@typechecked` is not:
# one plain word). Plain words, hyphenated or not, are every project's vocabulary.
_CODE_NAME = re.compile(r"(?<![\w.-])@?([A-Za-z_][A-Za-z0-9]*(?:[._][A-Za-z0-9_]+)+|[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*)")
CODE_NAME_MIN = 5
# Python's own names (`RuntimeError`, `DeprecationWarning`) are no project's, whichever pages happen to write them.
_BUILTIN_NAMES = frozenset(dir(builtins))


def code_names(question: str) -> list[str]:
    """The code names a question writes (`delete_many()`, `check_type`, `MemcachedCache`), each once."""
    found = (m.group(1).strip("._") for m in _CODE_NAME.finditer(question))
    return list(dict.fromkeys(n for n in found if len(n) >= CODE_NAME_MIN and n not in _BUILTIN_NAMES))


@lru_cache(maxsize=1024)
def _name_pattern(project: str) -> re.Pattern[str]:
    """A whole-word match of any spelling: a longer word or a dotted attribute holding it is not the name."""
    spellings = "|".join(re.escape(s) for s in sorted(project_spellings(project), key=len, reverse=True))
    return re.compile(rf"(?<![\w.-])(?:{spellings})(?![\w-])", re.I)


def project_fit(
    groups: list[TermGroup],
    idf: dict[str, float],
    doc_freq: Callable[[TermGroup], int],
    total: int,
) -> Callable[[dict[str, int], int], float]:
    """How much likelier the question's words are in a project's chunks than in the index's, 0..1,
    as a function of the project's stem chunk frequencies and chunk count.

    Per group, the log of the ratio of its chunk frequency in the project (smoothed towards
    the index's: PROJECT_MU chunks' worth, or the project's size if smaller but at least
    PROJECT_MU_MIN) to its frequency in the whole index, clipped at zero and at log
    PROJECT_LIFT, weighted by the group's idf. The question's side (each group's index
    frequency, its idf) is the same for every project of a search: it is worked out once,
    not once per project.
    """
    total_idf = sum(idf[g.key] for g in groups) or 1.0
    cap = math.log(PROJECT_LIFT)
    scale = total_idf * cap
    # Per group: its alternatives' stems, its phrases, its index frequency, its idf.
    parts = [(g.stems, g.phrases, max(1, doc_freq(g)) / max(1, total), idf[g.key]) for g in groups]

    def fit(in_project: dict[str, int], size: int) -> float:
        fit = 0.0
        mu = max(PROJECT_MU_MIN, min(PROJECT_MU, size))
        for stems, phrases, everywhere, weight in parts:
            # A group's alternatives counted apart (a chunk may hold two), a phrase as its rarest stem.
            df = sum(in_project.get(s, 0) for s in stems) + sum(min(in_project.get(x, 0) for x in p) for p in phrases)
            df = min(size, df)
            share = (df + mu * everywhere) / (size + mu)
            fit += weight * min(cap, max(0.0, math.log(share / everywhere)))
        return fit / scale

    return fit
