"""Words and stems as the index stores them (core/sources/terms.py)."""

from __future__ import annotations

import threading

import Stemmer

from core.sources import terms
from core.sources.terms import stem, stemmed, stems, words


def test_cached_stems_are_the_snowball_stems_of_every_word() -> None:
    text = "Connections pooling: running `CORSMiddleware` retries, retried, connection's caches"
    snowball = Stemmer.Stemmer("english")
    expected = snowball.stemWords(words(text))
    assert stems(words(text)) == expected
    assert stems(words(text)) == expected  # the second time from the cache
    assert stemmed(text) == " ".join(expected)
    assert stem("Connections") == snowball.stemWord("connections") == "connect"


def test_the_stem_cache_is_bounded_and_keeps_answering_after_it_fills() -> None:
    cache = terms._Stems()
    for n in range(terms.MAX_CACHED_STEMS + 10):
        cache[f"word{n}ing"]
    assert len(cache) <= terms.MAX_CACHED_STEMS
    assert cache["running"] == "run"


def test_each_thread_stems_with_its_own_stemmer() -> None:
    # PyStemmer objects are not thread-safe: two threads stemming at once must not share one.
    seen: list[object] = []

    def work() -> None:
        stems(["indexing"])
        seen.append(terms._stems().stemmer)

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(s) for s in seen}) == 2
