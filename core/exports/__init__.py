"""Reports out of the chat: one answer's report as a Markdown, HTML, PDF or Word file.

`export_file` writes the document (`write_export` also says what a PDF cannot
show as written: characters its fonts lack, right-to-left text); `export_reply`
is the thread command's answer, the file attached. Writers load on first use,
so a Markdown export never imports the PDF or Word libraries.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from typing import TYPE_CHECKING, Literal, cast, get_args

from core.models import Analysis, Attachment, Reply, ReportKind
from core.replies import error_reply

if TYPE_CHECKING:
    from core.exports.document import ExportDocument

log = logging.getLogger(__name__)

ExportFormat = Literal["md", "html", "pdf", "docx"]
FORMATS: tuple[ExportFormat, ...] = get_args(ExportFormat)
DEFAULT_FORMAT: ExportFormat = "pdf"
NAMES: dict[ExportFormat, str] = {"md": "Markdown", "html": "HTML", "pdf": "PDF", "docx": "Word"}
_ALIASES: dict[str, ExportFormat] = {"markdown": "md", "htm": "html", "web": "html", "word": "docx"}
# In-document links to the Sources section where the format follows them.
_INTERNAL_LINKS: dict[ExportFormat, bool] = {"md": False, "html": True, "pdf": False, "docx": False}

USAGE = (
    "I can export the report as `md` (Markdown), `html`, `pdf` or `docx` (Word): say `export pdf`, "
    "or `export detailed docx` for another length."
)


def format_named(word: str | None) -> ExportFormat | None:
    """The format a user's word names (`PDF`, `.docx`, `markdown`, `word`), or None."""
    if word is None:
        return None
    w = word.strip().lower().lstrip(".")
    if w in FORMATS:
        return cast(ExportFormat, w)
    return _ALIASES.get(w)


def export_file(analysis: Analysis, kind: ReportKind, fmt: ExportFormat) -> Attachment:
    """The file (CPU-bound: call it off the event loop for pdf and docx)."""
    return write_export(analysis, kind, fmt)[0]


def write_export(analysis: Analysis, kind: ReportKind, fmt: ExportFormat) -> tuple[Attachment, str | None]:
    """The file, and what of the report it cannot show as written (a PDF's fonts have no CJK or
    emoji, and it lays Arabic and Hebrew out backwards), or None."""
    # The citation and code-region helpers load with the first export, not with every command.
    from core.exports.document import build

    doc: ExportDocument = build(analysis, kind, link_to_sources=_INTERNAL_LINKS[fmt])
    writer = importlib.import_module(f"core.exports.as_{fmt}")
    attachment = Attachment(
        filename=doc.filename(fmt),
        mime=writer.MIME,
        content=writer.write(doc),
        title=f"{doc.title} ({kind} report)",
    )
    return attachment, writer.caveat(doc) if hasattr(writer, "caveat") else None


async def export_reply(analysis: Analysis, index: int, kind: ReportKind, fmt: ExportFormat) -> Reply:
    """The thread's answer to `export`: a short note with the file attached."""
    try:
        attachment, caveat = await asyncio.to_thread(write_export, analysis, kind, fmt)
    except Exception:  # noqa: BLE001 - a writer's failure must still answer in the thread
        log.exception("export.failed format=%s kind=%s", fmt, kind)
        others = ", ".join(f"`export {f}`" for f in FORMATS if f != fmt)
        return error_reply(f"I couldn't write the {NAMES[fmt]} file for that report. Another format may work: {others}.")
    others = " · ".join(f"`export {f}`" for f in FORMATS if f != fmt)
    text = (
        f"📎 The {kind} report on _{_short(analysis.researched)}_ as {NAMES[fmt]}: `{attachment.filename}` "
        f"({_size(len(attachment.content))}). Other formats: {others}."
    )
    if caveat:
        text += f"\n\n⚠️ About this {NAMES[fmt]}: {caveat}. `export docx` or `export html` keeps the text as written."
    return Reply(kind="export", markdown=text, report_kind=kind, analysis_index=index, attachment=attachment)


def _short(question: str, limit: int = 120) -> str:
    flat = " ".join(question.split()).replace("_", " ")
    return flat if len(flat) <= limit else flat[: limit - 1].rsplit(" ", 1)[0] + "…"


def _size(n: int) -> str:
    return f"{n / 1024:.0f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.1f} MB"
