"""A pick opening the paragraph right under quoted code brings the rest of that paragraph, in its order.

The paragraph under an example says what the code does, and the point is often a later sentence
of it: "Note the `category='myframework'` argument in the call to `venusian.attach`. This tells
Venusian to attach the callback ... under the specific scan category. The default scan category is
`None`." When the quick answer quoted the paragraph's opening as a pick (rather than through
`under_code`), it stopped there, or scattered the paragraph's sentences among its picks. The rest
of the paragraph now follows the opening, a later pick of it moved up to its place, each said once;
a sentence closing the paragraph with short code of its own comes with that code.
Fixtures are small documents written here in that shape, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

GUIDE = """\
# tagscan

## Scan categories

The tagscan scanner can scan decorated callbacks by scan category.

Attach a callback to a scan category with `tagscan.attach`:

```python
def route(wrapped):
    tagscan.attach(wrapped, callback, category="web")
    return wrapped
```

Note the scan category argument in the call to `tagscan.attach`. Callbacks are grouped for the scanner that way. Left out, it starts out as `None`.

## Scan categories of a package

A package can set the default scan category the tagscan scanner uses for its modules.

## Scan categories of a module

A module can set the default scan category the tagscan scanner uses for its callbacks.

## Scan categories and the scanner

The tagscan scanner can use one scan category by default or several scan categories at once.

## Scanning packages

The scanner walks a package and its subpackages.

## Scanning modules

The scanner imports each module it walks.

## Scanning errors

An import error during a scan stops the scan unless `onerror` is given.

## Scanning twice

A scanner scans a package once; a second scan finds nothing new.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("pick-under-paragraph"), {"tagscan/README.md": GUIDE})


async def test_a_pick_opening_the_paragraph_under_quoted_code_brings_the_rest_of_it(source: CorpusSource) -> None:
    quick = (await ask(source, "what scan category does the tagscan scanner use by default?")).reports.quick
    opening = "Note the scan category argument in the call to `tagscan.attach`"
    closing = "Left out, it starts out as `None`"
    assert opening in quick and "tagscan.attach(wrapped" in quick, quick
    assert re.search(re.escape(opening) + r" \[\d+\]\. Callbacks are grouped for the scanner that way \[\d+\]\. " + re.escape(closing), quick), quick
    assert quick.count("Callbacks are grouped for the scanner that way") == 1, quick
