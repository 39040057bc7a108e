"""The stream's grace (`SLACK_STREAM_GRACE_MS`), through the real Bolt app and the local
fake Slack: an answer ready within it is one message, a slower one's stream opens with
its first steps, a queued turn shows its place in line at once."""

from __future__ import annotations

import asyncio

from tests.bot.slack.conftest import start_harness, text_of
from tests.bot.slack.test_slack_conversations import QUESTION
from tests.bot.slack.test_slack_delivery import ScriptedResearcher, assistant_with
from tests.fakes.slack_api import FakeSlack

from bot.slack.delivery import REPLY_EVENT
from bot.slack.settings import SlackSettings
from core.config import Settings


def answer_calls(fake: FakeSlack) -> list[str]:
    return [c.method for c in fake.calls if c.method not in ("auth.test", "reactions.add", "reactions.remove")]


async def test_an_answer_ready_within_the_grace_is_one_tagged_message(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    slack = slack_env.model_copy(update={"slack_stream_grace_ms": 5000})
    async with start_harness(fake, slack, assistant_with(slack_settings, ScriptedResearcher("Detailed [1]."))) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
        await asyncio.sleep(0.2)  # a stream that was going to open late would show by now
    assert answer_calls(fake) == ["chat.postMessage"]
    assert answer.metadata is not None and answer.metadata["event_type"] == REPLY_EVENT
    assert "Quick answer" in text_of(answer)


async def test_a_slower_answer_opens_its_stream_with_its_first_steps(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    slack = slack_env.model_copy(update={"slack_stream_grace_ms": 200})
    researcher = ScriptedResearcher("Detailed [1].", delay=0.35)
    async with start_harness(fake, slack, assistant_with(slack_settings, researcher)) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    [opening] = fake.called("chat.startStream")
    assert [c["type"] for c in opening["chunks"]][:2] == ["plan_update", "task_update"]
    assert opening["chunks"][1]["title"].startswith("Planning the research")
    assert answer_calls(fake)[0] == "chat.startStream" and answer_calls(fake)[-1] == "chat.stopStream"
    assert "chat.postMessage" not in answer_calls(fake)
    assert answer.metadata is not None and answer.metadata["event_type"] == REPLY_EVENT
    assert all(t["status"] == "complete" for t in answer.tasks.values())


async def test_a_queued_turn_shows_its_place_in_line_before_the_grace_ends(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    slack = slack_env.model_copy(update={"slack_stream_grace_ms": 30000})
    settings = slack_settings.model_copy(update={"max_concurrent_turns": 1})
    researcher = ScriptedResearcher("Detailed [1].", delay=0.5)
    async with start_harness(fake, slack, assistant_with(settings, researcher)) as h:
        first = await h.mention(f"{QUESTION} (first)")
        second = await h.mention(f"{QUESTION} (second)")
        # Well before the grace: the waiting turn's stream is open with its place in line.
        [stream] = await fake.wait_for(lambda: [m for m in fake.streams() if m.thread_ts == second], timeout=1.5)
        assert stream.tasks["queued"]["title"] == "Waiting: next in line"
        [answer] = await h.answer_in(second)
        [earlier] = await h.answer_in(first)
    assert answer.ts == stream.ts and answer.metadata is not None
    assert not [m for m in fake.streams() if m.thread_ts == first], "the first turn, ready within the grace, never streamed"
    assert earlier.metadata is not None and earlier.metadata["event_type"] == REPLY_EVENT
