"""A report as a Markdown file: the title, the report with linked citations, and its sources."""

from __future__ import annotations

import re

from core.exports.document import ExportDocument, destination, linkable
from core.models import Citation

MIME = "text/markdown; charset=utf-8"
# Characters that would start markup in a source's title.
_MARKUP = re.compile(r"([\\`*_\[\]<>#|~])")


def escape(text: str) -> str:
    return _MARKUP.sub(r"\\\1", " ".join(text.split()))


def source_line(c: Citation) -> str:
    title = escape(c.title or "untitled") + (f" › {escape(c.heading)}" if c.heading else "")
    if linkable(c.url):
        line = f"[{title}]({destination(c.url or '')})"
    else:
        line = title + (f" — `{c.location}`" if c.location else "")
    return f"{c.number}. {line}"


def sources_markdown(doc: ExportDocument) -> str:
    if not doc.citations:
        return ""
    return "## Sources\n\n" + "\n".join(source_line(c) for c in doc.citations)


def write(doc: ExportDocument) -> bytes:
    parts = [f"# {escape(doc.title)}", f"_{doc.subtitle}_", doc.body.strip("\n"), sources_markdown(doc)]
    return ("\n\n".join(p for p in parts if p) + "\n").encode("utf-8")
