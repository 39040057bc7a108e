"""Signed Slack requests into the real Bolt app; what the local fake Slack receives."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from tests.bot.slack.conftest import CHANNEL, USER, Harness, sign
from tests.fakes.slack_api import BOT_USER, TEAM, FakeSlack, Message

from bot.slack.inbound import Where
from core.models import ThreadKey

QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


def text_of(message: Message) -> str:
    parts = []
    for block in message.blocks:
        if "text" in block:
            parts.append(block["text"]["text"])
        for element in block.get("elements", []):
            text = element.get("text")
            parts.append(text["text"] if isinstance(text, dict) else str(text or ""))
    return "\n".join(parts)


def buttons(message: Message) -> dict[str, dict[str, Any]]:
    return {e["action_id"]: e for b in message.blocks if b["type"] == "actions" for e in b["elements"]}


async def test_mention_is_answered_in_its_thread_with_citations_and_buttons(harness: Harness, fake: FakeSlack) -> None:
    ts = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(ts)

    body = text_of(answer)
    assert "*Sources*" in body and "[1]" in body
    assert set(buttons(answer)) >= {"rb:report:inline", "rb:report:quick", "rb:report:detailed", "rb:feedback:up", "rb:feedback:down"}
    assert any(k.startswith("rb:ask:") for k in buttons(answer)), "suggested follow-ups become buttons"
    assert answer.updates >= 1, "the placeholder became the answer"
    reactions = [(c["name"], "add") for c in fake.called("reactions.add")] + [(c["name"], "remove") for c in fake.called("reactions.remove")]
    assert ("eyes", "add") in reactions and ("eyes", "remove") in reactions and ("white_check_mark", "add") in reactions


async def test_follow_up_in_the_thread_needs_no_mention(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    ts = harness.next_ts()
    event = {"type": "message", "channel_type": "channel", "user": USER, "text": "how do I migrate from it?", "ts": ts, "thread_ts": root, "channel": CHANNEL}
    await harness.event(event)
    answers = await harness.answer_in(root, count=2)
    assert "Sources" in text_of(answers[-1])


async def test_thread_chatter_without_a_session_and_edits_and_bots_are_ignored(harness: Harness, fake: FakeSlack) -> None:
    ts = harness.next_ts()
    await harness.event({"type": "message", "channel_type": "channel", "user": USER, "text": "unrelated thread talk", "ts": ts, "thread_ts": "1500000000.000001", "channel": CHANNEL})
    await harness.event({"type": "message", "subtype": "message_changed", "channel": CHANNEL, "ts": harness.next_ts(), "message": {"text": "edited"}})
    await harness.event({"type": "message", "subtype": "channel_join", "user": "U9", "channel": CHANNEL, "ts": harness.next_ts(), "text": "joined"})
    await harness.event({"type": "message", "channel_type": "im", "user": "U7", "bot_id": "BOTHER", "text": "I am a bot", "ts": harness.next_ts(), "channel": "D1"})
    await harness.bot.tasks.drain(timeout=5)
    assert fake.called("chat.postMessage") == []


async def test_retried_event_and_its_message_twin_are_answered_once(harness: Harness, fake: FakeSlack) -> None:
    ts = harness.next_ts()
    mention = {"type": "app_mention", "user": USER, "text": f"<@{BOT_USER}> {QUESTION}", "ts": ts, "channel": CHANNEL}
    first, event_id = await harness.event(mention)
    retried, _ = await harness.event(mention, event_id=event_id, retry=1)
    # The same message also arrives as a DM-style message event in its own envelope.
    twin, _ = await harness.event({**mention, "type": "message", "channel_type": "im"})
    assert first.status == retried.status == twin.status == 200
    await harness.answer_in(ts)
    await harness.bot.tasks.drain(timeout=5)
    assert len(fake.in_thread(CHANNEL, ts)) == 1


async def test_bad_signature_is_rejected(harness: Harness, fake: FakeSlack) -> None:
    body = json.dumps({"type": "event_callback", "event_id": "Ev1", "team_id": TEAM, "event": {"type": "app_mention", "user": USER, "text": "hi", "ts": "1.1", "channel": CHANNEL}})
    headers = {"Content-Type": "application/json", **sign(body, secret="wrong")}
    async with harness.session.post(f"{harness.url}/slack/events", data=body, headers=headers) as resp:
        assert resp.status == 401
    stale = {"Content-Type": "application/json", **sign(body, ts=1_000_000)}
    async with harness.session.post(f"{harness.url}/slack/events", data=body, headers=stale) as resp:
        assert resp.status == 401
    await harness.bot.tasks.drain(timeout=5)
    assert fake.called("chat.postMessage") == []


async def test_url_verification_and_healthz(harness: Harness) -> None:
    body = json.dumps({"type": "url_verification", "challenge": "abc123", "token": "x"})
    async with harness.session.post(f"{harness.url}/slack/events", data=body, headers={"Content-Type": "application/json", **sign(body)}) as resp:
        assert resp.status == 200 and "abc123" in await resp.text()
    async with harness.session.get(f"{harness.url}/healthz") as resp:
        assert resp.status == 200 and (await resp.json())["ok"] is True


async def test_slash_question_is_posted_visibly_and_answered_in_its_thread(harness: Harness, fake: FakeSlack) -> None:
    resp = await harness.command(QUESTION)
    assert resp.status == 200
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    assert f"<@{USER}> asked:" in text_of(asked[0]) and "AWS Lambda" in text_of(asked[0])
    [answer] = await harness.answer_in(asked[0].ts)
    assert "*Sources*" in text_of(answer)

    await harness.command("summary detailed")
    answers = await harness.answer_in(asked[0].ts, count=2)
    assert "detailed summary" in text_of(answers[-1]).lower()
    await harness.command("sources")
    answers = await harness.answer_in(asked[0].ts, count=3)
    assert "[1]" in text_of(answers[-1])
    assert any("latest thread" in r.get("text", "") for r in fake.responses)


async def test_slash_usage_help_and_no_thread_are_private(harness: Harness, fake: FakeSlack) -> None:
    for text in ("", "summary huge"):
        body = await _command_body(harness, text)
        assert body["response_type"] == "ephemeral" and "Usage" in json.dumps(body)
    help_body = await _command_body(harness, "help")
    assert help_body["response_type"] == "ephemeral" and "Report lengths" in json.dumps(help_body)
    await harness.command("reset", user="U-new")
    await fake.wait_for(lambda: fake.responses)
    assert "don't have a thread" in fake.responses[0]["text"]
    assert fake.called("chat.postMessage") == []


async def _command_body(harness: Harness, text: str) -> dict[str, Any]:
    body = urlencode({"team_id": TEAM, "channel_id": CHANNEL, "user_id": USER, "command": "/research", "text": text, "response_url": harness.fake.response_url()})
    headers = {"Content-Type": "application/x-www-form-urlencoded", **sign(body)}
    async with harness.session.post(f"{harness.url}/slack/events", data=body, headers=headers) as resp:
        assert resp.status == 200
        return await resp.json()


async def test_each_button(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(root)

    await harness.click(answer, "rb:report:inline")
    await fake.wait_for(lambda: "inline summary" in text_of(fake.messages[answer.ts]).lower())
    assert buttons(fake.messages[answer.ts])["rb:report:inline"].get("style") == "primary"
    await harness.click(fake.messages[answer.ts], "rb:report:detailed")
    await fake.wait_for(lambda: "detailed summary" in text_of(fake.messages[answer.ts]).lower())
    assert len(fake.in_thread(CHANNEL, root)) == 1, "report switches edit the answer in place"
    session = await harness.bot.assistant.store.load(_key(root))
    assert len(session.analyses) == 1 and session.analyses[0].usage.llm_calls == 0, "switching researched nothing"

    await harness.click(fake.messages[answer.ts], "rb:feedback:up")
    thanks = await fake.wait_for(lambda: fake.called("chat.postEphemeral"))
    assert "Thanks" in json.dumps(thanks[-1]) and thanks[-1]["user"] == USER
    session = await harness.bot.assistant.store.load(_key(root))
    assert [f.value for f in session.analyses[0].feedback] == ["up"]

    await harness.click(fake.messages[answer.ts], "rb:ask:0")
    messages = await harness.answer_in(root, count=3)
    assert any(f"<@{USER}> asked:" in text_of(m) for m in messages)
    assert "*Sources*" in text_of(messages[-1])
    assert len((await harness.bot.assistant.store.load(_key(root))).analyses) == 2


def _key(thread_ts: str) -> ThreadKey:
    return Where(TEAM, None, CHANNEL, thread_ts).key


async def test_dm_is_one_conversation_per_dm_thread(harness: Harness, fake: FakeSlack) -> None:
    ts = harness.next_ts()
    await harness.event({"type": "message", "channel_type": "im", "user": USER, "text": QUESTION, "ts": ts, "channel": "D1"})
    answers = await fake.wait_for(lambda: [m for m in fake.in_thread("D1", ts) if not m.text.startswith("⏳")])
    assert "Sources" in text_of(answers[0])


async def test_workspaces_never_share_sessions(harness: Harness, fake: FakeSlack) -> None:
    assert Where("T1", None, "C1", "1.1").key != Where("T2", None, "C1", "1.1").key
    assert Where("T1", "E1", "C1", "1.1").key.session_id != Where("T1", None, "C1", "1.1").key.session_id
