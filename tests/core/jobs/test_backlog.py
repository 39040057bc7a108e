"""The job queue's depth, lag and oldest job age, read from the real Redis stream for /metrics."""

from __future__ import annotations

import asyncio

from tests.core.jobs.conftest import job
from tests.scrapes import parse, total

from core.config import Settings
from core.jobs import JobStream, job_stream
from core.records.metrics import Metrics


async def test_backlog_counts_waiting_running_and_dead_jobs_and_ages_the_oldest(stream: JobStream) -> None:
    for n in range(3):
        assert await stream.enqueue(job(f"ev-backlog-{n}"), 60) is not None
    [running] = await stream.read("consumer-1", 1, 10)
    await asyncio.sleep(0.2)
    waiting = await stream.backlog()

    assert (waiting.queued, waiting.running, waiting.dead, waiting.lag) == (2, 1, 0, 2)
    assert 0.2 <= waiting.oldest_age_seconds < 10

    await stream.dead_letter(running, "gave up")
    for entry in await stream.read("consumer-1", 2, 10):
        await stream.ack(entry.id)
    drained = await stream.backlog()
    assert (drained.queued, drained.running, drained.dead, drained.lag, drained.oldest_age_seconds) == (0, 0, 1, 0, 0.0)


async def test_metrics_read_the_queue_at_each_scrape(stream: JobStream) -> None:
    metrics = Metrics()
    metrics.track_queue(stream.backlog)
    empty = parse((await metrics.exposition()).decode())
    await stream.enqueue(job("ev-scrape"), 60)
    one = parse((await metrics.exposition()).decode())

    assert total(empty, "research_bot_queue_jobs", state="queued") == 0
    assert total(one, "research_bot_queue_jobs", state="queued") == 1
    assert total(one, "research_bot_queue_consumer_lag") == 1
    assert total(one, "research_bot_queue_oldest_job_age_seconds") >= 0


async def test_a_stream_no_worker_has_created_yet_is_an_empty_queue(job_settings: Settings) -> None:
    fresh = job_stream(job_settings.model_copy(update={"redis_key_prefix": job_settings.redis_key_prefix + "new:"}))
    try:
        backlog = await fresh.backlog()
    finally:
        await fresh.client.aclose()

    assert (backlog.queued, backlog.running, backlog.lag, backlog.oldest_age_seconds) == (0, 0, 0, 0.0)


async def test_a_scrape_while_redis_is_away_says_the_queue_was_not_read(job_settings: Settings, test_redis_url: str) -> None:
    # The queue gauges kept their last values with nothing saying they were stale: a
    # dashboard showed an empty, healthy queue while Redis was gone.
    from urllib.parse import urlsplit

    from tests.fakes.tcp_proxy import CuttableProxy

    real = urlsplit(test_redis_url)
    proxy = CuttableProxy(real.hostname or "127.0.0.1", real.port or 6379)
    await proxy.start()
    proxied = job_stream(job_settings.model_copy(update={"redis_url": f"redis://127.0.0.1:{proxy.port}{real.path}"}))
    metrics = Metrics()
    metrics.track_queue(proxied.backlog)
    try:
        await proxied.ensure_group()
        await proxied.enqueue(job("ev-away"), 60)
        up = parse((await metrics.exposition()).decode())
        await proxy.cut()
        away = parse((await metrics.exposition()).decode())
        await proxy.start()
        back = parse((await metrics.exposition()).decode())
    finally:
        await proxied.client.aclose()

    assert total(up, "research_bot_queue_up") == 1 and total(up, "research_bot_queue_jobs", state="queued") == 1
    assert total(away, "research_bot_queue_up") == 0
    assert total(back, "research_bot_queue_up") == 1
