"""One heartbeat renews every lease a process holds; a lease found lost is reported once."""

from __future__ import annotations

import asyncio

import pytest

from core.heartbeat import Heartbeat


class Renewals:
    def __init__(self, *answers: bool | Exception) -> None:
        self.answers = list(answers)
        self.calls = 0

    async def __call__(self) -> bool:
        self.calls += 1
        answer = self.answers.pop(0) if self.answers else True
        if isinstance(answer, Exception):
            raise answer
        return answer


async def test_each_beat_renews_every_registered_lease() -> None:
    beat = Heartbeat(60)
    first, second = Renewals(), Renewals()
    beat.add("a", first)
    async with beat.holding("b", second):
        await beat.beat()
        assert (first.calls, second.calls) == (1, 1)
    await beat.beat()
    assert (first.calls, second.calls) == (2, 1), "a discarded lease is no longer renewed"


async def test_a_lost_lease_is_reported_once_and_not_renewed_again() -> None:
    beat = Heartbeat(60)
    lost: list[str] = []
    renew = Renewals(False)
    lease = beat.add("job:1", renew, on_lost=lambda: lost.append("job:1"))
    await beat.beat()
    await beat.beat()
    assert lost == ["job:1"] and lease.lost and renew.calls == 1


async def test_a_renewal_that_fails_is_retried_not_taken_as_lost() -> None:
    beat = Heartbeat(60)
    lost: list[str] = []
    renew = Renewals(ConnectionError("store blip"), True)
    lease = beat.add("lock:t", renew, on_lost=lambda: lost.append("lock:t"))
    await beat.beat()
    await beat.beat()
    assert lost == [] and not lease.lost and renew.calls == 2


async def test_the_running_heartbeat_beats_until_stopped() -> None:
    renew = Renewals()
    async with Heartbeat(0.02) as beat:
        beat.add("x", renew)
        while renew.calls < 3:
            await asyncio.sleep(0.01)
    calls = renew.calls
    await asyncio.sleep(0.06)
    assert renew.calls == calls


def test_an_interval_must_be_positive() -> None:
    with pytest.raises(ValueError):
        Heartbeat(0)
