"""Core markdown -> Slack mrkdwn and Block Kit, within Slack's limits."""

from __future__ import annotations

import re

import pytest

from bot.slack.inbound import plain_text
from bot.slack.render import MAX_BLOCKS, MRKDWN, SECTION_LIMIT, STREAM, render, render_messages, split_message
from bot.slack.slash import SlashRequest, parse_slash
from core.models import Action, Citation, PlanEdit, Reply, ReplyFallback, ReplyMeta

to_mrkdwn = MRKDWN.render
render_reply = render_messages

PINGS = re.compile(r"<!(?:channel|here|everyone|subteam)|<@[UW]|(?<![\w\u2060])@(?:here|channel|everyone)\b")


def displayed(node: object) -> list[str]:
    """Every text a person sees in blocks (button values are not shown)."""
    if isinstance(node, list):
        return [t for item in node for t in displayed(item)]
    if isinstance(node, dict):
        own = [node["text"]] if isinstance(node.get("text"), str) else []
        return own + [t for k, v in node.items() if k != "value" for t in displayed(v)]
    return []


def test_markdown_becomes_mrkdwn() -> None:
    out = to_mrkdwn(
        "# Heading **x**\n\nSome *italic*, **bold**, ~~gone~~ and `a<b` with [a link](https://ex.com/?a=1&b=2).\n\n"
        "- one\n- two\n  - nested\n\n3. three\n4. four\n\n> quoted\n\n```python\nif a < b:\n    pass\n```"
    )
    assert out.splitlines()[0] == "*Heading x*"
    assert "_italic_" in out and "*bold*" in out and "~gone~" in out
    assert "`a&lt;b`" in out
    assert "<https://ex.com/?a=1&amp;b=2|a link>" in out
    assert "• one\n• two\n    ◦ nested" in out
    assert "3. three\n4. four" in out
    assert "> quoted" in out
    assert "```\nif a &lt; b:\n    pass\n```" in out


def test_tables_render_as_aligned_columns_or_rows_when_wide() -> None:
    narrow = to_mrkdwn("| Service | Cold start |\n|---|---|\n| Lambda | yes |\n| ECS | no |")
    assert "```\nService | Cold start\n--------+-----------\nLambda  | yes\nECS     | no\n```" == narrow
    wide = to_mrkdwn("| Option | Notes |\n|---|---|\n| Lambda | " + "very long note " * 8 + "|")
    assert wide.startswith("• *Option:* Lambda · *Notes:* very long note")


def test_unsafe_links_stay_text() -> None:
    out = to_mrkdwn("[click](javascript:alert(1)) and [file](file:///etc/passwd)")
    assert "<javascript" not in out and "<file:" not in out


def test_streamed_markdown_keeps_markdown_but_never_pings() -> None:
    out = STREAM.render("## Plan\n\nUse **pools** <!channel> and <@U1> for @here, see [docs](https://ex.com).\n\n```\nx = '<@U1>'\n```")
    assert out.startswith("## Plan") and "**pools**" in out and "[docs](<https://ex.com>)" in out
    assert not PINGS.search(out), "Slack reads mention syntax inside code too"
    assert "```\nx = '<\u2060@U1>'\n```" in out, "code blocks come out as written, the mention inert"


def test_a_report_too_long_for_a_message_becomes_its_quick_form_plus_a_file() -> None:
    long = "\n\n".join(f"Point {i}: " + "evidence " * 60 + "[1]." for i in range(80))
    reply = Reply(
        kind="report", markdown=long, report_kind="detailed", analysis_index=0,
        available_reports=["inline", "quick", "detailed"],
        citations=[Citation(number=1, title="Guide", url="https://docs.test/guide")],
        fallback=ReplyFallback(markdown="Quick answer [1].", citations=[Citation(number=1, title="Guide", url="https://docs.test/guide")]),
    )
    rendered = render(reply)
    assert rendered.attachment is not None and "Point 79" in rendered.attachment.content
    assert len(rendered.messages) == 1 and "Quick answer" in rendered.messages[0].blocks[0]["text"]["text"]
    assert "Quick answer" in rendered.stream_text and "attached below as a file" in rendered.stream_text


def test_model_text_never_pings_anyone() -> None:
    nasty = "Hey <!channel> and <!here|here> <!everyone> <@U123> <!subteam^S1|@team> also @here and @channel and @everyone"
    reply = Reply(
        markdown=nasty,
        citations=[Citation(number=1, title="<!channel> doc @here", url="https://x.test/a")],
        suggestions=["ping @everyone <@U9>?"],
        analysis_index=0,
        available_reports=["inline", "quick", "detailed"],
        report_kind="quick",
    )
    [message] = render_reply(reply)
    for shown in [message.text, *displayed(message.blocks)]:
        assert not PINGS.search(shown), shown
    assert "&lt;!channel&gt;" in message.blocks[0]["text"]["text"], "the text is kept, just inert"


