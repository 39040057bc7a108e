"""A report as a PDF (fpdf2, pure Python): headings, lists, tables, links and
verbatim code, in the DejaVu fonts shipped in core/exports/fonts so any
script those fonts cover comes out as written, whatever the machine has installed.

The page is the HTML writer's fragment laid out by fpdf2's `write_html`. That
layout takes only plain text in table cells, so cells are flattened to their
text first; should fpdf2 still refuse a construct, the report is laid out
again block by block as plain paragraphs rather than not exported at all.
"""

from __future__ import annotations

import functools
import logging
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.errors import FPDFException
from fpdf.fonts import FontFace, TextStyle
from markdown_it.token import Token

from core.exports.as_html import MARKDOWN, sources_html
from core.exports.document import ExportDocument, linkable
from core.markdown import blocks

log = logging.getLogger(__name__)
# fontTools narrates every font subset at INFO (dozens of lines per PDF); only its warnings matter here.
logging.getLogger("fontTools").setLevel(logging.WARNING)

MIME = "application/pdf"
FONTS = Path(__file__).parent / "fonts"
SANS, MONO = "dejavu", "dejavu-mono"
_FONT_FILES = {
    (SANS, ""): "DejaVuSans.ttf",
    (SANS, "B"): "DejaVuSans-Bold.ttf",
    (SANS, "I"): "DejaVuSans-Oblique.ttf",
    (SANS, "BI"): "DejaVuSans-BoldOblique.ttf",
    (MONO, ""): "DejaVuSansMono.ttf",
    (MONO, "B"): "DejaVuSansMono-Bold.ttf",
    (MONO, "I"): "DejaVuSansMono.ttf",
    (MONO, "BI"): "DejaVuSansMono-Bold.ttf",
}
INK, MUTED, LINK, HEADING = "#1d1d1f", "#666666", "#0b5cad", "#1d1d1f"
TAG_STYLES: dict[str, Any] = {
    "a": FontFace(color=LINK, emphasis="UNDERLINE"),
    "code": FontFace(family=MONO, size_pt=9.5, color="#6a1b3d"),
    "pre": TextStyle(font_family=MONO, font_size_pt=9, color=INK, t_margin=3, b_margin=3),
    "h1": TextStyle(font_family=SANS, font_style="B", font_size_pt=18, color=HEADING, t_margin=6, b_margin=0.8),
    "h2": TextStyle(font_family=SANS, font_style="B", font_size_pt=15, color=HEADING, t_margin=6, b_margin=0.8),
    "h3": TextStyle(font_family=SANS, font_style="B", font_size_pt=12.5, color=HEADING, t_margin=5, b_margin=0.8),
    "h4": TextStyle(font_family=SANS, font_style="B", font_size_pt=11, color=HEADING, t_margin=4, b_margin=0.4),
    "h5": TextStyle(font_family=SANS, font_style="B", font_size_pt=10.5, color=HEADING, t_margin=4, b_margin=0.4),
    "h6": TextStyle(font_family=SANS, font_style="BI", font_size_pt=10.5, color=HEADING, t_margin=4, b_margin=0.4),
    "blockquote": TextStyle(color="#555555", t_margin=2, b_margin=2, l_margin=8),
    "p": TextStyle(t_margin=0, b_margin=2.5),
    "li": TextStyle(l_margin=6, t_margin=1),
    "ul": TextStyle(t_margin=0),
    "ol": TextStyle(t_margin=0),
}


class _Page(FPDF):
    def footer(self) -> None:
        self.set_y(-12)
        self.set_font(SANS, size=8)
        self.set_text_color(MUTED)
        self.cell(0, 6, f"{self.page_no()} / {{nb}}", align="C")


def write(doc: ExportDocument) -> bytes:
    html = _html(doc)
    try:
        return _render(doc, _faces(html), lambda pdf: _laid_out(pdf, html))
    # fpdf2's HTML layout refuses markup it cannot place (a table inside a list, say) with
    # a RuntimeError subclass or a plain layout error: the report still exports, plainly.
    except (FPDFException, RuntimeError, ValueError, IndexError) as exc:
        log.warning("export.pdf_plain_layout error=%s", type(exc).__name__)
        return _render(doc, set(_FONT_FILES), lambda pdf: _plain(pdf, doc))


def caveat(doc: ExportDocument) -> str | None:
    """What the PDF cannot show as written, said to the reader (who is pointed at a format
    that keeps it); None when it shows everything."""
    text = " ".join([doc.title, doc.body, *(f"{c.title} {c.heading or ''}" for c in doc.citations)])
    problems = []
    if missing := unshown(text):
        problems.append(f"its font can't draw {missing} of the report's characters (CJK, emoji…), so the PDF leaves them out")
    if backwards := right_to_left(text):
        problems.append(
            f"it lays out {backwards} right-to-left letters (Arabic, Hebrew…) left to right and unjoined, "
            "so that text reads backwards"
        )
    return "; ".join(problems) or None


def unshown(text: str) -> int:
    """How many of `text`'s characters the PDF leaves out: its fonts have no glyph for them (CJK, emoji)."""
    covered = _glyphs()
    return sum(
        1 for ch in text
        if ord(ch) not in covered and not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf", "Mn")
    )


def right_to_left(text: str) -> int:
    """How many of `text`'s letters are written right to left. fpdf2 orders and joins them
    only through HarfBuzz (uharfbuzz), which is not a dependency: without it each letter
    is drawn in memory order, left to right, in its isolated form."""
    return sum(1 for ch in text if unicodedata.bidirectional(ch) in ("R", "AL") and ch.isalpha())


