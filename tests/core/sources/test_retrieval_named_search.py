"""A question naming an indexed project none of whose chunks was found searches that project's own chunks."""

from __future__ import annotations

import logging

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import index_documents

QUESTION = "how do I pass arguments to the job function?"

# A bigger scheduler whose every page heading and body says the question's words, and its
# name too: the question's strict query fills the pool with its pages alone.
CLOCKWORK_PAGES = {
    f"clockwork/docs/page{i}.md": (
        f"# Pass arguments to a job function ({i})\n\n"
        f"Pass arguments to the job function of timer {i} with `add_job(func, args=[{i}])`: "
        "the timer calls the function with them.\n"
    )
    for i in range(40)
}

# The small project the question names; its pages never write its name.
TIMER_README = """\
# Usage

Pass arguments to the job function through `do`: `timer.every(2).seconds.do(greet, name='Peter')`.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("named_search"), {**CLOCKWORK_PAGES, "timer/README.md": TIMER_README})


def _named_searches(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.getMessage().startswith("corpus.named_search")]


async def test_a_named_project_with_no_candidate_is_searched_and_answers(
    source: CorpusSource, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="core.sources.corpus")
    hits = await source.search(f"timer: {QUESTION}", 5)
    assert _named_searches(caplog) == ["corpus.named_search projects=timer"]
    assert hits[0].path == "timer/README.md"
    # The neighbour's pages are still found, below it.
    assert any(h.path.startswith("clockwork/") for h in hits)


async def test_no_extra_search_when_no_project_is_named_or_the_named_one_was_found(
    source: CorpusSource, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="core.sources.corpus")
    unnamed = await source.search(QUESTION, 5)
    assert unnamed[0].path.startswith("clockwork/")
    found = await source.search(f"clockwork: {QUESTION}", 5)
    assert found[0].path.startswith("clockwork/")
    assert _named_searches(caplog) == []
