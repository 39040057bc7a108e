"""Plain text and PDF pages into blocks.

Text: a short first line followed by a blank line is the title; paragraphs
are prose; a paragraph indented four spaces or more is code.
PDF: pypdf's text per page, one section per page ("Page N").
"""

from __future__ import annotations

import logging
import re
import textwrap
from pathlib import Path

from core.sources.blocks import Block, escape
from core.sources.formats.document import ParsedDocument, Section, UnreadableDocument, title_from_name


def parse_text(text: str, fallback_title: str) -> ParsedDocument:
    text = text.replace("\r\n", "\n").strip("\n")
    first = text.split("\n", 1)[0].strip() if text.strip() else ""
    title = fallback_title
    if first and len(first) <= 100 and text[len(text.split("\n", 1)[0]) :].startswith("\n\n"):
        title, text = first, text.split("\n", 1)[1]
    blocks = _paragraphs(text)
    return ParsedDocument(title=title, sections=[Section([], blocks)] if blocks else [])


def _paragraphs(text: str) -> list[Block]:
    blocks: list[Block] = []
    for para in re.split(r"\n\s*\n", text):
        if not para.strip():
            continue
        lines = [ln for ln in para.split("\n") if ln.strip()]
        if all(ln.startswith(("    ", "\t")) for ln in lines):
            blocks.append(Block("code", text=textwrap.dedent(para).strip("\n")))
        else:
            blocks.append(Block("prose", text=escape(re.sub(r"\s+", " ", para).strip())))
    return blocks


def parse_pdf(path: Path) -> ParsedDocument:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    # pypdf logs its own warnings about a damaged file ("invalid pdf header", "EOF marker not
    # found") beside the one skip line that names the file and why: each broken PDF said thrice.
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        reader = PdfReader(str(path))
        pages = [(page.extract_text() or "") for page in reader.pages]
        meta_title = (reader.metadata.title if reader.metadata else None) or ""
    except (PdfReadError, ValueError, KeyError, OSError) as exc:
        raise UnreadableDocument(f"cannot read PDF: {exc}") from exc
    sections = []
    for number, page in enumerate(pages, start=1):
        # PDF text arrives with hard line breaks; rejoin lines into paragraphs.
        body = re.sub(r"(?<![.!?:])\n(?!\n)", " ", page.replace("\r", "")).strip()
        blocks = [Block("prose", text=escape(re.sub(r"\s+", " ", p).strip())) for p in body.split("\n") if p.strip()]
        if blocks:
            sections.append(Section([f"Page {number}"], blocks))
    title = meta_title.strip() or title_from_name(path)
    return ParsedDocument(title=title, sections=sections)
