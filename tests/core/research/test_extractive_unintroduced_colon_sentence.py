"""A colon-ended sentence is quoted on its own only when nothing quotable follows it.

A page often ends a paragraph on a colon before something the answer cannot quote with it: a
bare link ("`tinybus` tracks its bugs on Github:" and the issues address on a line of its own),
a lone name, or nothing at all. Read as an introducer it was never a candidate, so the one
sentence that answers was never quoted. Such a sentence (20 characters at least) is read as a
sentence of its own when its paragraph is the last block or the next block is one short line
that is no sentence (at most 6 words, ending in no ".", "!", "?" or ":"). Before a table or a
paragraph of sentences it stays out (ians110 lost answers there), and a colon-ended sentence
before code is still quoted only with its code. Fixtures are small documents written here in
those shapes.
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


async def test_a_colon_sentence_before_a_bare_link_is_quoted_as_a_sentence(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: where are bugs and feature requests tracked?")).reports.quick
    assert "tracks its bugs and feature requests on Github" in quick


async def test_a_colon_sentence_before_a_paragraph_of_sentences_is_not_quoted(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: does the dispatcher run subscribers on every supported platform?")).reports.quick
    assert "in this way" not in quick


async def test_a_colon_sentence_before_code_is_quoted_with_its_code(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: how do I register a subscriber?")).reports.quick
    assert "you can write" in quick
    assert "tinybus.subscribers.append(handler)" in quick
