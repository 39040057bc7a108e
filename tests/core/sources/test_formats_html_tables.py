"""HTML tables inside markdown are read as tables, not as a line of their text.

READMEs often write a table in raw HTML (`<table><tr><td>…`), to put code or lists in
its cells (`<table markdown="1">`) or to span rows. CommonMark ends an HTML block at a
blank line, so such a table arrives as several HTML blocks with the cells' markdown
parsed between them. Read block by block, its header row became one bare sentence and
its cells' code stood apart from the header that names it. Fixtures are written here in
the shape mkdocs-literate-nav's README uses.
"""

from __future__ import annotations

from core.sources.blocks import Block
from core.sources.formats.markdown import markdown_blocks

GRID = """\
Each folder can have its own nav file:

<table markdown="1"><tr>
<td>To get this navigation,</td>
<td>create the file <b>SUMMARY.md</b>:</td>
<td>(old YAML equivalent:)</td>
</tr><tr><td rowspan="3">

* [Home](#index.md)
* [Guides](#guides/)

</td><td>

```markdown
* [Home](index.md)
* [Guides](guides/)
```

</td><td rowspan="3">

```yaml
nav:
  - Home: index.md
  - Guides: guides/
```

</td></tr><tr>
<td>and the file <code>guides/SUMMARY.md</code>:</td>
</tr><tr><td>

```markdown
* [Setup](setup.md)
```

</td></tr></table>

So the sub-folder's list gets inlined into the existing section.
"""


def _shape(blocks: list[Block]) -> list[tuple[str, str]]:
    return [(b.kind, b.text) for b in blocks]


def test_an_html_table_of_text_cells_is_the_table_a_pipe_table_gives() -> None:
    html = "<table>\n<tr><th>Option</th><th>Use</th></tr>\n<tr><td><code>--fast</code></td><td>skips <b>slow</b> checks</td></tr>\n</table>\n"
    pipe = "| Option | Use |\n| --- | --- |\n| `--fast` | skips slow checks |\n"
    assert markdown_blocks(html) == markdown_blocks(pipe) == [Block("table", rows=[["Option", "Use"], ["`--fast`", "skips slow checks"]])]


def test_a_grid_of_code_cells_reads_column_by_column_each_cell_under_its_header() -> None:
    blocks = markdown_blocks(GRID)
    assert _shape(blocks) == [
        ("prose", "Each folder can have its own nav file:"),
        ("prose", "To get this navigation,"),
        ("list", ""),
        ("prose", "create the file SUMMARY.md:"),
        ("code", "* [Home](index.md)\n* [Guides](guides/)"),
        # The cell under the spanned rows belongs to the middle column: its text names the code below it.
        ("prose", "and the file `guides/SUMMARY.md`:"),
        ("code", "* [Setup](setup.md)"),
        ("prose", "(old YAML equivalent:)"),
        ("code", "nav:\n  - Home: index.md\n  - Guides: guides/"),
        ("prose", "So the sub-folder's list gets inlined into the existing section."),
    ]
    assert [b.lang for b in blocks if b.kind == "code"] == ["markdown", "markdown", "yaml"]


def test_a_table_that_never_closes_is_read_as_its_text() -> None:
    blocks = markdown_blocks("<table><tr><td>\n\nLoose words.\n\nMore words.\n")
    assert _shape(blocks) == [("prose", "Loose words."), ("prose", "More words.")]
