"""Release notes repeat every feature's words: they rank below the documentation unless the question is about versions."""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.retrieval import is_changelog_file
from tests.fakes.documents import index_documents

USAGE_MD = """\
# Usage

## Waiting for slow servers

The client waits for an answer as long as it takes. Pass a number of seconds with
`--max-wait` to give up earlier.
"""

CHANGES_MD = """\
# Changes

## Version 2.1.0

- The connect timeout now applies to slow servers too, and the timeout error names the server.
- Fixed: a timeout while reading no longer leaves the connection open.

## Version 2.0.0

- Timeouts are given in seconds everywhere. Slow servers get a clearer timeout error.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {"widget/docs/usage.md": USAGE_MD, "widget/CHANGES.md": CHANGES_MD}
    return index_documents(tmp_path_factory.mktemp("changelog"), files)


async def test_a_how_to_question_ranks_the_documentation_above_the_changelog(source: CorpusSource) -> None:
    hits = await source.search("how do I set a timeout for slow servers with widget?", 5)
    assert hits[0].path == "widget/docs/usage.md"


async def test_a_question_about_versions_still_finds_the_changelog_first(source: CorpusSource) -> None:
    hits = await source.search("which widget version changed the timeout for slow servers?", 5)
    assert hits[0].path == "widget/CHANGES.md"


@pytest.mark.parametrize(
    ("path", "changelog"),
    [
        ("werkzeug/CHANGES.rst", True),
        ("markdown/docs/changelog.md", True),
        ("anyio/docs/versionhistory.rst", True),
        ("arrow/docs/releases.rst", True),
        ("pkg/HISTORY.md", True),
        ("pkg/docs/change_log.md", True),
        ("pkg/docs/usage.md", False),
        ("black/docs/contributing/release_process.md", False),
    ],
)
def test_release_notes_are_told_from_documentation_by_file_name(path: str, changelog: bool) -> None:
    assert is_changelog_file(path) is changelog
