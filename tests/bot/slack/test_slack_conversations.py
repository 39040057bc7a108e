"""Signed Slack requests into the real Bolt app; what the local fake Slack receives."""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import urlencode

import pytest

from tests.bot.slack.conftest import CHANNEL, USER, Harness, sign, start_harness, text_of
from tests.fakes.slack_api import BOT_USER, TEAM, FakeSlack, Message

from bot.slack.inbound import Where
from bot.slack.settings import SlackSettings
from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Action, PendingPlan, Plan, PlanStep, ThreadKey

QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


def buttons(message: Message) -> dict[str, dict[str, Any]]:
    return {e["action_id"]: e for b in message.blocks if b["type"] in ("actions", "context_actions") for e in b["elements"]}


def _said(harness: Harness, root: str, text: str, user: str = USER) -> dict[str, Any]:
    """A message typed in the thread `root` (not a mention), as Slack's Events API sends it."""
    return {"type": "message", "channel_type": "channel", "user": user, "text": text, "ts": harness.next_ts(),
            "thread_ts": root, "channel": CHANNEL}


async def test_mention_is_answered_in_its_thread_by_a_stream_with_citations_controls_and_feedback(
    harness: Harness, fake: FakeSlack
) -> None:
    ts = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(ts)

    [start] = fake.called("chat.startStream")
    # Outside a DM, Slack must be told whose stream it is.
    assert start["thread_ts"] == ts and start["recipient_user_id"] == USER and start["recipient_team_id"] == TEAM
    assert start["task_display_mode"] == "plan"
    body = text_of(answer)
    assert "**Sources**" in body and "[1]" in body
    assert answer.tasks and all(t["status"] == "complete" for t in answer.tasks.values()), "every step ends complete"
    assert any(t["title"].startswith("Searching") for t in answer.tasks.values())
    assert set(buttons(answer)) >= {"rb:report:inline", "rb:report:quick", "rb:report:detailed", "rb:feedback"}
    assert any(k.startswith("rb:ask:") for k in buttons(answer)), "suggested follow-ups become buttons"
    feedback = next(b for b in answer.blocks if b["type"] == "context_actions")
    assert feedback["elements"][0]["type"] == "feedback_buttons"
    assert not fake.called("reactions.add") and not fake.called("reactions.remove"), "the stream itself shows the work"
    assert not fake.called("chat.postMessage"), "no placeholder: the stream is the answer"


async def test_follow_up_in_the_thread_needs_no_mention(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    ts = harness.next_ts()
    event = {"type": "message", "channel_type": "channel", "user": USER, "text": "how do I migrate from it?", "ts": ts, "thread_ts": root, "channel": CHANNEL}
    await harness.event(event)
    answers = await harness.answer_in(root, count=2)
    assert "Sources" in text_of(answers[-1])


async def test_people_mentioned_in_a_question_are_read_by_name_not_by_id(harness: Harness, fake: FakeSlack) -> None:
    # Slack sends other people's mentions as bare ids (<@U0777>): the question was researched,
    # stored and titled as "… for @U0777" (Discord's were already read as names).
    fake.user_names["U0777"] = "alice"
    fake.missing_users.add("U0888")
    root = await harness.mention("how should <@U0777> size the RDS connection pool?")
    await harness.answer_in(root)
    [asked] = (await harness.assistant.store.load(_key(root))).turns[:1]
    assert asked.content == "how should @alice size the RDS connection pool?"
    # A DM (the Messages tab) is read the same way; one Slack can't name stays the id.
    ts = await harness.dm("what does <@U0777> mean by <@U0888>'s pooler?")
    await harness.answer_in(ts, channel="D1")
    dm_key = ThreadKey(platform="slack", workspace=TEAM, channel="D1", thread=ts)
    assert (await harness.assistant.store.load(dm_key)).turns[0].content == "what does @alice mean by @U0888's pooler?"
    assert len(fake.called("users.info")) == 2, "a name is asked of Slack once"


async def test_a_thread_message_addressed_to_someone_else_is_left_to_them(harness: Harness, fake: FakeSlack) -> None:
    # In the bot's thread, "@alice can you check this against our setup?" was researched and
    # answered as a follow-up: people talking to each other there got the bot's answers (and model calls).
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    for text in ("<@U0777> can you check this against our setup?", "<@U0777>, <@U0888> thoughts?"):
        event = _said(harness, root, text)
        await harness.event(event)
    await harness.settle()
    assert len(fake.called("chat.startStream")) == 1, "only the first question was answered"
    # Naming someone later in a follow-up, or the bot first, is still said to the bot.
    event = {"type": "message", "channel_type": "channel", "user": USER, "text": "how do I migrate from it? cc <@U0777>",
             "ts": harness.next_ts(), "thread_ts": root, "channel": CHANNEL}
    await harness.event(event)
    await harness.answer_in(root, count=2)
    await harness.mention("<@U0777> asks: how does ECS scale?", thread_ts=root)
    await harness.answer_in(root, count=3)


async def test_small_talk_people_say_to_each_other_in_the_thread_is_left_to_them(harness: Harness, fake: FakeSlack) -> None:
    # In a thread of several people the bot answered "lol", "thanks" and "ok" that colleagues said
    # to each other: small talk unaddressed is answered only from someone who asked there.
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)

    for text in ("lol", "thanks!", "ok", "lgtm"):
        await harness.event(_said(harness, root, text, "U0777"))
    await harness.settle()
    assert len(fake.in_thread(CHANNEL, root)) == 1, [text_of(m) for m in fake.in_thread(CHANNEL, root)]
    # Said to the bot, by mention, it is answered; so is the asker's own.
    await harness.mention("thanks!", thread_ts=root, user="U0777")
    assert "welcome" in text_of((await harness.answer_in(root, count=2))[-1])
    await harness.event(_said(harness, root, "thanks!", USER))
    assert "welcome" in text_of((await harness.answer_in(root, count=3))[-1])
    # Who asks a question in the thread is one of its askers from then on.
    await harness.event(_said(harness, root, "how do I migrate from it?", "U0777"))
    await harness.answer_in(root, count=4)
    await harness.event(_said(harness, root, "ok", "U0777"))
    assert "Glad it helps" in text_of((await harness.answer_in(root, count=5))[-1])


async def test_a_bare_number_or_more_from_a_colleague_in_the_thread_is_left_to_the_people_there(
    harness: Harness, fake: FakeSlack
) -> None:
    # "2" and "more" open a source and the longer report for whoever asked; said unaddressed by a
    # colleague in a thread of several people, they are as likely a vote or a reply to someone else.
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)

    for text in ("2", "more"):
        await harness.event(_said(harness, root, text, "U0777"))
    await harness.settle()
    assert len(fake.in_thread(CHANNEL, root)) == 1, [text_of(m) for m in fake.in_thread(CHANNEL, root)]
    await harness.event(_said(harness, root, "2", USER))
    assert text_of((await harness.answer_in(root, count=2))[-1]).startswith("*[2]")
    await harness.mention("more", thread_ts=root, user="U0777")
    await harness.answer_in(root, count=3)
    assert len(fake.called("chat.startStream")) == 1, "nothing was researched"


async def test_a_file_uploaded_without_words_is_told_it_is_not_read(harness: Harness, fake: FakeSlack) -> None:
    ts = harness.next_ts()
    event = {"type": "message", "subtype": "file_share", "channel_type": "im", "user": USER, "text": "", "ts": ts,
             "channel": "D1", "files": [{"id": "F1", "name": "runbook.pdf"}]}
    await harness.event(event)
    [reply] = await harness.answer_in(ts, channel="D1")
    assert "can't read attached files (runbook.pdf)" in text_of(reply)
    assert fake.called("chat.startStream") == [], "nothing is researched"


async def test_thread_chatter_without_a_session_and_edits_and_bots_are_ignored(harness: Harness, fake: FakeSlack) -> None:
    ts = harness.next_ts()
    await harness.event({"type": "message", "channel_type": "channel", "user": USER, "text": "unrelated thread talk", "ts": ts, "thread_ts": "1500000000.000001", "channel": CHANNEL})
    await harness.event({"type": "message", "subtype": "message_changed", "channel": CHANNEL, "ts": harness.next_ts(), "message": {"text": "edited"}})
    await harness.event({"type": "message", "subtype": "channel_join", "user": "U9", "channel": CHANNEL, "ts": harness.next_ts(), "text": "joined"})
    await harness.event({"type": "message", "channel_type": "im", "user": "U7", "bot_id": "BOTHER", "text": "I am a bot", "ts": harness.next_ts(), "channel": "D1"})
    await harness.settle()
    assert fake.called("chat.postMessage") == [] and fake.called("chat.startStream") == []


def _edited(
    ts: str, old: str, new: str, edit_ts: str, thread_ts: str | None = None, channel: str = CHANNEL
) -> dict[str, Any]:
    """Slack's `message_changed` event for a message edited from `old` to `new`."""
    message: dict[str, Any] = {"type": "message", "user": USER, "text": new, "ts": ts, "edited": {"user": USER, "ts": edit_ts}}
    if thread_ts:
        message["thread_ts"] = thread_ts
    return {"type": "message", "subtype": "message_changed", "hidden": True, "channel": channel,
            "channel_type": "im" if channel.startswith("D") else "channel",
            "ts": edit_ts, "event_ts": edit_ts, "message": message, "previous_message": {**message, "text": old}}


