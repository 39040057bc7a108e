"""Asked what an option does, the answer opens on what its section says first.

A configuration page puts each option under a heading that is its name and opens with
what it does; a later sentence writes the name with a value in a worked example, which
names the option more often and scores higher. Asked "what does <name> do", the quick
answer leads with the section's opening definition; the example may follow it.
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
used as the shelf, counting from the top folder. The resulting grouping is between the
whole store and a single folder.

Consider the following folder tree::

  shelves
    north
      row_0.txt
      row_0_extra.txt
      labels_0.txt
    south
      row_1.txt
      row_1_extra.txt
      labels_1.txt
    east
      row_2.txt
      row_2_extra.txt
      labels_2.txt
    west
      row_3.txt
      row_3_extra.txt
      labels_3.txt
    middle
      row_4.txt
      row_4_extra.txt
      labels_4.txt
    upper
      row_5.txt
      row_5_extra.txt
      labels_5.txt
    lower
      row_6.txt
      row_6_extra.txt
      labels_6.txt
    annex
      row_7.txt
      row_7_extra.txt
      labels_7.txt

with the label files:

.. code-block:: python

  LABELS = {
      "north": ["row_0", "row_0_extra"],
      "south": ["row_1", "row_1_extra"],
      "east": ["row_2", "row_2_extra"],
      "west": ["row_3", "row_3_extra"],
      "middle": ["row_4", "row_4_extra"],
      "upper": ["row_5", "row_5_extra"],
      "lower": ["row_6", "row_6_extra"],
      "annex": ["row_7", "row_7_extra"],
  }

To get the wanted grouping here, we can use ``--shelf-depth=2``, which keeps the first
two folder levels apart::

  $ shelver sort --shelf-depth=2 shelves
  shelves/north/row_0.txt SORTED
  shelves/south/row_1.txt SORTED
  shelves/east/row_2.txt SORTED
  shelves/west/row_3.txt SORTED
  shelves/middle/row_4.txt SORTED
  shelves/upper/row_5.txt SORTED
  shelves/lower/row_6.txt SORTED
  shelves/annex/row_7.txt SORTED

Note that a shelf depth of 0 or 1 would give the same grouping as the whole store in this
example, and any shelf depth greater than 2 would group each folder alone.

``--shelf-depth-limit``
-----------------------
Stops grouping below the given folder depth, whatever ``--shelf-depth`` says.

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
    # Not the worked example's "Note that a shelf depth of 0 or 1 ...", nor `--shelf-depth-limit`'s definition.
    assert quick.split(" [", 1)[0].endswith("This is an alternative way to group the shelves")
    assert "It sets the folder depth which is used as the shelf" in quick.split("\n\n", 1)[0]


async def test_the_section_named_exactly_for_the_option_answers_not_a_longer_name(source: CorpusSource) -> None:
    result = await ask(source, "what does --shelf-depth-limit do")
    opening = result.reports.quick.split(" [", 1)[0]
    assert opening.endswith("Stops grouping below the given folder depth, whatever `--shelf-depth` says")


async def test_a_question_not_asking_what_the_option_is_keeps_its_worked_example_first(source: CorpusSource) -> None:
    result = await ask(source, "how do I keep the first two folder levels apart with --shelf-depth=2")
    assert result.reports.quick.lstrip().startswith("To get the wanted grouping here")
