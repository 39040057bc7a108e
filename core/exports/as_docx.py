"""A report as a Word document (python-docx), built from the markdown tree:
Word headings (so the navigation pane lists them), bullet and numbered lists,
grid tables, clickable links and code in a monospaced font exactly as written.
"""

from __future__ import annotations

import io
import unicodedata

from docx import Document
from docx.document import Document as DocxDocument
from docx.enum.text import WD_BREAK
from docx.opc.constants import RELATIONSHIP_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor
from docx.table import _Cell
from docx.text.paragraph import Paragraph
from docx.text.run import Run
from markdown_it.tree import SyntaxTreeNode

from core.exports.document import ExportDocument, linkable
from core.markdown import parse, plain

MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
MONO = "Consolas"
LINK = RGBColor(0x0B, 0x5C, 0xAD)
MUTED = RGBColor(0x66, 0x66, 0x66)
_CODE_SHADE = "F3F3F5"
_MAX_LIST_DEPTH = 3  # Word's built-in "List Bullet", "List Bullet 2", "List Bullet 3"
_INDENT_PT = 18


def write(doc: ExportDocument) -> bytes:
    word = Document()
    props = word.core_properties
    props.title, props.subject, props.author = doc.title, doc.subtitle, "research-bot"
    word.add_heading(doc.title, level=0)
    subtitle = word.add_paragraph().add_run(doc.subtitle)
    subtitle.italic, subtitle.font.color.rgb = True, MUTED
    _Writer(word).blocks(parse(doc.body).children, depth=0)
    if doc.citations:
        word.add_heading("Sources", level=1)
        for c in doc.citations:
            p = word.add_paragraph()
            p.add_run(f"{c.number}. ")
            title = (c.title or "untitled") + (f" › {c.heading}" if c.heading else "")
            if linkable(c.url):
                _hyperlink(p, c.url or "", title)
            else:
                p.add_run(title)
                if c.location:
                    p.add_run(" — ")
                    _mono(p.add_run(c.location))
    _set_directions(word)
    out = io.BytesIO()
    word.save(out)
    return out.getvalue()


class _Writer:
    def __init__(self, word: DocxDocument) -> None:
        self.word = word

    def blocks(self, nodes: list[SyntaxTreeNode], depth: int, quote: bool = False) -> None:
        for node in nodes:
            self.block(node, depth, quote)

    def block(self, node: SyntaxTreeNode, depth: int, quote: bool) -> None:
        kind = node.type
        if kind == "heading":
            p = self.word.add_heading(level=min(int(node.tag[1]), 9))
            self.inline(p, node)
        elif kind == "paragraph":
            p = self.word.add_paragraph(style="Quote" if quote else None)
            self.inline(p, node)
        elif kind in ("bullet_list", "ordered_list"):
            self.listing(node, depth, quote)
        elif kind == "blockquote":
            self.blocks(node.children, depth, quote=True)
        elif kind in ("fence", "code_block"):
            self.code(node.content.rstrip("\n"))
        elif kind == "table":
            self.table(node)
        elif kind == "hr":
            self.rule()
        elif kind == "html_block":
            # Raw HTML stays the characters it is.
            self.word.add_paragraph(node.content.strip())
        else:
            self.inline(self.word.add_paragraph(), node)

    def listing(self, node: SyntaxTreeNode, depth: int, quote: bool) -> None:
        ordered = node.type == "ordered_list"
        start = int(node.attrs.get("start", 1)) if ordered else 1
        level = min(depth + 1, _MAX_LIST_DEPTH)
        for i, item in enumerate(node.children):
            first = True
            for child in item.children:
                if child.type in ("bullet_list", "ordered_list"):
                    self.listing(child, depth + 1, quote)
                    continue
                if first and child.type == "paragraph":
                    p = self._item(ordered, level, f"{start + i}.")
                    self.inline(p, child)
                else:
                    # A list item's second paragraph, code block or table sits under its text.
                    self.block(child, depth + 1, quote)
                first = False
            if first:
                self._item(ordered, level, f"{start + i}.")

    def _item(self, ordered: bool, level: int, number: str) -> Paragraph:
        if not ordered:
            return self.word.add_paragraph(style="List Bullet" if level == 1 else f"List Bullet {level}")
        # Numbers written out: Word's "List Number" style would keep counting across separate lists.
        p = self.word.add_paragraph()
        p.paragraph_format.left_indent = Pt(_INDENT_PT * level)
        p.paragraph_format.first_line_indent = Pt(-_INDENT_PT)
        p.add_run(f"{number}\t")
        return p

    def code(self, code: str) -> None:
        p = self.word.add_paragraph()
        p.paragraph_format.space_after = Pt(8)
        _shade(p)
        for n, line in enumerate(code.split("\n")):
            run = _mono(p.add_run(line))
            run.font.size = Pt(9.5)
            if n < code.count("\n"):
                run.add_break(WD_BREAK.LINE)

    def table(self, node: SyntaxTreeNode) -> None:
        rows = [list(row.children) for section in node.children for row in section.children]
        if not rows:
            return
        columns = max(len(r) for r in rows)
        table = self.word.add_table(rows=len(rows), cols=columns)
        table.style = "Table Grid"
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                target: _Cell = table.cell(r, c)
                p = target.paragraphs[0]
                self.inline(p, cell)
                if r == 0:
                    for run in p.runs:
                        run.bold = True
        self.word.add_paragraph()

    def rule(self) -> None:
        p = self.word.add_paragraph()
        border = OxmlElement("w:pBdr")
        bottom = OxmlElement("w:bottom")
        for key, value in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", "CCCCCC")):
            bottom.set(qn(key), value)
        border.append(bottom)
        p._p.get_or_add_pPr().append(border)

    def inline(self, p: Paragraph, node: SyntaxTreeNode, marks: frozenset[str] = frozenset()) -> None:
        for child in node.children:
            kind = child.type
            if kind == "text":
                _styled(p.add_run(child.content), marks)
            elif kind == "code_inline":
                _styled(_mono(p.add_run(child.content)), marks)
            elif kind in ("softbreak",):
                _styled(p.add_run(" "), marks)
            elif kind == "hardbreak":
                p.add_run().add_break(WD_BREAK.LINE)
            elif kind == "html_inline":
                _styled(p.add_run(child.content), marks)
            elif kind in ("strong", "em", "s"):
                self.inline(p, child, marks | {kind})
            elif kind in ("link", "image"):
                url = str(child.attrs.get("href") or child.attrs.get("src") or "")
                label = plain(child, keep_code_ticks=False) or url
                if linkable(url):
                    _hyperlink(p, url, label, marks)
                else:
                    _styled(p.add_run(label), marks)
            else:
                self.inline(p, child, marks)