@pytest.mark.parametrize("channel", [CHANNEL, "D1"])
async def test_an_edited_question_is_answered_again_while_nothing_was_asked_after_it(
    harness: Harness, fake: FakeSlack, channel: str
) -> None:
    mention = f"<@{BOT_USER}> " if channel == CHANNEL else ""
    root = await (harness.mention if channel == CHANNEL else harness.dm)("What is AWS Lambda?")
    await harness.answer_in(root, channel=channel)
    await harness.event(_edited(root, f"{mention}What is AWS Lambda?", f"{mention}{QUESTION}", harness.next_ts(), channel=channel))
    answers = await harness.answer_in(root, count=2, channel=channel)
    assert "Sources" in text_of(answers[-1])
    key = Where(TEAM, None, channel, root).key
    asked = [t.content for t in (await harness.assistant.store.load(key)).turns if t.role == "user"]
    assert asked == ["What is AWS Lambda?", QUESTION]


async def test_a_question_edited_while_its_answer_is_researched_is_answered_as_edited_once(
    harness: Harness, fake: FakeSlack
) -> None:
    root = harness.next_ts()
    first = f"<@{BOT_USER}> What is AWS Lambda?"
    # The thread's turn lock held: the first answer has begun and waits when the typo is fixed.
    async with harness.assistant.store.lock(_key(root)):
        await harness.event({"type": "app_mention", "user": USER, "text": first, "ts": root, "channel": CHANNEL})
        [stream] = await fake.wait_for(lambda: fake.streams())
        await harness.event(_edited(root, first, f"<@{BOT_USER}> {QUESTION}", harness.next_ts()))
        await fake.wait_for(lambda: len(fake.streams()) == 2 or stream.ts not in fake.messages)
    [answer] = await harness.answer_in(root)
    assert stream.ts not in fake.messages, "the answer to the words as first sent was taken down"
    assert "Sources" in text_of(answer)
    asked = [t.content for t in (await harness.assistant.store.load(_key(root))).turns if t.role == "user"]
    assert asked == [QUESTION]


async def test_a_question_refused_as_too_long_is_answered_once_edited_shorter(harness: Harness, fake: FakeSlack) -> None:
    # Told "That message is 5,000 characters … please shorten it", the user edits it.
    long = f"<@{BOT_USER}> What is AWS Lambda? " + "x" * 5000
    root = await harness.mention(long.removeprefix(f"<@{BOT_USER}> "))
    [refusal] = await harness.answer_in(root)
    assert "Please shorten it" in text_of(refusal)
    await harness.event(_edited(root, long, f"<@{BOT_USER}> {QUESTION}", harness.next_ts()))
    answers = await harness.answer_in(root, count=2)
    assert "Sources" in text_of(answers[-1])


async def test_a_channel_message_edited_to_mention_the_bot_is_answered_in_its_thread(harness: Harness, fake: FakeSlack) -> None:
    # Slack sends no app_mention for an edit: the edited message event is all there is.
    ts = harness.next_ts()
    await harness.event({"type": "message", "channel_type": "channel", "user": USER, "text": QUESTION, "ts": ts, "channel": CHANNEL})
    await harness.settle()
    assert fake.called("chat.startStream") == [], "channel chatter without a mention is not for the bot"
    await harness.event(_edited(ts, QUESTION, f"<@{BOT_USER}> {QUESTION}", harness.next_ts()))
    [answer] = await harness.answer_in(ts)
    assert "Sources" in text_of(answer)


