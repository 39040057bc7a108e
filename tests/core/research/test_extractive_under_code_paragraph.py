"""The paragraph right under the code the quick answer quotes comes with that code, not only its opening.

Tutorials explain an example in the paragraph under it, and the point is often its second
or third sentence: "If you run the above code you will notice that no test failed. This
is because the http server is running in a different thread than the test. It has no way to raise
an assertion error in the client thread." The quick answer brought the paragraph's first sentence under the
quoted code (`under_code`) and stopped there. It now brings the sentences after it in
that paragraph too, in order, while each reads alone and is not quoted elsewhere, four
sentences at most; a sentence introducing code of its own ends the run.
Fixtures are small documents written here in that shape, indexed for real.
"""

from __future__ import annotations

import re

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

TUTORIAL = """\
# mockwire

## Checking a mock server from a test

The mockwire mock server records every request a test sends and checks it against the expected requests.

To check that the mock server answered every expected request, call `mockwire.verify` at the end of the test:

```python
def test_client(server):
    server.expect("/status").respond(200)
    client.fetch(server.url("/status"))
    server.verify()
```

Nothing seems wrong at first without the last call. The fake listens in a thread of its own. A failure in that thread never reaches pytest, so only the last call reports what went wrong.

## Expected requests in order

A mock server checks expected requests in the order a test declares them.

## Expected requests and their headers

An expected request can name the headers the mock server must see in the test.

## Expected requests answered twice

A mock server answers an expected request once unless the test marks it reusable.

## Unexpected requests

A request the mock server did not expect gets a 500 answer in the test.

## Expected requests in a fixture

The mock server fixture clears its expected requests after every test.

## Stopping the mock server

The mock server stops by itself when the test session ends.
"""

STOPPING = """\
# pipewatch

## Watching a pipe for output

To watch a pipe for new output, pass it to `pipewatch.follow`:

```python
for line in pipewatch.follow(proc.stdout):
    print(line)
```

The loop ends when the pipe is closed by the other side. To stop it earlier, call `cancel` on the watcher:

```python
watcher.cancel()
```
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(
        tmp_path_factory.mktemp("under-paragraph"), {"mockwire/README.md": TUTORIAL, "pipewatch/README.md": STOPPING}
    )


async def test_the_paragraph_under_a_quoted_examples_code_comes_whole(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I check the mockwire mock server got the expected requests in a test?")).reports.quick
    under = (
        r"server\.verify\(\)\n```\n\nNothing seems wrong at first without the last call \[\d+\]\. "
        r"The fake listens in a thread of its own \[\d+\]\. A failure in that thread never reaches pytest"
    )
    assert re.search(under, quick), quick
    assert quick.count("A failure in that thread never reaches pytest") == 1, quick


async def test_a_sentence_introducing_code_of_its_own_is_not_brought_bare(source: CorpusSource) -> None:
    quick = (await ask(source, "how do I watch a pipe for new output with pipewatch follow?")).reports.quick
    intro = "To stop it earlier, call `cancel` on the watcher"
    assert quick.count(intro) == len(re.findall(re.escape(intro) + r" \[\d+\]:\n\n```python\nwatcher\.cancel\(\)\n```", quick)), quick
