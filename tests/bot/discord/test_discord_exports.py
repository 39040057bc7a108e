"""Exports on Discord: `/export` and "export" in a thread, the file attached to the bot's message."""

from __future__ import annotations

import io

import docx
import pypdf
from tests.bot.discord.conftest import RunBot
from tests.bot.discord.fake_discord import FakeDiscord, custom_ids

QUESTION = "How do I fix too many connections errors in PostgreSQL?"
EPHEMERAL = 64


async def test_slash_export_attaches_the_pdf_to_the_reply(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        asked = await fake.slash("research", question=QUESTION)
        await fake.wait_interaction_message(asked, lambda m: bool(custom_ids(m)))
        token = await fake.slash("export", format="pdf", length="detailed")
        sent = await fake.wait_for(lambda c: f"/{token}" in c.path and bool(c.files))
        await fake.settle()

    [(name, content)] = sent.files
    assert name.endswith("-detailed.pdf") and name in sent.content and "📎" in sent.content
    [message] = [m for m in fake.interaction_messages(token) if m.get("attachments")]
    assert message["attachments"][0]["filename"] == name
    text = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(content)).pages).split())
    assert QUESTION in text and "Sources" in text and "[1]" in text


async def test_export_in_the_answers_thread_attaches_a_word_file_there(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"<@{fake.bot_user['id']}> {QUESTION}", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        await fake.wait_message(thread_id, lambda m: bool(custom_ids(m)))
        await fake.user_says("export the answer as docx", channel_id=thread_id)
        sent = await fake.wait_for(lambda c: c.path == f"/channels/{thread_id}/messages" and bool(c.files))
        await fake.settle()

    [(name, content)] = sent.files
    assert name.endswith(".docx")
    paragraphs = [p.text for p in docx.Document(io.BytesIO(content)).paragraphs]
    assert paragraphs[0] == QUESTION and "Sources" in paragraphs


async def test_export_before_any_answer_and_a_raw_unknown_format_are_answered_privately(
    fake: FakeDiscord, run_bot: RunBot
) -> None:
    async with run_bot():
        nothing = await fake.slash("export", format="md")
        told = await fake.wait_interaction_message(nothing, lambda m: bool(m["content"]))
        odd = await fake.slash("export", format="xlsx")
        usage = await fake.wait_for(lambda c: f"/{odd}" in c.path and "must be one of" in str(c.body))
        await fake.settle()

    assert "no report in this thread to export yet" in told["content"]
    assert not any(c.files for c in fake.calls)
    data = usage.body.get("data", usage.body)
    assert data["flags"] & EPHEMERAL and "md, html, pdf, docx" in data["content"]


async def test_a_refused_upload_is_said_in_the_thread(fake: FakeDiscord, run_bot: RunBot) -> None:
    async with run_bot():
        question = await fake.user_says(f"<@{fake.bot_user['id']}> {QUESTION}", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        await fake.wait_message(thread_id, lambda m: bool(custom_ids(m)))
        fake.fail_next("POST", rf"/channels/{thread_id}/messages", 413, 40005, "Request entity too large")
        await fake.user_says("export pdf", channel_id=thread_id)
        said = await fake.wait_message(thread_id, lambda m: "larger than this server" in m["content"])
        await fake.settle()

    assert said["content"].startswith("⚠️") and not said.get("attachments")


async def test_an_export_refused_for_want_of_attach_files_says_that_permission(fake: FakeDiscord, run_bot: RunBot) -> None:
    # The refusal said "missing a Discord permission here (Send Messages, Embed Links or Attach
    # Files)": three guesses, one of them a permission the bot never needs (it sends no embeds).
    async with run_bot():
        question = await fake.user_says(f"<@{fake.bot_user['id']}> {QUESTION}", mentions=[fake.bot_user])
        thread_id = int(question["id"])
        await fake.wait_message(thread_id, lambda m: bool(custom_ids(m)))
        fake.fail_next("POST", rf"/channels/{thread_id}/messages", 403, 50013, "Missing Permissions",
                       when=lambda body: bool(body.get("attachments")))
        await fake.user_says("export the answer as pdf", channel_id=thread_id)
        told = await fake.wait_message(thread_id, lambda m: m["content"].startswith("⚠️"))
        await fake.settle()

    assert "can't attach files in this channel" in told["content"] and "Attach Files permission" in told["content"]
    assert "Embed Links" not in told["content"]
