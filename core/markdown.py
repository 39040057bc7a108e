"""The one markdown parser: core's plain-text readers and every adapter's renderer
walk the same markdown-it-py tree.

CommonMark plus tables and strikethrough. `<...>` autolinks are off: in model
text they are more often chat markup (`<!subteam^S1|@team>` even parses as an
e-mail address) than links. Raw HTML is recognised so readers can drop it and
renderers can show it as literal text; nothing ever renders it as HTML.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Literal

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

_md = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"]).disable("autolink")

# The same parser without its inline pass: the block structure alone, for readers
# that need the inline content of a few blocks only (headings).
_md_blocks = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"]).disable("autolink")
_md_blocks.core.ruler.disable("inline")

BlockKind = Literal["prose", "item", "code", "table", "heading"]
_HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")


@lru_cache(maxsize=64)
def parse(markdown: str) -> SyntaxTreeNode:
    """The tree of `markdown`, shared: readers walk it and never change it.

    A turn reads the same report several times (a follow-up's list items, the
    support check, the platform renderer, a report switch later) and
    markdown-it-py takes milliseconds a report, so recent trees are kept."""
    return SyntaxTreeNode(_md.parse(markdown))


def plain(node: SyntaxTreeNode, keep_code_ticks: bool = True, keep_html: bool = False) -> str:
    """A node's text without markup: links become their label, images their alt
    text, emphasis and HTML tags disappear (or, with `keep_html`, are kept as the
    characters written: a table cell that names `<br>`); code spans keep their
    backticks so a quoted identifier still reads as code."""
    return " ".join(_plain(node, keep_code_ticks, keep_html).split())


def _plain(node: SyntaxTreeNode, ticks: bool, html: bool = False) -> str:
    kind = node.type
    if kind == "text":
        return node.content
    if kind == "code_inline":
        return f"`{node.content}`" if ticks else node.content
    if kind in ("softbreak", "hardbreak"):
        return " "
    if kind == "html_inline":
        return node.content if html else ""
    if kind == "image":
        return "".join(_plain(c, ticks, html) for c in node.children) or str(node.attrs.get("alt", ""))
    return "".join(_plain(c, ticks, html) for c in node.children)


def table_cells(table: SyntaxTreeNode) -> list[list[SyntaxTreeNode]]:
    """The cells of a table node, header row first."""
    return [list(row.children) for section in table.children for row in section.children]


def blocks(markdown: str) -> Iterator[tuple[BlockKind, str]]:
    """(kind, text) for each block: prose paragraphs, list items and headings as
    plain text; code as written; tables as `| a | b |` rows of plain cells."""
    yield from _blocks(parse(markdown).children)


def headings(markdown: str) -> list[str]:
    """The plain text of every heading, in reading order (the "heading" blocks of
    `blocks`), at a fraction of its cost: only the headings' inline markup is parsed,
    with the link references the whole document defines."""
    env: dict[str, object] = {}
    tokens = _md_blocks.parse(markdown, env)
    out = []
    for at, token in enumerate(tokens):
        if token.type == "heading_open" and (text := plain(SyntaxTreeNode(_md.parseInline(tokens[at + 1].content, env)))):
            out.append(text)
    return out


def _blocks(nodes: list[SyntaxTreeNode]) -> Iterator[tuple[BlockKind, str]]:
    for node in nodes:
        kind = node.type
        if kind == "paragraph":
            if text := plain(node):
                yield ("prose", text)
        elif kind == "heading":
            if text := plain(node):
                yield ("heading", text)
        elif kind in ("bullet_list", "ordered_list"):
            yield from _items(node)
        elif kind == "blockquote":
            yield from _blocks(node.children)
        elif kind in ("fence", "code_block"):
            yield ("code", node.content.rstrip("\n"))
        elif kind == "table":
            rows = ["| " + " | ".join(plain(cell) for cell in row) + " |" for row in table_cells(node)]
            yield ("table", "\n".join(rows))
        elif kind == "html_block":
            if text := " ".join(_HTML_TAG.sub(" ", node.content).split()):
                yield ("prose", text)


def _items(listing: SyntaxTreeNode) -> Iterator[tuple[BlockKind, str]]:
    for item in listing.children:
        own = " ".join(plain(c) for c in item.children if c.type == "paragraph")
        if own.strip():
            yield ("item", own)
        for child in item.children:
            if child.type != "paragraph":
                yield from _blocks([child])
