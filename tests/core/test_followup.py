"""Follow-up detection: each reference kind with its standalone rewrite, the failure
classes issue #9 found on real conversations (with examples written here), traps,
and the model tier's band and fallback."""

from __future__ import annotations

import math
import re
from typing import Any

import pytest
from openai import AsyncOpenAI
from pydantic import BaseModel

from core.config import Settings
from core.followup import FollowupDecision, FollowupDetector, antecedent, decide_history
from core.followup.cues import evidence
from core.followup.features import FEATURES, features
from core.followup.model import FollowupModel, load_model
from core.followup.pipeline import decide
from core.followup.prose import prose
from core.followup.rewrite import tidied
from core.followup.thread import thread_from_history
from core.models import Analysis, Citation, ReportSet, Session, ThreadKey, Turn, Usage
from tests.fakes.openai_server import FakeOpenAI

def hist(*pairs: str) -> list[dict[str, str]]:
    out = []
    for i, text in enumerate(pairs):
        out.append({"role": "user" if i % 2 == 0 else "assistant", "content": text})
    return out


def stands_alone(question: str, history: list[dict[str, str]]) -> FollowupDecision:
    """The decision on `question`, checked to be a new question left as it was asked."""
    d = decide_history(question, history)
    assert not d.is_followup, d.reasoning
    assert d.standalone == question
    return d


LAMBDA_ECS = hist(
    "Lambda vs ECS for a background worker?",
    "AWS Lambda suits short, bursty jobs under 15 minutes [1]; Amazon ECS on Fargate suits long-running workers [2].",
)
INCIDENTS = hist(
    "any open incidents about the payments API latency?",
    "Two are open: INC-4821 (p99 latency on /v1/charges) and INC-4830 (502s from the ALB) [1][2]. "
    "A mitigation PR, #2291, is under review [1].",
)
QUEUES = hist(
    "what are the options for background jobs in Python?",
    "The common choices are Celery [1], RQ [2] and Dramatiq [3]. Celery supports RabbitMQ and Redis brokers [1].",
)
POSTGRES = hist(
    "what's the cheapest way to run a MySQL database for a side project?",
    "PlanetScale's hobby tier was free [1]; AWS RDS db.t4g.micro is free for 12 months [2].",
)


def test_pronoun_after_comparison_names_both_services() -> None:
    d = decide_history("how do I migrate from it?", LAMBDA_ECS)
    assert d.is_followup and d.kind == "pronoun" and "it" in d.referents
    assert d.standalone == "How do I migrate from AWS Lambda to Amazon ECS?"


@pytest.mark.parametrize(
    ("question", "expected"),
    [("what's the 3rd one about", "Dramatiq"), ("#2", "RQ"), ("the second option, is it maintained?", "RQ")],
)
def test_position_resolves_to_the_listed_item(question: str, expected: str) -> None:
    d = decide_history(question, QUEUES)
    assert d.is_followup and d.kind == "position"
    assert expected in d.standalone


async def test_bracketed_number_resolves_to_the_citation_title_in_a_session() -> None:
    session = _session_with(
        "Which brokers does Celery support?",
        "Celery supports RabbitMQ [1] and Redis [2].",
        [Citation(number=1, title="Celery broker guide"), Citation(number=2, title="Using Redis with Celery")],
    )
    d = await _decide(session, "what does [2] cover about visibility timeouts?")
    assert d.is_followup and d.kind == "position"
    assert "Using Redis with Celery" in d.standalone


def test_ellipsis_swaps_the_slot_of_the_same_kind() -> None:
    d = decide_history("and for Postgres?", POSTGRES)
    assert d.is_followup and d.kind == "ellipsis"
    assert d.standalone == "What's the cheapest way to run a PostgreSQL database for a side project?" or (
        "Postgres" in d.standalone and "MySQL" not in d.standalone
    )


def test_ellipsis_without_a_slot_extends_the_previous_question() -> None:
    d = decide_history("what about cost?", LAMBDA_ECS)
    assert d.is_followup
    assert "Lambda vs ECS" in d.standalone and "cost" in d.standalone


QUEUE_CHOICE = hist(
    "Redis vs RabbitMQ for a job queue?",
    "Redis is simpler to run [1]; RabbitMQ offers routing and acknowledgements [2]. "
    "Retries with backoff are built into Celery on both.",
)


def test_bare_that_points_at_what_the_last_question_asked_about_not_a_name_in_the_answer() -> None:
    history = hist(
        "what's connection pooling exactly?",
        "Connection pooling keeps open connections to PostgreSQL and hands them to clients; PgBouncer [1] is the usual pooler.",
    )
    d = decide_history("how do I monitor for that", history)
    assert d.is_followup and d.kind == "pronoun"
    assert d.standalone == "How do I monitor for connection pooling in PostgreSQL?"


def test_ellipsis_with_a_preposition_extends_the_previous_question_in_place() -> None:
    history = hist("how do I run Celery workers in Docker?", "Run one container per worker with the celery worker command [1].")
    d = decide_history("and on windows?", history)
    assert d.is_followup and d.kind == "ellipsis"
    assert d.standalone == "How do I run Celery workers in Docker on windows?"


def test_ellipsis_naming_a_new_option_adds_it_to_the_comparison() -> None:
    d = decide_history("and Kafka?", QUEUE_CHOICE)
    assert d.is_followup and d.kind == "ellipsis"
    assert d.standalone == "Redis vs RabbitMQ vs Kafka for a job queue?"


def test_focused_elaboration_names_the_topic_instead_of_listing_answer_names() -> None:
    d = decide_history("go deeper on the retry part", QUEUE_CHOICE)
    assert d.is_followup and d.kind == "elaboration"
    assert d.standalone.startswith("Explain the retry part in more detail for Redis")
    assert "(" not in d.standalone


@pytest.mark.parametrize("question", ["explain more", "go deeper", "why?", "tell me more"])
def test_bare_elaboration_expands_the_last_question(question: str) -> None:
    d = decide_history(question, LAMBDA_ECS)
    assert d.is_followup and d.kind == "elaboration"
    assert "Lambda vs ECS for a background worker" in d.standalone


def test_correction_replaces_the_named_slot() -> None:
    history = hist(
        "how do I paginate results with the Node SDK for Slack?",
        "Use the cursor returned in response_metadata.next_cursor [1].",
    )
    d = decide_history("no, I meant the Python SDK", history)
    assert d.is_followup and d.kind == "correction"
    assert "Python SDK" in d.standalone and "paginate" in d.standalone


def test_correction_x_not_y_rewrites_the_original_request() -> None:
    history = hist("why is our Slack bot getting rate limited?", "Slack's Web API uses per-method tiers [1].")
    d = decide_history("actually we're on Discord, not Slack", history)
    assert d.standalone == "Why is our Discord bot getting rate limited?"


def test_far_reference_resolves_against_the_named_earlier_answer() -> None:
    history = hist(
        "how do I cache sessions in Redis?",
        "Use SETEX with a TTL per session key [1].",
        "what is a Kafka consumer group?",
        "A consumer group shares a topic's partitions among consumers [2].",
    )
    d = decide_history("back to the Redis question — does it support clustering?", history)
    assert d.is_followup and d.kind == "far_reference"
    assert "Redis" in d.standalone and "Kafka" not in d.standalone


def test_identifier_from_an_earlier_result() -> None:
    d = decide_history("who owns that incident?", INCIDENTS)
    assert d.is_followup and d.kind == "identifier"
    assert "INC-4821" in d.standalone
    pr = decide_history("is the PR merged yet", INCIDENTS)
    assert pr.is_followup and "#2291" in pr.standalone


FRESH = [
    "How do I make Celery retry a task with exponential backoff?",
    "what is a dead letter queue in RabbitMQ",
    "also, can you find the current pricing for Amazon SQS FIFO queues?",
    "how do i make pip ignore its cache when installing boto3?",
    "What is PKCE and why do SPAs need it?",
    "Can you compare NATS JetStream and Redis Streams for a small IoT project?",
    "Is it possible to run Postgres on Windows?",
    "How do I rotate the TLS certificates of an Nginx ingress controller?",
    "Which Terraform provider version added support for S3 bucket ownership controls?",
    "Why does my GitHub Actions cache miss on every run of the pnpm install step?",
    "What's the recommended way to structure Alembic migrations across several services?",
    "how do I set a default timezone for a Django project?",
]


def test_most_fresh_questions_in_the_same_domain_stand_alone() -> None:
    """The learned model leans towards follow-ups (most turns of real threads are), so some
    fresh same-domain questions are taken for follow-ups (10 of these 12 stand alone since
    the sixth pass; 7 before), but never with confidence: those land in or just above the
    uncertain band a configured model decides (0.30-0.70 since the threshold is 0.50; the
    "also, ..." request is a task naming its own subject, bounded to 0.40). A standalone
    decision leaves the question untouched."""
    decisions = [decide_history(q, QUEUES) for q in FRESH]
    standalone = [d for d in decisions if not d.is_followup]
    assert len(standalone) >= len(FRESH) / 2, [(q, d.score) for q, d in zip(FRESH, decisions) if d.is_followup]
    assert all(d.score < 0.8 for d in decisions if d.is_followup)
    assert all(d.standalone in FRESH and d.referents == [] for d in standalone)


