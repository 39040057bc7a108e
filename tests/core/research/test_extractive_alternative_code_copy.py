"""An "or" paragraph right between two code blocks introduces the second, continuing the first
example — also when the example the answer quotes is an identical copy of that code on another page.

Install sections write one way, then "or" ("or through `conda`", "or just") and another
(linkify-it-py's and addict's READMEs). Such a paragraph starts on "or" and reads as a fragment,
so it was never a sentence to quote, and the second code, which no quotable sentence introduces,
never came in. It now introduces its code there, linked as continuing the example above it
(ians100's rule). aiojobs shows its aiohttp example twice, under an introducer in the quickstart
and under a bare heading in the index, where "or just" and the `@atomic` handler follow it: the
answer quotes the quickstart's copy, and the alternative under the index's identical code continues
that quoted example too (ians101). Fixtures are small documents written here, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

README = """\
# quickrelay

quickrelay forwards messages from one queue to another and retries the ones that fail.

## Installing

Install:

```bash
pip install quickrelay
```

or

```bash
conda install -c conda-forge quickrelay
```
"""

QUICKSTART = """\
# Quickstart

## Relaying inside a web server

A web handler may be cancelled at any time when its client disconnects.

The library has two helpers, `setup` for installing the relay on the web application and `forward` for forwarding a message from a web handler:

```python
from quickhook import setup, forward

async def handler(request):
    await forward(request, message())

setup(app)
```
"""

INDEX = """\
# quickhook

quickhook forwards webhooks to queues.

## Web servers

```python
from quickhook import setup, forward

async def handler(request):
    await forward(request, message())

setup(app)
```

or just

```python
from quickhook import whole

@whole
async def handler(request):
    return response()
```
"""

PIP = r"```bash\npip install quickrelay\n```"
CONDA = r"```bash\nconda install -c conda-forge quickrelay\n```"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(
        tmp_path_factory.mktemp("alternative"),
        {"quickrelay/README.md": README, "quickhook/docs/quickstart.md": QUICKSTART, "quickhook/docs/index.md": INDEX},
    )


async def test_the_alternative_after_or_comes_right_after_the_quoted_example(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I install quickrelay with conda?")).reports.quick
    assert re.search(PIP + r"\n\nor \[\d+\]\n\n" + CONDA, quick), quick
    assert quick.count("conda install") == 1, quick


async def test_the_alternative_under_a_copy_of_the_quoted_example_comes_after_it(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I keep a quickhook web handler from being cancelled when the client disconnects?")).reports.quick
    assert "The library has two helpers" in quick, quick
    assert re.search(r"setup\(app\)\n```\n\nor just \[\d+\]\n\n```python\nfrom quickhook import whole", quick), quick
    assert quick.count("setup(app)") == 1, quick
    assert quick.count("@whole") == 1, quick



# The same short command stands in many projects' install sections: the "or just" under another
# project's `pip install -e .` is not an alternative this project documents.
OWN = """\
# tidyqueue

tidyqueue keeps a queue of jobs on disk and runs them in order.

## Installing from a checkout

To work on tidyqueue, install it from a checkout in editable mode:

```bash
pip install -e .
```

The tests then run against the checkout.
"""

OTHER = """\
# loudbell

loudbell rings a bell when a long command finishes.

## Installing from a checkout

```bash
pip install -e .
```

or just

```bash
python setup.py develop
```
"""


@pytest.fixture(scope="module")
def two_projects(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("other_project"), {"tidyqueue/README.md": OWN, "loudbell/README.md": OTHER})


async def test_an_alternative_under_another_projects_copy_of_the_code_is_not_brought(two_projects: CorpusSource) -> None:
    quick = (await ask(two_projects, "how do I install tidyqueue from a checkout in editable mode?")).reports.quick
    assert "install it from a checkout in editable mode" in quick, quick
    assert "setup.py develop" not in quick, quick
