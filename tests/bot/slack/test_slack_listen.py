"""The HTTP server takes a burst of connections that arrives while its event loop is busy."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
import urllib.request

from pydantic import SecretStr
from tests.fakes.slack_api import FakeSlack
from tests.scrapes import free_port

from bot.slack.runner import run_slack
from bot.slack.settings import SlackSettings
from core.config import Settings

BURST = 300  # more than aiohttp's default listen backlog (128)


def burst_of_connections(port: int, start: threading.Event) -> tuple[list[socket.socket], list[float], str | None]:
    """Open BURST connections one after another, as Slack's senders would all at once;
    stop at the first that the kernel does not complete within 0.5 s (its SYN dropped)."""
    start.wait(5)
    opened: list[socket.socket] = []
    took: list[float] = []
    for _ in range(BURST):
        sent = time.monotonic()
        try:
            opened.append(socket.create_connection(("127.0.0.1", port), timeout=0.5))
        except OSError as exc:
            return opened, took, f"connection {len(opened) + 1} of {BURST}: {exc!r}"
        took.append(time.monotonic() - sent)
    return opened, took, None


def healthy(port: int) -> None:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1.0) as resp:
        resp.read()


def health_over(conn: socket.socket) -> bytes:
    conn.settimeout(10)
    conn.sendall(b"GET /healthz HTTP/1.1\r\nHost: bot\r\nConnection: close\r\n\r\n")
    return conn.recv(64)


async def test_a_burst_of_connections_while_the_loop_is_busy_is_taken_without_a_syn_retry(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    port = free_port()
    slack = slack_env.model_copy(update={"slack_signing_secret": SecretStr("secret")})
    stop = asyncio.Event()
    server = asyncio.create_task(run_slack(slack_settings, "http", port, host="127.0.0.1", slack=slack, stop=stop))
    opened: list[socket.socket] = []
    try:
        async with asyncio.timeout(30):
            while True:
                try:
                    await asyncio.to_thread(healthy, port)
                    break
                except OSError:
                    await asyncio.sleep(0.05)
        start = threading.Event()
        result: list[tuple[list[socket.socket], list[float], str | None]] = []
        sender = threading.Thread(target=lambda: result.append(burst_of_connections(port, start)))
        sender.start()

        async def busy() -> None:
            start.set()
            time.sleep(1.0)  # the loop at work on something else: nothing is accepted meanwhile

        await asyncio.create_task(busy())
        await asyncio.to_thread(sender.join)
        opened, took, failed = result[0]
        assert failed is None, failed
        assert len(opened) == BURST and max(took) < 0.5
        # Once the loop runs again every one of them is served.
        replies = await asyncio.gather(*(asyncio.to_thread(health_over, conn) for conn in opened))
        assert all(reply.startswith(b"HTTP/1.1 200") for reply in replies), {r[:20] for r in replies}
    finally:
        for conn in opened:
            conn.close()
        stop.set()
        await asyncio.wait_for(server, 10)
