"""Refused Slack requests: why each was refused, and the once-a-minute warning's count."""

from __future__ import annotations

import logging
import time

import pytest

from bot.slack.verification import WARN_EVERY_SECONDS, Rejections, reason_of


def test_a_refusal_is_read_as_unsigned_stale_or_signed_with_another_secret() -> None:
    now = time.time()
    assert reason_of({}, now) == "unsigned"
    assert reason_of({"X-Slack-Signature": "v0=ab", "X-Slack-Request-Timestamp": str(int(now) - 301)}, now) == "stale"
    assert reason_of({"X-Slack-Signature": "v0=ab", "X-Slack-Request-Timestamp": str(int(now) + 5)}, now) == "signature"


def test_the_warning_comes_again_after_a_minute_with_the_refusals_since_the_last_one(caplog: pytest.LogCaptureFixture) -> None:
    clock = [1000.0]
    rejections = Rejections(clock=lambda: clock[0])
    headers = {"X-Slack-Signature": "v0=ab", "X-Slack-Request-Timestamp": str(int(time.time()))}
    with caplog.at_level(logging.WARNING, logger="bot.slack.verification"):
        for _ in range(5):
            rejections.refused(headers)
            clock[0] += WARN_EVERY_SECONDS / 3
    counts = [r.getMessage().split("count=")[1].split()[0] for r in caplog.records]
    # Refused at 0, 20, 40, 60 and 80 s: warned at 0 s (that one) and at 60 s (the three since); 80 s waits.
    assert counts == ["1", "3"], counts
