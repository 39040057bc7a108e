"""Result memory: last N analyses, newest first, within a tokenizer-counted budget."""

from __future__ import annotations

from core.memory import HEADER, count_tokens, format_memory
from core.models import Analysis, Citation, ReportSet, Session, ThreadKey


def _session(n: int) -> Session:
    s = Session(key=ThreadKey(platform="console", thread="m"))
    for i in range(n):
        text = f"Answer {i} about topic{i}. " * 20
        s.analyses.append(
            Analysis(
                question=f"question {i}",
                standalone_question=f"What about topic{i}?",
                reports=ReportSet(inline=text[:80], quick=text, detailed=text),
                citations=[Citation(number=k, title=f"Doc {i}.{k}", url=f"https://ex.com/{i}/{k}") for k in (1, 2)],
                identifiers={"ids": [f"INC-{4800 + i}"]},
                summary=text[:300],
            )
        )
    return s


def test_keeps_only_the_last_n_newest_first() -> None:
    text = format_memory(_session(8), max_tokens=5000, memory_size=5)
    assert text.startswith(HEADER)
    assert "topic7" in text and "topic3" in text and "topic2" not in text
    assert text.index("topic7") < text.index("topic6") < text.index("topic3")
    assert "INC-4807" in text and "[1] Doc 7.1 — https://ex.com/7/1" in text


def test_budget_is_never_exceeded_and_older_entries_shrink_first() -> None:
    session = _session(5)
    for budget in (40, 90, 150, 300, 2000):
        text = format_memory(session, max_tokens=budget)
        assert count_tokens(text) <= budget
    tight = format_memory(session, max_tokens=150)
    assert "topic4" in tight  # the newest answer always makes it in
    assert "Type:" not in tight.split("[answer 4]")[0]


def test_empty_thread_or_zero_budget_gives_no_context() -> None:
    assert format_memory(_session(0), 500) == ""
    assert format_memory(_session(3), 0) == ""


def test_memory_numbers_answers_as_the_thread_does_after_trimming() -> None:
    """The model's `[answer N]` is the user's "answer N": trimmed answers still count."""
    s = _session(3)
    s.dropped = 5
    text = format_memory(s, max_tokens=5000, memory_size=5)
    assert "[answer 8] Q: What about topic2?" in text and "[answer 6] Q: What about topic0?" in text
    assert "[answer 1]" not in text
