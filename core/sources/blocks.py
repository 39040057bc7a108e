"""The structure every document format is parsed into, and its canonical markdown.

A section body is a list of blocks: prose paragraphs, ordered lists (steps),
bullet lists, code blocks (verbatim, with their language), tables and notes
(admonitions). Chunks store their blocks rendered as *canonical markdown*:
prose is inline markdown with only code spans as markup (everything else that
markdown would interpret is escaped), code is fenced with its language, steps
are `1.` lists, notes are `> **Note:**` quotes. Parsing that markdown again
(core/sources/formats/markdown.py) gives the same blocks back, so the answer
writer reads chunks with the same parser that read the documents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

BlockKind = Literal["prose", "steps", "list", "code", "table", "note", "heading"]


@dataclass
class Block:
    """One unit of a section body.

    `text` is inline markdown for prose and headings, the verbatim code for
    code. `items` holds each list item's blocks (steps, list) or a note's
    body (one item). `rows` holds a table's cells, header row first.
    """

    kind: BlockKind
    text: str = ""
    lang: str = ""
    label: str = ""
    start: int = 1
    items: list[list[Block]] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    # A paragraph of images alone (a README's badge row): indexed like any paragraph, so
    # search reads the same words, but its alt texts are never quoted as a sentence.
    images: bool = False
    # A prose block's sentences as the index read them (core/sources/reading.py), stored so an
    # answer need not read the paragraph again; None for blocks parsed at answer time.
    reading: list[list[Any]] | None = field(default=None, compare=False, repr=False)


# --- inline markdown ------------------------------------------------------------------

_IDENTIFIER = re.compile(r"^[*]{0,2}[A-Za-z0-9_.]*[A-Za-z0-9][A-Za-z0-9_.]*(?:\(\))?$")
# Marks a character the document itself escaped (`extra\_`): docutils leaves it in Text
# nodes and the Markdown parser writes it the same way. Such a word was written as prose,
# so it is never made a code span (a span `extra_` would quote what no file holds).
ESCAPED = "\x00"
_SPECIAL = re.compile(r"[\\`*_\[\]<&\x00]")
_BACKTICKS = re.compile(r"`+")
_SPACE_RUNS = re.compile(r"(\s+)")
_OPEN_TICK_END = re.compile(r"(?<!\\)`$")


def code_span(code: str) -> str:
    """`code` as a markdown code span, with a fence longer than any backtick run inside."""
    code = code.replace("\n", " ")
    longest = max((len(m) for m in _BACKTICKS.findall(code)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if code.startswith("`") or code.endswith("`") or (code.startswith(" ") and code.strip()) else ""
    return f"{fence}{pad}{code}{pad}{fence}"


def join_inline(pieces: list[str]) -> str:
    """Inline markdown pieces joined so that two code spans never touch.

    "`a`" followed by "`b`" would read back as one span holding "a``b",
    which is in no document; a space keeps them two spans.
    """
    out: list[str] = []
    for piece in pieces:
        if not piece:  # an escaped space reST removes: the spans around it still touch
            continue
        if piece.startswith("`") and out and _OPEN_TICK_END.search(out[-1]):
            out.append(" ")
        out.append(piece)
    return "".join(out)


def escape(text: str) -> str:
    """Plain text as inline markdown that renders (and parses back) to exactly that text.

    Identifiers that markdown would turn into emphasis (`__init__`, `*args`)
    become code spans rather than backslash soup; other markdown characters are
    escaped only where they could mean something.
    """
    if not _SPECIAL.search(text):
        return text
    # reST's escaped whitespace (`\ `) joins the words around it, as docutils renders it.
    text = text.replace(ESCAPED + " ", "")
    out: list[str] = []
    for token in _SPACE_RUNS.split(text):
        if not token or token.isspace():
            out.append(token)
            continue
        core = token.rstrip(".,;:!?)")
        tail = token[len(core) :]
        lead = ""
        while core.startswith(("(", '"', "'")):
            lead, core = lead + core[0], core[1:]
        if ("_" in core or "*" in core) and _IDENTIFIER.match(core) and _would_emphasise(core):
            out.append(lead + code_span(core) + tail)
        else:
            out.append(_escape_chars(token))
    return "".join(out)


def _would_emphasise(word: str) -> bool:
    return word.startswith(("_", "*")) or word.endswith(("_", "*")) or "*" in word


def _escape_chars(token: str) -> str:
    out: list[str] = []
    n = len(token)
    for i, ch in enumerate(token):
        nxt = token[i + 1] if i + 1 < n else ""
        prev = token[i - 1] if i else ""
        if ch == ESCAPED:
            continue
        if ch == "\\" and nxt and _is_punct(nxt):
            out.append("\\\\")
        elif ch in "`*[]":
            out.append("\\" + ch)
        elif ch == "_" and (not prev.isalnum() or not nxt.isalnum()):
            out.append("\\_")
        elif ch == "<" and (nxt.isalpha() or nxt in "/!?"):
            out.append("\\<")
        elif ch == "&" and re.match(r"&(?:#\d+|#x[0-9a-fA-F]+|\w+);", token[i:]):
            out.append("\\&")
        else:
            out.append(ch)
    return "".join(out)


def _is_punct(ch: str) -> bool:
    return ch.isascii() and not ch.isalnum() and not ch.isspace()


_LINE_START = re.compile(r"^(\s*)(#{1,6}(?=\s|$)|>|[-+*=](?=\s|$)|\d{1,9}(?=[.)](?:\s|$))|\||~~~|---)")


def escape_line_start(text: str) -> str:
    """Escape what would make a paragraph's first characters a heading, list, quote or rule."""
    m = _LINE_START.match(text)
    if not m:
        return text
    lead, token = m.group(1), m.group(2)
    if token[0].isdigit():
        return f"{lead}{token}\\{text[m.end()]}{text[m.end() + 1 :]}"
    return f"{lead}\\{text[len(lead):]}"


