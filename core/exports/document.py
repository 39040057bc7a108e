"""What an exported report holds, whatever the file format: the question, one
report length with its own citation numbering, its citation markers turned
into links, and the sources it cites.

Every writer reads this one document, so a PDF and a Word file of the same
report say exactly the same thing.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime

from core.models import AnswerMode, Analysis, Citation, ReportKind
from core.replies import EXTRACTIVE_NOTE, report_view
from core.research.citations import MARKER_RE
from core.research.code_regions import outside_code
from core.printable import printable, printable_citation

# Links a file may carry: the web and mail. `javascript:`, `file:` and the like stay text.
_LINK_SCHEMES = ("http://", "https://", "mailto:")
_SLUG_WORDS = 8


def linkable(url: str | None) -> bool:
    return bool(url) and url.startswith(_LINK_SCHEMES)  # type: ignore[union-attr]


def anchor(number: int) -> str:
    """The id of a source's entry in the Sources section (HTML and PDF link to it)."""
    return f"source-{number}"


@dataclass(frozen=True)
class ExportDocument:
    question: str
    kind: ReportKind
    mode: AnswerMode
    created: datetime
    body: str
    """The report's markdown, its citation markers as links (code untouched)."""
    citations: list[Citation]
    """The sources the report cites, numbered as the report numbers them."""

    @property
    def title(self) -> str:
        return " ".join(self.question.split()) or "Research report"

    @property
    def subtitle(self) -> str:
        how = {"model": "researched with a language model", "extractive": "quoted from the indexed documents",
               "digest": "quoted from the sources found (time ran out before writing)"}[self.mode]
        return f"{self.kind.capitalize()} report · {self.created:%d %B %Y} · {how}"

    def filename(self, extension: str) -> str:
        return f"{slug(self.question)}-{self.kind}.{extension}"


def build(analysis: Analysis, kind: ReportKind, link_to_sources: bool = False) -> ExportDocument:
    """The document for one length of one answer. Markers link to the source's web
    address; with `link_to_sources`, a source without one links to its entry
    in the Sources section instead (formats with in-document links)."""
    body, citations = report_view(analysis, kind)
    if analysis.mode == "extractive":
        body = f"{body.rstrip()}\n\n{EXTRACTIVE_NOTE}"
    # Quoted files and model text may hold control characters, which Word's XML refuses.
    body = printable(body)
    citations = [printable_citation(c) for c in citations]
    return ExportDocument(
        question=printable(analysis.researched),
        kind=kind,
        mode=analysis.mode,
        created=analysis.created,
        body=link_markers(body, citations, link_to_sources),
        citations=citations,
    )


def link_markers(markdown: str, citations: list[Citation], link_to_sources: bool) -> str:
    """`[2]` -> `[[2]](https://…)`, `[1, 3]` -> `[[1]](…)[[3]](…)`; code is left byte for byte."""
    targets: dict[int, str] = {}
    for c in citations:
        if linkable(c.url):
            targets[c.number] = destination(c.url or "")
        elif link_to_sources:
            targets[c.number] = "#" + anchor(c.number)

    def marker(match: re.Match[str]) -> str:
        numbers = [int(p) for p in match.group(1).split(",")]
        return "".join(f"[[{n}]]({targets[n]})" if n in targets else f"\\[{n}\\]" for n in numbers)

    return outside_code(markdown, lambda text: MARKER_RE.sub(marker, text))


def destination(url: str) -> str:
    # A link destination in <...> may hold spaces and parentheses; only <, > and newlines must go.
    return "<" + url.replace("<", "%3C").replace(">", "%3E").replace("\n", "") + ">"


def slug(text: str) -> str:
    """A file name stem from the question: ASCII words joined by dashes."""
    flat = unicodedata.normalize("NFKD", text.casefold()).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", flat)[:_SLUG_WORDS]
    return "-".join(words) or "report"
