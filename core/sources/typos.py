"""Mending a misspelt question word against the index's own vocabulary.

A word the index has never seen ("pasword", "blueprnts") is replaced by the
most frequent indexed word one edit away (a deleted, swapped, replaced or
inserted letter), compared as stems. Short words are left alone: at four
letters too many real words are one edit apart.
"""

from __future__ import annotations

import string
from dataclasses import replace

from core.sources.query import QueryAnalysis, TermGroup
from core.sources.terms import stems

MIN_LENGTH = 5
# A corrected word is a guess: it counts a little less than one typed right.
CORRECTED_WEIGHT = 0.8


def edits1(word: str) -> set[str]:
    letters = string.ascii_lowercase
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    swaps = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in letters]
    inserts = [a + c + b for a, b in splits for c in letters]
    return set(deletes + swaps + replaces + inserts)


def correct(analysis: QueryAnalysis, vocab: dict[str, int]) -> QueryAnalysis:
    groups: list[TermGroup] = []
    for group in analysis.groups:
        known = any(vocab.get(s) for s in group.stems) or any(all(vocab.get(s) for s in p) for p in group.phrases)
        word = group.word.lower()
        if known or len(word) < MIN_LENGTH or not word.isalpha() or not word.isascii():
            groups.append(group)
            continue
        candidates = sorted(edits1(word))
        best = max(
            ((vocab.get(s, 0), s) for s in stems(candidates) if vocab.get(s, 0)),
            default=None,
        )
        groups.append(replace(group, stems=(best[1],), phrases=(), weight=CORRECTED_WEIGHT) if best else group)
    return QueryAnalysis(text=analysis.text, groups=groups)
