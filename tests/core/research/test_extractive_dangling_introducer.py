"""A colon-ended paragraph that introduces nothing quotable is a sentence of its own.

Documents end a paragraph on a colon before something the index does not hold as code, steps or
a bullet list: a picture of the output ("The output to stderr is:" over a screenshot), an
included file the sources do not ship (`literalinclude`), or prose paragraphs that go through
the parts one by one ("`toolz` is implemented in three parts:"). Such a sentence was only ever
read as an introducer, quoted with what it introduces; with nothing of that kind after it, it
was no candidate at all, though it is often the document's one sentence saying the answer
(ians102). Followed by prose, a note or nothing, it is now quotable alone; followed by code it
is still quoted only with its code. Fixtures are small documents written here, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
# tracelog

tracelog shows every line a function runs, with the values of its local variables.

## Example

Decorate the function you want to follow with `@tracelog.trace()`:

```python
import tracelog

@tracelog.trace()
def number_to_bits(number):
    return [int(b) for b in bin(number)[2:]]
```

The trace of every call is written to standard error by default:

![trace of number_to_bits](trace.png)

Each line of the trace carries the time, the line number and the source line.

## Saving to a file

Give `trace` a path to keep the trace in a log file instead:

```python
@tracelog.trace('/var/log/trace.log')
```
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("dangling"), {"tracelog/README.md": README})


async def test_a_colon_ended_paragraph_over_a_picture_is_quoted_alone(source: CorpusSource) -> None:
    quick = (await ask(source, "where does tracelog write its trace by default?")).reports.quick
    assert re.search(r"written to standard error by default \[\d+\]:", quick), quick


async def test_a_colon_ended_introducer_over_code_still_comes_with_its_code(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I keep the tracelog trace in a log file?")).reports.quick
    assert "keep the trace in a log file instead" in quick, quick
    sentence = quick.index("keep the trace in a log file instead")
    assert quick.index("/var/log/trace.log") > sentence, quick
