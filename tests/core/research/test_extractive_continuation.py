"""What continues the lead sentence in the quick answer.

The sentences right after the lead usually finish its thought, but a
paragraph moves on: "The examples below show more of this." names nothing
the asker asked about and does not refer back to the lead, so the answer
stops there and leaves its room to sentences that answer.
"""

from __future__ import annotations

from core.research.extractive import question_terms
from core.research.passages import gather
from core.research.quotes import continuation
from core.research.sentences import score_candidates
from core.sources.base import Hit

INTERVALS_MD = """\
For example, `every(hours=2)` runs the task at midnight, two o'clock and so on.
The examples below show more of this.
Fields you leave out of an interval default to zero.
"""

REFERRING_MD = """\
Tasks sharing a lock file never run at the same time on one machine.
It is released when the process exits, even after a crash.
Network drives behave differently.
"""


def _continued(markdown: str, question: str) -> list[str]:
    hit = Hit(source="corpus", id="h1", title="tidewatch", heading="Intervals", path="tidewatch/docs/intervals.md", text=markdown, score=1.0)
    terms, _ = question_terms(question, [], {})
    candidates = gather([hit]).candidates
    score_candidates(candidates, terms)
    lead = min(candidates, key=lambda c: c.position)
    return [c.plain for c in continuation(sorted(candidates, key=lambda c: c.score, reverse=True), lead)]


def test_a_sentence_naming_nothing_asked_that_does_not_refer_back_ends_the_continuation() -> None:
    continued = _continued(INTERVALS_MD, "with every(hours=2), which value do the interval fields I leave out get?")
    assert continued == []


def test_a_sentence_referring_back_to_the_lead_continues_it_without_the_question_words() -> None:
    continued = _continued(REFERRING_MD, "can two tidewatch tasks sharing a lock file run at the same time?")
    assert continued == ["It is released when the process exits, even after a crash."]


GENERATOR_MD = """\
Bare generator factories are rejected with a `TypeError`, because their cleanup would be lost.
Wrap them in `tidy_up` instead, and the teardown happens when the scope ends.
"""


def test_what_to_do_about_the_lead_continues_it_when_it_refers_back_after_its_verb() -> None:
    continued = _continued(GENERATOR_MD, "my generator factory raises TypeError, how do I keep the cleanup?")
    assert continued == ["Wrap them in tidy_up instead, and the teardown happens when the scope ends."]


METHODS_MD = """\
You can load this configuration with `tidewatch.load` or with the `Settings.from_env` class method.
Both methods are equivalent, and the rest of this page uses them interchangeably.
Network drives behave differently.
"""


def test_a_sentence_opening_on_both_continues_the_lead_naming_the_two() -> None:
    continued = _continued(METHODS_MD, "how can I load a tidewatch configuration?")
    assert continued == ["Both methods are equivalent, and the rest of this page uses them interchangeably."]


LATTER_MD = """\
Tidewatch keeps its schedule either as a plain list or as a heap.
The latter generally being two to twenty times quicker when it grows long.
Network drives behave differently.
"""


def test_a_sentence_speaking_of_the_latter_continues_the_lead() -> None:
    continued = _continued(LATTER_MD, "does tidewatch store the schedule as a list?")
    assert continued == ["The latter generally being two to twenty times quicker when it grows long."]