def test_a_task_naming_its_own_subject_stands_alone_however_it_opens() -> None:
    """docs/labelling.md rule 1: a request that names its subject in full is a trap even
    after "also". Such tasks are too few in the fitting rows to learn, so a rule bounds
    them below the threshold, inside the band a configured model decides."""
    for q in (
        "also, can you find the current pricing for Amazon SQS FIFO queues?",
        "and could you please compare Kafka and Amazon Kinesis for clickstream ingestion?",
    ):
        d = decide_history(q, QUEUES)
        assert not d.is_followup and 0.3 <= d.score <= 0.4, (q, d.score)
        assert "task that names its own subject" in d.reasoning and d.standalone == q
    # A task about the thread's own things, or the makers', still leans on the thread.
    for q in ("also, can you explain how it handles retries?", "can you compare your benchmarks with Celery's?"):
        d = decide_history(q, QUEUES)
        assert d.is_followup, (q, d.score)


def test_decision_carries_a_calibrated_confidence_and_human_reasoning() -> None:
    d = decide_history("does it scale to zero?", LAMBDA_ECS)
    assert d.is_followup and 0.5 <= d.confidence <= 1.0 and d.confidence == d.score
    assert "'it'" in d.reasoning and "follow-up probability" in d.reasoning
    fresh = decide_history("How do I tune Postgres autovacuum for a 2TB table?", LAMBDA_ECS)
    assert not fresh.is_followup and fresh.confidence == pytest.approx(1 - fresh.score, abs=1e-3)
    assert "new subject words" in fresh.reasoning


def test_no_history_means_standalone() -> None:
    d = decide_history("how do I migrate from it?", [])
    assert d == FollowupDecision.standalone_question("how do I migrate from it?")


# --- sessions and the model tier -------------------------------------------------------


def _session_with(question: str, answer: str, citations: list[Citation]) -> Session:
    session = Session(key=ThreadKey(platform="console", thread="t"))
    session.analyses.append(
        Analysis(
            question=question,
            standalone_question=question,
            reports=ReportSet(inline=answer, quick=answer, detailed=answer),
            citations=citations,
        )
    )
    session.turns += [Turn(role="user", content=question), Turn(role="assistant", content=answer, analysis=0)]
    return session


async def _decide(session: Session, question: str, llm: Any = None, band: tuple[float, float] | None = None) -> FollowupDecision:
    return await FollowupDetector(Settings(_env_file=None), llm=llm, band=band).decide(question, session)  # type: ignore[call-arg]


class OpenAIStructured:
    """The duck-typed `structured` interface over the real openai client."""

    def __init__(self, client: AsyncOpenAI) -> None:
        self.client = client

    async def structured(
        self, messages: list[dict[str, Any]], model_cls: type[BaseModel], usage: Usage, *, purpose: str = "other"
    ) -> BaseModel:
        response = await self.client.chat.completions.create(model="fake-model", messages=messages)  # type: ignore[arg-type]
        usage.llm_calls += 1
        return model_cls.model_validate_json(response.choices[0].message.content or "")


AMBIGUOUS = "how much is clerk"
# The model tier is asked only inside the uncertain band; these tests widen the band so
# they do not depend on where the fitted model happens to score one message.
EVERYTHING = (0.0, 1.0)


def _clerk_session() -> Session:
    return _session_with(
        "what are the options for adding auth to a Next.js app?",
        "The main options are Auth.js [1], Clerk [2] and Supabase Auth [3].",
        [Citation(number=n, title=t) for n, t in ((1, "Auth.js docs"), (2, "Clerk pricing"), (3, "Supabase Auth"))],
    )


async def test_model_tier_decides_ambiguous_cases_with_validated_json() -> None:
    async with FakeOpenAI() as fake:
        fake.json_reply(
            {"is_followup": True, "confidence": 0.8, "standalone": "How much does Clerk cost for Next.js auth?",
             "referents": ["clerk"], "reasoning": "names an option from the last answer"}
        )
        llm = OpenAIStructured(AsyncOpenAI(base_url=fake.base_url, api_key="x", max_retries=0))
        d = await _decide(_clerk_session(), AMBIGUOUS, llm, EVERYTHING)
        assert d.tier == "model" and d.standalone == "How much does Clerk cost for Next.js auth?"
        assert d.usage.llm_calls == 1
        assert "New message: how much is clerk" in fake.requests[0].text


async def test_model_tier_falls_back_on_malformed_json() -> None:
    async with FakeOpenAI() as fake:
        fake.reply("sure! it's a follow-up {not json")
        llm = OpenAIStructured(AsyncOpenAI(base_url=fake.base_url, api_key="x", max_retries=0))
        d = await _decide(_clerk_session(), AMBIGUOUS, llm, EVERYTHING)
        expected = await _decide(_clerk_session(), AMBIGUOUS)
        assert d.tier == "learned" and d.is_followup == expected.is_followup
        assert "invalid" in d.reasoning and len(fake.requests) == 1


async def test_model_tier_falls_back_when_the_endpoint_fails() -> None:
    async with FakeOpenAI() as fake:
        fake.error(500, "boom")
        llm = OpenAIStructured(AsyncOpenAI(base_url=fake.base_url, api_key="x", max_retries=0))
        d = await _decide(_clerk_session(), AMBIGUOUS, llm, EVERYTHING)
        assert d.tier == "learned" and "model unavailable" in d.reasoning


async def test_clear_cases_never_reach_the_model() -> None:
    async with FakeOpenAI() as fake:
        llm = OpenAIStructured(AsyncOpenAI(base_url=fake.base_url, api_key="x", max_retries=0))
        d = await _decide(_clerk_session(), "the second option — does it have SSO?", llm)
        assert d.is_followup and d.tier == "learned" and "Clerk" in d.standalone
        assert not (load_model().band[0] <= d.score <= load_model().band[1])
        assert fake.requests == []


# --- the failure classes issue #9 found on real conversations (examples written here) ----


@pytest.mark.parametrize("question", ["any examples?", "and the cost?", "any benchmarks?", "what's the default?"])
def test_ellipsis_without_a_pronoun_is_a_follow_up(question: str) -> None:
    d = decide_history(question, LAMBDA_ECS)
    assert d.is_followup, d.reasoning
    assert "Lambda" in d.standalone and "context of" not in d.standalone


@pytest.mark.parametrize(
    ("question", "item"),
    [
        ("is the first one open source?", "Celery"),
        ("the second option, is it maintained?", "RQ"),
        ("what about the last option?", "Dramatiq"),
        ("does the third library support cron schedules?", "Dramatiq"),
        ("option 2 looks simpler, does it retry failed jobs?", "RQ"),
    ],
)
def test_ordinals_and_numbered_options_pick_the_listed_item(question: str, item: str) -> None:
    d = decide_history(question, QUEUES)
    assert d.is_followup and d.kind == "position", d.reasoning
    assert item in d.standalone


def test_a_reference_to_what_the_answer_listed_names_every_item() -> None:
    d = decide_history("how do the approaches you listed differ?", QUEUES)
    assert d.is_followup and d.kind == "listed"
    assert all(name in d.standalone for name in ("Celery", "RQ", "Dramatiq"))
    assert "you listed" not in d.standalone


@pytest.mark.parametrize("question", ["what about on Windows?", "does that also apply to Fargate Spot?", "and for ARM64?"])
def test_a_new_name_asked_inside_the_threads_frame_is_a_follow_up(question: str) -> None:
    d = decide_history(question, LAMBDA_ECS)
    assert d.is_followup, d.reasoning


USER_ONLY = [
    {"role": "user", "content": "What is PgBouncer?"},
    {"role": "user", "content": "How do I install it on Ubuntu?"},
]


def test_a_history_of_user_turns_only_still_gives_context() -> None:
    d = decide_history("What are its pooling modes?", USER_ONLY)
    assert d.is_followup, d.reasoning
    assert "PgBouncer" in d.standalone and "its" not in d.standalone.split()
    assert "context of" not in d.standalone


def test_user_only_history_rewrite_replaces_the_pronoun_with_the_topic() -> None:
    history = [{"role": "user", "content": "Tell me about the Raft consensus algorithm."}]
    d = decide_history("How does it elect a leader?", history)
    assert d.is_followup
    assert d.standalone == "How does the Raft consensus algorithm elect a leader?" or (
        "Raft" in d.standalone and " it " not in f" {d.standalone} "
    )


def test_a_definite_noun_phrase_new_to_the_thread_is_not_a_back_reference() -> None:
    history = hist(
        "how do Kafka consumer groups rebalance?",
        "When a consumer joins or leaves, the group coordinator reassigns partitions [1].",
    )
    d = decide_history("Does the Apache Software Foundation accept donations from companies?", history)
    assert not d.is_followup, d.reasoning


def test_a_rejection_followed_by_a_complete_new_request_is_not_a_continuation() -> None:
    d = decide_history("No, that's not it — tell me about Redis Streams consumer groups", QUEUES)
    assert not d.is_followup, d.reasoning
    assert d.standalone == "No, that's not it — tell me about Redis Streams consumer groups"


