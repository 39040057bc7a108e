"""A project named only by an everyday word does not take the quick answer's lead.

"need to build the otpauth:// link" names no project, though `build` is an indexed project's folder
name: the word is one many projects' pages write. The search ranks the question's own project first,
and its passage leads; the `build` project's page would answer a question nobody asked. A folder
name few other projects write ("otplink") still names its project, and with one project indexed
nothing is a word name. Fixtures are small READMEs written here in that shape.
"""

from __future__ import annotations

import asyncio

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

BUILD_README = """\
# build

A simple, correct Python packaging frontend.

## Usage

Run `python -m build` in your project folder to build a source distribution and a wheel; the build
writes both into the `dist/` folder.
"""

OTPLINK_README = """\
# otplink

One-time passwords for Python apps.

## Provisioning

Call `otplink.provisioning_uri(name, issuer)` to build the otpauth:// link that an authenticator app
scans as a QR code.
"""

WEBFORMS_README = """\
# webforms

Forms for web apps.

## Forms

Build a form class from a dictionary of fields; each field validates its own value.
"""

WORDY = "need to build the otpauth:// link so people can scan a QR code into their app, which method?"


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    files = {"build/README.md": BUILD_README, "otplink/README.md": OTPLINK_README, "webforms/README.md": WEBFORMS_README}
    return index_documents(tmp_path_factory.mktemp("word_names"), files, with_sample=False)


async def test_a_project_named_by_an_everyday_word_does_not_take_the_lead(source: CorpusSource) -> None:
    hits = await source.search(WORDY, 8)
    # The search ranks the question's own project first, and the `build` project's page is found too.
    assert hits[0].path == "otplink/README.md"
    assert any(h.path == "build/README.md" for h in hits)
    result = await ask(source, WORDY)
    assert result.reports.quick.startswith("Call `otplink.provisioning_uri(name, issuer)`")


async def test_the_search_reports_the_projects_named_by_an_everyday_word(source: CorpusSource) -> None:
    hits = await source.search(WORDY, 8)
    assert hits[0].meta["word_names"] == ["build"]
    # A folder name no other project's pages write is a name.
    named = await source.search("can otplink build the otpauth link?", 8)
    assert named[0].meta["word_names"] == ["build"]
    assert (await source.search("how do I make an otplink QR code?", 8))[0].meta["word_names"] == []


def test_with_one_project_indexed_no_name_is_a_word(tmp_path_factory: pytest.TempPathFactory) -> None:
    alone = index_documents(tmp_path_factory.mktemp("one_project"), {"build/README.md": BUILD_README}, with_sample=False)
    hits = asyncio.run(alone.search("how do I build a wheel?", 8))
    assert hits and hits[0].meta["word_names"] == []
