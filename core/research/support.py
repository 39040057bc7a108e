"""The citation support check applied to every answer, extractive and model alike.

Offline verdicts first (`core.research.claims`); with a model configured, only
the claims the offline check cannot decide are sent to it, in one short call.
Unsupported citations are then repaired (`core.research.repair`) before the
reply is posted. Citation precision (supported / decided pairs) is reported as
drafted and as posted.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from core.deadline import Deadline
from core.models import Citation, ReportSet, Usage
from core.sources.base import Hit
from core.text import split_sentences

if TYPE_CHECKING:
    # The model client loads with the first model check, not with every assistant; the claim
    # finder and the repairs with the first answer checked, not with a process that answers
    # only commands (`ask help`).
    from core.llm import LLM
    from core.research.claims import Claim, Passage

log = logging.getLogger("core.research.support")

_MAX_MODEL_ITEMS = 12
_EXCERPT_CHARS = 600
# Less than this left of the turn and undecided claims are kept as they are.
_MIN_MODEL_SECONDS = 1.0


class SupportReport(BaseModel):
    """What the check found and changed in one answer (stored in `quality.checks["support"]`)."""

    pairs: int = 0
    supported: int = 0
    unsupported: int = 0
    undecided: int = 0
    model_checked: int = 0
    repointed: int = 0
    unmarked: int = 0
    dropped: int = 0
    precision: float | None = Field(default=None, description="supported / decided pairs, as drafted")
    precision_after: float | None = Field(default=None, description="the same for what is posted")
    ms: float = 0.0


@dataclass
class Checked:
    reports: ReportSet
    citations: list[Citation]
    passages: dict[int, str]
    report: SupportReport


class ClaimVerdict(BaseModel):
    item: int
    supported: bool


class ClaimVerdicts(BaseModel):
    verdicts: list[ClaimVerdict] = Field(default_factory=list)


def _prepared(citations: list[Citation], passages: dict[int, str]) -> dict[int, Passage]:
    from core.research.claims import passage

    return {c.number: passage(passages[c.number]) for c in citations if passages.get(c.number)}


def _precision(claims: list[Claim]) -> float | None:
    decided = [v for c in claims for v in c.verdicts.values() if v != "undecided"]
    return round(sum(v == "supported" for v in decided) / len(decided), 3) if decided else None


def passages_for(citations: list[Citation], hits: Iterable[Hit]) -> dict[int, str]:
    """Each citation's full passage text: every hit at its location (url/path and heading), joined."""
    texts: dict[tuple[str, str], list[str]] = {}
    for hit in hits:
        key = ((hit.url or hit.path or hit.id).rstrip("/").lower(), (hit.heading or "").strip().lower())
        body = "\n".join(t for t in (hit.title, hit.heading or "", hit.text or hit.snippet) if t)
        if body not in texts.setdefault(key, []):
            texts[key].append(body)
    out: dict[int, str] = {}
    for c in citations:
        key = ((c.url or c.path or "").rstrip("/").lower(), (c.heading or "").strip().lower())
        out[c.number] = "\n".join(texts.get(key, [])) or "\n".join(t for t in (c.title, c.heading or "", c.snippet) if t)
    return out


