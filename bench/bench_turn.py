"""End-to-end turn latency on embedded defaults (SQLite sessions, sample corpus, no model).

Prints one JSON object: `ask` turn latency (p50/p99) over varied questions, and
report-switch latency (p50/p99) with the SQLite store, plus the model calls the
switches made (must be zero). Targets: offline turn p50 < 50 ms; switch p99 < 5 ms.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path

from core.config import Settings
from core.factory import build_assistant
from core.models import Action, Inbound, ThreadKey

QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "How do I fix too many connections errors in PostgreSQL?",
    "How does Redis persistence work?",
    "How should I structure retries for a Slack bot that must ack in 3 seconds?",
    "How much does AWS Lambda cost for a million requests?",
    "How do I connect a Discord bot to slash commands?",
    "What is Kubernetes and why would I use it?",
    "How do I set up a Python virtual environment?",
]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


async def main() -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(_env_file=None, data_dir=Path(tmp), session_store="sqlite", llm_model=None)  # type: ignore[call-arg]
        assistant = await build_assistant(settings)
        turn_ms: list[float] = []
        for round_ in range(5):
            for i, q in enumerate(QUESTIONS):
                key = ThreadKey(platform="bench", workspace="w", channel="c", thread=f"t{round_}-{i}")
                t0 = time.perf_counter()
                await assistant.handle(Inbound(thread=key, user="u", text=q))
                turn_ms.append((time.perf_counter() - t0) * 1000)

        key = ThreadKey(platform="bench", workspace="w", channel="c", thread="switch")
        for q in QUESTIONS[:3]:
            await assistant.handle(Inbound(thread=key, user="u", text=q))
        switch_ms: list[float] = []
        switch_calls = 0
        kinds = ["inline", "quick", "detailed"]
        for i in range(600):
            action = Action(report=kinds[i % 3], analysis=i % 3)  # type: ignore[arg-type]
            t0 = time.perf_counter()
            reply = await assistant.handle(Inbound(thread=key, user="u", action=action, origin="button"))
            switch_ms.append((time.perf_counter() - t0) * 1000)
            switch_calls += reply.metadata.usage.llm_calls
        typed_ms: list[float] = []
        for text in ["detailed summary", "tl;dr", "quick summary", "sources", "open 1"] * 40:
            t0 = time.perf_counter()
            await assistant.handle(Inbound(thread=key, user="u", text=text))
            typed_ms.append((time.perf_counter() - t0) * 1000)
        await assistant.store.close()
    return {
        "benchmark": "turn",
        "store": "sqlite",
        "offline_turn_ms": {"p50": pct(turn_ms, 0.5), "p99": pct(turn_ms, 0.99), "mean": round(statistics.mean(turn_ms), 3), "n": len(turn_ms)},
        "report_switch_ms": {"p50": pct(switch_ms, 0.5), "p99": pct(switch_ms, 0.99), "n": len(switch_ms)},
        "typed_command_ms": {"p50": pct(typed_ms, 0.5), "p99": pct(typed_ms, 0.99), "n": len(typed_ms)},
        "report_switch_llm_calls": switch_calls,
        "targets": {"offline_turn_p50_ms": 50, "report_switch_p99_ms": 5},
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main()), indent=2))
