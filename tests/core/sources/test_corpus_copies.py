"""A text a project holds twice (a docs page that includes or copies its README) is searched once, under the file holding it."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.sources.corpus import CorpusIndex, CorpusSource

README = (
    "# Throttle\n\nA small rate limiter.\n\n"
    "## Rates\n\nCombine Rate(5, Duration.SECOND) and Rate(100, Duration.MINUTE) in one limiter.\n\n"
    "## Blocking\n\nPass blocking=False to try_acquire to fail at once instead of waiting.\n"
)


def _project(parent: Path, name: str) -> Path:
    root = parent / name
    (root / "docs").mkdir(parents=True)
    (root / "README.md").write_text(README)
    # A MyST front page that only pulls the README in, as docs sites often do.
    (root / "docs" / "index.md").write_text("# Throttle docs\n\nWelcome to the documentation site.\n\n```{include} ../README.md\n:start-line: 2\n```\n")
    (root / "docs" / "errors.md").write_text("# Errors\n\nBucketFullException is raised when a bucket is full.\n")
    return root


async def _paths(source: CorpusSource, query: str) -> list[str]:
    return [h.path for h in await source.search(query, limit=5)]


@pytest.fixture
async def source(tmp_path: Path):  # type: ignore[no-untyped-def]
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([_project(tmp_path, "throttle")])
    yield CorpusSource(index)
    await index.close()


async def test_an_included_section_is_found_once_under_the_file_that_holds_it(source: CorpusSource) -> None:
    paths = await _paths(source, "try_acquire blocking=False")
    assert paths.count("throttle/README.md") == 1
    assert "throttle/docs/index.md" not in paths


async def test_a_page_of_its_own_text_stays_searchable(source: CorpusSource) -> None:
    # The include page's own words are no copy; other pages are untouched.
    assert (await _paths(source, "welcome documentation site"))[0] == "throttle/docs/index.md"
    assert await _paths(source, "BucketFullException") == ["throttle/docs/errors.md"]


async def test_a_copy_is_searched_again_when_the_original_leaves(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    (root / "docs").mkdir(parents=True)
    (root / "README.md").write_text(README)
    (root / "docs" / "index.md").write_text(README)  # byte-identical copy
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([root])
    source = CorpusSource(index)
    assert await _paths(source, "try_acquire blocking=False") == ["proj/README.md"]

    (root / "README.md").unlink()
    await index.index_paths([root])
    assert await _paths(source, "try_acquire blocking=False") == ["proj/docs/index.md"]
    await index.close()


async def test_the_same_text_in_two_projects_is_kept_in_each(tmp_path: Path) -> None:
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([_project(tmp_path / "a", "throttle"), _project(tmp_path / "b", "limiter")])
    paths = await _paths(CorpusSource(index), "try_acquire blocking=False")
    assert sorted(paths) == ["limiter/README.md", "throttle/README.md"]
    await index.close()


async def test_the_same_short_answer_under_two_questions_is_no_copy(tmp_path: Path) -> None:
    root = tmp_path / "faqproj"
    root.mkdir()
    (root / "faq.md").write_text("# FAQ\n\n## Is it thread safe?\n\nYes.\n\n## Does it release the GIL?\n\nYes.\n")
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([root])
    hits = await CorpusSource(index).search("release the GIL", limit=5)
    assert any(h.heading and "GIL" in h.heading for h in hits)
    await index.close()



PHILOSOPHY = (
    "Throttle keeps every limit in one bucket per key, so a burst from one client never spends "
    "another client's allowance. Buckets live in memory by default; pass a Redis URL to share them "
    "between processes."
)


async def _found_in(tmp_path: Path, files: dict[str, str], query: str) -> list[str]:
    """The paths a search of one project, made of `files`, finds for `query`."""
    root = tmp_path / "throttle"
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([root])
    try:
        return await _paths(CorpusSource(index), query)
    finally:
        await index.close()


async def test_an_include_cut_short_is_a_copy_of_the_section_holding_it_whole(tmp_path: Path) -> None:
    # towncrier's front page includes the README up to a marker: the section it shows is the
    # README's, one sentence short, and searched once under the README that holds it whole.
    files = {
        "README.md": f"# Throttle\n\n## Philosophy\n\n{PHILOSOPHY} To get started, read the tutorial.\n",
        "docs/index.md": "# Throttle\n\n```{include} ../README.md\n:end-before: To get started\n```\n",
    }
    assert await _found_in(tmp_path, files, "bucket per key burst allowance") == ["throttle/README.md"]


async def test_a_section_holding_another_file_s_text_whole_and_more_is_kept(tmp_path: Path) -> None:
    # A front page adding a line over the README's text keeps its section; the README's is the copy.
    files = {
        "README.md": f"# Throttle\n\n## Philosophy\n\n{PHILOSOPHY}\n",
        "docs/index.md": f"# Throttle\n\n## Philosophy\n\nRelease 2.0 (what's new?).\n\n{PHILOSOPHY}\n",
    }
    assert await _found_in(tmp_path, files, "bucket per key burst allowance") == ["throttle/docs/index.md"]


async def test_a_short_line_said_on_two_pages_is_no_copy(tmp_path: Path) -> None:
    files = {
        "limits.md": "# Limits\n\n## Next steps\n\nRead about buckets and Redis.\n",
        "buckets.md": "# Buckets\n\n## Next steps\n\nRead about buckets and Redis. Then the FAQ.\n",
    }
    found = await _found_in(tmp_path, files, "read about buckets redis")
    assert sorted(found) == ["throttle/buckets.md", "throttle/limits.md"]


async def _steps_to_reindex(tmp_path: Path, other_sections: int) -> int:
    """SQLite's virtual-machine steps for re-indexing one changed page of a small project,
    in an index that also holds another project of one page with `other_sections` sections."""
    other = tmp_path / "other"
    other.mkdir(parents=True)
    (other / "guide.md").write_text("# Guide\n\n" + "".join(f"## Topic {i}\n\nTopic {i} is about subject {i}.\n\n" for i in range(other_sections)))
    throttle = _project(tmp_path, "throttle")
    index = CorpusIndex(tmp_path / "c.db", embeddings=False)
    await index.index_paths([throttle, other])
    (throttle / "docs" / "errors.md").write_text("# Errors\n\nBucketFullException is raised when a bucket is full; retry later.\n")
    steps = 0

    def count() -> int:
        nonlocal steps
        steps += 1
        return 0  # go on

    index._connect().set_progress_handler(count, 1)  # noqa: SLF001: the connection the index works on
    await index.index_paths([throttle])
    await index.close()
    return steps


async def test_marking_one_project_s_copies_reads_no_chunk_of_another_project(tmp_path: Path) -> None:
    # Copies are marked again for the whole project whenever one of its files changes; read
    # through every chunk of the index, that grew with the square of the projects indexed.
    few = await _steps_to_reindex(tmp_path / "few", 10)
    many = await _steps_to_reindex(tmp_path / "many", 400)
    assert many - few < 390  # not even one step for each of the other project's extra chunks
