"""The pipeline keeps every turn when turns of one thread meet: queued, merged, replayed."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.heartbeat import Heartbeat
from core.extract import with_topics
from core.models import Action, Analysis, Citation, Inbound, ProgressEvent, ReportSet, ThreadKey, Usage
from core.research.base import ResearchRequest, ResearchResult
from core.store import open_store
from core.store.memory import MemoryStore

KEY = ThreadKey(platform="console", workspace="w", channel="c", thread="busy")


def msg(text: str, message_id: str | None = None, action: Action | None = None) -> Inbound:
    return Inbound(thread=KEY, user="u1", text=text, origin="console", message_id=message_id, action=action)


class GatedResearcher:
    """Answers each question with itself; questions listed in `gated` wait for `gate`."""

    def __init__(self, *gated: str) -> None:
        self.gated = set(gated)
        self.gate = asyncio.Event()
        self.started: asyncio.Queue[str] = asyncio.Queue()
        self.calls = 0

    async def research(self, request: ResearchRequest, progress=None) -> ResearchResult:  # type: ignore[no-untyped-def]
        self.calls += 1
        await self.started.put(request.question)
        if request.question in self.gated:
            await self.gate.wait()
        q = request.question
        return ResearchResult(
            reports=ReportSet(inline=f"{q} [1]", quick=f"Quick: {q} [1]", detailed=f"Detailed: {q} [1]"),
            citations=[Citation(number=1, title="Doc", path="doc.md", snippet="doc")],
            usage=Usage(llm_calls=4),
        )


def assistant(settings: Settings, researcher: GatedResearcher, store: object | None = None) -> Assistant:
    return Assistant(settings, store or open_store(settings), researcher, FollowupDetector(settings))  # type: ignore[arg-type]


@pytest.fixture
def sqlite_settings(offline_settings: Settings, tmp_path: Path) -> Settings:
    return offline_settings.model_copy(
        update={"session_store": "sqlite", "sqlite_path": tmp_path / "sessions.db", "lock_timeout_seconds": 0.4}
    )


async def test_a_message_in_a_busy_thread_is_told_it_is_queued_and_then_answered(sqlite_settings: Settings) -> None:
    researcher = GatedResearcher("What is Redis persistence?")
    bot = assistant(sqlite_settings, researcher)
    events: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        events.append(event)

    first = asyncio.create_task(bot.handle(msg("What is Redis persistence?")))
    assert await researcher.started.get() == "What is Redis persistence?"
    second = asyncio.create_task(bot.handle(msg("How does Redis eviction work?"), progress=progress))
    while not events:
        await asyncio.sleep(0.01)
    queued = events[0]
    assert queued.stage == "queued" and queued.position == 1
    assert "still working on the previous question" in queued.detail
    assert not second.done()

    researcher.gate.set()
    replies = await asyncio.gather(first, second)
    assert [r.kind for r in replies] == ["answer", "answer"]
    session = await bot.store.load(KEY)
    assert [a.question for a in session.analyses] == ["What is Redis persistence?", "How does Redis eviction work?"]
    await bot.store.close()


async def test_a_turn_that_lost_its_lock_is_merged_not_dropped(sqlite_settings: Settings) -> None:
    slow_researcher = GatedResearcher("What is Redis persistence?")
    slow = assistant(sqlite_settings, slow_researcher)
    fast = assistant(sqlite_settings, GatedResearcher())
    await fast.handle(msg("What is AWS Lambda?"))

    # The slow turn's heartbeat never beats (a frozen process), so its 0.4 s
    # lease lapses and the fast turn gets in and saves first.
    slow_turn = asyncio.create_task(slow.handle(msg("What is Redis persistence?"), heartbeat=Heartbeat(60)))
    await slow_researcher.started.get()
    fast_reply = await asyncio.wait_for(fast.handle(msg("How does Redis eviction work?")), timeout=5)
    slow_researcher.gate.set()
    slow_reply = await slow_turn

    session = await fast.store.load(KEY)
    questions = [a.question for a in session.analyses]
    assert questions == ["What is AWS Lambda?", "How does Redis eviction work?", "What is Redis persistence?"]
    assert fast_reply.analysis_index == 1
    assert slow_reply.analysis_index == 2, "the reply's buttons point at where the answer was merged"
    assert [t.content for t in session.turns if t.role == "user"] == questions
    await slow.store.close()
    await fast.store.close()


async def test_a_trimmed_turn_that_lost_its_lock_merges_its_untrimmed_session(sqlite_settings: Settings) -> None:
    """The save trims a copy: a conflict merges from the turn's own session, whose
    answers and turn numbering the first (refused) trimmed save left untouched."""
    settings = sqlite_settings.model_copy(update={"session_max_analyses": 2})
    slow_researcher = GatedResearcher("What is Redis persistence?")
    slow = assistant(settings, slow_researcher)
    fast = assistant(settings, GatedResearcher())
    for question in ("What is AWS Lambda?", "What is Amazon SQS?"):
        await fast.handle(msg(question))

    slow_turn = asyncio.create_task(slow.handle(msg("What is Redis persistence?"), heartbeat=Heartbeat(60)))
    await slow_researcher.started.get()
    await asyncio.wait_for(fast.handle(msg("How does Redis eviction work?")), timeout=5)
    slow_researcher.gate.set()
    slow_reply = await slow_turn

    session = await fast.store.load(KEY)
    assert [a.question for a in session.analyses] == ["How does Redis eviction work?", "What is Redis persistence?"]
    assert slow_reply.analysis_index == 3, "the thread's fourth answer, where it was merged"
    pointed = [session.analyses[t.analysis].question for t in session.turns if t.analysis is not None]
    answered = [session.turns[at - 1].content for at, t in enumerate(session.turns) if t.analysis is not None]
    assert pointed == answered == ["How does Redis eviction work?", "What is Redis persistence?"]
    await slow.store.close()
    await fast.store.close()


async def test_a_redelivered_message_gets_the_stored_answer_without_new_research(offline_settings: Settings) -> None:
    researcher = GatedResearcher()
    bot = assistant(offline_settings, researcher, MemoryStore())
    first = await bot.handle(msg("What is Redis persistence?", message_id="Ev1"))
    again = await bot.handle(msg("What is Redis persistence?", message_id="Ev1"))
    assert researcher.calls == 1
    assert again.kind == "answer" and again.markdown == first.markdown
    assert again.analysis_index == first.analysis_index == 0
    session = await bot.store.load(KEY)
    assert len(session.analyses) == 1 and len(session.turns) == 2
    other = await bot.handle(msg("What is Redis persistence?", message_id="Ev2"))
    assert researcher.calls == 2 and other.analysis_index == 1


async def test_when_old_answers_are_trimmed_the_reply_points_at_the_new_answer(offline_settings: Settings) -> None:
    settings = offline_settings.model_copy(update={"session_max_analyses": 2})
    bot = assistant(settings, GatedResearcher(), MemoryStore())
    for question in ("First question?", "Second question?"):
        await bot.handle(msg(question))
    third = await bot.handle(msg("Third question?"))
    assert third.analysis_index == 2, "the thread's third answer, though the session keeps two"
    detailed = await bot.handle(msg("", action=Action(report="detailed", analysis=third.analysis_index)))
    assert "Detailed: Third question?" in detailed.markdown


async def test_a_message_that_waits_too_long_for_its_thread_gets_a_clear_reply(sqlite_settings: Settings) -> None:
    settings = sqlite_settings.model_copy(update={"lock_wait_seconds": 0.3})
    researcher = GatedResearcher("What is Redis persistence?")
    bot = assistant(settings, researcher)
    first = asyncio.create_task(bot.handle(msg("What is Redis persistence?")))
    await researcher.started.get()
    reply = await bot.handle(msg("How does Redis eviction work?"))
    assert reply.kind == "error" and "still busy" in reply.markdown and "1 ahead" in reply.markdown
    researcher.gate.set()
    assert (await first).kind == "answer"
    await bot.store.close()


async def test_a_topic_lookup_over_a_long_thread_extracts_older_answers_off_the_event_loop(
    offline_settings: Settings,
) -> None:
    # Matching "the zephyrine one" reads the follow-up context of every newer answer first
    # (4-5 ms of extraction each); on the event loop that would stall every other thread.
    docs = sorted((Path(__file__).parents[2] / "core" / "data" / "corpus").glob("*.md"))
    texts = [d.read_text(encoding="utf-8")[:5000] for d in docs]
    settings = offline_settings.model_copy(update={"session_max_analyses": 60})
    store = MemoryStore()
    session = await store.load(KEY)
    session.analyses = [
        Analysis(question="How do we rotate the Zephyrine signing keys?", standalone_question="rotate Zephyrine keys",
                 reports=ReportSet(inline="Rotate them monthly [1].", quick="Rotate monthly [1].",
                                   detailed="Zephyrine keys rotate monthly [1]."),
                 citations=[Citation(number=1, title="Keys", path="keys.md", snippet="keys")], context_extracted=False),
        *(
            Analysis(question=f"What does note {i} say?", standalone_question=f"note {i}",
                     reports=ReportSet(inline=text[:300], quick=text[:1200], detailed=text),
                     citations=[Citation(number=1, title="Doc", path="doc.md", snippet="doc")], context_extracted=False)
            for i, text in enumerate(texts * 3)
        ),
    ]
    # What the extraction costs here, measured on copies, for the bound below.
    started = time.perf_counter()
    for analysis in session.analyses:
        with_topics(analysis.model_copy(deep=True))
    extraction = time.perf_counter() - started
    await store.save(session)
    bot = assistant(settings, GatedResearcher(), store)

    gaps: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.002)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticking = asyncio.create_task(ticker())
    await asyncio.sleep(0)  # the ticker is waiting on its first tick
    reply = await bot.handle(msg("detailed summary of the zephyrine one"))
    done.set()
    await ticking

    assert "Zephyrine keys rotate monthly" in reply.markdown
    assert extraction > 0.1, "too little to extract for the bound to mean anything"
    # On the loop, the whole extraction would be one step: the ticker would stall for all of it.
    assert max(gaps) < extraction / 2, (max(gaps), extraction)


async def test_a_turn_saves_its_answer_its_recent_thread_and_its_history_entry_together(
    sqlite_settings: Settings,
) -> None:
    bot = assistant(sqlite_settings, GatedResearcher())
    await bot.handle(msg("What is AWS Lambda?"))
    # A program sharing the file refuses every history row from now on.
    with sqlite3.connect(sqlite_settings.sqlite_path) as db:
        db.execute("CREATE TRIGGER refuse BEFORE INSERT ON turn_records BEGIN SELECT RAISE(ABORT, 'refused'); END")
    before = await bot.store.load(KEY)
    listed = await bot.recent.list("console", "w", "u1")

    reply = await bot.handle(msg("How does Redis eviction work?"))

    # The answer's save and its history entry are one write: neither happens. The research is
    # done, so the user still gets the answer, told it could not be saved, its calls counted.
    assert reply.kind == "answer" and "Quick: How does Redis eviction work? [1]" in reply.markdown
    assert "could not be saved" in reply.markdown and reply.metadata.usage.llm_calls == 4
    # Nothing offers what only a saved answer could do: no report-length or feedback buttons
    # (they key on the analysis index) and no "say detailed" hint in the terminal.
    assert reply.analysis_index is None and reply.available_reports == []
    assert await bot.store.load(KEY) == before
    assert await bot.recent.list("console", "w", "u1") == listed
    assert [r.question for r in await bot.store.thread_records(KEY)] == ["What is AWS Lambda?"]
    with sqlite3.connect(sqlite_settings.sqlite_path) as db:
        db.execute("DROP TRIGGER refuse")
    assert (await bot.handle(msg("How does Redis eviction work?"))).kind == "answer"
    assert [r.question for r in await bot.store.thread_records(KEY)] == [
        "What is AWS Lambda?", "How does Redis eviction work?"
    ]
    await bot.store.close()


async def test_redis_lost_mid_thread_gets_a_friendly_reply_and_loses_nothing_once_back(
    offline_settings: Settings, test_redis_url: str, redis_prefix: str
) -> None:
    from urllib.parse import urlsplit

    from tests.fakes.tcp_proxy import CuttableProxy

    real = urlsplit(test_redis_url)
    proxy = CuttableProxy(real.hostname or "127.0.0.1", real.port or 6379)
    await proxy.start()
    settings = offline_settings.model_copy(update={
        "session_store": "redis", "redis_key_prefix": redis_prefix,
        "redis_url": f"redis://127.0.0.1:{proxy.port}{real.path or '/0'}",
    })
    bot = assistant(settings, GatedResearcher())
    try:
        first = await bot.handle(msg("How does Lambda scale?", message_id="m1"))
        assert first.kind == "answer"
        await proxy.cut()
        for said, message_id in (("detailed summary", "m2"), ("And what about cold starts?", "m3")):
            down = await bot.handle(msg(said, message_id=message_id))
            assert down.kind == "error" and "try again" in down.markdown.lower(), down.markdown
        await proxy.start()  # Redis is back, on the same address
        back = await bot.handle(msg("detailed summary", message_id="m4"))
        assert back.kind == "report" and back.markdown.startswith("Detailed: How does Lambda scale?")
        again = await bot.handle(msg("And what about cold starts?", message_id="m5"))
        assert again.kind == "answer"
        session = await bot.store.load(KEY)
        assert [a.question for a in session.analyses] == ["How does Lambda scale?", "And what about cold starts?"]
    finally:
        await bot.aclose()
        await proxy.cut()


async def _trimmed_thread(settings: Settings, asked: int = 8, kept: int = 3) -> tuple[Assistant, GatedResearcher, list]:
    """A thread of `asked` answers of which the session keeps the last `kept`; the replies in order."""
    researcher = GatedResearcher()
    bot = assistant(settings.model_copy(update={"session_max_analyses": kept}), researcher)
    replies = [await bot.handle(msg(f"Question {n}?")) for n in range(1, asked + 1)]
    return bot, researcher, replies


@pytest.mark.parametrize("store", ["memory", "sqlite"])
async def test_the_first_answer_after_trimming_is_said_to_be_gone_not_swapped_for_the_oldest_kept(
    offline_settings: Settings, tmp_path: Path, store: str
) -> None:
    settings = offline_settings.model_copy(update={"session_store": store, "sqlite_path": tmp_path / "s.db"})
    bot, researcher, _ = await _trimmed_thread(settings)

    reply = await bot.handle(msg("detailed version of the first answer"))

    assert reply.kind == "error" and "Question 6" not in reply.markdown
    assert "Answer 1 is no longer kept" in reply.markdown and "last 3 answers (answers 6-8)" in reply.markdown
    assert "ask the question again" in reply.markdown.lower()
    assert researcher.calls == 8, "no research, no model call"
    session = await bot.store.load(KEY)
    assert session.dropped == 5 and [a.shown for a in session.analyses] == ["quick"] * 3, "nothing was switched"
    await bot.store.close()


async def test_an_ordinal_names_the_same_answer_before_and_after_trimming(offline_settings: Settings) -> None:
    bot, researcher, _ = await _trimmed_thread(offline_settings)

    sixth = await bot.handle(msg("detailed version of the sixth answer"))
    last = await bot.handle(msg("summary of the previous answer"))

    assert "Detailed: Question 6?" in sixth.markdown and sixth.analysis_index == 5
    assert "Question 7?" in last.markdown and last.analysis_index == 6
    assert researcher.calls == 8


async def test_a_button_on_a_trimmed_answer_never_switches_a_newer_one(offline_settings: Settings) -> None:
    bot, researcher, replies = await _trimmed_thread(offline_settings)
    second, seventh = replies[1], replies[6]
    assert [second.analysis_index, seventh.analysis_index] == [1, 6], "buttons carry the thread-wide number"

    gone = await bot.handle(msg("", action=Action(report="detailed", analysis=second.analysis_index)))
    kept = await bot.handle(msg("", action=Action(report="detailed", analysis=seventh.analysis_index)))

    assert gone.kind == "error" and "no longer kept" in gone.markdown and "Detailed" not in gone.markdown
    assert "Detailed: Question 7?" in kept.markdown and kept.analysis_index == 6
    session = await bot.store.load(KEY)
    assert [a.shown for a in session.analyses] == ["quick", "detailed", "quick"]
    assert researcher.calls == 8


async def test_a_session_stored_before_answers_were_numbered_reads_as_never_trimmed(sqlite_settings: Settings) -> None:
    """Old records have no `dropped`: their kept answers number from 1, as they did then."""
    bot = assistant(sqlite_settings, GatedResearcher())
    await bot.handle(msg("Question 1?"))
    with sqlite3.connect(sqlite_settings.sqlite_path) as db:
        [(body,)] = db.execute("select body from sessions").fetchall()
        assert '"dropped":0,' in body
        db.execute("update sessions set body = ?", (body.replace('"dropped":0,', ""),))
    session = await bot.store.load(KEY)
    assert session.dropped == 0 and len(session.analyses) == 1
    reply = await bot.handle(msg("detailed version of the first answer"))
    assert "Detailed: Question 1?" in reply.markdown
    await bot.store.close()


async def test_a_button_from_before_a_reset_switches_nothing_and_says_the_answer_was_cleared(
    offline_settings: Settings,
) -> None:
    researcher = GatedResearcher()
    bot = assistant(offline_settings, researcher)
    old = await bot.handle(msg("Question 1?"))
    await bot.handle(msg("reset"))
    await bot.handle(msg("Question 2?"))
    button = Action(report="detailed", analysis=old.analysis_index, answer_id=old.metadata.answer_id)

    note = await bot.handle(msg("", action=button))

    assert note.ephemeral and "cleared by a reset" in note.markdown and "Question 2" not in note.markdown
    session = await bot.store.load(KEY)
    assert [a.shown for a in session.analyses] == ["quick"], "the new thread's answer was not switched"
    assert researcher.calls == 2


async def test_a_button_made_before_answers_had_ids_still_switches_its_number(offline_settings: Settings) -> None:
    bot = assistant(offline_settings, GatedResearcher())
    first = await bot.handle(msg("Question 1?"))
    reply = await bot.handle(msg("", action=Action(report="detailed", analysis=first.analysis_index)))
    assert "Detailed: Question 1?" in reply.markdown and not reply.ephemeral


async def test_a_session_stored_before_answer_ids_keeps_the_id_its_buttons_carry(sqlite_settings: Settings) -> None:
    bot = assistant(sqlite_settings, GatedResearcher())
    first = await bot.handle(msg("Question 1?"))
    with sqlite3.connect(sqlite_settings.sqlite_path) as db:
        [(body,)] = db.execute("select body from sessions").fetchall()
        stripped = body.replace(f'"id":"{first.metadata.answer_id}",', "")
        assert stripped != body
        db.execute("update sessions set body = ?", (stripped,))

    reply = await bot.handle(msg("detailed version of the first answer"))
    again = await bot.handle(msg("", action=Action(report="quick", analysis=0, answer_id=reply.metadata.answer_id)))

    assert "Detailed: Question 1?" in reply.markdown and "Quick: Question 1?" in again.markdown
    await bot.store.close()


@pytest.mark.parametrize(
    ("text", "expected"),
    [("quick version of answer 2", "Quick: Question 2?"), ("detailed version of answer 1", "Detailed: Question 1?"),
     ("show answer 2 in detail", "Detailed: Question 2?")],
)
async def test_a_typed_answer_number_with_a_length_switches_the_report_without_research(
    offline_settings: Settings, text: str, expected: str
) -> None:
    researcher = GatedResearcher()
    bot = assistant(offline_settings, researcher)
    await bot.handle(msg("Question 1?"))
    await bot.handle(msg("Question 2?"))
    reply = await bot.handle(msg(text))
    assert expected in reply.markdown and reply.kind == "report"
    assert researcher.calls == 2, "no research, no model call"


async def test_a_non_report_reply_to_a_button_is_private(offline_settings: Settings) -> None:
    # A Slack length button rewrites the message it sits on with the reply: a note there replaced the answer.
    bot = assistant(offline_settings, GatedResearcher())

    def click(action: Action) -> Inbound:
        return Inbound(thread=KEY, user="u1", origin="button", action=action)

    empty = await bot.handle(click(Action(report="detailed", analysis=0)))
    await bot.handle(msg("Question 1?"))
    past = await bot.handle(click(Action(report="detailed", analysis=5)))
    switched = await bot.handle(click(Action(report="detailed", analysis=0)))
    assert empty.ephemeral and "no answer" in empty.markdown.lower() and past.ephemeral
    assert not switched.ephemeral and switched.kind == "report"


async def test_a_command_on_an_answer_after_the_thread_expired_says_it_expired_not_that_there_was_none(
    offline_settings: Settings, test_redis_url: str, redis_prefix: str
) -> None:
    # The session key expires SESSION_TTL_HOURS after the last message; the thread's answers
    # are still on screen. "detailed summary" said "There's no answer in this thread yet" and
    # the answer's button said it "was cleared by a reset".
    import redis.asyncio as aioredis

    settings = offline_settings.model_copy(update={"session_store": "redis", "redis_url": test_redis_url, "redis_key_prefix": redis_prefix})
    bot = assistant(settings, GatedResearcher())
    client = aioredis.from_url(test_redis_url)
    try:
        first = await bot.handle(msg("How does Lambda scale?", message_id="m1"))
        assert first.kind == "answer" and first.metadata.answer_id
        await client.delete(f"{redis_prefix}session:{KEY.session_id}")  # what the key's TTL does

        typed = await bot.handle(msg("detailed summary", message_id="m2"))
        clicked = Action(report="detailed", analysis=0, answer_id=first.metadata.answer_id)
        button = await bot.handle(Inbound(thread=KEY, user="u1", text="", origin="button", message_id="b1", action=clicked))
        sources = await bot.handle(msg("sources", message_id="m3"))
        for reply in (typed, button, sources):
            assert "no longer have this thread's earlier answers" in reply.markdown and "24 hours" in reply.markdown, reply.markdown
        assert button.ephemeral and not typed.ephemeral

        await bot.handle(msg("reset", message_id="m4"))
        after_reset = await bot.handle(msg("detailed summary", message_id="m5"))
        assert "was reset" in after_reset.markdown and "no longer have" not in after_reset.markdown, after_reset.markdown
    finally:
        await client.aclose()
        await bot.aclose()
