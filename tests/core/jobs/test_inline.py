"""JOB_QUEUE=inline and the console's mailboxes: the same contract as the Redis queue, in one process."""

from __future__ import annotations

import asyncio

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.jobs import JobClient, JobStream, open_client, open_queue, redis_mailbox
from core.jobs.delivery import Deliverers, UnknownSurface
from core.jobs.inline import InlineQueue
from core.jobs.mailbox import MemoryMailbox
from core.jobs.redis import RedisJobQueue
from core.models import Inbound, ProgressEvent, Reply, ThreadKey
from core.store.memory import MemoryStore
from tests.core.jobs.conftest import RecordingDeliverer, ScriptedResearcher, job, until

KEY = ThreadKey(platform="console", workspace="local", channel="cli", thread="t1")


def inline(settings: Settings, researcher: ScriptedResearcher, *deliverers: object) -> InlineQueue:
    assistant = Assistant(settings, MemoryStore(), researcher, FollowupDetector(settings))  # type: ignore[arg-type]
    return InlineQueue(assistant, Deliverers(*deliverers), dedupe_ttl_seconds=60)  # type: ignore[arg-type]


async def test_inline_queue_runs_each_event_once_and_delivers(offline_settings: Settings) -> None:
    researcher, deliverer = ScriptedResearcher(), RecordingDeliverer()
    queue = inline(offline_settings, researcher, deliverer)
    assert await queue.submit(job("Ev1")) is True
    assert await queue.submit(job("Ev1")) is False, "a platform retry of the same event"
    await until(lambda: "Ev1" in deliverer.replies, what="the answer")
    await queue.close(timeout=1)
    assert len(deliverer.replies["Ev1"]) == 1 and len(researcher.calls) == 1


async def test_inline_queue_tells_the_thread_when_delivery_fails(offline_settings: Settings) -> None:
    deliverer = RecordingDeliverer(failures=1)
    queue = inline(offline_settings, ScriptedResearcher(), deliverer)
    await queue.submit(job("Ev1"))
    await until(lambda: "Ev1" in deliverer.failed, what="the failure notice")
    await queue.close()
    assert "went wrong" in deliverer.failed["Ev1"][0]


async def test_close_cancels_turns_that_outlive_the_drain(offline_settings: Settings) -> None:
    gate = asyncio.Event()
    researcher = ScriptedResearcher(gate=gate)
    queue = inline(offline_settings, researcher, RecordingDeliverer())
    await queue.submit(job("Ev1"))
    await researcher.started.wait()
    await queue.close(timeout=0.1)
    assert len(queue) == 0


async def test_a_job_for_a_surface_without_a_deliverer_is_refused_clearly() -> None:
    with pytest.raises(UnknownSurface, match="'test'.*console"):
        Deliverers(MemoryMailbox()).for_job(job("Ev1"))


async def test_console_client_answers_through_the_inline_queue_with_progress(offline_settings: Settings) -> None:
    mailbox = MemoryMailbox()
    queue = inline(offline_settings, ScriptedResearcher(), mailbox)
    client = JobClient(queue, mailbox, timeout=5)
    seen: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        seen.append(event)

    reply = await client.handle(Inbound(thread=KEY, user="u", text="What is Redis?"), progress)
    assert reply.kind == "answer" and "Quick: What is Redis?" in reply.markdown
    await queue.close()


async def test_open_client_answers_from_the_sample_corpus_by_default(offline_settings: Settings) -> None:
    async with open_client(offline_settings) as client:
        reply = await client.handle(Inbound(thread=KEY, user="u", text="How does Redis persistence work?"))
    assert reply.kind == "answer" and reply.citations


async def test_console_client_without_a_worker_gives_up_with_a_clear_reply(job_settings: Settings, stream: JobStream) -> None:
    client = JobClient(RedisJobQueue(stream, 60), redis_mailbox(job_settings, stream), timeout=0.3)
    reply = await client.handle(Inbound(thread=KEY, user="u", text="What is Redis?"))
    assert reply.kind == "error" and "research-bot worker" in reply.markdown
    assert await stream.client.xlen(stream.stream) == 1, "the question stays queued"


async def test_redis_mailbox_posts_an_answer_once_however_often_it_is_delivered(
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


async def test_open_queue_gives_frontends_the_configured_queue(
    offline_settings: Settings, job_settings: Settings, stream: JobStream
) -> None:
    deliverer = RecordingDeliverer()
    inline_assistant = Assistant(offline_settings, MemoryStore(), ScriptedResearcher(), FollowupDetector(offline_settings))  # type: ignore[arg-type]
    here = open_queue(offline_settings, inline_assistant, Deliverers(deliverer))
    assert isinstance(here, InlineQueue)
    await here.submit(job("Ev1"))
    await until(lambda: "Ev1" in deliverer.replies, what="the inline answer")
    await here.close()

    queued = open_queue(job_settings, None, Deliverers())
    assert isinstance(queued, RedisJobQueue)
    assert await queued.submit(job("Ev2")) is True and await queued.submit(job("Ev2")) is False
    await queued.close()
    assert await stream.client.xlen(stream.stream) == 1
