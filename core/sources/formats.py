"""Reading documents into a title plus sections (heading trail, markdown-ish body).

Every format ends up in the same shape so chunking and ranking never care
where a document came from. Parsing is synchronous; callers run it in a thread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from core.text import FENCE

SUPPORTED_SUFFIXES: frozenset[str] = frozenset({".md", ".markdown", ".txt", ".rst", ".html", ".htm", ".pdf"})


@dataclass
class Section:
    trail: list[str]
    body: str


@dataclass
class ParsedDocument:
    title: str
    sections: list[Section] = field(default_factory=list)


class UnreadableDocument(ValueError):
    """A supported file whose content cannot be read (corrupt PDF, bad encoding...)."""


def parse_file(path: Path) -> ParsedDocument:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return parse_pdf(path)
    text = path.read_bytes().decode("utf-8", errors="replace")
    fallback = _title_from_name(path)
    if suffix in {".md", ".markdown"}:
        return parse_markdown(text, fallback)
    if suffix == ".rst":
        return parse_rst(text, fallback)
    if suffix in {".html", ".htm"}:
        return parse_html(text, fallback)
    return parse_text(text, fallback)


def _title_from_name(path: Path) -> str:
    return re.sub(r"[-_]+", " ", path.stem).strip().capitalize() or path.name


# --- markdown -----------------------------------------------------------------

_ATX = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.S)


def parse_markdown(text: str, fallback_title: str) -> ParsedDocument:
    """Split at ATX headings (outside code fences), tracking the heading trail."""
    text = _FRONT_MATTER.sub("", text.replace("\r\n", "\n"))
    headed: list[tuple[int, str] | None] = []
    lines: list[str] = []
    in_fence: str | None = None
    for line in text.split("\n"):
        fence = FENCE.match(line)
        if fence:
            in_fence = None if in_fence == fence.group(1) else (in_fence or fence.group(1))
        m = _ATX.match(line) if in_fence is None else None
        headed.append((len(m.group(1)), m.group(2)) if m else None)
        lines.append(line)
    return _sections_from_headings(lines, headed, fallback_title)


def _sections_from_headings(
    lines: list[str], headed: list[tuple[int, str] | None], fallback_title: str
) -> ParsedDocument:
    levels = [h[0] for h in headed if h]
    top = min(levels) if levels else 1
    # A single top-level heading is the document's title, not a section.
    title_is_heading = bool(levels) and levels.count(top) == 1 and levels[0] == top
    title = fallback_title
    trail: list[tuple[int, str]] = []
    sections: list[Section] = []
    body: list[str] = []

    def close() -> None:
        text = "\n".join(body).strip()
        body.clear()
        if text:
            sections.append(Section([t for _, t in trail], text))

    for line, heading in zip(lines, headed, strict=True):
        if heading is None:
            body.append(line)
            continue
        close()
        level, name = heading
        name = _plain_heading(name)
        if title_is_heading and level == top:
            title = name or fallback_title
            continue
        trail = [t for t in trail if t[0] < level] + [(level, name)]
    close()
    return ParsedDocument(title=title, sections=sections)


def _plain_heading(text: str) -> str:
    return re.sub(r"[*_`]", "", text).strip()


# --- reStructuredText ------------------------------------------------------------

_RST_ADORNMENT = re.compile(r"^([=\-~^\"'`#*+:.])\1{2,}\s*$")


def parse_rst(text: str, fallback_title: str) -> ParsedDocument:
    """Headings are lines underlined (optionally overlined) with punctuation.

    Levels follow the order in which adornment styles first appear, as in RST.
    """
    raw = text.replace("\r\n", "\n").split("\n")
    styles: list[str] = []
    lines: list[str] = []
    headed: list[tuple[int, str] | None] = []
    i = 0
    while i < len(raw):
        line = raw[i]
        nxt = raw[i + 1] if i + 1 < len(raw) else ""
        overlined = bool(_RST_ADORNMENT.match(line)) and i + 2 < len(raw) and raw[i + 2] == line
        if overlined and raw[i + 1].strip():
            style, name, step = "over" + line[0], raw[i + 1].strip(), 3
        elif line.strip() and not _RST_ADORNMENT.match(line) and _RST_ADORNMENT.match(nxt) and len(nxt.strip()) >= len(line.strip()):
            style, name, step = nxt[0], line.strip(), 2
        else:
            lines.append(_rst_inline(line))
            headed.append(None)
            i += 1
            continue
        if style not in styles:
            styles.append(style)
        lines.append("")
        headed.append((styles.index(style) + 1, name))
        i += step
    return _sections_from_headings(lines, headed, fallback_title)


def _rst_inline(line: str) -> str:
    line = re.sub(r"`([^`<]+?)\s*<[^>]+>`_+", r"\1", line)  # `text <url>`_ links
    line = re.sub(r":[a-z]+:`([^`]+)`", r"`\1`", line)  # :role:`x`
    line = line.replace("``", "`")
    if line.strip().startswith(".. "):
        return ""
    return line


# --- plain text --------------------------------------------------------------------


def parse_text(text: str, fallback_title: str) -> ParsedDocument:
    text = text.replace("\r\n", "\n").strip()
    first = text.split("\n", 1)[0].strip() if text else ""
    # A short first line followed by a blank line reads as a title.
    has_title = bool(first) and len(first) <= 100 and "\n\n" in text[: len(first) + 2]
    if has_title:
        body = text[len(first) :].strip()
        return ParsedDocument(title=first, sections=[Section([], body)] if body else [])
    return ParsedDocument(title=fallback_title, sections=[Section([], text)] if text else [])


# --- HTML --------------------------------------------------------------------------

_SKIP_TAGS = frozenset({"script", "style", "nav", "noscript", "template", "svg", "header", "footer", "aside", "form"})
_BLOCK_TAGS = frozenset({"p", "div", "section", "article", "main", "br", "tr", "table", "ul", "ol", "dl", "dt", "dd", "blockquote", "figure", "figcaption"})
_HEADING_TAGS = {f"h{n}": n for n in range(1, 7)}


class _HtmlReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.lines: list[str] = []
        self.headed: list[tuple[int, str] | None] = []
        self._skip = 0
        self._in_title = False
        self._heading: int | None = None
        self._pre = False
        self._buf: list[str] = []

    def _flush(self) -> None:
        text = "".join(self._buf)
        self._buf.clear()
        if self._heading is not None:
            name = re.sub(r"\s+", " ", text).strip()
            if name:
                self.lines.append("")
                self.headed.append((self._heading, name))
            return
        text = text if self._pre else re.sub(r"\s+", " ", text).strip()
        if text.strip():
            for line in (["```", *text.split("\n"), "```"] if self._pre else [text, ""]):
                self.lines.append(line)
                self.headed.append(None)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP_TAGS:
            self._skip += 1
        elif self._skip:
            return
        elif tag == "title":
            self._in_title = True
        elif tag in _HEADING_TAGS:
            self._flush()
            self._heading = _HEADING_TAGS[tag]
        elif tag == "pre":
            self._flush()
            self._pre = True
        elif tag == "li":
            self._flush()
            self._buf.append("- ")
        elif tag in _BLOCK_TAGS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP_TAGS:
            self._skip = max(0, self._skip - 1)
        elif self._skip:
            return
        elif tag == "title":
            self._in_title = False
        elif tag in _HEADING_TAGS or tag == "pre" or tag == "li" or tag in _BLOCK_TAGS:
            self._flush()
            self._heading = None
            self._pre = False

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif not self._skip:
            self._buf.append(data)

    def close(self) -> None:
        super().close()
        self._flush()


def parse_html(text: str, fallback_title: str) -> ParsedDocument:
    reader = _HtmlReader()
    reader.feed(text)
    reader.close()
    doc = _sections_from_headings(reader.lines, reader.headed, fallback_title)
    title = re.sub(r"\s+", " ", reader.title).strip()
    if title:
        doc.title = title
    return doc


# --- PDF --------------------------------------------------------------------------------


def parse_pdf(path: Path) -> ParsedDocument:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(str(path))
        pages = [(page.extract_text() or "") for page in reader.pages]
        meta_title = (reader.metadata.title if reader.metadata else None) or ""
    except (PdfReadError, ValueError, KeyError, OSError) as exc:
        raise UnreadableDocument(f"cannot read PDF {path}: {exc}") from exc
    sections = []
    for number, page in enumerate(pages, start=1):
        # PDF text arrives with hard line breaks; rejoin lines into paragraphs.
        body = re.sub(r"(?<![.!?:])\n(?!\n)", " ", page.replace("\r", "")).strip()
        if body:
            sections.append(Section([f"Page {number}"], body))
    first_line = next((s.body.split("\n", 1)[0][:100] for s in sections), "")
    title = meta_title.strip() or _title_from_name(path) or first_line
    return ParsedDocument(title=title, sections=sections)
