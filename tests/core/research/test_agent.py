"""Model-driven research end to end: the real openai client against a scripted local server,
tools over a small in-test Source."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from core.models import ProgressEvent
from core.research.base import ResearchResult
from core.sources.tools import Observation, Tool
from core.sources.base import Hit
from tests.fakes.openai_server import FakeOpenAI, Recorded
from tests.fakes.research_kit import Build, Shelf, ask, settings_for

TEMPLATE = """## Overview
Celery is a distributed task queue [{celery}]; RQ is a simple Redis-backed queue [{rq}].

## Comparison table
| | Celery | RQ |
|---|---|---|
| Brokers | many [{celery}] | Redis only [{rq}] |

## When to choose which
Choose RQ for small apps and Celery for workflows [{compare}].

## Trade-offs
Celery's flexibility costs configuration [{celery}]."""


def comparison(celery: int = 1, compare: int = 2, rq: int = 3) -> str:
    """The comparison report, citing each shelf document by its number in the turn's ledger."""
    return TEMPLATE.format(celery=celery, compare=compare, rq=rq)


COMPARISON = comparison()


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


# No shelf document names Dramatiq, so the finish gate never opens: the loop runs until
# the model says it is done or a budget runs out.
NEVER_ENOUGH = ["Celery", "RQ", "Dramatiq"]
# ...and the writer says so, which satisfies the quality gate's entity check.
NO_DRAMATIQ = draft(detailed=COMPARISON + "\n\nThe sources say nothing about Dramatiq.")


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
        fake.tool_calls(("search_docs", {"query": "choosing"}))
        fake.tool_calls(("read_docs", {"id": "rq-intro"}), ("search_docs", {"query": "celery", "limit": "3"}))
        fake.reply(draft(comparison(celery=3, compare=1, rq=2), inline="Pick RQ for simple jobs and Celery for workflows [1].",
                         quick="RQ is simple and Redis-only [2]. Celery supports many brokers [3]."))
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask(entities=["Celery", "RQ"]), progress)

    # One source after the first step is short of a comparison's two; after the second the
    # finish gate is met, so the writer runs without asking the model whether it is done.
    assert len(fake.requests) == 3
    assert result.usage.llm_calls == 3 and result.usage.tool_calls == 3
    assert result.mode == "model" and result.found
    assert result.quality.checks["stop"] == "gate"
    # Renumbered by first use in the reports: the comparison (inline), then RQ and Celery (quick).
    assert locations(result) == [
        (1, "https://blog.example.org/celery-vs-rq"),
        (2, "https://docs.example.org/rq"),
        (3, "https://docs.example.org/celery"),
    ]
    assert "| Brokers | many [3] | Redis only [2] |" in result.reports.detailed
    assert result.quality.passed and result.quality.attempts == 1
    assert result.suggestions == ["How do I migrate from RQ to Celery?", "How does Celery retry tasks?"]

    first = fake.requests[0].body
    assert {t["function"]["name"] for t in first["tools"]} == {"search_docs", "read_docs"}
    assert "Research each option on its own" in first["messages"][0]["content"]
    assert tool_messages(fake.requests[1])[0].startswith("[1] Choosing between Celery and RQ")
    # The writer sees the sources, a read one with its full text, not the tool transcript.
    [writer] = writer_requests(fake)
    assert "(full document)" in writer.text and tool_messages(writer) == []
    assert [(e.stage, e.query) for e in events if e.stage == "searching"] == [("searching", "choosing"), ("searching", "celery")]
    assert [e.stage for e in events if e.stage != "searching"] == ["planning", "reading", "writing", "validating"]


