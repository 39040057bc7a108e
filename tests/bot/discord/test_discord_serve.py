"""`research-bot serve discord` as a real process, pointed at the fake Discord
by DISCORD_API_BASE and DISCORD_GATEWAY_URL; SIGTERM while an answer is in flight."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from tests.bot.discord.fake_discord import BOT_ID, GUILD_ID, FakeDiscord, custom_ids
from tests.fakes.search_apis import SearxngFake

ROOT = Path(__file__).resolve().parents[3]
QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


@pytest.fixture
async def discord_server() -> AsyncIterator[FakeDiscord]:
    # No monkeypatching of discord.py here: the bot is another process, told by its settings.
    async with FakeDiscord() as server:
        yield server


# discord.py's warnings about what the bot never uses: voice (PyNaCl, davey) and, for a client
# that only calls the REST API, the gateway's guild state. They read as something to install or fix.
IRRELEVANT_WARNINGS = ("voice will NOT be supported", "Guilds intent")


def clean_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "SLACK_", "DISCORD_", "SESSION_"))}


async def serve(fake: FakeDiscord, web: SearxngFake, tmp_path: Path, corpus_db: Path, grace: float) -> asyncio.subprocess.Process:
    env = clean_env()
    env.update(
        DISCORD_BOT_TOKEN="fake-token",
        DISCORD_API_BASE=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        DATA_DIR=str(tmp_path),
        CORPUS_DB=str(corpus_db),
        SESSION_STORE="memory",
        SEARXNG_URL=web.url,
        RESEARCH_TOOL_TIMEOUT_SECONDS="30",
        SHUTDOWN_GRACE_SECONDS=str(grace),
        LOG_LEVEL="WARNING",
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.cli", "serve", "discord", cwd=ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.connected(timeout=90)
    except TimeoutError:
        proc.kill()
        _, err = await proc.communicate()
        raise AssertionError(f"the bot never connected: {err.decode()[-2000:]}") from None
    return proc


async def sigterm_mid_answer(
    fake: FakeDiscord, web: SearxngFake, tmp_path: Path, corpus_db: Path, grace: float
) -> tuple[int, list[dict], str]:
    """Ask, wait until the answer is in flight, SIGTERM the bot; its exit code, the thread's messages, its stderr."""
    proc = await serve(fake, web, tmp_path, corpus_db, grace)
    question = await fake.user_says(f"<@{BOT_ID}> {QUESTION}", mentions=[fake.bot_user])
    thread_id = int(question["id"])
    await fake.wait_message(thread_id, lambda m: m["content"].startswith("🔎 Researching"), timeout=30)
    proc.send_signal(signal.SIGTERM)
    code = await asyncio.wait_for(proc.wait(), 90)
    assert proc.stderr is not None
    return code, fake.bot_messages(thread_id), (await proc.stderr.read()).decode()


async def test_serve_answers_through_the_settings_and_finishes_in_flight_answers_on_sigterm(
    discord_server: FakeDiscord, slow_web: SearxngFake, tmp_path: Path, shared_corpus_db: Path
) -> None:
    code, [answer], stderr = await sigterm_mid_answer(discord_server, slow_web, tmp_path, shared_corpus_db, grace=60)

    assert code == 0
    assert not [w for w in IRRELEVANT_WARNINGS if w in stderr], stderr
    assert "**Sources**" in answer["content"] and custom_ids(answer), "the answer in flight was finished"
    assert slow_web.hits("/search"), "the web search was really in the turn"


async def test_sigterm_past_the_grace_period_leaves_no_placeholder_researching(
    discord_server: FakeDiscord, slow_web: SearxngFake, tmp_path: Path, shared_corpus_db: Path
) -> None:
    code, [placeholder], _ = await sigterm_mid_answer(discord_server, slow_web, tmp_path, shared_corpus_db, grace=0.5)

    assert code == 0
    assert not placeholder["content"].startswith("🔎"), placeholder["content"]
    assert "stopped before I could finish" in placeholder["content"] and "ask again" in placeholder["content"]


async def test_sync_commands_says_only_what_it_did_or_what_to_fix(discord_server: FakeDiscord) -> None:
    async def sync(**env: str) -> asyncio.subprocess.Process:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.cli", "discord", "sync-commands", "--guild", str(GUILD_ID), cwd=ROOT,
            env={**clean_env(), "DISCORD_API_BASE": discord_server.api_base, "LOG_LEVEL": "INFO", **env},
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )

    synced = await sync(DISCORD_BOT_TOKEN="fake-token")
    out, err = (b.decode() for b in await asyncio.wait_for(synced.communicate(), 90))
    tokenless = await sync()
    _, missing = (b.decode() for b in await asyncio.wait_for(tokenless.communicate(), 90))

    assert synced.returncode == 0 and "/research" in out, err
    assert not [w for w in IRRELEVANT_WARNINGS if w in err], err
    assert tokenless.returncode == 2
    assert missing.strip().splitlines() == [missing.strip()] and "DISCORD_BOT_TOKEN is not set" in missing, missing