async def test_edits_that_change_no_words_or_an_older_question_are_not_answered(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention("What is AWS Lambda?")
    await harness.answer_in(root)
    # A link unfurling or a file added changes the message, not its words.
    same = f"<@{BOT_USER}> What is AWS Lambda?"
    await harness.event(_edited(root, same, same, harness.next_ts()))
    follow = harness.next_ts()
    await harness.event({"type": "message", "channel_type": "channel", "user": USER, "text": "how do I migrate from it?",
                         "ts": follow, "thread_ts": root, "channel": CHANNEL})
    await harness.answer_in(root, count=2)
    # The conversation moved on past the first question: editing it re-asks nothing.
    await harness.event(_edited(root, same, f"<@{BOT_USER}> {QUESTION}", harness.next_ts()))
    await harness.settle()
    assert len([m for m in fake.in_thread(CHANNEL, root) if m.ts != root]) == 2
    assert len((await harness.assistant.store.load(_key(root))).turns) == 4


@pytest.mark.parametrize("how", ["deleted", "tombstone"])
async def test_a_question_deleted_before_its_answer_is_done_takes_the_answer_in_progress_down(
    harness: Harness, fake: FakeSlack, how: str
) -> None:
    root = harness.next_ts()
    # The thread's turn lock held: the answer has begun (its stream is open) and waits.
    async with harness.assistant.store.lock(_key(root)):
        await harness.event({"type": "app_mention", "user": USER, "text": f"<@{BOT_USER}> {QUESTION}", "ts": root, "channel": CHANNEL})
        [stream] = await fake.wait_for(lambda: fake.streams())
        if how == "deleted":
            gone = {"type": "message", "subtype": "message_deleted", "hidden": True, "channel": CHANNEL,
                    "ts": harness.next_ts(), "deleted_ts": root, "previous_message": {"type": "message", "user": USER, "ts": root}}
        else:
            # A deleted message with replies stays as a tombstone.
            gone = {"type": "message", "subtype": "message_changed", "hidden": True, "channel": CHANNEL, "ts": harness.next_ts(),
                    "message": {"type": "message", "subtype": "tombstone", "text": "This message was deleted.", "ts": root, "hidden": True}}
        await harness.event(gone)
        await fake.wait_for(lambda: not len(harness.pipeline))
    await harness.settle()
    assert stream.ts not in fake.messages, "the answer in progress was taken down"
    ends = [c.method for c in fake.calls if c.args.get("ts") == stream.ts and c.method in ("chat.stopStream", "chat.delete")]
    assert ends == ["chat.stopStream", "chat.delete"], "ended before deleted: a refused delete leaves no stream open"
    assert fake.in_thread(CHANNEL, root) == []
    assert not fake.called("reactions.add"), "no failure is marked on a question that is gone"
    assert (await harness.assistant.store.load(_key(root))).turns == []


async def test_stop_in_a_thread_stops_its_answer_in_progress_and_keeps_the_thread(harness: Harness, fake: FakeSlack) -> None:
    # "stop" waited behind the answer it meant to stop, and was then researched ("Cancel for Redis").
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    kept = await harness.assistant.store.load(_key(root))

    async with harness.assistant.store.lock(_key(root)):
        # The follow-up's answer has begun (its stream is open) and waits on the thread.
        await harness.event(_said(harness, root, "how do I migrate from it?"))
        stream = (await fake.wait_for(lambda: fake.streams()[1:]))[0]
        # Someone else's "stop" in a shared thread is not the asker's.
        await harness.event(_said(harness, root, "stop", user="U0OTHER"))
        await harness.event(_said(harness, root, "never mind, stop"))
        await fake.wait_for(lambda: not len(harness.pipeline))
    await harness.settle()
    replies = [text_of(m) for m in fake.in_thread(CHANNEL, root) if not m.stream_args]
    assert any("nothing to stop" in r for r in replies), replies
    assert any(r.startswith("Stopped: I won't answer “how do I migrate from it?”") for r in replies), replies
    assert stream.ts not in fake.messages, "the answer in progress was taken down"
    after = await harness.assistant.store.load(_key(root))
    assert after.turns == kept.turns and len(after.analyses) == 1, "the thread is as it was"
    assert not fake.called("reactions.add")
    # The thread goes on: its first answer still answers a follow-up.
    await harness.event(_said(harness, root, "sources"))
    assert "[1]" in text_of((await harness.answer_in(root, count=4))[-1])
    # With nothing running, "stop" is answered in the thread (a plan waiting there would be dropped).
    await harness.event(_said(harness, root, "stop"))
    assert "nothing to stop" in text_of((await harness.answer_in(root, count=5))[-1])


async def test_stop_drops_the_waiting_plan_even_while_someone_elses_turn_holds_the_thread(
    harness: Harness, fake: FakeSlack
) -> None:
    # With a colleague's turn running in the thread, "stop" said at once "nothing to stop", and the
    # plan waiting there for `go` stayed (a later bare "yes" ran it).
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    session = await harness.assistant.store.load(_key(root))
    session.pending_plan = PendingPlan(
        plan=Plan(question=QUESTION, steps=[PlanStep(id=1, question=QUESTION, tool="search_docs", query="lambda ecs")]),
        question=QUESTION, standalone=QUESTION,
    )
    await harness.assistant.store.save(session)

    async with harness.assistant.store.lock(_key(root)):
        await harness.event(_said(harness, root, "sources", user="U0OTHER"))
        await fake.wait_for(lambda: len(harness.pipeline) == 1)
        await harness.event(_said(harness, root, "stop"))
        await asyncio.sleep(0.2)
    await harness.settle()
    replies = [text_of(m) for m in fake.in_thread(CHANNEL, root)[1:]]
    assert not any("nothing to stop" in r for r in replies), replies
    assert any(r.startswith("OK, I've dropped the plan") for r in replies), replies
    assert (await harness.assistant.store.load(_key(root))).pending_plan is None


async def test_a_colleagues_go_to_the_bot_leaves_the_askers_waiting_plan(harness: Harness, fake: FakeSlack) -> None:
    # A colleague's "@bot go" ran the plan the asker was still reading, on the asker's behalf.
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    session = await harness.assistant.store.load(_key(root))
    session.pending_plan = PendingPlan(
        plan=Plan(question=QUESTION, steps=[PlanStep(id=1, question=QUESTION, tool="search_docs", query="lambda ecs")]),
        question=QUESTION, standalone=QUESTION, user=USER,
    )
    await harness.assistant.store.save(session)
    for said in ("go", "yes", "drop step 1"):
        await harness.mention(said, thread_ts=root, user="U0777")
    replies = [text_of(m) for m in (await harness.answer_in(root, count=4))[1:]]
    assert all("someone else's" in r for r in replies), replies
    assert len(fake.called("chat.startStream")) == 1, "nothing was researched"
    kept = (await harness.assistant.store.load(_key(root))).pending_plan
    assert kept is not None and len(kept.plan.steps) == 1
    # The asker's own word still reaches it.
    await harness.mention("stop", thread_ts=root)
    assert text_of((await harness.answer_in(root, count=5))[-1]).startswith("OK, I've dropped the plan")


async def test_summarize_this_thread_recaps_the_threads_answers_without_research(harness: Harness, fake: FakeSlack) -> None:
    # "@bot summarize this thread" was researched over the corpus ("Summarize this thread for AWS Lambda").
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await harness.mention("summarize this thread", thread_ts=root)
    recap = text_of((await harness.answer_in(root, count=2))[-1])
    assert "What I've answered here so far (1 answer)" in recap and "(answer 1)" in recap, recap
    # The closing hint is a paragraph of its own: it was drawn indented inside the list's last item.
    assert "\nSay `answer 1`" in recap and "(answer 1)\n " not in recap, recap
    assert len(fake.called("chat.startStream")) == 1, "nothing was researched"
    # Slack's /research says it as in a thread: it acts on the latest thread, not as a question.
    await harness.command("summarize this thread")
    assert "(answer 1)" in text_of((await harness.answer_in(root, count=3))[-1])
    # In a thread of people the bot was never asked in, it says what it can summarise.
    other = harness.next_ts()
    await harness.mention("tl;dr of this thread", thread_ts=other)
    [said] = await harness.answer_in(other)
    assert "nothing to summarise" in text_of(said) and "only read messages said to me" in text_of(said)


async def test_retried_event_and_its_message_twin_are_answered_once(harness: Harness, fake: FakeSlack) -> None:
    ts = harness.next_ts()
    mention = {"type": "app_mention", "user": USER, "text": f"<@{BOT_USER}> {QUESTION}", "ts": ts, "channel": CHANNEL}
    first, event_id = await harness.event(mention)
    retried, _ = await harness.event(mention, event_id=event_id, retry=1)
    # The same message also arrives as a message event in its own envelope.
    twin, _ = await harness.event({**mention, "type": "message", "channel_type": "channel", "thread_ts": ts, "text": QUESTION})
    assert first.status == retried.status == twin.status == 200
    await harness.answer_in(ts)
    await harness.settle()
    assert len(fake.in_thread(CHANNEL, ts)) == 1
    assert len(fake.called("chat.startStream")) == 1


async def test_bad_signature_stale_and_malformed_timestamps_are_rejected(harness: Harness, fake: FakeSlack) -> None:
    body = json.dumps({"type": "event_callback", "event_id": "Ev1", "team_id": TEAM, "event": {"type": "app_mention", "user": USER, "text": "hi", "ts": "1.1", "channel": CHANNEL}})
    for headers in (sign(body, secret="wrong"), sign(body, ts=1_000_000), sign(body, ts="soon"), sign(body, ts="1e9")):
        async with harness.session.post(f"{harness.url}/slack/events", data=body, headers={"Content-Type": "application/json", **headers}) as resp:
            assert resp.status == 401, headers
    await harness.settle()
    assert fake.called("chat.postMessage") == [] and fake.called("chat.startStream") == []


async def test_signed_but_malformed_bodies_get_a_4xx_not_a_500(harness: Harness) -> None:
    bodies = [
        ("application/json", '{"type": "event_callback", "event": '),
        ("application/json", "[1, 2, 3]"),
        ("application/x-www-form-urlencoded", "payload=%7Bnot-json"),
        ("application/x-www-form-urlencoded", urlencode({"payload": json.dumps(["not", "an", "object"])})),
    ]
    for content_type, body in bodies:
        async with harness.session.post(
            f"{harness.url}/slack/events", data=body, headers={"Content-Type": content_type, **sign(body)}
        ) as resp:
            assert 400 <= resp.status < 500, (body, resp.status, await resp.text())


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
    assert "**Sources**" in text_of(answer)

    await _detailed_then_sources(harness, asked[0].ts, "summary detailed", "sources")
    assert any("latest thread" in r.get("text", "") for r in fake.responses)


async def _detailed_then_sources(harness: Harness, root: str, detailed: str, sources: str) -> None:
    """`/research <detailed>` switches the latest thread to its detailed report, then `/research <sources>` lists them."""
    await harness.command(detailed)
    answers = await harness.answer_in(root, count=2)
    assert "detailed summary" in text_of(answers[-1]).lower()
    await harness.command(sources)
    answers = await harness.answer_in(root, count=3)
    assert "[1]" in text_of(answers[-1])


async def test_a_slash_question_keeps_its_lines(harness: Harness, fake: FakeSlack) -> None:
    # A pasted error or snippet keeps its lines, as it would in a message.
    question = "Why does my Lambda time out?\n```\nTask timed out after 3.00 seconds\n```"
    await harness.command(question)
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    await harness.answer_in(asked[0].ts)
    assert "\nTask timed out after 3.00 seconds\n" in text_of(asked[0])
    key = Where(TEAM, None, CHANNEL, asked[0].ts).key
    assert [t.content for t in (await harness.assistant.store.load(key)).turns if t.role == "user"] == [question]


async def test_a_thread_command_runs_in_the_thread_when_its_private_note_cannot_be_sent(harness: Harness, fake: FakeSlack) -> None:
    # "/research sources" first says, privately, "Done in your latest thread": when that note
    # failed (the response_url unreachable), the sources were never posted, and nothing was said.
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await harness.command("sources", response_url=f"{fake.base}/gone")
    answers = await harness.answer_in(root, count=2)
    assert "[1]" in text_of(answers[-1]) and "Sources" in text_of(answers[-1])


async def test_slash_usage_help_and_no_thread_are_private(harness: Harness, fake: FakeSlack) -> None:
    for text in ("", "summary huge"):
        body = await _command_body(harness, text)
        assert body["response_type"] == "ephemeral" and "Usage" in json.dumps(body)
    await harness.command("help")
    help_ = await fake.wait_for(lambda: [r for r in fake.responses if "Report lengths" in json.dumps(r)])
    assert help_[0]["response_type"] == "ephemeral"
    await harness.command("reset", user="U-new")
    await fake.wait_for(lambda: [r for r in fake.responses if "have a thread" in r.get("text", "")])
    assert fake.called("chat.postMessage") == []


async def test_slash_usage_shows_its_placeholders_as_text_not_as_links(harness: Harness) -> None:
    # The usage was sent as mrkdwn with `<question>` unescaped: Slack reads <…> as a link,
    # even in code, so "/research <question>" showed as "/research" and a link.
    body = await _command_body(harness, "")
    texts = [body["text"], *(b["text"]["text"] for b in body["blocks"])]
    assert all("<" not in t and ">" not in t for t in texts)
    assert "`/research &lt;question&gt;`" in body["blocks"][0]["text"]["text"]


async def test_slash_plan_without_a_question_gets_the_usage_not_a_plan_for_a_word(harness: Harness, fake: FakeSlack) -> None:
    # "/research plan only" was planned as research into the question "only".
    for text in ("plan", "plan only", "plan:", "plan only —"):
        body = await _command_body(harness, text)
        assert body.get("response_type") == "ephemeral" and "Usage" in json.dumps(body), text
    await harness.settle()
    assert fake.called("chat.postMessage") == [], "no question was posted to research"


async def test_slash_plan_asks_for_the_plan_instead_of_researching_the_words_plan_only(harness: Harness, fake: FakeSlack) -> None:
    # "/research plan What is Redis?" was researched as the question "plan only: What is Redis?"
    # (an answer about Savings Plans, with model calls when a model is set) instead of being planned.
    await harness.command("plan What is Redis?")
    await harness.settle()
    [asked] = [m for m in fake.messages.values() if m.thread_ts is None]
    [reply] = await harness.answer_in(asked.ts)
    assert "don't plan research" in text_of(reply), text_of(reply)
    session = await harness.assistant.store.load(_key(asked.ts))
    assert session.analyses == [], "nothing was researched"


async def _command_body(harness: Harness, text: str, channel: str = CHANNEL) -> dict[str, Any]:
    body = urlencode({"team_id": TEAM, "channel_id": channel, "user_id": USER, "command": "/research", "text": text, "response_url": harness.fake.response_url()})
    headers = {"Content-Type": "application/x-www-form-urlencoded", **sign(body)}
    async with harness.session.post(f"{harness.url}/slack/events", data=body, headers=headers) as resp:
        assert resp.status == 200
        return await resp.json()


async def test_each_button_and_the_feedback_buttons(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(root)

    await harness.click(answer, "rb:report:inline")
    await fake.wait_for(lambda: "inline summary" in text_of(fake.messages[answer.ts]).lower())
    assert buttons(fake.messages[answer.ts])["rb:report:inline"].get("style") == "primary"
    await harness.click(fake.messages[answer.ts], "rb:report:detailed")
    await fake.wait_for(lambda: "detailed summary" in text_of(fake.messages[answer.ts]).lower())
    assert len(fake.in_thread(CHANNEL, root)) == 1, "report switches edit the answer in place"
    session = await harness.assistant.store.load(_key(root))
    assert len(session.analyses) == 1 and session.analyses[0].usage.llm_calls == 0, "switching researched nothing"

    feedback = buttons(fake.messages[answer.ts])["rb:feedback"]
    await harness.click(fake.messages[answer.ts], "rb:feedback", value=feedback["negative_button"]["value"])
    thanks = await fake.wait_for(lambda: fake.called("chat.postEphemeral"))
    assert "regenerate" in json.dumps(thanks[-1]) and thanks[-1]["user"] == USER
    session = await harness.assistant.store.load(_key(root))
    assert [f.value for f in session.analyses[0].feedback] == ["down"]

    await harness.click(fake.messages[answer.ts], "rb:ask:0")
    messages = await harness.answer_in(root, count=3)
    assert any(f"<@{USER}> asked:" in text_of(m) for m in messages)
    assert "**Sources**" in text_of(messages[-1])
    assert len((await harness.assistant.store.load(_key(root))).analyses) == 2


def _key(thread_ts: str) -> ThreadKey:
    return Where(TEAM, None, CHANNEL, thread_ts).key


async def test_workspaces_never_share_sessions(harness: Harness, fake: FakeSlack) -> None:
    assert Where("T1", None, "C1", "1.1").key != Where("T2", None, "C1", "1.1").key
    assert Where("T1", "E1", "C1", "1.1").key.session_id != Where("T1", None, "C1", "1.1").key.session_id


# --- the AI-app conversation (Messages tab / assistant thread) -----------------------------


async def test_assistant_thread_start_sets_suggested_prompts_from_the_indexed_topics(harness: Harness, fake: FakeSlack) -> None:
    event = {
        "type": "assistant_thread_started",
        "assistant_thread": {"user_id": USER, "channel_id": "D1", "thread_ts": "1700000100.000001", "context": {"channel_id": CHANNEL}},
        "event_ts": "1700000100.000002",
    }
    resp, _ = await harness.event(event)
    assert resp.status == 200
    [prompts] = await fake.wait_for(lambda: fake.called("assistant.threads.setSuggestedPrompts"))
    assert prompts["channel_id"] == "D1" and prompts["thread_ts"] == "1700000100.000001"
    messages = [p["message"] for p in prompts["prompts"]]
    assert 1 <= len(messages) <= 4
    assert any("Lambda" in m and "ECS" in m for m in messages), "comparisons from the sample corpus come first"


async def test_agent_messages_tab_opening_sets_prompts_without_a_thread(harness: Harness, fake: FakeSlack) -> None:
    resp, _ = await harness.event({"type": "app_home_opened", "user": USER, "channel": "D1", "tab": "messages", "event_ts": "1.2"})
    assert resp.status == 200
    [prompts] = await fake.wait_for(lambda: fake.called("assistant.threads.setSuggestedPrompts"))
    # The agent view takes prompts for the conversation: a thread_ts would make Slack ignore them.
    assert prompts["channel_id"] == "D1" and "thread_ts" not in prompts


async def test_message_in_the_assistant_thread_sets_status_and_title_then_streams_the_answer(
    harness: Harness, fake: FakeSlack
) -> None:
    ts = await harness.dm(QUESTION)
    [answer] = await harness.answer_in(ts, channel="D1")

    statuses = [c["status"] for c in fake.called("assistant.threads.setStatus")]
    assert statuses[0] == "is researching…" and any(s.startswith("is searching") for s in statuses)
    [title] = fake.called("assistant.threads.setTitle")
    assert title["thread_ts"] == ts and title["title"] == QUESTION
    [start] = fake.called("chat.startStream")
    assert start["channel"] == "D1" and "recipient_user_id" not in start, "a DM stream needs no recipient"
    assert "**Sources**" in answer.markdown and "[1]" in answer.markdown
    assert any(b["type"] == "context_actions" for b in answer.blocks), "feedback buttons close the stream"


async def test_streaming_failing_falls_back_to_a_placeholder_edited_into_the_answer(
    harness: Harness, fake: FakeSlack
) -> None:
    fake.fail("chat.startStream", "unknown_method", times=5)
    ts = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(ts)

    assert answer.updates >= 1 and not answer.stream_args, "the placeholder became the answer"
    assert "*Sources*" in text_of(answer) and "[1]" in text_of(answer)
    assert any(b["type"] == "context_actions" for b in answer.blocks)


async def test_stream_refused_mid_way_is_replaced_by_the_posted_answer(harness: Harness, fake: FakeSlack) -> None:
    fake.fail("chat.stopStream", "message_not_in_streaming_state", times=5)
    ts = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(ts)

    assert answer.stream_args and not answer.streaming
    assert "*Sources*" in text_of(answer), "chat.update put the whole answer over the broken stream"


async def test_app_home_shows_how_to_use_the_bot_and_recent_threads(harness: Harness, fake: FakeSlack) -> None:
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    resp, _ = await harness.event({"type": "app_home_opened", "user": USER, "channel": "D1", "tab": "home", "event_ts": "1.3"})
    assert resp.status == 200
    [published] = await fake.wait_for(lambda: fake.called("views.publish"))
    shown = json.dumps(published["view"])
    assert published["user_id"] == USER and "Report lengths" in shown
    assert "Lambda" in shown and f"<#{CHANNEL}>" in shown, "the recent thread is listed with its channel"


async def test_app_home_shows_its_placeholders_as_text_not_as_links(harness: Harness, fake: FakeSlack) -> None:
    # "use `/research <question>`" was mrkdwn with <question> unescaped: Slack makes <…> a link, even in code.
    await harness.event({"type": "app_home_opened", "user": USER, "channel": "D1", "tab": "home", "event_ts": "1.3"})
    [published] = await fake.wait_for(lambda: fake.called("views.publish"))
    texts = [b["text"]["text"] for b in published["view"]["blocks"] if b["type"] == "section"]
    assert not [t for t in texts if "<question>" in t]
    assert any("`/research &lt;question&gt;`" in t for t in texts)


async def test_help_that_names_the_bot_uses_the_name_slack_gives_it(
    fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant
) -> None:
    # A team that renamed the app read "mention me (`@research-bot …`)" on the Home tab and
    # "invite me with `/invite @research-bot`", which finds no one.
    fake.bot_name = "atlas"
    fake.fail("chat.postMessage", "not_in_channel", times=1)
    async with start_harness(fake, slack_env, assistant) as harness:
        await harness.event({"type": "app_home_opened", "user": USER, "channel": "D1", "tab": "home", "event_ts": "1.3"})
        [published] = await fake.wait_for(lambda: fake.called("views.publish"))
        await harness.command(QUESTION)
        [refused] = await fake.wait_for(lambda: fake.responses)
    shown = json.dumps(published["view"], ensure_ascii=False)
    assert "`@atlas …`" in shown and "research-bot" not in shown
    assert "`/invite @atlas`" in refused["text"]


async def test_feedback_value_is_a_core_action() -> None:
    from bot.slack.controls import feedback_block

    block = feedback_block(3, "ab12")
    element = block["elements"][0]
    up, down = (Action.model_validate_json(element[b]["value"]) for b in ("positive_button", "negative_button"))
    assert up == Action(feedback="up", analysis=3, answer_id="ab12")
    assert down == Action(feedback="down", analysis=3, answer_id="ab12")


async def _slash_question_answered(harness: Harness, fake: FakeSlack) -> list[Message]:
    """`/research QUESTION`, answered in the thread of the question it posted: [that question]."""
    await harness.command(QUESTION)
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    await harness.answer_in(asked[0].ts)
    return asked


async def test_slash_trace_tells_how_the_latest_answer_was_researched(harness: Harness, fake: FakeSlack) -> None:
    asked = await _slash_question_answered(harness, fake)

    await harness.command("trace")
    answers = await harness.answer_in(asked[0].ts, count=2)
    assert "How I researched this" in text_of(answers[-1])
    assert "Citations:" in text_of(answers[-1])


async def test_slash_regenerate_and_go_act_on_the_latest_thread_not_as_new_questions(harness: Harness, fake: FakeSlack) -> None:
    # "/research regenerate" was posted as a new question called "regenerate" and researched.
    asked = await _slash_question_answered(harness, fake)
    await harness.command("regenerate")
    answers = await harness.answer_in(asked[0].ts, count=2)
    assert "**Sources**" in text_of(answers[-1]) and "AWS Lambda" in text_of(answers[-1])

    # No model here, so no plan waits: "go" is told so in the thread, not researched as a question.
    await harness.command("go")
    answers = await harness.answer_in(asked[0].ts, count=3)
    assert "Without a model I don't plan" in text_of(answers[-1])
    assert [m for m in fake.messages.values() if "asked:" in text_of(m)] == asked[:1]


async def test_a_slash_question_slack_escaped_is_read_and_echoed_as_typed(harness: Harness, fake: FakeSlack) -> None:
    # Slack sends a slash command's text with &, < and > escaped, as in messages, and a
    # mention or link as markup: read once as the words typed, echoed escaped exactly once.
    await harness.command("why is `a &lt; b &amp;&amp; c &gt; d` false for <@U2|ana>? see <https://x.io/a?b=1&amp;c=2|the doc>")
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    await harness.answer_in(asked[0].ts)
    typed = "why is `a < b && c > d` false for @ana? see the doc"
    key = Where(TEAM, None, CHANNEL, asked[0].ts).key
    assert [t.content for t in (await harness.assistant.store.load(key)).turns if t.role == "user"] == [typed]
    assert "`a &lt; b &amp;&amp; c &gt; d`" in text_of(asked[0]) and "&amp;lt;" not in text_of(asked[0])


async def test_slash_source_with_a_number_shows_that_source_in_the_thread_without_research(harness: Harness, fake: FakeSlack) -> None:
    # "/research source 2" and "/research sources 2" were posted and researched as questions.
    await harness.command(QUESTION)
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    await harness.answer_in(asked[0].ts)
    await harness.command("summary detailed")
    await harness.answer_in(asked[0].ts, count=2)
    for n, text in enumerate(("source 2", "sources 2"), start=3):
        await harness.command(text)
        shown = (await harness.answer_in(asked[0].ts, count=n))[-1]
        assert text_of(shown).startswith("*[2] ") and "\n> " in text_of(shown)
    assert len([m for m in fake.messages.values() if m.thread_ts is None]) == 1, "no new question was posted"


async def test_a_broken_emoji_or_control_character_in_a_question_is_answered(harness: Harness, fake: FakeSlack) -> None:
    # Half an emoji (a lone surrogate, as a client that cut a message short sends it) failed the
    # turn with "Something went wrong"; a NUL made the question match nothing.
    for question in ("How does AWS Lambda scale? \ud83d", "How does AWS Lambda\x00 scale?"):
        ts = await harness.mention(question)
        [answer] = await harness.answer_in(ts)
        assert "**Sources**" in text_of(answer), question.encode("unicode_escape")
        key = Where(TEAM, None, CHANNEL, ts).key
        assert [t.content for t in (await harness.assistant.store.load(key)).turns if t.role == "user"] == [
            "How does AWS Lambda scale?"
        ]


async def test_a_slash_command_with_invisible_characters_is_read_as_typed(harness: Harness, fake: FakeSlack) -> None:
    # A zero-width space, word joiner or BOM (pasted, or added by a mobile keyboard) around or
    # inside "/research sources" made it a question called "​sources", and inside a report
    # length ("summary de\u200btailed") got the usage instead of the detailed summary.
    asked = await _slash_question_answered(harness, fake)
    await _detailed_then_sources(harness, asked[0].ts, "\u200bsummary de\u200btailed\ufeff", "\u2060sources\u200b")
    assert [m for m in fake.messages.values() if "asked:" in text_of(m)] == asked[:1], "no command became a question"


async def test_a_slash_command_of_only_invisible_characters_gets_the_usage(harness: Harness, fake: FakeSlack) -> None:
    body = await _command_body(harness, "\u200b \ufeff\u2060")
    assert body.get("response_type") == "ephemeral" and "Usage" in json.dumps(body)
    await harness.settle()
    assert fake.called("chat.postMessage") == [], "nothing invisible was posted as a question"


async def test_a_slash_command_with_its_name_retyped_is_read_without_it(harness: Harness, fake: FakeSlack) -> None:
    # "/research /research What is AWS Lambda?" (the name typed again after Slack's picker filled
    # it in) was posted in the channel as a question beginning "/research", and
    # "/research /research config" as a question called "/research config".
    await harness.command(f"/research {QUESTION}")
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    assert "/research" not in text_of(asked[0]) and "AWS Lambda" in text_of(asked[0])
    await harness.answer_in(asked[0].ts)
    body = await _command_body(harness, "/research /research")
    assert body.get("response_type") == "ephemeral" and "Usage" in json.dumps(body)
    await harness.command("/RESEARCH config")
    await fake.wait_for(lambda: [r for r in fake.responses if "channel" in json.dumps(r).lower()])
    assert len([m for m in fake.messages.values() if m.thread_ts is None]) == 1


async def _click_is_answered_privately(harness: Harness, fake: FakeSlack, root: str, message: Message, says: str,
                                      value: str | None = None) -> None:
    """A length button clicked on `message`: a private note saying `says`, and the thread left as it was."""
    before = {m.ts: text_of(m) for m in fake.in_thread(CHANNEL, root)}
    await harness.click(fake.messages[message.ts], "rb:report:detailed", value=value)
    notes = await fake.wait_for(lambda: fake.called("chat.postEphemeral"))
    assert says in json.dumps(notes[-1]).lower() and notes[-1]["user"] == USER
    await harness.settle()
    assert {m.ts: text_of(m) for m in fake.in_thread(CHANNEL, root)} == before, "no answer was switched or replaced"


async def test_a_length_button_on_a_trimmed_answer_says_it_is_gone_and_leaves_every_answer_as_it_was(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    assistant = await build_assistant(slack_settings.model_copy(update={"session_max_analyses": 2}))
    async with start_harness(fake, slack_env, assistant) as harness:
        root = await harness.mention(QUESTION)
        [first] = await harness.answer_in(root)
        for count, question in enumerate(("How do I migrate from Lambda to ECS?", "What does ECS cost?"), start=2):
            ts = harness.next_ts()
            await harness.event(
                {"type": "message", "channel_type": "channel", "user": USER, "text": question, "ts": ts,
                 "thread_ts": root, "channel": CHANNEL}
            )
            await harness.answer_in(root, count=count)
        session = await assistant.store.load(_key(root))
        assert QUESTION not in [a.question for a in session.analyses], "the first answer was trimmed"

        await _click_is_answered_privately(harness, fake, root, first, "no longer kept")

        session = await assistant.store.load(_key(root))
        assert [a.shown for a in session.analyses] == ["quick", "quick"]
        assert sum(a.usage.llm_calls for a in session.analyses) == 0


async def _answered_then_reset(harness: Harness, root: str) -> Message:
    """The thread's first answer, once `reset` has been said in the thread after it."""
    [old] = await harness.answer_in(root)
    await harness.mention("reset", thread_ts=root)
    await harness.answer_in(root, count=2)
    return old


async def test_a_length_button_from_before_a_reset_says_privately_the_answer_was_cleared_and_switches_nothing(
    harness: Harness, fake: FakeSlack
) -> None:
    root = await harness.mention(QUESTION)
    old = await _answered_then_reset(harness, root)
    await harness.mention("How do I migrate from Lambda to ECS?", thread_ts=root)
    await harness.answer_in(root, count=3)

    await _click_is_answered_privately(harness, fake, root, old, "cleared by a reset")

    session = await harness.assistant.store.load(_key(root))
    assert [a.shown for a in session.analyses] == ["quick"]


async def test_a_length_button_in_an_emptied_thread_leaves_its_answer_and_replies_privately(
    harness: Harness, fake: FakeSlack
) -> None:
    root = await harness.mention(QUESTION)
    old = await _answered_then_reset(harness, root)
    value = json.dumps({"report": "detailed", "analysis": 0})  # a button from before answers had ids

    # Typed commands and such a button say the thread was reset (it said "no answer in this thread yet").
    await _click_is_answered_privately(harness, fake, root, old, "was reset", value=value)


@pytest.mark.parametrize("text", ["quick version of answer 1", "detailed version of answer 1", "show answer 1 in detail"])
async def test_a_typed_answer_number_with_a_length_switches_the_report_in_the_thread_without_research(
    harness: Harness, fake: FakeSlack, text: str
) -> None:
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await harness.event(
        _said(harness, root, text)
    )
    [_, report] = await harness.answer_in(root, count=2)
    session = await harness.assistant.store.load(_key(root))
    assert len(session.analyses) == 1 and session.analyses[0].shown == ("quick" if "quick" in text else "detailed")
    assert "rb:report:detailed" in json.dumps(report.blocks), "the report came back with its length buttons"


async def test_a_slash_command_naming_the_bot_as_plain_text_is_read_without_its_name(harness: Harness, fake: FakeSlack) -> None:
    # With mention escaping off (Slack's default for slash commands) "/research @research-bot What
    # is AWS Lambda?" arrives as plain text: it was posted and researched as a question beginning
    # "@research-bot", and "/research @research-bot" alone researched the question "@research-bot".
    # The name is the one `auth.test` gives (the fake says "research-bot"), in any case.
    body = await _command_body(harness, "@Research-Bot")
    assert body.get("response_type") == "ephemeral" and "Usage" in json.dumps(body)
    await harness.settle()
    assert fake.called("chat.postMessage") == [], "the bot's name alone is no question"
    await harness.command(f"@research-bot {QUESTION}")
    asked = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None])
    assert "@research-bot" not in text_of(asked[0]).lower() and "AWS Lambda" in text_of(asked[0])
    # Another name that only begins with the bot's is a person's, and stays.
    await harness.answer_in(asked[0].ts)
    await harness.command(f"@research-bot-dev {QUESTION}")
    second = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.thread_ts is None][1:])
    assert "@research-bot-dev" in text_of(second[0])


