"""Offline answers over reference-style documentation: the answer is in a code block, an
option list or a setting's entry rather than in a sentence of prose.

Fixtures are small documents written here in the shapes reference pages use
(a console example straight under its heading, a usage listing, option entries).
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from core.classify import classify
from core.research.base import ResearchRequest, ResearchResult
from core.research.extractive import ExtractiveResearcher
from core.research.passages import gather
from core.research.quotes import choose_lead, shape_of, with_antecedents
from core.research.sentences import QuestionTerms, score_candidates
from core.sources.base import Hit
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.query import analyse
from core.sources.registry import SAMPLE_CORPUS

GETTING_STARTED_MD = """\
# Getting started

Installing packages is the most common task.

## Common tasks

### Install a package from a Git repository

```console
$ widgetctl install git+https://example.org/acme/widget.git@main
[...]
Successfully installed widget
```

See the VCS support page for more information about this syntax.

### Install a package from a local archive

```console
$ widgetctl install ./downloads/widget-1.0.tar.gz
```
"""

CLI_MD = """\
# Command line

The package also installs a small command line utility next to the library.

## Usage of the command line utility

```
Usage: widgetctl [options] [FILE ...]

-h, --help                show this message
-F FPFMT, --float FPFMT   floating point number format (default: g)
-f FMT, --format FMT      set output table format (default: simple)
```

## Number formatting

The library lets you define a custom number format applied to every column of decimal numbers,
with the `floatfmt` argument:

```python
print(widgetctl.table(rows, floatfmt=".2f"))
```
"""

TOML_MD = """\
# tomlkit

## Handle invalid TOML

```python
import tomlkit

try:
    doc = tomlkit.loads("]] this is invalid TOML [[")
except tomlkit.ParseError:
    print("Yep, definitely not valid.")
```

Note that error messages are considered informational only.

## Installation

```bash
pip install tomlkit
```
"""

CONSOLE_MD = """\
# Console output

widgetctl prints aligned, colorful output when it writes to a terminal.

## Standard environment variables

widgetctl honours two standard environment variables when set to any value except an empty string:

- `FORCE_COLOR` *activates* colors, regardless of where the output is going.
- `NO_COLOR` *disables* colors, regardless of where the output is going.
"""


def request(question: str) -> ResearchRequest:
    return ResearchRequest(question=question, standalone=question, classification=classify(question))


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    root = tmp_path_factory.mktemp("reference")
    docs = root / "widgetctl" / "docs"
    docs.mkdir(parents=True)
    for name, text in {"getting-started.md": GETTING_STARTED_MD, "cli.md": CLI_MD, "console.md": CONSOLE_MD}.items():
        (docs / name).write_text(text)
    index = CorpusIndex(root / "corpus.db")
    # The bundled sample corpus indexed beside them gives the words realistic frequencies.
    asyncio.run(index.index_paths([root / "widgetctl", SAMPLE_CORPUS]))
    return CorpusSource(index)


async def ask(source: CorpusSource, question: str) -> ResearchResult:
    return await ExtractiveResearcher([source]).research(request(question))


async def test_code_opening_its_section_is_quoted_under_its_heading(reference: CorpusSource) -> None:
    result = await ask(reference, "how do I install a package from a git repository with widgetctl?")
    quick = result.reports.quick
    assert "```console\n$ widgetctl install git+https://example.org/acme/widget.git@main\n" in quick
    # The heading introduces the code, cited like any quoted sentence, right before it.
    assert re.search(r"Install a package from a Git repository \[\d+\]:\n\n```console\n", quick)
    number = int(re.search(r"Install a package from a Git repository \[(\d+)\]", quick).group(1))  # type: ignore[union-attr]
    cited = next(c for c in result.citations if c.number == number)
    assert cited.path == "widgetctl/docs/getting-started.md"


def _section(text: str, heading: str, path: str, n: int, score: float) -> Hit:
    body = text.split(f"## {heading}\n\n")[1].split("\n## ")[0]
    return Hit(id=f"corpus:{n}", source="corpus", title="Command line", path=path, heading=heading, text=body, score=score)


def _usage_listing(n: int = 1, score: float = 1.0) -> Hit:
    return _section(CLI_MD, "Usage of the command line utility", "widgetctl/docs/cli.md", n, score)


def test_a_heading_that_says_nothing_of_the_question_does_not_make_its_listing_an_example() -> None:
    # The usage listing names "float" and "format", but its heading is about the command line,
    # and the search ranked the number-formatting section above it.
    first = _section(CLI_MD, "Number formatting", "widgetctl/docs/cli.md", 2, 1.0)
    terms = _terms("round floats to 2 decimals with a custom number format")
    evidence = gather([first, _usage_listing(score=0.9)])
    score_candidates(evidence.candidates, terms)
    (headed,) = [c for c in evidence.candidates if c.code and c.headed]
    assert headed.text == "Usage of the command line utility:" and headed.features["example"] == 0.0
    # The same listing under a heading the question names is an example.
    asked = _terms("pick the output table format in the command line utility")
    score_candidates(evidence.candidates, asked)
    assert headed.features["example"] > 0.5


def test_code_opening_the_section_the_search_ranked_first_is_judged_by_its_code() -> None:
    # "Handle invalid TOML" names nothing of "catch a parse error", but the search ranked the
    # section first, and its code is what answers: it is an example by the words it writes.
    first = _section(TOML_MD, "Handle invalid TOML", "tomlkit/README.md", 1, 1.0)
    later = _section(TOML_MD, "Installation", "tomlkit/README.md", 2, 0.9)
    terms = _terms("how do I catch a parse error from tomlkit, what's the exception class called")
    evidence = gather([first, later])
    score_candidates(evidence.candidates, terms)
    handled, installed = (c for c in evidence.candidates if c.code and c.headed)
    assert handled.text == "Handle invalid TOML:" and handled.features["example"] > 0.2
    # A headed listing further down, naming nothing of the question, stays no example.
    assert installed.text == "Installation:" and installed.features["example"] == 0.0


def test_the_usage_listing_ranked_first_is_judged_by_its_code_words() -> None:
    # The guard above is for a listing the search did not rank first; ranked first, its code's
    # words count at the credit a split listing's part gets, below what its heading would give.
    terms = _terms("round floats to 2 decimals with a custom number format")
    evidence = gather([_usage_listing()])
    score_candidates(evidence.candidates, terms)
    (headed,) = [c for c in evidence.candidates if c.code]
    assert 0.0 < headed.features["example"] < 0.5


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


async def test_a_listing_under_a_heading_the_question_names_answers_it(reference: CorpusSource) -> None:
    result = await ask(reference, "using the widgetctl command line utility: how do I pick the output format?")
    assert "--format FMT" in result.reports.quick


async def test_turning_something_off_finds_the_sentence_that_disables_it(reference: CorpusSource) -> None:
    result = await ask(reference, "how do i turn off the colors in widgetctl's console output?")
    assert "`NO_COLOR`" in result.reports.quick


ENV_MD = """\
# Configuration