async def test_a_question_asked_in_german_has_the_writer_answer_in_german(researcher: Build) -> None:
    # The system prompt is English and so are the sources: named, the asker's language is what
    # the writer is held to; an English question gets no such line.
    asked = {"Celery oder RQ: welches sollen wir für die Hintergrundjobs nehmen?": True,
             "Celery vs RQ: which should we use?": False}
    for question, german in asked.items():
        async with FakeOpenAI() as fake:
            fake.tool_calls(("search_docs", {"query": "choosing"}))
            fake.tool_calls(("read_docs", {"id": "rq-intro"}), ("search_docs", {"query": "celery", "limit": "3"}))
            fake.reply(draft())
            agent = researcher(settings_for(fake), [Shelf()])
            result = await agent.research(ask(question, entities=["Celery", "RQ"]), None)
        [writer] = writer_requests(fake)
        assert result.mode == "model"
        assert ("The colleague wrote in German: write inline, quick, detailed and the suggestions in German" in writer.text) is german


async def test_parallel_tool_calls_run_concurrently(researcher: Build) -> None:
    slow = Shelf(delay=0.4)
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.reply(draft())
        agent = researcher(settings_for(fake), [slow])
        started = time.perf_counter()
        result = await agent.research(ask())
        elapsed = time.perf_counter() - started

    (_, start_a, end_a), (_, start_b, end_b) = sorted(slow.searches, key=lambda s: s[1])
    assert start_b < end_a, "the second search started only after the first finished"
    assert elapsed < 0.75  # two 0.4 s searches in sequence alone would take 0.8 s
    assert result.usage.llm_calls == 2
    assert [c.number for c in result.citations] == [1, 2, 3]


async def test_tool_calls_without_ids_get_generated_ids_a_strict_server_accepts(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}), ids=False)
        fake.reply("done")
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask(entities=NEVER_ENOUGH))

    # The fake answers 400 to a tool message whose id matches no earlier call, as OpenAI does.
    assert len(fake.requests) == 3 and result.mode == "model"
    assert result.quality.checks["stop"] == "done" and result.usage.tool_calls == 2
    step = fake.requests[1].messages
    calls = [c["id"] for m in step for c in m.get("tool_calls") or []]
    answered = [m["tool_call_id"] for m in step if m["role"] == "tool"]
    assert len(calls) == 2 and len(set(calls)) == 2 and answered == calls
    assert all(isinstance(i, str) and i for i in calls)


async def test_a_tool_that_times_out_becomes_an_observation_and_research_goes_on(researcher: Build) -> None:
    stuck = Shelf(name="wiki", delay=10)
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_wiki", {"query": "celery"}), ("search_docs", {"query": "celery rq"}))
        fake.reply("done")
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake, research_tool_timeout_seconds=0.2), [stuck, Shelf()])
        started = time.perf_counter()
        result = await agent.research(ask(entities=NEVER_ENOUGH))
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
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake, research_max_tool_calls=3), [Shelf()])
        result = await agent.research(ask(entities=NEVER_ENOUGH))

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
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake, research_max_iterations=2), [Shelf()])
        result = await agent.research(ask(entities=NEVER_ENOUGH))

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
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake, research_max_tool_calls=2), [shelf])
        result = await agent.research(ask(entities=NEVER_ENOUGH))

    assert [q for q, _, _ in shelf.searches] == ["celery", "rq"]
    assert len(fake.requests) == 2
    assert result.usage.tool_calls == 2
    assert result.quality.checks["forced_finish"] == "tool_calls"
    assert len(result.citations) == 3


async def test_token_budget_stops_research_after_the_first_step(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake, research_max_tokens=50), [Shelf()])
        result = await agent.research(ask(entities=NEVER_ENOUGH))

    assert len(fake.requests) == 2
    assert result.quality.checks["forced_finish"] == "tokens"
    assert len(result.citations) == 3


