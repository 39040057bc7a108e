"""Sixteenth pass (ifu20): rewrites in a tracker's thread (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history
from core.followup.cues import evidence, primary_kind
from core.followup.rewrite import _title, placed, rewrite
from core.followup.thread import thread_from_history

OPENING = [
    {"role": "user", "content": "[Feature Request] Chromecast Support. It would be great to cast the queue to a TV."},
    {"role": "assistant", "content": "Not planned for now, sorry."},
]


@pytest.mark.parametrize(
    ("context", "place"),
    [
        ("typora-issues", "typora"),
        ("FanControl.Releases", "FanControl"),
        ("octarine-feedback", "octarine"),
        # A project whose own name ends in such a word keeps it.
        ("workout-tracker", "workout-tracker"),
        ("issues", "issues"),
    ],
)
def test_a_tracker_repository_is_named_by_its_project(context: str, place: str) -> None:
    thread = thread_from_history(OPENING, context=context)
    assert thread.place_name == place


def test_the_project_of_a_tracker_is_spelt_as_the_thread_spells_it() -> None:
    history = [{"role": "user", "content": "Typora has no spell check for German."}, {"role": "assistant", "content": "Noted."}]
    thread = thread_from_history(history, context="typora-issues")
    assert placed("Could it install more dictionaries?", thread) == "Could it install more dictionaries in Typora?"
    # Said already, by the project's name: nothing attached.
    assert placed("Could Typora install more dictionaries?", thread) == "Could Typora install more dictionaries?"


@pytest.mark.parametrize(
    ("opening", "title"),
    [
        ("[Feature Request] Chromecast Support. It would be great ...", "Chromecast Support"),
        ("Feature request: Underline for Spell Checker. I made a spell checker", "Underline for Spell Checker"),
        ("v1.8.5 settings are stored in AppData\nThe portable version ...", "v1.8.5 settings are stored in AppData"),
        # A question is asked, not a title; a long first sentence is a post's body.
        ("How do I cast the queue? I tried ...", None),
        ("When I open the settings page with a lot of accounts configured the whole window freezes for a minute or more.", None),
    ],
)
def test_the_issue_title_is_the_opening_turns_short_first_sentence(opening: str, title: str | None) -> None:
    thread = thread_from_history([{"role": "user", "content": opening}, {"role": "assistant", "content": "ok"}], context="x")
    assert _title(thread) == title


def test_this_feature_in_a_tracker_names_the_issue_title() -> None:
    d = decide_history("so this feature will not be implemented?", OPENING, context="pixelplayer")
    assert d.is_followup, d.reasoning
    assert '"Chromecast Support"' in d.standalone
    assert "pixelplayer" in d.standalone.lower()


def test_this_feature_without_a_context_is_left_to_the_ranker() -> None:
    d = decide_history("so this feature will not be implemented?", OPENING)
    assert "Chromecast Support" not in d.standalone


def test_a_correction_after_a_long_opening_post_is_not_spliced_into_it() -> None:
    post = (
        "There's something off with how it calculates this week's number and this week's year. According to "
        "the ISO week date Wikipedia article, week 2025-W52 is from Monday 22 Dec to Sunday 28 Dec 2025."
    )
    thread = thread_from_history([{"role": "user", "content": post}], context="periodic-notes")
    question = "I believe the week numbers are US and not ISO."
    pro, _ = evidence(question, thread)
    assert primary_kind(pro) == "correction"
    out = rewrite(question, thread, pro, "correction")
    assert out.startswith("I believe the week numbers are US and not ISO"), out
    assert "Wikipedia" not in out


# Eighteenth pass (irw7): a maintainer's bare status report is about the issue's subject.
@pytest.mark.parametrize(
    ("message", "standalone"),
    [
        ("Fixed in v3.0.0.", '"Chromecast Support" is fixed in v3.0.0 in pixelplayer.'),
        ("done (1.0.177)", '"Chromecast Support" is done (1.0.177) in pixelplayer?'),
        ("Added in #420 by @nkapila6", '"Chromecast Support" is added in #420 by @nkapila6 in pixelplayer?'),
    ],
)
def test_a_bare_status_report_in_a_tracker_names_the_issue_title(message: str, standalone: str) -> None:
    d = decide_history(message, OPENING, context="pixelplayer")
    assert d.is_followup, d.reasoning
    assert d.standalone == standalone


def test_a_status_word_with_an_object_of_its_own_reports_something_else() -> None:
    d = decide_history("Added a plugin that lists the components in a0982.", OPENING, context="pixelplayer")
    # irw12: restated as registered — the reply says nothing of the issue or the thread, so the title
    # may follow in parentheses; it is still no status report said of the title.
    assert not d.standalone.startswith('"Chromecast Support"'), d.standalone
    assert d.standalone.startswith("Added a plugin that lists the components in a0982"), d.standalone


def test_a_status_report_without_a_known_context_names_no_title() -> None:
    d = decide_history("Fixed in v3.0.0.", OPENING)
    assert "Chromecast Support" not in d.standalone
