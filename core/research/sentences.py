"""Scoring quotable sentences against the question, and choosing diverse ones.

The question is a list of term groups (core/sources/query.py): a sentence
covers a group when it uses any of the group's alternatives, so "env var"
is covered by "environment variable". Coverage is weighted by how rare each
group is among the candidate sentences. The score adds the passage's rank,
whether the passage's heading names the question's terms, whether the
sentence leads its paragraph, a bonus for sentences shaped like an answer to
this kind of question, and penalties for fragments that read badly alone.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache

from core.research.passages import Candidate
from core.sources.query import TermGroup, written_in
from core.sources.retrieval import scoped
from core.sources.terms import stems, words

CONTEXT_CREDIT = 0.6
# What the question's words in the sentence itself count against where its passage ranked.
WEIGHTS = {"coverage": 0.40, "explicit": 0.15, "rank": 0.10, "retrieval": 0.25, "lead": 0.05}
# For a code example: the words of its heading and of the code itself, beside its paragraph's.
EXAMPLE_CONTEXT_CREDIT = 0.7
# An example whose code shows a value the question quotes answers at least this much of it.
LITERAL_EXAMPLE = 0.6
# Two of the question's words written this close together, in its order, are one phrase of it.
PAIR_WINDOW = 3
MIN_CHARS = 40
MAX_CHARS = 400
# Sentences that lean on the one before them read badly when quoted alone.
_DANGLING_START = re.compile(r"^(?:this|that|these|those|it|they|such|also|however|otherwise|then|so|and|but|or)\b", re.I)
_CODE_HEAVY = re.compile(r"[{}();=<>$\\]")


@dataclass(frozen=True)
class QuestionTerms:
    """The question's groups as stem sets, with the subset the index knows."""

    groups: tuple[TermGroup, ...]
    known: frozenset[str]  # keys of groups the index contains

    def matches(self, group: TermGroup, stems: frozenset[str]) -> bool:
        if not stems.isdisjoint(group.stems):
            return True
        return any(all(s in stems for s in phrase) for phrase in group.phrases)

    def matched(self, stems: frozenset[str]) -> frozenset[str]:
        """The keys of the groups `stems` covers, in the groups' order (`matches` for each)."""
        if stems.isdisjoint(self._words):
            # Most sentences of a passage name none of the question's words: one set test.
            return frozenset()
        return frozenset(
            [
                key
                for key, alternatives, phrases in self._tests
                if not stems.isdisjoint(alternatives) or (phrases and any(map(stems.issuperset, phrases)))
            ]
        )

    @cached_property
    def _words(self) -> frozenset[str]:
        """Every stem of every group's alternatives and phrases: a text with none of them covers no group."""
        return frozenset(s for g in self.groups for s in (*g.stems, *(w for p in g.phrases for w in p)))

    @cached_property
    def _tests(self) -> tuple[tuple[str, frozenset[str], tuple[tuple[str, ...], ...]], ...]:
        return tuple((g.key, frozenset(g.stems), tuple(g.phrases)) for g in self.groups)

    def literals_in(self, text: str) -> frozenset[str]:
        """The question's quoted values and numbers written in `text` as the question writes them."""
        return frozenset(g.key for g in self.groups if g.literal and written_in(g, text))

    @property
    def keys(self) -> list[str]:
        return [g.key for g in self.groups]


def group_weights(terms: QuestionTerms, candidates: list[Candidate]) -> dict[str, float]:
    """Rarer groups among the retrieved sentences tell more about relevance."""
    n = max(1, len(candidates))
    df = {g.key: 0 for g in terms.groups}
    for c in candidates:
        for key in terms.matched(c.stems):
            df[key] += 1
    return {key: math.log(1 + (n + 1) / (count + 0.5)) for key, count in df.items()}


def score_candidates(
    candidates: list[Candidate],
    terms: QuestionTerms,
    boost: Callable[[Candidate], float] | None = None,
    emphasis: frozenset[str] = frozenset(),
) -> dict[str, float]:
    """Score in place; returns the group weights used. `boost` adds a type-specific bonus.

    Groups in `emphasis` (the options of a comparison) weigh as much as the
    rarest group: every passage of a comparison names them, which makes them
    common, but they are what the question is about.
    """
    if not candidates or not terms.groups:
        return {}
    weights = group_weights(terms, candidates)
    if emphasis:
        top = max(weights.values())
        weights = {k: top if k in emphasis else w for k, w in weights.items()}
    total = sum(weights.values()) or 1.0
    best_hit = max((c.hit.score for c in candidates), default=0.0) or 1.0
    for c in candidates:
        own = terms.matched(c.stems)
        context = terms.matched(c.heading_stems) - own
        c.matched = own | context
        c.coverage = (sum(weights[k] for k in own) + CONTEXT_CREDIT * sum(weights[k] for k in context)) / total
        explicit = sum(weights[k] for k in own) / total
        rank = 1.0 / (1.0 + 0.5 * c.hit_rank)
        retrieval = max(0.0, c.hit.score) / best_hit
        lead = 1.0 if c.position == 0 or c.first_in_block else 0.0
        c.features = {"coverage": c.coverage, "explicit": explicit, "rank": rank, "retrieval": retrieval, "lead": lead}
        if c.code:
            c.features["example"] = _example_relevance(c, terms, weights, total)
            c.features["phrased"] = phrased(c.plain, terms, c.root_stems)
        c.score = (
            WEIGHTS["coverage"] * c.coverage
            + WEIGHTS["explicit"] * explicit
            + WEIGHTS["rank"] * rank
            + WEIGHTS["retrieval"] * retrieval
            + WEIGHTS["lead"] * lead
            - _penalty(c)
        )
        if boost is not None:
            c.score += boost(c)
    scoped(candidates, list(terms.groups), lambda c: c.path_stems, lambda c: c.stems | c.heading_stems, lambda c: c.root_stems)
    return weights


