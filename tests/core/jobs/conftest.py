"""Job engine fixtures: a stream under a test prefix on the real Redis, a scripted researcher, a recording deliverer."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.jobs import Job, JobStream, job_stream
from core.jobs.delivery import Deliverers
from core.jobs.worker import Worker
from core.models import Citation, DeliveryTarget, Inbound, ProgressEvent, ReportSet, Reply, ThreadKey
from core.research.base import ResearchRequest, ResearchResult
from core.store import open_store


class ScriptedResearcher:
    """Answers each question with itself after `delay`; waits for `gate` first when given one."""

    def __init__(self, delay: float = 0.0, gate: asyncio.Event | None = None) -> None:
        self.delay = delay
        self.gate = gate
        self.calls: list[str] = []
        self.started = asyncio.Event()

    async def research(self, request: ResearchRequest, progress=None) -> ResearchResult:  # type: ignore[no-untyped-def]
        self.calls.append(request.question)
        self.started.set()
        if self.gate is not None:
            await self.gate.wait()
        await asyncio.sleep(self.delay)
        q = request.question
        return ResearchResult(
            reports=ReportSet(inline=f"{q} [1]", quick=f"Quick: {q} [1]", detailed=f"Detailed: {q} [1]"),
            citations=[Citation(number=1, title="Doc", path="doc.md", snippet="doc")],
        )


class RecordingDeliverer:
    """A deliverer for the `test` platform that records what reaches each thread.

    `failures` makes the next N deliveries raise, as a platform API outage would.
    """

    platform = "test"

    def __init__(self, failures: int = 0) -> None:
        self.failures = failures
        self.replies: dict[str, list[Reply]] = {}
        self.events: dict[str, list[ProgressEvent]] = {}
        self.failed: dict[str, list[str]] = {}
        self.attempts = 0
        self.delivered_ids: set[str] = set()
        self.started: list[str] = []
        self.released: dict[str, list[str | None]] = {}

    async def delivered(self, job: Job) -> bool:
        return job.event_id in self.delivered_ids

    async def start(self, job: Job) -> None:
        self.started.append(job.event_id)

    async def progress(self, job: Job, event: ProgressEvent) -> None:
        self.events.setdefault(job.event_id, []).append(event)

    async def release(self, job: Job, note: str | None) -> None:
        self.released.setdefault(job.event_id, []).append(note)

    async def deliver(self, job: Job, reply: Reply) -> None:
        self.attempts += 1
        if self.failures > 0:
            self.failures -= 1
            raise ConnectionError("platform API unavailable")
        self.replies.setdefault(job.event_id, []).append(reply)
        self.delivered_ids.add(job.event_id)

    async def fail(self, job: Job, message: str) -> None:
        self.failed.setdefault(job.event_id, []).append(message)


def job(event_id: str, text: str = "", thread: str | None = None) -> Job:
    key = ThreadKey(platform="test", workspace="w", channel="c", thread=thread or event_id)
    return Job(
        event_id=event_id,
        inbound=Inbound(thread=key, user="u1", text=text or f"What is {event_id}?", origin="thread"),
        target=DeliveryTarget(platform="test", channel="c", thread=key.thread, user="u1"),
    )


@pytest.fixture
def job_settings(tmp_path: Path, shared_corpus_db: Path, test_redis_url: str, redis_prefix: str) -> Settings:
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=tmp_path,
        corpus_db=shared_corpus_db,
        session_store="redis",
        job_queue="redis",
        redis_url=test_redis_url,
        redis_key_prefix=redis_prefix,
        llm_model=None,
        openai_api_key=None,
        openai_base_url=None,
        lock_timeout_seconds=0.6,
        job_lease_seconds=0.6,
        job_retry_backoff_seconds=0.05,
        job_max_attempts=3,
        worker_drain_seconds=0.3,
    )


@pytest.fixture
async def stream(job_settings: Settings) -> AsyncIterator[JobStream]:
    s = job_stream(job_settings)
    await s.ensure_group()
    yield s
    await s.client.aclose()


MakeWorker = Callable[..., Worker]


@pytest.fixture
async def make_worker(job_settings: Settings) -> AsyncIterator[MakeWorker]:
    """Workers sharing the test's stream, each on clients of its own; stopped and closed afterwards."""
    closers: list[Callable[[], object]] = []

    def make(
        researcher: ScriptedResearcher, deliverer: RecordingDeliverer, concurrency: int | None = 2, **overrides: object
    ) -> Worker:
        settings = job_settings.model_copy(update=overrides)
        store = open_store(settings)
        assistant = Assistant(settings, store, researcher, FollowupDetector(settings))  # type: ignore[arg-type]
        stream = job_stream(settings)
        worker = Worker.from_settings(stream, assistant, Deliverers(deliverer), settings, concurrency)
        closers.extend([store.close, stream.client.aclose])
        return worker

    yield make
    for close in closers:
        await close()  # type: ignore[misc]


async def until(predicate: Callable[[], object], timeout: float = 10.0, what: str = "condition") -> None:
    """Wait for an async or sync predicate to hold; fail the test with `what` otherwise."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = predicate()
        if asyncio.iscoroutine(value):
            value = await value
        if value:
            return
        if asyncio.get_running_loop().time() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


class Running:
    """A worker running in this event loop until `stop()`."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.stop_event = asyncio.Event()
        self.task = asyncio.create_task(worker.run(self.stop_event))

    async def stop(self) -> None:
        self.stop_event.set()
        await asyncio.wait_for(self.task, timeout=10)
