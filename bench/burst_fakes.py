"""The outside world of `bench_burst.py`, in its own process: a fake Slack Web API,
a fake OpenAI-compatible model answering every call after a fixed latency, and a
control endpoint the bench reads the recorded facts from.

Run apart from the bench so the requests it fires and the latencies it measures
do not share an event loop with the fakes' work. Started as

    python -m bench.burst_fakes --model-latency-ms 300

it prints one JSON line (`{"slack": ..., "model": ..., "control": ...}`) and
serves until SIGTERM. Control routes: `POST /reset` forgets every recorded call
(after the warm-up), `GET /answered` is the number of events answered so far,
`GET /summary` every recorded fact.

The clock is `time.time()`: the bench stamps its posts with the same clock in
another process.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.slack.delivery import REPLY_EVENT  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402
from tests.fakes.slack_api import FakeSlack  # noqa: E402

# The writes that can carry an answer's closing tag.
_FINAL_WRITES = ("chat.postMessage", "chat.update", "chat.stopStream")


class BurstSlack(FakeSlack):
    """FakeSlack that stamps each answer: the first write tagged with the event it
    answers (the bot tags an answer's last write with `reply_tag(event_id)`)."""

    def __init__(self) -> None:
        super().__init__()
        self.answers: dict[str, list[float]] = {}
        self.methods: Counter[str] = Counter()
        # When each Web API method was called: the phases of a burst (every stream opened,
        # every answer closed) as the bench reads them.
        self.times: dict[str, list[float]] = {}

    def reset(self) -> None:
        self.calls.clear()
        self.answers.clear()
        self.methods.clear()
        self.times.clear()

    def _answer(self, method: str, args: dict[str, Any]) -> dict[str, Any]:
        self.methods[method] += 1
        self.times.setdefault(method, []).append(time.time())
        answer = super()._answer(method, args)
        tag = args.get("metadata")
        if method in _FINAL_WRITES and answer.get("ok") and isinstance(tag, dict) and tag.get("event_type") == REPLY_EVENT:
            event_id = str((tag.get("event_payload") or {}).get("event_id", ""))
            self.answers.setdefault(event_id, []).append(time.time())
        return answer


class BurstModel(FakeOpenAI):
    """FakeOpenAI counting requests in flight (the most at once is what a provider would see)."""

    def __init__(self) -> None:
        super().__init__()
        self.in_flight = 0
        self.peak_in_flight = 0
        self.served = 0
        # (arrived, answered) of every call since the reset: how many calls the bot kept in
        # flight over the burst (its model-call limit at work), read by the bench.
        self.spans: list[tuple[float, float]] = []

    def reset(self) -> None:
        self.requests.clear()
        self.peak_in_flight = self.in_flight
        self.served = 0
        self.spans.clear()

    async def _completions(self, request: web.Request) -> web.StreamResponse:
        self.in_flight += 1
        self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
        arrived = time.time()
        try:
            return await super()._completions(request)
        finally:
            self.in_flight -= 1
            self.served += 1
            self.spans.append((arrived, time.time()))


async def serve(latency: float) -> None:
    slack = await BurstSlack().start()
    model = await BurstModel().start()
    model.default = ResearchModel(delay=latency)
    # The recorded request bodies are not needed and would only grow.
    model.requests = _Discard()  # type: ignore[assignment]

    async def reset(_: web.Request) -> web.Response:
        slack.reset()
        model.reset()
        return web.json_response({"ok": True})

    async def answered(_: web.Request) -> web.Response:
        return web.json_response({"answered": len(slack.answers)})

    async def summary(_: web.Request) -> web.Response:
        threads: Counter[str] = Counter(f"{m.channel}/{m.thread_ts}" for m in slack.messages.values() if m.thread_ts)
        return web.json_response({
            "answers": slack.answers,
            "slack_calls": dict(slack.methods),
            "model_calls": model.served,
            "model_peak_in_flight": model.peak_in_flight,
            "model_spans": model.spans,
            "slack_times": slack.times,
            "bot_messages_per_thread": dict(threads),
        })

    async def null_events(request: web.Request) -> web.Response:
        # A server that acknowledges at once: the ack floor of the bench's own client.
        await request.read()
        return web.Response()

    control = web.Application()
    control.router.add_post("/null-events", null_events)
    control.router.add_post("/reset", reset)
    control.router.add_get("/answered", answered)
    control.router.add_get("/summary", summary)
    runner = web.AppRunner(control)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, backlog=1024)  # a burst of null events at once
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    print(json.dumps({"slack": slack.api_url, "model": model.base_url, "control": f"http://127.0.0.1:{port}"}), flush=True)

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await runner.cleanup()
    await model.close()
    await slack.stop()


class _Discard(list):  # type: ignore[type-arg]
    def append(self, _: object) -> None:
        pass


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-latency-ms", type=float, default=300.0)
    asyncio.run(serve(parser.parse_args().model_latency_ms / 1000))
