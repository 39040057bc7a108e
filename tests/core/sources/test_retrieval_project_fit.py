"""With several projects indexed, a question naming none is answered from the project whose pages use its words."""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.query import TermGroup
from core.sources.retrieval import named_projects, project_fit
from tests.fakes.documents import index_documents

# A validation library: its pages talk about schemas, keys and validation throughout.
KEYCHECK_README = """\
# keycheck

keycheck validates nested data against a schema written as plain dicts: each key of the
schema maps to the type its value must have.

## Validating

`Schema({"name": str}).validate(data)` returns the validated data, or raises `SchemaError`
naming the first key whose value has the wrong type.

## Optional keys

Wrap a key in `Optional("nickname")` and validation succeeds when the data leaves that key out.

## Ignoring extra keys

`Schema({...}, ignore_extra_keys=True)` lets validation pass data holding keys the schema does not name.

## Defaults

An optional key may carry a default: `Optional("retries", default=3)` fills the key in
when the validated data has none.

## Nested schemas

A schema's value may itself be a schema: the keys of the inner dict are validated the same way.

## Callables

Any callable can stand for a key's value in a schema: validation passes when it returns a true value.

## Alternatives

`Or(int, None)` as a key's value lets validation pass with either; `And(str, len)` needs both.

## Error messages

`Schema(..., error="bad config")` replaces the message of every error raised while validating a key.

## Hooks

A hook runs when validation meets a key: `Hook("legacy", handler=warn)` passes the key and its value to `warn`.

## Forbidden keys

`Forbidden("password")` makes validation fail whenever the data holds that key, optional or not.

## Literal keys

A key of the schema that is a string must be present, unless wrapped in `Optional`; validation passes over other types of key.

## Schema from JSON

`Schema.json_schema()` writes the schema out as JSON Schema, each optional key left out of `required`.
"""

# A forms library: one sentence happens to say every word of the question.
PANEL_FIELDS = """\
# Fields

## Required fields

A key of the schema is optional, and validation passes without it, when its field says `required=False`.
"""

PANEL_RENDERING = """\
# Rendering

A panel renders as HTML: each field becomes a label and an input widget, laid out by the
panel's template. Themes change the colours and spacing of every widget.
"""

PANEL_WIDGETS = """\
# Widgets

Text inputs, check boxes, drop-downs and date pickers are the built-in widgets; a custom
widget subclasses `Widget` and returns its HTML from `render()`.
"""

PANEL_LAYOUT = """\
# Layout

Rows and columns arrange a panel's widgets; a column's width is a share of the row it sits in.
"""

PANEL_THEMES = """\
# Themes

A theme sets the fonts, colours and spacing of every panel; the dark theme ships beside the light one.
"""

PANEL_SUBMITTING = """\
# Submitting

A panel posts its inputs to the URL of its `action`; a submit button sends them, a reset button clears them.
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {
        "keycheck/README.md": KEYCHECK_README,
        "panelforms/docs/fields.md": PANEL_FIELDS,
        "panelforms/docs/rendering.md": PANEL_RENDERING,
        "panelforms/docs/widgets.md": PANEL_WIDGETS,
        "panelforms/docs/layout.md": PANEL_LAYOUT,
        "panelforms/docs/themes.md": PANEL_THEMES,
        "panelforms/docs/submitting.md": PANEL_SUBMITTING,
    }
    return index_documents(tmp_path_factory.mktemp("project_fit"), files)


async def test_a_question_naming_no_project_goes_to_the_project_using_its_words(source: CorpusSource) -> None:
    hits = await source.search("how do I make a key optional in a schema so validation passes without it?", 5)
    assert hits[0].path == "keycheck/README.md"
    # The other project's passage is still found, below: nothing is filtered out.
    assert "panelforms/docs/fields.md" in [h.path for h in hits]
    fits = {h.path: h.meta["project"] for h in hits}
    assert fits["keycheck/README.md"] > fits["panelforms/docs/fields.md"]


@pytest.fixture(scope="module")
def alone(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("alone"), {"keycheck/README.md": KEYCHECK_README}, with_sample=False)


async def test_a_single_project_index_has_no_project_feature(alone: CorpusSource) -> None:
    hits = await alone.search("how do I make a key optional in a schema so validation passes without it?", 3)
    assert hits
    assert all("project" not in h.meta for h in hits)


def test_fit_grows_with_how_much_likelier_the_words_are_in_the_project() -> None:
    groups = [TermGroup(word="key", stems=("key",)), TermGroup(word="schema", stems=("schema",))]
    idf = {"key": 1.0, "schema": 2.0}
    total = 1000
    df = {"key": 100, "schema": 20}
    doc_freq = lambda g: df[g.key]  # noqa: E731
    fit = project_fit(groups, idf, doc_freq, total)
    # A project of 100 chunks: the words in about as many of its chunks as anywhere else ...
    plain = fit({"key": 10, "schema": 2}, 100)
    # ... in far more of them ...
    dense = fit({"key": 60, "schema": 40}, 100)
    # ... or not at all.
    absent = fit({}, 100)
    assert absent == 0.0
    assert plain < 0.1
    assert 0.5 < dense <= 1.0


def test_a_short_project_using_the_words_as_densely_as_a_long_one_fits_as_well() -> None:
    # msgpack's 16-chunk README against a long serialisation reference: the same share of
    # chunks holding the question's words; the smoothing is never a stronger prior than the
    # short project's own chunks.
    groups = [TermGroup(word="unpack", stems=("unpack",)), TermGroup(word="array", stems=("array",))]
    idf = {"unpack": 2.0, "array": 1.5}
    df = {"unpack": 200, "array": 400}
    fit = project_fit(groups, idf, lambda g: df[g.key], 8000)
    short = fit({"unpack": 4, "array": 4}, 16)  # a quarter of its chunks hold each word ...
    long = fit({"unpack": 50, "array": 50}, 200)  # ... as a quarter of the long project's do
    assert short > 0.75 * long  # 50 chunks' smoothing held it to about half
    # One chunk of a tiny project holding a word still lifts it less than a project using it throughout.
    assert fit({"unpack": 1}, 4) < fit({"unpack": 50, "array": 50}, 200)


# A small project whose name is a common word, beside a bigger one whose pages use the
# question's words throughout (schedule beside apscheduler in the answer sets).
TIMER_README = """\
# timer

