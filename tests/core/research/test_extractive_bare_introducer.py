"""An example's introducer is quoted with its example, not bare.

Reference pages of examples are one-line descriptions, each over its code: "Next
wednesday, but not today." then `TODAY + shift(days=+1, weekday=WE(+1))`. The
quick answer has one example and one second example; a description picked as a
sentence beside them was quoted bare, and the answer said "Next wednesday, but not
today [1]." without the code that does it (python-dateutil's examples page). The
two best such introducers bring their code (a third stays bare: the quick answer
stays short). Fixtures are small documents written here
in python-dateutil's shape, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

EXAMPLES = """\
Examples
========

Shifting dates
--------------

Start from a fixed day.

.. code-block:: python

    >>> TODAY = date(2003, 9, 17)

Next friday.

.. code-block:: python

    >>> TODAY + shift(weekday=FR)
    datetime.date(2003, 9, 19)

Last friday in this month.

.. code-block:: python

    >>> TODAY + shift(day=31, weekday=FR(-1))
    datetime.date(2003, 9, 26)

Next wednesday (it's today!).

.. code-block:: python

    >>> TODAY + shift(weekday=WE(+1))
    datetime.date(2003, 9, 17)

Next wednesday, but not today.

.. code-block:: python

    >>> TODAY + shift(days=+1, weekday=WE(+1))
    datetime.date(2003, 9, 24)

Following the ISO week number notation, the first week of a year starts on a monday.

.. code-block:: python

    >>> date(2003, 1, 1) + shift(day=4, weekday=MO(-1))
    datetime.date(2002, 12, 30)
"""

QUESTION = "next wednesday but NOT today if today is wednesday — tinydelta shift trick?"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("bare"), {"tinydelta/docs/examples.rst": EXAMPLES})


async def test_the_introducer_the_quick_answer_quotes_brings_its_code(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    assert "Next wednesday, but not today" in quick
    assert "TODAY + shift(days=+1, weekday=WE(+1))" in quick


async def test_its_code_comes_right_under_it(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    under = r"Next wednesday, but not today \[\d+\]\.?\n\n```python\n>>> TODAY \+ shift\(days=\+1, weekday=WE\(\+1\)\)"
    assert re.search(under, quick)


async def test_a_second_introducer_beside_the_examples_brings_its_code_too(source: CorpusSource) -> None:
    question = "tinydelta shift: next wednesday but not today, last friday in this month, and first week of a year on a monday?"
    quick = (await ask(source, question)).reports.quick
    assert re.search(r"Next friday \[\d+\]\.?\n\n```python\n>>> TODAY \+ shift\(weekday=FR\)\n", quick)
