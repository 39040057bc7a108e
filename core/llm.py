"""The model layer: any OpenAI-compatible endpoint, a fallback chain, usage and cost.

Clients are built with `max_retries=0`: retries, backoff and fallback happen
in `core.failover` so their behaviour is deterministic, logged and testable. An endpoint is
retried on timeouts, connection errors and 5xx; a 429 is retried only when the
server asks for a short wait (Retry-After), otherwise the next endpoint is
tried at once, because a rate-limited provider rarely recovers within a turn.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from core import llm_failures
from core.breaker import current as turn_breaker
from core.chat_http import ChatTransport
from core.config import Settings
from core.deadline import Deadline, DeadlineExceeded
from core.failover import Exhausted, RetryPolicy, Stopped, Verdict, call_with_failover, retry_after
from core.limits import AdaptiveLimit
from core.models import Usage
from core.preload import tokenizer_loaded
from core.records import bus
from core.records.events import ModelCall, ModelPurpose
from core.tokens import count_tokens

if TYPE_CHECKING:
    # The SDK takes a few hundred ms to import: it loads when a client is built or a
    # call fails, so commands that never call a model start without it.
    from openai import AsyncOpenAI
    from openai.types.chat import ChatCompletionMessage

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)

# Servers without an API key (vLLM, Ollama, llama.cpp) still need a non-empty
# string: the client refuses to start without one.
_NO_KEY = "not-needed"
_MAX_BACKOFF_SECONDS = 8.0
_JSON_FENCE_RE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.S)
DEFAULT_MAX_CONCURRENT_CALLS = 128
DEFAULT_MIN_CONCURRENT_CALLS = 4
# Where an endpoint's limit starts (clamped to its floor and ceiling): the fixed limit this
# replaced, so a provider that tolerates less meets at most this many requests before the
# first pushback halves it, and one that tolerates more is reached in a few round trips.
START_CONCURRENT_CALLS = 48


class LLMError(RuntimeError):
    """A model call failed for good (every endpoint and retry exhausted, or a bad request)."""


class MalformedCompletion(LLMError):
    """An endpoint answered 200 with something that is no usable completion (a web page,
    no choices, a choice without a message): broken for now, so the next one is tried."""


class LLMUnavailable(LLMError):
    """No configured endpoint answered; the message names what was tried, and `said`, when
    the endpoints were tried, what they did in words for the user (core/llm_failures.py)."""

    def __init__(self, message: str, said: str | None = None) -> None:
        super().__init__(message)
        self.said = said


class LLMRateLimited(LLMUnavailable):
    """Every endpoint tried answered 429: the provider is rate-limiting, not down."""


class ModelCircuitOpen(LLMUnavailable):
    """The turn's breaker is open: the model failed too often in a row to ask it again this turn."""


class LLMDeadlineExceeded(LLMError, DeadlineExceeded):
    """The turn's deadline passed before any endpoint answered; the request was abandoned."""


class StructuredOutputError(LLMError):
    """The model's answer was not valid JSON for the requested schema, even after a repair turn."""

    def __init__(self, model_cls: type[BaseModel], problem: str, raw: str) -> None:
        super().__init__(f"model output is not a valid {model_cls.__name__}: {problem}")
        self.problem = problem
        self.raw = raw


@dataclass
class Endpoint:
    label: str
    model: str
    client: AsyncOpenAI
    # Sends the chat completions (the client resolves URL, headers, timeout and errors).
    chat: ChatTransport
    # After an endpoint fails, later calls try the others first until this
    # monotonic time, so one turn's several calls don't each pay for the failure.
    cooling_until: float = 0.0
    # Requests in flight to this endpoint from this process: a burst queues here, in
    # arrival order, instead of meeting the provider's rate limit as a wall of 429s; the
    # limit follows the provider's pushback (429, Retry-After, timeouts) between a floor and
    # a ceiling. Shared by every LLM built from the same endpoint (`with_model`).
    in_flight: AdaptiveLimit = field(default_factory=lambda: AdaptiveLimit(
        DEFAULT_MAX_CONCURRENT_CALLS, DEFAULT_MIN_CONCURRENT_CALLS, START_CONCURRENT_CALLS
    ))


@dataclass
class Completion:
    message: ChatCompletionMessage
    model: str
    endpoint: str
    finish_reason: str | None
    usage: Usage


