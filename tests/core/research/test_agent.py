"""Model-driven research end to end: the real openai client against a scripted local server,
tools over a small in-test Source."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from core.config import FallbackModel, Settings
from core.llm import LLM
from core.models import ProgressEvent
from core.profiles import Classification
from core.research.agent import AgentResearcher
from core.research.base import ResearchRequest, ResearchResult
from core.sources.tools import Observation, Tool
from core.sources.base import Document, Hit
from tests.fakes.openai_server import FakeOpenAI, Recorded

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


COMPARISON = """## Overview
Celery is a distributed task queue [1]; RQ is a simple Redis-backed queue [3].

## Comparison table
| | Celery | RQ |
|---|---|---|
| Brokers | many [1] | Redis only [3] |

## When to choose which
Choose RQ for small apps and Celery for workflows [2].

## Trade-offs
Celery's flexibility costs configuration [1]."""


def draft(detailed: str = COMPARISON, inline: str = "Pick RQ for simple jobs and Celery for workflows [2].",
          quick: str = "RQ is simple and Redis-only [3]. Celery supports many brokers [1].",
          suggestions: list[str] | None = None) -> str:
    return json.dumps(
        {
            "inline": inline,
            "quick": quick,
            "detailed": detailed,
            "suggestions": suggestions or ["How do I migrate from RQ to Celery?", "How does Celery retry tasks?"],
        }
    )


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


@pytest.fixture
async def researcher() -> AsyncIterator[Build]:
    """AgentResearchers over real LLM clients, closed after the test."""
    llms: list[LLM] = []

    def build(settings: Settings, sources: list[Any]) -> AgentResearcher:
        llms.append(LLM.from_settings(settings))
        return AgentResearcher(settings, llms[-1], sources)

    yield build
    for llm in llms:
        await llm.close()


def writer_requests(fake: FakeOpenAI) -> list[Recorded]:
    return [r for r in fake.requests if r.body.get("response_format") == {"type": "json_object"}]


def tool_messages(request: Recorded) -> list[str]:
    return [m["content"] for m in request.messages if m["role"] == "tool"]


def locations(result: ResearchResult) -> list[tuple[int, str]]:
    return [(c.number, c.location) for c in result.citations]


async def test_multi_step_research_searches_reads_writes_and_cites_what_it_found(researcher: Build) -> None:
    events: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        events.append(event)

    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq", "limit": "3"}))
        fake.tool_calls(("read_docs", {"id": "rq-intro"}))
        fake.reply("I have enough.")
        fake.reply(draft())
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask(entities=["Celery", "RQ"]), progress)

    assert len(fake.requests) == 4
    assert result.usage.llm_calls == 4 and result.usage.tool_calls == 3
    assert result.mode == "model" and result.found
    # Numbered by first use in the reports: [2] (compare) appears first in inline.
    assert locations(result) == [
        (1, "https://blog.example.org/celery-vs-rq"),
        (2, "https://docs.example.org/rq"),
        (3, "https://docs.example.org/celery"),
    ]
    assert result.reports.inline.endswith("[1].")
    assert "| Brokers | many [3] | Redis only [2] |" in result.reports.detailed
    assert result.quality.passed and result.quality.attempts == 1
    assert result.suggestions == ["How do I migrate from RQ to Celery?", "How does Celery retry tasks?"]

    first = fake.requests[0].body
    assert {t["function"]["name"] for t in first["tools"]} == {"search_docs", "read_docs"}
    assert "Research each option on its own" in first["messages"][0]["content"]
    # The same source keeps its number across searches; a read shows the full text.
    second_observations = tool_messages(fake.requests[1])
    assert "[2] Choosing between Celery and RQ" in second_observations[0]
    assert "[2] (already seen) Choosing between Celery and RQ" in second_observations[1]
    assert "(full document)" in tool_messages(fake.requests[2])[-1]
    assert [(e.stage, e.query) for e in events if e.stage == "searching"] == [("searching", "celery"), ("searching", "rq")]
    assert [e.stage for e in events if e.stage != "searching"] == ["planning", "reading", "writing", "validating"]


