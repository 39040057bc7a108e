"""Slash commands and buttons through the real command tree and view store.

Interactions arrive as INTERACTION_CREATE over the fake gateway; the bot's
callbacks and follow-ups go over REST to the fake's interaction and webhook routes.
"""

from __future__ import annotations

import logging

import pytest

from bot.discord.inbound import session_key
from core.config import Settings
from core.factory import build_assistant
from core.models import ReportSet
from tests.fakes.search_apis import SearxngFake
from tests.bot.discord.conftest import RunBot
from tests.bot.discord.fake_discord import (
    BOT_ID,
    CHANNEL_ID,
    GUILD_ID,
    USER_ID,
    FakeDiscord,
    custom_ids,
    raw_custom_ids,
)
from tests.bot.discord.researchers import CITATIONS, ScriptedResearcher, assistant_with, code_heavy_report

QUESTION = "How do I fix too many connections errors in PostgreSQL?"
EPHEMERAL = 64


async def _answered(fake: FakeDiscord, token: str) -> dict:
    """An interaction's answer: the message of it that carries the buttons."""
    return await fake.wait_interaction_message(token, lambda m: bool(custom_ids(m)))


async def _replied(fake: FakeDiscord, token: str) -> dict:
    """An interaction's reply without buttons, once the original response holds it."""
    return await fake.wait_interaction_message(
        token, lambda m: bool(m["content"]) and "Researching" not in m["content"]
    )


