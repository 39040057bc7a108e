"""The quick answer reads its lead from its paragraph's first sentence when the lead is the second.

A README paragraph opens "Unlike the formal registry rules, `hostkit` never
guesses a wildcard suffix for an unknown label." and goes on "For an unknown
final label, the returned suffix stays empty."; asked why the suffix is empty,
the second is the lead, and the reason is the first, which the lead only goes
on from. The quick answer quotes that opening right before the lead, on top of
its picks, and before a lead quoted with its code as well ("NOTE: This is an
early release." before "Please pin the version you install." and its install
line). The one-line answer and the detailed report still open on the lead
itself. A lead opening its paragraph brings nothing before it. Fixtures are
small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

PARSING_MD = """\
# hostkit

## Wildcards

Unlike the formal registry rules, `hostkit` applies no implicit wildcard. For an unknown final label, the returned suffix stays empty. Callers can test the suffix to tell such hosts apart.

The returned domain of such a host is empty as well.

## Casing

Hostnames keep the casing they were given. The returned labels are never lowercased.
"""

INSTALL_MD = """\
# streamkit

## Installation

NOTE: This is an early release. Please pin the version you install:

```bash
pip install streamkit=="0.2.*"
```

## Usage

Open a stream with `streamkit.connect` and read its events in a loop.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(
        tmp_path_factory.mktemp("lead-paragraph-opening"),
        {"hostkit/README.md": PARSING_MD, "streamkit/README.md": INSTALL_MD},
    )


async def test_the_lead_s_paragraph_opening_comes_right_before_it(docs: CorpusSource) -> None:
    reports = (await ask(docs, "hostkit: why does the returned suffix stay empty for an unknown final label?")).reports
    lead = "For an unknown final label, the returned suffix stays empty"
    opening = "Unlike the formal registry rules, `hostkit` applies no implicit wildcard [1]. "
    assert reports.quick.startswith(opening + lead)
    # The one-line answer and the detailed report open on the lead itself.
    assert reports.inline.startswith(lead)
    assert reports.detailed.startswith(reports.inline)


async def test_a_lead_quoted_with_its_code_comes_after_its_paragraph_s_opening(docs: CorpusSource) -> None:
    quick = (await ask(docs, "streamkit: is it stable? should I pin the version I install?")).reports.quick
    assert quick.startswith("NOTE: This is an early release [1]. Please pin the version you install [1]:")
    assert quick.index("Please pin the version") < quick.index('pip install streamkit=="0.2.*"')
    assert quick.count("This is an early release") == 1


async def test_a_lead_opening_its_paragraph_brings_nothing_before_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, "hostkit: does it keep the casing of hostnames?")).reports.quick
    assert quick.startswith("Hostnames keep the casing they were given [1].")