## Environment Variables

widgetctl's command line options can be set with environment variables using the format `WIDGETCTL_<UPPER_LONG_NAME>`.

- `WIDGETCTL_TIMEOUT=60` is the same as `--timeout=60`
- ```
  WIDGETCTL_FIND_LINKS="http://mirror1.example.com"
  ```

  is the same as

  ```
  --find-links=http://mirror1.example.com
  ```
"""


def test_the_rest_of_a_sentence_whose_subject_was_code_is_never_quoted_alone() -> None:
    hit = Hit(id="corpus:2", source="corpus", title="Configuration", path="widgetctl/docs/configuration.md",
              heading="Environment Variables", text=ENV_MD.split("## Environment Variables\n\n")[1], score=1.0)
    texts = [c.text for c in gather([hit]).candidates]
    assert any(t.startswith("widgetctl's command line options can be set") for t in texts)
    assert not any(t.lower().startswith("is the same as") for t in texts)


def test_a_comparison_lead_may_name_an_option_in_the_documents_words() -> None:
    env = Hit(id="corpus:2", source="corpus", title="Configuration", path="widgetctl/docs/configuration.md",
              heading="Environment Variables", text=ENV_MD.split("## Environment Variables\n\n")[1], score=1.0)
    flags = Hit(id="corpus:3", source="corpus", title="Options", path="other/docs/options.md", heading="Boolean Flags",
                text="Boolean flags are options that can be enabled or disabled. To set a default flag, assign `True` to it.",
                score=0.5)
    question = "can i set widgetctl options with env vars instead of flags?"
    terms = _terms(question)
    evidence = gather([flags, env])  # the search ranked the page on flags first
    score_candidates(evidence.candidates, terms)
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    shape = shape_of(question, "how_to", ["env vars", "flags"], terms)
    lead = choose_lead(ranked, shape, terms)
    # "flags" is what the question calls them; the document says "command line options".
    assert lead.text.startswith("widgetctl's command line options can be set with environment variables")


SETTINGS_MD = """\
# Settings

## Parsing environment variable values

By default environment variables are parsed verbatim, including if the value is empty. You can choose to
ignore empty environment variables by setting the `env_ignore_empty` config setting to `True`. This can be
useful if you would prefer to use the default value for a field rather than an empty value from the
environment.
"""


def test_a_sentence_opening_on_this_comes_with_the_sentence_it_refers_to() -> None:
    hit = Hit(id="corpus:4", source="corpus", title="Settings", path="widgetctl/docs/settings.md",
              heading="Parsing environment variable values", text=SETTINGS_MD.split("values\n\n")[1], score=1.0)
    candidates = gather([hit]).candidates
    useful = next(c for c in candidates if c.text.startswith("This can be useful"))
    picks = with_antecedents([useful], candidates)
    assert [c.text.split()[:3] for c in picks] == [["You", "can", "choose"], ["This", "can", "be"]]
    # A sentence that refers to nothing keeps its place alone.
    first = candidates[0]
    assert with_antecedents([first], candidates) == [first]
