"""The one loop every surface runs: admit -> handle -> render -> deliver.

A frontend (Slack's Bolt listeners, the Discord client, the terminal) turns an
event into an `AdmissionRequest` and calls `accept`. Admission is core's
(de-duplication, allowlists, limits); the frontend then prepares where the
reply goes (posts the question, opens a thread, defers an interaction) and the
turn is submitted. With the inline dispatcher it runs here as a tracked task;
a queue can take `Turn`s instead and run `execute` in a worker, since a turn
and its target are plain data. Each stage is timed and logged, so metrics can
hang off the same boundaries.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Protocol

from bot.surface import Surface, Surfaces, Turn, TurnHandler
from bot.tasks import TaskTracker
from core import commands
from core.admission import Admission, AdmissionRequest, original_id
from core.limits import FifoLimit
from core.models import Inbound, ProgressEvent, Reply
from core.records import bus
from core.records.events import StageTimed
from core.replies import error_reply, info_reply
from core.text import truncate

log = logging.getLogger(__name__)

CRASHED = "Something went wrong on my side while answering. Please try again; the thread is intact."
SHUTTING_DOWN = "I'm restarting right now and can't take new questions; please ask again in a minute."
STARTING = "starting now"
# How often a queued turn re-reads its place in line: each change is an edit of its
# message, and hundreds may wait at once.
QUEUE_REFRESH_SECONDS = 10.0

STOPPED = "Stopped: I won't answer {questions}. The thread is as it was; ask again whenever you like."
CANNOT_STOP = (
    "Answers here are researched by separate workers, so I can't stop one from here: "
    "if one of yours is on its way, it will still arrive in this thread."
)

# Given whether the turn researches: where its reply goes (posting the
# question, opening a thread, deferring an interaction), or None to drop it.
Prepare = Callable[[bool], Awaitable[Turn | None]]
Refuse = Callable[[str], Awaitable[None]]


class Dispatcher(Protocol):
    async def submit(self, turn: Turn) -> None: ...

    async def drain(self, timeout: float) -> int: ...

    def __len__(self) -> int: ...


class InlineDispatcher:
    """`JOB_QUEUE=inline`: each turn runs in this process as a tracked task,
    so the platform is acknowledged at once and shutdown can drain the work."""

    def __init__(self, run: Callable[[Turn], Awaitable[None]]) -> None:
        self._run = run
        self.tasks = TaskTracker()
        self._turns: dict[asyncio.Task[None], Turn] = {}

    async def submit(self, turn: Turn) -> None:
        task = self.tasks.spawn(self._run(turn), f"turn:{turn.target.platform}")
        self._turns[task] = turn
        task.add_done_callback(lambda done: self._turns.pop(done, None))

    def running(self, chosen: Callable[[Turn], bool]) -> list[tuple[asyncio.Task[None], Turn]]:
        """The turns still running (or waiting for a slot) that `chosen` picks."""
        return [(task, turn) for task, turn in self._turns.items() if chosen(turn)]

    async def drain(self, timeout: float) -> int:
        return await self.tasks.drain(timeout)

    def __len__(self) -> int:
        return len(self.tasks)


class DirectDispatcher:
    """Each turn runs to its end before `submit` returns: a terminal waits for its answer."""

    def __init__(self, run: Callable[[Turn], Awaitable[None]]) -> None:
        self._run = run

    async def submit(self, turn: Turn) -> None:
        await self._run(turn)

    async def drain(self, timeout: float) -> int:
        return 0

    def __len__(self) -> int:
        return 0


def turn_slots(limit: int) -> FifoLimit:
    """The process's research-turn slots (MAX_CONCURRENT_TURNS), shared by its pipelines."""
    return FifoLimit(limit, poll=QUEUE_REFRESH_SECONDS)