def messages_tokens(messages: list[dict[str, Any]]) -> int:
    # ~4 tokens of framing per message, as in OpenAI's own accounting.
    return sum(4 + count_tokens(json.dumps(m, ensure_ascii=False)) for m in messages)


def _parse_json(raw: str) -> Any:
    """Strict JSON, tolerating only a code fence or prose around one object.

    Raises JSONDecodeError for anything else, JSON nested past the parser's
    recursion limit included, so that is malformed output like any other."""
    text = raw.strip()
    fenced = _JSON_FENCE_RE.match(text)
    if fenced:
        text = fenced.group(1)
    try:
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            start, end = text.find("{"), text.rfind("}")
            if 0 <= start < end:
                return json.loads(text[start : end + 1])
            raise
    except RecursionError:
        raise json.JSONDecodeError("nested too deeply", text, 0) from None


def endpoint_models(settings: Settings) -> dict[str, str]:
    """Each endpoint's label and model, primary first: the names model calls are
    announced under (`ModelCall.endpoint`) and /status lists. Empty without LLM_MODEL."""
    if not settings.llm_model:
        return {}
    labels = {"primary": settings.llm_model}
    labels.update({f"fallback{i}": f.model for i, f in enumerate(settings.llm_fallbacks, start=1)})
    return labels


