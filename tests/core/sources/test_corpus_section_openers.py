"""A search hit says whether its chunk opens its section.

An option's section opens on its definition and goes on with examples; a long
section is cut into several chunks, and only the first one holds the section's
opening words. The chunk's place in its file (`position`) cannot say which it
is, so the index records it.
"""

from __future__ import annotations

from pathlib import Path

from core.sources.corpus import CorpusIndex, CorpusSource

# Long enough that the section is cut into several chunks.
_EXAMPLE = "\n\n".join(
    f"Shelf example {i} shows the folder tree, the layout and what each shelf holds in detail.\n\n"
    "```text\nshelves\n  first\n    books.txt\n  second\n    more.txt\n```"
    for i in range(12)
)


async def test_only_the_first_chunk_of_a_section_is_marked_as_opening_it(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    root.mkdir()
    (root / "options.md").write_text(
        "# Options\n\n## --shelf-depth\n\nIt sets the folder depth used as the shelf.\n\n"
        f"{_EXAMPLE}\n\n## --shelf-name\n\nIt names the shelf the books go to.\n"
    )
    index = CorpusIndex(tmp_path / "c.db")
    await index.index_paths([root])
    source = CorpusSource(index)
    hits = await source.search("shelf depth folder example", limit=20)
    depth = [h for h in hits if h.heading and h.heading.endswith("--shelf-depth")]
    assert len(depth) >= 2, [h.heading for h in hits]
    by_place = sorted(depth, key=lambda h: h.meta["position"])
    assert by_place[0].meta["opens"] is True
    assert "It sets the folder depth" in by_place[0].text
    assert all(h.meta["opens"] is False for h in by_place[1:])
    name = [h for h in await source.search("names the shelf books") if h.heading and h.heading.endswith("--shelf-name")]
    assert name and name[0].meta["opens"] is True
    await source.aclose()