async def test_a_command_addressed_to_the_bot_with_a_colon_or_comma_is_still_the_command(harness: Harness, fake: FakeSlack) -> None:
    # "@research-bot, detailed summary" or "/research @research-bot: sources" (how people address
    # someone) left ", detailed summary" and ": sources" once the bot's name was dropped: each was
    # researched as a new question instead of acting on the thread.
    root = harness.next_ts()
    mention = {"type": "app_mention", "user": USER, "channel": CHANNEL, "team": TEAM}
    await harness.event({**mention, "text": f"<@{BOT_USER}>: {QUESTION}", "ts": root})
    await harness.answer_in(root)
    await harness.event({**mention, "text": f"<@{BOT_USER}>, detailed summary", "ts": harness.next_ts(), "thread_ts": root})
    answers = await harness.answer_in(root, count=2)
    assert "detailed summary" in text_of(answers[-1]).lower()
    await harness.command("@research-bot: sources")
    answers = await harness.answer_in(root, count=3)
    assert "[1]" in text_of(answers[-1]) and "detailed summary" not in text_of(answers[-1]).lower()
    assert [m for m in fake.messages.values() if m.thread_ts is None] == [], "no command was posted as a question"


@pytest.mark.parametrize(
    "link", ["<https://github.com/redis/redis/issues/1234>", "https://example.com/runbook , <https://example.com/faq>"]
)
async def test_a_message_of_only_links_is_told_links_are_not_opened_instead_of_researched(
    harness: Harness, fake: FakeSlack, link: str
) -> None:
    # "@bot <https://github.com/…/issues/1234>" was researched: "I found nothing relevant to “” …
    # (searched corpus for nothing (the question has no searchable words))".
    ts = await harness.mention(link)
    [said] = await harness.answer_in(ts)
    assert "can't open links" in text_of(said) and "“”" not in text_of(said), text_of(said)
    assert not fake.called("chat.startStream"), "nothing was researched"


