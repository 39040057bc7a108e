"""Splitting long markdown for platforms with message size limits."""

from __future__ import annotations

import pytest

from bot.chunking import split_markdown


def fences_balanced(piece: str) -> bool:
    return sum(1 for line in piece.split("\n") if line.strip().startswith("```")) % 2 == 0


def test_short_text_is_one_piece() -> None:
    assert split_markdown("hello", 100) == ["hello"]


def test_splits_at_paragraphs_within_the_limit() -> None:
    text = "\n\n".join(f"Paragraph {i} " + "word " * 30 for i in range(20))
    pieces = split_markdown(text, 500)
    assert len(pieces) > 1
    assert all(len(p) <= 500 for p in pieces)
    assert all(p.lstrip().startswith("Paragraph") for p in pieces)
    assert "".join(pieces).count("Paragraph") == 20


def test_code_block_cut_across_pieces_is_closed_and_reopened() -> None:
    code = "\n".join(f"print({i})  # line {i}" for i in range(200))
    text = f"Intro paragraph.\n\n```python\n{code}\n```\n\nOutro."
    pieces = split_markdown(text, 800)
    assert len(pieces) > 2
    assert all(len(p) <= 800 for p in pieces)
    assert all(fences_balanced(p) for p in pieces)
    assert pieces[1].startswith("```python")
    joined = "\n".join(pieces)
    assert all(f"print({i})" in joined for i in range(200))


def test_tilde_fenced_block_is_closed_and_reopened_with_tildes() -> None:
    # The bare ``` lines are code inside the ~~~ block (a heredoc, say): they do not close it.
    code = "\n".join(f"echo {i}" + ("\n```" if i % 25 == 0 else "") for i in range(200))
    text = f"Intro.\n\n~~~bash\n{code}\n~~~\n\nOutro."
    pieces = split_markdown(text, 600)
    assert len(pieces) > 2
    assert all(len(p) <= 600 for p in pieces)
    for piece in pieces[1:-1]:
        assert piece.startswith("~~~bash\n")
        assert piece.endswith("\n~~~")
    assert pieces[0].endswith("\n~~~")
    assert pieces[-1].startswith("~~~bash\n") and pieces[-1].endswith("Outro.")
    joined = "\n".join(pieces)
    assert all(f"echo {i}" in joined for i in range(200))


def test_one_huge_line_is_broken_at_sentences_and_words() -> None:
    text = ("This is a sentence that goes on. " * 200) + ("x" * 1500)
    pieces = split_markdown(text, 400)
    assert all(len(p) <= 400 for p in pieces)
    assert sum(p.count("sentence") for p in pieces) == 200


def test_rejects_a_limit_too_small() -> None:
    with pytest.raises(ValueError):
        split_markdown("x" * 100, 10)
