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


def _stemmer() -> Stemmer.Stemmer:
    # A PyStemmer object is not safe to share between threads.
    stemmer = getattr(_local, "stemmer", None)
    if stemmer is None:
        stemmer = _local.stemmer = Stemmer.Stemmer("english")
    return stemmer


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
    return _stemmer().stemWords(ws)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stemmer().stemWord(word.lower())


def stemmed(text: str) -> str:
    """The text as the index stores it: stems separated by spaces."""
    return " ".join(stems(words(text)))


def stem_set(text: str) -> frozenset[str]:
    return frozenset(stems(words(text)))