async def test_a_mention_with_nothing_to_search_in_a_thread_it_was_never_asked_in_says_what_it_reads(
    harness: Harness, fake: FakeSlack
) -> None:
    # Mentioned in a colleagues' thread, "@bot any idea?" got "I found nothing relevant to “any idea?” …
    # (searched corpus for nothing (the question has no searchable words)). Try other keywords".
    root = harness.next_ts()
    said_first = {"type": "message", "channel_type": "channel", "user": "U0777", "ts": root, "channel": CHANNEL,
                  "text": "our lambda keeps timing out at 15 minutes"}
    await harness.event(said_first)
    await harness.mention("any idea?", thread_ts=root)
    [said] = await harness.answer_in(root)
    assert "only read messages said to me" in text_of(said) and "nothing relevant" not in text_of(said), text_of(said)
    assert not fake.called("chat.startStream"), "nothing was researched"
    # Asked in words there, it researches as ever; after that answer a wordless turn is its follow-up.
    await harness.mention("why does a Lambda function time out after 15 minutes?", thread_ts=root)
    await harness.answer_in(root, count=2)
    assert len(fake.called("chat.startStream")) == 1


async def test_notes_said_in_a_dm_do_not_speak_of_mentions_or_of_messages_not_said_to_the_bot(
    harness: Harness, fake: FakeSlack
) -> None:
    # In a DM every message is said to the bot, yet it answered "I only read messages said to me, not
    # the rest of a thread", and /research there told the user to "mention me".
    said: dict[str, str] = {}
    for typed in ("any idea?", "summarize this thread", "can you answer the question above?"):
        ts = await harness.dm(typed)
        [reply] = await harness.answer_in(ts, channel="D1")
        said[typed] = text_of(reply)
    assert "nothing in “any idea?” I can search for" in said["any idea?"], said
    assert "nothing to summarise yet" in said["summarize this thread"], said
    assert "question of yours" in said["can you answer the question above?"], said
    for text in said.values():
        assert "said to me" not in text and "mention" not in text and "rest of a thread" not in text, said
    assert not fake.called("chat.startStream"), "nothing was researched"
    await harness.command("sources", channel="D2")
    [refused] = await fake.wait_for(lambda: [r for r in fake.responses if "yet" in r.get("text", "")])
    assert "mention" not in refused["text"] and "this channel" not in refused["text"], refused
    assert "Ask me a question here" in refused["text"], refused
    # It names what the note after a thread command names ("Done in your latest thread with me in
    # this DM."): a thread in this DM, not "a conversation".
    assert "You don't have a thread with me in this DM yet." in refused["text"], refused
    assert "conversation" not in refused["text"], refused
    # In a channel the notes still say how to reach the bot there.
    await harness.command("sources", channel="C0999")
    [channel_note] = await fake.wait_for(lambda: [r for r in fake.responses if "mention me" in r.get("text", "")])
    assert "this channel" in channel_note["text"]


