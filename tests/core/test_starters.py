"""Suggested prompts for a new thread come from what is indexed, and respect the channel."""

from __future__ import annotations

from core.models import ChannelSettings
from core.starters import prompt_for, starter_prompts


class Docs:
    name = "corpus"

    def __init__(self, documents: list[tuple[str, str]]) -> None:
        self.documents = documents

    async def topics(self) -> list[tuple[str, str]]:
        return self.documents


DOCS = Docs([
    ("Redis data types and persistence", "corpus/redis.md"),
    ("AWS Lambda vs Amazon ECS: choosing a compute model", "corpus/lambda-vs-ecs.md"),
    ("Migrating a workload from AWS Lambda to Amazon ECS", "corpus/migrating.md"),
    ("Incident response runbook", "handbook/incidents.md"),
])


def test_prompts_read_as_questions_a_teammate_would_ask() -> None:
    assert prompt_for("Redis vs Memcached: choosing a cache") == "Redis or Memcached: which should I choose, and when?"
    assert prompt_for("Migrating a workload from AWS Lambda to Amazon ECS") == (
        "How do I go about migrating a workload from AWS Lambda to Amazon ECS?"
    )
    assert prompt_for("Choosing a cache: Redis vs. Memcached") == "Redis or Memcached: which should I choose, and when?"
    assert prompt_for("Incident response runbook") == "Walk me through the Incident response runbook"
    assert prompt_for("Observability") == "What should I know about Observability?"


async def test_comparisons_come_first_and_at_most_the_limit() -> None:
    prompts = await starter_prompts([DOCS], limit=2)
    assert len(prompts) == 2 and "AWS Lambda or Amazon ECS" in prompts[0] and "migrating" in prompts[1]


async def test_a_restricted_channel_is_offered_only_what_it_may_search() -> None:
    prompts = await starter_prompts([DOCS], limit=4, channel=ChannelSettings(corpora=["handbook"]))
    assert prompts == ["Walk me through the Incident response runbook"]
    nothing = await starter_prompts([DOCS], limit=4, channel=ChannelSettings(sources=["web"]))
    assert nothing and all("should I know about" not in p for p in nothing), "general prompts when nothing fits"
