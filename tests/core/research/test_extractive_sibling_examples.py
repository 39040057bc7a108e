"""A page's sibling examples: the variants of one task, each under its own sentence.

"To change the number of retries just give an integer:" and "To switch off
every retry and redirect, give `retries=False`:" share nearly every word a
question about retrying uses, so which one the asker means is a guess. When a
second short example of the page answers nearly as much as the first, the
quick answer quotes both (the detailed one too); a long listing, or an
example the lead sentence itself describes, stays alone. Fixtures are small
documents written here in that shape.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

GUIDE_MD = """\
# User guide

## Retrying requests

By default, fetchkit retries a request 3 times and follows up to 3 redirects.

Most services recover within a few attempts. To change the number of retries just give an integer:

```python
resp = fetchkit.request("GET", "https://example.com/", retries=10)
```

Some callers must fail fast instead. To switch off every retry and redirect, give `retries=False`:

```python
resp = fetchkit.request("GET", "https://nx.example.com/", retries=False)
```

For finer control over retries, pass an instance of `fetchkit.Retry`. It holds counts for connect, read and status errors.

## Timeouts

Timeouts stop a request from hanging forever. Give `timeout=` a number of seconds:

```python
resp = fetchkit.request("GET", "https://example.com/", timeout=2.5)
```
"""

# The same page, but the second variant is a long listing: quoting it too would bury the answer.
LONG_VARIANT = "\n".join(f'resp{n} = fetchkit.request("GET", "https://nx.example.com/{n}", retries=False)' for n in range(14))
LONG_GUIDE_MD = GUIDE_MD.replace(
    'resp = fetchkit.request("GET", "https://nx.example.com/", retries=False)', LONG_VARIANT
)


@pytest.fixture(scope="module")
def guide(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("siblings"), {"fetchkit/docs/user-guide.md": GUIDE_MD})


@pytest.fixture(scope="module")
def long_guide(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("long-sibling"), {"fetchkit/docs/user-guide.md": LONG_GUIDE_MD})


async def test_a_second_short_variant_of_the_task_is_quoted_beside_the_first(guide: CorpusSource) -> None:
    result = await ask(guide, "with fetchkit, how can a request skip retrying?")
    quick = result.reports.quick
    # Both variants, each after the cited sentence that introduces it, code intact.
    assert 'retries=10)\n```' in quick
    assert "To switch off every retry and redirect, give `retries=False` [1]:" in quick
    assert '```python\nresp = fetchkit.request("GET", "https://nx.example.com/", retries=False)\n```' in quick
    assert quick.index("retries=10") < quick.index("retries=False")
    # Another section's example that answers less is not a variant of this task.
    assert "timeout=2.5" not in quick
    # The detailed report quotes everything the quick one does.
    detailed = result.reports.detailed
    assert "retries=10" in detailed and 'nx.example.com/", retries=False)' in detailed


async def test_a_long_listing_is_not_quoted_as_a_second_variant(long_guide: CorpusSource) -> None:
    result = await ask(long_guide, "with fetchkit, how can a request skip retrying?")
    quick = result.reports.quick
    assert "retries=10" in quick
    assert "resp13 = " not in quick
    assert quick.count("```python") == 1
