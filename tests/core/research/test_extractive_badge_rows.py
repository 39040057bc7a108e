"""A README's badge row is searched but never quoted.

A paragraph of images alone, each perhaps a link (`[![PyPI version](...)](...)`
in markdown, a row of `|badge|` substitutions in reST), reads as its alt texts
("tests codecov PyPi Version Python Versions"). Those words stay in the
paragraph's text, so the index reads what it read before, but they are no
sentence: a quick answer to "which python versions ..." must not quote them.
"""

from __future__ import annotations

from core.research.passages import gather
from core.sources.base import Hit
from core.sources.blocks import to_data
from core.sources.formats.markdown import markdown_blocks
from core.sources.formats.rst import rst_blocks

BADGES_MD = """\
[![tests](https://img.shields.io/tests.svg)](https://ci.example/tests)
[![PyPi Version](https://img.shields.io/pypi/v/demo.svg)](https://pypi.org/project/demo/)
[![Python Versions](https://img.shields.io/pypi/pyversions/demo.svg)](https://pypi.org/project/demo/)

Requires Python 3.8+ and HTTPX 0.25+ to mock requests.
"""

BADGES_RST = """\
|pypi| |docs|

.. |pypi| image:: https://img.shields.io/pypi/v/demo.svg
    :alt: Latest PyPI version
    :target: https://pypi.org/project/demo/

.. |docs| image:: https://readthedocs.org/projects/demo/badge/
    :alt: Documentation Status

Requires Python 3.8+ and HTTPX 0.25+ to mock requests.
"""


def _quoted(blocks: list) -> list[str]:
    hit = Hit(id="h", source="corpus", title="demo", path="demo/README", meta={"blocks": to_data(blocks)})
    return [c.plain for c in gather([hit]).candidates]


def test_a_markdown_badge_row_is_kept_for_search_but_never_quoted() -> None:
    blocks = markdown_blocks(BADGES_MD)
    assert "PyPi Version" in blocks[0].text  # the index still reads the alt texts
    quoted = _quoted(blocks)
    assert quoted == ["Requires Python 3.8+ and HTTPX 0.25+ to mock requests."]


def test_a_rest_badge_row_of_substitutions_is_never_quoted() -> None:
    blocks = rst_blocks(BADGES_RST)
    assert any("Documentation Status" in b.text for b in blocks)
    quoted = _quoted(blocks)
    assert quoted == ["Requires Python 3.8+ and HTTPX 0.25+ to mock requests."]


def test_a_sentence_with_an_image_among_its_words_is_still_quoted() -> None:
    text = "The ![logo](logo.png) demo tool mocks every request your tests send.\n"
    assert _quoted(markdown_blocks(text)) == ["The logo demo tool mocks every request your tests send."]
