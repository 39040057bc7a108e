"""irw14: a position ("the first two", "the first one") in a reply to an issue body of several
sentences keeps its words: the "X and Y" of that body's prose are no options anyone offered,
so the decision's output picks none of them; a comparison the user asks in one sentence
("Postgres or MySQL ...?") still gives the position its item; earlier turns the resolver
rewrites keep the reading the models were fitted on (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

# A one-turn history: an issue's opening post whose prose coordinates "the logo and the website".
POST = [
    {
        "role": "user",
        "content": "Add a high-contrast theme. The current palette was chosen to match the logo and the website. "
        "Several readers with low vision asked for stronger contrast in charts and tables.",
    }
]


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("I would keep the first two and replace the rest.", "keep the first two"),
        ("Could the first one stay as it is?", "Could the first one stay"),
    ],
)
def test_a_position_after_an_issue_body_keeps_its_words(question: str, kept: str) -> None:
    d = decide_history(question, POST, context="chartkit")
    assert d.is_followup and d.kind == "position", d.reasoning
    assert kept in d.standalone and "logo" not in d.standalone, d.standalone


def test_a_one_sentence_comparison_still_gives_the_position_its_item() -> None:
    asked = [{"role": "user", "content": "Postgres or MySQL for the audit log?"}]
    answered = [*asked, {"role": "assistant", "content": "Both work; Postgres has richer JSON support and MySQL is simpler to run."}]
    for history in (asked, answered):
        d = decide_history("does the second one support row-level security?", history)
        assert d.standalone == "Does MySQL support row-level security?", d.standalone


def test_an_earlier_turn_keeps_the_reading_the_models_were_fitted_on() -> None:
    thread = thread_from_history([*POST, {"role": "user", "content": "Could the first one stay as it is?"}], resolver(), "chartkit")
    assert "logo" in thread.exchanges[-1].standalone, thread.exchanges[-1].standalone
