"""A paragraph that is only "or" between two prose paragraphs is no sentence to quote.

Documents offer another way with a bare "or" paragraph; read alone it is a fragment
(`reading._quotable`), and an answer quoting the paragraphs around it does not quote it.
(ians100 read such an "or" right between two code blocks as the introducer of the second;
not kept: docs/corpus.md.) The fixture is a small document written here, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
# quickrelay

quickrelay forwards messages from one queue to another and retries the ones that fail.

## Retries

A failed message is retried three times before it is parked in the dead-letter queue.

or

Set `max_retries` on the relay to change how often a message is retried.

```python
relay = quickrelay.Relay(max_retries=5)
```
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("alternative"), {"quickrelay/README.md": README})


async def test_an_or_paragraph_between_prose_is_no_sentence(source: CorpusSource) -> None:
    quick = (await ask(source, "how many times does quickrelay retry a failed message?")).reports.quick
    assert "retried three times" in quick, quick
    assert not re.search(r"(^|\n\n)or \[\d+\]", quick), quick
