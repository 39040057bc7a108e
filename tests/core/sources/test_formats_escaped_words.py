"""A character the document escaped is prose: it is never turned into a code span.

Canonical markdown makes a bare name that markdown would emphasise (`__init__`) a code
span, quoting the document verbatim. A word the author escaped (`extra\\_` in Markdown or
reStructuredText) was written as prose; as a code span it would quote `extra_`, which is in
no file (altered code), and reStructuredText's escape marker must not reach the index either.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.evaluation.answers import span_in
from core.sources.blocks import code_spans, inline_plain, render
from core.sources.formats import parse_file
from core.sources.formats.markdown import markdown_blocks

_SOURCES = {
    "extra.md": "# Extra keys\n\nSimilarly to how extra\\_ keys work, \\*args and \\_\\_init\\_\\_ are prose; __slots__ stays a name.\n",
    "extra.rst": "Extra keys\n==========\n\nSimilarly to how extra\\_ keys work, \\*args and \\_\\_init\\_\\_ are prose; ``__slots__`` stays code.\n",
}


@pytest.mark.parametrize("name", sorted(_SOURCES))
def test_an_escaped_word_stays_prose_and_every_code_span_is_in_the_file(tmp_path: Path, name: str) -> None:
    source = _SOURCES[name]
    path = tmp_path / name
    path.write_text(source, encoding="utf-8")
    doc = parse_file(path, tmp_path)
    text = render([b for s in doc.sections for b in s.blocks])
    assert "\x00" not in text
    plain = inline_plain(text)
    assert "extra_ keys" in plain and "*args and __init__ are prose" in plain
    spans = [inline_plain(s) for s in code_spans(text)]
    assert spans == ["__slots__"]
    assert all(span_in(s, [source]) for s in spans)
    # The canonical markdown reads back to the same text.
    assert render(markdown_blocks(text)) == text