def test_a_correction_of_one_slot_is_still_a_follow_up() -> None:
    d = decide_history("no, I meant for Python 3.12, not 3.8", hist(
        "how do I install uvloop on Python 3.8?", "Install it with pip install uvloop [1].",
    ))
    assert d.is_followup and d.kind == "correction"
    assert "3.12" in d.standalone and "uvloop" in d.standalone


# --- second pass: topic shifts, the thread's context, slot-swapping ellipsis ---------------


def users(*questions: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": q} for q in questions]


HEAT_PUMPS = users("What is a heat pump?", "How efficient are they in cold climates?", "What do they cost to install?")


def test_a_self_contained_question_leaving_the_focus_is_read_as_a_topic_shift() -> None:
    from core.followup.cues import evidence
    from core.followup.features import FEATURES, features
    from core.followup.thread import thread_from_history

    thread = thread_from_history(HEAT_PUMPS)
    shift = "How do solar panels convert sunlight into electricity?"
    x = dict(zip(FEATURES, features(shift, thread, *evidence(shift, thread))))
    assert x["self_contained"] == 1.0 and x["focus_absent"] == 1.0
    same = "How loud are they at night?"
    y = dict(zip(FEATURES, features(same, thread, *evidence(same, thread))))
    assert y["self_contained"] == 0.0
    assert decide_history(shift, HEAT_PUMPS).score < decide_history(same, HEAT_PUMPS).score


def test_a_question_with_a_subject_of_its_own_gets_no_phrase_glued_on() -> None:
    d = decide_history("How do solar panels convert sunlight into electricity?", HEAT_PUMPS)
    assert d.standalone == "How do solar panels convert sunlight into electricity?"
    d = decide_history("Tell me more about log compaction.", users("How does the Raft consensus algorithm elect a leader?"))
    assert "context" not in d.standalone and "leader" not in d.standalone


def test_what_about_with_a_preposition_replaces_the_same_phrase() -> None:
    d = decide_history("What about in Canada?", users("What's the average salary of a data engineer in Germany?"))
    assert d.is_followup and d.standalone == "What's the average salary of a data engineer in Canada?"


def test_ellipsis_naming_a_new_object_replaces_the_last_one() -> None:
    d = decide_history("How about remote work?", users("How has the pandemic changed commuting?"))
    assert d.standalone == "How has the pandemic changed remote work?"


ISSUE_THREAD = [
    {"role": "user", "content": "I set the cache size to 2 GB but memory keeps growing after a day."},
    {"role": "assistant", "content": "Which version are you on? The eviction fix landed in 1.4."},
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [("Is this library still maintained?", "Is the fastkv library still maintained?"),
     ("Does it run on Windows at all?", "Does fastkv run on Windows at all?")],
)
def test_the_threads_context_is_what_this_library_and_it_point_at(question: str, expected: str) -> None:
    d = decide_history(question, ISSUE_THREAD, context="fastkv")
    assert d.is_followup and d.standalone == expected
    # Without it the rewrite can only guess from the thread, and never invents the name.
    assert "fastkv" not in decide_history(question, ISSUE_THREAD).standalone


def test_cached_vectors_are_the_embedding_models_own_in_order() -> None:
    from core.embeddings import embed
    from core.followup.vectors import embedded

    texts = ["Angora goats", "heat pump", "Angora goats", "log compaction in Raft"]
    first, again = embedded(texts), embedded(list(reversed(texts)))
    expected = embed(texts)
    assert first.shape == expected.shape and abs(first - expected).max() < 1e-6
    assert abs(again[::-1] - expected).max() < 1e-6
    assert embedded([]).shape[0] == 0


# --- third pass: declared topic shifts, rejections, names as definite phrases --------------

REPLICATION = hist(
    "How do I set up Redis replication for our session store?",
    "Use a primary with two replicas and Redis Sentinel for failover; set replicaof on each replica [1].",
)


@pytest.mark.parametrize(
    "question",
    [
        "Different question: how do I rotate TLS certificates in Kubernetes with cert-manager?",
        "different question - how do I configure nginx as a reverse proxy for a Node app?",
        "Unrelated, but what's the best way to structure a monorepo with pnpm workspaces?",
        "New topic: what is the difference between Kafka and RabbitMQ?",
        "Switching gears, how does Postgres handle connection pooling?",
        "Also, separately: which runners does GitHub Actions offer for ARM builds?",
        "On another note, how do I set up SSO with Okta for Grafana?",
    ],
)
def test_a_declared_new_topic_with_a_complete_question_stands_alone(question: str) -> None:
    assert stands_alone(question, REPLICATION).score <= 0.15


def test_a_declared_new_topic_that_still_points_back_is_rewritten_without_the_marker() -> None:
    # "it" still needs the thread: a follow-up, and the marker is no part of the question asked.
    d = decide_history("Unrelated, but does it support TLS?", REPLICATION)
    assert d.is_followup
    assert d.standalone == "Does Redis support TLS?"


@pytest.mark.parametrize(
    "question",
    ["No, that's not what I meant. Tell me about Memcached", "Nope, that's not it: how does Kafka handle log compaction?"],
)
def test_a_rejection_then_a_request_naming_its_own_subject_is_a_new_question(question: str) -> None:
    d = decide_history(question, REPLICATION)
    assert not d.is_followup, d.reasoning
    assert d.standalone == question


def test_a_rejection_then_a_correction_of_the_slot_stays_a_follow_up() -> None:
    d = decide_history("No, I meant Azure Functions", hist(
        "How do I migrate from AWS Lambda to Amazon ECS?", "Package the function as a container image [1].",
    ))
    assert d.is_followup and d.kind == "correction"
    assert "Azure Functions" in d.standalone and "ECS" in d.standalone


@pytest.mark.parametrize(
    "question",
    [
        # An eighth-pass regression (0.55 after the df10/df11 refit) until the ninth pass
        # told engineering threads from threads of topics for this shape.
        "What does the Linux Foundation do?",
        "Who maintains Kubernetes at the Cloud Native Computing Foundation?",
        "How does the Raft consensus algorithm elect a leader?",
    ],
)
def test_a_capitalised_name_after_the_is_not_a_back_reference(question: str) -> None:
    from core.followup.cues import evidence
    from core.followup.features import FEATURES, features
    from core.followup.thread import thread_from_history

    thread = thread_from_history(LAMBDA_ECS)
    x = dict(zip(FEATURES, features(question, thread, *evidence(question, thread))))
    assert x["definite_unknown"] == 0.0 and x["own_subject"] == 1.0
    assert not decide_history(question, LAMBDA_ECS).is_followup


def test_a_tool_named_in_lower_case_counts_as_a_name_of_its_own() -> None:
    """Names people bring in are often no lexicon entry and not capitalised ("sslh",
    "podman"); the embedding vocabulary spells them in several pieces, everyday words in
    one. A rare word the thread already used is the thread's, not the question's own."""
    thread = thread_from_history(WORKER_THREAD)

    def rare(question: str) -> float:
        return dict(zip(FEATURES, features(question, thread, *evidence(question, thread))))["rare_words"]

    assert rare("Can I run several instances of sslh behind podman?") == pytest.approx(math.log1p(2))
    assert rare("Can I run several instances of it behind a proxy?") == 0.0
    assert rare("Does the visibility timeout apply to killed workers?") == 0.0


def test_a_support_question_about_a_named_other_tool_is_no_question_about_the_threads_thing() -> None:
    """"Does it support IPv6?" asks about the thread's thing; "Does forwardproxy support
    IPv6?" names what it asks about, and the support frame no longer counts for the thread."""
    thread = thread_from_history(WORKER_THREAD)

    def frame(question: str) -> float:
        return dict(zip(FEATURES, features(question, thread, *evidence(question, thread))))["support_frame"]

    assert frame("Does it support IPv6?") == 1.0
    assert frame("Will the worker run on Windows?") == 1.0
    assert frame("Does forwardproxy support IPv6?") == 0.0
    assert frame("I want to know if PDF.js supports book reader mode") == 0.0
    assert decide_history("Does forwardproxy support IPv6?", WORKER_THREAD).score < decide_history(
        "Does it support IPv6?", WORKER_THREAD
    ).score


def test_a_lower_case_definite_description_still_leans_on_the_thread() -> None:
    d = decide_history("What about the failover time?", REPLICATION)
    assert d.is_followup


def test_a_question_naming_the_threads_project_stands_alone() -> None:
    from core.followup.cues import evidence
    from core.followup.features import FEATURES, features
    from core.followup.thread import thread_from_history

    thread = thread_from_history(ISSUE_THREAD, context="fastkv")
    named = "How do I upgrade fastkv from 1.3 to 1.4 without losing data?"
    x = dict(zip(FEATURES, features(named, thread, *evidence(named, thread))))
    assert x["names_context"] == 1.0
    unnamed = "How do I upgrade from 1.3 to 1.4 without losing data?"
    assert decide_history(named, ISSUE_THREAD, context="fastkv").score < decide_history(
        unnamed, ISSUE_THREAD, context="fastkv"
    ).score


@pytest.mark.parametrize(
    ("question", "history", "expected"),
    [
        # The antecedent's word already in the question is expanded, not glued on with "of".
        ("What happened to Anne?", users("Who was Anne Bonny?", "Was she ever caught?"), "What happened to Anne Bonny?"),
        # "so that" joins a clause; "this" before a verb is the thing itself.
        ("How do I configure SMTP so that the system can send emails?", ISSUE_THREAD, None),
    ],
)
def test_rewrites_resolve_instead_of_appending(question: str, history: list[dict[str, str]], expected: str | None) -> None:
    d = decide_history(question, history, context="fastkv" if history is ISSUE_THREAD else "")
    if expected is not None:
        assert d.standalone == expected
    else:
        assert "so that the system" in d.standalone


def test_this_before_a_verb_is_replaced_by_the_name_itself() -> None:
    d = decide_history("Will this work on a Raspberry Pi Zero?", ISSUE_THREAD, context="fastkv")
    assert d.is_followup and d.standalone == "Will fastkv work on a Raspberry Pi Zero?"


# Fourth pass: failure classes of real engineering threads (examples written here).
WORKER_THREAD = [
    {"role": "user", "content": "Jobs are lost when the worker process is killed. Is there a retry option?"},
    {"role": "assistant", "content": "Yes: unacknowledged jobs go back to the queue after the visibility timeout (30 s by default)."},
]


@pytest.mark.parametrize(
    "question",
    [
        "Are you still planning to maintain this project?",
        "Is there an official docker image?",
        "Any plans to support Python 3.13?",
        "Do you have a public roadmap?",
    ],
)
def test_a_question_to_the_makers_that_leaves_the_project_unsaid_is_a_follow_up(question: str) -> None:
    d = decide_history(question, WORKER_THREAD)
    assert d.is_followup, d.reasoning


@pytest.mark.parametrize(
    "question",
    [
        "Is it possible to run Grafana Loki as a systemd service?",
        "Would it be better to use Nginx or Caddy for TLS termination in Kubernetes?",
    ],
)
def test_is_it_possible_asks_about_its_own_subject_not_the_threads(question: str) -> None:
    # The "it" of "is it possible to" stands for nothing; the question names its subject.
    d = decide_history(question, WORKER_THREAD)
    assert not d.is_followup, d.reasoning
    assert d.standalone == question


def test_is_it_possible_with_a_real_pronoun_after_it_stays_a_follow_up() -> None:
    d = decide_history("Is it possible to use it with Redis Streams?", WORKER_THREAD, context="taskpipe")
    assert d.is_followup and "taskpipe" in d.standalone and "Redis Streams" in d.standalone


@pytest.mark.parametrize(
    ("message", "points_back"),
    [
        ("It would be great to configure the dashboard by scanning a QR code", 0.0),
        ("Is it possible to pin the worker to one CPU core?", 0.0),
        ("I think that retries are capped at five by default.", 0.0),
        ("It would be great if it retried on timeouts too", 1.0),
        ("Does that apply to killed workers?", 1.0),
    ],
)
def test_only_a_word_that_stands_for_something_counts_as_pointing_back(message: str, points_back: float) -> None:
    """An "it" that stands for nothing and a "that" opening a clause are read as the
    rewrite reads them: a claim or wish lent into a thread of the same area carries such
    words without leaning on the thread (ninth pass, examples written here)."""
    thread = thread_from_history(WORKER_THREAD)
    x = dict(zip(FEATURES, features(message, thread, *evidence(message, thread))))
    assert x["points_back"] == points_back


def test_a_standalone_question_drops_greetings_mentions_and_thanks() -> None:
    d = decide_history("@maintainer Hi, does it run on ARM64 as well? Thanks!", WORKER_THREAD, context="taskpipe")
    assert d.is_followup
    # irw11: restated as registered; the issue's title may follow ("it" is read as the project).
    assert d.standalone.startswith("Does taskpipe run on ARM64 as well"), d.standalone
    assert not re.search(r"maintainer|\bHi\b|Thanks", d.standalone), d.standalone


def test_a_follow_up_in_a_known_place_names_it() -> None:
    # Whatever the rewrite resolved, the project the thread is about is said.
    d = decide_history("How long is the visibility timeout configurable up to?", WORKER_THREAD, context="taskpipe")
    assert d.is_followup and "taskpipe" in d.standalone
    assert "taskpipe" not in decide_history("How long is the visibility timeout configurable up to?", WORKER_THREAD).standalone


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("Could the screen stay on while using the app?", "the taskpipe app"),
        ("Is there still MIT licensed code in the repo?", "the taskpipe repo"),
    ],
)
def test_a_project_spoken_of_without_its_name_is_named_there(question: str, named: str) -> None:
    # "the app" in the project's own tracker is that project's app: the name goes there,
    # not after the whole message ("... while using the app in taskpipe?").
    d = decide_history(question, WORKER_THREAD, context="taskpipe")
    assert d.is_followup
    assert named in d.standalone and not d.standalone.rstrip("?").endswith("in taskpipe"), d.standalone


