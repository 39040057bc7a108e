"""The liveness server on its own thread (bot/liveness.py), against real sockets."""

from __future__ import annotations

import asyncio
import json
import socket
import urllib.error
import urllib.request

import pytest

from bot.liveness import liveness_server


def get(url: str) -> tuple[int, dict[str, object]]:
    try:
        with urllib.request.urlopen(url, timeout=5.0) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


async def test_healthz_is_200_with_the_loops_stall_while_the_loop_runs_and_other_paths_are_404() -> None:
    async with liveness_server(0, "127.0.0.1", stall_seconds=5.0) as port:
        assert port
        await asyncio.sleep(0.25)
        status, body = await asyncio.to_thread(get, f"http://127.0.0.1:{port}/healthz")
        missing, error = await asyncio.to_thread(get, f"http://127.0.0.1:{port}/metrics")
    assert status == 200 and body["ok"] is True
    # The loop was free: the stamp is at most one beat (0.1 s) and some scheduling old.
    assert 0 <= float(body["loop_stalled_ms"]) < 1000  # type: ignore[arg-type]
    assert missing == 404 and error["error"] == "not_found"


async def test_the_server_is_gone_once_the_block_ends() -> None:
    async with liveness_server(0, "127.0.0.1", stall_seconds=5.0) as port:
        pass
    with pytest.raises(OSError):
        await asyncio.to_thread(get, f"http://127.0.0.1:{port}/healthz")


async def test_a_port_in_use_is_a_clear_error_naming_the_setting() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(ValueError, match="HEALTH_PORT=.*can't be listened on"):
            async with liveness_server(taken.getsockname()[1], "127.0.0.1", stall_seconds=5.0):
                pass


async def test_no_port_serves_nothing() -> None:
    async with liveness_server(None, "127.0.0.1", stall_seconds=5.0) as port:
        assert port is None


async def test_a_client_that_sends_nothing_does_not_hold_up_the_probes_for_long() -> None:
    async with liveness_server(0, "127.0.0.1", stall_seconds=5.0) as port:
        with socket.create_connection(("127.0.0.1", port)):
            # The silent connection is dropped after the handler's timeout (2 s); the probe,
            # queued behind it, is answered well inside its own.
            status, body = await asyncio.to_thread(get, f"http://127.0.0.1:{port}/healthz")
    assert status == 200 and body["ok"] is True
