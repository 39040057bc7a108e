"""HTML pages into blocks, with the standard library's parser.

Page furniture (scripts, styles, navigation, headers, footers, forms) is
dropped. Headings open sections; `<pre>` is code (its language from a
`language-*` or `highlight-*` class, as Sphinx and most highlighters write
it); `<ol>` is steps; `<table>` keeps its rows; Sphinx/mkdocs admonition
`<div>`s become notes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from core.sources.blocks import Block, code_span, escape, join_inline
from core.sources.formats.document import ParsedDocument, sections_from_stream

_SKIP_TAGS = frozenset({"script", "style", "nav", "noscript", "template", "svg", "header", "footer", "aside", "form", "head"})
_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"})


@dataclass
class _Element:
    tag: str
    attrs: dict[str, str]
    children: list[_Element | str] = field(default_factory=list)

    @property
    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Element("root", {})
        self.stack = [self.root]
        self.title = ""
        self._in_title = False
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
            return
        if tag in _SKIP_TAGS:
            self._skip += 1
            return
        if self._skip:
            return
        element = _Element(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(element)
        if tag not in _VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
            return
        if tag in _SKIP_TAGS:
            self._skip = max(0, self._skip - 1)
            return
        if self._skip:
            return
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif not self._skip:
            self.stack[-1].children.append(data)


def parse_html(text: str, fallback_title: str) -> ParsedDocument:
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    doc = sections_from_stream(_blocks(builder.root), fallback_title)
    title = re.sub(r"\s+", " ", builder.title).strip()
    if title:
        doc.title = title
    return doc


_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_INLINE = frozenset({"a", "span", "em", "strong", "b", "i", "u", "small", "sub", "sup", "abbr", "cite", "mark", "kbd", "var", "q", "s", "time", "label", "img", "br", "code", "tt", "samp"})


def _blocks(element: _Element, lang: str = "") -> list[Block]:
    out: list[Block] = []
    run: list[_Element | str] = []

    def flush() -> None:
        text = _inline(run)
        run.clear()
        if text:
            out.append(Block("prose", text=text))

    for child in element.children:
        if isinstance(child, str) or child.tag in _INLINE:
            run.append(child)
            continue
        flush()
        out.extend(_block(child, _language(child) or lang))
    flush()
    return out


def _block(el: _Element, lang: str = "") -> list[Block]:
    if el.tag in _HEADINGS:
        text = _inline(el.children)
        return [Block("heading", text=text, start=_HEADINGS[el.tag])] if text else []
    if el.tag == "pre":
        code = el.text().strip("\n")
        return [Block("code", text=code, lang=lang)] if code.strip() else []
    if el.tag in ("ol", "ul"):
        items = [b for li in el.children if isinstance(li, _Element) and li.tag == "li" and (b := _blocks(li, lang))]
        return [Block("steps" if el.tag == "ol" else "list", items=items)] if items else []
    if el.tag == "table":
        rows = [[_inline(cell.children) for cell in _find(tr, ("td", "th"))] for tr in _find(el, ("tr",))]
        return [Block("table", rows=rows)] if rows else []
    if el.tag == "blockquote" or (el.tag in ("div", "aside") and "admonition" in el.classes):
        return [_note(el)]
    return _blocks(el, lang)


def _note(el: _Element) -> Block:
    label = ""
    children = list(el.children)
    for i, child in enumerate(children):
        if isinstance(child, _Element) and "admonition-title" in child.classes:
            label = re.sub(r"\s+", " ", child.text()).strip()
            children = children[:i] + children[i + 1 :]
            break
    return Block("note", label=label, items=[_blocks(_Element("div", {}, children))])


def _find(el: _Element, tags: tuple[str, ...]) -> list[_Element]:
    found: list[_Element] = []
    for child in el.children:
        if isinstance(child, _Element):
            if child.tag in tags:
                found.append(child)
            elif child.tag != "table":
                found.extend(_find(child, tags))
    return found


def _language(element: _Element) -> str:
    """A `language-*`/`highlight-*` class on the element or, for `<pre>`, on its `<code>`."""
    inner = [c for c in element.children if isinstance(c, _Element)] if element.tag == "pre" else []
    for el in (element, *inner):
        for cls in el.classes:
            m = re.match(r"^(?:language|lang|highlight)-([\w+#-]+)$", cls)
            if m and m.group(1) not in ("default", "none"):
                return m.group(1)
    return ""


def _inline(nodes: list[_Element | str]) -> str:
    out: list[str] = []
    for node in nodes:
        if isinstance(node, str):
            out.append(escape(re.sub(r"\s+", " ", node)))
        elif node.tag in ("code", "tt", "kbd", "samp"):
            text = re.sub(r"\s+", " ", node.text()).strip()
            if text:
                out.append(code_span(text))
        elif node.tag == "img":
            out.append(escape(node.attrs.get("alt", "")))
        elif node.tag == "br":
            out.append(" ")
        else:
            out.append(_inline(node.children))
    return re.sub(r"(?<=\S) {2,}(?=\S)", " ", join_inline(out)).strip()
