"""Fixtures the platform adapters' tests share: the job queue on the real Redis, a slow web search."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from core.config import Settings
from core.jobs import JobStream, job_stream
from tests.fakes.search_apis import PAGES, SearxngFake


@pytest.fixture
def queue_settings(offline_settings: Settings, test_redis_url: str, redis_prefix: str) -> Settings:
    """Offline settings with the job queue under the test's prefix; short leases keep the suite quick."""
    return offline_settings.model_copy(update={
        "redis_url": test_redis_url, "redis_key_prefix": redis_prefix, "job_lease_seconds": 0.6,
        "lock_timeout_seconds": 0.6, "job_retry_backoff_seconds": 0.05, "job_max_attempts": 3, "worker_drain_seconds": 0.3,
    })


@pytest.fixture
async def stream(queue_settings: Settings) -> AsyncIterator[JobStream]:
    s = job_stream(queue_settings)
    await s.ensure_group()
    yield s
    await s.client.aclose()


@pytest.fixture
async def slow_web() -> AsyncIterator[SearxngFake]:
    """A web search that takes its time, so an answer is still in flight when SIGTERM comes."""
    server = await SearxngFake().start()
    results = {"results": [{"title": p.title, "url": server.page_url(p), "content": p.content} for p in PAGES]}
    server.fail_next("/search", 200, results, times=50, delay=1.0)
    yield server
    await server.close()
