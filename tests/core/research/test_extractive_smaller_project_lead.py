"""A near-tie between a big project's first passage and a small project's second gives the lead to the small one.

In an index of many projects' documentation, a big project's many pages match a question's
everyday words by chance ("can I keep the cache between runs?" finds a web framework's
caching page); when the second-ranked passage, nearly as good, comes from a project a
fraction of that size, the question is more likely about the small project. The search
reports each hit's project size (`project_chunks`); the answer writer reads it only when
the question names no project, the two scores nearly tie and the sizes differ enough.
Fixtures are small passages written here in that shape.
"""

from __future__ import annotations

import pytest

from core.research.passages import gather
from core.research.quotes import SIZE_RATIO, SIZE_TIE, choose_lead, shape_of
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from core.sources.query import analyse
from tests.fakes.documents import ask, index_documents

UNNAMED = "can I keep the cache between runs?"
NAMED = "can tinycache keep the cache between runs?"

BIG = "Webframe keeps the cache between requests in the application's memory."
SMALL = "Tinycache keeps the cache between runs in a file next to your script."


def _hits(second_score: float, big_chunks: int = 400, small_chunks: int = 12) -> list[Hit]:
    return [
        Hit(id="corpus:1", source="corpus", title="Caching", heading="Keeping the cache", text=BIG, score=1.0,
            path="webframe/docs/caching.md", meta={"project_chunks": big_chunks}),
        Hit(id="corpus:2", source="corpus", title="tinycache", heading="Persistence", text=SMALL,
            score=second_score, path="tinycache/README.md", meta={"project_chunks": small_chunks}),
    ]


def _lead(question: str, hits: list[Hit], named: frozenset[str] = frozenset()) -> str:
    groups = analyse(question).groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    return choose_lead(ranked, shape_of(question, "how_to", [], terms), terms, named).text


def test_a_small_projects_passage_nearly_tying_a_big_ones_leads() -> None:
    assert _lead(UNNAMED, _hits(SIZE_TIE)) == SMALL


def test_a_small_projects_passage_clearly_behind_leaves_the_first_leading() -> None:
    assert _lead(UNNAMED, _hits(SIZE_TIE - 0.1)) == BIG


def test_two_projects_of_like_size_keep_the_search_s_order() -> None:
    assert _lead(UNNAMED, _hits(0.95, big_chunks=int(SIZE_RATIO * 12) - 1)) == BIG


def test_a_named_project_leads_whatever_the_sizes() -> None:
    hits = _hits(0.95)
    assert _lead("can webframe keep the cache between runs?", hits, frozenset({"webframe"})) == BIG
    assert _lead(NAMED, hits, frozenset({"tinycache"})) == SMALL


def test_hits_without_sizes_keep_the_search_s_order() -> None:
    hits = [h.model_copy(update={"meta": {}}) for h in _hits(0.95)]
    assert _lead(UNNAMED, hits) == BIG


# A real index: a framework of twelve pages, one of them on caching between runs, beside a one-page
# cache library whose sentence the search ranks just below the framework's.
WEBFRAME = {
    f"webframe/docs/page{n}.md": f"# {topic}\n\nWebframe's {topic.lower()} settings live in the application config, read once at start.\n"
    for n, topic in enumerate(["Routing", "Templates", "Sessions", "Static files", "Middleware", "Testing",
                               "Signals", "Blueprints", "Logging", "Deployment", "Errors"])
}
WEBFRAME["webframe/docs/caching.md"] = (
    "# Caching between runs\n\nWebframe keeps the cache between runs of the development server when a cache folder is set.\n"
)
TINYCACHE = {"tinycache/README.md": "# tinycache\n\ntinycache keeps a cache on disk that lasts between runs of your script.\n"}
ASKED = "how do I keep the cache between runs?"


@pytest.fixture(scope="module")
def two_projects(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("sizes"), {**WEBFRAME, **TINYCACHE}, with_sample=False)


async def test_the_search_reports_each_hit_s_project_size(two_projects: CorpusSource) -> None:
    hits = await two_projects.search(ASKED, 20)
    # The premise of the test below: the big project's page ranks first, the small one's nearly as well.
    assert [h.path for h in hits[:2]] == ["webframe/docs/caching.md", "tinycache/README.md"]
    assert hits[1].score >= SIZE_TIE * hits[0].score
    sizes = {h.path.split("/", 1)[0]: h.meta.get("project_chunks") for h in hits}
    assert sizes == {"webframe": len(WEBFRAME), "tinycache": 1}


@pytest.fixture(scope="module")
def alone(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("sizes_alone"), TINYCACHE, with_sample=False)


async def test_a_one_project_index_reports_no_size(alone: CorpusSource) -> None:
    hits = await alone.search(ASKED, 3)
    assert hits
    assert all("project_chunks" not in h.meta for h in hits)


async def test_the_researcher_answers_from_the_small_project_on_a_near_tie(two_projects: CorpusSource) -> None:
    result = await ask(two_projects, ASKED)
    assert result.found
    assert result.citations[0].path == "tinycache/README.md"
