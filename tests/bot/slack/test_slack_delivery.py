"""When Slack or research says no: splits, uploads, 429s, missing channels, failures, limits."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
from pydantic import SecretStr
from tests.bot.slack.conftest import CHANNEL, USER, start_harness, text_of
from tests.bot.slack.test_slack_conversations import QUESTION
from tests.fakes.search_apis import SearxngFake
from tests.fakes.slack_api import MAX_VIEW_BLOCKS, FakeSlack, invalid_blocks

from bot.slack.runner import check_settings, run_slack
from bot.slack.settings import SlackSettings
from core.assistant import Assistant
from core.config import Settings
from core.followup import FollowupDetector
from core.models import Citation, ReportSet
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.store.memory import MemoryStore

PINGS = re.compile(r"<!(?:channel|here|everyone|subteam)|<@[UW]")


class ScriptedResearcher:
    """A research backend returning fixed reports, reporting progress like a real one."""

    def __init__(
        self, detailed: str, quick: str = "Quick answer [1].", delay: float = 0.0, suggestions: list[str] | None = None
    ) -> None:
        self.detailed, self.quick, self.delay = detailed, quick, delay
        self.suggestions = ["What next?"] if suggestions is None else suggestions

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        for step in ("planning", "searching", "reading", "writing"):
            await emit(progress, step, query=request.standalone if step == "searching" else None)
            await asyncio.sleep(self.delay)
        return ResearchResult(
            reports=ReportSet(inline="Inline [1].", quick=self.quick, detailed=self.detailed),
            citations=[Citation(number=1, title="Guide", url="https://docs.test/guide", snippet="s")],
            suggestions=self.suggestions,
        )


class FailingResearcher:
    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        await emit(progress, "searching", query=request.standalone)
        raise ConnectionError("search backend unreachable")


def assistant_with(settings: Settings, researcher: object, store: object | None = None) -> Assistant:
    return Assistant(settings, store or MemoryStore(), researcher, FollowupDetector(settings, None))  # type: ignore[arg-type]


@pytest.fixture
def scripted(fake: FakeSlack, slack_settings: Settings, slack_env: SlackSettings):  # type: ignore[no-untyped-def]
    def start(  # type: ignore[no-untyped-def]
        researcher: object, settings: Settings | None = None, store: object | None = None, slack: SlackSettings | None = None
    ):
        s = settings or slack_settings
        return start_harness(fake, slack or slack_env, assistant_with(s, researcher, store))

    return start


def placeholder_mode(slack_env: SlackSettings) -> SlackSettings:
    return slack_env.model_copy(update={"slack_streaming": False})


async def test_long_detailed_report_is_uploaded_as_a_file_with_the_quick_summary(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    detailed = "## Detail\n\n" + "\n\n".join(f"Point {i}: " + "evidence " * 60 + "[1]." for i in range(80))
    async with scripted(ScriptedResearcher(detailed)) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
        await h.click(answer, "rb:report:detailed")
        await fake.wait_for(lambda: fake.uploads)
        await h.settle()
    shown = text_of(fake.messages[answer.ts])
    assert "Quick answer" in shown and "attached below as a file" in shown
    [complete] = fake.called("files.completeUploadExternal")
    assert fake.called("files.getUploadURLExternal")[0]["filename"] == "detailed-report.md"
    assert complete["thread_ts"] == root and complete["channel_id"] == CHANNEL
    content = next(iter(fake.uploads.values())).decode()
    assert "Point 79" in content and "## Sources" in content and "https://docs.test/guide" in content


async def test_message_slack_calls_too_long_is_split(scripted, fake: FakeSlack, slack_env: SlackSettings) -> None:  # type: ignore[no-untyped-def]
    fake.max_message_chars = 6000
    quick = "\n\n".join(f"Part {i}. " + "detail " * 100 + "[1]." for i in range(12))
    async with scripted(ScriptedResearcher("Detailed [1].", quick=quick), slack=placeholder_mode(slack_env)) as h:
        root = await h.mention(QUESTION)
        messages = await h.answer_in(root, count=2)
    assert any(c for c in fake.calls if c.method == "chat.update" and len(c.args.get("blocks", [])) > 1)
    joined = "\n".join(text_of(m) for m in messages)
    assert all(f"Part {i}." in joined for i in range(12))


async def test_mention_injection_in_model_text_is_neutralised(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    evil = "Attention <!channel> <!here> <!everyone> <@U999> <!subteam^S1|@ops> and @here [1]."
    async with scripted(ScriptedResearcher("Detailed [1].", quick=evil)) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    calls = fake.called("chat.postMessage") + fake.called("chat.update") + fake.called("chat.stopStream")
    calls += fake.called("chat.appendStream")
    for call in calls:
        shown = [call.get("text", "")] + [b["text"]["text"] for b in call.get("blocks", []) if isinstance(b.get("text"), dict)]
        shown += [c.get("text", "") for c in call.get("chunks", [])]
        assert not any(PINGS.search(s) for s in shown), shown
    assert "<\u2060!channel>" in text_of(answer), "the text is kept, just inert"


async def test_progress_titles_and_status_never_carry_a_broadcast(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # Step titles and the assistant status quote the question and the model's queries.
    broadcast = re.compile(r"(?<![\w\u2060])@(?:here|channel|everyone)\b")
    async with scripted(ScriptedResearcher("Detailed [1].")) as h:
        root = await h.mention("what does <!channel> mean for @here and @everyone?")
        await h.answer_in(root)
        dm = await h.dm("what does <!channel> mean for @here and @everyone?")
        await h.answer_in(dm, channel="D1")
    titles = [c["title"] for call in fake.called("chat.appendStream") + fake.called("chat.stopStream")
              for c in call.get("chunks") or [] if c.get("type") == "task_update"]
    statuses = [call["status"] for call in fake.called("assistant.threads.setStatus")]
    assert any("Searching" in t for t in titles) and statuses
    assert not [t for t in titles + statuses if broadcast.search(t)], titles + statuses
    assert any("@\u2060here" in t for t in titles), "the words are kept, just inert"


async def test_slack_429_is_waited_out_and_retried(scripted, fake: FakeSlack, slack_env: SlackSettings) -> None:  # type: ignore[no-untyped-def]
    fake.fail("chat.postMessage", "ratelimited", times=1, status=429, headers={"Retry-After": "0"})
    async with scripted(ScriptedResearcher("Detailed [1]."), slack=placeholder_mode(slack_env)) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    assert "Quick answer" in text_of(answer)
    assert len(fake.called("chat.postMessage")) == 2, "the refused placeholder was sent again"


async def test_research_failure_becomes_a_clear_thread_reply(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    async with scripted(FailingResearcher()) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    assert "couldn't finish researching" in text_of(answer)
    assert ("warning" in [c["name"] for c in fake.called("reactions.add")])


async def test_not_in_channel_is_explained_to_the_user(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    fake.fail("chat.postMessage", "not_in_channel", times=1)
    async with scripted(ScriptedResearcher("Detailed [1].")) as h:
        await h.command(QUESTION)
        await fake.wait_for(lambda: fake.responses)
    assert "invite me" in fake.responses[0]["text"] and fake.responses[0]["response_type"] == "ephemeral"


async def test_channel_not_found_for_a_mention_reaches_the_user_by_dm(scripted, fake: FakeSlack, slack_env: SlackSettings) -> None:  # type: ignore[no-untyped-def]
    fake.fail("chat.startStream", "channel_not_found", times=1)
    fake.fail("chat.postMessage", "channel_not_found", times=2)
    fake.fail("chat.postEphemeral", "channel_not_found", times=1)
    async with scripted(ScriptedResearcher("Detailed [1].")) as h:
        await h.mention(QUESTION)
        dm = await fake.wait_for(lambda: [m for m in fake.messages.values() if m.channel == USER])
    assert "can't see that conversation" in text_of(dm[0])


async def test_progress_edits_the_placeholder_at_most_about_once_a_second(scripted, fake: FakeSlack, slack_env: SlackSettings) -> None:  # type: ignore[no-untyped-def]
    async with scripted(ScriptedResearcher("Detailed [1].", delay=0.35), slack=placeholder_mode(slack_env)) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    updates = fake.called("chat.update")
    progress = [u for u in updates if u["text"].startswith("⏳")]
    assert 1 <= len(progress) <= 2, "four steps over ~1.4 s give one or two edits"
    assert not updates[-1]["text"].startswith("⏳"), "the answer is the last write"
    assert "Planning" in progress[0]["blocks"][0]["text"]["text"]


async def test_stream_shows_steps_as_task_chunks_at_most_about_once_a_second(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    async with scripted(ScriptedResearcher("Detailed [1].", delay=0.35)) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    appends = fake.called("chat.appendStream")
    progress = [a for a in appends if all(c["type"] == "task_update" for c in a["chunks"])]
    assert 1 <= len(progress) <= 3, "four steps over ~1.4 s give a few coalesced appends"
    assert [t["title"].split(":")[0] for t in answer.tasks.values()] == [
        "Planning the research", "Searching", "Reading sources", "Writing the answer"
    ]
    assert all(t["status"] == "complete" for t in answer.tasks.values())


async def test_per_user_rate_limit_gets_a_friendly_reply(scripted, fake: FakeSlack, slack_settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings = slack_settings.model_copy(update={"rate_limit_per_minute": 1})
    async with scripted(ScriptedResearcher("Detailed [1]."), settings) as h:
        first = await h.mention(QUESTION)
        await h.answer_in(first)
        await h.mention("And what about pricing?")
        notes = await fake.wait_for(lambda: fake.called("chat.postEphemeral"))
    assert "limit of 1 questions a minute" in text_of_blocks(notes[0])


async def test_report_switches_do_not_count_against_the_limit(scripted, fake: FakeSlack, slack_settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings = slack_settings.model_copy(update={"rate_limit_per_minute": 1})
    async with scripted(ScriptedResearcher("Detailed [1]."), settings) as h:
        first = await h.mention(QUESTION)
        [answer] = await h.answer_in(first)
        for _ in range(3):
            await h.event({"type": "message", "channel_type": "channel", "user": USER, "text": "detailed summary",
                           "ts": h.next_ts(), "thread_ts": first, "channel": CHANNEL})
        await h.answer_in(first, count=4)
    assert fake.called("chat.postEphemeral") == []


async def test_allowlists_turn_strangers_away_politely(scripted, fake: FakeSlack, slack_env: SlackSettings) -> None:  # type: ignore[no-untyped-def]
    slack = slack_env.model_copy(update={"slack_allowed_channels": ["C-ok"], "slack_allowed_users": ["U-ok"]})
    async with scripted(ScriptedResearcher("Detailed [1]."), slack=slack) as h:
        await h.mention(QUESTION)
        notes = await fake.wait_for(lambda: fake.called("chat.postEphemeral"))
        await h.mention(QUESTION, channel="C-ok")
        await fake.wait_for(lambda: len(fake.called("chat.postEphemeral")) == 2)
    assert "not enabled here" in text_of_blocks(notes[0])
    assert "only enabled for some people" in text_of_blocks(fake.called("chat.postEphemeral")[1])
    assert fake.called("chat.postMessage") == []


class DownStore(MemoryStore):
    """A session store whose backing service is unreachable."""

    async def load(self, key):  # type: ignore[no-untyped-def]
        from core.store import StoreUnavailable

        raise StoreUnavailable("connection refused")


async def test_store_outage_is_a_clear_reply(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    async with scripted(ScriptedResearcher("Detailed [1]."), store=DownStore()) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    assert "store is unavailable" in text_of(answer)


async def test_the_channel_rate_limit_met_in_a_dm_speaks_to_the_user_not_of_this_channel(  # type: ignore[no-untyped-def]
    scripted, fake: FakeSlack, slack_settings: Settings
) -> None:
    # With RATE_LIMIT_CHANNEL_PER_MINUTE below the per-user limit, a second question in a DM was told
    # "This channel has reached my limit": the DM's only asker is the user.
    settings = slack_settings.model_copy(update={"rate_limit_per_minute": 10, "rate_limit_channel_per_minute": 1})
    async with scripted(ScriptedResearcher("Detailed [1]."), settings) as h:
        first = await h.dm(QUESTION)
        await h.answer_in(first, channel="D1")
        await h.dm("And what about pricing?")
        in_dm = await fake.wait_for(lambda: [text_of_blocks(n) for n in fake.called("chat.postEphemeral")])
        first_here = await h.mention(QUESTION)
        await h.answer_in(first_here)
        await h.mention("And what about pricing?")
        in_channel = await fake.wait_for(lambda: [text_of_blocks(n) for n in fake.called("chat.postEphemeral")][1:])
    assert "You've reached my limit of 1 questions a minute" in in_dm[0] and "channel" not in in_dm[0], in_dm
    assert "This channel has reached my limit" in in_channel[0], in_channel


def text_of_blocks(call: dict) -> str:  # type: ignore[type-arg]
    return call.get("text", "") + " ".join(b["text"]["text"] for b in call.get("blocks", []) if "text" in b)


def test_missing_tokens_are_named() -> None:
    empty = SlackSettings(_env_file=None)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="SLACK_BOT_TOKEN and SLACK_APP_TOKEN"):
        check_settings(empty, "socket")
    with pytest.raises(ValueError, match="SLACK_SIGNING_SECRET"):
        check_settings(empty.model_copy(update={"slack_bot_token": SecretStr("xoxb-1")}), "http")
    # A blank value (`SLACK_SIGNING_SECRET=" "` in an env file) is as good as none: it served and refused every event.
    blank = SlackSettings(_env_file=None, slack_bot_token="xoxb-1", slack_signing_secret=" \n")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="needs SLACK_SIGNING_SECRET"):
        check_settings(blank, "http")


async def test_socket_mode_end_to_end(fake: FakeSlack, slack_settings: Settings, slack_env: SlackSettings, tmp_path: Path) -> None:
    slack = slack_env.model_copy(update={"slack_bot_token": SecretStr("xoxb-1"), "slack_app_token": SecretStr("xapp-1")})
    stop = asyncio.Event()
    server = asyncio.create_task(run_slack(slack_settings, "socket", 0, slack=slack, stop=stop))
    envelope = {
        "type": "events_api",
        "envelope_id": "env-1",
        "accepts_response_payload": False,
        "payload": {
            "type": "event_callback",
            "team_id": "T1",
            "event_id": "EvSock1",
            "event": {"type": "app_mention", "user": USER, "text": f"<@UBOT> {QUESTION}", "ts": "1650000000.000001", "channel": CHANNEL},
        },
    }
    await fake.socket_send(envelope)
    await fake.wait_for(lambda: any(a.get("envelope_id") == "env-1" for a in fake.socket_acks))
    answers = await fake.wait_for(
        lambda: [m for m in fake.in_thread(CHANNEL, "1650000000.000001") if "Sources" in text_of(m) and not m.streaming],
        timeout=15,
    )
    stop.set()
    await asyncio.wait_for(server, 10)
    assert len(answers) == 1


async def test_stopping_mid_answer_past_the_grace_period_leaves_no_stream_researching(
    fake: FakeSlack, slack_settings: Settings, slack_env: SlackSettings, web: SearxngFake
) -> None:
    # The web search answers slowly, so the answer is still streaming when the stop comes.
    results = {"results": [{"title": "Lambda", "url": f"{web.url}/pages/x", "content": "Lambda cold starts."}]}
    web.fail_next("/search", 200, results, times=20, delay=1.0)
    settings = slack_settings.model_copy(update={"searxng_url": web.url, "shutdown_grace_seconds": 0.2})
    slack = slack_env.model_copy(update={"slack_bot_token": SecretStr("xoxb-1"), "slack_app_token": SecretStr("xapp-1")})
    stop = asyncio.Event()
    server = asyncio.create_task(run_slack(settings, "socket", 0, slack=slack, stop=stop))
    await fake.socket_send({
        "type": "events_api", "envelope_id": "env-2", "accepts_response_payload": False,
        "payload": {"type": "event_callback", "team_id": "T1", "event_id": "EvSock2", "event": {
            "type": "app_mention", "user": USER, "text": f"<@UBOT> {QUESTION}", "ts": "1650000000.000002", "channel": CHANNEL,
        }},
    })
    [stream] = await fake.wait_for(lambda: fake.streams(), timeout=15)
    stop.set()
    await asyncio.wait_for(server, 15)

    assert not stream.streaming, "the stream was closed"
    assert "stopped before I could finish" in text_of(stream) and "ask again" in text_of(stream)
    assert ("warning" in [c["name"] for c in fake.called("reactions.add")])


async def test_streamed_code_and_tables_never_ping_even_split_across_appends(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # The stream broke mention syntax in prose only: `<!channel>` in a code span, a code
    # block or a table (drawn as a code block) reached chat.appendStream as written, while
    # the same answer posted with chat.update was escaped everywhere.
    filler = "\n".join(f"line {i} " + "x" * 70 for i in range(170))
    evil = (
        "Use `<!channel>` or <@U999> [1].\n\n```\n<!-- keep -->\nnotify('<!here>', '<@U123|ann>')\n```\n\n"
        "| who | how |\n|---|---|\n| ops | <@W42> |\n\n"
        f"```\n{filler}\n<!everyone>\n{filler}\n```"
    )
    async with scripted(ScriptedResearcher("Detailed [1].", quick=evil)) as h:
        root = await h.mention(QUESTION)
        await h.answer_in(root)
    streamed = [
        c["text"] for call in fake.called("chat.appendStream") + fake.called("chat.stopStream")
        for c in call.get("chunks") or [] if c.get("type") == "markdown_text"
    ]
    assert len(streamed) > 1, "the answer is long enough to need several appends"
    for text in [*streamed, "".join(streamed)]:
        assert not PINGS.search(text), text
    whole = "".join(streamed)
    assert "notify('<\u2060!here>', '<\u2060@U123|ann>')" in whole, "the code is kept, just inert"
    assert "<!-- keep -->" in whole, "code that only looks like markup is left exactly as written"


async def test_step_titles_and_status_quoting_typed_mention_syntax_never_ping(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # A question about the syntax itself ("what does <!channel> do in Slack?" arrives escaped, and
    # is read as typed) was quoted raw in the stream's task titles and the assistant status.
    async with scripted(ScriptedResearcher("Detailed [1].")) as h:
        root = await h.mention("what do &lt;!channel&gt; and &lt;@U123&gt; do in a Slack message?")
        await h.answer_in(root)
        dm = await h.dm("what do &lt;!here&gt; and &lt;!subteam^S1&gt; do when posted?")
        await h.answer_in(dm, channel="D1")
    titles = [c["title"] for call in fake.called("chat.startStream") + fake.called("chat.appendStream") + fake.called("chat.stopStream")
              for c in call.get("chunks") or [] if c.get("type") == "task_update"]
    statuses = [call["status"] for call in fake.called("assistant.threads.setStatus")]
    assert any("Searching" in t for t in titles) and any("channel" in t for t in titles) and statuses
    assert not [t for t in titles + statuses if PINGS.search(t)], titles + statuses


async def test_typed_mention_syntax_with_no_other_word_is_told_so_without_a_ping(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # Typed mention syntax is markup to the search, so "what do <!channel> and <@U123> do?" has no
    # word to search and gets the nothing-to-search line (iux20) instead of research: that line
    # quotes the question, and must quote it inert.
    async with scripted(ScriptedResearcher("Detailed [1].")) as h:
        root = await h.mention("what do &lt;!channel&gt; and &lt;@U123&gt; do?")
        (reply,) = await h.answer_in(root)
    assert "nothing in" in reply.text and "channel" in reply.text
    assert not PINGS.search(reply.text + str(reply.blocks)), reply.text
    assert not fake.called("chat.startStream")


async def test_a_suggestion_naming_here_and_channel_near_the_button_limit_keeps_the_answer(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # The label was cut to Slack's 75 characters and then made inert (a joiner after each @),
    # which took it past 75: Slack refused the whole message (invalid_blocks) and the answer was lost.
    suggestion = "How do I stop @here and @channel alerts from the deploy bot flooding #ops?"
    assert len(suggestion) <= 75
    async with scripted(ScriptedResearcher("Detailed [1].", suggestions=[suggestion, "@everyone " * 10])) as h:
        root = await h.mention(QUESTION)
        [answer] = await h.answer_in(root)
    assert "Quick answer" in text_of(answer)
    labels = [e["text"]["text"] for b in answer.blocks if b.get("block_id") == "rb_followups" for e in b["elements"]]
    assert len(labels) == 2 and all(len(label) <= 75 for label in labels), labels
    assert labels[0].startswith("How do I stop @\u2060here and @\u2060channel"), "the words are kept, just inert"


async def test_app_home_lists_a_thread_opened_with_a_pasted_stack_trace_on_one_line(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # The recent thread's title was its whole first question: a pasted trace put every line
    # of it in the list, and past 3,000 characters Slack refused the whole Home tab.
    frames = "\n".join(f'  File "/srv/app/workers/queue_{i}.py", line {i * 7}, in handle_job_{i}' for i in range(50))
    question = f"Why does PostgreSQL say too many connections? Traceback (most recent call last):\n{frames}\n" \
        "psycopg2.OperationalError: FATAL: sorry, too many clients already"
    assert 3000 < len(question) < 4000
    async with scripted(ScriptedResearcher("Detailed [1].")) as h:
        root = await h.mention(question)
        await h.answer_in(root)
        await h.event({"type": "app_home_opened", "user": USER, "channel": "D1", "tab": "home", "event_ts": "1.3"})
        [published] = await fake.wait_for(lambda: fake.called("views.publish"))
        await h.settle()
    assert invalid_blocks(published["view"]["blocks"], MAX_VIEW_BLOCKS) is None
    [listed] = [b["text"]["text"] for b in published["view"]["blocks"]
                if b["type"] == "section" and b["text"]["text"].startswith("*Your recent threads*")]
    [line] = listed.splitlines()[1:]
    assert line.startswith("• Why does PostgreSQL say too many connections?") and line.endswith(f"— in <#{CHANNEL}>")
    assert "queue_49" not in line


async def test_app_home_still_shows_how_to_use_the_bot_while_the_store_is_down(scripted, fake: FakeSlack, caplog) -> None:  # type: ignore[no-untyped-def]
    # Reading the user's recent threads raised out of the listener: nothing was published
    # (a blank or stale Home tab) and the log got a traceback, though the help needs no store.
    from core.store.redis import RedisStore

    dead = RedisStore("redis://127.0.0.1:1/0", prefix="rb-test:", ttl_seconds=60, lock_timeout=1)
    async with scripted(ScriptedResearcher("Detailed [1]."), store=dead) as h:
        await h.event({"type": "app_home_opened", "user": USER, "channel": "D1", "tab": "home", "event_ts": "1.3"})
        [published] = await fake.wait_for(lambda: fake.called("views.publish"))
        await h.settle()
    shown = json.dumps(published["view"])
    assert "Report lengths" in shown and "can't be listed right now" in shown
    assert not [r for r in caplog.records if r.exc_info], "no traceback for an outage the tab explains"


async def test_a_thread_slash_command_while_the_store_is_down_says_so_privately(scripted, fake: FakeSlack) -> None:  # type: ignore[no-untyped-def]
    # `/research sources` looks up the user's latest thread first; with the store down that
    # raised out of the listener before its ack: Slack got a 404 and showed the user only
    # its own "/research failed" error.
    from core.store.redis import RedisStore

    dead = RedisStore("redis://127.0.0.1:1/0", prefix="rb-test:", ttl_seconds=60, lock_timeout=1)
    async with scripted(ScriptedResearcher("Detailed [1]."), store=dead) as h:
        resp = await h.command("sources")
        assert resp.status == 200
        await fake.wait_for(lambda: fake.responses)
        await h.settle()
    [response] = fake.responses
    assert response["response_type"] == "ephemeral" and "store is unavailable" in response["text"], response
