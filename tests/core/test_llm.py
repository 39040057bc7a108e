"""The model layer against a local OpenAI-compatible server, through the real openai client."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
from pydantic import BaseModel

from core.config import FallbackModel, Settings
from core.deadline import Deadline
from core.llm import LLM, LLMDeadlineExceeded, LLMError, LLMUnavailable, StructuredOutputError
from core.models import Usage
from tests.fakes.openai_server import FakeOpenAI, Scripted


OpenLLM = Callable[[Settings], LLM]


def make_settings(primary: FakeOpenAI, *fallbacks: FakeOpenAI, **overrides: object) -> Settings:
    values: dict[str, object] = {
        "openai_base_url": primary.base_url,
        "openai_api_key": "primary-key",
        "llm_model": "primary-model",
        "llm_fallbacks": [
            FallbackModel(base_url=f.base_url, model=f"fallback-model-{i}", api_key_env=f"FALLBACK_{i}_KEY")
            for i, f in enumerate(fallbacks, start=1)
        ],
        "llm_max_retries": 0,
        "llm_timeout_seconds": 5,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
async def open_llm() -> AsyncIterator[OpenLLM]:
    """LLMs built from settings, their HTTP clients closed after the test."""
    opened: list[LLM] = []

    def build(settings: Settings) -> LLM:
        opened.append(LLM.from_settings(settings))
        return opened[-1]

    yield build
    for llm in opened:
        await llm.close()


def fast(llm: LLM) -> LLM:
    """Test-speed backoff: the schedule's shape is what matters, not its seconds."""
    llm.backoff_seconds = 0.01
    return llm


async def test_completion_counts_tokens_and_prices_them_from_the_table(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.reply("hello", usage={"prompt_tokens": 1000, "completion_tokens": 500})
        llm = open_llm(
            make_settings(fake, llm_prices={"primary-model": {"prompt": 0.15, "completion": 0.6}})
        )
        usage = Usage()
        completion = await llm.complete([{"role": "user", "content": "hi"}], usage)

    assert completion.message.content == "hello"
    assert completion.endpoint == "primary"
    assert usage.llm_calls == 1
    assert (usage.prompt_tokens, usage.completion_tokens) == (1000, 500)
    assert usage.cost_usd == pytest.approx((1000 * 0.15 + 500 * 0.6) / 1e6)
    sent = fake.requests[0]
    assert sent.body["model"] == "primary-model"
    assert sent.headers["Authorization"] == "Bearer primary-key"


async def test_a_completion_that_bends_the_schema_is_still_read(open_llm: OpenLLM) -> None:
    # Seen from local servers: no `created` or `object`, a finish reason of their own.
    bent = {
        "id": "local-1",
        "model": "primary-model",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "still here"}, "finish_reason": "eos"}],
        "usage": {"prompt_tokens": 12, "completion_tokens": 3},
    }
    async with FakeOpenAI() as fake:
        fake.raw_reply(json.dumps(bent)).raw_reply("<html>502 Bad Gateway</html>")
        llm = open_llm(make_settings(fake))
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())
        with pytest.raises(LLMError, match="something other than a chat completion"):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())

    assert completion.message.content == "still here"
    assert completion.finish_reason == "eos"
    assert completion.usage.prompt_tokens == 12


async def test_a_choice_without_a_message_is_a_model_error_not_a_crash(open_llm: OpenLLM) -> None:
    # A proxy that cut the body short, or a server that sent only a finish reason: the
    # research loop reads `message.content` and `message.tool_calls` of every completion.
    bare = {"id": "x", "model": "primary-model", "choices": [{"index": 0, "finish_reason": "stop"}]}
    async with FakeOpenAI() as fake:
        fake.raw_reply(json.dumps(bare))
        fake.raw_reply(json.dumps({**bare, "usage": {"prompt_tokens": 5, "completion_tokens": 0}}))
        llm = open_llm(make_settings(fake))
        for _ in range(2):
            with pytest.raises(LLMError, match="without a message"):
                await llm.complete([{"role": "user", "content": "hi"}], Usage())


