"""irw5: a reply's "it" that the ranker gives to the project stands for the issue, which its title
names, in the decision's output, as irw10's bare "this"; earlier turns keep what the models were
fitted on (examples written here)."""

from __future__ import annotations

from core.followup import decide_history
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

TITLE = "Hard wrap"
# A one-turn history: the opening post of an issue, user turns only.
POST = [{"role": "user", "content": f"{TITLE}. Long lines in the editor never wrap, so paragraphs run off the screen."}]
ASKED = "There should be an option to enable it, along with a maximum column option."


def test_a_replys_it_given_to_the_project_names_the_issue_title() -> None:
    d = decide_history(ASKED, POST, context="markpad")
    assert d.is_followup, d.reasoning
    assert f'option to enable "{TITLE}", along with' in d.standalone, d.standalone
    assert "markpad" in d.standalone.lower()


def test_an_earlier_turn_with_the_it_keeps_the_project_for_the_models() -> None:
    history = [*POST, {"role": "user", "content": ASKED}]
    thread = thread_from_history(history, resolver(), "markpad")
    assert TITLE not in thread.exchanges[-1].standalone


def test_the_it_without_a_known_context_is_not_given_the_title() -> None:
    assert TITLE not in decide_history(ASKED, POST).standalone