async def test_research_in_a_dm_speaks_of_the_dm_not_of_this_channel(harness: Harness, fake: FakeSlack) -> None:
    # In a DM, `/research sources` said "Done in your latest thread with me in this channel." and the
    # usage spoke of "this channel's settings" and "your most recent thread with me in this channel".
    root = await harness.dm(QUESTION)
    await harness.answer_in(root, channel="D1")
    await harness.command("sources", channel="D1")
    await harness.answer_in(root, count=2, channel="D1")
    [note] = await fake.wait_for(lambda: [r for r in fake.responses if "latest thread" in r.get("text", "")])
    assert note["text"] == "Done in your latest thread with me in this DM.", note
    usage = json.dumps(await _command_body(harness, "", channel="D1"))
    assert "Usage" in usage and "this channel" not in usage, usage
    assert "this DM's settings" in usage and "most recent thread with me in this DM" in usage, usage
    # In a channel both still name the channel.
    usage = json.dumps(await _command_body(harness, ""))
    assert "this channel's settings" in usage and "most recent thread with me in this channel" in usage, usage


async def test_asked_about_itself_in_a_dm_it_names_this_dms_sources_not_this_channels(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    # "who made you?" and "what model are you using?" said "I research ... over this channel's sources" in a DM.
    modelled = slack_settings.model_copy(update={"openai_base_url": "http://127.0.0.1:9/v1", "llm_model": "gpt-test"})
    async with start_harness(fake, slack_env, await build_assistant(modelled)) as harness:
        said: dict[str, str] = {}
        for typed in ("who made you?", "what model are you using?"):
            ts = await harness.dm(typed)
            [reply] = await harness.answer_in(ts, channel="D1")
            said[typed] = text_of(reply)
        root = await harness.mention("who made you?")
        [in_channel] = await harness.answer_in(root)
    for text in said.values():
        assert "this DM's sources" in text and "this channel" not in text, said
    assert "the model `gpt-test`" in said["what model are you using?"], said
    assert "this channel's sources" in text_of(in_channel), text_of(in_channel)
    assert not fake.called("chat.startStream"), "nothing was researched"


async def test_nothing_found_in_slack_says_what_a_user_can_do_not_the_operators_index_command(
    harness: Harness, fake: FakeSlack
) -> None:
    # It ended "Try other keywords, or add your own documents with `research-bot index PATH`",
    # which only whoever runs the bot can do.
    ts = await harness.mention("How do I bake sourdough bread?")
    [said] = await harness.answer_in(ts)
    text = text_of(said)
    assert "nothing relevant" in text and "research-bot index" not in text, text
    assert "name the product" in text and "ask whoever runs me" in text, text


async def test_the_help_without_a_model_lists_no_plans_it_cannot_make(harness: Harness, fake: FakeSlack) -> None:
    # It listed "Plans (with a model): `plan only: <question>` …" where no model is configured.
    ts = await harness.mention("help")
    [said] = await harness.answer_in(ts)
    text = text_of(said)
    assert "Report lengths" in text and "plan only" not in text and "with a model" not in text, text


async def test_plan_commands_without_a_model_say_it_plans_nothing_instead_of_offering_plan_only(
    harness: Harness, fake: FakeSlack
) -> None:
    # Told "Without a model I don't plan research", a user's "go" got "There's no plan waiting in this
    # thread. Say `plan only: <your question>` …", the command just refused.
    root = await harness.mention("plan only: how do I scale kafka?")
    [refused] = await harness.answer_in(root)
    assert "Without a model I don't plan" in text_of(refused), text_of(refused)
    said = ("go", "drop step 2", "plan:")
    for typed, text in zip(said, await _said_in_turn(harness, root, said, answered=1), strict=True):
        assert "Without a model I don't plan" in text and "plan only" not in text, (typed, text)


async def test_what_did_i_ask_after_a_reset_says_the_thread_was_reset(harness: Harness, fake: FakeSlack) -> None:
    # After `reset` it said "I haven't answered anything here, and I only read messages said to me,
    # not the rest of a thread", though the thread shows the bot's answers.
    root = await harness.mention(QUESTION)
    await _answered_then_reset(harness, root)
    await harness.mention("what did I ask before?", thread_ts=root)
    said = (await harness.answer_in(root, count=3))[-1]
    text = text_of(said)
    assert "reset" in text and "only read messages said to me" not in text, text


async def test_a_labelled_slack_link_is_read_as_its_label_without_the_address(harness: Harness, fake: FakeSlack) -> None:
    # `<https://…|zorblat flux capacitor>` was read "zorblat flux capacitor (https://…)": the address,
    # which no source opens, was left as a stray "(" in the search ("searched corpus for “… capacitor (”")
    # and whole in the thread's recap. Slack shows the label alone; that is what was said.
    ts = await harness.mention("how do I tune the <https://wiki.example.com/kb/zorblat-flux|zorblat flux capacitor>?")
    [said] = await harness.answer_in(ts)
    assert "“how do I tune the zorblat flux capacitor?”" in text_of(said) and "wiki.example.com" not in text_of(said), text_of(said)
    root = await harness.mention("what does <https://wiki.example.com/redis|our runbook> say about AOF rewrites?")
    await harness.answer_in(root)
    await harness.mention("what did I ask before?", thread_ts=root)
    recap = (await harness.answer_in(root, count=2))[-1]
    assert "what does our runbook say about AOF rewrites?" in text_of(recap) and "wiki.example.com" not in text_of(recap), text_of(recap)


@pytest.mark.parametrize("said", ["can you answer the question above?", "answer my question above", "please see my question above"])
async def test_answer_the_question_above_points_at_the_sayers_question_instead_of_researching_answer(
    harness: Harness, fake: FakeSlack, said: str
) -> None:
    # Said mid-thread it was researched on the word "answer" ("Answer the question above for AWS Lambda").
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await harness.mention(said, thread_ts=root)
    pointed = (await harness.answer_in(root, count=2))[-1]
    assert "answer 1" in text_of(pointed) and "Lambda and Amazon ECS" in text_of(pointed), text_of(pointed)
    assert len(fake.called("chat.startStream")) == 1, "only the question was researched"
    # Asked of a colleague's thread the bot never saw: it says it reads only what is said to it.
    thread = harness.next_ts()
    await harness.event({"type": "message", "channel_type": "channel", "user": USER, "ts": thread, "channel": CHANNEL,
                         "text": "why does our lambda keep timing out at 15 minutes?"})
    await harness.mention(said, thread_ts=thread)
    [unseen] = await harness.answer_in(thread)
    assert "only read messages said to me" in text_of(unseen), text_of(unseen)
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def _said_in_turn(harness: Harness, root: str, said: tuple[str, ...], answered: int) -> list[str]:
    """Each of `said` mentioned in `root`'s thread once the last is answered, as a user reads before
    typing; the text of each reply. `answered`: the bot's messages in the thread before."""
    replies = []
    for count, text in enumerate(said, start=answered + 1):
        await harness.mention(text, thread_ts=root)
        replies.append(text_of((await harness.answer_in(root, count=count))[-1]))
    return replies


async def _said_after_an_answer(harness: Harness, said: tuple[str, ...]) -> tuple[str, str, list[str]]:
    """The thread of one answer (to `QUESTION`) where each of `said` is then mentioned in turn: its root,
    the answer's text and the text of each reply."""
    root = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(root)
    return root, text_of(answer), await _said_in_turn(harness, root, said, answered=1)


async def test_commands_on_an_answer_after_a_reset_say_the_thread_was_reset(harness: Harness, fake: FakeSlack) -> None:
    # After `reset`, "sources", "detailed" and "answer 1" said "No sources yet: ask me a question"
    # or "There's no answer in this thread yet", though the thread shows the bot's answer above.
    root = await harness.mention(QUESTION)
    await _answered_then_reset(harness, root)
    commands = ("sources", "detailed", "answer 1", "open 2")
    for command, text in zip(commands, await _said_in_turn(harness, root, commands, answered=2), strict=True):
        assert "was reset" in text and "yet" not in text, (command, text)


async def test_nothing_found_for_a_question_in_another_language_says_the_search_matches_the_documents_words(
    harness: Harness, fake: FakeSlack
) -> None:
    # Without a model, "¿cómo configuro los reintentos?" got "I found nothing relevant" with no hint
    # that its Spanish words were searched as they stand, in documents written in their own words.
    ts = await harness.mention("¿cómo configuro los reintentos?")
    text = text_of((await harness.answer_in(ts))[-1])
    assert "nothing relevant" in text and "Spanish" in text and "translate" in text, text
    # An English question that finds nothing is told nothing of languages.
    ts = await harness.mention("How do I bake sourdough bread?")
    text = text_of((await harness.answer_in(ts))[-1])
    assert "nothing relevant" in text and "Spanish" not in text and "translate" not in text, text


async def test_open_the_second_one_after_an_answer_opens_its_second_source(harness: Harness, fake: FakeSlack) -> None:
    # "open the second one" was researched as a follow-up, a new answer quoting a Slack document;
    # "open" names a source here (`open 2`, `open the 2nd citation`), and the answer has numbered sources.
    said = ("open the second one", "open the 2nd")
    _, answer, replies = await _said_after_an_answer(harness, said)
    assert "[2]" in answer
    for typed, text in zip(said, replies, strict=True):
        assert "[2]" in text and "[1]" not in text and "Sources" not in text, (typed, text)
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def _two_answers(harness: Harness) -> str:
    """A thread of two answers, Lambda vs ECS then Postgres's too many clients; its root."""
    root = await harness.mention(QUESTION)
    await harness.answer_in(root)
    await harness.mention("how do I fix too many clients in postgres?", thread_ts=root)
    await harness.answer_in(root, count=2)
    return root


async def test_after_answer_1_is_shown_make_it_shorter_and_sources_act_on_answer_1(harness: Harness, fake: FakeSlack) -> None:
    # After "answer 1", "make it shorter" showed the one-sentence report of answer 2 and "sources"
    # listed answer 2's, under the answer the user had just asked to see.
    root = await _two_answers(harness)
    said = ("answer 1", "make it shorter", "sources", "What is PgBouncer?", "sources")
    first, shorter, sources, _, latest = await _said_in_turn(harness, root, said, answered=2)
    assert "unit of work" in first and "unit of work" in shorter and len(shorter) < len(first), (first, shorter)
    assert "PgBouncer" not in shorter, shorter
    assert "choosing a compute model" in sources and "postgres" not in sources.lower(), sources
    # A new answer is the one commands act on again.
    assert "PgBouncer" in latest and "Lambda and Amazon ECS" not in latest, latest


async def test_shorter_at_the_shortest_report_and_longer_at_the_full_one_say_so(harness: Harness, fake: FakeSlack) -> None:
    # "make it shorter" under the one-sentence report posted that same sentence again, and "a bit longer"
    # under the full report the full report again, with no word of why nothing changed.
    said = ("tl;dr", "make it shorter", "detailed", "a bit longer", "make it more detailed")
    _, _, (inline, shorter, detailed, longer, more_detailed) = await _said_after_an_answer(harness, said)
    assert "Lambda" in inline and "Lambda" in detailed, (inline, detailed)
    assert "shortest" in shorter and "Lambda" not in shorter and "detailed" in shorter, shorter
    for reply in (longer, more_detailed):
        assert "full report already" in reply and "Lambda" not in reply, reply
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_an_answer_named_in_shorthand_is_the_one_acted_on(harness: Harness, fake: FakeSlack) -> None:
    # "detailed 1" and "trace 1", the recap's "(answer 1)" said after a length or the trace, were researched
    # as follow-ups ("Detailed 1 for PostgreSQL"), a new answer quoting other documents; so were "answer two",
    # "sources answer 1" and "answer 1 trace", and "answer one" showed the newest answer (answer 2).
    root = await _two_answers(harness)
    said = ("detailed 1", "tl;dr 2", "trace 1", "detailed 3", "answer one", "answer two", "sources answer 1", "answer 1 trace")
    replies = await _said_in_turn(harness, root, said, answered=2)
    detailed, inline, trace, missing, first, second, sources, trace_beside = replies
    for text in (detailed, first):
        assert "Lambda and Amazon ECS" in text and "postgres" not in text.lower(), text
    assert "postgres" in inline.lower() and "Lambda" not in inline and len(inline) < len(detailed), inline
    assert "postgres" in second.lower() and "Lambda and Amazon ECS" not in second, second
    for text in (trace, trace_beside):
        assert "How I researched" in text and QUESTION in text and "postgres" not in text.lower(), text
    assert "no answer number 3" in missing and "has 2 answers;" in missing, missing
    assert "Sources for" in sources and "choosing a compute model" in sources, sources
    assert len(fake.called("chat.startStream")) == 2, "only the two questions were researched"


async def test_commands_after_a_question_that_found_nothing_speak_of_it_and_try_again_asks_it_again(
    harness: Harness, fake: FakeSlack
) -> None:
    # Under "I found nothing relevant to …", `sources` said "No sources yet: ask me a question", the recap
    # "I haven't answered anything here, and I only read messages said to me", and "try again" "Nothing to
    # regenerate yet: ask me a question", as if the question just asked had never been seen.
    asked = "How do I bake sourdough bread?"
    root = await harness.mention(asked)
    [nothing] = await harness.answer_in(root)
    assert "nothing relevant" in text_of(nothing), text_of(nothing)
    said = ("sources", "detailed", "summarize this thread")
    for typed, text in zip(said, await _said_in_turn(harness, root, said, answered=1), strict=True):
        assert asked in text and "got no answer" in text, (typed, text)
        assert "ask me a question" not in text.lower() and "only read messages said to me" not in text, (typed, text)
    # Only research says what it searched for.
    [again] = await _said_in_turn(harness, root, ("try again",), answered=4)
    assert "nothing relevant" in again and asked in again, again
    # Puzzled by it, or doubting it, they were told "I haven't answered anything in this thread yet".
    for typed, text in zip(("what?", "are you sure?"), await _said_in_turn(harness, root, ("what?", "are you sure?"), answered=5), strict=True):
        assert asked in text and "got no answer" in text and "haven't answered" not in text, (typed, text)


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        # "too long" and "that's too short" were researched as follow-ups ("Too long for AWS Lambda"),
        # a new answer longer than the one complained of.
        (("too long", "not enough detail", "that's way too short", "less detail please"), ("inline", "quick", "detailed", "quick")),
        # "details" was researched as "Explain in more detail: …" (a new answer, the same quick report
        # again) and "less" as "Less for AWS Lambda and Amazon ECS", though "more details" and "more"
        # switch the length.
        (("details", "less", "all the details", "less please"), ("detailed", "quick", "detailed", "quick")),
    ],
)
async def test_a_complaint_or_a_bare_length_word_switches_the_answers_length_without_research(
    harness: Harness, fake: FakeSlack, said: tuple[str, ...], shown: tuple[str, ...]
) -> None:
    _, quick, replies = await _said_after_an_answer(harness, said)
    assert "Showing the quick" in quick
    for reply, length in zip(replies, shown, strict=True):
        assert "Lambda" in reply and f"Showing the {length}" in reply, (length, reply)
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_suggested_follow_ups_come_from_the_documents_quoted_or_named_not_from_stray_search_hits(
    harness: Harness, fake: FakeSlack
) -> None:
    # Asked about SQS's visibility timeout (answered from the message-queue and ECS documents), a
    # suggestion button offered "What should I know about visibility first: tagging, budgets and alerts
    # in Cloud cost optimisation on AWS?", a search hit on the one word: one click, an unrelated answer.
    ts = await harness.mention("How does SQS visibility timeout work?")
    [answer] = await harness.answer_in(ts)
    suggested = [b["text"]["text"] for key, b in buttons(answer).items() if key.startswith("rb:ask:")]
    assert suggested, "the answer still suggests follow-ups"
    assert not any("Cloud cost" in s or "visibility first" in s for s in suggested), suggested
    # A heading's name keeps its capital ("What should I know about amazon SQS in …").
    assert any("about Amazon SQS" in s for s in suggested), suggested
    # A title's subject ends at its first comma: "… in Redis data types, persistence?" named half a list.
    ts = await harness.mention("how do I configure retries in Redis?")
    [answer] = await harness.answer_in(ts)
    suggested = [b["text"]["text"] for key, b in buttons(answer).items() if key.startswith("rb:ask:")]
    assert any("Redis data types" in s for s in suggested), suggested
    assert not any("data types," in s for s in suggested), suggested
    # A document the question names is suggested from though the answer quoted another.
    ts = await harness.mention(QUESTION)
    [answer] = await harness.answer_in(ts)
    suggested = [b["text"]["text"] for key, b in buttons(answer).items() if key.startswith("rb:ask:")]
    assert any("ECS" in s for s in suggested), suggested