class SupportChecker:
    """The check applied to every answer, extractive and model alike."""

    def __init__(self, llm: LLM | None = None, use_model: bool = True) -> None:
        self.llm = llm if use_model else None

    def analyse(
        self, reports: ReportSet, citations: list[Citation], passages: dict[int, str], spare: Iterable[Citation] = ()
    ) -> list[Claim]:
        """Offline verdicts for every claim of the three lengths (no model, no I/O).

        `spare` are gathered sources no report cites: candidates a misattributed claim may be
        re-pointed to."""
        return self._analyse(reports, citations, _prepared([*citations, *spare], passages))

    @staticmethod
    def _analyse(reports: ReportSet, citations: list[Citation], prepared: dict[int, Passage]) -> list[Claim]:
        from core.research.claims import find_claims, judge_offline

        known = {c.number for c in citations}
        claims = [
            claim
            for kind in ("inline", "quick", "detailed")
            for claim in find_claims(reports.get(kind), kind)  # type: ignore[arg-type]
        ]
        # The lengths restate each other: half of an answer's claims are the same words citing
        # the same sources as an earlier one, and a verdict reads nothing else of a claim.
        judged: dict[tuple[str, tuple[int, ...]], Claim] = {}
        for claim in claims:
            same = judged.setdefault((claim.text, tuple(claim.numbers)), claim)
            if same is claim:
                judge_offline(claim, prepared, known)
            else:
                claim.verdicts, claim.coverage = dict(same.verdicts), dict(same.coverage)
        return claims

    async def check(
        self,
        reports: ReportSet,
        citations: list[Citation],
        passages: dict[int, str],
        usage: Usage,
        deadline: Deadline | None = None,
        ask_model: bool = True,
        spare: list[Citation] | None = None,
    ) -> Checked:
        from core.research.repair import Repairs, renumber, repair

        started = time.perf_counter()
        pool = [*citations, *(spare or [])]
        prepared = _prepared(pool, passages)
        claims = self._analyse(reports, citations, prepared)
        report = SupportReport(pairs=sum(len(c.numbers) for c in claims))
        undecided = [c for c in claims if any(v == "undecided" and n in passages for n, v in c.verdicts.items())]
        if undecided and ask_model and self.llm is not None and (deadline is None or deadline.remaining() > _MIN_MODEL_SECONDS):
            report.model_checked = await self._ask_model(undecided, passages, usage, deadline)
        report.supported = sum(v == "supported" for c in claims for v in c.verdicts.values())
        report.unsupported = sum(v == "unsupported" for c in claims for v in c.verdicts.values())
        report.undecided = sum(v == "undecided" for c in claims for v in c.verdicts.values())
        report.precision = _precision(claims)
        repairs = Repairs()
        repaired = repair(reports, claims, prepared, repairs)
        report.repointed, report.unmarked, report.dropped = repairs.repointed, repairs.unmarked, repairs.dropped
        # What is posted keeps only supported and undecided pairs (undecided ones are not counted),
        # and every re-pointed claim is supported by its new source.
        report.precision_after = 1.0 if repairs.kept_supported + repairs.repointed else None
        checked = Checked(reports, citations, {c.number: passages.get(c.number, "") for c in citations}, report)
        if repaired != reports:
            checked = Checked(*renumber(repaired, pool, passages), report)
        report.ms = round((time.perf_counter() - started) * 1000, 3)
        log.info(
            "support pairs=%d supported=%d unsupported=%d undecided=%d model_checked=%d repointed=%d unmarked=%d "
            "dropped=%d precision=%s ms=%.2f",
            report.pairs, report.supported, report.unsupported, report.undecided, report.model_checked,
            report.repointed, report.unmarked, report.dropped, report.precision, report.ms,
        )
        return checked

    async def _ask_model(
        self, claims: list[Claim], passages: dict[int, str], usage: Usage, deadline: Deadline | None
    ) -> int:
        from core.research import prompts

        asked = claims[:_MAX_MODEL_ITEMS]
        items = [
            (i, claim.text, [(n, _excerpt(passages[n], claim)) for n in claim.numbers
                             if claim.verdicts.get(n) == "undecided" and n in passages])
            for i, claim in enumerate(asked, start=1)
        ]
        messages = [
            {"role": "system", "content": prompts.SUPPORT_SYSTEM},
            {"role": "user", "content": prompts.support_user(items)},
        ]
        from core.llm import LLMError

        try:
            answer = await self.llm.structured(messages, ClaimVerdicts, usage, temperature=0.0,  # type: ignore[union-attr]
                                               deadline=deadline, purpose="repair")
        except (LLMError, TimeoutError) as exc:
            log.warning("support.model_failed error=%s; undecided claims kept", type(exc).__name__)
            return 0
        for verdict in answer.verdicts:
            if 1 <= verdict.item <= len(asked):
                claim = asked[verdict.item - 1]
                for n, v in claim.verdicts.items():
                    if v == "undecided" and n in passages:
                        claim.verdicts[n] = "supported" if verdict.supported else "unsupported"
        return len(asked)


def _excerpt(passage: str, claim: Claim) -> str:
    """The part of a passage that overlaps the claim most, within `_EXCERPT_CHARS`."""
    from core.research.claims import content_stems

    flat = " ".join(passage.split())
    if len(flat) <= _EXCERPT_CHARS:
        return flat
    sentences = split_sentences(flat)
    best = max(range(len(sentences)), key=lambda i: len(content_stems(sentences[i]) & claim.stems), default=0)
    window = sentences[best]
    left, right = best - 1, best + 1
    while len(window) < _EXCERPT_CHARS and (left >= 0 or right < len(sentences)):
        if right < len(sentences):
            window = f"{window} {sentences[right]}"
            right += 1
        if left >= 0 and len(window) < _EXCERPT_CHARS:
            window = f"{sentences[left]} {window}"
            left -= 1
    return window[:_EXCERPT_CHARS]
