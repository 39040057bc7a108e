"""Core markdown -> a surface's markup, walking the one markdown-it-py tree.

`MarkupRenderer` writes the tree back out as text markup; each surface says
how text is made safe, how emphasis, links, headings and code look, and how
wide a table may be before it becomes a list of rows. Slack mrkdwn, Slack's
streamed markdown and Discord markdown are subclasses; the terminal renders
the same tree with rich (bot/console.py). Code blocks come out exactly as
written: their content is never rewritten, only framed.
"""

from __future__ import annotations

import re

from markdown_it.tree import SyntaxTreeNode

from core.markdown import parse, plain, table_cells
from core.sources.blocks import code_span

_THREAD_TITLE_LIMIT = 100


class MarkupRenderer:
    bullets: tuple[str, ...] = ("-",)
    indent = "  "
    rule = "───"
    # Wider tables wrap badly in a monospaced block on narrow clients.
    max_table_width = 72
    emphasis_marks = {"strong": "**", "em": "_", "s": "~~"}

    def render(self, markdown: str) -> str:
        return self.blocks(parse(markdown).children, 0).strip()

    # --- hooks a surface overrides -------------------------------------------------

    def text(self, text: str) -> str:
        """Literal text, made safe for the surface (no pings, no accidental markup)."""
        return text

    def code_span(self, code: str) -> str:
        # A fence longer than any backtick run inside, padded when the code starts or
        # ends with one: the span reads back as exactly `code`.
        return code_span(code)

    def code_block(self, code: str, info: str) -> str:
        fence = "````" if "```" in code else "```"
        return f"{fence}{info}\n{code}\n{fence}"

    def link(self, url: str, label: str) -> str:
        """`label` is already rendered; `url` is raw."""
        return f"[{label}](<{url}>)" if safe_url(url) else label

    def heading(self, level: int, inner: str) -> str:
        return f"{'#' * min(level, 3)} {inner}" if level <= 3 else self.strong(inner)

    def strong(self, inner: str) -> str:
        return f"{self.emphasis_marks['strong']}{inner}{self.emphasis_marks['strong']}"

    def html(self, raw: str) -> str:
        """Raw HTML is shown as the characters it is, never interpreted."""
        return self.text(raw)

    # --- the walk -----------------------------------------------------------------

    def blocks(self, nodes: list[SyntaxTreeNode], depth: int) -> str:
        return "\n\n".join(part for part in (self.block(n, depth) for n in nodes) if part)

    def block(self, node: SyntaxTreeNode, depth: int) -> str:
        kind = node.type
        if kind == "paragraph":
            return self.inline(node)
        if kind == "heading":
            inner = self.inline(node, plain_marks=True)
            return self.heading(int(node.tag[1]), inner) if inner else ""
        if kind in ("bullet_list", "ordered_list"):
            return self.listing(node, depth)
        if kind == "blockquote":
            inner = self.blocks(node.children, depth)
            return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n"))
        if kind in ("fence", "code_block"):
            return self.code_block(node.content.rstrip("\n"), (node.info or "").strip())
        if kind == "hr":
            return self.rule
        if kind == "table":
            return self.table(node)
        if kind == "html_block":
            return self.html(node.content.strip())
        return self.inline(node)

    def inline(self, node: SyntaxTreeNode, plain_marks: bool = False) -> str:
        parts: list[str] = []
        for child in node.children:
            kind = child.type
            if kind == "text":
                parts.append(self.text(child.content))
            elif kind == "html_inline":
                parts.append(self.html(child.content))
            elif kind == "softbreak":
                parts.append("\n")
            elif kind == "hardbreak":
                parts.append("\n")
            elif kind == "code_inline":
                parts.append(self.text(child.content) if plain_marks else self.code_span(child.content))
            elif kind in self.emphasis_marks:
                inner = self.inline(child, plain_marks)
                mark = self.emphasis_marks[kind]
                parts.append(inner if plain_marks or not inner.strip() else f"{mark}{inner}{mark}")
            elif kind == "link":
                label = self.inline(child, plain_marks=True)
                parts.append(label if plain_marks else self.link(str(child.attrs.get("href", "")), label))
            elif kind == "image":
                alt = self.text(plain(child, keep_code_ticks=False) or str(child.attrs.get("src", "")))
                parts.append(alt if plain_marks else self.link(str(child.attrs.get("src", "")), alt))
            else:
                parts.append(self.inline(child, plain_marks))
        return "".join(parts)

    def listing(self, node: SyntaxTreeNode, depth: int) -> str:
        ordered = node.type == "ordered_list"
        start = int(node.attrs.get("start", 1)) if ordered else 1
        pad = self.indent * depth
        lines: list[str] = []
        for i, item in enumerate(node.children):
            marker = f"{start + i}." if ordered else self.bullets[depth % len(self.bullets)]
            first = True
            for child in item.children:
                if child.type in ("bullet_list", "ordered_list"):
                    lines.append(self.listing(child, depth + 1))
                    continue
                for line in self.block(child, depth + 1).split("\n"):
                    lines.append(f"{pad}{marker} {line}" if first else f"{pad}{' ' * (len(marker) + 1)}{line}")
                    first = False
            if first:
                lines.append(f"{pad}{marker}")
        return "\n".join(lines)

    def table(self, node: SyntaxTreeNode) -> str:
        """Narrow tables as aligned columns in a code block; wide ones as one
        line per row with the column names, since chat clients draw no tables."""
        rows = table_cells(node)
        if not rows:
            return ""
        # Raw HTML shows as the characters written, as it does in prose and wide tables.
        texts = [[plain(cell, keep_code_ticks=False, keep_html=True) for cell in row] for row in rows]
        columns = max(len(r) for r in texts)
        for r in texts:
            r.extend([""] * (columns - len(r)))
        widths = [max(len(r[c]) for r in texts) for c in range(columns)]
        if sum(widths) + 3 * (columns - 1) <= self.max_table_width:

            def fmt(r: list[str]) -> str:
                return " | ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip()

            body = [fmt(texts[0]), "-+-".join("-" * w for w in widths), *(fmt(r) for r in texts[1:])]
            return self.code_block("\n".join(body), "")
        header = [self.inline(cell, plain_marks=True) for cell in rows[0]]
        lines = []
        for row in rows[1:]:
            cells = [self.inline(cell) for cell in row]
            pairs = [f"{self.strong(h + ':')} {v}" if h else v for h, v in zip(header, cells, strict=False) if v]
            lines.append(f"{self.bullets[0]} " + " · ".join(pairs))
        return "\n".join(lines)


_SAFE_SCHEMES = ("http://", "https://", "mailto:")


def safe_url(url: str) -> bool:
    """Only web and mail links become links; `javascript:`, `file:` and the like stay text."""
    return url.startswith(_SAFE_SCHEMES)


def thread_title(question: str, limit: int = _THREAD_TITLE_LIMIT) -> str:
    """A readable one-line title from a question (Discord thread names, Slack
    thread titles): its first line, markup flattened, cut at a word."""
    first = question.strip().splitlines()[0] if question.strip() else ""
    flat = " ".join(plain(parse(first), keep_code_ticks=False).split()) if first else ""
    flat = " ".join(re.sub(r"<[@#!][^>]*>", " ", flat).split()) or "Research"
    if len(flat) <= limit:
        return flat
    return flat[: limit - 1].rsplit(" ", 1)[0] + "…"
