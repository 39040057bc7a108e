"""Messages through the real discord.py client: mentions, threads, DMs, replies, failures."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

from bot.discord.inbound import session_key
from core.config import Settings
from core.models import ReportSet, Turn
from core.store.redis import RedisStore
from tests.bot.discord.conftest import RunBot
from tests.bot.discord.fake_discord import (
    BOT_ID,
    BOT_ROLE_ID,
    CHANNEL_ID,
    GUILD_ID,
    SEND_MESSAGES_IN_THREADS,
    FakeDiscord,
    custom_ids,
)
from tests.bot.discord.researchers import (
    CITATIONS,
    BrokenResearcher,
    ScriptedResearcher,
    assistant_with,
    code_heavy_report,
)

MENTION = f"<@{BOT_ID}>"
QUESTION = "How do I fix too many connections errors in PostgreSQL?"


def answer_reply_id(fake: FakeDiscord) -> str:
    """The id of the user's reply to the bot's answer (the last user message)."""
    return max((m for m in fake.messages.values() if not m["author"].get("bot")), key=lambda m: int(m["id"]))["id"]


def _has_buttons(message: dict[str, object]) -> bool:
    return bool(custom_ids(message))  # type: ignore[arg-type]


async def _ask_in_channel(fake: FakeDiscord, text: str) -> int:
    """Mention the bot in the channel; returns the new thread's id (the question's id)."""
    question = await fake.user_says(f"{MENTION} {text}", mentions=[fake.bot_user])
    return int(question["id"])


async def test_mention_creates_thread_and_answers_there_with_citations_and_buttons(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot():
        thread_id = await _ask_in_channel(fake, QUESTION)
        answer = await fake.wait_message(thread_id, _has_buttons)
        await fake.settle()

    created = next(c for c in fake.calls if c.path.endswith("/threads"))
    assert created.path == f"/channels/{CHANNEL_ID}/messages/{thread_id}/threads"
    assert created.body["name"] == QUESTION
    # Nothing was posted in the channel itself; the answer lives in the thread.
    assert fake.bot_messages(CHANNEL_ID) == []
    assert any(c.path == f"/channels/{thread_id}/typing" for c in fake.calls)

    # The progress placeholder was edited into the answer: one message in the thread.
    assert fake.bot_messages(thread_id) == [answer]
    first_post = fake.posts(thread_id)[0]
    assert first_post.content.startswith("🔎 Researching")
    assert "**Sources**" in answer["content"]
    assert re.search(r"^\[1\] .+ — `corpus/[\w.-]+\.md`$", answer["content"], re.M)
    ids = custom_ids(answer)
    assert [i for i in ids if i.startswith("rb:rep:")] == [
        f"rb:rep:{kind}:0:{thread_id}" for kind in ("inline", "quick", "detailed")
    ]
    assert any(i.startswith("rb:ask:0:0:") for i in ids)
    assert {f"rb:fb:up:0:{thread_id}", f"rb:fb:down:0:{thread_id}"} <= set(ids)
    assert all(c.body.get("allowed_mentions") == {"parse": []} for c in fake.calls if "content" in c.body)


async def test_mentioning_the_bots_integration_role_also_addresses_it(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"<@&{BOT_ROLE_ID}> {QUESTION}", mention_roles=[str(BOT_ROLE_ID)])
        await fake.wait_message(int(question["id"]), _has_buttons)
        await fake.settle()

    created = next(c for c in fake.calls if c.path.endswith("/threads"))
    assert created.body["name"] == QUESTION


async def test_other_mentions_in_a_question_are_read_as_the_names_people_see(fake: FakeDiscord, run_bot: RunBot) -> None:
    # Mentions of people, roles and channels, custom emoji and timestamps reached research and
    # the thread's name as raw markup ("<@555…>", "<#…>").
    bob = fake.make_user(555, "bob")
    text = f"{MENTION} Why can't <@555> or <@&424242> post in <#{CHANNEL_ID}> since <t:1700000000:R> <:pg:777> <a:spin:778>?"
    async with run_bot() as bot:
        question = await fake.user_says(text, mentions=[fake.bot_user, bob])
        key = session_key(GUILD_ID, CHANNEL_ID, int(question["id"]))
        await fake.wait_message(int(question["id"]), lambda m: not m["content"].startswith("🔎"))
        await fake.settle()
        asked = [t.content for t in (await bot.assistant.store.load(key)).turns if t.role == "user"]

    read = "Why can't @bob or @unknown-role post in #general since 2023-11-14 22:13 UTC :pg: :spin:?"
    assert asked == [read]
    created = next(c for c in fake.calls if c.path.endswith("/threads"))
    assert "<" not in created.body["name"] and "@bob" in created.body["name"]


async def test_a_question_naming_everyone_and_here_near_100_characters_still_gets_its_own_thread(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # The name was cut to Discord's 100 characters and then made inert (a zero-width space
    # after each @), which took it past 100: Discord refused the thread and the answer went
    # into the channel instead.
    question = "Why does our bot's daily reminder ping @everyone and @here in #general with allowed_mentions = none?"
    assert len(question) <= 100
    async with run_bot():
        question_id = await _ask_in_channel(fake, question)
        await fake.wait_message(question_id, _has_buttons)
        await fake.settle()

    created = next(c for c in fake.calls if c.path.endswith("/threads"))
    name = created.body["name"]
    assert len(name) <= 100 and fake.channels.get(question_id, {}).get("type") == 11, name
    assert name.startswith("Why does our bot's daily reminder ping @\u200beveryone and @\u200bhere"), "kept, just inert"
    assert fake.bot_messages(CHANNEL_ID) == [], "the answer is in the thread, not the channel"


async def test_follow_up_in_bot_thread_needs_no_mention_and_continues_the_session(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot():
        thread_id = await _ask_in_channel(fake, QUESTION)
        await fake.wait_message(thread_id, _has_buttons)
        await fake.settle()

        await fake.user_says("How do I size the connection pool?", thread_id)
        second = await fake.wait_message(thread_id, lambda m: f"rb:rep:quick:1:{thread_id}" in custom_ids(m))
        await fake.user_says("inline summary of the first answer", thread_id)
        inline = await fake.wait_message(thread_id, lambda m: f"rb:rep:inline:0:{thread_id}" in custom_ids(m)
                                         and int(m["id"]) > int(second["id"]))
        await fake.settle()

    # The second question became analysis 1 of the same session; the first is still there.
    assert f"rb:rep:quick:1:{thread_id}" in custom_ids(second)
    assert len(inline["content"]) < len(second["content"])


async def test_a_message_in_the_bots_thread_addressed_to_someone_else_or_small_talk_between_others_is_left_to_them(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # "@bob can you check this against our setup?" in the bot's thread was researched and
    # answered as a follow-up: people talking to each other there got the bot's answers. So did
    # "lol" and "thanks" they said to each other: unaddressed small talk is answered only from
    # someone who asked there (the shared pipeline's admission).
    bob = fake.make_user(555, "bob")
    async with run_bot():
        thread_id = await _ask_in_channel(fake, QUESTION)
        await fake.wait_message(thread_id, _has_buttons)
        await fake.user_says("<@555> can you check this against our setup?", thread_id, mentions=[bob])
        await fake.user_says("<@&424242> thoughts?", thread_id)
        for text in ("lol", "thanks!", "ok"):
            await fake.user_says(text, thread_id, author=bob)
        await fake.settle(0.5)
        assert len(fake.bot_messages(thread_id)) == 1, [m["content"] for m in fake.bot_messages(thread_id)]
        # Mentioned, small talk is said to the bot; the asker's own is answered too.
        await fake.user_says(f"{MENTION} thanks!", thread_id, author=bob, mentions=[fake.bot_user])
        await fake.wait_message(thread_id, lambda m: "welcome" in str(m["content"]))
        await fake.user_says("lol", thread_id)
        await fake.wait_message(thread_id, lambda m: "or say `help`" in str(m["content"]))
        # Naming someone later in a follow-up is still said to the bot.
        await fake.user_says("How do I size the connection pool? cc <@555>", thread_id, mentions=[bob])
        await fake.wait_message(thread_id, lambda m: f"rb:rep:quick:1:{thread_id}" in custom_ids(m))


async def test_everyday_turns_in_the_bots_thread_are_answered_from_the_thread_without_research(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # "summarize this thread", "more", "2" and "ok thanks, that's all" were researched as follow-ups
    # of the answer.
    async with run_bot():
        thread_id = await _ask_in_channel(fake, QUESTION)
        await fake.wait_message(thread_id, _has_buttons)
        await fake.user_says("summarize this thread", thread_id)
        await fake.wait_message(thread_id, lambda m: "(answer 1)" in str(m["content"]))
        await fake.user_says("more", thread_id)
        await fake.wait_message(thread_id, lambda m: f"rb:rep:detailed:0:{thread_id}" in custom_ids(m))
        await fake.user_says("2", thread_id)
        await fake.wait_message(thread_id, lambda m: str(m["content"]).startswith("**[2]"))
        await fake.user_says("ok thanks, that's all", thread_id)
        await fake.wait_message(thread_id, lambda m: str(m["content"]).startswith("OK. Ask a new question"))
        await fake.settle()
    assert not any(f"rb:rep:quick:1:{thread_id}" in custom_ids(m) for m in fake.bot_messages(thread_id)), "no second answer"


async def _edit(fake: FakeDiscord, question: dict[str, object], content: str) -> None:
    """The author edits their message: Discord sends the whole message again, marked edited."""
    edited = {**question, "content": content, "edited_timestamp": datetime.now(UTC).isoformat()}
    fake.messages[int(str(question["id"]))] = edited
    await fake.dispatch("MESSAGE_UPDATE", edited)


async def test_an_edited_question_is_answered_again_in_its_thread(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"{MENTION} What is AWS Lambda?", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        await fake.wait_message(thread_id, _has_buttons)
        await fake.settle()
        # An embed unfurling re-sends the message with the same words: not a new question.
        await fake.dispatch("MESSAGE_UPDATE", {**question, "embeds": []})
        await _edit(fake, question, f"{MENTION} {QUESTION}")
        again = await fake.wait_message(thread_id, lambda m: f"rb:rep:quick:1:{thread_id}" in custom_ids(m))
        await fake.settle()

    assert "**Sources**" in again["content"]
    assert len([c for c in fake.calls if c.path.endswith("/threads")]) == 1, "the thread it has is where it answers"
    assert fake.bot_messages(CHANNEL_ID) == []
    assert len([m for m in fake.bot_messages(thread_id) if _has_buttons(m)]) == 2


async def test_a_question_edited_while_its_answer_is_researched_is_answered_as_edited_once(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    question_id = fake.new_id()
    key = session_key(GUILD_ID, CHANNEL_ID, question_id)
    async with run_bot() as bot:
        # The thread's turn lock held: the first answer has begun and waits when the typo is fixed.
        async with bot.assistant.store.lock(key):
            question = await fake.user_says(f"{MENTION} What is AWS Lambda?", mentions=[fake.bot_user], message_id=question_id)
            placeholder = await fake.wait_message(question_id, lambda m: m["content"].startswith("🔎"))
            await _edit(fake, question, f"{MENTION} {QUESTION}")
            await fake.settle()
        answer = await fake.wait_message(question_id, _has_buttons)
        await fake.settle()
        asked = [t.content for t in (await bot.assistant.store.load(key)).turns if t.role == "user"]

    assert int(placeholder["id"]) not in fake.messages, "the answer to the words as first sent was taken down"
    assert fake.bot_messages(question_id) == [answer]
    assert asked == [QUESTION]


async def test_a_message_edited_to_mention_the_bot_is_answered_in_a_thread_of_its_own(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot():
        message = await fake.user_says("What is AWS Lambda?")
        await fake.settle()
        await _edit(fake, {**message, "mentions": [fake.bot_user]}, f"{MENTION} What is AWS Lambda?")
        answer = await fake.wait_message(int(message["id"]), _has_buttons)
        await fake.settle()

    assert "**Sources**" in answer["content"]
    assert fake.bot_messages(CHANNEL_ID) == [], "answered in the question's thread, as a mention is"


async def test_editing_a_question_the_thread_has_moved_past_asks_nothing(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"{MENTION} What is AWS Lambda?", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        await fake.wait_message(thread_id, _has_buttons)
        await fake.user_says("How do I size the connection pool?", thread_id)
        await fake.wait_message(thread_id, lambda m: f"rb:rep:quick:1:{thread_id}" in custom_ids(m))
        await fake.settle()
        await _edit(fake, question, f"{MENTION} {QUESTION}")
        await fake.settle(quiet=0.5)

    assert len([m for m in fake.bot_messages(thread_id) if _has_buttons(m)]) == 2


async def _interrupted(
    fake: FakeDiscord, run_bot: RunBot, interrupt: Callable[[int], Awaitable[dict[str, Any] | None]]
) -> tuple[dict[str, Any], dict[str, Any] | None, list[Turn]]:
    """A channel question whose answer has begun ("Researching…") and waits on the thread's lock
    while `interrupt(question_id)` runs: the placeholder, what `interrupt` returned, and the
    question's thread's turns once every turn is over."""
    question_id = fake.new_id()
    async with run_bot() as bot:
        async with bot.assistant.store.lock(session_key(GUILD_ID, CHANNEL_ID, question_id)):
            await fake.user_says(f"{MENTION} {QUESTION}", mentions=[fake.bot_user], message_id=question_id)
            placeholder = await fake.wait_message(question_id, lambda m: m["content"].startswith("🔎"))
            said = await interrupt(question_id)
            while len(bot.pipeline):
                await asyncio.sleep(0.02)
        await fake.settle()
        turns = (await bot.assistant.store.load(session_key(GUILD_ID, CHANNEL_ID, question_id))).turns
    return placeholder, said, turns


async def test_a_question_deleted_before_its_answer_is_done_takes_the_answer_in_progress_down(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async def delete(question_id: int) -> None:
        fake.messages.pop(question_id)
        await fake.dispatch("MESSAGE_DELETE", {"id": str(question_id), "channel_id": str(CHANNEL_ID), "guild_id": str(GUILD_ID)})

    placeholder, _, turns = await _interrupted(fake, run_bot, delete)
    assert int(placeholder["id"]) not in fake.messages, "the answer in progress was taken down"
    assert fake.bot_messages(int(placeholder["channel_id"])) == [] and fake.bot_messages(CHANNEL_ID) == []
    assert turns == []


async def test_stop_said_to_the_bot_in_the_channel_stops_the_askers_answer_in_progress(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # "@bot stop" waited for the thread's lock and was researched as a question of its own.
    async def stop(question_id: int) -> dict[str, Any]:
        said = await fake.user_says(f"{MENTION} stop", mentions=[fake.bot_user])
        return await fake.wait_message(int(said["id"]), lambda m: m["content"].startswith("Stopped"))

    placeholder, stopped, turns = await _interrupted(fake, run_bot, stop)
    assert stopped is not None and QUESTION in stopped["content"]
    assert int(placeholder["id"]) not in fake.messages, "the answer in progress was taken down"
    assert turns == [], "nothing half-done was kept"


async def test_the_stop_slash_command_in_the_thread_stops_the_askers_answer_in_progress(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # Discord had `/reset` and `/help` but no `/stop` (Slack has `/research stop`): the picker
    # offered nothing, and typing `/stop` sent it as text.
    async def stop(question_id: int) -> dict[str, Any]:
        token = await fake.slash("stop", question_id)
        return await fake.wait_interaction_message(token, lambda m: m["content"].startswith("Stopped"))

    placeholder, stopped, turns = await _interrupted(fake, run_bot, stop)
    assert stopped is not None and QUESTION in stopped["content"]
    assert int(placeholder["id"]) not in fake.messages, "the answer in progress was taken down"
    assert turns == [], "nothing half-done was kept"


async def test_a_replayed_gateway_event_is_answered_once(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"{MENTION} hello there", mentions=[fake.bot_user])
        await fake.wait_message(int(question["id"]))
        await fake.dispatch("MESSAGE_CREATE", question)
        await fake.settle()

    assert len([c for c in fake.calls if c.path.endswith("/threads")]) == 1
    assert len(fake.bot_messages(int(question["id"]))) == 1


async def test_direct_messages_are_one_conversation(fake: FakeDiscord, run_bot: RunBot) -> None:
    dm = fake.dm_channel()
    async with run_bot():
        await fake.user_says(QUESTION, dm, guild=False)
        answer = await fake.wait_message(dm, _has_buttons)
        await fake.user_says("sources", dm, guild=False)
        sources = await fake.wait_message(dm, lambda m: m["content"].startswith("Sources for"))
        await fake.settle()

    assert f"rb:rep:detailed:0:{dm}" in custom_ids(answer)
    assert not any(c.path.endswith("/threads") for c in fake.calls)
    assert re.search(r"^\[1\] ", sources["content"], re.M)


async def test_a_slash_command_sent_as_a_message_is_run_not_researched(fake: FakeDiscord, run_bot: RunBot) -> None:
    # Discord sends "/sources 2" as text when the command picker is dismissed: it was researched.
    dm = fake.dm_channel()
    async with run_bot():
        await fake.user_says(f"/research {QUESTION}", dm, guild=False)
        await fake.wait_message(dm, _has_buttons)
        await fake.user_says("/sources 2", dm, guild=False)
        one = await fake.wait_message(dm, lambda m: m["content"].startswith("**[2] "))
        await fake.user_says("/help", dm, guild=False)
        help_ = await fake.wait_message(dm, lambda m: "Report lengths" in m["content"])
        await fake.settle()

    assert "\n> " in one["content"] and "Report lengths" in help_["content"]
    assert len(fake.bot_messages(dm)) == 3, "an answer, the source and the help: nothing else researched"


async def test_a_slash_command_typed_with_words_it_does_not_take_or_unknown_says_how_it_is_used(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # "/summary huge", "/sources abc" and "/foo" sent as text were researched ("/summary huge for
    # Amazon ECS"); "/config" exists only as the slash command.
    dm = fake.dm_channel()
    said: dict[str, str] = {}
    async with run_bot():
        await fake.user_says(QUESTION, dm, guild=False)
        await fake.wait_message(dm, _has_buttons)
        for typed in ("/summary huge", "/sources abc", "/foo", "/config"):
            await fake.user_says(typed, dm, guild=False)
            await fake.wait_message(dm, lambda _, n=len(said) + 2: len(fake.bot_messages(dm)) >= n)
            await fake.settle()
            said[typed] = fake.bot_messages(dm)[-1]["content"]
        await fake.settle()

    assert "`/summary` takes a length: `inline`, `quick` or `detailed`" in said["/summary huge"], said
    assert "`/sources 2`" in said["/sources abc"] and "huge" not in said["/sources abc"], said
    assert "I don't know a `/foo` command" in said["/foo"] and "`/sources [number]`" in said["/foo"], said
    assert "command menu" in said["/config"], said
    assert len(fake.bot_messages(dm)) == 5, "an answer and four usage lines: nothing else researched"


async def test_a_mention_where_the_bot_may_not_post_in_threads_is_answered_in_the_channel(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # With Create Public Threads but not Send Messages in Threads, the bot opened a thread it
    # could not post in: the question got an empty thread and the answer was lost.
    fake.channels[CHANNEL_ID]["permission_overwrites"] = [
        {"id": str(GUILD_ID), "type": 0, "allow": "0", "deny": str(SEND_MESSAGES_IN_THREADS)}
    ]
    async with run_bot():
        question_id = await _ask_in_channel(fake, QUESTION)
        answer = await fake.wait_message(CHANNEL_ID, _has_buttons)
        await fake.settle()

    assert int(answer["message_reference"]["message_id"]) == question_id
    assert not any(c.path.endswith("/threads") for c in fake.calls)


async def test_reply_to_an_answer_in_the_channel_continues_that_answer(fake: FakeDiscord, run_bot: RunBot) -> None:
    # Without thread permission the bot answers in the channel, replying to the question.
    fake.fail_next("POST", r"/channels/\d+/messages/\d+/threads", 403, 50013, "Missing Permissions")
    async with run_bot():
        question_id = await _ask_in_channel(fake, QUESTION)
        answer = await fake.wait_message(CHANNEL_ID, _has_buttons)
        assert int(answer["message_reference"]["message_id"]) == question_id

        await fake.user_says("detailed summary", CHANNEL_ID, type=19,
                             message_reference={"message_id": answer["id"], "channel_id": str(CHANNEL_ID)},
                             referenced_message=answer)
        detailed = await fake.wait_message(CHANNEL_ID, lambda m: int(m["id"]) > int(answer["id"]) and _has_buttons(m))
        await fake.settle()

    # Same session (rooted at the question), same analysis, now the detailed report.
    assert f"rb:rep:detailed:0:{question_id}" in custom_ids(detailed)
    detailed_button = next(
        c for row in detailed["components"] for c in row["components"] if c["custom_id"].startswith("rb:rep:detailed")
    )
    assert detailed_button["style"] == 1
    parts = [m for m in fake.bot_messages(CHANNEL_ID) if int(m["id"]) > int(answer["id"])]
    assert sum(len(m["content"]) for m in parts) > len(answer["content"])
    assert int(parts[0]["message_reference"]["message_id"]) == int(answer_reply_id(fake))


async def test_mention_injection_in_report_text_cannot_ping(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    hostile = (
        "Ping @everyone and @here, then <@123456789012345678> and <@!654321098765432109> "
        "and role <@&777777777777777777> [1] [2]."
    )
    researcher = ScriptedResearcher(ReportSet(inline=hostile, quick=hostile, detailed=hostile), CITATIONS)
    async with run_bot(assistant_with(offline_settings, researcher)):
        thread_id = await _ask_in_channel(fake, "Summarise the @everyone announcement")
        answer = await fake.wait_message(thread_id, _has_buttons)
        await fake.settle()

    text = answer["content"]
    assert "@everyone" not in text and "@here" not in text
    assert "@\u200beveryone" in text and "@\u200bhere" in text
    # discord.utils.escape_mentions: the ids stay readable, but nothing can resolve them.
    assert not re.search(r"<@[!&]?\d{17,20}>", text)
    assert "<@\u200b123456789012345678>" in text and "<@\u200b!654321098765432109>" in text
    assert "<@\u200b&777777777777777777>" in text
    assert all(c.body.get("allowed_mentions") == {"parse": []} for c in fake.calls if "content" in c.body)
    # Citations: masked links in angle brackets (no previews), local files by path.
    assert "[1] [Connection pooling (guide)](<https://example.org/pool?a=1&b=(2%29>)" in text
    assert "[2] Runbook — `docs/runbook.md`" in text


async def test_5000_character_report_is_split_with_code_blocks_intact(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    long = code_heavy_report(5000)
    researcher = ScriptedResearcher(ReportSet(inline="Pool it [1].", quick=long, detailed=long), CITATIONS)
    async with run_bot(assistant_with(offline_settings, researcher)):
        thread_id = await _ask_in_channel(fake, "How should we size the pools?")
        await fake.wait_message(thread_id, _has_buttons)
        await fake.settle()

    messages = fake.bot_messages(thread_id)
    assert 3 <= len(messages) <= 3
    for message in messages:
        assert len(message["content"]) <= 2000
        fences = [line for line in message["content"].split("\n") if line.strip().startswith("```")]
        assert len(fences) % 2 == 0, "a code block was left open"
    code = "\n".join(
        line for m in messages for line in m["content"].split("\n") if line.startswith("pool_")
    )
    assert code == "\n".join(line for line in long.split("\n") if line.startswith("pool_"))
    # Buttons sit under the last part only.
    assert [bool(custom_ids(m)) for m in messages] == [False, False, True]


async def test_report_too_long_for_three_messages_is_attached_with_the_quick_summary(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    huge = code_heavy_report(12000)
    quick = "Short version: size pools per instance [1]."
    researcher = ScriptedResearcher(ReportSet(inline="Pool it [1].", quick=quick, detailed=huge), CITATIONS)
    async with run_bot(assistant_with(offline_settings, researcher)):
        thread_id = await _ask_in_channel(fake, "How should we size the pools?")
        await fake.wait_message(thread_id, _has_buttons)
        await fake.user_says("detailed summary", thread_id)
        attached = await fake.wait_message(thread_id, lambda m: bool(m["attachments"]))
        await fake.settle()

    assert quick in attached["content"] and "detailed-report.md" in attached["content"]
    upload = next(c for c in fake.calls if c.files)
    name, raw = upload.files[0]
    assert name == "detailed-report.md"
    assert huge.split("\n")[0] in raw.decode() and "**Sources**" in raw.decode()
    assert len(fake.bot_messages(thread_id)) == 2


async def test_a_long_report_where_files_are_refused_arrives_whole_as_messages(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    # Without Attach Files the report's file was refused (403) and the whole answer was lost
    # for "I'm missing a Discord permission here".
    huge = code_heavy_report(7000)
    researcher = ScriptedResearcher(ReportSet(inline="Pool it [1].", quick="Short [1].", detailed=huge), CITATIONS)
    async with run_bot(assistant_with(offline_settings, researcher)):
        thread_id = await _ask_in_channel(fake, "How should we size the pools?")
        await fake.wait_message(thread_id, _has_buttons)
        for method in ("POST", "PATCH"):
            fake.fail_next(method, rf"/channels/{thread_id}/messages(/\d+)?", 403, 50013, "Missing Permissions",
                           when=lambda body: bool(body.get("attachments")))
        await fake.user_says("detailed summary", thread_id)
        last = await fake.wait_message(thread_id, lambda m: "Attach Files" in m["content"])
        await fake.settle()

    assert not any(m.get("attachments") for m in fake.bot_messages(thread_id))
    report = [m for m in fake.bot_messages(thread_id) if int(m["id"]) > int(answer_reply_id(fake))]
    assert len(report) >= 4 and all(len(m["content"]) <= 2000 for m in report)
    assert report[-1] == last and bool(custom_ids(last))
    shown = "\n".join(m["content"] for m in report)
    assert all(line in shown for line in huge.split("\n") if line.startswith("pool_"))
    assert "missing a Discord permission" not in shown


async def test_research_failure_becomes_a_clear_reply(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    async with run_bot(assistant_with(offline_settings, BrokenResearcher())):
        thread_id = await _ask_in_channel(fake, QUESTION)
        reply = await fake.wait_message(thread_id, lambda m: "⚠️" in m["content"])
        await fake.settle()

    assert "couldn't finish researching" in reply["content"]
    assert "could not be reached" in reply["content"]
    assert len(fake.bot_messages(thread_id)) == 1  # the placeholder became the error reply


async def test_store_outage_gets_a_clear_reply(fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings) -> None:
    # A real Redis client pointed at a port where nothing listens.
    dead = RedisStore("redis://127.0.0.1:1/0", prefix="rb-test:", ttl_seconds=60, lock_timeout=1)
    researcher = ScriptedResearcher(ReportSet(inline="a [1]", quick="b [1]", detailed="c [1]"), CITATIONS)
    async with run_bot(assistant_with(offline_settings, researcher, store=dead)):
        thread_id = await _ask_in_channel(fake, QUESTION)
        reply = await fake.wait_message(thread_id)
        await fake.settle()

    assert "store is unavailable" in reply["content"]


async def test_discord_error_on_send_is_reported_not_dropped(fake: FakeDiscord, run_bot: RunBot) -> None:
    fake.fail_next("POST", r"/channels/\d+/messages", 400, 50035, "Invalid Form Body")
    async with run_bot():
        thread_id = await _ask_in_channel(fake, "hello there")
        reply = await fake.wait_message(thread_id)
        await fake.settle()

    assert "Discord refused my message (HTTP 400, code 50035)" in reply["content"]


async def test_discord_rate_limit_is_waited_out_and_the_answer_delivered(fake: FakeDiscord, run_bot: RunBot) -> None:
    fake.fail_next("POST", r"/channels/\d+/messages", 429, 20028, "You are being rate limited.",
                   retry_after=0.2, **{"global": False})
    async with run_bot():
        thread_id = await _ask_in_channel(fake, "hello there")
        reply = await fake.wait_message(thread_id)
        await fake.settle()

    limited, retried = [c for c in fake.calls if c.path == f"/channels/{thread_id}/messages"]
    assert limited.content == retried.content
    assert reply["content"] == retried.content and "Hi!" in reply["content"]


async def test_allowlists_and_rate_limit(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot(discord_allowed_channels=["1"]):
        await _ask_in_channel(fake, QUESTION)
        await fake.settle()
    assert fake.calls[-1].path == "/oauth2/applications/@me"  # nothing after login: ignored

    async with run_bot(discord_allowed_roles=["admins"]):
        await _ask_in_channel(fake, QUESTION)
        refusal = await fake.wait_message(CHANNEL_ID)
    assert "allowed role" in refusal["content"]

    async with run_bot(discord_allowed_roles=["Researchers"], rate_limit_per_minute=1):
        first = await _ask_in_channel(fake, QUESTION)
        await fake.wait_message(first, _has_buttons)
        # Greetings and report switches never count; only research does.
        hello = await _ask_in_channel(fake, "hello")
        await fake.wait_message(hello)
        await _ask_in_channel(fake, "How do I size a connection pool?")
        slow = await fake.wait_message(CHANNEL_ID, lambda m: "limit of 1 questions" in m["content"])
    assert "try again in about" in slow["content"]


async def test_a_file_sent_without_words_is_told_it_is_not_read(fake: FakeDiscord, run_bot: RunBot) -> None:
    upload = {"id": "77", "filename": "runbook.pdf", "size": 1024, "url": "https://cdn.test/runbook.pdf",
              "proxy_url": "https://cdn.test/runbook.pdf"}
    async with run_bot():
        question = await fake.user_says(MENTION, mentions=[fake.bot_user], attachments=[upload])
        reply = await fake.wait_message(CHANNEL_ID, lambda m: "attached files" in m["content"])
        await fake.settle()
    assert "can't read attached files (runbook.pdf)" in reply["content"]
    assert str(reply["message_reference"]["message_id"]) == question["id"]


async def test_a_file_alone_in_a_dm_or_the_bots_thread_is_told_it_is_not_read(fake: FakeDiscord, run_bot: RunBot) -> None:
    # No mention is needed in either place, so a file without words is addressed to the bot too.
    upload = {"id": "78", "filename": "notes.docx", "size": 2048, "url": "https://cdn.test/notes.docx",
              "proxy_url": "https://cdn.test/notes.docx"}
    dm = fake.dm_channel()
    async with run_bot():
        await fake.user_says("", dm, guild=False, attachments=[upload])
        in_dm = await fake.wait_message(dm, lambda m: "attached files" in m["content"])
        thread_id = await _ask_in_channel(fake, QUESTION)
        await fake.wait_message(thread_id, _has_buttons)
        await fake.user_says("", thread_id, attachments=[{**upload, "id": "79"}])
        in_thread = await fake.wait_message(thread_id, lambda m: "attached files" in m["content"])
        await fake.settle()
    assert "can't read attached files (notes.docx)" in in_dm["content"]
    assert "can't read attached files (notes.docx)" in in_thread["content"]


async def test_notes_said_in_a_dm_are_worded_for_a_dm(fake: FakeDiscord, run_bot: RunBot) -> None:
    # "I only read messages said to me, not the rest of a thread" was said in a DM, where every
    # message is said to the bot; asked how to add it elsewhere, a DM was not among the places.
    dm = fake.dm_channel()
    async with run_bot():
        await fake.user_says("any idea?", dm, guild=False)
        searchless = await fake.wait_message(dm, lambda m: "nothing in" in m["content"])
        await fake.user_says("how do I add you to another server?", dm, guild=False)
        joining = await fake.wait_message(dm, lambda m: "OAuth2" in m["content"])
        await fake.settle()
    assert "said to me" not in searchless["content"] and "rest of a thread" not in searchless["content"]
    assert "in a DM with me, just ask" in joining["content"]


async def test_asked_about_itself_in_a_dm_it_names_this_dms_sources_not_this_channels(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # "who made you?" and "what model are you using?" said "I research ... over this channel's sources" in a DM.
    dm = fake.dm_channel()
    async with run_bot(openai_base_url="http://127.0.0.1:9/v1", llm_model="gpt-test"):
        await fake.user_says("who made you?", dm, guild=False)
        maker = await fake.wait_message(dm, lambda m: "research-bot" in m["content"])
        await fake.user_says("what model are you using?", dm, guild=False)
        model = await fake.wait_message(dm, lambda m: "gpt-test" in m["content"])
        asked = fake.new_id()
        await fake.user_says(f"{MENTION} who made you?", mentions=[fake.bot_user], message_id=asked)
        in_channel = await fake.wait_message(asked, lambda m: "research-bot" in m["content"])
        await fake.settle()
    for said in (maker, model):
        assert "this DM's sources" in said["content"] and "this channel" not in said["content"], said["content"]
    assert "this channel's sources" in in_channel["content"], in_channel["content"]


async def _answer_after_the_thread_is_closed(fake: FakeDiscord, run_bot: RunBot, *, locked: bool) -> int:
    """Ask in the channel; while the answer is researched a moderator archives (and locks) its thread."""
    question_id = fake.new_id()
    async with run_bot() as bot:
        # The thread's turn lock held: the answer has begun ("Researching…") and waits.
        async with bot.assistant.store.lock(session_key(GUILD_ID, CHANNEL_ID, question_id)):
            await fake.user_says(f"{MENTION} {QUESTION}", mentions=[fake.bot_user], message_id=question_id)
            await fake.wait_message(question_id, lambda m: m["content"].startswith("🔎"))
            await fake.close_thread(question_id, locked=locked)
            await fake.settle()
        await fake.wait_message(CHANNEL_ID if locked else question_id, _has_buttons)
        await fake.settle()
    return question_id


async def test_an_answer_whose_thread_was_locked_meanwhile_is_posted_in_the_channel_saying_why(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # A locked thread takes no message from the bot (no Manage Threads), and its placeholder can't be
    # edited: the user got a bare "code 50083 … ask again" that could not be posted either.
    thread_id = await _answer_after_the_thread_is_closed(fake, run_bot, locked=True)
    in_channel = fake.bot_messages(CHANNEL_ID)
    assert in_channel[0]["content"].startswith("⚠️") and f"<#{thread_id}>" in in_channel[0]["content"]
    assert "locked" in in_channel[0]["content"]
    assert any(_has_buttons(m) and "[1]" in m["content"] for m in in_channel), "the answer itself is in the channel"
    assert not any("code" in m["content"] for m in in_channel), in_channel


async def test_an_answer_whose_thread_was_archived_meanwhile_reopens_it_and_lands_in_it(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    thread_id = await _answer_after_the_thread_is_closed(fake, run_bot, locked=False)
    assert fake.channels[thread_id]["thread_metadata"]["archived"] is False
    answer = fake.bot_messages(thread_id)
    assert len(answer) == 1 and _has_buttons(answer[0]) and "[1]" in answer[0]["content"], answer
    assert fake.bot_messages(CHANNEL_ID) == []


async def test_a_button_in_a_locked_thread_is_answered_in_the_channel_saying_why(fake: FakeDiscord, run_bot: RunBot) -> None:
    # Discord refuses the response to a button in a locked thread: the click showed "This
    # interaction failed" and the bot's messages in the thread were refused too.
    async with run_bot():
        thread_id = await _ask_in_channel(fake, QUESTION)
        answer = await fake.wait_message(thread_id, _has_buttons)
        await fake.close_thread(thread_id, locked=True)
        await fake.settle()
        await fake.click(answer, f"rb:rep:detailed:0:{thread_id}")
        detailed = await fake.wait_message(CHANNEL_ID, lambda m: f"rb:rep:detailed:0:{thread_id}" in custom_ids(m))
        await fake.settle()
    note = fake.bot_messages(CHANNEL_ID)[0]["content"]
    assert note.startswith("⚠️") and f"<#{thread_id}>" in note and "locked" in note, note
    assert "[1]" in detailed["content"]
