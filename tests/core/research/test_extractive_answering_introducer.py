"""An introducer that says the answer itself is quoted with its code.

"... if you wish to match only the complete query string there is a flag
`complete_qs`:" answers "how do I require the exact query string?" in its own
words, but it ends on a colon: it only reads with the code it introduces, so
it is never quoted as a sentence, and the example rules judge code, not what
its introducer says. When no second example was chosen, such a sentence of the
lead's page, relevant enough to quote by the quick answer's own floors and
naming the question in its own words, comes with its short code as the second
example. Fixtures are small documents written here in requests-mock's shape,
indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

ANSWERING = "This can be a problem in certain situations, so if you wish to match only the complete query string there is a flag `complete_qs`:"
ELSEWHERE = "The same adapter can also be mounted on a session for every host:"

MATCHING = """\
# Request Matching

## Query Strings

Query strings provided to a register will match so long as at least those provided form part of the request.

```python
adapter.register_uri('GET', '/7?a=1', text='resp')
session.get('mock://test.com/7?a=1&b=2').text
```

If any part of the query string is wrong then it will not match.

{introducer}

```python
adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')
```
"""

QUESTION = "how do I make requests-mock require the exact query string, not just a subset?"


def _index(factory: pytest.TempPathFactory, introducer: str) -> CorpusSource:
    return index_documents(factory.mktemp("introducer"), {"requests-mock/docs/matching.md": MATCHING.format(introducer=introducer)})


@pytest.fixture(scope="module")
def answering(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ANSWERING)


@pytest.fixture(scope="module")
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ELSEWHERE)


async def _quick(source: CorpusSource) -> str:
    quick = (await ask(source, QUESTION)).reports.quick
    assert quick.startswith("Query strings provided to a register will match")
    return quick


async def test_an_introducer_that_says_the_answer_is_quoted_with_its_code(answering: CorpusSource) -> None:
    quick = await _quick(answering)
    assert "if you wish to match only the complete query string there is a flag `complete_qs`" in quick
    assert "adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')" in quick


async def test_an_introducer_naming_the_question_only_through_its_heading_stays_out(elsewhere: CorpusSource) -> None:
    # Its heading ("Query Strings") and project name every question word; its own words none.
    quick = await _quick(elsewhere)
    assert "mounted on a session" not in quick
    assert "complete_qs=True" not in quick
