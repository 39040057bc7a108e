"""A list item quoted as a sentence is read under the sentence introducing its list.

"These applicable pseudo-classes are not yet implemented:" introduces a
one-item list ("`*:first-of-type`, `*:nth-of-type`, ..."). Asked "is
`*:nth-of-type` supported?", the item is the best sentence, but quoted alone
it reads as a yes: only the introducer, which never reads alone (it ends on
a colon), says the list is of what does not work. The quick answer writes an
item's introducer right before it, cited like it, once per list; a list the
answer quotes whole under its introducer is not introduced again. An item
quoted from another passage than the lead's gets its introducer only when
the introducer names part of the question ("Job has three states:" before
"closed: job has finished or stopped"; pulsar's "Its keys include:" before
a stray `attempt` entry is kept out, test_extractive_listings.py). Fixtures
are small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import QUERYING_LOG_MD, ask, index_documents

SELECTORS_MD = """\
# Supported selectors

## Structural pseudo-classes

Most structural pseudo-classes of the Level 3 specification are accepted by the selector compiler.

These applicable pseudo-classes are not yet implemented:

- `*:first-of-type`, `*:last-of-type`, `*:nth-of-type`, `*:nth-last-of-type`, `*:only-of-type`.

All of these work when you specify an element type, but not with a bare star.

## Attribute selectors

Attribute selectors match on the presence or the value of an attribute.
"""


@pytest.fixture(scope="module")
def selector_docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("item-introducer"), {"selectkit/docs/index.md": SELECTORS_MD})


async def test_a_quoted_item_comes_after_the_sentence_saying_what_its_list_is(selector_docs: CorpusSource) -> None:
    result = await ask(selector_docs, "selectkit: *:nth-of-type doesn't seem to match anything, is it supported?")
    quick = result.reports.quick
    assert "`*:nth-of-type`" in quick
    intro = quick.index("These applicable pseudo-classes are not yet implemented [1]:")
    assert intro < quick.index("`*:first-of-type`, `*:last-of-type`, `*:nth-of-type`")
    # Once, and only in the quick answer's own words: no list block for a list whose only item is quoted.
    assert quick.count("not yet implemented") == 1
    assert "\n- `*:first-of-type`" not in quick


@pytest.fixture(scope="module")
def querying_docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("item-introducer-listed"), {"tinyhttp/docs/howto.md": QUERYING_LOG_MD})


async def test_a_list_quoted_under_its_introducer_is_not_introduced_twice(querying_docs: CorpusSource) -> None:
    result = await ask(querying_docs, "tinyhttp: how do I assert that a given request was made exactly twice?")
    quick = result.reports.quick
    # The lead item opens the answer; its list follows under the introducer, written once.
    assert quick.startswith("`Server.assert_request_made` asserts the given amount of requests")
    assert quick.count("The methods for querying") == 1


JOBS_MD = """\
# Runner API

## Jobs

A job wraps one coroutine spawned on the runner.

Job has three states:

- pending: job was spawned but is waiting for a free slot.
- active: job is being executed now.
- closed: job has finished or stopped.

## Waiting

`wait(timeout=None)`: wait for the job to finish and return its result.

The job is in closed state after finishing the method, whatever its outcome was.
"""


@pytest.fixture(scope="module")
def jobs_docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("item-introducer-other"), {"runkit/docs/api.md": JOBS_MD})


async def test_another_passages_item_comes_under_an_introducer_naming_the_question(jobs_docs: CorpusSource) -> None:
    result = await ask(jobs_docs, "runkit: what state is a job in when it finished?")
    quick = result.reports.quick
    assert quick.startswith("The job is in closed state after finishing the method")
    assert "Job has three states [2]: closed: job has finished or stopped [2]." in quick
