"""Words and stems as the index stores them and queries look for them.

Text is read in every script: NFKC-normalised (a full-width `Ｒｅｄｉｓ` or a
ligature `ﬁle` is the same word as `Redis`, `file`), split into runs of letters
and digits (so `password_option` is `password option` and `nargs=-1` is
`nargs 1`), case-folded (`Größe` is `grösse`, as `GRÖSSE` and `Grösse` are) and
stripped of the accents of Latin letters (`configuración` is `configuracion`,
`grösse` is `grosse`): people type without them on phones and US keyboards, and
the index and the question are folded alike, so either spelling finds the other.
Only letters whose base is a plain Latin letter are folded (`ø`, `ł` stay): the
marks of other scripts are part of the letter (Japanese `が` is not `か`). A
camel-case name also yields its parts (`CORSMiddleware`: `corsmiddleware cors
middleware`). Chinese, Japanese and Korean are written without spaces between
words, so a run of their characters is read as its overlapping character
bigrams (`持久化` is `持久 久化`; a lone character stays itself), the rule of
Lucene's CJK analyser, which needs no dictionary: the index and the question are
split the same way, so a question finds a passage sharing its bigrams. Then
each word is reduced to its Snowball (Porter2) English stem with PyStemmer
(a word of another language is left as it is).
The FTS5 table stores these stems as plain space-separated tokens, so what
a query searches is exactly what Python computed, with no second tokenizer
to disagree with.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

import Stemmer

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# "CORSMiddleware" -> CORS | Middleware, "TimestampSigner" -> Timestamp | Signer; "GZip" stays whole.
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z]{2})(?=[A-Z][a-z])")
_MAYBE_CAMEL = re.compile(r"[a-z0-9][A-Z]|[A-Z]{2}[a-z]")
# Han (with its extensions and compatibility ideographs), Hiragana and Katakana (and its
# half-width forms): the scripts that write a sentence without spaces.
_UNSPACED_CHARS = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0003134f"
# ... and Hangul, which spaces its phrases (so `length_in_words` counts them as written): the
# scripts read as character bigrams.
_CJK_CHARS = _UNSPACED_CHARS + "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af"
_CJK = re.compile(f"[{_CJK_CHARS}]")
_UNSPACED_RUN = re.compile(f"[{_UNSPACED_CHARS}]+")
# Characters of an unspaced script to a word: a Chinese word is one to three characters.
_CHARACTERS_A_WORD = 2
_CJK_RUN = re.compile(f"[{_CJK_CHARS}]+|[^{_CJK_CHARS}]+")


def _accent_table() -> dict[int, str]:
    """Each accented Latin letter (Latin-1, Extended-A/B and Additional) -> its plain base letter."""
    table: dict[int, str] = {}
    for start, end in ((0x00C0, 0x024F), (0x1E00, 0x1EFF)):
        for code in range(start, end + 1):
            parts = unicodedata.normalize("NFD", chr(code))
            if len(parts) > 1 and parts[0].isascii() and parts[0].isalpha() and all(map(unicodedata.combining, parts[1:])):
                table[code] = parts[0]
    return table


_ACCENTS = _accent_table()
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
        # This dict keeps every word it is asked (up to MAX_CACHED_STEMS), so the stemmer is only
        # asked new words: its own cache would miss each one (a KeyError raised and caught inside)
        # and then store it a second time (docs/scaling.md, ithr52).
        self.stemmer.maxCacheSize = 0

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
    """Case-folded words; a camel-case name is followed by its parts, so "cors" finds `CORSMiddleware`.

    Questions are read with `parts=False`: "PostgreSQL" asks about one thing, not three.
    """
    cjk = False
    if not text.isascii():
        text = fold(unicodedata.normalize("NFKC", text))
        cjk = _CJK.search(text) is not None
    if not parts or not _MAYBE_CAMEL.search(text):
        found = _WORD.findall(text.casefold())
        return _bigrams(found) if cjk else found
    out: list[str] = []
    for token in _WORD.findall(text):
        lower = token.casefold()
        out.append(lower)
        if parts and lower != token and token[1:] != lower[1:]:
            parts = _CAMEL.split(token)
            if len(parts) > 1:
                out.extend(p.casefold() for p in parts if p)
    return _bigrams(out) if cjk else out


def length_in_words(text: str) -> int:
    """How many words `text` runs to: its whitespace-separated words, with a run of Chinese or
    Japanese characters counted by its length (a sentence of them has no spaces: split on
    whitespace, fifty characters would be one word)."""
    if text.isascii():
        return len(text.split())
    runs = _UNSPACED_RUN.findall(text)
    return len(_UNSPACED_RUN.sub(" ", text).split()) + sum(-(-len(run) // _CHARACTERS_A_WORD) for run in runs)


def fold(text: str) -> str:
    """The text with the accents of its Latin letters stripped (`Configuración` -> `Configuracion`).

    Every letter the table folds is past ASCII, so ASCII text is returned as it is: `translate`
    with a dict looks every character up and raises a LookupError for each one it leaves, hundreds
    of instructions a character, paid by every word new to `stem` (docs/scaling.md, ithr52)."""
    return text if text.isascii() else text.translate(_ACCENTS)


def _bigrams(found: list[str]) -> list[str]:
    """The words with each run of CJK characters read as its overlapping character bigrams."""
    out: list[str] = []
    for word in found:
        if not _CJK.search(word):
            out.append(word)
            continue
        for run in _CJK_RUN.findall(word):
            if len(run) > 1 and _CJK.match(run):
                out.extend(run[i : i + 2] for i in range(len(run) - 1))
            else:
                out.append(run)
    return out


def stems(ws: list[str]) -> list[str]:
    return list(map(_stems().__getitem__, ws))


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stems()[fold(word.casefold())]


def stemmed(text: str) -> str:
    """The text as the index stores it: stems separated by spaces."""
    return " ".join(map(_stems().__getitem__, words(text)))


def stem_set(text: str) -> frozenset[str]:
    return frozenset(stems(words(text)))
