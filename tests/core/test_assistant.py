"""The pipeline end to end on embedded defaults: sample corpus, no model."""

from __future__ import annotations

import re

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.followup import FollowupDetector
from core.models import Action, Inbound, ProgressEvent, Reply, ReportSet, ThreadKey
from core.research.base import ResearchRequest, ResearchResult
from core.store import StoreUnavailable
from core.store.memory import MemoryStore

KEY = ThreadKey(platform="console", workspace="w", channel="c", thread="t1")


def msg(text: str, key: ThreadKey = KEY, action: Action | None = None) -> Inbound:
    return Inbound(thread=key, user="u1", text=text, origin="console", action=action)


class ExplodingResearcher:
    """A research backend that always fails, as a crashed provider would."""

    calls = 0

    async def research(self, request: ResearchRequest, progress=None) -> ResearchResult:  # type: ignore[no-untyped-def]
        self.calls += 1
        raise ConnectionError("upstream down")


class CountingResearcher:
    """A fixed, well-formed research backend that counts how often it is asked."""

    def __init__(self) -> None:
        self.calls = 0

    async def research(self, request: ResearchRequest, progress=None) -> ResearchResult:  # type: ignore[no-untyped-def]
        self.calls += 1
        from core.models import Citation

        return ResearchResult(
            reports=ReportSet(
                inline=f"Answer {self.calls} [1].",
                quick=f"Quick answer {self.calls} [1]. More [2].",
                detailed=f"## Detail\n\nDetailed answer {self.calls} [1] and [2].",
            ),
            citations=[
                Citation(number=1, title="Doc one", path="one.md", snippet="one"),
                Citation(number=2, title="Doc two", path="two.md", snippet="two"),
            ],
            suggestions=["What next?"],
        )


@pytest.fixture
async def assistant(offline_settings: Settings) -> Assistant:
    return await build_assistant(offline_settings)


async def test_answers_from_the_sample_corpus_with_valid_citations(assistant: Assistant) -> None:
    events: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        events.append(event)

    reply = await assistant.handle(msg("What's the difference between AWS Lambda and Amazon ECS?"), progress)

    assert reply.kind == "answer"
    assert reply.metadata.mode == "extractive"
    assert "no language model" in reply.markdown
    numbers = {int(n) for n in re.findall(r"\[(\d+)\]", reply.markdown)}
    assert numbers, "an extractive answer cites its sentences"
    assert numbers == {c.number for c in reply.citations}
    assert reply.metadata.usage.llm_calls == 0
    assert {e.stage for e in events} >= {"searching", "writing"}


async def test_every_report_length_cites_only_existing_sources(assistant: Assistant) -> None:
    await assistant.handle(msg("How do I fix too many connections errors in PostgreSQL?"))
    session = await assistant.store.load(KEY)
    analysis = session.analyses[0]
    known = {c.number for c in analysis.citations}
    for kind in ("inline", "quick", "detailed"):
        cited = {int(n) for n in re.findall(r"\[(\d+)\]", analysis.reports.get(kind))}
        assert cited <= known, kind


async def test_report_switch_uses_stored_reports_without_research(offline_settings: Settings) -> None:
    researcher = CountingResearcher()
    assistant = Assistant(offline_settings, MemoryStore(), researcher, FollowupDetector(offline_settings))
    await assistant.handle(msg("What is Redis persistence?"))

    detailed = await assistant.handle(msg("detailed summary"))
    inline = await assistant.handle(msg("", action=Action(report="inline", analysis=0)))

    assert researcher.calls == 1
    assert detailed.report_kind == "detailed" and "Detailed answer 1" in detailed.markdown
    assert inline.report_kind == "inline" and inline.markdown.startswith("Answer 1")
    assert [c.number for c in inline.citations] == [1]


async def test_research_failure_becomes_a_clear_reply_and_keeps_the_thread(offline_settings: Settings) -> None:
    store = MemoryStore()
    good = Assistant(offline_settings, store, CountingResearcher(), FollowupDetector(offline_settings))
    await good.handle(msg("What is Redis persistence?"))
    broken = Assistant(offline_settings, store, ExplodingResearcher(), FollowupDetector(offline_settings))

    reply = await broken.handle(msg("How does Redis eviction work?"))

    assert reply.kind == "error"
    assert "couldn't finish researching" in reply.markdown
    session = await store.load(KEY)
    assert len(session.analyses) == 1, "the earlier answer survives the failure"
    switched = await broken.handle(msg("detailed summary"))
    assert "Detailed answer 1" in switched.markdown


