"""Words and stems as the index stores them and queries look for them.

Text is split into runs of letters and digits (so `password_option` is
`password option` and `nargs=-1` is `nargs 1`) and lower-cased; a camel-case
name also yields its parts (`CORSMiddleware`: `corsmiddleware cors
middleware`). Then
each word is reduced to its Snowball (Porter2) English stem with PyStemmer.
The FTS5 table stores these stems as plain space-separated tokens, so what
a query searches is exactly what Python computed, with no second tokenizer
to disagree with.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

import Stemmer

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# "CORSMiddleware" -> CORS | Middleware, "TimestampSigner" -> Timestamp | Signer; "GZip" stays whole.
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z]{2})(?=[A-Z][a-z])")
_MAYBE_CAMEL = re.compile(r"[a-z0-9][A-Z]|[A-Z]{2}[a-z]")
_local = threading.local()
# Distinct words one thread keeps stems for; documentation has tens of thousands.
MAX_CACHED_STEMS = 200_000


class _Stems(dict[str, str]):
    """Each word's stem, computed once per thread: a page repeats its words, and a
    dict lookup from C (`map`) costs a fraction of a call into the stemmer, whose own
    cache is both smaller and slower to reach."""

    def __init__(self) -> None:
        super().__init__()
        # A PyStemmer object is not safe to share between threads.
        self.stemmer = Stemmer.Stemmer("english")

    def __missing__(self, word: str) -> str:
        if len(self) >= MAX_CACHED_STEMS:
            self.clear()
        found = self[word] = self.stemmer.stemWord(word)
        return found


def _stems() -> _Stems:
    cache = getattr(_local, "stems", None)
    if cache is None:
        cache = _local.stems = _Stems()
    return cache


def words(text: str, parts: bool = True) -> list[str]:
    """Lower-case words; a camel-case name is followed by its parts, so "cors" finds `CORSMiddleware`.

    Questions are read with `parts=False`: "PostgreSQL" asks about one thing, not three.
    """
    if not parts or not _MAYBE_CAMEL.search(text):
        return _WORD.findall(text.lower())
    out: list[str] = []
    for token in _WORD.findall(text):
        lower = token.lower()
        out.append(lower)
        if parts and lower != token and token[1:] != lower[1:]:
            parts = _CAMEL.split(token)
            if len(parts) > 1:
                out.extend(p.lower() for p in parts if p)
    return out


def stems(ws: list[str]) -> list[str]:
    return list(map(_stems().__getitem__, ws))


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stems()[word.lower()]


def stemmed(text: str) -> str:
    """The text as the index stores it: stems separated by spaces."""
    return " ".join(map(_stems().__getitem__, words(text)))


def stem_set(text: str) -> frozenset[str]:
    return frozenset(stems(words(text)))
