"""A Slack turn is plain data: admitted by the frontend, serialised, and delivered
by a surface built elsewhere (a worker) from its target alone."""

from __future__ import annotations

import aiohttp
from tests.bot.queue import Queue
from tests.bot.slack.conftest import Harness, finished, text_of
from tests.fakes.slack_api import FakeSlack

from bot.pipeline import Pipeline
from bot.slack.delivery import SlackApi, SlackSurfaces, make_client
from bot.slack.settings import SlackSettings
from bot.surface import Turn
from core.admission import Policy
from core.assistant import Assistant

QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


async def test_a_slack_turn_is_delivered_by_a_fresh_client_from_its_json(
    harness: Harness, fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant
) -> None:
    queue = Queue()
    harness.pipeline.dispatcher = queue
    ts = await harness.mention(QUESTION)
    await fake.wait_for(lambda: queue.turns)
    assert not fake.called("chat.startStream"), "the frontend only admitted and queued"

    turn = Turn.model_validate_json(queue.turns[0])
    assert turn.research and turn.target.reply_to == ts and turn.target.event_id
    async with aiohttp.ClientSession() as session:
        worker_api = SlackApi(make_client("xoxb-worker", slack_env.slack_api_url, session))
        worker = Pipeline(assistant, assistant.admission(Policy()), SlackSurfaces(worker_api, slack_env))
        await worker.execute(turn)
    [answer] = [m for m in fake.in_thread("C1", ts) if finished(m)]
    assert "**Sources**" in text_of(answer)
