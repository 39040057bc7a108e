"""Documents parsed as structure: sections, steps, code verbatim with its language, notes, tables.

Every fixture is written here; each test names a failure the parsers must not have.
"""

from __future__ import annotations

import codecs
import os
import random
from pathlib import Path

import pytest

from core.evaluation.answers import block_in
from core.sources.blocks import Block, code_spans, escape, inline_plain, render
from core.sources.chunking import chunk_document
from core.sources.decode import NotText, decode
from core.sources.formats import parse_file
from core.sources.formats.document import UnreadableDocument
from core.sources.formats.markdown import markdown_blocks
from core.sources.formats.rst import parse_rst, rst_blocks


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _blocks(doc) -> list[Block]:  # type: ignore[no-untyped-def]
    return [b for s in doc.sections for b in s.blocks]


def _code(doc) -> list[Block]:  # type: ignore[no-untyped-def]
    out: list[Block] = []

    def walk(blocks: list[Block]) -> None:
        for b in blocks:
            if b.kind == "code":
                out.append(b)
            for item in b.items:
                walk(item)

    walk(_blocks(doc))
    return out


RST = """\
Arguments
=========

.. currentmodule:: click

Variadic Arguments
------------------

Use :func:`~click.argument` with ``nargs=-1``; see `the guide <https://example.com/guide>`_
and :ref:`options <option-names>` for :class:`click.Option`.

Example:

.. code-block:: python

        # first line keeps its indentation
    @click.command()
    @click.argument('src', nargs=-1)
    def copy(src):
        click.echo('.' * len(src))

.. click:example::

    @click.command()
    def hello():
        pass

A literal block::

    $ pip install click

.. note::

   Only one argument can be set to ``nargs=-1``.

.. versionadded:: 8.0

.. autofunction:: click.argument

.. some-unknown-directive:: with argument
   :option: value

   Content of an unknown directive is kept.

#. First step.
#. Second step.

=====  =====
Name   Value
=====  =====
a      1
=====  =====
"""


def test_rst_roles_links_and_code_blocks_read_as_a_person_reads_them(tmp_path: Path) -> None:
    doc = parse_file(_write(tmp_path, "docs/arguments.rst", RST))
    assert doc.title == "Arguments"
    assert [s.trail for s in doc.sections] == [["Variadic Arguments"]]
    text = render(_blocks(doc))
    # Roles become their text (code roles as code spans); links keep only their label.
    assert "Use `argument` with `nargs=-1`; see the guide and options for `click.Option`." in text
    assert ":func:" not in text and "<https://" not in text and ":ref:" not in text and "`_" not in text
    # Unknown Sphinx directives neither crash docutils nor vanish nor leak as markup.
    assert "Content of an unknown directive is kept." in text and ".. " not in text
    code = _code(doc)
    assert code[0].lang == "python"
    assert code[0].text.split("\n")[0] == "    # first line keeps its indentation"
    assert "    click.echo('.' * len(src))" in code[0].text.split("\n")
    assert code[1].lang == "python" and code[1].text.startswith("@click.command()")
    assert code[2].text == "$ pip install click" and code[2].lang == "console"


def test_rst_notes_steps_and_tables_keep_their_structure(tmp_path: Path) -> None:
    doc = parse_file(_write(tmp_path, "docs/arguments.rst", RST))
    kinds = [b.kind for b in _blocks(doc)]
    assert "note" in kinds and "steps" in kinds and "table" in kinds
    note = next(b for b in _blocks(doc) if b.kind == "note" and b.label == "Note")
    assert "nargs=-1" in render(note.items[0])
    assert any(b.kind == "note" and b.label == "New in version 8.0" for b in _blocks(doc))
    steps = next(b for b in _blocks(doc) if b.kind == "steps")
    assert [render(item) for item in steps.items] == ["First step.", "Second step."]
    table = next(b for b in _blocks(doc) if b.kind == "table")
    assert table.rows == [["Name", "Value"], ["a", "1"]]


