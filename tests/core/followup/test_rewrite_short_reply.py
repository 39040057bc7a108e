"""irw8: a short reply in a tracker's thread is about the issue, which its title names (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

# A one-turn history: the opening post of an issue, user turns only.
POST = [
    {
        "role": "user",
        "content": "Tiles render blank on zoom level 3 with the WMTS source. Since 2.1 the map shows grey squares "
        "for every tile above zoom 2; downgrading fixes it.",
    }
]


def test_a_short_reply_in_a_tracker_names_the_issue_title() -> None:
    d = decide_history("tried on nightly build?", POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert '"Tiles render blank on zoom level 3 with the WMTS source"' in d.standalone, d.standalone
    assert "tilekit" in d.standalone.lower()
    assert d.standalone.endswith("?")


def test_a_longer_reply_is_not_given_the_title() -> None:
    # irw11: restated as registered ("did you try it on ..." names three things and "it" is read as the
    # project, which is now titled); a reply naming five things of its own still is not.
    d = decide_history("did you try the nightly build of the WMTS renderer from last week?", POST, context="tilekit")
    assert "Tiles render blank" not in d.standalone, d.standalone


def test_a_short_reply_without_a_known_context_is_not_given_the_title() -> None:
    d = decide_history("tried on nightly build?", POST)
    assert "WMTS source" not in d.standalone


def test_a_status_report_already_naming_the_title_names_it_once() -> None:
    history = [{"role": "user", "content": "Tiles render blank on zoom 3. Since 2.1 the map shows grey squares."}]
    d = decide_history("Fixed in 2.1.4", history, context="tilekit")
    assert d.standalone.count("Tiles render blank on zoom 3") == 1, d.standalone


# irw10: a reply of any length that names at most two things of its own, and neither the project
# nor the issue, leaves the reader without the subject the opening post's title says.
UNCLEAR = "I really do not understand why that happens."
CHAT = [{"role": "user", "content": "I set the cache size to 2 GB but memory keeps growing."}]


def test_a_reply_naming_little_of_its_own_names_the_issue_title() -> None:
    d = decide_history(UNCLEAR, POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert '"Tiles render blank on zoom level 3 with the WMTS source"' in d.standalone, d.standalone


def test_a_reply_referring_to_the_project_is_not_given_the_title() -> None:
    d = decide_history("Is this library still maintained?", POST, context="tilekit")
    assert "WMTS source" not in d.standalone, d.standalone


def test_a_chat_opening_on_a_first_person_report_lends_no_title() -> None:
    d = decide_history(UNCLEAR, CHAT, context="tilekit")
    assert "cache size" not in d.standalone, d.standalone


def test_an_earlier_turn_naming_little_is_not_given_the_title() -> None:
    thread = thread_from_history([*POST, {"role": "user", "content": UNCLEAR}], resolver(), "tilekit")
    assert "WMTS source" not in thread.exchanges[-1].standalone


# irw11: a reply naming three things of its own still leaves the issue's subject to the title; so
# does one of up to five whose pointing word the ranker could resolve only to the project itself
# ("Could it be caused by ..." -> "Could tilekit be caused ...": the project named, not the issue).
TITLE = '"Tiles render blank on zoom level 3 with the WMTS source"'


def test_a_reply_naming_three_things_of_its_own_names_the_issue_title() -> None:
    d = decide_history("Could the corporate proxy settings matter here?", POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert TITLE in d.standalone, d.standalone


def test_a_pointing_word_only_the_project_resolves_names_the_issue_title() -> None:
    d = decide_history("Could it be caused by the proxy settings on my laptop?", POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert TITLE in d.standalone, d.standalone


def test_a_reply_naming_five_things_of_its_own_is_not_given_the_title() -> None:
    d = decide_history("did you try the nightly build of the WMTS renderer from last week?", POST, context="tilekit")
    assert "Tiles render blank" not in d.standalone, d.standalone


def test_an_earlier_turn_pointing_at_the_project_is_not_given_the_title() -> None:
    asked = "Could it be caused by the proxy settings on my laptop?"
    thread = thread_from_history([*POST, {"role": "user", "content": asked}], resolver(), "tilekit")
    assert "Tiles render blank" not in thread.exchanges[-1].standalone


# irw12: a reply of any length whose rewrite says none of the title's subject words, and at most one
# subject word the thread has said, carries no trace of what the issue is about: the title says it.
# Not when it goes on in the thread's own words, nor when it asks for something of its own.
def test_a_reply_saying_nothing_of_the_issue_or_the_thread_names_the_issue_title() -> None:
    d = decide_history("Could the corporate firewall block downloads from the mirror server?", POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert TITLE in d.standalone, d.standalone


@pytest.mark.parametrize(
    "reply",
    [
        "Did the grey squares go away after downgrading to the old version?",  # three words the thread said
        "Are there any plans to support a dark theme for the settings page?",  # a request of its own
    ],
)
def test_a_reply_in_the_threads_words_or_asking_for_its_own_is_not_given_the_title(reply: str) -> None:
    d = decide_history(reply, POST, context="tilekit")
    assert "Tiles render blank" not in d.standalone, d.standalone


def test_an_earlier_turn_saying_nothing_of_the_thread_is_not_given_the_title() -> None:
    asked = "Could the corporate firewall block downloads from the mirror server?"
    thread = thread_from_history([*POST, {"role": "user", "content": asked}], resolver(), "tilekit")
    assert "Tiles render blank" not in thread.exchanges[-1].standalone


# irev34: an opening post addressed to people ("<@U0ABC> @channel Tiles render blank ...") lends its
# title without the mentions: the standalone question addresses nobody.
ADDRESSED = [{"role": "user", "content": "<@U0ABC> @channel Tiles render blank on zoom level 3. The map shows grey squares."}]


@pytest.mark.parametrize("reply", ["tried on nightly build?", "Could the corporate firewall block downloads from the mirror server?"])
def test_the_title_an_addressed_opening_post_lends_carries_no_mention(reply: str) -> None:
    d = decide_history(reply, ADDRESSED, context="tilekit")
    assert '("Tiles render blank on zoom level 3")' in d.standalone, d.standalone
    assert "@" not in d.standalone, d.standalone
