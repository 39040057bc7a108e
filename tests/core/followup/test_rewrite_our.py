"""irw8: a maintainer's "our" in a tracker is the project's, said there (examples written here)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.followup.rewrite import placed
from core.followup.thread import Thread, thread_from_history

TRACKER = [
    {"role": "user", "content": "Sections in the method file are read as asymmetric."},
    {"role": "assistant", "content": "Thanks for the report, looking into it."},
]


@pytest.fixture
def tracker() -> Thread:
    return thread_from_history(TRACKER, context="tilemaker")


@pytest.mark.parametrize(
    ("question", "standalone"),
    [
        # Unnamed before it, "our" is the project's possessive, and no "in <name>" is attached.
        ("Most of our shell scripts use strict mode.", "Most of tilemaker's shell scripts use strict mode."),
        ("Our CI is red on ARM.", "tilemaker's CI is red on ARM."),
        ("Would that break OUR build?", "Would that break tilemaker's build?"),
        # Once the "we" before it is named, "our" is "its".
        ("We should keep our dependency list short.", "tilemaker should keep its dependency list short."),
        ("Our docs say we support ARM.", "tilemaker's docs say tilemaker supports ARM."),
        # "its" is capitalised only where it opens a sentence, not for an "OUR" said loudly.
        ("We must fix OUR build first.", "tilemaker must fix its build first."),
        ("We broke it. Our CI is red.", "tilemaker broke it. Its CI is red."),
        # Only the first "our"; "ours" and "us" stay.
        ("Our tests and our docs disagree.", "tilemaker's tests and our docs disagree."),
        ("Is that bug ours or upstream's?", "Is that bug ours or upstream's in tilemaker?"),
        # An "our" in code, a link or an address is nobody speaking.
        ("Should the `our` flag be set?", "Should the `our` flag be set in tilemaker?"),
        ("Should the ``our`` flag be set?", "Should the ``our`` flag be set in tilemaker?"),
        ("Is https://example.org/our/page the same bug?", "Is https://example.org/our/page the same bug in tilemaker?"),
    ],
)
def test_an_our_in_a_tracker_is_the_projects(tracker: Thread, question: str, standalone: str) -> None:
    assert placed(question, tracker) == standalone


def test_a_name_ending_in_s_takes_an_apostrophe_alone() -> None:
    thread = thread_from_history(TRACKER, context="xmonad-contribs")
    assert placed("Our CI is red on ARM.", thread) == "xmonad-contribs' CI is red on ARM."


def test_a_text_naming_the_project_keeps_its_our(tracker: Thread) -> None:
    assert placed("Our tilemaker build is red.", tracker) == "Our tilemaker build is red."


def test_an_earlier_turn_keeps_its_our_as_the_models_were_fitted(tracker: Thread) -> None:
    earlier = replace(tracker, earlier_turn=True)
    assert placed("Most of our shell scripts use strict mode.", earlier) == (
        "Most of our shell scripts use strict mode in tilemaker."
    )


def test_a_short_name_said_before_the_our_makes_it_its() -> None:
    # `mentions` skips names under three letters ("fd"), but the "we" before was named all the same.
    thread = thread_from_history(TRACKER, context="fd")
    assert placed("We should keep our list short.", thread) == "fd should keep its list short."
