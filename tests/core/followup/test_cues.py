"""What the cues read a message as pointing at (examples written here).

An "it" that stands for nothing is no pronoun (ifu37's candidate E, twenty-second pass; kept in
the twenty-third, ifu38). A bracketed number cites a source only after an answer gave sources
(ifu39, twenty-third pass, round 2).
"""

from __future__ import annotations

import pytest

from core.followup.cues import evidence
from core.followup.features import FEATURES, features
from core.followup.thread import Thread, thread_from_history

THREAD = thread_from_history(
    [
        {"role": "user", "content": "How do I make npm installs reproducible in CI?"},
        {"role": "assistant", "content": "Commit the lockfile and install with `npm ci`, which fails when it disagrees with package.json [1]."},
    ]
)


@pytest.mark.parametrize(
    "message",
    [
        "It's likely that the two registries resolve ranges differently.",
        "It is important to pin the Node version as well.",
        "A shared cache makes it possible to skip most downloads.",
        "Pinning the image will make it easier to compare builds.",
        "It was a cold rainy morning when the alarm fired.",
    ],
)
def test_an_it_that_stands_for_nothing_is_no_pronoun(message: str) -> None:
    pro, con = evidence(message, THREAD)
    assert not [c for c in pro if c.kind == "pronoun"], [c.why for c in pro]
    assert dict(zip(FEATURES, features(message, THREAD, pro, con)))["points_back"] == 0.0


@pytest.mark.parametrize(
    "message",
    [
        "It is fixed in the nightly build.",
        "Does it make the install slower?",
        "It would be nice to cache it too.",
    ],
)
def test_an_it_that_can_stand_for_the_threads_subject_stays_a_pronoun(message: str) -> None:
    pro, _ = evidence(message, THREAD)
    assert [c for c in pro if c.kind == "pronoun"], [c.why for c in pro]


# An issue's title and nothing answered yet: the user's own turns only.
USER_ONLY = thread_from_history([{"role": "user", "content": "Add a .mailmap file for git shortlog"}])


def _cited(message: str, thread: Thread) -> list[str]:
    pro, _ = evidence(message, thread)
    return [c.referent for c in pro if c.kind == "position" and c.data.get("noun") == "source"]


@pytest.mark.parametrize(
    "message",
    [
        "Git can coalesce commits by the same person in the shortlog through a .mailmap file [1].",
        'The pattern "^[01]+$" matches binary strings only.',
    ],
)
def test_a_bracketed_number_before_any_answer_cites_nothing(message: str) -> None:
    assert _cited(message, USER_ONLY) == []


@pytest.mark.parametrize("message", ["How reliable is [3], it's a vendor", "What does [1] say about shortlog?"])
def test_a_bracketed_number_after_an_answer_cites_its_source(message: str) -> None:
    assert _cited(message, THREAD) != []
