"""Context extracted from an answer for later follow-ups (first cut)."""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from core.models import Citation, ReportSet


class ExtractedContext(BaseModel):
    entities: list[str] = Field(default_factory=list)
    topics: list[str] = Field(default_factory=list)
    identifiers: dict[str, list[str]] = Field(default_factory=dict)
    summary: str = ""


def extract_context(question: str, reports: ReportSet, citations: list[Citation]) -> ExtractedContext:
    topics = [h.strip() for h in re.findall(r"^#{1,4}\s+(.+)$", reports.detailed, re.M)][:10]
    entities = sorted(set(re.findall(r"\b[A-Z][A-Za-z0-9]+(?:\s[A-Z][A-Za-z0-9]+)*\b", question)))
    return ExtractedContext(entities=entities, topics=topics, summary=reports.inline)