async def test_try_again_after_a_failure_researches_the_failed_question_not_the_answer_before_it(
    offline_settings: Settings,
) -> None:
    # "try again" under "I couldn't finish researching that" researched the earlier, answered question.
    store = MemoryStore()
    good = Assistant(offline_settings, store, CountingResearcher(), FollowupDetector(offline_settings))
    await good.handle(msg("What is Redis persistence?"))
    broken = Assistant(offline_settings, store, ExplodingResearcher(), FollowupDetector(offline_settings))
    assert (await broken.handle(msg("How does Redis eviction work?"))).kind == "error"

    again = await good.handle(msg("try again"))

    session = await store.load(KEY)
    assert again.kind == "answer" and len(session.analyses) == 2, again.markdown
    assert session.analyses[-1].question == "How does Redis eviction work?"


@pytest.mark.parametrize("text", ["", "   ", "\n\t", "\u200b", " \u2060\ufeff\u200d "])
async def test_empty_message_gets_help(assistant: Assistant, text: str) -> None:
    # Zero-width characters (a paste, a mobile keyboard) make a message no less empty.
    reply = await assistant.handle(msg(text))
    assert reply.kind == "help"
    assert "empty" in reply.markdown


async def said_after_an_answer(settings: Settings, text: str) -> tuple[Reply, int]:
    """The reply to `text` said in a thread after its first answer, and how often research ran."""
    researcher = CountingResearcher()
    assistant = Assistant(settings, MemoryStore(), researcher, FollowupDetector(settings))
    await assistant.handle(msg("What is Redis persistence?"))
    return await assistant.handle(msg(text)), researcher.calls


@pytest.mark.parametrize("text", ["...", "??", "…", " - ", "?!"])
async def test_a_message_of_punctuation_alone_gets_help_not_research(offline_settings: Settings, text: str) -> None:
    # "..." after an answer was researched as a follow-up ("... for Redis persistence").
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "help" and "only punctuation" in reply.markdown
    assert researched == 1


@pytest.mark.parametrize("text", ["🙏🙏", "🎉 🚀", "❤️", "👍🏽", "😂😂😂!", ":tada: :rocket:", ":pray::pray:", ":+1::skin-tone-3:", "👨‍👩‍👧", "🤔"])
async def test_a_message_of_emoji_alone_is_answered_without_research(offline_settings: Settings, text: str) -> None:
    # "🙏🙏" after an answer was researched as the follow-up "🙏🙏 for Redis" and answered again.
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and researched == 1, text


@pytest.mark.parametrize("text", ["hello?", "Hi?", "hey??", "anyone there?", "are you there?", "you there?", "is anybody around?"])
async def test_a_greeting_asked_as_a_question_is_answered_without_research(offline_settings: Settings, text: str) -> None:
    # "hello?" (is the bot awake?) after an answer was researched as the follow-up "Hello for Redis?".
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and reply.markdown.startswith("Hi!") and researched == 1, text


@pytest.mark.parametrize("text", ["who are you?", "What are you?", "what do you do?", "who are you"])
async def test_asking_who_the_bot_is_gets_the_help_not_research(offline_settings: Settings, text: str) -> None:
    # "who are you?" was researched as the follow-up "Who are you for Redis?" ("what can you do?" got the help).
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "help" and researched == 1, text


@pytest.mark.parametrize("text", ["bye", "Bye!", "goodbye", "bye, thanks!", "see you", "see ya later", "cya", "good night", "bye everyone"])
async def test_a_farewell_is_answered_without_research(offline_settings: Settings, text: str) -> None:
    # "bye" after an answer was researched as the follow-up "Bye for Redis" ("I found nothing relevant").
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and reply.markdown.startswith("Bye") and researched == 1, text


@pytest.mark.parametrize(
    ("text", "said"),
    [("yes", "Glad"), ("Yep!", "Glad"), ("yeah", "Glad"), ("sure", "Glad"), ("no", "OK"), ("nope", "OK"),
     ("no thanks", "OK"), ("never mind", "OK"), ("Nevermind.", "OK"), ("forget it", "OK"), ("not now", "OK")],
)
async def test_a_bare_yes_or_no_after_an_answer_is_answered_without_research(
    offline_settings: Settings, text: str, said: str
) -> None:
    # "yes" and "never mind" were researched as the follow-ups "For Redis" and "Never mind for Redis".
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and reply.markdown.startswith(said) and researched == 1, text


