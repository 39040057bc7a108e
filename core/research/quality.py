"""The quality gate: does a drafted answer meet its question type's requirements?

`validate` is pure (no I/O, no model) so both researchers, the writer's retry
and the tests call it the same way; `log_quality` writes the structured event.
Issues are phrased as instructions because the writer's retry sends them back
to the model verbatim.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

from core.models import Citation, Quality, ReportSet
from core.profiles import Classification, Section
from core.research.citations import cited_numbers
from core.vocab import STOPWORDS

log = logging.getLogger("core.research.quality")

_TABLE_SEPARATOR_RE = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$", re.M)
_NUMBERED_ITEM_RE = re.compile(r"^\s*\d{1,2}[.)]\s+\S", re.M)
_WORD_RE = re.compile(r"[a-z0-9][a-z0-9+#._-]*")

# How much each check contributes to the score; `passed` needs every check.
_WEIGHTS = {"sources": 0.3, "validity": 0.2, "format": 0.3, "entities": 0.2}


def has_table(text: str) -> bool:
    return bool(_TABLE_SEPARATOR_RE.search(text))


def has_numbered_list(text: str) -> bool:
    return len(_NUMBERED_ITEM_RE.findall(text)) >= 2


def section_present(section: Section, text: str) -> bool:
    lowered = text.lower()
    for marker in section.markers:
        if marker == "|table|":
            if has_table(text):
                return True
        elif marker == "|numbered|":
            if has_numbered_list(text):
                return True
        elif marker in lowered:
            return True
    return False


@lru_cache(maxsize=256)
def _words(text: str) -> frozenset[str]:
    """The words of `text`, kept for the next check of the same text: with a model the
    gate and the final check read the same three lengths (half the long texts of the
    burst's replay of 100 questions), and the regex over a whole answer is the cost."""
    return frozenset(w.strip("._-") for w in _WORD_RE.findall(text.lower()))


def entity_covered(entity: str, words: frozenset[str], lowered: str) -> bool:
    """An entity counts as covered when named in full or by all its significant words
    ("AWS Lambda" is covered by "Lambda on AWS")."""
    name = entity.strip().lower()
    if not name or name in lowered:
        return True
    significant = [w for w in _words(name) if w not in STOPWORDS and len(w) > 1]
    return bool(significant) and all(w in words for w in significant)


def _describe_section(section: Section) -> str:
    if "|table|" in section.markers:
        return f"'{section.title}' (a markdown table)"
    if "|numbered|" in section.markers:
        return f"'{section.title}' (a numbered list)"
    return f"'{section.title}'"


def validate(
    reports: ReportSet,
    citations: list[Citation],
    classification: Classification,
    question: str,
    entities: list[str],
    attempts: int = 1,
) -> Quality:
    """Check a drafted answer against its type's profile.

    - sources: distinct valid sources cited across the reports >= the type's min_sources
    - validity: no `[n]` names a number missing from `citations`
    - format: each of the type's sections is recognisable in the detailed report
    - entities: each entity the question names appears in the reports
    - every length is non-empty and the quick/detailed lengths cite something
    """
    profile = classification.profile
    texts = {"inline": reports.inline, "quick": reports.quick, "detailed": reports.detailed}
    valid_numbers = {c.number for c in citations}
    all_text = "\n".join(texts.values())

    cited = cited_numbers(all_text)
    valid_cited = [n for n in cited if n in valid_numbers]
    dangling = [n for n in cited if n not in valid_numbers]
    missing_sections = [s for s in profile.sections if not section_present(s, reports.detailed)]
    lowered = all_text.lower()
    words = _words(all_text)
    wanted_entities = _dedupe(entities)
    missing_entities = [e for e in wanted_entities if not entity_covered(e, words, lowered)]
    empty = [kind for kind, text in texts.items() if not text.strip()]
    uncited = [kind for kind in ("quick", "detailed") if texts[kind].strip() and not cited_numbers(texts[kind])]
    question_words = {w for w in _words(question) if w not in STOPWORDS and len(w) > 2}
    relevance = len(question_words & words) / len(question_words) if question_words else 1.0

    issues: list[str] = []
    if empty:
        issues.append(f"Write every report length; empty: {', '.join(empty)}.")
    if len(valid_cited) < profile.min_sources:
        issues.append(
            f"Cite at least {profile.min_sources} different sources for a {profile.label.lower()} "
            f"question (cited {len(valid_cited)})."
        )
    if dangling:
        issues.append(
            "Remove citation markers that match no source: "
            + ", ".join(f"[{n}]" for n in dangling)
            + "."
        )
    if uncited:
        issues.append(f"Back the claims with [n] citations in: {', '.join(uncited)}.")
    for section in missing_sections:
        issues.append(f"Add the section {_describe_section(section)} to the detailed report.")
    if missing_entities:
        issues.append("Address explicitly: " + ", ".join(missing_entities) + ".")

    parts = {
        "sources": min(1.0, len(valid_cited) / profile.min_sources) if profile.min_sources else 1.0,
        "validity": 0.0 if dangling else 1.0,
        "format": 1 - len(missing_sections) / len(profile.sections) if profile.sections else 1.0,
        "entities": 1 - len(missing_entities) / len(wanted_entities) if wanted_entities else 1.0,
    }
    score = sum(_WEIGHTS[k] * v for k, v in parts.items())
    if empty or uncited:
        score *= 0.5
    return Quality(
        score=round(score, 3),
        passed=not issues,
        issues=issues,
        checks={
            "type": profile.type,
            "cited_sources": len(valid_cited),
            "min_sources": profile.min_sources,
            "available_sources": len(valid_numbers),
            "dangling": dangling,
            "missing_sections": [s.title for s in missing_sections],
            "missing_entities": missing_entities,
            "empty_reports": empty,
            "uncited_reports": uncited,
            # Informational only: a rewritten standalone question can word things differently.
            "question_overlap": round(relevance, 3),
        },
        attempts=attempts,
    )


def log_quality(quality: Quality, mode: str) -> None:
    """One structured line per answer; counts and names only, never report text."""
    checks = quality.checks
    log.info(
        "quality type=%s mode=%s score=%.3f passed=%s attempts=%d issues=%d cited=%s min_sources=%s "
        "dangling=%d missing_sections=%d missing_entities=%d",
        checks.get("type", "?"),
        mode,
        quality.score,
        str(quality.passed).lower(),
        quality.attempts,
        len(quality.issues),
        checks.get("cited_sources", 0),
        checks.get("min_sources", 0),
        len(checks.get("dangling", [])),
        len(checks.get("missing_sections", [])),
        len(checks.get("missing_entities", [])),
    )


def _dedupe(items: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    for item in items:
        key = item.strip().lower()
        if key and key not in seen:
            seen[key] = item.strip()
    return list(seen.values())
