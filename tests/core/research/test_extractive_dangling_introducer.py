"""A colon-ended introducer over code comes with its code.

Documents end a paragraph on a colon before the code it introduces; such a sentence is read only
as an introducer and quoted right before its code. (ians102 also read a colon-ended paragraph
that introduces nothing quotable — prose, a note or nothing after it, as over a picture of the
output — as a sentence of its own; not kept: docs/corpus.md.) The fixture is a small document
written here, indexed for real.
"""

from __future__ import annotations

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


async def test_a_colon_ended_introducer_over_code_still_comes_with_its_code(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I keep the tracelog trace in a log file?")).reports.quick
    assert "keep the trace in a log file instead" in quick, quick
    sentence = quick.index("keep the trace in a log file instead")
    assert quick.index("/var/log/trace.log") > sentence, quick