async def test_parallel_tool_calls_run_concurrently(researcher: Build) -> None:
    slow = Shelf(delay=0.4)
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.reply("done")
        fake.reply(draft())
        agent = researcher(settings_for(fake), [slow])
        started = time.perf_counter()
        result = await agent.research(ask())
        elapsed = time.perf_counter() - started

    (_, start_a, end_a), (_, start_b, end_b) = sorted(slow.searches, key=lambda s: s[1])
    assert start_b < end_a, "the second search started only after the first finished"
    assert elapsed < 0.75  # two 0.4 s searches in sequence alone would take 0.8 s
    assert result.usage.llm_calls == 3
    assert [c.number for c in result.citations] == [1, 2, 3]


async def test_a_tool_that_times_out_becomes_an_observation_and_research_goes_on(researcher: Build) -> None:
    stuck = Shelf(name="wiki", delay=10)
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_wiki", {"query": "celery"}), ("search_docs", {"query": "celery rq"}))
        fake.reply("done")
        fake.reply(draft())
        agent = researcher(settings_for(fake, research_tool_timeout_seconds=0.2), [stuck, Shelf()])
        started = time.perf_counter()
        result = await agent.research(ask())
        elapsed = time.perf_counter() - started

    assert elapsed < 2
    observations = tool_messages(fake.requests[1])
    assert observations[0].startswith("Error: search_wiki timed out after 0.2s")
    assert result.usage.llm_calls == 3
    assert {c.location for c in result.citations} == {
        "https://docs.example.org/celery", "https://docs.example.org/rq", "https://blog.example.org/celery-vs-rq",
    }
    assert all(c.source == "docs" for c in result.citations)


