"""An unseen word that cannot be a word of the documents' language is no evidence either way.

A typo-smash ("zzqxv"), a product code or a word in another script ("Redis 持久化")
beside words the documents know is in no chunk, so it can say nothing for or
against any passage: the question is answered from the words the index knows.
Questions naming a subject in words the documents lack ("pizza topping in
Redis", "bake sourdough bread"), or whose every word is unseen, still find nothing.
"""

from __future__ import annotations

import asyncio

import pytest

from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.registry import SAMPLE_CORPUS
from tests.fakes.documents import ask


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    index = CorpusIndex(tmp_path_factory.mktemp("unseen") / "corpus.db")
    asyncio.run(index.index_paths([SAMPLE_CORPUS]))
    return CorpusSource(index)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What is AWS Lambda zzqxv?", "Lambda"),
        ("What is AWS Lambda?", "Lambda"),
        ("Redis 持久化", "Redis"),
        ("Redis настройка", "Redis"),
    ],
)
async def test_one_word_no_document_holds_does_not_make_the_question_unanswered(
    corpus: CorpusSource, question: str, answer: str
) -> None:
    result = await ask(corpus, question)
    assert result.found, result.reports.quick
    assert answer in result.reports.quick
    assert result.citations


@pytest.mark.parametrize(
    "question",
    [
        "How do I bake sourdough bread?",
        # One unseen word, but a word: the documents know Redis, not pizza.
        "What is the best pizza topping in Redis?",
        "Does Redis support pizza?",
        "zzqxv qwvvk?",
        "持久化",
    ],
)
async def test_a_question_whose_subject_the_documents_lack_still_finds_nothing(corpus: CorpusSource, question: str) -> None:
    result = await ask(corpus, question)
    assert result.found is False
    assert result.citations == []
