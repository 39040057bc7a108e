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


def _same_tree(built, reference, parents: dict[int, object]) -> None:
    """`built` and `reference` hold the same tokens, node for node, under corresponding parents."""
    assert type(built) is type(reference)
    assert list(vars(built)) == list(vars(reference))
    assert built.token is reference.token
    if reference.nester_tokens is None:
        assert built.nester_tokens is None
    else:
        assert built.nester_tokens.opening is reference.nester_tokens.opening
        assert built.nester_tokens.closing is reference.nester_tokens.closing
    assert parents.get(id(reference.parent)) is built.parent
    assert len(built.children) == len(reference.children)
    parents[id(reference)] = built
    for a, b in zip(built.children, reference.children):
        _same_tree(a, b, parents)


def test_a_parsed_tree_is_built_in_one_pass_node_for_node_as_markdown_it_builds_it(monkeypatch) -> None:
    from pathlib import Path

    import pytest
    from markdown_it.token import Token
    from markdown_it.tree import SyntaxTreeNode

    root = Path(__file__).resolve().parents[2]
    texts = [
        "",
        "plain",
        DOCUMENT,
        "- a\n  - b\n    > c *d* ![alt **e**](i.png)\n\n1. x\n2. y [1] [link](u)",
        "| a | *b* |\n|---|---|\n| `c` | ~~d~~ |\n\n```py\ncode\n```\n\n<div>html</div>\n\n---",
        (root / "README.md").read_text(encoding="utf-8"),
        *(p.read_text(encoding="utf-8")[:20_000] for p in sorted((root / "docs").glob("*.md"))[:4]),
    ]
    for text in texts:
        tokens = markdown._md.parse(text)
        _same_tree(markdown._tree(tokens), SyntaxTreeNode(tokens), {id(None): None})
    # What cannot nest is refused as markdown-it-py refuses it.
    for broken in ([Token("paragraph_open", "p", 1)], [Token("paragraph_close", "p", -1)]):
        with pytest.raises(ValueError):
            SyntaxTreeNode(broken)
        with pytest.raises(ValueError):
            markdown._tree(broken)

    def refuse(*args, **kwargs):
        raise AssertionError("the tree is built by markdown-it-py's recursive copy")

    monkeypatch.setattr(SyntaxTreeNode, "_set_children_from_tokens", refuse)
    tree = parse("A text for the one-pass tree:\n\n- *one*\n- two [3]")
    assert [child.type for child in tree.children] == ["paragraph", "bullet_list"]