SPELT_APART_THREAD = [
    {"role": "user", "content": "Night Glow keeps the screen on at night, but only while charging."},
    {"role": "assistant", "content": "Night Glow checks the charger state each minute; a setting could lift that."},
]


def test_a_follow_up_names_the_project_as_the_thread_spells_it() -> None:
    # The repository's slug "nightglow" is "Night Glow" to the people in its tracker: the
    # rewrite writes the name as they do, not as the slug.
    d = decide_history("Could the brightness be lowered too?", SPELT_APART_THREAD, context="nightglow")
    assert d.is_followup
    assert "Night Glow" in d.standalone and "nightglow" not in d.standalone, d.standalone


def test_ordinary_words_spelling_a_slug_are_not_taken_for_its_name() -> None:
    # In reverseproxy's tracker "reverse proxy" is the thing everyone talks about, not the project.
    thread = [
        {"role": "user", "content": "Does certbot renew work behind a reverse proxy with a custom port?"},
        {"role": "assistant", "content": "Yes: the reverse proxy forwards the challenge path to certbot."},
    ]
    d = decide_history("Must /var/www/html be empty for that?", thread, context="reverseproxy")
    assert d.is_followup
    assert "reverseproxy" in d.standalone, d.standalone


@pytest.mark.parametrize(
    ("turns", "question", "verb"),
    [
        (["What is blockchain?", "How is Bitcoin generated?"], "What are its other uses in business?", "generated"),
        (["What does a sommelier do?", "How is wine aged?"], "What are its main grapes?", "aged"),
    ],
)
def test_a_phrase_ending_in_a_past_participle_is_no_antecedent(turns: list[str], question: str, verb: str) -> None:
    # "How is Bitcoin generated?" holds the thing "Bitcoin", not a thing "Bitcoin generated":
    # "its" is never resolved to a phrase that ends in what happens to it.
    d = decide_history(question, [{"role": "user", "content": t} for t in turns])
    assert d.is_followup
    assert verb not in d.standalone, d.standalone


def test_a_fragment_after_a_long_opening_post_is_resolved_not_glued_to_the_post() -> None:
    post = (
        "How much memory do I need to run taskpipe workers? I am on Ubuntu 22.04 with 8 GB of RAM and two cores, "
        "and with four workers the machine starts swapping after an hour of steady load."
    )
    d = decide_history("What about the claim that it runs in 512 MB?", [{"role": "user", "content": post}], context="taskpipe")
    assert d.is_followup
    # The post is not redone around the fragment ("<post>, and what about ..."); which phrase
    # "it" takes is the ranker's call (here it picks "Ubuntu 22.04", not the project).
    assert "swapping" not in d.standalone and "512 MB" in d.standalone and "taskpipe" in d.standalone


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("and what about @angular/core?", "@angular/core"),
        ("how do I install it with @types/node?", "@types/node"),
        ("does it still work behind @app.route handlers?", "@app.route"),
    ],
)
def test_a_scoped_package_or_dotted_decorator_is_no_mention_to_drop(question: str, kept: str) -> None:
    # "@angular/core" names a package, not a person: dropping "@angular" researched "/core".
    thread = [
        {"role": "user", "content": "How do I set up TypeScript in a Node project?"},
        {"role": "assistant", "content": "Install TypeScript with npm and add a tsconfig.json file."},
    ]
    d = decide_history(question, thread)
    assert kept in d.standalone, d.standalone


# Fifth pass: complete requests in the thread's domain, fragments without a predicate, and
# rewrites that keep a clause or a whole noun phrase together. Examples written here.
HTTPX_RETRIES = hist(
    "How do I configure retries in the httpx client?",
    "Pass a transport: httpx.HTTPTransport(retries=3) retries failed connections [1].",
)


