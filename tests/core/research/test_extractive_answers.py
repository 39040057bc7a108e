"""Offline answers that answer the question: each test is a failure issue #10 reported.

Half run on the bundled sample corpus, half on small documentation fixtures written
here in the shapes real projects use (Sphinx reST with code-block and roles, MyST).
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from core.classify import classify
from core.profiles import Classification
from core.question_types import QuestionType
from core.config import Settings
from core.factory import build_assistant
from core.models import Action, Inbound, ThreadKey
from core.research.base import ResearchRequest, ResearchResult
from core.research.extractive import ExtractiveResearcher
from core.sources.corpus import CorpusIndex, CorpusSource
from core.sources.registry import SAMPLE_CORPUS

MARKER = re.compile(r"\[(\d+)\]")


def request(question: str, kind: QuestionType | None = None) -> ResearchRequest:
    # `kind` fixes the type where a test is about the answer's shape for that type,
    # not about what the classifier makes of the wording.
    classification = classify(question) if kind is None else Classification(type=kind, confidence=1.0)
    return ResearchRequest(question=question, standalone=question, classification=classification)


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    index = CorpusIndex(tmp_path_factory.mktemp("sample") / "corpus.db")
    asyncio.run(index.index_paths([SAMPLE_CORPUS]))
    return CorpusSource(index)


async def ask(source: CorpusSource, question: str, kind: QuestionType | None = None) -> ResearchResult:
    return await ExtractiveResearcher([source]).research(request(question, kind))


# --- the bundled corpus, asked as people ask ------------------------------------------------


@pytest.mark.parametrize(
    ("question", "path"),
    [
        ("how to migrate from lambda", "corpus/migrating-lambda-to-ecs.md"),
        ("postgres too many clients", "corpus/postgresql-connections.md"),
        ("how do I write a postmortem?", "corpus/incident-response-runbook.md"),
        ("hey team, quick one: what is a kubernetes pod exactly? thanks so much", "corpus/kubernetes-basics.md"),
        ("<@U02ABC> what is a kubernetes pod? <https://kubernetes.io/docs/concepts/|docs>", "corpus/kubernetes-basics.md"),
        ("I'm trying to figure out why our lambda keeps running out of db connections when traffic spikes, any ideas?", "corpus/integrating-lambda-with-rds.md"),
    ],
)
async def test_natural_phrasing_finds_the_answer(sample: CorpusSource, question: str, path: str) -> None:
    result = await ask(sample, question)
    assert result.found, result.reports.quick
    assert path in {c.path for c in result.citations}


def runbook_steps() -> list[str]:
    runbook = (SAMPLE_CORPUS / "migrating-lambda-to-ecs.md").read_text()
    section = runbook.split("## Steps", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\d+\. (.+)$", section, re.M)


# The Steps section hardly says "migrate" or "Lambda": it is found through its document.
@pytest.mark.parametrize("question", ["how to migrate from lambda", "How do I migrate from AWS Lambda to Amazon ECS?"])
async def test_a_how_to_quotes_the_runbooks_own_steps_in_order(sample: CorpusSource, question: str) -> None:
    steps = runbook_steps()
    assert len(steps) == 8
    result = await ask(sample, question)
    for report in (result.reports.quick, result.reports.detailed):
        quoted = re.findall(r"^\d+\. (.+?) \[\d+\]\.$", report, re.M)
        assert [q + "." for q in quoted] == steps
    # Under the numbered section of whatever type the classifier chose (how-to "Steps", integration "Setup").
    assert re.search(r"^## (?:Steps|Setup)$", result.reports.detailed, re.M)


async def test_a_follow_up_how_to_after_a_comparison_quotes_the_steps(offline_settings: Settings) -> None:
    assistant = await build_assistant(offline_settings)
    thread = ThreadKey(platform="console", workspace="w", channel="c", thread="t")
    try:
        first = await assistant.handle(Inbound(thread=thread, user="u", text="Lambda vs ECS for a queue worker?"))
        assert first.kind == "answer"
        follow = await assistant.handle(Inbound(thread=thread, user="u", text="how do I migrate from it?"))
        quoted = re.findall(r"^\d+\. (.+?) \[\d+\]\.$", follow.markdown, re.M)
        assert [q + "." for q in quoted] == runbook_steps()
    finally:
        await assistant.aclose()


async def test_the_lead_sentence_answers_the_questions_focus(sample: CorpusSource) -> None:
    pod = await ask(sample, "What is a Kubernetes pod?")
    assert pod.reports.inline.startswith("A pod is")
    vs = await ask(sample, "Lambda vs ECS for a queue worker?")
    assert "Lambda" in vs.reports.inline and "ECS" in vs.reports.inline and "queue age" not in vs.reports.inline
    cache = await ask(sample, "Redis vs Memcached?", "comparison")
    assert "ElastiCache" not in cache.reports.detailed.split("\n", 1)[0]
    assert "Redis" in cache.reports.inline and "Memcached" in cache.reports.inline


async def test_detailed_sections_hold_no_padding(sample: CorpusSource) -> None:
    result = await ask(sample, "How do I set up a Python virtual environment?")
    steps = result.reports.detailed.split("## Steps", 1)[1].split("\n## ", 1)[0]
    assert "venv" in steps and "Lambda" not in steps
    assert {c.path for c in result.citations} == {"corpus/python-virtual-environments-and-packaging.md"}


async def test_comparison_table_has_both_sides(sample: CorpusSource) -> None:
    # The document's own table comparing them is quoted whole, every row cited.
    detailed = (await ask(sample, "Redis vs Memcached?", "comparison")).reports.detailed
    header, _, *rows = [line for line in detailed.splitlines() if line.startswith("| ")]
    assert [c.strip() for c in header.strip("|").split("|")][1:] == ["Redis", "Memcached"]
    assert len(rows) >= 5 and all(MARKER.search(r) for r in rows)


async def test_comparison_without_a_document_table_has_a_row_per_option(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "queues.md").write_text(
        "# RabbitMQ vs Kafka: choosing a broker\n\n"
        "RabbitMQ and Kafka both move messages between services, but they are built differently.\n\n"
        "## RabbitMQ\n\nRabbitMQ is a message broker that routes each message to queues and deletes it once consumed.\n\n"
        "## Kafka\n\nKafka is a distributed log that keeps every message for a retention period so consumers can replay it.\n"
    )
    index = CorpusIndex(tmp_path / "corpus.db")
    await index.index_paths([docs])
    detailed = (await ask(CorpusSource(index), "RabbitMQ vs Kafka?", "comparison")).reports.detailed
    rows = [line for line in detailed.splitlines() if line.startswith("| ") and not line.startswith(("| Option", "| ---"))]
    assert [r.split("|")[1].strip() for r in rows] == ["RabbitMQ", "Kafka"]
    assert all(MARKER.search(r) for r in rows)
    await index.close()


# --- real-documentation shapes --------------------------------------------------------------------

ARGUMENTS_RST = """\
Arguments
=========

