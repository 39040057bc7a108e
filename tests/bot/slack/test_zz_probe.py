import asyncio, signal
from pathlib import Path
import aiohttp
from tests.bot.slack.test_slack_processes import corpus_db, slack_env, serving, mention_over_http  # noqa: F401
from tests.bot.slack.conftest import SECRET
from tests.fakes.slack_api import FakeSlack
from tests.processes import start


async def test_probe(fake: FakeSlack, corpus_db: Path, tmp_path: Path) -> None:
    env = slack_env(tmp_path, fake, corpus_db, SLACK_SIGNING_SECRET=SECRET, SESSION_STORE="memory", METRICS_PORT="0", HEALTH_PORT="0")
    bot = await start(["serve", "slack", "--mode", "http", "--port", "0"], env, tmp_path / "logs", "http")
    port = int((await serving(bot, r"slack\.serving mode=http port=(\d+)"))[1])
    async with aiohttp.ClientSession() as s:
        for path in ("/healthz", "/readyz", "/status", "/metrics"):
            async with s.get(f"http://127.0.0.1:{port}{path}") as r:
                print(path, r.status, (await r.text())[:300])
    await mention_over_http(port, "1650000000.000001", "EvHttp1")
    await asyncio.sleep(8)
    bot.kill(signal.SIGTERM)
    await bot.wait(timeout=60)
    print("STDERR>>>\n", bot.stderr[-6000:])
