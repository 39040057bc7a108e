"""A question word that is a folder's or file's name scopes the search; a word inside a longer name does not."""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.retrieval import scope_words
from tests.fakes.documents import index_documents

# A folder whose name is a phrase ("the tabby code style"): one of its words in a question names nothing.
TABBY_STYLE_MD = """\
# Strings

Tabby prefers double quotes; its print helpers keep the quotes a file already uses.
"""

AGOIFY_MD = """\
# agoify

## Relative times

`agoify.relative(delta)` prints a delta as "3 minutes ago" or "an hour ago",
for people reading a log or a page.
"""

QUEUE_MD = """\
# Testing

The test client of quelle runs every job in the calling thread.
"""

TESTING_ELSEWHERE_MD = """\
# Jobs

Every job runs in a worker thread, and a failing job is retried three times.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {
        "tabby/docs/the_tabby_code_style/strings.md": TABBY_STYLE_MD,
        "agoify/README.md": AGOIFY_MD,
        "quelle/docs/testclient.md": QUEUE_MD,
        "quelle/docs/jobs.md": TESTING_ELSEWHERE_MD,
    }
    return index_documents(tmp_path_factory.mktemp("scope"), files)


def test_only_single_names_in_a_path_can_scope_a_question() -> None:
    assert scope_words("starlette/docs/testclient.md") == "starlette docs testclient"
    assert scope_words("black/docs/the_black_code_style/current_style.md") == "black docs"
    # The project folder always names its project, hyphens and all.
    assert scope_words("python-dotenv/docs/reference.md") == "python-dotenv docs reference"
    assert scope_words("marshmallow/docs/marshmallow.fields.rst") == "marshmallow docs marshmallow.fields"


async def test_a_word_inside_a_folder_phrase_does_not_scope_the_question(source: CorpusSource) -> None:
    # Before, "style" named a folder ("the_tabby_code_style"): a page never saying it lost 0.4 of its score.
    hits = await source.search("is there a helper to print a delta in a human-friendly style?", 3)
    assert hits[0].path == "agoify/README.md"


async def test_a_question_naming_a_file_is_answered_from_it(source: CorpusSource) -> None:
    hits = await source.search("does the testclient run each job in a worker thread?", 3)
    assert hits[0].path == "quelle/docs/testclient.md"
