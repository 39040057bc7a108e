"""A team that indexes only its own few pages still gets answers to plainly worded questions.

A big index holds plain words ("slow", "abandoned", "paper") in some project's pages, so
"is pyrsistent slow?" finds its performance page there; a small one (one project's README)
lacks them, and the relevance check read them as a subject the documents lack, as it reads
"pizza" in "Does Redis support pizza?": nothing found. A word the documentation of several
projects writes (`core/data/doc_words.txt`) is no such subject; "pizza" still is.
"""

from __future__ import annotations

import pytest

from core.research.extractive import doc_words
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents
from tools.build_doc_words import doc_words as rebuilt_doc_words

README = """# vecstore

vecstore keeps persistent vectors and maps for Python.

## Performance

vecstore ships a C extension that speeds up vector appends and lookups. Without a compiler the
pure Python fallback is used and runs about three times longer.

## Maintenance

vecstore is maintained by a small team and released every few months.

## Citing

To cite vecstore in a publication use the DOI 10.5281/zenodo.123456.
"""


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("small"), {"vecstore/README.md": README}, with_sample=False)


# Each question's unseen plain words, and what the answer quotes.
ANSWERED = {
    "is vecstore slow? is there a C extension": "C extension",  # slow
    "is vecstore still maintained or abandoned": "maintained by a small team",  # abandoned
    "how do I cite vecstore in a paper": "10.5281/zenodo.123456",  # paper
}


async def test_a_plain_word_a_small_index_lacks_does_not_make_the_question_unanswered(corpus: CorpusSource) -> None:
    for question, answer in ANSWERED.items():
        result = await ask(corpus, question)
        assert result.found, question
        assert answer in result.reports.quick, (question, result.reports.quick)


@pytest.mark.parametrize("question", ["Does vecstore support pizza?", "what is the best pizza topping in vecstore"])
async def test_a_subject_no_documentation_writes_still_finds_nothing_in_a_small_index(corpus: CorpusSource, question: str) -> None:
    result = await ask(corpus, question)
    assert result.found is False


def test_the_shipped_documentation_words_are_rebuilt_from_the_answer_sets_docs() -> None:
    assert doc_words() == frozenset(rebuilt_doc_words())