def _set_directions(word: DocxDocument) -> None:
    """A paragraph whose first letter is Arabic or Hebrew reads right to left (`w:bidi`):
    Word lays paragraphs out left to right unless told, so such a paragraph sat flush
    left with its closing punctuation and list number on the wrong side."""
    cells = (p for table in word.tables for row in table.rows for cell in row.cells for p in cell.paragraphs)
    for p in (*word.paragraphs, *cells):
        if _right_to_left(p.text):
            p._p.get_or_add_pPr().insert_element_before(
                OxmlElement("w:bidi"), "w:adjustRightInd", "w:snapToGrid", "w:spacing", "w:ind", "w:contextualSpacing",
                "w:mirrorIndents", "w:suppressOverlap", "w:jc", "w:textDirection", "w:textAlignment",
                "w:textboxTightWrap", "w:outlineLvl", "w:divId", "w:cnfStyle", "w:rPr", "w:sectPr", "w:pPrChange",
            )


def _right_to_left(text: str) -> bool:
    """Whether `text`'s first strong letter is written right to left (Unicode's rule P2)."""
    for ch in text:
        direction = unicodedata.bidirectional(ch)
        if direction in ("R", "AL"):
            return True
        if direction == "L":
            return False
    return False


def _styled(run: Run, marks: frozenset[str]) -> Run:
    # Only what is set: most runs are plain, and each property written costs XML.
    if "strong" in marks:
        run.bold = True
    if "em" in marks:
        run.italic = True
    if "s" in marks:
        run.font.strike = True
    return run


def _mono(run: Run) -> Run:
    run.font.name = MONO
    # East-Asian and complex-script text in a code run keeps the monospaced face too.
    fonts = run._r.get_or_add_rPr().get_or_add_rFonts()
    for attribute in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
        fonts.set(qn(attribute), MONO)
    return run


def _shade(p: Paragraph) -> None:
    shade = OxmlElement("w:shd")
    for key, value in (("w:val", "clear"), ("w:color", "auto"), ("w:fill", _CODE_SHADE)):
        shade.set(qn(key), value)
    p._p.get_or_add_pPr().append(shade)


def _hyperlink(p: Paragraph, url: str, label: str, marks: frozenset[str] = frozenset()) -> None:
    """A clickable external link: python-docx reads hyperlinks but has no call to add one."""
    r_id = p.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), r_id)
    run = _styled(p.add_run(label), marks)
    run.font.color.rgb = LINK
    run.underline = True
    link.append(run._r)  # moves the run from the paragraph into the link
    p._p.append(link)
