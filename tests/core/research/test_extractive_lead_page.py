"""The lead comes from the page the search found best as a page, not only from its first passage.

A project's other page often ranks first on one passage that shares the question's words (a
platforms page naming "Redis" once, a README repeating one line of the guide), while the page
written about the question has two passages ranking nearly as well. One passage ranking first
says less than two of another page ranking close behind: that page leads. A page ranking well
below the first (under PAGE_RIVAL of its score) does not, however many passages it has.
Fixtures are small passages written here in that shape.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import choose_lead, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

QUESTION = "can several readers hold a redis lock at the same time?"

PLATFORMS = "A redis lock works on every platform, since the lock lives on the redis server and not in a file."
SHARED = "Several readers can hold the same redis lock at the same time when it is created with `shared=True`."
WRITERS = "A writer waits until every reader has released the redis lock before it takes it."


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _hits(first: float, second: float, third: float) -> list[Hit]:
    # In the order the search ranked them: one passage of the platforms page, then two of the redis page.
    return [
        Hit(id="corpus:1", source="corpus", title="Platforms", path="lockit/docs/platforms.md",
            heading="Redis", text=PLATFORMS, score=first),
        Hit(id="corpus:2", source="corpus", title="Redis locks", path="lockit/docs/redis.md",
            heading="Shared locks", text=SHARED, score=second),
        Hit(id="corpus:3", source="corpus", title="Redis locks", path="lockit/docs/redis.md",
            heading="Writers", text=WRITERS, score=third),
    ]


def _lead(hits: list[Hit]) -> str:
    terms = _terms(QUESTION)
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    return choose_lead(ranked, shape_of(QUESTION, "how_to", [], terms), terms).text


def test_a_page_with_two_passages_close_behind_leads_over_a_lone_first_passage() -> None:
    assert _lead(_hits(1.0, 0.9, 0.8)).startswith("Several readers can hold")


def test_a_lone_passage_of_the_other_page_leaves_the_first_page_leading() -> None:
    assert _lead(_hits(1.0, 0.9, 0.8)[:2]).startswith("A redis lock works on every platform")


def test_a_page_well_below_the_first_does_not_lead_however_many_passages_it_has() -> None:
    assert _lead(_hits(1.0, 0.7, 0.7)).startswith("A redis lock works on every platform")
