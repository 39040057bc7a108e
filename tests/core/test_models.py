"""Boundary models: thread keys and structured actions."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from core.models import Action, ThreadKey


def test_session_id_is_stable_and_includes_every_part() -> None:
    key = ThreadKey(platform="slack", workspace="E1-T1", channel="C1", thread="1700000000.0001")
    assert key.session_id == "slack:E1-T1:C1:1700000000.0001"
    assert key.session_id == ThreadKey(**key.model_dump()).session_id


def test_session_ids_cannot_collide_through_separators() -> None:
    a = ThreadKey(platform="console", workspace="a:b", channel="c", thread="d")
    b = ThreadKey(platform="console", workspace="a", channel="b:c", thread="d")
    assert a.session_id != b.session_id


def test_action_infers_its_command() -> None:
    assert Action.model_validate({"report": "detailed", "analysis": 0}).command == "report"
    assert Action(source=2).command == "source"
    assert Action(feedback="up", analysis=1).command == "feedback"
    assert Action(question="How?").command == "ask"


def test_action_without_content_is_rejected() -> None:
    with pytest.raises(ValidationError):
        Action()
    with pytest.raises(ValidationError):
        Action.model_validate({"report": "enormous"})
