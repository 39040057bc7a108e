"""A comparison's answer the page sets out as a list, one item per option.

"Given that the same people wrote both tools, we recommend:" then one bullet
saying when to take the first option and one saying when to take the second:
that list is the answer to "pluck or walk, which should I use?". A comparison
otherwise quotes sentences naming its options, so the items came one at a
time, or not at all. The list is quoted under its introducer when two of its
items name two different options; a list naming one option, or none, is not.
Fixtures are small documents written here in that shape.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

NESTED_MD = """\
# nestle

nestle reads and reshapes deeply nested data with two tools, pluck and walk.

## Choosing a tool

Both tools come from the same authors and read the same nested dicts and lists.
Given that the same people wrote both tools, we recommend:

- If you know the shape of the output ahead of time, then go with pluck.
- If your output shape is determined by the input, then use walk.

## pluck

pluck fetches values by a spec that mirrors the output you want. A spec is a dict, a tuple or a string path.

## walk

walk visits every node of a nested structure and calls your function on each one. It returns a new structure built from your function's results.

## Installing

The package ships as a pure-Python wheel. The supported versions are:

- Python 3.9 or newer
- PyPy 7.3 or newer
"""

RECOMMENDED = """\
we recommend [{n}]:

- If you know the shape of the output ahead of time, then go with pluck.
- If your output shape is determined by the input, then use walk."""


@pytest.fixture(scope="module")
def nested(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("comparing"), {"nestle/docs/index.md": NESTED_MD}, with_sample=False)


async def test_a_comparison_quotes_the_list_whose_items_name_its_options(nested: CorpusSource) -> None:
    result = await ask(nested, "nestle: pluck or walk, which one should I use for nested data?")
    quick = result.reports.quick
    assert any(RECOMMENDED.format(n=n) in quick for n in range(1, 10))
    # Each item once: in the list, not again as a sentence.
    assert quick.count("then use walk") == 1 and quick.count("then go with pluck") == 1


async def test_a_list_naming_none_of_the_options_is_not_quoted_for_a_comparison(nested: CorpusSource) -> None:
    result = await ask(nested, "nestle: pluck or walk, which one is faster on big inputs?")
    quick = result.reports.quick
    assert "Python 3.9 or newer" not in quick
    assert "The supported versions are" not in quick