def test_a_version_note_written_right_under_its_directive_keeps_its_first_word(tmp_path: Path) -> None:
    # No blank line between the directive and its text: reST reads the text as part of the
    # argument ("2.7\n The ability ..."), so splitting the version off at the first space
    # took "The" with it and the note began "ability to define ...".
    rst = (
        "Version\n=======\n\n"
        ".. deprecated:: 2.7\n"
        "    The ability to define a partial version will be removed in version 3.0.\n"
        "    Use ``SimpleSpec('1.x.x')`` instead.\n\n"
        ".. versionadded:: 6.9\n\n"
        ".. versionchanged:: 1.0 Added the frobnicate option.\n"
    )
    notes = [b for b in _blocks(parse_file(_write(tmp_path, "docs/reference.rst", rst))) if b.kind == "note"]
    assert [n.label for n in notes] == ["Deprecated since version 2.7", "New in version 6.9", "Changed in version 1.0"]
    assert render(notes[0].items[0]).startswith("The ability to define a partial version will be removed in version 3.0.")
    assert "SimpleSpec('1.x.x')" in render(notes[0].items[0])
    assert render(notes[2].items[0]) == "Added the frobnicate option."


def test_rst_include_pulls_in_the_included_file(tmp_path: Path) -> None:
    _write(tmp_path, "project/CHANGES.rst", "Version 2.0\n-----------\n\n- Added the frobnicate option.\n")
    stub = _write(tmp_path, "project/docs/changes.rst", "Changes\n=======\n\n.. include:: ../CHANGES.rst\n")
    doc = parse_file(stub, tmp_path / "project" / "docs")
    assert "frobnicate" in render(_blocks(doc))
    assert doc.sections[0].trail == ["Version 2.0"]
    # An include that cannot be read leaves nothing to index: skipped with a reason, not indexed empty.
    lonely = _write(tmp_path, "other/docs/changes.rst", "Changes\n=======\n\n.. include:: ../MISSING.rst\n")
    with pytest.raises(UnreadableDocument, match="no text"):
        parse_file(lonely, tmp_path / "other" / "docs")


@pytest.mark.parametrize(
    "stub",
    [
        "Changes\n=======\n\n.. include:: ../CHANGES.rst\n",
        ".. _changes:\n\n.. include:: ../CHANGES.rst\n",
        "=========\nChangelog\n=========\n\n.. include:: ../CHANGES.rst\n   :start-after: .. start\n",
    ],
)
def test_an_include_only_stub_reads_exactly_like_the_full_parse(tmp_path: Path, stub: str) -> None:
    from core.sources.formats import rst
    from core.sources.formats.document import IncludeContext, sections_from_stream

    changes = ".. start\n\nVersion 2.0\n-----------\n\n- Added the ``frob`` option.\n\n  .. code-block:: python\n\n     frob(1)\n\nVersion 1.0\n-----------\n\nFirst.\n"
    _write(tmp_path, "project/CHANGES.rst", changes)
    path = _write(tmp_path, "project/docs/changes.rst", stub)
    assert rst._include_stub(stub) is not None
    parse_file(tmp_path / "project" / "CHANGES.rst", tmp_path / "project")  # fills the cache, as an indexing run does
    fast = parse_file(path, tmp_path / "project" / "docs")
    # The same text parsed the long way: docutils splicing the include in.
    slow = sections_from_stream(rst.rst_blocks(stub, IncludeContext(path, tmp_path / "project")), "Changes")
    assert fast.title == slow.title
    assert [(s.trail, render(s.blocks)) for s in fast.sections] == [(s.trail, render(s.blocks)) for s in slow.sections]
    assert fast.includes == [str((tmp_path / "project" / "CHANGES.rst").resolve())]


def test_markdown_attribute_lists_and_meta_lines_are_not_text(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "docs/toc.md",
        "title: Table of Contents Extension\nauthor: someone\n\n# Table of Contents\n\n"
        "## Usage {: #usage }\n\nPlace a `[TOC]` marker.\n{: .note }\n\n### Custom {#custom .x}\n\nNote: this stays.\n",
    )
    doc = parse_file(path, tmp_path / "docs")
    assert doc.title == "Table of Contents Extension"
    assert [s.trail for s in doc.sections] == [["Table of Contents", "Usage"], ["Table of Contents", "Usage", "Custom"]]
    text = render(_blocks(doc))
    assert "title:" not in text and "{:" not in text and "{#" not in text
    assert "Place a `[TOC]` marker." in text and "Note: this stays." in text
    # Without a title line, opening "key: value" prose is text.
    plain = parse_file(_write(tmp_path, "docs/note.md", "Note: read this first.\n\nMore.\n"), tmp_path / "docs")
    assert "Note: read this first." in render(_blocks(plain))