@pytest.mark.parametrize(
    "question",
    [
        "Is there a way to set a per-request timeout on an aiohttp ClientSession?",
        "How can I pin numpy to 1.26.4 in a Poetry project?",
        # Read as a follow-up (0.51) after the tenth pass's refit; standalone again since the
        # eleventh pass's refit with `reply_opener` (0.496, TUNING.md, "Eleventh pass (brief ifu7)").
        # A known miss since the twenty-fourth pass fitted the six kept-out parts (ifit: held-out
        # accuracy up on 11 of 12 parts): in their issue threads a reply naming its own detail is
        # mostly a follow-up, and no feature yet tells this complete request from one (ifu43's
        # names_project did not). Strict, so a fix that reads it standalone again is noticed.
        pytest.param(
            "Can I use `httpx.Limits` to cap connections to 10 in version 0.27?",
            marks=pytest.mark.xfail(strict=True, reason="known miss since the six kept-out parts were fitted (TUNING.md, ifit)"),
        ),
    ],
)
def test_a_complete_how_to_request_in_the_threads_domain_stands_alone(question: str) -> None:
    # Each carries its own task (and here its own code or version): nothing is missing
    # that the httpx thread would supply.
    stands_alone(question, HTTPX_RETRIES)


@pytest.mark.parametrize("question", ["Is there a way to do that per request?", "how do I set it per request?"])
def test_a_how_to_request_that_leans_on_the_thread_is_still_a_follow_up(question: str) -> None:
    d = decide_history(question, HTTPX_RETRIES)
    assert d.is_followup
    assert "httpx" in d.standalone


def test_asking_how_to_is_not_asking_whether_the_project_has_it() -> None:
    from core.followup.features import FEATURES, features
    from core.followup.thread import thread_from_history

    thread = thread_from_history(HTTPX_RETRIES, lambda q, t: q)
    how = dict(zip(FEATURES, features("Is there a way to cap connections per host?", thread, [], [])))
    exists = dict(zip(FEATURES, features("Is there a public roadmap?", thread, [], [])))
    assert (how["way_to"], how["availability"]) == (1.0, 0.0)
    assert (exists["way_to"], exists["availability"]) == (0.0, 1.0)
    quoted = dict(zip(FEATURES, features("Does `Client(http2=True)` need the h2 package in 0.27?", thread, [], [])))
    assert quoted["own_detail"] == 1.0 and how["own_detail"] == 0.0


@pytest.mark.parametrize("question", ["and Kafka?", "what about the connection pool?", "how about Celery beat?"])
def test_a_fragment_with_no_predicate_of_its_own_is_decisively_a_follow_up(question: str) -> None:
    d = decide_history(question, QUEUE_CHOICE)
    assert d.is_followup and d.kind == "ellipsis" and d.score >= 0.9


def test_a_fragment_naming_a_noun_phrase_replaces_the_whole_phrase() -> None:
    d = decide_history("what about the connection pool?", HTTPX_RETRIES)
    assert d.standalone == "How do I configure retries in the connection pool?"


def test_a_question_after_or_is_not_put_into_the_previous_questions_slot() -> None:
    # "or what is the licence?" asks a question of its own; it is no noun to swap in.
    d = decide_history("or what is the licence?", [{"role": "user", "content": "Can the dataset be used commercially?"}])
    assert d.is_followup
    assert "what about what" not in d.standalone and "using the what" not in d.standalone
    # The question stays whole; its leading "Or" is a chat opener the standalone drops.
    assert d.standalone.startswith("What is the licence")


def test_the_reference_replaced_is_the_one_that_points_back() -> None:
    # The first "that" is a degree word ("that much memory"); the second is the reference.
    from core.followup.antecedent import referring_word, substitute

    question = "I see that much memory in use; does that mean a leak?"
    assert referring_word(question) == "that"
    assert substitute(question, "the worker pool", "that") == "I see that much memory in use; does the worker pool mean a leak?"


# Sixth pass: @annotations are no mentions; a message that opens with the asker's own
# setup reads as a new issue, not the thread's next turn. Examples written here.
def features_of(question: str, history: list[dict[str, str]]) -> list[float]:
    """The follow-up model's features of `question`, read as the runtime reads it (`pipeline.decide`)."""
    thread = thread_from_history(history, lambda q, _: q)
    q = prose(tidied(question))
    pro, con = evidence(q, thread)
    return features(q, thread, pro, con, written=question)


JAVA_CLIENT = hist(
    "How do I set a global timeout for the Micronaut HTTP client?",
    "Set micronaut.http.client.read-timeout in application.yml [1].",
)


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("Can I set the timeouts separately for each @HttpClient configuration?", "@HttpClient"),
        ("Does it honour @Retryable on the client interface?", "@Retryable"),
        ("Should I annotate it with @Client or @HttpClient?", "@Client or @HttpClient"),
        ("why does @Transactional not roll back here?", "@Transactional"),
    ],
)
def test_an_annotation_inside_a_sentence_is_no_mention_to_drop(question: str, kept: str) -> None:
    d = decide_history(question, JAVA_CLIENT)
    assert kept in d.standalone, d.standalone
    assert kept in tidied(question)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("@alice @bob does it retry on 503?", "Does it retry on 503?"),
        ("Hey, @alice , does it retry on 503?", "Does it retry on 503?"),
        ("<@U024BE7LH> does it retry on 503?", "Does it retry on 503?"),
        ("<@U024BE7LH|alice> does it retry on 503?", "Does it retry on 503?"),
        ("<@!80351110224678912> does it retry on 503?", "Does it retry on 503?"),
        ("does it retry on 503 (cc @alice)?", "Does it retry on 503?"),
        ("does it retry on 503? @alice", "Does it retry on 503?"),
        ("does it retry on 503 @alice @bob", "Does it retry on 503"),
        ("Thanks @alice! Does it retry on 503?", "Thanks! Does it retry on 503?"),
    ],
)
def test_a_mention_addressing_someone_is_dropped(message: str, expected: str) -> None:
    assert tidied(message) == expected


def test_a_labelled_slack_mention_inside_a_sentence_keeps_the_name() -> None:
    assert tidied("does <@U024BE7LH|alice> know if it retries on 503?") == "Does @alice know if it retries on 503?"


def test_a_message_opening_with_the_askers_own_setup_is_marked() -> None:
    thread = hist("How do I back up the database?", "Stop the container and copy the data folder [1].")
    setup = FEATURES.index("own_setup")
    opening = "I installed Nextcloud on a new Ubuntu server using snap and now want to move the calendars from the old Owncloud box"
    assert features_of(opening, thread)[setup] == 1.0
    # The same first words carrying on the thread's subject are no opening of an issue.
    assert features_of("I installed it again and the backup still fails, what else can I check?", thread)[setup] == 0.0


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("Does forwardproxy support ipv6?", 1),  # "ipv6": letters and digits
        ("What's the difference between armv7 and armhf in alpine?", 1),
        ("Hyper uses 90MB of memory, which is unusually high.", 1),  # opens as a verb's subject
        ("Can I run two instances of InvenTree on one host?", 1),  # inner capital
        ("Does it work on arm64 too?", 0),  # the thread said arm64
        ("Thanks for the help, does it retry?", 0),
    ],
)
def test_coined_names_new_to_the_thread_are_counted(question: str, count: int) -> None:
    thread = hist("How do I run the image on arm64?", "Pull the multi-arch tag; it includes arm64 [1].")
    assert features_of(question, thread)[FEATURES.index("coined_names")] == pytest.approx(math.log1p(count))


def test_the_rewrite_drops_the_chat_opener_and_trailing_thanks() -> None:
    history = [{"role": "user", "content": "Tell me about the Raft consensus algorithm."}]
    d = decide_history("And how does it elect a leader? Thank you!", history)
    assert d.is_followup, d.reasoning
    assert d.standalone.startswith("How does") and "Raft" in d.standalone
    assert "thank" not in d.standalone.lower()


@pytest.mark.parametrize(
    ("question", "opens"),
    [
        ("Or does it elect a leader by lottery?", "Does"),
        # A word that only begins with the letters is no opener.
        ("Ordering aside, does it elect a leader by lottery?", "Ordering aside"),
    ],
)
def test_the_rewrite_drops_a_leading_or(question: str, opens: str) -> None:
    history = [{"role": "user", "content": "Tell me about the Raft consensus algorithm."}]
    d = decide_history(question, history)
    assert d.is_followup, d.reasoning
    assert d.standalone.startswith(opens) and "Raft" in d.standalone, d.standalone


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("Thanks for the reply. How does it elect a leader in a five-node cluster?", None),
        ("Thank you! How does it elect a leader in a five-node cluster?", None),
        # Thanks addressed to someone by name, or with nothing said after it, stays.
        ("Thank you pyscripter! How does it elect a leader?", "Thank you pyscripter"),
    ],
)
def test_the_rewrite_drops_opening_thanks(question: str, kept: str | None) -> None:
    history = [{"role": "user", "content": "Tell me about the Raft consensus algorithm."}]
    d = decide_history(question, history)
    assert d.is_followup, d.reasoning
    if kept is None:
        assert d.standalone.startswith("How does") and "Raft" in d.standalone, d.standalone
    else:
        assert d.standalone.startswith(kept), d.standalone


