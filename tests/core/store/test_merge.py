"""Merging a turn whose save lost the compare-and-set race into what is stored now."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from core.models import Analysis, Feedback, ReportSet, Session, Turn
from core.store.merge import merge_sessions
from tests.core.store.samples import full_session, key


def answered(session: Session, question: str, minute: int) -> Session:
    """`session` with one more researched turn appended (as the assistant does)."""
    out = session.model_copy(deep=True)
    out.mark_stored(session.revision)
    created = datetime(2026, 11, 2, 10, minute, tzinfo=UTC)
    out.analyses.append(
        Analysis(
            question=question,
            standalone_question=question,
            reports=ReportSet(inline=question, quick=question, detailed=question),
            created=created,
        )
    )
    out.turns.append(Turn(role="user", content=question, at=created))
    out.turns.append(Turn(role="assistant", content=question, at=created, analysis=len(out.analyses) - 1))
    out.updated = created + timedelta(seconds=1)
    return out


def test_both_turns_are_kept_and_each_answer_points_at_its_analysis() -> None:
    base = full_session(key())
    base.mark_stored(4)
    theirs = answered(base, "theirs?", 1)
    theirs.mark_stored(5)
    mine = answered(base, "mine?", 2)

    merged = merge_sessions(base, mine, theirs)

    assert [t.content for t in merged.turns] == [
        *[t.content for t in base.turns], "theirs?", "theirs?", "mine?", "mine?"
    ]
    assert [a.question for a in merged.analyses][-2:] == ["theirs?", "mine?"]
    for turn in merged.turns:
        if turn.analysis is not None and turn.role == "assistant" and turn.content.endswith("?"):
            assert merged.analyses[turn.analysis].question == turn.content
    assert merged.revision == 5, "the merge is saved against what is stored now"
    assert merged.updated == mine.updated


def test_feedback_given_meanwhile_survives_and_this_turns_vote_is_applied() -> None:
    base = full_session(key())  # U1 voted up on the only answer
    theirs = base.model_copy(deep=True)
    theirs.analyses[0].feedback.append(Feedback(user="U2", value="down"))
    mine = base.model_copy(deep=True)
    mine.analyses[0].feedback = [Feedback(user="U1", value="down")]

    merged = merge_sessions(base, mine, theirs)

    votes = {f.user: f.value for f in merged.analyses[0].feedback}
    assert votes == {"U1": "down", "U2": "down"}


def test_a_reset_meanwhile_keeps_the_new_turn_and_drops_feedback_on_forgotten_answers() -> None:
    base = full_session(key())
    theirs = Session(key=key())  # the thread was reset
    mine = answered(base, "after?", 3)
    mine.analyses[0].feedback.append(Feedback(user="U9", value="up"))

    merged = merge_sessions(base, mine, theirs)

    assert [a.question for a in merged.analyses] == ["after?"]
    assert [t.analysis for t in merged.turns] == [None, 0]
    assert merged.analyses[0].feedback == []


def test_an_earlier_answer_shown_by_name_is_kept_unless_a_newer_answer_was_stored_meanwhile() -> None:
    base = answered(full_session(key()), "second?", 1)
    first = base.analyses[0].id
    mine = base.model_copy(deep=True)
    mine.viewing = first  # "answer 1": commands naming no answer now act on it

    assert merge_sessions(base, mine, base.model_copy(deep=True)).viewing == first
    # A newer answer stored meanwhile is what "sources" or "make it shorter" is said about next.
    assert merge_sessions(base, mine, answered(base, "theirs?", 2)).viewing is None
    # This turn's own new answer is too, whatever the stored copy says it showed.
    theirs = base.model_copy(deep=True)
    theirs.viewing = first
    assert merge_sessions(base, answered(base, "mine?", 3), theirs).viewing is None
