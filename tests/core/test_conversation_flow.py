"""A whole console thread: comparison, pronoun follow-up, instant report, source
lookup from memory, then a fresh question that only looks like a follow-up."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from core import commands
from core.assistant import Assistant
from core.config import Settings
from core.extract import extract_context, find_topics
from core.factory import build_assistant
from core.models import Inbound, Reply, ThreadKey

KEY = ThreadKey(platform="console", workspace="local", channel="cli", thread="flow")


async def new_thread(settings: Settings, name: str) -> tuple[Assistant, ThreadKey, Callable[[str], Awaitable[Reply]]]:
    """A fresh assistant, the console thread `name` and a way to say a line in it."""
    assistant = await build_assistant(settings)
    key = KEY.model_copy(update={"thread": name})
    return assistant, key, speaker(assistant, key)


def speaker(assistant: Assistant, key: ThreadKey = KEY) -> Callable[[str], Awaitable[Reply]]:
    """Say a line in `key`'s console thread and get the bot's reply."""

    async def say(text: str) -> Reply:
        return await assistant.handle(Inbound(thread=key, user="u", text=text, origin="console"))

    return say


async def test_a_thread_keeps_its_context_and_switches_reports_instantly(offline_settings: Settings) -> None:
    assistant = await build_assistant(offline_settings)
    say = speaker(assistant)

    first = await say("What's the difference between AWS Lambda and Amazon ECS?")
    assert first.kind == "answer"
    assert first.metadata.question_type == "comparison"
    assert not first.metadata.is_followup

    migrate = await say("how do I migrate from it?")
    assert migrate.metadata.is_followup
    assert migrate.metadata.followup_reasoning
    standalone = (migrate.metadata.standalone_question or "").lower()
    assert "lambda" in standalone and "ecs" in standalone

    detailed = await say("detailed summary")
    assert detailed.kind == "report" and detailed.report_kind == "detailed"
    assert detailed.metadata.usage.llm_calls == 0
    session = await assistant.store.load(KEY)
    assert len(session.analyses) == 2, "switching a report researches nothing"
    assert detailed.markdown.startswith(session.analyses[-1].reports.detailed[:40])

    source = await say("what does [2] say")
    assert source.kind == "source"
    assert [c.number for c in source.citations] == [2]
    stored = session.analyses[-1].citations[1]
    assert stored.title in source.markdown

    fresh = await say("How do I set up a Python virtual environment?")
    assert fresh.kind == "answer"
    assert not fresh.metadata.is_followup
    assert fresh.metadata.standalone_question == "How do I set up a Python virtual environment?"


async def test_an_answer_leaves_its_follow_up_context_to_its_first_reader_which_keeps_it(
    offline_settings: Settings,
) -> None:
    assistant, key, say = await new_thread(offline_settings, "lazy-context")

    await say("What's the difference between AWS Lambda and Amazon ECS?")
    answered = (await assistant.store.load(key)).analyses[0]
    assert not answered.context_extracted and not answered.entities, "nothing is extracted until something reads it"

    migrate = await say("how do I migrate from it?")
    assert migrate.metadata.is_followup
    first = (await assistant.store.load(key)).analyses[0]
    expected = extract_context(first.question, first.reports, first.citations)
    assert first.context_extracted, "the follow-up's extraction is kept with the answer"
    assert (first.entities, first.identifiers, first.summary) == (expected.entities, expected.identifiers, expected.summary)
    assert {"AWS Lambda", "Amazon ECS"} <= set(first.entities)
    assert first.topics == [] and first.topics_pending, "no follow-up reads the topics: they wait for a topic look-up"


async def test_a_topic_look_up_finds_an_answer_by_its_topics_and_the_session_keeps_them(
    offline_settings: Settings,
) -> None:
    assistant, key, say = await new_thread(offline_settings, "lazy-topics")

    await say("What's the difference between AWS Lambda and Amazon ECS?")
    await say("how do I migrate from it?")
    session = await assistant.store.load(key)
    answer = session.analyses[0]
    topics = find_topics(answer.reports.detailed)
    # A topic only the first answer's topics hold (not its question or entities).
    haystack = " ".join([answer.question, answer.standalone_question, *answer.entities, *session.analyses[1].entities,
                         session.analyses[1].question, session.analyses[1].standalone_question]).lower()
    topic = next(t for t in topics if t.lower() not in haystack and all(w not in haystack for w in t.lower().split()))
    found = commands._match_topic(session, topic)
    assert found is not None and found[0] == 0
    assert session.analyses[0].topics == topics and not session.analyses[0].topics_pending


async def test_a_greeting_or_thanks_to_the_team_is_answered_in_kind_not_researched(
    offline_settings: Settings,
) -> None:
    # "hi team!" was stripped to nothing by the question cleaner and researched: the
    # user read "I found nothing relevant to “”", and mid-thread it became a follow-up.
    assistant, key, say = await new_thread(offline_settings, "greetings")

    for text in ("hi team!", "Hello everyone", "good morning, team", "hey folks"):
        reply = await say(text)
        assert reply.kind == "smalltalk" and reply.markdown.startswith("Hi!"), text
    await say("Redis vs Memcached?")
    for text in ("hey team", "thanks team!", "thank you all", "Thanks so much, everyone"):
        reply = await say(text)
        assert reply.kind == "smalltalk", text
    assert len((await assistant.store.load(key)).analyses) == 1, "only the question was researched"


async def test_the_bots_own_words_after_finding_nothing_are_never_researched_as_a_follow_up(
    offline_settings: Settings,
) -> None:
    # After "I found nothing relevant … add your own documents with `research-bot index PATH`",
    # "how do I configure it?" was researched as "How do I configure research-bot index PATH?".
    assistant, _, say = await new_thread(offline_settings, "nothing-found")
    assert (await say("What is Redis?")).kind == "answer"
    nothing = await say("how do I tune the flux capacitor of a zorblat?")
    assert "research-bot index PATH" in nothing.markdown
    for follow_up in ("how do I configure it?", "what about that tool?", "and the command?"):
        asked = await say(follow_up)
        standalone = (asked.metadata.standalone_question or "").lower()
        assert "research-bot" not in standalone and "path" not in standalone and "keywords" not in standalone, standalone


async def test_small_talk_about_an_answer_in_a_thread_with_no_answer_asks_for_a_question(
    offline_settings: Settings,
) -> None:
    # "what?" in a fresh thread got "Which part should I explain? … say `detailed` for the full
    # report and `sources`", and "ok" got "Glad it helps", with nothing answered to explain or help.
    assistant, _, say = await new_thread(offline_settings, "no-answer-yet")
    presumed = ("explain", "follow-up", "glad it helps", "`sources`", "`regenerate`", "that missed")
    for text in ("what?", "huh?", "are you sure?", "that's wrong", "ok", "thanks", "nice one", "lol", "no", "sorry", "🙏"):
        reply = await say(text)
        assert reply.kind == "smalltalk", text
        assert not any(p in reply.markdown.lower() for p in presumed), (text, reply.markdown)
        assert "question" in reply.markdown, (text, reply.markdown)
    assert (await say("how do I tune the flux capacitor of a zorblat?")).kind == "info", "found nothing: still no answer"
    assert "Which part should I explain?" not in (await say("what?")).markdown
    assert (await say("What is Redis?")).kind == "answer"
    assert (await say("what?")).markdown.startswith("Which part should I explain?")
    assert (await say("ok")).markdown.startswith("Glad it helps")


async def test_a_first_test_message_or_how_are_you_is_answered_not_researched(offline_settings: Settings) -> None:
    # A new team's first words to the bot were researched: "test" as "CI test suites", "ping",
    # "hello world", "how are you?" and, after an answer, "Test for PostgreSQL", "Are you a bot for PostgreSQL?".
    assistant, key, say = await new_thread(offline_settings, "first-words")
    checks = ("test", "Testing 123", "ping", "hello world", "how are you?", "what's up?", "is this thing on?", "you there?")
    for text in checks:
        assert (await say(text)).kind == "smalltalk", text
    for text in ("are you a bot?", "can you help me?", "could you help me?"):
        assert (await say(text)).kind == "help", text
    assert (await say("How do I test a Lambda function locally?")).kind == "answer"
    for text in ("test", "are you a bot?", "how are you?"):
        assert (await say(text)).kind in ("smalltalk", "help"), text
    assert len((await assistant.store.load(key)).analyses) == 1, "only the question was researched"


async def test_asked_what_it_can_search_the_bot_names_its_sources_and_documents_without_research(
    offline_settings: Settings,
) -> None:
    # "What can you research for me?" — the bot's own suggested prompt when nothing is indexed —
    # got "I found nothing relevant", and "what documents do you have?" an answer about JSON documents.
    assistant, key, say = await new_thread(offline_settings, "coverage")
    for text in ("What can you research for me?", "what documents do you have?", "what can you search?",
                 "which sources do you use?", "what topics do you cover?", "what do you know about?"):
        reply = await say(text)
        assert reply.kind == "info" and "corpus" in reply.markdown, (text, reply.markdown)
        assert "Redis" in reply.markdown and "21 documents" in reply.markdown, reply.markdown
        assert reply.metadata.usage.llm_calls == 0
    # How to add a team's own documents: researched, it was "How do I add documents for Discord?".
    for text in ("how do I add documents?", "how do I index our docs?", "how can we add our own files to you?"):
        reply = await say(text)
        assert reply.kind == "info" and "research-bot index PATH" in reply.markdown, (text, reply.markdown)
    assert (await say("what is this bot?")).kind == "help"
    assert (await say("what do you know about Redis persistence?")).kind == "answer", "a question stays one"
    assert (await say("how do I add documents to an Elasticsearch index?")).kind == "answer"
    assert len((await assistant.store.load(key)).analyses) == 2


async def test_a_command_after_a_greeting_is_still_the_command(offline_settings: Settings) -> None:
    # "hi, what can you do?" was researched: "I found nothing relevant to “what can you do?” (searched
    # corpus for nothing (the question has no searchable words))"; "hey bot, sources" likewise.
    assistant, _, say = await new_thread(offline_settings, "greeted-commands")
    assert (await say("hi, what can you do?")).kind == "help"
    assert (await say("Hello! What can you research for me?")).markdown.startswith("I search these sources")
    assert (await say("hey there, what is Redis?")).kind == "answer"
    assert (await say("hey bot, sources")).kind == "sources"
    assert (await say("Hi team! detailed summary")).report_kind == "detailed"
    assert (await say("hello, how do I open port 3 on ECS?")).kind == "answer", "a question stays one"
    assert (await say("hi")).kind == "smalltalk"


async def test_questions_about_the_bot_itself_are_answered_from_what_it_supports(offline_settings: Settings) -> None:
    # "can you read PDFs?" and "do you remember previous threads?" were researched as questions
    # about PDFs and threads in the corpus.
    assistant, key, say = await new_thread(offline_settings, "about-the-bot")
    for text in ("can you read PDFs?", "Can you read pdf files?", "do you support PDF?", "what file formats do you support?",
                 "which file types can you read?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.metadata.usage.llm_calls == 0, (text, reply.markdown)
        assert "PDF" in reply.markdown and "`.rst`" in reply.markdown and "research-bot index PATH" in reply.markdown
    word = await say("can you read Word documents?")
    assert word.kind == "info" and word.markdown.startswith("Not Word documents"), word.markdown
    assert (await say("can you read .docx files?")).markdown.startswith("Not .docx files")
    for text in ("do you remember previous threads?", "do you have memory?", "will you remember this conversation?",
                 "do you remember what I asked yesterday?", "can you remember our previous conversations?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.metadata.usage.llm_calls == 0, (text, reply.markdown)
        assert "24 hours" in reply.markdown and "other threads" in reply.markdown, reply.markdown
    assert not (await assistant.store.load(key)).analyses
    # Questions about documents stay questions.
    assert (await say("how do I read a PDF in Python?")).kind == "answer"
    assert (await say("does Redis remember keys after a restart?")).kind == "answer"



async def test_a_greeting_led_request_after_a_question_about_the_bot_is_a_new_question(
    offline_settings: Settings,
) -> None:
    # After "can you read PDFs?", "hello! can you help me with Redis?" was researched as "... of PDF".
    assistant, key, say = await new_thread(offline_settings, "greeted-after-about")
    await say("can you read PDFs?")
    reply = await say("hello! can you help me with Redis persistence?")
    assert reply.kind == "answer" and not reply.metadata.is_followup, reply.metadata
    assert "pdf" not in (reply.metadata.standalone_question or "").lower()


async def test_a_new_teams_questions_about_the_model_the_web_and_uploads_are_answered_from_the_settings(
    offline_settings: Settings,
) -> None:
    # "what model are you using?" was answered about pricing models, "do you search the web?" about
    # Slack's Web API, "can I upload a file?" about uploading a Lambda function.
    assistant, key, say = await new_thread(offline_settings, "first-hour")
    for text in ("what model are you using?", "which model do you use?", "are you ChatGPT?", "what LLM is this?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.markdown.startswith("No language model is configured here"), reply.markdown
    for text in ("do you search the web?", "can you search the internet?", "do you have access to the internet?",
                 "can you search Confluence?", "do you have access to GitHub?", "can you read our wiki?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.markdown.startswith("I search these sources"), (text, reply.markdown)
        assert "**corpus**" in reply.markdown and "**web**" not in reply.markdown
    for text in ("can I upload a file?", "can I send you a PDF?", "can we share documents here?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.markdown.startswith("Not attachments:"), (text, reply.markdown)
        assert "research-bot index PATH" in reply.markdown
    assert not (await assistant.store.load(key)).analyses
    modelled = offline_settings.model_copy(update={"openai_base_url": "http://127.0.0.1:9/v1", "llm_model": "gpt-test"})
    _, _, ask = await new_thread(modelled, "first-hour-model")
    assert "the model `gpt-test`" in (await ask("what model are you using?")).markdown


async def test_asked_how_to_add_the_bot_to_a_channel_it_says_how_on_that_platform(offline_settings: Settings) -> None:
    # "how do I add you to another channel?" was answered about an incident channel's scribe.
    assistant = await build_assistant(offline_settings)
    for platform, expected in (("slack", "`/invite @`"), ("discord", "OAuth2 URL"), ("console", "research-bot serve slack")):
        say = speaker(assistant, ThreadKey(platform=platform, workspace="w", channel="c", thread=f"join-{platform}"))
        for text in ("how do I add you to another channel?", "how can we invite you to our server?", "can you join this channel?"):
            reply = await say(text)
            assert reply.kind == "info" and expected in reply.markdown, (platform, text, reply.markdown)
    assert (await speaker(assistant)("how do I add a user to a Slack channel?")).kind == "answer"


async def test_asked_about_their_data_the_bot_says_what_it_keeps_and_for_how_long(offline_settings: Settings) -> None:
    # "do you store my data?" was answered about Redis as an in-memory data store.
    assistant, key, say = await new_thread(offline_settings, "data")
    for text in ("do you store my data?", "is my data private?", "what do you do with my data?", "do you log our messages?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.metadata.usage.llm_calls == 0, (text, reply.markdown)
        assert "24 hours" in reply.markdown and "30 days" in reply.markdown and "`reset` deletes" in reply.markdown
        assert "No language model is configured here" in reply.markdown
    assert not (await assistant.store.load(key)).analyses
    assert (await say("how do I store session data in Redis?")).kind == "answer"


async def test_more_or_continue_after_an_answer_shows_the_longer_report_instead_of_researching(
    offline_settings: Settings,
) -> None:
    # "more", "continue" and "go on" were researched as follow-ups ("More for Redis", "Explain in more
    # detail: Continue for Redis?"), answered with passages about CI and Kubernetes.
    for said in ("more", "continue", "go on", "tell me more", "keep going please", "can you elaborate?"):
        assistant, key, say = await new_thread(offline_settings, f"more-{said}")
        await say("What's the difference between AWS Lambda and Amazon ECS?")
        longer = await say(said)
        assert longer.kind == "report" and longer.report_kind == "detailed", (said, longer.markdown)
        assert longer.metadata.usage.llm_calls == 0
        session = await assistant.store.load(key)
        assert len(session.analyses) == 1 and longer.markdown.startswith(session.analyses[0].reports.detailed[:40])
        # Said again at the full report, it says so instead of posting the same report twice.
        full = await say(said)
        assert full.kind == "info" and "full report" in full.markdown and len((await assistant.store.load(key)).analyses) == 1


async def test_a_bare_number_after_an_answer_opens_that_source_instead_of_researching(offline_settings: Settings) -> None:
    # "2" was researched as "2 for Redis": the numbers a reader sees in an answer are its citations.
    assistant, key, say = await new_thread(offline_settings, "bare-number")
    await say("What's the difference between AWS Lambda and Amazon ECS?")
    source = await say("2")
    assert source.kind == "source" and [c.number for c in source.citations] == [2]
    assert (await say("#1.")).kind == "source"
    missing = await say("99")
    assert missing.kind == "error" and "no source [99]" in missing.markdown
    assert len((await assistant.store.load(key)).analyses) == 1
    # With no answer yet there is no source to open, and nothing is researched.
    _, fresh_key, fresh = await new_thread(offline_settings, "bare-number-fresh")
    assert (await fresh("2")).kind == "info"
    assert not (await assistant.store.load(fresh_key)).analyses


async def test_summarize_this_thread_recaps_its_answers_by_number_instead_of_researching(offline_settings: Settings) -> None:
    # "summarize this thread" was researched as "Summarize this thread for Redis", and "tl;dr of this
    # thread" as "Tl;dr of the worker thread": answers about Redis threads, not a summary of the thread.
    assistant, key, say = await new_thread(offline_settings, "recap")
    empty = await say("summarize this thread")
    assert empty.kind == "info" and "nothing to summarise" in empty.markdown
    await say("What's the difference between AWS Lambda and Amazon ECS?")
    await say("How do I set up a Python virtual environment?")
    session = await assistant.store.load(key)
    for said in ("summarize this thread", "tl;dr of this thread", "Can you recap the conversation so far?",
                 "give me a summary of our discussion", "catch me up"):
        recap = await say(said)
        assert recap.kind == "info" and recap.metadata.usage.llm_calls == 0, (said, recap.markdown)
        lines = recap.markdown.splitlines()
        assert lines[1].startswith("1. **What's the difference between AWS Lambda and Amazon ECS?**"), lines
        assert lines[2].startswith("2. **How do I set up a Python virtual environment?**"), lines
        # Each answer told in its own one-sentence report, cited by its answer number rather than by
        # sources numbered separately in each answer.
        inline = session.analyses[1].reports.inline
        assert inline.split(" [")[0][:40] in lines[2] and lines[2].endswith("(answer 2)") and "[1]" not in recap.markdown
        assert "`answer 2`" in lines[-1]
    assert len((await assistant.store.load(key)).analyses) == 2, "nothing was researched"


async def test_questions_about_who_the_bot_is_and_its_languages_are_answered_without_research(
    offline_settings: Settings,
) -> None:
    # "what languages do you speak?" was researched as "What languages do you speak for Redis?" (an
    # answer about OOMKilled containers), "who made you?" as "Who made you for Redis?".
    assistant, key, say = await new_thread(offline_settings, "who-are-you")
    await say("what is redis persistence?")
    for text in ("what languages do you speak?", "do you speak French?", "can you answer in Spanish?",
                 "which languages do you understand?", "Do you speak other languages?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.metadata.usage.llm_calls == 0, (text, reply.markdown)
        assert reply.markdown.startswith("I answer in English") and "German" in reply.markdown, reply.markdown
    for text in ("who made you?", "who built you?", "Who created you?", "who runs you?", "what's your name?",
                 "how old are you?", "are you open source?", "who is behind you?", "where are you hosted?",
                 "what version are you?"):
        reply = await say(text)
        assert reply.kind == "info" and reply.metadata.usage.llm_calls == 0, (text, reply.markdown)
        assert reply.markdown.startswith("I'm research-bot") and "whoever runs me" in reply.markdown, reply.markdown
    assert len((await assistant.store.load(key)).analyses) == 1
    # With a model configured, it says it answers in the question's language.
    modelled = offline_settings.model_copy(update={"openai_base_url": "http://127.0.0.1:9/v1", "llm_model": "gpt-test"})
    _, _, ask = await new_thread(modelled, "who-are-you-model")
    assert "in the language of your question" in (await ask("what languages do you speak?")).markdown
    # Said to "you" about anything else, it is a question.
    for text in ("do you know how Kafka partitions work?", "can you explain Redis persistence?",
                 "what programming languages does Lambda support?", "who made Redis?"):
        assert commands.parse(text) is None, text
