"""An answering introducer on another page of the project is quoted with its code.

"how do I tell if an httpx response came from the hishel cache?" leads on the
migration page, which says what changed, while the httpx page says the answer
in the sentence introducing its code: "Every response has a `caching`
extension that says whether the response came from the cache:". That sentence
ends on a colon, so it only reads with its code; the lead's page has no such
sentence, and the `also` slot is empty. From another page it clears the bar
the quick answer puts on that page's sentences, so it comes with its code as
the second example. Fixtures are small documents written here in hishel's
shape, indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

MIGRATION = """\
# Migration guide

## Cache responses

In 1.0 every httpx response that came from the hishel cache is the same response object your code receives from the transport.

```python
client = hishel.CacheClient()
client.get("https://example.com")
```

The storage classes moved to `hishel.storages`.
"""

HTTPX = """\
# HTTPX integration

## Telling cached responses apart

{introducer}

```python
response = client.get("https://example.com")
print(response.extensions["hishel_from_cache"])
```
"""

ANSWERING = "Every httpx response has a `caching` extension that tells you whether the response came from the hishel cache:"
ELSEWHERE = "The integration also works with the async client:"

QUESTION = "how do I tell if an httpx response came from the hishel cache?"


def _index(factory: pytest.TempPathFactory, introducer: str) -> CorpusSource:
    return index_documents(
        factory.mktemp("other-page"),
        {"hishel/docs/migration.md": MIGRATION, "hishel/docs/httpx.md": HTTPX.format(introducer=introducer)},
    )


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> dict[str, CorpusSource]:
    return {"answering": _index(tmp_path_factory, ANSWERING), "elsewhere": _index(tmp_path_factory, ELSEWHERE)}


async def test_an_answering_introducer_on_another_page_of_the_project_is_quoted_with_its_code(
    sources: dict[str, CorpusSource],
) -> None:
    quick = (await ask(sources["answering"], QUESTION)).reports.quick
    assert quick.startswith("In 1.0 every httpx response that came from the hishel cache")
    assert "tells you whether the response came from the hishel cache" in quick
    assert 'print(response.extensions["hishel_from_cache"])' in quick


async def test_an_introducer_on_another_page_naming_nothing_of_the_question_stays_out(
    sources: dict[str, CorpusSource],
) -> None:
    quick = (await ask(sources["elsewhere"], QUESTION)).reports.quick
    assert quick.startswith("In 1.0 every httpx response that came from the hishel cache")
    assert "async client" not in quick
    assert "hishel_from_cache" not in quick
