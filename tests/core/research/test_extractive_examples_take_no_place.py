"""A quick answer's examples take no sentence's place.

The quick answer picks at most five sentences (`QUICK_MAX`), and each example it quotes
beside the lead held one of those places while the sentences were picked: with two
examples, the sentence ranked just under the room never came back, though it often held
the answer (pyee's "The author doesn't currently use Conda on any machines", ijson's
`use_float` sentence). The picks and their followers are chosen
as before; then the next-best sentences that read alone, one for each example, come after
them. Fixtures are small documents written here, indexed for real.
"""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
tinyconf
========

tinyconf is a small library for application configuration.

Reloading settings
------------------

Settings are read once, when the config object is created. Call ``config.reload()`` to read the settings files again:

.. code-block:: python

    config.reload()

Reloading keeps the values your code set on the config object. A reload reads the environment variables again too.

To reload only one settings file, name it:

.. code-block:: python

    config.reload("local.toml")

Reloading on change
-------------------

Settings files are never watched by default, so a changed file is not read until you reload. Pass ``watch=True`` when you create the config object and the settings reload whenever a settings file changes. Watching polls the settings files every two seconds. A settings file that fails to parse on reload leaves the old settings in place.
"""

QUESTION = "does tinyconf watch settings files and reload the environment variables on change?"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("places"), {"tinyconf/README.rst": README})


async def test_the_sentence_two_examples_pushed_out_is_quoted_after_the_picks(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    # Both examples are quoted, and the environment sentence is no longer left out for them.
    assert 'config.reload("local.toml")' in quick and "config.reload()\n```" in quick, quick
    assert "A reload reads the environment variables again too" in quick, quick


async def test_the_picks_and_the_examples_stay_as_they_were(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    # The lead's run comes first, then the sentences, then each example under its introducer.
    assert quick.startswith("Settings files are never watched by default"), quick
    assert quick.index("Watching polls the settings files every two seconds") < quick.index("To reload only one settings file, name it"), quick
    assert quick.index("To reload only one settings file, name it") < quick.index('config.reload("local.toml")'), quick
