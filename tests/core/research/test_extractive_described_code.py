"""The code a lead sentence describes is the answer's example.

Tutorials often show the code first and explain it after ("This will retry
the function up to 3 times ..."). When that sentence leads the answer, the
code above it is what it speaks of; another example of the page that shares
more of the question's words would quote different arguments. Fixtures are
small documents written here in that shape.
"""

from __future__ import annotations

import pytest

from core.research.passages import gather
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

TUTORIAL_MD = """\
# Tutorial

## Decorators

The simplest way to make a call resilient is to decorate it with `persist.again()`:

```python
import persist


@persist.again(on=ConnectionError, tries=3)
def fetch(url: str) -> bytes:
    return download(url)
```

This will call the function again up to 3 times when it raises a `ConnectionError` (or any subclass).
Retrying on every exception is never the default: you name the errors to retry on.

## One call

If you want to call one function again on its errors without decorating it, persist comes with `persist.Caller`:

```python
def fetch(url, timeout):
    return download(url, timeout=timeout)

caller = persist.Caller(tries=5)

caller(ConnectionError, fetch, "https://example.org/data", timeout=10)
```

Both calls run:

```python
fetch("https://example.org/data", timeout=10)
```

and call it again on `ConnectionError` with the same arguments every time.
"""


@pytest.fixture(scope="module")
def tutorial(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("described"), {"persist/docs/tutorial.md": TUTORIAL_MD})


async def test_the_lead_sentence_brings_the_code_it_describes(tutorial: CorpusSource) -> None:
    result = await ask(tutorial, "persist: how do i call a function again on errors, at most 3 times?")
    quick = result.reports.quick
    assert quick.startswith("This will call the function again up to 3 times")
    # The decorated function the lead speaks of, not the caller example below it.
    assert "@persist.again(on=ConnectionError, tries=3)" in quick
    assert "persist.Caller(tries=5)" not in quick


def test_a_sentence_resuming_after_code_is_never_quoted_alone() -> None:
    section = TUTORIAL_MD.split("## One call\n\n")[1]
    hit = Hit(id="corpus:1", source="corpus", title="Tutorial", path="persist/docs/tutorial.md", heading="One call", text=section, score=1.0)
    texts = [c.text for c in gather([hit]).candidates]
    assert any(t.startswith("If you want to call one function again") for t in texts)
    assert not any(t.startswith("and call it again") for t in texts)


def test_only_a_sentence_opening_its_paragraph_right_under_code_describes_it() -> None:
    section = TUTORIAL_MD.split("## Decorators\n\n")[1].split("\n## ")[0]
    hit = Hit(id="corpus:2", source="corpus", title="Tutorial", path="persist/docs/tutorial.md", heading="Decorators", text=section, score=1.0)
    candidates = gather([hit]).candidates
    (this,) = [c for c in candidates if c.text.startswith("This will call")]
    assert this.code_above is not None and "tries=3" in this.code_above.text
    assert all(c.code_above is None for c in candidates if c is not this)
