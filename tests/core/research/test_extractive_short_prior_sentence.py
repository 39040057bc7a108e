"""A quoted sentence's short sentence right before it in its own paragraph comes right before it.

A paragraph often says a thing in a short sentence and then goes on about it: "Nothing
can bring them back afterwards." before "The elements taken out are gone from every
selector made from the same document." When the second is quoted (a pick, not the lead's
paragraph opening `_lead_opening` brings), the first names nothing the question asks and
no pick takes it, yet it is what the paragraph says of the quoted sentence's subject. The
quick answer quotes such a short sentence (`SHORT_PRIOR_WORDS` words at most, reading
alone) right before its sentence, on top of the picks, once. A long sentence before a
quoted one is still left to the picks. Fixtures are small documents written here in those
shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README_MD = """\
# htmlsel

## Dropping elements

Call `drop()` on a selector to take its elements out of the document tree. Nothing can bring them back afterwards. The elements taken out are gone from every selector made from the same document.

## Selectors

A selector holds the elements a query matched in the document tree. Queries may be CSS or XPath, and a selector made from another selector searches only inside its elements.

## Memory

Parsing a page of several megabytes builds a tree of many thousands of nodes, each holding its tag, its attributes and its text. Once every selector made from the document is gone, that tree is released.
"""

QUESTION = "htmlsel: what does a selector made from another selector search?"


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("short-prior-sentence"), {"htmlsel/README.md": README_MD})


async def test_a_quoted_sentence_s_short_prior_sentence_comes_right_before_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, QUESTION)).reports.quick
    said = "The elements taken out are gone from every selector made from the same document"
    assert "Nothing can bring them back afterwards [2]. " + said in quick
    assert quick.count("Nothing can bring them back") == 1


async def test_a_long_sentence_before_a_quoted_one_is_not_brought(docs: CorpusSource) -> None:
    quick = (await ask(docs, QUESTION)).reports.quick
    assert "Once every selector made from the document is gone, that tree is released" in quick
    assert "Parsing a page of several megabytes" not in quick
