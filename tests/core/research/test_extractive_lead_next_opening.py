"""The lead's next sentence, opening the next paragraph or item of its passage, fills a place left over.

A troubleshooting page quotes "Symptom: Creating the environment fails with
"interpreter missing"." as the lead, and the answer is the next paragraph's
first sentence ("Cause: A user-site install shadows the isolated one."),
which `continuation` leaves out: it names nothing asked and does not lean
back. It is quoted right after the lead, but only in a place the followers
and the sentences before picks have left (the quick answer keeps at most five
sentences). A next sentence scoring too little beside the lead stays out.
Fixtures are small documents written here in that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import CONTINUATION_FLOOR, continued
from core.sources.base import Hit

TROUBLE_MD = """\
Symptom: Creating the environment fails with "interpreter missing".

Cause: A user-site install shadows the isolated one.

Fix: Uninstall the user-site copy.
"""


def _candidates(scores: list[float] | None = None) -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Troubleshooting", path="envkit/docs/trouble.md", heading="Missing interpreter", text=TROUBLE_MD, score=1.0)
    found = sorted(gather([hit]).candidates, key=lambda c: c.position)
    for c, s in zip(found, scores or [1.0] * len(found), strict=False):
        c.score = s
    return found


def test_the_lead_s_next_paragraph_opening_comes_right_after_it() -> None:
    symptom, cause, fix = _candidates([1.0, 0.6, 0.5])
    assert symptom.text.startswith("Symptom:") and cause.text.startswith("Cause:")
    assert symptom.block != cause.block
    assert continued([symptom, fix], [symptom, cause, fix]) == [symptom, cause, fix]


def test_the_next_opening_takes_no_place_a_full_answer_lacks() -> None:
    symptom, cause, fix = _candidates([1.0, 0.6, 0.5])
    others = _candidates([0.9, 0.9, 0.9])
    five = [symptom, fix, *others]
    assert continued(five, [symptom, cause, fix, *others]) == five


def test_a_next_opening_scoring_too_little_beside_the_lead_stays_out() -> None:
    symptom, cause, fix = _candidates([1.0, CONTINUATION_FLOOR * 0.5, 0.5])
    assert continued([symptom, fix], [symptom, cause, fix]) == [symptom, fix]