.. currentmodule:: click

Arguments work similarly to :ref:`options <options>` but are positional.

Variadic Arguments
------------------

The second most common version is variadic arguments where a specific (or
unlimited) number of arguments is accepted.  This can be controlled with
the ``nargs`` parameter.  If it is set to ``-1``, then an unlimited number
of arguments is accepted.

Example:

.. click:example::

    @click.command()
    @click.argument('src', nargs=-1)
    @click.argument('dst', nargs=1)
    def copy(src, dst):
        \"\"\"Move file SRC to DST.\"\"\"
        for fn in src:
            click.echo(f"move {fn} to folder {dst}")

Note that only one argument can be set to ``nargs=-1``, as it will eat up all arguments.
"""

OPTIONS_RST = """\
Options
=======

Password Prompts
----------------

Click also supports hidden prompts and asking for confirmation.  This is
useful for password input:

.. click:example::

    import codecs

    @click.command()
    @click.option(
        "--password", prompt=True, hide_input=True,
        confirmation_prompt=True
    )
    def encode(password):
        click.echo(f"encoded: {codecs.encode(password, 'rot13')}")

Because this combination of parameters is quite common, this can also be
replaced with the :func:`password_option` decorator:

.. code-block:: python

    @click.command()
    @click.password_option()
    def encrypt(password):
        click.echo(f"encoded: to {codecs.encode(password, 'rot13')}")

Counting
--------

For some very rare use-cases, it is interesting to use repetition to count an integer up.
This can be used for verbosity flags, for instance:

.. click:example::

    @click.command()
    @click.option('-v', '--verbose', count=True)
    def log(verbose):
        click.echo(f"Verbosity: {verbose}")
"""

BLUEPRINTS_MD = """\
# Modular Applications with Blueprints

Flask uses a concept of *blueprints* for making application components and supporting
common patterns within an application or across applications. Blueprints can greatly
simplify how large applications work.

## Why Blueprints?

Blueprints are intended to factor an application into a set of blueprints. This is ideal
for larger applications; a project could register a collection of blueprints.

## My First Blueprint

This is what a very basic blueprint looks like:

```python
from flask import Blueprint

simple_page = Blueprint('simple_page', __name__)

@simple_page.route('/')
def show():
    return "hello"
```

In Python, the `__init__` module of a package runs first.
"""

TEMPLATES_MD = """\
# Templates

