"""An introducer that says the answer itself is quoted with its code.

"... if you wish to match only the complete query string there is a flag
`complete_qs`:" answers "how do I require the exact query string?" in its own
words, but it ends on a colon: it only reads with the code it introduces, so
it is never quoted as a sentence, and the example rules judge code, not what
its introducer says. When no second example was chosen, such a sentence of the
lead's page, relevant enough to quote by the quick answer's own floors and
naming the question in its own words, comes with its short code as the second
example. When both example places are taken by code that merely shares the
question's words (a page with a second listing on subsets), it comes as a third:
otherwise the one sentence that says what to do was left out. Fixtures are small
documents written here in requests-mock's shape, indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

ANSWERING = "This can be a problem in certain situations, so if you wish to match only the complete query string there is a flag `complete_qs`:"
ELSEWHERE = "The same adapter can also be mounted on a session for every host:"

# A second listing sharing the question's words, which takes the second example's place.
SUBSET = """\
A subset of the query string matches whatever order its pairs are in:

```python
adapter.register_uri('GET', '/7?b=2&a=1', text='resp')
session.get('mock://test.com/7?a=1&b=2').text
```

Matching is case insensitive by default.

"""

MATCHING = """\
# Request Matching

## Query Strings

Query strings provided to a register will match so long as at least those provided form part of the request.

```python
adapter.register_uri('GET', '/7?a=1', text='resp')
session.get('mock://test.com/7?a=1&b=2').text
```

If any part of the query string is wrong then it will not match.

{subset}{introducer}

```python
adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')
```
"""

QUESTION = "how do I make requests-mock require the exact query string, not just a subset?"


def _index(factory: pytest.TempPathFactory, introducer: str, subset: str = "") -> CorpusSource:
    page = MATCHING.format(subset=subset, introducer=introducer)
    return index_documents(factory.mktemp("introducer"), {"requests-mock/docs/matching.md": page})


@pytest.fixture(scope="module")
def answering(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ANSWERING)


@pytest.fixture(scope="module")
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ELSEWHERE)


@pytest.fixture(scope="module")
def answering_third(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ANSWERING, SUBSET)


@pytest.fixture(scope="module")
def elsewhere_third(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ELSEWHERE, SUBSET)


async def _quick(source: CorpusSource) -> str:
    quick = (await ask(source, QUESTION)).reports.quick
    assert quick.startswith("Query strings provided to a register will match")
    return quick


async def _quick_beside_two_examples(source: CorpusSource) -> str:
    quick = (await ask(source, QUESTION)).reports.quick
    # Both example places are taken by the two listings that share the question's words.
    assert "adapter.register_uri('GET', '/7?a=1', text='resp')" in quick
    assert "adapter.register_uri('GET', '/7?b=2&a=1', text='resp')" in quick
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


async def test_an_answering_introducer_comes_with_its_code_beside_two_examples(answering_third: CorpusSource) -> None:
    quick = await _quick_beside_two_examples(answering_third)
    assert "if you wish to match only the complete query string there is a flag `complete_qs`" in quick
    assert "adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')" in quick
    # After the two examples, its code right under it.
    assert quick.index("complete_qs=True") > quick.index("adapter.register_uri('GET', '/7?a=1'") > quick.index("/7?b=2&a=1")


async def test_the_third_example_needs_an_introducer_naming_the_question(elsewhere_third: CorpusSource) -> None:
    # Its heading and project name the question's words; its own words none.
    quick = await _quick_beside_two_examples(elsewhere_third)
    assert "mounted on a session" not in quick
    assert "complete_qs=True" not in quick


async def test_the_detailed_report_quotes_the_third_example_too(answering_third: CorpusSource) -> None:
    # Everything the quick report quotes is in the detailed one.
    detailed = (await ask(answering_third, QUESTION)).reports.detailed
    assert "adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')" in detailed
