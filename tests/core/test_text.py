"""The options a comparison question weighs (core/text.compared_options)."""

from __future__ import annotations

import pytest

from core.text import compared_options, split_sentences, truncate


@pytest.mark.parametrize(
    ("question", "options"),
    [
        ("Lambda vs ECS for a queue worker?", ["Lambda", "ECS"]),
        ("what's the difference between dumps() and dump() in tomlkit", ["dumps()", "dump()"]),
        ("v1 vs v2?", ["v1", "v2"]),
    ],
)
def test_compared_options_names_both_sides(question: str, options: list[str]) -> None:
    assert compared_options(question) == options


def test_an_aside_in_brackets_is_not_split_into_options() -> None:
    question = "want file sizes shown in KiB/MiB (powers of 1024) instead of MB, which flag?"
    assert compared_options(question) == ["KiB/MiB", "MB"]


def test_an_aside_beside_an_option_leaves_the_option_whole() -> None:
    assert compared_options("Postgres (our main db) vs MySQL for sessions?") == ["Postgres", "MySQL"]


def test_a_piece_of_a_cut_bracket_is_no_option() -> None:
    options = compared_options("retries (3 or 5) vs backoff")
    assert all(o.count("(") == o.count(")") for o in options)
    assert "5)" not in options and "(3" not in options


def test_an_aside_that_is_all_the_question_compares_gives_its_options() -> None:
    assert compared_options("mid-test I need to jump to a different date (2014 instead of 2012), how?") == ["2014", "2012"]


# Every character str.isspace() knows: tabs, line and paragraph separators, no-break and
# ideographic spaces, the information separators U+001C-001F.
_WHITESPACE = "".join(c for c in map(chr, range(0x3001)) if c.isspace())


def test_sentences_are_split_with_every_kind_of_whitespace_collapsed_to_one_space() -> None:
    text = f"{_WHITESPACE}First  sentence\there.{_WHITESPACE}Second\u2028one\u00a0ends\u3000now.{_WHITESPACE}"
    assert split_sentences(text) == ["First sentence here.", "Second one ends now."]


def test_text_of_only_whitespace_has_no_sentences_and_truncates_to_nothing() -> None:
    assert split_sentences(_WHITESPACE) == []
    assert truncate(_WHITESPACE, 10) == ""


def test_truncate_collapses_whitespace_before_measuring_the_limit() -> None:
    text = "one\u2003\u2003two\n\nthree\x1cfour\x85five"
    assert truncate(text, 100) == "one two three four five"
    assert truncate(text, 15) == "one two three…"


def test_an_option_item_after_a_full_stop_opens_its_own_sentence() -> None:
    # Option items quoted one after another ("--benchmark-skip: ...") are separate claims:
    # read as one sentence, one unsupported item takes its neighbours with it.
    text = (
        "`--benchmark-compare-fail=min:5%` will make the suite fail [1]. "
        "--benchmark-skip: Skip running any tests that contain benchmarks [2]. -1 disables the limit."
    )
    assert split_sentences(text) == [
        "`--benchmark-compare-fail=min:5%` will make the suite fail [1].",
        "--benchmark-skip: Skip running any tests that contain benchmarks [2].",
        "-1 disables the limit.",
    ]


def test_a_dash_inside_brackets_a_code_span_or_after_a_spaced_dash_stays_in_its_sentence() -> None:
    for text in (
        "A config file can come from a command line arg (eg. -c path/to/config.txt) instead.",
        "Run `make all. -j4` to build it.",
        "Pick one. - or the other.",
        "See e.g. --verbose for more.",
    ):
        assert split_sentences(text) == [text]
