"""`research-bot ask` and `research-bot worker` as a user runs them with JOB_QUEUE=redis, and their clear errors."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiohttp import web

from tests.processes import ROOT, bot_env, start


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield tmp_path_factory.mktemp("cli-jobs")


def test_redis_jobs_without_the_redis_store_is_a_clear_configuration_error(data_dir: Path) -> None:
    out = run(["ask", "What is Redis?"], bot_env(data_dir, JOB_QUEUE="redis", SESSION_STORE="sqlite"))
    assert out.returncode == 2
    assert "JOB_QUEUE=redis needs SESSION_STORE=redis" in out.stderr
    assert "Traceback" not in out.stderr


def test_a_worker_without_the_redis_queue_says_what_to_set(data_dir: Path) -> None:
    out = run(["worker"], bot_env(data_dir))
    assert out.returncode == 2
    assert "set JOB_QUEUE=redis and SESSION_STORE=redis" in out.stderr


async def test_a_redis_url_that_answers_something_else_fails_clearly(data_dir: Path) -> None:
    runner = web.AppRunner(web.Application())  # an HTTP server where Redis should be
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        env = bot_env(data_dir, SESSION_STORE="redis", REDIS_URL=f"redis://user:hunter2@127.0.0.1:{port}/0")
        out = await asyncio.to_thread(run, ["ask", "What is Redis?"], env)
    finally:
        await runner.cleanup()
    assert out.returncode == 3
    assert "answered something that is not Redis" in out.stderr
    assert "hunter2" not in out.stderr and "Traceback" not in out.stderr


async def test_ask_is_answered_by_a_worker_process(data_dir: Path, test_redis_url: str, redis_prefix: str) -> None:
    env = bot_env(data_dir, SESSION_STORE="redis", JOB_QUEUE="redis", REDIS_URL=test_redis_url, REDIS_KEY_PREFIX=redis_prefix)
    worker = await start(["worker", "--concurrency", "2"], {**env, "LOG_LEVEL": "INFO"}, data_dir / "logs", "worker")
    try:
        asked = await start(["ask", "How does Redis persistence work?"], env, data_dir / "logs", "ask")
        assert await asked.wait() == 0, asked.stderr + worker.stderr
        assert "Sources:" in asked.stdout
        assert "Waiting: " in asked.stderr, "told it waits for a worker"
        assert "Searching" in asked.stderr, "the worker's progress reaches the terminal"
    finally:
        worker.kill(signal.SIGTERM)
        assert await worker.wait() == 0, worker.stderr
    assert "job.done" in worker.stderr
