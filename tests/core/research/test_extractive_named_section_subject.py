"""A section named for an option is about that option in every sentence.

A configuration page puts each option under a heading that is its name and opens with
what it does; a later sentence writes the name with a value in a worked example. Asked
what the option does, the quick answer leads with the definition, not the example.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

CONFIGURATION_RST = """\
Configuration
=============

``--shelf-depth``
-----------------
This is an alternative way to group the shelves. It sets the folder depth which is
used as the shelf, counting from the top folder.

Consider the following folder tree::

  shelves
    north
      row_a.txt
    south
      row_b.txt

To get the wanted grouping here, we can use ``--shelf-depth=2`` and both rows stay apart:

.. code-block:: console

  $ shelver sort --shelf-depth=2 shelves

``--shelf-sort``
----------------
Sorts every shelf by the label of its rows.
"""


@pytest.fixture
def source(tmp_path: Path) -> CorpusSource:
    return index_documents(tmp_path, {"shelver/docs/configuration.rst": CONFIGURATION_RST})


async def test_what_an_option_does_is_answered_by_its_sections_definition(source: CorpusSource) -> None:
    result = await ask(source, "what does --shelf-depth do")
    quick = result.reports.quick
    assert "It sets the folder depth which is used as the shelf" in quick.split("\n\n", 1)[0]