async def test_tool_call_budget_forces_a_finish_from_what_was_gathered(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.tool_calls(("search_docs", {"query": "choosing"}), ("search_docs", {"query": "celery workers"}))
        fake.reply(draft())
        agent = researcher(settings_for(fake, research_max_tool_calls=3), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 3  # two research steps, then straight to writing
    assert result.usage.tool_calls == 3
    assert "research budget ran out" in writer_requests(fake)[0].text
    assert result.quality.checks["forced_finish"] == "tool_calls"
    assert len(result.citations) == 3


async def test_iteration_budget_forces_a_finish_and_the_writer_sees_sources_not_the_transcript(
    researcher: Build,
) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}))
        fake.tool_calls(("search_docs", {"query": "rq"}), ("search_docs", {"query": "choosing"}))
        fake.reply(draft())
        agent = researcher(settings_for(fake, research_max_iterations=2), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 3
    assert result.quality.checks["forced_finish"] == "iterations"
    assert result.usage.tool_calls == 3
    [writer] = writer_requests(fake)
    assert "tools" not in writer.body and tool_messages(writer) == []
    assert "[2] Choosing between Celery and RQ — https://blog.example.org/celery-vs-rq" in writer.text
    assert [c.location for c in result.citations] == [
        "https://blog.example.org/celery-vs-rq", "https://docs.example.org/rq", "https://docs.example.org/celery",
    ]


async def test_tool_calls_beyond_the_budget_are_not_run_and_the_turn_finishes(researcher: Build) -> None:
    shelf = Shelf()
    async with FakeOpenAI() as fake:
        fake.tool_calls(
            ("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}), ("search_docs", {"query": "choosing"})
        )
        fake.reply(draft())
        agent = researcher(settings_for(fake, research_max_tool_calls=2), [shelf])
        result = await agent.research(ask())

    assert [q for q, _, _ in shelf.searches] == ["celery", "rq"]
    assert len(fake.requests) == 2
    assert result.usage.tool_calls == 2
    assert result.quality.checks["forced_finish"] == "tool_calls"
    assert len(result.citations) == 3


async def test_token_budget_stops_research_after_the_first_step(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply(draft())
        agent = researcher(settings_for(fake, research_max_tokens=50), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 2
    assert result.quality.checks["forced_finish"] == "tokens"
    assert len(result.citations) == 3


async def test_a_failed_quality_check_is_sent_back_once_and_the_retry_passes(researcher: Build) -> None:
    no_table = COMPARISON.replace("## Comparison table\n| | Celery | RQ |\n|---|---|---|\n| Brokers | many [1] | Redis only [3] |\n", "")
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.reply("done")
        fake.reply(draft(detailed=no_table + "\nSee [9]."))
        fake.reply(draft())
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 4
    retry = writer_requests(fake)[1]
    feedback = retry.messages[-1]["content"]
    assert "Add the section 'Comparison table' (a markdown table)" in feedback
    assert "Remove citation markers that match no source: [9]." in feedback
    assert retry.messages[-2]["role"] == "assistant" and "See [9]." in retry.messages[-2]["content"]
    assert result.quality.passed and result.quality.attempts == 2
    assert "|---|" in result.reports.detailed
    assert [c.number for c in result.citations] == [1, 2, 3]


async def test_a_retry_that_still_fails_goes_out_cleaned_with_its_quality(researcher: Build) -> None:
    bad = draft(detailed=COMPARISON + "\nMore at https://invented.example.com/page [7].")
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply("done")
        fake.reply(bad).reply(bad)
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 4
    assert "invented.example.com" not in result.reports.detailed and "[7]" not in result.reports.detailed
    assert result.quality.checks["removed_markers"] == [7]
    assert result.quality.checks["removed_urls"] == 1
    assert result.quality.attempts == 2
    assert "Remove URLs that are not among the sources" in result.quality.checks["first_attempt_issues"][-1]
    assert len(result.citations) == 3


@pytest.mark.parametrize("status", [429, 500])
async def test_the_second_provider_takes_over_when_the_first_fails(researcher: Build, status: int) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(status)
        second.tool_calls(("search_docs", {"query": "celery rq"}))
        second.reply("done")
        second.reply(draft())
        agent = researcher(settings_for(primary, second), [Shelf()])
        result = await agent.research(ask())

    assert len(primary.requests) == 1  # the failed endpoint cools down for the rest of the turn
    assert len(second.requests) == 3
    assert all(r.body["model"] == "fallback-model" for r in second.requests)
    assert result.usage.llm_calls == 3
    assert result.mode == "model" and len(result.citations) == 3


async def test_malformed_writer_output_is_repaired_in_one_more_call(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply("done")
        fake.reply('{"inline": "Pick RQ [2].", "quick": ')
        fake.reply(draft())
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert result.usage.llm_calls == 4
    assert "not valid" in fake.requests[3].messages[-1]["content"]
    assert result.quality.passed and result.quality.attempts == 1
    assert len(result.citations) == 3


async def test_writer_output_that_cannot_be_repaired_still_yields_a_cited_answer(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply("done")
        fake.reply("Sorry, I cannot produce JSON.").reply("Still no JSON.")
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert result.usage.llm_calls == 4
    assert result.mode == "extractive"
    assert "model was unavailable" in result.reports.detailed
    assert result.quality.checks["fallback"] == "StructuredOutputError"
    assert [c.number for c in result.citations] == [1, 2, 3]


async def test_with_no_model_reachable_the_question_is_answered_from_a_direct_search(researcher: Build) -> None:
    async with FakeOpenAI() as primary:
        primary.error(503).error(503)
        agent = researcher(settings_for(primary), [Shelf()])
        result = await agent.research(ask("Celery or RQ?"))

    assert len(primary.requests) == 2  # the research step, then the writer; both failed
    assert result.mode == "extractive" and result.found
    assert result.usage.tool_calls == 1
    assert {c.location for c in result.citations} >= {"https://docs.example.org/celery", "https://docs.example.org/rq"}


async def test_a_follow_up_puts_the_thread_memory_in_front_of_the_model(researcher: Build) -> None:
    memory = "1. Q: Celery vs RQ?\n   A: RQ for simple jobs; Celery for workflows. Sources: celery-intro, rq-intro"
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "rq"}))
        fake.reply("done")
        fake.reply(draft(detailed="## Answer\nRQ retries failed jobs only when asked [1].\n\n## Details\nSee [2].",
                         inline="RQ retries on request [1].", quick="RQ retries on request [1]. Celery retries natively [2]."))
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(
            ask("and how does it retry?", kind="general", is_followup=True, memory_context=memory)
        )

    assert len(fake.requests) == 3
    assert memory in fake.requests[0].messages[0]["content"]
    assert memory in writer_requests(fake)[0].text
    assert result.quality.passed
    assert [c.number for c in result.citations] == [1, 2]


async def test_sparse_results_are_retried_with_keywords_before_bothering_the_model(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "what should we do about the Celery?"}))
        fake.reply("done")
        fake.reply(draft(detailed="## Answer\nCelery is a task queue [1].\n\n## Details\nBrokers vary [2].",
                         inline="Celery is a task queue [1].", quick="Celery is a task queue [1]. See [2]."))
        shelf = Shelf()
        agent = researcher(settings_for(fake), [shelf])
        result = await agent.research(ask("What should we do about Celery?", kind="general"))

    assert [q for q, _, _ in shelf.searches] == ["what should we do about the Celery?", "Celery"]
    observation = tool_messages(fake.requests[1])[0]
    assert "fewer than 2" not in observation  # the keyword retry found enough
    assert result.usage.llm_calls == 3
    assert len(result.citations) == 2


async def test_too_few_sources_sends_the_model_back_to_search_once(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "rq"}))
        fake.reply("done")
        fake.tool_calls(("search_docs", {"query": "celery"}))
        fake.reply("done")
        fake.reply(draft(detailed="## What it is\nRQ is a Redis queue [1].\n\n## How it works\nWorkers pop jobs [1]."
                                  "\n\n## Key points\nCelery differs [2][3]."))
        one = {"rq-intro": DOCS["rq-intro"], "celery-intro": DOCS["celery-intro"], "compare": DOCS["compare"]}
        agent = researcher(settings_for(fake), [Shelf(docs=one)])
        result = await agent.research(ask(kind="deep_dive"))

    assert len(fake.requests) == 5
    nudge = fake.requests[2].messages[-1]
    assert nudge["role"] == "user" and "needs at least 3" in nudge["content"]
    assert len(result.citations) == 3