class LLM:
    """Chat completions over a chain of OpenAI-compatible endpoints."""

    def __init__(
        self,
        endpoints: list[Endpoint],
        *,
        max_retries: int = 2,
        temperature: float = 0.2,
        prices: dict[str, dict[str, float]] | None = None,
        backoff_seconds: float = 0.5,
        max_retry_after_seconds: float = 5.0,
        cooldown_seconds: float = 30.0,
    ) -> None:
        if not endpoints:
            raise ValueError("LLM needs at least one endpoint")
        self.endpoints = endpoints
        self.max_retries = max_retries
        self.temperature = temperature
        self.prices = prices or {}
        self.backoff_seconds = backoff_seconds
        self.max_retry_after_seconds = max_retry_after_seconds
        self.cooldown_seconds = cooldown_seconds

    @classmethod
    def from_settings(cls, settings: Settings) -> LLM:
        if not settings.llm_model:
            raise ValueError("LLM_MODEL is not set")
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else ""
        labels = list(endpoint_models(settings))
        ceiling = settings.llm_max_concurrent_calls
        limits = (ceiling, min(ceiling, settings.llm_min_concurrent_calls))
        endpoints = [
            cls._endpoint(labels[0], settings.openai_base_url, key, settings.llm_model, settings.llm_timeout_seconds, limits)
        ]
        for label, fallback in zip(labels[1:], settings.llm_fallbacks, strict=True):
            endpoints.append(
                cls._endpoint(
                    label,
                    fallback.base_url,
                    settings.fallback_key(fallback),
                    fallback.model,
                    settings.llm_timeout_seconds,
                    limits,
                )
            )
        return cls(
            endpoints,
            max_retries=settings.llm_max_retries,
            temperature=settings.llm_temperature,
            prices=settings.llm_prices,
        )

    @staticmethod
    def _endpoint(
        label: str, base_url: str | None, key: str, model: str, timeout: float, limits: tuple[int, int]
    ) -> Endpoint:
        from openai import AsyncOpenAI, DefaultAioHttpClient

        # The client resolves the endpoint (URL, headers, timeout) and builds its errors;
        # `ChatTransport` sends. Its own HTTP client, aiohttp's, opens no session unless used.
        client = AsyncOpenAI(
            base_url=base_url or None,
            api_key=key or _NO_KEY,
            timeout=timeout,
            max_retries=0,
            http_client=DefaultAioHttpClient(timeout=timeout),
        )
        ceiling, floor = limits
        in_flight = AdaptiveLimit(ceiling, floor, START_CONCURRENT_CALLS, name=label)
        return Endpoint(label=label, model=model, client=client, chat=ChatTransport(client), in_flight=in_flight)

    def with_model(self, model: str) -> LLM:
        """The same chain with `model` on the endpoint that serves it (the primary
        when none names it), sharing clients and cooldowns. Channels use it for
        their model setting."""
        chain = [e for e in self.endpoints if e.model == model] or [replace(self.endpoints[0], model=model)]
        chain += [e for e in self.endpoints if e not in chain and e.model != model]
        return LLM(
            chain,
            max_retries=self.max_retries,
            temperature=self.temperature,
            prices=self.prices,
            backoff_seconds=self.backoff_seconds,
            max_retry_after_seconds=self.max_retry_after_seconds,
            cooldown_seconds=self.cooldown_seconds,
        )

    async def close(self) -> None:
        for endpoint in self.endpoints:
            await endpoint.chat.close()
            await endpoint.client.close()

    async def __aenter__(self) -> LLM:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- accounting -----------------------------------------------------------
    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float:
        price = self.prices.get(model)
        if price is None:
            return 0.0
        return (prompt_tokens * price.get("prompt", 0.0) + completion_tokens * price.get("completion", 0.0)) / 1e6

    async def _usage_of(self, endpoint: Endpoint, response: Any, messages: list[dict[str, Any]]) -> Usage:
        reported = getattr(response, "usage", None)
        if reported is not None and reported.prompt_tokens is not None:
            prompt, completion = reported.prompt_tokens, reported.completion_tokens or 0
        else:
            await tokenizer_loaded()  # counted here instead: never built on the event loop
            message = response.choices[0].message
            prompt = messages_tokens(messages)
            completion = count_tokens((message.content or "") + json.dumps(
                [c.model_dump() for c in message.tool_calls or []]
            ))
        return Usage(
            llm_calls=1,
            prompt_tokens=prompt,
            completion_tokens=completion,
            cost_usd=self.cost(endpoint.model, prompt, completion),
        )

    # --- calls ------------------------------------------------------------------
    async def complete(
        self,
        messages: list[dict[str, Any]],
        usage: Usage,
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        json_mode: bool = False,
        max_tokens: int | None = None,
        temperature: float | None = None,
        deadline: Deadline | None = None,
        purpose: ModelPurpose = "other",
    ) -> Completion:
        """One chat completion, walking the fallback chain; adds its usage to `usage`.

        Every request sent counts as a call, answered or not. With `deadline`,
        no attempt or backoff outlives it: the request in flight is abandoned
        and `LLMDeadlineExceeded` raised. Each request is announced as a
        `ModelCall` event tagged with `purpose` (what the caller asked for).
        """
        request: dict[str, Any] = {
            "messages": messages,
            "temperature": self.temperature if temperature is None else temperature,
        }
        if tools:
            request["tools"] = tools
            if tool_choice is not None:
                request["tool_choice"] = tool_choice
        if json_mode:
            request["response_format"] = {"type": "json_object"}
        if max_tokens is not None:
            request["max_tokens"] = max_tokens

        # Checked per call, not per request: a call under way still gets its retries and fallbacks.
        breaker = turn_breaker()
        if breaker is not None and breaker.open:
            raise ModelCircuitOpen(
                f"the model failed {breaker.consecutive} times in a row this turn, so it is not asked again"
            )

        async def call(endpoint: Endpoint) -> Completion:
            if deadline is not None and deadline.expired:
                raise LLMDeadlineExceeded("the turn's time ran out before the model answered")
            started = time.perf_counter()
            usage.llm_calls += 1
            try:
                # The wait for a free slot counts against the deadline like the request.
                async with asyncio.timeout(deadline.remaining() if deadline is not None else None), endpoint.in_flight.slot():
                    sent = endpoint.in_flight.epoch
                    try:
                        response = await _chat_completion(endpoint, request)
                    except Exception as exc:
                        if (pushback := _pushback(exc)) is not None:
                            endpoint.in_flight.pushed_back(sent, pushback)
                        raise
                    endpoint.in_flight.succeeded()
                if not response.choices:
                    raise MalformedCompletion(f"{endpoint.label} returned no choices")
                if response.choices[0].message is None:
                    raise MalformedCompletion(f"{endpoint.label} returned a choice without a message")
            except TimeoutError as exc:
                _announce(endpoint, purpose, started, error="deadline" if deadline and deadline.expired else "timeout")
                if deadline is None or not deadline.expired:
                    if breaker is not None:
                        breaker.failed()
                    raise
                log.warning("llm.deadline endpoint=%s model=%s", endpoint.label, endpoint.model)
                raise LLMDeadlineExceeded("the turn's time ran out while waiting for the model") from exc
            except Exception as exc:
                _announce(endpoint, purpose, started, error=_error_name(exc))
                if breaker is not None and _endpoint_down(exc):
                    breaker.failed()
                raise
            if breaker is not None:
                breaker.succeeded()
            call_usage = await self._usage_of(endpoint, response, messages)
            usage.add(call_usage.model_copy(update={"llm_calls": 0}))
            ms = _announce(endpoint, purpose, started, call_usage)
            log.debug(
                "llm.call endpoint=%s model=%s purpose=%s ms=%.0f prompt_tokens=%d completion_tokens=%d",
                endpoint.label, endpoint.model, purpose, ms, call_usage.prompt_tokens, call_usage.completion_tokens,
            )
            choice = response.choices[0]
            return Completion(
                message=choice.message,
                model=response.model or endpoint.model,
                endpoint=endpoint.label,
                finish_reason=choice.finish_reason,
                usage=call_usage,
            )

        policy = RetryPolicy(self.max_retries, self.backoff_seconds, _MAX_BACKOFF_SECONDS)
        try:
            return await call_with_failover(self.endpoints, call, self._judge, policy, logger=log, deadline=deadline)
        except LLMDeadlineExceeded:
            raise
        except DeadlineExceeded as exc:
            raise LLMDeadlineExceeded(str(exc)) from exc
        except Stopped as exc:
            raise LLMError(f"{exc.label} rejected the request ({exc.reason})") from exc
        except Exhausted as exc:
            said = llm_failures.said(exc.failures) or None
            if exc.failures and all(f.reason == llm_failures.RATE_LIMITED for f in exc.failures):
                # The operator's cue to raise the quota or slow the bot: no request or body is named.
                log.warning("llm.rate_limited endpoints=%s: the model provider answered HTTP 429 on every endpoint",
                            ",".join(f.label for f in exc.failures))
                raise LLMRateLimited(f"every model endpoint is rate-limiting: {exc}", said) from exc
            raise LLMUnavailable(f"no model endpoint answered: {exc}", said) from exc

    def _judge(self, exc: BaseException, has_next: bool) -> Verdict | None:
        """Timeouts and 5xx are retried; a 429 waits only for a short Retry-After,
        else moves on; a bad key or missing model moves on, and so does a 200 that is
        no completion; a malformed request (400, 422) would fail everywhere, so it stops."""
        import openai  # loaded with the client already; here for its exception types

        if isinstance(exc, MalformedCompletion):
            return Verdict(str(exc), cooldown=self.cooldown_seconds)
        if isinstance(exc, openai.APITimeoutError | openai.APIConnectionError):
            return Verdict(type(exc).__name__, retry=True, cooldown=self.cooldown_seconds)
        if not isinstance(exc, openai.APIStatusError):
            return None
        status = exc.status_code
        reason = f"HTTP {status}"  # read back by core/llm_failures.py
        wait = retry_after(exc.response.headers)
        cooldown = min(wait, self.cooldown_seconds * 10) if wait is not None else self.cooldown_seconds
        if status == 429:
            if wait is not None:
                short = wait <= self.max_retry_after_seconds
                return Verdict(reason, retry=short, wait=wait if short else None, cooldown=cooldown)
            return Verdict(reason, retry=not has_next, cooldown=cooldown)
        if status >= 500 or status == 408:
            short = wait is not None and wait <= self.max_retry_after_seconds
            return Verdict(reason, retry=True, wait=wait if short else None, cooldown=cooldown)
        if status in (401, 403, 404):
            return Verdict(reason, cooldown=cooldown)
        return Verdict(reason, stop=True)

    async def structured(
        self,
        messages: list[dict[str, Any]],
        model_cls: type[T],
        usage: Usage,
        *,
        temperature: float | None = None,
        max_tokens: int | None = None,
        deadline: Deadline | None = None,
        purpose: ModelPurpose = "other",
    ) -> T:
        """A JSON answer validated as `model_cls`; one repair turn on malformed output.

        Raises StructuredOutputError when the repair fails too, LLMUnavailable
        when no endpoint answers.
        """
        schema = _schema_text(model_cls)
        instruction = (
            "Reply with one JSON object only (no prose, no code fence) that validates "
            f"against this JSON schema:\n{schema}"
        )
        # Merged into the leading system message: some chat templates (Mistral,
        # Llama on vLLM/llama.cpp) reject a system message after the first turn.
        if messages and messages[0].get("role") == "system":
            convo = [{"role": "system", "content": f"{messages[0]['content']}\n\n{instruction}"}, *messages[1:]]
        else:
            convo = [{"role": "system", "content": instruction}, *messages]
        problem, raw = "", ""
        for attempt in range(2):
            completion = await self.complete(
                convo, usage, json_mode=True, temperature=temperature, max_tokens=max_tokens, deadline=deadline,
                purpose=purpose,
            )
            raw = completion.message.content or ""
            try:
                return model_cls.model_validate(_parse_json(raw))
            except (json.JSONDecodeError, ValidationError) as exc:
                problem = _describe_problem(exc)
                log.info("llm.structured_invalid model_cls=%s attempt=%d problem=%s", model_cls.__name__, attempt + 1,
                         problem[:200])
            convo = [
                *convo,
                {"role": "assistant", "content": raw},
                {
                    "role": "user",
                    "content": f"That reply was not valid: {problem}. Send the corrected JSON object only.",
                },
            ]
        raise StructuredOutputError(model_cls, problem, raw)


