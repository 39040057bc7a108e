"""irw16: in a project's tracker a reply's pointing word stands for the project (and, where the
existing rules lend it, the issue's title), not for a phrase the ranker picks from the thread's
words; a reply that names the project itself, a thread with no known place, and the earlier turns
keep the ranker's phrase (examples written here)."""

from __future__ import annotations

from core.followup import decide_history
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

# The opening post asks a question, so it lends no title: the project alone is named.
ASKED = [
    {
        "role": "user",
        "content": (
            "Tilekit for Apple M1 and later GPUs? Not looked at the details, but could that work? "
            "Can provide ssh access to a test machine."
        ),
    }
]
TITLED = [
    {
        "role": "user",
        "content": (
            "Background colors do not show up. Background colors for elements such as div do not show up. "
            "Was able to reproduce this in the playground as well."
        ),
    }
]


def test_a_bare_this_in_a_tracker_stands_for_the_project_not_a_thread_phrase() -> None:
    d = decide_history("Also does this make nvtop and gpu-burn run on AMD GPUs?", ASKED, context="tilekit")
    assert d.is_followup, d.reasoning
    assert "test machine" not in d.standalone, d.standalone
    assert d.standalone == "Does Tilekit make nvtop and gpu-burn run on AMD GPUs?", d.standalone


def test_with_no_known_place_the_ranker_still_picks_the_thread_phrase() -> None:
    d = decide_history("Also does this make nvtop and gpu-burn run on AMD GPUs?", ASKED)
    assert d.is_followup, d.reasoning
    assert d.standalone == "Does test machine make nvtop and gpu-burn run on AMD GPUs?", d.standalone


def test_a_reply_naming_the_project_keeps_the_rankers_phrase() -> None:
    d = decide_history("It has nothing to do with `Tilekit` but with your styles.", TITLED, context="tilekit")
    assert d.is_followup, d.reasoning
    assert not d.standalone.startswith("Tilekit"), d.standalone
    assert d.standalone.startswith("Background colors has nothing to do with `Tilekit`"), d.standalone


def test_an_earlier_turn_keeps_the_rankers_phrase_the_models_were_fitted_on() -> None:
    reply = {"role": "user", "content": "Also does this make nvtop and gpu-burn run on AMD GPUs?"}
    thread = thread_from_history([*ASKED, reply], resolver(), "tilekit")
    assert thread.exchanges[-1].standalone == "Does test machine make nvtop and gpu-burn run on AMD GPUs in Tilekit?"
