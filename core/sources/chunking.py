"""Cutting a parsed document into search-sized chunks of whole blocks.

A chunk never crosses a heading, so its heading trail says what it is about.
Blocks that belong together stay together: the prose introducing a code block
(or a list or table, when it ends with a colon) travels with it, an ordered
list of steps is one unit, and so are a table and a note. Units are packed up
to MAX_CHARS; a unit larger than SPLIT_CHARS is split where it can be without
losing meaning (prose between sentences, code between lines with its fences
repeated, lists between items keeping their numbers, tables between rows
keeping the header; a sentence or code line longer than SPLIT_CHARS between
words, or anywhere when it has no space). A small tail joins the chunk before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.sources.blocks import Block, plain_text, render, size
from core.text import split_sentences


if TYPE_CHECKING:  # the document model is a parser's output: `ask help` must not load it
    from core.sources.formats.document import ParsedDocument

# Between a chunk's headings in its trail (`Options › Counting`).
HEADING_SEPARATOR = " › "

MIN_CHARS = 300
MAX_CHARS = 1500
# A unit (prose + its code, a list of steps) up to this size stays whole in one chunk.
SPLIT_CHARS = 3000


@dataclass
class Chunk:
    position: int
    heading: str
    text: str
    plain: str
    blocks: list[Block]


def chunk_document(doc: ParsedDocument, max_chars: int = MAX_CHARS, min_chars: int = MIN_CHARS) -> list[Chunk]:
    chunks: list[Chunk] = []
    for section in doc.sections:
        heading = HEADING_SEPARATOR.join(section.trail)
        for blocks in _pack(_units(section.blocks), max_chars, min_chars):
            chunks.append(Chunk(len(chunks), heading, render(blocks), plain_text(blocks), blocks))
    return chunks


def _units(blocks: list[Block]) -> list[list[Block]]:
    """Runs of blocks that must not be separated."""
    units: list[list[Block]] = []
    for block in blocks:
        previous = units[-1] if units else None
        if previous is not None and _attaches(previous[-1], block):
            previous.append(block)
        else:
            units.append([block])
    return units


def _attaches(before: Block, block: Block) -> bool:
    if block.kind == "code" and before.kind in ("prose", "code"):
        return True
    return before.kind == "prose" and before.text.rstrip().endswith(":") and block.kind in ("steps", "list", "table", "note")


def _pack(units: list[list[Block]], max_chars: int, min_chars: int) -> list[list[Block]]:
    pieces: list[list[Block]] = []
    for unit in units:
        pieces.extend(_split(unit) if _size(unit) > SPLIT_CHARS else [unit])
    chunks: list[list[Block]] = []
    current: list[Block] = []
    for piece in pieces:
        if current and _size(current) + _size(piece) > max_chars:
            chunks.append(current)
            current = list(piece)
        else:
            current.extend(piece)
    if current:
        # A small tail reads better appended to its predecessor than alone.
        if chunks and _size(current) < min_chars and _size(chunks[-1]) + _size(current) <= max_chars + min_chars:
            chunks[-1].extend(current)
        else:
            chunks.append(current)
    return chunks


def _size(blocks: list[Block]) -> int:
    return sum(size(b) + 2 for b in blocks)


def _split(unit: list[Block]) -> list[list[Block]]:
    """A too-large unit as pieces of at most about SPLIT_CHARS each."""
    out: list[list[Block]] = []
    current: list[Block] = []
    for block in unit:
        parts = _split_block(block) if size(block) > SPLIT_CHARS else [block]
        for part in parts:
            if current and _size(current) + size(part) > SPLIT_CHARS:
                out.append(current)
                current = []
            current.append(part)
    if current:
        out.append(current)
    return out


def _split_block(block: Block) -> list[Block]:
    if block.kind == "code":
        lines = [piece for line in block.text.split("\n") for piece in _cut(line)]
        return [Block("code", text="\n".join(run), lang=block.lang) for run in _runs(lines)]
    if block.kind == "prose":
        sentences = [piece for sentence in split_sentences(block.text) for piece in _cut(sentence)]
        return [Block("prose", text=" ".join(run)) for run in _runs(sentences, joiner=1)]
    if block.kind in ("steps", "list"):
        out: list[Block] = []
        start = block.start
        for items in _runs(block.items, measure=lambda item: _size(item)):
            out.append(Block(block.kind, items=items, start=start))
            start += len(items)
        return out
    if block.kind == "table" and len(block.rows) > 2:
        header = block.rows[0]
        return [Block("table", rows=[header, *rows]) for rows in _runs(block.rows[1:], measure=lambda r: sum(len(c) + 3 for c in r))]
    return [block]


def _cut(text: str) -> list[str]:
    """A sentence or code line too long for any chunk (a pasted log, a minified line),
    cut at the last space before SPLIT_CHARS, or at SPLIT_CHARS when there is none."""
    pieces = []
    start = 0
    while len(text) - start > SPLIT_CHARS:
        at = text.rfind(" ", start + SPLIT_CHARS // 2, start + SPLIT_CHARS)
        end = at if at > 0 else start + SPLIT_CHARS
        pieces.append(text[start:end])
        start = end + 1 if at > 0 else end
    return [*pieces, text[start:]]


def _runs(units, joiner: int = 1, measure=len):  # type: ignore[no-untyped-def]
    """Consecutive groups of units whose measured sizes stay under SPLIT_CHARS."""
    groups = []
    current = []
    used = 0
    for unit in units:
        n = measure(unit) + joiner
        if current and used + n > SPLIT_CHARS:
            groups.append(current)
            current, used = [], 0
        current.append(unit)
        used += n
    if current:
        groups.append(current)
    return groups