_CODE_SPAN = re.compile(r"(?<![\\`])(`+)(.+?)(?<!`)\1(?!`)", re.S)
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


def inline_plain(markdown: str) -> str:
    """Canonical inline markdown as plain text: code spans lose their backticks, escapes resolve."""
    if "`" not in markdown and "\\" not in markdown:  # no span and no escape: already plain
        return markdown
    parts: list[str] = []
    last = 0
    for m in _CODE_SPAN.finditer(markdown):
        parts.append(_ESCAPED.sub(r"\1", markdown[last : m.start()]))
        code = m.group(2)
        parts.append(code[1:-1] if len(code) > 2 and code.startswith(" ") and code.endswith(" ") else code)
        last = m.end()
    parts.append(_ESCAPED.sub(r"\1", markdown[last:]))
    return "".join(parts)


def code_spans(markdown: str) -> list[str]:
    """The code spans of inline markdown, as written (backticks included)."""
    return [m.group(0) for m in _CODE_SPAN.finditer(markdown)]


# --- rendering ------------------------------------------------------------------------


def fence_for(code: str) -> str:
    longest = max((len(m) for m in re.findall(r"^\s*(`{3,})", code, re.M)), default=0)
    return "`" * max(3, longest + 1)


def render_code(code: str, lang: str = "") -> str:
    fence = fence_for(code)
    return f"{fence}{lang}\n{code}\n{fence}"


def render(blocks: list[Block]) -> str:
    """Canonical markdown for a list of blocks, separated by blank lines."""
    return "\n\n".join(r for r in (render_block(b) for b in blocks) if r)


def render_block(block: Block) -> str:
    if block.kind == "prose":
        return escape_line_start(block.text)
    if block.kind == "heading":
        return f"**{block.text}**"
    if block.kind == "code":
        return render_code(block.text, block.lang)
    if block.kind in ("steps", "list"):
        return _render_list(block)
    if block.kind == "table":
        return render_table(block.rows)
    if block.kind == "note":
        body = render(block.items[0]) if block.items else ""
        if block.label and not body:
            body = f"**{block.label}**"
        elif block.label:
            body = f"**{block.label}:** {body}" if not body.startswith("```") else f"**{block.label}:**\n\n{body}"
        return "\n".join(f"> {line}" if line else ">" for line in body.split("\n"))
    return ""


