"""Building the Replies the pipeline and the commands hand to adapters."""

from __future__ import annotations

import re

from core.models import REPORT_KINDS, Analysis, Citation, Reply, ReplyFallback, ReplyMeta, ReportKind

_MARKER = re.compile(r"\[(\d{1,3})\]")

EXTRACTIVE_NOTE = (
    "_Extractive answer: sentences quoted from the indexed documents; "
    "no language model is configured._"
)


def cited_numbers(markdown: str) -> set[int]:
    return {int(n) for n in _MARKER.findall(markdown)}


def citations_for(markdown: str, citations: list[Citation]) -> list[Citation]:
    """The sources a report actually cites, keeping the analysis' numbering."""
    used = cited_numbers(markdown)
    return [c for c in citations if c.number in used]


def _report_text(analysis: Analysis, kind: ReportKind) -> str:
    body = analysis.reports.get(kind)
    return f"{body}\n\n{EXTRACTIVE_NOTE}" if analysis.mode == "extractive" else body


def report_reply(analysis: Analysis, index: int, kind: ReportKind) -> Reply:
    body = _report_text(analysis, kind)
    fallback = None
    if kind != "quick":
        quick = _report_text(analysis, "quick")
        fallback = ReplyFallback(markdown=quick, citations=citations_for(quick, analysis.citations), report_kind="quick")
    return Reply(
        kind="report",
        markdown=body,
        citations=citations_for(body, analysis.citations),
        report_kind=kind,
        available_reports=list(REPORT_KINDS),
        suggestions=analysis.suggestions,
        analysis_index=index,
        fallback=fallback,
        metadata=ReplyMeta(
            question_type=analysis.question_type,
            secondary_types=analysis.secondary_types,
            quality=analysis.quality,
            mode=analysis.mode,
            standalone_question=analysis.standalone_question,
        ),
    )


def answer_reply(analysis: Analysis, index: int, kind: ReportKind) -> Reply:
    reply = report_reply(analysis, index, kind)
    reply.kind = "answer"
    return reply


def error_reply(message: str, ephemeral: bool = False) -> Reply:
    """Plain markdown: each surface marks an error its own way (an emoji, a colour)."""
    return Reply(kind="error", markdown=message, ephemeral=ephemeral)


def info_reply(message: str, ephemeral: bool = False) -> Reply:
    return Reply(kind="info", markdown=message, ephemeral=ephemeral)


HELP_TEXT = """\
I research questions over the team's sources and answer with numbered citations.

**Ask** anything, e.g. _"Lambda vs ECS for a background worker?"_ — follow-ups in the \
same thread keep their context (_"how do I migrate from it?"_).

**Report lengths** (instant, no new research):
- `inline summary` · `quick summary` · `detailed summary` (also _"tl;dr"_, _"more detail"_)
- `detailed version of the first answer` for an earlier answer
- `regenerate` to research the last question again

**Sources**: `sources` lists them · `open 2` or `what does [2] say` shows one

**Plans** (with a model): `plan only: <question>` shows how I'd research it; edit it \
(`drop step 3`, `step 2: use web instead`, `add a step about pricing`) and say `go`

**Thread**: `reset` forgets this thread · `help` shows this message
"""


def help_reply(empty: bool = False, channel: str = "") -> Reply:
    """The help text; `channel` describes this channel's settings when it has any."""
    prefix = "Your message was empty, so here is what I can do.\n\n" if empty else ""
    suffix = f"\n{channel}\n" if channel else ""
    return Reply(kind="help", markdown=prefix + HELP_TEXT + suffix)
