"""An introducer that says the answer comes with its code even beside two examples.

The quick answer quotes an example and a second example, chosen for what their
code and paragraphs share with the question. An introducer that answers in its
own words ("... if you wish to match only the complete query string there is a
flag `complete_qs`:") leans on its code, so it is never quoted as a sentence;
it came in with its code only while the second example's place was free. With
both places taken by code that merely shares the question's words, the one
sentence that says what to do was left out. Fixtures are small documents
written here in requests-mock's shape, indexed for real.
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

A subset of the query string matches whatever order its pairs are in:

```python
adapter.register_uri('GET', '/7?b=2&a=1', text='resp')
session.get('mock://test.com/7?a=1&b=2').text
```

Matching is case insensitive by default.

{introducer}

```python
adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')
```
"""

QUESTION = "how do I make requests-mock require the exact query string, not just a subset?"


def _index(factory: pytest.TempPathFactory, introducer: str) -> CorpusSource:
    return index_documents(factory.mktemp("third"), {"requests-mock/docs/matching.md": MATCHING.format(introducer=introducer)})


@pytest.fixture(scope="module")
def answering(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ANSWERING)


@pytest.fixture(scope="module")
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return _index(tmp_path_factory, ELSEWHERE)


async def _quick(source: CorpusSource) -> str:
    quick = (await ask(source, QUESTION)).reports.quick
    # Both example places are taken by the two listings that share the question's words.
    assert "adapter.register_uri('GET', '/7?a=1', text='resp')" in quick
    assert "adapter.register_uri('GET', '/7?b=2&a=1', text='resp')" in quick
    return quick


async def test_an_answering_introducer_comes_with_its_code_beside_two_examples(answering: CorpusSource) -> None:
    quick = await _quick(answering)
    assert "if you wish to match only the complete query string there is a flag `complete_qs`" in quick
    assert "adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')" in quick
    # After the two examples, its code right under it.
    assert quick.index("complete_qs=True") > quick.index("adapter.register_uri('GET', '/7?a=1'") > quick.index("/7?b=2&a=1")


async def test_the_third_example_needs_an_introducer_naming_the_question(elsewhere: CorpusSource) -> None:
    # Its heading and project name the question's words; its own words none.
    quick = await _quick(elsewhere)
    assert "mounted on a session" not in quick
    assert "complete_qs=True" not in quick


async def test_the_detailed_report_quotes_the_third_example_too(answering: CorpusSource) -> None:
    # Everything the quick report quotes is in the detailed one.
    detailed = (await ask(answering, QUESTION)).reports.detailed
    assert "adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')" in detailed
