"""Raw HTML table tags inside markdown: what is true of them today.

ians79 read HTML tables (`<table markdown="1">` grids with code in their cells) as
tables and measured it; it was not kept (docs/corpus.md, "brief ians79"). What stays
pinned: the words of a table that never closes are still read, block by block.
"""

from __future__ import annotations

from core.sources.blocks import Block
from core.sources.formats.markdown import markdown_blocks


def _shape(blocks: list[Block]) -> list[tuple[str, str]]:
    return [(b.kind, b.text) for b in blocks]


def test_a_table_that_never_closes_is_read_as_its_text() -> None:
    blocks = markdown_blocks("<table><tr><td>\n\nLoose words.\n\nMore words.\n")
    assert _shape(blocks) == [("prose", "Loose words."), ("prose", "More words.")]
