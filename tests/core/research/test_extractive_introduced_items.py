"""Quoted list items bring their list in, under their introducer; the lead brings the code right after it.

"Therefore the `QUARK_USE_AVX` environment variable controls the process:"
introduces a bullet list whose items ("If you set it to `0`, quark builds
without AVX kernels.") answer "how do I force it off?" but never say what
"it" is: the setting is named only by the introducer, which never reads
alone. When the answer quotes an item as a sentence, the list is quoted
under its introducer instead (each item once); an answer quoting no item
of the list does not get it.

Likewise "If logging is not set up at all yet, add this:" right after the
lead sentence introduces the code that does what the lead says; it never
continues the lead as a sentence (it only reads with its code), so the code
comes as the answer's example. Fixtures are small documents written here in
those shapes.
"""

from __future__ import annotations

import pytest

from core.research.passages import Candidate, gather
from core.research.quotes import following_example, introduced_items
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

BUILD_MD = """\
# Building quark

## Override automatic AVX detection

Normally the build script guesses whether it should compile the AVX-accelerated kernels.
On some build machines the guess is wrong.

Therefore the `QUARK_USE_AVX` environment variable controls the process:

- If you set it to `1`, quark builds with the AVX kernels.
- If you set it to `0`, quark builds without the AVX kernels.
- If you set it to anything else, quark ignores it and guesses again.

## Build caches

Each build keeps its object files in a cache folder next to the sources.
Delete the cache folder to force a clean build from scratch.
A stale cache folder shows up as old object files being linked after a header change.
The `quark clean` command deletes the cache folder for you before the next build.
"""


@pytest.fixture(scope="module")
def build_docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("introduced"), {"quark/docs/building.md": BUILD_MD})


async def test_quoted_items_come_with_the_sentence_naming_the_setting(build_docs: CorpusSource) -> None:
    result = await ask(build_docs, "quark AVX detection guesses wrong on our build machine, can I force AVX off?")
    quick = result.reports.quick
    assert "builds without the AVX kernels" in quick
    assert "`QUARK_USE_AVX`" in quick
    intro = quick.index("Therefore the `QUARK_USE_AVX` environment variable controls the process")
    assert intro < quick.index("- If you set it to `0`, quark builds without the AVX kernels.")
    # Each item is quoted once, in the list.
    assert quick.count("builds without the AVX kernels") == 1


async def test_an_answer_quoting_no_item_does_not_get_the_list(build_docs: CorpusSource) -> None:
    result = await ask(build_docs, "how do I force a clean quark build, the cache folder is stale")
    quick = result.reports.quick
    assert "Delete the cache folder" in quick
    assert "QUARK_USE_AVX" not in quick


GUIDE_MD = """\
If the scheduler isn't working as expected, it will help to raise the level of the `orbit` logger to `DEBUG`.

If logging is not set up at all yet, add this:

```python
import logging

logging.basicConfig()
logging.getLogger('orbit').setLevel(logging.DEBUG)
```

Also check the FAQ to see whether your problem already has a known answer.
"""


def _candidates() -> list[Candidate]:
    hit = Hit(id="corpus:1", source="corpus", title="Orbit guide", path="orbit/docs/guide.md", heading="Troubleshooting", text=GUIDE_MD, score=1.0)
    return sorted(gather([hit]).candidates, key=lambda c: c.position)


def test_the_sentence_after_the_lead_brings_the_code_it_introduces() -> None:
    lead, intro, *_ = _candidates()
    assert lead.text.startswith("If the scheduler isn't working") and not lead.code
    assert following_example([lead, intro], lead, []) is intro
    assert "getLogger('orbit')" in intro.code[0].text


def test_code_already_quoted_or_a_lead_without_a_next_example_brings_nothing() -> None:
    lead, intro, last = _candidates()
    # The example is quoted anyway: not twice.
    assert following_example([lead, intro, last], lead, [intro]) is None
    # The sentence after the last one introduces nothing.
    assert following_example([lead, intro, last], last, []) is None


SPY_MD = """\
The spy tracks calls and return values like the original method.

In addition, spy objects contain two extra attributes:

- `spy_return`: contains the last returned value of the spied function.
- `spy_return_list`: contains a list of all returned values of the spied function.
"""


def test_a_labelled_entry_brings_its_list_only_from_the_leads_own_passage() -> None:
    spy = Hit(id="corpus:2", source="corpus", title="Usage", path="mockkit/docs/usage.md", heading="Spy", text=SPY_MD, score=1.0)
    other = Hit(id="corpus:3", source="corpus", title="Usage", path="mockkit/docs/usage.md", heading="Stub", text="A stub records calls.", score=0.9)
    evidence = gather([spy, other])
    by_text = {c.text: c for c in evidence.candidates}
    lead = by_text["The spy tracks calls and return values like the original method."]
    entry = by_text["`spy_return`: contains the last returned value of the spied function."]
    listed = introduced_items(evidence.listings, [lead, entry])
    assert listed is not None and listed.listing.intro == "In addition, spy objects contain two extra attributes:"
    assert len(listed.items) == 2  # the sibling entry, the one asked about, comes with it
    # Led from another passage, the entry reads alone: no list.
    assert introduced_items(evidence.listings, [by_text["A stub records calls."], entry]) is None


RECORDER_MD = """\
The recorder keeps every event in memory. It drops the oldest ones after a thousand events.

To write them to a file as well, add this:

```python
recorder.to_file("events.log")
```
"""


def test_the_code_after_the_leads_continuation_is_the_one_that_follows_it() -> None:
    hit = Hit(id="corpus:4", source="corpus", title="Recorder", path="tapekit/docs/recorder.md", heading="Events", text=RECORDER_MD, score=1.0)
    lead, goes_on, intro = sorted(gather([hit]).candidates, key=lambda c: c.position)
    assert goes_on.text.startswith("It drops")
    # The lead's quoted run ends with "It drops ...": the introducer right after it brings its code.
    assert following_example([lead, goes_on, intro], lead, []) is intro
