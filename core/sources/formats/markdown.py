"""Markdown (CommonMark, GFM tables, MyST, mkdocs admonitions) into blocks, with markdown-it-py.

MyST roles (`{func}`x``) read as their text, directive fences (```` ```{note} ````,
`:::{warning}`) become notes, ```` ```{code-block} python ```` and
```` ```{doctest} ```` become code with a language, `{include}` and
`{eval-rst}` pull in their content; `!!! note` admonitions and GitHub
`> [!NOTE]` alerts become notes too. Material for MkDocs content tabs
(`=== "pip"` over an indented block) read as their label, as a line
introducing the tab's content ("pip:" then its code). Front matter, targets,
comments and toctrees are not content.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode
from markdown_it.rules_core import StateCore
from mdit_py_plugins.admon import admon_plugin
from mdit_py_plugins.colon_fence import colon_fence_plugin
from mdit_py_plugins.deflist import deflist_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin
from mdit_py_plugins.myst_blocks import myst_block_plugin
from mdit_py_plugins.myst_role import myst_role_plugin

from core.sources.blocks import ESCAPED, Block, code_span, escape, inline_plain, join_inline
from core.sources.formats.directives import Directive, directive_blocks, parse_directive_body
from core.sources.formats.document import IncludeContext, ParseCache, ParsedDocument, sections_from_stream
from core.sources.formats.roles import role_text


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    for plugin in (
        front_matter_plugin,
        myst_role_plugin,
        myst_block_plugin,
        colon_fence_plugin,
        deflist_plugin,
        admon_plugin,
        footnote_plugin,
    ):
        md.use(plugin)
    md.core.ruler.before("text_join", "mark_escapes", _mark_escapes)
    return md


def _mark_escapes(state: StateCore) -> None:
    """A backslash escape (`extra\\_`) kept as `ESCAPED` + the character: the author wrote
    that word as prose, and `escape` must not make it a code span."""
    for token in state.tokens:
        for child in token.children or []:
            if child.type == "text_special" and child.info == "escape":
                child.content = ESCAPED + child.content


# Python-Markdown's attr_list ("## Usage {: #usage }", "{: .note }" under a paragraph) is markup, not text.
_ATTR_LIST = re.compile(r"\s*(?<!\\)\\?\{:?\s*(?:[#.][\w-]|[\w-]+=)[^{}]*\\?\}\s*$")
_ONE_SPAN = re.compile(r"(`+)[^`\n]+\1")
# MultiMarkdown / Python-Markdown "meta" lines opening a document: "title: ...", "author: ...".
_META = re.compile(r"\A(?:[A-Za-z][\w-]*:[ \t]*\S[^\n]*\n(?:[ \t]{4,}\S[^\n]*\n)*)+(?:\n|\Z)")


def parse_markdown(text: str, fallback_title: str, context: IncludeContext | None = None) -> ParsedDocument:
    text = text.replace("\r\n", "\n")
    title = None
    meta = _META.match(text)
    if meta and re.search(r"^title:", meta.group(0), re.M | re.I):
        found = re.search(r"^title:\s*(.+?)\s*$", meta.group(0), re.M | re.I)
        title = found.group(1).strip("'\" ") if found else None
        text = text[meta.end() :]
    blocks, front_titles = _cache.get(text, context, lambda: _parse(text, context))
    # A front matter block names the document (or, without `title:`, unnames it).
    for front_title in front_titles:
        title = front_title
    doc = sections_from_stream(list(blocks), fallback_title, title)
    if context is not None:
        doc.includes = list(dict.fromkeys(context.seen))
    return doc


def markdown_blocks(text: str, context: IncludeContext | None = None) -> list[Block]:
    """Blocks of any markdown text (a chunk, a web page); headings stay as heading blocks."""
    return _parse(text, context)[0]


def file_blocks(text: str, context: IncludeContext) -> list[Block]:
    """Blocks of an included markdown file, parsed once per run (see ParseCache)."""
    return list(_cache.get(text, context, lambda: _parse(text, context))[0])


# A changelog is parsed as a file, then again where `{include}` pulls it into the docs.
_cache = ParseCache(16)


def _parse(text: str, context: IncludeContext | None) -> tuple[list[Block], list[str | None]]:
    """A text's blocks, and the title each of its front matter blocks gives."""
    tree = SyntaxTreeNode(_parser().parse(_tabs_read(text)))
    front_titles: list[str | None] = []
    for node in tree.children:
        if node.type == "front_matter":
            m = re.search(r"^title:\s*['\"]?(.+?)['\"]?\s*$", node.content, re.M)
            front_titles.append(m.group(1).strip() if m else None)
    return _stream(tree.children, context), front_titles


def _stream(nodes: list[SyntaxTreeNode], context: IncludeContext | None) -> list[Block]:
    out: list[Block] = []
    enclosing: Block | None = None
    for node in nodes:
        blocks = _node_blocks(node, context)
        if node.type == "heading" and blocks:
            enclosing = blocks[0]
        elif enclosing is not None and _EVAL_RST.match(node.info or "") and any(b.kind == "heading" for b in blocks):
            blocks = _nested(blocks, enclosing)
        out.extend(blocks)
    return out


