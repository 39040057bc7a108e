"""Each export format written and read back with an independent reader."""

from __future__ import annotations

import io
from html.parser import HTMLParser

import docx
import pypdf
import pytest

from core.exports import FORMATS, export_file
from core.models import Analysis, Citation, ReportSet

QUESTION = "Redis or Memcached for session storage — Größe & Ünïcode?"
CODE = 'def ttl(key):\n    return client.ttl(key)   # two   spaces   kept\n\tindented = "<tab>"'
DETAILED = f"""## Persistence

Redis writes snapshots and an append-only file [1]. Memcached keeps nothing across restarts [2, 3].

| Store | Persists | Types |
|---|---|---|
| Redis | **yes** [1] | many |
| Memcached | no | strings |

- Lists keep **order** [1]
  - nested item with `INCR`
1. First step
2. Second step

```python
{CODE}
```

> Quoted <script>alert(1)</script> text and ![diagram](https://img.test/d.png).

Привет, мир — ελληνικά ✓
"""


def analysis(detailed: str = DETAILED, mode: str = "model") -> Analysis:
    return Analysis(
        question=QUESTION,
        standalone_question=QUESTION,
        reports=ReportSet(inline="Redis [1].", quick="Redis persists; Memcached does not [1][2].", detailed=detailed),
        citations=[
            Citation(number=1, title="Redis persistence", url="https://redis.io/docs/persistence", heading="AOF"),
            Citation(number=2, title="Memcached wiki", url="https://github.com/memcached/memcached/wiki"),
            Citation(number=3, title="Team runbook", path="runbooks/cache.md"),
        ],
        mode=mode,  # type: ignore[arg-type]
    )


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self.tags: list[str] = []
        self.pre: list[str] = []
        self._href: str | None = None
        self._text = ""
        self._in_pre = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "a":
            self._href, self._text = dict(attrs).get("href") or "", ""
        if tag == "pre":
            self._in_pre = True
            self.pre.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append((self._href, self._text))
            self._href = None
        if tag == "pre":
            self._in_pre = False

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text += data
        if self._in_pre:
            self.pre[-1] += data


def test_markdown_has_linked_citations_verbatim_code_and_a_sources_section() -> None:
    file = export_file(analysis(), "detailed", "md")
    text = file.content.decode()
    assert file.filename == "redis-or-memcached-for-session-storage-grosse-unicode-detailed.md"
    assert file.mime.startswith("text/markdown")
    assert text.startswith(f"# {QUESTION}\n")
    assert "[[1]](<https://redis.io/docs/persistence>)" in text
    assert "[[2]](<https://github.com/memcached/memcached/wiki>)" in text and "\\[3\\]" in text
    assert CODE in text, "code is copied byte for byte"
    sources = text.split("## Sources\n", 1)[1]
    assert "1. [Redis persistence › AOF](<https://redis.io/docs/persistence>)" in sources
    assert "3. Team runbook — `runbooks/cache.md`" in sources


def test_html_is_a_standalone_page_with_links_tables_and_escaped_raw_html() -> None:
    page = export_file(analysis(), "detailed", "html")
    text = page.content.decode()
    parsed = Links()
    parsed.feed(text)
    parsed.close()
    assert text.startswith("<!DOCTYPE html>") and "<style>" in text
    assert {"table", "thead", "ul", "ol", "pre", "blockquote", "h2"} <= set(parsed.tags)
    assert ("https://redis.io/docs/persistence", "[1]") in parsed.links
    assert ("https://redis.io/docs/persistence", "Redis persistence › AOF") in parsed.links
    assert ("#source-3", "[3]") in parsed.links and 'id="source-3"' in text, "a source without a web address links to its entry"
    assert parsed.pre == [CODE + "\n"]
    assert "script" not in parsed.tags and "&lt;script&gt;" in text, "raw HTML from a report is shown, never run"
    assert "img" not in parsed.tags and ("https://img.test/d.png", "diagram") in parsed.links
    assert "Привет, мир" in text