async def test_several_sources_all_sources_or_a_sources_link_asked_for_are_shown_without_research(
    harness: Harness, fake: FakeSlack
) -> None:
    # "open 1 and 2", "show sources 1-2", "show all sources" and "link to source 2" were researched as
    # follow-ups ("Open 1 and 2 for AWS Lambda"), a new answer instead of the sources in front of the user.
    said = ("open 1 and 2", "show sources 1-2", "show all sources", "link to source 2")
    _, answer, (both, ranged, listed, link) = await _said_after_an_answer(harness, said)
    assert "[2]" in answer
    for text in (both, ranged):
        assert "[1]" in text and "[2]" in text and text.index("[1]") < text.index("[2]"), text
        assert "Sources for" not in text, text
    assert "Sources for" in listed, listed
    assert "[2]" in link and "[1]" not in link, link
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_saying_the_answer_is_outdated_points_to_its_sources_instead_of_researching(harness: Harness, fake: FakeSlack) -> None:
    # "this is outdated" and "that's out of date" were researched as follow-ups ("This is outdated for AWS
    # Lambda"), a new answer from the same documents; doubt about an answer points to its sources.
    said = ("this is outdated", "that's out of date!")
    for typed, text in zip(said, (await _said_after_an_answer(harness, said))[2], strict=True):
        assert "`sources`" in text and "regenerate" in text and "Lambda" not in text, (typed, text)
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_forget_that_or_scratch_that_after_an_answer_is_not_researched_and_points_at_reset(
    harness: Harness, fake: FakeSlack
) -> None:
    # "forget that", "scratch that", "disregard that" were researched as follow-ups ("Forget redis
    # persistence", "Scratch Redis"): a new answer about the very thing to be forgotten.
    said = ("forget that", "scratch that", "please disregard my last question", "undo")
    root, _, replies = await _said_after_an_answer(harness, said)
    for reply in replies:
        assert "`reset`" in reply and "Sources" not in reply, reply
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"
    asked = [t.content for t in (await harness.assistant.store.load(_key(root))).turns if t.role == "user"]
    assert asked == [QUESTION], "the thread's research is as it was"


