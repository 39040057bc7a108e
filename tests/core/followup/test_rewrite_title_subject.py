"""irw13: in a tracker the issue's title says what a reply is about — a title of up to sixteen words is
lent in the decision's output, and a gap the ranker would fill with a bare "of <phrase>" is left to the
title (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import antecedent, decide_history
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

# An opening post whose first sentence (the title) has fourteen words.
LONG_TITLE = "Tiles render blank on zoom level 3 with the WMTS source on cold caches"
POST = [{"role": "user", "content": f"{LONG_TITLE}. Since 2.1 the map shows grey squares; downgrading fixes it."}]


def test_a_title_of_fourteen_words_is_lent_to_a_short_reply() -> None:
    d = decide_history("tried on nightly build?", POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert f'("{LONG_TITLE}")' in d.standalone, d.standalone


def test_an_earlier_turn_keeps_the_twelve_word_title_limit() -> None:
    # Earlier turns keep the text the models were fitted on.
    thread = thread_from_history([*POST, {"role": "user", "content": "tried on nightly build?"}], resolver(), "tilekit")
    assert "Tiles render blank" not in thread.exchanges[-1].standalone, thread.exchanges[-1].standalone


SHORT_POST = [{"role": "user", "content": "Tiles render blank on zoom level 3. Since 2.1 the map shows grey squares."}]


@pytest.fixture
def ranker_picks_a_phrase(monkeypatch: pytest.MonkeyPatch) -> None:
    """The ranker's choice fixed to a phrase of the thread that is not the project."""
    monkeypatch.setattr(antecedent, "best", lambda question, thread, pronoun=None, model=None: "the grey squares")


@pytest.mark.usefixtures("ranker_picks_a_phrase")
def test_a_gap_filled_with_a_bare_of_phrase_is_left_to_the_title() -> None:
    d = decide_history("Great idea!", SHORT_POST, context="tilekit")
    assert d.is_followup, d.reasoning
    assert " of the grey squares" not in d.standalone, d.standalone
    assert d.standalone == 'Great idea in tilekit ("Tiles render blank on zoom level 3")!', d.standalone


@pytest.mark.usefixtures("ranker_picks_a_phrase")
def test_without_a_known_context_the_gap_is_still_filled() -> None:
    d = decide_history("Great idea!", SHORT_POST)
    assert "of the grey squares" in d.standalone, d.standalone


@pytest.mark.usefixtures("ranker_picks_a_phrase")
def test_a_pointing_word_is_still_replaced_by_the_phrase() -> None:
    d = decide_history("Is it still broken?", SHORT_POST, context="tilekit")
    assert "grey squares still broken" in d.standalone, d.standalone
