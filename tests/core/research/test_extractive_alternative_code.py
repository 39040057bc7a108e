"""An "or" paragraph between two code blocks introduces the second as the first example's alternative.

Install sections write one way, then "or" (or "or through `conda`", "or just") and another
(linkify-it-py's and addict's READMEs; aiojobs' quickstart puts the `@atomic` handler after
"or just"). Such a paragraph starts on "or" and reads as a fragment, so it was never a sentence
to quote, and the second code block, which no quotable sentence introduces, never came in: "can I
install it with conda?" got the pip line only. It now introduces its code when it stands right
between two code blocks and the first is quoted with its own introducer, and it comes right after
that example (the collector links it as continuing it). Fixtures are small documents written
here, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
# quickrelay

quickrelay forwards messages from one queue to another and retries the ones that fail.

## Installing

Install:

```bash
pip install quickrelay
```

or

```bash
conda install -c conda-forge quickrelay
```

## Retries

A failed message is retried three times before it is parked in the dead-letter queue.

or

Set `max_retries` on the relay to change how often a message is retried.

```python
relay = quickrelay.Relay(max_retries=5)
```
"""

PIP = r"```bash\npip install quickrelay\n```"
CONDA = r"```bash\nconda install -c conda-forge quickrelay\n```"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("alternative"), {"quickrelay/README.md": README})


async def test_the_alternative_after_or_comes_right_after_the_quoted_example(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I install quickrelay with conda?")).reports.quick
    assert re.search(PIP + r"\n\nor \[\d+\]\n\n" + CONDA, quick), quick
    assert quick.count("conda install") == 1, quick


async def test_an_or_paragraph_between_prose_is_no_sentence(source: CorpusSource) -> None:
    quick = (await ask(source, "how many times does quickrelay retry a failed message?")).reports.quick
    assert "retried three times" in quick, quick
    assert not re.search(r"(^|\n\n)or \[\d+\]", quick), quick
