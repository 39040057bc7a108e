"""Quick answers that carry the answer when it is code or a table row (core/research/quotes.py).

Reference documentation often answers in its examples and tables: a one-line
introduction ("Humanize relative to now:") then the code, or a row of a tokens
table. The fixtures are written here in those shapes; the questions are asked
as people ask them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.classify import classify
from core.research.base import ResearchRequest, ResearchResult
from core.research.extractive import ExtractiveResearcher
from core.sources.corpus import CorpusIndex, CorpusSource

MARKER = re.compile(r"\[(\d+)\]")

README = """\
Tempo: better dates and times for Python
========================================

Tempo is a library for creating, manipulating and formatting dates and times.

Contributing
------------

Contributions are welcome for both code and translations. Begin by reading the code of conduct.

1. Find an issue or feature to tackle on the issue tracker.
2. Fork this repository on GitHub and begin making changes in a branch.
3. Add a few tests to ensure that the bug was fixed or the feature works as expected.
4. Submit a pull request and await feedback.
"""

GUIDE = """\
User's Guide
============

Creation
--------

Get the current time in UTC with ``tempo.utcnow()``, or parse an ISO 8601 string with ``tempo.get()``.

Humanize
--------

Humanize relative to now::

    >>> past = tempo.utcnow().shift(hours=-1)
    >>> past.humanize()
    'an hour ago'

Supported Tokens
----------------

Use the following tokens for parsing and formatting. Note that they are not the same as the tokens for strptime.

+--------------------+----------+------------------------------+
|                    | Token    | Output                       |
+====================+==========+==============================+
| **Year**           | YYYY     | 2000, 2001, 2002 ... 2012    |
+--------------------+----------+------------------------------+
|                    | YY       | 00, 01, 02 ... 12, 13        |
+--------------------+----------+------------------------------+
| **Month**          | MM       | 01, 02, 03 ... 11, 12        |
+--------------------+----------+------------------------------+
| **Day of Year**    | DDDD     | 001, 002, 003 ... 364, 365   |
+--------------------+----------+------------------------------+
|                    | DDD      | 1, 2, 3 ... 364, 365         |
+--------------------+----------+------------------------------+
| **Hour**           | HH       | 00, 01, 02 ... 23, 24        |
+--------------------+----------+------------------------------+
"""


@pytest.fixture
async def tempo(tmp_path: Path) -> CorpusSource:
    root = tmp_path / "tempo"
    (root / "docs").mkdir(parents=True)
    (root / "README.rst").write_text(README)
    (root / "docs" / "guide.rst").write_text(GUIDE)
    index = CorpusIndex(tmp_path / "corpus.db")
    await index.index_paths([root])
    source = CorpusSource(index)
    yield source
    await index.close()


async def ask(source: CorpusSource, question: str) -> ResearchResult:
    request = ResearchRequest(question=question, standalone=question, classification=classify(question))
    return await ExtractiveResearcher([source]).research(request)


async def test_an_example_whose_code_answers_is_quoted_with_its_introduction(tempo: CorpusSource) -> None:
    result = await ask(tempo, "how do I get something like 'an hour ago' from a tempo date")
    quick = result.reports.quick
    code = "```pycon\n>>> past = tempo.utcnow().shift(hours=-1)\n>>> past.humanize()\n'an hour ago'\n```"
    assert code in quick
    # The introduction is cited and comes right before its code.
    intro = re.search(r"Humanize relative to now \[(\d+)\]:\n\n```", quick)
    assert intro is not None
    assert result.citations[int(intro.group(1)) - 1].path.endswith("docs/guide.rst")
    assert code in result.reports.detailed


async def test_steps_named_only_by_the_documents_title_are_not_the_answer(tempo: CorpusSource) -> None:
    # The README's title says "tempo" and "dates", as the question does; its
    # contributing steps say nothing about humanizing.
    quick = (await ask(tempo, "how do I get something like 'an hour ago' from a tempo date")).reports.quick
    assert "pull request" not in quick
    assert "Fork this repository" not in quick


async def test_the_table_row_that_answers_is_quoted_under_its_header(tempo: CorpusSource) -> None:
    result = await ask(tempo, "what's the tempo format token for day of the year?")
    quick = result.reports.quick
    lines = quick.splitlines()
    header = next((i for i, line in enumerate(lines) if line.startswith("|") and "Token" in line), None)
    assert header is not None, quick
    table = []
    for line in lines[header:]:
        if not line.startswith("|"):
            break
        table.append(line)
    assert table[0] == "|  | Token | Output |"
    assert MARKER.search(table[2]) and "Day of Year" in table[2] and "| DDDD |" in table[2]
    # The row group comes whole (DDD continues "Day of Year"); the other rows stay out.
    assert "| DDD |" in table[3]
    assert len(table) == 4
    assert "YYYY" not in quick and "| HH |" not in quick
    assert "| DDDD |" in result.reports.detailed


async def test_a_question_no_row_answers_quotes_no_table(tempo: CorpusSource) -> None:
    quick = (await ask(tempo, "how do I parse an ISO 8601 string with tempo?")).reports.quick
    assert "|" not in quick
    assert "tempo.get()" in quick
