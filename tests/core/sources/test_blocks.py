"""Inline markdown read back as plain text, with and without the characters its patterns need.

`inline_plain` and `code_spans` skip their patterns on a text with no backtick (no code span can
be there) or no backslash (no escape can be): these cases prove each reading is the same either way.
"""

from __future__ import annotations

import pytest

from core.sources.blocks import code_spans, escape, inline_plain


@pytest.mark.parametrize(
    ("markdown", "plain", "spans"),
    [
        ("Plain prose, with commas; and 3.5 numbers.", "Plain prose, with commas; and 3.5 numbers.", []),
        (r"Escapes alone: \*args, extra\_ and a \[link\].", "Escapes alone: *args, extra_ and a [link].", []),
        (r"A lone backslash \ stays, and \a is no escape.", r"A lone backslash \ stays, and \a is no escape.", []),
        ("Run `pip install x` then `x --help`.", "Run pip install x then x --help.", ["`pip install x`", "`x --help`"]),
        (r"An \*escape before `code` and after\_.", "An *escape before code and after_.", ["`code`"]),
        ("`` a`b `` holds a backtick.", "a`b holds a backtick.", ["`` a`b ``"]),
        (r"An escaped \` is no span.", "An escaped ` is no span.", []),
    ],
)
def test_inline_markdown_reads_back_as_its_plain_text(markdown: str, plain: str, spans: list[str]) -> None:
    assert inline_plain(markdown) == plain
    assert code_spans(markdown) == spans


@pytest.mark.parametrize("text", ["no markup at all", "__init__ and *args", "a `tick` and a \\ backslash", "x_y"])
def test_escaped_text_reads_back_as_itself(text: str) -> None:
    assert inline_plain(escape(text)) == text
