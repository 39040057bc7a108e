"""A question word that is a folder's or file's name scopes the search; a word inside a longer name does not."""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.retrieval import path_parts, scope_words
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


# A project's root page (`index.rst`) and its quick start, which answers "index it like a dict".
KIT_INDEX_RST = """\
Tomato Kit
==========

Tomato Kit is a style-preserving library: it loads tomato files and returns documents you can edit,\nkeeping every comment where it was.

Installation
------------

Add ``tomatokit`` to your project with your package manager.
"""

KIT_QUICKSTART_RST = """\
Quickstart
==========

Loading
-------

``tomatokit.load()`` returns a ``TomatoDocument``, which behaves like a standard dictionary:
look its keys up with square brackets.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {
        "tabby/docs/the_tabby_code_style/strings.md": TABBY_STYLE_MD,
        "agoify/README.md": AGOIFY_MD,
        "quelle/docs/testclient.md": QUEUE_MD,
        "quelle/docs/jobs.md": TESTING_ELSEWHERE_MD,
        "tomatokit/docs/index.rst": KIT_INDEX_RST,
        "tomatokit/docs/quickstart.rst": KIT_QUICKSTART_RST,
    }
    return index_documents(tmp_path_factory.mktemp("scope"), files)


def test_only_single_names_in_a_path_can_scope_a_question() -> None:
    assert scope_words("starlette/docs/testclient.md") == "starlette testclient"
    assert scope_words("black/docs/the_black_code_style/current_style.md") == "black"
    # The project folder always names its project, hyphens and all.
    assert scope_words("python-dotenv/docs/reference.md") == "python-dotenv reference"
    assert scope_words("marshmallow/docs/marshmallow.fields.rst") == "marshmallow marshmallow.fields"


async def test_a_word_inside_a_folder_phrase_does_not_scope_the_question(source: CorpusSource) -> None:
    # Before, "style" named a folder ("the_tabby_code_style"): a page never saying it lost 0.4 of its score.
    hits = await source.search("is there a helper to print a delta in a human-friendly style?", 3)
    assert hits[0].path == "agoify/README.md"


async def test_a_question_naming_a_file_is_answered_from_it(source: CorpusSource) -> None:
    hits = await source.search("does the testclient run each job in a worker thread?", 3)
    assert hits[0].path == "quelle/docs/testclient.md"


def test_layout_names_in_a_path_name_no_topic() -> None:
    assert path_parts("tomatokit/docs/index.rst") == ["tomatokit"]
    assert path_parts("alembic/docs/build/tutorial.rst") == ["alembic", "tutorial"]
    assert path_parts("pip/docs/html/topics/caching.md") == ["pip", "topics", "caching"]
    # The project folder is a name whatever it is called.
    assert path_parts("docs/README.md") == ["docs"]


async def test_a_question_word_that_is_a_layout_name_does_not_pull_in_those_pages(source: CorpusSource) -> None:
    # "index" is the file name of the project's root page, not what the question is about.
    hits = await source.search("what does tomatokit.load return? can i index it like a normal dictionary?", 3)
    assert hits[0].path == "tomatokit/docs/quickstart.rst"
