"""Release notes rank below the pages that explain a feature, unless the question asks about versions."""

from __future__ import annotations

from core.research.extractive import _intent_boost, _is_changelog
from core.research.passages import gather
from core.sources.base import Hit

NOTES = Hit(id="1", source="corpus", title="Flask", heading="Version 2.0.1", path="flask/CHANGES.rst", text="Fix the session cookie.")
GUIDE = Hit(id="2", source="corpus", title="Flask", heading="Sessions", path="flask/docs/quickstart.rst", text="The session cookie is signed.")
NEWS = Hit(id="3", source="corpus", title="Flask", heading="Sessions", path="flask/docs/news.rst", text="The session cookie is new.")


def test_a_place_is_read_as_release_notes_by_its_heading_or_its_path() -> None:
    # Asked in turns, as the writer asks for every sentence of every passage: each place
    # keeps its own answer (the same title and heading with another path is another place).
    for _ in range(2):
        assert [_is_changelog(h) for h in (NOTES, GUIDE, NEWS)] == [True, False, True]


def test_release_notes_lose_their_bonus_unless_the_question_is_about_versions() -> None:
    candidates = gather([NOTES, GUIDE]).candidates
    notes = next(c for c in candidates if c.hit.id == "1")
    guide = next(c for c in candidates if c.hit.id == "2")
    how = _intent_boost("how is the session cookie signed?", ["howto"])
    since = _intent_boost("since which version is the session cookie signed?", ["howto"])
    assert how(notes) < how(guide)
    assert since(notes) > how(notes)
