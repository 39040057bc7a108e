"""An introducer that says the answer outweighs a second example chosen for its code alone.

The lead's section quotes one short example beside the answer's example (the
section's own, a sibling's, or the one right after the lead), chosen by its
code and context. "For example:" wins that choice for a listing whose comment
repeats the question's words; the sentence that says the answer ("... if you
wish to match only the complete query string there is a flag `complete_qs`:")
leans on its code too, so it only reaches the answer in that same slot. When it
scores higher as a sentence, it takes the slot. Fixture: a small document in
requests-mock's shape, indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

MATCHING = """\
# Request Matching

## Query Strings

Query strings provided to a register will match so long as at least those provided form part of the request.

For example:

```python
# a subset of the query string matches; so does the exact query string
adapter.register_uri('GET', '/7?a=1', text='resp')
```

If any part of the query string is wrong then it will not match.

This can be a problem when a subset matches, so if you wish to match only the complete query string there is a flag `complete_qs`:

```python
adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')
```

## Query String Subsets

Each request query string is compared as a subset:

```python
# an exact query string, or a subset of the query string
adapter.register_uri('GET', '/9?a=1&b=2', text='resp')
session.get('mock://test.com/9?b=2&a=1').text
```
"""

QUESTION = "how do I make requests-mock require the exact query string, not just a subset?"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("second"), {"requests-mock/docs/matching.md": MATCHING})


async def test_an_answering_introducer_replaces_a_lower_scoring_second_example(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    assert "if you wish to match only the complete query string there is a flag `complete_qs`" in quick
    assert "adapter.register_uri('GET', '/8?a=1', complete_qs=True, text='resp')" in quick
    assert "For example" not in quick
