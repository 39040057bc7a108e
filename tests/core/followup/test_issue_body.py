"""Twenty-first pass (ifu35): an issue's body after its title (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history

ANSWERED = [
    {"role": "user", "content": "How do Kafka consumer groups rebalance?"},
    {"role": "assistant", "content": "When a consumer joins or leaves, the group coordinator reassigns partitions [1]."},
]


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Add a flag to update snapshots", "- Adds a `--update` CLI flag that rewrites failing snapshots\n- Documents it in the README"),
        ("Soft delete for all records", "Out of scope:\nRestoring deleted records from the admin page."),
        ("Soft delete for all records", "Acceptance criteria:\n- Add `deleted_at` to every table as a date field"),
    ],
)
def test_a_body_opening_on_a_template_mark_after_the_title_goes_on_with_it(title: str, body: str) -> None:
    d = decide_history(body, [{"role": "user", "content": title}])
    assert d.is_followup, d.reasoning
    assert "issue's body" in d.reasoning


def test_a_template_mark_after_an_answer_is_no_issue_body() -> None:
    # After an answer the mark decides nothing: a new question under a heading stays new.
    for question in (
        "## Pricing\nHow much does Amazon SQS FIFO cost per million requests?",
        "**Separate question:** how much does Amazon SQS FIFO cost per million requests?",
    ):
        d = decide_history(question, ANSWERED)
        assert not d.is_followup and "issue's body" not in d.reasoning, d.reasoning