def test_citations_are_a_numbered_sources_list() -> None:
    reply = Reply(
        markdown="Answer [1] [2].",
        citations=[
            Citation(number=1, title="Lambda docs", url="https://docs.aws/lambda"),
            Citation(number=2, title="Local notes", path="notes/ecs.md"),
        ],
    )
    [message] = render_reply(reply)
    sources = message.blocks[-1]["text"]["text"]
    assert sources == "*Sources*\n<https://docs.aws/lambda|[1] Lambda docs>\n[2] Local notes — `notes/ecs.md`"


def test_long_text_splits_into_sections_and_messages_without_breaking_code() -> None:
    code = "\n".join(f"line_{i} = {i}" for i in range(400))
    paragraphs = "\n\n".join(f"Paragraph {i}. " + "words " * 80 for i in range(60))
    reply = Reply(markdown=f"{paragraphs}\n\n```\n{code}\n```", analysis_index=0, available_reports=["quick"], report_kind="quick")
    messages = render_reply(reply)
    assert len(messages) > 1
    for message in messages:
        assert len(message.blocks) <= MAX_BLOCKS
        for block in message.blocks:
            if block["type"] == "section":
                text = block["text"]["text"]
                assert len(text) <= SECTION_LIMIT
                assert text.count("```") % 2 == 0, "a code block is closed in every section"
    assert messages[-1].blocks[-1]["type"] == "context_actions", "controls and feedback come last"
    joined = "".join(b["text"]["text"] for m in messages for b in m.blocks if b["type"] == "section")
    assert all(f"line_{i} = {i}" in joined for i in range(400))


def test_a_message_slack_refuses_as_too_long_can_be_halved() -> None:
    [message] = render_reply(Reply(markdown="\n\n".join("para " * 100 for _ in range(8))))
    halves = split_message(message)
    assert len(halves) == 2 and all(h.blocks for h in halves)


def test_buttons_carry_structured_actions() -> None:
    reply = Reply(markdown="x [1]", analysis_index=2, available_reports=["inline", "quick", "detailed"], report_kind="quick", suggestions=["How do I migrate?"])
    [message] = render_reply(reply)
    elements = {e["action_id"]: e for b in message.blocks if b["type"] in ("actions", "context_actions") for e in b["elements"]}
    assert Action.model_validate_json(elements["rb:report:detailed"]["value"]) == Action(report="detailed", analysis=2)
    assert elements["rb:report:quick"].get("style") == "primary"
    assert Action.model_validate_json(elements["rb:ask:0"]["value"]).question == "How do I migrate?"
    negative = elements["rb:feedback"]["negative_button"]["value"]
    assert Action.model_validate_json(negative) == Action(feedback="down", analysis=2)


def test_error_replies_are_marked_and_have_no_controls() -> None:
    [message] = render_reply(Reply(kind="error", markdown="broke", metadata=ReplyMeta()))
    assert all(b["type"] not in ("actions", "context_actions") for b in message.blocks)
    assert message.blocks[0]["text"]["text"] == "⚠️ broke"


def test_slack_markup_in_questions_reads_as_plain_words() -> None:
    text = "<@UBOT> compare <https://a.test|A> and <#C1|general> for <@U2|ann> &lt;now&gt; <!here>"
    assert plain_text(text, "UBOT") == "compare A and #general for @ann <now> @here"


def test_names_slack_linked_by_itself_read_as_typed() -> None:
    # Slack links anything that looks like a domain: "setup.py" (Paraguay) and "README.md" (Moldova)
    # arrive as <http://setup.py|setup.py>, and were read as "setup.py (http://setup.py)".
    text = "what do <http://setup.py|setup.py> and <http://README.md|README.md> say about <https://docs.python.org/3/|docs.python.org/3/>?"
    assert plain_text(text, None) == "what do setup.py and README.md say about docs.python.org/3/?"
    assert plain_text("<mailto:ann@ex.com|ann@ex.com>", None) == "ann@ex.com"
    assert plain_text("<https://ex.com/a|the guide>", None) == "the guide"


