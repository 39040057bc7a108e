"""The lead read from its paragraph's first sentence when it is that paragraph's second.

A README paragraph opens "Unlike the formal algorithm, `hostkit` does not apply
the implicit wildcard rule." and goes on "For an unlisted final label, the
suffix stays empty."; a question about the empty suffix picks the second as the
lead, and the answer is the first, which the lead only goes on from without
naming it back. The opening is quoted right before the lead, even when the
quick answer's five places are taken: it says what the lead's paragraph is
about. Only the lead's own paragraph's first sentence comes: a lead deeper in
its paragraph, an opening scoring too little beside the lead, or one the answer
quotes anyway brings nothing more. Fixtures are small documents written here in
that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import CONTINUATION_FLOOR, continued
from core.sources.base import Hit

PARSING_MD = """\
Unlike the formal algorithm, `hostkit` does not apply the implicit wildcard rule. For an unlisted final label, the suffix stays empty. Callers can tell unknown hosts apart.

Hostnames keep their casing.
"""


def _candidates(scores: list[float] | None = None) -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Parsing", path="hostkit/README.md", heading="Unlisted suffixes", text=PARSING_MD, score=1.0)
    found = sorted(gather([hit]).candidates, key=lambda c: c.position)
    for c, s in zip(found, scores or [1.0] * len(found), strict=False):
        c.score = s
    return found


def test_the_lead_s_paragraph_opening_comes_right_before_it() -> None:
    unlike, empty, callers, casing = _candidates([0.8, 1.0, 0.5, 0.5])
    assert unlike.text.startswith("Unlike") and empty.text.startswith("For an unlisted")
    assert unlike.block == empty.block
    assert continued([empty, casing], [unlike, empty, callers, casing]) == [unlike, empty, casing]


def test_the_opening_comes_though_the_answer_is_full() -> None:
    unlike, empty, callers, casing = _candidates([0.8, 1.0, 0.5, 0.5])
    others = _candidates([0.9, 0.9, 0.9, 0.9])
    five = [empty, casing, *others[1:4]]
    assert continued(five, [unlike, empty, callers, casing, *others]) == [unlike, *five]


def test_a_lead_deeper_in_its_paragraph_brings_no_opening() -> None:
    unlike, empty, callers, casing = _candidates([0.5, 0.5, 1.0, 0.5])
    assert continued([callers, casing], [unlike, empty, callers, casing]) == [callers, casing]


def test_an_opening_scoring_too_little_beside_the_lead_stays_out() -> None:
    unlike, empty, callers, casing = _candidates([CONTINUATION_FLOOR * 0.5, 1.0, 0.5, 0.5])
    assert continued([empty, casing], [unlike, empty, callers, casing]) == [empty, casing]


def test_an_opening_quoted_anyway_is_not_quoted_twice() -> None:
    unlike, empty, callers, casing = _candidates([0.8, 1.0, 0.5, 0.5])
    assert continued([empty, unlike], [unlike, empty, callers, casing]) == [empty, unlike]
