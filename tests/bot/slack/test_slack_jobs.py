"""Slack on the job queue (JOB_QUEUE=redis), in process: the real Bolt frontend
enqueues on the real Redis, a Worker with Slack's deliverer answers through the
fake Slack. tests/bot/slack/test_slack_processes.py repeats the crash with real processes."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import pytest
from tests.bot.slack.conftest import CHANNEL, Harness, start_harness, text_of
from tests.bot.slack.test_slack_conversations import QUESTION, _key, buttons
from tests.core.jobs.conftest import Running, ScriptedResearcher, until
from tests.fakes.slack_api import FakeSlack

from bot.jobs import NOT_QUEUED, queue_turns
from bot.slack.delivery import REPLY_EVENT, SlackApi, make_client
from bot.slack.jobs import SlackDeliverer
from bot.slack.settings import SlackSettings
from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.jobs import Deliverers, Job, JobStream, RedisJobQueue, job_stream
from core.jobs.runner import run_job
from core.jobs.streams import Entry
from core.jobs.worker import HANDED_BACK, Worker
from core.models import PendingPlan, Plan, PlanStep, Turn
from core.store.memory import MemoryStore


MakeWorker = Callable[[Assistant], Worker]


@pytest.fixture
async def slack_worker(queue_settings: Settings, slack_env: SlackSettings) -> AsyncIterator[MakeWorker]:
    """Workers on clients of their own, delivering to the fake Slack with a token of their own."""
    streams: list[JobStream] = []

    def make(assistant: Assistant) -> Worker:
        streams.append(job_stream(queue_settings))
        deliverer = SlackDeliverer(SlackApi(make_client("xoxb-worker", slack_env.slack_api_url)), slack_env)
        return Worker.from_settings(streams[-1], assistant, Deliverers(deliverer), queue_settings, 2)

    yield make
    for s in streams:
        await s.client.aclose()


@asynccontextmanager
async def queued(fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, stream: JobStream) -> AsyncIterator[Harness]:
    """The Slack frontend with its research turns going to the job queue."""
    async with start_harness(fake, slack_env, assistant) as harness:
        queue_turns(harness.pipeline, RedisJobQueue(stream, 60))
        yield harness


def tags(fake: FakeSlack) -> list[str]:
    """The event ids answers were tagged with, one per tagged message."""
    return [m.metadata["event_payload"]["event_id"] for m in fake.messages.values()
            if m.metadata and m.metadata.get("event_type") == REPLY_EVENT]


async def test_a_mention_is_queued_in_its_thread_and_a_worker_answers_in_that_message_tagged_once(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, stream: JobStream, slack_worker: MakeWorker
) -> None:
    async with queued(fake, slack_env, assistant, stream) as harness:
        root = await harness.mention(QUESTION)
        [note] = await fake.wait_for(lambda: fake.in_thread(CHANNEL, root))
        await until(lambda: stream.client.xlen(stream.stream), what="the job on the stream")
        assert note.text.startswith("⏳ Waiting: next in line"), note.text
        assert not fake.called("chat.startStream"), "the frontend only acknowledged, recorded and enqueued"
        [(_, fields)] = await stream.client.xrange(stream.stream)
        job = Job.model_validate_json(fields[b"job"])

        await run_until_done(slack_worker(assistant), stream)
        [answer] = [m for m in fake.in_thread(CHANNEL, root) if "Sources" in text_of(m)]

    assert answer.ts == note.ts, "the queued message became the answer"
    assert len(fake.in_thread(CHANNEL, root)) == 1
    assert job.event_id.startswith("Ev") and job.target.placeholder == note.ts, "keyed by Slack's event id"
    assert tags(fake) == [job.event_id]
    assert not fake.called("conversations.replies"), "a first run has nothing to look for"
    assert set(buttons(answer)) >= {"rb:report:quick", "rb:report:detailed"}


async def test_a_job_rerun_after_its_answer_was_posted_finds_the_tag_and_posts_nothing(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, stream: JobStream, slack_worker: MakeWorker
) -> None:
    async with queued(fake, slack_env, assistant, stream) as harness:
        root, entry = await mention_and_take(harness, stream)
        assert entry.job is not None
        # That worker posts the answer and dies before acknowledging it.
        first = SlackDeliverer(SlackApi(make_client("xoxb-dead", slack_env.slack_api_url)), slack_env)
        await run_job(assistant, first, entry.job, may_have_run=False)
        writes = len(fake.called("chat.update")) + len(fake.called("chat.postMessage"))
        await run_until_done(slack_worker(assistant), stream)

    assert [m.ts for m in fake.in_thread(CHANNEL, root)] == [fake.in_thread(CHANNEL, root)[0].ts]
    assert len(fake.called("chat.update")) + len(fake.called("chat.postMessage")) == writes, "nothing posted again"
    [lookup] = fake.called("conversations.replies")
    assert lookup["ts"] == root and lookup["include_all_metadata"] in ("1", "true")
    assert tags(fake) == [entry.job.event_id]


async def test_a_job_handed_back_at_shutdown_says_so_and_the_next_worker_answers_in_the_same_message(
    fake: FakeSlack, slack_env: SlackSettings, queue_settings: Settings, stream: JobStream, slack_worker: MakeWorker
) -> None:
    slow = ScriptedResearcher(delay=30)
    leaving_assistant = Assistant(queue_settings, MemoryStore(), slow, FollowupDetector(queue_settings))  # type: ignore[arg-type]
    async with queued(fake, slack_env, leaving_assistant, stream) as harness:
        root = await harness.mention(QUESTION)
        leaving = Running(slack_worker(leaving_assistant))
        await slow.started.wait()
        await leaving.stop()  # drains 0.3 s, then hands the job back
        [note] = fake.in_thread(CHANNEL, root)
        assert note.text == HANDED_BACK, "the queued question says it is queued again, not stuck researching"

        taker_assistant = Assistant(queue_settings, MemoryStore(), ScriptedResearcher(), FollowupDetector(queue_settings))  # type: ignore[arg-type]
        await run_until_done(slack_worker(taker_assistant), stream)
        assert "Sources" in text_of(fake.messages[note.ts])

    assert len(fake.in_thread(CHANNEL, root)) == 1, "one message: queued, handed back, answered"


async def test_a_job_given_up_tells_its_thread_where_the_queued_message_was(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, stream: JobStream, slack_worker: MakeWorker
) -> None:
    async with queued(fake, slack_env, assistant, stream) as harness:
        root, entry = await mention_and_take(harness, stream)
        # It and two more workers in a row died running it (JOB_MAX_ATTEMPTS=3).
        for name in ("dead-2", "dead-3"):
            await stream.client.xclaim(stream.stream, "workers", name, 0, [entry.id])
        await run_until_done(slack_worker(assistant), stream)

    [message] = fake.in_thread(CHANNEL, root)
    assert "couldn't answer this message after 3 attempt(s)" in text_of(message) and not message.metadata
    assert await stream.client.xlen(stream.dead) == 1


async def test_commands_answer_at_once_in_the_frontend_and_research_waits_with_a_clear_note_if_redis_is_down(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, queue_settings: Settings, slack_worker: MakeWorker
) -> None:
    down = job_stream(queue_settings.model_copy(update={"redis_url": "redis://127.0.0.1:1/0"}))
    try:
        async with queued(fake, slack_env, assistant, down) as harness:
            await harness.command("help")
            await fake.wait_for(lambda: fake.responses, timeout=10)
            root = await harness.mention(QUESTION)
            [message] = await fake.wait_for(
                lambda: [m for m in fake.in_thread(CHANNEL, root) if "couldn't queue" in text_of(m)], timeout=10
            )
    finally:
        await down.client.aclose()
    assert "help" in str(fake.responses[0]).lower(), "a command needs no worker"
    assert NOT_QUEUED in text_of(message)


async def test_stop_with_workers_says_at_once_that_the_queued_answer_still_comes(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, stream: JobStream
) -> None:
    # A worker elsewhere runs the answer: "stop" can't end it, and says so rather than "nothing to stop".
    async with queued(fake, slack_env, assistant, stream) as harness:
        root = await harness.mention(QUESTION)
        await until(lambda: stream.client.xlen(stream.stream), what="the job on the stream")
        await harness.mention("stop", thread_ts=root)
        [said] = await fake.wait_for(lambda: [m for m in fake.in_thread(CHANNEL, root) if "separate workers" in text_of(m)])
    assert "will still arrive" in text_of(said)


async def test_stop_with_workers_drops_a_plan_waiting_in_the_thread(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant, stream: JobStream
) -> None:
    # With workers, "stop" always said "I can't stop one from here; it will still arrive", and the
    # plan waiting for `go` stayed (a later bare "yes" ran it): the plan is the thread's, not a job's.
    async with queued(fake, slack_env, assistant, stream) as harness:
        root = harness.next_ts()
        session = await assistant.store.load(_key(root))
        session.turns.append(Turn(role="user", content=QUESTION))
        session.pending_plan = PendingPlan(
            plan=Plan(question=QUESTION, steps=[PlanStep(id=1, question=QUESTION, tool="search_docs", query="lambda")]),
            question=QUESTION, standalone=QUESTION,
        )
        await assistant.store.save(session)
        await harness.mention("stop", thread_ts=root)
        [said] = await fake.wait_for(lambda: [m for m in fake.in_thread(CHANNEL, root) if "dropped the plan" in text_of(m)])
    assert (await assistant.store.load(_key(root))).pending_plan is None
    assert "separate workers" not in text_of(said)


async def mention_and_take(harness: Harness, stream: JobStream) -> tuple[str, Entry]:
    """Mention the bot; once the frontend queued the question, a worker (the test) takes the job."""
    root = await harness.mention(QUESTION)
    await until(lambda: stream.client.xlen(stream.stream), what="the job on the stream")
    [entry] = await stream.read("first-worker", 1, block_ms=100)
    return root, entry


async def run_until_done(worker: Worker, stream: JobStream) -> None:
    """Run a worker until the stream is empty (every job acknowledged or dead-lettered)."""
    running = Running(worker)
    await until(lambda: _empty(stream), what="the stream to empty")
    await running.stop()


async def _empty(stream: JobStream) -> bool:
    return await stream.client.xlen(stream.stream) == 0
