"""The lead sentence comes from the project of the search's first passage.

A README's usage section is often a heading over a listing ("Sending JSON
events", then code), with no sentence to lead with. The lead then comes from
the best-ranked passage that has one, and when that is another project's
page (a signing library's "Serializing JSON" section sharing the words
"json" and "dict"), the answer opens on the wrong project. The search ranked
the asked-about project first: its own page's sentence, ranked lower, leads.
Fixtures are small passages written here in that shape.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import choose_lead, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

LISTING = """\
```python
async def stream():
    yield {"data": {"temperature": 21}}
```
"""

OTHER_PROJECT = (
    "Signed payloads are serialized as JSON, so any dict of JSON values can be signed. "
    "Pass a custom serializer to change how a dict becomes a string."
)

OWN_PAGE = (
    "An event's data may be any value: a dict is sent as JSON by the default encoder. "
    "Pass a string to send it as it is."
)


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _hits() -> list[Hit]:
    # In the order the search ranked them: the listing, another project's page, then the project's own sentence.
    return [
        Hit(id="corpus:1", source="corpus", title="beacon", path="beacon/README.md",
            heading="Usage › Sending JSON events", text=LISTING, score=0.6),
        Hit(id="corpus:2", source="corpus", title="Serializers", path="sealer/docs/serializers.md",
            heading="Serializing JSON", text=OTHER_PROJECT, score=0.5),
        Hit(id="corpus:3", source="corpus", title="beacon", path="beacon/README.md",
            heading="Usage › Event data", text=OWN_PAGE, score=0.4),
    ]


def _lead(question: str, hits: list[Hit]) -> str:
    terms = _terms(question)
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    return choose_lead(ranked, shape_of(question, "how_to", [], terms), terms).text


QUESTION = "can I push a dict as json in an event without encoding it myself?"


def test_a_first_passage_without_a_sentence_keeps_the_lead_in_its_project() -> None:
    hits = _hits()
    evidence = gather(hits)
    # The first passage offers only its listing, introduced by its heading: nothing to lead with.
    assert all(c.leans_on_code for c in evidence.candidates if c.hit is hits[0])
    assert _lead(QUESTION, hits).startswith("An event's data may be any value")


def test_another_project_leads_when_it_ranks_first() -> None:
    listing, other, own = _hits()
    # Ranked first, the other project's page is where the answer is: nothing moves it.
    assert _lead(QUESTION, [other, listing, own]).startswith("Signed payloads are serialized as JSON")


def test_without_another_sentence_of_its_project_the_lead_comes_from_elsewhere() -> None:
    listing, other, _ = _hits()
    assert _lead(QUESTION, [listing, other]).startswith("Signed payloads are serialized as JSON")
