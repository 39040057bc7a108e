"""irw8: a short reply in a tracker's thread is about the issue, which its title names (examples written here)."""

from __future__ import annotations

from core.followup import decide_history

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