async def test_a_response_body_nested_too_deeply_is_a_model_error_not_a_crash(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.raw_reply("[" * 50_000 + "]" * 50_000)
        llm = open_llm(make_settings(fake))
        with pytest.raises(LLMError, match="something other than a chat completion"):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())


async def test_rate_limited_primary_falls_back_to_the_next_endpoint_with_its_own_key(
    open_llm: OpenLLM,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("FALLBACK_1_KEY", "second-key")
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(429, "slow down")
        second.reply("from the fallback")
        llm = open_llm(make_settings(primary, second, llm_max_retries=2))
        usage = Usage()
        completion = await llm.complete([{"role": "user", "content": "hi"}], usage)

    assert completion.message.content == "from the fallback"
    assert completion.endpoint == "fallback1"
    # A 429 without a short Retry-After is not retried on the same endpoint.
    assert len(primary.requests) == 1
    assert second.requests[0].body["model"] == "fallback-model-1"
    assert second.requests[0].headers["Authorization"] == "Bearer second-key"
    assert usage.llm_calls == 2  # the refused request was a call too


async def test_a_fallback_whose_key_is_kept_in_dotenv_is_called_with_that_key(
    open_llm: OpenLLM, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # api_key_env was looked up in the environment only: a key in `.env` went out empty.
    monkeypatch.delenv("FALLBACK_1_KEY", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("FALLBACK_1_KEY=sk-in-dotenv\n")
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(401, "bad key")
        second.reply("from the fallback")
        settings = make_settings(primary, second).model_dump()
        llm = open_llm(Settings(_env_file=env_file, **settings))  # type: ignore[call-arg]
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())

    assert completion.message.content == "from the fallback"
    assert second.requests[0].headers["Authorization"] == "Bearer sk-in-dotenv"


async def test_an_endpoint_answering_something_other_than_a_completion_falls_back(
    open_llm: OpenLLM, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A base URL that reaches a web page, or a proxy's 200 error page: that endpoint is
    # broken for now, and the fallback chain is there for exactly that.
    monkeypatch.setenv("FALLBACK_1_KEY", "second-key")
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.raw_reply("<html>It works!</html>").raw_reply("<html>It works!</html>")
        second.reply("from the fallback").reply("from the fallback again")
        llm = open_llm(make_settings(primary, second, llm_max_retries=2))
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())
        later = await llm.complete([{"role": "user", "content": "hi"}], Usage())

    assert completion.message.content == "from the fallback"
    assert len(primary.requests) == 1, "a malformed answer is not asked again of the same endpoint"
    assert later.message.content == "from the fallback again"
    assert len(primary.requests) == 1, "the broken endpoint cools down like one that failed"


async def test_server_error_is_retried_with_backoff_then_falls_back(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(500).error(503)
        second.reply("ok")
        llm = fast(open_llm(make_settings(primary, second, llm_max_retries=1)))
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())

    assert completion.message.content == "ok"
    assert len(primary.requests) == 2
    assert len(second.requests) == 1


async def test_a_first_failure_is_retried_as_attempt_one_of_the_policy(
    open_llm: OpenLLM, caplog: pytest.LogCaptureFixture
) -> None:
    """The first attempt runs outside tenacity; its failure must still count as the
    policy's first attempt: max_retries + 1 requests, retries logged as 1 and 2."""
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(500).error(502).error(503)
        second.reply("ok")
        llm = fast(open_llm(make_settings(primary, second, llm_max_retries=2)))
        usage = Usage()
        with caplog.at_level("WARNING", logger="core.llm"):
            completion = await llm.complete([{"role": "user", "content": "hi"}], usage)

    assert completion.message.content == "ok"
    assert len(primary.requests) == 3 and len(second.requests) == 1 and usage.llm_calls == 4
    retries = [r.getMessage() for r in caplog.records if r.getMessage().startswith("failover.retry")]
    assert retries == [
        "failover.retry endpoint=primary attempt=1 reason=HTTP 500",
        "failover.retry endpoint=primary attempt=2 reason=HTTP 502",
    ]


async def test_every_request_sent_counts_as_a_call_even_when_it_failed(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(500)
        second.reply("ok", usage={"prompt_tokens": 10, "completion_tokens": 2})
        llm = fast(open_llm(make_settings(primary, second, llm_max_retries=0)))
        usage = Usage()
        await llm.complete([{"role": "user", "content": "hi"}], usage)

    assert usage.llm_calls == 2
    assert (usage.prompt_tokens, usage.completion_tokens) == (10, 2)


async def test_a_hung_endpoint_is_abandoned_at_the_deadline_not_the_client_timeout(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.hang_always()
        llm = open_llm(make_settings(fake, llm_timeout_seconds=30, llm_max_retries=2))
        usage = Usage()
        deadline = Deadline.after(0.4)
        with pytest.raises(LLMDeadlineExceeded):
            await llm.complete([{"role": "user", "content": "hi"}], usage, deadline=deadline)

    assert deadline.expired
    # Abandoned, not retried: there was no time left for another attempt.
    assert len(fake.requests) == 1 and usage.llm_calls == 1


async def test_an_expired_deadline_sends_nothing(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.reply("never asked")
        llm = open_llm(make_settings(fake))
        usage = Usage()
        with pytest.raises(LLMDeadlineExceeded):
            await llm.structured([{"role": "user", "content": "q"}], Verdict, usage, deadline=Deadline.after(0))

    assert not fake.requests and usage.llm_calls == 0


async def test_a_backoff_longer_than_the_time_left_is_not_waited_out(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.error(503).reply("too late anyway")
        llm = open_llm(make_settings(fake, llm_max_retries=2))
        llm.backoff_seconds = 30
        usage = Usage()
        with pytest.raises(LLMDeadlineExceeded, match="no time left to retry"):
            await llm.complete([{"role": "user", "content": "hi"}], usage, deadline=Deadline.after(5))

    assert len(fake.requests) == 1 and usage.llm_calls == 1


async def test_short_retry_after_is_honoured_on_the_same_endpoint(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(429, headers={"Retry-After": "0.2"}).reply("after waiting")
        llm = open_llm(make_settings(primary, second, llm_max_retries=1))
        started = time.perf_counter()
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())
        waited = time.perf_counter() - started

    assert completion.message.content == "after waiting"
    assert len(primary.requests) == 2 and not second.requests
    assert waited >= 0.2


async def test_a_failed_endpoint_cools_down_so_later_calls_go_straight_to_the_fallback(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(429)
        second.reply("one").reply("two")
        llm = open_llm(make_settings(primary, second))
        first = await llm.complete([{"role": "user", "content": "a"}], Usage())
        again = await llm.complete([{"role": "user", "content": "b"}], Usage())

    assert (first.message.content, again.message.content) == ("one", "two")
    assert len(primary.requests) == 1


@pytest.mark.parametrize(
    "late",
    [
        lambda fake: fake.reply("too late", delay=4.0),
        # LLM_TIMEOUT_SECONDS is "seconds per model call": a body arriving a byte at a time never
        # went quiet for that long, so the call ran for seconds on end and the fallback was never asked.
        lambda fake: fake.trickle("too late", seconds_per_byte=0.015),  # ~300 bytes: about 4.5 s in all
    ],
    ids=["silent", "trickling"],
)
async def test_a_slow_endpoint_times_out_and_the_fallback_answers(
    open_llm: OpenLLM, late: Callable[[FakeOpenAI], FakeOpenAI]
) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        late(primary)
        second.reply("in time")
        # 0.8 s, not less: on a loaded CI machine (2 cores, xdist workers) the fallback's own first
        # call once took over 0.3 s and timed out too; the slow primary still needs five times that.
        llm = open_llm(make_settings(primary, second, llm_timeout_seconds=0.8))
        started = time.perf_counter()
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())
        elapsed = time.perf_counter() - started

    assert completion.message.content == "in time"
    assert elapsed < 3.0


async def test_every_endpoint_failing_raises_a_clear_error_naming_them(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(500)
        second.error(502)
        llm = open_llm(make_settings(primary, second))
        with pytest.raises(LLMUnavailable, match=r"primary \(HTTP 500\).*fallback1 \(HTTP 502\)"):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())


async def test_a_bad_request_is_neither_retried_nor_sent_to_fallbacks(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as second:
        primary.error(400, "bad tool schema")
        llm = open_llm(make_settings(primary, second, llm_max_retries=2))
        with pytest.raises(LLMError, match="rejected the request"):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())
    assert len(primary.requests) == 1 and not second.requests


class Verdict(BaseModel):
    is_followup: bool
    confidence: float


async def test_structured_output_is_validated_and_uses_json_mode(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.reply('```json\n{"is_followup": true, "confidence": 0.8}\n```')
        llm = open_llm(make_settings(fake))
        usage = Usage()
        verdict = await llm.structured(
            [{"role": "system", "content": "Decide."}, {"role": "user", "content": "and for Postgres?"}], Verdict, usage
        )

    assert verdict == Verdict(is_followup=True, confidence=0.8)
    body = fake.requests[0].body
    assert body["response_format"] == {"type": "json_object"}
    # The schema instruction joins the leading system message (some chat templates
    # reject a second system message).
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert '"is_followup"' in body["messages"][0]["content"]
    assert usage.llm_calls == 1


async def test_malformed_structured_output_gets_one_repair_turn(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.reply('{"is_followup": "perhaps"').reply('{"is_followup": false, "confidence": 0.3}')
        llm = open_llm(make_settings(fake))
        usage = Usage()
        verdict = await llm.structured([{"role": "user", "content": "q"}], Verdict, usage)

    assert verdict.is_followup is False
    assert usage.llm_calls == 2
    repair = fake.requests[1].messages
    assert repair[-2] == {"role": "assistant", "content": '{"is_followup": "perhaps"'}
    assert "not valid" in repair[-1]["content"]


async def test_structured_output_still_invalid_after_repair_raises_with_the_problem(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.reply('{"is_followup": "perhaps", "confidence": 1}').reply('{"confidence": 1}')
        llm = open_llm(make_settings(fake))
        with pytest.raises(StructuredOutputError, match="is_followup: Field required") as info:
            await llm.structured([{"role": "user", "content": "q"}], Verdict, Usage())
    assert info.value.raw == '{"confidence": 1}'
    assert len(fake.requests) == 2


async def test_json_nested_too_deeply_is_malformed_output_not_a_crash(open_llm: OpenLLM) -> None:
    deep = '{"is_followup": ' * 50_000 + "true" + "}" * 50_000
    async with FakeOpenAI() as fake:
        fake.reply(deep).reply(f"Here it is: {deep}")
        llm = open_llm(make_settings(fake))
        with pytest.raises(StructuredOutputError, match="nested too deeply"):
            await llm.structured([{"role": "user", "content": "q"}], Verdict, Usage())
        fake.reply(deep).reply('{"is_followup": true, "confidence": 0.8}')
        verdict = await llm.structured([{"role": "user", "content": "q"}], Verdict, Usage())

    assert verdict.is_followup is True
    assert len(fake.requests) == 4
    assert "nested too deeply" in fake.requests[3].messages[-1]["content"]


async def test_a_local_server_without_a_key_still_works(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.reply("local")
        llm = open_llm(make_settings(fake, openai_api_key=None))
        completion = await llm.complete([{"role": "user", "content": "hi"}], Usage())
    assert completion.message.content == "local"
    assert fake.requests[0].headers["Authorization"] == "Bearer not-needed"


def test_one_retry_after_parser_reads_seconds_milliseconds_and_dates() -> None:
    from email.utils import format_datetime
    from datetime import UTC, datetime, timedelta

    from core.failover import retry_after

    assert retry_after({"Retry-After": "7"}) == 7.0
    assert retry_after({"retry-after-ms": "250", "Retry-After": "7"}) == 0.25
    soon = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    assert 25 <= (retry_after({"Retry-After": soon}) or 0) <= 30
    assert retry_after({"Retry-After": "soon"}) is None and retry_after({}) is None


async def test_calls_beyond_the_endpoint_limit_wait_their_turn_in_arrival_order(open_llm: OpenLLM) -> None:
    in_flight, peak = 0, 0

    async def slow(body: dict[str, object]) -> Scripted:
        nonlocal in_flight, peak
        in_flight += 1
        peak = max(peak, in_flight)
        await asyncio.sleep(0.05)
        in_flight -= 1
        return Scripted(content="ok")

    async with FakeOpenAI() as fake:
        fake.default = slow
        llm = open_llm(make_settings(fake, llm_max_concurrent_calls=2))
        # A channel's model choice shares its endpoint's limit.
        other = llm.with_model("other-model")
        calls = [
            (llm if n % 2 else other).complete([{"role": "user", "content": f"call {n}"}], Usage()) for n in range(8)
        ]
        answers = await asyncio.gather(*calls)
    assert all(a.message.content == "ok" for a in answers)
    assert peak == 2, f"{peak} requests in flight with a limit of 2"
    sent = [r.messages[-1]["content"] for r in fake.requests]
    assert sent == [f"call {n}" for n in range(8)], "first come, first served"


class Provider:
    """A provider that serves `capacity` requests at once and answers any more with
    429 and a short Retry-After, as a rate-limited API does; counts what it saw."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.in_flight = 0
        self.served = 0
        self.refused = 0

    async def __call__(self, body: dict[str, object]) -> Scripted:
        if self.in_flight >= self.capacity:
            self.refused += 1
            return Scripted(status=429, error="rate limited", headers={"Retry-After": "0.02"})
        self.in_flight += 1
        try:
            await asyncio.sleep(0.03)
        finally:
            self.in_flight -= 1
        self.served += 1
        return Scripted(content="ok")


async def _wave(llm: LLM, count: int) -> list[bool]:
    async def one(n: int) -> bool:
        try:
            await llm.complete([{"role": "user", "content": f"call {n}"}], Usage())
        except LLMUnavailable:
            return False
        return True

    return list(await asyncio.gather(*(one(n) for n in range(count))))


def adaptive(open_llm: OpenLLM, fake: FakeOpenAI, provider: Provider) -> LLM:
    """An LLM on `provider` whose call limit may range 2..64 (it starts at 48), with
    retries enough to wait out the provider's Retry-After."""
    fake.default = provider
    return open_llm(make_settings(fake, llm_max_concurrent_calls=64, llm_min_concurrent_calls=2, llm_max_retries=4))


async def test_the_call_limit_falls_to_what_a_rate_limited_provider_serves_and_429s_stop(open_llm: OpenLLM) -> None:
    provider = Provider(capacity=6)
    async with FakeOpenAI() as fake:
        # A fixed limit of 48 would send 48 at once for ever (over 200 refusals a burst).
        llm = adaptive(open_llm, fake, provider)
        limit = llm.endpoints[0].in_flight
        assert limit.limit == 48, "starts at the former fixed limit"
        first = await _wave(llm, 60)
        refused_first = provider.refused
        assert refused_first > 0 and 2 <= limit.limit <= 12, f"cut to {limit.limit}"
        second = await _wave(llm, 60)
    refused_second = provider.refused - refused_first
    assert all(second), "every call of the second burst answered (429s retried after Retry-After)"
    assert sum(first) >= 55
    # Additive growth probes one above the provider's capacity per round trip, no more.
    assert refused_second <= 12, f"{refused_second} requests refused once the limit had adapted"
    assert limit.limit >= 2


async def test_the_call_limit_grows_back_while_the_provider_keeps_answering(open_llm: OpenLLM) -> None:
    provider = Provider(capacity=4)
    async with FakeOpenAI() as fake:
        llm = adaptive(open_llm, fake, provider)
        limit = llm.endpoints[0].in_flight
        await _wave(llm, 30)
        cut = limit.limit
        provider.capacity = 1000  # the provider's limit lifted (a quieter minute)
        await _wave(llm, 120)
    assert cut <= 8 and limit.limit > cut, f"{cut} -> {limit.limit}"


async def test_a_request_timeout_cuts_the_call_limit_but_the_turns_deadline_does_not(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.hang_always()
        llm = open_llm(make_settings(fake, llm_timeout_seconds=0.2, llm_min_concurrent_calls=2))
        limit = llm.endpoints[0].in_flight
        with pytest.raises(LLMDeadlineExceeded):
            await llm.complete([{"role": "user", "content": "hi"}], Usage(), deadline=Deadline(0.1))
        assert limit.limit == 48, "the turn ran out of time: nothing said about the provider"
        with pytest.raises(LLMUnavailable):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())
        assert limit.limit == 24


async def test_a_server_error_without_retry_after_leaves_the_call_limit_alone(open_llm: OpenLLM) -> None:
    async with FakeOpenAI() as fake:
        fake.error(500).error(503, headers={"Retry-After": "0"})
        llm = open_llm(make_settings(fake))
        limit = llm.endpoints[0].in_flight
        with pytest.raises(LLMUnavailable):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())
        assert limit.limit == 48
        with pytest.raises(LLMUnavailable):
            await llm.complete([{"role": "user", "content": "hi"}], Usage())
        assert limit.limit == 24, "a 503 asking for a Retry-After is pushback"


async def test_a_turns_breaker_stops_asking_a_model_that_keeps_timing_out(open_llm: OpenLLM) -> None:
    from core.breaker import turn_breaker
    from core.llm import ModelCircuitOpen

    async with FakeOpenAI() as primary:
        primary.reply("late", delay=2.0).reply("late", delay=2.0).error(503).error(503).reply("answered")
        llm = fast(open_llm(make_settings(primary, llm_timeout_seconds=0.2, llm_max_retries=1)))
        usage = Usage()
        with turn_breaker(3):
            with pytest.raises(LLMUnavailable):  # two timeouts: the call's retries are still made
                await llm.complete([{"role": "user", "content": "a"}], usage)
            with pytest.raises(LLMUnavailable):  # a 503 makes three in a row, yet the call's retry is made
                await llm.complete([{"role": "user", "content": "b"}], usage)
            started = time.perf_counter()
            with pytest.raises(ModelCircuitOpen, match="4 times in a row"):
                await llm.complete([{"role": "user", "content": "c"}], usage)
            assert time.perf_counter() - started < 0.05
        assert len(primary.requests) == 4 and usage.llm_calls == 4
        # Another turn (or none) asks again.
        with turn_breaker(3):
            completion = await llm.complete([{"role": "user", "content": "d"}], Usage())
    assert completion.message.content == "answered"


async def test_an_answer_between_failures_closes_the_turns_breaker(open_llm: OpenLLM) -> None:
    from core.breaker import turn_breaker

    async with FakeOpenAI() as primary:
        primary.error(500).reply("one").error(502).error(503).reply("two")
        llm = fast(open_llm(make_settings(primary, llm_max_retries=1)))
        with turn_breaker(3):
            assert (await llm.complete([{"role": "user", "content": "a"}], Usage())).message.content == "one"
            with pytest.raises(LLMUnavailable):
                await llm.complete([{"role": "user", "content": "b"}], Usage())
            assert (await llm.complete([{"role": "user", "content": "c"}], Usage())).message.content == "two"
