"""A turn's first steps, a few turns at a time.

One process's event loop runs every turn it holds a slot for (MAX_CONCURRENT_TURNS,
128 by default), and each `await` sends a turn to the back of the loop's ready queue.
So when a burst of turns starts together, their pre-model work (the store's reads,
follow-up detection, classification, building the request) is shared out round-robin:
each turn reaches its first model request only when nearly all of them have done
theirs, the first model calls leave in one wave, and the loop has little to do while
that wave is out. The model's wait and the loop's work then alternate instead of
overlapping (docs/scaling.md, the twenty-seventh pass).

`StartGate` lets `places` turns at a time do those first steps, first come, first
served: a turn takes a place once it holds its thread's lock and gives it back at its
first model request (`reached_model`, called by `core.llm`), at the end of its turn if
it makes none, or after `hold_seconds`, whichever comes first. The first calls then
leave after a few turns' work, and each later group's work overlaps the earlier
groups' model waits. The cap on holding bounds what a place can be held through
pre-model I/O (a slow store): the gate orders the loop's work, it must not become a
queue on I/O. The place is found through a context variable, as the turn breaker is
(core/breaker.py), so the turn's concurrent steps share it and other turns never see it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar

from core.limits import FifoLimit

# Enough turns to keep the loop and the search and follow-up threads busy between them,
# few enough that the first model requests leave after a small share of a burst's work.
STARTING_TURNS = 16
# Longer than a turn's pre-model work takes even in a burst on a busy machine (~0.2 s).
HOLD_SECONDS = 1.0


class _Place:
    """One turn's place at the gate, given back once."""

    def __init__(self, gate: FifoLimit) -> None:
        self._gate: FifoLimit | None = gate
        self._expiry: asyncio.TimerHandle | None = None

    def hold_at_most(self, seconds: float) -> None:
        self._expiry = asyncio.get_running_loop().call_later(seconds, self.leave)

    def leave(self) -> None:
        if self._gate is None:
            return
        gate, self._gate = self._gate, None
        if self._expiry is not None:
            self._expiry.cancel()
        gate.release()


_current: ContextVar[_Place | None] = ContextVar("research_bot_turn_start", default=None)


class StartGate:
    """The process's places for turns' first steps (see the module's docstring)."""

    def __init__(self, places: int = STARTING_TURNS, hold_seconds: float = HOLD_SECONDS) -> None:
        self.places = FifoLimit(places)
        self.hold_seconds = hold_seconds

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """Run a turn inside: it waits for a place, and gives it back as described above."""
        await self.places.acquire()
        place = _Place(self.places)
        place.hold_at_most(self.hold_seconds)
        token = _current.set(place)
        try:
            yield
        finally:
            _current.reset(token)
            place.leave()


def reached_model() -> None:
    """The running turn is about to ask the model: its first steps are done."""
    place = _current.get()
    if place is not None:
        place.leave()
