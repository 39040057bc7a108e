"""The project a question names by its folder name leads the quick answer, though another's page ranks first.

"can prettytable output markdown?" is asked of prettytable: another project's page about
markdown output may rank first in the search, but its sentence answers a question nobody
asked. A question naming no project, or naming one none of whose passages was found, keeps
the search's first project. Fixtures are small passages written here in that shape: the other
project's page scores above the named project's.
"""

from __future__ import annotations

from core.classify import classify
from core.research.base import ResearchRequest
from core.research.extractive import ExtractiveResearcher
from core.research.passages import gather
from core.research.quotes import choose_lead, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Document, Hit
from core.sources.query import analyse

NAMED = "can tabledict print a table as markdown?"
UNNAMED = "can I print a table as markdown?"

OTHER = "Othertool prints a table as markdown with the to_markdown() method."
ASKED = "Tabledict prints a table as markdown when you call print_markdown()."


def _hits() -> list[Hit]:
    return [
        Hit(id="corpus:1", source="corpus", title="Output", heading="Markdown tables", text=OTHER, score=1.0,
            path="othertool/docs/output.md"),
        Hit(id="corpus:2", source="corpus", title="Printing", heading="Printing tables", text=ASKED, score=0.8,
            path="tabledict/README.md"),
    ]


def _lead(question: str, hits: list[Hit], named: frozenset[str]) -> str:
    groups = analyse(question).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    return choose_lead(ranked, shape_of(question, "how_to", [], terms), terms, named).text


def test_the_named_projects_passage_leads_though_another_project_ranks_first() -> None:
    assert _lead(NAMED, _hits(), frozenset({"tabledict"})) == ASKED


def test_with_no_project_named_the_search_s_first_project_leads() -> None:
    assert _lead(UNNAMED, _hits(), frozenset()) == OTHER


def test_a_named_project_with_no_passage_found_leaves_the_first_project_leading() -> None:
    assert _lead(NAMED, _hits()[:1], frozenset({"tabledict"})) == OTHER


class FixedSource:
    """An index that finds the same two pages for every question, the other project's first."""

    name = "corpus"
    description = "two projects' documentation"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        return _hits()[:limit]

    async def fetch(self, id: str) -> Document | None:
        return None


async def _quick(question: str) -> str:
    request = ResearchRequest(question=question, standalone=question, classification=classify(question))
    result = await ExtractiveResearcher([FixedSource()]).research(request)
    assert result.found
    return result.reports.quick


async def test_the_researcher_reads_the_named_project_from_the_question() -> None:
    assert (await _quick(NAMED)).startswith("Tabledict prints a table")
    assert (await _quick(UNNAMED)).startswith("Othertool prints a table")
