"""`serve` and `worker` run on uvloop unless UVLOOP=false."""

from __future__ import annotations

import asyncio
import gc
import sys

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