# `{eval-rst}` fences are parsed as reST documents of their own, whose headings start at level 1.
_EVAL_RST = re.compile(r"^\{eval[-_]rst\}", re.I)


def _nested(blocks: list[Block], enclosing: Block) -> list[Block]:
    """An `{eval-rst}` fence's sections (`.. data:: StructlogOnRetryHook`) under the markdown heading
    the fence stands in, and the markdown after the fence back in that heading's section."""
    shift = enclosing.start
    nested = [replace(b, start=b.start + shift) if b.kind == "heading" else b for b in blocks]
    return [*nested, Block("heading", text=enclosing.text, start=shift, label="resume")]


# A content tab's opening line (pymdownx.tabbed): `=== "Label"`, `===+ "Label"` (selected), `===! "Label"` (new set).
_TAB = re.compile(r'^( *)===[+!]? +"(.*)"[ \t]*$')
_FENCE_LINE = re.compile(r"^ *(`{3,}|~{3,})")
# Material's icon shortcodes in a tab label (":simple-python: pip") are pictures, not words.
_ICON = re.compile(r"(?<!\S):[\w+-]+:(?!\S)")
TAB_INDENT = 4


def _tabs_read(text: str) -> str:
    """Content tabs as their label ("pip:", a paragraph of its own) over their body, dedented.

    Unread, a tab's line and the indented block under it run together into
    one paragraph of mangled code. Its body is ordinary markdown four spaces
    in (fences with blank lines, comments, `<div class="result" markdown>`),
    so it is dedented in place and parsed as the rest of the page is; fenced
    code elsewhere is left as written.
    """
    if "===" not in text:
        return text
    out: list[str] = []
    fence = ""
    body: str | None = None  # the indentation of the tab being read
    for line in text.split("\n"):
        if body is not None:
            if not line.strip():
                out.append("")
                continue
            if line.startswith(body):
                line = line[TAB_INDENT:]  # a tab under a list item stays in the item
            else:
                body = None
        opened = _FENCE_LINE.match(line)
        if fence:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = ""
        elif opened:
            fence = opened.group(1)
        elif (tab := _TAB.match(line)) is not None:
            label = _ICON.sub("", tab.group(2)).strip()
            out += [f"{tab.group(1)}{label}:", ""] if label else []
            body = tab.group(1) + " " * TAB_INDENT
            continue
        out.append(line)
    return "\n".join(out)


_SKIP = frozenset(
    {"front_matter", "myst_target", "myst_line_comment", "myst_block_break", "hr", "footnote_block", "math_block"}
)


def _node_blocks(node: SyntaxTreeNode, context: IncludeContext | None) -> list[Block]:
    kind = node.type
    if kind in _SKIP:
        return []
    if kind == "heading":
        text = _ATTR_LIST.sub("", _inline(node))
        # A heading written as one code span (`debug-keep-container`, `installer.records`) is
        # the name of an option or an object, as a reST object directive's section is.
        return [Block("heading", text=text, start=int(node.tag[1]), label="name" if _ONE_SPAN.fullmatch(text) else "")]
    if kind == "paragraph":
        text = _ATTR_LIST.sub("", _inline(node))
        return [Block("prose", text=text, images=_images_alone(node))] if text else []
    if kind in ("fence", "colon_fence"):
        return _fence(node, context)
    if kind == "code_block":
        return [Block("code", text=node.content.rstrip("\n"))]
    if kind in ("bullet_list", "ordered_list"):
        items = [_stream(item.children, context) for item in node.children]
        start = int(node.attrs.get("start", 1)) if kind == "ordered_list" else 1
        return [Block("steps" if kind == "ordered_list" else "list", items=[i for i in items if i], start=start)]
    if kind == "table":
        rows = [[_inline(cell) for cell in tr.children] for section in node.children for tr in section.children]
        return [Block("table", rows=rows)] if rows else []
    if kind == "blockquote":
        return [_quote(node, context)]
    if kind == "admonition":
        return [_admonition(node, context)]
    if kind == "dl":
        return [_definitions(node, context)]
    if kind == "html_block":
        text = re.sub(r"<!--.*?-->|<[^>]+>", " ", node.content, flags=re.S)
        text = re.sub(r"\s+", " ", text).strip()
        return [Block("prose", text=escape(text))] if text else []
    return _stream(node.children, context)


def _fence(node: SyntaxTreeNode, context: IncludeContext | None) -> list[Block]:
    info = node.info.strip()
    m = re.match(r"^\{([^}]+)\}\s*(.*)$", info)
    if m is None and node.type == "colon_fence":
        m = re.match(r"^([\w:-]+)\s*(.*)$", info)
    if m is None:
        return [Block("code", text=node.content.rstrip("\n"), lang=info.split()[0] if info else "")]
    options, body = parse_directive_body(node.content)
    directive = Directive(name=m.group(1).strip().lower(), argument=m.group(2).strip(), options=options, body=body)
    return directive_blocks(directive, context, lambda text, ctx: markdown_blocks(text, ctx))


