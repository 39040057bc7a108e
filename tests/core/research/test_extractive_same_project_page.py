"""A quick answer quotes another page of the lead's own project when it is nearly as good as the lead.

A project's pages answer one question between them: the reference page the lead comes from
describes one class, the introduction lists them all. A sentence from another project's page
must still be as good as the lead (a quick answer reads as one answer, not a list of mentions),
and so must one from a page with no indexed folder (a web result), whose project is unknown, and
one whose own words name nothing the question asks (only its heading, title or the project's name
do): that is a mention of the project, not part of its answer. Fixtures are small passages written
here in that shape: the introduction's sentence and the other project's score about 0.85 of the lead.
"""

from __future__ import annotations

from core.research.passages import gather
from core.research.quotes import choose_lead, quick_sentences, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.query import analyse

QUESTION = "which dictionary classes are there?"

REFERENCE = (
    "CaseDict is a dictionary class whose keys compare without regard to case. "
    "Its keys are stored as given. Like every class here, it is a dictionary."
)
INTRODUCTION = "Tabledict has three dictionary classes: TableDict, CaseDict and FrozenTableDict."
OTHER_PROJECT = "Othertool has three dictionary classes: Grid, Sheet and Pane."


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _hits(folders: bool = True, introduction: str = INTRODUCTION) -> list[Hit]:
    def where(path: str) -> dict[str, str]:
        return {"path": path} if folders else {"url": f"https://example.org/{path}"}

    return [
        Hit(id="corpus:1", source="corpus", title="Reference", heading="CaseDict", text=REFERENCE, score=1.0,
            **where("tabledict/docs/reference.md")),
        Hit(id="corpus:2", source="corpus", title="Introduction", heading="Introduction", text=introduction,
            score=0.8, **where("tabledict/docs/index.md")),
        Hit(id="corpus:3", source="corpus", title="Tables", heading="Classes", text=OTHER_PROJECT, score=0.8,
            **where("othertool/docs/tables.md")),
    ]


def _quick(hits: list[Hit], question: str = QUESTION) -> list[str]:
    terms = _terms(question)
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(question, "factual", [], terms)
    lead = choose_lead(ranked, shape, terms)
    return [c.text for c in quick_sentences(ranked, lead, shape, terms, None)]


def test_another_page_of_the_leads_project_nearly_as_good_as_the_lead_is_quoted() -> None:
    quick = _quick(_hits())
    assert quick[0].startswith("CaseDict is a dictionary class")
    assert INTRODUCTION in quick


def test_another_projects_page_as_close_to_the_lead_is_not_quoted() -> None:
    assert OTHER_PROJECT not in _quick(_hits())


def test_pages_with_no_indexed_folder_keep_the_full_bar() -> None:
    quick = _quick(_hits(folders=False))
    assert INTRODUCTION not in quick
    assert OTHER_PROJECT not in quick


def test_a_project_page_sentence_naming_only_the_project_and_its_heading_keeps_the_full_bar() -> None:
    # Under a heading that names the question's words, the sentence itself names only the project.
    mention = "Tabledict is maintained by volunteers, who review every contribution."
    hits = _hits(introduction=mention)
    hits[1] = hits[1].model_copy(update={"heading": "Dictionary classes", "score": 1.0})
    quick = _quick(hits, "which tabledict dictionary classes are there?")
    assert quick[0].startswith("CaseDict is a dictionary class")
    assert mention not in quick