async def test_a_failed_quality_check_is_sent_back_once_and_the_retry_passes(researcher: Build) -> None:
    no_table = COMPARISON.replace("## Comparison table\n| | Celery | RQ |\n|---|---|---|\n| Brokers | many [1] | Redis only [3] |\n", "")
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.reply(draft(detailed=no_table + "\nSee [9]."))
        fake.reply(draft())
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 3
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
        fake.reply(bad).reply(bad)
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 3
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
        second.reply(draft())
        agent = researcher(settings_for(primary, second), [Shelf()])
        result = await agent.research(ask())

    assert len(primary.requests) == 1  # the failed endpoint cools down for the rest of the turn
    assert len(second.requests) == 2
    assert all(r.body["model"] == "fallback-model" for r in second.requests)
    assert result.usage.llm_calls == 3  # the refused request, the research step, the writer
    assert result.mode == "model" and len(result.citations) == 3


async def test_malformed_writer_output_is_repaired_in_one_more_call(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply('{"inline": "Pick RQ [2].", "quick": ')
        fake.reply(draft())
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert result.usage.llm_calls == 3
    assert "not valid" in fake.requests[2].messages[-1]["content"]
    assert result.quality.passed and result.quality.attempts == 1
    assert len(result.citations) == 3


async def test_writer_output_that_cannot_be_repaired_still_yields_a_cited_answer(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply("Sorry, I cannot produce JSON.").reply("Still no JSON.")
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask())

    assert result.usage.llm_calls == 3
    assert result.mode == "digest"
    assert "Digest of the sources found, not a written answer: the model's answer could not be read" in (
        result.reports.detailed
    )
    assert result.quality.checks["fallback"] == "StructuredOutputError"
    assert [c.number for c in result.citations] == [1, 2, 3]


async def test_with_no_model_reachable_the_question_is_answered_from_a_direct_search(researcher: Build) -> None:
    async with FakeOpenAI() as primary:
        primary.error(503).error(503)
        agent = researcher(settings_for(primary), [Shelf()])
        result = await agent.research(ask("Celery or RQ?"))

    assert len(primary.requests) == 2  # the research step, then the writer; both failed
    assert result.mode == "digest" and result.found
    # Said as what happened, not "no model endpoint answered": a 503 passes, so waiting is worth it.
    assert "not a written answer: the model provider is unavailable (HTTP 503), so try again in a little while" in (
        result.reports.quick
    )
    assert result.usage.tool_calls == 1
    assert {c.location for c in result.citations} >= {"https://docs.example.org/celery", "https://docs.example.org/rq"}


async def test_endpoints_failing_with_429_and_5xx_are_said_per_kind_in_the_digest(researcher: Build) -> None:
    # One endpoint rate-limiting and the other down read "no model endpoint answered": nothing
    # told the user that waiting would help, or the operator which of the two to look at.
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(429, "Rate limit reached for requests").error(429, "Rate limit reached for requests")
        second.error(503, "overloaded").error(503, "overloaded")
        agent = researcher(settings_for(primary, second), [Shelf()])
        result = await agent.research(ask())

    assert result.mode == "digest" and result.found
    assert "no model endpoint answered" not in result.reports.quick
    assert ("Digest of the sources found, not a written answer: one model endpoint is rate-limiting requests "
            "(HTTP 429) and one is unavailable (HTTP 503), so try again in a little while") in result.reports.quick


async def test_a_rate_limited_provider_is_named_in_the_digest_and_logged_for_the_operator(
    researcher: Build, caplog: pytest.LogCaptureFixture
) -> None:
    question = "Celery or RQ for the nightly invoices?"
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(429, "Rate limit reached for requests").error(429, "Rate limit reached for requests")
        second.error(429, "Rate limit reached for requests").error(429, "Rate limit reached for requests")
        agent = researcher(settings_for(primary, second), [Shelf()])
        with caplog.at_level("INFO"):
            result = await agent.research(ask(question))

    assert result.mode == "digest" and result.found
    assert "no model endpoint answered" not in result.reports.quick
    assert ("Digest of the sources found, not a written answer: the model provider is rate-limiting requests "
            "(HTTP 429)") in result.reports.quick
    assert "rate-limiting" in result.reports.inline
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING" and "rate_limited" in r.getMessage()]
    # One line per call that found every endpoint rate-limiting: the research step, then the writer.
    assert len(warnings) == 2 and all("primary" in w and "fallback1" in w for w in warnings)
    assert not any("invoices" in r.getMessage() for r in caplog.records)


async def test_a_model_that_keeps_timing_out_is_not_asked_again_in_the_turn(researcher: Build) -> None:
    from core.breaker import turn_breaker

    async with FakeOpenAI() as primary:
        primary.hang_always()
        agent = researcher(settings_for(primary, llm_timeout_seconds=0.3, llm_max_retries=1), [Shelf()])
        started = time.perf_counter()
        with turn_breaker(2):
            result = await agent.research(ask("Celery or RQ?"))
        elapsed = time.perf_counter() - started

    # The research step's request and its retry time out; the writer (and judge) are not asked.
    assert len(primary.requests) == 2 and result.usage.llm_calls == 2
    assert elapsed < 2.5, elapsed
    assert result.mode == "digest" and result.found
    assert "the model kept timing out or failing this turn, so I stopped asking it" in result.reports.quick


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
        fake.reply(draft(detailed="## Answer\nCelery is a task queue [1].\n\n## Details\nBrokers vary [2].",
                         inline="Celery is a task queue [1].", quick="Celery is a task queue [1]. See [2]."))
        shelf = Shelf()
        agent = researcher(settings_for(fake), [shelf])
        result = await agent.research(ask("What should we do about Celery?", kind="general"))

    assert [q for q, _, _ in shelf.searches] == ["what should we do about the Celery?", "Celery"]
    observation = writer_requests(fake)[0].text
    assert "fewer than 2" not in observation  # the keyword retry found enough
    assert result.usage.llm_calls == 2 and result.usage.tool_calls == 2
    assert len(result.citations) == 2


async def test_too_few_sources_sends_the_model_back_to_search_once(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.reply("I know this one.")
        fake.tool_calls(("search_docs", {"query": "rq"}))
        fake.reply(draft(detailed="## Prerequisites\nRedis [2].\n\n## Steps\n1. Install RQ [2].\n2. Enqueue [1].\n\n"
                                  "## Pitfalls\nRQ is Redis-only [2].",
                         inline="RQ needs Redis [2].", quick="RQ is a Redis queue [2]. It suits small apps [1]."))
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask("How do I use RQ?", kind="how_to"))

    # No source when the model stops: sent back once; the next step meets the gate.
    assert len(fake.requests) == 3
    nudge = fake.requests[1].messages[-1]
    assert nudge["role"] == "user" and "needs at least 2" in nudge["content"]
    assert result.quality.checks["stop"] == "gate"
    assert len(result.citations) == 2


async def test_a_simple_question_stays_within_three_model_calls(researcher: Build) -> None:
    shelf = Shelf()
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "choosing"}))
        fake.tool_calls(("search_docs", {"query": "introduction"}))
        fake.reply(NO_DRAMATIQ)
        agent = researcher(settings_for(fake), [shelf])
        result = await agent.research(ask(entities=NEVER_ENOUGH))

    # Two research steps and the writer: the model is not asked for a third step.
    assert [q for q, _, _ in shelf.searches] == ["choosing", "introduction"]
    assert [bool(r.body.get("tools")) for r in fake.requests] == [True, True, False]
    assert result.usage.llm_calls == 3
    assert result.quality.checks["forced_finish"] == "calls"
    assert "research budget ran out" in writer_requests(fake)[0].text


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
                        ("nope", {}), ("get_ticket", "[" * 50_000 + "]" * 50_000))
        fake.reply("done")
        fake.reply(draft(detailed="## Answer\nJobs are lost on Redis restarts [1].\n\n## Details\nSee the ticket [1]. "
                                  "Nothing was found about Dramatiq.",
                         inline="Jobs are lost on restarts [1].", quick="Jobs are lost on restarts [1]."))
        agent = researcher(settings_for(fake), [Tracker()])
        # Dramatiq is named by no ticket: the gate stays shut and the model sees the observations.
        result = await agent.research(ask("Why do RQ workers lose jobs?", kind="general", entities=["Dramatiq"]))

    observations = tool_messages(fake.requests[1])
    assert observations[0].startswith("Ticket OPS-1")
    assert observations[1] == "Error: broken failed (RuntimeError); try another tool"
    assert observations[2].startswith("Error: arguments were not a valid JSON object")
    assert observations[3].startswith("Error: unknown tool 'nope'")
    assert observations[4] == "Error: arguments were not a valid JSON object (nested too deeply)"
    assert [(c.number, c.location) for c in result.citations] == [(1, "https://t.example/OPS-1")]
    assert result.usage.llm_calls == 3


