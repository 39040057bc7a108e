"""Reading what Prometheus would scrape: prometheus-client's own parser, samples by name and labels."""

from __future__ import annotations

import asyncio
import socket

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def parse(text: str) -> Samples:
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def total(parsed: Samples, name: str, **labels: str) -> float:
    """The sum of `name`'s samples whose labels include `labels`."""
    return sum(v for (n, ls), v in parsed.items() if n == name and set(labels.items()) <= set(ls))


async def scrape(session: aiohttp.ClientSession, url: str) -> Samples:
    async with session.get(url) as resp:
        assert resp.status == 200, resp.status
        assert resp.headers["Content-Type"].startswith("text/plain; version=")
        return parse(await resp.text())


async def scrape_until(
    session: aiohttp.ClientSession, url: str, name: str, at_least: float, timeout: float = 20.0, **labels: str
) -> Samples:
    """Scrape (once the server is up) until `name` (with `labels`) reaches `at_least`; the last scrape."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        try:
            parsed = await scrape(session, url)
        except aiohttp.ClientConnectionError:
            if asyncio.get_running_loop().time() > deadline:
                raise
            parsed = {}
        if parsed and (total(parsed, name, **labels) >= at_least or asyncio.get_running_loop().time() > deadline):
            return parsed
        await asyncio.sleep(0.1)


def free_port() -> int:
    """A port nothing listens on right now (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
