"""A colon-ended sentence is quoted on its own only over a bare link or a lone name.

A page often ends a paragraph on a colon before something the answer cannot quote with it: a
bare link ("`tinybus` tracks its bugs on Github:" and the issues address on a line of its own)
or a lone name. Read as an introducer it was never a candidate, so the one sentence that
answers was never quoted. ians110 (anything but code, steps or a list after it) and ians111 (also
nothing, or a picture, after it) lost answers (docs/corpus.md): a section's last sentence may
stand over a table or code the page lost, and a picture can follow a sentence that is no answer.
So only one short line that is no sentence and no picture lets it in; before nothing, a picture,
a paragraph of sentences or code it stays as it was. Fixtures are small documents written here
in those shapes.
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

## Demo

Every run of the tinybus dispatcher prints its subscribers and their timings as follows:

![dispatcher demo run](https://example.org/tinybus/demo.svg)

## Versions

The oldest versions of its dependencies that tinybus is still tested against are these:

## Releases

Releases are tagged on the main branch and uploaded to PyPI by the maintainers.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("unintroduced-colon-sentence"), {"tinybus/README.md": BUS_MD})


async def test_a_colon_sentence_before_a_bare_link_is_quoted_as_a_sentence(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: where are bugs and feature requests tracked?")).reports.quick
    assert "tracks its bugs and feature requests on Github" in quick


async def test_a_colon_sentence_before_a_picture_is_not_quoted(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: what does every run of the dispatcher print?")).reports.quick
    assert "timings as follows" not in quick


async def test_a_colon_sentence_ending_its_section_is_not_quoted(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: which oldest versions of its dependencies is it tested against?")).reports.quick
    assert "still tested against are these" not in quick


async def test_a_colon_sentence_before_a_paragraph_of_sentences_is_not_quoted(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: does the dispatcher run subscribers on every supported platform?")).reports.quick
    assert "in this way" not in quick


async def test_a_colon_sentence_before_code_is_quoted_with_its_code(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinybus: how do I register a subscriber?")).reports.quick
    assert "you can write" in quick
    assert "tinybus.subscribers.append(handler)" in quick
