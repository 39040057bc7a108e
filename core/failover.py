"""Retry, cooldown and failover across interchangeable endpoints, on tenacity.

The model client (a chain of OpenAI-compatible endpoints) and web search (a
chain of search providers) fail the same ways: a timeout or a 5xx is worth a
retry with backoff, a 429 says how long to wait (Retry-After), a rejected key
belongs to one endpoint and a malformed request fails everywhere. Each caller
judges its own exceptions into a `Verdict`; this module does the rest: retries
on the same endpoint (tenacity), moves to the next one, and cools a failed
endpoint down so later calls try the others first.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Protocol, TypeVar

from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

from core.deadline import Deadline, DeadlineExceeded

R = TypeVar("R")


class Endpoint(Protocol):
    label: str
    cooling_until: float


E = TypeVar("E", bound=Endpoint)


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 2
    backoff_seconds: float = 0.5
    max_backoff_seconds: float = 8.0

    def backoff(self, attempt: int) -> float:
        """Exponential backoff before retry number `attempt + 1` (attempt counts from 0)."""
        return min(self.max_backoff_seconds, self.backoff_seconds * (2**attempt))


@dataclass(frozen=True)
class Verdict:
    """What one failure means.

    `retry`: try the same endpoint again (after `wait` seconds, or the policy's
    backoff when `wait` is None). `stop`: give up at once, no other endpoint
    would do better. Otherwise the next endpoint is tried. `cooldown`: seconds
    this endpoint is tried last by later calls (None: not at all).
    """

    reason: str
    retry: bool = False
    wait: float | None = None
    stop: bool = False
    cooldown: float | None = None


Judge = Callable[[BaseException, bool], "Verdict | None"]


class Stopped(RuntimeError):
    """An endpoint failed in a way no other endpoint would fix; `label` names it."""

    def __init__(self, label: str, reason: str) -> None:
        super().__init__(f"{label} ({reason})")
        self.label = label
        self.reason = reason


@dataclass(frozen=True)
class Failure:
    label: str
    reason: str


class Exhausted(RuntimeError):
    """Every endpoint failed; `failures` says why, in the order they were tried."""

    def __init__(self, failures: list[Failure]) -> None:
        super().__init__(", ".join(f"{f.label} ({f.reason})" for f in failures))
        self.failures = failures


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds a server asked us to wait: `retry-after-ms`, or `Retry-After` as
    seconds or an HTTP date. None when absent or unreadable."""
    lowered = {k.lower(): v for k, v in headers.items()}
    millis = lowered.get("retry-after-ms")
    if millis is not None:
        try:
            return max(0.0, float(millis) / 1000)
        except ValueError:
            pass
    value = lowered.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def by_readiness(endpoints: Sequence[E]) -> list[E]:
    """Endpoints not cooling down first, in their configured order; cooling ones last."""
    now = time.monotonic()
    return sorted(endpoints, key=lambda e: e.cooling_until > now)


async def call_with_failover(
    endpoints: Sequence[E],
    call: Callable[[E], Awaitable[R]],
    judge: Judge,
    policy: RetryPolicy,
    *,
    logger: logging.Logger,
    failures: list[Failure] | None = None,
    deadline: Deadline | None = None,
) -> R:
    """`call` on each endpoint in readiness order until one succeeds.

    `judge(exc, has_next)` turns an exception into a Verdict; None means the
    exception is not a service failure and propagates untouched. Endpoints that
    failed before one answered are appended to `failures`. Raises `Stopped` for
    a verdict that stops, `Exhausted` when every endpoint failed, and
    `DeadlineExceeded` rather than wait past `deadline` for a retry.
    """
    chain = by_readiness(endpoints)
    failures = [] if failures is None else failures
    last: BaseException | None = None
    for position, endpoint in enumerate(chain):
        has_next = position + 1 < len(chain)
        # Nearly every call succeeds at once: try it before setting tenacity up (about 50 us
        # of CPU a call, a quarter of a model call's own). A failure replays as tenacity's
        # first attempt, so its retries, waits and logs are what they always were.
        try:
            result = await call(endpoint)
        except Exception as exc:  # noqa: BLE001 - judged by tenacity's first attempt below
            first: BaseException | None = exc
        else:
            endpoint.cooling_until = 0.0
            return result

        async def attempt(endpoint: E) -> R:
            nonlocal first
            if first is not None:
                failed, first = first, None
                raise failed
            return await call(endpoint)

        def verdict(exc: BaseException, has_next: bool = has_next) -> Verdict | None:
            return judge(exc, has_next)

        def wait(state: RetryCallState) -> float:
            exc = state.outcome.exception() if state.outcome else None
            judged = verdict(exc) if exc is not None else None
            backoff = policy.backoff(state.attempt_number - 1)
            if judged is None or judged.wait is None:
                return backoff
            return judged.wait

        def log_retry(state: RetryCallState, endpoint: E = endpoint) -> None:
            exc = state.outcome.exception() if state.outcome else None
            judged = verdict(exc) if exc is not None else None
            reason = judged.reason if judged else type(exc).__name__
            pause = state.next_action.sleep if state.next_action else 0.0
            if deadline is not None and pause >= deadline.remaining():
                raise DeadlineExceeded(f"no time left to retry {endpoint.label} ({reason})") from exc
            logger.warning("failover.retry endpoint=%s attempt=%d reason=%s", endpoint.label, state.attempt_number, reason)

        retrying = AsyncRetrying(
            stop=stop_after_attempt(policy.max_retries + 1),
            wait=wait,
            retry=retry_if_exception(lambda exc: bool((v := verdict(exc)) and v.retry and not v.stop)),
            before_sleep=log_retry,
            reraise=True,
        )
        try:
            result = await retrying(attempt, endpoint)
        except Exception as exc:
            judged = verdict(exc)
            if judged is None:
                raise
            if judged.stop:
                raise Stopped(endpoint.label, judged.reason) from exc
            failures.append(Failure(endpoint.label, judged.reason))
            if judged.cooldown is not None:
                endpoint.cooling_until = time.monotonic() + judged.cooldown
            logger.warning("failover.failed endpoint=%s reason=%s", endpoint.label, judged.reason)
            if has_next:
                logger.warning("failover.next from=%s to=%s", endpoint.label, chain[position + 1].label)
            last = exc
            continue
        endpoint.cooling_until = 0.0
        return result
    raise Exhausted(failures) from last
