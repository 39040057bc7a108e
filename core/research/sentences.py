"""Sentence-level evidence for extractive answers: extraction, scoring, diverse selection.

A candidate is one whole sentence from a retrieved passage. Its score mixes
how much of the question it covers (terms weighted by rarity among the
candidates), whether its section heading or document title matches, how well
its passage ranked, and penalties for fragments that read badly out of context.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from core.sources.base import Hit
from core.text import content_words, prose_sentences, stem, words

MIN_CHARS = 40
CONTEXT_CREDIT = 0.6
MAX_CHARS = 400
# Sentences that lean on the one before them read badly when quoted alone.
_DANGLING_START = re.compile(r"^(?:this|that|these|those|it|they|such|also|however|otherwise|then|so)\b", re.I)
_CODE_HEAVY = re.compile(r"[{}();=<>$\\]|`[^`]{25,}`")


@dataclass(eq=False)
class Candidate:
    """One quotable sentence; compared by identity so it can key sets and dicts."""

    text: str
    hit: Hit
    hit_rank: int
    position: int
    stems: frozenset[str]
    heading_stems: frozenset[str]
    words: frozenset[str]
    score: float = 0.0
    coverage: float = 0.0
    matched: frozenset[str] = field(default_factory=frozenset)


def stems_of(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in content_words(text))


def extract_candidates(hits: list[Hit]) -> list[Candidate]:
    """Every usable sentence of every hit, once (the same sentence in two hits counts once)."""
    seen: set[str] = set()
    out: list[Candidate] = []
    for rank, hit in enumerate(hits):
        heading_stems = stems_of(f"{hit.title} {hit.heading or ''}")
        for position, sentence in enumerate(prose_sentences(hit.text or hit.snippet)):
            key = sentence.lower()
            if key in seen or not _usable(sentence):
                continue
            seen.add(key)
            out.append(
                Candidate(sentence, hit, rank, position, stems_of(sentence), heading_stems, frozenset(words(sentence)))
            )
    return out


def _usable(sentence: str) -> bool:
    if len(sentence) < 20 or sentence.endswith(":"):
        return False
    letters = sum(ch.isalpha() for ch in sentence)
    return letters >= 0.5 * len(sentence)


def term_weights(query_stems: set[str], candidates: list[Candidate]) -> dict[str, float]:
    """Rarer terms among the retrieved sentences tell more about relevance."""
    df = Counter(s for c in candidates for s in c.stems if s in query_stems)
    n = max(1, len(candidates))
    return {t: math.log(1 + (n + 1) / (df.get(t, 0) + 0.5)) for t in query_stems}


def score_candidates(
    candidates: list[Candidate], query_stems: set[str], boost: Callable[[Candidate], float] | None = None
) -> None:
    """Score in place. `boost` adds a type-specific bonus (e.g. fix-like sentences for errors)."""
    if not candidates or not query_stems:
        return
    weights = term_weights(query_stems, candidates)
    total = sum(weights.values())
    for c in candidates:
        own = c.stems & query_stems
        # A passage's title and heading say what its sentences are about: in a
        # document titled "PostgreSQL connections", a sentence about PgBouncer
        # is about PostgreSQL too, though it never names it.
        context = (c.heading_stems & query_stems) - own
        c.matched = frozenset(own | context)
        c.coverage = (sum(weights[t] for t in own) + CONTEXT_CREDIT * sum(weights[t] for t in context)) / total
        rank = 1.0 / (1.0 + 0.5 * c.hit_rank)
        lead = 1.0 if c.position == 0 else 0.5 if c.position < 3 else 0.0
        explicit = sum(weights[t] for t in own) / total
        c.score = 0.45 * c.coverage + 0.15 * explicit + 0.25 * rank + 0.05 * lead - _penalty(c.text)
        if boost is not None:
            c.score += boost(c)


def _penalty(text: str) -> float:
    penalty = 0.0
    if len(text) < MIN_CHARS:
        penalty += 0.15
    if len(text) > MAX_CHARS:
        penalty += 0.1 + min(0.2, (len(text) - MAX_CHARS) / 2000)
    if _DANGLING_START.match(text):
        penalty += 0.08
    if len(_CODE_HEAVY.findall(text)) >= 3:
        penalty += 0.15
    return penalty


def similarity(a: Candidate, b: Candidate) -> float:
    if not a.stems or not b.stems:
        return 0.0
    return len(a.stems & b.stems) / len(a.stems | b.stems)


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
    picked: list[Candidate] = []
    while pool and len(picked) < k:
        best, best_val = None, -math.inf
        for c in pool:
            redundancy = max((similarity(c, o) for o in context), default=0.0)
            if redundancy > 0.6:
                continue
            val = (value(c) if value is not None else c.score) - trade_off * redundancy
            if val > best_val:
                best, best_val = c, val
        if best is None:
            break
        picked.append(best)
        context.append(best)
        pool.remove(best)
    return picked