def test_pdf_text_has_the_question_citations_code_and_sources() -> None:
    file = export_file(analysis(), "detailed", "pdf")
    reader = pypdf.PdfReader(io.BytesIO(file.content))
    text = "\n".join(page.extract_text() for page in reader.pages)
    flat = " ".join(text.split())
    assert file.content.startswith(b"%PDF-") and file.mime == "application/pdf"
    assert " ".join(QUESTION.split()) in flat, "the question, Unicode included, is the title"
    assert "Sources" in text and "Redis persistence › AOF" in flat and "runbooks/cache.md" in flat
    assert "Привет, мир — ελληνικά ✓" in flat
    assert "return client.ttl(key)   # two   spaces   kept" in text, "code keeps its spacing"
    links = {a.get_object()["/A"]["/URI"] for page in reader.pages for a in page.get("/Annots", [])}
    assert {"https://redis.io/docs/persistence", "https://github.com/memcached/memcached/wiki"} <= links
    fonts = {str(f["/BaseFont"]) for page in reader.pages for f in page["/Resources"]["/Font"].values()}
    assert any("DejaVuSans" in f for f in fonts) and any("DejaVuSansMono" in f for f in fonts)
    assert reader.metadata is not None and reader.metadata.title == QUESTION


def test_docx_has_headings_lists_table_links_code_and_the_sources() -> None:
    file = export_file(analysis(), "detailed", "docx")
    document = docx.Document(io.BytesIO(file.content))
    paragraphs = document.paragraphs
    texts = [p.text for p in paragraphs]
    assert paragraphs[0].style.name == "Title" and paragraphs[0].text == QUESTION
    assert ("Heading 2", "Persistence") in [(p.style.name, p.text) for p in paragraphs]
    start = texts.index("Sources")
    assert paragraphs[start].style.name == "Heading 1"
    assert texts[start + 1 : start + 4] == [
        "1. Redis persistence › AOF", "2. Memcached wiki", "3. Team runbook — runbooks/cache.md",
    ]
    assert [h.address for h in paragraphs[start + 1].hyperlinks] == ["https://redis.io/docs/persistence"]
    cited = next(p for p in paragraphs if p.text.startswith("Redis writes snapshots"))
    assert [h.text for h in cited.hyperlinks] == ["[1]", "[2]"]
    assert any(p.style.name == "List Bullet" and p.text == "Lists keep order [1]" for p in paragraphs)
    assert any(p.style.name == "List Bullet 2" for p in paragraphs)
    assert "1.\tFirst step" in texts and "2.\tSecond step" in texts
    code = next(p for p in paragraphs if p.text.startswith("def ttl"))
    assert code.text == CODE and all(r.font.name == "Consolas" for r in code.runs)
    [table] = document.tables
    assert [c.text for c in table.rows[0].cells] == ["Store", "Persists", "Types"]
    assert table.cell(1, 1).text == "yes [1]"
    assert document.core_properties.title == QUESTION


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_huge_report_exports_in_every_format(fmt: str) -> None:
    sections = [f"## Part {i}\n\n" + f"Finding {i} with **detail** and `code` [1]. " * 12 for i in range(60)]
    big = analysis("\n\n".join(sections) + "\n\nThe last line [2].")
    file = export_file(big, "detailed", fmt)  # type: ignore[arg-type]
    if fmt == "pdf":
        reader = pypdf.PdfReader(io.BytesIO(file.content))
        assert len(reader.pages) > 5
        assert "The last line [2]" in reader.pages[-1].extract_text() + reader.pages[-2].extract_text()
    elif fmt == "docx":
        assert any(p.text == "The last line [2]." for p in docx.Document(io.BytesIO(file.content)).paragraphs)
    else:
        assert "Part 59" in file.content.decode()


def test_an_extractive_answer_says_so_and_an_uncited_report_has_no_sources_section() -> None:
    plain = Analysis(
        question="What is a TTL?", standalone_question="What is a TTL?",
        reports=ReportSet(inline="x", quick="A time to live.", detailed="y"), mode="extractive",
    )
    text = export_file(plain, "quick", "md").content.decode()
    assert "Extractive answer" in text and "## Sources" not in text
    assert "quoted from the indexed documents" in text.splitlines()[2]


def test_a_table_too_wide_for_the_page_still_gives_a_complete_pdf() -> None:
    # fpdf2 cannot fit 60 columns on A4; the report is laid out again as plain paragraphs.
    columns = 60
    table = "| " + " | ".join(f"col{i}" for i in range(columns)) + " |\n|" + "---|" * columns + "\n| " + " | ".join(
        f"v{i}" for i in range(columns)
    ) + " |"
    file = export_file(analysis(f"Before the table [1].\n\n{table}\n\n```\n{CODE}\n```\n"), "detailed", "pdf")
    reader = pypdf.PdfReader(io.BytesIO(file.content))
    text = "\n".join(page.extract_text() for page in reader.pages)
    flat = " ".join(text.split())
    assert " ".join(QUESTION.split()) in flat and "Before the table [1]." in flat
    assert "col59" in flat and "v59" in flat
    assert "return client.ttl(key)   # two   spaces   kept" in text
    assert "Sources" in text and "Redis persistence › AOF" in flat
    links = {a.get_object()["/A"]["/URI"] for page in reader.pages for a in page.get("/Annots", [])}
    assert "https://redis.io/docs/persistence" in links


