"""A quick answer quotes nothing twice.

The quick answer is put together from several choices — the lead, the sentences
after it, the example, a second example and the example that one continues — and
each is a candidate sentence of some passage. A page often says one thing in two
places, and one sentence can be chosen twice over: the second example continues
the first ("`fromDict()` also takes the `default` argument:" after "Like
`collections.defaultdict`, the first argument is the value to use:"), so the
first was rendered again, with its code, above the second. Each thing is quoted
once: the words with their code where the answer quotes the code. Fixtures are
small documents written here in munch's shape, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
# tinybag

A dictionary that supports attribute-style access.

## Default values

`DefaultBag` instances return a specific default value when an attribute is missing from the bag. Like `collections.defaultdict`, the first argument is the value to use for missing keys:

```python
>>> from tinybag import DefaultBag
>>> missing = object()
>>> b = DefaultBag(missing, {'hello': 'world!'})
>>> b.foo is missing
True
```

`DefaultBag.fromDict()` also takes the `default` argument:

```python
>>> b = DefaultBag.fromDict({'nested': {'key': 'value'}}, missing)
>>> b.nested.foo is missing
True
```

Or you can use `FactoryBag` to make a fresh value for each missing attribute. The first argument is the factory:

```python
>>> from tinybag import FactoryBag
>>> b = FactoryBag(list, {'hello': 'world!'})
>>> b.foo
[]
```
"""

QUESTION = "can a tinybag return a default value for missing attrs instead of raising"
FIRST_EXAMPLE = "b = DefaultBag(missing, {'hello': 'world!'})"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("repeat"), {"tinybag/README.md": README})


def _sentences(quick: str) -> list[str]:
    prose = re.sub(r"```.*?```", "", quick, flags=re.S).split("\n_Extractive answer")[0]
    return [re.sub(r"\s*\[\d+\]", "", s).strip().rstrip(".:") for s in re.split(r"(?<=[.:!?])\s+", prose) if s.strip()]


async def test_the_example_a_second_example_continues_is_quoted_once(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    assert "`DefaultBag.fromDict()` also takes the `default` argument" in quick
    assert quick.count(FIRST_EXAMPLE) == 1


async def test_no_sentence_of_the_quick_answer_is_quoted_twice(source: CorpusSource) -> None:
    sentences = _sentences((await ask(source, QUESTION)).reports.quick)
    assert "Like `collections.defaultdict`, the first argument is the value to use for missing keys" in sentences
    assert len(sentences) == len(set(sentences))
