"""irw8: a short reply in a tracker's thread is about the issue, which its title names (examples written here)."""

from __future__ import annotations

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
    d = decide_history("did you try it on the nightly build from last week?", POST, context="tilekit")
    assert "WMTS source" not in d.standalone


def test_a_short_reply_without_a_known_context_is_not_given_the_title() -> None:
    d = decide_history("tried on nightly build?", POST)
    assert "WMTS source" not in d.standalone


def test_a_status_report_already_naming_the_title_names_it_once() -> None:
    history = [{"role": "user", "content": "Tiles render blank on zoom 3. Since 2.1 the map shows grey squares."}]
    d = decide_history("Fixed in 2.1.4", history, context="tilekit")
    assert d.standalone.count("Tiles render blank on zoom 3") == 1, d.standalone


# irw9: a longer reply that names at most two subject words of its own says as little of what it
# is about as a short one; the title is added in the decision's output only.
def test_a_reply_with_at_most_two_subject_words_names_the_issue_title() -> None:
    d = decide_history("I really do not understand why that happens.", POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert '"Tiles render blank on zoom level 3 with the WMTS source"' in d.standalone, d.standalone
    assert "tilekit" in d.standalone.lower()
    assert d.standalone.endswith("."), d.standalone


def test_a_longer_reply_with_more_subject_words_is_not_given_the_title() -> None:
    d = decide_history("Sorry, the nightly build from last week still shows grey tiles.", POST, context="tilekit")
    assert "WMTS source" not in d.standalone, d.standalone


def test_an_earlier_turn_with_few_subject_words_keeps_its_text() -> None:
    history = [
        *POST,
        {"role": "assistant", "content": "Does it happen with the WMS source too?"},
        {"role": "user", "content": "I really do not understand why that happens."},
    ]
    thread = thread_from_history(history, resolver(), "tilekit")
    assert "WMTS source" not in thread.exchanges[-1].standalone, thread.exchanges[-1].standalone
