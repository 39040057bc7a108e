"""The terminal's side of durable jobs: the mailbox deliverer and the client that waits on it."""

from __future__ import annotations

import pytest

from core.admission import AdmissionRequest, Policy
from core.config import Settings
from core.jobs import JobClient, JobStream, open_client, redis_mailbox
from core.jobs.delivery import Deliverers, UnknownPlatform
from core.jobs.redis import RedisJobQueue
from core.models import Inbound, ProgressEvent, Reply, ThreadKey
from core.store import open_store
from tests.core.jobs.conftest import MakeWorker, RecordingDeliverer, Running, ScriptedResearcher, job

KEY = ThreadKey(platform="console", workspace="local", channel="cli", thread="t1")


async def test_the_mailbox_posts_an_answer_once_however_often_it_is_delivered(
    job_settings: Settings, stream: JobStream
) -> None:
    mailbox = redis_mailbox(job_settings, stream)
    target = job("Ev1")
    assert await mailbox.delivered(target) is False
    await mailbox.progress(target, ProgressEvent(stage="searching"))
    await mailbox.deliver(target, Reply(markdown="first"))
    await mailbox.deliver(target, Reply(markdown="second"))
    assert await mailbox.delivered(target) is True
    assert [(i.kind, i.reply.markdown if i.reply else None) for i in await mailbox.items("Ev1")] == [
        ("progress", None),
        ("reply", "first"),
    ]
    seen: list[str] = []

    async def progress(event: ProgressEvent) -> None:
        seen.append(event.stage)

    reply = await mailbox.wait("Ev1", progress, timeout=2)
    assert reply is not None and reply.markdown == "first" and seen == ["searching"]


async def test_a_failure_notice_reaches_the_waiter_but_does_not_count_as_the_answer(
    job_settings: Settings, stream: JobStream
) -> None:
    mailbox = redis_mailbox(job_settings, stream)
    target = job("Ev1")
    await mailbox.fail(target, "I couldn't answer this message after 5 attempt(s).")
    assert await mailbox.delivered(target) is False, "a dead letter run again may still answer"
    reply = await mailbox.wait("Ev1", None, timeout=2)
    assert reply is not None and reply.kind == "error" and "5 attempt(s)" in reply.markdown


async def test_a_job_for_a_platform_without_a_deliverer_is_refused_clearly() -> None:
    with pytest.raises(UnknownPlatform, match="'test'.*console"):
        Deliverers(_ConsoleOnly()).for_job(job("Ev1"))


class _ConsoleOnly:
    platform = "console"


async def test_the_client_is_answered_by_a_worker_with_its_progress(
    job_settings: Settings, stream: JobStream, make_worker: MakeWorker
) -> None:
    worker = make_worker(ScriptedResearcher(), RecordingDeliverer())
    # This worker delivers console jobs, as `research-bot worker` does.
    worker.deliverers = Deliverers(redis_mailbox(job_settings, stream))
    running = Running(worker)
    store = open_store(job_settings)
    client = JobClient(job_settings, store, RedisJobQueue(stream, 60), redis_mailbox(job_settings, stream), timeout=10)
    seen: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        seen.append(event)

    try:
        reply = await client.handle(Inbound(thread=KEY, user="u", text="What is Redis?"), progress)
    finally:
        await running.stop()
        await store.close()
    assert reply.kind == "answer" and "Quick: What is Redis?" in reply.markdown
    assert seen[0].stage == "queued" and "waiting for a worker" in seen[0].detail
    assert seen[0].position == 0, "no other job was waiting"


async def test_the_client_without_a_worker_gives_up_with_a_clear_reply(
    job_settings: Settings, stream: JobStream
) -> None:
    store = open_store(job_settings)
    client = JobClient(job_settings, store, RedisJobQueue(stream, 60), redis_mailbox(job_settings, stream), timeout=0.3)
    try:
        reply = await client.handle(Inbound(thread=KEY, user="u", text="What is Redis?"))
        # Admission runs against the shared store: the same message is admitted once.
        admission = client.admission(Policy(), limited=False)
        inbound = Inbound(thread=KEY, user="u", text="again", message_id="m1")
        first = await admission.admit(AdmissionRequest(inbound=inbound))
        again = await admission.admit(AdmissionRequest(inbound=inbound))
    finally:
        await store.close()
    assert reply.kind == "error" and "research-bot worker" in reply.markdown
    assert await stream.client.xlen(stream.stream) == 1, "the question stays queued"
    assert first.admitted and not again.admitted


async def test_open_client_refuses_an_unreachable_store(job_settings: Settings) -> None:
    from core.store import StoreUnavailable

    settings = job_settings.model_copy(update={"redis_url": "redis://127.0.0.1:1/0"})
    with pytest.raises(StoreUnavailable):
        async with open_client(settings):
            pytest.fail("opened a client on an unreachable Redis")