@pytest.mark.parametrize(
    ("question", "resolved"),
    [
        ("It would be nice to map digital buttons to the analog stick.", None),
        ("Is it possible to run Sonic as a service?", None),
        # The second "it" points back.
        ("It'd be great if we could self-host it using Docker.", "It'd be great if we could self-host Grafana using Docker."),
    ],
)
def test_an_extraposed_it_is_no_reference(question: str, resolved: str | None) -> None:
    word = antecedent.referring_word(question)
    if resolved is None:
        assert word is None
    else:
        assert antecedent.substitute(question, "Grafana", word) == resolved


def test_this_before_a_predicate_is_replaced_by_the_phrase_itself() -> None:
    assert antecedent.substitute("So is this possible with osmdroid?", "offline maps", "this") == (
        "So is offline maps possible with osmdroid?"
    )
    assert antecedent.substitute("Is that a bad idea?", "one container for beat and worker", "that") == (
        "Is one container for beat and worker a bad idea?"
    )
    # Before a noun it is still a determiner.
    assert antecedent.substitute("Is this library maintained?", "fastkv", "this") == "Is the fastkv library maintained?"


def test_a_pronoun_never_stands_for_what_its_own_question_names() -> None:
    thread = thread_from_history(
        [{"role": "user", "content": "What is Co-Extra doing about DNA-based testing for GMO contamination?"}], lambda q, t: q
    )
    texts = [c.text for c, _ in antecedent.scored("How could Co-Extra improve it?", thread, "it")]
    assert texts and not any("co-extra" in t.lower() for t in texts)
    assert any("co-extra" in c.text.lower() for c in antecedent.candidates(thread))


def test_a_candidate_phrase_ends_at_a_sentence_or_list_boundary() -> None:
    thread = thread_from_history(
        [{"role": "user", "content": "Is it possible to map it on Ryujinx? Bhy now the option is keyboard, mouse, gamepad"}],
        lambda q, t: q,
    )
    texts = [c.text for c in antecedent.candidates(thread)]
    assert "Ryujinx" in texts
    assert not any(mark in t for t in texts for mark in "?,")



# Eighth pass, after df10's reading: remarks lent to another project's thread stand alone
# (examples written here).
PLAYER_THREAD = [
    {"role": "user", "content": "Playback stutters between tracks when the queue holds FLAC files."},
    {"role": "assistant", "content": "Gapless playback of FLAC is fixed in the next release; the web player still buffers each track."},
]


def player_column(question: str, name: str) -> float:
    """The decision's column `name` for `question` after `PLAYER_THREAD`."""
    thread = thread_from_history(PLAYER_THREAD, context="tunebox")
    return dict(zip(FEATURES, features(question, thread, *evidence(question, thread))))[name]


def player_statement(question: str) -> float:
    """The decision's `statement` column for `question` after `PLAYER_THREAD`."""
    return player_column(question, "statement")


def test_a_remark_that_asks_nothing_of_anyone_and_points_back_at_nothing_is_a_plain_statement() -> None:
    assert player_statement("Chromecast uses the Google Cast protocol.") == 1.0
    assert player_statement("Canon does not publish the CR2 format.") == 1.0
    # A question, a request, someone's own news, or a pointer back at the thread.
    assert player_statement("Does Chromecast use the Google Cast protocol?") == 0.0
    assert player_statement("Would be nice to have Chromecast support.") == 0.0
    assert player_statement("Please add Chromecast support") == 0.0
    assert player_statement("I tried the nightly build and the gap is gone.") == 0.0
    assert player_statement("That fixed the stutter on FLAC.") == 0.0


def test_a_pronoun_after_the_remarks_own_subject_points_inside_it_not_back() -> None:
    # Nineteenth pass (ifu29, after df23's self-contained-pronoun traps; examples written here);
    # kept in the twentieth pass (ifu32) with df24 fitted and df22/df23 out of the fit.
    assert player_statement("Chromecast receivers buffer each stream so it survives short network drops.") == 1.0
    # The pronoun comes before anything the remark names: it leans on the thread.
    assert player_statement("It survives short network drops on Chromecast receivers.") == 0.0
    assert player_statement("That buffers each stream on Chromecast receivers.") == 0.0


def player_frame(question: str) -> float:
    """The decision's `general_frame` column for `question` after `PLAYER_THREAD`."""
    return player_column(question, "general_frame")


def test_a_remark_that_opens_on_a_general_frame_is_read_as_such() -> None:
    # Twenty-eighth pass (ifu53, after the paired same-area traps read as follow-ups;
    # examples written here): a quantified subject, a condition on anyone, a setting phrase.
    assert player_frame("Most players buffer the next track before the current one ends.") == 1.0
    assert player_frame("When you stream FLAC over Wi-Fi, the bitrate decides the gap.") == 1.0
    assert player_frame("On Android, the Cast SDK hands playback to the receiver.") == 1.0
    # A connective, a phrase pointing back, an adverb, or no frame at all: a turn going on.
    assert player_frame("For example, the gap shows after track two.") == 0.0
    assert player_frame("In that case, the queue needs a reload.") == 0.0
    assert player_frame("Most likely the web player drops frames.") == 0.0
    assert player_frame("It buffers each track before playing it.") == 0.0


def test_a_report_naming_its_own_tools_and_new_words_among_the_threads_are_read_as_such() -> None:
    # Thirty-third pass (ifu63; examples written here): a report in a turn's form whose
    # subject is its own reads `own_report`; one about the thread's subject, or naming
    # nothing, does not.
    assert player_column("When I run kubectl on my Raspberry Pi I get the following error: permission denied.", "own_report") > 0.0
    assert player_column("I have a Daitsu HRV2 that uses the MIDEA protocol.", "own_report") > 0.0
    assert player_column("When I queue FLAC files I get the following error: permission denied.", "own_report") == 0.0
    assert player_column("I tried it again and nothing changed.", "own_report") == 0.0
    # New words said among the thread's own read `novel_known`; a message with at most one
    # new word does not.
    assert player_column("Playback of FLAC tracks in the queue still stutters on my Raspberry Pi with PulseAudio.", "novel_known") > 0.0
    assert player_column("The FLAC tracks still stutter in the queue.", "novel_known") == 0.0


def test_where_the_pointing_words_referent_lies_is_read() -> None:
    # Thirty-third pass, round 2 (ifu64; examples written here): how many words a message
    # says before its first pointing word, and a demonstrative pointing ahead to what the
    # message quotes after it.
    assert player_column("This error went away after the update.", "words_before_pointing") == 0.0
    assert player_column("After I queued FLAC files from the network share, it stopped playing.", "words_before_pointing") > 0.0
    assert player_column("The queue plays FLAC files from the network share.", "words_before_pointing") == 0.0
    quoted = "I get this error when I queue FLAC files:\n```\nPermissionError: [Errno 13] Permission denied: '/music/a.flac'\n```"
    assert player_column(quoted, "points_ahead") == 1.0
    assert player_column("This error went away after the update.", "points_ahead") == 0.0


@pytest.mark.parametrize("question", ["Truecolour means 16 million colours at once.", "FLAC is a lossless audio format."])
def test_a_remark_about_the_world_lent_to_a_thread_stands_alone(question: str) -> None:
    stands_alone(question, PLAYER_THREAD)


def test_a_remark_about_the_world_is_never_confidently_a_follow_up() -> None:
    # Refitted with df18 (fourteenth pass), this remark reads 0.51: inside the model tier's
    # band, where a configured model decides, no longer a sure standalone as it was before.
    # What must hold offline is that a remark about the world is never read as a confident
    # follow-up. Refitted with df30 (twenty-sixth pass) it reads 0.707, just over the band: by
    # the twenty-fourth pass's policy (ifit) one written example no longer keeps a scored part's
    # real rows out of the fit, so it is a known miss until a feature tells a remark about the
    # world from the asker's own news. Refitted with df32 and the laid_out_in_lines column
    # (twenty-eighth pass) it reads 0.681: inside the band again, so the known-miss mark is gone.
    d = decide_history("Vorbis was released in 2000.", PLAYER_THREAD)
    assert d.score < 0.7, d.reasoning


@pytest.mark.parametrize(
    "question",
    [
        # Refitted with df34 (thirtieth pass) it read 0.498, a known miss; refitted with df35
        # (thirty-first pass) it reads 0.554 again, so the mark is gone.
        "I tried the nightly build and the gap is gone.",
        "Works now.",
    ],
)
def test_news_of_ones_own_in_a_thread_stays_a_follow_up(question: str) -> None:
    d = decide_history(question, PLAYER_THREAD)
    assert d.is_followup, d.reasoning



# Ninth pass: "what is <a name new to the thread>" is the next facet of a topic in a
# thread of topics, another subject in an engineering thread (examples written here).
SOCIOLOGY = [
    {"role": "user", "content": "What is taught in sociology?"},
    {"role": "user", "content": "Who founded the discipline?"},
]