def test_rst_include_cannot_read_outside_the_project(tmp_path: Path) -> None:
    _write(tmp_path, "secret.rst", "Secret\n======\n\nTop secret words.\n")
    stub = _write(tmp_path, "a/b/docs/page.rst", "Page\n====\n\nIntro text.\n\n.. include:: ../../../secret.rst\n")
    doc = parse_file(stub, tmp_path / "a" / "b" / "docs")
    assert "Top secret" not in render(_blocks(doc))


MYST = """\
# Initialization

In Python, instance initialization happens in the `__init__` method; __slots__ too.

Write a {obj}`classmethod` or see {doc}`examples` and {func}`~attrs.define`.

```{doctest}
>>> from attrs import define
>>> define
```

```python
def f():
    return 1
```

:::{warning}
Careful *here*.
:::

!!! note "Heads up"
    Mkdocs admonitions count too.

> [!TIP]
> GitHub alerts as well.

```{toctree}
:maxdepth: 2

api
```

1. Install it.
2. Use it:

   ```console
   $ pip install attrs
   ```

| Option | Meaning |
| --- | --- |
| `frozen` | immutable |
"""


def test_myst_roles_fences_and_admonitions_are_structure_not_text(tmp_path: Path) -> None:
    doc = parse_file(_write(tmp_path, "docs/init.md", MYST))
    assert doc.title == "Initialization"
    blocks = _blocks(doc)
    text = render(blocks)
    assert "`__init__`" in text and "`__slots__`" in text  # names keep their underscores
    assert "`classmethod`" in text and "`define`" in text and "{obj}" not in text and "{func}" not in text
    assert "toctree" not in text and "maxdepth" not in text
    code = _code(doc)
    assert (code[0].lang, code[0].text) == ("pycon", ">>> from attrs import define\n>>> define")
    assert (code[1].lang, code[1].text) == ("python", "def f():\n    return 1")
    labels = [b.label for b in blocks if b.kind == "note"]
    assert labels == ["Warning", "Heads up", "Tip"]
    steps = next(b for b in blocks if b.kind == "steps")
    assert steps.items[1][1].kind == "code" and steps.items[1][1].text == "$ pip install attrs"
    table = next(b for b in blocks if b.kind == "table")
    assert table.rows[1] == ["`frozen`", "immutable"]


def test_canonical_markdown_parses_back_to_the_same_blocks(tmp_path: Path) -> None:
    doc = parse_file(_write(tmp_path, "docs/init.md", MYST))
    for section in doc.sections:
        again = markdown_blocks(render(section.blocks))
        assert render(again) == render(section.blocks)


@pytest.mark.parametrize(
    "text", ["__init__ and *args", "a_b_c is fine", "1. not a list", "# not a heading", "<div> & [x](y) `tick`"]
)
def test_escaped_text_reads_back_exactly(text: str) -> None:
    blocks = markdown_blocks(render([Block("prose", text=escape(text))]))
    assert inline_plain(blocks[0].text) == text


def test_chunks_keep_code_with_the_prose_that_introduces_it(tmp_path: Path) -> None:
    long_intro = "Filler sentence about options. " * 40
    text = (
        f"# Options\n\n## Counting\n\n{long_intro}\n\nTo count repeated flags, use `count=True`:\n\n"
        "```python\n@click.option('-v', '--verbose', count=True)\ndef log(verbose):\n    pass\n```\n"
    )
    chunks = chunk_document(parse_file(_write(tmp_path, "options.md", text)))
    holder = next(c for c in chunks if "count=True)" in c.text)
    assert "To count repeated flags" in holder.text
    assert "```python\n@click.option('-v', '--verbose', count=True)\ndef log(verbose):\n    pass\n```" in holder.text
    assert all(c.heading == "Counting" for c in chunks)


