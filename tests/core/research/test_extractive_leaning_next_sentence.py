"""A quoted sentence's next sentence leaning back on it comes right after it, up to a length.

"Each rendered page is cached under a key made from its URL and its query string." is a
later pick; the sentence after it, "This is a convention which the reverse proxies in front
of most deployments already follow as well.", leans back on it ("This") but names nothing the
question asks. `continued` brings such a follower only into a place left among the five, and
`_short_next` only a sentence of `SHORT_NEXT_WORDS` words at most, so with the five places
full the quoted sentence came without it. The quick answer quotes a leaning next sentence of
`LEANING_NEXT_WORDS` words at most right after its sentence, on top of the picks, once. A
longer one (30 words, "It can be told to keep them on disk instead, ...") is still left out.
The fixture is a small document written here in that shape.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README_MD = """\
# pagekit

## Caching pages

Call `cache_page()` with a rendered page to keep it in the page cache. A cached page is served again until its time to live runs out.

## Cache keys

Each rendered page is cached under a key made from its URL and its query string. This is a convention which the reverse proxies in front of most deployments already follow as well.

## Memory

The page cache keeps each rendered page in memory by default. It can be told to keep them on disk instead, in a folder of its own that every worker on one machine shares with the others, through the `store` setting.

## Clearing

Call `clear_cache()` to drop every cached page at once. Pages cached by other workers are dropped the next time they are read.
"""

QUESTION = "pagekit: how is a rendered page cached?"


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("leaning-next-sentence"), {"pagekit/README.md": README_MD})


async def test_a_quoted_sentence_s_leaning_next_sentence_comes_right_after_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, QUESTION)).reports.quick
    said = "Each rendered page is cached under a key made from its URL and its query string [2]."
    assert said + " This is a convention which the reverse proxies in front of most deployments already follow as well [2]." in quick
    assert quick.count("This is a convention") == 1


async def test_a_leaning_next_sentence_over_the_length_is_not_brought(docs: CorpusSource) -> None:
    quick = (await ask(docs, QUESTION)).reports.quick
    assert "The page cache keeps each rendered page in memory by default [3]." in quick
    assert "It can be told to keep them on disk" not in quick
