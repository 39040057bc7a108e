"""The Redis Streams job engine, in process against the real Redis: leases, retries, dead letters, hand-back.

tests/core/jobs/test_worker_processes.py repeats the crash cases with real worker processes.
"""

from __future__ import annotations

import asyncio
import json

import redis.asyncio as aioredis

from core.jobs import JobStream
from core.jobs.streams import GROUP
from core.jobs.worker import HANDED_BACK, RETRYING
from core.models import ProgressEvent
from tests.core.jobs.conftest import MakeWorker, RecordingDeliverer, Running, ScriptedResearcher, job, until


async def pending_for(stream: JobStream) -> dict[str, int]:
    summary = await stream.client.xpending(stream.stream, GROUP)
    return {c["name"].decode(): int(c["pending"]) for c in summary["consumers"]}


async def test_an_event_is_enqueued_once_however_often_it_is_submitted(stream: JobStream) -> None:
    first = await stream.enqueue(job("Ev1"), dedupe_ttl_seconds=60)
    again = await stream.enqueue(job("Ev1"), dedupe_ttl_seconds=60)
    assert first is not None and again is None
    assert await stream.client.xlen(stream.stream) == 1


async def test_a_job_is_run_delivered_once_and_removed_from_the_stream(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    researcher, deliverer = ScriptedResearcher(), RecordingDeliverer()
    running = Running(make_worker(researcher, deliverer))
    await stream.enqueue(job("Ev1", "What is Redis persistence?"), 60)
    await until(lambda: "Ev1" in deliverer.replies, what="the answer")
    await running.stop()

    assert [r.kind for r in deliverer.replies["Ev1"]] == ["answer"]
    assert "Quick: What is Redis persistence?" in deliverer.replies["Ev1"][0].markdown
    assert researcher.calls == ["What is Redis persistence?"]
    assert await stream.client.xlen(stream.stream) == 0, "acknowledged entries are deleted"
    assert await pending_for(stream) == {}


async def test_a_job_running_longer_than_its_lease_is_not_taken_over(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    # 3 s of research against a 1 s lease: only heartbeats keep it.
    researcher, deliverer = ScriptedResearcher(delay=3.0), RecordingDeliverer()
    first = Running(make_worker(researcher, deliverer, job_lease_seconds=1.0))
    second = Running(make_worker(researcher, deliverer, job_lease_seconds=1.0))
    await stream.enqueue(job("Ev1"), 60)
    await until(lambda: "Ev1" in deliverer.replies, what="the answer")
    await asyncio.sleep(1.2)  # a takeover would show up as a second run by now
    await first.stop()
    await second.stop()
    assert len(researcher.calls) == 1
    assert len(deliverer.replies["Ev1"]) == 1


async def test_a_dead_workers_job_is_taken_over_after_its_lease(stream: JobStream, make_worker: MakeWorker) -> None:
    await stream.enqueue(job("Ev1"), 60)
    # A worker that took the job and died: it never renews nor acknowledges.
    taken = await stream.read("dead-worker", 1, block_ms=100)
    assert [e.job.event_id for e in taken if e.job] == ["Ev1"]

    researcher, deliverer = ScriptedResearcher(), RecordingDeliverer()
    running = Running(make_worker(researcher, deliverer))
    await until(lambda: "Ev1" in deliverer.replies, what="the taken-over answer")
    await running.stop()
    assert len(deliverer.replies["Ev1"]) == 1
    assert await stream.client.xlen(stream.stream) == 0


async def test_a_job_whose_answer_was_delivered_before_a_crash_is_not_posted_again(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    researcher, deliverer = ScriptedResearcher(), RecordingDeliverer()
    await stream.enqueue(job("Ev1"), 60)
    # A worker took the job, posted its answer and died before acknowledging.
    assert [e.id for e in await stream.read("dead-worker", 1, block_ms=100)]
    deliverer.delivered_ids.add("Ev1")
    running = Running(make_worker(researcher, deliverer))
    await until(lambda: stream.client.xlen(stream.stream), timeout=5, what="the entry to exist")
    await until(
        lambda: _xlen_is_zero(stream.client, stream.stream), what="the entry to be acknowledged without a run"
    )
    await running.stop()
    assert researcher.calls == [] and deliverer.replies == {} and deliverer.started == []


async def _xlen_is_zero(client: aioredis.Redis, key: str) -> bool:
    return await client.xlen(key) == 0


async def test_failed_deliveries_back_off_then_the_job_is_dead_lettered_and_the_thread_told(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    researcher, deliverer = ScriptedResearcher(), RecordingDeliverer(failures=99)
    running = Running(make_worker(researcher, deliverer))
    await stream.enqueue(job("Ev1"), 60)
    await until(lambda: "Ev1" in deliverer.failed, timeout=15, what="the dead-letter notice")
    await running.stop()

    assert deliverer.attempts == 3, "JOB_MAX_ATTEMPTS runs, no more"
    assert deliverer.released["Ev1"] == [RETRYING, RETRYING], "the thread hears of each retry, then of the end"
    assert len(researcher.calls) == 1, "later runs replay the saved answer instead of researching again"
    assert "after 3 attempt(s)" in deliverer.failed["Ev1"][0]
    dead = await stream.client.xrange(stream.dead)
    assert len(dead) == 1
    fields = {k.decode(): v.decode() for k, v in dead[0][1].items()}
    assert json.loads(fields["job"])["event_id"] == "Ev1"
    assert fields["deliveries"] == "3" and "ConnectionError" in fields["reason"]
    assert await stream.client.xlen(stream.stream) == 0


async def test_a_job_that_fails_once_is_retried_and_answered(stream: JobStream, make_worker: MakeWorker) -> None:
    researcher, deliverer = ScriptedResearcher(), RecordingDeliverer(failures=1)
    running = Running(make_worker(researcher, deliverer))
    await stream.enqueue(job("Ev1"), 60)
    await until(lambda: "Ev1" in deliverer.replies, what="the retried answer")
    await running.stop()
    assert deliverer.attempts == 2 and len(deliverer.replies["Ev1"]) == 1
    assert deliverer.failed == {} and deliverer.released == {"Ev1": [RETRYING]}


async def test_a_worker_takes_no_more_jobs_than_it_has_free_slots(stream: JobStream, make_worker: MakeWorker) -> None:
    gate = asyncio.Event()
    researcher, deliverer = ScriptedResearcher(gate=gate), RecordingDeliverer()
    # MAX_CONCURRENT_TURNS, the same limit an inline frontend uses, sets a worker's slots.
    worker = make_worker(researcher, deliverer, concurrency=None, max_concurrent_turns=2)
    running = Running(worker)
    for n in range(6):
        await stream.enqueue(job(f"Ev{n}"), 60)
    await until(lambda: len(researcher.calls) == 2, what="two turns running")
    await asyncio.sleep(0.5)
    assert await pending_for(stream) == {worker.name: 2}, "no job sits prefetched behind busy slots"
    assert len(researcher.calls) == 2
    gate.set()
    await until(lambda: len(deliverer.replies) == 6, what="all six answers")
    await running.stop()


async def test_a_worker_that_lost_its_job_to_another_stops_running_it(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    gate = asyncio.Event()
    researcher, deliverer = ScriptedResearcher(gate=gate), RecordingDeliverer()
    running = Running(make_worker(researcher, deliverer))
    entry_id = await stream.enqueue(job("Ev1"), 60)
    await researcher.started.wait()
    # Another consumer claims the entry (as XAUTOCLAIM would after a missed lease).
    await stream.client.xclaim(stream.stream, GROUP, "other-worker", 0, [entry_id], justid=True)
    await until(lambda: running.worker.running == 0, what="the local run to be cancelled")
    gate.set()
    await asyncio.sleep(0.3)
    await running.stop()
    assert deliverer.replies == {}, "the run that lost its lease posts nothing"
    assert deliverer.released == {"Ev1": [None]}, "and leaves the thread to the new owner"
    assert await pending_for(stream) == {"other-worker": 1}


async def test_stop_drains_then_hands_running_jobs_back_for_another_worker(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    gate = asyncio.Event()
    slow, deliverer = ScriptedResearcher(gate=gate), RecordingDeliverer()
    leaving = Running(make_worker(slow, deliverer))
    await stream.enqueue(job("Ev1"), 60)
    await slow.started.wait()
    await leaving.stop()  # drains for 0.3 s, then hands the job back
    assert deliverer.replies == {}
    assert deliverer.released == {"Ev1": [HANDED_BACK]}, "the thread is told its question is queued again"
    # Still pending (not lost), and already idle for a whole lease: claimable at once.
    claimable = await stream.client.xpending_range(
        stream.stream, GROUP, min="-", max="+", count=10, idle=stream.lease_ms
    )
    assert len(claimable) == 1

    fresh, taker = ScriptedResearcher(), RecordingDeliverer()
    running = Running(make_worker(fresh, taker))
    await until(lambda: "Ev1" in taker.replies, what="the handed-back job's answer")
    await running.stop()
    gate.set()


async def test_consumers_of_dead_workers_are_removed_and_live_ones_kept(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    await stream.client.xgroup_createconsumer(stream.stream, GROUP, "ghost")
    deliverer = RecordingDeliverer()
    worker = make_worker(ScriptedResearcher(), deliverer)
    running = Running(worker)
    await stream.enqueue(job("Ev1"), 60)
    await until(lambda: "Ev1" in deliverer.replies, what="the answer")

    async def consumers() -> set[str]:
        return {c["name"].decode() for c in await stream.client.xinfo_consumers(stream.stream, GROUP)}

    await until(lambda: _lacks(consumers, "ghost"), what="the ghost consumer to be removed")
    assert worker.name in await consumers(), "a live worker's consumer stays"
    await running.stop()
    assert worker.name not in await consumers(), "a clean exit removes its own consumer"


async def _lacks(names, name: str) -> bool:  # type: ignore[no-untyped-def]
    return name not in await names()


async def test_the_thread_lock_is_renewed_by_the_workers_heartbeat(
    stream: JobStream, make_worker: MakeWorker
) -> None:
    # Both turns are on one thread; the first runs four lock leases long.
    researcher, deliverer = ScriptedResearcher(delay=2.4), RecordingDeliverer()
    running = Running(make_worker(researcher, deliverer, concurrency=2))
    await stream.enqueue(job("Ev1", "First question?", thread="T"), 60)
    await researcher.started.wait()
    await stream.enqueue(job("Ev2", "Second question?", thread="T"), 60)
    await until(lambda: len(deliverer.replies) == 2, timeout=15, what="both answers")
    await running.stop()
    queued = [e for e in deliverer.events.get("Ev2", []) if e.stage == "queued"]
    assert queued and queued[0].position == 1, "the second turn waited behind the first and was told so"
    assert researcher.calls == ["First question?", "Second question?"]


async def test_progress_events_reach_the_deliverer(stream: JobStream, make_worker: MakeWorker) -> None:
    class Progressing(ScriptedResearcher):
        async def research(self, request, progress=None):  # type: ignore[no-untyped-def]
            await progress(ProgressEvent(stage="searching", query=request.question))
            return await super().research(request, progress)

    deliverer = RecordingDeliverer()
    running = Running(make_worker(Progressing(), deliverer))
    await stream.enqueue(job("Ev1", "What is Redis?"), 60)
    await until(lambda: "Ev1" in deliverer.replies, what="the answer")
    await running.stop()
    assert [e.stage for e in deliverer.events["Ev1"]] == ["searching"]
