"""ifu40: a "back to" inside a clause of the message's own sets no follow-up floor — the learned
weight decides, so a self-contained statement that mentions falling back stands alone; a reach
back said as the message's opening, set off by a dash or colon, or ending it still floors the
decision (examples written here)."""

from __future__ import annotations

import pytest

from core.followup import decide_history

ANSWERED = [
    {"role": "user", "content": "How do Kafka consumer groups rebalance?"},
    {"role": "assistant", "content": "When a consumer joins or leaves, the group coordinator reassigns partitions [1]."},
]


@pytest.mark.parametrize(
    "question",
    [
        "A TLS client should refuse to fall back to SSLv3 when the server offers TLS 1.2.",
        "Most SMTP servers fall back to port 25 when STARTTLS is refused by the relay.",
    ],
)
def test_a_back_to_inside_the_message_own_clause_sets_no_follow_up_floor(question: str) -> None:
    d = decide_history(question, ANSWERED)
    assert not d.is_followup, d.reasoning
    assert d.score < 0.5, d.reasoning


@pytest.mark.parametrize(
    "question",
    [
        "Back to the rebalance — does it pause every consumer in the group?",
        "Going back to the first answer, what does the coordinator store?",
        "What was the coordinator called again?",
    ],
)
def test_a_reach_back_where_one_is_said_still_floors_the_decision(question: str) -> None:
    d = decide_history(question, ANSWERED)
    assert d.is_followup, d.reasoning
    assert d.score >= 0.85, d.reasoning
