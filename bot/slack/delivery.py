"""Posting to Slack: threads, updates, splits, file uploads, and what to do when Slack says no."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_async_handlers import (
    AsyncConnectionErrorRetryHandler,
    AsyncRateLimitErrorRetryHandler,
    AsyncServerErrorRetryHandler,
)
from slack_sdk.web.async_client import AsyncWebClient

from bot.slack.render import Attachment, SlackMessage, split_message

log = logging.getLogger(__name__)

# Errors that mean the bot cannot write where it was asked; the user hears why.
_NO_ACCESS = {
    "channel_not_found": "I can't see that conversation (it may be private or deleted)",
    "not_in_channel": "I'm not a member of that channel; invite me with `/invite @research-bot`",
    "is_archived": "that channel is archived",
    "restricted_action": "a workspace setting stops me from posting there",
    "thread_not_found": "that thread no longer exists",
}
_MAX_SPLITS = 4


class DeliveryFailed(Exception):
    """Slack refused a message; `reason` is safe to show to the user."""

    def __init__(self, reason: str, error: str) -> None:
        super().__init__(error)
        self.reason = reason
        self.error = error


def make_client(token: str, base_url: str | None) -> AsyncWebClient:
    """A Web API client that waits out 429s (Retry-After) and retries transient failures."""
    return AsyncWebClient(
        token=token,
        base_url=_api_base(base_url),
        retry_handlers=[
            AsyncConnectionErrorRetryHandler(max_retry_count=2),
            AsyncRateLimitErrorRetryHandler(max_retry_count=3),
            AsyncServerErrorRetryHandler(max_retry_count=2),
        ],
    )


def _api_base(base_url: str | None) -> str:
    if not base_url:
        return AsyncWebClient.BASE_URL
    return base_url if base_url.endswith("/") else base_url + "/"


class Delivery:
    def __init__(self, client: AsyncWebClient) -> None:
        self.client = client

    async def post(self, channel: str, thread_ts: str | None, message: SlackMessage) -> str:
        response = await self._call(
            "chat_postMessage",
            channel=channel,
            thread_ts=thread_ts,
            text=message.text,
            blocks=message.blocks,
            unfurl_links=False,
            unfurl_media=False,
        )
        return str(response["ts"])

    async def update(self, channel: str, ts: str, message: SlackMessage) -> None:
        await self._call("chat_update", channel=channel, ts=ts, text=message.text, blocks=message.blocks)

    async def publish(
        self,
        channel: str,
        thread_ts: str | None,
        messages: list[SlackMessage],
        replace_ts: str | None = None,
        attachment: Attachment | None = None,
    ) -> None:
        """Messages in order, the first replacing `replace_ts` when given; a message
        Slack calls too long is split and sent as several."""
        queue = list(messages)
        splits = 0
        while queue:
            message = queue.pop(0)
            try:
                if replace_ts is not None:
                    await self.update(channel, replace_ts, message)
                    replace_ts = None
                else:
                    await self.post(channel, thread_ts, message)
            except DeliveryFailed as exc:
                if exc.error != "msg_too_long" or splits >= _MAX_SPLITS:
                    raise
                splits += 1
                log.info("slack.split reason=msg_too_long blocks=%d", len(message.blocks))
                queue[:0] = split_message(message)
        if attachment is not None:
            await self.upload(channel, thread_ts, attachment)

    async def upload(self, channel: str, thread_ts: str | None, attachment: Attachment) -> None:
        # files_upload_v2 runs getUploadURLExternal -> upload -> completeUploadExternal.
        await self._call(
            "files_upload_v2",
            channel=channel,
            thread_ts=thread_ts,
            filename=attachment.filename,
            title=attachment.title,
            content=attachment.content,
        )

    async def ephemeral(self, channel: str, user: str, thread_ts: str | None, message: SlackMessage) -> None:
        await self._call(
            "chat_postEphemeral", channel=channel, user=user, thread_ts=thread_ts, text=message.text, blocks=message.blocks
        )

    async def delete(self, channel: str, ts: str) -> None:
        await self._call("chat_delete", channel=channel, ts=ts)

    async def direct(self, user: str, message: SlackMessage) -> None:
        """A DM from the app (posting to a user id lands in the app's Messages tab)."""
        await self.post(user, None, message)

    async def react(self, channel: str, ts: str, name: str, remove: bool = False) -> None:
        """Reactions are a courtesy: a failure is logged, never fatal to the answer."""
        method = "reactions_remove" if remove else "reactions_add"
        try:
            await self._call(method, channel=channel, timestamp=ts, name=name)
        except DeliveryFailed as exc:
            if exc.error not in ("already_reacted", "no_reaction"):
                log.warning("slack.reaction_failed method=%s error=%s", method, exc.error)

    async def _call(self, method: str, **kwargs: Any) -> Any:
        try:
            return await getattr(self.client, method)(**{k: v for k, v in kwargs.items() if v is not None})
        except SlackApiError as exc:
            error = str(exc.response.get("error", "unknown_error")) if exc.response is not None else "unknown_error"
            if error == "ratelimited":
                reason = "Slack is rate limiting me right now; please try again in a minute"
            else:
                reason = _NO_ACCESS.get(error, f"Slack refused the message ({error})")
            log.warning("slack.api_error method=%s error=%s", method, error)
            raise DeliveryFailed(reason, error) from exc
