"""What research tests share: a tiny in-memory Source (it matches query words against
titles, records every search with its start and end time, and can be made slow),
settings pointing at a fake model, and requests as the pipeline builds them."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from core.config import FallbackModel, Settings
from core.profiles import Classification
from core.research.agent import AgentResearcher
from core.research.base import ResearchRequest
from core.sources.base import Document, Hit
from tests.fakes.openai_server import FakeOpenAI

DOCS = {
    "celery-intro": (
        "Celery introduction",
        "https://docs.example.org/celery",
        "Celery is a distributed task queue with many brokers (RabbitMQ, Redis, SQS), retries and workflows.",
    ),
    "rq-intro": (
        "RQ introduction",
        "https://docs.example.org/rq",
        "RQ (Redis Queue) is a simple Python library for queueing jobs, backed only by Redis.",
    ),
    "compare": (
        "Choosing between Celery and RQ",
        "https://blog.example.org/celery-vs-rq",
        "RQ suits small apps; Celery suits complex workflows and multiple brokers.",
    ),
}


class Shelf:
    """A tiny Source: matches query words against titles; optionally slow."""

    def __init__(self, name: str = "docs", delay: float = 0.0, docs: dict[str, tuple[str, str, str]] = DOCS) -> None:
        self.name = name
        self.description = f"the {name} shelf of engineering notes"
        self.delay = delay
        self.docs = docs
        self.searches: list[tuple[str, float, float]] = []

    def _hit(self, doc_id: str) -> Hit:
        title, url, text = self.docs[doc_id]
        return Hit(id=doc_id, source=self.name, title=title, url=url, snippet=text[:80], text=text)

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        started = time.perf_counter()
        await asyncio.sleep(self.delay)
        words = set(query.lower().split())
        found = [self._hit(i) for i, (title, _, _) in self.docs.items() if words & set(title.lower().split())]
        self.searches.append((query, started, time.perf_counter()))
        return found[:limit]

    async def fetch(self, id: str) -> Document | None:
        if id not in self.docs:
            return None
        title, url, text = self.docs[id]
        return Document(id=id, source=self.name, title=title, url=url, text=text + " (full document)")


def settings_for(fake: FakeOpenAI, *fallbacks: FakeOpenAI, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "openai_base_url": fake.base_url,
        "openai_api_key": "test-key",
        "llm_model": "fake-model",
        "llm_fallbacks": [FallbackModel(base_url=f.base_url, model="fallback-model") for f in fallbacks],
        "llm_max_retries": 0,
        "llm_timeout_seconds": 5,
        "research_wall_time_seconds": 20,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


def ask(question: str = "Celery vs RQ: which should we use?", kind: str = "comparison", **extra: Any) -> ResearchRequest:
    return ResearchRequest(
        question=question,
        standalone=question,
        classification=Classification(type=kind, confidence=0.9),  # type: ignore[arg-type]
        **extra,
    )


Build = Callable[..., AgentResearcher]