async def test_tool_providers_contribute_their_own_tools_and_broken_tools_are_observations(researcher: Build) -> None:
    class Tracker:
        def tools(self) -> list[Tool]:
            async def lookup(args: dict[str, Any]) -> Observation:
                return Observation(
                    text=f"Ticket {args['key']}",
                    hits=[Hit(id=args["key"], source="tracker", title=f"Ticket {args['key']}", url=f"https://t.example/{args['key']}",
                              text="Workers lose jobs when Redis restarts.")],
                )

            async def broken(args: dict[str, Any]) -> Observation:
                raise RuntimeError("boom")

            schema = {"type": "object", "properties": {"key": {"type": "string"}}, "required": ["key"]}
            return [Tool("get_ticket", "Fetch a ticket", schema, lookup), Tool("broken", "Always fails", schema, broken)]

    async with FakeOpenAI() as fake:
        fake.tool_calls(("get_ticket", {"key": "OPS-1"}), ("broken", {"key": "x"}), ("get_ticket", "{not json"),
                        ("nope", {}))
        fake.reply("done")
        fake.reply(draft(detailed="## Answer\nJobs are lost on Redis restarts [1].\n\n## Details\nSee the ticket [1].",
                         inline="Jobs are lost on restarts [1].", quick="Jobs are lost on restarts [1]."))
        agent = researcher(settings_for(fake), [Tracker()])
        result = await agent.research(ask("Why do RQ workers lose jobs?", kind="general"))

    observations = tool_messages(fake.requests[1])
    assert observations[0].startswith("Ticket OPS-1")
    assert observations[1] == "Error: broken failed (RuntimeError); try another tool"
    assert observations[2].startswith("Error: arguments were not a valid JSON object")
    assert observations[3].startswith("Error: unknown tool 'nope'")
    assert [(c.number, c.location) for c in result.citations] == [(1, "https://t.example/OPS-1")]
    assert result.usage.llm_calls == 3


async def test_the_model_judge_rejection_triggers_the_rewrite(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply("done")
        fake.reply(draft())
        fake.json_reply({"approve": False, "problems": ["Say which one to pick for a 3-person team."]})
        fake.reply(draft(inline="A 3-person team should pick RQ [2]."))
        agent = researcher(settings_for(fake, research_judge_enabled=True), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 5
    assert "Say which one to pick for a 3-person team." in fake.requests[4].messages[-1]["content"]
    assert result.reports.inline == "A 3-person team should pick RQ [1]."
    assert result.quality.checks["judge"] == "rejected" and result.quality.attempts == 2


async def test_nothing_found_is_reported_without_a_writing_call(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "kubernetes"}))
        fake.reply("nothing there").reply("still nothing")
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask("kubernetes ingress?", kind="general"))

    assert not result.found
    assert "Note: only 0 result(s) for 'kubernetes', fewer than 2. Reformulate" in tool_messages(fake.requests[1])[0]
    assert "couldn't find anything" in result.reports.quick
    assert len(fake.requests) == 3  # search, "done", nudged once, then no writing call
    assert not writer_requests(fake)