@pytest.mark.parametrize("fmt", FORMATS)
def test_control_characters_from_a_source_or_model_do_not_break_any_format(fmt: str) -> None:
    # Text quoted from an indexed file can carry a bell, a terminal colour code or a
    # noncharacter; Word's XML refuses them, so they are dropped from every export.
    dirty = "The vtab\x0b widget logs \x1b[31mred\x1b[0m and a bell\x07 in its \ufffeoutput [1]."
    a = analysis(f"## Output\n\n{dirty}\n")
    a.citations[0] = a.citations[0].model_copy(update={"title": "Redis\x07 persistence", "heading": "AOF\x1b"})
    file = export_file(a, "detailed", fmt)  # type: ignore[arg-type]
    if fmt == "docx":
        text = "\n".join(p.text for p in docx.Document(io.BytesIO(file.content)).paragraphs)
    elif fmt == "pdf":
        text = "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(file.content)).pages)
    else:
        text = file.content.decode()
    assert "widget logs" in text and "Redis persistence" in " ".join(text.split())
    assert not [c for c in text if c in "\x0b\x1b\x07\ufffe"], "control characters reached the file"


class Directions(HTMLParser):
    """The `dir` of the innermost element around each piece of text."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str | None] = []
        self.text_dir: dict[str, str | None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("meta", "br", "hr", "img", "link"):
            inherited = self.stack[-1] if self.stack else None
            self.stack.append(dict(attrs).get("dir") or inherited)

    def handle_endtag(self, tag: str) -> None:
        if self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.text_dir[data.strip()] = self.stack[-1] if self.stack else None


def test_html_sets_arabic_and_hebrew_paragraphs_right_to_left_and_code_left_to_right() -> None:
    # The page was left to right throughout: an Arabic paragraph sat flush left with its
    # question mark on the wrong side. Each text block now takes its own first letter's direction.
    arabic, hebrew = "هل يحفظ Redis البيانات بعد إعادة التشغيل؟", "כן, עם קובץ AOF."
    body = f"## {arabic}\n\n{arabic}\n\n- {hebrew}\n\n| عمود |\n|---|\n| {hebrew} |\n\n```\nx = 1  # كود\n```\n"
    page = Directions()
    page.feed(export_file(analysis(detailed=body), "detailed", "html").content.decode())
    assert page.text_dir[arabic] == "auto" and page.text_dir[hebrew] == "auto" and page.text_dir["عمود"] == "auto"
    assert page.text_dir["x = 1  # كود"] is None, "code keeps the page's left-to-right layout"


def test_docx_sets_arabic_and_hebrew_paragraphs_right_to_left_and_leaves_latin_ones() -> None:
    # Word lays paragraphs out left to right unless told: Arabic sat flush left with its
    # question mark and list bullet on the wrong side.
    arabic, hebrew = "هل يحفظ Redis البيانات بعد إعادة التشغيل؟", "כן, עם קובץ AOF."
    body = f"## {arabic}\n\n{arabic}\n\n- {hebrew}\n\n1. {hebrew}\n\n| عمود | Latin |\n|---|---|\n| {hebrew} | Redis |\n\nRedis keeps it.\n"
    word = docx.Document(io.BytesIO(export_file(analysis(detailed=body), "detailed", "docx").content))
    cells = [p for t in word.tables for row in t.rows for cell in row.cells for p in cell.paragraphs]

    def rtl(p) -> bool:  # type: ignore[no-untyped-def]
        ppr = p._p.pPr
        return ppr is not None and ppr.find("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}bidi") is not None

    by_text = {p.text.strip(): rtl(p) for p in [*word.paragraphs, *cells] if p.text.strip()}
    assert by_text[arabic] and by_text[hebrew] and by_text[f"1.\t{hebrew}"] and by_text["عمود"]
    assert not by_text["Redis keeps it."] and not by_text["Latin"] and not by_text["Redis"]