class Pipeline:
    def __init__(
        self, handler: TurnHandler, admission: Admission, surfaces: Surfaces, turn_slots: FifoLimit | None = None
    ) -> None:
        self.handler = handler
        self.admission = admission
        self.surfaces = surfaces
        self.turn_slots = turn_slots
        self.dispatcher: Dispatcher = InlineDispatcher(self.execute)
        self.accepting = True
        # Turns stopped because their question was deleted (by `id`: a Turn is not hashable).
        self._withdrawn: set[int] = set()

    async def accept(self, request: AdmissionRequest, prepare: Prepare, refuse: Refuse) -> Turn | None:
        """Admit the message; if it gets a turn, prepare its target and submit it."""
        if not self.accepting:
            await refuse(SHUTTING_DOWN)
            return None
        started = time.perf_counter()
        decision = await self.admission.admit(request)
        admit_ms = (time.perf_counter() - started) * 1000
        if not decision.admitted:
            log.info("turn.refused platform=%s reason=%s", request.inbound.thread.platform, decision.reason)
            if decision.notify and decision.message:
                await refuse(decision.message)
            return None
        turn = await prepare(decision.research)
        if turn is None:
            return None
        # ack: from the event's arrival to the user seeing it taken (admitted, reply target ready).
        bus.emit(StageTimed("ack", (time.perf_counter() - started) * 1000, turn.target.platform))
        log.debug("turn.admitted platform=%s research=%s admit_ms=%.1f", turn.target.platform, turn.research, admit_ms)
        if decision.stop and (stopped := await self._stop(turn)) is not None:
            # Answered here, never queued: behind the thread's lock it waited for the very answer
            # it asked to stop.
            await run_turn(_Said(stopped), turn, self.surfaces.surface(turn.target))
            return turn
        await self.dispatcher.submit(turn)
        return turn

    async def _stop(self, stop: Turn) -> Reply | None:
        """Stop the answers being researched for whoever said `stop`: in its thread, or, said where
        it opens a thread of its own (a channel mention, a new DM message), in that channel.
        Another person's answer is left alone: in a shared thread "stop" may be said to anyone.
        None when none of theirs runs and the thread is free, or a plan waits there: the turn is
        core's, which drops the plan under the thread's lock (behind a turn holding it)."""
        said = stop.inbound
        if not isinstance(self.dispatcher, (InlineDispatcher, DirectDispatcher)):
            # A worker's answer can't be stopped from here; a plan waiting for `go` is the thread's
            # (the turn runs in this process, as commands do), and was left for a later "yes" to run.
            return None if await self.admission.plan_waits(said.thread, said.user) else info_reply(CANNOT_STOP)
        whole_channel = said.thread.thread == original_id(said.message_id or "")

        def theirs(turn: Turn) -> bool:
            asked = turn.inbound
            place = asked.thread.channel == said.thread.channel if whole_channel else asked.thread == said.thread
            return turn is not stop and turn.research and asked.user == said.user and place

        stopped = self.withdraw(theirs)
        if stopped:
            asked = ", ".join(f"“{truncate(_question(t.inbound), 80)}”" for t in stopped)
            return info_reply(STOPPED.format(questions=asked))
        busy = isinstance(self.dispatcher, InlineDispatcher) and bool(
            self.dispatcher.running(lambda turn: turn is not stop and turn.inbound.thread == said.thread)
        )
        # Someone else's turn holds the thread: behind it, this would wait only to say "nothing to
        # stop" (it did, at once, with a plan waiting there, which stayed for a later "yes" to run).
        if busy and not await self.admission.plan_waits(said.thread, said.user):
            return info_reply(commands.NOTHING_TO_STOP)
        return None

    async def execute(self, turn: Turn) -> None:
        try:
            surface = self.surfaces.surface(turn.target)
            await run_turn(self.handler, turn, surface, self.turn_slots, withdrawn=lambda: id(turn) in self._withdrawn)
        finally:
            self._withdrawn.discard(id(turn))

    def withdraw(self, asked: Callable[[Turn], bool]) -> list[Turn]:
        """Stop the pending turns whose question was deleted, or that their asker stopped (`asked`
        picks them): their answers in progress are taken down, nothing is saved. Returns them.
        Only turns running in this process can be; a queued job belongs to the worker that runs it."""
        if not isinstance(self.dispatcher, InlineDispatcher):
            return []
        stopped = []
        for task, turn in self.dispatcher.running(asked):
            # A turn that has just ended is not stopped (nor marked: its id may be reused).
            if task.cancel():
                self._withdrawn.add(id(turn))
                stopped.append(turn)
        return stopped

    async def shutdown(self, grace_seconds: float) -> int:
        """Stop taking turns, let running ones finish within the grace period;
        returns how many had to be cancelled (their surfaces say so)."""
        self.accepting = False
        return await self.dispatcher.drain(grace_seconds)

    def __len__(self) -> int:
        return len(self.dispatcher)