@functools.cache
def _glyphs() -> frozenset[int]:
    # The mono face covers no script the sans face lacks; one cmap read per process.
    from fontTools.ttLib import TTFont

    return frozenset(TTFont(str(FONTS / _FONT_FILES[(SANS, "")]), lazy=True).getBestCmap())


def _faces(html: str) -> set[tuple[str, str]]:
    """The font faces the page can use. Reading a face costs ~0.1 s, most of a small
    PDF's time, so faces the report never uses are not read."""
    italic = "<em>" in html or "<h6" in html
    code = "<code" in html or "<pre" in html
    faces = {(SANS, ""), (SANS, "B")}
    if italic:
        faces |= {(SANS, "I"), (SANS, "BI")}
    if code:
        faces |= {(MONO, ""), (MONO, "B")} | ({(MONO, "I"), (MONO, "BI")} if italic else set())
    return faces


def _render(doc: ExportDocument, faces: set[tuple[str, str]], body: Callable[[FPDF], None]) -> bytes:
    pdf = _Page(format="A4")
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, margin=18)
    for family, style in sorted(faces):
        pdf.add_font(family, style, str(FONTS / _FONT_FILES[(family, style)]))
    pdf.set_title(doc.title)
    pdf.set_creator("research-bot")
    pdf.set_subject(doc.subtitle)
    pdf.add_page()
    pdf.set_text_color(INK)
    pdf.set_font(SANS, "B", 20)
    pdf.multi_cell(0, 9, doc.title, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font(SANS, "", 9.5)
    pdf.set_text_color(MUTED)
    pdf.multi_cell(0, 6, doc.subtitle, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_draw_color(200, 200, 200)
    pdf.line(pdf.l_margin, pdf.get_y() + 2, pdf.w - pdf.r_margin, pdf.get_y() + 2)
    pdf.ln(6)
    pdf.set_text_color(INK)
    pdf.set_font(SANS, "", 10.5)
    body(pdf)
    return bytes(pdf.output())


def _html(doc: ExportDocument) -> str:
    body = MARKDOWN.renderer.render(_tight_items(_flat_cells(MARKDOWN.parse(doc.body))), MARKDOWN.options, {})
    return body + sources_html(doc).replace('<section class="sources">', "").replace("</section>", "")


def _laid_out(pdf: FPDF, html: str) -> None:
    pdf.write_html(
        html,
        font_family=SANS,
        tag_styles=TAG_STYLES,
        ul_bullet_char="•",
        li_prefix_color=INK,
        table_line_separators=True,
        warn_on_tags_not_matching=False,
    )


def _flat_cells(tokens: list[Token]) -> list[Token]:
    """Table cells as plain text (fpdf2 lays out no markup inside a cell), aligned as the table says."""
    in_cell = False
    for token in tokens:
        if token.type in ("th_open", "td_open"):
            in_cell = True
            # fpdf2 reads a cell's `align` attribute (justified without one), not its CSS.
            style = str(token.attrGet("style") or "")
            token.attrSet("align", style.removeprefix("text-align:") if style.startswith("text-align:") else "left")
        elif token.type in ("th_close", "td_close"):
            in_cell = False
        elif in_cell and token.type == "inline":
            text = "".join(_text_of(child) for child in token.children or [])
            token.children = [Token("text", "", 0, content=text)]
    return tokens


def _tight_items(tokens: list[Token]) -> list[Token]:
    """List items without paragraph tags (fpdf2 drops an item's bullet or number
    before a <p>); an item's later paragraphs start on a new line instead."""
    items: list[list[int]] = []  # per open item: [its level, paragraphs seen]
    for n, token in enumerate(tokens):
        if token.type == "list_item_open":
            items.append([token.level, 0])
        elif token.type == "list_item_close":
            items.pop()
        elif items and token.type.startswith("paragraph_") and token.level == items[-1][0] + 1:
            token.hidden = True
            if token.type == "paragraph_open":
                items[-1][1] += 1
                inline = tokens[n + 1]
                if items[-1][1] > 1 and inline.children is not None:
                    inline.children.insert(0, Token("hardbreak", "br", 0))
    return tokens


def _text_of(token: Token) -> str:
    if token.type in ("text", "code_inline"):
        return token.content
    if token.type in ("softbreak", "hardbreak"):
        return " "
    return "".join(_text_of(child) for child in token.children or [])


def _plain(pdf: FPDF, doc: ExportDocument) -> None:
    """Every block as a plain paragraph; code in the monospaced font, as written."""
    for kind, text in blocks(doc.body):
        if kind in ("code", "table"):
            pdf.set_font(MONO, "", 9)
        elif kind == "heading":
            pdf.set_font(SANS, "B", 12.5)
        else:
            pdf.set_font(SANS, "", 10.5)
        prefix = "• " if kind == "item" else ""
        pdf.multi_cell(0, 5.5, prefix + text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(2)
    if doc.citations:
        pdf.set_font(SANS, "B", 15)
        pdf.multi_cell(0, 8, "Sources", align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_font(SANS, "", 10)
        for c in doc.citations:
            title = c.title + (f" › {c.heading}" if c.heading else "")
            where = f" — {c.location}" if c.location else ""
            link = c.url if linkable(c.url) else ""
            line = f"{c.number}. {title}{where}"
            pdf.multi_cell(0, 5.5, line, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT, link=link or "")
