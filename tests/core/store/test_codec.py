"""`codec.snapshot` and `codec.Loaded`: the turn's copy of its session before it changes it."""

from __future__ import annotations

import pytest

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


def test_a_loaded_session_is_copied_only_when_the_end_of_the_turn_asks_for_it(monkeypatch) -> None:
    # What a store hands out was decoded from its stored text: the turn's copy of it as loaded is
    # that text decoded again, and only when a save needs the whole session (a conflict's merge).
    session = full_session(key())
    stored = codec.encode(session)
    loaded = codec.decode(stored, session.key)
    loaded.mark_stored(5)
    expected = codec.snapshot(loaded)

    def no_copy(session):  # type: ignore[no-untyped-def]
        raise AssertionError("copied before a save needed it")

    monkeypatch.setattr(codec, "snapshot", no_copy)
    before = codec.Loaded(loaded)
    assert (before.turns, before.next_answer) == (len(session.turns), session.position(len(session.analyses)))
    loaded.analyses[0].feedback.append(Feedback(user="U2", value="down", at=loaded.analyses[0].created))
    loaded.turns[0].content = "edited"
    loaded.turns.append(loaded.turns[0].model_copy())
    copy = before.session()
    assert copy == expected
    assert copy.revision == 5
    assert copy.model_dump() == expected.model_dump()
    assert before.session() is copy
    # The stored text is handed over once: a later copy of the changed session is not decoded from it.
    assert loaded.take_source() is None


def test_a_session_decoded_from_no_stored_text_is_kept_as_it_was(monkeypatch) -> None:
    fresh = codec.decode(None, key())
    fresh.mark_stored(0)
    expected = codec.snapshot(fresh)
    monkeypatch.setattr(codec, "decode", lambda raw, key: pytest.fail("decoded again"))
    before = codec.Loaded(fresh)
    fresh.turns.extend(full_session(key()).turns)
    assert before.session() == expected
    assert before.session().turns == []
    assert (before.turns, before.next_answer) == (0, 0)


def test_a_loaded_session_with_no_json_form_is_copied_at_once() -> None:
    session = full_session(key())
    session.turns[0].content = "broken emoji \ud83d here"
    session.mark_stored(3)
    before = codec.Loaded(session)
    session.turns[0].content = "edited"
    assert before.session().turns[0].content == "broken emoji \ud83d here"
    assert before.session().revision == 3


def test_a_stored_record_is_decoded_in_one_pass_and_equals_the_long_way(monkeypatch) -> None:
    session = full_session(key())
    raw = codec.encode(session)
    long_way = codec.Session.model_validate(codec.json.loads(raw)["session"])

    def no_json_loads(*_args, **_kwargs):
        raise AssertionError("a valid record is read by pydantic's JSON parser alone")

    monkeypatch.setattr(codec.json, "loads", no_json_loads)
    decoded = codec.decode(raw, session.key)
    assert decoded == long_way
    assert decoded.model_dump_json() == long_way.model_dump_json()


@pytest.mark.parametrize(
    "raw",
    ['{"v": 2, "session": {}}', '{"v": 1.0, "session": {"key": null}}', "[1]", "{", '{"v": 1}', '"\\ud800"'],
)
def test_a_record_the_one_pass_refuses_is_still_replaced_the_long_way(raw: str) -> None:
    fresh = codec.Session(key=key()).model_dump(exclude={"updated"})
    assert codec.decode(raw, key()).model_dump(exclude={"updated"}) == fresh