def test_a_paragraph_or_code_line_with_no_place_to_break_is_still_cut_to_chunk_size(tmp_path: Path) -> None:
    # A pasted log or a minified line has no sentence end: one chunk of megabytes was then
    # quoted whole as an answer's "sentence".
    words = [f"word{i}" for i in range(40_000)]
    blob = "x" * 20_000
    text = f"# Dump\n\n{' '.join(words)}\n\n```\n{blob}\n```\n"
    chunks = chunk_document(parse_file(_write(tmp_path, "dump.md", text)))
    assert max(len(c.text) for c in chunks) < 4_000
    joined = " ".join(c.text for c in chunks)
    assert all(w in joined for w in (words[0], words[20_000], words[-1]))
    assert sum(c.text.count("x") for c in chunks) == 20_000


def test_html_code_language_steps_and_admonitions(tmp_path: Path) -> None:
    html = (
        "<html><head><title>Guide</title><script>var x='scriptword';</script></head><body>"
        "<h2>Install</h2><ol><li>Download it.</li><li>Run it.</li></ol>"
        '<div class="highlight-python"><pre>def f():\n    return 1</pre></div>'
        '<div class="admonition warning"><p class="admonition-title">Warning</p><p>Mind the gap.</p></div>'
        "</body></html>"
    )
    doc = parse_file(_write(tmp_path, "guide.html", html))
    blocks = _blocks(doc)
    assert doc.title == "Guide" and "scriptword" not in render(blocks)
    assert next(b for b in blocks if b.kind == "steps").items[1][0].text == "Run it."
    assert _code(doc)[0].lang == "python" and _code(doc)[0].text == "def f():\n    return 1"
    assert next(b for b in blocks if b.kind == "note").label == "Warning"


def test_a_br_between_code_spans_in_a_table_cell_keeps_them_two_spans() -> None:
    # cibuildwheel's README: [`build`<br>`skip`](...) read as "`build``skip`",
    # a span holding "build``skip" that is in no document.
    table = markdown_blocks("| Option | Use |\n|---|---|\n| [`build`<br>`skip`](#build-skip) | Choose |\n")[0]
    cell = table.rows[1][0]
    assert code_spans(cell) == ["`build`", "`skip`"]
    assert markdown_blocks(cell)[0].text == cell


def test_inline_html_breaks_words_but_inline_tags_do_not() -> None:
    prose = markdown_blocks("Set `a`<br/>`b` and H<sub>2</sub>O.<br>Done.\n")[0]
    assert prose.text == "Set `a` `b` and H2O. Done."


def test_adjacent_literals_never_fuse_in_rst_or_html(tmp_path: Path) -> None:
    rst = rst_blocks("Use ``build``\\ ``skip`` here.\n")[0]
    assert code_spans(rst.text) == ["`build`", "`skip`"]
    doc = parse_file(_write(tmp_path, "p.html", "<html><body><p>Use <code>build</code><code>skip</code>.</p></body></html>"))
    assert code_spans(_blocks(doc)[0].text) == ["`build`", "`skip`"]


# --- bytes that are not text --------------------------------------------------------------------


def test_random_binary_is_refused_with_a_reason() -> None:
    data = random.Random(7).randbytes(200_000)
    with pytest.raises(NotText, match="binary"):
        decode(data)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_decode_with_or_without_a_bom(encoding: str) -> None:
    text = "Café menus: héllo wörld.\nSecond line with ünïcode.\n" * 20
    decoded, _ = decode(text.encode(encoding))
    assert decoded == text


def test_legacy_encodings_are_detected() -> None:
    text = "Les élèves ont déjà reçu leurs résultats, très appréciés à l'école. " * 20
    decoded, encoding = decode(text.encode("cp1252"))
    assert decoded == text and encoding != "utf-8"


def test_utf8_bom_is_dropped() -> None:
    assert decode(codecs.BOM_UTF8 + "# Title\n".encode())[0] == "# Title\n"


