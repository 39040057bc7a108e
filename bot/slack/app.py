"""The Bolt AsyncApp: Slack's events, `/research` and buttons routed to the SlackBot."""

from __future__ import annotations

import re
from typing import Any

from slack_bolt.async_app import AsyncApp, AsyncBoltContext
from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.context.respond.async_respond import AsyncRespond

from bot.slack.conversations import SlackBot
from bot.slack.inbound import Identity
from bot.slack.render import ACTION_PREFIX

COMMAND = "/research"


def build_app(bot: SlackBot, signing_secret: str | None) -> AsyncApp:
    """Without a signing secret (Socket Mode) requests arrive over the authenticated socket."""
    app = AsyncApp(
        name="research-bot",
        client=bot.delivery.client,
        signing_secret=signing_secret or "",
        request_verification_enabled=bool(signing_secret),
    )

    async def on_event(event: dict[str, Any], body: dict[str, Any], context: AsyncBoltContext) -> None:
        bot.on_event(event, body, Identity(user_id=context.bot_user_id, bot_id=context.bot_id))

    app.event("app_mention")(on_event)
    app.event("message")(on_event)

    @app.command(COMMAND)
    async def on_command(ack: AsyncAck, command: dict[str, Any], respond: AsyncRespond) -> None:
        immediate = bot.on_command(command, respond)
        if immediate is None:
            await ack()
        else:
            await ack(text=immediate.text, blocks=immediate.blocks, response_type="ephemeral")

    @app.action(re.compile("^" + re.escape(ACTION_PREFIX)))
    async def on_action(ack: AsyncAck, body: dict[str, Any], action: dict[str, Any]) -> None:
        await ack()
        bot.on_action(body, action)

    return app
