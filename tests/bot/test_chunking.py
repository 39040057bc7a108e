"""Splitting long markdown for platforms with message size limits."""

from __future__ import annotations

import random
import re

import pytest

from bot.chunking import _open_fence, split_markdown


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


def test_a_long_code_line_under_a_long_opener_still_fits_the_limit() -> None:
    # The line alone fits the generic width, but not with its block's opener and
    # closing fence around it: Discord refuses a 2,001-character message outright.
    line = "x = " + "1, " * 660
    text = f"```python {{.numberLines}}\n{line}\n```"
    pieces = split_markdown(text, 2000)
    assert all(len(p) <= 2000 for p in pieces), [len(p) for p in pieces]
    assert "".join(pieces).count("1,") == 660


def test_no_piece_ends_with_an_empty_code_block() -> None:
    # The opener fits at the end of a piece but its first code line does not.
    text = "a" * 1900 + "\n```python\n" + "b = 1  # " + "c" * 150 + "\n```"
    pieces = split_markdown(text, 2000)
    assert all(len(p) <= 2000 for p in pieces)
    for piece in pieces:
        lines = [line for line in piece.split("\n") if line.strip()]
        for at, line in enumerate(lines[:-1]):
            assert not (line.startswith("```") and lines[at + 1] == "```" and line != "```"), piece[-40:]
    assert pieces[0].rstrip().endswith("a"), "the block opens in the piece that holds its code"


def test_random_documents_split_within_the_limit_with_every_block_balanced() -> None:
    rng = random.Random(1)
    words = ["alpha", "beta[1]", "**bold**", "`code`", "[link](<https://x.y/z>)", "delta.", "eps?"]

    def paragraph() -> str:
        if rng.random() < 0.3:
            fence, language = rng.choice(["```", "~~~", "````"]), rng.choice(["", "python"])
            body = "\n".join(" ".join(rng.choices(words, k=rng.randint(1, 30))) for _ in range(rng.randint(1, 40)))
            return f"{fence}{language}\n{body}\n{fence}"
        return " ".join(rng.choices(words, k=rng.randint(1, 400)))

    for _ in range(300):
        text = "\n\n".join(paragraph() for _ in range(rng.randint(1, 6)))
        for limit in (2000, 300, 41):
            pieces = split_markdown(text, limit)
            assert all(len(p) <= limit for p in pieces), (limit, [len(p) for p in pieces])
            assert not any(_open_fence(p) for p in pieces), limit
            assert "".join("".join(pieces).split()).count("alpha") == text.count("alpha")


def test_a_long_paragraph_is_never_cut_inside_a_link_or_an_escape() -> None:
    # A paragraph over Slack's 3,000-character section limit was cut at a space inside
    # `<https://…|the setup guide>`: one section ended in a raw `<https://…|the setup`,
    # the next began `guide>`; a run without spaces was cut inside `&amp;`, showing "&am".
    slack = " ".join(f"see <https://ex.com/docs/{i}|the official setup guide {i}> for more &amp; less" for i in range(60))
    discord = " ".join(f"see [the official setup guide {i}](<https://ex.com/docs/{i}>) for more" for i in range(60))
    for text, link in ((slack, r"<https://ex\.com/docs/\d+\|the official setup guide \d+>"),
                       (discord, r"\[the official setup guide \d+\]\(<https://ex\.com/docs/\d+>\)")):
        pieces = split_markdown(text, 3000)
        assert len(pieces) > 1 and all(len(p) <= 3000 for p in pieces)
        assert sum(len(re.findall(link, p)) for p in pieces) == 60, "every link whole in one piece"
    packed = "a&amp;b&lt;c&gt;" * 400
    pieces = split_markdown(packed, 3000)
    assert all(len(p) <= 3000 for p in pieces) and "".join(pieces) == packed
    assert all(not re.search(r"&[a-z]{0,3}$", p) for p in pieces[:-1]), [p[-8:] for p in pieces]
