"""Cutting a parsed document into search-sized chunks.

A chunk never crosses a heading, so its heading trail says exactly what it is
about. Within a section, paragraphs are packed up to MAX_CHARS; a paragraph
longer than that is split between sentences; a small leftover joins the chunk
before it. Code fences are kept whole where they fit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.sources.formats import ParsedDocument
from core.text import FENCE, split_sentences

MIN_CHARS = 300
MAX_CHARS = 1200


@dataclass
class Chunk:
    position: int
    heading: str
    text: str


def chunk_document(doc: ParsedDocument, max_chars: int = MAX_CHARS, min_chars: int = MIN_CHARS) -> list[Chunk]:
    chunks: list[Chunk] = []
    for section in doc.sections:
        heading = " › ".join(section.trail)
        for text in _pack(_paragraphs(section.body), max_chars, min_chars):
            chunks.append(Chunk(position=len(chunks), heading=heading, text=text))
    return chunks


_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)])\s+", re.M)


def _paragraphs(body: str) -> list[str]:
    """Blank-line separated blocks, with each fenced code block kept as one block."""
    blocks: list[str] = []
    current: list[str] = []
    fence: str | None = None
    for line in body.split("\n"):
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(1)
        elif fence is not None and m and m.group(1) == fence:
            fence = None
        if fence is None and not m and not line.strip():
            if current:
                blocks.append("\n".join(current).strip())
                current = []
            continue
        current.append(line)
    if current:
        blocks.append("\n".join(current).strip())
    return [b for b in blocks if b]


def _pack(paragraphs: list[str], max_chars: int, min_chars: int) -> list[str]:
    pieces: list[str] = []
    for para in paragraphs:
        pieces.extend(_split_long(para, max_chars) if len(para) > max_chars else [para])
    chunks: list[str] = []
    current = ""
    for piece in pieces:
        if current and len(current) + 2 + len(piece) > max_chars:
            chunks.append(current)
            current = piece
        else:
            current = f"{current}\n\n{piece}" if current else piece
    if current:
        # A small tail reads better appended to its predecessor than alone,
        # as long as that keeps the chunk within a soft bound.
        if chunks and len(current) < min_chars and len(chunks[-1]) + len(current) <= max_chars + min_chars:
            chunks[-1] = f"{chunks[-1]}\n\n{current}"
        else:
            chunks.append(current)
    return chunks


def _split_long(paragraph: str, max_chars: int) -> list[str]:
    fence = FENCE.match(paragraph)
    if fence:
        # Each piece of a long code block gets its own fences so none is left open.
        lines = paragraph.split("\n")
        opener, body = lines[0], [ln for ln in lines[1:] if not ln.strip().startswith(fence.group(1))]
        closer = fence.group(1)
        budget = max_chars - len(opener) - len(closer) - 2
        return [f"{opener}\n{piece}\n{closer}" for piece in _split_lines(body, budget)]
    if paragraph.lstrip().startswith("|") or _LIST_ITEM.search(paragraph):
        return _split_lines(paragraph.split("\n"), max_chars)
    return _split_units(split_sentences(paragraph), " ", max_chars)


def _split_lines(lines: list[str], max_chars: int) -> list[str]:
    """Code and tables are split between lines, never mid-line."""
    return _split_units(lines, "\n", max_chars)


def _split_units(units: list[str], joiner: str, max_chars: int) -> list[str]:
    out: list[str] = []
    current = ""
    for unit in units:
        while len(unit) > max_chars:
            # Text without sentence breaks (minified, PDF soup) is cut at a space.
            cut = unit.rfind(" ", 0, max_chars)
            cut = cut if cut > max_chars // 2 else max_chars
            if current:
                out.append(current)
                current = ""
            out.append(unit[:cut].strip())
            unit = unit[cut:].strip()
        if current and len(current) + len(joiner) + len(unit) > max_chars:
            out.append(current)
            current = unit
        else:
            current = f"{current}{joiner}{unit}" if current else unit
    if current:
        out.append(current)
    return out
