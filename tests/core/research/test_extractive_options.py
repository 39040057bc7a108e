"""Quick answers that name the option, and questions that name a project.

Reference documentation answers with names: a settings page describes each
setting under a heading that is its name, and a question that names a
project wants that project's page, not another's that mentions it.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from core.research.passages import gather
from core.research.quotes import Writer, heading_name
from core.sources.base import Hit
from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

SETTINGS_RST = """\
Configuration reference
=======================

Every setting lives in a section of the configuration file.

[report]
--------

Settings for the text report.

[report] hide_complete
......................

(boolean, default False) Don't list files whose every line was measured.
This helps you focus on files that need attention.

[report] sort_by
................

(string, default "name") The column the report rows are ordered by.
"""

POLLSTER_RST = """\
pollster
========

Function decoration for polling and retrying.

Giving up
---------

The keyword argument ``deadline_seconds`` specifies the maximum amount of total time in seconds that can elapse before giving up.

.. code-block:: python

    @pollster.on_error(pollster.doubling, deadline_seconds=60)
    def fetch(url):
        return get(url)
"""

STUBBORN_RST = """\
stubborn
========

stubborn retries anything, with waits like pollster's doubling.

Stopping
--------

Coming from pollster? We don't have all day, so let's set a boundary for how long we should be retrying stuff.

.. code-block:: python

    @stubborn.retry(stop=stop_after_elapsed(60))
    def fetch(url):
        return get(url)
"""

TINYSTORE_API_RST = """\
API reference
=============

Stores
------

.. class:: tinystore.EvictingStore(maxsize)

   Discards the entry that was read longest ago once the store is full.

   .. method:: resize(maxsize)

      Shrinks or grows the capacity without dropping entries that still fit.

.. exception:: EntryTooLarge

   Raised when a single entry is bigger than the whole capacity of the store.

Every store is safe to share between threads.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {"measure/doc/config.rst": SETTINGS_RST, "pollster/README.rst": POLLSTER_RST, "stubborn/README.rst": STUBBORN_RST,
             "tinystore/docs/api.rst": TINYSTORE_API_RST}
    return index_documents(tmp_path_factory.mktemp("options"), files)


async def test_a_setting_described_under_its_name_is_named_in_the_quick_answer(source: CorpusSource) -> None:
    result = await ask(source, "can the report hide files that are already fully measured? too noisy")
    quick = result.reports.quick
    assert "Don't list files whose every line was measured" in quick
    # The sentence never says the setting's name: its section heading does.
    assert "`[report] hide_complete`: (boolean, default False) Don't list files" in quick
    assert "`[report] hide_complete`" in result.reports.detailed


async def test_a_named_section_is_named_once_per_report(source: CorpusSource) -> None:
    result = await ask(source, "can the report hide files that are already fully measured? too noisy")
    assert result.reports.quick.count("`[report] hide_complete`") == 1


async def test_a_sentence_from_an_api_object_description_is_introduced_by_the_object_name(source: CorpusSource) -> None:
    result = await ask(source, "what error does tinystore raise when an entry is bigger than the whole capacity?")
    # The sentence never says the exception's name: its `.. exception::` signature does.
    assert "`EntryTooLarge`: Raised when a single entry is bigger than the whole capacity" in result.reports.quick


def named(heading: str) -> str | None:
    return heading_name(Hit(source="corpus", id="1", title="t", heading=heading))


def test_only_a_heading_that_is_a_name_names_its_sentences() -> None:
    assert named("[report] › [report] fail_under") == "[report] fail_under"
    assert named("Options › `--skip-covered`") == "--skip-covered"
    assert named("copybutton_prompt_text") == "copybutton_prompt_text"
    assert named("Options › --branch") == "--branch"
    assert named("Configuration reference") is None
    assert named("Giving up") is None
    assert named("[report]") is None
    # An API object's section (Sphinx `.. class::`) is headed by its name as code.
    assert named("API reference › `tinystore.EvictingStore`") == "tinystore.EvictingStore"
    assert named("Stores › `EntryTooLarge`") == "EntryTooLarge"
    assert named("Stores › `two words`") is None
    # A setting's section headed by its name as code, hyphens and all (cibuildwheel's options page).
    assert named("Options › Debugging › `debug-keep-container`") == "debug-keep-container"
    assert named("Options › Debugging › debug-keep-container") is None


async def test_a_question_naming_a_project_is_answered_from_that_project(source: CorpusSource) -> None:
    result = await ask(source, "with pollster can I stop retrying after about a minute in total?")
    assert "deadline_seconds" in result.reports.quick
    assert result.citations[0].path == "pollster/README.rst"


CONTINUATION_MD = """\
Multi-line commands continue across lines with a trailing backslash.

```python
snipcopy_continuation_char = "\\\\"
```

Note that a backslash must be escaped with another backslash in Python strings.

Next, this configuration will make the button copy the following line too whenever a copied line ends with it.

By default the button copies only the first line of a command.
"""


def _written(markdown: str, heading: str = "Multi-line commands") -> dict[str, str]:
    hit = Hit(source="corpus", id="c1", title="Using snipcopy", heading=heading, path="snipcopy/docs/use.md", text=markdown)
    writer = Writer()
    return {c.plain.split()[0]: writer.sentence(c) for c in gather([hit]).candidates}