def test_a_few_control_characters_are_read_as_text_but_never_kept(tmp_path: Path) -> None:
    # A log pasted into a doc: a colour code or a bell must not reach a terminal, a chat or a file.
    raw = "# Build log\n\nThe \x1b[1;31mbuild failed\x1b[0m with a bell\x07 and a page\x0cbreak.\n" + "Plain line.\n" * 40
    text, _ = decode(raw.encode())
    assert "build failed" in text and "Plain line." in text
    assert not [c for c in text if c in "\x1b\x07\x0c"], repr(text[:120])
    doc = parse_file(_write(tmp_path, "log.md", raw))
    shown = " ".join(b.text for b in _blocks(doc))
    assert "The build failed with a bell and a page" in shown and "\x1b" not in shown


def test_binary_named_txt_and_undecodable_files_raise_unreadable(tmp_path: Path) -> None:
    blob = tmp_path / "data.txt"
    blob.write_bytes(os.urandom(50_000))
    with pytest.raises(UnreadableDocument, match="binary"):
        parse_file(blob)
    empty = tmp_path / "empty.md"
    empty.write_text("")
    with pytest.raises(UnreadableDocument, match="no text"):
        parse_file(empty)


LISTS_A = """\
Options
=======

#. Install it:

   * with pip
   * or with pipx

#. Configure it.

--verbose   Print more.
-q, --quiet  Print less.

:param name: the name
:returns: nothing

term
    Its definition, with a list:

    - one
    - two
"""

LISTS_B = """\
Other
=====

3. Third step.
4. Fourth step, with its own list:

   a. first
   b. second

* a bullet
* another
"""


def test_list_parsing_machines_carry_nothing_from_one_document_to_the_next() -> None:
    # docutils' list machines are re-used (core/sources/formats/rst_machines.py):
    # parsing other documents in between must not change a document's blocks.
    first = rst_blocks(LISTS_A)
    between = rst_blocks(LISTS_B)
    assert rst_blocks(LISTS_A) == first
    assert rst_blocks(LISTS_B) == between
    steps = next(b for b in between if b.kind == "steps")
    assert steps.start == 3
    inner = next(b for b in steps.items[1] if b.kind == "steps")
    assert [inline_plain(item[0].text) for item in inner.items] == ["first", "second"]
    nested = next(b for b in first if b.kind == "steps").items[0]
    assert [b.kind for b in nested] == ["prose", "list"]
    assert "--verbose" in render(first) and "Its definition, with a list:" in render(first)


def test_an_unknown_directive_holding_a_session_is_code_not_prose(tmp_path: Path) -> None:
    # pip's docs wrap every console example in their own `{pip-cli}` directive.
    md = parse_file(
        _write(
            tmp_path,
            "docs/installs.md",
            "# Installs\n\nInstall it in editable mode:\n\n```{pip-cli}\n$ pip install -e path/to/SomeProject\n```\n\n"
            "```{sidebar}\nA sidebar says things in prose.\n```\n",
        )
    )
    blocks = md.sections[0].blocks
    assert [b.kind for b in blocks] == ["prose", "code", "prose"]
    assert (blocks[1].text, blocks[1].lang) == ("$ pip install -e path/to/SomeProject", "console")
    rst = parse_file(
        _write(tmp_path, "docs/session.rst", "Session\n=======\n\nTry it:\n\n.. repl-session::\n\n   >>> 1 + 1\n   2\n")
    )
    code = [b for b in rst.sections[0].blocks if b.kind == "code"]
    assert [(b.text, b.lang) for b in code] == [(">>> 1 + 1\n2", "pycon")]


def test_rst_code_keeps_the_trailing_spaces_and_tabs_docutils_drops(tmp_path: Path) -> None:
    source = (
        "Code\n====\n\nSend it:\n\n.. code-block:: python\n\n"
        "    resp = request(\n        \"POST\",\n    )\n    # {'headers': {...}, \n    #  'data': '{}'}\n    \n"
        "And a literal block::\n\n    if x:\n    \treturn 1  \n"
    )
    doc = parse_file(_write(tmp_path, "docs/code.rst", source))
    code = [b.text for b in doc.sections[0].blocks if b.kind == "code"]
    assert code == [
        "resp = request(\n    \"POST\",\n)\n# {'headers': {...}, \n#  'data': '{}'}",
        "if x:\n\treturn 1  ",
    ]


