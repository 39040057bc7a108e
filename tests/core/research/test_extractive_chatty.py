"""Chatty questions over a small index: words the documents never use do not make them off-topic.

A team indexing only its own library's README asks in its own words ("our urls
look ugly", "without chopping a word in half"): most of those words are
in no chunk. When the question still names several words the documents know,
what was found is judged like any other answer; a question sharing only one or
two words with them ("pizza topping in Redis"), not counting the project's own
name, is still about something else.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

SLUGLINE_MD = """\
# slugline

Turns titles into URL slugs.

## Options

`max_length` caps the length of the slug. With `word_boundary=True` the slug is
cut at the end of a whole word, so it may be shorter than `max_length`.

`separator` is put between the words of the slug; it is a dash unless you set it.
Words keep their order, and extra separators in a row are collapsed into one.

## Caching

Slugs of recent titles are cached in Redis when a Redis URL is configured.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("chatty"), {"slugline/README.md": SLUGLINE_MD}, with_sample=False)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # Known: slugs, capped, word; unknown: 15, chars, chopping, half.
        ("need slugs capped at 15 chars but without chopping a word in half :scissors: how?", "word_boundary"),
        # Known: urls, dashes, slug, words; unknown: look, ugly, everywhere, dots, instead.
        ("our urls look ugly with dashes everywhere, can the slug use dots between the words instead?", "`separator`"),
        # Known: titles, slug, length; unknown: blog, overflow, sidebar, limit.
        ("titles in my blog overflow the sidebar, how do i limit the slug length?", "`max_length`"),
    ],
)
async def test_a_chatty_question_naming_several_known_words_is_answered(source: CorpusSource, question: str, answer: str) -> None:
    result = await ask(source, question)
    assert result.found, result.reports.quick
    assert answer in result.reports.quick
    assert result.citations[0].path == "slugline/README.md"


@pytest.mark.parametrize(
    "question",
    [
        # Only "redis" is the documents' word; pizza and topping are in no chunk.
        "What is the best pizza topping in Redis?",
        "How do I bake sourdough bread?",
        # "order" and "extra" are the documents' words, and the project's name is in every
        # passage of an index holding only it: that names no topic of the documents.
        "can slugline order me a pizza with extra cheese?",
    ],
)
async def test_a_question_sharing_one_or_two_words_with_the_documents_is_still_nothing_found(
    source: CorpusSource, question: str
) -> None:
    result = await ask(source, question)
    assert result.found is False
    assert result.citations == []


async def test_nothing_found_for_a_pasted_text_says_what_was_searched_without_echoing_it_whole(source: CorpusSource) -> None:
    # The reply quoted every query whole: a question pasted with a 3,000-character log came
    # back as a wall of its own text (two Discord messages of it), the point lost in it.
    log = "\n".join(f"12:00:{i:02d} oven[42]: proofing stage {i} of the sourdough loaf, temperature {20 + i % 7} C" for i in range(40))
    question = f"How do I bake sourdough bread? My log says:\n{log}"
    assert len(question) > 3000
    result = await ask(source, question)
    assert result.found is False
    quick = result.reports.quick
    assert "How do I bake sourdough bread?" in quick and "searched" in quick
    assert "stage 39" not in quick and len(quick) < 800, len(quick)
