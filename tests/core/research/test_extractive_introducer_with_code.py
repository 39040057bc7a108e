"""An introducer is judged relevant with the code it introduces.

"Check without consuming:" over `moving_window.test(one_per_minute, "user")`
answers "how can I check whether a rate limit would be hit without consuming
it?", but its sentence alone names one of the question's words: it says the
rest in its code and its paragraph. Read alone it falls under the quick answer's
floors, so it was never quoted; read with its code (its paragraph, heading and
code, as an example is judged) it clears them, and comes with its code as the
second example. Fixtures are small documents written here in limits' shape,
indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

STRATEGIES = """\
# Rate limit strategies

## Moving window

The moving window strategy checks whether a rate limit would be hit by counting every hit in the window before the current time, and consuming one only when the request is let through.

```python
moving_window = MovingWindowRateLimiter(storage)
moving_window.hit(one_per_minute, "user")
```

The window moves with every request, so old entries stop counting toward the rate limit as time passes.

{introducer}

```python
moving_window.test(one_per_minute, "user")
```
"""

TERSE = "Check without consuming:"
ELSEWHERE = "With a second storage:"

QUESTION = "how can I check whether a rate limit would be hit without consuming it?"


def _index(factory: pytest.TempPathFactory, introducer: str) -> CorpusSource:
    return index_documents(factory.mktemp("with-code"), {"limits/docs/strategies.md": STRATEGIES.format(introducer=introducer)})


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> dict[str, CorpusSource]:
    return {"terse": _index(tmp_path_factory, TERSE), "elsewhere": _index(tmp_path_factory, ELSEWHERE)}


async def test_a_terse_introducer_whose_code_answers_is_quoted_with_it(sources: dict[str, CorpusSource]) -> None:
    quick = (await ask(sources["terse"], QUESTION)).reports.quick
    assert quick.startswith("The moving window strategy checks whether a rate limit would be hit")
    assert "Check without consuming" in quick
    assert 'moving_window.test(one_per_minute, "user")' in quick


async def test_an_introducer_naming_nothing_of_the_question_stays_out_with_any_code(sources: dict[str, CorpusSource]) -> None:
    quick = (await ask(sources["elsewhere"], QUESTION)).reports.quick
    assert quick.startswith("The moving window strategy checks whether a rate limit would be hit")
    assert "second storage" not in quick
    assert "moving_window.test" not in quick
