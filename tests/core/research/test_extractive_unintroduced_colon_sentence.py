"""A colon-ended sentence before code is quoted with its code.

ians110 tried reading a colon-ended sentence followed by no code, steps or list ("`tinybus`
tracks its bugs on Github:" over a bare link) as a sentence of its own; not kept (docs/corpus.md),
so only its part true at the base stays: an introducer of code is quoted with that code. The
fixture is a small document written here in that shape.
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

## Releases

Releases are tagged on the main branch and uploaded to PyPI by the maintainers.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("unintroduced-colon-sentence"), {"tinybus/README.md": BUS_MD})


async def test_a_colon_sentence_before_code_is_quoted_with_its_code(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: how do I register a subscriber?")).reports.quick
    assert "you can write" in quick
    assert "tinybus.subscribers.append(handler)" in quick
