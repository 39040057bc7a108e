"""Questions that quote a value ("like '12.3 thousand'", "12,345"): found where the documents write it.

A README's usage section is often a heading and an interpreter session, with
no sentence at all: the value the asker quotes is the output it shows, and
the function named in the code is the answer.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.query import analyse
from tests.fakes.documents import ask, index_documents

# Usage sections that are only headings and listings (no prose): the answer is in the code.
PRETTYNUM_MD = """\
# prettynum

Friendly renderings of numbers and durations for people, not machines.

## Usage

### Big numbers

```pycon
>>> import prettynum
>>> prettynum.grouped(48213)
'48,213'
>>> prettynum.spoken(7402214)
'7.4 million'
```

### Byte counts

```pycon
>>> prettynum.bytesize(3_000_000)
'3.0 MB'
```

### Short durations

If whole seconds are too coarse, set `finest` to milliseconds:

```pycon
>>> prettynum.duration(0.004)
'an instant'
>>> prettynum.duration(0.004, finest="milliseconds")
'4 milliseconds'
```
"""

# Another project using the same everyday words (numbers, dashboard, million, durations) in prose.
CHARTS_MD = """\
# chartkit

## Dashboards

chartkit draws dashboards for numbers that change: a million rows are fine,
and every panel shows its numbers with the precision you set. Numbers on a
dashboard can be shown in a big font, and durations as bars.

## Number formats

Each panel has a number format; the default shows numbers as they are, big
numbers included, and a dashboard may set its own.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {"prettynum/README.md": PRETTYNUM_MD, "chartkit/docs/index.md": CHARTS_MD}
    return index_documents(tmp_path_factory.mktemp("literals"), files)


def test_a_quoted_value_and_a_number_with_separators_are_each_one_phrase() -> None:
    groups = {g.word: g for g in analyse("how do I show 12,345 like '7.4 million' on a dashboard?").groups}
    assert groups["7.4 million"].literal and groups["7.4 million"].phrases == (("7", "4", "million"),)
    assert groups["12,345"].literal and groups["12,345"].phrases == (("12", "345"),)
    # Not the loose digits, which half the chunks of any documentation contain.
    assert "7" not in groups and "4" not in groups
    # A single quoted word is an ordinary word: as common in prose as in code.
    assert not groups["dashboard"].literal
    assert not any(g.literal for g in analyse("spell out 4 as 'four'").groups)
    # Nor are two digits a value worth finding as written: f(3.0) is any 3 and 0.
    assert not any(g.literal for g in analyse("want f(3) and f(3.0) cached separately").groups)


def test_a_long_number_is_also_found_grouped_by_thousands() -> None:
    (group,) = [g for g in analyse("turn 3000000 bytes into megabytes").groups if g.literal]
    assert group.stems == ("3000000",)
    # `3_000_000` and `3,000,000` are written "3 000 000" in the index's words.
    assert ("3", "000", "000") in group.phrases


async def test_a_quoted_output_is_answered_with_the_listing_that_shows_it(source: CorpusSource) -> None:
    result = await ask(source, "need 7402214 to show up as '7.4 million' on the dashboard")
    quick = result.reports.quick
    # The section is a heading and a listing: the heading introduces its code, quoted whole, first.
    assert quick.startswith("Big numbers [")
    assert ">>> prettynum.spoken(7402214)\n'7.4 million'" in quick
    number = int(quick.split("[", 1)[1].split("]", 1)[0])
    assert result.citations[number - 1].path == "prettynum/README.md"


async def test_a_listing_answer_is_not_padded_with_mentions_from_other_documents(source: CorpusSource) -> None:
    result = await ask(source, "need 7402214 to show up as '7.4 million' on the dashboard")
    # chartkit says "dashboards", "million" and "numbers", but nothing of what the listing answers.
    assert "chartkit" not in result.reports.quick
    assert "dashboard" not in result.reports.quick.lower()


@pytest.mark.parametrize(
    ("question", "code"),
    [
        ("how do I add thousands separators to a big int, like 48,213?", "prettynum.grouped(48213)"),
        # Written without separators, found grouped by thousands in the code.
        ("how do I turn 3000000 bytes into something like '3.0 MB' for the UI?", "prettynum.bytesize(3_000_000)"),
    ],
)
async def test_a_number_finds_the_example_printing_it(source: CorpusSource, question: str, code: str) -> None:
    assert code in (await ask(source, question)).reports.quick


async def test_a_quoted_value_found_in_the_best_section_is_not_refused(source: CorpusSource) -> None:
    # Few of the question's words are the documents' ("latencies", "ms"), but the value it quotes
    # is printed by the section's example: the section is about it.
    result = await ask(source, "our latencies are tiny and prettynum just says 'an instant', how do I get milliseconds?")
    assert result.found
    assert "`finest`" in result.reports.quick


async def test_a_quoted_value_no_document_writes_is_searched_word_by_word(source: CorpusSource) -> None:
    # Nobody writes "'big panel numbers'": its words still find the page that uses them.
    result = await ask(source, "can chartkit show 'big panel numbers' on a dashboard?")
    assert result.found
    assert result.citations[0].path == "chartkit/docs/index.md"
