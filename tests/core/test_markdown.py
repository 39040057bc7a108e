"""The one markdown parser's readers: blocks, headings, recent trees shared."""

from __future__ import annotations

from core.markdown import blocks, headings, parse

DOCUMENT = """# Setup [guide][ref]

Intro with **bold** and `code`.

> ## Quoted *heading*

- an item

  ### Inside an item

Setext heading
==============

#

[ref]: https://example.com/guide
"""


def test_headings_are_the_heading_blocks_read_from_the_block_structure() -> None:
    expected = [text for kind, text in blocks(DOCUMENT) if kind == "heading"]
    assert expected == ["Setup guide", "Quoted heading", "Inside an item", "Setext heading"]
    assert headings(DOCUMENT) == expected


def test_a_parsed_tree_is_shared_by_readers_of_the_same_text() -> None:
    assert parse(DOCUMENT) is parse(DOCUMENT)
    assert parse(DOCUMENT) is not parse(DOCUMENT + "\nmore")
