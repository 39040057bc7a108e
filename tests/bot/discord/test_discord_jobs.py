"""Discord on the job queue (JOB_QUEUE=redis), in process: the real discord.py
frontend enqueues on the real Redis; a Worker whose client never connects to
the gateway answers through the fake Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import discord
import pytest
from tests.bot.discord.conftest import RunBot
from tests.bot.discord.fake_discord import BOT_ID, CHANNEL_ID, FakeDiscord, custom_ids
from tests.bot.discord.researchers import CITATIONS, ScriptedResearcher, assistant_with
from tests.core.jobs.conftest import Running, until

from bot.discord.app import ResearchBot
from bot.discord.jobs import DiscordDeliverer
from bot.jobs import queue_turns
from core.assistant import Assistant
from core.config import Settings
from core.jobs import Deliverers, Job, JobStream, RedisJobQueue, job_stream
from core.jobs.runner import run_job
from core.jobs.worker import Worker
from core.models import ReportSet

QUESTION = "How do I fix too many connections errors in PostgreSQL?"


@asynccontextmanager
async def rest_client(**options: object) -> AsyncIterator[discord.Client]:
    """A worker's client: logged in over REST, never on the gateway."""
    client = discord.Client(intents=discord.Intents.none(), **options)  # type: ignore[arg-type]
    async with client:
        await client.login("fake-token")
        yield client


@asynccontextmanager
async def queued(run_bot: RunBot, assistant: Assistant, stream: JobStream) -> AsyncIterator[ResearchBot]:
    async with run_bot(assistant) as bot:
        queue_turns(bot.pipeline, RedisJobQueue(stream, 60))
        yield bot


@asynccontextmanager
async def worker(assistant: Assistant, settings: Settings) -> AsyncIterator[Worker]:
    async with rest_client() as client:
        stream = job_stream(settings)
        running = Running(Worker.from_settings(stream, assistant, Deliverers(DiscordDeliverer(client)), settings, 2))
        try:
            yield running.worker
        finally:
            await running.stop()
            await stream.client.aclose()


def long_answer() -> ScriptedResearcher:
    """A scripted answer three Discord messages long."""
    quick = "\n\n".join(f"Finding {i}: " + "pooling detail " * 40 + "[1]." for i in range(7))
    return ScriptedResearcher(ReportSet(inline="In short [1].", quick=quick, detailed=quick), CITATIONS)


async def test_a_mention_waits_in_its_new_thread_and_a_gateway_less_worker_answers_in_that_message(
    fake: FakeDiscord, run_bot: RunBot, queue_settings: Settings, stream: JobStream
) -> None:
    assistant = assistant_with(queue_settings, ScriptedResearcher(ReportSet(inline="a [1].", quick="Pool it [1].", detailed="d [1]."), CITATIONS))
    async with queued(run_bot, assistant, stream):
        question = await fake.user_says(f"<@{BOT_ID}> {QUESTION}", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        note = await fake.wait_message(thread_id)
        await until(lambda: stream.client.xlen(stream.stream), what="the job on the stream")
        assert note["content"].startswith("⏳ Waiting: next in line")

        async with worker(assistant, queue_settings):
            answer = await fake.wait_message(thread_id, lambda m: bool(custom_ids(m)), timeout=10)
            await until(lambda: _empty(stream), what="the job acknowledged")

    assert answer["id"] == note["id"] and "Pool it" in answer["content"]
    assert fake.bot_messages(thread_id) == [answer], "one message: queued, then the answer"


async def test_a_slash_question_waits_in_its_deferred_response_and_the_worker_answers_there(
    fake: FakeDiscord, run_bot: RunBot, queue_settings: Settings, stream: JobStream
) -> None:
    assistant = assistant_with(queue_settings, ScriptedResearcher(ReportSet(inline="a [1].", quick="Pool it [1].", detailed="d [1]."), CITATIONS))
    async with queued(run_bot, assistant, stream):
        token = await fake.slash("research", question=QUESTION)
        await until(lambda: stream.client.xlen(stream.stream), what="the job on the stream")
        assert fake.originals[token]["content"].startswith("⏳ Waiting")
        async with worker(assistant, queue_settings):
            answer = await fake.wait_interaction_message(token, lambda m: bool(custom_ids(m)), timeout=10)
            await until(lambda: _empty(stream), what="the job acknowledged")
    assert answer["id"] == fake.originals[token]["id"] and "Pool it" in answer["content"]
    assert len(fake.interaction_messages(token)) == 1


async def test_an_answer_cut_short_before_its_last_write_is_completed_once_by_the_next_run(
    fake: FakeDiscord, run_bot: RunBot, queue_settings: Settings, stream: JobStream
) -> None:
    assistant = assistant_with(queue_settings, long_answer())
    async with queued(run_bot, assistant, stream):
        thread_id, job = await ask_and_take(fake, stream)
        # The first run posts the later parts, then Discord refuses the last write for longer than it waits.
        fake.fail_next(
            "PATCH", rf"/channels/{thread_id}/messages/\d+", 429, 0, "rate limited",
            when=lambda body: str(body.get("content", "")).startswith("Finding 0"), retry_after=120.0, **{"global": False},
        )
        async with rest_client(max_ratelimit_timeout=30.0) as client:
            with pytest.raises(discord.RateLimited):
                await run_job(assistant, DiscordDeliverer(client), job, may_have_run=False)
        parts_posted = len(fake.posts(thread_id))
        assert parts_posted == 3, "the queued note and the two later parts"

        async with worker(assistant, queue_settings):
            await until(lambda: _empty(stream), what="the re-run to acknowledge the job")

    messages = fake.bot_messages(thread_id)
    assert len(messages) == 3 and len(fake.posts(thread_id)) == 5, "the parts were sent again and Discord kept one of each"
    assert messages[0]["content"].startswith("Finding 0") and custom_ids(messages[-1])
    assert "Finding 6" in "".join(m["content"] for m in messages)


async def test_a_rerun_after_the_answer_was_finished_changes_nothing(
    fake: FakeDiscord, run_bot: RunBot, queue_settings: Settings, stream: JobStream
) -> None:
    assistant = assistant_with(queue_settings, long_answer())
    async with queued(run_bot, assistant, stream):
        thread_id, job = await ask_and_take(fake, stream)
        # That worker delivered everything and died before acknowledging.
        async with rest_client() as client:
            await run_job(assistant, DiscordDeliverer(client), job, may_have_run=False)
        calls = len(fake.calls)

        async with worker(assistant, queue_settings):
            await until(lambda: _empty(stream), what="the re-run to acknowledge the job")

    later = [c for c in fake.calls[calls:] if c.method != "GET" and "/typing" not in c.path]
    assert later == [], f"the re-run only looked: {[(c.method, c.path) for c in later]}"
    assert len(fake.bot_messages(thread_id)) == 3


async def ask_and_take(fake: FakeDiscord, stream: JobStream) -> tuple[int, Job]:
    """Ask in the channel; once the frontend queued it, a worker (the test) takes the job.
    Returns the new thread's id and the job."""
    question = await fake.user_says(f"<@{BOT_ID}> {QUESTION}", mentions=[fake.bot_user])
    await until(lambda: stream.client.xlen(stream.stream), what="the job on the stream")
    [entry] = await stream.read("first-worker", 1, block_ms=100)
    assert entry.job is not None
    return int(question["id"]), entry.job


async def _empty(stream: JobStream) -> bool:
    return await stream.client.xlen(stream.stream) == 0
