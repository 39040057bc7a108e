"""The decision reads a message's prose: links and pasted code blocks say where it points
and what it shows, not what it is about (eighteenth pass, ifu26). Examples written here."""

from __future__ import annotations

from core.followup import decide_history
from core.followup.prose import prose

CALENDAR_THREAD = [
    {"role": "user", "content": "Is there a way to start the week on Monday instead of Sunday?"},
]
LINK = "https://github.com/acme/weekview/pull/542"


def test_links_and_fenced_code_are_blanked_and_the_words_around_them_kept() -> None:
    assert prose(f"Closed by {LINK} today.") == "Closed by today."
    assert prose("The picker takes it:\n```js\nfirstDay: 1 // Monday\n```\nworks here.") == "The picker takes it: works here."
    assert prose("See www.example.org/calendar for the options") == "See for the options"


def test_an_unclosed_code_fence_is_blanked_to_the_end() -> None:
    assert prose("Try this:\n```\nweekStart: 1") == "Try this:"


def test_inline_code_is_prose_it_often_names_the_subject() -> None:
    assert prose("in `Makefile`s, you should use tabs") == "in `Makefile`s, you should use tabs"


def test_a_message_that_is_only_a_link_is_read_as_it_is() -> None:
    assert prose(LINK) == LINK


def test_a_link_does_not_move_the_decision() -> None:
    with_link = decide_history(f"Can try {LINK}", CALENDAR_THREAD)
    without = decide_history("Can try", CALENDAR_THREAD)
    assert with_link.score == without.score, (with_link.reasoning, without.reasoning)


def test_a_pasted_code_block_does_not_move_the_decision() -> None:
    snippet = "```js\n$('.selector').multiDatesPicker({ firstDay: 1 });\n```"
    with_code = decide_history(f"The datepicker options work here\n{snippet}", CALENDAR_THREAD)
    without = decide_history("The datepicker options work here", CALENDAR_THREAD)
    assert with_code.score == without.score, (with_code.reasoning, without.reasoning)


def test_a_reply_that_points_to_a_link_or_pastes_code_is_a_follow_up_and_keeps_them() -> None:
    # Read with its link or snippet, each of these read as a new subject (0.22 and 0.04
    # before the eighteenth pass).
    link = "https://developer.mozilla.org/en-US/docs/Web/CSS/color-adjust"
    snippet = "```js\n$('.selector').multiDatesPicker({ firstDay: 1 });\n```"
    for message, kept in ((f"Can try {link}", link), (f"The datepicker options work here\n{snippet}", "firstDay: 1")):
        d = decide_history(message, CALENDAR_THREAD)
        assert d.is_followup, d.reasoning
        assert kept in d.standalone


# Every character `str.isspace` knows below U+3001, and sre's `\s` (the same test).
_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029\u202f\u205f\u3000"


def test_prose_collapses_every_kind_of_whitespace_to_one_space() -> None:
    for space in _SPACES:
        text = f"{space}Why{space}{space}does it https://x.example/a fail?{space}"
        assert prose(text) == "Why does it fail?"
