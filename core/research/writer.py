"""Writing the answer: three report lengths and follow-up suggestions in one model call.

Also the optional rubric judge, and the model-free digest used when the turn's
time runs out or no endpoint answers, so a question with gathered sources
still gets a cited answer.
"""

from __future__ import annotations

from pydantic import BaseModel, Field, field_validator

from core.deadline import Deadline
from core.llm import LLM
from core.models import JudgeScores, Plan, ReportSet, Usage
from core.profiles import TypeProfile
from core.research import prompts
from core.research.base import ResearchRequest
from core.research.citations import SourceLedger
from core.research.evidence import terms_of
from core.sources.base import Hit
from core.text import prose_sentences, stem, truncate, words

_MIN_SOURCE_CHARS = 300


class ReportDraft(BaseModel):
    inline: str = Field(description="one sentence answering the question, with [n] citations")
    quick: str = Field(description="3-5 sentences with the key facts, with [n] citations")
    detailed: str = Field(description="markdown report with the required sections, with [n] citations")
    suggestions: list[str] = Field(default_factory=list, description="2-3 follow-up questions")

    @field_validator("inline", "quick", "detailed")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value.strip()

    @field_validator("suggestions")
    @classmethod
    def _clean_suggestions(cls, value: list[str]) -> list[str]:
        seen: dict[str, str] = {}
        for item in value:
            text = item.strip()
            if text and text.lower() not in seen:
                seen[text.lower()] = text
        return list(seen.values())[:3]

    @property
    def reports(self) -> ReportSet:
        return ReportSet(inline=self.inline, quick=self.quick, detailed=self.detailed)


class JudgeVerdict(BaseModel):
    """What the judge is asked to return; stored as `JudgeScores`."""

    relevance: int = Field(ge=1, le=5)
    coverage: int = Field(ge=1, le=5)
    citation_support: int = Field(ge=1, le=5)
    structure: int = Field(ge=1, le=5)
    rationale: str = Field(default="", description="1-3 sentences")
    problems: list[str] = Field(default_factory=list, description="concrete fixes for any score below 4")


def source_entry(number: int, hit: Hit, chars: int, label: str = "") -> str:
    """One numbered source as the model reads it: title, where it lives, text cut to `chars`."""
    location = hit.url or hit.path or hit.source
    heading = f" › {hit.heading}" if hit.heading else ""
    text = " ".join((hit.text or hit.snippet).split())
    if len(text) > chars:
        text = text[: chars - 1].rstrip() + "…"
    return f"[{number}] {hit.title} — {location}{heading}{label}\n{text}"


def sources_block(ledger: SourceLedger, budget_chars: int, max_sources: int = 20) -> str:
    """The gathered sources as the writer sees them, under their draft numbers."""
    items = ledger.items()[:max_sources]
    if not items:
        return "(none)"
    share = max(_MIN_SOURCE_CHARS, budget_chars // len(items))
    return "\n\n".join(source_entry(number, hit, share) for number, hit in items)


class Writer:
    def __init__(self, llm: LLM, source_chars: int) -> None:
        self.llm = llm
        self.source_chars = source_chars

    def _messages(
        self, request: ResearchRequest, profile: TypeProfile, ledger: SourceLedger, forced: bool, plan: Plan | None
    ) -> list[dict[str, str]]:
        return [
            {"role": "system", "content": prompts.writer_system(profile)},
            {
                "role": "user",
                "content": prompts.writer_user(
                    request.standalone,
                    request.question,
                    request.entities,
                    request.memory_context,
                    sources_block(ledger, self.source_chars),
                    forced,
                    plan,
                ),
            },
        ]

    async def write(
        self,
        request: ResearchRequest,
        profile: TypeProfile,
        ledger: SourceLedger,
        usage: Usage,
        *,
        forced: bool = False,
        plan: Plan | None = None,
        previous: ReportDraft | None = None,
        issues: list[str] | None = None,
        deadline: Deadline | None = None,
    ) -> ReportDraft:
        """A draft; with `previous` and `issues`, a rewrite that fixes them."""
        messages = self._messages(request, profile, ledger, forced, plan)
        if previous is not None:
            messages += [
                {"role": "assistant", "content": previous.model_dump_json()},
                {"role": "user", "content": prompts.retry_feedback(issues or [])},
            ]
        purpose = "writer" if previous is None else "rewrite"
        return await self.llm.structured(messages, ReportDraft, usage, deadline=deadline, purpose=purpose)

    async def judge(
        self,
        request: ResearchRequest,
        profile: TypeProfile,
        draft: ReportDraft,
        ledger: SourceLedger,
        usage: Usage,
        *,
        parts: list[str],
        attempt: int = 1,
        deadline: Deadline | None = None,
    ) -> JudgeScores:
        messages = [
            {"role": "system", "content": prompts.judge_system(profile)},
            {
                "role": "user",
                "content": prompts.judge_user(
                    request.standalone, parts, draft.detailed, sources_block(ledger, self.source_chars)
                ),
            },
        ]
        verdict = await self.llm.structured(
            messages, JudgeVerdict, usage, temperature=0.0, deadline=deadline, purpose="judge"
        )
        return JudgeScores(**verdict.model_dump(), attempt=attempt)


def _best_sentence(hit: Hit, question_stems: frozenset[str], limit: int = 280) -> str:
    """The hit's sentence saying most about the question (its first on a tie), without its end mark."""
    sentences = prose_sentences(hit.text or hit.snippet) or [" ".join((hit.snippet or hit.text).split())]

    def overlap(sentence: str) -> int:
        return len({stem(w) for w in words(sentence)} & question_stems)

    best = max(sentences, key=overlap) if sentences else ""
    return truncate(best, limit).rstrip(".!?")


def digest_draft(request: ResearchRequest, ledger: SourceLedger, reason: str, max_sources: int = 5) -> ReportDraft:
    """A plainly labelled, cited digest of the gathered sources, written without a model.

    One sentence per source, the one closest to the question, quoted as is.
    """
    question_stems = terms_of(request.standalone, *request.entities)
    items = ledger.items()[:max_sources]
    points = [(n, hit, _best_sentence(hit, question_stems)) for n, hit in items]
    label = f"_Digest of the sources found, not a written answer: {reason}._"
    inline = f"{points[0][2]} [{points[0][0]}]. _(digest: {reason})_"
    quick = " ".join(f"{sentence} [{n}]." for n, _, sentence in points[:3])
    bullets = "\n".join(f"- **{hit.title}**: {sentence} [{n}]." for n, hit, sentence in points)
    detailed = f"{label}\n\n## What the sources say about: {request.standalone}\n\n{bullets}"
    return ReportDraft(inline=inline, quick=f"{label}\n\n{quick}", detailed=detailed, suggestions=[])
