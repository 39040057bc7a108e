"""`serve` and `worker` run on uvloop unless UVLOOP=false."""

from __future__ import annotations

import asyncio
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
