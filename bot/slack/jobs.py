"""Slack's half of `research-bot worker`: the deliverer, from SLACK_BOT_TOKEN alone.

A job's answer goes where its frontend said (`DeliveryTarget`): the "Queued"
message the frontend posted becomes the progress and then the answer. Whether
an answer is out already is read from the thread itself: its last write carries
message metadata naming the inbound event (`conversations.replies` with
`include_all_metadata`), so no separate record can disagree with Slack.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import aiohttp

from bot.jobs import SurfaceDeliverer
from bot.slack.delivery import DeliveryFailed, SlackApi, SlackSurfaces, make_client
from bot.slack.inbound import PLATFORM
from bot.slack.settings import SlackSettings
from core.jobs import Job


class SlackDeliverer(SurfaceDeliverer):
    def __init__(self, api: SlackApi, settings: SlackSettings) -> None:
        super().__init__(PLATFORM, SlackSurfaces(api, settings, retry_transient=True))
        self.api = api

    async def delivered(self, job: Job) -> bool:
        target = job.target
        if not target.thread:
            return False
        try:
            # The answer is the placeholder itself or follows it (or the question).
            return await self.api.tagged(target.channel, target.thread, job.event_id, since=target.placeholder or target.reply_to)
        except DeliveryFailed as exc:
            if exc.transient:
                raise
            # The thread can't be read (deleted, access lost): delivering says so to the user.
            return False


@asynccontextmanager
async def slack_deliverer(slack: SlackSettings) -> AsyncIterator[SlackDeliverer]:
    """The deliverer for Slack jobs, on one connection pool (needs SLACK_BOT_TOKEN)."""
    if slack.slack_bot_token is None or not slack.slack_bot_token.get_secret_value().strip():
        raise ValueError("delivering Slack answers needs SLACK_BOT_TOKEN (see docs/slack.md)")
    async with aiohttp.ClientSession() as session:
        api = SlackApi(make_client(slack.slack_bot_token.get_secret_value().strip(), slack.slack_api_url, session))
        yield SlackDeliverer(api, slack)