Flask uses Jinja to render templates. Put templates in the `templates` folder and render
them with `render_template`.
"""


@pytest.fixture(scope="module")
def docs_source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    root = tmp_path_factory.mktemp("projects")
    (root / "click" / "docs").mkdir(parents=True)
    (root / "click" / "docs" / "arguments.rst").write_text(ARGUMENTS_RST)
    (root / "click" / "docs" / "options.rst").write_text(OPTIONS_RST)
    (root / "flask" / "docs").mkdir(parents=True)
    (root / "flask" / "docs" / "blueprints.md").write_text(BLUEPRINTS_MD)
    (root / "flask" / "docs" / "templates.md").write_text(TEMPLATES_MD)
    index = CorpusIndex(root / "corpus.db")
    asyncio.run(index.index_paths([root / "click", root / "flask"]))
    return CorpusSource(index)


def _dedented_blocks(rst: str) -> list[str]:
    """The code of every directive in a reST source, as the reader sees it."""
    blocks = []
    for m in re.finditer(r"^\.\. (?:click:example|code-block::? ?\w*)::?.*\n\n((?:    .*\n|\n)+)", rst, re.M):
        lines = m.group(1).rstrip("\n").split("\n")
        blocks.append("\n".join(line[4:] for line in lines))
    return blocks


async def test_variable_number_of_arguments_reaches_nargs_and_quotes_its_code_intact(docs_source: CorpusSource) -> None:
    result = await ask(docs_source, "how can I accept a variable number of arguments in click?")
    assert "`nargs=-1`" in result.reports.quick or "`-1`" in result.reports.quick
    code = _dedented_blocks(ARGUMENTS_RST)[0]
    assert f"```python\n{code}\n```" in result.reports.quick
    # The code follows the cited sentence that introduces it.
    assert re.search(r"Example \[\d+\]:\n\n```python\n", result.reports.quick)


async def test_password_prompt_brings_the_password_option_from_the_same_section(docs_source: CorpusSource) -> None:
    result = await ask(docs_source, "password prompt")
    assert "prompt" in result.reports.inline.lower()
    answer = result.reports.quick + result.reports.detailed
    assert "hide_input=True" in answer or "password_option" in answer
    assert all(c.path == "click/docs/options.rst" for c in result.citations[:1])


async def test_vocabulary_mismatch_still_finds_the_concept(docs_source: CorpusSource) -> None:
    result = await ask(docs_source, "we have like 40 routes in one file, how do I split my routes into modules?")
    assert result.found and result.citations[0].path == "flask/docs/blueprints.md"
    assert "blueprint" in result.reports.quick.lower()


async def test_misspelt_words_are_mended(docs_source: CorpusSource) -> None:
    result = await ask(docs_source, "how to count verbosity flags with click, like -vvv? (no idea how its spelt: verbosty)")
    assert result.found and "count=True" in result.reports.quick + result.reports.detailed
    typo = await ask(docs_source, "hidden pasword prompt in click")
    assert typo.found and typo.citations[0].path == "click/docs/options.rst"


async def test_python_names_keep_their_underscores(docs_source: CorpusSource) -> None:
    result = await ask(docs_source, "what does the __init__ module of a package do in flask blueprints?")
    assert "`__init__`" in result.reports.quick + result.reports.detailed


async def test_every_quoted_code_block_is_byte_for_byte_from_the_documents(docs_source: CorpusSource) -> None:
    sources = _dedented_blocks(ARGUMENTS_RST) + _dedented_blocks(OPTIONS_RST) + [
        BLUEPRINTS_MD.split("```python\n", 1)[1].split("\n```", 1)[0]
    ]
    for question in (
        "accept any number of arguments",
        "password prompt",
        "how do I count -v flags",
        "how do I make a blueprint?",
    ):
        result = await ask(docs_source, question)
        for report in (result.reports.quick, result.reports.detailed):
            for code in re.findall(r"```\w*\n(.*?)\n```", report, re.S):
                assert code in sources, code


# --- through the assistant: numbering per report, section names in sources -------------------------


async def test_each_report_numbers_its_sources_from_one_without_gaps(tmp_path: Path, shared_corpus_db: Path) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=shared_corpus_db)  # type: ignore[call-arg]
    assistant = await build_assistant(settings)
    try:
        key = ThreadKey(platform="test", workspace="w", channel="c", thread="numbering")
        answer = await assistant.handle(Inbound(thread=key, user="u", text="How do I migrate from AWS Lambda to Amazon ECS?"))
        for kind in ("inline", "quick", "detailed"):
            reply = await assistant.handle(Inbound(thread=key, user="u", action=Action(report=kind, analysis=0)))
            used = sorted({int(n) for n in MARKER.findall(reply.markdown)})
            assert used == list(range(1, len(used) + 1)), (kind, used)
            assert [c.number for c in reply.citations] == used
        listed = await assistant.handle(Inbound(thread=key, user="u", text="sources"))
        assert " › " in listed.markdown  # section names, not four identical titles
        titles = [line.split(" — ")[0] for line in listed.markdown.splitlines()[1:]]
        assert len(set(titles)) == len(titles)
        opened = await assistant.handle(Inbound(thread=key, user="u", text="open 2"))
        assert opened.citations[0].number == 2 and answer.kind == "answer"
    finally:
        await assistant.aclose()
