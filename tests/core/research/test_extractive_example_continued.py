"""The code a short introducer right under a quoted example's code adds to that example comes with it.

Pages complete an example in a second block under it: "Example:" and a TOML table, then
"Usage:" and the parser that reads it (configargparse's README); "An example CSS file ...
might look like this." and the CSS, then "You also need these two lines in your `conf.py`
file" and the setting that loads it (sphinx-book-theme's custom CSS page). The second
introducer names little of the question, so the quick answer quoted the first example and
left out the code completing it. Such an introducer (short, right under the example's code:
the collector links it as continuing the example) now comes right after that example with
its code, when the code is short. Fixtures are small documents written here, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
tinyconf
========

tinyconf reads settings for command-line programs from several places.

Reading settings from pyproject.toml
------------------------------------

The pyproject reader takes the settings of a program from a table of its pyproject.toml file.

Example:

.. code-block:: toml

    [tool.my-program]
    verbosity = 1
    colour = true

Usage:

.. code-block:: python

    parser = tinyconf.Parser(reader=tinyconf.TableReader(["tool.my-program"]))

Writing settings back
---------------------

The writer saves the settings a program ends with to a file of its choice.

For example:

.. code-block:: python

    tinyconf.save(settings, "settings.ini")

Then the whole module, which is long, for reference:

.. code-block:: python

    import tinyconf

    def main():
        settings = tinyconf.load()
        settings.verbosity += 1
        settings.colour = False
        settings.name = "program"
        settings.path = "/tmp"
        settings.retries = 3
        settings.timeout = 10
        settings.mode = "fast"
        tinyconf.save_all(settings, "settings.ini")
        return settings
"""

EXAMPLE = r"\[tool\.my-program\]\nverbosity = 1\ncolour = true\n```"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("continued"), {"tinyconf/README.rst": README})


async def test_the_introducer_continuing_a_quoted_example_comes_right_after_its_code(source: CorpusSource) -> None:
    quick = (await ask(source, "tinyconf: can it read settings from a pyproject.toml table?")).reports.quick
    assert re.search(EXAMPLE, quick), quick
    after = EXAMPLE + r"\n\nUsage \[\d+\]:\n\n```python\nparser = tinyconf\.Parser\(reader=tinyconf\.TableReader\(\[\"tool\.my-program\"\]\)\)\n```"
    assert re.search(after, quick), quick


async def test_the_introducer_is_quoted_once_with_its_code(source: CorpusSource) -> None:
    quick = (await ask(source, "tinyconf: can it read settings from a pyproject.toml table?")).reports.quick
    assert quick.count("tinyconf.TableReader") == 1, quick
    assert quick.count("Usage [") == 1, quick


async def test_long_code_continuing_an_example_stays_out(source: CorpusSource) -> None:
    quick = (await ask(source, "how does tinyconf save the settings a program ends with to a file?")).reports.quick
    assert "tinyconf.save(settings, \"settings.ini\")" in quick, quick
    assert "save_all" not in quick and "the whole module" not in quick, quick