def test_slash_arguments() -> None:
    assert parse_slash("summary detailed").action == Action(report="detailed")  # type: ignore[union-attr]
    assert parse_slash("sources").action == Action(command="sources")  # type: ignore[union-attr]
    assert parse_slash("reset the connection pool how?").question == "reset the connection pool how?"  # type: ignore[union-attr]
    assert parse_slash("") is None
    assert parse_slash("summary huge") is None
    assert parse_slash("summary") is None
    config = parse_slash("config sources corpus, web")
    assert config is not None and config.changes_settings and not config.needs_thread
    assert config.action == Action(command="config", setting="sources", value="corpus, web")
    shown = parse_slash("config")
    assert shown is not None and not shown.changes_settings
    # `/research plan <question>` asks the core for the plan, which "plan only: ..." means in any thread.
    assert parse_slash("plan How should we shard Postgres?").question == "plan only: How should we shard Postgres?"  # type: ignore[union-attr]
    assert parse_slash("plan") is None, "no question to plan: the usage says how"


@pytest.mark.parametrize("text", ["plan only: How should we shard Postgres?", "plan only How should we shard Postgres?", "plan: How should we shard Postgres?"])
def test_slash_plan_written_the_way_threads_say_it_keeps_the_question_intact(text: str) -> None:
    # Threads say "plan only: <question>"; typed after /research it must not become "plan only: only: ...".
    assert parse_slash(text).question == "plan only: How should we shard Postgres?"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("detailed summary", Action(command="report", report="detailed")),
        ("tl;dr", Action(command="report", report="inline")),
        ("open 2", Action(command="source", source=2)),
        ("what does [3] say", Action(command="source", source=3)),
        ("how did you research this?", Action(command="trace")),
        ("regenerate", Action(command="regenerate")),
        ("go ahead", Action(command="plan_run")),
        ("drop step 3", Action(command="plan_edit", edit=PlanEdit(op="drop", steps=[3]))),
        ("step 2: use arxiv instead", Action(command="plan_edit", edit=PlanEdit(op="tool", steps=[2], tool="arxiv"))),
    ],
)
def test_slash_thread_commands_said_as_in_a_thread_act_on_the_thread(text: str, action: Action) -> None:
    # "/research detailed summary" was researched as a new question called "detailed summary".
    request = parse_slash(text)
    assert request is not None and request.question is None and request.needs_thread
    assert request.action == action


@pytest.mark.parametrize("text", ["the Redis one", "what is a detailed summary of Kafka's design?", "go home", "regenerate Kafka's docs"])
def test_slash_text_that_needs_a_question_or_research_stays_a_question(text: str) -> None:
    assert parse_slash(text).question == text  # type: ignore[union-attr]


def test_manifests_are_valid_and_make_an_agent_app() -> None:
    from pathlib import Path

    import yaml

    for name in ("socket.yaml", "http.yaml"):
        manifest = yaml.safe_load((Path(__file__).resolve().parents[3] / "manifests" / "slack" / name).read_text())
        features = manifest["features"]
        assert features["agent_view"]["agent_description"]
        assert features["app_home"]["home_tab_enabled"] and features["app_home"]["messages_tab_enabled"]
        events = manifest["settings"]["event_subscriptions"]["bot_events"]
        assert {"app_home_opened", "app_mention", "message.im"} <= set(events)
        scopes = manifest["oauth_config"]["scopes"]["bot"]
        assert {"assistant:write", "chat:write", "users:read", "files:write"} <= set(scopes)


def test_manifests_declare_what_the_app_listens_to() -> None:
    from pathlib import Path

    for name in ("socket.yaml", "http.yaml"):
        text = (Path(__file__).resolve().parents[3] / "manifests" / "slack" / name).read_text()
        for needed in (
            "command: /research", "app_mention", "message.channels", "message.im", "chat:write", "reactions:write",
            "files:write", "interactivity", "assistant:write", "app_home_opened",
            "agent_view", "home_tab_enabled: true", "users:read",
        ):
            assert needed in text, (name, needed)
    http = (Path(__file__).resolve().parents[3] / "manifests" / "slack" / "http.yaml").read_text()
    assert http.count("/slack/events") == 3


def test_slash_trace_asks_for_the_latest_answers_trace() -> None:
    request = parse_slash("trace")
    assert request is not None and request.action == Action(command="trace") and request.needs_thread
    assert parse_slash("trace the weather") == SlashRequest(question="trace the weather")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("summary short", Action(command="report", report="quick")),
        ("summary long", Action(command="report", report="detailed")),
        ("help?", Action(command="help")),
        ("Help.", Action(command="help")),
        ("reset!", Action(command="reset")),
    ],
)
def test_slash_commands_said_as_threads_say_them_are_commands_not_public_questions(text: str, action: Action) -> None:
    # "/research summary short" got the usage though "summary short" switches in a thread, and
    # "/research help?" was posted in the channel as a question called "help?".
    request = parse_slash(text)
    assert request is not None and request.question is None and request.action == action
