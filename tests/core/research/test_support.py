"""The citation support check: offline verdicts, repairs, the model asked only about the
undecided claims, and the check applied to every answer before it is posted."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.followup import FollowupDetector
from core.llm import LLM
from core.models import Citation, Inbound, ReportSet, ThreadKey, Usage
from core.research.agent import AgentResearcher
from core.research.claims import find_claims, line_claims
from core.research.base import ResearchRequest, ResearchResult
from core.research.support import SupportChecker
from core.store.memory import MemoryStore
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_kit import DOCS, Shelf, settings_for

CITATIONS = [
    Citation(number=1, title="Celery introduction", url="https://docs.example.org/celery"),
    Citation(number=2, title="RQ introduction", url="https://docs.example.org/rq"),
    Citation(number=3, title="Lambda limits", url="https://docs.example.org/lambda"),
]
PASSAGES = {
    1: "Celery introduction\nCelery is a distributed task queue with many brokers (RabbitMQ, Redis, SQS), "
       "retries and workflows. Set `worker_prefetch_multiplier` to 1 for long tasks.",
    2: "RQ introduction\nRQ (Redis Queue) is a simple Python library for queueing jobs, backed only by Redis.",
    3: "Lambda limits\nA Lambda function runs for at most 900 seconds; the default timeout is 3 seconds.",
}
KEY = ThreadKey(platform="console", thread="support")


def reports(inline: str = "Celery is a distributed task queue [1].", quick: str = "RQ is backed only by Redis [2].",
            detailed: str = "## Answer\nCelery is a distributed task queue with many brokers [1].") -> ReportSet:
    return ReportSet(inline=inline, quick=quick, detailed=detailed)


async def check(r: ReportSet, checker: SupportChecker | None = None, **kwargs: Any):  # type: ignore[no-untyped-def]
    return await (checker or SupportChecker()).check(r, CITATIONS, PASSAGES, Usage(), **kwargs)


def verdicts(r: ReportSet) -> list[tuple[str, dict[int, str]]]:
    return [(c.text, c.verdicts) for c in SupportChecker().analyse(r, CITATIONS, PASSAGES)]


def test_a_sentence_its_passage_states_is_supported() -> None:
    assert verdicts(reports()) == [
        ("Celery is a distributed task queue", {1: "supported"}),
        ("RQ is backed only by Redis", {2: "supported"}),
        ("Celery is a distributed task queue with many brokers", {1: "supported"}),
    ]


def test_a_line_repeated_in_another_length_is_read_once_and_each_claim_stays_its_own() -> None:
    line = "Celery is a distributed task queue [1]."
    r = reports(inline=line, quick=f"{line}\n\nRQ is backed only by Redis [2].", detailed=f"## Answer\n{line}")
    line_claims.cache_clear()
    for kind in ("inline", "quick", "detailed"):
        find_claims(r.get(kind), kind)  # type: ignore[arg-type]
    # Six lines, four distinct: the repeated sentence is read once, then found.
    assert (line_claims.cache_info().misses, line_claims.cache_info().hits) == (4, 2)

    claims = SupportChecker().analyse(r, CITATIONS, PASSAGES)
    same = [c for c in claims if c.sentence == line]
    assert [(c.report, c.line) for c in same] == [("inline", 0), ("quick", 0), ("detailed", 1)]
    assert all(c.verdicts == {1: "supported"} for c in same)
    # A repair that re-points one length's claim must leave the other lengths' alone.
    same[0].numbers.append(2)
    same[0].verdicts[2] = "supported"
    assert [(c.numbers, c.verdicts) for c in same[1:]] == [([1], {1: "supported"})] * 2
    # Nor the next answer's, which reads the line from the shared cache.
    again = [c for c in SupportChecker().analyse(r, CITATIONS, PASSAGES) if c.sentence == line]
    assert [c.numbers for c in again] == [[1], [1], [1]]


@pytest.mark.parametrize(
    ("sentence", "why"),
    [
        ("A Lambda function runs for at most 15 minutes [3].", "a number the passage does not state"),
        ("Set `worker_concurrency` to 1 for long tasks [1].", "a code token the passage does not contain"),
        ("Kafka keeps messages in partitioned logs [2].", "no content word in common"),
    ],
)
def test_numbers_code_and_unrelated_claims_are_unsupported(sentence: str, why: str) -> None:
    [(_, verdict)] = verdicts(ReportSet(inline=sentence, quick="", detailed=""))
    assert list(verdict.values()) == ["unsupported"], why


def test_numbers_and_code_the_passage_states_are_supported() -> None:
    r = ReportSet(inline="A Lambda function runs for at most 900 seconds [3].",
                  quick="Set `worker_prefetch_multiplier` to 1 for long tasks in Celery [1].", detailed="")
    assert [v for _, v in verdicts(r)] == [{3: "supported"}, {1: "supported"}]


def test_a_partial_match_is_left_undecided_and_an_unknown_passage_is_not_judged() -> None:
    r = ReportSet(inline="RQ schedules periodic jobs with a cron-like syntax for web apps [2].", quick="", detailed="")
    assert [v for _, v in verdicts(r)] == [{2: "undecided"}]
    blind = SupportChecker().analyse(reports(), CITATIONS, {})
    assert {v for c in blind for v in c.verdicts.values()} == {"undecided"}


async def test_a_wrong_citation_is_repointed_to_the_source_that_supports_it() -> None:
    checked = await check(reports(quick="RQ is a simple Python library backed only by Redis [1]."))

    assert checked.reports.quick == "RQ is a simple Python library backed only by Redis [2]."
    assert checked.report.repointed == 1 and checked.report.dropped == 0
    assert checked.report.precision == pytest.approx(2 / 3, abs=1e-3) and checked.report.precision_after == 1.0


async def test_an_unsupported_sentence_is_dropped_and_the_rest_renumbered() -> None:
    detailed = (
        "## Answer\nCelery is a distributed task queue [1]. Lambda runs for at most 15 minutes [3].\n\n"
        "## Details\n- RQ is backed only by Redis [2].\n- Kafka keeps partitioned logs [3].\n\n"
        "| Option | Note |\n| --- | --- |\n| Celery | many brokers [1] |\n| Kafka | exactly-once streams [3] |"
    )
    checked = await check(reports(detailed=detailed))

    assert checked.reports.detailed == (
        "## Answer\nCelery is a distributed task queue [1].\n\n"
        "## Details\n- RQ is backed only by Redis [2].\n\n"
        "| Option | Note |\n| --- | --- |\n| Celery | many brokers [1] |\n\n"
        "_3 statements removed: the cited sources did not support them._"
    )
    assert [c.number for c in checked.citations] == [1, 2] and 3 not in checked.passages
    assert checked.report.dropped == 3


async def test_a_co_cited_source_that_adds_nothing_loses_its_marker() -> None:
    checked = await check(reports(inline="Celery is a distributed task queue with many brokers [1][3]."))
    assert checked.reports.inline == "Celery is a distributed task queue with many brokers [1]."
    assert checked.report.unmarked == 1


async def test_code_blocks_and_headings_are_never_changed() -> None:
    detailed = "## Setup [3]\n```python\nqueue = Queue(connection=redis)  # see [3]\n```\nRQ is backed only by Redis [2]."
    checked = await check(reports(detailed=detailed))
    assert "```python\nqueue = Queue(connection=redis)  # see [3]\n```" in checked.reports.detailed
    assert checked.reports.detailed.startswith("## Setup [3]")


def test_a_marker_inside_a_code_span_is_code_not_a_citation() -> None:
    # `argv[1]` cites nothing; the sentence's only citation is [2], and it holds.
    r = ReportSet(inline="RQ reads `sys.argv[1]` and is backed only by Redis [2].", quick="", detailed="")
    [claim] = SupportChecker().analyse(r, CITATIONS, PASSAGES)
    assert claim.numbers == [2]
    unsupported = ReportSet(inline="Read `items[3]` first [1].", quick="", detailed="")
    assert [c.numbers for c in SupportChecker().analyse(unsupported, CITATIONS, PASSAGES)] == [[1]]


def test_indented_code_blocks_hold_no_claims() -> None:
    detailed = "RQ is backed only by Redis [2].\n\n    queue = Queue()  # see [3]\n    job = queue.enqueue(f)  [1]\n\nDone."
    claims = SupportChecker().analyse(ReportSet(inline="", quick="", detailed=detailed), CITATIONS, PASSAGES)
    assert [(c.text, c.numbers) for c in claims] == [("RQ is backed only by Redis", [2])]


async def test_repairs_leave_code_spans_and_indented_code_byte_for_byte() -> None:
    detailed = (
        "Kafka keeps partitioned logs [3]. Set `worker_prefetch_multiplier` to 1 for long tasks in Celery [1].\n\n"
        "    retries = {'max':  3}   [3]\n"
        "        nested  [1]\n\n"
        "- Lambda runs for at most 15 minutes [3]."
    )
    checked = await check(reports(detailed=detailed))
    out = checked.reports.detailed
    assert out.startswith("Set `worker_prefetch_multiplier` to 1 for long tasks in Celery [1].\n\n")
    assert "\n\n    retries = {'max':  3}   [3]\n        nested  [1]\n" in out
    assert "Kafka" not in out and "Lambda runs" not in out


async def test_an_indented_code_block_opening_a_report_keeps_its_indentation() -> None:
    detailed = "Kafka keeps partitioned logs [3].\n\n    queue = Queue()  [1]\n\nRQ is backed only by Redis [2]."
    checked = await check(reports(detailed=detailed))
    assert checked.reports.detailed.startswith("    queue = Queue()  [1]\n\nRQ is backed only by Redis")


async def test_renumbering_ignores_markers_in_code() -> None:
    # After the repair, source 3 is named only inside code spans: it is no longer cited.
    quick = "RQ is backed only by Redis [2]. Kafka keeps partitioned logs [3]. Index with `rows[3]`."
    checked = await check(reports(inline="Celery is a distributed task queue [1].", quick=quick, detailed="See `arr[3]`."))
    assert [c.number for c in checked.citations] == [1, 2]
    assert "`rows[3]`" in checked.reports.quick and "`arr[3]`" in checked.reports.detailed


async def test_an_inline_answer_that_loses_its_only_sentence_takes_the_first_supported_one() -> None:
    checked = await check(reports(inline="Kafka is the best queue [3].", quick="RQ is backed only by Redis [2]."))
    assert checked.reports.inline == "RQ is backed only by Redis [1]."


async def test_only_the_undecided_claims_are_sent_to_the_model() -> None:
    r = ReportSet(inline="Celery is a distributed task queue [1].",
                  quick="RQ schedules periodic jobs with a cron-like syntax for web apps [2].",
                  detailed="## Answer\nLambda runs for at most 15 minutes [3].")
    async with FakeOpenAI() as fake:
        fake.json_reply({"verdicts": [{"item": 1, "supported": False}]})
        async with LLM.from_settings(settings_for(fake)) as llm:
            usage = Usage()
            checked = await SupportChecker(llm).check(r, CITATIONS, PASSAGES, usage)

    [asked] = fake.requests
    assert "Item 1. Claim: RQ schedules periodic jobs" in asked.text
    assert "Item 2" not in asked.text and "15 minutes" not in asked.text
    assert usage.llm_calls == 1 and checked.report.model_checked == 1
    # The model said no: the claim has no other supporting source, so it goes.
    assert checked.report.dropped == 2 and checked.report.undecided == 0


class FixedResearcher:
    """Returns one prepared result, as an extractive researcher would."""

    def __init__(self, result: ResearchResult) -> None:
        self.result = result

    async def research(self, request: ResearchRequest, progress: Any = None) -> ResearchResult:
        return self.result


async def test_an_extractive_answer_is_repaired_before_it_is_posted(offline_settings: Settings) -> None:
    result = ResearchResult(
        reports=reports(quick="RQ is a simple Python library backed only by Redis [1]. Lambda runs 15 minutes [3]."),
        citations=CITATIONS,
        passages=PASSAGES,
        mode="extractive",
    )
    bot = Assistant(offline_settings, MemoryStore(), FixedResearcher(result), FollowupDetector(offline_settings))
    reply = await bot.handle(Inbound(thread=KEY, user="u", text="What is RQ?"))

    stored = (await bot.store.load(KEY)).analyses[0]
    assert stored.reports.quick == "RQ is a simple Python library backed only by Redis [2]."
    # Shown on its own, the report numbers its one source [1] (per-report numbering, issue #10).
    assert reply.markdown.startswith("RQ is a simple Python library backed only by Redis [1].")
    assert [(c.number, c.title) for c in reply.citations] == [(1, "RQ introduction")]
    assert reply.metadata.citation_precision == 1.0
    support = stored.quality.checks["support"]
    # As drafted, 2 of 4 (sentence, source) pairs held; as posted, all do.
    assert (support["repointed"], support["dropped"], support["precision"]) == (1, 1, 0.5)


async def test_a_model_answer_is_repaired_before_it_is_posted() -> None:
    draft = {
        "inline": "RQ suits small apps [2].",
        "quick": "RQ is a simple Python library backed only by Redis [1]. Celery has a 99.9% delivery SLA [2].",
        "detailed": "## Overview\nCelery is a distributed task queue with many brokers [1].\n\n"
                    "## Comparison table\n| | Celery | RQ |\n| --- | --- | --- |\n| Suits | complex workflows [2] | "
                    "small apps [2] |\n\n## When to choose which\nRQ suits small apps; Celery suits complex "
                    "workflows [2].\n\n## Trade-offs\nCelery has many brokers [1].",
        "suggestions": [],
    }
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.reply(json.dumps(draft))
        settings = settings_for(fake, session_store="memory")
        async with LLM.from_settings(settings) as llm:
            bot = Assistant(settings, MemoryStore(), AgentResearcher(settings, llm, [Shelf()]),
                            FollowupDetector(settings, llm), support=SupportChecker(llm))
            reply = await bot.handle(Inbound(thread=KEY, user="u", text="What is RQ, compared with Celery?"))

    # Ledger: [1] Celery intro, [2] the comparison, [3] RQ intro; final numbers by first use.
    assert reply.metadata.mode == "model"
    stored = (await bot.store.load(KEY)).analyses[0]
    by_url = {c.url: c.number for c in stored.citations}
    assert f"backed only by Redis [{by_url[DOCS['rq-intro'][1]]}]" in stored.reports.quick
    assert "99.9%" not in stored.reports.quick
    support = stored.quality.checks["support"]
    assert support["repointed"] == 1 and support["dropped"] == 1
    assert reply.metadata.citation_precision == 1.0
    assert len(fake.requests) == 2  # nothing was undecided: no extra model call


@pytest.mark.parametrize(
    "question",
    ["What's the difference between AWS Lambda and Amazon ECS?", "How do I fix too many connections errors in PostgreSQL?",
     "How does Redis persistence work?"],
)
async def test_verbatim_extractive_answers_pass_the_check_untouched(offline_settings: Settings, question: str) -> None:
    bot = await build_assistant(offline_settings)
    reply = await bot.handle(Inbound(thread=KEY, user="u", text=question))

    support = reply.metadata.quality.checks["support"] if reply.metadata.quality else {}
    assert support["pairs"] > 0 and support["unsupported"] == 0 and support["dropped"] == 0
    assert reply.metadata.citation_precision == 1.0
