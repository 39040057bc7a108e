"""`serve` and `worker` run on uvloop unless UVLOOP=false."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import sys
import threading

import pytest

from bot import event_loop


async def _loop_module() -> str:
    await asyncio.sleep(0)
    return type(asyncio.get_running_loop()).__module__


@pytest.mark.skipif(sys.platform != "linux", reason="uvloop is a dependency on Linux only")
def test_long_running_processes_run_on_uvloop_by_default() -> None:
    assert event_loop.run(_loop_module(), use_uvloop=True).startswith("uvloop")


def test_uvloop_false_keeps_asyncios_own_loop() -> None:
    assert event_loop.run(_loop_module(), use_uvloop=False).startswith("asyncio")


async def _thresholds() -> tuple[int, int, int]:
    await asyncio.sleep(0)
    return gc.get_threshold()


def test_a_young_threshold_applies_while_the_process_runs_and_pythons_return_after() -> None:
    before = gc.get_threshold()
    inside = event_loop.run(_thresholds(), use_uvloop=False, gc_young_threshold=50_000)
    assert inside == (50_000, *event_loop.OLDER_THRESHOLDS)
    assert gc.get_threshold() == before


def test_a_young_threshold_of_zero_keeps_pythons_thresholds() -> None:
    assert event_loop.run(_thresholds(), use_uvloop=False, gc_young_threshold=0) == gc.get_threshold()


async def _pool_threads(calls: int) -> set[str]:
    """The threads `calls` blocking calls at once ran on in the default pool."""
    started = threading.Barrier(calls, timeout=0.3)

    def blocking() -> str:
        # Waits for every call to have started: a pool of fewer threads than calls breaks it.
        with contextlib.suppress(threading.BrokenBarrierError):
            started.wait()
        return threading.current_thread().name

    return set(await asyncio.gather(*(asyncio.to_thread(blocking) for _ in range(calls))))


def test_the_default_pool_runs_on_the_configured_number_of_threads() -> None:
    assert len(event_loop.run(_pool_threads(6), use_uvloop=True, pool_threads=2)) == 2


def test_a_pool_size_of_zero_keeps_asyncios_own_pool() -> None:
    # asyncio's pool has min(32, CPUs + 4) threads: at least five, so five calls at once get five.
    assert len(event_loop.run(_pool_threads(5), use_uvloop=True, pool_threads=0)) == 5
