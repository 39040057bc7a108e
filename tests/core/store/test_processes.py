"""Sessions shared by real processes: parallel turns on one thread, a lock holder killed with SIGKILL."""

from __future__ import annotations

import asyncio
import json
import secrets
import signal
import sqlite3
import time
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from core.config import Settings
from core.models import ThreadKey
from core.store import open_store
from tests.fakes.openai_server import FakeOpenAI, Scripted
from tests.processes import bot_env, start, warm_data_dir

QUESTIONS = [
    "How does Redis persistence work?",
    "What is the difference between AWS Lambda and Amazon ECS?",
    "How do I fix too many connections errors in PostgreSQL?",
    "How does Kubernetes schedule pods?",
    "How do Slack apps use Socket Mode?",
    "When should I use SQS instead of Kafka?",
    "How do I set up a Python virtual environment?",
    "What makes a good REST API design?",
    "How do I reduce cloud costs?",
    "What belongs in an incident response runbook?",
]


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder whose corpus index is built before any process here starts."""
    return warm_data_dir(tmp_path_factory.mktemp("processes"))


@pytest.fixture(params=["sqlite", "redis"])
def store_env(request: pytest.FixtureRequest, test_redis_url: str, redis_prefix: str) -> dict[str, str]:
    if request.param == "redis":
        return {"SESSION_STORE": "redis", "REDIS_URL": test_redis_url, "REDIS_KEY_PREFIX": redis_prefix}
    return {"SESSION_STORE": "sqlite"}


def console_key(thread: str) -> ThreadKey:
    return ThreadKey(platform="console", workspace="local", channel="cli", thread=thread)


def settings_for(data_dir: Path, env: dict[str, str]) -> Settings:
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        data_dir=data_dir,
        session_store=env["SESSION_STORE"],
        redis_url=env.get("REDIS_URL", "redis://127.0.0.1:6379/15"),
        redis_key_prefix=env.get("REDIS_KEY_PREFIX", "x:"),
    )


async def test_ten_parallel_turns_on_one_thread_are_all_kept(data_dir: Path, store_env: dict[str, str]) -> None:
    thread = f"parallel-{secrets.token_hex(4)}"
    env = bot_env(data_dir, **store_env)
    processes = await asyncio.gather(
        *(
            start(["ask", "--json", "--thread", thread, q], env, data_dir / "logs", f"{thread}-{i}")
            for i, q in enumerate(QUESTIONS)
        )
    )
    codes = await asyncio.gather(*(p.wait(timeout=180) for p in processes))
    assert codes == [0] * len(QUESTIONS), [p.stderr for p in processes if p.process.returncode]
    replies = [json.loads(p.stdout) for p in processes]
    assert all(r["kind"] == "answer" and r["thread"] == thread for r in replies)

    store = open_store(settings_for(data_dir, store_env))
    try:
        session = await store.load(console_key(thread))
    finally:
        await store.close()
    assert sorted(a.question for a in session.analyses) == sorted(QUESTIONS)
    assert sorted(t.content for t in session.turns if t.role == "user") == sorted(QUESTIONS)
    # Every reply's buttons point at its own answer.
    assert sorted(r["analysis_index"] for r in replies) == list(range(len(QUESTIONS)))
    for reply in replies:
        assert session.analyses[reply["analysis_index"]].standalone_question == reply["metadata"]["standalone_question"]


async def lock_is_held(data_dir: Path, env: dict[str, str], thread: str) -> bool:
    session_id = console_key(thread).session_id
    if env["SESSION_STORE"] == "redis":
        client = aioredis.Redis.from_url(env["REDIS_URL"])
        try:
            return bool(await client.exists(f"{env['REDIS_KEY_PREFIX']}lock:{session_id}"))
        finally:
            await client.aclose()

    def read() -> bool:
        with sqlite3.connect(data_dir / "sessions.db") as db:
            row = db.execute("SELECT expires_at FROM locks WHERE id = ?", (session_id,)).fetchone()
        db.close()
        return row is not None and row[0] > time.time()

    return await asyncio.to_thread(read)


async def test_a_lock_holder_killed_mid_turn_frees_the_thread_within_its_lease(
    data_dir: Path, store_env: dict[str, str]
) -> None:
    thread = f"killed-{secrets.token_hex(4)}"
    async with FakeOpenAI() as fake:
        stalled = asyncio.Event()

        async def hang(body: dict[str, object]) -> Scripted:
            stalled.set()
            await asyncio.sleep(120)
            return Scripted(content="too late")

        fake.default = hang
        model = {"OPENAI_BASE_URL": fake.base_url, "OPENAI_API_KEY": "x", "LLM_MODEL": "fake-model"}
        # Redis runs the shipped lease (LOCK_TIMEOUT_SECONDS=15); SQLite a short one to keep the suite quick.
        lease = {} if store_env["SESSION_STORE"] == "redis" else {"LOCK_TIMEOUT_SECONDS": "4"}
        holder = await start(
            ["ask", "--thread", thread, "How does Redis persistence work?"],
            bot_env(data_dir, **store_env, **model, **lease),
            data_dir / "logs",
            f"{thread}-holder",
        )
        await asyncio.wait_for(stalled.wait(), timeout=60)  # mid-turn: inside the lock, waiting on the model
        assert await lock_is_held(data_dir, store_env, thread)
        holder.kill(signal.SIGKILL)
        killed_at = time.monotonic()
        assert await holder.wait() == -signal.SIGKILL

        nxt = await start(
            ["ask", "--thread", thread, "How does Redis eviction work?"],
            bot_env(data_dir, **store_env, **lease),
            data_dir / "logs",
            f"{thread}-next",
        )
        while await lock_is_held(data_dir, store_env, thread) and nxt.process.returncode is None:
            await asyncio.sleep(0.1)
        freed_after = time.monotonic() - killed_at
        assert await nxt.wait() == 0, nxt.stderr
    assert freed_after < 20, f"the thread stayed locked {freed_after:.1f}s after its holder died"
    assert "Sources:" in nxt.stdout
    store = open_store(settings_for(data_dir, store_env))
    try:
        session = await store.load(console_key(thread))
    finally:
        await store.close()
    assert [a.question for a in session.analyses] == ["How does Redis eviction work?"]
