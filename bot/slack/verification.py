"""Requests refused by Slack's signature check: counted, and said to operators.

Bolt answers a request whose signature does not match SLACK_SIGNING_SECRET with 401 and
says so only at INFO, with the request's body in the line. A wrong secret refuses every
event, so the bot merely looked silent. Each refusal is counted
(`research_bot_requests_rejected`), and a warning naming what to check goes out at most
once a minute per reason, never with the signature, the secret or the body.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Literal

from core.records import bus
from core.records.events import RequestRejected

log = logging.getLogger(__name__)

Reason = Literal["signature", "stale", "unsigned"]

WARN_EVERY_SECONDS = 60.0
# Slack's own bound on a request's age (slack_sdk's SignatureVerifier refuses beyond it).
_STALE_SECONDS = 300
# Unsigned requests are not Slack's (a scanner, a probe): counted, not worth a warning.
_ADVICE: dict[Reason, str] = {
    "signature": "signed with another secret: is SLACK_SIGNING_SECRET this app's Signing Secret "
    "(api.slack.com/apps → Basic Information → App Credentials)?",
    "stale": "timestamps more than 5 minutes from this machine's clock: is its clock right (NTP)?",
}


def reason_of(headers: Mapping[str, str], now: float) -> Reason:
    """Why a request Bolt refused failed its check, from its headers alone."""
    if not headers.get("X-Slack-Signature"):
        return "unsigned"
    timestamp = headers.get("X-Slack-Request-Timestamp", "").strip()
    if not timestamp.isdigit() or abs(now - int(timestamp)) > _STALE_SECONDS:
        return "stale"
    return "signature"


class Rejections:
    """One process's refused requests: each counted, warned about once a minute per reason
    with how many came since the last warning."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._warned: dict[Reason, float] = {}
        self._unsaid: Counter[Reason] = Counter()

    def refused(self, headers: Mapping[str, str]) -> None:
        reason = reason_of(headers, time.time())
        bus.emit(RequestRejected("slack", reason))
        advice = _ADVICE.get(reason)
        if advice is None:
            return
        self._unsaid[reason] += 1
        now = self._clock()
        last = self._warned.get(reason)
        if last is not None and now - last < WARN_EVERY_SECONDS:
            return
        self._warned[reason] = now
        log.warning("slack.requests_rejected reason=%s count=%d status=401 %s", reason, self._unsaid.pop(reason), advice)


class _BoltsSignatureLine(logging.Filter):
    """Bolt's own line for a refused signature carries the request's body, at INFO; the
    warning above says what an operator needs without it."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Invalid request signature detected")


_BOLTS_SIGNATURE_LINE = _BoltsSignatureLine()


def hide_bolts_signature_line() -> None:
    # The logger Bolt's RequestVerification (and its async twin) writes to; added once however often called.
    logging.getLogger("slack_bolt.RequestVerification").addFilter(_BOLTS_SIGNATURE_LINE)
