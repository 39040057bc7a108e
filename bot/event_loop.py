"""The event loop a long-running process (`serve`, `worker`) runs on.

uvloop, where it is installed (Linux, from the project's dependencies), spends
about a tenth less CPU per answer than asyncio's own loop in
`bench/bench_burst.py`; `UVLOOP=false` keeps asyncio's loop, and so does any
platform without it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


def loop_factory(use_uvloop: bool) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's loop when wanted and installed; None means asyncio's default."""
    if not use_uvloop:
        return None
    try:
        import uvloop
    except ImportError:
        log.info("event_loop.asyncio reason=uvloop-not-installed")
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, T], *, use_uvloop: bool) -> T:
    with asyncio.Runner(loop_factory=loop_factory(use_uvloop)) as runner:
        return runner.run(main)
