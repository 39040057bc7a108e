"""A code name typed bare in a question ("what does for_json do?") is searched as written,
like a backticked one, not as its words less the stopwords among them ("json")."""

from __future__ import annotations

import pytest

from core.sources.corpus import CorpusSource
from core.sources.query import analyse
from tests.fakes.documents import index_documents

# Every section but one writes "JSON" often; only the encoder's section writes `for_json`.
JSONLIB_PAGES = {
    "jsonlib/docs/index.md": """\
# jsonlib

## Decoding JSON

`loads(s)` parses a JSON document into Python objects. JSON objects become dicts and JSON
arrays become lists; a JSON number with a fraction becomes a float.

## JSON errors

A JSON document that is not valid JSON raises `JSONDecodeError`, which says where the JSON
stopped making sense: its line and column in the JSON text.

## Pretty JSON

`dumps(obj, indent=4)` writes JSON with each nesting level indented, so the JSON reads
well in a terminal or a diff of JSON files.

## Encoding objects

If `for_json` is true (default: False), objects with a `for_json()` method will use the
return value of that method for encoding as JSON instead of the object.
""",
}


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(tmp_path_factory.mktemp("bare_code_name"), JSONLIB_PAGES)


async def test_a_bare_snake_case_name_finds_the_section_that_writes_it(source: CorpusSource) -> None:
    hits = await source.search("what does for_json do in jsonlib?", 3)
    assert hits[0].heading == "Encoding objects"


def test_a_bare_snake_case_name_is_one_literal_group_with_every_part() -> None:
    groups = analyse("which multidict version added to_dict()?").groups
    assert [g.word for g in groups if g.literal] == ["to_dict"]
    assert [g.phrases for g in groups if g.literal] == [(("to", "dict"),)]
    # A path or a dotted name is no bare name: its parts are searched as words, as before.
    assert not any(g.literal for g in analyse("see my_pkg/foo_bar.py and six.moves.reload_module").groups)