@pytest.mark.parametrize(("text", "said"), [("yes please", "Glad"), ("Yes, please!", "Glad"), ("ok please", "Glad"),
                                            ("no please", "OK"), ("please, no", "OK"), ("thanks please", "You're")])
async def test_small_talk_with_a_polite_word_is_answered_without_research(
    offline_settings: Settings, text: str, said: str
) -> None:
    # "yes please" was researched as the follow-up "Please for Redis"; commands already took a "please".
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and reply.markdown.startswith(said) and researched == 1, text


@pytest.mark.parametrize(
    ("text", "said"),
    [("nice one", "Thanks!"), ("Good bot!", "Thanks!"), ("great job, thanks", "Thanks!"), ("well done", "Thanks!"),
     ("that's helpful", "Thanks!"), ("what?", "Which part"), ("huh?", "Which part"), ("sorry?", "Which part"),
     ("come again?", "Which part"), ("sorry", "No problem"), ("my bad", "No problem"), ("oops", "No problem"),
     ("lol", "Ask a follow-up"), ("haha", "Ask a follow-up"), ("hmm", "Ask a follow-up"), ("I see", "Ask a follow-up")],
)
async def test_praise_puzzlement_apologies_and_laughter_are_answered_without_research(
    offline_settings: Settings, text: str, said: str
) -> None:
    # Each was researched as a follow-up of the answer: "Nice one for Redis", "What for Redis?", "Sorry for Redis".
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and reply.markdown.startswith(said) and researched == 1, text


@pytest.mark.parametrize("text", ["what is AOF?", "sorry, how do I enable AOF?", "what about RDB?", "oh, and does it fsync?"])
async def test_questions_opening_like_small_talk_are_still_researched(offline_settings: Settings, text: str) -> None:
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind != "smalltalk" and researched == 2, text


@pytest.mark.parametrize("text", ["ok cool", "OK, great!", "cool, got it", "awesome, thanks a lot!", "great thanks so much",
                                  "np", "no worries", "ok no problem"])
async def test_acknowledgements_run_together_are_answered_without_research(offline_settings: Settings, text: str) -> None:
    # One acknowledgement was small talk, two in a row a follow-up: "Cool for Redis", "Awesome, thanks a lot for Redis".
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and researched == 1, text


@pytest.mark.parametrize("text", ["lgtm", "LGTM!", "+1", "agreed", "gotcha", "fair enough", "that works", "will do",
                                  "good point", "wow", "oh nice", "ah ok", "ok, will do", "yep, that works", "brb",
                                  "thank u", "tysm", "many thanks", "kk", "okie", "sure thing", "ok thanks bye",
                                  "no thanks, all good"])
async def test_everyday_acknowledgements_in_a_thread_are_answered_without_research(
    offline_settings: Settings, text: str
) -> None:
    # Each was researched as a follow-up of the answer: "Lgtm for Redis", "+1 for Redis", "Gotcha of Redis",
    # "that works" as "Redis works", "Brb for Redis".
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and researched == 1, (text, reply.metadata.standalone_question)


@pytest.mark.parametrize(
    ("text", "said"),
    [("new topic", "Go ahead"), ("quick question", "Go ahead"), ("I have a question", "Go ahead"),
     ("ok, another question:", "Go ahead"), ("can I ask you something?", "Go ahead"), ("are you sure?", "Sorry if"),
     ("that is wrong", "Sorry if"), ("That's not what I asked", "Sorry if"), ("that doesn't answer my question", "Sorry if")],
)
async def test_a_question_announced_or_a_doubt_is_answered_without_research(
    offline_settings: Settings, text: str, said: str
) -> None:
    # Researched as follow-ups: "New topic for Redis", "Are you sure for Redis?" (model calls with a model set).
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "smalltalk" and reply.markdown.startswith(said) and researched == 1, text


@pytest.mark.parametrize("text", ["new topic: how long does Kafka keep messages?", "I have a question about Kafka retention",
                                  "are you sure AOF fsyncs every second?", "is that wrong for large values?"])
async def test_a_question_after_an_announcement_or_a_doubt_is_still_researched(offline_settings: Settings, text: str) -> None:
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind != "smalltalk" and researched == 2, text


@pytest.mark.parametrize("text", ["help me", "Help me!", "how do I use you?", "how does this work?", "what commands are there?",
                                  "what can I ask?", "list commands"])
