"""A table that is its section's whole content answers what its columns and rows hold.

READMEs keep reference facts in tables standing alone under a heading (the
styles a library knows, which viewer supports which feature). Such a section
has no sentence to quote, so the answer used to lead with a sentence of
another section, or say it found nothing. When the table's section ranks
above the lead's and its heading, header and cells name the question, the
quick answer opens with the table, cited; a question about something else
does not get it. Fixtures are small documents written here in that shape.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README_MD = """\
# shadeprint

## Installation

Install it with `pip install shadeprint`. It needs no other package.

## Styles

| Foreground   | Background      | Effects     |
| ------------ | --------------- | ----------- |
| `crimson`    | `on_crimson`    | `heavy`     |
| `teal`       | `on_teal`       | `faint`     |
| `amber`      | `on_amber`      | `slanted`   |
| `slate`      | `on_slate`      | `hidden`    |

## Viewer support

| Viewer       | heavy | faint | slanted | hidden |
| ------------ | ----- | ----- | ------- | ------ |
| kitty        | yes   | yes   | yes     | yes    |
| Notepad      | no    | no    | no      | no     |
| alacritty    | yes   | no    | yes     | no     |

## Disabling styles

Styling can be switched off in several ways. Setting the `SHADEPRINT_OFF` environment variable to any value disables every style. Calling `paint` with `plain=True` disables it for that call only.
"""


@pytest.fixture(scope="module")
def readme(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("section-tables"), {"shadeprint/README.md": README_MD})


async def test_a_column_of_a_standalone_table_answers_what_it_lists(readme: CorpusSource) -> None:
    result = await ask(readme, "what shadeprint effects exist besides heavy? faint, slanted...?")
    quick = result.reports.quick
    # The whole table is quoted (the answer, `hidden`, is a cell no row names with the question), first and cited.
    assert quick.startswith("| Foreground | Background | Effects |")
    assert "| `slate` | `on_slate` | `hidden` |" in quick
    assert re.fullmatch(r"\| `crimson` \[\d\] \| `on_crimson` \| `heavy` \|", quick.split("\n")[2])
    assert any(c.path == "shadeprint/README.md" for c in result.citations)


async def test_a_standalone_table_is_found_when_no_sentence_names_the_question(readme: CorpusSource) -> None:
    result = await ask(readme, "does slanted text work in Notepad viewers?")
    assert result.found
    assert "| Notepad | no | no | no | no |" in result.reports.quick


async def test_a_question_about_something_else_does_not_get_the_table(readme: CorpusSource) -> None:
    result = await ask(readme, "how do I switch shadeprint styling off with an environment variable?")
    quick = result.reports.quick
    assert "SHADEPRINT_OFF" in quick
    assert "|" not in quick
