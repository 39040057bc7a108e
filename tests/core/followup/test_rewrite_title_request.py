"""irw4: an issue's title worded as a request is written as the thing it asks for (examples written here)."""

from __future__ import annotations

from core.followup import decide_history


def _opening(title: str) -> list[dict[str, str]]:
    # A tracker's opening post: its title line, then the body.
    return [
        {
            "role": "user",
            "content": f"{title}\nIt would be great to sync the block list over WebDAV so that it follows me between my machines.",
        }
    ]


def test_a_short_reply_names_what_the_request_title_asks_for_without_its_verb() -> None:
    d = decide_history("any news?", _opening("Add WebDAV sync support"), context="blockhub")
    assert d.is_followup, d.reasoning
    assert '"WebDAV sync support"' in d.standalone, d.standalone
    assert "add" not in d.standalone.lower().split(), d.standalone


def test_this_feature_is_the_thing_the_request_title_asks_for() -> None:
    d = decide_history("Will this feature land in the next release?", _opening("Please add WebDAV sync support"), context="blockhub")
    assert d.is_followup, d.reasoning
    assert '"WebDAV sync support"' in d.standalone, d.standalone
    assert "please" not in d.standalone.lower(), d.standalone


def test_a_commit_tag_and_its_verb_are_dropped_from_the_title() -> None:
    d = decide_history("any news?", _opening("feat(sync): add WebDAV sync support"), context="blockhub")
    assert '"WebDAV sync support"' in d.standalone, d.standalone
    assert "feat" not in d.standalone.lower(), d.standalone


def test_a_title_that_names_a_problem_is_written_whole() -> None:
    d = decide_history("any news?", _opening("WebDAV sync fails after login"), context="blockhub")
    assert '"WebDAV sync fails after login"' in d.standalone, d.standalone
