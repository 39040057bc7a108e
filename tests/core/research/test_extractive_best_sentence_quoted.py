"""The two best-scoring sentences of the lead's project are in the quick answer, on top of the picks.

The lead comes from the passage the search ranks first, and the picks from what is relevant
beside it; a sentence of another passage of the project that outscores them could still be
left out (pyrsistent's "If you want use literal syntax ... check out Pyrthon.", docs/corpus.md
ians115). The fixture is the studied pyrsistent README, read from the answer sets' documents.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = Path(__file__).resolve().parents[2] / "data" / "answers" / "pyrsistent" / "README.rst"


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("best-sentence"), {"pyrsistent/README.rst": README.read_text()})


async def test_the_best_scoring_sentence_is_quoted_beside_the_leads_passage(docs: CorpusSource) -> None:
    quick = (await ask(docs, "literal syntax for pmaps/pvectors instead of calling pmap()?")).reports.quick
    assert "If you want use literal syntax to define them in your code" in quick
