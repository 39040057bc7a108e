from __future__ import annotations

import logging

import pytest

from core.records import bus
from core.records.events import Event, Feedback, ModelCall


def test_every_subscribed_observer_receives_each_event_until_it_unsubscribes() -> None:
    seen: list[Event] = []
    stop = bus.subscribe(seen.append)
    first = ModelCall(endpoint="primary", model="m", purpose="writer", latency_ms=3.0)
    bus.emit(first)
    stop()
    bus.emit(Feedback(platform="slack", positive=True))
    assert seen == [first]


def test_a_failing_observer_is_logged_and_does_not_stop_the_others(caplog: pytest.LogCaptureFixture) -> None:
    def broken(event: Event) -> None:
        raise RuntimeError("observer bug")

    seen: list[Event] = []
    stops = [bus.subscribe(broken), bus.subscribe(seen.append)]
    try:
        with caplog.at_level(logging.WARNING, logger="core.records.bus"):
            bus.emit(Feedback(platform="discord", positive=False))
    finally:
        for stop in stops:
            stop()
    assert seen == [Feedback(platform="discord", positive=False)]
    assert "observer" in caplog.text and "Feedback" in caplog.text
