"""Where a sentence ends, for the answer's quotes (core.text and core.sources.reading split alike)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.sources.reading import split_sentences as passage_sentences
from core.text import split_sentences


@pytest.mark.parametrize("split", [split_sentences, passage_sentences])
def test_chinese_and_japanese_full_stops_end_a_sentence_without_a_space(split: Callable[[str], list[str]]) -> None:
    assert split("数据持久化默认开启。快照每五分钟写入磁盘！可以关闭吗？可以。") == [
        "数据持久化默认开启。",
        "快照每五分钟写入磁盘！",
        "可以关闭吗？",
        "可以。",
    ]
    # A closing quote or bracket stays with the sentence it closes.
    assert split("「設定を変更します。」ログは保存されます。") == ["「設定を変更します。」", "ログは保存されます。"]


@pytest.mark.parametrize("split", [split_sentences, passage_sentences])
def test_an_english_full_stop_still_needs_a_space_and_a_capital(split: Callable[[str], list[str]]) -> None:
    assert split("Use node.js 3.5 e.g. here. Then stop.") == ["Use node.js 3.5 e.g. here.", "Then stop."]


@pytest.mark.parametrize("split", [split_sentences, passage_sentences])
def test_an_option_item_after_a_full_stop_opens_its_own_sentence(split: Callable[[str], list[str]]) -> None:
    # An option list read as prose: each option is a claim of its own, and a passage's sentence
    # is what the answer quotes and what the citation check reads.
    text = (
        "Use --cov= to record everything. --cov-reset Reset cov sources accumulated so far. "
        "-1 disables the limit."
    )
    assert split(text) == [
        "Use --cov= to record everything.",
        "--cov-reset Reset cov sources accumulated so far.",
        "-1 disables the limit.",
    ]


@pytest.mark.parametrize("split", [split_sentences, passage_sentences])
def test_a_dash_inside_brackets_a_code_span_or_after_a_spaced_dash_stays_in_its_sentence(
    split: Callable[[str], list[str]],
) -> None:
    for text in (
        "A config file can come from a command line arg (eg. -c path/to/config.txt) instead.",
        "Run `make all. -j4` to build it.",
        "Pick one. - or the other.",
        "See e.g. --verbose for more.",
    ):
        assert split(text) == [text]

def test_the_sentence_ends_searched_from_their_marks_are_the_patterns_own() -> None:
    """`split_sentences` finds its ends from the marks a match must follow (docs/scaling.md, ithr50):
    the same spans as the pattern tried at every position, on every short text of these pieces."""
    from itertools import product

    from core.text import _SENTENCE_END, _sentence_ends

    pieces = ["a", "A", "1", " ", ".", "!", "?", '"', ")", "-", "`", "(", "。", "」", "\n"]
    texts = ["", "Use node.js 3.5 e.g. here. Then stop.", "Ends here.」 「Next！ Then? (Yes.) -v works. --x too"]
    texts += ["".join(p) for n in range(1, 6) for p in product(pieces, repeat=n)]
    for text in texts:
        assert [m.span() for m in _sentence_ends(text)] == [m.span() for m in _SENTENCE_END.finditer(text)], text
