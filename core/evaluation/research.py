"""`research-bot eval research`: research quality and cost on a question file.

Each question of a JSONL file (`{"id", "question", "keys": [...], "reference": "..."}`,
all but `question` optional) is asked in a fresh thread of the configured
assistant, through the same pipeline a Slack message takes. Per question the
report gives the route and plan, model and tool calls, tokens, cost, wall time,
judge scores (when the judge is on), citation precision as drafted and as
posted, and how many reference keys the answer contains; then totals and means.
It is written as markdown and JSON.
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from core.config import Settings
from core.models import Inbound, JudgeScores, QuestionType, ThreadKey
from core.text import content_words, stem


class EvalQuestion(BaseModel):
    id: str = ""
    question: str = Field(min_length=1)
    type: QuestionType | None = Field(default=None, description="the expected type, reported beside the predicted one")
    keys: list[str] = Field(default_factory=list, description="facts the answer should state (case-insensitive)")
    reference: str | None = Field(default=None, description="a reference answer")


class StepRow(BaseModel):
    question: str
    tool: str
    query: str
    state: str
    note: str = ""


class QuestionResult(BaseModel):
    id: str
    question: str
    expected_type: QuestionType | None = None
    type: QuestionType | None = None
    planned: bool = False
    route: str = ""
    plan: list[StepRow] = Field(default_factory=list)
    replans: int = 0
    mode: str | None = None
    model_calls: int = 0
    tool_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    wall_ms: float = 0.0
    citations: int = 0
    judge: JudgeScores | None = None
    citation_precision: float | None = Field(default=None, description="supported / decided pairs, as drafted")
    citation_precision_posted: float | None = None
    repaired: int = Field(default=0, description="citations re-pointed, unmarked or dropped by the support check")
    key_hits: int = 0
    keys: int = 0
    reference_recall: float | None = Field(default=None, description="share of the reference's content words")
    error: str | None = None


class Totals(BaseModel):
    questions: int
    answered: int
    planned: int
    model_calls: int
    tool_calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    wall_s: float
    key_hits: int
    keys: int


class Means(BaseModel):
    model_calls: float
    tool_calls: float
    tokens: float
    cost_usd: float
    wall_ms: float
    wall_ms_p50: float
    judge_overall: float | None
    citation_precision: float | None
    citation_precision_posted: float | None
    key_recall: float | None
    reference_recall: float | None


class ResearchEvalReport(BaseModel):
    dataset: str
    model: str | None
    sources: list[str]
    judge_enabled: bool
    results: list[QuestionResult]
    totals: Totals
    means: Means


def read_questions(path: Path) -> list[EvalQuestion]:
    """The question file; blank lines and `#` comments are skipped, ids default to the line number."""
    questions: list[EvalQuestion] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            row = EvalQuestion.model_validate_json(line)
        except ValidationError as exc:
            raise ValueError(f"{path}:{number}: not a question row ({exc.errors()[0]['msg']})") from exc
        questions.append(row if row.id else row.model_copy(update={"id": f"q{number}"}))
    return questions


def key_hit(key: str, text: str) -> bool:
    """A key is in the answer verbatim, or all its content words are (stemmed)."""
    lowered = text.lower()
    if key.lower() in lowered:
        return True
    wanted = {stem(w) for w in content_words(key)}
    return bool(wanted) and wanted <= {stem(w) for w in content_words(text)}


def reference_recall(reference: str, text: str) -> float:
    wanted = {stem(w) for w in content_words(reference)}
    if not wanted:
        return 0.0
    return round(len(wanted & {stem(w) for w in content_words(text)}) / len(wanted), 3)


async def run_research_eval(settings: Settings, path: Path) -> ResearchEvalReport:
    """Ask every question of `path` in a fresh thread; sessions stay in memory, never in the user's store."""
    from core.factory import build_assistant
    from core.store.memory import MemoryStore

    questions = read_questions(path)
    assistant = await build_assistant(settings, store=MemoryStore())
    try:
        results = [await _ask(assistant, q, n) for n, q in enumerate(questions, start=1)]
        sources = assistant.source_names
    finally:
        await assistant.aclose()
    return ResearchEvalReport(
        dataset=str(path),
        model=settings.llm_model if settings.llm_configured else None,
        sources=sources,
        judge_enabled=settings.research_judge_enabled,
        results=results,
        totals=_totals(results),
        means=_means(results),
    )


