"""irw6: a maintainer's "we" in a tracker is the project, named there (examples written here)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.followup import decide_history
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
        ("I think we should treat sections as symmetric.", "I think tilemaker should treat sections as symmetric."),
        ("We won't implement a second parser.", "tilemaker won't implement a second parser."),
        # The verb next to "we" agrees with the name, before or after it.
        ("Do we have a roadmap?", "Does tilemaker have a roadmap?"),
        ("Sadly we are not planning a Windows build.", "Sadly tilemaker is not planning a Windows build."),
        ("Right now we don't ship a Flatpak.", "Right now tilemaker doesn't ship a Flatpak."),
        ("We have a nightly build for that.", "tilemaker has a nightly build for that."),
        ("WE ARE NOT planning it.", "tilemaker IS NOT planning it."),
        # After a modal or another auxiliary the verb keeps its base form.
        ("What can we do about slow builds?", "What can tilemaker do about slow builds?"),
        ("Did we have a release in May?", "Did tilemaker have a release in May?"),
        # The contractions say their verb.
        ("we'll look at it next release.", "tilemaker will look at it next release."),
        ("Maybe we’re missing a flag?", "Maybe tilemaker is missing a flag?"),
        ("I guess we've never tested ARM.", "I guess tilemaker has never tested ARM."),
        # A plain present verb after "we", or after one adverb, agrees too (irw7).
        ("Right now we need a fix for ARM.", "Right now tilemaker needs a fix for ARM."),
        ("We already use CMake.", "tilemaker already uses CMake."),
        ("If we fix the parser first, is the crash gone?", "If tilemaker fixes the parser first, is the crash gone?"),
        ("Maybe we try a smaller tile size?", "Maybe tilemaker tries a smaller tile size?"),
        ("We still don't ship a Flatpak.", "tilemaker still doesn't ship a Flatpak."),
        ("WE NEED a release.", "tilemaker NEEDS a release."),
        ("Then we go with option B.", "Then tilemaker goes with option B."),
        # ... but never a past form, a word off the verb list, or a verb after a modal.
        ("we used the old parser for years.", "tilemaker used the old parser for years."),
        ("we set it in the config.", "tilemaker set it in the config."),
        ("we all agree on that.", "tilemaker all agree on that."),
        ("How can we use the Lua profile?", "How can tilemaker use the Lua profile?"),
        # "we'd" before a past participle is "had", else "would".
        ("I guess we'd seen that crash before.", "I guess tilemaker had seen that crash before."),
        ("we'd already tested it on ARM.", "tilemaker had already tested it on ARM."),
        ("we'd need a second parser.", "tilemaker would need a second parser."),
        # Only the first "we"; "us" stays, and the "our" after the name is its (irw8).
        ("We can add it if our tests pass and we agree.", "tilemaker can add it if its tests pass and we agree."),
        ("We can add it if you tell us.", "tilemaker can add it if you tell us."),
        # A "we" in code, a link or an address is nobody speaking: the first spoken one is named, else none.
        ("Should the `we` flag be set?", "Should the `we` flag be set in tilemaker?"),
        ("Is ``we = 1`` valid?", "Is ``we = 1`` valid in tilemaker?"),
        ("The config says:\n```\n# we set it here\n```\nDo we need more?", "The config says:\n```\n# we set it here\n```\nDoes tilemaker need more?"),
        ("Is https://example.org/?by=we the same bug?", "Is https://example.org/?by=we the same bug in tilemaker?"),
        ("I wrote to we@example.org, any answer?", "I wrote to we@example.org, any answer in tilemaker?"),
    ],
)
def test_a_we_in_a_tracker_is_named_by_the_project(tracker: Thread, question: str, standalone: str) -> None:
    assert placed(question, tracker) == standalone


def test_a_text_naming_the_project_keeps_its_we(tracker: Thread) -> None:
    assert placed("We should release tilemaker 2.0 soon.", tracker) == "We should release tilemaker 2.0 soon."


def test_a_text_without_we_is_placed_as_before(tracker: Thread) -> None:
    assert placed("Is there a roadmap?", tracker) == "Is there a roadmap in tilemaker?"


def test_an_earlier_turn_keeps_its_we_as_the_models_were_fitted(tracker: Thread) -> None:
    earlier = replace(tracker, earlier_turn=True)
    assert placed("I think we should treat sections as symmetric.", earlier) == (
        "I think we should treat sections as symmetric in tilemaker."
    )


def test_the_decision_names_the_project_for_we() -> None:
    d = decide_history("I think we should treat sections as symmetric when a comma is in the notation.", TRACKER, context="tilemaker")
    assert d.is_followup, d.reasoning
    assert " we " not in f" {d.standalone.lower()} ", d.standalone
    assert "tilemaker should treat" in d.standalone, d.standalone


def test_without_a_context_we_stays() -> None:
    d = decide_history("I think we should treat sections as symmetric when a comma is in the notation.", TRACKER)
    assert "tilemaker" not in d.standalone.lower()
