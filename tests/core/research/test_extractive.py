"""Extractive answers over the bundled sample corpus: cited, three lengths, typed sections, honest misses."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from core.classify import classify
from core.models import ProgressEvent, QuestionType
from core.profiles import PROFILES, Classification
from core.research.base import ResearchRequest, ResearchResult
from core.research.extractive import ExtractiveResearcher
from core.research.quality import section_present
from core.sources.base import Document, Hit, SourceError
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.registry import SAMPLE_CORPUS
from core.text import split_sentences

MARKER = re.compile(r"\[(\d+)\]")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    # Indexed once per module; the index holds no event-loop state, so each test's loop can query it.
    index = CorpusIndex(tmp_path_factory.mktemp("extractive") / "corpus.db")
    asyncio.run(index.index_paths([SAMPLE_CORPUS]))
    return CorpusSource(index)


def request(question: str, qtype: QuestionType | None = None, entities: list[str] | None = None) -> ResearchRequest:
    classification = Classification(type=qtype, confidence=1.0) if qtype else classify(question)
    return ResearchRequest(question=question, standalone=question, classification=classification, entities=entities or [])


def assert_citations_exact(result: ResearchResult) -> None:
    numbers = [c.number for c in result.citations]
    assert numbers == list(range(1, len(numbers) + 1))
    used = {int(n) for text in (result.reports.inline, result.reports.quick, result.reports.detailed) for n in MARKER.findall(text)}
    assert used == set(numbers), "every [n] has a citation and every citation is used"
    # Numbered by first use, reading inline, then quick, then detailed.
    first_use = list(dict.fromkeys(int(n) for n in MARKER.findall(" ".join([result.reports.inline, result.reports.quick, result.reports.detailed]))))
    assert first_use == numbers


def cited_sentences(text: str) -> list[str]:
    return [s for s in split_sentences(text) if MARKER.search(s)]


QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "How do I fix too many connections in PostgreSQL?",
    "How do I migrate from AWS Lambda to Amazon ECS?",
    "How much does AWS Lambda cost?",
]


@pytest.mark.parametrize("question", QUESTIONS)
async def test_every_marker_maps_to_a_citation_and_every_citation_is_used(corpus: CorpusSource, question: str) -> None:
    result = await ExtractiveResearcher([corpus]).research(request(question))
    assert result.found and result.mode == "extractive"
    assert_citations_exact(result)
    assert result.usage.llm_calls == 0 and result.usage.prompt_tokens == 0
    assert result.quality.checks["dangling"] == []
    for citation in result.citations:
        assert citation.source == "corpus" and citation.path and citation.path.startswith("corpus/")
        assert citation.snippet


@pytest.mark.parametrize("question", QUESTIONS)
async def test_three_lengths_have_the_right_sizes(corpus: CorpusSource, question: str) -> None:
    reports = (await ExtractiveResearcher([corpus]).research(request(question))).reports
    assert len(split_sentences(reports.inline)) == 1 and len(MARKER.findall(reports.inline)) == 1
    paragraphs = reports.quick.split("\n\n")
    steps = [p for p in paragraphs if re.match(r"\d+\. ", p)]
    prose = " ".join(p for p in paragraphs if p not in steps and not p.startswith("```") and not p.startswith("_"))
    # A how-to's quick report is its lead and the document's own steps; others quote 3-5 sentences,
    # and one more when the lead comes right after its paragraph's first sentence.
    sentences = split_sentences(prose)
    opened = len(sentences) > 1 and sentences[1] == reports.inline
    assert (1 if steps else 3) <= len(sentences) <= 5 + opened
    assert all(MARKER.search(line) for p in steps for line in p.splitlines() if re.match(r"\d+\. ", line))
    assert len(reports.detailed) > len(reports.quick)
    assert reports.detailed.startswith(reports.inline)


@pytest.mark.parametrize("question", QUESTIONS)
async def test_quoted_sentences_carry_no_markdown_syntax(corpus: CorpusSource, question: str) -> None:
    reports = (await ExtractiveResearcher([corpus]).research(request(question))).reports
    for text in (reports.inline, reports.quick):
        assert "**" not in text and "```" not in text and "|" not in text and "#" not in text
        for sentence in cited_sentences(text):
            assert not sentence.startswith(("- ", "* ", "1. "))
            assert sentence[0].isupper() or sentence[0] in "`\"'"


async def test_lambda_vs_ecs_compares_both_options_in_a_table(corpus: CorpusSource) -> None:
    result = await ExtractiveResearcher([corpus]).research(
        request("What's the difference between AWS Lambda and Amazon ECS?")
    )
    detailed = result.reports.detailed
    table = [line for line in detailed.splitlines() if line.startswith("| ")]
    # The document's own comparison table, each row cited.
    assert "AWS Lambda" in table[0] and "Amazon ECS" in table[0]
    assert len(table) >= 4 and all(MARKER.search(line) for line in table[2:])
    for section in PROFILES["comparison"].sections:
        assert section_present(section, detailed), section.title
    paths = {c.path for c in result.citations}
    assert "corpus/lambda-vs-ecs.md" in paths
    assert "lambda" in result.reports.quick.lower() and "ecs" in result.reports.quick.lower()
    assert result.quality.passed


async def test_postgres_too_many_connections_answers_with_fixes(corpus: CorpusSource) -> None:
    result = await ExtractiveResearcher([corpus]).research(request("How do I fix too many connections in PostgreSQL?"))
    assert result.citations[0].path == "corpus/postgresql-connections.md"
    detailed = result.reports.detailed.lower()
    assert "pgbouncer" in detailed
    # Classified as how-to it lists steps; as troubleshooting it lists causes and fixes.
    assert re.search(r"^1\. ", result.reports.detailed, re.M) or "## Likely causes and fixes" in result.reports.detailed
    assert "max_connections" in result.reports.detailed  # identifiers survive markdown stripping
    assert len(result.suggestions) >= 2 and all(s.endswith("?") for s in result.suggestions)


TYPED = [
    ("comparison", "PostgreSQL vs MySQL for a new web application?"),
    ("how_to", "How do I migrate from AWS Lambda to Amazon ECS?"),
    ("deep_dive", "How do AWS Lambda cold starts work?"),
    ("troubleshooting", "PostgreSQL too many connections error"),
    ("pricing", "How is AWS Fargate priced?"),
    ("general", "What is Amazon ECS?"),
]


@pytest.mark.parametrize(("qtype", "question"), TYPED)
async def test_detailed_report_follows_the_type_profile(corpus: CorpusSource, qtype: QuestionType, question: str) -> None:
    result = await ExtractiveResearcher([corpus]).research(request(question, qtype))
    assert result.found
    assert_citations_exact(result)
    headings = re.findall(r"^## (.+)$", result.reports.detailed, re.M)
    titles = [s.title for s in PROFILES[qtype].sections]
    assert headings and all(h in titles for h in headings)
    assert headings == [t for t in titles if t in headings], "sections keep the profile's order"
    assert result.quality.checks["missing_sections"] == [
        s.title for s in PROFILES[qtype].sections if not section_present(s, result.reports.detailed)
    ]
    assert 0.0 < result.quality.score <= 1.0


@pytest.mark.parametrize("question", ["How do I bake sourdough bread?", "What is the best pizza topping in Redis?", "how does it?"])
async def test_nothing_relevant_says_so_plainly_without_citations(corpus: CorpusSource, question: str) -> None:
    result = await ExtractiveResearcher([corpus]).research(request(question))
    assert result.found is False
    assert result.citations == [] and not MARKER.search(result.reports.detailed)
    assert "nothing relevant" in result.reports.quick and "nothing relevant" in result.reports.inline
    assert "corpus" in result.reports.quick
    assert result.quality.passed is False


async def test_progress_reports_each_query_then_reading_and_writing(corpus: CorpusSource) -> None:
    events: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        events.append(event)

    await ExtractiveResearcher([corpus]).research(
        request("What's the difference between AWS Lambda and Amazon ECS?"), progress
    )
    queries = [e.query for e in events if e.stage == "searching"]
    # The question as asked first (the index analyses it), then each option on its own.
    assert queries[0] == "What's the difference between AWS Lambda and Amazon ECS?"
    assert "aws lambda" in queries and "amazon ecs" in queries
    stages = [e.stage for e in events]
    assert stages.index("reading") > stages.index("searching")
    assert stages.index("writing") > stages.index("reading")


class BrokenSource:
    """A remote source whose service is down."""

    name = "web"
    description = "a search engine that is down"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        raise SourceError("service unavailable")

    async def fetch(self, id: str) -> Document | None:
        return None


async def test_a_failing_source_is_noted_and_the_others_still_answer(corpus: CorpusSource) -> None:
    result = await ExtractiveResearcher([BrokenSource(), corpus]).research(request("What is Amazon ECS?"))
    assert result.found
    assert any("web failed" in issue for issue in result.quality.issues)
    assert_citations_exact(result)


async def test_entities_from_the_conversation_widen_the_search(corpus: CorpusSource, tmp_path: Path) -> None:
    result = await ExtractiveResearcher([corpus]).research(
        request("What are its cold start options?", "general", entities=["AWS Lambda"])
    )
    assert result.found
    assert any(c.path == "corpus/aws-lambda.md" for c in result.citations)