def _quote(node: SyntaxTreeNode, context: IncludeContext | None) -> Block:
    """A blockquote; `> **Note:** ...` (our canonical notes) and `> [!NOTE]` alerts keep their label."""
    label = ""
    children = list(node.children)
    first = children[0] if children and children[0].type == "paragraph" else None
    inline = [n for n in (first.children[0].children if first is not None and first.children else []) if not (n.type == "text" and not n.content)]
    if inline and inline[0].type == "strong" and _plain_of(inline[0]).endswith(":"):
        label = _plain_of(inline[0])[:-1].strip()
        rest: list[str] = []
        _inline_into(list(inline[1:]), rest)
        body = _stream(children[1:], context)
        text = "".join(rest).strip()
        return Block("note", label=label, items=[([Block("prose", text=text)] if text else []) + body])
    blocks = _stream(children, context)
    if blocks and blocks[0].kind == "prose":
        m = re.match(r"^\\\[!(\w+)\\\]\s*", blocks[0].text)
        if m:
            label = m.group(1).capitalize()
            rest_text = blocks[0].text[m.end() :]
            blocks = ([Block("prose", text=rest_text)] if rest_text else []) + blocks[1:]
    return Block("note", label=label, items=[blocks])


def _plain_of(node: SyntaxTreeNode) -> str:
    return "".join(c.content if c.type in ("text", "code_inline") else _plain_of(c) for c in node.children).replace(ESCAPED, "")


def _admonition(node: SyntaxTreeNode, context: IncludeContext | None) -> Block:
    children = list(node.children)
    label = str(node.meta.get("tag", "note")).capitalize()
    if children and children[0].type == "admonition_title":
        title = _inline(children[0])
        # `!!! note` repeats the tag as the title when none is given.
        if title and title.lower() != label.lower():
            label = inline_plain(title)
        children = children[1:]
    return Block("note", label=label, items=[_stream(children, context)])


def _definitions(node: SyntaxTreeNode, context: IncludeContext | None) -> Block:
    items: list[list[Block]] = []
    for child in node.children:
        if child.type == "dt":
            items.append([Block("prose", text=_inline(child))])
        elif child.type == "dd" and items:
            body = _stream(child.children, context)
            if body and body[0].kind == "prose":
                items[-1][0] = Block("prose", text=f"{items[-1][0].text}: {body[0].text}")
                body = body[1:]
            items[-1].extend(body)
    return Block("list", items=items)


# --- inline -----------------------------------------------------------------------------


def _inline(node: SyntaxTreeNode) -> str:
    """Canonical inline markdown of a paragraph, heading or cell."""
    pieces: list[str] = []
    for child in node.children:
        if child.type == "inline":
            _inline_into(child.children, pieces)
        else:
            _inline_into([child], pieces)
    return join_inline(pieces).strip()


_UNDERSCORE_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_SPACES = re.compile(r"\s+")
# Inline HTML that ends a line or a block: in a README table cell, `a`<br>`b`
# is two values, so the tag reads as a space between them.
_BREAKING_TAG = re.compile(r"^</?(?:br|p|hr|div|li|ul|ol|tr|td|th|table|h[1-6])\b", re.I)


def _inline_into(nodes: list[SyntaxTreeNode], out: list[str]) -> None:
    for node in nodes:
        kind = node.type
        if kind == "text":
            _append_text(out, escape(_SPACES.sub(" ", node.content)))
        elif kind == "code_inline":
            out.append(code_span(node.content))
        elif kind in ("softbreak", "hardbreak"):
            _append_text(out, " ")
        elif kind == "myst_role":
            text, is_code = role_text(str(node.meta.get("name", "")), node.content)
            out.append(code_span(text) if is_code else escape(text))
        elif kind == "math_inline":
            out.append(code_span(node.content))
        elif kind == "html_inline":
            if _BREAKING_TAG.match(node.content):
                _append_text(out, " ")
        elif kind == "footnote_ref":
            continue
        elif kind in ("strong", "em") and node.markup in ("__", "_") and _dunder(node):
            # `__init__` written bare parses as bold "init"; it is a name.
            out.append(code_span(f"{node.markup}{node.children[0].content}{node.markup}"))
        else:
            _inline_into(list(node.children), out)


def _images_alone(node: SyntaxTreeNode) -> bool:
    """Whether a paragraph is images alone, each perhaps a link (`[![PyPI version](...)](...)`): a badge row."""
    parts = [n for inline in node.children for n in (inline.children if inline.type == "inline" else [inline])]
    parts = [n for n in parts if n.type not in ("softbreak", "hardbreak") and not (n.type == "text" and not n.content.strip())]
    return bool(parts) and all(n.type == "image" or (n.type == "link" and _images_alone(n)) for n in parts)


def _dunder(node: SyntaxTreeNode) -> bool:
    return len(node.children) == 1 and node.children[0].type == "text" and bool(
        _UNDERSCORE_NAME.match(node.children[0].content)
    )


def _append_text(out: list[str], text: str) -> None:
    if text.startswith(" ") and (not out or out[-1].endswith(" ")):
        text = text.lstrip(" ")
    if text:
        out.append(text)
