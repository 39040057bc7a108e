"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis
from tests.fakes.search_apis import SearxngFake

from core.config import Settings


# The suite never touches a developer's own data: its Redis database comes from
# TEST_REDIS_URL and defaults to a high-numbered DB, not DB 0.
TEST_REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


@pytest.fixture(scope="session")
def test_redis_url() -> str:
    return TEST_REDIS_URL


@pytest.fixture
async def redis_prefix(test_redis_url: str) -> AsyncIterator[str]:
    """A key prefix of this test's own on the test Redis; everything under it is deleted afterwards."""
    value = f"test-{secrets.token_hex(6)}:"
    yield value
    client = aioredis.Redis.from_url(test_redis_url)
    try:
        keys = [k async for k in client.scan_iter(match=f"{value}*", count=1000)]
        for start in range(0, len(keys), 500):
            await client.delete(*keys[start : start + 500])
    finally:
        await client.aclose()


@pytest.fixture(scope="session")
def shared_corpus_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One corpus index of the bundled sample corpus for every test that only reads it."""
    return tmp_path_factory.mktemp("corpus") / "corpus.db"


@pytest.fixture
def offline_settings(tmp_path: Path, shared_corpus_db: Path) -> Settings:
    """No model, no tokens, in-memory sessions: the embedded defaults of a fresh machine."""
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=tmp_path,
        session_store="memory",
        corpus_db=shared_corpus_db,
        openai_api_key=None,
        openai_base_url=None,
        llm_model=None,
    )


@pytest.fixture
async def web() -> AsyncIterator[SearxngFake]:
    """A local SearXNG (the web search with the least setup) for tests that need a second source."""
    server = await SearxngFake().start()
    yield server
    await server.close()