@contextmanager
def _timed(stages: dict[str, float], name: str) -> Iterator[None]:
    started = time.perf_counter()
    try:
        yield
    finally:
        stages[name] = round((time.perf_counter() - started) * 1000, 1)


@asynccontextmanager
async def _slot(slots: FifoLimit | None, surface: Surface, stages: dict[str, float], platform: str) -> AsyncIterator[None]:
    """A research turn's place among the process's running turns; while it waits,
    its surface shows how many turns are ahead, and that it starts when it does."""
    if slots is None:
        yield
        return
    waited = False

    async def queued(ahead: int) -> None:
        nonlocal waited
        waited = True
        await surface.progress(ProgressEvent(stage="queued", position=ahead))

    with _timed(stages, "queue"):
        await slots.acquire(queued)
    try:
        if waited:
            bus.emit(StageTimed("queue", stages["queue"], platform))
            await surface.progress(ProgressEvent(stage="planning", detail=STARTING))
        yield
    finally:
        slots.release()


async def run_turn(
    handler: TurnHandler, turn: Turn, surface: Surface, slots: FifoLimit | None = None,
    withdrawn: Callable[[], bool] = lambda: False,
) -> Reply | None:
    """Handle, render and deliver one turn on its surface (a research turn within
    one of `slots`). Whatever fails, the user hears about it, and the surface is
    always closed; a turn cancelled because `withdrawn` (its question was deleted)
    takes its answer in progress down instead."""
    stages: dict[str, float] = {}
    reply: Reply | None = None
    try:
        await surface.open(turn.research)
        async with _slot(slots if turn.research else None, surface, stages, turn.target.platform):
            with _timed(stages, "handle"):
                reply = await handler.handle(turn.inbound, progress=surface.progress)
            with _timed(stages, "render"):
                rendered = surface.render(reply)
            with _timed(stages, "deliver"):
                await surface.deliver(rendered)
            bus.emit(StageTimed("deliver", stages["deliver"], turn.target.platform))
    except asyncio.CancelledError:
        reply = None
        raise
    except Exception:
        log.exception("turn.failed platform=%s", turn.target.platform)
        reply = error_reply(CRASHED)
        try:
            await surface.deliver(surface.render(reply))
        except Exception:  # noqa: BLE001 - the private note is the last way to reach the user
            log.warning("turn.error_reply_failed platform=%s", turn.target.platform, exc_info=True)
            await _last_word(surface)
    finally:
        # Shielded: a turn cancelled at shutdown still takes its placeholder down.
        gone = reply is None and withdrawn()
        await asyncio.shield(surface.withdraw() if gone else surface.close(reply))
        log.info(
            "turn.done platform=%s kind=%s research=%s %s",
            turn.target.platform,
            reply.kind if reply is not None else "withdrawn" if gone else "interrupted",
            turn.research,
            " ".join(f"{k}_ms={v}" for k, v in stages.items()),
        )
    return reply


class _Said:
    """A reply already decided, as the turn's handler: the stop's, which needs no session."""

    def __init__(self, reply: Reply) -> None:
        self.reply = reply

    async def handle(self, inbound: Inbound, progress: object = None) -> Reply:
        return self.reply


def _question(inbound: Inbound) -> str:
    return inbound.text or (inbound.action.question if inbound.action else None) or "your question"


async def _last_word(surface: Surface) -> None:
    try:
        await surface.notice(CRASHED)
    except Exception:  # noqa: BLE001 - nothing left to tell the user through
        log.error("turn.reply_lost", exc_info=True)
