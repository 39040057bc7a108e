"""A quoted sentence's short next sentence in its own paragraph comes right after it.

An option's paragraph says what the option is, then, tersely, what it is when not set:
"The number of seconds a browser may keep a preflight response in its cache."
then "Defaults to 600 (ten minutes)." The second names nothing the question asks and
does not lean back on the first, so `continuation` stops before it, and no pick takes
it; yet it finishes what the quoted sentence says. The quick answer quotes such a short
next sentence (`SHORT_NEXT_WORDS` words at most, reading alone) right after its sentence,
on top of the picks, once. A long next sentence that moves on is still left to the picks.
Fixtures are small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

SETTINGS_MD = """\
# corskit

## Preflight cache

The number of seconds a browser may keep the preflight cache entry for a response. Defaults to 600 (ten minutes).

## How browsers cache

Browsers keep one preflight cache entry per origin and URL. A preflight cache entry is dropped when the browser restarts, whatever the server sent back in its headers and however long it asked the browser to keep it. Some browsers cap how long a preflight cache entry is kept.

## Debugging

To see the preflight cache entry a browser keeps, open its network panel. The panel lists every request the page made, with its headers, timings and the script that started it.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("short-next-sentence"), {"corskit/README.md": SETTINGS_MD})


async def test_a_quoted_sentence_s_short_next_sentence_comes_right_after_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, "corskit: how long does a browser keep the preflight cache entry?")).reports.quick
    said = "The number of seconds a browser may keep the preflight cache entry for a response [2]."
    assert said + " Defaults to 600 (ten minutes) [2]." in quick
    assert quick.count("Defaults to 600") == 1


async def test_a_long_next_sentence_is_not_brought_after_its_sentence(docs: CorpusSource) -> None:
    quick = (await ask(docs, "corskit: how long does a browser keep the preflight cache entry?")).reports.quick
    assert "open its network panel [3]." in quick
    assert "The panel lists every request" not in quick
