"""An answer never quotes the same code block twice, also through a continuation found under a copy
of the quoted example's code (irev33, on ians101's part (b)).

soupsieve's differences page shows `soup.select('> div')` twice: under "Beautiful Soup used to allow
relative selectors:" and again under "So, if you used to have selectors such as:", where "You can
simply add `:scope` ..." and `soup.select(':scope > div')` follow it. The answer quoting the first
example took that continuation of its copy, while another sentence of the page had already brought
`soup.select(':scope > div')`: the same code quoted twice (soupsieve-14). The fixture is a small page
of that shape written here, indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

PAGE = """\
# Differences from the old picker

## Leading combinators

Whether on purpose or not, the old picker accepted selectors that open on a combinator:

```py
doc.pick('> span')
```

That is not a valid selector in the grammar quickpick follows, which allows a leading combinator only inside `:has()`.

The grammar's newer levels added the `:anchor` pseudo-class, which gives the same reach from the element a pick is called on.

So, if you used to write selectors such as:

```py
doc.pick('> span')
```

You can put `:anchor` in front, and it will work the same:

```py
doc.pick(':anchor > span')
```

## Reaching past the anchor

In a browser, a query only returns elements under the element it is called on, never that element's siblings.

quickpick copies the browser's query functions, so it also only returns elements under the anchored element.

So while quickpick will find elements relative to `:anchor` with `>` or a space:

```py
doc.pick(':anchor > span')
```

It will not find elements relative to `:anchor` with `+` or `~`, as siblings of the anchored element are not under it:

```py
doc.pick(':anchor + span')
```

This is by design and matches what every web browser does.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("code_once"), {"quickpick/docs/differences.md": PAGE})


async def test_a_continuation_whose_code_the_answer_quotes_already_is_not_added(source: CorpusSource) -> None:
    question = "quickpick: doc.pick('> span') worked on the old picker, why does doc.pick(':anchor + span') not find siblings?"
    quick = (await ask(source, question)).reports.quick
    # The example the continuation's copy repeats is quoted (the case reached), its code once...
    assert "the old picker accepted selectors that open on a combinator" in quick, quick
    assert quick.count("doc.pick('> span')\n```") == 1, quick
    # ...and so is the code another sentence of the page already brought.
    assert "So while quickpick will find elements relative to `:anchor`" in quick, quick
    assert quick.count("doc.pick(':anchor > span')\n```") == 1, quick
