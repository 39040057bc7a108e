"""Offline answers: code blocks that follow one another with no words between them are one
example, introduced by the sentence or heading before the first.

A README's "Usage" section often opens on the install command and goes straight on to the
usage listing; a page shows the Unix command and then the Windows one. Only the first block
used to be attached to its introducer, and the others could never be quoted.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.classify import classify
from core.research.base import ResearchRequest
from core.research.extractive import ExtractiveResearcher
from core.research.passages import gather
from core.sources.base import Hit
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.registry import SAMPLE_CORPUS

README_RST = """\
ticktock
========

Python job scheduling for humans. Run Python functions periodically at pre-determined
intervals using a simple, human-friendly syntax.

Usage
-----

.. code-block:: bash

    $ pip install ticktock

.. code-block:: python

    import ticktock

    def job():
        print("I'm working...")

    ticktock.every(10).minutes.do(job)
    ticktock.every().wednesday.at("13:15").do(job)

    while True:
        ticktock.run_pending()

Installation
------------

To upgrade an existing installation, run:

.. code-block:: bash

    python -m pip install --upgrade ticktock

.. code-block:: bash

    py -m pip install --upgrade ticktock

Run the second form on Windows.
"""


@pytest.fixture(scope="module")
def ticktock(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    root = tmp_path_factory.mktemp("code-runs")
    (root / "ticktock").mkdir()
    (root / "ticktock" / "README.rst").write_text(README_RST)
    index = CorpusIndex(root / "corpus.db")
    # The bundled sample corpus indexed beside it gives the words realistic frequencies.
    asyncio.run(index.index_paths([root / "ticktock", SAMPLE_CORPUS]))
    return CorpusSource(index)


async def _quick(source: CorpusSource, question: str) -> str:
    request = ResearchRequest(question=question, standalone=question, classification=classify(question))
    result = await ExtractiveResearcher([source]).research(request)
    return result.reports.quick


async def test_the_listing_after_the_install_command_is_quoted_with_it(ticktock: CorpusSource) -> None:
    quick = await _quick(ticktock, "how do I run a job every wednesday at 13:15 with ticktock?")
    assert 'ticktock.every().wednesday.at("13:15").do(job)' in quick
    assert "$ pip install ticktock" in quick


async def test_the_windows_command_after_the_unix_one_is_quoted_too(ticktock: CorpusSource) -> None:
    quick = await _quick(ticktock, "how do I upgrade ticktock with pip on windows?")
    assert "py -m pip install --upgrade ticktock" in quick


def test_a_sentence_between_two_code_blocks_introduces_the_second_alone() -> None:
    text = (
        "Create the scheduler first:\n\n```python\nscheduler = Scheduler()\n```\n\n"
        "```python\nscheduler.start()\n```\n\n"
        "Then register the job with the scheduler you made:\n\n```python\nscheduler.add(job)\n```\n"
    )
    hit = Hit(id="corpus:1", source="corpus", title="Guide", path="ticktock/docs/guide.md", heading="Scheduling", text=text)
    introducers = {c.plain: [b.text for b in c.code] for c in gather([hit]).candidates if c.code}
    assert introducers == {
        "Create the scheduler first:": ["scheduler = Scheduler()", "scheduler.start()"],
        "Then register the job with the scheduler you made:": ["scheduler.add(job)"],
    }