async def test_research_defers_at_once_then_answers_in_the_original_response(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot():
        token = await fake.slash("research", question=QUESTION)
        answer = await _answered(fake, token)
        await fake.settle()

    callback = fake.callback(token)
    assert callback.body["type"] == 5  # deferred, "thinking…"
    edits = [c for c in fake.webhook_messages(token) if c.method == "PATCH"]
    assert edits[0].content.startswith("🔎 Researching")
    assert fake.interaction_messages(token) == [answer], "the thinking response became the answer"
    assert "**Sources**" in answer["content"]
    assert f"rb:rep:detailed:0:{CHANNEL_ID}" in custom_ids(answer)


async def test_summary_sources_reset_and_help_commands(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        await _answered(fake, await fake.slash("research", question=QUESTION))
        detailed = await _answered(fake, await fake.slash("summary", length="detailed"))

        sources = await _replied(fake, await fake.slash("sources"))
        reset = await _replied(fake, await fake.slash("reset"))
        after_reset = await _replied(fake, await fake.slash("summary", length="quick"))
        help_ = await _replied(fake, await fake.slash("help"))

    detailed_button = next(
        c for row in detailed["components"] for c in row["components"] if c["custom_id"].startswith("rb:rep:detailed")
    )
    assert detailed_button["style"] == 1
    assert sources["content"].startswith("Sources for") and "[1] " in sources["content"]
    assert "forgotten this thread" in reset["content"]
    assert "This thread was reset" in after_reset["content"], "not \"no answer in this thread yet\" under its answer"
    assert "Report lengths" in help_["content"]


async def test_sources_with_a_number_shows_that_one_source_quoted(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        await _answered(fake, await fake.slash("research", question=QUESTION))
        await _answered(fake, await fake.slash("summary", length="detailed"))
        one = await _replied(fake, await fake.slash("sources", number=2))
        missing = await _replied(fake, await fake.slash("sources", number=99))

    assert one["content"].startswith("**[2] ") and "\n> " in one["content"], "title, then the passage quoted"
    assert "Sources for" not in one["content"]
    assert "no source [99]" in missing["content"]


async def test_slash_command_in_a_bot_thread_uses_that_threads_conversation(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"<@{fake.bot_user['id']}> {QUESTION}", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        await fake.wait_message(thread_id, lambda m: bool(custom_ids(m)))
        detailed = await _answered(fake, await fake.slash("summary", thread_id, length="detailed"))

    assert f"rb:rep:detailed:0:{thread_id}" in custom_ids(detailed)
    assert int(detailed["channel_id"]) == thread_id


async def test_long_report_from_a_slash_command_is_attached_to_the_response(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    huge = code_heavy_report(9000)
    researcher = ScriptedResearcher(
        ReportSet(inline="Pool it [1].", quick="Size pools per instance [1].", detailed=huge), CITATIONS
    )
    async with run_bot(assistant_with(offline_settings, researcher)):
        await _answered(fake, await fake.slash("research", question=QUESTION))
        token = await fake.slash("summary", length="detailed")
        attached = await fake.wait_interaction_message(token, lambda m: bool(m["attachments"]))

    assert attached["attachments"][0]["filename"] == "detailed-report.md"
    assert "Size pools per instance [1]." in attached["content"]
    assert f"rb:rep:detailed:0:{CHANNEL_ID}" in custom_ids(attached)
    upload = next(c for c in fake.webhook_messages(token) if c.files)
    assert huge.split("\n")[0] in upload.files[0][1].decode()


async def test_bad_arguments_get_an_ephemeral_message(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        blank = await fake.slash("research", question="   ")
        bogus = await fake.slash("summary", length="enormous")
        await fake.wait_for(lambda c: c.path.endswith(f"/{bogus}/callback"))
        await fake.settle()

    for token, expected in ((blank, "include a question"), (bogus, "must be one of inline, quick, detailed")):
        callback = fake.callback(token)
        assert callback.body["type"] == 4
        assert callback.body["data"]["flags"] & EPHEMERAL
        assert expected in callback.body["data"]["content"]


async def test_report_buttons_switch_instantly_even_after_a_restart(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    researcher = ScriptedResearcher(
        ReportSet(
            inline="One line [1].", quick="A few sentences [1] [2].", detailed="## Full\n\nEvery detail [1] [2]."
        ),
        CITATIONS,
        suggestions=["How do I monitor the pool?"],
    )
    assistant = assistant_with(offline_settings, researcher)
    async with run_bot(assistant):
        token = await fake.slash("research", question=QUESTION)
        answer = await _answered(fake, token)

    # A new client (a restart) with the same session store: the old buttons still work.
    async with run_bot(assistant):
        click = await fake.click(answer, f"rb:rep:detailed:0:{CHANNEL_ID}")
        followup = await _answered(fake, click)
        await fake.settle()

    assert fake.callback(click).body["type"] == 6  # deferred update, no visible "thinking"
    assert followup["content"].startswith("## Full\n\nEvery detail [1] [2].")
    assert f"rb:rep:detailed:0:{CHANNEL_ID}" in custom_ids(followup)


async def test_suggested_follow_up_button_asks_it_in_the_same_conversation(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings
) -> None:
    researcher = ScriptedResearcher(
        ReportSet(inline="One line [1].", quick="A few sentences [1].", detailed="All [1]."),
        CITATIONS,
        suggestions=["How do I monitor the pool?"],
    )
    async with run_bot(assistant_with(offline_settings, researcher)):
        answer = await _answered(fake, await fake.slash("research", question=QUESTION))
        ask = next(
            c for row in answer["components"] for c in row["components"] if c["custom_id"].startswith("rb:ask:")
        )
        assert ask["label"] == "How do I monitor the pool?"
        click = await fake.click(answer, ask["custom_id"])
        final = await _answered(fake, click)
        await fake.settle()

    calls = fake.webhook_messages(click)
    assert calls[0].content.startswith("🔎 Researching")
    assert any("monitor the pool" in c.content for c in calls[1:-1]), "progress names the question's search"
    # The placeholder became the answer, which is the conversation's second analysis.
    assert fake.interaction_messages(click) == [final]
    assert f"rb:rep:quick:1:{CHANNEL_ID}" in custom_ids(final)


async def test_feedback_buttons_thank_the_user_privately(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        answer = await _answered(fake, await fake.slash("research", question=QUESTION))
        up = await fake.click(answer, f"rb:fb:up:0:{CHANNEL_ID}")
        await fake.wait_for(lambda c: c.path.startswith("/webhooks/") and f"/{up}" in c.path)
        down = await fake.click(answer, f"rb:fb:down:0:{CHANNEL_ID}")
        await fake.wait_for(lambda c: c.path.startswith("/webhooks/") and f"/{down}" in c.path)
        await fake.settle()

    for token, expected in ((up, "Thanks for the feedback"), (down, "regenerate")):
        message = fake.webhook_messages(token)[0]
        assert expected in message.content
        assert message.body["flags"] & EPHEMERAL


async def test_a_command_no_longer_registered_says_so_not_something_went_wrong(fake: FakeDiscord, run_bot: RunBot) -> None:
    # Discord keeps offering a removed or renamed command until the list is synced again: "/ask"
    # was told "Something went wrong ... Please try again", which can never succeed.
    async with run_bot():
        token = await fake.slash("ask", question=QUESTION)
        await fake.wait_for(lambda c: c.path.endswith(f"/{token}/callback"))

    callback = fake.callback(token)
    assert callback.body["data"]["flags"] & EPHEMERAL
    content = callback.body["data"]["content"]
    assert "`/ask` isn't one of my commands" in content and "/research" in content and "/help" in content
    assert "try again" not in content


async def test_a_button_this_version_does_not_know_is_answered_not_left_failing(fake: FakeDiscord, run_bot: RunBot) -> None:
    # A button on an old answer whose id no current button matches got no response at all:
    # Discord showed "This interaction failed".
    old = fake.message(CHANNEL_ID, "an answer from an older version", fake.bot_user)
    fake.messages[int(old["id"])] = old
    async with run_bot():
        token = await fake.interaction(3, {"custom_id": "rb:report:quick:0", "component_type": 2}, CHANNEL_ID, message=old)
        await fake.wait_for(lambda c: c.path.endswith(f"/{token}/callback"))

    callback = fake.callback(token)
    assert callback.body["data"]["flags"] & EPHEMERAL
    assert "no longer works" in callback.body["data"]["content"]


async def test_slash_command_in_a_disallowed_guild_is_refused_ephemerally(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot(discord_allowed_guilds=["42"]):
        token = await fake.slash("research", question=QUESTION)
        await fake.wait_for(lambda c: c.path.endswith(f"/{token}/callback"))

    callback = fake.callback(token)
    assert callback.body["data"]["flags"] & EPHEMERAL
    assert "not enabled here" in callback.body["data"]["content"]


async def test_config_by_a_member_with_manage_server_restricts_the_channels_sources(
    fake: FakeDiscord, run_bot: RunBot, offline_settings: Settings, web: SearxngFake
) -> None:
    assistant = await build_assistant(offline_settings.model_copy(update={"searxng_url": web.url}))
    try:
        async with run_bot(assistant):
            # Send Messages and friends, but not Manage Server: may look, may not change.
            member = await fake.slash("config", setting="sources", value="web", permissions="377957124160")
            refused = await _replied(fake, member)
            admin = await fake.slash("config", setting="sources", value="web")
            saved = await _replied(fake, admin)
            answer = await _answered(fake, await fake.slash("research", question="How do I reduce AWS Lambda cold starts?"))
            help_ = await _replied(fake, await fake.slash("help"))
            await fake.settle()
    finally:
        await assistant.aclose()

    assert "Manage Server" in refused["content"] and "Saved" in saved["content"]
    sources = answer["content"].split("**Sources**", 1)[1]
    assert "127.0.0.1" in sources and "corpus/" not in sources, "only the web is cited in this channel"
    assert "This channel's settings" in help_["content"] and "sources: web" in help_["content"]


async def test_a_corpora_setting_naming_no_indexed_folder_is_refused_and_names_the_folders(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # `/config setting:corpora value:corpuss` was saved as it was typed: every later question in the
    # channel found nothing ("I found nothing relevant…"), with no hint that the setting was the cause.
    async with run_bot():
        typo = await _replied(fake, await fake.slash("config", setting="corpora", value="corpuss"))
        shown = await _replied(fake, await fake.slash("config"))
        saved = await _replied(fake, await fake.slash("config", setting="corpora", value="Corpus"))

    assert typo["flags"] & EPHEMERAL
    assert "`corpuss`" in typo["content"] and "corpus" in typo["content"].split("`corpuss`", 1)[1]
    assert "Saved" not in typo["content"]
    assert "deployment's defaults" in shown["content"], "the typo was not kept"
    assert "Saved" in saved["content"] and "local document folders: corpus" in saved["content"]


async def test_config_in_a_dm_names_this_dms_settings_not_this_channels(fake: FakeDiscord, run_bot: RunBot) -> None:
    # `/config` in a DM said "This channel uses the deployment's defaults (no settings of its own)", and
    # a change there "Only … members with Manage Server (Discord) can change channel settings", though a DM
    # has no server: nobody's Manage Server reaches it.
    dm = fake.dm_channel()
    async with run_bot():
        shown = await _replied(fake, await fake.slash("config", dm))
        refused = await _replied(fake, await fake.slash("config", dm, setting="sources", value="corpus"))
        in_channel = await _replied(fake, await fake.slash("config"))
        await fake.settle()
    assert "This DM uses the deployment's defaults" in shown["content"], shown["content"]
    assert "channel" not in shown["content"], shown["content"]
    assert "A DM's settings can't be changed on Discord" in refused["content"], refused["content"]
    assert "channel" not in refused["content"] and "Slack" not in refused["content"], refused["content"]
    assert "This channel uses the deployment's defaults" in in_channel["content"], in_channel["content"]


async def test_trace_command_tells_how_the_latest_answer_was_researched(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        await _answered(fake, await fake.slash("research", question=QUESTION))
        traced = await _replied(fake, await fake.slash("trace"))

    assert traced["content"].startswith("**How I researched this**")
    assert "Citations:" in traced["content"] and "Quality:" in traced["content"]


async def test_an_option_of_the_wrong_type_is_named_not_something_went_wrong(fake: FakeDiscord, run_bot: RunBot) -> None:
    # A raw request (or a command list out of date) with `number: "abc"` or `question: 42` got
    # "Something went wrong ... try again", which never helps, and an error logged with a traceback.
    async with run_bot():
        wrong = [await fake.slash("sources", number="abc"), await fake.slash("research", question=42)]
        await fake.wait_for(lambda c: c.path.endswith(f"/{wrong[-1]}/callback"))
        await fake.settle()

    for token, option in zip(wrong, ("number", "question"), strict=True):
        data = fake.callback(token).body["data"]
        assert data["flags"] & EPHEMERAL and "went wrong" not in data["content"]
        assert f"`{option}`" in data["content"] and "/help" in data["content"]


async def test_a_command_whose_options_differ_from_this_version_says_the_list_is_old_not_discordpys_hint(
    fake: FakeDiscord, run_bot: RunBot, caplog: pytest.LogCaptureFixture
) -> None:
    # A command list registered by another version (an option renamed, or a required one missing)
    # showed the user discord.py's note for developers: "The signature for command 'research' is
    # different from the one provided by Discord ... your code is out of date ... sync the command tree".
    caplog.set_level(logging.WARNING, logger="bot.discord.slash")
    async with run_bot():
        stale = [await fake.slash("research"), await fake.slash("research", query=QUESTION)]
        await fake.wait_for(lambda c: c.path.endswith(f"/{stale[-1]}/callback"))
        await fake.settle()

    for token in stale:
        data = fake.callback(token).body["data"]
        assert data["flags"] & EPHEMERAL
        assert "signature" not in data["content"] and "your code" not in data["content"]
        assert "`/research`" in data["content"] and "sync-commands" in data["content"], data["content"]
        assert "mention me" in data["content"], "says what works meanwhile"
    warned = [r.getMessage() for r in caplog.records if "command_outdated" in r.getMessage()]
    assert len(warned) == 2 and all("name=research" in m for m in warned)


async def test_a_length_button_on_a_trimmed_answer_says_privately_it_is_gone_and_switches_nothing(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot(session_max_analyses=2):
        first = await _answered(fake, await fake.slash("research", question=QUESTION))
        for question in ("How do I size the PostgreSQL connection pool?", "What is PgBouncer?"):
            await _answered(fake, await fake.slash("research", question=question))
        click = await fake.click(first, f"rb:rep:detailed:0:{CHANNEL_ID}")
        await fake.wait_for(lambda c: c.path.startswith("/webhooks/") and f"/{click}" in c.path)
        await fake.settle()

    [note] = fake.webhook_messages(click)
    assert "no longer kept" in note.content and note.body["flags"] & EPHEMERAL
    assert not custom_ids(note.body) and "PgBouncer" not in note.content, "no other answer was shown in its place"


async def test_a_length_button_from_before_a_reset_says_privately_the_answer_was_cleared_and_switches_nothing(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot():
        old = await _answered(fake, await fake.slash("research", question=QUESTION))
        [detailed] = [i for i in raw_custom_ids(old) if i.startswith("rb:rep:detailed:0:")]
        assert len(detailed) <= 100 and detailed != f"rb:rep:detailed:0:{CHANNEL_ID}", "the button names its answer"
        reset = await fake.slash("reset")
        await _replied(fake, reset)
        await _answered(fake, await fake.slash("research", question="What is PgBouncer?"))
        click = await fake.click(old, detailed)
        await fake.wait_for(lambda c: c.path.startswith("/webhooks/") and f"/{click}" in c.path)
        await fake.settle()

    [note] = fake.webhook_messages(click)
    assert "cleared by a reset" in note.content and note.body["flags"] & EPHEMERAL
    assert not custom_ids(note.body) and "PgBouncer" not in note.content, "no other answer was shown in its place"


async def test_a_length_button_in_an_emptied_conversation_is_answered_privately(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        old = await _answered(fake, await fake.slash("research", question=QUESTION))
        await _replied(fake, await fake.slash("reset"))
        click = await fake.click(old, f"rb:rep:detailed:0:{CHANNEL_ID}")
        await fake.wait_for(lambda c: c.path.startswith("/webhooks/") and f"/{click}" in c.path)
        await fake.settle()

    notes = fake.webhook_messages(click)
    assert notes and all(n.body.get("flags", 0) & EPHEMERAL for n in notes if n.method == "POST")
    assert not [n for n in notes if n.method == "PATCH"], "the answer's message was not replaced"


async def test_a_research_command_holding_only_the_bots_mention_asks_for_a_question(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        token = await fake.slash("research", question=f"<@{BOT_ID}>")
        await fake.wait_for(lambda c: c.path.endswith(f"/{token}/callback"))
        await fake.settle()
    callback = fake.callback(token)
    assert callback.body["data"]["flags"] & EPHEMERAL
    assert "include a question" in callback.body["data"]["content"]
    assert callback.body["type"] == 4 and fake.webhook_messages(token) == [], "nothing was researched"


async def test_mentions_in_a_research_command_are_researched_as_the_names_people_see(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    # Discord passes mentions typed into an option as raw markup: the ids were the question.
    async with run_bot() as bot:
        token = await fake.slash("research", question=f"<@{BOT_ID}> why does <@{USER_ID}> see {QUESTION} in <#{CHANNEL_ID}>")
        await _answered(fake, token)
        await fake.settle()
        turns = (await bot.assistant.store.load(session_key(GUILD_ID, CHANNEL_ID, CHANNEL_ID))).turns
    asked = [t.content for t in turns if t.role == "user"]
    assert asked == [f"why does @alice see {QUESTION} in #general"], asked
