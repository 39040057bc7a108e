"""The quality gate is a pure function of the draft, its citations and the question type."""

from __future__ import annotations

import logging

import pytest

from core.models import Citation, QuestionType, ReportSet
from core.profiles import Classification
from core.research.quality import has_numbered_list, has_table, log_quality, validate

COMPARISON = """## Overview
Celery is a distributed task queue [1]; RQ is a small Redis-backed queue [2].

## Comparison table
| | Celery | RQ |
|---|---|---|
| Brokers | many [1] | Redis only [2] |

## When to choose which
Choose RQ for simple jobs [2], Celery for workflows [1].

## Trade-offs
Celery's power costs configuration [1].
"""


def of(kind: QuestionType) -> Classification:
    return Classification(type=kind, confidence=0.9)


def cites(*numbers: int) -> list[Citation]:
    return [Citation(number=n, title=f"Source {n}", url=f"https://example.org/{n}") for n in numbers]


def reports(detailed: str, inline: str = "Use RQ for simple jobs [2].", quick: str = "RQ is simple [2]. Celery scales [1].") -> ReportSet:
    return ReportSet(inline=inline, quick=quick, detailed=detailed)


def test_a_complete_comparison_passes_with_full_score() -> None:
    quality = validate(reports(COMPARISON), cites(1, 2), of("comparison"), "Celery vs RQ?", ["Celery", "RQ"])
    assert quality.passed, quality.issues
    assert quality.score == 1.0
    assert quality.checks["cited_sources"] == 2
    assert quality.attempts == 1


def test_a_marker_without_a_source_is_dangling_and_fails() -> None:
    text = COMPARISON + "\nSee also [3] and [2, 7]."
    quality = validate(reports(text), cites(1, 2), of("comparison"), "Celery vs RQ?", [])
    assert not quality.passed
    assert quality.checks["dangling"] == [3, 7]
    assert "Remove citation markers that match no source: [3], [7]." in quality.issues
    assert quality.score == pytest.approx(0.8)


def test_too_few_distinct_sources_for_the_type_fails() -> None:
    single = COMPARISON.replace("[2]", "[1]")
    quality = validate(
        reports(single, inline="Use RQ [1].", quick="RQ is simple [1]."), cites(1, 2), of("comparison"), "q", []
    )
    assert not quality.passed
    assert quality.checks["cited_sources"] == 1
    assert any("at least 2 different sources" in issue for issue in quality.issues)


def test_missing_table_is_reported_as_a_markdown_table_section() -> None:
    no_table = COMPARISON.replace("|---|---|---|\n", "").replace("## Comparison table\n", "")
    quality = validate(reports(no_table), cites(1, 2), of("comparison"), "q", [])
    assert quality.checks["missing_sections"] == ["Comparison table"]
    assert "Add the section 'Comparison table' (a markdown table) to the detailed report." in quality.issues


def test_how_to_needs_numbered_steps() -> None:
    base = "## Prerequisites\nPython 3.11 [1].\n\n## {steps}\n\n## Pitfalls\nForgetting the broker [2]."
    bulleted = base.format(steps="Install\n- pip install rq [1]\n- run a worker [2]")
    numbered = base.format(steps="Install\n1. pip install rq [1]\n2. run a worker [2]")
    kind = of("how_to")
    assert validate(reports(bulleted), cites(1, 2), kind, "q", []).checks["missing_sections"] == ["Steps"]
    assert validate(reports(numbered), cites(1, 2), kind, "q", []).passed


def test_entities_count_when_named_in_full_or_by_all_their_words() -> None:
    text = COMPARISON + "\nBoth run on Lambda in AWS [1]."
    quality = validate(reports(text), cites(1, 2), of("comparison"), "q", ["AWS Lambda", "celery", "Dramatiq"])
    assert quality.checks["missing_entities"] == ["Dramatiq"]
    assert "Address explicitly: Dramatiq." in quality.issues


def test_an_empty_or_uncited_length_fails_and_halves_the_score() -> None:
    quality = validate(reports(COMPARISON, inline="", quick="No citations here."), cites(1, 2), of("comparison"), "q", [])
    assert not quality.passed
    assert quality.checks["empty_reports"] == ["inline"]
    assert quality.checks["uncited_reports"] == ["quick"]
    assert quality.score == 0.5


def test_markdown_links_and_footnotes_are_not_citation_markers() -> None:
    text = COMPARISON + "\n[the docs](https://example.org/x) and [^1]."
    assert validate(reports(text), cites(1, 2), of("comparison"), "q", []).checks["dangling"] == []


def test_table_and_numbered_list_recognition() -> None:
    assert has_table("| a | b |\n| :-- | --: |\n| 1 | 2 |")
    assert not has_table("a | b\nnot a table")
    assert has_numbered_list("1. one\n2) two")
    assert not has_numbered_list("1. only one item")


def test_quality_is_logged_as_one_key_value_line_without_report_text(caplog: pytest.LogCaptureFixture) -> None:
    quality = validate(reports(COMPARISON), cites(1), of("comparison"), "Celery vs RQ?", [], attempts=2)
    with caplog.at_level(logging.INFO, logger="core.research.quality"):
        log_quality(quality, "model")
    [record] = caplog.records
    line = record.getMessage()
    assert line.startswith("quality type=comparison mode=model score=")
    assert "passed=false attempts=2" in line and "dangling=1" in line
    assert "Celery" not in line