def test_asking_what_a_new_name_is_reads_the_kind_of_thread_it_is_asked_in() -> None:
    def shape(question: str, history: list[dict[str, str]], context: str = "") -> tuple[float, float]:
        thread = thread_from_history(history, context=context)
        x = dict(zip(FEATURES, features(question, thread, *evidence(question, thread))))
        return x["defines_name_technical"], x["defines_name_topical"]

    # People, places and events only: a thread of topics.
    assert shape("Who was Max Weber?", SOCIOLOGY) == (0.0, 1.0)
    # A product of the lexicons, quoted code, or a known place make it an engineering thread.
    assert shape("What does the Linux Foundation do?", LAMBDA_ECS) == (1.0, 0.0)
    assert shape("Who is Werner Vogels?", hist("Why does `make build` stop with exit code 137?", "The container ran out of memory.")) == (1.0, 0.0)
    assert shape("Who was Max Weber?", SOCIOLOGY, context="sociology-notes") == (1.0, 0.0)
    # Not the shape: a referring word, a name the thread already has, another question form.
    assert shape("What is it known for?", SOCIOLOGY) == (0.0, 0.0)
    assert shape("What is AWS Lambda?", LAMBDA_ECS) == (0.0, 0.0)
    assert shape("How does the Linux Foundation fund projects?", LAMBDA_ECS) == (0.0, 0.0)


def test_a_new_name_asked_about_in_an_engineering_thread_stands_alone() -> None:
    stands_alone("Who is Werner Vogels?", LAMBDA_ECS)


@pytest.mark.xfail(
    strict=True,
    reason="known miss since df34 was fitted (0.506; 0.516 after the df35 refit; inside the model tier's band; TUNING.md, 'Refit after the thirtieth pass's scoring')",
)
def test_a_new_name_asked_about_in_a_thread_named_for_its_notes_stands_alone() -> None:
    technical = decide_history("Who was Max Weber?", SOCIOLOGY, context="sociology-notes")
    assert not technical.is_followup, technical.reasoning


@pytest.mark.xfail(
    strict=True,
    reason="known miss since df31 was fitted (0.395 vs 0.414, both standalone; TUNING.md, 'Refit after the twenty-seventh pass's scoring')",
)
def test_the_same_new_name_asked_about_leans_on_a_thread_of_topics_more_than_on_an_engineering_one() -> None:
    topical = decide_history("Who was Max Weber?", SOCIOLOGY)
    technical = decide_history("Who was Max Weber?", SOCIOLOGY, context="sociology-notes")
    assert topical.score > technical.score


# Ninth pass: rewrite errors read on the spent parts (examples written here).
BLOCKER_THREAD = [
    {"role": "user", "content": "Which filter lists does the blocker ship with?"},
    {"role": "assistant", "content": "It ships with EasyList and a list of blocked trackers."},
]


@pytest.mark.parametrize(
    "question",
    ["Video ads are not blocked", "Sorry for jumping in, it is not clear whether the lists cover cookie banners"],
)
def test_a_denial_or_an_apology_leans_on_the_thread_but_replaces_no_slot_of_the_last_request(question: str) -> None:
    d = decide_history(question, BLOCKER_THREAD, context="adblocker")
    assert d.is_followup and d.kind != "correction", d.reasoning
    # Not the last request redone around it ("Which filter lists …, specifically: …").
    assert "filter lists" not in d.standalone and "specifically" not in d.standalone
    assert d.standalone.startswith(question.split(",")[0])


def test_a_phrase_the_question_already_says_whole_is_not_added_again() -> None:
    assert antecedent.substitute("Any update on Wayland support?", "Wayland support", None) == "Any update on Wayland support?"
    assert antecedent.substitute("What happened to Anne?", "Anne Bonny", None) == "What happened to Anne Bonny?"


def test_a_short_place_name_already_said_is_not_placed_twice() -> None:
    from core.followup.rewrite import placed

    thread = thread_from_history(BLOCKER_THREAD, context="ui")
    assert placed("How do I hide the toolbar in ui?", thread) == "How do I hide the toolbar in ui?"
    assert placed("How do I hide the toolbar?", thread) == "How do I hide the toolbar in ui?"
    # "ui" inside another word is not the place.
    assert placed("How do I build the guide?", thread) == "How do I build the guide in ui?"


# Tenth pass (ifu5): rewrite errors read on the studied parts (examples written here).
CACHE_CLIENT_THREAD = [
    {"role": "user", "content": "Does the connection pool reconnect after a Redis failover?"},
    {"role": "assistant", "content": "Yes: the pool retries with backoff and picks the new primary."},
]


def test_a_fork_named_in_the_question_is_not_rewritten_to_the_project_it_forked() -> None:
    d = decide_history("Is ValKey supported too?", CACHE_CLIENT_THREAD, context="redis-pool")
    assert "ValKey" in d.standalone and "Redis" not in d.standalone, d.standalone



def test_the_place_filling_a_gap_is_said_with_in_unless_the_noun_takes_its_own() -> None:
    d = decide_history("Were there any timing differences?", CACHE_CLIENT_THREAD, context="poolkit")
    assert d.standalone == "Were there any timing differences in poolkit?", d.standalone
    assert antecedent.substitute("Any plans for an Android version?", "poolkit", None, place=True) == "Any plans for an Android version of poolkit?"
    assert antecedent.substitute("Any news?", "poolkit", None, place=True) == "Any news on poolkit?"
    # After a verb's own particle the place still takes "in"; another phrase takes nothing.
    assert antecedent.substitute("What is going on?", "poolkit", None, place=True) == "What is going on in poolkit?"
    assert antecedent.substitute("What is going on?", "the failover", None) == "What is going on the failover?"


def test_a_person_mentioned_in_the_answer_is_not_the_issue_asked_about() -> None:
    history = hist(
        "The pool hangs after a failover, any idea?",
        "@mkowalski reported the same hang in the reconnect issue last month.",
    )
    d = decide_history("Is there a fix for this issue?", history, context="poolkit")
    assert d.is_followup and "@mkowalski" not in d.standalone, d.standalone


def test_a_mention_addressing_someone_is_dropped_once_the_reference_is_resolved() -> None:
    d = decide_history("@mkowalski did it work for you?", CACHE_CLIENT_THREAD, context="poolkit")
    assert d.is_followup and "@" not in d.standalone and "poolkit" in d.standalone, d.standalone


def test_a_possessive_of_a_name_ending_in_s_takes_only_the_apostrophe() -> None:
    assert antecedent.substitute("What are their main duties?", "the Rangers", "their") == "What are the Rangers' main duties?"
    assert antecedent.substitute("What are its main duties?", "the ranger", "its") == "What are the ranger's main duties?"


def test_an_it_of_a_raising_or_time_frame_is_not_rewritten_but_still_counts_for_the_decision() -> None:
    question = "So it has been two months since we talked about this. Any news?"
    assert antecedent.referring_word(question, resolving=True) == "this"
    assert antecedent.referring_word(question) == "it"  # `points_back` reads it as the model was fitted
    d = decide_history(question, CACHE_CLIENT_THREAD, context="poolkit")
    assert d.standalone.startswith("So it has been two months since"), d.standalone
    assert antecedent.substitute("It seems that it drops idle connections", "poolkit", "it") == "It seems that poolkit drops idle connections"


# Twelfth pass, round 2 (brief ifu11): an "it" asked with a modal the feature's pattern
# leaves out stands for nothing either. Examples written here.
@pytest.mark.parametrize(
    "question",
    [
        "Could it be possible to export the queue as a playlist?",
        "Wouldn't it be better to ship the presets as JSON?",
        "Would it be possible also to keep the last position?",
        "Maybe it will be cool idea to add a sleep timer.",
    ],
)
def test_an_it_asked_with_a_modal_before_possible_or_better_is_left_for_the_rewrite(question: str) -> None:
    assert antecedent.referring_word(question, resolving=True) is None
    d = decide_history(question, CACHE_CLIENT_THREAD, context="poolkit")
    assert " it " in f" {d.standalone} ", d.standalone


def test_an_it_asked_about_with_no_clause_after_it_still_points_back() -> None:
    # "Could it be better?", "would it be nice to have?" ask about the thing of the thread:
    # no clause of its own follows the frame.
    assert antecedent.referring_word("Could it be better?", resolving=True) == "it"
    assert antecedent.referring_word("Would it be nice to have?", resolving=True) == "it"
    assert antecedent.referring_word("Would it be nice to have a dark theme?", resolving=True) is None

# Eleventh pass (brief ifu7): a message that opens by answering or acknowledging someone
# replies to the thread. Examples written here.
@pytest.mark.parametrize(
    ("question", "opens_a_reply"),
    [
        ("Thanks, the gap is gone with the nightly build.", True),
        ("@maintainer yes, I did clear the cache first.", True),
        ("Hi, same here on version 2.3 with FLAC files.", True),
        ("Oh, I had the queue in shuffle mode.", True),
        ("Sorry, I meant the web player.", True),
        # An issue's own opening, and words that only begin like a reply.
        ("Chromecast uses the Google Cast protocol.", False),
        ("Right-click on a track does nothing in the web player.", False),
        ("Nobody else sees the gap on MP3 files?", False),
        ("Okapi is a music server with FLAC support.", False),
    ],
)
def test_a_message_opening_with_an_answer_or_an_acknowledgement_reads_as_a_reply(question: str, opens_a_reply: bool) -> None:
    assert features_of(question, PLAYER_THREAD)[FEATURES.index("reply_opener")] == float(opens_a_reply)