async def _ask(assistant: Any, question: EvalQuestion, number: int) -> QuestionResult:
    thread = ThreadKey(platform="eval", thread=f"{number}-{question.id}")
    row = QuestionResult(id=question.id, question=question.question, expected_type=question.type,
                         keys=len(question.keys))
    started = time.perf_counter()
    reply = await assistant.handle(Inbound(thread=thread, user="eval", text=question.question))
    row.wall_ms = round((time.perf_counter() - started) * 1000, 1)
    meta = reply.metadata
    usage = meta.usage
    row.type, row.mode = meta.question_type, meta.mode
    row.model_calls, row.tool_calls = usage.llm_calls, usage.tool_calls
    row.prompt_tokens, row.completion_tokens, row.cost_usd = usage.prompt_tokens, usage.completion_tokens, usage.cost_usd
    if meta.route is not None:
        row.planned, row.route = meta.route.planned, meta.route.reason
    if reply.kind == "error":
        row.error = reply.markdown
        return row
    session = await assistant.store.load(thread)
    analysis = session.latest
    if analysis is None:
        row.error = "nothing relevant found"
        return row
    if analysis.plan is not None:
        row.plan = [StepRow(question=s.question, tool=s.tool, query=s.query, state=s.state, note=s.note)
                    for s in analysis.plan.steps]
        row.replans = analysis.plan.replans
    support = analysis.quality.checks.get("support", {})
    row.citation_precision = support.get("precision")
    row.citation_precision_posted = support.get("precision_after")
    row.repaired = sum(support.get(k, 0) for k in ("repointed", "unmarked", "dropped"))
    row.judge = analysis.quality.judge
    row.citations = len(analysis.citations)
    answer = "\n".join((analysis.reports.inline, analysis.reports.quick, analysis.reports.detailed))
    row.key_hits = sum(key_hit(k, answer) for k in question.keys)
    if question.reference:
        row.reference_recall = reference_recall(question.reference, answer)
    return row


def _mean(values: list[float]) -> float | None:
    return round(statistics.fmean(values), 3) if values else None


def _totals(rows: list[QuestionResult]) -> Totals:
    return Totals(
        questions=len(rows),
        answered=sum(r.error is None for r in rows),
        planned=sum(r.planned for r in rows),
        model_calls=sum(r.model_calls for r in rows),
        tool_calls=sum(r.tool_calls for r in rows),
        prompt_tokens=sum(r.prompt_tokens for r in rows),
        completion_tokens=sum(r.completion_tokens for r in rows),
        cost_usd=round(sum(r.cost_usd for r in rows), 6),
        wall_s=round(sum(r.wall_ms for r in rows) / 1000, 2),
        key_hits=sum(r.key_hits for r in rows),
        keys=sum(r.keys for r in rows),
    )


def _means(rows: list[QuestionResult]) -> Means:
    n = max(1, len(rows))
    return Means(
        model_calls=round(sum(r.model_calls for r in rows) / n, 2),
        tool_calls=round(sum(r.tool_calls for r in rows) / n, 2),
        tokens=round(sum(r.prompt_tokens + r.completion_tokens for r in rows) / n, 1),
        cost_usd=round(sum(r.cost_usd for r in rows) / n, 6),
        wall_ms=round(sum(r.wall_ms for r in rows) / n, 1),
        wall_ms_p50=round(statistics.median(r.wall_ms for r in rows), 1) if rows else 0.0,
        judge_overall=_mean([r.judge.overall for r in rows if r.judge is not None]),
        citation_precision=_mean([r.citation_precision for r in rows if r.citation_precision is not None]),
        citation_precision_posted=_mean(
            [r.citation_precision_posted for r in rows if r.citation_precision_posted is not None]
        ),
        key_recall=_mean([r.key_hits / r.keys for r in rows if r.keys]),
        reference_recall=_mean([r.reference_recall for r in rows if r.reference_recall is not None]),
    )


