"""`research-bot worker` with METRICS_PORT: the real entry point on the real Redis stream,
/metrics with the turns it ran and the queue it reads, /status and /healthz."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
from tests.scrapes import free_port, scrape, scrape_until, total

from bot.worker import run_worker
from core.config import Settings
from core.jobs import Job, job_stream
from core.models import DeliveryTarget, Inbound, ThreadKey


def console_job(n: int) -> Job:
    key = ThreadKey(platform="console", workspace="local", channel="terminal", thread=f"ops-{n}")
    return Job(
        event_id=f"ev-ops-{n}",
        inbound=Inbound(thread=key, user="me", text="How do I fix too many connections errors in PostgreSQL?"),
        target=DeliveryTarget(platform="console", channel="terminal", thread=key.thread, user="me"),
    )


async def test_the_worker_serves_metrics_with_its_turns_and_the_queue_and_its_status(
    tmp_path: Path, shared_corpus_db: Path, test_redis_url: str, redis_prefix: str
) -> None:
    port = free_port()
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=tmp_path, corpus_db=shared_corpus_db, session_store="redis", job_queue="redis",
        redis_url=test_redis_url, redis_key_prefix=redis_prefix, metrics_port=port, worker_drain_seconds=1,
    )
    stream = job_stream(settings)
    for n in range(2):
        await stream.enqueue(console_job(n), 60)
    stop = asyncio.Event()
    working = asyncio.create_task(run_worker(settings, stop=stop))
    base = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession() as session:
            parsed = await scrape_until(session, f"{base}/metrics", "research_bot_stage_duration_seconds_count", 2,
                                        timeout=60, stage="deliver")
            # A job is acknowledged on the stream just after its delivery is counted.
            for _ in range(50):
                if total(parsed, "research_bot_queue_jobs", state="running") == 0:
                    break
                await asyncio.sleep(0.1)
                parsed = await scrape(session, f"{base}/metrics")
            async with session.get(f"{base}/status") as resp:
                status = await resp.json()
            async with session.get(f"{base}/healthz") as resp:
                health = await resp.json()
    finally:
        stop.set()
        completed = await asyncio.wait_for(working, 30)
        await stream.client.aclose()

    assert completed == 2
    assert total(parsed, "research_bot_turns_total", platform="console", outcome="answered") == 2
    assert total(parsed, "research_bot_stage_duration_seconds_count", stage="queue") == 2
    assert total(parsed, "research_bot_queue_jobs", state="queued") == 0
    assert total(parsed, "research_bot_queue_jobs", state="running") == 0
    assert total(parsed, "research_bot_queue_oldest_job_age_seconds") == 0
    assert total(parsed, "research_bot_build_info", role="worker") == 1
    assert status["role"] == "worker" and status["store"] == {"kind": "redis", "ok": True,
                                                              "latency_ms": status["store"]["latency_ms"], "error": None}
    assert status["turns"]["count"] == 2
    assert health["ok"] is True and health["in_flight"] == 0
