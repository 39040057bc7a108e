"""irw13: a "back to" (or "at the start", "from earlier") inside a clause of the message's own
reaches back to nothing, so the decision's output keeps the whole message instead of the words
after it; a reach back said as the message's opening, set off by a dash or colon, or ending it
is still resolved against the turn it names; earlier turns the resolver rewrites keep the
reading the models were fitted on (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history
from core.followup.pipeline import resolver
from core.followup.rewrite import reaches_back
from core.followup.thread import thread_from_history

# A one-turn history: the opening post of an issue, user turns only.
POST = [
    {
        "role": "user",
        "content": "Printing the guide breaks images across pages. The print stylesheet ignores page breaks, "
        "so every long figure is cut in two.",
    }
]


def test_a_back_to_inside_the_message_own_clause_keeps_the_whole_message() -> None:
    d = decide_history("We can come back to this later.", POST, context="printguide")
    assert d.is_followup, d.reasoning
    assert d.standalone.startswith("We can come back to"), d.standalone


def test_a_quoted_back_to_label_keeps_the_request_before_it() -> None:
    d = decide_history("Add a universal 'Back to top' link after four screens of scrolling.", POST, context="printguide")
    assert d.standalone.startswith("Add a universal 'Back to top' link"), d.standalone


def test_a_reach_back_opening_the_message_is_still_resolved() -> None:
    d = decide_history("going back to the start, does the stylesheet support landscape pages?", POST, context="printguide")
    assert not d.standalone.lower().startswith("going back"), d.standalone


def test_an_earlier_turn_keeps_the_reading_the_models_were_fitted_on() -> None:
    thread = thread_from_history([*POST, {"role": "user", "content": "We can come back to this later."}], resolver(), "printguide")
    assert not thread.exchanges[-1].standalone.startswith("We can come back"), thread.exchanges[-1].standalone


@pytest.mark.parametrize(
    ("question", "reach", "reaches"),
    [
        ("back to the first thing you compared — does atlas do change streams?", "back to", True),  # the opening
        ("OK, going back to the start, does Pulumi support Python 3.12?", "going back to", True),  # after an opener
        ("the spend breakdown from before — which account was it in?", "from before", True),  # set off by a dash
        ("what was the second phase called again", "called again", True),  # ends the message
        ("It falls back to WebP if AVIF isn't supported.", "back to", False),  # a clause of its own
        ("I had the same doubt at the beginning, but it's in the spec.", "at the beginning", False),
    ],
)
def test_where_the_reach_stands_decides_whether_it_reaches_back(question: str, reach: str, reaches: bool) -> None:
    assert reaches_back(question, reach) is reaches
