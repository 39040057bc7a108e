"""A list item that ends in a colon over a list of its own introduces that list.

Reference pages nest lists: an item names a value and ends on a colon ("`tb-book`:"), and
the list under it says what that value does. The sub-items answer the question, but which
value they belong to is said only by the label, a fragment never quoted on its own; read
only at the top level, the collector made the label introduce nothing, so an answer quoting
a sub-item never said whose it was (sphinx-external-toc's `jb-book`, textdistance's `as_set`,
docs/corpus.md ians113). Fixtures are small documents written here in those shapes.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

TOC_MD = """\
# tinytoc

## Install

Install tinytoc with pip and add it to the extensions listed in your Sphinx configuration file.

## Formats

The `format` key of the site map decides which keys each level of the tree may use:

- `tb-book`:
  - Renames the top-level `subtrees` of the site map to `parts`
  - Renames the top-level `entries` of the site map to `chapters`
  - Renames the deeper `entries` of the site map to `pages`
- `tb-article`:
  - Renames every level of `entries` in the site map to `pages`
  - Keeps the site map flat under the root document

## Output

The rendered sidebar lists every document of the site map in the order it is written.
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("nested-list-label"), {"tinytoc/README.md": TOC_MD})


async def test_a_sub_item_is_quoted_under_the_label_it_belongs_to(docs: CorpusSource) -> None:
    quick = (await ask(docs, "tinytoc: which format renames the top-level subtrees of the site map to parts?")).reports.quick
    assert "Renames the top-level `subtrees` of the site map to `parts`" in quick
    assert "`tb-book`" in quick
