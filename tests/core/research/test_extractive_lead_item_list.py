"""A lead that is one of a list's items keeps the list's other items.

"`Server.assert_request_made` asserts the given amount of requests are
matching in the log." answers "how do I assert a request was made twice?"
and is the second item of "The methods for querying:", whose other items
("`Server.get_matching_requests_count` returns how many requests are
matching in the log as an int") are the other ways to ask the same thing.
The lead is quoted first as a sentence; the list comes under its
introducer without the lead's own item (never twice), and a list whose
only item is the lead brings nothing. The fixture is a small document
written here in that shape.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import QUERYING_LOG_MD, ask, index_documents


@pytest.fixture(scope="module")
def howto_docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("lead-item"), {"tinyhttp/docs/howto.md": QUERYING_LOG_MD})


async def test_the_lists_other_items_come_under_its_introducer(howto_docs: CorpusSource) -> None:
    result = await ask(howto_docs, "tinyhttp: how do I assert that a given request was made exactly twice?")
    quick = result.reports.quick
    assert quick.startswith("`Server.assert_request_made` asserts the given amount of requests")
    intro = quick.index("The methods for querying")
    assert intro < quick.index("- `Server.get_matching_requests_count` returns how many requests are matching")
    assert "- `Server.iter_matching_requests` is a generator" in quick
    # The lead is quoted once, as the answer's first sentence, not again as an item.
    assert quick.count("asserts the given amount of requests") == 1
