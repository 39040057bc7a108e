"""call_with_failover: retries, logs and propagation are the same whether a call fails first or later."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import pytest

from core.failover import RetryPolicy, Stopped, Verdict, call_with_failover

log = logging.getLogger("tests.failover")
NO_WAIT = RetryPolicy(max_retries=2, backoff_seconds=0.0)


@dataclass
class Endpoint:
    label: str
    cooling_until: float = 0.0


class Flaky(Exception):
    pass


def judge(exc: BaseException, has_next: bool) -> Verdict | None:
    if isinstance(exc, Flaky):
        return Verdict("flaky", retry=True, cooldown=60.0)
    if isinstance(exc, KeyError):
        return Verdict("refused", stop=True)
    return None


def failing(times: int, error: BaseException) -> tuple[list[str], object]:
    calls: list[str] = []

    async def call(endpoint: Endpoint) -> str:
        calls.append(endpoint.label)
        if len(calls) <= times:
            raise error
        return f"answer from {endpoint.label}"

    return calls, call


async def test_a_first_failure_is_retried_and_logged_as_attempt_one(caplog: pytest.LogCaptureFixture) -> None:
    calls, call = failing(2, Flaky())
    primary = Endpoint("primary")
    with caplog.at_level(logging.WARNING, logger=log.name):
        answer = await call_with_failover([primary], call, judge, NO_WAIT, logger=log)  # type: ignore[arg-type]

    assert answer == "answer from primary"
    assert calls == ["primary"] * 3
    retries = [r.getMessage() for r in caplog.records if r.getMessage().startswith("failover.retry")]
    assert retries == [
        "failover.retry endpoint=primary attempt=1 reason=flaky",
        "failover.retry endpoint=primary attempt=2 reason=flaky",
    ]


async def test_retries_stop_at_the_policy_and_the_next_endpoint_answers() -> None:
    calls, call = failing(3, Flaky())
    primary, second = Endpoint("primary"), Endpoint("second")
    failures: list = []  # type: ignore[type-arg]
    answer = await call_with_failover([primary, second], call, judge, NO_WAIT, logger=log, failures=failures)  # type: ignore[arg-type]

    assert answer == "answer from second"
    assert calls == ["primary"] * 3 + ["second"]
    assert [f.label for f in failures] == ["primary"]
    assert primary.cooling_until > 0 and second.cooling_until == 0.0


async def test_an_error_that_is_no_service_failure_propagates_as_itself_after_one_call() -> None:
    error = ValueError("a bug of ours")
    calls, call = failing(1, error)
    with pytest.raises(ValueError) as raised:
        await call_with_failover([Endpoint("primary"), Endpoint("second")], call, judge, NO_WAIT, logger=log)  # type: ignore[arg-type]

    assert raised.value is error
    assert calls == ["primary"]


async def test_a_stopping_verdict_is_neither_retried_nor_sent_on() -> None:
    calls, call = failing(1, KeyError("malformed"))
    with pytest.raises(Stopped):
        await call_with_failover([Endpoint("primary"), Endpoint("second")], call, judge, NO_WAIT, logger=log)  # type: ignore[arg-type]

    assert calls == ["primary"]