def scores(**low: int) -> dict[str, Any]:
    verdict: dict[str, Any] = {"relevance": 5, "coverage": 5, "citation_support": 5, "structure": 4,
                               "rationale": "Answers the question with cited sources.", "problems": []}
    verdict.update(low)
    return verdict


async def test_judge_scores_are_kept_and_a_low_score_sends_the_draft_back(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply(draft())
        fake.json_reply(scores(coverage=2, rationale="It never says which to pick.",
                               problems=["Say which one to pick for a 3-person team."]))
        fake.reply(draft(inline="A 3-person team should pick RQ [2]."))
        agent = researcher(settings_for(fake, research_judge_enabled=True), [Shelf()])
        result = await agent.research(ask())

    assert len(fake.requests) == 4
    judge = fake.requests[2]
    assert "citation_support" in judge.text and "Parts to cover" in judge.text
    assert "Say which one to pick for a 3-person team." in fake.requests[3].messages[-1]["content"]
    assert result.reports.inline == "A 3-person team should pick RQ [1]."
    judged = result.quality.judge
    assert judged is not None and not judged.approved and judged.attempt == 1
    assert (judged.relevance, judged.coverage, judged.citation_support, judged.structure) == (5, 2, 5, 4)
    assert judged.rationale == "It never says which to pick."
    assert result.quality.attempts == 2


async def test_an_approving_judge_costs_one_call_and_its_scores_are_kept(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply(draft())
        fake.json_reply(scores())
        agent = researcher(settings_for(fake, research_judge_enabled=True), [Shelf()])
        result = await agent.research(ask())

    assert result.usage.llm_calls == 3 and result.quality.attempts == 1
    assert result.quality.judge is not None and result.quality.judge.approved
    assert result.quality.judge.overall == pytest.approx((4 + 4 + 4 + 3) / 16, abs=1e-3)


async def test_a_draft_the_cheap_checks_reject_is_rewritten_then_judged(researcher: Build) -> None:
    no_table = COMPARISON.replace("## Comparison table\n| | Celery | RQ |\n|---|---|---|\n| Brokers | many [1] | Redis only [3] |\n", "")
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery rq"}))
        fake.reply(draft(detailed=no_table))
        fake.reply(draft())
        fake.json_reply(scores(structure=3))
        agent = researcher(settings_for(fake, research_judge_enabled=True), [Shelf()])
        result = await agent.research(ask())

    assert result.usage.llm_calls == 4
    assert result.quality.judge is not None and result.quality.judge.attempt == 2


async def test_nothing_found_is_reported_without_a_writing_call(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "kubernetes"}))
        fake.reply("nothing there").reply("still nothing")
        agent = researcher(settings_for(fake), [Shelf()])
        result = await agent.research(ask("kubernetes ingress?", kind="general"))

    assert not result.found
    assert "Note: only 0 result(s) for 'kubernetes', fewer than 2. Reformulate" in tool_messages(fake.requests[1])[0]
    assert "couldn't find anything" in result.reports.quick
    # Search, "done"; no room left under the call cap for a nudge and a writer; no writing call.
    assert len(fake.requests) == 2
    assert not writer_requests(fake)