async def test_asking_how_to_use_the_bot_gets_the_help_not_research(offline_settings: Settings, text: str) -> None:
    # "help me" and "how do I use you?" were researched as follow-ups ("Help me for Redis", "How do I use you for Redis?").
    reply, researched = await said_after_an_answer(offline_settings, text)
    assert reply.kind == "help" and researched == 1, text


@pytest.mark.parametrize("text", ["forget everything", "Forget all of this!", "clear the chat", "clear conversation", "reset everything"])
async def test_asking_to_forget_the_conversation_resets_it(offline_settings: Settings, text: str) -> None:
    # "forget everything" and "clear the chat" were researched ("Forget everything for Redis"), the thread kept.
    researcher = CountingResearcher()
    assistant = Assistant(offline_settings, MemoryStore(), researcher, FollowupDetector(offline_settings))
    await assistant.handle(msg("What is Redis persistence?"))
    reply = await assistant.handle(msg(text))
    assert "forgotten this thread" in reply.markdown and researcher.calls == 1, text
    assert not (await assistant.store.load(KEY)).analyses


async def test_a_file_sent_without_words_is_told_files_are_not_read(assistant: Assistant) -> None:
    # An upload alone got "Your message was empty", as if nothing had been sent.
    reply = await assistant.handle(Inbound(thread=KEY, user="u1", text="", origin="dm", attachments=["runbook.pdf"]))
    assert reply.kind == "info"
    assert "runbook.pdf" in reply.markdown and "can't read attached files" in reply.markdown
    assert "research-bot index" in reply.markdown


async def test_zero_width_characters_around_a_command_leave_it_a_command(assistant: Assistant) -> None:
    reply = await assistant.handle(msg("\u200bhelp\u200b"))
    assert reply.kind == "help" and "empty" not in reply.markdown


async def test_zero_width_characters_inside_a_command_leave_it_a_command(assistant: Assistant) -> None:
    # Only the edges were cleaned: "de\u200btailed summary" was researched as a question.
    await assistant.handle(msg("What is Redis persistence?"))
    reply = await assistant.handle(msg("de\u200btailed sum\u00admary\u2060"))
    assert reply.kind == "report" and reply.report_kind == "detailed"


async def test_oversized_message_is_refused_politely(assistant: Assistant, offline_settings: Settings) -> None:
    reply = await assistant.handle(msg("why " * offline_settings.max_message_chars))
    assert reply.kind == "error"
    assert f"{offline_settings.max_message_chars:,}" in reply.markdown
    assert (await assistant.store.load(KEY)).turns == []


async def test_greeting_is_answered_without_research(offline_settings: Settings) -> None:
    researcher = CountingResearcher()
    assistant = Assistant(offline_settings, MemoryStore(), researcher, FollowupDetector(offline_settings))
    reply = await assistant.handle(msg("hello!"))
    assert reply.kind == "smalltalk"
    assert researcher.calls == 0


async def test_threads_do_not_share_sessions(offline_settings: Settings) -> None:
    assistant = Assistant(offline_settings, MemoryStore(), CountingResearcher(), FollowupDetector(offline_settings))
    other = ThreadKey(platform="console", workspace="w", channel="c", thread="t2")
    await assistant.handle(msg("What is Redis persistence?"))
    reply = await assistant.handle(msg("detailed summary", key=other))
    assert reply.kind == "info"
    assert "no answer in this thread yet" in reply.markdown


async def test_unreachable_store_is_reported_not_half_written(offline_settings: Settings) -> None:
    settings = offline_settings.model_copy(update={"session_store": "redis", "redis_url": "redis://127.0.0.1:1/0"})
    with pytest.raises(StoreUnavailable):
        await build_assistant(settings)


async def test_suggested_question_action_is_researched_in_the_thread(offline_settings: Settings) -> None:
    researcher = CountingResearcher()
    assistant = Assistant(offline_settings, MemoryStore(), researcher, FollowupDetector(offline_settings))
    reply = await assistant.handle(msg("", action=Action(question="How does Redis eviction work?")))
    assert reply.kind == "answer" and researcher.calls == 1
    session = await assistant.store.load(KEY)
    assert session.analyses[0].question == "How does Redis eviction work?"


async def test_oversized_suggested_question_action_is_refused(offline_settings: Settings) -> None:
    researcher = CountingResearcher()
    assistant = Assistant(offline_settings, MemoryStore(), researcher, FollowupDetector(offline_settings))
    reply = await assistant.handle(msg("", action=Action(question="x" * (offline_settings.max_message_chars + 1))))
    assert reply.kind == "error" and researcher.calls == 0
