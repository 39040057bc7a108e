"""`research-bot worker`: run research jobs from the Redis stream until SIGTERM, then drain.

Any number of these, on any machines, share the work. Each delivers answers
through the deliverers it has: the terminal's mailbox (`research-bot ask` with
JOB_QUEUE=redis). Slack's and Discord's deliverers, built on their surfaces,
arrive with the frontends' queue dispatcher.
"""

from __future__ import annotations

import asyncio
import logging

from bot.lifecycle import stop_signal
from core.config import Settings
from core.jobs import Deliverers, job_stream, redis_mailbox
from core.jobs.worker import Worker

log = logging.getLogger(__name__)


def check_settings(settings: Settings) -> None:
    if settings.job_queue != "redis":
        raise ValueError(
            "research-bot worker runs jobs from Redis: set JOB_QUEUE=redis and SESSION_STORE=redis "
            "(and the same REDIS_URL as the frontends; see docs/scaling.md)"
        )


async def run_worker(settings: Settings, *, stop: asyncio.Event | None = None, concurrency: int | None = None) -> int:
    """Run until `stop` (by default SIGINT/SIGTERM); returns how many jobs this worker completed."""
    check_settings(settings)
    from core.factory import build_assistant

    assistant = await build_assistant(settings)
    stream = job_stream(settings)
    try:
        worker = Worker.from_settings(
            stream, assistant, Deliverers(redis_mailbox(settings, stream)), settings, concurrency
        )
        await worker.run(stop or stop_signal())
        return worker.completed
    finally:
        await stream.client.aclose()
        await assistant.aclose()
