"""A list item quoted from a page that escapes markdown is supported by that page.

Markdown sources escape characters that would otherwise read as markup: a
README writes the option `forbid_dtd` as `forbid\\_dtd`. The answer quotes the
item as it is written, and the support check reads its claim as plain words
(`forbid_dtd`), so the passage it is checked against must be read the same
way; else the quoted item looked absent from its own page and was removed
as unsupported. Code keeps its backslashes: there they are characters.
"""

from __future__ import annotations

import pytest

from core.models import Usage
from core.research.claims import Claim, judge_offline, passage
from core.research.support import SupportChecker
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README_MD = """\
# shieldxml

shieldxml parses XML from untrusted sources and refuses the constructs that let a document attack its reader.

## Options

Every parser accepts three additional keyword arguments:

- forbid\\_doctype (default: False) refuse a document with a `<!DOCTYPE>` declaration and raise a DoctypeForbidden error when one is found.
- forbid\\_entities (default: True) refuse a document declaring an `<!ENTITY>` and raise an EntitiesForbidden error when one is declared.
- forbid\\_remote (default: True) refuse any access to remote resources and raise a RemoteForbidden error when an entity points to one.

## Patterns

The `strip` option takes a pattern such as `a\\_b` written as it is matched.
"""


@pytest.fixture(scope="module")
def shieldxml(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("escaped"), {"shieldxml/README.md": README_MD}, with_sample=False)


async def test_a_quoted_item_whose_page_escapes_an_underscore_is_kept(shieldxml: CorpusSource) -> None:
    result = await ask(shieldxml, "does shieldxml refuse a DOCTYPE by default, and what error is raised?")
    assert "DoctypeForbidden" in result.reports.quick + result.reports.detailed

    checked = await SupportChecker().check(result.reports, result.citations, result.passages, Usage(),
                                           spare=result.spare)

    assert checked.report.unsupported == 0 and checked.report.dropped == 0
    assert "raise a DoctypeForbidden error" in checked.reports.quick + checked.reports.detailed


def claim(text: str) -> Claim:
    return Claim("quick", 0, "sentence", f"{text} [1].", text, [1])


def test_an_escape_in_the_passage_reads_as_the_character_it_escapes() -> None:
    c = claim("forbid_remote (default: True) refuse any access to remote resources")
    judge_offline(c, {1: passage(r"- forbid\_remote (default: True) refuse any access to remote resources.")}, {1})
    assert c.verdicts == {1: "supported"}


def test_a_backslash_inside_code_stays_a_character() -> None:
    page = passage(r"The `strip` option takes a pattern such as `a\_b` written as it is matched.")
    unescaped = claim("The `strip` option takes a pattern such as `a_b` written as it is matched")
    judge_offline(unescaped, {1: page}, {1})
    assert unescaped.verdicts == {1: "unsupported"}