def test_a_reply_s_opening_is_named_in_the_decision_s_reasoning() -> None:
    d = decide_history("Thanks, the gap is gone with the nightly build.", PLAYER_THREAD)
    assert d.is_followup and "opens as a reply" in d.reasoning, d.reasoning
    fresh = decide_history("Chromecast uses the Google Cast protocol.", PLAYER_THREAD)
    assert "opens as a reply" not in fresh.reasoning


# Eleventh pass, after the locked reading (brief ifu8): a request in the imperative leaves
# unsaid what it is to be done to. Examples written here.
@pytest.mark.parametrize(
    ("question", "imperative"),
    [
        ("Add gapless playback for FLAC files.", True),
        ("Use the system media keys on Linux.", True),
        ("@maintainer support Opus in the web player", True),
        ("Fix: `seek()` after the queue is shuffled.", True),
        # A statement, a question, and words that only begin like a request verb.
        ("Chromecast uses the Google Cast protocol.", False),
        ("Does Okapi support Opus?", False),
        ("User accounts share one play queue.", False),
        ("Settings are lost after an update.", False),
    ],
)
def test_a_request_in_the_imperative_is_read_as_such(question: str, imperative: bool) -> None:
    assert features_of(question, PLAYER_THREAD)[FEATURES.index("request_verb")] == float(imperative)


# Thirteenth pass, round 2 (brief ifu13): how a message opens when it carries on from a
# turn before it, and a plain claim about how things are. Examples written here.
@pytest.mark.parametrize(
    ("question", "carries_on"),
    [
        # A report of what was done, its subject left to the thread.
        ("Changed the buffer size so FLAC tracks join without a gap.", True),
        ("Replaced the fade timer with a crossfade in the web player.", True),
        # A verdict on what was shown.
        ("LGTM!", True),
        ("@maintainer looks good, merging after CI.", True),
        ("+1 from me", True),
        # A connective tying it to what was said.
        ("This is because the web player decodes each track on its own.", True),
        ("In that case, the queue should be decoded ahead of time.", True),
        ("Edit: the same happens with ALAC.", True),
        # Opening with a subject of its own, a question, or a word that only ends in "ed".
        ("Chromecast uses the Google Cast protocol.", False),
        ("Does Okapi support Opus?", False),
        ("Red Hat ships an older FFmpeg.", False),
        ("Need gapless playback for Opus too.", False),
        ("Greatest hits playlists skip the last track.", False),
    ],
)
def test_a_message_opening_by_carrying_on_from_the_thread_is_read_as_such(question: str, carries_on: bool) -> None:
    assert features_of(question, PLAYER_THREAD)[FEATURES.index("continues")] == float(carries_on)


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("Lossless files are larger than MP3 files.", True),
        ("Most browsers can decode FLAC natively.", True),
        # What happened, not how things are.
        ("The stutter was gone after the update.", False),
        ("Several tracks played with a gap of half a second.", False),
        # Not a plain statement: a question, someone's own news, a pointer back.
        ("Is FLAC larger than MP3?", False),
        ("My copy is larger than the MP3.", False),
        ("That is larger than the MP3.", False),
    ],
)
def test_a_plain_claim_in_the_present_is_read_as_a_claim_about_how_things_are(question: str, claim: bool) -> None:
    assert features_of(question, PLAYER_THREAD)[FEATURES.index("generic_claim")] == float(claim)


# Thirteenth pass, round 4 (brief ifu15): a statement that opens by naming what it is
# about. Examples written here.
@pytest.mark.parametrize(
    ("question", "names_subject"),
    [
        ("Opus is a lossless codec.", True),
        ("Foobar2000 has a setting for gapless playback.", True),
        ("The Cast protocol only supports one sender at a time.", True),
        ("Chromecast uses the Google Cast protocol.", True),
        # A pronoun or a demonstrative opens it: what it is about is the thread's.
        ("It is a lossless codec.", False),
        ("This means the queue is decoded twice.", False),
        # A request in the imperative, a question, a message opening another way.
        ("Add support for Opus.", False),
        ("Use gapless decoding for Opus.", False),
        ("Is Opus a lossless codec?", False),
        ("After the update the stutter was gone.", False),
    ],
)
def test_a_statement_opening_on_its_own_subject_is_read_as_naming_it(question: str, names_subject: bool) -> None:
    assert features_of(question, PLAYER_THREAD)[FEATURES.index("subject_first")] == float(names_subject)


# Twenty-eighth pass (brief ifu52): a message laid out in lines — items under a label, steps,
# paragraphs, text around a code block — goes on with what was opened before it; prose
# wrapped by hand mid-sentence, a code block under one line, a link and a markdown heading
# over one line are one line (second candidate, B2: a heading is a label, not text).
# Read on the message as written: tidying joins its lines. Examples written here.
@pytest.mark.parametrize(
    ("message", "laid_out"),
    [
        ("Steps:\n1. Queue two FLAC files.\n2. Play the first one.", True),
        ("The gap is there in the web player.\n\nThe desktop app plays them without it.", True),
        ("- Gapless playback in the web player\n- A crossfade option", True),
        ("The buffer holds one track:\n```\nbuffer: 4096\n```\nTwo would close the gap.", True),
        ("The web player buffers each track\nbefore it plays, so the gap stays.", False),
        ("The gap is 200 ms with this buffer:\n```\nbuffer: 4096\nprefetch: off\n```", False),
        ("The gap is gone in the nightly build\nhttps://example.org/player/nightly", False),
        ("Is the gap fixed in the next release?", False),
        ("## Codecs\nDoes the desktop app decode Opus?", False),
        ("## Steps\nQueue two FLAC files.\nPlay the first one.", True),
    ],
)
def test_a_message_laid_out_in_lines_is_read_as_such(message: str, laid_out: bool) -> None:
    thread = thread_from_history(PLAYER_THREAD, lambda q, _: q)
    q = prose(tidied(message))
    x = features(q, thread, *evidence(q, thread), written=message)
    assert x[FEATURES.index("laid_out_in_lines")] == float(laid_out)


def test_the_decision_reads_the_message_as_written_not_its_joined_lines() -> None:
    # A model that weighs nothing but the layout: the same words decide apart only if the
    # runtime hands the features the message with its line breaks.
    doc = {
        "features": list(FEATURES), "mean": [0.0] * len(FEATURES), "scale": [1.0] * len(FEATURES),
        "coef": [4.0 if name == "laid_out_in_lines" else 0.0 for name in FEATURES], "intercept": -2.0,
    }
    model = FollowupModel.from_json(doc)
    thread = thread_from_history(PLAYER_THREAD, lambda q, _: q)
    lines = "The web player drops the first second.\nThe desktop app keeps it."
    assert decide(lines, thread, model).score > 0.8
    assert decide(lines.replace("\n", " "), thread, model).score < 0.2


def test_a_message_laid_out_in_lines_one_naming_the_threads_place_and_the_threads_length_read_other_columns_through_them() -> None:
    # Thirty-sixth pass (ifu67; examples written here): each of six columns again, times
    # `laid_out_in_lines` (`in_lines:<c>`) or times `names_context` (`in_context:<c>`); zero
    # where the message is one line or does not name the thread's place.
    thread = thread_from_history(PLAYER_THREAD, context="tunebox")
    lines = "Steps:\n1. Queue three FLAC files in the web player.\n2. Press play.\n3. The second track stutters."
    named = "Does tunebox buffer FLAC tracks in the web player too?"
    cases = (
        (lines, "laid_out_in_lines", "in_lines", ("words", "project_reference", "against:length", "subject_terms", "names", "embed_max"), "words"),
        (named, "names_context", "in_context", ("embed_max", "overlap_thread", "known_share", "overlap_first", "overlap_last", "embed_last"), "overlap_thread"),
    )
    for message, by, prefix, names, fires in cases:
        column = dict(zip(FEATURES, features(message, thread, *evidence(message, thread))))
        assert column[by] == 1.0
        assert all(column[f"{prefix}:{n}"] == pytest.approx(column[n]) for n in names)
        assert column[f"{prefix}:{fires}"] > 0.0
    plain = "Does the web player buffer FLAC tracks too?"
    neither = dict(zip(FEATURES, features(plain, thread, *evidence(plain, thread))))
    assert neither["names_context"] == 0.0 and neither["laid_out_in_lines"] == 0.0
    assert neither["embed_max"] > 0.0
    assert all(neither[f"in_context:{n}"] == 0.0 for n in ("embed_max", "overlap_thread", "known_share"))
    assert all(neither[f"in_lines:{n}"] == 0.0 for n in ("words", "subject_terms", "embed_max"))
    # With them, ifu65's seven thread-length products (no `wh_first` one) and `own_statement`.
    for name in ("known_share", "overlap_thread", "embed_max", "embed_last", "overlap_first", "overlap_last", "embed_answer"):
        assert neither[f"by_length:{name}"] == pytest.approx(math.log1p(1) * neither[name])
    assert "by_length:wh_first" not in FEATURES
    assert player_column("Chromecast uses the Google Cast protocol.", "own_statement") == 1.0
    assert player_column("Does Chromecast use the Google Cast protocol?", "own_statement") == 0.0