def test_a_sentence_about_this_configuration_names_the_setting_just_above() -> None:
    written = _written(CONTINUATION_MD)
    assert written["Next,"].startswith('`snipcopy_continuation_char = "\\\\"`: Next, this configuration will make')
    # Sentences that do not refer back, or come too far below the code, stay as written.
    assert written["Note"].startswith("Note that a backslash")
    assert written["By"].startswith("By default the button")


def test_the_setting_named_is_quoted_as_the_document_writes_it() -> None:
    sentence = _written(CONTINUATION_MD)["Next,"]
    code = sentence.split("`")[1]
    assert code in CONTINUATION_MD


def test_a_heading_listing_a_name_with_its_aliases_names_its_sentences() -> None:
    # A flag's section headed by its name and its short alias, as one code span or one each.
    assert named("Flags › `glob.FOLLOW, glob.L`") == "glob.FOLLOW, glob.L"
    assert named("Command line options › `-l`, `--line-length`") == "-l, --line-length"
    assert named("Options › -v, --verbose") == "-v, --verbose"
    # Words listed are not names, nor is a list holding one.
    assert named("Flags › `two words, glob.L`") is None
    assert named("Options › Giving up, going on") is None
    assert named("Options › `-v`, and more") is None


def test_a_sentence_from_a_section_headed_by_a_name_and_its_alias_is_introduced_by_them() -> None:
    markdown = (
        "`FOLLOW` will cause `GLOBSTAR` patterns to traverse symlink directories.\n\n"
        "With `glob.FOLLOW` set, an explicit `***` is still needed under `GLOBSTARLONG`.\n"
    )
    written = _written(markdown, heading="Flags › `glob.FOLLOW, glob.L`")
    assert written["FOLLOW"].startswith("`glob.FOLLOW, glob.L`: `FOLLOW` will cause")
    # A sentence naming the long name already says which flag it is.
    assert written["With"].startswith("With `glob.FOLLOW` set")
    # Names written apart are quoted apart: the joined span is in no file (black's `-t`, `--target-version`).
    apart = _written(markdown, heading="Command line options › `-l`, `--line-length`")
    assert apart["FOLLOW"].startswith("`-l`, `--line-length`: `FOLLOW` will cause")
    bare = _written(markdown, heading="Options › -v, --verbose")
    assert bare["FOLLOW"].startswith("`-v`, `--verbose`: `FOLLOW` will cause")


def test_a_heading_giving_a_name_and_its_type_names_its_sentences_by_the_name() -> None:
    # A reference page heads a typed setting by its name and its type (reST renders the code span bare).
    assert named("Configuration › RELAY_ALLOW_COOKIES: bool") == "RELAY_ALLOW_COOKIES"
    assert named("Configuration › RELAY_EXPOSED_HEADERS: Sequence[str]") == "RELAY_EXPOSED_HEADERS"
    assert named("Configuration › RELAY_PATH_PATTERN: str | Pattern[str]") == "RELAY_PATH_PATTERN"
    assert named("Settings › `relay.max_age: dict[str, int]`") == "relay.max_age"
    # A word before a colon is a title, not a name; nor is a name followed by words.
    assert named("Installation › Installation: apt") is None
    assert named("Example: Caching Unpicklable Values") is None
    assert named("Configuration › RELAY_ALLOW_COOKIES: what it does") is None


@contextmanager
def _within(seconds: float) -> Iterator[None]:
    """Fails the block if it runs longer: a regular expression matching is interrupted by the alarm."""

    def late(*_: object) -> None:
        raise AssertionError(f"still reading after {seconds} s")

    previous = signal.signal(signal.SIGALRM, late)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_a_long_typed_heading_is_read_at_once_whether_or_not_it_is_a_name() -> None:
    # A heading of many bracketed types (a document's, read for every sentence quoted from its
    # section) is read in one pass: each type's brackets could otherwise end at any later `]`,
    # and a heading that is not a name was tried every way before being refused.
    union = " | ".join(f"Literal[{n}]" for n in range(40))
    with _within(2):
        assert named(f"Settings › RELAY_MODE: {union}") == "RELAY_MODE"
        assert named(f"Settings › RELAY_MODE: {union} (deprecated)") is None
        assert named(f"Settings › `relay.mode: {union}`") == "relay.mode"


def test_a_long_snake_case_heading_is_read_at_once_whether_or_not_it_is_a_name() -> None:
    # Each `_` of a heading could be a name's separator or one of its letters: a heading that is
    # not a name (a rule of underscores, a name followed by words) was tried every way, 2^n.
    long_name = "_".join(["relay"] * 40)
    with _within(2):
        assert named(f"Settings › {long_name}") == long_name
        assert named(f"Settings › {long_name} (deprecated)") is None
        assert named(f"Notes › {'_' * 40} see below") is None


RELAY_RST = """\
relay
=====

A Django app that adds cross-origin headers to responses.

Configuration
-------------

``RELAY_ALLOWED_ORIGINS: Sequence[str]``
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

A list of origins that are authorized to make cross-site HTTP requests.

``RELAY_ALLOW_COOKIES: bool``
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

If ``True``, cookies will be allowed to be included in cross-site HTTP requests.
Defaults to ``False``.
"""


def test_a_sentence_from_a_typed_setting_section_is_introduced_by_the_setting_name(tmp_path: Path) -> None:
    source = index_documents(tmp_path, {"relay/README.rst": RELAY_RST})
    result = asyncio.run(ask(source, "cookies not being sent cross-site with relay, what setting"))
    # The sentence never says the setting's name: its section heading does, before the type.
    assert "`RELAY_ALLOW_COOKIES`: If `True`, cookies will be allowed" in result.reports.quick