def test_a_fence_inside_a_blockquote_is_quoted_as_markdown_renders_it(tmp_path: Path) -> None:
    source = (
        "# Config\n\n> Put this in the settings file:\n>\n> ```yaml\n> plugins:\n>   - search\n>\n"
        ">     # later\n> ```\n"
    )
    (code,) = _code(parse_file(_write(tmp_path, "docs/config.md", source)))
    assert code.text == "plugins:\n  - search\n\n    # later" and code.lang == "yaml"
    assert block_in(code.text, [source])  # the answers eval counts it as intact


def test_rst_code_keeps_a_no_break_space_docutils_counts_as_indentation(tmp_path: Path) -> None:
    # docutils strips U+00A0 with the block's four spaces; the quote keeps every
    # character beyond what the line shares with that indentation.
    source = (
        "Timing\n======\n\nRun it between two dates::\n\n"
        "    # only inside the window\n \u00a0   runner.start(window)\n    runner.stop()\n"
    )
    doc = parse_file(_write(tmp_path, "docs/timing.rst", source))
    (code,) = [b.text for b in doc.sections[0].blocks if b.kind == "code"]
    assert code == "# only inside the window\n\u00a0   runner.start(window)\nrunner.stop()"
    assert block_in(code, [source])


def test_rst_code_keeps_a_tab_indented_line_under_a_space_indented_block_as_written(tmp_path: Path) -> None:
    source = (
        "Logging\n=======\n\nName the logger:\n\n.. code-block:: python\n\n"
        "   @backoff.on_exception(backoff.expo,\n"
        "                         requests.exceptions.RequestException,\n"
        "\t\t\t logger='my_logger')\n   # ...\n"
    )
    doc = parse_file(_write(tmp_path, "docs/logging.rst", source))
    (code,) = [b.text for b in doc.sections[0].blocks if b.kind == "code"]
    assert code == (
        "@backoff.on_exception(backoff.expo,\n"
        "                      requests.exceptions.RequestException,\n"
        "\t\t\t logger='my_logger')\n# ..."
    )


def test_rst_code_opening_on_tab_lines_over_a_shallower_space_line_is_quoted_as_written(tmp_path: Path) -> None:
    # docutils reads a tab as eight columns, so a block of tab-indented lines with one
    # four-space line is indented four columns; no four characters open every line, so
    # each line is quoted whole rather than the tab lines kept and the space line cut.
    source = (
        "Output\n======\n\nPass a callback:\n\n.. code-block:: python\n\n"
        "\tfrom sh import tail\n\t\n\tdef process_output(line):\n\t    print(line)\n\t\n"
        "\tp = tail(\"-f\", \"app.log\", _out=process_output, _bg=True)\n    p.wait()\n\nDone.\n"
    )
    doc = parse_file(_write(tmp_path, "docs/output.rst", source))
    (code,) = [b.text for b in doc.sections[0].blocks if b.kind == "code"]
    assert code == (
        "\tfrom sh import tail\n\n\tdef process_output(line):\n\t    print(line)\n\n"
        "\tp = tail(\"-f\", \"app.log\", _out=process_output, _bg=True)\n    p.wait()"
    )
    assert block_in(code, [source])  # the answers eval counts it as intact


def test_rst_code_is_taken_back_from_the_place_that_holds_all_its_lines(tmp_path: Path) -> None:
    # The block's first line also opens an earlier block (indented deeper, with other lines after it):
    # only the second place holds the whole block, trailing spaces included.
    source = (
        "Code\n====\n\nFirst::\n\n        run()\n        stop()\n\n"
        "Second::\n\n    run()  \n    again()\t\n"
    )
    doc = parse_file(_write(tmp_path, "docs/code.rst", source))
    code = [b.text for b in doc.sections[0].blocks if b.kind == "code"]
    assert code == ["run()\nstop()", "run()  \nagain()\t"]


