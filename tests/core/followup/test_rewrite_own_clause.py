"""irw12: a pronoun opening a clause after a phrase of its own sentence that agrees with it in
number stands for that phrase, so the decision's output leaves it as said; a pronoun inside its
clause, and the earlier turns the resolver rewrites, still point at the thread (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history
from core.followup.antecedent import points_inside
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

# A one-turn history: the opening post of an issue, user turns only.
POST = [
    {
        "role": "user",
        "content": "Export the release notes as a file. The release workflow builds binaries for every platform, "
        "and we would like the notes attached too.",
    }
]
STATEMENT = "The build script already writes the changelog, it just needs to be uploaded with the binaries."


def test_an_it_after_the_message_own_clause_is_left_as_said() -> None:
    d = decide_history(STATEMENT, POST, context="shipkit")
    assert d.is_followup, d.reasoning
    assert "changelog, it just needs" in d.standalone, d.standalone
    assert d.standalone.endswith("in shipkit."), d.standalone


def test_a_they_after_an_agreeing_plural_is_left_as_said() -> None:
    d = decide_history("I have tried the three new flags, and they all work with the nightly build.", POST, context="shipkit")
    assert "and they all work" in d.standalone, d.standalone


def test_a_pronoun_inside_its_own_clause_still_names_the_thread() -> None:
    d = decide_history("Why did the maintainers remove it?", POST, context="shipkit")
    assert d.standalone.startswith("Why did the maintainers remove shipkit"), d.standalone


def test_an_earlier_turn_keeps_the_substitution_the_models_were_fitted_on() -> None:
    thread = thread_from_history([*POST, {"role": "user", "content": STATEMENT}], resolver(), "shipkit")
    assert "changelog, shipkit just needs" in thread.exchanges[-1].standalone


@pytest.mark.parametrize(
    ("question", "pronoun", "inside"),
    [
        ("CommonJS version can't work because it forces ESM", "it", True),  # a name's capital S is no plural
        ("The docs say it is supported", "it", False),  # the nearest phrase is plural
        ("Nice, it works", "it", False),  # no clause before the comma
        ("Thanks. Does it work on Windows?", "it", False),  # another sentence
    ],
)
def test_agreement_and_clause_decide_the_reading(question: str, pronoun: str, inside: bool) -> None:
    assert points_inside(question, pronoun) is inside
