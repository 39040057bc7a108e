"""A Discord turn is plain data: admitted by the gateway client, serialised, and
delivered by a client that never connects to the gateway (a worker)."""

from __future__ import annotations

import discord
from tests.bot.discord.conftest import RunBot
from tests.bot.discord.fake_discord import CHANNEL_ID, FakeDiscord, custom_ids
from tests.bot.queue import Queue

from bot.discord.delivery import DiscordSurfaces
from bot.pipeline import Pipeline
from bot.surface import Turn
from core.admission import Policy

QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


async def test_a_discord_turn_is_delivered_by_a_client_without_a_gateway(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot() as bot:
        queue = Queue()
        bot.pipeline.dispatcher = queue
        token = await fake.slash("research", question=QUESTION)
        await fake.wait_for(lambda c: c.path.endswith(f"/{token}/callback"))
        while not queue.turns:
            await fake.settle(0.05)
        turn = Turn.model_validate_json(queue.turns[0])
        assert turn.target.token == token and turn.target.placeholder is not None, "the thinking response is the placeholder"

        worker_client = discord.Client(intents=discord.Intents.none())
        async with worker_client:
            await worker_client.login("fake-token")  # REST only: no gateway connection
            worker = Pipeline(bot.assistant, bot.assistant.admission(Policy()), DiscordSurfaces(worker_client))
            await worker.execute(turn)
        answer = await fake.wait_interaction_message(token, lambda m: bool(custom_ids(m)))

    assert "**Sources**" in answer["content"] and f"rb:rep:detailed:0:{CHANNEL_ID}" in custom_ids(answer)
