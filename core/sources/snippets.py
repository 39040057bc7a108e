"""A chunk's snippet sentences: its plain text as sentences, each with the stems of its words.

A search picks a returned chunk's snippet by them (`corpus.best_snippet`: the sentences sharing
most stems with the question). Reading them stems every word of the chunk, kept with its
punctuation ("jobs."), which the stemmer has mostly not seen, so a process paid for it the first
time it returned each chunk. The index reads them once, when it prepares the chunk, and stores
them (`stored`, the `chunks.sentences` column); a search decodes them (`decoded`) for the chunks
it returns (docs/scaling.md, ithr46).
"""

from __future__ import annotations

import json

from core.sources.terms import stem
from core.text import split_sentences


def sentence_stems(plain: str) -> list[tuple[str, frozenset[str]]]:
    """A chunk's plain text as sentences, each with the stems of its words."""
    return [
        (s, frozenset(stem(w) for w in s.lower().split()))
        for line in plain.split("\n") for s in split_sentences(line)
    ]


def stored(plain: str) -> str:
    """`sentence_stems` of a chunk's plain text as the index stores it: JSON rows of a sentence
    followed by its stems (sorted, so the same text is always stored the same)."""
    return json.dumps(
        [[s, *sorted(stems)] for s, stems in sentence_stems(plain)], ensure_ascii=False, separators=(",", ":")
    )


def decoded(text: str) -> list[tuple[str, frozenset[str]]]:
    """The sentences and stems `stored` wrote."""
    return [(row[0], frozenset(row[1:])) for row in json.loads(text)]