def test_rst_references_to_targets_defined_elsewhere_read_as_their_text(tmp_path: Path) -> None:
    # Sphinx pages link to labels and pages of other files; docutils alone cannot resolve them.
    source = (
        "Title\n=====\n\nSee `the tutorial`_ and Flask_ for more, or `here <https://x.org>`_.\n\n"
        "----\n\nAfter the rule.\n"
    )
    doc = parse_file(_write(tmp_path, "docs/refs.rst", source))
    assert render(_blocks(doc)) == "See the tutorial and Flask for more, or here.\n\nAfter the rule."


def test_a_markdown_changelog_pulled_in_by_an_include_is_parsed_once_and_reads_the_same(tmp_path: Path) -> None:
    from core.sources.formats import markdown
    from core.sources.formats.document import IncludeContext

    changes = "# Changes\n\n## 2.0\n\n- Added `frob`.\n\n```python\nfrob(1)\n```\n\n## 1.0\n\nFirst.\n"
    changelog = _write(tmp_path, "project/CHANGES.md", changes)
    stub = _write(tmp_path, "project/docs/changes.md", "```{include} ../CHANGES.md\n```\n")
    root = tmp_path / "project"
    parse_file(changelog, root)  # an indexing run parses the changelog first
    hits = markdown._cache.hits
    doc = parse_file(stub, root)
    assert markdown._cache.hits == hits + 1
    # What parsing the included text afresh gives.
    fresh = markdown_blocks(changes, IncludeContext(changelog.resolve(), tmp_path, depth=1))
    assert [b for s in doc.sections for b in s.blocks] == [b for b in fresh if b.kind != "heading"]
    assert [s.trail for s in doc.sections] == [["2.0"], ["1.0"]]
    assert doc.includes == [str(changelog.resolve())]


def test_a_cached_parse_is_not_reused_where_the_include_depth_limit_would_cut_it_short(tmp_path: Path) -> None:
    from core.sources.formats.document import MAX_INCLUDE_DEPTH

    # page0 includes page1 ... up to the depth limit: read as a file, every level is followed;
    # included one level deeper, the last include is refused, as it would be without a cache.
    levels = MAX_INCLUDE_DEPTH + 1
    for i in range(levels):
        include = f"\n```{{include}} page{i + 1}.md\n```\n" if i + 1 < levels else ""
        _write(tmp_path, f"project/docs/page{i}.md", f"Level {i} text.\n{include}")
    root = tmp_path / "project"
    whole = parse_file(root / "docs" / "page0.md", root)
    assert f"Level {levels - 1} text." in render(_blocks(whole))
    outer = parse_file(_write(tmp_path, "project/docs/outer.md", "```{include} page0.md\n```\n"), root)
    text = render(_blocks(outer))
    assert "Level 0 text." in text and f"Level {levels - 2} text." in text
    assert f"Level {levels - 1} text." not in text


def test_rst_api_object_descriptions_are_sections_named_for_the_object() -> None:
    text = """\
API
===

Stores
------

Stores keep entries.

.. py:class:: tinystore.EvictingStore(maxsize: int = 128)

   Discards the oldest entry.

   .. method:: resize(maxsize)

      Changes the capacity.

.. exception:: EntryTooLarge

   Raised for an entry bigger than the store.

.. class:: StoreClosed

   Raised when a closed store is read.

Stores are thread safe.
"""
    doc = parse_rst(text, "api")
    by_heading: dict[str, list[str]] = {}
    for section in doc.sections:
        by_heading.setdefault(" › ".join(section.trail), []).extend(b.text for b in section.blocks)
    evicting = by_heading["Stores › `tinystore.EvictingStore`"]
    assert evicting[0] == "`tinystore.EvictingStore(maxsize: int = 128)`"
    assert "Discards the oldest entry." in evicting
    assert "Changes the capacity." in by_heading["Stores › `tinystore.EvictingStore` › `resize`"]
    assert "Raised for an entry bigger than the store." in by_heading["Stores › `EntryTooLarge`"]
    # Sphinx's `.. class::`, not docutils' CSS class directive.
    assert by_heading["Stores › `StoreClosed`"] == ["`StoreClosed`", "Raised when a closed store is read."]
    # What follows the descriptions still belongs to the section they stand in.
    assert "Stores are thread safe." in by_heading["Stores"]
    assert "Stores keep entries." in by_heading["Stores"]


