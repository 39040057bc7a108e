"""The one markdown parser's readers: blocks, headings, recent trees shared."""

from __future__ import annotations

from core import markdown
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


def test_a_citation_marker_that_cannot_be_a_link_is_text_without_a_label_scan(monkeypatch) -> None:
    from markdown_it import MarkdownIt, helpers

    plain_parser = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"]).disable("autolink")
    texts = [
        "Pinned in the lock file [1], see [12].",
        "[1](https://example.com) and [2][ref]\n\n[ref]: https://example.com",
        "[3]\n\n[3]: https://example.com",
        "[see [4]](u) *[5]* ~~[6]~~ `[7]` \\[8] ![9]",
        "| a [1] | b |\n|---|---|\n| [2] | c |",
    ]
    for text in texts:
        assert [t.as_dict() for t in markdown._md.parse(text)] == [t.as_dict() for t in plain_parser.parse(text)]
    scans = []
    original = helpers.parseLinkLabel
    monkeypatch.setattr(helpers, "parseLinkLabel", lambda *a, **k: scans.append(a) or original(*a, **k))
    markdown._md.parse("Pinned in the lock file [1], see [12].")
    assert scans == []
