"""Admission: once per message, only where we talk, allowlists, and limits that
count research only and are shared by replicas on one Redis."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from core.admission import Admission, AdmissionRequest, Limits, Place, Policy, edited_id, is_research
from core.models import Action, Analysis, Inbound, PendingPlan, Plan, PlanStep, ReportSet, Session, ThreadKey, Turn
from core.store.memory import MemoryStore
from core.store.redis import RedisStore
from core.store.sqlite import SqliteStore

KEY = ThreadKey(platform="slack", workspace="T1", channel="C1", thread="1.1")
QUESTION = "How do I size a PostgreSQL connection pool?"


def request(text: str = QUESTION, message_id: str | None = None, user: str = "U1", **extra: object) -> AdmissionRequest:
    inbound = Inbound(thread=KEY, user=user, text=text, message_id=message_id)
    return AdmissionRequest(inbound=inbound, **extra)  # type: ignore[arg-type]


def admission(
    store: object | None = None, policy: Policy | None = None, llm_configured: bool = True, **limits: int
) -> Admission:
    # An hour-long window: a test never straddles two windows by chance.
    return Admission(
        store or MemoryStore(), policy or Policy(), Limits(window_seconds=3600, **limits), llm_configured  # type: ignore[arg-type]
    )


def test_core_decides_what_is_research() -> None:
    def inbound(text: str = "", action: Action | None = None) -> Inbound:
        return Inbound(thread=KEY, user="U1", text=text, action=action)

    assert is_research(inbound(QUESTION))
    assert is_research(inbound("regenerate")), "a typed regenerate researches again"
    assert is_research(inbound(action=Action(question="And for MySQL?")))
    assert is_research(inbound("plan only: how should we shard Postgres?")), "planning asks the model"
    assert is_research(inbound("go")), "running the thread's plan researches"
    assert is_research(inbound("/research how should we shard Postgres?")), "a slash command typed as a message"
    # "/research" with nothing after it is answered with the help: no research to open, queue or count.
    for text in ("detailed summary", "sources", "open 2", "reset", "help", "thanks!", "hi", "", "/research", "/sources 2"):
        assert not is_research(inbound(text)), text
    assert not is_research(inbound(action=Action(report="inline")))
    assert not is_research(inbound(action=Action(feedback="up", analysis=0)))


async def test_a_message_is_admitted_once_however_often_it_arrives() -> None:
    gate = admission()
    first = await gate.admit(request(message_id="1700.000001"))
    again = await gate.admit(request(message_id="1700.000001"))
    other = await gate.admit(request(message_id="1700.000002"))
    assert first.admitted and first.research
    assert not again.admitted and again.reason == "duplicate" and not again.notify
    assert other.admitted


async def test_a_thread_reply_without_a_mention_is_ours_only_where_we_talk() -> None:
    store = MemoryStore()
    gate = admission(store)
    assert (await gate.admit(request(needs_session=True))).reason == "not_ours"
    await store.save(Session(key=KEY, turns=[Turn(role="user", content="earlier")]))
    assert (await gate.admit(request(needs_session=True))).admitted


async def test_an_edited_question_is_asked_again_only_while_nothing_was_asked_after_it() -> None:
    store = MemoryStore()
    gate = admission(store)

    async def thread_holds(*questions: str) -> None:
        session = await store.load(KEY)
        session.turns = [t for q in questions for t in (Turn(role="user", content=q, message_id=q), Turn(role="assistant", content="a"))]
        await store.save(session)

    unkept = request(message_id=edited_id("1.1", "1.4"), edit_of="1.1")
    assert (await gate.admit(unkept)).admitted, "refused as too long (nothing kept), then edited: asked"
    await thread_holds("1.0")
    assert (await gate.admit(request(message_id=edited_id("1.1", "1.41"), edit_of="1.1"))).admitted, "after an older one"
    await thread_holds("1.1")
    edit = request(message_id=edited_id("1.1", "1.5"), edit_of="1.1")
    assert (await gate.admit(edit)).admitted
    assert (await gate.admit(edit)).reason == "duplicate", "a retried edit is one edit"
    await thread_holds("1.1", edited_id("1.1", "1.5"))
    assert (await gate.admit(request(message_id=edited_id("1.1", "1.7"), edit_of="1.1"))).admitted, "edited twice"
    await thread_holds("1.1", "1.2")
    assert (await gate.admit(request(message_id=edited_id("1.1", "1.9"), edit_of="1.1"))).reason == "stale_edit"
    await thread_holds("1.2")
    assert (await gate.admit(request(message_id=edited_id("1.1", "1.91"), edit_of="1.1"))).reason == "stale_edit", (
        "not kept, and a newer question was asked since"
    )


@pytest.mark.parametrize(
    ("policy", "place", "user", "reason", "notify"),
    [
        (Policy(channels=["C-ok"]), Place(workspace="T1", channels=["C1"]), "U1", "place", True),
        (Policy(channels=["C-ok"], quiet_outside_places=True), Place(workspace="T1", channels=["C1"]), "U1", "place", False),
        (Policy(channels=["C-ok"]), Place(workspace="T1", channels=["C1", "C-ok"]), "U1", None, False),
        (Policy(workspaces=["G1"]), Place(workspace="G2", channels=["C1"]), "U1", "place", True),
        (Policy(users=["U-ok"]), Place(workspace="T1", channels=["C1"]), "U1", "user", True),
        (Policy(roles=["Researchers"]), Place(workspace="G1", channels=["C1"], roles=["99", "members"]), "U1", "role", True),
        (Policy(roles=["researchers"]), Place(workspace="G1", channels=["C1"], roles=["99", "Researchers"]), "U1", None, False),
        # A DM has no channel to check: the channel list does not close it ...
        (Policy(channels=["C-ok"]), Place(dm=True, channels=["D1"]), "U1", None, False),
        # ... unless the platform says any allowlist closes DMs (Discord).
        (Policy(channels=["C-ok"], dms_need_open_places=True), Place(dm=True, channels=["D1"]), "U1", "dm", True),
        (Policy(users=["U-ok"]), Place(dm=True, channels=["D1"]), "U1", "user", True),
    ],
)
async def test_allowlists(policy: Policy, place: Place, user: str, reason: str | None, notify: bool) -> None:
    decision = await admission(policy=policy).admit(request(user=user, place=place))
    assert decision.reason == reason and decision.admitted is (reason is None)
    assert decision.notify is notify
    if reason is not None and notify:
        assert decision.message


async def test_a_quiet_place_still_explains_itself_to_a_slash_command() -> None:
    policy = Policy(channels=["C-ok"], quiet_outside_places=True)
    decision = await admission(policy=policy).admit(request(place=Place(channels=["C1"]), interactive=True))
    assert decision.reason == "place" and decision.notify


async def test_only_research_counts_against_the_per_user_limit() -> None:
    gate = admission(per_user=2)
    for text in ("detailed summary", "sources", "hi", "inline summary", "open 1") * 3:
        assert (await gate.admit(request(text))).admitted, text
    assert (await gate.admit(request())).admitted
    assert (await gate.admit(request())).admitted
    limited = await gate.admit(request())
    assert limited.reason == "rate_user" and limited.notify
    assert "limit of 2 questions a minute" in limited.message
    assert 0 < limited.retry_after <= 2 * 3600
    assert (await gate.admit(request("quick summary"))).admitted, "report switches still work meanwhile"
    assert (await gate.admit(request(user="U2"))).admitted, "limits are per user"


async def test_regenerate_or_go_with_nothing_to_run_is_a_command_not_research() -> None:
    # A thread with no answer has nothing to regenerate, and none without a plan anything to run:
    # the reply is one line, so no "researching" stream, no research slot, no count against limits.
    store = MemoryStore()
    gate = admission(store, per_user=1)
    for text in ("regenerate", "go", "regenerate", "go"):
        decision = await gate.admit(request(text))
        assert decision.admitted and not decision.research, text
    session = Session(key=KEY)
    session.analyses.append(
        Analysis(question=QUESTION, standalone_question=QUESTION, reports=ReportSet(inline="a", quick="b", detailed="c"))
    )
    await store.save(session)
    assert (await gate.admit(request("regenerate"))).research, "with an answer, regenerate researches again"
    assert not (await gate.admit(request("go"))).research, "still no plan waiting"


async def test_a_bare_yes_researches_only_while_a_plan_waits() -> None:
    # "yes" to "Say `go` to run it" runs the plan: a research turn (stream, slot, limits); otherwise small talk.
    store = MemoryStore()
    gate = admission(store)
    assert not (await gate.admit(request("yes"))).research
    session = Session(key=KEY)
    session.pending_plan = PendingPlan(
        plan=Plan(question=QUESTION, steps=[PlanStep(id=1, question=QUESTION, tool="search_docs", query="pool")]),
        question=QUESTION, standalone=QUESTION,
    )
    await store.save(session)
    for text in ("yes", "OK!", "sure please"):
        assert (await gate.admit(request(text))).research, text
    assert not (await gate.admit(request("thanks"))).research


async def test_a_colleagues_lgtm_in_the_thread_does_not_run_the_askers_waiting_plan() -> None:
    # Said to each other in the bot's thread, "lgtm" or "yes" from someone who asked nothing there
    # ran the plan waiting for the asker's `go` (Discord's messages take the one-trip path).
    store = MemoryStore()
    gate = admission(store, per_user=5)
    session = Session(key=KEY, turns=[Turn(role="user", content=QUESTION, user="U1")])
    session.pending_plan = PendingPlan(
        plan=Plan(question=QUESTION, steps=[PlanStep(id=1, question=QUESTION, tool="search_docs", query="pool")]),
        question=QUESTION, standalone=QUESTION,
    )
    await store.save(session)

    def said(text: str, user: str, n: int, origin: str = "thread") -> AdmissionRequest:
        inbound = Inbound(thread=KEY, user=user, text=text, origin=origin, message_id=f"1700.00000{n}")  # type: ignore[arg-type]
        return AdmissionRequest(inbound=inbound)

    for n, text in enumerate(("lgtm", "yes", "lol", "thanks!")):
        decided = await gate.admit(said(text, "U2", n))
        assert not decided.admitted and decided.reason == "chatter" and not decided.notify, text
    assert (await gate.admit(said("lgtm", "U2", 5, origin="mention"))).research, "said to the bot, it runs the plan"
    assert (await gate.admit(said("lgtm", "U1", 6))).research, "the asker's own runs it"
    assert (await gate.admit(said("how do I size it for Redis?", "U2", 7))).research, "a question is no small talk"


async def test_a_refused_question_does_not_use_up_the_limit() -> None:
    store = MemoryStore()
    gate = admission(store, per_user=1)
    assert (await gate.admit(request())).admitted
    for _ in range(5):
        assert (await gate.admit(request())).reason == "rate_user"
    window_counters = [v for k, (_, v) in store._markers.items() if k.startswith("rate:user:")]
    assert window_counters == ["1"]


async def test_the_per_channel_limit_counts_everyone_and_gives_back_the_users_count() -> None:
    store = MemoryStore()
    gate = admission(store, per_user=5, per_channel=2)
    assert (await gate.admit(request(user="U1"))).admitted
    assert (await gate.admit(request(user="U2"))).admitted
    limited = await gate.admit(request(user="U3"))
    assert limited.reason == "rate_channel" and "This channel has reached" in limited.message
    user_counts = {k: v for k, (_, v) in store._markers.items() if k.startswith("rate:user:") and ":U3:" in k}
    assert set(user_counts.values()) <= {"0"}, "the refused question was not counted for its user"


async def test_a_redelivered_question_counts_against_no_limit() -> None:
    gate = admission(per_user=2, per_channel=2)
    assert (await gate.admit(request(message_id="Ev1"))).admitted
    for _ in range(3):
        assert (await gate.admit(request(message_id="Ev1"))).reason == "duplicate"
    assert (await gate.admit(request(message_id="Ev2"))).admitted, "the redeliveries used up no limit"
    assert (await gate.admit(request(message_id="Ev3"))).reason == "rate_user"
    assert (await gate.admit(request(message_id="Ev3"))).reason == "duplicate", "a refused message is still claimed"


async def test_a_message_refused_by_an_allowlist_is_refused_once_and_counted_nowhere() -> None:
    store = MemoryStore()
    gate = admission(store, Policy(users=["U-ok"]), per_user=1)
    first = await gate.admit(request(message_id="Ev1"))
    again = await gate.admit(request(message_id="Ev1"))
    assert first.reason == "user" and first.notify
    assert again.reason == "duplicate" and not again.notify, "the redelivery is not told again"
    assert not [k for k in store._markers if k.startswith("rate:")]


async def test_a_mention_is_claimed_and_counted_in_one_sqlite_transaction(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "sessions.db", ttl_seconds=60)
    statements: list[str] = []
    try:
        gate = admission(store, per_user=1, per_channel=5)
        await store._run(lambda db: db.set_trace_callback(statements.append))
        assert (await gate.admit(request(message_id="Ev1"))).admitted
        one_question = [" ".join(s.split()) for s in statements]
        assert (await gate.admit(request(message_id="Ev1"))).reason == "duplicate"
        assert (await gate.admit(request(message_id="Ev2"))).reason == "rate_user"
    finally:
        await store.close()
    begin, commit = one_question.index("BEGIN IMMEDIATE"), one_question.index("COMMIT")
    written = [s for s in one_question if s.startswith("INSERT INTO markers")]
    assert [s.split("'")[1].split(":")[0] for s in written] == ["seen", "rate", "rate"], written
    assert all(begin < one_question.index(s) < commit for s in written), "the claim and both counts commit together"
    assert one_question.count("BEGIN IMMEDIATE") == 1


@pytest.fixture
async def redis_prefix(test_redis_url: str) -> AsyncIterator[str]:
    prefix = f"test-admission-{secrets.token_hex(6)}:"
    yield prefix
    client = aioredis.Redis.from_url(test_redis_url)
    keys = [k async for k in client.scan_iter(match=f"{prefix}*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()


async def test_replicas_on_one_redis_share_dedupe_and_limits(test_redis_url: str, redis_prefix: str) -> None:
    stores = [RedisStore(test_redis_url, prefix=redis_prefix, ttl_seconds=60, lock_timeout=5) for _ in range(2)]
    replicas = [admission(store, per_user=3) for store in stores]
    try:
        first = await replicas[0].admit(request(message_id="Ev1"))
        twin = await replicas[1].admit(request(message_id="Ev1"))
        assert first.admitted and twin.reason == "duplicate", "only one replica answers a message"
        decisions = [await replicas[n % 2].admit(request()) for n in range(4)]
        assert [d.admitted for d in decisions] == [True, True, False, False], "3 a minute across both replicas"
    finally:
        for store in stores:
            await store.close()


async def test_an_unreachable_store_admits_so_the_turn_can_say_so(unused_tcp_port: int) -> None:
    dead = RedisStore(f"redis://127.0.0.1:{unused_tcp_port}/0", prefix="x:", ttl_seconds=60, lock_timeout=1)
    try:
        decision = await admission(dead, per_user=1).admit(request(message_id="Ev1"))
    finally:
        await dead.close()
    assert decision.admitted and decision.research


async def test_without_a_model_a_request_to_reword_an_answer_researches_nothing() -> None:
    # Said after an answer, "simpler please" is told answers quote the documents: no research to open,
    # queue or count. With a model, or before any answer, it is researched as it was.
    store = MemoryStore()
    session = Session(key=KEY, analyses=[Analysis(question=QUESTION, standalone_question=QUESTION, question_type="how_to",
                                                  reports=ReportSet(inline="a", quick="a", detailed="a"))])
    await store.save(session)
    offline = admission(store, llm_configured=False)
    assert not (await offline.admit(request("simpler please"))).research
    assert (await offline.admit(request(QUESTION))).research
    assert (await admission(store).admit(request("simpler please"))).research, "a model writes it"
    empty = admission(llm_configured=False)
    assert (await empty.admit(request("in french"))).research, "before any answer it is a question"
