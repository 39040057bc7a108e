"""`codec.snapshot`: the turn's copy of its session before it changes it."""

from __future__ import annotations

from core.models import Feedback
from core.store import codec
from tests.core.store.samples import full_session, key


def test_a_snapshot_equals_the_session_and_keeps_its_revision() -> None:
    session = full_session(key())
    session.mark_stored(7)
    copy = codec.snapshot(session)
    assert copy == session
    assert copy.revision == 7
    assert copy.model_dump() == session.model_dump()


def test_a_snapshot_shares_nothing_the_turn_changes() -> None:
    session = full_session(key())
    copy = codec.snapshot(session)
    session.analyses[0].feedback.append(Feedback(user="U2", value="down", at=session.analyses[0].created))
    session.turns[0].content = "edited"
    session.analyses[0].citations[0].title = "renamed"
    assert len(copy.analyses[0].feedback) == 1
    assert copy.turns[0].content != "edited"
    assert copy.analyses[0].citations[0].title == "Lambda docs"


def test_text_with_no_json_form_is_copied_as_it_is() -> None:
    # Half a surrogate pair (a platform's JSON may carry one) has no UTF-8 form.
    session = full_session(key())
    session.turns[0].content = "broken emoji \ud83d here"
    session.mark_stored(3)
    copy = codec.snapshot(session)
    assert copy.turns[0].content == "broken emoji \ud83d here"
    assert copy == session
    assert copy.revision == 3
