"""An "it" that stands for nothing is no pronoun (ifu37's candidate E, twenty-second pass; kept in the twenty-third, ifu38; examples written here)."""

from __future__ import annotations

import pytest

from core.followup.cues import evidence
from core.followup.features import FEATURES, features
from core.followup.thread import thread_from_history

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
