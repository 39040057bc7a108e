"""The job engine of `research-bot worker`: take jobs from the stream, run them, deliver, acknowledge.

One worker process runs at most `concurrency` turns at once and asks the
stream for no more jobs than it has free slots. Every lease it holds — each
running job's claim on its stream entry, the thread lock of each running
turn, and the worker's own pulse — is renewed by one heartbeat; a renewal
that finds a job owned by another worker cancels the local run.

Failures: a run that raises is retried after a backoff (the entry is backdated
so another worker can claim it once the delay passes); the delivery counter
counts runs including crashes, and past `max_attempts` the job moves to the
dead-letter stream and its thread is told. SIGTERM (`stop`) stops taking jobs,
lets running turns finish for up to `drain_seconds`, then hands the rest back
for other workers to take at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import secrets
import socket

from core.assistant import Assistant
from core.config import Settings
from core.heartbeat import Heartbeat, Lease
from core.jobs.base import Job
from core.jobs.delivery import Deliverer, Deliverers, UnknownPlatform
from core.jobs.runner import run_job
from core.jobs.streams import Entry, JobStream
from core.store import StoreUnavailable

log = logging.getLogger(__name__)

GAVE_UP = (
    "I couldn't answer this message after {attempts} attempt(s) ({why}). "
    "Please ask again in a little while; the rest of the thread is intact."
)
# Shown where the progress was while a job waits to run again.
HANDED_BACK = "⏳ Queued again: I'm restarting, and another worker picks your question up in a moment."
RETRYING = "⏳ Something went wrong on my side; trying again in a moment."

# Longest XREADGROUP block, so a stop request is noticed quickly.
_BLOCK_MS = 1000
# Pause after the stream itself failed (Redis restarting, failing over).
_TROUBLE_PAUSE_SECONDS = 1.0


def consumer_name() -> str:
    """Unique per process and pod: host name (the pod's), pid, and a random suffix."""
    return f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"


class Worker:
    def __init__(
        self,
        stream: JobStream,
        assistant: Assistant,
        deliverers: Deliverers,
        *,
        concurrency: int,
        lease_seconds: float,
        lock_lease_seconds: float,
        max_attempts: int,
        backoff_seconds: float,
        drain_seconds: float,
        name: str | None = None,
    ) -> None:
        self.stream = stream
        self.assistant = assistant
        self.deliverers = deliverers
        self.concurrency = concurrency
        self.lease_seconds = lease_seconds
        self.max_attempts = max_attempts
        self.backoff_seconds = backoff_seconds
        self.drain_seconds = drain_seconds
        self.name = name or consumer_name()
        # A third of the shortest lease: one slow beat never loses anything.
        self.heartbeat = Heartbeat(min(lease_seconds, lock_lease_seconds) / 3)
        self._running: dict[str, asyncio.Task[None]] = {}
        self._slot_freed = asyncio.Event()
        self._handing_back = False
        self.completed = 0

    @classmethod
    def from_settings(
        cls,
        stream: JobStream,
        assistant: Assistant,
        deliverers: Deliverers,
        settings: Settings,
        concurrency: int | None = None,
    ) -> Worker:
        return cls(
            stream,
            assistant,
            deliverers,
            concurrency=concurrency or settings.max_concurrent_turns,
            lease_seconds=settings.job_lease_seconds,
            lock_lease_seconds=settings.lock_timeout_seconds,
            max_attempts=settings.job_max_attempts,
            backoff_seconds=settings.job_retry_backoff_seconds,
            drain_seconds=settings.worker_drain_seconds,
        )

    @property
    def running(self) -> int:
        return len(self._running)

    async def run(self, stop: asyncio.Event) -> None:
        """Take and run jobs until `stop` is set; then drain and hand back."""
        await self.stream.ensure_group()
        pulse_ttl = self.lease_seconds * 2
        await self.stream.pulse(self.name, pulse_ttl)
        self.heartbeat.add("worker-pulse", lambda: self.stream.pulse(self.name, pulse_ttl))
        self.heartbeat.start()
        sweeper = asyncio.create_task(self._sweep(stop), name="worker-sweep")
        log.info(
            "worker.started name=%s concurrency=%d platforms=%s",
            self.name,
            self.concurrency,
            ",".join(self.deliverers.platforms),
        )
        try:
            while not stop.is_set():
                free = self.concurrency - len(self._running)
                if free <= 0:
                    await _first_of(self._slot_freed.wait(), stop.wait())
                    self._slot_freed.clear()
                    continue
                try:
                    entries = await self.stream.reclaim(self.name, free)
                    if not entries:
                        entries = await self.stream.read(self.name, free, _BLOCK_MS)
                except StoreUnavailable as exc:
                    log.warning("worker.stream_unavailable error=%s", exc)
                    await _first_of(asyncio.sleep(_TROUBLE_PAUSE_SECONDS), stop.wait())
                    continue
                for entry in entries:
                    if stop.is_set():
                        # Read after the stop request: give it straight back.
                        await self._hand_back([entry.id])
                        continue
                    self._start(entry)
        finally:
            sweeper.cancel()
            await asyncio.gather(sweeper, return_exceptions=True)
            await self._shut_down()

    def _start(self, entry: Entry) -> None:
        task = asyncio.create_task(self._process(entry), name=f"job:{entry.id}")
        self._running[entry.id] = task
        task.add_done_callback(lambda _t, entry_id=entry.id: self._finished(entry_id))

    def _finished(self, entry_id: str) -> None:
        self._running.pop(entry_id, None)
        self._slot_freed.set()

    async def _process(self, entry: Entry) -> None:
        try:
            await self._run_entry(entry)
        except StoreUnavailable as exc:
            # Couldn't even record the outcome; the lease lapses and the job comes back.
            log.warning("job.stream_unavailable entry=%s error=%s", entry.id, exc)

    async def _run_entry(self, entry: Entry) -> None:
        job = entry.job
        if job is None:
            log.error("job.unreadable entry=%s", entry.id)
            await self.stream.dead_letter(entry, "unreadable job")
            return
        if entry.deliveries > self.max_attempts:
            # It keeps taking its workers down with it (a crash loop), or kept failing.
            await self._give_up(entry, f"its runs kept being interrupted ({entry.deliveries - 1} runs)")
            return
        try:
            deliverer = self.deliverers.for_job(job)
        except UnknownPlatform as exc:
            log.error("job.undeliverable entry=%s error=%s", entry.id, exc)
            await self.stream.dead_letter(entry, str(exc))
            return
        task = asyncio.current_task()
        assert task is not None
        lease: Lease = self.heartbeat.add(
            f"job:{entry.id}", lambda: self.stream.renew(self.name, entry.id), on_lost=task.cancel
        )
        try:
            # Redis counts a job's deliveries: only a job delivered before can have been posted before.
            await run_job(self.assistant, deliverer, job, heartbeat=self.heartbeat, may_have_run=entry.deliveries > 1)
            await self.stream.ack(entry.id)
            self.completed += 1
            log.info("job.done entry=%s event=%s runs=%d", entry.id, job.event_id, entry.deliveries)
        except asyncio.CancelledError:
            if lease.lost:
                # Another worker owns it now; its run (or replay) answers and shows its own progress.
                log.warning("job.lost entry=%s event=%s", entry.id, job.event_id)
                await _release(deliverer, job, None)
            elif self._handing_back:
                await _release(deliverer, job, HANDED_BACK)
                await self._hand_back([entry.id])
            else:
                await _release(deliverer, job, HANDED_BACK)
                raise
        except Exception as exc:  # noqa: BLE001 - any failure is retried, then dead-lettered
            await self._failed(entry, deliverer, exc)
        finally:
            self.heartbeat.discard(lease)

    async def _failed(self, entry: Entry, deliverer: Deliverer, exc: Exception) -> None:
        assert entry.job is not None
        why = _describe(exc)
        if entry.deliveries >= self.max_attempts:
            await self._give_up(entry, why)
            return
        await _release(deliverer, entry.job, RETRYING)
        delay = self._backoff(entry.deliveries)
        log.warning(
            "job.retry entry=%s run=%d of %d in=%.1fs error=%s",
            entry.id,
            entry.deliveries,
            self.max_attempts,
            delay,
            type(exc).__name__,
            exc_info=not isinstance(exc, StoreUnavailable),
        )
        with contextlib.suppress(StoreUnavailable):
            # If even this fails, the lease simply lapses and the job comes back then.
            await self.stream.release(self.name, [entry.id], after_seconds=delay)

    async def _give_up(self, entry: Entry, why: str) -> None:
        assert entry.job is not None
        log.error("job.dead_letter entry=%s event=%s runs=%d reason=%s", entry.id, entry.job.event_id, entry.deliveries, why)
        try:
            deliverer = self.deliverers.for_job(entry.job)
            await deliverer.fail(entry.job, GAVE_UP.format(attempts=min(entry.deliveries, self.max_attempts), why=why))
        except Exception:  # noqa: BLE001 - the job is dead-lettered whether or not the thread could be told
            log.error("job.fail_notice_lost entry=%s", entry.id, exc_info=True)
        await self.stream.dead_letter(entry, why)

    def _backoff(self, run: int) -> float:
        """Exponential with jitter, capped at the lease (how far an entry can be backdated)."""
        base = self.backoff_seconds * (2 ** (run - 1))
        return min(self.lease_seconds, base * random.uniform(0.8, 1.2))

    async def _hand_back(self, entry_ids: list[str]) -> None:
        try:
            handed = await self.stream.release(self.name, entry_ids)
        except StoreUnavailable as exc:
            log.warning("worker.hand_back_failed jobs=%d error=%s", len(entry_ids), exc)
            return
        log.info("worker.handed_back jobs=%d", handed)

    async def _shut_down(self) -> None:
        running = set(self._running.values())
        if running:
            log.info("worker.draining jobs=%d for=%gs", len(running), self.drain_seconds)
            _, running = await asyncio.wait(running, timeout=self.drain_seconds)
        if running:
            self._handing_back = True
            for task in running:
                task.cancel()
            await asyncio.gather(*running, return_exceptions=True)
        await self.heartbeat.stop()
        try:
            await self.stream.leave(self.name)
        except StoreUnavailable as exc:
            log.warning("worker.leave_failed error=%s", exc)
        log.info("worker.stopped name=%s completed=%d handed_back=%d", self.name, self.completed, len(running))

    async def _sweep(self, stop: asyncio.Event) -> None:
        """Remove consumers of dead workers (once their jobs were taken over)."""
        while not stop.is_set():
            try:
                removed = await self.stream.remove_dead_consumers(self.name)
            except StoreUnavailable as exc:
                log.debug("worker.sweep_failed error=%s", exc)
            else:
                if removed:
                    log.info("worker.removed_dead_consumers names=%s", ",".join(removed))
            await _first_of(asyncio.sleep(self.lease_seconds), stop.wait())


async def _release(deliverer: Deliverer, job: Job, note: str | None) -> None:
    try:
        await deliverer.release(job, note)
    except Exception:  # noqa: BLE001 - the job goes back to the queue whatever the thread shows
        log.warning("job.release_notice_failed event=%s", job.event_id, exc_info=True)


async def _first_of(*waits: object) -> None:
    tasks = [asyncio.ensure_future(w) for w in waits]  # type: ignore[call-overload]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, StoreUnavailable):
        return "my conversation store was unavailable"
    return f"{type(exc).__name__} while answering"
