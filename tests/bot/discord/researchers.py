"""Small Researcher implementations for adapter tests: scripted reports and real failures."""

from __future__ import annotations

from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.models import Citation, ReportSet
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.store.base import SessionStore
from core.store.memory import MemoryStore


class ScriptedResearcher:
    """Answers every question with the given reports (as a model-driven researcher would)."""

    def __init__(self, reports: ReportSet, citations: list[Citation], suggestions: list[str] | None = None) -> None:
        self.reports = reports
        self.citations = citations
        self.suggestions = suggestions or []

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        await emit(progress, "searching", query=request.standalone)
        return ResearchResult(
            reports=self.reports, citations=self.citations, suggestions=self.suggestions, mode="model"
        )


class BrokenResearcher:
    """A research backend that is down: every call fails after starting."""

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        await emit(progress, "searching", query=request.standalone)
        raise ConnectionError("search backend refused the connection")


def assistant_with(settings: Settings, researcher: object, store: SessionStore | None = None) -> Assistant:
    return Assistant(
        settings,
        store or MemoryStore(ttl_seconds=settings.session_ttl_seconds),
        researcher,  # type: ignore[arg-type]
        FollowupDetector(settings, None),
    )


CITATIONS = [
    Citation(number=1, title="Connection pooling [guide]", url="https://example.org/pool?a=1&b=(2)", snippet="pool"),
    Citation(number=2, title="Runbook", path="docs/runbook.md", snippet="runbook"),
]


def code_heavy_report(size: int) -> str:
    """A markdown report of about `size` characters with code blocks spread through it."""
    parts: list[str] = ["## Findings", ""]
    n = 0
    while sum(len(p) + 1 for p in parts) < size:
        n += 1
        parts.append(f"Step {n} explains the pooling change in detail and why it matters for throughput [1].")
        parts.append("")
        parts.append("```python")
        parts.extend(
            f"pool_{n}_{i} = create_pool(min_size={i}, max_size={i * 10})  # sized for step {n}" for i in range(6)
        )
        parts.append("```")
        parts.append("")
    parts.append("See the runbook for the rollout [2].")
    return "\n".join(parts)
