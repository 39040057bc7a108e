"""Core markdown -> Slack mrkdwn, parsed with markdown-it-py.

Every piece of text is escaped (`&`, `<`, `>`) on the way out, so model or
source text can never form Slack control sequences such as `<!channel>` or
`<@U123>`; the plain broadcast words (`@here`, `@channel`, `@everyone`) get an
invisible word joiner so they never notify anyone either.
"""

from __future__ import annotations

import re
from urllib.parse import quote

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

from core.models import Citation

# `<...>` autolinks are off: in model text they are more often Slack markup
# (`<!subteam^S1|@team>` even parses as an e-mail address) than real links.
_md = MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"]).disable("autolink")

_BROADCAST = re.compile(r"@(here|channel|everyone)\b", re.IGNORECASE)
_WORD_JOINER = "\u2060"
_SAFE_SCHEMES = ("http://", "https://", "mailto:")
_EMPHASIS = {"strong": "*", "em": "_", "s": "~"}
_BULLETS = ("•", "◦", "▪")
# Wider tables wrap badly in a monospaced block on narrow clients.
_MAX_TABLE_WIDTH = 72


def escape(text: str) -> str:
    """Slack's three control characters; after this no text can ping or link."""
    return unping(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))


def unping(text: str) -> str:
    """Break the plain broadcast words; enough for plain_text fields, which never parse markup."""
    return _BROADCAST.sub(lambda m: f"@{_WORD_JOINER}{m.group(1)}", text)


def defuse(text: str) -> str:
    """Markdown kept as markdown (an uploaded file) but with Slack's mention syntax broken."""
    return unping(text.replace("<!", f"<{_WORD_JOINER}!").replace("<@", f"<{_WORD_JOINER}@"))


def to_mrkdwn(markdown: str) -> str:
    root = SyntaxTreeNode(_md.parse(markdown))
    return _blocks(root.children, depth=0).strip()


def link(url: str, label: str) -> str:
    """`<url|label>` for safe schemes; anything else stays visible text, never a link."""
    if not url.startswith(_SAFE_SCHEMES):
        return escape(label) if label else escape(url)
    target = quote(url, safe=":/?#[]@!$&'()*+,;=%~-._").replace("&", "&amp;")
    label = escape(label).replace("|", "¦")
    return f"<{target}|{label}>" if label and label != escape(url) else f"<{target}>"


def citation_line(c: Citation) -> str:
    title = f"[{c.number}] {c.title}" + (f" › {c.heading}" if c.heading else "")
    if c.url:
        return link(c.url, title)
    if c.path:
        return f"{escape(title)} — `{escape(c.path)}`"
    return escape(title)


def sources_section(citations: list[Citation]) -> str:
    return "*Sources*\n" + "\n".join(citation_line(c) for c in citations)


def _blocks(nodes: list[SyntaxTreeNode], depth: int, sep: str = "\n\n") -> str:
    return sep.join(part for part in (_block(n, depth) for n in nodes) if part)


def _block(node: SyntaxTreeNode, depth: int) -> str:
    kind = node.type
    if kind == "paragraph":
        return _inline(node)
    if kind == "heading":
        # mrkdwn has no headings and no nested bold, so the line is bold plain text.
        text = _inline(node, plain=True)
        return f"*{text}*" if text else ""
    if kind in ("bullet_list", "ordered_list"):
        return _list(node, depth)
    if kind == "blockquote":
        inner = _blocks(node.children, depth)
        return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n"))
    if kind in ("fence", "code_block"):
        return f"```\n{escape(node.content.rstrip(chr(10)))}\n```"
    if kind == "hr":
        return "──────────"
    if kind == "table":
        return _table(node)
    if kind == "html_block":
        return escape(node.content.strip())
    return _inline(node)


def _inline(node: SyntaxTreeNode, plain: bool = False) -> str:
    parts: list[str] = []
    for child in node.children:
        kind = child.type
        if kind in ("text", "html_inline"):
            parts.append(escape(child.content))
        elif kind in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif kind == "code_inline":
            parts.append(escape(child.content) if plain else f"`{escape(child.content)}`")
        elif kind in _EMPHASIS:
            inner = _inline(child, plain)
            mark = _EMPHASIS[kind]
            parts.append(inner if plain or not inner.strip() else f"{mark}{inner}{mark}")
        elif kind == "link":
            label = _inline(child, plain=True)
            parts.append(label if plain else _relink(str(child.attrs.get("href", "")), label))
        elif kind == "image":
            alt = _plain_text(child) or str(child.attrs.get("src", ""))
            parts.append(escape(alt) if plain else _relink(str(child.attrs.get("src", "")), escape(alt)))
        else:
            parts.append(_inline(child, plain))
    return "".join(parts)


def _relink(url: str, escaped_label: str) -> str:
    # The label is already escaped; `link` escapes, so undo before handing over.
    raw = escaped_label.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").replace(_WORD_JOINER, "")
    return link(url, raw)


def _plain_text(node: SyntaxTreeNode) -> str:
    if node.type in ("text", "code_inline"):
        return node.content
    if node.type in ("softbreak", "hardbreak"):
        return " "
    return "".join(_plain_text(c) for c in node.children)


def _list(node: SyntaxTreeNode, depth: int) -> str:
    ordered = node.type == "ordered_list"
    start = int(node.attrs.get("start", 1)) if ordered else 1
    pad = "    " * depth
    lines: list[str] = []
    for i, item in enumerate(node.children):
        marker = f"{start + i}." if ordered else _BULLETS[depth % len(_BULLETS)]
        first = True
        for child in item.children:
            if child.type in ("bullet_list", "ordered_list"):
                lines.append(_list(child, depth + 1))
                continue
            text = _block(child, depth + 1)
            for line in text.split("\n"):
                lines.append(f"{pad}{marker} {line}" if first else f"{pad}   {line}")
                first = False
        if first:
            lines.append(f"{pad}{marker}")
    return "\n".join(lines)


def _table(node: SyntaxTreeNode) -> str:
    rows: list[list[SyntaxTreeNode]] = []
    for section in node.children:
        for tr in section.children:
            rows.append(list(tr.children))
    if not rows:
        return ""
    texts = [[_plain_text(cell).strip() for cell in row] for row in rows]
    columns = max(len(r) for r in texts)
    for r in texts:
        r.extend([""] * (columns - len(r)))
    widths = [max(len(r[c]) for r in texts) for c in range(columns)]
    if sum(widths) + 3 * (columns - 1) <= _MAX_TABLE_WIDTH:
        # Slack has no tables; aligned columns in a code block read as one.
        def fmt(r: list[str]) -> str:
            return " | ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip()

        body = [fmt(texts[0]), "-+-".join("-" * w for w in widths), *(fmt(r) for r in texts[1:])]
        return "```\n" + escape("\n".join(body)) + "\n```"
    header = [_inline(cell, plain=True) for cell in rows[0]]
    lines = []
    for row in rows[1:]:
        cells = [_inline(cell) for cell in row]
        pairs = [f"*{h}:* {v}" if h else v for h, v in zip(header, cells, strict=False) if v]
        lines.append("• " + " · ".join(pairs))
    return "\n".join(lines)
