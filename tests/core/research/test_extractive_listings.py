"""A bullet list quoted under the sentence that introduces it.

"This dict describes the rescheduled job. Its keys include:" only reads
with its list, so it is never quoted as a sentence; the items name little
of the question each, yet together they answer "what's in the dict?". When
the introducing paragraph covers as much of the question as the lead
sentence, the quick answer quotes the sentence and its list (items once,
never again as sentences); a question about something else does not get the
list. Fixtures are small documents written here in that shape.
"""

from __future__ import annotations

import pytest

from core.research.passages import gather
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

HOOKS_MD = """\
# Hooks

## Event handlers

Pulsar calls your handlers whenever a job is rescheduled. Handlers must be callables that accept one dict argument.

This dict describes the rescheduled job. Its keys include:

- `job`: the function being rescheduled
- `attempt`: how many times the job ran so far
- `elapsed`: seconds spent since the first run
- `delay`: seconds until the next run

A handler that prints the attempt could be written like so:

```python
def report(info):
    print(info["attempt"])
```

## Logging

By default every rescheduled job is logged at info level. Set the `pulsar` logger's level to warning to only log failures.
"""

KEYS = """\
- `job`: the function being rescheduled
- `attempt`: how many times the job ran so far
- `elapsed`: seconds spent since the first run
- `delay`: seconds until the next run"""


@pytest.fixture(scope="module")
def hooks(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("listings"), {"pulsar/docs/hooks.md": HOOKS_MD})


def test_a_list_after_a_colon_is_collected_with_its_paragraph() -> None:
    section = HOOKS_MD.split("## Event handlers\n\n")[1].split("\n## ")[0]
    hit = Hit(id="corpus:1", source="corpus", title="Hooks", path="pulsar/docs/hooks.md", heading="Event handlers", text=section, score=1.0)
    (listing,) = gather([hit]).listings
    assert listing.intro == "Its keys include:"
    assert len(listing.block.items) == 4
    # The paragraph says what the list is for, not only its last sentence.
    assert {"dict", "describ", "job"} <= listing.framing


async def test_the_introduced_list_answers_what_it_lists(hooks: CorpusSource) -> None:
    result = await ask(hooks, "what's in the dict pulsar hands to my event handlers?")
    quick = result.reports.quick
    assert f"Its keys include [1]:\n\n{KEYS}" in quick
    # Each item is quoted once, in the list, in the quick and the detailed report.
    assert quick.count("seconds spent since the first run") == 1
    detailed = result.reports.detailed
    assert KEYS in detailed and detailed.count("seconds spent since the first run") == 1


async def test_a_list_about_something_else_is_not_quoted(hooks: CorpusSource) -> None:
    result = await ask(hooks, "pulsar: can I log only when jobs fail?")
    quick = result.reports.quick
    assert "only log failures" in quick
    assert "Its keys include" not in quick
    assert "seconds until the next run" not in quick
