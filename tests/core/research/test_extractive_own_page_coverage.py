"""The quick answer quotes a sentence of the lead's own page that answers in the page's terms.

The coverage floor keeps out a sentence from elsewhere that merely shares a word with the
question. On the lead's page the lead and its heading have already named the subject, and the
sentence that answers goes on in the page's own terms ("call `send_failed`") instead of
repeating the question: there it needs `SAME_PAGE_COVERAGE` of the lead's coverage, not
`FLOOR_COVERAGE`. The score floor still applies, and a sentence of another page keeps the full
coverage floor. Fixtures are small sections written here in that shape; scores and coverage are
set here (the ranker's) to fix the order.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import FLOOR_COVERAGE, SAME_PAGE_COVERAGE, quick_sentences, shape_of
from core.research.sentences import QuestionTerms
from core.sources.base import Hit
from core.sources.query import analyse

QUESTION = "what should I do when an upload fails halfway?"

SECTIONS = {
    "Lead": "An upload that fails halfway leaves the connection in an unknown state.",
    "Answer": "The solution is simple: call send_failed, and the connection knows to close.",
    "Sizes": "Large uploads are streamed in chunks of sixty kilobytes each.",
    "Pools": "Pooled connections are reused across requests to one host.",
    "Retries": "Retried requests get fresh headers every time they are sent.",
}
LEAD_COVERAGE = 0.8
ON_PAGE = "uploader/docs/uploads.md"


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _candidates(answer_coverage: float, answer_path: str = ON_PAGE, answer_score: float = 0.6) -> dict[str, Candidate]:
    """One sentence a section; every section on the lead's page but possibly the answer's."""
    hits = [
        Hit(
            id=f"corpus:{n}",
            source="corpus",
            title="Uploads",
            path=answer_path if heading == "Answer" else ON_PAGE,
            heading=heading,
            text=text,
            score=1.0 - n / 10,
        )
        for n, (heading, text) in enumerate(SECTIONS.items())
    ]
    scores = {"Lead": (1.0, LEAD_COVERAGE), "Answer": (answer_score, answer_coverage)}
    out = {}
    for heading, c in zip(SECTIONS, gather(hits).candidates, strict=True):
        c.score, c.coverage = scores.get(heading, (0.7, 0.6))
        c.matched = frozenset({"upload"})
        out[heading] = c
    return out


def _quick(by_heading: dict[str, Candidate]) -> list[Candidate]:
    terms = _terms(QUESTION)
    ranked = sorted(by_heading.values(), key=lambda c: c.score, reverse=True)
    return quick_sentences(ranked, by_heading["Lead"], shape_of(QUESTION, "troubleshooting", [], terms), terms, None)


def test_a_sentence_of_the_leads_page_answering_in_its_own_terms_is_quoted() -> None:
    # 0.3 of the lead's coverage: under the ordinary floor, over the lead's page's.
    coverage = 0.3 * LEAD_COVERAGE
    assert SAME_PAGE_COVERAGE * LEAD_COVERAGE <= coverage < FLOOR_COVERAGE * LEAD_COVERAGE
    c = _candidates(coverage)
    assert c["Answer"] in _quick(c)


def test_a_sentence_of_the_leads_page_naming_almost_nothing_of_the_question_stays_out() -> None:
    c = _candidates(0.8 * SAME_PAGE_COVERAGE * LEAD_COVERAGE)
    assert c["Answer"] not in _quick(c)


def test_a_sentence_of_the_leads_page_under_the_score_floor_stays_out() -> None:
    c = _candidates(0.3 * LEAD_COVERAGE, answer_score=0.45)
    assert c["Answer"] not in _quick(c)


def test_another_pages_sentence_keeps_the_full_coverage_floor() -> None:
    # Scoring well over the lead (past the other-document bar), it still covers too little of the question.
    c = _candidates(0.3 * LEAD_COVERAGE, answer_path="othertool/docs/errors.md", answer_score=1.5)
    assert c["Answer"] not in _quick(c)
    # The same sentence covering enough of the question is quoted: the floor is what keeps it out.
    c = _candidates(0.6 * LEAD_COVERAGE, answer_path="othertool/docs/errors.md", answer_score=1.5)
    assert c["Answer"] in _quick(c)