def test_rst_setting_descriptions_are_sections_named_for_the_setting() -> None:
    text = """\
Options
=======

These values are placed in ``conf.py``.

.. confval:: og_canonical_url
   :type: ``str``

   Overrides the URL each page reports as its own.

.. envvar:: POOL_AUTO_WORKERS

   How many workers ``auto`` starts.

.. option:: --max-workers=N

   Limits the number of workers.

Unknown values are ignored.
"""
    doc = parse_rst(text, "options")
    by_heading = {" › ".join(s.trail): [b.text for b in s.blocks] for s in doc.sections}
    assert "Overrides the URL each page reports as its own." in by_heading["`og_canonical_url`"]
    assert "How many workers `auto` starts." in by_heading["`POOL_AUTO_WORKERS`"]
    assert "Limits the number of workers." in by_heading["`--max-workers`"]
    assert "Unknown values are ignored." in by_heading[""]


def test_a_markdown_heading_written_as_one_code_span_is_a_name(tmp_path: Path) -> None:
    text = """\
# Options

## Debugging

### `debug-keep-container` {: #debug-keep-container }

Enable this flag to keep the container around.

### The `debug` flags

Print more.
"""
    doc = parse_file(_write(tmp_path, "docs/options.md", text))
    trails = [" › ".join(s.trail) for s in doc.sections]
    assert "Debugging › `debug-keep-container`" in trails
    # A heading holding code among words is words.
    assert "Debugging › The debug flags" in trails


MYST_API = """\
# API Reference

## Hooks

```{eval-rst}
.. module:: kettle.hooks

.. autofunction:: set_hooks

.. data:: SteamHook

   Pass this object to :func:`kettle.hooks.set_hooks` to whistle when the water boils.

.. data:: TimerHook

   Pass this object to :func:`kettle.hooks.set_hooks` to ring after a set time.
```

Hooks run in the order they were set.

## Errors

A kettle that boils dry raises `DryError`.
"""


def test_myst_eval_rst_objects_nest_under_the_markdown_heading(tmp_path: Path) -> None:
    doc = parse_file(_write(tmp_path, "docs/api.md", MYST_API))
    # The page's own heading is its title: the fence's objects do not compete with it.
    assert doc.title == "API Reference"
    trails = {" › ".join(s.trail): render(s.blocks) for s in doc.sections}
    assert "whistle when the water boils" in trails["Hooks › `SteamHook`"]
    assert "ring after a set time" in trails["Hooks › `TimerHook`"]
    # Markdown after the fence is the enclosing section's again, not the last object's.
    assert "Hooks run in the order" in trails["Hooks"]
    assert "Hooks run in the order" not in trails["Hooks › `TimerHook`"]
    assert "DryError" in trails["Errors"]



TABS_MD = """\
## Install as a tool only

=== ":simple-pipx: pipx"
    ```bash
    pipx install shadeprint
    ```

    <div class="result" markdown>

    pipx runs applications in isolated environments.

    </div>

===+ "uv"
    ```bash
    uv tool install shadeprint
    ```

```text
=== "not a tab: inside a fence"
    kept as written
```
"""


def test_material_content_tabs_read_as_their_label_introducing_their_content() -> None:
    blocks = markdown_blocks(TABS_MD)
    read = [(b.kind, b.text, b.lang) for b in blocks]
    assert read == [
        ("heading", "Install as a tool only", ""),
        # The label (without its icon shortcode) introduces the tab's code, which is read as written.
        ("prose", "pipx:", ""),
        ("code", "pipx install shadeprint", "bash"),
        ("prose", "pipx runs applications in isolated environments.", ""),
        ("prose", "uv:", ""),
        ("code", "uv tool install shadeprint", "bash"),
        ("code", '=== "not a tab: inside a fence"\n    kept as written', "text"),
    ]
    assert block_in("uv tool install shadeprint", [TABS_MD])
