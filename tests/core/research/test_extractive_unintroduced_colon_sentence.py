"""A colon-ended sentence is quoted only with what it introduces.

ians110 and ians111 tried reading a colon-ended sentence that introduces nothing quotable
("`tinybus` tracks its bugs on Github:" over a bare link) as a sentence of its own; neither was
kept (docs/corpus.md), so only the parts true at the base stay: an introducer of code is quoted
with that code, and a colon-ended sentence over a paragraph of sentences is not quoted alone.
Fixtures are small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

BUS_MD = """\
# tinybus

## Events

An event is a plain object handed to every subscriber in turn. Subscribers are called in the order they were added.

## Bugs

`tinybus` tracks its bugs and feature requests on Github:

https://github.com/example/tinybus/issues

## Subscribing

Every subscriber is registered by appending a callable to the list of subscribers, you can write:

```python
tinybus.subscribers.append(handler)
```

## Platforms

The dispatcher of tinybus also runs its subscribers on every supported platform in this way:

Subscribers run in one thread on Linux. Subscribers run in a pool of threads on Windows.

## Releases

Releases are tagged on the main branch and uploaded to PyPI by the maintainers.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("unintroduced-colon-sentence"), {"tinybus/README.md": BUS_MD})


async def test_a_colon_sentence_before_a_paragraph_of_sentences_is_not_quoted(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: does the dispatcher run subscribers on every supported platform?")).reports.quick
    assert "in this way" not in quick


async def test_a_colon_sentence_before_code_is_quoted_with_its_code(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: how do I register a subscriber?")).reports.quick
    assert "you can write" in quick
    assert "tinybus.subscribers.append(handler)" in quick