def _render_list(block: Block) -> str:
    rendered: list[str] = []
    for n, item in enumerate(block.items, start=block.start):
        marker = f"{n}. " if block.kind == "steps" else "- "
        indent = " " * len(marker)
        first, *rest = (render(item) or "\u200b").split("\n")
        rendered.append("\n".join([marker + first, *(indent + line if line else "" for line in rest)]))
    # Items holding more than one block are separated by blank lines (a loose
    # list), so a code block under a step stays under that step.
    loose = any(len(item) > 1 for item in block.items)
    return ("\n\n" if loose else "\n").join(rendered)


def render_table(rows: list[list[str]]) -> str:
    if not rows:
        return ""
    width = max(len(r) for r in rows)
    cells = [[_cell(c) for c in r] + [""] * (width - len(r)) for r in rows]
    lines = ["| " + " | ".join(cells[0]) + " |", "| " + " | ".join(["---"] * width) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in cells[1:]]
    return "\n".join(lines)


def _cell(text: str) -> str:
    return re.sub(r"\s+", " ", text).replace("|", "\\|").strip()


# --- plain text --------------------------------------------------------------------------


def plain_text(blocks: list[Block]) -> str:
    """Everything searchable in the blocks, as plain text, one block per line."""
    out: list[str] = []
    for b in blocks:
        if b.kind in ("prose", "heading"):
            out.append(inline_plain(b.text))
        elif b.kind == "code":
            out.append(b.text)
        elif b.kind == "table":
            out.extend(" — ".join(inline_plain(c) for c in row if c) for row in b.rows)
        elif b.kind == "note":
            if b.label:
                out.append(f"{b.label}:")
            out.extend(plain_text(item) for item in b.items)
        else:
            out.extend(plain_text(item) for item in b.items)
    return "\n".join(s for s in out if s)


def size(block: Block) -> int:
    """Characters the block takes once rendered (cheap estimate for chunk packing)."""
    if block.kind in ("prose", "heading", "code"):
        return len(block.text) + (8 + len(block.lang) if block.kind == "code" else 0)
    if block.kind == "table":
        return sum(len(c) + 3 for row in block.rows for c in row) + 4 * len(block.rows)
    return sum(size(b) + 4 for item in block.items for b in item) + len(block.label)


# --- storage -------------------------------------------------------------------------------


def to_data(blocks: list[Block]) -> list[dict[str, object]]:
    """Blocks as JSON-ready dicts, leaving out empty fields."""
    out: list[dict[str, object]] = []
    for b in blocks:
        d: dict[str, object] = {"k": b.kind}
        if b.text:
            d["t"] = b.text
        if b.lang:
            d["l"] = b.lang
        if b.label:
            d["b"] = b.label
        if b.start != 1:
            d["s"] = b.start
        if b.images:
            d["g"] = 1
        if b.items:
            d["i"] = [to_data(item) for item in b.items]
        if b.rows:
            d["r"] = b.rows
        if b.reading is not None:
            d["z"] = b.reading
        out.append(d)
    return out


def from_data(data: list[dict[str, object]]) -> list[Block]:
    return [
        Block(
            kind=d["k"],  # type: ignore[arg-type]
            text=str(d.get("t", "")),
            lang=str(d.get("l", "")),
            label=str(d.get("b", "")),
            start=int(d.get("s", 1)),  # type: ignore[call-overload]
            images=bool(d.get("g", False)),
            items=[from_data(item) for item in d.get("i", [])],  # type: ignore[attr-defined]
            rows=list(d.get("r", [])),  # type: ignore[call-overload]
            reading=d.get("z"),  # type: ignore[arg-type]
        )
        for d in data
    ]