async def test_say_that_again_shows_the_answer_again_without_research(harness: Harness, fake: FakeSlack) -> None:
    # Without a question mark, "say that again" was researched as a follow-up ("Say CrashLoopBackOff again"),
    # a new answer on another passage; "say that again?" stays puzzlement, asking which part to explain.
    said = ("say that again", "could you say it again please", "say that again?")
    _, answer, (again, it_again, puzzled) = await _said_after_an_answer(harness, said)
    for reply in (again, it_again):
        assert reply.split("\n")[0] == answer.split("\n")[0] and "Showing the quick" in reply, reply
    assert "Which part should I explain?" in puzzled, puzzled
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_go_back_shows_the_previous_answer_without_research(harness: Harness, fake: FakeSlack) -> None:
    # "go back" was researched as a follow-up ("Go back": an answer on Kubernetes' CrashLoopBackOff
    # restart back-off); "go back to the previous answer" already showed it.
    root = await _two_answers(harness)
    back, previous = await _said_in_turn(harness, root, ("go back", "previous please"), answered=2)
    for reply in (back, previous):
        assert "Lambda and Amazon ECS" in reply and "postgres" not in reply.lower(), reply
    assert len(fake.called("chat.startStream")) == 2, "only the two questions were researched"


async def test_where_can_i_read_more_lists_the_answers_sources_without_research(harness: Harness, fake: FakeSlack) -> None:
    # "where can I read more?" and "learn more" were researched as follow-ups ("Where can I read more for
    # CrashLoopBackOff?"), a new answer instead of the documents the answer came from.
    said = ("where can I read more?", "learn more", "any docs on this?")
    for reply in (await _said_after_an_answer(harness, said))[2]:
        assert reply.startswith("Sources for") and "choosing a compute model" in reply, reply
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_the_sources_of_an_answer_to_where_can_i_read_more_are_headed_by_the_question_it_followed(
    harness: Harness, fake: FakeSlack
) -> None:
    # "where can I read more about this topic?" is researched as a follow-up; its sources were then headed by the
    # request as rewritten ("Sources for Where can I read more about this topic for CrashLoopBackOff?").
    _, _, (further, sources) = await _said_after_an_answer(harness, ("where can I read more about this topic?", "sources"))
    assert "Sources" in further, further
    assert sources.startswith(f"Sources for further reading on _{QUESTION}_:"), sources
    assert len(fake.called("chat.startStream")) == 2, "the request for reading was researched, as before"


async def test_without_a_model_asking_to_reword_an_answer_says_it_quotes_the_documents_as_written(
    harness: Harness, fake: FakeSlack
) -> None:
    # "simpler please", "as a table", "answer in french" were researched as follow-ups ("Simpler please for
    # CrashLoopBackOff", "Answer in french for CrashLoopBackOff"): a new extractive answer, no simpler,
    # no table and no French, with no word of why.
    # "answer in greek" and "in hebrew please" were researched still: the pattern knew only the best-read languages.
    said = ("simpler please", "can you put it in a table?", "answer in french", "explain it like I'm 5", "answer in greek",
            "in hebrew please")
    _, _, (simpler, table, french, eli5, greek, hebrew) = await _said_after_an_answer(harness, said)
    for reply, asked in ((simpler, "more simply"), (table, "as a table"), (french, "in French"), (eli5, "more simply"),
                         (greek, "in Greek"), (hebrew, "in Hebrew")):
        assert f"can't rewrite an answer {asked}" in reply and "`detailed`" in reply and "Sources" not in reply, reply
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_is_this_up_to_date_said_of_an_answer_points_at_its_sources_instead_of_researching(
    harness: Harness, fake: FakeSlack
) -> None:
    # "is this up to date?", "how old is this?", "can I trust this?" were researched as follow-ups ("Is wrote Redis
    # data types persistence up to date?", "Can I trust Redis?"): a new answer on the product, not on the answer.
    said = ("is this up to date?", "how old is this info?", "can I trust this?")
    for reply in (await _said_after_an_answer(harness, said))[2]:
        assert "`sources`" in reply and "Lambda" not in reply, reply
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_details_mistyped_by_a_letter_shows_the_full_report(harness: Harness, fake: FakeSlack) -> None:
    # "detials" was researched ("Detials for Redis": an answer quoting REST's "Problem Details"), while
    # "detialed" showed the full report.
    _, _, [detailed] = await _said_after_an_answer(harness, ("detials",))
    assert "Lambda" in detailed and "Showing the detailed" in detailed, detailed
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_lets_start_from_scratch_or_clear_the_context_resets_the_thread(harness: Harness, fake: FakeSlack) -> None:
    # "let's start from scratch", "clear the context" were researched as follow-ups of the answer they meant
    # to leave ("Start from scratch for AWS Lambda"), as only "reset" and "start over" were the reset.
    for said in ("let's start from scratch", "clear the context"):
        root, _, [reply] = await _said_after_an_answer(harness, (said,))
        assert "forgotten this thread" in reply, (said, reply)
        assert not (await harness.assistant.store.load(_key(root))).turns, said
    assert len(fake.called("chat.startStream")) == 2, "only the two questions were researched"


async def test_a_greeting_in_another_language_before_a_command_leaves_it_a_command(harness: Harness, fake: FakeSlack) -> None:
    # "hola, sources" and "bonjour, more details" were researched as follow-ups, though "hi, sources" lists the sources.
    _, _, (sources, detailed) = await _said_after_an_answer(harness, ("hola, sources", "bonjour, more details"))
    assert sources.startswith("Sources for") and "choosing a compute model" in sources, sources
    assert "Lambda" in detailed and "Showing the detailed" in detailed, detailed
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_thanks_mate_is_small_talk_not_research(harness: Harness, fake: FakeSlack) -> None:
    # "thanks mate" and "cheers mate" were researched as follow-ups, as "thanks team" is not.
    for reply in (await _said_after_an_answer(harness, ("thanks mate", "cheers mate!", "thank you very much")))[2]:
        assert reply.startswith("You're welcome!"), reply
    assert len(fake.called("chat.startStream")) == 1, "nothing more was researched"


async def test_thanks_and_greetings_in_the_languages_read_are_small_talk_not_research(harness: Harness, fake: FakeSlack) -> None:
    # "hola" and "gracias" were researched ("Gracias for AWS Lambda"), though the bot reads Spanish, French,
    # German, Italian, Portuguese and Dutch questions and "thanks" or "hi" are small talk.
    root = await harness.mention("hola")
    [hello] = await harness.answer_in(root)
    assert text_of(hello).startswith("Hi!"), text_of(hello)
    await harness.mention(QUESTION, thread_ts=root)
    await harness.answer_in(root, count=2)
    for reply in await _said_in_turn(harness, root, ("¡gracias!", "merci beaucoup", "vielen Dank"), answered=2):
        assert reply.startswith("You're welcome!"), reply
    assert len(fake.called("chat.startStream")) == 1, "only the question was researched"
