"""The asked project's sentences are weighed by how common the question's words are among its own passages.

With other projects indexed beside it, the search brings their passages in for the question's
commoner words ("writes files" finds a progress bar's "Writing messages to a file"). Counted
among every retrieved sentence, those words then look common and the asked project's sentence
that answers with them loses to another of its sentences: the answer changes only because a
neighbour shares the index. Fixtures are small passages written here in that shape; the asked
project's page ranks first.
"""

from __future__ import annotations

from core.classify import classify
from core.research.base import ResearchRequest
from core.research.extractive import ExtractiveResearcher
from core.research.passages import gather
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Document, Hit
from core.sources.query import analyse

QUESTION = "which wheel class writes the files?"

OPENING = "Installing a package takes two kinds of object."
ABOUT = "A wheel class such as WheelSource describes the package."
ANSWER = "WheelDestination writes the files to the filesystem."
ASKED = f"{OPENING} {ABOUT} {ANSWER}"
NEIGHBOUR = (
    "Writing messages to a file keeps the bar intact. "
    "Files opened for writing take the bar's output. "
    "The file you write to must be open. "
    "Writing to files is buffered."
)


def _hits(with_neighbour: bool = True) -> list[Hit]:
    hits = [
        Hit(id="corpus:1", source="corpus", title="Concepts", heading="Sources and destinations", text=ASKED,
            score=1.0, path="wheelkit/docs/concepts.md"),
    ]
    if with_neighbour:
        hits.append(
            Hit(id="corpus:2", source="corpus", title="Progress bars", heading="Output", text=NEIGHBOUR,
                score=0.5, path="progressbar/README.md")
        )
    return hits


def _order(hits: list[Hit]) -> list[str]:
    groups = analyse(QUESTION).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    return [c.text for c in sorted(evidence.candidates, key=lambda c: c.score, reverse=True)]


def _rank_of(text: str, order: list[str]) -> int:
    return next(i for i, t in enumerate(order) if t.startswith(text[:30]))


def test_alone_the_sentence_naming_what_writes_the_files_ranks_above_the_one_naming_the_class() -> None:
    order = _order(_hits(with_neighbour=False))
    assert _rank_of(ANSWER, order) < _rank_of(ABOUT, order)


def test_another_projects_passage_does_not_change_how_the_asked_projects_sentences_rank() -> None:
    order = _order(_hits())
    assert _rank_of(ANSWER, order) < _rank_of(ABOUT, order)


class FixedSource:
    """An index of two projects that finds the same two pages for every question, the asked project's first."""

    name = "corpus"
    description = "two projects' documentation"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        return _hits()[:limit]

    async def fetch(self, id: str) -> Document | None:
        return None


async def test_the_quick_answer_opens_on_what_writes_the_files_though_a_neighbour_shares_the_index() -> None:
    request = ResearchRequest(question=QUESTION, standalone=QUESTION, classification=classify(QUESTION))
    result = await ExtractiveResearcher([FixedSource()]).research(request)
    assert result.found
    assert result.reports.quick.startswith("WheelDestination writes the files")
