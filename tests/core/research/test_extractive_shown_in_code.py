"""A quoted sentence's next one, going on from it to show it in code, comes right after it with its code.

A page says "A merge resolver is any callable you register with `pluginkit`." and
goes on in the same paragraph "It is called with two arguments, the plugin name
and the list of candidates found:" over a short code block. The second sentence
leans on its code (it ends in a colon), so it is never picked alone, and the
answer quoting the first never said how the resolver is called. The quick answer
now quotes it right after the sentence it goes on from, with its code, on top of
its picks. A next sentence that does not go on from the quoted one (no pronoun
among its first words: "Install the extra first:") is left out as before.
Fixtures are small documents written here in those shapes.
"""

from __future__ import annotations

import re

import pytest

from core.research.passages import gather
from core.research.quotes import Writer, _quick
from core.research.sentences import QuestionTerms
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from core.sources.query import analyse
from tests.fakes.documents import ask, index_documents

RESOLVERS_MD = """\
# pluginkit

## Registering a merge resolver

To register a merge resolver with the registry at startup, pass it to `pluginkit.register_merge_resolver`:

```python
pluginkit.register_merge_resolver(pick_first)
```

## Merge resolvers and the registry

The registry keeps one merge resolver per plugin group.

## Merge resolvers at startup

Each merge resolver runs once at startup, before the first plugin loads.

## Merge resolver errors

A merge resolver that raises stops the startup with a `ConflictError`.

## Default merge resolver

Without a merge resolver of your own, the registry keeps the first candidate.

## Writing a merge resolver

A merge resolver is any callable you write yourself. It is called with two arguments, the plugin name and the list of candidates found:

```python
def pick_first(name, found):
    return found[0]
```
"""

EXPORT_MD = """\
# reportkit

## Exporting a report

To export a report as a standalone HTML file, call `export_html`:

```python
report.export_html("report.html")
```

## Report colours in the terminal

Report colours follow the terminal's own palette.

## Report colours in HTML

Report colours in an HTML export come from its stylesheet.

## Report colours and printing

Printed reports drop their colours.

## Report colours and accessibility

Report colours keep a contrast ratio of at least 4.5.

## Report themes

A theme sets the colours of a report. Install the themes extra first:

```bash
pip install reportkit[themes]
```
"""


@pytest.fixture(scope="module")
def docs(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(
        tmp_path_factory.mktemp("shown-in-code"),
        {"pluginkit/README.md": RESOLVERS_MD, "reportkit/README.md": EXPORT_MD},
    )


async def test_the_sentence_going_on_from_a_quoted_one_to_code_comes_right_after_it(docs: CorpusSource) -> None:
    quick = (await ask(docs, "what is a merge resolver in pluginkit?")).reports.quick
    picked = "A merge resolver is any callable you write yourself [1]."
    goes_on = "It is called with two arguments, the plugin name and the list of candidates found [1]:"
    assert picked + " " + goes_on in quick
    assert quick.index(goes_on) < quick.index("def pick_first(name, found):")
    assert quick.count("def pick_first(name, found):") == 1


async def test_a_next_introducer_not_going_on_from_the_quoted_sentence_is_left_out(docs: CorpusSource) -> None:
    quick = (await ask(docs, "what sets the colours of a reportkit report?")).reports.quick
    assert "A theme sets the colours of a report [" in quick
    assert not re.search(r"A theme sets the colours of a report \[\d+\]\. Install the themes extra first", quick)


# irev34: two quoted sentences of one page may each go on to the same snippet under other words
# ("It is called with ..." in one section, "At startup it is called with ..." in another): the code
# is quoted once, under the first.
SAME_CODE = "```python\ndef pick_first(name, found):\n    return found[0]\n```"
SAME_CODE_SECTIONS = {
    "Writing a merge resolver": "A merge resolver is any callable you write yourself. It is called with two arguments, "
    "the plugin name and the list of candidates found:\n\n" + SAME_CODE,
    "Merge resolvers at startup": "Each merge resolver runs once at startup. At startup it is called with two arguments, "
    "the plugin name and the list of candidates found:\n\n" + SAME_CODE,
}


def test_code_two_quoted_sentences_each_go_on_to_is_quoted_once() -> None:
    hits = [
        Hit(id=f"corpus:{n}", source="corpus", title="pluginkit", path="pluginkit/README.md", heading=h, text=t, score=1.0 - n / 10)
        for n, (h, t) in enumerate(SAME_CODE_SECTIONS.items())
    ]
    ranked = gather(hits).candidates
    for c in ranked:
        c.score = 1.0
    groups = analyse("what is a merge resolver?").groups
    terms = QuestionTerms(tuple(groups), frozenset(g.key for g in groups))
    bare = [c for c in ranked if not c.code]
    quick = _quick(Writer(), bare, None, None, None, ranked=ranked, listings=[], terms=terms)
    assert quick.count("def pick_first(name, found):") == 1, quick
    assert quick.index("It is called with two arguments") < quick.index("def pick_first(name, found):"), quick
