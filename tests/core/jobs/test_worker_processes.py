"""Durable jobs with real worker processes: SIGKILL mid-run loses nothing, SIGTERM hands work back.

Workers run the model-driven research path against the fake OpenAI server in
this process, with short leases (2 s) so the suite stays quick.
"""

from __future__ import annotations

import asyncio
import signal
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from core.config import Settings
from core.jobs import Job, JobStream, redis_mailbox
from core.jobs.streams import GROUP
from core.models import DeliveryTarget, Inbound, ThreadKey
from core.store import open_store
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import ResearchModel
from tests.processes import BotProcess, bot_env, start, warm_data_dir

TOPICS = ["Redis persistence", "AWS Lambda", "PostgreSQL connections", "Kubernetes pods", "Slack Socket Mode"]
ASKS = ["How does {} work?", "What are the limits of {}?", "How do I monitor {}?", "What does {} cost?"]


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder whose corpus index is built before any process here starts."""
    return warm_data_dir(tmp_path_factory.mktemp("workers"))


@pytest.fixture
def job_settings(data_dir: Path, test_redis_url: str, redis_prefix: str) -> Settings:
    """Real worker processes share these (short leases keep the suite quick)."""
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=data_dir,
        session_store="redis",
        job_queue="redis",
        redis_url=test_redis_url,
        redis_key_prefix=redis_prefix,
        job_lease_seconds=2,
        lock_timeout_seconds=2,
    )


@pytest.fixture
async def model() -> AsyncIterator[tuple[FakeOpenAI, ResearchModel]]:
    fake, research = FakeOpenAI(), ResearchModel(delay=0.05)
    fake.default = research
    async with fake:
        yield fake, research


def worker_env(job_settings: Settings, fake: FakeOpenAI, **extra: str) -> dict[str, str]:
    return bot_env(
        job_settings.data_dir,
        SESSION_STORE="redis",
        JOB_QUEUE="redis",
        REDIS_URL=job_settings.redis_url,
        REDIS_KEY_PREFIX=job_settings.redis_key_prefix,
        JOB_LEASE_SECONDS=job_settings.job_lease_seconds,
        LOCK_TIMEOUT_SECONDS=job_settings.lock_timeout_seconds,
        MAX_CONCURRENT_TURNS=4,
        OPENAI_BASE_URL=fake.base_url,
        OPENAI_API_KEY="x",
        LLM_MODEL="fake-model",
        LOG_LEVEL="INFO",
        **extra,
    )


async def start_workers(job_settings: Settings, env: dict[str, str], count: int, name: str) -> list[BotProcess]:
    workers = [await start(["worker"], env, job_settings.data_dir / "logs", f"{name}-{i}") for i in range(count)]
    client = aioredis.Redis.from_url(job_settings.redis_url)
    try:
        for _ in range(600):
            pulses = [k async for k in client.scan_iter(match=f"{job_settings.redis_key_prefix}jobs:worker:*")]
            if len(pulses) >= count:
                return workers
            assert all(w.process.returncode is None for w in workers), [w.stderr for w in workers]
            await asyncio.sleep(0.1)
    finally:
        await client.aclose()
    pytest.fail("workers did not start")


def console_job(event_id: str, thread: str, text: str) -> Job:
    key = ThreadKey(platform="console", workspace="local", channel="cli", thread=thread)
    return Job(
        event_id=event_id,
        inbound=Inbound(thread=key, user="tester", text=text, origin="console"),
        target=DeliveryTarget(platform="console", channel="cli", thread=thread, user="tester", kind="console"),
    )


async def delivered_count(stream: JobStream, prefix: str) -> int:
    return len([k async for k in stream.client.scan_iter(match=f"{prefix}mailbox-delivered:*", count=1000)])


async def pending_of(stream: JobStream, pid: int) -> list[str]:
    """Entry ids pending for the worker process `pid` (consumer names carry the pid)."""
    rows = await stream.client.xpending_range(stream.stream, GROUP, min="-", max="+", count=1000)
    return [r["message_id"].decode() for r in rows if f"-{pid}-" in r["consumer"].decode()]


async def test_two_hundred_turns_survive_a_worker_killed_mid_run_exactly_once(
    job_settings: Settings, stream: JobStream, model: tuple[FakeOpenAI, ResearchModel]
) -> None:
    fake, _ = model
    doomed, survivor = await start_workers(job_settings, worker_env(job_settings, fake), 2, "w")
    jobs = [
        console_job(f"ev-{t}-{q}", f"thread-{t}", ASKS[q].format(TOPICS[t % len(TOPICS)]))
        for t in range(50)
        for q in range(4)
    ]
    for job in jobs:
        assert await stream.enqueue(job, 3600) is not None

    # Kill one worker mid-run: after some answers, while it holds jobs.
    held: list[str] = []
    for _ in range(3000):
        held = await pending_of(stream, doomed.pid)
        if held and await delivered_count(stream, job_settings.redis_key_prefix) >= 40:
            break
        await asyncio.sleep(0.05)
    assert held, "the doomed worker never held a job"
    doomed.kill(signal.SIGKILL)
    assert await doomed.wait() == -signal.SIGKILL

    for _ in range(3000):
        if await delivered_count(stream, job_settings.redis_key_prefix) >= len(jobs):
            break
        assert survivor.process.returncode is None, survivor.stderr
        await asyncio.sleep(0.1)

    # 200 answers, each posted once.
    mailbox = redis_mailbox(job_settings, stream)
    replies = {}
    for job in jobs:
        items = [i for i in await mailbox.items(job.event_id) if i.kind != "progress"]
        assert [i.kind for i in items] == ["reply"], f"{job.event_id}: {[i.kind for i in items]}"
        replies[job.event_id] = items[0].reply
    assert all(r is not None and r.kind == "answer" for r in replies.values())

    # Every thread holds each of its turns exactly once: nothing lost, nothing run twice.
    store = open_store(job_settings)
    try:
        for t in range(50):
            thread_jobs = [j for j in jobs if j.inbound.thread.thread == f"thread-{t}"]
            session = await store.load(thread_jobs[0].inbound.thread)
            answered = Counter(turn.message_id for turn in session.turns if turn.role == "user")
            assert answered == Counter(j.event_id for j in thread_jobs), f"thread-{t}: {answered}"
            assert len(session.analyses) == 4
    finally:
        await store.close()

    depth = await stream.depth()
    assert depth == {"queued": 0, "running": 0, "dead": 0}
    # The dead worker's consumer is swept once its jobs were taken over and its pulse lapsed.
    for _ in range(300):
        names = [c["name"].decode() for c in await stream.client.xinfo_consumers(stream.stream, GROUP)]
        if not any(f"-{doomed.pid}-" in n for n in names):
            break
        await asyncio.sleep(0.1)
    else:
        pytest.fail(f"the killed worker's consumer was never removed: {names}")

    survivor.kill(signal.SIGTERM)
    assert await survivor.wait(timeout=60) == 0, survivor.stderr
    assert "worker.stopped" in survivor.stderr
    assert await stream.client.xinfo_consumers(stream.stream, GROUP) == [], "a clean exit leaves no consumer"


async def test_sigterm_mid_turn_hands_the_job_back_and_another_worker_answers_once(
    job_settings: Settings, stream: JobStream, model: tuple[FakeOpenAI, ResearchModel]
) -> None:
    fake, research = model
    research.delay = 60.0  # the first worker's turn hangs on the model
    (leaving,) = await start_workers(job_settings, worker_env(job_settings, fake, WORKER_DRAIN_SECONDS="1"), 1, "leaving")
    job = console_job("ev-term", "thread-term", "How does Redis persistence work?")
    await stream.enqueue(job, 3600)
    for _ in range(600):
        if sum(research.calls.values()):
            break
        await asyncio.sleep(0.05)
    assert sum(research.calls.values()), "the turn never reached the model"

    leaving.kill(signal.SIGTERM)
    assert await leaving.wait(timeout=60) == 0, leaving.stderr
    assert "worker.handed_back jobs=1" in leaving.stderr
    claimable = await stream.client.xpending_range(
        stream.stream, GROUP, min="-", max="+", count=10, idle=stream.lease_ms
    )
    assert len(claimable) == 1, "handed back: pending and claimable at once"

    research.delay = 0.05
    (taker,) = await start_workers(job_settings, worker_env(job_settings, fake), 1, "taker")
    mailbox = redis_mailbox(job_settings, stream)
    reply = await mailbox.wait(job.event_id, None, timeout=90)
    taker.kill(signal.SIGTERM)
    assert await taker.wait(timeout=60) == 0, taker.stderr
    assert reply is not None and reply.kind == "answer"
    assert await mailbox.items(job.event_id) == [], "one answer, nothing posted after it"
    assert (await stream.depth())["running"] == 0
