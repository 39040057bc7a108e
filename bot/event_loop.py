"""The event loop a long-running process (`serve`, `worker`) runs on.

uvloop, where it is installed (Linux, from the project's dependencies), spends
about a tenth less CPU per answer than asyncio's own loop in
`bench/bench_burst.py`; `UVLOOP=false` keeps asyncio's loop, and so does any
platform without it.

The same processes collect cyclic garbage less often (GC_YOUNG_THRESHOLD):
with Python's default thresholds (700, 10, 10) a 200-mention burst ran ~550
young, ~50 middle and 5-6 full collections, about 1 s of full ones alone, up
to 0.44 s each with the GIL held, which stalled every thread (the liveness one
too) and set the burst's /healthz p99. At (10000, 20, 20) the same burst ran
no full collection (docs/scaling.md). Memory is freed by reference counting as
before; only reference cycles wait longer (peak RSS did not move).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from collections.abc import Iterator
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


# Collections of the older generations, counted in collections of the one below.
OLDER_THRESHOLDS = (20, 20)


@contextlib.contextmanager
def gc_thresholds(young: int) -> Iterator[None]:
    """Collect every `young` net allocations (0: Python's own thresholds) while the block runs."""
    before = gc.get_threshold()
    if young:
        gc.set_threshold(young, *OLDER_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)


def run(main: Coroutine[Any, Any, T], *, use_uvloop: bool, gc_young_threshold: int = 0) -> T:
    with gc_thresholds(gc_young_threshold), asyncio.Runner(loop_factory=loop_factory(use_uvloop)) as runner:
        return runner.run(main)
