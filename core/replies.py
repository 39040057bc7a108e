"""Building the Replies the pipeline and the commands hand to adapters."""

from __future__ import annotations

from core.models import REPORT_KINDS, Analysis, Citation, Reply, ReplyFallback, ReplyMeta, ReportKind

EXTRACTIVE_NOTE = (
    "_Extractive answer: sentences quoted from the indexed documents; "
    "no language model is configured._"
)


def report_view(analysis: Analysis, kind: ReportKind) -> tuple[str, list[Citation]]:
    """A report with its own citation numbering (1..k, no gaps) and the sources it cites."""
    from core.research.citations import renumber

    return renumber(analysis.reports.get(kind), analysis.citations)


def _report_text(analysis: Analysis, kind: ReportKind) -> tuple[str, list[Citation]]:
    body, citations = report_view(analysis, kind)
    return (f"{body}\n\n{EXTRACTIVE_NOTE}" if analysis.mode == "extractive" else body), citations


def report_reply(analysis: Analysis, index: int, kind: ReportKind) -> Reply:
    body, citations = _report_text(analysis, kind)
    fallback = None
    if kind != "quick":
        quick, quick_citations = _report_text(analysis, "quick")
        fallback = ReplyFallback(markdown=quick, citations=quick_citations, report_kind="quick")
    return Reply(
        kind="report",
        markdown=body,
        citations=citations,
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
            answer_id=analysis.id,
        ),
    )


def answer_reply(analysis: Analysis, index: int, kind: ReportKind) -> Reply:
    reply = report_reply(analysis, index, kind)
    reply.kind = "answer"
    return reply


def here(dm: bool, *, opening: bool = False) -> str:
    """Where a message was said, as replies name it: a DM is no channel to the person in it.
    `opening`: it begins a sentence."""
    said = "this DM" if dm else "this channel"
    return said[0].upper() + said[1:] if opening else said


def error_reply(message: str, ephemeral: bool = False) -> Reply:
    """Plain markdown: each surface marks an error its own way (an emoji, a colour)."""
    return Reply(kind="error", markdown=message, ephemeral=ephemeral)


def info_reply(message: str, ephemeral: bool = False) -> Reply:
    return Reply(kind="info", markdown=message, ephemeral=ephemeral)


LINKS_NOT_OPENED = (
    "I can't open links: I search the team's sources for the words of a question, not the page a link "
    "points to. Ask what you'd like to know about it in words, or paste the passage you mean."
)


def nothing_found_hint(platform: str) -> str:
    """What to try after research found nothing. The console is the operator's own terminal, where
    indexing documents is theirs to do; in a chat only whoever runs the bot can add them, so a
    user there was told of a command they cannot run."""
    if platform == "console":
        return "Try other keywords or name the product exactly, or add your own documents with `research-bot index PATH`."
    return (
        "Try other words, or name the product or error exactly. If the team's documents on this aren't "
        "among my sources yet, ask whoever runs me to add them."
    )


_HELP = """\
I research questions over the team's sources and answer with numbered citations.

**Ask** anything, e.g. _"Lambda vs ECS for a background worker?"_ — follow-ups in the \
same thread keep their context (_"how do I migrate from it?"_).

**Report lengths** (instant, no new research):
- `inline summary` · `quick summary` · `detailed summary` (also _"tl;dr"_, _"more"_)
- `detailed version of the first answer` (or `detailed 1`) for an earlier answer
- `regenerate` to research the last question again

**Sources**: `sources` lists them · `source 2` (or `open 2`, `[2]`, `what does [2] say`) shows one, quoted

**Trace**: `how did you research this?` (or `trace`) shows the searches, model calls and checks behind the answer
**Export**: `export pdf` (or `md`, `html`, `docx`) sends the report as a file; \
`export detailed docx` for another length

{plans}**Thread**: `summarize this thread` recaps my answers here · `stop` stops an answer I am still researching · \
`reset` forgets this thread · `help` shows this message
"""


# Only a model plans research: without one `plan only:` is answered that there is no planning,
# so the help lists it only where it can be done.
_PLANS = """\
**Plans**: `plan only: <question>` shows how I'd research it; edit it \
(`drop step 3`, `step 2: use web instead`, `add a step about pricing`) and say `go`

"""


def help_text(planning: bool) -> str:
    """What this installation can do: plans only when a model is configured."""
    return _HELP.format(plans=_PLANS if planning else "")


def help_reply(*, planning: bool, empty: bool = False, channel: str = "", wordless: bool = False) -> Reply:
    """The help text; `planning` whether a model plans research here; `channel` describes this
    channel's settings when it has any."""
    prefix = "Your message was empty, so here is what I can do.\n\n" if empty else ""
    if wordless:
        prefix = "Your message had only punctuation, so here is what I can do.\n\n"
    suffix = f"\n{channel}\n" if channel else ""
    return Reply(kind="help", markdown=prefix + help_text(planning) + suffix)