@lru_cache(maxsize=64)
def _schema_text(model_cls: type[BaseModel]) -> str:
    """A model's JSON schema as sent in the instruction. Building it costs 0.2-0.5 ms
    per structured call (profiled under bench_burst) and a class's schema never changes."""
    return json.dumps(model_cls.model_json_schema(), separators=(",", ":"))


async def _chat_completion(endpoint: Endpoint, request: dict[str, Any]) -> Any:
    """`POST /chat/completions` (`core.chat_http`: the SDK's URL, headers, timeout and
    error types, without its per-call request building), read as the SDK's `ChatCompletion`.

    The body is read by pydantic's JSON validator (~10 us) rather than the SDK's
    field-by-field construction (~130 us a response); a server that bends the schema
    (a missing `created`, an unknown finish reason) still gets the SDK's lenient reading."""
    from openai.types.chat import ChatCompletion

    raw = await endpoint.chat.post({"model": endpoint.model, **request})
    try:
        return ChatCompletion.model_validate_json(raw)
    except ValidationError:
        pass
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):  # not JSON, or nested past the parser's limit
        data = None
    if not isinstance(data, dict):
        raise MalformedCompletion(f"{endpoint.label} answered with something other than a chat completion")
    return ChatCompletion.construct(**data)


def _announce(
    endpoint: Endpoint, purpose: ModelPurpose, started: float, usage: Usage | None = None, error: str | None = None
) -> float:
    """Announce one request to the event bus; returns its latency in ms."""
    ms = (time.perf_counter() - started) * 1000
    bus.emit(ModelCall(
        endpoint=endpoint.label,
        model=endpoint.model,
        purpose=purpose,
        latency_ms=ms,
        prompt_tokens=usage.prompt_tokens if usage else 0,
        completion_tokens=usage.completion_tokens if usage else 0,
        cost_usd=usage.cost_usd if usage else 0.0,
        error=error,
    ))
    return ms


