"""irw10: a bare "this" in a tracker stands for the issue, which its title names, in the decision's
output; the earlier turns the resolver rewrites keep what the models were fitted on (examples written here)."""

from __future__ import annotations

from core.followup import decide_history
from core.followup.pipeline import resolver
from core.followup.thread import thread_from_history

TITLE = "Convert source files from CRLF to LF endings"
# A one-turn history: the opening post of an issue, user turns only.
POST = [
    {
        "role": "user",
        "content": f"{TITLE}. Some files in the repository use Windows line endings, which makes diffs noisy on Linux.",
    }
]


def test_a_bare_this_in_a_tracker_names_the_issue_title() -> None:
    d = decide_history("This would be a killer feature.", POST, context="filekit")
    assert d.is_followup, d.reasoning
    assert d.standalone.startswith(f'"{TITLE}" would be a killer feature'), d.standalone
    assert "filekit" in d.standalone.lower()


def test_a_bare_this_as_an_object_names_the_issue_title() -> None:
    d = decide_history("did you find an answer for this?", POST, context="filekit")
    assert f'answer for "{TITLE}"' in d.standalone, d.standalone


def test_an_earlier_turn_with_a_bare_this_keeps_the_project_for_the_models() -> None:
    history = [*POST, {"role": "user", "content": "This would be a killer feature."}]
    thread = thread_from_history(history, resolver(), "filekit")
    assert thread.exchanges[-1].standalone == "Filekit would be a killer feature."


def test_a_bare_this_without_a_known_context_is_not_given_the_title() -> None:
    d = decide_history("This would be a killer feature.", POST)
    assert TITLE not in d.standalone, d.standalone


# irw14: the bare-"this" path lends the title under the same title guard `titled` asks, so a chat's
# first-person report is no title there either (irw13 saw it at the base).
FIRST_PERSON_POST = [
    {"role": "user", "content": "I set the cache size to 2 GB but memory keeps growing. It never stops."},
    {"role": "assistant", "content": "Which version are you on? The eviction fix landed in 1.4."},
]


def test_a_bare_this_under_a_first_person_report_names_the_project_not_the_report() -> None:
    d = decide_history("Will this work on a Raspberry Pi Zero?", FIRST_PERSON_POST, context="fastkv")
    assert d.is_followup, d.reasoning
    assert "I set the cache size" not in d.standalone, d.standalone
    assert d.standalone == "Will fastkv work on a Raspberry Pi Zero?", d.standalone


def test_a_bare_this_under_a_titled_post_still_names_the_title() -> None:
    d = decide_history("Will this work on a Raspberry Pi Zero?", POST, context="filekit")
    assert f'Will "{TITLE}" work on a Raspberry Pi Zero' in d.standalone, d.standalone