def _example_relevance(c: Candidate, terms: QuestionTerms, weights: dict[str, float], total: float) -> float:
    """How much of the question a code example answers: its paragraph, its heading and its code.

    "Here a recommended setup that enables autoescaping ... You can use the
    `select_autoescape` function for this:" introduces the example with its
    last sentence, but the whole paragraph says what the example is for.
    """
    # A value the question quotes ("'123.5 million'", "12,345"), written the same way in the
    # code, is what the example shows: the code answers whatever its heading says.
    literals = terms.literals_in("\n".join(b.text for b in c.code))
    own = terms.matched(c.block_stems | c.stems) | literals
    if c.headed and c.hit.meta.get("under_best"):
        # An "Examples" subsection of the best section: its parent's heading says what it shows.
        own |= terms.matched(c.heading_stems)
    if c.headed and not own and (c.listing_part or c.hit_rank == 0):
        # Which part of a listing split over several passages answers is said by its code alone;
        # so is whether the code opening the section the search ranked first answers ("Handle
        # invalid TOML" over `except tomli.TOMLDecodeError:` for "catch a parse error").
        return EXAMPLE_CONTEXT_CREDIT * sum(weights[k] for k in terms.matched(c.code_stems)) / total
    if c.headed and not own:
        # A heading that says nothing of the question does not make its code an answer,
        # however many of the question's words a long listing happens to hold.
        return 0.0
    near = (terms.matched(c.heading_stems) | terms.matched(c.code_stems)) - own
    relevance = (sum(weights[k] for k in own) + EXAMPLE_CONTEXT_CREDIT * sum(weights[k] for k in near)) / total
    return max(relevance, LITERAL_EXAMPLE) if literals else relevance


def phrased(text: str, terms: QuestionTerms, project: frozenset[str] = frozenset()) -> float:
    """The share of the question's neighbouring word pairs that `text` writes together, in the question's order.

    Two introducers of one page may name the same words: "How to add a new
    locale:" and "How to add new phrases to existing locale files:" both name
    "add", "new" and "locale", but only the first says "add a brand new locale"
    as the question does. The project's own name ("sphinx-copybutton") is
    written together wherever it is written: its words form no pair.
    """

    def counts(group: TermGroup) -> bool:
        return not group.literal and project.isdisjoint(group.stems)

    pairs = [(a, b) for a, b in zip(terms.groups, terms.groups[1:]) if counts(a) and counts(b)]
    if not pairs:
        return 0.0
    at: dict[str, list[int]] = {}
    for i, s in enumerate(stems(words(text))):
        at.setdefault(s, []).append(i)

    def places(group: TermGroup) -> list[int]:
        return [i for s in group.stems for i in at.get(s, ())]

    together = sum(1 for a, b in pairs if any(0 < j - i <= PAIR_WINDOW for i in places(a) for j in places(b)))
    return together / len(pairs)


def _penalty(c: Candidate) -> float:
    return _read_alone(c.plain, c.text, c.introduces)


@lru_cache(maxsize=8192)
def _read_alone(text: str, markdown: str, introduces: bool) -> float:
    """What a sentence loses for reading badly alone; kept per sentence, since the same
    passages' sentences are scored question after question (~40 an offline answer)."""
    penalty = 0.0
    if len(text) < MIN_CHARS and not introduces:
        penalty += 0.15
    if len(text) > MAX_CHARS:
        penalty += 0.1 + min(0.2, (len(text) - MAX_CHARS) / 2000)
    if _DANGLING_START.match(text):
        penalty += 0.08
    # Code written inline in prose reads badly as an answer sentence; code spans do not count.
    outside = re.sub(r"`+[^`]*`+", "", markdown)
    if len(_CODE_HEAVY.findall(outside)) >= 4:
        penalty += 0.15
    return penalty


def similarity(a: Candidate, b: Candidate) -> float:
    """Jaccard of the two sentences' stems; the union counted, not built (MMR asks this of
    every pair of candidate and chosen sentence, ~250 times an offline answer)."""
    if not a.stems or not b.stems:
        return 0.0
    shared = len(a.stems & b.stems)
    return shared / (len(a.stems) + len(b.stems) - shared)


def select(
    candidates: list[Candidate],
    k: int,
    chosen: list[Candidate] | None = None,
    value: Callable[[Candidate], float] | None = None,
    trade_off: float = 0.35,
) -> list[Candidate]:
    """Maximal marginal relevance: good sentences that do not repeat each other.

    `chosen` are sentences already in the answer: they are never picked again
    and new picks must differ from them too. `value` replaces the score.
    """
    context = list(chosen or [])
    pool = [c for c in candidates if c not in context]
    # Each candidate's greatest similarity to what is chosen so far, brought up to date with
    # each pick alone: asking every pair again each round was most of a selection's work.
    redundancy = {c: max((similarity(c, o) for o in context), default=0.0) for c in pool}
    picked: list[Candidate] = []
    while pool and len(picked) < k:
        best, best_val = None, -math.inf
        for c in pool:
            if redundancy[c] > 0.6:
                continue
            val = (value(c) if value is not None else c.score) - trade_off * redundancy[c]
            if val > best_val:
                best, best_val = c, val
        if best is None:
            break
        picked.append(best)
        context.append(best)
        pool.remove(best)
        if len(picked) < k:
            for c in pool:
                redundancy[c] = max(redundancy[c], similarity(c, best))
    return picked
