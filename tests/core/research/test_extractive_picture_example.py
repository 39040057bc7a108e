"""A section's code under a picture is still introduced by the section's heading.

Many READMEs write each usage section as a heading, a picture alone in its paragraph
(a GIF of the result, a screenshot), then the code, with no sentence at all (yaspin's
"Run any spinner you want", a cat GIF, then `Spinner([...], 200)`). The heading
introduces code that opens its section; the picture is no sentence and is never
quoted, so it must not stand between the heading and the code: before, such code had
no introducer and no quick answer could quote it. Fixtures are small documents written
here in that shape, indexed for real.
"""

from __future__ import annotations

import pytest

from core.research.passages import gather
from core.sources.base import Hit
from core.sources.blocks import to_data
from core.sources.corpus import CorpusSource
from core.sources.formats.markdown import markdown_blocks
from tests.fakes.documents import ask, index_documents

README = """\
# twirl

twirl draws a spinner in the terminal while your code works.

## Usage

### Basic example

![basic](https://example.org/gifs/basic.gif)

```python
from twirl import twirl

with twirl(text="Loading"):
    work()
```

### Build your own spinner

![custom](https://example.org/gifs/custom.gif)

```python
from twirl import twirl, Frames

# custom frames and the interval between them, in milliseconds
frames = Frames(["-", "\\\\", "|", "/"], 120)

with twirl(frames, text="Working"):
    work()
```

### Writing messages

![write](https://example.org/gifs/write.gif)

Printing while a spinner runs garbles the line; write through the spinner instead:

```python
with twirl() as sp:
    sp.write("step one done")
```
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("picture"), {"twirl/README.md": README})


async def test_code_under_a_picture_is_quoted_with_its_heading(source: CorpusSource) -> None:
    quick = (await ask(source, "twirl: how do I build my own spinner from custom frames, and set the speed?")).reports.quick
    assert 'Frames(["-", "\\\\", "|", "/"], 120)' in quick, quick
    assert "Build your own spinner" in quick, quick


def _introducers(section: str) -> dict[str, str]:
    blocks = markdown_blocks(section)
    hit = Hit(id="h", source="corpus", title="twirl", path="twirl/README.md", heading="Usage › Build your own spinner",
              meta={"blocks": to_data(blocks)})
    return {c.plain: c.attachment[0].text for c in gather([hit]).candidates if c.attachment}


def test_the_heading_introduces_the_code_a_picture_stands_before() -> None:
    section = "![custom](custom.gif)\n\n```python\nframes = Frames(['-', '|'], 120)\n```\n"
    assert _introducers(section) == {"Build your own spinner:": "frames = Frames(['-', '|'], 120)"}


def test_a_sentence_between_the_picture_and_the_code_still_introduces_it() -> None:
    section = "![custom](custom.gif)\n\nCompose frames like this:\n\n```python\nframes = Frames(['-', '|'], 120)\n```\n"
    assert _introducers(section) == {"Compose frames like this:": "frames = Frames(['-', '|'], 120)"}


def test_code_after_a_sentence_and_a_picture_is_not_the_headings() -> None:
    # The sentence opened the section; the code after its picture is no longer the section's opening code.
    section = "Frames are strings.\n\n![custom](custom.gif)\n\n```python\nframes = Frames(['-', '|'], 120)\n```\n"
    assert _introducers(section) == {}