def _cell(value: object) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value).replace("|", "\\|")


def render_markdown(report: ResearchEvalReport) -> str:
    t, m = report.totals, report.means
    lines = [
        "# Research evaluation",
        "",
        f"- questions: `{report.dataset}` ({t.questions}, {t.answered} answered, {t.planned} planned)",
        f"- model: {report.model or 'none (extractive answers)'}; sources: {', '.join(report.sources) or 'none'}; "
        f"judge: {'on' if report.judge_enabled else 'off'}",
        "",
        "| id | type | route | steps | model calls | tool calls | tokens | cost $ | wall s | judge | precision "
        "(drafted → posted) | keys |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in report.results:
        route = "plan" if r.planned else "direct"
        judge = _cell(r.judge.overall) if r.judge else "—"
        precision = f"{_cell(r.citation_precision)} → {_cell(r.citation_precision_posted)}"
        keys = f"{r.key_hits}/{r.keys}" if r.keys else "—"
        lines.append(
            f"| {_cell(r.id)} | {_cell(r.type)} | {route} | {len(r.plan) or '—'} | {r.model_calls} | {r.tool_calls} | "
            f"{r.prompt_tokens + r.completion_tokens} | {r.cost_usd:.4f} | {r.wall_ms / 1000:.2f} | {judge} | "
            f"{precision} | {keys} |"
        )
    lines += [
        "",
        "## Totals and means",
        "",
        f"- model calls: {t.model_calls} (mean {m.model_calls}); tool calls: {t.tool_calls} (mean {m.tool_calls})",
        f"- tokens: {t.prompt_tokens} prompt + {t.completion_tokens} completion (mean {m.tokens} per question)",
        f"- cost: ${t.cost_usd:.4f} (mean ${m.cost_usd:.4f}); wall time: {t.wall_s} s (mean {m.wall_ms} ms, "
        f"p50 {m.wall_ms_p50} ms)",
        f"- judge overall (0-1): {_cell(m.judge_overall)}; citation precision: drafted {_cell(m.citation_precision)}, "
        f"posted {_cell(m.citation_precision_posted)}",
        f"- key hits: {t.key_hits}/{t.keys} (mean recall {_cell(m.key_recall)}); reference recall: "
        f"{_cell(m.reference_recall)}",
    ]
    planned = [r for r in report.results if r.plan]
    if planned:
        lines += ["", "## Plans"]
        for r in planned:
            lines += ["", f"**{r.id}** — {r.question} ({r.route}; {r.replans} re-plan{'s' if r.replans != 1 else ''})", ""]
            lines += [f"{i}. {s.question} — `{s.tool}` “{s.query}” — {s.state}{': ' + s.note if s.note else ''}"
                      for i, s in enumerate(r.plan, start=1)]
    errors = [r for r in report.results if r.error]
    if errors:
        lines += ["", "## Not answered", ""] + [f"- **{r.id}**: {r.error}" for r in errors]
    return "\n".join(lines) + "\n"


def write_report(report: ResearchEvalReport, out: Path) -> tuple[Path, Path]:
    out.mkdir(parents=True, exist_ok=True)
    md, js = out / "research-eval.md", out / "research-eval.json"
    md.write_text(render_markdown(report), encoding="utf-8")
    js.write_text(json.dumps(report.model_dump(mode="json"), indent=2) + "\n", encoding="utf-8")
    return md, js
