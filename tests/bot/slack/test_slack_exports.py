"""Exports through the real Bolt app: the file reaches the (fake) Slack in the thread."""

from __future__ import annotations

import io
import json

import docx
import pypdf
from tests.bot.slack.conftest import CHANNEL, USER, Harness, text_of
from tests.bot.slack.test_slack_conversations import QUESTION, _command_body
from tests.fakes.slack_api import FakeSlack


async def _in_thread(harness: Harness, root: str, text: str) -> None:
    event = {
        "type": "message", "channel_type": "channel", "user": USER, "text": text,
        "ts": harness.next_ts(), "thread_ts": root, "channel": CHANNEL,
    }
    resp, _ = await harness.event(event)
    assert resp.status == 200


def _uploaded(fake: FakeSlack) -> tuple[dict, dict, bytes]:  # type: ignore[type-arg]
    [asked] = fake.called("files.getUploadURLExternal")
    [complete] = fake.called("files.completeUploadExternal")
    [content] = fake.uploads.values()
    return asked, complete, content


async def test_export_pdf_in_a_thread_uploads_the_report_into_that_thread(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(root)
    await _in_thread(harness, root, "export pdf")
    await fake.wait_for(lambda: fake.called("files.completeUploadExternal"))
    await harness.settle()

    asked, complete, content = _uploaded(fake)
    assert complete["channel_id"] == CHANNEL and complete["thread_ts"] == root
    assert asked["filename"].endswith("-quick.pdf") and int(asked["length"]) == len(content)
    text = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(content)).pages).split())
    assert QUESTION in text and "[1]" in text and "Sources" in text
    note = [m for m in fake.in_thread(CHANNEL, root) if m.ts != answer.ts]
    assert len(note) == 1 and "📎" in text_of(note[0]) and asked["filename"] in text_of(note[0])


async def test_slash_export_sends_the_chosen_length_as_word_to_the_latest_thread(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    resp = await harness.command("export docx detailed")
    assert resp.status == 200
    await fake.wait_for(lambda: fake.called("files.completeUploadExternal"))
    await harness.settle()

    asked, complete, content = _uploaded(fake)
    assert complete["thread_ts"] == root and asked["filename"].endswith("-detailed.docx")
    paragraphs = [p.text for p in docx.Document(io.BytesIO(content)).paragraphs]
    assert paragraphs[0] == QUESTION
    assert "Sources" in paragraphs and paragraphs[paragraphs.index("Sources") + 1].startswith("1. ")


async def test_unknown_formats_get_the_usage_and_a_thread_without_an_answer_is_told_so(
    harness: Harness, fake: FakeSlack
) -> None:
    body = await _command_body(harness, "export xlsx")
    assert body["response_type"] == "ephemeral" and "export md|html|pdf|docx" in json.dumps(body)

    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await _in_thread(harness, root, "export csv")
    [private] = await fake.wait_for(lambda: fake.called("chat.postEphemeral"))
    assert "`md`" in json.dumps(private["blocks"]) and "`docx`" in json.dumps(private["blocks"])
    assert private["thread_ts"] == root

    await harness.dm("export html", channel="D1")
    reply = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.channel == "D1"])
    assert "no report in this thread to export yet" in text_of(reply[0])
    await harness.settle()
    assert not fake.called("files.getUploadURLExternal")


async def test_a_refused_upload_is_reported_in_the_thread(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(root)
    fake.fail("files.getUploadURLExternal", "not_allowed_token_type")
    await _in_thread(harness, root, "export md")
    await fake.wait_for(lambda: len(fake.in_thread(CHANNEL, root)) >= 3)
    await harness.settle()

    said = [text_of(m) for m in fake.in_thread(CHANNEL, root) if m.ts != answer.ts]
    assert any("📎" in s for s in said)
    assert any("couldn't attach" in s and ".md" in s and "not_allowed_token_type" in s for s in said)
    assert not fake.uploads


async def test_an_upload_refused_for_a_missing_scope_names_the_permission_to_add(harness: Harness, fake: FakeSlack) -> None:
    # An app installed before `files:write` was in its manifest: the thread was told
    # "Slack refused the message (missing_scope)", naming neither the scope nor the fix.
    root = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(root)
    fake.fail("files.getUploadURLExternal", "missing_scope", needed="files:write", provided="chat:write,commands")
    await _in_thread(harness, root, "export md")
    await fake.wait_for(lambda: len(fake.in_thread(CHANNEL, root)) >= 3)
    await harness.settle()

    said = [text_of(m) for m in fake.in_thread(CHANNEL, root) if m.ts != answer.ts]
    [note] = [s for s in said if "couldn't attach" in s]
    assert "`files:write`" in note and "reinstall" in note, note
    assert "refused the message" not in note and not fake.uploads


async def test_asking_for_the_answer_as_a_pdf_without_the_word_export_uploads_it(harness: Harness, fake: FakeSlack) -> None:
    # "can I get this as a pdf?" and "pdf please" were researched as follow-ups ("Pdf for AWS Lambda"),
    # a new answer about whatever the documents say of PDFs, and no file came.
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await _in_thread(harness, root, "can I get this as a pdf?")
    await fake.wait_for(lambda: fake.called("files.completeUploadExternal"))
    await harness.settle()
    asked, complete, _ = _uploaded(fake)
    assert complete["thread_ts"] == root and asked["filename"].endswith("-quick.pdf")
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"
