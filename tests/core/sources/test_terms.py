"""Words and stems as the index stores them (core/sources/terms.py)."""

from __future__ import annotations

import threading
from pathlib import Path

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


def test_words_are_read_in_every_script_case_folded_and_normalised() -> None:
    # Case folding makes ß and its capital spelling one word; Latin accents are folded away.
    assert words("Maximale Größe, GRÖSSE, Grosse") == ["maximale", "grosse", "grosse", "grosse"]
    assert words("¿Dónde está la configuración?") == ["donde", "esta", "la", "configuracion"]
    assert words("Резервное копирование") == ["резервное", "копирование"]
    # A full-width name or a ligature is the word itself.
    assert words("Ｒｅｄｉｓ ﬁle", parts=False) == ["redis", "file"]


def test_a_word_typed_without_its_accents_is_the_accented_word_on_both_sides() -> None:
    assert stemmed("configuracion") == stemmed("Configuración") == stemmed("CONFIGURACIÓN")
    assert stem("Résumé") == stem("resume")
    # Only Latin letters are folded: a Japanese voiced mark or Cyrillic й is part of the letter.
    assert words("ガイド が か") == ["ガイ", "イド", "が", "か"]
    assert words("й и ø") == ["й", "и", "ø"]


def test_text_without_spaces_between_words_is_read_as_overlapping_character_bigrams() -> None:
    assert words("キャッシュの設定") == ["キャ", "ャッ", "ッシ", "シュ", "ュの", "の設", "設定"]
    # Beside Latin words, and a lone character stays itself.
    assert words("Redis持久化 と x") == ["redis", "持久", "久化", "と", "x"]
    assert words("데이터베이스 백업") == ["데이", "이터", "터베", "베이", "이스", "백업"]
    # The index stores what a question searches: the same bigrams, stemmed alike.
    assert stemmed("持久化の設定") == "持久 久化 化の の設 設定"


def test_a_word_new_to_the_process_is_stemmed_once_and_an_ascii_word_is_not_translated() -> None:
    # `_Stems` keeps every word it is asked, so the stemmer keeps none of its own; ASCII text has
    # no letter the accent table folds, so `fold` returns it as it is (docs/scaling.md, ithr52).
    cache = terms._Stems()
    assert cache.stemmer.maxCacheSize == 0
    word = "configuration"
    assert terms.fold(word) is word
    # Nothing read changes: the table folds no ASCII character, every character folds as the
    # table says, and every word gets the stem a stemmer with its own cache gives.
    assert min(terms._ACCENTS) > 0x7F
    sample = "".join(map(chr, range(0x2000))) + "Configuración GRÖSSE naïve Ｒｅｄｉｓ"
    assert [terms.fold(c) for c in sample] == [c.translate(terms._ACCENTS) for c in sample]
    assert terms.fold(sample) == sample.translate(terms._ACCENTS)
    corpus = Path(__file__).resolve().parents[3] / "core" / "data" / "corpus"
    vocabulary = list(dict.fromkeys(w for page in sorted(corpus.glob("*.md")) for w in page.read_text().lower().split()))
    assert len(vocabulary) > 1000
    assert [cache[terms.fold(w.casefold())] for w in vocabulary] == Stemmer.Stemmer("english").stemWords(
        [w.translate(terms._ACCENTS) for w in (v.casefold() for v in vocabulary)]
    )


def test_a_sentence_without_spaces_is_counted_in_words_by_its_characters() -> None:
    # Whitespace alone makes a Chinese or Japanese sentence one word, however long it is.
    assert terms.length_in_words("Defaults to 600 (ten minutes).") == 5
    assert terms.length_in_words("面板列出页面发出的每一个请求，连同它们的请求头、耗时以及发起请求的脚本。") >= 15
    assert terms.length_in_words("キャッシュの有効期限は設定ファイルで変更できます。") >= 10
    # Korean spaces its words: they are counted as written.
    assert terms.length_in_words("캐시 만료 시간은 설정 파일에서 바꿀 수 있습니다.") == 8