Run Python functions periodically: `timer.every(1).hour.do(job)` runs `job` every hour,
`timer.every().day.at("10:30").do(job)` every day at half past ten.

Extra values given to `do` reach the job: `timer.every(2).seconds.do(greet, name="Peter")`.
"""

CLOCKWORK_PAGES = {
    f"clockwork/docs/{name}.md": f"# {title}\n\n{body}\n"
    for name, title, body in [
        ("jobs", "Jobs", "A job runs a function on a timer; add a job with `add_job` and it runs every hour or every day."),
        ("triggers", "Triggers", "An interval trigger runs the job every hour; a cron trigger runs it every day at a time."),
        ("stores", "Job stores", "Job stores keep each job and when it runs next, in memory or in a database."),
        ("executors", "Executors", "An executor runs the job's function in a thread or a process pool, every time it fires."),
        ("faq", "FAQ", "How do I pass arguments to a job run on a timer? Give `add_job` the arguments as `args` and `kwargs`."),
    ]
}


@pytest.fixture(scope="module")
def named(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("named"), {"timer/README.md": TIMER_README, **CLOCKWORK_PAGES})


async def test_a_question_naming_a_project_is_answered_from_it_even_when_its_name_is_a_common_word(
    named: CorpusSource,
) -> None:
    unnamed = await named.search("how do I pass arguments to the job function?", 5)
    assert unnamed[0].path.startswith("clockwork/")
    for question in ("timer: how do I pass arguments to the job function?", "how do I pass arguments to the job function with timer"):
        hits = await named.search(question, 5)
        assert hits[0].path == "timer/README.md", question


def test_a_project_is_named_by_its_folder_name_as_a_whole_word() -> None:
    projects = ["schedule", "apscheduler", "sphinxext-opengraph"]
    assert named_projects("schedule: run every day at 10:30", projects) == {"schedule"}
    assert named_projects("does Schedule spin up a daemon?", projects) == {"schedule"}
    assert named_projects("set up sphinxext-opengraph images", projects) == {"sphinxext-opengraph"}
    # A longer word holding the name, or a dotted attribute, is not the name.
    assert named_projects("scheduled jobs in apscheduler", projects) == {"apscheduler"}
    assert named_projects("call job.schedule() twice", projects) == set()


def test_a_project_is_named_by_its_import_name_or_its_name_without_a_python_prefix() -> None:
    projects = ["setuptools-scm", "time-machine", "python-slugify", "pydantic-settings", "redis-py", "schedule"]
    assert named_projects("setuptools_scm: write the version to a file", projects) == {"setuptools-scm"}
    assert named_projects("with time_machine.travel(...) how do I jump ahead", projects) == {"time-machine"}
    assert named_projects("does slugify keep unicode?", projects) == {"python-slugify"}
    assert named_projects("pydantic settings: load a .env file", projects) == {"pydantic-settings"}
    assert named_projects("the setuptools scm version scheme", projects) == {"setuptools-scm"}
    # Only a "python-" prefix goes: "redis" is a word many projects' pages use, not redis-py's name.
    assert named_projects("a redis lock", projects) == set()
    # A longer word holding a spelling is still not the name.
    assert named_projects("slugifying titles with pydantic_settings_extra", projects) == set()


@pytest.fixture(scope="module")
def hyphenated(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("hyphenated"), {"job-timer/README.md": TIMER_README, **CLOCKWORK_PAGES})


async def test_a_question_naming_a_project_by_its_import_name_is_answered_from_it(hyphenated: CorpusSource) -> None:
    unnamed = await hyphenated.search("how do I pass arguments to the job function?", 5)
    assert unnamed[0].path.startswith("clockwork/")
    hits = await hyphenated.search("job_timer: how do I pass arguments to the job function?", 5)
    assert hits[0].path == "job-timer/README.md"