def _pushback(exc: BaseException) -> str | None:
    """Why a failed request says the endpoint has more than it can take (a 429, any
    status asking for a Retry-After, a request timeout), or None. The turn's own deadline
    cancels instead of raising here, so it never counts: it says nothing of the provider."""
    import openai  # loaded with the client already; here for its exception types

    if isinstance(exc, openai.APITimeoutError):
        return "timeout"
    if isinstance(exc, openai.APIStatusError) and (
        exc.status_code == 429 or retry_after(exc.response.headers) is not None
    ):
        return f"HTTP {exc.status_code}"
    return None


def _endpoint_down(exc: BaseException) -> bool:
    """A timeout, a lost connection or a 5xx: the failures the turn's breaker counts (a 429
    or a rejected key is the fallback chain's business, not a sign the model is down)."""
    import openai  # loaded with the client already; here for its exception types

    if isinstance(exc, openai.APITimeoutError | openai.APIConnectionError):
        return True
    return isinstance(exc, openai.APIStatusError) and (exc.status_code >= 500 or exc.status_code == 408)


def _error_name(exc: BaseException) -> str:
    """A short, secret-free name for a failed request: the HTTP status when there is one."""
    status = getattr(exc, "status_code", None)
    return f"HTTP {status}" if isinstance(status, int) else type(exc).__name__


def _describe_problem(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'root'}: {err['msg']}" for err in exc.errors()[:8]
        )
    return f"invalid JSON ({exc})"
