"""What a page says right under the code the quick answer quotes comes with that code.

Reference pages put an example's consequence, caveat or requirement in the sentence
right under its code: after `certificate_options_from_files("key.pem", ...)`, "There
must be exactly one private key present."; after `pip install mistune`, "Mistune has no
external dependencies.". Such a sentence shares few words with the question, so the
quick answer quoted the code and left out what the page says about it (pem's and
mistune's READMEs). The first sentence of the paragraph under a quoted example's code
now follows that code, unless the answer quotes it anyway or it introduces code of its
own. Fixtures are small documents written here in pem's shape, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
tinypem
=======

tinypem splits PEM files into keys and certificates.

Loading files into a server
---------------------------

A ValueError is raised when the files passed to the server options loader do not hold what it needs.
The loader reads every PEM file you pass and sorts the objects it finds.
Passing the parameters as a keyword argument is deprecated; pass them inside the PEM files instead.

The server options can be loaded from the PEM files in one call:

.. code-block:: python

    ctx = tinypem.server_options_from_files("key.pem", "chain.pem")

There must be exactly one private key present. The rest is passed along as the chain.

Splitting a bundle
------------------

Use ``tinypem.split`` to read a bundle into a list of objects:

.. code-block:: python

    objects = tinypem.split(open("bundle.pem").read())

Each object can be turned back into text with ``str(obj)``.
"""

INTRODUCING = """\
tinyrate
========

Parsing limits
--------------

A limit string is parsed by ``tinyrate.parse`` into a limit object the limiter checks requests against.

The string a limit is parsed from follows this format:

.. code-block:: text

    [count] [per|/] [second|minute|hour|day]

For example, two limits are given in one string like this:

.. code-block:: text

    10 per hour; 100 per day
"""

QUESTION = "ValueError from tinypem server_options_from_files when loading the PEM files, what are the rules?"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(
        tmp_path_factory.mktemp("under"), {"tinypem/README.rst": README, "tinyrate/README.rst": INTRODUCING}
    )


async def test_the_sentence_under_a_quoted_examples_code_follows_it(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION)).reports.quick
    under = r'ctx = tinypem\.server_options_from_files\("key\.pem", "chain\.pem"\)\n```\n\nThere must be exactly one private key present \[\d+\]'
    assert re.search(under, quick), quick


async def test_a_sentence_the_answer_quotes_anyway_is_not_quoted_twice(source: CorpusSource) -> None:
    quick = (await ask(source, QUESTION + " exactly one private key present?")).reports.quick
    assert quick.count("There must be exactly one private key present") == 1, quick


async def test_a_sentence_under_the_code_that_introduces_more_code_is_never_quoted_bare(source: CorpusSource) -> None:
    quick = (await ask(source, "tinyrate parse: what is the format of the limit string?")).reports.quick
    assert "[count] [per|/] [second|minute|hour|day]" in quick, quick
    intro = "For example, two limits are given in one string like this"
    assert quick.count(intro) == len(re.findall(re.escape(intro) + r" \[\d+\]:\n\n```text\n10 per hour; 100 per day\n```", quick)), quick
